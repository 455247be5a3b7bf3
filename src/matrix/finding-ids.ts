// The planner's finding ids are part of the tool's FINDING_IDS (and of `explain`).
export { MATRIX_FINDING_IDS } from '../core/finding.js';
import type { MATRIX_FINDING_IDS } from '../core/finding.js';
export type MatrixFindingId = (typeof MATRIX_FINDING_IDS)[number];
