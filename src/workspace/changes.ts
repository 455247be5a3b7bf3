/**
 * What a pull request changed, from git: the Python files changed since the merge base of HEAD
 * and REF (the working tree included), and their changed lines. Through the one process
 * runner, capped; a shallow clone or an unknown ref is one clear line, never a silent full scan.
 * git's names are relative to the top of the work tree; they are returned relative to `cwd`
 * (absolute for files outside it), as the scanner names files.
 */
import path from 'node:path';
import { ChangedSinceUnavailable, InputError } from '../core/errors.js';
import { parseChangedLines, wholeWhereNoHunk, type ChangedLines } from '../scan/diff.js';
import { baseOf, isRefText } from './merge-base.js';
import { bytesText } from '../io/run.js';
import { firstLine, shownRef, type Cap, type Repo } from '../io/git-repo.js';

export interface Changes {
  base: string;
  /** The Python files changed. */
  files: string[];
  /** Every file changed (added, copied, modified, renamed), Python or not. */
  names: string[];
  lines: ChangedLines;
}

const CAP: Cap = { file: 'git diff', maxBytes: 20 * 1024 * 1024, noun: 'a diff' };

/** Pathspec bytes per diff call: well under Windows' 32,767-character command line. */
const ARGS_PER_CALL = 16_000;

/** A name relative to the top, as the scanner names it from `cwd` (whose place in the tree is `prefix`). */
function fromTop(name: string, repo: Pick<Repo, 'top' | 'prefix'>): string {
  if (name.startsWith(repo.prefix)) return name.slice(repo.prefix.length);
  return path.resolve(repo.top, name).split(path.sep).join('/');
}

const isPython = (name: string) => /\.pyi?$/.test(name);

export async function changesSince(ref: string, cwd: string): Promise<Changes> {
  if (!isRefText(ref)) throw new ChangedSinceUnavailable(`--changed-since ${shownRef(ref)} is not a git ref`);
  const at = await baseOf(ref, cwd, 'changes');
  if ('problem' in at) throw new ChangedSinceUnavailable(`--changed-since: ${at.problem}. ${at.hint}`);
  const { repo, rev: base } = at;
  const fail = (r: { err: string }) =>
    new ChangedSinceUnavailable(`--changed-since: git diff failed: ${firstLine(r.err)}`);
  const common = ['--no-color', '--no-ext-diff', '--no-textconv', '--diff-filter=ACMR', '--no-renames'];
  // No pathspec: every changed name, filtered here, so no name is ever read as a pattern.
  const names = await repo.git(['diff', '--name-only', '-z', ...common, base], CAP);
  if (names.code !== 0) throw fail(names);
  const all = names.out.toString('utf8').split('\0').filter(Boolean);
  const changed = all.filter(isPython);
  const lines: ChangedLines = new Map();
  // Only the Python files' lines (a PR's data files could be gigabytes): named as literal
  // pathspecs (the options every call gets), run from the top so git's names are the pathspecs,
  // in calls of bounded length.
  const args = ['diff', '--unified=0', '--text', '--src-prefix=a/', '--dst-prefix=b/', ...common, base, '--'];
  let size = 0;
  for (let i = 0; i < changed.length;) {
    const batch: string[] = [];
    for (let len = 0; i < changed.length && (batch.length === 0 || len + changed[i]!.length < ARGS_PER_CALL); i++) {
      len += changed[i]!.length + 1;
      batch.push(changed[i]!);
    }
    const diff = await repo.git([...args, ...batch], CAP, repo.top);
    if (diff.code !== 0) throw fail(diff);
    size += diff.out.length;
    if (size > CAP.maxBytes)
      throw new InputError(`${CAP.file}: larger than ${bytesText(CAP.maxBytes)}, the most ${CAP.noun} may be`);
    for (const [file, ranges] of parseChangedLines(diff.out.toString('utf8'))) lines.set(file, ranges);
  }
  // A changed file whose diff git gave no hunk for is changed throughout: never "unchanged".
  const whole = wholeWhereNoHunk(lines, changed);
  const files = changed.map((n) => fromTop(n, repo));
  return {
    base,
    files,
    names: all.map((n) => fromTop(n, repo)),
    lines: new Map([...whole].map(([n, r]) => [fromTop(n, repo), r])),
  };
}
