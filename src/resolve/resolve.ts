/**
 * Picks the torch pip would install here: the newest catalog release that matches the
 * specifier (and the torchvision / torchaudio pins) and has a wheel for this Python, platform
 * and index. Says when that is older than asked, when nothing matches, and when the catalog
 * is older than the request.
 */
import type { Finding } from '../core/finding.js';
import type { Environment, Request } from '../core/model.js';
import { allCandidates, companionsOf, matchingCandidates, newestRelease, type Candidate } from '../catalog/query.js';
import type { Catalog } from '../catalog/schema.js';
import { finding } from '../core/finding.js';
import { derived } from '../core/memo.js';
import { compareVersions, lowerBound, satisfies, type Specifier } from '../versions/pep440.js';
import { installability } from './installability.js';

export interface Resolved {
  candidate?: Candidate;
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
function companionTorches(catalog: Catalog, spec: Specifier | undefined, key: 'torchvision' | 'torchaudio'): Set<Candidate> | undefined {
  if (!spec || spec.pep440 === '') return undefined;
  // The companion's own local part (+cu128) is the torch variant's business, checked elsewhere.
  const pub: Specifier = { ...spec, pep440: spec.pep440.replace(/\+[A-Za-z0-9.]+/g, '') };
  const allowed = allCandidates(catalog).filter((c) => companionsOf(catalog, c.patch, key).some((p) => satisfies(p.version, pub)));
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

/** Local parts are matched by the index, not by the version: 2.9.0+cu128 is "2.9.0" here. */
const publicOf = derived('public-specifier', (spec: Specifier): Specifier => ({ ...spec, pep440: spec.pep440.replace(/\+[A-Za-z0-9.]+/g, '') }));

/**
 * The notice for a candidate the catalog has not confirmed: a patch known from its release
 * calendar and build matrix but not its wheel list, or a release with unconfirmed facts.
 */
function unconfirmedNotice(c: Candidate, location: Request['torchLocation']): Finding | undefined {
  const patch = c.patch.confidence === 'uncertain';
  if (!patch && c.release.confidence !== 'uncertain') return undefined;
  return finding({
    id: 'catalog-stale',
    severity: 'notice',
    message: patch
      ? `torch ${c.patch.version} is in the catalog from its release calendar and build matrix, but no list of its wheels was read: what it ships is not confirmed, and a check that rests on an unconfirmed fact warns instead of failing.`
      : `The catalog's facts about torch ${c.release.torch} are not all confirmed by primary sources yet; checks that rest on them warn instead of failing.`,
    hint: `Update torch-preflight when a newer catalog is out, ${patch ? 'pin torch to a release the catalog confirms, ' : ''}or confirm the facts in a config file.`,
    source: patch ? c.patch.source : c.release.source,
    location,
  });
}

export function resolve(env: Environment, request: Request, catalog: Catalog): Resolved {
  const findings: Finding[] = [];
  const loc = request.torchLocation;
  const newest = newestRelease(catalog);
  const oldest = allCandidates(catalog).at(-1);
  const spec = request.torch;
  const publicSpec = publicOf(spec);
  const matching = matchingCandidates(catalog, publicSpec);

  if (request.index.kind !== 'pypi' && 'channel' in request.index && request.index.channel === 'nightly') {
    findings.push(
      finding({
        id: 'catalog-stale',
        severity: 'warning',
        message: `Nightly builds (${request.index.url}) are not in the catalog; the checks use the newest release, torch ${newest?.patch.version ?? 'unknown'}, as a stand-in.`,
        hint: 'Nightlies change daily: expect differences, and pin a release for CI that must pass.',
        source: CATALOG_SOURCE,
      }),
    );
  }

  if (matching.length === 0) {
    const lb = lowerBound(publicSpec);
    if (newest && lb && compareVersions(lb, newest.patch.version) > 0) {
      findings.push(
        finding({
          id: 'catalog-stale',
          severity: 'warning',
          message: `${describeSpec(spec)} asks for a torch newer than this catalog knows (newest: ${newest.patch.version}); nothing about it can be checked.`,
          hint: 'Update torch-preflight (the catalog ships with each release), or add the release to a config file.',
          source: CATALOG_SOURCE,
          location: loc,
        }),
      );
    } else if (oldest && olderThanCatalog(publicSpec, lb, oldest.patch.version)) {
      findings.push(
        finding({
          id: 'catalog-stale',
          severity: 'warning',
          message: `${describeSpec(spec)} asks for a torch older than this catalog covers (it starts at ${oldest.patch.version}); nothing about it can be checked.`,
          hint: 'torch 1.x is out of scope: check it by hand, or describe the release in a config file.',
          source: CATALOG_SOURCE,
          location: loc,
        }),
      );
    } else {
      const near = allCandidates(catalog)
        .map((c) => c.patch.version)
        .filter((v) => !lb || v.startsWith(lb.split('.').slice(0, 2).join('.')))
        .slice(0, 4);
      findings.push(
        finding({
          id: 'no-release',
          severity: 'error',
          message: `No torch release matches ${describeSpec(spec)}.`,
          hint: near.length ? `Released versions nearby: ${near.join(', ')}.` : `The newest release is ${newest?.patch.version ?? 'unknown'}.`,
          source: CATALOG_SOURCE,
          location: loc,
        }),
      );
    }
    return { findings };
  }

  // Resolving tries many candidates; only the reported one needs its hints worked out. With
  // one candidate (an exact pin), that one is the reported one.
  const ctx = { env, request, catalog, explain: matching.length === 1 };
  const explained = (c: Candidate, blockers: Finding[]) => {
    if (ctx.explain) return blockers;
    const again = installability(c, { ...ctx, explain: true });
    return again.ok ? [] : again.blockers;
  };
  let companionBlocked: Candidate | undefined;
  let companionAlso: { c: Candidate; blockers: Finding[] } | undefined;
  let first: { c: Candidate; blockers: Finding[] } | undefined;
  // A candidate kept out only by uncertain facts (its blockers were capped to warnings).
  let soft: { c: Candidate; blockers: Finding[] } | undefined;
  const tvAllowed = companionTorches(catalog, request.torchvision, 'torchvision');
  const taAllowed = companionTorches(catalog, request.torchaudio, 'torchaudio');
  for (const c of matching) {
    if ((tvAllowed && !tvAllowed.has(c)) || (taAllowed && !taAllowed.has(c))) {
      if (!companionBlocked) {
        companionBlocked = c;
        // Whatever else keeps this torch out is said now, not after the pins are fixed (newcomer 4).
        const inst = installability(c, ctx);
        if (!inst.ok) companionAlso = { c, blockers: inst.blockers };
      }
      continue;
    }
    const inst = installability(c, ctx);
    if (!inst.ok) {
      first ??= { c, blockers: inst.blockers };
      if (!soft && inst.blockers.every((b) => b.severity !== 'error')) soft = { c, blockers: inst.blockers };
      continue;
    }
    const head = matching[0] as Candidate;
    if (first) first.blockers = explained(first.c, first.blockers);
    if (c !== head) {
      const why =
        first && first.c === head
          ? first.blockers.map((b) => b.message).join(' ')
          : `its torchvision/torchaudio builds do not match the pins (${request.torchvision?.text ?? ''}${request.torchaudio ? ` ${request.torchaudio.text}` : ''}).`;
      findings.push(
        finding({
          id: 'resolution-fallback',
          severity: 'warning',
          message: `${describeSpec(spec)} matches up to torch ${head.patch.version}, but pip would silently install torch ${c.patch.version} here: ${why}`,
          hint: `Pin torch==${c.patch.version} to make it explicit. To get ${head.patch.version} instead: ${first?.blockers[0]?.hint ?? 'align the torchvision/torchaudio pins.'}`,
          source: first?.blockers[0]?.source ?? CATALOG_SOURCE,
          location: loc,
        }),
      );
    }
    for (const w of inst.warnings) findings.push(loc && !w.location ? { ...w, location: loc } : w);
    const unconfirmed = unconfirmedNotice(c, loc);
    if (unconfirmed) findings.push(unconfirmed);
    return { candidate: c, variant: inst.variant, index: inst.index, fromPypi: inst.fromPypi, newestMatching: head, findings };
  }

  if (first) {
    // Nothing installs. That fails, unless some release is kept out only by facts the catalog
    // has not confirmed: then it warns, naming that release (issue 10, attack review B10).
    const shown = soft ?? first;
    for (const b of explained(shown.c, shown.blockers)) findings.push(loc && !b.location ? { ...b, location: loc } : b);
  } else if (companionBlocked) {
    const c = companionBlocked;
    const tvSpec = request.torchvision?.text;
    const taSpec = request.torchaudio?.text;
    findings.push(
      finding({
        id: 'companion-mismatch',
        severity: 'error',
        message: `No torch release matching ${describeSpec(spec)} goes with ${[tvSpec && `torchvision ${tvSpec}`, taSpec && `torchaudio ${taSpec}`].filter(Boolean).join(' and ')}: torch ${c.patch.version} is built with torchvision ${c.patch.torchvision ?? '?'} and torchaudio ${c.patch.torchaudio ?? '?'}. Mixed versions fail at import (operator torchvision::nms does not exist).`,
        hint: `Pin torchvision==${c.patch.torchvision ?? '?'}${c.patch.torchaudio ? ` torchaudio==${c.patch.torchaudio}` : ''} with torch==${c.patch.version}.`,
        source: c.patch.source,
        confidence: c.patch.confidence,
        location: loc,
      }),
    );
    if (companionAlso) for (const b of explained(companionAlso.c, companionAlso.blockers)) findings.push(loc && !b.location ? { ...b, location: loc } : b);
  }
  return { newestMatching: matching[0], findings };
}
