/**
 * The `check` use case, shared by the CLI and the action: build the request (flags, or the
 * repository's pins) and the environment (the I/O edge), evaluate (pure), assemble the report.
 */
import { resolve } from 'node:path';
import { settle, type Finding } from '../../core/finding.js';
import { targetsNotJudged } from '../../checks/targets-not-judged.js';
import { yankedRelease } from '../../checks/release-yanked.js';
import type { Environment, Evaluation, Request } from '../../core/model.js';
import { loadCatalog } from '../../workspace/load-catalog.js';
import type { Catalog } from '../../catalog/schema.js';
import { installsTorch } from '../../catalog/bound.js';
import { installTargets, NO_SELECTION, type InstallTarget, type TargetSelection } from '../../pins/targets.js';
import type { PinSet } from '../../pins/types.js';
import type { LockFile } from '../../locks/index.js';
import { judgeTarget } from './judge-target.js';
import { describeRoute, judgeRoutes, type RouteTargetJudged, type RoutesJudged } from './judge-routes.js';
import type { RouteChoice } from '../../routes/select.js';
import { judgeWhileProbing } from './warm-up.js';
import { applyContainer, containerJson } from './container.js';
import { buildEnvironment, type EnvOverrides, type ProbeIo } from '../../probe/environment.js';
import { buildReport, type Report } from '../../report/report.js';
import { buildRequest, type RequestInput } from '../../request/request.js';
import type { Upgrade } from '../upgrade.js';
import { noteRunner } from '../../report/upgrade-summary.js';

export interface CheckOptions {
  request: RequestInput;
  overrides: EnvOverrides;
  config?: string;
  /** Pin files or globs; when empty and no torch is given, the usual files in cwd. */
  requirements?: string[];
  /** A git ref to compare the pins with (upgrade notes). */
  base?: string;
  cwd?: string;
  /** The job's container image: its Python and glibc replace the runner's. */
  container?: string;
  /** How errors name the pin files' origin: the CLI's flag or the action's input. */
  requirementsLabel?: string;
  /** Extras, groups and pixi environments to judge (default: the default install only). */
  targets?: TargetSelection;
  /** The install routes to judge (`--route`, the action's `route` input, the job's install step); default: each the repository holds. */
  route?: RouteChoice;
  /** Today, for the catalog's age (tests pass a fixed date). */
  now?: Date;
  /** Ask the indexes for torch's file list (`--online`), each within this deadline. */
  online?: { timeoutMs: number };
  /** The process environment pip would see (PIP_INDEX_URL, proxies, the cache folder); default process.env. */
  env?: NodeJS.ProcessEnv;
}

export interface CheckResult {
  report: Report;
  evaluation: Evaluation;
  env: Environment;
  request: Request;
  catalog: Catalog;
  upgrade?: Upgrade;
}

export async function runCheck(opts: CheckOptions, probeIo: ProbeIo): Promise<CheckResult> {
  const cwd = opts.cwd ?? process.cwd();
  // Today and the process environment, once for the whole run: every part of it sees the same.
  const now = opts.now ?? new Date();
  const processEnv = opts.env ?? process.env;
  let catalog = await loadCatalog(opts.config, cwd);
  // A path to an interpreter is the run's, like every other path given; a bare name is looked up on PATH.
  if (opts.overrides.pythonPath && /[\\/]/.test(opts.overrides.pythonPath))
    opts = { ...opts, overrides: { ...opts.overrides, pythonPath: resolve(cwd, opts.overrides.pythonPath) } };
  const inContainer = opts.container
    ? applyContainer(opts.container, opts.overrides, opts.request, catalog)
    : undefined;
  if (inContainer) opts = { ...opts, overrides: inContainer.overrides, request: inContainer.request };
  // Parse every given input before probing, so bad input fails fast with exit 2.
  const given = buildRequest(opts.request);
  const usePins = opts.request.torch === undefined || (opts.requirements?.length ?? 0) > 0;
  // The pin and lock readers (TOML, YAML) load only when pins are read.
  const pinsUseCase = usePins ? await import('../pins/pins.js') : undefined;
  const locksUseCase = usePins ? await import('../locks.js') : undefined;
  const split = locksUseCase
    ? await locksUseCase.splitLockFiles(opts.requirements ?? [], cwd)
    : { locks: [], pins: [] };
  const locks = locksUseCase ? await locksUseCase.loadLocks(split.locks, cwd) : [];
  // Given only lock files, no other pin files are looked for.
  const onlyLocks = (opts.requirements?.length ?? 0) > 0 && split.pins.length === 0;
  const pins =
    pinsUseCase && !onlyLocks
      ? await pinsUseCase.loadPins(opts.requirements?.length ? split.pins : [], cwd, opts.requirementsLabel)
      : undefined;
  // An extra, group or environment the files do not declare is bad input: said before probing.
  const targets =
    pinsUseCase || opts.targets
      ? installTargets(pins, opts.targets ?? NO_SELECTION, (name) => installsTorch(catalog, name))
      : [];
  // What judging a target reads besides the runner: the same while probing and after, but for the
  // catalog and request that --online may widen.
  const reads = (catalog: Catalog, given: Request) => ({
    catalog,
    given,
    givenInput: opts.request,
    ...(pins ? { pins } : {}),
    locks,
    ...(pinsUseCase ? { pinsUseCase } : {}),
    ...(locksUseCase ? { locksUseCase } : {}),
    now,
  });
  const pending = buildEnvironment(opts.overrides, probeIo);
  if (pinsUseCase || locks.length)
    await judgeWhileProbing(
      pending,
      reads(catalog, given),
      targets[0] ?? DEFAULT_TARGET,
      probeIo.machineOs() ?? 'linux',
    );
  const env = await pending;

  const extra: Finding[] = [...(inContainer?.findings ?? [])];
  // Only asked for: the network is read here and nowhere else. The indexes the request names (or
  // pip's environment) are asked once; what they list is in the catalog every target is judged on.
  const onlineApp = opts.online ? await import('./online/indexes.js') : undefined;
  let yanked: ReadonlyMap<string, string | true> = new Map();
  let givenRequest = given;
  if (opts.online && onlineApp) {
    // In a pull request's job the pin files are the pull request's: the hosts they add are not asked.
    const pullRequest = /^pull_request/.test(processEnv.GITHUB_EVENT_NAME ?? '');
    const baseOrigins =
      pullRequest && opts.base && pins?.indexes.length
        ? await onlineApp.indexOriginsAtBase(pins.files, opts.base, cwd)
        : undefined;
    const torchPins = pins?.pins.filter((p) => p.package === 'torch') ?? [];
    const answer = await onlineApp.askIndexes(given, catalog, {
      timeoutMs: opts.online.timeoutMs,
      env: processEnv,
      now,
      declared: pins?.indexes ?? [],
      defaultIndexRead: !(torchPins.length && torchPins.every((p) => p.indexUrl || p.wheel || p.url)),
      hosts: { pullRequest, ...(baseOrigins ? { baseOrigins } : {}) },
    });
    ({ catalog, yanked } = answer);
    givenRequest = answer.request;
    extra.push(...answer.findings);
  }
  // The torch requirement of bound releases the catalog lacks, from their metadata on the index.
  if (opts.online && pins?.others?.length) {
    const { askBoundMetadata } = await import('./online/bound.js');
    const indexUrl = 'url' in givenRequest.index ? givenRequest.index.url : processEnv.PIP_INDEX_URL;
    const answer = await askBoundMetadata(pins.others, catalog, {
      timeoutMs: opts.online.timeoutMs,
      env: processEnv,
      now,
      ...(indexUrl ? { indexUrl } : {}),
    });
    catalog = answer.catalog;
    extra.push(...answer.findings);
  }
  const ctx = { env, ...reads(catalog, givenRequest) };
  // Each install route on its own (pip, uv, Poetry, pixi, conda), and in each the default install
  // plus what is selected; with --all-extras each alternative on its own.
  let judged: RouteTargetJudged[];
  let routed: RoutesJudged | undefined;
  if (pinsUseCase || locks.length) {
    const { pins: _p, locks: _l, ...rest } = ctx;
    routed = judgeRoutes(rest, pins, locks, opts.targets ?? NO_SELECTION, opts.route);
    judged = routed.judged;
    extra.push(...routed.findings);
  } else {
    judged = (targets.length ? targets : [DEFAULT_TARGET]).map((t) => ({ ...judgeTarget(ctx, t), label: t.name }));
    extra.push(...targetsNotJudged(pins, targets));
  }
  const { upgrade, findings: notes } = opts.base
    ? await upgradeNotes(opts.base, cwd, catalog, pins, locks, pinsUseCase, locksUseCase)
    : { upgrade: undefined, findings: [] };
  extra.push(...notes);
  const combined = combineTargets(judged, extra);
  const { request, evaluation, perTarget } = combined;
  const all = [...combined.findings, ...yankedRelease(evaluation.resolution.version, yanked)];
  // The upgrade note names the runner's GPU or driver that the new torch no longer serves.
  const { findings, verdict } = settle(noteRunner(all));
  const report = buildReport(env, request, evaluation.resolution, findings, verdict);
  if (perTarget) report.targets = perTarget.map((t) => targetJson(env, t));
  const route = combined.route;
  if (route && routed) {
    report.request.route = route.kind;
    // The header names the route when the repository has another, or when it is not pip's.
    if (routed.routes.length > 1 || routed.others || route.kind !== 'pip') report.route = describeRoute(route);
  }
  if (inContainer) report.container = containerJson(inContainer.facts);
  if (pins && pinsUseCase) report.pins = pinsUseCase.pinsJson(pins);
  if (locks.length && locksUseCase) report.locked = locksUseCase.locksToJson(locks);
  if (upgrade?.table.length) report.upgrade = upgrade.table;
  return {
    report,
    evaluation: { ...evaluation, findings, verdict },
    env,
    request,
    catalog,
    ...(upgrade ? { upgrade } : {}),
  };
}

/**
 * Upgrade notes against `base`: every finding of the pins' and the locks' notes, and one before →
 * after table (the pins' when they changed, else the lock's).
 */
async function upgradeNotes(
  base: string,
  cwd: string,
  catalog: Catalog,
  pins: PinSet | undefined,
  locks: LockFile[],
  pinsUseCase: typeof import('../pins/pins.js') | undefined,
  locksUseCase: typeof import('../locks.js') | undefined,
): Promise<{ upgrade: Upgrade | undefined; findings: Finding[] }> {
  let upgrade = pins && pinsUseCase ? await pinsUseCase.upgradeAgainst(pins, base, cwd, catalog) : undefined;
  const findings = [...(upgrade?.findings ?? [])];
  if (locks.length && locksUseCase) {
    const fromLocks = await locksUseCase.lockUpgradeAgainst(locks, base, cwd, catalog);
    findings.push(...fromLocks.findings);
    if (fromLocks.table.length && !upgrade?.table.length)
      upgrade = { ...fromLocks, findings: [...(upgrade?.findings ?? []), ...fromLocks.findings] };
    else if (upgrade && fromLocks.changes?.length) upgrade.changes = [...(upgrade.changes ?? []), ...fromLocks.changes];
  }
  return { upgrade, findings };
}

/** pip's default install: the target when no pins are read. */
const DEFAULT_TARGET: InstallTarget = { name: 'default', extras: [], groups: [], features: [], defaultFeature: true };

/**
 * One report from several targets: the verdict is the worst, the request and resolution are
 * those of the first target with that verdict, and a finding not shared by every target names
 * its target.
 */
function combineTargets(judged: RouteTargetJudged[], extra: Finding[]) {
  const worst = judged.reduce((a, b) => (VERDICT_RANK[b.verdict] > VERDICT_RANK[a.verdict] ? b : a));
  const route = worst.route;
  if (judged.length === 1 && !worst.noTorch) {
    return { request: worst.request, evaluation: worst.evaluation, findings: [...worst.findings, ...extra], route };
  }
  const key = (f: Finding) => `${f.id}\n${f.message}\n${f.location?.file}:${f.location?.line}`;
  const counts = new Map<string, number>();
  for (const j of judged) for (const k of new Set(j.findings.map(key))) counts.set(k, (counts.get(k) ?? 0) + 1);
  const seen = new Set<string>();
  const merged: Finding[] = [];
  for (const j of judged)
    for (const f of j.findings) {
      const k = key(f);
      if (counts.get(k) === judged.length) {
        if (!seen.has(k)) merged.push(f);
        seen.add(k);
      } else merged.push({ ...f, message: `${j.label}: ${f.message}` });
    }
  return {
    request: worst.request,
    evaluation: worst.evaluation,
    findings: [...merged, ...extra],
    perTarget: judged,
    route,
  };
}

const VERDICT_RANK = { pass: 0, warn: 1, fail: 2 } as const;

/** A target's part of the JSON report. */
function targetJson(env: Environment, t: RouteTargetJudged): NonNullable<Report['targets']>[number] {
  const r = buildReport(env, t.request, t.evaluation.resolution, t.findings, t.verdict);
  if (t.route) r.request.route = t.route.kind;
  return {
    name: t.label,
    ...(t.route ? { route: t.route.kind } : {}),
    ...(t.target.extras.length ? { extras: t.target.extras } : {}),
    ...(t.target.groups.length ? { groups: t.target.groups } : {}),
    ...(t.target.environment ? { environment: t.target.environment } : {}),
    verdict: t.verdict,
    ...(t.noTorch ? { noTorch: true as const } : {}),
    request: r.request,
    resolution: r.resolution,
    findings: t.findings,
  };
}
