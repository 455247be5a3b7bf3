/**
 * git as a reader of data, never as a runner of programs the repository configures. Every call
 * goes through `Repo.git`, which puts the same options first:
 *  - `--literal-pathspecs`: a file name passed back to git is a name, never pathspec magic;
 *  - `core.fsmonitor` off, every clean/process filter driver blanked (and not required), so the
 *    working-tree side of a diff runs nothing from `.git/config`; `--no-textconv`,
 *    `--no-ext-diff` and `--text` are on every diff (src/workspace/changes.ts);
 *  - prefixes, relative names and hunk context fixed, so a user's `diff.*` settings cannot
 *    change what the diff parser reads.
 * A repository owned by another user ("detected dubious ownership": container jobs) is trusted
 * for these calls only, with `-c safe.directory=<its top>`, as actions/checkout does for its own:
 * safe, because nothing configured there is run.
 */
import { runProgram, bytesText } from './run.js';
import { InputError } from '../core/errors.js';

const GIT_TIMEOUT_MS = 30_000;

/**
 * Options before every subcommand. `core.fsmonitor=` (empty) is "off" for every git: git 2.36
 * and later read it as a boolean, older ones as a hook path, where empty means none and
 * `false` would run a program named false.
 */
const GIT_DATA_OPTIONS: readonly string[] = [
  '--no-pager',
  '--literal-pathspecs',
  '-c',
  'core.fsmonitor=',
  '-c',
  'diff.mnemonicPrefix=false',
  '-c',
  'diff.noprefix=false',
  '-c',
  'diff.relative=false',
  '-c',
  'diff.interHunkContext=0',
];

/** Options that switch off each filter driver the configuration names (`filter.<driver>.<key>` keys). */
export function filterOverrides(configKeys: readonly string[]): string[] {
  const drivers = new Set<string>();
  for (const k of configKeys) {
    const m = /^filter\.(.+)\.(?:clean|smudge|process|required)$/i.exec(k);
    if (m) drivers.add(m[1]!);
  }
  const out: string[] = [];
  for (const d of drivers) {
    // `-c` splits at the first `=`: a driver name holding one cannot be named there.
    if (d.includes('='))
      throw new InputError(
        `git: the filter driver ${JSON.stringify(d.slice(0, 80))} in the git configuration cannot be switched off, so git is not run in this repository`,
      );
    out.push(
      '-c',
      `filter.${d}.clean=`,
      '-c',
      `filter.${d}.smudge=`,
      '-c',
      `filter.${d}.process=`,
      '-c',
      `filter.${d}.required=false`,
    );
  }
  return out;
}

/** The directory git refused as "dubious ownership", from its first stderr line; undefined for any other failure. */
export function dubiousOwnership(stderr: string): string | undefined {
  const m = /detected dubious ownership in repository at '(.*)'/.exec(stderr.split(/\r?\n/)[0] ?? '');
  return m ? m[1] : undefined;
}

/** git's first stderr line, trimmed and cut: what a message quotes when git failed. */
export function firstLine(stderr: string): string {
  const line = (stderr.split(/\r?\n/).find((l) => l.trim()) ?? '').trim();
  return line.length > 200 ? `${line.slice(0, 200)}…` : line || 'no message';
}

/** A ref as messages quote it: JSON-quoted, cut to 80 characters (a ref may be any length). */
export function shownRef(ref: string): string {
  return ref.length > 80 ? `${JSON.stringify(ref.slice(0, 80))}… (${ref.length} characters)` : JSON.stringify(ref);
}

export interface GitResult {
  code: number;
  out: Buffer;
  err: string;
}

export interface Cap {
  file: string;
  maxBytes: number;
  noun: string;
}

/** git through the shared runner: argument array, no shell, a time limit and an output cap. */
async function runGit(args: readonly string[], cwd: string, cap?: Cap): Promise<GitResult> {
  const r = await runProgram('git', args, {
    timeoutMs: GIT_TIMEOUT_MS,
    cwd,
    ...(cap ? { maxBytes: cap.maxBytes } : {}),
  });
  if (r.kind === 'too-large' && r.stream === 'stdout' && cap)
    throw new InputError(`${cap.file}: larger than ${bytesText(r.limit)}, the most ${cap.noun} may be`);
  if (r.kind !== 'exited') throw new Error(`git ${r.reason}`);
  return { code: r.code, out: r.stdout, err: r.stderr.toString('utf8') };
}

export interface Repo {
  /** The directory git runs in (the scan's or check's working directory). */
  cwd: string;
  /** The top of the work tree, as git spells it (`/` separators). */
  top: string;
  /** The working directory relative to the top, `/`-separated, ending in `/` (empty at the top). */
  prefix: string;
  /** Runs git with the data options in `cwd`, or in `at` (the top, where names need no prefix). */
  git(args: readonly string[], cap?: Cap, at?: string): Promise<GitResult>;
}

/** The repository `cwd` is in, or why git cannot read it (one line, git's own words). */
export async function openRepo(cwd: string): Promise<Repo | { problem: string }> {
  let options = [...GIT_DATA_OPTIONS];
  const where = ['rev-parse', '--show-toplevel', '--show-prefix'];
  let r = await runGit([...options, ...where], cwd);
  const dubious = r.code === 128 ? dubiousOwnership(r.err) : undefined;
  if (dubious !== undefined) {
    options = [...options, '-c', `safe.directory=${dubious}`];
    r = await runGit([...options, ...where], cwd);
  }
  if (r.code !== 0) return { problem: `git cannot read this directory: ${firstLine(r.err)}` };
  const [top = '', prefix = ''] = r.out.toString('utf8').split('\n');
  // Only after the trust is settled: git skips the repository's configuration in a directory it refuses.
  const keys = await runGit([...options, 'config', '-z', '--name-only', '--get-regexp', '^filter\\.'], cwd);
  // Exit 1: no such key. Anything else: a configuration git cannot read, so no call would work.
  if (keys.code !== 0 && keys.code !== 1)
    return { problem: `git cannot read this repository's configuration: ${firstLine(keys.err)}` };
  options.push(...filterOverrides(keys.code === 0 ? keys.out.toString('utf8').split('\0').filter(Boolean) : []));
  return { cwd, top, prefix, git: (args, cap, at = cwd) => runGit([...options, ...args], at, cap) };
}
