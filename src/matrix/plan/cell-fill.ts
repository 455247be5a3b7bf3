/**
 * A job's templates with one cell's values: a matrix key's value (dotted paths read nested
 * maps), a template's expressions evaluated as GitHub would and its literal env vars expanded as
 * the shell would, and whether a matrix key reaches an installing step at all.
 */
import { expressionSpans, interpolate, UNKNOWN } from '../github/expression.js';
import { findKey } from '../github/equality.js';
import type { Combination, MatrixValue } from '../github/types.js';
import type { JobContext, Template } from '../steps/job-context.js';
import type { Role } from './keys.js';
import { asText } from './values.js';

/** A key's value in the cell; a dotted path (`config.python-version`) reads a nested mapping. */
export function cellValue(cell: Combination, key: string | undefined): MatrixValue | undefined {
  if (key === undefined) return undefined;
  const k = findKey(cell, key);
  if (k !== undefined) return cell[k];
  if (!key.includes('.')) return undefined;
  let v: MatrixValue | undefined = cell;
  for (const part of key.split('.')) {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return undefined;
    const pk: string | undefined = findKey(v, part);
    v = pk === undefined ? undefined : v[pk];
  }
  return v;
}

/**
 * A job template with this cell's values, its expressions evaluated as GitHub would (the
 * matrix, a called workflow's inputs, literal env). `raw` keeps the type of a value that is one
 * expression; `fromKey` names the matrix path when it reads just one. A part only known at run
 * time leaves the template's text, so the readers say so.
 */
export function fill(
  t: Template,
  cell: Combination,
  job?: JobContext,
): { text: string; raw?: MatrixValue; fromKey?: string; refersToMatrix: boolean } {
  if (!t.text.includes('${{')) return { text: shellEnv(t.text, job), refersToMatrix: false };
  const refs: string[] = [];
  const v = interpolate(t.text, {
    matrix: cell,
    ...(job?.inputs ? { inputs: job.inputs } : {}),
    ...(job?.env ? { env: job.env } : {}),
    onMatrixRef: (p) => refs.push(p),
  });
  const unique = [...new Set(refs)];
  const known = v !== UNKNOWN;
  return {
    text: known ? shellEnv(typeof v === 'string' ? v : asText(v), job) : t.text,
    ...(known && soleExpression(t.text) ? { raw: v } : {}),
    ...(unique.length === 1 && unique[0] !== '' ? { fromKey: unique[0]! } : {}),
    refersToMatrix: unique.length > 0,
  };
}

/** `$NAME` / `${NAME}` / `$env:NAME` of a literal workflow or job env var, as the shell expands it. */
function shellEnv(text: string, job: JobContext | undefined): string {
  const env = job?.env;
  if (!env || !text.includes('$')) return text;
  return text.replace(
    /\$\{([A-Za-z_]\w*)\}|\$env:([A-Za-z_]\w*)|\$([A-Za-z_]\w*)/g,
    (whole, a?: string, b?: string, c?: string) => {
      const name = (a ?? b ?? c)!;
      const v = Object.hasOwn(env, name) ? env[name] : undefined;
      return typeof v === 'string' || typeof v === 'number' ? String(v) : whole;
    },
  );
}

const soleExpression = (text: string): boolean => {
  const spans = expressionSpans(text);
  return spans.length === 1 && text.slice(0, spans[0]!.start).trim() === '' && text.slice(spans[0]!.end).trim() === '';
};

/**
 * Lint mode: a torch, index or CUDA key counts only when an installing step reads it (its
 * script, its env, a setup action's inputs); a `cuda-version` fed to a toolkit installer is
 * the build machine's, not the wheel index. A Python key counts only when some step reads it:
 * one that no step passes anywhere picks no interpreter.
 */
export function reachesInstall(job: JobContext, role: Role, key: string): boolean {
  if (role === 'runner' || role === 'container') return true;
  const refs = role === 'python' ? job.stepRefs : job.installRefs;
  if (!refs) return true;
  const k = key.toLowerCase();
  for (const r of refs) {
    const x = r.toLowerCase();
    if (x === k || x === '' || k.startsWith(`${x}.`) || x.startsWith(`${k}.`)) return true;
  }
  return false;
}
