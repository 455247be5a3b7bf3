/**
 * Lints a workflow file's own matrices: every job with `strategy.matrix`, each cell checked
 * with what the job says (runs-on, setup-python, `pip install torch…`), findings placed on the
 * exact line and column of the value, include entry or exclude entry at fault.
 */
import { isMap, isScalar, isSeq, type YAMLMap } from 'yaml';
import { InputError } from '../core/errors.js';
import type { JobContext, PipCommand, Template } from './job-context.js';
import { GITHUB_MATRIX_DOCS, located } from './locate.js';
import { parseYaml } from './parse-input.js';
import { findLockInstall, findPipTorch, type Word } from './pip-command.js';
import { planJob, type PlanOptions } from './plan.js';
import type { MatrixPlan, Position } from './types.js';
import { positionOf, readMatrixNode, keyText, valueOf, type YamlSource } from './yaml-matrix.js';
import type { Finding } from '../core/finding.js';

export interface LintOptions extends Omit<PlanOptions, 'keepWarned'> {
  job?: string;
  keepWarned?: boolean;
}

const CONFLICT = /^(<{7}|={7}|>{7})(?:\s|$)/;
const PYTHON_SETUP = /^(actions\/setup-python|astral-sh\/setup-uv|conda-incubator\/setup-miniconda)@/i;

function get(map: unknown, key: string): unknown {
  if (!isMap(map)) return undefined;
  const pair = map.items.find((p) => isScalar(p.key) && p.key.value === key);
  return pair?.value;
}

function refuseNonWorkflow(text: string, src: YamlSource, file: string): YAMLMap<unknown, unknown> {
  const root = src.doc.contents;
  if (!isMap(root)) throw new InputError(`${file}:1: not a GitHub Actions workflow: the file is not a mapping with jobs:`);
  if (get(root, 'jobs') === undefined) {
    const runs = (root as YAMLMap<unknown, unknown>).items.find((p) => isScalar(p.key) && p.key.value === 'runs');
    if (runs) {
      const at = positionOf(src, runs.key)?.line ?? 1;
      throw new InputError(`${file}:${at}: is an action definition (runs:), not a workflow; lint the workflow that uses it`);
    }
    throw new InputError(`${file}:1: not a GitHub Actions workflow: there is no jobs: mapping`);
  }
  const jobs = get(root, 'jobs');
  if (!isMap(jobs)) {
    const at = positionOf(src, jobs)?.line ?? 1;
    throw new InputError(`${file}:${at}: jobs: must be a mapping of job ids to jobs`);
  }
  void text;
  return jobs;
}

/** Positions of a word of a `run:` script, found in the file's text within the run node. */
function wordAt(src: YamlSource, text: string, runNode: unknown, w: Word): Position | undefined {
  const range = (runNode as { range?: [number, number, number] }).range;
  if (!range) return undefined;
  const found = text.indexOf(w.raw, range[0]);
  if (found < 0 || found > range[2]) return positionOf(src, runNode);
  const p = src.lines.linePos(found);
  return { line: p.line, column: p.col };
}

function template(w: Word, at: Position | undefined): Template {
  return { text: w.text, ...(at ? { at } : {}) };
}

function stepContext(src: YamlSource, text: string, steps: unknown, diags: Finding[]): Pick<JobContext, 'python' | 'pip' | 'lockInstall'> {
  const out: Pick<JobContext, 'python' | 'pip' | 'lockInstall'> = {};
  if (!isSeq(steps)) return out;
  for (const step of steps.items) {
    const uses = valueOf(src, get(step, 'uses'));
    if (!out.python && typeof uses === 'string' && PYTHON_SETUP.test(uses)) {
      const node = get(get(step, 'with'), 'python-version');
      const v = valueOf(src, node);
      if (v !== null && (typeof v === 'string' || typeof v === 'number')) {
        // setup-python installs every line of a multi-line value and makes the last the default.
        const last =
          String(v)
            .split(/\r?\n/)
            .map((s) => s.trim())
            .filter(Boolean)
            .pop() ?? '';
        const at = positionOf(src, node);
        out.python = { text: last, ...(at ? { at } : {}) };
        const written = isScalar(node) ? (node.source ?? '').trim() : '';
        if (typeof v === 'number' && /^\d+\.\d*0$/.test(written) && written !== String(v)) {
          diags.push(
            located(
              {
                id: 'matrix-float-version',
                severity: 'warning',
                message: `\`python-version: ${written}\` is the YAML number ${v}, so setup-python is asked for Python ${v}.`,
                hint: `Quote it: '${written}'.`,
                source: 'https://yaml.org/spec/1.2.2/#10214-floating-point',
              },
              src.file,
              at,
            ),
          );
        }
      }
    }
    const runNode = get(step, 'run');
    const run = valueOf(src, runNode);
    if (!out.lockInstall && typeof run === 'string') {
      const lock = findLockInstall(run);
      if (lock) {
        const at = wordAt(src, text, runNode, lock.word);
        out.lockInstall = { kind: lock.kind, ...(at ? { at } : {}) };
      }
    }
    if (!out.pip && typeof run === 'string') {
      const pip = findPipTorch(run);
      if (pip) {
        const cmd: PipCommand = {
          torch: { text: pip.torch.spec, ...(wordAt(src, text, runNode, pip.torch) ? { at: wordAt(src, text, runNode, pip.torch)! } : {}) },
          extraIndexes: pip.extraIndexes.map((w) => template(w, wordAt(src, text, runNode, w))),
          pre: pip.pre,
          ...(pip.index ? { index: template(pip.index, wordAt(src, text, runNode, pip.index)) } : {}),
          ...(pip.findLinks ? { findLinks: template(pip.findLinks, wordAt(src, text, runNode, pip.findLinks)) } : {}),
        };
        out.pip = cmd;
      }
    }
  }
  return out;
}

export function lintWorkflow(text: string, file: string, options: LintOptions): MatrixPlan {
  const lines = text.split(/\r?\n/);
  const conflict = lines.findIndex((l) => CONFLICT.test(l));
  if (conflict >= 0) throw new InputError(`${file}:${conflict + 1}: merge-conflict marker (${lines[conflict]!.slice(0, 7)}); resolve the conflict first`);
  const src: YamlSource = { ...parseYaml(text, file), file };
  const jobs = refuseNonWorkflow(text, src, file);
  const ids = jobs.items.map((p) => keyText(valueOf(src, p.key)));
  if (options.job !== undefined && !ids.includes(options.job)) {
    throw new InputError(`${file}: has no job ${JSON.stringify(options.job)}; its jobs are ${ids.join(', ') || '(none)'}`);
  }
  const plan: MatrixPlan = { combinations: [], include: [], findings: [], jobs: [] };
  for (const pair of jobs.items) {
    const id = keyText(valueOf(src, pair.key));
    if (options.job !== undefined && id !== options.job) continue;
    const job = pair.value;
    const strategy = get(job, 'strategy');
    const matrixNode = isMap(strategy) ? get(strategy, 'matrix') : strategy;
    if (matrixNode === undefined || matrixNode === null) continue;
    const def = readMatrixNode(src, matrixNode);
    const runsOnNode = get(job, 'runs-on');
    const runsOnAt = positionOf(src, runsOnNode);
    // `container: IMAGE` or `container: { image: IMAGE, … }`.
    const containerNode = get(job, 'container');
    const imageNode = isMap(containerNode) ? get(containerNode, 'image') : containerNode;
    const image = valueOf(src, imageNode);
    const imageAt = positionOf(src, imageNode);
    const steps = stepContext(src, text, get(job, 'steps'), def.diagnostics);
    const ctx: JobContext = {
      id,
      ...(runsOnNode !== undefined ? { runsOn: { value: valueOf(src, runsOnNode), ...(runsOnAt ? { at: runsOnAt } : {}) } } : {}),
      ...(typeof image === 'string' ? { container: { text: image, ...(imageAt ? { at: imageAt } : {}) } } : {}),
      ...steps,
    };
    const r = planJob(def, ctx, { ...options, keepWarned: options.keepWarned ?? true }, 'lint');
    plan.combinations.push(...r.combinations);
    plan.findings.push(...r.findings);
    plan.jobs!.push({ id, include: r.include });
  }
  if (plan.jobs!.length === 1) plan.include = plan.jobs![0]!.include;
  if (plan.jobs!.length === 0) {
    plan.findings.push({
      id: 'matrix-invalid',
      severity: 'notice',
      message: options.job !== undefined ? `Job ${options.job} in ${file} has no strategy.matrix.` : `No job in ${file} has a strategy.matrix.`,
      hint: 'Nothing to lint; check a single job with `check`.',
      source: GITHUB_MATRIX_DOCS,
      location: { file, line: 1 },
    });
  }
  return plan;
}
