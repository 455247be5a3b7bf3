/**
 * Lints a workflow file: every job with `strategy.matrix` and every job that installs torch
 * (one cell), each cell checked with what the job says (runs-on, container, setup-python, its
 * install commands, local composite actions, the repository's pins), findings placed on the
 * exact line and column at fault. Local called workflows are linted with the caller's inputs.
 * The workflow is read once (steps/job-read.ts); what that read asks of the repository
 * (`lintNeeds`) is loaded by the caller, and the read is then planned with it.
 */
import { InputError } from '../../core/errors.js';
import type { BoundRequest, Environment } from '../../core/model.js';
import { installsFrom, type LockFile } from '../../locks/index.js';
import { finding } from '../../core/finding.js';
import { GITHUB_MATRIX_DOCS } from '../github/locate.js';
import { pixiJobInstallsTorch, type PixiManifest } from './pixi-manifest.js';
import type { JobContext } from '../steps/job-context.js';
import {
  readWorkflowJobs,
  type JobRead,
  type JobSteps,
  type RepoInstallRef,
  type WorkflowRead,
} from '../steps/job-read.js';
import { calledFrom, type LoadFile } from '../workflow/jobs.js';
import { memoised } from './cell-cache.js';
import { newReaders } from './cell-input.js';
import { keyPaths } from './keys.js';
import { planJob, type PlanOptions } from './plan.js';
import type { MatrixPlan } from './types.js';

/** What `lintWorkflow` needs beyond the plan's options: files of the repository, its pins. */
export interface LintOptions extends Omit<PlanOptions, 'keepWarned'> {
  job?: string;
  keepWarned?: boolean;
  /** Reads a file of the checked-out repository by its path from the root (local actions, called workflows). */
  loadFile?: LoadFile;
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

/** Reads the workflow once and plans it: for a caller that has the repository's answers at hand (or none). */
export function lintWorkflow(text: string, file: string, options: LintOptions): MatrixPlan {
  return planWorkflow(readWorkflowJobs(text, file, options), options);
}

/** What a read workflow asks of the repository: the pins of each install from it, and whether the pixi manifest decides. */
export interface LintNeeds {
  installs: RepoInstallRef[];
  pixiManifest: boolean;
}

/**
 * The repository's files the read's jobs install from: every install a job (or a cell that skips
 * steps) names with files, or whose torch only the repository's pins can bring; and the pixi
 * manifest when a job installs a pixi environment, names no pip line of its own, and no pixi.lock
 * is there. `locks` is asked whenever the workflow has a job, as the plan asks it.
 */
export function lintNeeds(read: WorkflowRead, locks: (() => LockFile[]) | undefined): LintNeeds {
  const jobs = read.items.flatMap((i) => ('job' in i ? [i.job] : []));
  const hasPixiLock = jobs.length > 0 && (locks?.() ?? []).some((l) => l.kind === 'pixi');
  const installs = new Map<string, RepoInstallRef>();
  let pixi = false;
  for (const job of jobs)
    for (const s of [job.steps, ...job.variants.values()]) {
      const { install, context } = s;
      if (
        install &&
        (install.requirements.length > 0 ||
          install.project ||
          (s.installsTorch && !context.pip && !context.lockInstall))
      )
        installs.set(JSON.stringify([install.requirements, install.project, install.extras ?? null]), install);
      if (context.lockInstall?.kind === 'pixi' && !context.pip && !hasPixiLock) pixi = true;
    }
  return { installs: [...installs.values()], pixiManifest: pixi };
}

interface Run {
  options: LintOptions;
  plan: MatrixPlan;
  shared: NonNullable<PlanOptions['shared']>;
}

/** Plans a read workflow's jobs with the repository's answers in `options`. */
export function planWorkflow(read: WorkflowRead, options: LintOptions): MatrixPlan {
  const { file } = read;
  const run: Run = {
    options,
    plan: { combinations: [], include: [], findings: [], jobs: [] },
    shared: { engine: memoised(options.evaluate, options.catalog), readers: newReaders() },
  };
  for (const item of read.items) {
    if ('job' in item) lintJob(item.job, run);
    else run.plan.findings.push(...item.findings);
  }
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

/** The job's context with what the repository's pins decide: their torch, whether its install brings torch, the pixi manifest. */
function contextOf(s: JobSteps, options: LintOptions): JobContext {
  const { context, install, installsTorch } = s;
  const { pinned, pixiManifest } = options;
  // Torch only from installing the repository, and the repository's files show that install brings none.
  const noRepoTorch =
    installsTorch &&
    !context.pip &&
    !context.lockInstall &&
    install !== undefined &&
    options.repoTorch?.(install) === false;
  return {
    ...context,
    ...(installsTorch && !noRepoTorch ? {} : { noTorchInstall: true }),
    ...(pinned && install && (install.requirements.length || install.project)
      ? { pinned: (e: Environment) => pinned(install, e) }
      : {}),
    ...(pixiManifest ? { pixiManifest } : {}),
  };
}

/** `pixi run` installs from the repository's lock when there is one: a torch job when the lock locks torch. */
function runInstallsLockedTorch(context: JobContext, options: LintOptions): boolean {
  const install = context.lockInstall;
  if (!install?.run) return false;
  return (options.locks?.() ?? []).some(
    (l) => installsFrom(install.kind, l) && l.dists.some((d) => d.name === 'torch'),
  );
}

function lintJob(read: JobRead, run: Run): void {
  const { site, def, hasMatrix, steps } = read;
  const { call, wf } = site;
  const pixiManifest = run.options.pixiManifest;
  const hasPixiLock = pixiManifest !== undefined && (run.options.locks?.() ?? []).some((l) => l.kind === 'pixi');
  if (
    !hasMatrix &&
    !(
      pixiJobInstallsTorch({ ...steps.context, ...(pixiManifest ? { pixiManifest } : {}) }, hasPixiLock) ??
      (steps.installsTorch || runInstallsLockedTorch(steps.context, run.options))
    )
  )
    return;
  const ctx = contextOf(steps, run.options);
  // A job without a matrix is linted only when it installs torch.
  if (!hasMatrix && ctx.noTorchInstall && !ctx.lockInstall?.run) return;
  const { variantOf } = read;
  if (variantOf) {
    // One job context per set of skipped steps, shared by the cells that skip the same ones.
    const byKey = new Map<string, JobContext>();
    ctx.forCell = (cell) => {
      const key = variantOf(cell);
      if (key === undefined) return ctx;
      let job = byKey.get(key);
      if (!job) byKey.set(key, (job = contextOf(read.variants.get(key)!, run.options)));
      return job;
    };
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
