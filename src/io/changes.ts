/**
 * What a pull request changed, from git: the Python files changed since the merge base of HEAD
 * and REF (the working tree included), and their changed lines. Through the one process
 * runner, capped; a shallow clone or an unknown ref is one clear line, never a silent full scan.
 */
import { InputError } from '../core/errors.js';
import { parseChangedLines, type ChangedLines } from '../scan/diff.js';
import { git, mergeBase } from './git.js';

export interface Changes {
  base: string;
  files: string[];
  lines: ChangedLines;
}

export async function changesSince(ref: string, cwd: string): Promise<Changes> {
  if (!/^[A-Za-z0-9._\/@^~{}-]+$/.test(ref) || ref.startsWith('-')) throw new InputError(`--changed-since ${JSON.stringify(ref.slice(0, 80))} is not a git ref`);
  const base = await mergeBase(ref, cwd, 'changes');
  if (typeof base !== 'string') throw new InputError(`--changed-since: ${base.problem}. ${base.hint}`);
  const cap = { file: 'git diff', maxBytes: 20 * 1024 * 1024, noun: 'a diff' };
  const names = await git(['diff', '--name-only', '-z', '--diff-filter=ACMR', '--no-renames', base, '--', '*.py', '*.pyi'], cwd, cap);
  if (names.code !== 0) throw new InputError(`--changed-since: git diff failed: ${names.err.split('\n')[0]}`);
  const files = names.out.toString('utf8').split('\0').filter(Boolean);
  if (!files.length) return { base, files, lines: new Map() };
  const diff = await git(['diff', '--unified=0', '--no-color', '--no-ext-diff', '--diff-filter=ACMR', '--no-renames', base, '--', ...files], cwd, cap);
  if (diff.code !== 0) throw new InputError(`--changed-since: git diff failed: ${diff.err.split('\n')[0]}`);
  return { base, files, lines: parseChangedLines(diff.out.toString('utf8')) };
}
