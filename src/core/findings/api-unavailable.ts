import { findingKind } from './kind.js';

export const apiUnavailable = findingKind({
  id: 'api-unavailable',
  severities: ['error', 'warning'],
  title: 'API not yet available in the target torch',
  why: 'The code uses an API introduced after the oldest torch in the target range.',
  fix: 'Raise the lower bound of the torch range, or guard the call.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: 1,
});
