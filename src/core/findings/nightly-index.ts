import { findingKind } from './kind.js';

export const nightlyIndex = findingKind({
  id: 'nightly-index',
  severities: ['warning'],
  title: 'Nightly builds',
  why: 'Nightly builds change daily and are not in the catalog; the checks use the newest release as a stand-in, so they may differ from what installs.',
  fix: 'Pin a release for CI that must pass.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
