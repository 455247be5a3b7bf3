/** The matrix planner and linter: what the CLI's `matrix` command and the action's `matrix`/`workflow` inputs call. */
export { parseMatrixInput } from './workflow/parse-input.js';
export { expandMatrix, MAX_JOBS } from './github/expand.js';
export { planMatrix, type PlanOptions } from './plan/plan.js';
export { lintNeeds, lintWorkflow, planWorkflow, type LintOptions } from './plan/lint.js';
export { readWorkflowJobs } from './steps/job-read.js';
export { parseMatrixKeys, sameMatrixKey } from './plan/keys.js';
export { runnerFor, type RunnerMatch } from './github/runners.js';
export type { Evaluate } from './plan/cell-cache.js';
export type { Combination, Expansion, MatrixDef, MatrixValue } from './github/types.js';
export type { CellVerdict, MatrixCombination, MatrixPlan } from './plan/types.js';
