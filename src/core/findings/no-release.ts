import { findingKind } from './kind.js';

export const noRelease = findingKind({
  id: 'no-release',
  severities: ['error', 'warning'],
  title: 'No torch release matches',
  why: 'The version or specifier matches no torch release (a typo, a version never published), or asks for one past the newest that the release cadence cannot have produced by today (3.0 a month after 2.15): pip finds no matching distribution.',
  fix: 'Use a released version; torch-preflight catalog lists them.',
  blame: ['torch', 'python', 'runner'],
  lockDecides: true,
  scanRank: null,
});
