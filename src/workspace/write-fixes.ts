/**
 * `scan --fix` and `--diff`: each file with fixes is read again through the one reader and must
 * still hold the bytes the scan read; the fixes are applied (src/scan/apply-fixes.ts), and the
 * result is written beside the file and renamed over it, so a file is never left half written.
 * Only regular files whose real path lies inside a scanned root are touched: a link that leads
 * out of the tree is reported, not followed. `--diff` renders what would be written.
 */
import { chmodSync, lstatSync, realpathSync, renameSync, unlinkSync, writeFileSync, type Stats } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { InputError } from '../core/errors.js';
import type { Finding, Fix } from '../core/finding.js';
import { UnreadableFile } from '../text/user-text.js';
import { unifiedDiff } from '../report/unified-diff.js';
import { applyFixes } from '../scan/apply-fixes.js';
import { contentDigest } from '../io/digest.js';
import { readUserFile } from '../io/read-file.js';
import { walkRoots } from '../io/walk.js';

/** A file with fixes that was left as it is, and why. */
export interface NotFixed {
  file: string;
  reason: string;
}

export interface FixOutcome {
  /** Findings whose fix was applied (or, with `dryRun`, would be). */
  fixed: Finding[];
  files: number;
  /** The unified diff of every file changed, in file order. */
  diff: string;
  /** Files whose fixes were not applied: outside the scanned tree, changed since the scan, … */
  notFixed: NotFixed[];
}

export interface FixTarget {
  /** Base of the findings' file names. */
  cwd: string;
  /** What was scanned (files, directories, globs): a file is written only inside one of them. */
  paths: readonly string[];
  /** Per file name, the digest of the bytes the scan read (scanPaths' `digests`). */
  digests: ReadonlyMap<string, string>;
  /** Only work out the diff; write nothing. */
  dryRun: boolean;
}

const inside = (root: string, path: string): boolean =>
  path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);

/** The real paths of the scanned roots (a root that does not resolve holds nothing to write). */
function realRoots(paths: readonly string[], cwd: string): string[] {
  return walkRoots(paths.length ? paths : ['.'], cwd).flatMap((r) => {
    try {
      return [realpathSync(r)];
    } catch {
      return [];
    }
  });
}

/** A name a patch can carry: relative to the working directory, `/`-separated on Windows only. */
function patchName(file: string): string | undefined {
  if (isAbsolute(file) || file === '..' || file.startsWith('../') || file.startsWith(`..${sep}`)) return undefined;
  return sep === '\\' ? file.split('\\').join('/') : file;
}

/** The file's bytes as text, byte order mark kept; undefined when they are not UTF-8 text. */
function asText(bytes: Buffer): string | undefined {
  if (bytes.includes(0)) return undefined;
  const text = bytes.toString('utf8');
  return Buffer.from(text, 'utf8').equals(bytes) ? text : undefined;
}

const sameFile = (a: Stats, b: Stats): boolean =>
  a.ino === b.ino && a.dev === b.dev && a.size === b.size && a.mtimeMs === b.mtimeMs;

export function writeFixes(findings: readonly Finding[], target: FixTarget): FixOutcome {
  const byFile = new Map<string, Finding[]>();
  for (const f of findings) {
    if (!f.fix || !f.location) continue;
    const list = byFile.get(f.location.file) ?? [];
    list.push(f);
    byFile.set(f.location.file, list);
  }
  const roots = realRoots(target.paths, target.cwd);
  const fixed: Finding[] = [];
  const notFixed: NotFixed[] = [];
  const diffs: string[] = [];
  let files = 0;
  for (const [file, list] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    const skip = (reason: string): void => void notFixed.push({ file, reason });
    let real: string;
    try {
      real = realpathSync(resolve(target.cwd, file));
    } catch (err) {
      skip(`cannot be resolved (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
      continue;
    }
    if (!roots.some((r) => inside(r, real))) {
      skip('outside the scanned tree (a link leads out of it)');
      continue;
    }
    const name = patchName(file);
    if (target.dryRun && name === undefined) {
      skip('outside the working directory, so a patch cannot name it');
      continue;
    }
    let st: Stats;
    let bytes: Buffer;
    try {
      st = lstatSync(real);
      if (!st.isFile()) {
        skip('not a regular file');
        continue;
      }
      bytes = readUserFile(real, file, 'source');
    } catch (err) {
      if (!(err instanceof UnreadableFile) && !(err as NodeJS.ErrnoException).code) throw err;
      skip(err instanceof UnreadableFile ? err.reason : `cannot be read (${(err as NodeJS.ErrnoException).code})`);
      continue;
    }
    const digest = target.digests.get(file);
    if (digest === undefined || contentDigest(bytes) !== digest) {
      skip('changed since the scan; scan it again');
      continue;
    }
    const before = asText(bytes);
    if (before === undefined) {
      skip('not UTF-8 text');
      continue;
    }
    const { text, applied } = applyFixes(
      before,
      list.map((f) => f.fix as Fix),
    );
    if (!applied.length || text === before) continue;
    if (!target.dryRun && !replaceFile(real, file, text, st)) {
      skip('changed while it was being fixed; scan it again');
      continue;
    }
    const taken = new Set(applied);
    for (const f of list) if (taken.has(f.fix!)) fixed.push(f);
    if (name !== undefined) diffs.push(unifiedDiff(name, before, text));
    files++;
  }
  return { fixed, files, diff: diffs.join(''), notFixed };
}

/**
 * Writes `text` to a new file beside `real` and renames it over `real`, unless `real` is no
 * longer the file that was read (`read`): then nothing is changed and the answer is false.
 */
function replaceFile(real: string, file: string, text: string, read: Stats): boolean {
  // A short name of its own: the file's name plus a suffix could pass the file system's name limit.
  const tmp = join(dirname(real), `.torch-preflight-fix-${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  try {
    // wx: a new file, never an existing one or a link planted under this name.
    writeFileSync(tmp, text, { flag: 'wx', mode: 0o600 });
    chmodSync(tmp, read.mode & 0o7777);
    let now: Stats | undefined;
    try {
      now = lstatSync(real);
    } catch {
      now = undefined;
    }
    if (!now || !sameFile(now, read)) {
      unlinkSync(tmp);
      return false;
    }
    renameSync(tmp, real);
    return true;
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
      // nothing was written
    }
    throw new InputError(
      `${file}: cannot be written (${(err as NodeJS.ErrnoException).code ?? 'error'}); nothing was changed in it`,
    );
  }
}
