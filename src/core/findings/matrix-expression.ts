import { findingKind } from './kind.js';

export const matrixExpression = findingKind({
  id: 'matrix-expression',
  severities: ['notice'],
  title: 'A matrix only GitHub can expand',
  why: 'A `${{ … }}` expression or fromJSON(…) is evaluated at run time; the planner does not guess its value.',
  fix: "Plan that matrix with the action's matrix input in the job that builds it.",
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
