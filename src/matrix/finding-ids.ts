/**
 * Finding ids only the matrix planner raises; they are part of the tool's FINDING_IDS (and of
 * `explain`), listed here for the planner's own type.
 */
export const MATRIX_FINDING_IDS = [
  'matrix-float-version',
  'matrix-expression',
  'matrix-exclude-unused',
  'matrix-include-duplicate',
  'matrix-value-unknown',
  'matrix-invalid',
  'runner-unknown',
  'runner-retired',
] as const;
export type MatrixFindingId = (typeof MATRIX_FINDING_IDS)[number];
