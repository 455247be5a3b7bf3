/**
 * The git edge for PR upgrade notes: the same pin files as they were at the merge base of HEAD
 * and the base branch. Argument arrays only, never a shell. A clone without that history
 * (actions/checkout's default depth of 1) is reported with its fix, never skipped silently.
 */
import path from 'node:path';
import { bytesText, runProgram } from './run.js';
import { InputError } from '../core/errors.js';
import { MAX_FILE_BYTES, readPinsWith, type FileSource, type PinSet } from '../pins/index.js';

export interface BaseProblem {
  problem: string;
  hint: string;
}

const FETCH_DEPTH_HINT = 'Check out with actions/checkout and `fetch-depth: 0` (or fetch the base branch) so the history is there.';

const GIT_TIMEOUT_MS = 30_000;

/** git through the shared runner: argument array, no shell, a time limit and an output cap. */
export async function git(args: string[], cwd: string, blob?: { file: string; maxBytes: number; noun: string }): Promise<{ code: number; out: Buffer; err: string }> {
  const r = await runProgram('git', args, { timeoutMs: GIT_TIMEOUT_MS, cwd, ...(blob ? { maxBytes: blob.maxBytes } : {}) });
  if (r.kind === 'too-large' && r.stream === 'stdout' && blob) throw new InputError(`${blob.file}: larger than ${bytesText(r.limit)}, the most ${blob.noun} may be`);
  if (r.kind !== 'exited') throw new Error(`git ${r.reason}`);
  return { code: r.code, out: r.stdout, err: r.stderr.toString('utf8') };
}

const text = (r: { out: Buffer }) => r.out.toString('utf8').trim();

export async function mergeBase(baseRef: string, cwd: string, noun: string): Promise<string | BaseProblem> {
  const tried: string[] = [];
  // A PR's base (github.base_ref) is a branch name; in a CI clone it exists as origin/<name>.
  for (const ref of baseRef.includes('/') ? [baseRef] : [baseRef, `origin/${baseRef}`]) {
    tried.push(ref);
    const known = await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
    if (known.code !== 0) continue;
    const mb = await git(['merge-base', 'HEAD', ref], cwd);
    if (mb.code === 0 && text(mb)) return text(mb);
    const shallow = text(await git(['rev-parse', '--is-shallow-repository'], cwd)) === 'true';
    return {
      problem: shallow
        ? `this clone is shallow, so the merge base of HEAD and ${ref} is not in it; the ${noun} at the base cannot be read`
        : `HEAD and ${ref} have no common history; the ${noun} at the base cannot be read`,
      hint: FETCH_DEPTH_HINT,
    };
  }
  return { problem: `git does not know the base ref ${tried.map((t) => JSON.stringify(t)).join(' or ')}, so the ${noun} at the base cannot be read`, hint: FETCH_DEPTH_HINT };
}

/** Files as they were at the merge base of HEAD and `baseRef`, read through git, each capped at `maxBytes`. */
export interface BaseSource {
  rev: string;
  source: FileSource;
}

export async function sourceAtBase(baseRef: string, cwd: string, maxBytes: number, noun = 'pins', fileNoun = 'a pin file'): Promise<BaseSource | BaseProblem> {
  if (!/^[A-Za-z0-9._\/@^~{}-]+$/.test(baseRef) || baseRef.startsWith('-')) {
    return { problem: `${JSON.stringify(baseRef)} is not a git ref`, hint: 'Pass a branch, tag or commit, e.g. --base origin/main.' };
  }
  let rev: string | BaseProblem;
  try {
    rev = await mergeBase(baseRef, cwd, noun);
  } catch (e) {
    return { problem: `${e instanceof Error ? e.message : String(e)}, so the ${noun} at the base cannot be read`, hint: 'Install git on the runner, or run the check without --base.' };
  }
  if (typeof rev !== 'string') return rev;
  const at = rev;
  const root = path.resolve(cwd);
  const blobs = new Map<string, Buffer | undefined>();
  const source: FileSource = {
    async read(abs) {
      const rel = path.relative(root, abs).split(path.sep).join('/');
      if (rel.startsWith('..')) return undefined;
      if (blobs.has(rel)) return blobs.get(rel);
      // Capped while streaming: a huge blob at the base is refused without being held.
      const r = await git(['show', `${at}:./${rel}`], root, { file: rel, maxBytes, noun: fileNoun });
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
    if (e instanceof InputError) return { problem: `at the merge base ${rev.slice(0, 12)}: ${e.message}`, hint: 'The base version of the pin file could not be read; the notes compare against it.' };
    return {
      problem: `git could not read the pin files at the merge base: ${e instanceof Error ? e.message : String(e)}`,
      hint: 'Check that git works in this checkout, or run the check without --base.',
    };
  }
}
