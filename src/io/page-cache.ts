/**
 * The file lists of index pages read with `--online`, kept between runs: under the runner's tool
 * cache on GitHub (`$RUNNER_TOOL_CACHE/torch-preflight`), else `$XDG_CACHE_HOME/torch-preflight` or
 * `~/.cache/torch-preflight` (`TORCH_PREFLIGHT_CACHE` overrides). One file per URL, named by a hash
 * of it (credentials included, so two logins never share an entry, and none is written in clear).
 * Written atomically; read through the bounded reader; a broken entry is a miss, never an error.
 * An entry is only as trustworthy as whoever could write the folder (on a self-hosted runner, an
 * earlier job), so one dated in the future or older than a week is a miss, and a folder another
 * user owns or others may write to is not used at all.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** Clocks of two runs may differ by this much; an entry dated further ahead was not written by a run. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** The oldest entry used, even when the index cannot be read: past it the list is a guess. */
const MAX_ENTRY_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Why the cache folder is not used, if it is not: it is not a folder, another user owns it, or
 * its group or others may write to it (anyone who can write it decides what a later run reads).
 * A folder that does not exist yet is fine: it is created 0700. Windows has no such modes.
 */
export function cacheDirProblem(dir: string): string | undefined {
  if (process.platform === 'win32' || typeof process.getuid !== 'function') return undefined;
  let st;
  try {
    st = statSync(dir);
  } catch {
    return undefined;
  }
  if (!st.isDirectory()) return 'it is not a folder';
  if (st.uid !== process.getuid()) return 'another user owns it';
  if (st.mode & 0o022) return 'its group or other users may write to it';
  return undefined;
}

/** The entry for `url`, if it is readable and dated between a week ago and now (plus a little clock skew). */
export function readCached(dir: string, url: string, now: Date): CachedPage | undefined {
  try {
    const doc = JSON.parse(readUserText(entryPath(dir, url), 'the index cache', 'report')) as CachedPage;
    if (typeof doc.fetchedAt !== 'string' || !Array.isArray(doc.files)) return undefined;
    const at = Date.parse(doc.fetchedAt);
    if (Number.isNaN(at) || at > now.getTime() + CLOCK_SKEW_MS || now.getTime() - at > MAX_ENTRY_AGE_MS)
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
