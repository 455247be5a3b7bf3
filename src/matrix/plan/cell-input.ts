/**
 * One matrix cell → the Environment and Request the engine checks: the runner from the label
 * table (no probing, no GPU), Python and torch from the cell's values or the job's steps.
 * Anything that cannot be read statically makes the cell `unknown`, with a finding saying why.
 */
import type { Catalog } from '../../catalog/schema.js';
import { containerFacts, describeContainer, type ContainerFacts } from '../../containers/image.js';
import { checkLock, installsFrom, type LockAnswer, type LockFile } from '../../locks/index.js';
import type { BoundRequest, Environment, Request } from '../../core/model.js';
import { indexUrlFor, parseIndexUrl, type IndexRef } from '../../request/index-url.js';
import { parseSpecifier } from '../../packaging/pep440.js';
import type { PythonVersion } from '../../versions/python.js';
import { findKey } from '../github/equality.js';
import { cellValue, fill, reachesInstall } from './cell-fill.js';
import { environment, runnerProblem } from './cell-runner.js';
import type { JobContext, Template } from '../steps/job-context.js';
import type { Role, RoleKeys } from './keys.js';
import { platformKey } from '../../platform/platform.js';
import { runnerFor, type RunnerMatch } from '../github/runners.js';
import { GITHUB_MATRIX_DOCS } from '../github/locate.js';
import { environmentUnknown, knownAtRunTime, platformProblem, readPixiManifest } from './pixi-manifest.js';
import type { Combination, MatrixValue, Position } from '../github/types.js';
import type { MatrixCombination } from './types.js';
import {
  asText,
  readCuda as readCudaRaw,
  readIndex as readIndexRaw,
  readPython as readPythonRaw,
  readTorch as readTorchRaw,
  type Read,
  type TorchRead,
} from './values.js';
import { finding, type Finding } from '../../core/finding.js';

/** Where a role's value came from: a matrix key, a place in the workflow, or a default. */
export type Blame = { kind: 'key'; key: string } | { kind: 'at'; at: Position } | { kind: 'default' };

export interface CellInput {
  env?: Environment;
  request?: Request;
  /** Findings about the cell itself (unreadable values, runner labels). */
  problems: Finding[];
  unknown: boolean;
  blame: Partial<Record<Role, Blame>>;
  checkedAs: MatrixCombination['checkedAs'];
}

export const DEFAULT_RUNNER = 'ubuntu-latest';

interface Ctx {
  cell: Combination;
  roles: RoleKeys;
  job: JobContext;
  problems: Finding[];
  blame: Partial<Record<Role, Blame>>;
  unknown: boolean;
  /** The repository's pins of packages bound to torch that the job installs. */
  bound?: BoundRequest[];
}

function unknownValue(ctx: Ctx, r: Extract<Read<unknown>, { ok: false }>): void {
  ctx.unknown = true;
  ctx.problems.push(
    finding({
      id: 'matrix-value-unknown',
      severity: 'notice',
      message: `${r.why}, so this cell is not checked.`,
      hint: r.hint,
      source: GITHUB_MATRIX_DOCS,
    }),
  );
}

/** Chooses a role's text: a job template that names the matrix, else the matrix key, else a literal template. */
function pick(ctx: Ctx, role: Role, template: Template | undefined): { value: MatrixValue; blame: Blame } | undefined {
  const filled = template ? fill(template, ctx.cell, ctx.job) : undefined;
  const key = ctx.roles[role];
  const fromMatrix = cellValue(ctx.cell, key);
  if (filled?.refersToMatrix) {
    const blame: Blame = filled.fromKey
      ? { kind: 'key', key: filled.fromKey }
      : template?.at
        ? { kind: 'at', at: template.at }
        : { kind: 'default' };
    return { value: filled.raw ?? filled.text, blame };
  }
  if (fromMatrix !== undefined && key !== undefined && reachesInstall(ctx.job, role, key))
    return { value: fromMatrix, blame: { kind: 'key', key: findKey(ctx.cell, key) ?? key } };
  if (filled)
    return { value: filled.text, blame: template?.at ? { kind: 'at', at: template.at } : { kind: 'default' } };
  return undefined;
}

const CONTAINER_DOCS =
  'https://docs.github.com/en/actions/writing-workflows/choosing-where-your-workflow-runs/running-jobs-in-a-container';

/** The cell's container image, read from its tag; an image not known (or not static) leaves the cell unchecked. */
function containerOf(
  ctx: Ctx,
  rd: Readers,
  t: Template,
  match: RunnerMatch,
  catalog: Catalog,
): ContainerFacts | undefined {
  const f = fill(t, ctx.cell, ctx.job);
  const image = (f.raw !== undefined && typeof f.raw === 'string' ? f.raw : f.text).trim();
  // GitHub runs the job on the runner itself when the image is empty.
  if (image === '') return undefined;
  if (/\$\{\{/.test(image)) {
    ctx.unknown = true;
    ctx.problems.push(
      finding({
        id: 'matrix-expression',
        severity: 'notice',
        message: `The job's container \`${image}\` is only known at run time, so this cell is not checked.`,
        hint: 'Name the image literally, or as a matrix value.',
        source: CONTAINER_DOCS,
      }),
    );
    return undefined;
  }
  if (match.kind === 'hosted' && match.runner.os !== 'linux') {
    ctx.problems.push(
      finding({
        id: 'matrix-invalid',
        severity: 'error',
        message: `The job runs in container \`${image}\` on \`${match.label}\`, but GitHub runs job containers on Linux runners only: this cell fails before any step.`,
        hint: 'Use a Linux runner for the container, or no container on this OS (an empty container value).',
        source: CONTAINER_DOCS,
      }),
    );
  }
  ctx.blame.container = f.fromKey
    ? { kind: 'key', key: f.fromKey }
    : t.at
      ? { kind: 'at', at: t.at }
      : { kind: 'default' };
  const facts = cached(rd.container, image, () => containerFacts(image, catalog));
  if (facts.unknown || facts.uncertain || facts.os !== 'linux') {
    ctx.unknown = true;
    ctx.problems.push(
      finding({
        id: 'container-image',
        severity: 'notice',
        message: facts.unknown
          ? `The job runs in ${image}, which is not known (${facts.unknown}), so this cell is not checked.`
          : `${describeContainer(facts)}: these facts are not confirmed for every tag, so this cell is not checked.`,
        hint: "Check the image itself: the action's container input (the CLI's --container), with the Python and glibc the image holds.",
        source: facts.sources.join('; ') || CONTAINER_DOCS,
      }),
    );
  }
  return facts;
}

/** Per-plan caches: a big matrix repeats the same few labels and versions thousands of times. */
export interface Readers {
  runner: Map<string, RunnerMatch>;
  python: Map<string, Read<PythonVersion>>;
  torch: Map<string, Read<TorchRead>>;
  index: Map<string, Read<IndexRef>>;
  cuda: Map<string, Read<string>>;
  /** runner → container image and Python text → environment. */
  env: Map<RunnerMatch, Map<string, Environment>>;
  container: Map<string, ContainerFacts>;
  /** environment → lock → its answer for that runner. */
  /** Per runner, per lock file and pixi environment (`file\u0001name`). */
  lockAnswer: Map<Environment, Map<string, LockAnswer>>;
  /** torch → index → request (without extra indexes); equal inputs give the same object. */
  request: Map<TorchRead, Map<IndexRef, Request>>;
  /** Requests with extra indexes, by a key of all their parts. */
  requestWithExtras: Map<string, Request>;
  pre: Map<TorchRead, TorchRead>;
  variantIndex: Map<string, IndexRef>;
  /** The request of a cell that names no torch: `pip install torch`. */
  newest: Map<boolean, TorchRead>;
  /** request → the repository's bound pins (by a key of them) → the request carrying them. */
  bound: Map<Request, Map<string, Request>>;
}

export function newReaders(): Readers {
  return {
    runner: new Map(),
    python: new Map(),
    torch: new Map(),
    index: new Map(),
    cuda: new Map(),
    env: new Map(),
    container: new Map(),
    lockAnswer: new Map(),
    request: new Map(),
    requestWithExtras: new Map(),
    pre: new Map(),
    variantIndex: new Map(),
    newest: new Map(),
    bound: new Map(),
  };
}

function cached<K, T>(map: Map<K, T>, key: K, make: () => T): T {
  let v = map.get(key);
  if (v === undefined) {
    v = make();
    map.set(key, v);
  }
  return v;
}

const readPython = (rd: Readers, v: MatrixValue) => cached(rd.python, asText(v), () => readPythonRaw(v));
const readTorch = (rd: Readers, v: MatrixValue) => cached(rd.torch, asText(v), () => readTorchRaw(v));
const readIndex = (rd: Readers, v: MatrixValue) => cached(rd.index, asText(v), () => readIndexRaw(v));
const readCuda = (rd: Readers, v: MatrixValue) => cached(rd.cuda, asText(v), () => readCudaRaw(v));

const PYPI: IndexRef = { kind: 'pypi' };
/** download.pytorch.org's index for a build variant (`cu128`), one object per plan. */
const variantIndex = (rd: Readers, variant: string) =>
  cached(rd.variantIndex, variant, () => parseIndexUrl(indexUrlFor(variant)));

function makeRequest(t: TorchRead, i: IndexRef, extra: IndexRef[]): Request {
  return { torch: t.spec, index: i, ...(extra.length ? { extraIndexes: extra } : {}), ...(t.pre ? { pre: true } : {}) };
}

export interface CellInputOptions {
  readers?: Readers;
  /** Plan mode: with no runner anywhere, check on this label (said in a notice by the planner). */
  defaultRunner?: string;
  /** Plan mode: `2.9.1+cpu` with no index means that variant's index (lint reads the real command). */
  indexFromLocal: boolean;
  /** Plan mode: a `container` key is the job's image (lint reads the job's `container:`). */
  containerFromKey?: boolean;
  /** The repository's lock files: a job that installs from one takes torch from it. */
  locks?: () => LockFile[];
}

/** The index a cell installs torch from: the command's, a matrix key an install reads, the installer's env, else PyPI. */
function pickIndex(ctx: Ctx, rd: Readers, torch: TorchRead | undefined, indexFromLocal: boolean): IndexRef | undefined {
  const { cell, roles, job } = ctx;
  const pip = job.pip;
  let index: IndexRef | undefined;
  const indexTemplate = pip?.index ?? pip?.findLinks;
  const filled = indexTemplate ? fill(indexTemplate, cell, job) : undefined;
  const indexValue = cellValue(cell, roles.index);
  const cudaValue = cellValue(cell, roles.cuda);
  const useIndex = (value: MatrixValue, blame: Blame) => {
    ctx.blame.index = blame;
    const r = readIndex(rd, value);
    if (r.ok) index = r.value;
    else unknownValue(ctx, r);
  };
  const templateBlame = (): Blame =>
    filled?.fromKey
      ? { kind: 'key', key: filled.fromKey }
      : indexTemplate?.at
        ? { kind: 'at', at: indexTemplate.at }
        : { kind: 'default' };
  if (filled?.refersToMatrix) useIndex(filled.raw ?? filled.text, templateBlame());
  else if (indexValue !== undefined && reachesInstall(job, 'index', roles.index!))
    useIndex(indexValue, { kind: 'key', key: findKey(cell, roles.index!) ?? roles.index! });
  else if (cudaValue !== undefined && reachesInstall(job, 'cuda', roles.cuda!)) {
    ctx.blame.index = { kind: 'key', key: findKey(cell, roles.cuda!) ?? roles.cuda! };
    const r = readCuda(rd, cudaValue);
    if (r.ok) index = variantIndex(rd, r.value);
    else unknownValue(ctx, r);
  } else if (filled) useIndex(filled.text, templateBlame());
  else if (job.envIndex && !job.pip?.index) {
    // No index on the command: the one the installer reads from its env.
    const e = fill(job.envIndex, cell, job);
    const blame: Blame = e.fromKey
      ? { kind: 'key', key: e.fromKey }
      : job.envIndex.at
        ? { kind: 'at', at: job.envIndex.at }
        : { kind: 'default' };
    if (job.envIndex.name === 'UV_TORCH_BACKEND') {
      ctx.blame.index = blame;
      const r = readCuda(rd, e.text);
      if (r.ok) index = variantIndex(rd, r.value);
      else unknownValue(ctx, r);
    } else useIndex(e.text, blame);
  } else if (torch?.spec.local && indexFromLocal) {
    index = variantIndex(rd, torch.spec.local);
    ctx.blame.index = ctx.blame.torch ?? { kind: 'default' };
  } else index = PYPI;
  return index;
}

/** `uv sync` / `poetry install` / `pixi install`: torch and its index from the lock for this runner. */
function applyLock(
  ctx: Ctx,
  rd: Readers,
  install: NonNullable<JobContext['lockInstall']>,
  cell: Combination,
  envFor: () => Environment,
  checkedAs: CellInput['checkedAs'],
  opts: CellInputOptions,
): 'stop' | { torch: TorchRead | undefined; index: IndexRef } | undefined {
  const kind = install.kind;
  const lock = opts.locks?.().find((l) => installsFrom(kind, l));
  // `pixi run` without a lock: what it installs is not read here (its task runs whatever it runs).
  if (!lock && install.run) return undefined;
  // No lock: `uv sync` / `poetry install` resolve the project's own metadata, judged by its pins.
  if (!lock && ctx.job.pinned && install.project) return undefined;
  if (!lock) {
    ctx.unknown = true;
    ctx.problems.push(
      finding({
        id: 'matrix-value-unknown',
        severity: 'notice',
        message: `The job installs with \`${kind}\`, but no ${kind} lock file was found beside the workflow's repository, so this cell is not checked.`,
        hint: 'Commit the lock file, or run the check where it is.',
        source: GITHUB_MATRIX_DOCS,
      }),
    );
    return undefined;
  }
  // `pixi install -e NAME`: that environment's packages, not the default's.
  const named = install.environment ? fill(install.environment, cell, ctx.job) : undefined;
  if (named && knownAtRunTime(named.text)) {
    ctx.unknown = true;
    ctx.problems.push(environmentUnknown(install.environment!.text));
    return undefined;
  }
  const env = envFor();
  const answer = cached(rd.lockAnswer, env, () => new Map<string, LockAnswer>());
  const a = cached(answer, `${lock.file}\u0001${named?.text ?? ''}`, () =>
    checkLock(lock, env, named ? { environment: named.text } : {}),
  );
  ctx.problems.push(...a.findings);
  if (a.installs === false) return 'stop';
  if (!a.torch) return undefined;
  checkedAs.torch = `==${a.torch.version} (${lock.file})`;
  const tr = readTorch(rd, `==${a.torch.version}`);
  const li = a.torch.index && !/pypi\.org\/simple/.test(a.torch.index) ? readIndex(rd, a.torch.index) : undefined;
  const index = li?.ok ? li.value : PYPI;
  checkedAs.index = index.kind === 'pypi' ? 'pypi' : index.url;
  return { torch: tr.ok ? tr.value : undefined, index };
}

/** The repository's pins intersected with the cell's own torch (MONAI: torch<2.7.0 is never "pin 2.8.0"). */
function applyPins(
  ctx: Ctx,
  rd: Readers,
  pin: ReturnType<NonNullable<JobContext['pinned']>>,
  torch: TorchRead,
  checkedAs: CellInput['checkedAs'],
): { torch: TorchRead; index?: IndexRef } | undefined {
  if (!pin) return undefined;
  if (pin.bound?.length) ctx.bound = pin.bound;
  // Only bound pins: the cell's own torch stands.
  if (!pin.spec) return undefined;
  const own = torch.spec.text;
  const tr = readTorch(rd, own ? `${own},${pin.spec}` : pin.spec);
  if (!tr.ok) return undefined;
  checkedAs.torch = `${own ? `${own} and ` : ''}${pin.spec} (${pin.where})`;
  const install = ctx.job.repoInstall;
  const at = pin.at ?? install?.requirements[0]?.at ?? install?.project?.at;
  if (!own) ctx.blame.torch = at ? { kind: 'at', at } : (ctx.blame.torch ?? { kind: 'default' });
  let index: IndexRef | undefined;
  if (pin.index && checkedAs.index === 'pypi') {
    const li = readIndex(rd, pin.index);
    if (li.ok) {
      index = li.value;
      checkedAs.index = index.kind === 'pypi' ? 'pypi' : index.url;
    }
  }
  return { torch: torch.pre ? { ...tr.value, pre: true } : tr.value, ...(index ? { index } : {}) };
}

/** Runner: the job's runs-on (with matrix values), else the runner key, else the default. */
function runnerOf(ctx: Ctx, rd: Readers, catalog: Catalog, opts: CellInputOptions): RunnerMatch {
  const { cell, roles, job } = ctx;
  const runsOn = job.runsOn;
  let label: MatrixValue | undefined;
  if (runsOn) {
    const v = runsOn.value;
    const t = typeof v === 'string' ? fill({ text: v, ...(runsOn.at ? { at: runsOn.at } : {}) }, cell, job) : undefined;
    label = t
      ? (t.raw ?? t.text)
      : Array.isArray(v)
        ? v.map((x) => (typeof x === 'string' ? fill({ text: x }, cell, job).text : x))
        : v;
    ctx.blame.runner = t?.fromKey
      ? { kind: 'key', key: t.fromKey }
      : runsOn.at
        ? { kind: 'at', at: runsOn.at }
        : { kind: 'default' };
  } else if (cellValue(cell, roles.runner) !== undefined) {
    label = cellValue(cell, roles.runner);
    ctx.blame.runner = { kind: 'key', key: findKey(cell, roles.runner!) ?? roles.runner! };
  } else if (opts.defaultRunner) {
    label = opts.defaultRunner;
    ctx.blame.runner = { kind: 'default' };
  }
  const match = cached(rd.runner, typeof label === 'string' ? label : JSON.stringify(label ?? null), () =>
    runnerFor(label, catalog),
  );
  const rp = runnerProblem(match);
  if (rp) ctx.problems.push(rp);
  if (match.kind !== 'hosted') ctx.unknown = true;
  return match;
}

/** Python: the job's setup-python or the matrix, else the image's own. */
function pythonOf(
  ctx: Ctx,
  rd: Readers,
  container: ContainerFacts | undefined,
  checkedAs: CellInput['checkedAs'],
): PythonVersion | undefined {
  let py: PythonVersion | undefined;
  const pyPick =
    pick(ctx, 'python', ctx.job.python) ??
    (container?.python ? { value: container.python, blame: ctx.blame.container ?? { kind: 'default' } } : undefined);
  if (pyPick) {
    ctx.blame.python = pyPick.blame;
    checkedAs.python = asText(pyPick.value);
    const r = readPython(rd, pyPick.value);
    if (r.ok) py = r.value;
    else unknownValue(ctx, r);
  } else if (container && !ctx.unknown) {
    ctx.unknown = true;
    ctx.problems.push(
      finding({
        id: 'container-image',
        severity: 'notice',
        message: `${describeContainer(container)}: the job installs its own Python, which is not known here, so this cell is not checked.`,
        hint: 'Add actions/setup-python (or a python matrix key) so the Python is known.',
        source: container.sources.join('; '),
      }),
    );
  }
  return py;
}

/** torch: the install command's or the matrix's, else the newest (`pip install torch`). */
function torchOf(ctx: Ctx, rd: Readers, checkedAs: CellInput['checkedAs']): TorchRead | undefined {
  let torch: TorchRead | undefined;
  const pip = ctx.job.pip;
  const tPick = pick(ctx, 'torch', pip?.torch);
  if (tPick) {
    ctx.blame.torch = tPick.blame;
    checkedAs.torch = asText(tPick.value) || 'newest';
    const r = readTorch(rd, tPick.value);
    if (r.ok) {
      const value = r.value;
      torch = value.pre || !pip?.pre ? value : cached(rd.pre, value, () => ({ ...value, pre: true }));
    } else unknownValue(ctx, r);
  } else {
    // No torch version anywhere: checked as `pip install torch` would run here.
    const pre = pip?.pre ?? false;
    torch = cached(rd.newest, pre, () => ({ spec: parseSpecifier(''), pre }));
    checkedAs.torch = 'newest';
  }
  return torch;
}

/** The request for the cell's torch and index (with the command's extra indexes), shared by cells that ask the same. */
function requestOf(ctx: Ctx, rd: Readers, torch: TorchRead, index: IndexRef): Request {
  const extra = (ctx.job.pip?.extraIndexes ?? [])
    .map((t) => readIndex(rd, fill(t, ctx.cell, ctx.job).text))
    .filter((r): r is { ok: true; value: IndexRef } => r.ok)
    .map((r) => r.value);
  if (extra.length === 0)
    return cached(
      cached(rd.request, torch, () => new Map<IndexRef, Request>()),
      index,
      () => makeRequest(torch, index, extra),
    );
  const key = [
    torch.spec.text,
    torch.pre ? 'pre' : '',
    index.kind === 'pypi' ? 'pypi' : index.url,
    ...extra.map((x) => (x.kind === 'pypi' ? 'pypi' : x.url)),
  ].join('\u0001');
  return cached(rd.requestWithExtras, key, () => makeRequest(torch, index, extra));
}

/**
 * The request with the bound pins the job installs; the same object for the same request and
 * pins (a repository's pins are one array per runner), so cells still share evaluations.
 */
function withBound(rd: Readers, request: Request, bound: BoundRequest[] | undefined): Request {
  if (!bound?.length) return request;
  const key = bound
    .map((b) => `${b.package}${b.specifier.pep440}@${b.location?.file}:${b.location?.line}`)
    .join('\u0001');
  return cached(
    cached(rd.bound, request, () => new Map<string, Request>()),
    key,
    () => ({ ...request, bound }),
  );
}

export function cellInput(
  cell: Combination,
  roles: RoleKeys,
  jobOfAllCells: JobContext,
  catalog: Catalog,
  opts: CellInputOptions,
): CellInput {
  // Steps whose `if:` is false in this cell do not run: the job as this cell sees it.
  const job = jobOfAllCells.forCell?.(cell) ?? jobOfAllCells;
  const rd = opts.readers ?? newReaders();
  const ctx: Ctx = { cell, roles, job, problems: [], blame: {}, unknown: false };
  const checkedAs: CellInput['checkedAs'] = {};

  const match = runnerOf(ctx, rd, catalog, opts);
  checkedAs.runner = match.label;

  // Container: pip runs in the image, whose Python and glibc replace the runner's.
  const containerKey =
    opts.containerFromKey && roles.container !== undefined && cellValue(cell, roles.container) !== undefined
      ? findKey(cell, roles.container)
      : undefined;
  const containerTemplate =
    job.container ?? (containerKey !== undefined ? { text: `\${{ matrix.${containerKey} }}` } : undefined);
  const container = containerTemplate ? containerOf(ctx, rd, containerTemplate, match, catalog) : undefined;
  if (container) checkedAs.container = container.image;

  let py = pythonOf(ctx, rd, container, checkedAs);

  // pixi without a pixi.lock: the environment as the manifest declares it (its Python, its torch).
  const pixiLock = (opts.locks?.() ?? []).find((l) => l.kind === 'pixi');
  const manifest = readPixiManifest(job, pixiLock !== undefined, (t) => fill(t, cell, job).text);
  if (manifest && manifest.kind !== 'environment') {
    ctx.problems.push(manifest.problem);
    if (manifest.kind === 'unknown') ctx.unknown = true;
    else if (manifest.at) ctx.blame.torch = { kind: 'at', at: manifest.at };
    return { problems: ctx.problems, unknown: ctx.unknown, blame: ctx.blame, checkedAs };
  }
  const pixiEnv = manifest?.environment;
  const platformIssue =
    pixiEnv && manifest?.kind === 'environment' && match.kind === 'hosted'
      ? platformProblem(pixiEnv, manifest.name, platformKey(match.runner.os, match.runner.arch))
      : undefined;
  if (platformIssue) {
    ctx.problems.push(platformIssue);
    return { problems: ctx.problems, unknown: ctx.unknown, blame: ctx.blame, checkedAs };
  }
  if (pixiEnv) {
    // pixi installs the environment's own Python: setup-python's or the matrix's is not the one
    // used. A pin that does not decide one leaves the Python unknown, not the workflow's.
    const r = pixiEnv.python ? readPython(rd, pixiEnv.python.text) : undefined;
    py = r?.ok ? r.value : undefined;
    if (r?.ok && pixiEnv.python) {
      checkedAs.python = `${pixiEnv.python.text} (${pixiEnv.python.where})`;
      ctx.blame.python = { kind: 'at', at: pixiEnv.python.at };
    } else {
      delete checkedAs.python;
      delete ctx.blame.python;
    }
  }

  // A job that installs no torch: its runner and container are checked, nothing else. `pixi run`
  // installs torch when the repository's pixi.lock locks it, or the manifest's environment declares it.
  const runs = job.lockInstall?.run ? job.lockInstall : undefined;
  const runLock = runs && (opts.locks?.() ?? []).find((l) => installsFrom(runs.kind, l));
  const pixiRun =
    runs !== undefined && (runLock ? runLock.dists.some((d) => d.name === 'torch') : pixiEnv?.hasTorch === true);
  if ((job.noTorchInstall && !pixiRun) || (pixiEnv?.hasTorch === false && !job.repoInstall))
    return { problems: ctx.problems, unknown: ctx.unknown, blame: ctx.blame, checkedAs };

  let torch = torchOf(ctx, rd, checkedAs);

  // Index: a command URL naming the matrix, else the index key, else a CUDA key, else a literal URL.
  let index = pickIndex(ctx, rd, torch, opts.indexFromLocal);
  if (index) checkedAs.index = index.kind === 'pypi' ? 'pypi' : index.url;

  // Called only once the runner is known to be hosted.
  const envFor = (): Environment => {
    const hosted = match as Extract<RunnerMatch, { kind: 'hosted' }>;
    const envs = cached(rd.env, hosted, () => new Map<string, Environment>());
    return cached(envs, `${container?.image ?? ''}\u0001${checkedAs.python ?? ''}`, () =>
      environment(hosted, py, container),
    );
  };
  // A job that installs from a lock file (and names no torch itself) installs what the lock holds.
  const lockJob = job.lockInstall && !job.pip ? job.lockInstall : undefined;
  if (pixiEnv && match.kind === 'hosted' && !ctx.unknown && torch) {
    const r = applyPins(ctx, rd, pixiEnv.torch(envFor()), torch, checkedAs);
    if (r) {
      torch = r.torch;
      if (r.index) index = r.index;
    }
  } else if (lockJob && match.kind === 'hosted' && !ctx.unknown) {
    const r = applyLock(ctx, rd, lockJob, cell, envFor, checkedAs, opts);
    // No locked wheel fits this runner: the cell fails on the lock's line, nothing to evaluate.
    if (r === 'stop') return { problems: ctx.problems, unknown: false, blame: ctx.blame, checkedAs };
    if (r) ({ torch, index } = r);
  }
  // The repository's own pins bound what pip installs: intersected with the cell's torch.
  if (job.pinned && match.kind === 'hosted' && !ctx.unknown && torch) {
    const r = applyPins(ctx, rd, job.pinned(envFor()), torch, checkedAs);
    if (r) {
      torch = r.torch;
      if (r.index) index = r.index;
    }
  }
  const result: CellInput = { problems: ctx.problems, unknown: ctx.unknown, blame: ctx.blame, checkedAs };
  if (!ctx.unknown && match.kind === 'hosted' && torch && index) {
    result.env = envFor();
    result.request = withBound(rd, requestOf(ctx, rd, torch, index), ctx.bound);
  }
  return result;
}
