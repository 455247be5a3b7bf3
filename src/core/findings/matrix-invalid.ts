import { findingKind } from './kind.js';

export const matrixInvalid = findingKind({
  id: 'matrix-invalid',
  severities: ['error', 'warning', 'notice'],
  title: 'A matrix GitHub refuses',
  why: 'An empty dimension, an exclude key that is not a matrix key, or more than 256 jobs: GitHub rejects the workflow.',
  fix: 'Fix the matrix as the finding says.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
