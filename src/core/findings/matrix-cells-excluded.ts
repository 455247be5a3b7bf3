import { findingKind } from './kind.js';

export const matrixCellsExcluded = findingKind({
  id: 'matrix-cells-excluded',
  severities: ['notice'],
  title: 'The plan leaves cells out',
  why: 'Planning checks every cell of a matrix and hands back only those that install and run; this notice counts what was left out, so a plan that drops half the matrix is never silent. Each excluded cell and its reason is in the report and the summary.',
  fix: 'Nothing, if that is the plan; otherwise change the values the excluded cells come from.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
