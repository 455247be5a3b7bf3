/**
 * A workflow file parsed: its YAML, its lines, its `jobs:` mapping, its env and the defaults of
 * its `workflow_call` inputs. A file that is not a workflow (an action, a merge conflict, no
 * `jobs:`) is refused in one line.
 */
import { isMap, isScalar, type YAMLMap } from 'yaml';
import { InputError } from '../../core/errors.js';
import type { MatrixValue, Position } from '../github/types.js';
import { parseYaml } from './parse-input.js';
import { keyText, positionOf, valueOf, type YamlSource } from './yaml-matrix.js';

const CONFLICT = /^(<{7}|={7}|>{7})(?:\s|$)/;

/** A mapping's value at `key`; undefined when `map` is no mapping or has no such key. */
export function get(map: unknown, key: string): unknown {
  if (!isMap(map)) return undefined;
  const pair = map.items.find((p) => isScalar(p.key) && p.key.value === key);
  return pair?.value;
}

/** The env a step's script sees, by name → its text (workflow, job, then step). */
export function envTexts(src: YamlSource, node: unknown, into: Record<string, string> = {}): Record<string, string> {
  if (!isMap(node)) return into;
  for (const p of node.items) {
    const k = valueOf(src, p.key);
    const v = valueOf(src, p.value);
    if (typeof k === 'string' && (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'))
      into[k] = String(v);
  }
  return into;
}

export interface Workflow {
  src: YamlSource;
  text: string;
  /** The text's lines, for a called workflow's lines that read an input. */
  lines: string[];
  jobs: YAMLMap<unknown, unknown>;
  env: Record<string, string>;
  /** `on.workflow_call.inputs` defaults, and where each is written: a workflow linted on its own runs with them. */
  defaults: { inputs: Record<string, MatrixValue>; at: Record<string, Position> };
}

function refuseNonWorkflow(src: YamlSource, file: string): YAMLMap<unknown, unknown> {
  const root = src.doc.contents;
  if (!isMap(root))
    throw new InputError(`${file}:1: not a GitHub Actions workflow: the file is not a mapping with jobs:`);
  if (get(root, 'jobs') === undefined) {
    const runs = (root as YAMLMap<unknown, unknown>).items.find((p) => isScalar(p.key) && p.key.value === 'runs');
    if (runs) {
      const at = positionOf(src, runs.key)?.line ?? 1;
      throw new InputError(
        `${file}:${at}: is an action definition (runs:), not a workflow; lint the workflow that uses it`,
      );
    }
    throw new InputError(`${file}:1: not a GitHub Actions workflow: there is no jobs: mapping`);
  }
  const jobs = get(root, 'jobs');
  if (!isMap(jobs)) {
    const at = positionOf(src, jobs)?.line ?? 1;
    throw new InputError(`${file}:${at}: jobs: must be a mapping of job ids to jobs`);
  }
  return jobs;
}

export function parseWorkflow(text: string, file: string): Workflow {
  const lines = text.split(/\r?\n/);
  const conflict = lines.findIndex((l) => CONFLICT.test(l));
  if (conflict >= 0)
    throw new InputError(
      `${file}:${conflict + 1}: merge-conflict marker (${lines[conflict]!.slice(0, 7)}); resolve the conflict first`,
    );
  const src: YamlSource = { ...parseYaml(text, file), file };
  const jobs = refuseNonWorkflow(src, file);
  return { src, text, lines, jobs, env: envTexts(src, get(src.doc.contents, 'env')), defaults: inputDefaults(src) };
}

function inputDefaults(src: YamlSource): Workflow['defaults'] {
  const out: Workflow['defaults'] = { inputs: {}, at: {} };
  const declared = get(get(get(src.doc.contents, 'on'), 'workflow_call'), 'inputs');
  if (!isMap(declared)) return out;
  for (const p of declared.items) {
    const node = get(p.value, 'default');
    const d = valueOf(src, node);
    if (d === null || (typeof d === 'string' && d.includes('${{'))) continue;
    const k = keyText(valueOf(src, p.key));
    out.inputs[k] = d;
    const at = positionOf(src, node);
    if (at) out.at[k] = { ...at, ...(src.file ? { file: src.file } : {}) };
  }
  return out;
}

/** The ids of the workflow's jobs, in order. */
export const jobIds = (wf: Workflow): string[] => wf.jobs.items.map((p) => keyText(valueOf(wf.src, p.key)));
