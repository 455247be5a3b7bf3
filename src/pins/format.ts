/** What one pin file format is, in one place: the names it takes, where discovery looks, its reader. */
import type { FileResult } from './file-result.js';
import type { ReqFile } from './requirements-txt.js';

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
  readonly origins: readonly string[];
  /** Its `requires-python` is the project's own statement, preferred over another file's. */
  readonly ownsRequiresPython?: true;
  readonly read: PinReader;
}
