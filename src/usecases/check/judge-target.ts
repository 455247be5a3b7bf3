/**
 * One install target judged: its pins and the lock's entries for it become the request, and
 * every candidate request that may apply (undecided markers) is evaluated; the worst counts.
 */
import { settle, severityRank, type Finding, type Verdict } from '../../core/finding.js';
import type { Environment, Evaluation, Request } from '../../core/model.js';
import type { Catalog } from '../../catalog/schema.js';
import { evaluate } from '../../engine/evaluate.js';
import { evaluateConda } from '../../engine/conda.js';
import { installsTorch } from '../../catalog/bound.js';
import { evaluatePinSet } from '../../engine/pin-set.js';
import { LOCK_CHECKS, RUN_CHECKS } from '../../checks/registry.js';
import {
  lockScope,
  pinsOfTarget,
  selectedForMarkers,
  torchOnlyElsewhere,
  type InstallTarget,
  type PinSet,
} from '../../pins/index.js';
import type { LockFile } from '../../locks/index.js';
import { buildRequest, type RequestInput } from '../../request/request.js';

type PinsApp = typeof import('../pins/pins.js');
type LocksApp = typeof import('../locks.js');

export interface TargetJudged {
  target: InstallTarget;
  request: Request;
  evaluation: Evaluation;
  /** Every finding of this target, sorted (the evaluation's and the pins' and locks'). */
  findings: Finding[];
  verdict: Verdict;
  /** The project pins torch only in alternatives this target does not select: it installs no torch. */
  noTorch?: true;
}

export interface TargetContext {
  env: Environment;
  catalog: Catalog;
  /** The request as given (flags / inputs), built. */
  given: Request;
  givenInput: RequestInput;
  pins?: PinSet;
  locks: LockFile[];
  pinsUseCase?: PinsApp;
  locksUseCase?: LocksApp;
  now: Date;
}

const RANK: Record<Verdict, number> = { pass: 0, warn: 1, fail: 2 };

export function judgeTarget(ctx: TargetContext, target: InstallTarget): TargetJudged {
  const { env, catalog, givenInput } = ctx;
  const selected = selectedForMarkers(target);
  const torchGiven = givenInput.torch !== undefined;
  const extra: Finding[] = [];
  let candidates: RequestInput[] = [givenInput];
  const pins = ctx.pins && pinsOfTarget(ctx.pins, target);
  // No torch in this target: nothing to resolve, so no newest torch is judged in its place.
  if (!torchGiven && torchOnlyElsewhere(ctx.pins, target, (name) => installsTorch(catalog, name))) {
    const settled = settle(
      pins && ctx.pinsUseCase ? ctx.pinsUseCase.requestFromPins(pins, env, givenInput, selected).notes : [],
    );
    return { target, request: ctx.given, evaluation: { resolution: {}, ...settled }, ...settled, noTorch: true };
  }
  // Pins of packages bound to torch join every candidate request, --torch given or not: pip installs them with it.
  let bound: ReturnType<PinsApp['boundOfTarget']> = [];
  if (pins && ctx.pinsUseCase) {
    const fromPins = ctx.pinsUseCase.requestFromPins(pins, env, givenInput, selected);
    bound = ctx.pinsUseCase.boundOfTarget(fromPins.applicable, catalog);
    if (!torchGiven) candidates = [fromPins.input, ...fromPins.alternatives];
    // The request's own pins are the request's to judge (one finding per problem); with --torch
    // given, no pin is the request and every pin is judged on its own.
    extra.push(
      ...fromPins.notes,
      ...evaluatePinSet(pins, env, catalog, torchGiven ? [] : fromPins.used, selected, ctx.now),
    );
  }
  // A lock names the exact torch: it wins over the manifest's range, not over --torch. A target
  // whose torch is declared only in alternatives it does not select takes none from the lock.
  const useLocks =
    ctx.locks.length > 0 &&
    ctx.locksUseCase &&
    !torchOnlyElsewhere(ctx.pins, target, (name) => installsTorch(catalog, name));
  const fromLocks = useLocks
    ? ctx.locksUseCase!.requestFromLocks(ctx.locks, env, candidates[0]!, givenInput.indexUrl, {
        selected,
        ...(target.environment ? { environment: target.environment } : {}),
      })
    : undefined;
  if (fromLocks && ctx.locksUseCase) {
    if (!torchGiven && fromLocks.input !== candidates[0]) candidates = [fromLocks.input, ...fromLocks.alternatives];
    const locked = { answers: fromLocks.answers, pins: ctx.pins && lockScope(ctx.pins, target), env, selected };
    extra.push(...fromLocks.findings, ...LOCK_CHECKS.flatMap((check) => check(locked)));
  }
  // Each candidate is evaluated; the worst decides, the first among equals.
  let best: { request: Request; evaluation: Evaluation; findings: Finding[]; verdict: Verdict } | undefined;
  for (const input of candidates) {
    const built = input === givenInput ? ctx.given : buildRequest(input);
    const request = bound.length ? { ...built, bound } : built;
    const evaluated = request.conda ? evaluateConda(env, request, catalog) : evaluate(env, request, catalog, ctx.now);
    // The lock has answered whether torch installs; the catalog's guess about it would repeat it.
    const evaluation =
      fromLocks?.decided && ctx.locksUseCase ? ctx.locksUseCase.lockDecides(evaluated, fromLocks.noWheel) : evaluated;
    const run = { catalog, torch: request.torch, now: ctx.now };
    const { findings, verdict } = settle([
      ...evaluation.findings,
      ...extra,
      ...RUN_CHECKS.flatMap((check) => check(run)),
    ]);
    if (
      !best ||
      RANK[verdict] > RANK[best.verdict] ||
      (RANK[verdict] === RANK[best.verdict] && worstCount(findings) > worstCount(best.findings))
    )
      best = { request, evaluation, findings, verdict };
  }
  return { target, ...best! };
}

/** How many findings at the top severity: between two failing candidates, the one with more errors. */
function worstCount(findings: Finding[]): number {
  const top = Math.min(...findings.map((f) => severityRank(f.severity)));
  return findings.filter((f) => severityRank(f.severity) === top).length;
}
