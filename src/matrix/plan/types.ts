/** The shapes the planner answers with: each cell's verdict, and the plan of a matrix or a workflow. */
import type { Finding, Verdict } from '../../core/finding.js';
import type { Combination } from '../github/types.js';

/** `unknown`: the cell holds something that cannot be checked statically; it is said, never guessed. */
export type CellVerdict = Verdict | 'unknown';

export interface MatrixCombination {
  job?: string;
  values: Combination;
  verdict: CellVerdict;
  findings: Finding[];
  /** What the cell was checked as: runner label, Python, torch spec, index (for the summary). */
  checkedAs: {
    runner?: string;
    container?: string;
    python?: string;
    torch?: string;
    index?: string;
    resolved?: string;
  };
}

export interface MatrixPlan {
  combinations: MatrixCombination[];
  /** The cells to run, original values, for `strategy.matrix: ${{ fromJSON(…) }}`. */
  include: Combination[];
  findings: Finding[];
  /** Per job, when a workflow was linted. */
  jobs?: { id: string; include: Combination[] }[];
}
