/**
 * The action's inputs, read once. Empty means unset (GitHub passes '' for inputs not given);
 * names keep their hyphens (INPUT_TORCH-VERSION). Booleans are read by hand: an empty value is
 * the default, not an error (core.getBooleanInput throws on '').
 */
import * as runner from '../runner/environment-files.js';
import { InputError } from '../core/errors.js';
import { parseFailOn } from '../core/finding.js';
import type { ActionRequest } from '../usecases/action/action.js';
import { checkFields } from '../usecases/check/options.js';

/** The action's inputs: what its use case runs (a check's, from the option table, and the modes') and how the step reports. */
export interface ActionInputs extends ActionRequest {
  summary: boolean;
  annotations: boolean;
  reportPath?: string;
}

/** Inputs only the action has (its outputs, its modes); every other input is a check option. */
export const ACTION_ONLY_INPUTS = [
  'fail-on',
  'summary',
  'annotations',
  'report-path',
  'matrix',
  'workflow',
  'job',
  'matrix-keys',
  'drop-warned',
  'keep-warned',
  'scan',
  'scan-from',
  'baseline',
  'base-ref',
] as const;

const opt = (name: string): string | undefined => {
  const v = runner.getInput(name);
  return v.trim() === '' ? undefined : v.trim();
};

/** Newline- or comma-separated lists (globs contain no commas in practice). */
const many = (name: string): string[] =>
  runner
    .getInput(name)
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);

function bool(name: string, dflt: boolean): boolean {
  const v = (opt(name) ?? '').toLowerCase();
  if (v === '') return dflt;
  if (['true', 'yes', '1', 'on'].includes(v)) return true;
  if (['false', 'no', '0', 'off'].includes(v)) return false;
  throw new InputError(`input ${name} is ${JSON.stringify(v.slice(0, 20))}; expected true or false`);
}

/**
 * `drop-warned`, the CLI's `--drop-warned`. The older `keep-warned` is its negation and is still
 * read for one release (action.yml marks it deprecated, so the runner warns); given both, they
 * must agree.
 */
function dropWarned(): boolean {
  const drop = bool('drop-warned', false);
  if (opt('keep-warned') === undefined) return drop;
  const legacy = !bool('keep-warned', true);
  if (opt('drop-warned') !== undefined && legacy !== drop)
    throw new InputError('inputs drop-warned and keep-warned (deprecated) disagree; give only drop-warned');
  return legacy;
}

export function readInputs(): ActionInputs {
  return {
    check: checkFields((o) => (o.many ? many(o.input) : opt(o.input))),
    failOn: parseFailOn(opt('fail-on'), 'input fail-on'),
    summary: bool('summary', true),
    annotations: bool('annotations', true),
    reportPath: opt('report-path'),
    matrix: runner.getInput('matrix').trim() ? runner.getInput('matrix') : undefined,
    workflow: opt('workflow'),
    job: opt('job'),
    matrixKeys: opt('matrix-keys'),
    dropWarned: dropWarned(),
    scan: many('scan'),
    scanFrom: opt('scan-from'),
    baseline: opt('baseline'),
    baseRef: opt('base-ref'),
  };
}
