/**
 * What a file format is, in one place: the descriptor each format folder exports, and the pin
 * and lock roles it may play. The pins and locks registries list these descriptors; reading,
 * discovery, judging and fixing all come from them.
 */
import type { FileResult, ReqFile } from './file-result.js';
import type { LockInstaller, LockKind, PinOrigin } from './kinds.js';
import type { LockFile } from './lock.js';
import type { PinPackage } from '../packaging/names.js';

/** One file format: the pin files and lock files it reads (a format may read both, as pixi does). */
export interface FileFormat {
  /** Its folder's name (`pixi`, `setup`). */
  readonly name: string;
  /** Its pin files, in the order a file named by the user is matched. */
  readonly pins: readonly PinFormat[];
  readonly locks: readonly LockFormat[];
}

/**
 * How a format's files are read. Most formats read one file on its own (the requirements files
 * it names in `includes` are read after it; a reader that loads its parser on first use answers
 * with a promise); a pip requirements file is read together with its
 * `-r`/`-c` includes as one pip invocation, whose index options apply to all of them.
 */
export type PinReader =
  | { readonly file: (text: string, file: string) => FileResult | Promise<FileResult> }
  | {
      readonly pipInvocation: (
        text: string,
        file: string,
        env: Readonly<Record<string, string | undefined>>,
      ) => ReqFile;
    };

/** A pin file: the names it takes, where discovery looks, its reader. */
export interface PinFormat {
  /** Its name in docs and messages. */
  readonly name: string;
  /** The file names discovery finds, as the docs write them (`requirements*.txt`). */
  readonly fileNames: readonly string[];
  /**
   * Whether a file named by the user is of this format, by its lower-case base name. The first
   * format of the list that takes a name reads it, so the last one may take every name.
   */
  readonly takes: (base: string) => boolean;
  /** The files of a project folder read when none are named: names at its top, and the files of one sub-folder. */
  readonly discover: { readonly top: RegExp; readonly folder?: { readonly name: string; readonly files: RegExp } };
  /** The `origin`s its pins carry: they decide how the installer picks between indexes. */
  readonly origins: readonly PinOrigin[];
  /** Its `requires-python` is the project's own statement, preferred over another file's. */
  readonly ownsRequiresPython?: true;
  readonly read: PinReader;
}

/** A workflow command that installs the project from a lock: a job running it gets what the lock holds. */
export interface LockInstall {
  /** The program (`uv`) and its sub-commands that install from the lock (`sync`). */
  readonly program: LockInstaller;
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

/** A lock file: its names, parser, how it is judged and fixed, what installs from it. */
export interface LockFormat {
  readonly kind: LockKind;
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
