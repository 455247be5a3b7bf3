import { findingKind } from './kind.js';

export const matrixExcludeUnused = findingKind({
  id: 'matrix-exclude-unused',
  severities: ['warning'],
  title: 'An exclude that removes nothing',
  why: 'An exclude entry matches no combination (often a value that is not in the matrix, or a typo), so the cell it was meant to remove still runs, or the entry is dead.',
  fix: 'Fix or delete the entry; let the planner compute the supported cells instead of hand-kept excludes.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
