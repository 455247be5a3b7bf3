/**
 * Whether the torchvision/torchaudio release a companion pin takes beside one torch patch has a
 * wheel here. Neither publishes a source distribution, so a release with no wheel for this
 * Python, platform or build keeps that torch out as surely as torch's own missing wheel.
 */
import type { Advice, Remedy } from '../core/advice.js';
import type { Environment, Request } from '../core/model.js';
import { finding, type Finding } from '../core/finding.js';
import {
  allCandidates,
  companionGap,
  companionsOf,
  platformEntry,
  pythonRange,
  pythonSupport,
  variantsOn,
  type Candidate,
  type CompanionTarget,
} from '../catalog/query.js';
import type { Catalog, CompanionGap } from '../catalog/schema.js';
import { compareVersions, publicSpecifier, satisfies } from '../packaging/pep440.js';
import { platformLabel, type Platform } from '../platform/platform.js';
import { indexUrlFor } from '../request/index-url.js';
import { comparePythonMinor, pythonTag } from '../versions/python.js';
import { nearestVariant, withCompanionPins } from './hints.js';

type Key = 'torchvision' | 'torchaudio';
const KEYS: readonly Key[] = ['torchvision', 'torchaudio'];

/** The target as the catalog's gaps name it. */
function targetOf(env: Environment, platform: Platform, variant: string | undefined): CompanionTarget {
  return {
    platform,
    ...(env.python ? { python: pythonTag(env.python) } : {}),
    ...(variant ? { variant } : {}),
  };
}

/** What the gap is about here, in words: "Python 3.13", "Windows arm64", "the cu132 build". */
function gapWhat(g: CompanionGap, at: CompanionTarget): string {
  const parts: string[] = [];
  if (g.python && at.python) parts.push(`Python ${at.python}`);
  if (g.platforms) parts.push(`${parts.length ? 'on ' : ''}${platformLabel(at.platform)}`);
  if (g.variants && at.variant) parts.push(`${parts.length ? 'as ' : ''}the ${at.variant} build`);
  return parts.join(' ');
}

/**
 * The blockers for the companion pins beside torch `c`: one per pinned companion whose every
 * release paired with `c` (that the pin admits) has no wheel here. A pin that admits none of
 * them is `companion-mismatch`'s business, not this.
 */
export function companionWheelBlockers(
  c: Candidate,
  ctx: { env: Environment; request: Request; catalog: Catalog; explain?: boolean },
  platform: Platform,
  variant: string | undefined,
): Finding[] {
  const { env, request, catalog } = ctx;
  if (!request.torchvision && !request.torchaudio) return [];
  const at = targetOf(env, platform, variant);
  const out: Finding[] = [];
  for (const key of KEYS) {
    const spec = request[key];
    if (!spec || spec.pep440 === '') continue;
    const pub = publicSpecifier(spec);
    const admitted = companionsOf(catalog, c.patch, key).filter((p) => satisfies(p.version, pub));
    if (!admitted.length) continue;
    const gaps = admitted.map((a) => ({ a, g: companionGap(catalog, key, a.version, at) }));
    if (gaps.some((x) => !x.g)) continue;
    const first = gaps[0]!.g!;
    const versions = admitted.map((a) => a.version).join(' or ');
    const uncertain = gaps.some((x) => x.g!.confidence === 'uncertain' || x.a.confidence === 'uncertain');
    const what = gapWhat(first, at);
    // An exact pin names its release; a range says which releases it leaves beside this torch.
    const message = spec.exact
      ? `${key} ${versions} (paired with torch ${c.patch.version}) has no wheel for ${what}: pip finds no ${key}==${spec.exact} to install, as ${key} publishes no source distribution.`
      : `${key}${spec.text} admits only ${key} ${versions} beside torch ${c.patch.version}, and ${admitted.length > 1 ? 'none of them has' : 'it has'} no wheel for ${what}: pip finds no ${key} to install with that torch (${key} publishes no source distribution).`;
    out.push(
      finding({
        id: 'companion-no-wheel',
        severity: 'error',
        message,
        ...(ctx.explain === false ? {} : { advice: companionAdvice(catalog, c, key, first, at, env, request) }),
        source: [...new Set(gaps.map((x) => x.g!.source))].join('; '),
        confidence: uncertain ? 'uncertain' : undefined,
        location: request.torchLocation,
      }),
    );
  }
  return out;
}

/**
 * The fixes: the companion's build from another index, a Python it has wheels for, or the first
 * newer torch whose companion has the wheel by a confirmed pairing (a pin that moves to it is named).
 */
function companionAdvice(
  catalog: Catalog,
  c: Candidate,
  key: Key,
  gap: CompanionGap,
  at: CompanionTarget,
  env: Environment,
  request: Request,
): Advice {
  const remedies: Remedy[] = [];
  const withWheel = (x: Candidate, target: CompanionTarget) =>
    companionsOf(catalog, x.patch, key).find(
      (p) => p.confidence !== 'uncertain' && !companionGap(catalog, key, p.version, target),
    );
  if (gap.variants && at.variant) {
    const others = [...new Set(variantsOn(c.release, at.platform, c.patch.version).map((v) => v.variant))].filter(
      (v) => v !== at.variant && withWheel(c, { ...at, variant: v }),
    );
    const v = nearestVariant(others, at.variant);
    if (v) remedies.push({ kind: 'use-index', url: indexUrlFor(v), why: `${key} has its ${v} build` });
  }
  if (gap.python && at.python && env.python) {
    const range = pythonRange(c.release, at.platform);
    const py = pythonsOf(range.min, range.max)
      .reverse()
      .find((p) => !gap.python!.includes(p) && withWheel(c, { ...at, python: p }));
    if (py && at.python === `${py}t`) remedies.push({ kind: 'do', text: `use the regular (GIL) Python ${py}` });
    else if (py && py !== at.python) remedies.push({ kind: 'set-python', version: py });
  }
  // The first newer torch whose own wheels and companion both install here: the pin moves no further than it must.
  const newer = allCandidates(catalog)
    .filter((x) => compareVersions(x.patch.version, c.patch.version) > 0 && x.patch.confidence !== 'uncertain')
    .reverse()
    .find(
      (x) =>
        platformEntry(x.release, at.platform) &&
        (!env.python || pythonSupport(x.release, at.platform, env.python, false, x.patch.version).kind !== 'none') &&
        // The build matters only where it is the gap: a PyPI install takes each release's own default.
        (!gap.variants ||
          !at.variant ||
          variantsOn(x.release, at.platform, x.patch.version).some((v) => v.variant === at.variant)) &&
        withWheel(x, at),
    );
  if (newer) {
    const goes = withWheel(newer, at)!;
    const spec = request[key];
    const moves = !spec || !satisfies(goes.version, publicSpecifier(spec));
    remedies.push({
      kind: 'pin',
      spec: `torch==${newer.patch.version}`,
      ...(moves ? { with: [`${key}==${goes.version}`] } : {}),
      why: `the first release whose ${key} has that wheel`,
    });
  }
  const advice: Advice = remedies.length
    ? { remedies }
    : { remedies: [{ kind: 'do', text: `drop the ${key} pin or build ${key} from source` }] };
  // The other companion's pin, if it must move with the torch pin too.
  const other = key === 'torchvision' ? 'torchaudio' : 'torchvision';
  return withCompanionPins(catalog, advice, request[other] ? { [other]: request[other] } : {});
}

/** The plain Python minors from `min` to `max` (`3.10` … `3.14`). */
function pythonsOf(min: string, max: string): string[] {
  const out: string[] = [];
  for (let m = Number(min.split('.')[1]); comparePythonMinor(`3.${m}`, max) <= 0; m++) out.push(`3.${m}`);
  return out;
}
