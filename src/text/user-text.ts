/**
 * The byte caps per kind of user file, and bytes → text for the formats read as UTF-8. Pure:
 * the reader that enforces the caps on a file descriptor is src/io/read-file.ts.
 */
import { InputError } from '../core/errors.js';

const MB = 1024 * 1024;

/** Bytes read per kind of file; a larger file is refused (scanned sources: skipped). */
export const FILE_CAPS = {
  pin: 5 * MB,
  workflow: 2 * MB,
  rules: 5 * MB,
  source: 5 * MB,
  /** uv.lock, poetry.lock, pylock.toml, pixi.lock: generated, often megabytes in a real project. */
  lock: 20 * MB,
  /** A saved JSON report (`--baseline`), and the online cache's entries. */
  report: 20 * MB,
  /** A recorded package index page (catalog:refresh --from): download.pytorch.org's are ~10 MB. */
  indexPage: 64 * MB,
} as const;

export type FileKind = keyof typeof FILE_CAPS;

/**
 * Bytes → text for the formats read as UTF-8 (pins, workflows, rules). A NUL byte means a
 * binary or UTF-16 file: refused with the line it is on, and a hint for UTF-16.
 */
export function decodeUserText(buf: Buffer, display: string): string {
  const nul = buf.indexOf(0);
  if (nul >= 0) {
    const line = buf.subarray(0, nul).toString('latin1').split('\n').length;
    const utf16 = buf.length >= 2 && ((buf[0] === 0xff && buf[1] === 0xfe) || (buf[0] === 0xfe && buf[1] === 0xff));
    throw new InputError(
      `${display}:${line}: is a binary file (NUL byte)${utf16 ? '; it looks like UTF-16 — save it as UTF-8' : ''}`,
    );
  }
  return buf.toString('utf8').replace(/^\uFEFF/, '');
}

export type UnreadableWhy = 'missing' | 'not-a-file' | 'too-large' | 'error';

/** A file that cannot be used; `why` lets a caller that skips files (the scanner) say why. */
export class UnreadableFile extends InputError {
  constructor(
    readonly file: string,
    readonly why: UnreadableWhy,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
  }
}
