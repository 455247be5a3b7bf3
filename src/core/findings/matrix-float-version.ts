import { findingKind } from './kind.js';

export const matrixFloatVersion = findingKind({
  id: 'matrix-float-version',
  severities: ['warning', 'notice'],
  title: 'A version YAML reads as a number',
  why: 'Unquoted, `3.10` is the YAML number 3.1, so the job runs Python 3.1 (which setup-python cannot find) instead of 3.10.',
  fix: "Quote versions in matrices: '3.10'.",
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
