/** What one lock file format is, in one place: its names, parser, how it is judged and fixed, what installs from it. */
import type { PinOrigin, PinPackage } from '../pins/types.js';
import type { LockFile } from './types.js';

/** A workflow command that installs the project from a lock: a job running it gets what the lock holds. */
export interface LockInstall {
  /** The program (`uv`) and its sub-commands that install from the lock (`sync`). */
  readonly program: string;
  readonly commands: readonly string[];
  /** The sub-command that installs from a lock only when there is one, then runs a task (`pixi run`). */
  readonly runs?: string;
  /** `-e NAME` / `--environment NAME` picks one of the lock's environments. */
  readonly environments?: true;
  /** Without a lock it installs the project from its own metadata (pyproject.toml, setup.cfg). */
  readonly installsProject?: true;
}

/** Reads one lock's text. */
export type LockParse = (text: string, file: string) => LockFile;

export interface LockFormat {
  readonly kind: string;
  /** Its file names as the docs write them. */
  readonly fileNames: readonly string[];
  /** Whether a file is a lock of this format, by its lower-case base name. */
  readonly takes: (base: string) => boolean;
  /**
   * Its reader, loaded on first use (the YAML parser only for pixi.lock), which reads the
   * torch-family entries; `file` is the name used in locations and messages.
   */
  readonly parser: () => Promise<LockParse>;
  /**
   * How the entry that installs here is picked: by the entries' PEP 508 markers (one resolution
   * for every platform), or by the lock's environment and platform (pixi).
   */
  readonly picks: 'markers' | 'environments';
  /** The manifest's packages whose pin the locked torch must satisfy (conda's `pytorch` for pixi). */
  readonly torchPins: readonly PinPackage[];
  /** The fixes said when it installs no torch here, and when it is older than the manifest. */
  readonly fixes: { readonly noWheel: string; readonly stale: string };
  readonly install: LockInstall | undefined;
  /** The `origin` its entries carry when read as pins (for the upgrade notes). */
  readonly pinOrigin: PinOrigin;
}
