/**
 * What a command hands to the renderer (report/render.ts): its JSON report and whatever else its
 * text and Markdown show, told apart by `kind`. The `kind` is not in the JSON report.
 */
import type { Location } from '../core/finding.js';
import type { MatrixPlan } from '../matrix/plan/types.js';
import type { PinsJson } from '../pins/index.js';
import type { Skipped } from '../scan/scanner.js';
import type { MatrixJson } from './matrix.js';
import type { Report } from './report.js';
import type { CommandReport } from './report-schema.js';

/** `check`: the report of DESIGN.md. */
export interface CheckOutput {
  kind: 'check';
  report: Report;
}

/** `scan`: the report, and what its text and Markdown say beside the findings. */
export interface ScanOutput {
  kind: 'scan';
  report: CommandReport;
  files: number;
  skipped: Skipped[];
  /** The torch range the code must run on, and the one it ran on before, as the scan used them. */
  torch: string;
  from?: string;
}

/** `matrix`: the plan (the grid and the text read it) and its JSON report. */
export interface MatrixOutput {
  kind: 'matrix';
  report: MatrixJson;
  plan: MatrixPlan;
  /** The workflow linted, when one was: findings about a matrix as a whole belong to it. */
  workflow?: string;
}

/** `pins`: the pins found and the versions locked (text and JSON only: it judges nothing). */
export interface PinsOutput {
  kind: 'pins';
  report: PinsJson & {
    locked?: {
      package: string;
      version: string;
      index?: string;
      marker?: string;
      location: { file: string; line: number };
    }[];
  };
  /** The pin files read, when any were (only lock files given: none). */
  read?: string[];
}

/** The outputs that judge: findings and a verdict, in every format. */
export type CommandOutput = CheckOutput | ScanOutput | MatrixOutput;

/** Where a finding with no file of its own goes in SARIF: the line that asks for torch, or the workflow linted. */
export function sarifFallback(out: CommandOutput): Location | undefined {
  if (out.kind === 'check') return out.report.request.torchLocation;
  if (out.kind === 'matrix' && out.workflow) return { file: out.workflow, line: 1 };
  return undefined;
}
