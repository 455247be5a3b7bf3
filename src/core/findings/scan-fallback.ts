import { findingKind } from './kind.js';

export const scanFallback = findingKind({
  id: 'scan-fallback',
  severities: ['notice'],
  title: "The scan covered every file, not only the pull request's",
  why: 'On a pull request the action scans only the files and lines the pull request changed, which needs the merge base in the checkout. Without it (a shallow checkout) the whole tree is scanned, so findings on lines the pull request did not touch appear too.',
  fix: 'Check out with fetch-depth: 0 so the merge base is there.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
  message: (why: string) => `The scan covered every file, not only this pull request's changes: ${why}`,
});
