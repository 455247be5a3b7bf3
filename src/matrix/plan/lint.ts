/**
 * Lints a workflow file: every job with `strategy.matrix` and every job that installs torch
 * (one cell), each cell checked with what the job says (runs-on, container, setup-python, its
 * install commands, local composite actions, the repository's pins), findings placed on the
 * exact line and column at fault. Local called workflows are linted with the caller's inputs.
 */
import { derived } from '../../core/memo.js';
import { isMap, isScalar, type YAMLMap } from 'yaml';
import { InputError } from '../../core/errors.js';
import type { BoundRequest, Environment } from '../../core/model.js';
import { newReaders } from './cell-input.js';
import { expandMatrix } from '../github/expand.js';
import { interpolate, UNKNOWN } from '../github/expression.js';
import type { JobContext } from '../steps/job-context.js';
import { envTexts, get, readSteps, type LoadAction, type StepsRead } from '../steps/job-steps.js';
import { keyPaths } from './keys.js';
import { GITHUB_MATRIX_DOCS, located } from '../github/locate.js';
import { memoised } from './cell-cache.js';
import { parseMatrixInput, parseYaml } from '../workflow/parse-input.js';
import { pixiJobInstallsTorch, type PixiManifest } from '../pixi-manifest.js';
import { matrixConditions, skippedSteps, undecidedNotice, type StepCondition } from '../steps/step-conditions.js';
import { planJob, type PlanOptions } from './plan.js';
import type { Combination, Entry, MatrixDef, MatrixValue, Position } from '../github/types.js';
import type { MatrixPlan } from './types.js';
import { positionOf, readMatrixNode, keyText, valueOf, type YamlSource } from '../workflow/yaml-matrix.js';
import { finding, type Finding, type Location } from '../../core/finding.js';

const CONFLICT = /^(<{7}|={7}|>{7})(?:\s|$)/;

function refuseNonWorkflow(text: string, src: YamlSource, file: string): YAMLMap<unknown, unknown> {
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
  void text;
  return jobs;
}

/** What `lintWorkflow` needs beyond the plan's options: files of the repository, its pins. */
export interface LintOptions extends Omit<PlanOptions, 'keepWarned'> {
  job?: string;
  keepWarned?: boolean;
  /** Reads a file of the checked-out repository by its path from the root (local actions, called workflows). */
  loadFile?: (path: string) => string | undefined;
  /** The torch requirement the repository's pins make on a runner, for a job that installs from them. */
  pinned?: (
    install: RepoInstallRef,
    env: Environment,
  ) => { spec: string; index?: string; where: string; bound?: BoundRequest[] } | undefined;
  /** Whether installing from the repository brings torch at all (false: `.[quality]` of a project whose torch is in other extras). */
  repoTorch?: (install: RepoInstallRef) => boolean | undefined;
  /** The repository's pixi manifest, for jobs that install a pixi environment when there is no pixi.lock. */
  pixiManifest?: PixiManifest;
}

/** What a job installs from the repository: requirement files, the project, and the extras a pip install names (undefined: `uv sync`/`poetry install`). */
export interface RepoInstallRef {
  requirements: string[];
  project: boolean;
  extras?: string[];
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

interface Parsed {
  src: YamlSource;
  text: string;
  /** The text's lines, for a called workflow's lines that read an input. */
  lines: string[];
  jobs: YAMLMap<unknown, unknown>;
  env: Record<string, string>;
  /** `on.workflow_call.inputs` defaults, and where each is written: a workflow linted on its own runs with them. */
  defaults: { inputs: Record<string, MatrixValue>; at: Record<string, Position> };
}

/**
 * The workflows parsed through one checkout's file loader, each once: a lint that reads pins runs
 * twice (the first pass collects which pin files to read), and every job that calls a workflow
 * reads the same file. Nothing downstream changes a parsed workflow.
 */
const workflowsParsed = derived(
  'matrix-workflows-parsed',
  (_loadFile: (path: string) => string | undefined) => new Map<string, Parsed>(),
);

function parseWorkflowOnce(
  text: string,
  file: string,
  loadFile: ((path: string) => string | undefined) | undefined,
): Parsed {
  if (!loadFile) return parseWorkflow(text, file);
  const parsed = workflowsParsed(loadFile);
  const key = `${file}\u0000${text}`;
  let wf = parsed.get(key);
  if (!wf) parsed.set(key, (wf = parseWorkflow(text, file)));
  return wf;
}

function parseWorkflow(text: string, file: string): Parsed {
  const lines = text.split(/\r?\n/);
  const conflict = lines.findIndex((l) => CONFLICT.test(l));
  if (conflict >= 0)
    throw new InputError(
      `${file}:${conflict + 1}: merge-conflict marker (${lines[conflict]!.slice(0, 7)}); resolve the conflict first`,
    );
  const src: YamlSource = { ...parseYaml(text, file), file };
  const jobs = refuseNonWorkflow(text, src, file);
  return { src, text, lines, jobs, env: envTexts(src, get(src.doc.contents, 'env')), defaults: inputDefaults(src) };
}

function inputDefaults(src: YamlSource): Parsed['defaults'] {
  const out: Parsed['defaults'] = { inputs: {}, at: {} };
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

/** Env values without expressions, for `${{ env.X }}`. */
const literalEnv = (env: Record<string, string>): Record<string, MatrixValue> =>
  Object.fromEntries(Object.entries(env).filter(([, v]) => !v.includes('${{')));

interface Run {
  options: LintOptions;
  plan: MatrixPlan;
  shared: NonNullable<PlanOptions['shared']>;
  depth: number;
}

export function lintWorkflow(text: string, file: string, options: LintOptions): MatrixPlan {
  const wf = parseWorkflowOnce(text, file, options.loadFile);
  const ids = wf.jobs.items.map((p) => keyText(valueOf(wf.src, p.key)));
  if (options.job !== undefined && !ids.includes(options.job)) {
    throw new InputError(
      `${file}: has no job ${JSON.stringify(options.job)}; its jobs are ${ids.join(', ') || '(none)'}`,
    );
  }
  const run: Run = {
    options,
    plan: { combinations: [], include: [], findings: [], jobs: [] },
    shared: { engine: memoised(options.evaluate, options.catalog), readers: newReaders() },
    depth: 0,
  };
  lintJobs(wf, run, undefined);
  const plan = run.plan;
  checkNamedKeys(plan, options.keys, file);
  if (plan.jobs!.length === 1) plan.include = plan.jobs![0]!.include;
  if (plan.jobs!.length === 0) {
    plan.findings.push(
      finding({
        id: 'matrix-invalid',
        severity: 'notice',
        message:
          options.job !== undefined
            ? `Job ${options.job} in ${file} has no matrix and installs no torch.`
            : `No job in ${file} has a strategy.matrix or installs torch.`,
        hint: 'Nothing to lint; check a single environment with `check`.',
        source: GITHUB_MATRIX_DOCS,
        location: { file, line: 1 },
      }),
    );
  }
  dedupeFindings(plan);
  return plan;
}

/** `matrix-keys` naming a key no job's matrix has is a typo: the role it claims would go unchecked. */
function checkNamedKeys(plan: MatrixPlan, keys: Record<string, string> | undefined, file: string): void {
  // A workflow whose matrices are all built at run time has no keys to compare with.
  if (!keys || plan.combinations.length === 0) return;
  const present = new Set<string>();
  for (const c of plan.combinations)
    for (const k of keyPaths(c.values)) present.add(k.toLowerCase().replace(/_/g, '-'));
  for (const [role, key] of Object.entries(keys)) {
    if (!present.has(key.toLowerCase().replace(/_/g, '-'))) {
      const have = [...present].slice(0, 12).join(', ') || 'none';
      throw new InputError(
        `matrix-keys ${role}=${JSON.stringify(key)}: no matrix in ${file} has a key ${JSON.stringify(key)} (its keys: ${have})`,
      );
    }
  }
}

/** Called workflows repeat the same finding for each caller cell: said once. */
function dedupeFindings(plan: MatrixPlan): void {
  const seen = new Set<string>();
  plan.findings = plan.findings.filter((f) => {
    const k = `${f.id}\u0001${f.location?.file}:${f.location?.line}:${f.location?.column}\u0001${f.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function lintJobs(wf: Parsed, run: Run, call: CallSite | undefined): void {
  const { src } = wf;
  for (const pair of wf.jobs.items) {
    const id = keyText(valueOf(src, pair.key));
    if (!call && run.options.job !== undefined && id !== run.options.job) continue;
    const job = pair.value;
    const uses = valueOf(src, get(job, 'uses'));
    if (typeof uses === 'string') {
      followCall(wf, id, job, uses, run, call);
      continue;
    }
    lintJob(wf, id, job, run, call);
  }
}

/** Where a called workflow was called from: its inputs, and the caller's lines for them. */
interface CallSite {
  file: string;
  jobId: string;
  inputs: Record<string, MatrixValue>;
  inputAt: Record<string, Position>;
  usesAt?: Position;
}

function lintJob(wf: Parsed, id: string, job: unknown, run: Run, call: CallSite | undefined): void {
  const { src } = wf;
  const strategy = get(job, 'strategy');
  const matrixNode = isMap(strategy) ? get(strategy, 'matrix') : strategy;
  const hasMatrix = matrixNode !== undefined && matrixNode !== null;
  const def: MatrixDef = hasMatrix
    ? readMatrixNode(src, matrixNode)
    : { dimensions: [], include: [], exclude: [], diagnostics: [], ...(src.file ? { file: src.file } : {}) };
  const env = envTexts(src, get(job, 'env'), { ...wf.env });
  const load = run.options.loadFile ? actionLoader(run.options.loadFile) : undefined;
  const steps = readSteps({ src, text: wf.text }, get(job, 'steps'), env, load, def.diagnostics);
  const pixiManifest = run.options.pixiManifest;
  const hasPixiLock = pixiManifest !== undefined && (run.options.locks?.() ?? []).some((l) => l.kind === 'pixi');
  if (
    !hasMatrix &&
    !(pixiJobInstallsTorch({ ...steps, ...(pixiManifest ? { pixiManifest } : {}) }, hasPixiLock) ?? steps.installsTorch)
  )
    return;
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
  const pinned = run.options.pinned;
  const contextOf = (read: typeof steps): JobContext => {
    const { installRefs, installsTorch, followed: _f, repoInstall, ...parts } = read;
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
    // Torch only from installing the repository, and the repository's files show that install brings none.
    const noRepoTorch =
      installsTorch &&
      !parts.pip &&
      !lockInstall &&
      install !== undefined &&
      run.options.repoTorch?.(install) === false;
    return {
      id: call ? `${call.jobId} → ${id}` : id,
      ...(runsOnNode !== undefined
        ? { runsOn: { value: valueOf(src, runsOnNode), ...(runsOnAt ? { at: runsOnAt } : {}) } }
        : {}),
      ...(typeof image === 'string' ? { container: { text: image, ...(imageAt ? { at: imageAt } : {}) } } : {}),
      ...parts,
      ...(repoInstall ? { repoInstall } : {}),
      installRefs,
      ...(installsTorch && !noRepoTorch ? {} : { noTorchInstall: true }),
      ...(hasMatrix ? {} : { noMatrix: true }),
      inputs,
      env: literalEnv(env),
      ...(pinned && install && (install.requirements.length || install.project)
        ? { pinned: (e: Environment) => pinned(install, e) }
        : {}),
      ...(pixiManifest ? { pixiManifest } : {}),
    };
  };
  const ctx = contextOf(steps);
  // A job without a matrix is linted only when it installs torch.
  if (!hasMatrix && ctx.noTorchInstall && !ctx.lockInstall?.run) return;
  if (hasMatrix) {
    const conditions = matrixConditions(src, get(job, 'steps'));
    if (conditions.length) {
      const forCell = jobPerCell(conditions, ctx, (skip) =>
        contextOf(readSteps({ src, text: wf.text }, get(job, 'steps'), env, load, [], 0, skip)),
      );
      ctx.forCell = forCell.of;
      for (const cell of expandMatrix(def).cells) forCell.of(cell.values);
      def.diagnostics.push(...[...forCell.undecided].map((c) => undecidedNotice(c, src.file)));
    }
  }
  const r = planJob(
    def,
    ctx,
    { ...run.options, keepWarned: run.options.keepWarned ?? true, shared: run.shared },
    'lint',
  );
  const findings = call ? r.findings.map((f) => calledFrom(f, call, wf)) : r.findings;
  run.plan.combinations.push(...r.combinations);
  run.plan.findings.push(...findings);
  run.plan.jobs!.push({ id: ctx.id!, include: r.include });
}

/** One job context per set of skipped steps, shared by the cells that skip the same ones. */
function jobPerCell(
  conditions: StepCondition[],
  all: JobContext,
  read: (skip: ReadonlySet<unknown>) => JobContext,
): { of: (cell: Combination) => JobContext; undecided: Set<StepCondition> } {
  const byKey = new Map<string, JobContext>();
  const undecided = new Set<StepCondition>();
  const of = (cell: Combination): JobContext => {
    const { skipped, undecided: u } = skippedSteps(conditions, cell, {
      ...(all.inputs ? { inputs: all.inputs } : {}),
      ...(all.env ? { env: all.env } : {}),
    });
    for (const c of u) undecided.add(c);
    if (skipped.length === 0) return all;
    const key = conditions.map((c) => (skipped.includes(c.step) ? '1' : '0')).join('');
    let job = byKey.get(key);
    if (!job) byKey.set(key, (job = read(new Set(skipped))));
    return job;
  };
  return { of, undecided };
}

function calledFrom(f: Finding, call: CallSite, callee: Parsed): Finding {
  const inCaller = f.location?.file === call.file;
  const related = relatedLines(f.location, call, callee);
  return {
    ...f,
    message: `${f.message} (${inCaller ? 'passed to' : 'called from'} ${call.file}${call.usesAt ? `:${call.usesAt.line}` : ''}, job ${call.jobId})`,
    ...(related.length ? { related } : {}),
  };
}

const inputRef = (name: string): RegExp =>
  new RegExp(`\\binputs\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`);

/**
 * The other end of a call: for a finding on the caller's `with:` line, the called workflow's
 * lines that read that input; for one in the called workflow, the caller's `with:` lines of the
 * inputs its line reads, or the caller's `uses:` line when it reads none.
 */
function relatedLines(at: Location | undefined, call: CallSite, callee: Parsed): Location[] {
  const file = callee.src.file;
  if (!at || file === undefined) return [];
  const lines = callee.lines;
  if (at.file === call.file) {
    const names = Object.entries(call.inputAt)
      .filter(([, p]) => p.line === at.line)
      .map(([k]) => k);
    const out: Location[] = [];
    for (const name of names) {
      const re = inputRef(name);
      const i = lines.findIndex((l) => re.test(l));
      if (i >= 0) out.push({ file, line: i + 1 });
    }
    return out;
  }
  if (at.file !== file) return [];
  const text = lines[at.line - 1] ?? '';
  const read = [...text.matchAll(/\binputs\.([A-Za-z_][\w-]*)/g)].map((m) => m[1]!).filter((n) => call.inputAt[n]);
  const places = read.length ? read.map((n) => call.inputAt[n]!) : call.usesAt ? [call.usesAt] : [];
  return places.map((p) => ({ file: call.file, line: p.line, ...(p.column ? { column: p.column } : {}) }));
}

/** A dimension, include or exclude built from the called workflow's inputs is read with their values. */
function resolveInputs(def: MatrixDef, call: CallSite): void {
  const ctx = { inputs: call.inputs };
  if (def.expression?.part === 'matrix') {
    const v = interpolate(def.expression.text, ctx);
    const name = /inputs\.([A-Za-z_][\w-]*)/.exec(def.expression.text)?.[1];
    const at = name !== undefined ? call.inputAt[name] : undefined;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) Object.assign(def, matrixFromValue(v, def, at));
    return;
  }
  for (const d of def.dimensions) {
    if (!d.expression) continue;
    const v = interpolate(d.expression, ctx);
    if (!Array.isArray(v)) continue;
    const name = /inputs\.([A-Za-z_][\w-]*)/.exec(d.expression)?.[1];
    const at = name !== undefined ? call.inputAt[name] : undefined;
    d.values = v;
    d.valueAt = v.map(() => at);
    delete d.expression;
  }
}

/** A whole matrix passed as an input (`matrix: ${{ fromJSON(inputs.test-matrix) }}`), every value placed on the caller's line. */
function matrixFromValue(v: Record<string, MatrixValue>, def: MatrixDef, at: Position | undefined): Partial<MatrixDef> {
  const read = parseMatrixInput(JSON.stringify(v));
  const place = (e: Entry): Entry => ({
    values: e.values,
    ...(at ? { at, valueAt: Object.fromEntries(Object.keys(e.values).map((k) => [k, at])) } : {}),
  });
  return {
    dimensions: read.dimensions.map((d) => ({
      key: d.key,
      values: d.values,
      ...(at ? { keyAt: at } : {}),
      valueAt: d.values.map(() => at),
    })),
    include: read.include.map(place),
    exclude: read.exclude.map(place),
    expression: undefined,
    diagnostics: [
      ...def.diagnostics,
      ...read.diagnostics.map((f) => ({
        ...f,
        ...(at?.file ? { location: { file: at.file, line: at.line, column: at.column } } : {}),
      })),
    ],
  };
}

/** The local actions read through one file loader (one workflow's checkout), each read once. */
const actionsRead = derived(
  'matrix-local-actions',
  (_loadFile: (path: string) => string | undefined) => new Map<string, ReturnType<LoadAction>>(),
);

function actionLoader(loadFile: (path: string) => string | undefined): LoadAction {
  const c = actionsRead(loadFile);
  return (path) => {
    if (c.has(path)) return c.get(path);
    const rel = path.replace(/^\.\//, '');
    let result: ReturnType<LoadAction>;
    for (const name of ['action.yml', 'action.yaml']) {
      const text = loadFile(`${rel}/${name}`);
      if (text === undefined) continue;
      const file = `${rel}/${name}`;
      const src: YamlSource = { ...parseYaml(text, file), file };
      const runs = get(src.doc.contents, 'runs');
      const defaults: Record<string, string> = {};
      const inputs = get(src.doc.contents, 'inputs');
      if (isMap(inputs))
        for (const p of inputs.items) {
          const d = valueOf(src, get(p.value, 'default'));
          if (d !== null && typeof d !== 'object') defaults[keyText(valueOf(src, p.key))] = String(d);
        }
      result = { file: { src, text, inputs: defaults }, steps: get(runs, 'steps') };
      break;
    }
    c.set(path, result);
    return result;
  };
}

/** `jobs.<id>.uses`: a local called workflow is linted with the inputs the caller passes, per caller cell. */
function followCall(wf: Parsed, id: string, job: unknown, uses: string, run: Run, outer: CallSite | undefined): void {
  const { src } = wf;
  const usesAt = positionOf(src, get(job, 'uses'));
  const notFollowed = (why: string): void => {
    run.plan.findings.push(
      located(
        {
          id: 'matrix-value-unknown',
          severity: 'notice',
          message: `Job ${id} calls \`${uses}\`, ${why}, so its jobs are not checked.`,
          hint: 'Lint the called workflow on its own, or run the action inside it.',
          source: REUSABLE_DOCS,
        },
        src.file,
        usesAt,
      ),
    );
  };
  if (!uses.startsWith('./')) return notFollowed('a workflow of another repository, which is not followed');
  const path = uses.replace(/^\.\//, '').replace(/@.*$/, '');
  const text = run.options.loadFile?.(path);
  if (text === undefined) return notFollowed('which is not in the checked-out tree here');
  if (run.depth >= 4) return notFollowed('nested too deep');
  const callee = parseWorkflowOnce(text, path, run.options.loadFile);
  const strategy = get(job, 'strategy');
  const matrixNode = isMap(strategy) ? get(strategy, 'matrix') : strategy;
  const def = matrixNode !== undefined && matrixNode !== null ? readMatrixNode(src, matrixNode) : undefined;
  if (def && outer) resolveInputs(def, outer);
  const cells = def ? expandMatrix(def).cells.map((c) => c.values) : [{}];
  if (def) run.plan.findings.push(...expandMatrix(def).diagnostics);
  const withNode = get(job, 'with');
  const seen = new Set<string>();
  for (const cell of cells) {
    const inputs: Record<string, MatrixValue> = { ...callee.defaults.inputs };
    const inputAt: Record<string, Position> = {};
    if (isMap(withNode))
      for (const p of withNode.items) {
        const k = keyText(valueOf(src, p.key));
        const raw = valueOf(src, p.value);
        const v =
          typeof raw === 'string'
            ? interpolate(raw, { matrix: cell, ...(outer ? { inputs: outer.inputs } : {}) })
            : raw;
        // Only known at run time: the text stays, so whatever reads it says so.
        inputs[k] = v === UNKNOWN ? raw : v;
        const at = positionOf(src, p.value);
        if (at) inputAt[k] = { ...at, ...(src.file ? { file: src.file } : {}) };
      }
    const key = JSON.stringify(inputs);
    if (seen.has(key)) continue;
    seen.add(key);
    const site: CallSite = {
      file: src.file ?? '',
      jobId: outer ? `${outer.jobId} → ${id}` : id,
      inputs,
      inputAt,
      ...(usesAt ? { usesAt } : {}),
    };
    run.depth++;
    lintJobs(callee, run, site);
    run.depth--;
  }
}

const REUSABLE_DOCS = 'https://docs.github.com/en/actions/sharing-automations/reusing-workflows';

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
