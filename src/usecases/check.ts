/**
 * The `check` use case, shared by the CLI and the action: build the request (flags, or the
 * repository's pins) and the environment (the I/O edge), evaluate (pure), assemble the report.
 */
import { sortFindings, verdictOf, type Finding } from '../core/finding.js';
import type { Environment, Evaluation, Request } from '../core/model.js';
import { loadCatalog } from '../io/load-catalog.js';
import type { Catalog } from '../catalog/schema.js';
import { evaluate } from '../engine/evaluate.js';
import { evaluatePinSet } from '../engine/pin-set.js';
import { catalogAge } from '../checks/catalog-age.js';
import { applyContainer, containerJson } from './container.js';
import { buildEnvironment, type EnvOverrides, type ProbeIo } from '../probe/environment.js';
import { buildReport, type Report } from '../report/report.js';
import { buildRequest, type RequestInput } from '../request/request.js';
import type { Upgrade } from './pins.js';
import { noteRunner } from '../report/upgrade-summary.js';

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
  let catalog = await loadCatalog(opts.config);
  const inContainer = opts.container ? applyContainer(opts.container, opts.overrides, opts.request, catalog) : undefined;
  if (inContainer) opts = { ...opts, overrides: inContainer.overrides, request: inContainer.request };
  // Parse every given input before probing, so bad input fails fast with exit 2.
  const given = buildRequest(opts.request);
  const usePins = opts.request.torch === undefined || (opts.requirements?.length ?? 0) > 0;
  // The pin and lock readers (TOML, YAML) load only when pins are read.
  const pinsApp = usePins ? await import('./pins.js') : undefined;
  const locksApp = usePins ? await import('./locks.js') : undefined;
  const split = locksApp ? await locksApp.splitLockFiles(opts.requirements ?? [], cwd) : { locks: [], pins: [] };
  const locks = locksApp ? locksApp.loadLocks(split.locks, cwd) : [];
  // Given only lock files, no other pin files are looked for.
  const onlyLocks = (opts.requirements?.length ?? 0) > 0 && split.pins.length === 0;
  const pins = pinsApp && !onlyLocks ? await pinsApp.loadPins(opts.requirements?.length ? split.pins : [], cwd, opts.requirementsLabel) : undefined;
  const env = await buildEnvironment(opts.overrides, probeIo);

  let input = opts.request;
  const extra: Finding[] = [...(inContainer?.findings ?? [])];
  if (pins && pinsApp) {
    const fromPins = pinsApp.requestFromPins(pins, env, opts.request);
    input = opts.request.torch === undefined ? fromPins.input : opts.request;
    // The request's own pins are the request's to judge (one finding per problem); with --torch
    // given, no pin is the request and every pin is judged on its own.
    extra.push(...fromPins.notes, ...evaluatePinSet(pins, env, catalog, opts.request.torch === undefined ? fromPins.used : []));
  }
  // A lock names the exact torch: it wins over the manifest's range, not over --torch.
  const fromLocks = locksApp && locks.length ? locksApp.requestFromLocks(locks, env, input, opts.request.indexUrl) : undefined;
  if (fromLocks && locksApp) {
    if (opts.request.torch === undefined) input = fromLocks.input;
    extra.push(...fromLocks.findings, ...locksApp.lockMismatches(fromLocks.answers, pins, env));
  }
  let request = input === opts.request ? given : buildRequest(input);
  let yanked: ReadonlyMap<string, string | true> = new Map();
  // Only asked for: the network is read here and nowhere else.
  const onlineApp = opts.online ? await import('./online.js') : undefined;
  if (opts.online && onlineApp) {
    const answer = await onlineApp.askIndexes(request, catalog, { timeoutMs: opts.online.timeoutMs, env: opts.env ?? process.env, now: opts.now ?? new Date() });
    ({ catalog, request, yanked } = answer);
    extra.push(...answer.findings);
  }
  const evaluated = evaluate(env, request, catalog);
  if (onlineApp) extra.push(...onlineApp.yankedFinding(evaluated.resolution.version, yanked));
  // The lock has answered whether torch installs; the catalog's guess about it would repeat it.
  const evaluation = fromLocks?.decided && locksApp ? locksApp.lockDecides(evaluated, fromLocks.noWheel) : evaluated;
  let upgrade: Upgrade | undefined;
  if (opts.base && pins && pinsApp) {
    upgrade = await pinsApp.upgradeAgainst(pins, opts.base, cwd, catalog);
    extra.push(...upgrade.findings);
  }
  if (opts.base && locks.length && locksApp) {
    const fromLocks = await locksApp.lockUpgradeAgainst(locks, opts.base, cwd, catalog);
    extra.push(...fromLocks.findings);
    // One before → after table: the pins' when they changed, else the lock's.
    if (fromLocks.table.length && !upgrade?.table.length) upgrade = { ...fromLocks, findings: [...(upgrade?.findings ?? []), ...fromLocks.findings] };
    else if (upgrade && fromLocks.changes?.length) upgrade.changes = [...(upgrade.changes ?? []), ...fromLocks.changes];
  }
  extra.push(...catalogAge(catalog, request.torch, opts.now ?? new Date()));
  // The upgrade note names the runner's GPU or driver that the new torch no longer serves.
  const findings = sortFindings(noteRunner([...evaluation.findings, ...extra]));
  const verdict = verdictOf(findings);
  const report = buildReport(env, request, evaluation.resolution, findings, verdict);
  if (inContainer) report.container = containerJson(inContainer.facts);
  if (pins && pinsApp) report.pins = pinsApp.pinsJson(pins);
  if (locks.length && locksApp) report.locked = locksApp.locksToJson(locks);
  if (upgrade?.table.length) report.upgrade = upgrade.table;
  return { report, evaluation: { ...evaluation, findings, verdict }, env, request, catalog, ...(upgrade ? { upgrade } : {}) };
}
