/** The I/O edge of lock files: which exist in a project, and reading them through the one reader. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { readUserText } from '../io/read-file.js';
import { readPixiLock } from './pixi.js';
import { readPoetryLock } from './poetry.js';
import { readPylock } from './pylock.js';
import type { LockFile, LockKind } from './types.js';
import { readUvLock } from './uv.js';

/** uv.lock, poetry.lock, pixi.lock, pylock.toml and named PEP 751 locks (pylock.dev.toml). */
export function lockKindOf(file: string): LockKind | undefined {
  const base = path.basename(file).toLowerCase();
  if (base === 'uv.lock') return 'uv';
  if (base === 'poetry.lock') return 'poetry';
  if (base === 'pixi.lock') return 'pixi';
  if (base === 'pylock.toml' || /^pylock\.[^.]+\.toml$/.test(base)) return 'pylock';
  return undefined;
}

const PARSE: Record<LockKind, (text: string, file: string) => LockFile> = { uv: readUvLock, pylock: readPylock, poetry: readPoetryLock, pixi: readPixiLock };

/** Parses a lock's text; `file` is the name used in locations and messages. */
export function parseLock(text: string, file: string, kind: LockKind): LockFile {
  return PARSE[kind](text, file);
}

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
export function readLocks(files: string[], cwd: string): LockFile[] {
  return files.map((f) => {
    const abs = path.resolve(cwd, f);
    const display = path.relative(cwd, abs) || f;
    return parseLock(readUserText(abs, display, 'lock'), display.split(path.sep).join('/'), lockKindOf(abs)!);
  });
}
