/** Lock files by name and format: which parser reads each (reading them is src/workspace/lock-files.ts). */
import path from 'node:path';
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
