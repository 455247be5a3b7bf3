/**
 * Step `if:` conditions that read the matrix (`if: matrix.torch == 'nightly'`): GitHub skips the
 * step in the cells where the condition is false, so only the steps that run in a cell decide
 * its install. A condition that also needs run-time values (`github.*`, `steps.*`, `failure()`)
 * is not decided here: the step is read as if it runs, and that is said once.
 */
import { isSeq } from 'yaml';
import type { Finding } from '../../core/finding.js';
import { interpolate, matrixPaths, truthy, UNKNOWN } from '../github/expression.js';
import { get } from '../workflow/workflow.js';
import { GITHUB_MATRIX_DOCS, located } from '../github/locate.js';
import type { Combination, MatrixValue, Position } from '../github/types.js';
import { positionOf, valueOf, type YamlSource } from '../workflow/yaml-matrix.js';

export interface StepCondition {
  step: unknown;
  /** The condition as an expression (`${{ … }}` added when written bare, as GitHub reads it). */
  expr: string;
  text: string;
  at?: Position;
}

/** The job's steps whose `if:` reads a matrix value. */
export function matrixConditions(src: YamlSource, steps: unknown): StepCondition[] {
  if (!isSeq(steps)) return [];
  const out: StepCondition[] = [];
  for (const step of steps.items) {
    const node = get(step, 'if');
    const v = valueOf(src, node);
    if (typeof v !== 'string' || matrixPaths(v.includes('${{') ? v : `\${{ ${v} }}`).length === 0) continue;
    const at = positionOf(src, node);
    out.push({ step, expr: v.includes('${{') ? v : `\${{ ${v} }}`, text: v, ...(at ? { at } : {}) });
  }
  return out;
}

/** For one cell: the steps that are skipped (their condition is false), and the conditions not decidable. */
export function skippedSteps(
  conditions: StepCondition[],
  cell: Combination,
  context: { inputs?: Record<string, MatrixValue>; env?: Record<string, MatrixValue> },
): { skipped: unknown[]; undecided: StepCondition[] } {
  const skipped: unknown[] = [];
  const undecided: StepCondition[] = [];
  for (const c of conditions) {
    const v = interpolate(c.expr, {
      matrix: cell,
      ...(context.inputs ? { inputs: context.inputs } : {}),
      ...(context.env ? { env: context.env } : {}),
    });
    if (v === UNKNOWN) undecided.push(c);
    else if (!truthy(v)) skipped.push(c.step);
  }
  return { skipped, undecided };
}

/** Said once per condition: its install is read as if the step runs in every cell. */
export function undecidedNotice(c: StepCondition, file: string | undefined): Finding {
  return located(
    {
      id: 'matrix-value-unknown',
      severity: 'notice',
      message: `Step condition \`if: ${c.text.trim()}\` reads the matrix but also values known only at run time, so the step is read as if it runs in every cell.`,
      hint: 'Write the condition from matrix values alone to have each cell judged by the steps it runs.',
      source: GITHUB_MATRIX_DOCS,
    },
    file,
    c.at,
  );
}
