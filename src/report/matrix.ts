/** The matrix plan as the JSON report (its grid and text are in markdown.ts and text.ts). */
import { verdictOf, type Finding } from '../core/finding.js';
import type { Combination } from '../matrix/github/types.js';
import type { CellVerdict, MatrixPlan } from '../matrix/plan/types.js';

export interface MatrixJson {
  schemaVersion: 1;
  verdict: 'pass' | 'warn' | 'fail';
  combinations: { job?: string; values: Combination; verdict: CellVerdict; findings: Finding[] }[];
  include: Combination[];
  findings: Finding[];
  jobs?: { id: string; include: Combination[] }[];
}

/** The JSON report: cells in the order GitHub would run them. */
export function matrixToJson(plan: MatrixPlan): MatrixJson {
  return {
    schemaVersion: 1,
    verdict: verdictOf(plan.findings),
    combinations: plan.combinations.map((c) => ({
      ...(c.job !== undefined ? { job: c.job } : {}),
      values: c.values,
      verdict: c.verdict,
      findings: c.findings,
    })),
    include: plan.include,
    findings: plan.findings,
    ...(plan.jobs && plan.jobs.length > 1 ? { jobs: plan.jobs } : {}),
  };
}
