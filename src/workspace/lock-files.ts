/** Lock files on the disk: which exist in a project, and reading them through the one reader. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { lockKindOf, lockParser, type LockFile, type LockParser } from '../locks/index.js';
import { readUserText } from '../io/read-file.js';

export async function discoverLockFiles(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = (await readdir(dir, { withFileTypes: true })).filter((d) => !d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
  return names
    .filter((n) => lockKindOf(n))
    .sort()
    .map((n) => path.join(dir, n));
}

/** Reads lock files (absolute or relative to cwd); locations are relative to cwd. */
export async function readLocks(files: string[], cwd: string): Promise<LockFile[]> {
  return readLocksWith(await lockParser(files.map((f) => lockKindOf(f)!)), files, cwd);
}

/** Reads lock files with readers already loaded (the matrix reads them only when a job needs them). */
export function readLocksWith(parse: LockParser, files: string[], cwd: string): LockFile[] {
  return files.map((f) => {
    const abs = path.resolve(cwd, f);
    const display = path.relative(cwd, abs) || f;
    return parse(readUserText(abs, display, 'lock'), display.split(path.sep).join('/'), lockKindOf(abs)!);
  });
}
