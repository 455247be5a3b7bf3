import { findingKind } from './kind.js';

export const releaseYanked = findingKind({
  id: 'release-yanked',
  severities: ['warning'],
  title: 'The release is yanked',
  why: 'Every file of this torch release on the index read is yanked (PEP 592). pip still installs it for an exact pin, with a warning, and skips it for an open range.',
  fix: 'Pin a release that is not yanked.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
