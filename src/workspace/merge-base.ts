/**
 * The git edge for PR upgrade notes: the same pin files as they were at the merge base of HEAD
 * and the base branch. Argument arrays only, never a shell. A clone without that history
 * (actions/checkout's default depth of 1) is reported with its fix, never skipped silently.
 */
import path from 'node:path';
import { InputError } from '../core/errors.js';
import { MAX_FILE_BYTES, readPinsWith, type FileSource, type PinSet } from '../pins/index.js';
import { firstLine, openRepo, shownRef, type Repo } from '../io/git-repo.js';

export interface BaseProblem {
  problem: string;
  hint: string;
}

const FETCH_DEPTH_HINT =
  'Check out with actions/checkout and `fetch-depth: 0` (or fetch the base branch) so the history is there.';
const GIT_HINT = "Check that git works in this checkout (the message above is git's own).";

const text = (r: { out: Buffer }) => r.out.toString('utf8').trim();

/** A branch, tag, commit or revision expression; never an option or a `rev:path`. */
export const isRefText = (ref: string): boolean => /^[A-Za-z0-9._\/@^~{}-]+$/.test(ref) && !ref.startsWith('-');

async function mergeBase(repo: Repo, baseRef: string, noun: string): Promise<string | BaseProblem> {
  const tried: string[] = [];
  // A PR's base (github.base_ref) is a branch name; in a CI clone it exists as origin/<name>.
  for (const ref of baseRef.includes('/') ? [baseRef] : [baseRef, `origin/${baseRef}`]) {
    tried.push(ref);
    const known = await repo.git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    // Exit 1 with --quiet is "no such ref"; any other failure is git's, said in its words.
    if (known.code === 1) continue;
    if (known.code !== 0)
      return {
        problem: `git could not look up ${shownRef(ref)}: ${firstLine(known.err)}; the ${noun} at the base cannot be read`,
        hint: GIT_HINT,
      };
    const mb = await repo.git(['merge-base', 'HEAD', ref]);
    if (mb.code === 0 && text(mb)) return text(mb);
    const shallow = text(await repo.git(['rev-parse', '--is-shallow-repository'])) === 'true';
    return {
      problem: shallow
        ? `this clone is shallow, so the merge base of HEAD and ${shownRef(ref)} is not in it; the ${noun} at the base cannot be read`
        : `HEAD and ${shownRef(ref)} have no common history; the ${noun} at the base cannot be read`,
      hint: FETCH_DEPTH_HINT,
    };
  }
  return {
    problem: `git does not know the base ref ${tried.map(shownRef).join(' or ')}, so the ${noun} at the base cannot be read`,
    hint: FETCH_DEPTH_HINT,
  };
}

/** The repository at `cwd` and the merge base with `baseRef`, or why not (a missing git included). */
export async function baseOf(
  baseRef: string,
  cwd: string,
  noun: string,
): Promise<{ repo: Repo; rev: string } | BaseProblem> {
  if (!isRefText(baseRef))
    return {
      problem: `${shownRef(baseRef)} is not a git ref`,
      hint: 'Pass a branch, tag or commit, e.g. --base origin/main.',
    };
  try {
    const repo = await openRepo(cwd);
    if ('problem' in repo)
      return { problem: `${repo.problem}; the ${noun} at the base cannot be read`, hint: GIT_HINT };
    const rev = await mergeBase(repo, baseRef, noun);
    return typeof rev === 'string' ? { repo, rev } : rev;
  } catch (e) {
    if (e instanceof InputError)
      return { problem: `${e.message}; the ${noun} at the base cannot be read`, hint: GIT_HINT };
    return {
      problem: `${e instanceof Error ? e.message : String(e)}, so the ${noun} at the base cannot be read`,
      hint: 'Install git on the runner, or run the check without --base.',
    };
  }
}

/** Files as they were at the merge base of HEAD and `baseRef`, read through git, each capped at `maxBytes`. */
export interface BaseSource {
  rev: string;
  source: FileSource;
}

export async function sourceAtBase(
  baseRef: string,
  cwd: string,
  maxBytes: number,
  noun = 'pins',
  fileNoun = 'a pin file',
): Promise<BaseSource | BaseProblem> {
  const base = await baseOf(baseRef, cwd, noun);
  if ('problem' in base) return base;
  const { repo, rev } = base;
  const root = path.resolve(cwd);
  const blobs = new Map<string, Buffer | undefined>();
  const source: FileSource = {
    async read(abs) {
      const rel = path.relative(root, abs).split(path.sep).join('/');
      if (rel.startsWith('..')) return undefined;
      if (blobs.has(rel)) return blobs.get(rel);
      // The blob's bytes, never a filter's or textconv's view of them; capped while streaming,
      // so a huge blob at the base is refused without being held.
      const r = await repo.git(['cat-file', 'blob', `${rev}:./${rel}`], { file: rel, maxBytes, noun: fileNoun });
      const blob = r.code === 0 ? r.out : undefined;
      blobs.set(rel, blob);
      return blob;
    },
  };
  return { rev, source };
}

export async function readPinsAtBase(files: string[], baseRef: string, cwd: string): Promise<PinSet | BaseProblem> {
  const base = await sourceAtBase(baseRef, cwd, MAX_FILE_BYTES);
  if ('problem' in base) return base;
  const { rev, source } = base;
  const root = path.resolve(cwd);
  try {
    // Files added by the PR did not exist at the base: they have no base pins.
    const existing: string[] = [];
    for (const f of files) if ((await source.read(path.resolve(root, f))) !== undefined) existing.push(f);
    return await readPinsWith(existing, { cwd: root, source });
  } catch (e) {
    if (e instanceof InputError)
      return {
        problem: `at the merge base ${rev.slice(0, 12)}: ${e.message}`,
        hint: 'The base version of the pin file could not be read; the notes compare against it.',
      };
    return {
      problem: `git could not read the pin files at the merge base: ${e instanceof Error ? e.message : String(e)}`,
      hint: 'Check that git works in this checkout, or run the check without --base.',
    };
  }
}
