import { findingKind } from './kind.js';

export const matrixValueUnknown = findingKind({
  id: 'matrix-value-unknown',
  severities: ['notice'],
  title: 'A matrix value the planner cannot read',
  why: 'A Python, torch, CUDA or index value is not in a form the planner understands (or is nightly), so that cell cannot be checked.',
  fix: 'Use a literal version (3.12, 2.8.0, cu128), or accept that the cell is not checked.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
