import { findingKind } from './kind.js';

export const matrixInvalid = findingKind({
  id: 'matrix-invalid',
  severities: ['error', 'warning', 'notice'],
  title: 'A matrix GitHub refuses',
  why: 'An empty dimension, an exclude key that is not a matrix key, or more than 256 jobs: GitHub rejects the workflow. Also a cell that stops before its install: a job container on a runner that is not Linux, a pixi environment its manifest does not declare.',
  fix: 'Fix the matrix as the finding says.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
