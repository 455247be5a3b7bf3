/**
 * The file lists of index pages read with `--online`, kept between runs: under the runner's tool
 * cache on GitHub (`$RUNNER_TOOL_CACHE/torch-preflight`), else `$XDG_CACHE_HOME/torch-preflight` or
 * `~/.cache/torch-preflight` (`TORCH_PREFLIGHT_CACHE` overrides). One file per URL, named by a hash
 * of it (credentials included, so two logins never share an entry, and none is written in clear).
 * Written atomically; read through the bounded reader; a broken entry is a miss, never an error.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { IndexFile } from '../packaging/index-page.js';
import { readUserText } from './read-file.js';

export interface CachedPage {
  /** The URL without credentials. */
  url: string;
  fetchedAt: string;
  files: IndexFile[];
}

export function cacheDir(env: NodeJS.ProcessEnv): string {
  if (env.TORCH_PREFLIGHT_CACHE) return env.TORCH_PREFLIGHT_CACHE;
  if (env.RUNNER_TOOL_CACHE) return join(env.RUNNER_TOOL_CACHE, 'torch-preflight');
  return join(env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache'), 'torch-preflight');
}

const entryPath = (dir: string, url: string): string =>
  join(dir, `index-${createHash('sha256').update(url).digest('hex').slice(0, 32)}.json`);

export function readCached(dir: string, url: string): CachedPage | undefined {
  try {
    const doc = JSON.parse(readUserText(entryPath(dir, url), 'the index cache', 'lock')) as CachedPage;
    if (typeof doc.fetchedAt !== 'string' || !Array.isArray(doc.files) || Number.isNaN(Date.parse(doc.fetchedAt)))
      return undefined;
    const files = doc.files.filter((f): f is IndexFile => typeof f?.filename === 'string');
    return { url: String(doc.url), fetchedAt: doc.fetchedAt, files };
  } catch {
    return undefined;
  }
}

/** Best effort: a cache that cannot be written only costs the next run a request. */
export function writeCached(dir: string, url: string, page: CachedPage): void {
  const path = entryPath(dir, url);
  const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(tmp, JSON.stringify(page), { flag: 'wx', mode: 0o600 });
    renameSync(tmp, path);
  } catch {
    rmSync(tmp, { force: true });
  }
}

/** A small value read from an index (a release's torch requirement), kept as the pages are: one file per key, hashed. */
export interface CachedValue {
  fetchedAt: string;
  value: string | null;
  source: string;
}

const valuePath = (dir: string, key: string): string =>
  join(dir, `value-${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);

export function readCachedValue(dir: string, key: string): CachedValue | undefined {
  try {
    const doc = JSON.parse(readUserText(valuePath(dir, key), 'the index cache', 'lock')) as CachedValue;
    if (typeof doc.fetchedAt !== 'string' || typeof doc.source !== 'string') return undefined;
    if (doc.value !== null && typeof doc.value !== 'string') return undefined;
    return { fetchedAt: doc.fetchedAt, value: doc.value, source: doc.source };
  } catch {
    return undefined;
  }
}

/** Best effort, as writeCached. */
export function writeCachedValue(dir: string, key: string, v: CachedValue): void {
  const path = valuePath(dir, key);
  const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(tmp, JSON.stringify(v), { flag: 'wx', mode: 0o600 });
    renameSync(tmp, path);
  } catch {
    rmSync(tmp, { force: true });
  }
}
