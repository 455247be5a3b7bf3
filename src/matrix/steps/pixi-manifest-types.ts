/**
 * What a job takes from a pixi manifest, as a type both the job context and the manifest's reader
 * name (kept below both so neither imports the other for it).
 */
import type { Environment } from '../../core/model.js';
import type { Position } from '../github/types.js';

/** One environment as the manifest declares it. */
export interface PixiManifestEnvironment {
  /** The manifest declares no environment of that name: pixi stops with an error. */
  missing?: { file: string; declared: string[] };
  /** The Python the environment's features pin, when it admits one minor (`3.12.*`). */
  python?: { text: string; where: string; at: Position };
  /** The platforms pixi installs the environment on (the workspace's, narrowed by its features'). */
  platforms?: { list: string[]; where: string };
  /** Whether the environment installs torch at all (some feature it is made of declares it). */
  hasTorch: boolean;
  /** Whether any environment of the manifest does: when none does, a name known only at run time does not matter. */
  anyTorch: boolean;
  /** Its torch requirement on a runner (markers and platform targets decided there). */
  torch: (env: Environment) => { spec: string; index?: string; where: string; at?: Position } | undefined;
}

/** The manifest's environment of that name (undefined = pixi's default); undefined when there is no manifest. */
export type PixiManifest = (environment: string | undefined) => PixiManifestEnvironment | undefined;
