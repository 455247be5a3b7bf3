import { findingKind } from './kind.js';

export const gitHistoryMissing = findingKind({
  id: 'git-history-missing',
  severities: ['warning'],
  title: 'The git history the comparison needs is missing',
  why: "Upgrade notes compare the pins and locks with the pull request's merge base; a shallow checkout (actions/checkout's default fetch-depth: 1) does not have it, so the notes are left out and this says so.",
  fix: 'Check out with fetch-depth: 0, or give a base that the checkout has (--base, input base-ref).',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
  message: (of: 'pins' | 'locks', problem: string) =>
    `No upgrade notes${of === 'locks' ? ' from the lock files' : ''}: ${problem}.`,
});
