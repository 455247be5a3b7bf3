/**
 * Picks the torch pip would install here: the newest catalog release that matches the
 * specifier (and the torchvision / torchaudio pins) and has a wheel for this Python, platform
 * and index. Says when that is older than asked, when nothing matches, and when the catalog
 * is older than the request.
 */
import type { Finding } from '../core/finding.js';
import type { CondaBuild, Environment, IndexRef, Request } from '../core/model.js';
import { memo, pythonKey, runnerKey } from '../core/memo.js';
import {
  allCandidates,
  companionsOf,
  matchingCandidates,
  newestRelease,
  variantEntry,
  type Candidate,
} from '../catalog/query.js';
import { wheelPlatform } from '../platform/wheel-platform.js';
import type { Catalog } from '../catalog/schema.js';
import { platformKey } from '../platform/platform.js';
import { finding } from '../core/finding.js';
import { compareVersions, lowerBound, publicSpecifier, satisfies, type Specifier } from '../packaging/pep440.js';
import { installability, type Installability } from './installability.js';
import { reachable, releaseHorizon, type Horizon } from './release-horizon.js';
import { blockedBy, boundBacktrack, boundPins, boundsBlock, type BoundPin } from './bound.js';

export interface Resolved {
  candidate?: Candidate;
  /** A conda build (pixi, conda) is what installs, not a wheel from an index: its facts are conda's. */
  conda?: CondaBuild;
  variant?: string;
  index?: string;
  fromPypi?: boolean;
  newestMatching?: Candidate;
  findings: Finding[];
}

const CATALOG_SOURCE = 'https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix';

/**
 * The torch patches a companion pin allows: most torchvision/torchaudio releases require one
 * torch release, some a range (companionsOf). Undefined when the pin matches no companion version
 * the catalog knows (then it cannot narrow anything).
 */
function companionTorches(
  catalog: Catalog,
  spec: Specifier | undefined,
  key: 'torchvision' | 'torchaudio',
): Set<Candidate> | undefined {
  if (!spec || spec.pep440 === '') return undefined;
  // The companion's own local part (+cu128) is the torch variant's business, checked elsewhere.
  const pub = publicSpecifier(spec);
  const allowed = allCandidates(catalog).filter((c) =>
    companionsOf(catalog, c.patch, key).some((p) => satisfies(p.version, pub)),
  );
  return allowed.length ? new Set(allowed) : undefined;
}

/** Whether the specifier reaches below the catalog's first release (torch 1.x and older). */
function olderThanCatalog(spec: Specifier, lb: string | undefined, oldest: string): boolean {
  if (lb) return compareVersions(lb, oldest) < 0;
  return ['1.13.1', '1.0.0', '0.4.1'].some((v) => satisfies(v, spec));
}

function describeSpec(spec: Specifier): string {
  return spec.pep440 === '' ? 'torch (any version)' : `torch${/^[=<>~!]/.test(spec.text) ? '' : '=='}${spec.text}`;
}

/**
 * The notice for a candidate the catalog has not confirmed: a patch known from its release
 * calendar and build matrix but not its wheel list, or a release with unconfirmed facts.
 */
function unconfirmedNotice(
  c: Candidate,
  confirmed: Candidate | undefined,
  location: Request['torchLocation'],
  confirmedFails = false,
): Finding | undefined {
  const patch = c.patch.confidence === 'uncertain';
  if (!patch && c.release.confidence !== 'uncertain') return undefined;
  const also = confirmed
    ? ` torch ${confirmed.patch.version}, the newest confirmed release that matches, ${confirmedFails ? 'was judged as well' : 'installs here too'}.`
    : '';
  return finding({
    id: 'release-unconfirmed',
    severity: 'notice',
    message: patch
      ? `torch ${c.patch.version} is known from its release calendar and build matrix, not from a list of its wheels.${also}`
      : `The catalog's facts about torch ${c.release.torch} are not all confirmed by primary sources.${also}`,
    hint:
      confirmed && !confirmedFails
        ? `Pin torch==${confirmed.patch.version} to rest on confirmed facts only.`
        : 'Confirm the facts in a config file, or update torch-preflight when a newer catalog is out.',
    source: patch ? c.patch.source : c.release.source,
    location,
  });
}

/**
 * pip's pick is a release the catalog has not confirmed: the newest confirmed one is judged too.
 * When it cannot install here, the pass rests on the unconfirmed facts, and that is said.
 */
function judgeConfirmed(
  c: Candidate,
  confirmed: Candidate | undefined,
  ctx: Parameters<typeof installability>[1],
  location: Request['torchLocation'],
): Finding[] {
  const inst = confirmed ? installability(confirmed, { ...ctx, explain: true }) : undefined;
  const firm = inst && !inst.ok ? inst.blockers.filter((b) => b.severity === 'error') : [];
  if (!confirmed || !firm.length) {
    const n = unconfirmedNotice(c, confirmed, location);
    return n ? [n] : [];
  }
  return [
    finding({
      id: 'catalog-stale',
      severity: 'warning',
      message: `torch ${c.patch.version} installs here only by facts the catalog has not confirmed (its wheel list was not read). torch ${confirmed.patch.version}, the newest confirmed release, would not: ${firm[0]!.message}`,
      hint: `Test the install once, or update torch-preflight when a catalog that confirms torch ${c.release.torch} is out.`,
      source: c.patch.confidence === 'uncertain' ? c.patch.source : c.release.source,
      location,
    }),
  ];
}

const confirmedCandidate = (c: Candidate): boolean =>
  c.patch.confidence !== 'uncertain' && c.release.confidence !== 'uncertain';

/** Blockers about the runner (its Python, platform, libc, macOS): a newer release lifts them only when its facts say so. */
const RUNNER_BLOCKERS: ReadonlySet<Finding['id']> = new Set([
  'python-unsupported',
  'python-implementation',
  'python-32bit',
  'platform-unsupported',
  'glibc-too-old',
  'macos-too-old',
]);

/** Why a version past the newest cannot be out: how far the release cadence reaches by now. */
function notYet(newest: Candidate, horizon: Horizon): string {
  const p = horizon.pace;
  if (!p) return `the newest is ${newest.patch.version}, and only the next minor or major release could follow it`;
  const pace = `no two minor releases came less than ${p.fastestDays} days apart`;
  return horizon.steps === 0
    ? `the newest is ${newest.patch.version} (released ${p.released}), and ${pace}, so even a quarter faster the next is not due before ${p.next}`
    : `the newest known is ${newest.patch.version} (released ${p.released}), and ${pace}, so even a quarter faster at most ${horizon.steps} more can have followed it by now`;
}

/** pip's "from versions: …" list, oldest first, and the releases that look like what was typed (`2.80` → 2.8.x). */
function knownVersions(catalog: Catalog, asked: string): { all: string; alike: string[] } {
  const versions = allCandidates(catalog)
    .map((c) => c.patch.version)
    .reverse();
  const digits = asked.replace(/\D/g, '').replace(/0+$/, '');
  const alike = versions.filter((v) => v.replace(/\D/g, '').replace(/0+$/, '') === digits || v.startsWith(`${asked}.`));
  return { all: versions.join(', '), alike };
}

/**
 * An unconfirmed newest release only warns about what keeps it out. When the newest confirmed
 * release that matches fails for the same runner reasons, firmly, the request fails on those.
 */
function failsOnConfirmed(
  soft: { c: Candidate; blockers: Finding[] },
  matching: Candidate[],
  ctx: Parameters<typeof installability>[1],
): Finding[] | undefined {
  const confirmed = matching.find(confirmedCandidate);
  if (!confirmed) return undefined;
  const inst = installability(confirmed, { ...ctx, explain: true });
  if (inst.ok) return undefined;
  const softIds = new Set(soft.blockers.map((b) => b.id));
  const firm = inst.blockers.filter((b) => b.severity === 'error' && RUNNER_BLOCKERS.has(b.id) && softIds.has(b.id));
  return firm.length ? firm : undefined;
}

/**
 * `now` bounds which releases the catalog does not know can be out (release-horizon.ts); without
 * it, the release after the newest may be.
 */
export function resolve(env: Environment, request: Request, catalog: Catalog, now?: Date): Resolved {
  const findings: Finding[] = [];
  const nightly = nightlyStandIn(request, catalog);
  if (nightly) findings.push(nightly);
  const matching = matchingCandidates(catalog, publicSpecifier(request.torch));
  const bound = boundPins(request, catalog, platformKey(env.os, env.arch));
  if (bound) findings.push(...bound.findings);
  if (matching.length === 0) {
    findings.push(noMatchingRelease(request, catalog, releaseHorizon(catalog, now)));
    return { findings };
  }
  // Resolving tries many candidates; only the reported one needs its hints worked out. With
  // one candidate (an exact pin), that one is the reported one.
  const ctx: Ctx = { env, request, catalog, explain: matching.length === 1 };
  const tried = tryCandidates(matching, ctx);
  if (tried.installs) return installed(tried.installs, tried, matching, ctx, findings);
  findings.push(
    ...(tried.first
      ? nothingInstalls(tried.first, tried.soft, matching, ctx)
      : tried.companionBlocked
        ? companionsBlock(tried.companionBlocked, tried.companionAlso, ctx)
        : tried.boundBlocked && bound
          ? boundsBlock(request, catalog, bound, matching, installsWithoutBound(matching, ctx))
          : []),
  );
  return { newestMatching: matching[0], findings };
}

type Ctx = Parameters<typeof installability>[1];
type Installs = Extract<Installability, { ok: true }>;
/** A candidate and what keeps it out. */
interface Blocked {
  c: Candidate;
  blockers: Finding[];
}

/** A nightly index: the catalog has no nightlies, so the newest release stands in. */
function nightlyStandIn(request: Request, catalog: Catalog): Finding | undefined {
  if (request.index.kind === 'pypi' || !('channel' in request.index) || request.index.channel !== 'nightly')
    return undefined;
  const newest = newestRelease(catalog);
  return finding({
    id: 'nightly-index',
    severity: 'warning',
    message: `Nightly builds (${request.index.url}) are not in the catalog; the checks use the newest release, torch ${newest?.patch.version ?? 'unknown'}, as a stand-in.`,
    hint: 'Nightlies change daily: expect differences, and pin a release for CI that must pass.',
    source: CATALOG_SOURCE,
  });
}

/** No release matches: one that cannot exist, is newer or older than the catalog, or is simply not a release. */
function noMatchingRelease(request: Request, catalog: Catalog, horizon: Horizon): Finding {
  const spec = request.torch;
  const loc = request.torchLocation;
  const newest = newestRelease(catalog);
  const oldest = allCandidates(catalog).at(-1);
  const publicSpec = publicSpecifier(spec);
  const lb = lowerBound(publicSpec);
  if (
    newest &&
    lb &&
    compareVersions(lb, newest.patch.version) > 0 &&
    !reachable(lb, newest.patch.version, horizon.steps)
  ) {
    const known = knownVersions(catalog, lb);
    return finding({
      id: 'no-release',
      severity: 'error',
      message: `No torch release matches ${describeSpec(spec)}, and none can be out yet: ${notYet(newest, horizon)} (from versions: ${known.all}).`,
      hint: known.alike.length
        ? `Pin a released version (torch==${known.alike.at(-1)}).`
        : `Pin a released version (torch==${newest.patch.version}).`,
      source: CATALOG_SOURCE,
      location: loc,
    });
  }
  if (newest && lb && compareVersions(lb, newest.patch.version) > 0) {
    return finding({
      id: 'release-newer',
      severity: 'warning',
      message: `${describeSpec(spec)} asks for a torch newer than this catalog knows (newest: ${newest.patch.version}); nothing about it can be checked.`,
      hint: 'Update torch-preflight (the catalog ships with each release), or add the release to a config file.',
      source: CATALOG_SOURCE,
      location: loc,
    });
  }
  if (oldest && olderThanCatalog(publicSpec, lb, oldest.patch.version)) {
    return finding({
      id: 'release-out-of-scope',
      severity: 'warning',
      message: `${describeSpec(spec)} asks for a torch older than this catalog covers (it starts at ${oldest.patch.version}), so its Python, platform, GPU, driver and companion support were not checked.`,
      hint: 'Check torch 1.x by hand, or describe the release in a config file.',
      source: CATALOG_SOURCE,
      location: loc,
    });
  }
  const near = allCandidates(catalog)
    .map((c) => c.patch.version)
    .filter((v) => !lb || v.startsWith(lb.split('.').slice(0, 2).join('.')))
    .slice(0, 4);
  return finding({
    id: 'no-release',
    severity: 'error',
    message: `No torch release matches ${describeSpec(spec)}.`,
    hint: near.length
      ? `Released versions nearby: ${near.join(', ')}.`
      : `The newest release is ${newest?.patch.version ?? 'unknown'}.`,
    source: CATALOG_SOURCE,
    location: loc,
  });
}

/** What trying the matching candidates newest first found: the first that installs, and what kept the newer ones out. */
interface Tried {
  installs?: { c: Candidate; inst: Installs };
  /** The newest candidate kept out by its installability. */
  first?: Blocked;
  /** The newest kept out only by uncertain facts (its blockers were capped to warnings). */
  soft?: Blocked;
  /** The newest kept out by the torchvision/torchaudio pins, and what else keeps it out. */
  companionBlocked?: Candidate;
  companionAlso?: Blocked;
  /** The newest kept out by a pin of a package bound to torch, and that pin. */
  boundBlocked?: { c: Candidate; by: BoundPin };
}

/** Tries the candidates newest first, as pip does, up to the first that installs here. */
function tryCandidates(matching: Candidate[], ctx: Ctx): Tried {
  const { request, catalog } = ctx;
  const tried: Tried = {};
  const tvAllowed = companionTorches(catalog, request.torchvision, 'torchvision');
  const taAllowed = companionTorches(catalog, request.torchaudio, 'torchaudio');
  const bound = boundPins(request, catalog, platformKey(ctx.env.os, ctx.env.arch));
  for (const c of matching) {
    // pip never installs a torch a bound pin's releases all exclude: it backtracks past it.
    const by = blockedBy(bound, c);
    if (by) {
      tried.boundBlocked ??= { c, by };
      continue;
    }
    if ((tvAllowed && !tvAllowed.has(c)) || (taAllowed && !taAllowed.has(c))) {
      if (!tried.companionBlocked) {
        tried.companionBlocked = c;
        // Whatever else keeps this torch out is said now, not after the pins are fixed.
        const inst = installability(c, ctx);
        if (!inst.ok) tried.companionAlso = { c, blockers: inst.blockers };
      }
      continue;
    }
    const inst = installability(c, ctx);
    if (inst.ok) return { ...tried, installs: { c, inst } };
    tried.first ??= { c, blockers: inst.blockers };
    if (!tried.soft && inst.blockers.every((b) => b.severity !== 'error')) tried.soft = { c, blockers: inst.blockers };
  }
  return tried;
}

const PICK = memo<
  [runner: string, python: string, torch: string, torchvision: string, torchaudio: string, index: IndexRef],
  Candidate | null
>('pick-from-index');

/** A specifier without its local part: which build it is, the index decides. */
function anyBuild(spec: Specifier): Specifier {
  const { local: _local, ...rest } = publicSpecifier(spec);
  return rest;
}

/**
 * The torch pip would install from `index` alone, inside the request's range and its
 * torchvision/torchaudio pins (a `+local` part aside: the index picks the build); undefined when
 * none installs here. `index` is found by identity, so callers keep one object per index.
 */
export function pickFromIndex(
  env: Environment,
  request: Request,
  catalog: Catalog,
  index: IndexRef,
): Candidate | undefined {
  const torch = anyBuild(request.torch);
  const keys: [string, string, string, string, string, IndexRef] = [
    runnerKey(env),
    pythonKey(env),
    torch.pep440,
    request.torchvision?.pep440 ?? '',
    request.torchaudio?.pep440 ?? '',
    index,
  ];
  const picked = PICK.get(catalog, keys, () => {
    const asked: Request = { ...request, torch, index, extraIndexes: [] };
    // A variant's index serves only the releases that have that build here: the rest are not tried.
    const platform = wheelPlatform(env);
    const matching = matchingCandidates(catalog, torch).filter(
      (c) => index.kind !== 'pytorch' || variantEntry(c.release, index.variant, platform, c.patch.version),
    );
    const tried = tryCandidates(matching, { env, request: asked, catalog, explain: false });
    return tried.installs?.c ?? null;
  });
  return picked ?? undefined;
}

/** The torch pip would install here were it not for the bound pins: what their fixes go with. */
function installsWithoutBound(matching: Candidate[], ctx: Ctx): string | undefined {
  const free: Ctx = { ...ctx, request: { ...ctx.request, bound: [] }, explain: false };
  return (tryCandidates(matching, free).installs?.c ?? matching[0])?.patch.version;
}

/** The blockers with their hints worked out (they were not, while candidates were being tried). */
function explained(c: Candidate, blockers: Finding[], ctx: Ctx): Finding[] {
  if (ctx.explain) return blockers;
  const again = installability(c, { ...ctx, explain: true });
  return again.ok ? [] : again.blockers;
}

/** A finding at the torch pin, unless it has a place of its own. */
const withLocation = (loc: Request['torchLocation']) => (b: Finding) =>
  loc && !b.location ? { ...b, location: loc } : b;

/** pip's pick: said when it is older than the newest matching release, with its warnings and doubts. */
function installed(
  { c, inst }: NonNullable<Tried['installs']>,
  tried: Tried,
  matching: Candidate[],
  ctx: Ctx,
  findings: Finding[],
): Resolved {
  const { request } = ctx;
  const spec = request.torch;
  const loc = request.torchLocation;
  const head = matching[0] as Candidate;
  const first = tried.first && { c: tried.first.c, blockers: explained(tried.first.c, tried.first.blockers, ctx) };
  // torch pinned to nothing beside a torchvision/torchaudio pin: that pin picks the torch, and
  // pip installing it is what was asked, not a fallback.
  const companionsPick = spec.pep440 === '' && !(first && first.c === head);
  const boundPick = tried.boundBlocked?.c === head && !(first && first.c === head);
  if (c !== head && boundPick) findings.push(boundBacktrack(request, ctx.catalog, head, c, tried.boundBlocked!.by));
  else if (c !== head && !companionsPick) {
    const why =
      first && first.c === head
        ? first.blockers.map((b) => b.message).join(' ')
        : `its torchvision/torchaudio builds do not match the pins (${request.torchvision?.text ?? ''}${request.torchaudio ? ` ${request.torchaudio.text}` : ''}).`;
    findings.push(
      finding({
        id: 'resolution-fallback',
        severity: 'warning',
        message: `${describeSpec(spec)} matches up to torch ${head.patch.version}, but pip would silently install torch ${c.patch.version} here: ${why}`,
        advice: {
          remedies: [{ kind: 'pin', spec: `torch==${c.patch.version}`, why: 'to make it explicit' }],
          next: {
            lead: `To get ${head.patch.version} instead:`,
            advice: first?.blockers[0]?.advice ?? {
              remedies: [
                {
                  kind: 'do',
                  text: first?.blockers[0]?.hint.replace(/\.$/, '') || 'align the torchvision/torchaudio pins',
                },
              ],
            },
          },
        },
        source: first?.blockers[0]?.source ?? CATALOG_SOURCE,
        location: loc,
      }),
    );
  }
  // An unconfirmed release whose doubts are only about installing here, beside a confirmed release
  // that installs here: whatever the truth, pip installs one of the two, so those doubts are
  // the release-unconfirmed notice's to say, not warnings of their own.
  const confirmed = confirmedCandidate(c) ? undefined : matching.find(confirmedCandidate);
  const fallbackInstalls = confirmed !== undefined && installability(confirmed, { ...ctx, explain: false }).ok;
  for (const w of inst.warnings) {
    if (fallbackInstalls && RUNNER_BLOCKERS.has(w.id)) continue;
    findings.push(withLocation(loc)(w));
  }
  if (!confirmedCandidate(c)) findings.push(...judgeConfirmed(c, confirmed, ctx, loc));
  return {
    candidate: c,
    variant: inst.variant,
    index: inst.index,
    fromPypi: inst.fromPypi,
    newestMatching: head,
    findings,
  };
}

/**
 * Nothing installs. That fails, unless some release is kept out only by facts the catalog has
 * not confirmed: then it warns, naming that release (a guess is never a silent pass, nor a
 * failure on unconfirmed facts alone).
 */
function nothingInstalls(first: Blocked, soft: Blocked | undefined, matching: Candidate[], ctx: Ctx): Finding[] {
  const loc = ctx.request.torchLocation;
  const shown = soft ?? first;
  const both = soft && !confirmedCandidate(soft.c) ? failsOnConfirmed(soft, matching, ctx) : undefined;
  const findings = (both ?? explained(shown.c, shown.blockers, ctx)).map(withLocation(loc));
  const unconfirmed =
    both && soft ? unconfirmedNotice(soft.c, matching.find(confirmedCandidate), loc, true) : undefined;
  if (unconfirmed) findings.push(unconfirmed);
  return findings;
}

/** Every matching release is kept out by the torchvision/torchaudio pins: the pins to use, and what else keeps that torch out. */
function companionsBlock(c: Candidate, also: Blocked | undefined, ctx: Ctx): Finding[] {
  const { request } = ctx;
  const loc = request.torchLocation;
  const tvSpec = request.torchvision?.text;
  const taSpec = request.torchaudio?.text;
  const findings = [
    finding({
      id: 'companion-mismatch',
      severity: 'error',
      message: `No torch release matching ${describeSpec(request.torch)} goes with ${[tvSpec && `torchvision ${tvSpec}`, taSpec && `torchaudio ${taSpec}`].filter(Boolean).join(' and ')}: torch ${c.patch.version} is built with torchvision ${c.patch.torchvision ?? '?'} and torchaudio ${c.patch.torchaudio ?? '?'}.`,
      hint: `Pin torchvision==${c.patch.torchvision ?? '?'}${c.patch.torchaudio ? ` torchaudio==${c.patch.torchaudio}` : ''} with torch==${c.patch.version}.`,
      source: c.patch.source,
      confidence: c.patch.confidence,
      location: loc,
    }),
  ];
  if (also) findings.push(...explained(also.c, also.blockers, ctx).map(withLocation(loc)));
  return findings;
}
