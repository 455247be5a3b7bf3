/**
 * The one door for files the user hands us (pins and their includes, workflows, rules files,
 * scanned sources). Links are followed, then only a regular file is read: a FIFO, a device or a
 * directory is refused by name, never opened for a blocking read. The size is checked on the
 * opened descriptor and at most `cap + 1` bytes are ever read, so a file that grows (or lies
 * about its size) cannot exhaust memory.
 */
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync, type Stats } from 'node:fs';
import { relative, isAbsolute } from 'node:path';
import { decodeUserText, FILE_CAPS, UnreadableFile, type FileKind } from '../text/user-text.js';

const MB = 1024 * 1024;

const NOUN: Record<FileKind, string> = {
  pin: 'pin file',
  workflow: 'workflow',
  rules: 'rules file',
  source: 'source file',
  lock: 'lock file',
  report: 'JSON file',
  indexPage: 'recorded index page',
};

function typeOf(st: Stats): string {
  if (st.isDirectory()) return 'a directory';
  if (st.isFIFO()) return 'a FIFO (named pipe)';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

// O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/**
 * Reads a regular file of at most FILE_CAPS[kind] bytes. `display` is the name used in
 * messages. Throws UnreadableFile (an InputError: one line, exit 2) for anything else.
 */
export function readUserFile(absPath: string, display: string, kind: FileKind): Buffer {
  const cap = FILE_CAPS[kind];
  const noun = NOUN[kind];
  let fd: number;
  try {
    fd = openSync(absPath, OPEN_FLAGS);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new UnreadableFile(display, 'missing', 'file not found');
    if (code === 'EISDIR') throw new UnreadableFile(display, 'not-a-file', `is a directory, not a ${noun}`);
    if (code === 'ELOOP') throw new UnreadableFile(display, 'error', 'symlink loop');
    throw new UnreadableFile(display, 'error', `cannot be read (${code})`);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile())
      throw new UnreadableFile(display, 'not-a-file', `is ${typeOf(st)}, not a ${noun}; only regular files are read`);
    if (st.size > cap) throw tooLarge(display, noun, cap);
    // Read to EOF but never past cap + 1 bytes: the size may change between fstat and read.
    let buf = Buffer.allocUnsafe(Math.min(cap + 1, st.size + 1));
    let n = 0;
    for (;;) {
      if (n === buf.length) {
        if (buf.length > cap) break;
        buf = Buffer.concat([buf, Buffer.allocUnsafe(Math.min(cap + 1, buf.length * 2 + 4096) - buf.length)]);
      }
      const got = readSync(fd, buf, n, buf.length - n, null);
      if (got === 0) break;
      n += got;
    }
    if (n > cap) throw tooLarge(display, noun, cap);
    return buf.subarray(0, n);
  } catch (err) {
    if (err instanceof UnreadableFile) throw err;
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    if (code === 'EISDIR') throw new UnreadableFile(display, 'not-a-file', `is a directory, not a ${noun}`);
    throw new UnreadableFile(display, 'error', `cannot be read (${code})`);
  } finally {
    closeSync(fd);
  }
}

function tooLarge(display: string, noun: string, cap: number): UnreadableFile {
  return new UnreadableFile(display, 'too-large', `larger than ${cap / MB} MB, the most a ${noun} may be`);
}

/** A user's text file, read and decoded: the common case for everything but scanned sources. */
export function readUserText(absPath: string, display: string, kind: FileKind): string {
  return decodeUserText(readUserFile(absPath, display, kind), display);
}

/**
 * `abs` with every link resolved, when that lies inside `root` (its links resolved too);
 * undefined when it does not exist or leads out. A repository's link to a folder outside it
 * (`.github/actions/x -> /etc`) is not read as part of the repository.
 */
export function realPathInside(root: string, abs: string): string | undefined {
  let real: string;
  let top: string;
  try {
    real = realpathSync(abs);
    top = realpathSync(root);
  } catch {
    return undefined;
  }
  const rel = relative(top, real);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel)) ? real : undefined;
}
