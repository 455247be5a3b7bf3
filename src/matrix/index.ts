/** The matrix planner and linter: what the CLI's `matrix` command and the action's `matrix`/`workflow` inputs call. */
export { parseMatrixInput } from './parse-input.js';
export { expandMatrix, MAX_JOBS } from './expand.js';
export { planMatrix, type PlanOptions } from './plan.js';
export { lintWorkflow, type LintOptions } from './workflow.js';
export { parseMatrixKeys, sameMatrixKey } from './keys.js';
export { runnerFor, type RunnerMatch } from './runners.js';
export type { Evaluate } from './cell-cache.js';
export type {
  CellVerdict,
  Combination,
  Expansion,
  MatrixCombination,
  MatrixDef,
  MatrixPlan,
  MatrixValue,
} from './types.js';
