/**
 * A workflow read for the lint, once: every job it runs (its own, and those of the local
 * workflows it calls), each with its matrix as written and what its steps install — one read for
 * every cell, and one per set of steps that a cell's `if:` skips. Nothing here knows the
 * repository's pins: the plan adds what they decide.
 */
import { isMap } from 'yaml';
import { InputError } from '../../core/errors.js';
import type { Finding } from '../../core/finding.js';
import { expandMatrix } from '../github/expand.js';
import type { Combination, MatrixDef, MatrixValue } from '../github/types.js';
import { resolveInputs, walkJobs, type JobSite, type LoadFile } from '../workflow/jobs.js';
import { envTexts, get, jobIds, parseWorkflow } from '../workflow/workflow.js';
import { keyText, positionOf, readMatrixNode, valueOf } from '../workflow/yaml-matrix.js';
import type { JobContext } from './job-context.js';
import { readSteps, type LoadAction, type StepsRead } from './job-steps.js';
import { actionLoader } from './local-actions.js';
import { matrixConditions, skippedSteps, undecidedNotice, type StepCondition } from './step-conditions.js';

/** What a job installs from the repository: requirement files, the project, and the extras a pip install names (undefined: `uv sync`/`poetry install`). */
export interface RepoInstallRef {
  requirements: string[];
  project: boolean;
  extras?: string[];
}

/** What a job's steps say, before the repository's pins are known. */
export interface JobSteps {
  /** The job's context, but for what the pins decide (`pinned`, `noTorchInstall`, `pixiManifest`). */
  context: JobContext;
  /** A step installs torch (a torch requirement, a lock, the repository's pins). */
  installsTorch: boolean;
  /** What it installs from the repository, when it does. */
  install?: RepoInstallRef;
}

/** One job as the lint reads it. */
export interface JobRead {
  site: JobSite;
  /** Its matrix, inputs resolved (empty when it has none), with what reading it found. */
  def: MatrixDef;
  hasMatrix: boolean;
  /** The job as every step runs. */
  steps: JobSteps;
  /** Per set of skipped steps (step `if:` on the matrix), the job as those cells see it. */
  variants: Map<string, JobSteps>;
  /** The key of `variants` a cell takes; undefined when it runs every step. */
  variantOf?: (cell: Combination) => string | undefined;
}

/** A workflow read for the lint: its jobs and the findings about calls it does not follow, in order. */
export interface WorkflowRead {
  file: string;
  items: ({ job: JobRead } | { findings: Finding[] })[];
}

/** `.[quality,test]` / `-e ".[dev]"` → its extras; undefined when one is only known at run time. */
function extrasOf(project: string): string[] | undefined {
  if (project.includes('\${{')) return undefined;
  const m = /\[([^\]]*)\]/.exec(project);
  return m
    ? m[1]!
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean)
    : [];
}

/** Env values without expressions, for `${{ env.X }}`. */
const literalEnv = (env: Record<string, string>): Record<string, MatrixValue> =>
  Object.fromEntries(Object.entries(env).filter(([, v]) => !v.includes('${{')));

/** Reads `text` and every local file it names, each once. `job`: that job alone (an unknown id is an InputError). */
export function readWorkflowJobs(
  text: string,
  file: string,
  options: { job?: string; loadFile?: LoadFile },
): WorkflowRead {
  const wf = parseWorkflow(text, file);
  const ids = jobIds(wf);
  if (options.job !== undefined && !ids.includes(options.job)) {
    throw new InputError(
      `${file}: has no job ${JSON.stringify(options.job)}; its jobs are ${ids.join(', ') || '(none)'}`,
    );
  }
  const load = options.loadFile ? actionLoader(options.loadFile) : undefined;
  return {
    file,
    items: walkJobs(wf, options.loadFile, options.job).map((item) =>
      'site' in item ? { job: readJob(item.site, load) } : item,
    ),
  };
}

function readJob(site: JobSite, load: LoadAction | undefined): JobRead {
  const { wf, id, job, call } = site;
  const { src } = wf;
  const strategy = get(job, 'strategy');
  const matrixNode = isMap(strategy) ? get(strategy, 'matrix') : strategy;
  const hasMatrix = matrixNode !== undefined && matrixNode !== null;
  const def: MatrixDef = hasMatrix
    ? readMatrixNode(src, matrixNode)
    : { dimensions: [], include: [], exclude: [], diagnostics: [], ...(src.file ? { file: src.file } : {}) };
  const env = envTexts(src, get(job, 'env'), { ...wf.env });
  const read = (diags: Finding[], skip?: ReadonlySet<unknown>): StepsRead =>
    readSteps({ src, text: wf.text }, get(job, 'steps'), env, load, diags, 0, skip);
  const steps = read(def.diagnostics);
  // Called: the caller's inputs; on its own: the inputs' defaults.
  const inputs = call?.inputs ?? wf.defaults.inputs;
  resolveInputs(def, call ?? { file: src.file ?? '', jobId: id, inputs, inputAt: wf.defaults.at });
  const runsOnNode = get(job, 'runs-on');
  const runsOnAt = positionOf(src, runsOnNode);
  // `container: IMAGE` or `container: { image: IMAGE, … }`.
  const containerNode = get(job, 'container');
  const imageNode = isMap(containerNode) ? get(containerNode, 'image') : containerNode;
  const image = valueOf(src, imageNode);
  const imageAt = positionOf(src, imageNode);
  const stepsOf = (r: StepsRead): JobSteps => {
    const { installRefs, stepRefs, installsTorch, followed: _f, repoInstall, ...parts } = r;
    const lockInstall = parts.lockInstall;
    void _f;
    // A pip install of the project names its extras; `uv sync` / `poetry install` install what their tool selects.
    const extras =
      repoInstall?.project && !(lockInstall && lockInstall.kind !== 'pixi')
        ? extrasOf(repoInstall.project.text)
        : undefined;
    const install: RepoInstallRef | undefined = repoInstall
      ? {
          requirements: repoInstall.requirements.map((t) => t.text).filter((t) => !t.includes('${{')),
          project: repoInstall.project !== undefined,
          ...(extras ? { extras } : {}),
        }
      : undefined;
    const context: JobContext = {
      id: call ? `${call.jobId} → ${id}` : id,
      ...(runsOnNode !== undefined
        ? { runsOn: { value: valueOf(src, runsOnNode), ...(runsOnAt ? { at: runsOnAt } : {}) } }
        : {}),
      ...(typeof image === 'string' ? { container: { text: image, ...(imageAt ? { at: imageAt } : {}) } } : {}),
      ...parts,
      ...(repoInstall ? { repoInstall } : {}),
      installRefs,
      stepRefs,
      ...(hasMatrix ? {} : { noMatrix: true }),
      inputs,
      env: literalEnv(env),
    };
    return { context, installsTorch, ...(install ? { install } : {}) };
  };
  const out: JobRead = { site, def, hasMatrix, steps: stepsOf(steps), variants: new Map() };
  if (!hasMatrix) return out;
  const conditions = matrixConditions(src, get(job, 'steps'));
  if (!conditions.length) return out;
  const undecided = new Set<StepCondition>();
  const known = { inputs, env: out.steps.context.env! };
  out.variantOf = (cell) => {
    const { skipped, undecided: u } = skippedSteps(conditions, cell, known);
    for (const c of u) undecided.add(c);
    if (skipped.length === 0) return undefined;
    const key = conditions.map((c) => (skipped.includes(c.step) ? '1' : '0')).join('');
    if (!out.variants.has(key)) out.variants.set(key, stepsOf(read([], new Set(skipped))));
    return key;
  };
  for (const cell of expandMatrix(def).cells) out.variantOf(cell.values);
  def.diagnostics.push(...[...undecided].map((c) => undecidedNotice(c, src.file)));
  return out;
}

/**
 * What one job's steps install, read as matrix lint reads them: the lock a step installs from,
 * the requirement files or project it pip-installs, the conda environment file it creates, and
 * whether it pip-installs torch itself. Undefined when the workflow has no job of that id.
 */
export function jobInstall(text: string, file: string, jobId: string): StepsRead | undefined {
  const wf = parseWorkflow(text, file);
  const pair = wf.jobs.items.find((p) => keyText(valueOf(wf.src, p.key)) === jobId);
  if (!pair) return undefined;
  const env = envTexts(wf.src, get(pair.value, 'env'), { ...wf.env });
  return readSteps({ src: wf.src, text }, get(pair.value, 'steps'), env, undefined, []);
}
