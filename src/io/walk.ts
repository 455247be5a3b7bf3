/**
 * Lazily lists the files to scan from paths, directories and globs. Directories are read one at
 * a time (memory stays flat on big trees); a directory reached twice — a symlink loop, or two
 * links to one tree — is reported once and not entered again. Globs (src/io/glob.ts) support
 * `**`, `*`, `?` and `[…]`; node:fs has no glob on Node 20. A plain generator: every call under it is synchronous,
 * and an async generator per directory level cost a promise per file per level.
 */
import { readdirSync, statSync, type Stats } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { InputError } from '../core/errors.js';
import { globMatcher } from './glob.js';

/** A path the walk did not enter or list, and why (the scan reports it among its skipped files). */
export interface Skipped {
  file: string;
  reason: string;
}

export type WalkItem = { file: string; path: string } | { skipped: Skipped };

/** Directories that hold tooling, caches or installed packages, not the project's code. */
const IGNORED_DIRS = new Set([
  '.git',
  '.hg',
  '.svn',
  'node_modules',
  '__pycache__',
  '.tox',
  '.nox',
  '.venv',
  'venv',
  '.mypy_cache',
  '.pytest_cache',
  '.ruff_cache',
]);

const GLOB_CHARS = /[*?[]/;

function isGlob(p: string): boolean {
  return GLOB_CHARS.test(p);
}

function display(abs: string, cwd: string): string {
  const rel = relative(cwd, abs);
  const shown = rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : abs;
  return shown.split(sep).join('/');
}

function code(err: unknown): string {
  return (err as NodeJS.ErrnoException)?.code ?? 'error';
}

/** A glob's fixed leading directories (resolved against `cwd`) and the pattern below them. */
function splitGlob(p: string, cwd: string): { base: string; pattern: string } {
  const normalized = p.split('\\').join('/');
  const segments = normalized.split('/');
  const firstGlob = segments.findIndex((s) => isGlob(s));
  const baseRel = segments.slice(0, firstGlob).join('/') || (normalized.startsWith('/') ? '/' : '.');
  return { base: resolve(cwd, baseRel), pattern: segments.slice(firstGlob).join('/') };
}

/**
 * The directories `paths` name, as the walk starts from them: a directory itself, a file's
 * directory, a glob's fixed leading part. What `--fix` may write lies inside one of these.
 */
export function walkRoots(paths: readonly string[], cwd: string): string[] {
  return paths.map((p) => {
    if (isGlob(p)) return splitGlob(p, cwd).base;
    const abs = resolve(cwd, p);
    try {
      return statSync(abs).isDirectory() ? abs : dirname(abs);
    } catch {
      return dirname(abs);
    }
  });
}

/** Files under `paths` (files, directories, globs), each once, in a stable order per directory; `what` names the command in errors. */
export function* walkPaths(paths: readonly string[], cwd: string, what = 'scan'): Generator<WalkItem> {
  const seenFiles = new Set<string>();
  const visited = new Set<string>();
  for (const p of paths) {
    if (isGlob(p)) {
      const { base, pattern } = splitGlob(p, cwd);
      const matches = globMatcher(pattern);
      for (const item of walkDir(base, cwd, visited, matches, base)) {
        if ('path' in item) {
          if (seenFiles.has(item.path)) continue;
          seenFiles.add(item.path);
        }
        yield item;
      }
      continue;
    }
    const abs = resolve(cwd, p);
    let st: Stats;
    try {
      st = statSync(abs);
    } catch (err) {
      if (code(err) === 'ELOOP') {
        yield { skipped: { file: display(abs, cwd), reason: 'symlink loop' } };
        continue;
      }
      throw new InputError(`${what}: ${JSON.stringify(p)} not found`);
    }
    if (st.isDirectory()) {
      for (const item of walkDir(abs, cwd, visited, (rel) => rel.endsWith('.py'), abs)) {
        if ('path' in item) {
          if (seenFiles.has(item.path)) continue;
          seenFiles.add(item.path);
        }
        yield item;
      }
    } else if (!seenFiles.has(abs)) {
      seenFiles.add(abs);
      yield { file: display(abs, cwd), path: abs };
    }
  }
}

function* walkDir(
  dir: string,
  cwd: string,
  visited: Set<string>,
  want: (rel: string) => boolean,
  base: string,
  relDir = relative(base, dir).split(sep).join('/'),
  shownDir = relative(cwd, dir) === '' ? '' : display(dir, cwd),
): Generator<WalkItem> {
  let st: Stats;
  try {
    st = statSync(dir);
  } catch (err) {
    yield {
      skipped: {
        file: display(dir, cwd),
        reason: code(err) === 'ELOOP' ? 'symlink loop' : `cannot read directory (${code(err)})`,
      },
    };
    return;
  }
  const key = `${st.dev}:${st.ino}`;
  if (visited.has(key)) {
    yield { skipped: { file: display(dir, cwd), reason: 'symlink loop or repeated directory (already scanned)' } };
    return;
  }
  visited.add(key);
  let names: { name: string; dir: boolean; link: boolean }[];
  try {
    // Synchronous calls: far cheaper per entry than the promise API; one directory at a time.
    names = readdirSync(dir, { withFileTypes: true }).map((d) => ({
      name: d.name,
      dir: d.isDirectory(),
      link: d.isSymbolicLink(),
    }));
  } catch (err) {
    yield { skipped: { file: display(dir, cwd), reason: `cannot read directory (${code(err)})` } };
    return;
  }
  names.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  // Paths below are built by appending names: path.relative per file was a fifth of a scan of the stdlib.
  const under = (prefix: string, name: string) => (prefix ? `${prefix}/${name}` : name);
  for (const d of names) {
    const abs = join(dir, d.name);
    const rel = under(relDir, d.name);
    let isDir = d.dir;
    if (d.link) {
      try {
        isDir = statSync(abs).isDirectory();
      } catch (err) {
        const reason = code(err) === 'ELOOP' ? 'symlink loop' : 'broken symlink';
        if (want(rel)) yield { skipped: { file: under(shownDir, d.name), reason } };
        continue;
      }
    }
    if (isDir) {
      if (IGNORED_DIRS.has(d.name)) continue;
      yield* walkDir(abs, cwd, visited, want, base, rel, under(shownDir, d.name));
    } else if (want(rel)) {
      yield { file: under(shownDir, d.name), path: abs };
    }
  }
}
