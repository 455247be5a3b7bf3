/** What one pin file says: its pins, indexes, Pythons and alternatives, as every format's reader gives them. */
import type { Location } from '../core/finding.js';
import type { PinPackage } from '../packaging/names.js';
import type { WheelInfo } from '../packaging/wheel.js';
import type { PinOrigin } from './kinds.js';
export type { PinOrigin } from './kinds.js';

export interface Pin<P extends string = PinPackage> {
  package: P;
  /** PEP 440 specifier (`==2.3.0+cu121`, `>=2.1,<3.0`); '' = any version. */
  specifier: string;
  /** The build variant the pin asks for (`cu121` from `==2.3.0+cu121`, a wheel name or Poetry `^2.2.0+cpu`). */
  local?: string;
  /** PEP 508 marker of the requirement itself, without the leading `;`. */
  marker?: string;
  /**
   * uv: the marker of the `[tool.uv.sources]` entry this pin's index comes from. The requirement
   * holds wherever `marker` does; this only says where torch comes from that source.
   */
  sourceMarker?: string;
  /** uv: the default index's pin of a requirement whose every source has a marker: it applies where none of them holds. */
  sourceElse?: string[];
  /** The index this pin installs from, when the file says so. */
  indexUrl?: string;
  /** More indexes pip merges candidates from (`--extra-index-url`, `--find-links`). */
  extraIndexUrls?: string[];
  /** `torch @ https://…/torch-2.3.0%2Bcu121-cp311-cp311-linux_x86_64.whl` */
  wheel?: WheelInfo;
  /** A direct reference that is not a wheel (git, sdist). */
  url?: string;
  extras?: string[];
  /** conda channel from `pytorch::pytorch`. */
  channel?: string;
  origin: PinOrigin;
  /** Where it sits in the file: the extra, group or pixi feature it belongs to. */
  group?: string;
  /**
   * What kind of alternative `group` is: an extra, a dependency group or a pixi feature is
   * installed only when selected (a Poetry group or conda's `pip:` section always is).
   */
  alternative?: AlternativeKind;
  /** Things the reader could not resolve (an unset `${CUDA_TAG}`, …), said rather than guessed. */
  notes?: string[];
  location: Location;
  /** The file whose install reads it, when another file includes it (`-r base.txt`). */
  install?: string;
  /**
   * The install route that reads it when pip's does not: pixi (pixi.toml, `[tool.pixi]`) or conda
   * (an environment file and its `pip:` section). Undefined: pip, uv and Poetry read it.
   */
  route?: 'pixi' | 'conda';
  /** A conda build string or glob it asks for (`*cuda*`, `py3.10_cuda11.8*`), or `cpu`/`cuda` from pytorch-cpu/-gpu. */
  build?: string;
}

/**
 * A requirement of a package outside the torch family (`xformers==0.0.22.post7`), by its PEP 503
 * name: the catalog decides later whether it is bound to torch.
 */
export interface OtherPin extends Pin<string> {
  /** Why its text cannot be read (pip refuses it too): an error only once the package is bound to torch. */
  unreadable?: string;
}

export type IndexRole = 'index-url' | 'extra-index-url' | 'find-links' | 'uv-index' | 'poetry-source' | 'pixi-index';

export interface IndexDecl {
  url: string;
  role: IndexRole;
  /** uv index / Poetry source name. */
  name?: string;
  /** uv `explicit = true`, Poetry `priority = "explicit"`: only used by pins that name it. */
  explicit?: boolean;
  location: Location;
}

export interface RequiresPython {
  /** PEP 440 specifier for the Python versions the project admits. */
  specifier: string;
  location: Location;
}

export type AlternativeKind = 'extra' | 'group' | 'feature';

/** The alternatives a project declares: each is installed only when asked for. */
export interface Alternatives {
  extras: Record<string, Location>;
  groups: Record<string, Location>;
  /** pixi environments: the features each combines (the default feature is always in, unless said). */
  environments: Record<string, { features: string[]; defaultFeature: boolean; location: Location }>;
  /** `[tool.uv] conflicts`: sets of extras or groups uv never installs together. */
  conflicts: { items: { kind: 'extra' | 'group'; name: string }[]; location: Location }[];
  /** `[tool.uv] default-groups` when declared (uv's default is `dev`). */
  defaultGroups?: string[];
  /** setup.py: whether `install_requires` and each extra bring torch (a torch string may sit in a lookup table only). */
  setupPyTorch?: { file: string; defaultTorch: boolean | undefined; extras: Record<string, boolean | undefined> };
  /** pixi: the platforms the workspace (`''`) and each feature that restricts them list. */
  pixiPlatforms?: Record<string, { platforms: string[]; location: Location }>;
  /** pixi features' own `python` pins (the default feature's is `requiresPython`): an environment's Python. */
  featurePythons?: Record<string, RequiresPython>;
}

export const noAlternatives = (): Alternatives => ({ extras: {}, groups: {}, environments: {}, conflicts: [] });

/** A value a pin file states in a way the reader cannot evaluate: said, never guessed. */
export interface Unread {
  what: string;
  why: string;
  /** What is not checked, or judged otherwise, because of it (default: the Pythons the project admits). */
  effect?: string;
  /** How to make it readable (default: state it as a plain string). */
  fix?: string;
  /** The standard it is read by (default: core metadata's Requires-Python). */
  source?: string;
  location: { file: string; line: number; column?: number };
}
