import { findingKind } from './kind.js';

export const apiRemoved = findingKind({
  id: 'api-removed',
  severities: ['error', 'warning'],
  title: 'API removed in the target torch',
  why: 'The code calls an API that no longer exists in some torch of the target range; it fails at run time.',
  fix: 'Use the replacement the finding names.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: 0,
});
