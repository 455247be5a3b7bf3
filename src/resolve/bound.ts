/**
 * Packages bound to torch in the resolution: each pin the catalog describes lets pip install only
 * the torch releases its admitted releases require, so, as pip backtracks, the torch installed is
 * the newest the request and every such pin admit. Said: a pin that matches no release, a torch
 * pulled down by a pin, and a pin no torch of the request goes with (both fixes named).
 */
import type { Advice } from '../core/advice.js';
import { finding, type Finding } from '../core/finding.js';
import { memo } from '../core/memo.js';
import type { BoundRequest, Request } from '../core/model.js';
import {
  admittedReleases,
  bindsOn,
  boundPackage,
  describeTorch,
  releaseFor,
  releaseGoingWith,
  releasesOf,
  torchesAllowed,
} from '../catalog/bound.js';
import type { BoundPackage, BoundRelease } from '../catalog/bound-schema.js';
import type { Candidate } from '../catalog/query.js';
import type { Catalog } from '../catalog/schema.js';
import { compareVersions, lowerBound, publicSpecifier } from '../packaging/pep440.js';
import type { Platform } from '../platform/platform.js';

/** A bound pin the catalog describes, and the torch patches it lets pip install. */
export interface BoundPin {
  req: BoundRequest;
  pkg: BoundPackage;
  allowed: ReadonlySet<Candidate>;
}

export interface BoundPins {
  /** Pins that narrow the torch pip can install. */
  pins: BoundPin[];
  /** Pins whose every admitted release rests on uncertain facts: they narrow nothing, and warn (boundDoubts). */
  doubtful: BoundPin[];
  /** Pins that match no release the catalog lists: said, and narrowing nothing. */
  findings: Finding[];
}

const PIP_RESOLUTION = 'https://pip.pypa.io/en/stable/topics/dependency-resolution/';

/** `xformers==0.0.22.post7`, `xformers (any version)`. */
export const showBound = (b: BoundRequest): string =>
  `${b.package}${b.specifier.text ? (/^[=<>~!]/.test(b.specifier.text) ? b.specifier.text : `==${b.specifier.text}`) : ' (any version)'}`;

const at = (b: BoundRequest): string => (b.location ? ` (${b.location.file}:${b.location.line})` : '');

const PINS = memo<[Request, Platform], BoundPins | undefined>('bound-pins');

/**
 * The request's bound pins the catalog describes whose requirement binds on this platform;
 * undefined when it has none. A pin of a partly listed package that names an unlisted release is
 * left to bound-unjudged.
 */
export function boundPins(request: Request, catalog: Catalog, platform: Platform): BoundPins | undefined {
  if (!request.bound?.length) return undefined;
  return PINS.get(catalog, [request, platform], () => {
    const pins: BoundPin[] = [];
    const doubtful: BoundPin[] = [];
    const findings: Finding[] = [];
    for (const req of request.bound!) {
      const pkg = boundPackage(catalog, req.package);
      if (!pkg || !bindsOn(pkg, platform)) continue;
      if (admittedReleases(catalog, pkg, req.specifier).length === 0) {
        if (!pkg.partial && !req.wheelFile) findings.push(noRelease(req, pkg));
        continue;
      }
      const pin = { req, pkg, allowed: torchesAllowed(catalog, pkg, req.specifier) };
      (uncertain(catalog, pin) ? doubtful : pins).push(pin);
    }
    return pins.length || doubtful.length || findings.length ? { pins, doubtful, findings } : undefined;
  });
}

/** The first bound pin that keeps torch `c` out, if any. */
export const blockedBy = (b: BoundPins | undefined, c: Candidate): BoundPin | undefined =>
  b?.pins.find((p) => !p.allowed.has(c));

/** The pin matches no release: a typo or an unpublished version is an error; past either end of the list, a warning. */
function noRelease(req: BoundRequest, pkg: BoundPackage): Finding {
  const rels = releasesOf(pkg);
  const newest = rels[0]!;
  const oldest = rels.at(-1)!;
  const lb = lowerBound(publicSpecifier(req.specifier));
  const beyond = lb !== undefined && compareVersions(lb, newest.version) > 0;
  const before = lb !== undefined && compareVersions(lb, oldest.version) < 0 && req.specifier.exact !== undefined;
  const listed = `${pkg.package} ${oldest.version} to ${newest.version}${pkg.asOf ? `, as of ${pkg.asOf}` : ''}`;
  if (beyond || before)
    return finding({
      id: 'bound-no-release',
      severity: 'warning',
      message: `${showBound(req)} is ${beyond ? 'newer' : 'older'} than every release the catalog lists (${listed}), so the torch it requires is not checked.`,
      hint: `Describe the release in a config file (bound: ${pkg.package}), or update torch-preflight.`,
      source: pkg.source,
      ...(req.location ? { location: req.location } : {}),
    });
  const near = rels
    .filter((r) => !lb || r.version.startsWith(lb.split('.').slice(0, -1).join('.')))
    .slice(0, 4)
    .map((r) => r.version);
  return finding({
    id: 'bound-no-release',
    severity: 'error',
    message: `No ${pkg.package} release matches ${showBound(req)}: pip stops with "No matching distribution found for ${pkg.package}${req.specifier.text}".`,
    hint: `Pin a released version (${pkg.package}==${near[0] ?? newest.version}${near.length > 1 ? `; nearby: ${near.slice(1).join(', ')}` : ''}).`,
    source: pkg.source,
    ...(req.location ? { location: req.location } : {}),
  });
}

/** What a pin's admitted releases require of torch: `torch==2.1.0`, or the range of them. */
const required = (catalog: Catalog, p: BoundPin): string => {
  const rels = admittedReleases(catalog, p.pkg, p.req.specifier);
  const specs = [...new Set(rels.map(describeTorch))];
  return specs.length <= 2 ? specs.join(' or ') : `one of ${specs.at(-1)} … ${specs[0]} (by release)`;
};

/** pip's own words for a pin of one release: `("xformers 0.0.22.post7 depends on torch==2.1.0")`. */
function pipWords(catalog: Catalog, p: BoundPin): string {
  const rels = admittedReleases(catalog, p.pkg, p.req.specifier);
  return rels.length === 1 && rels[0]!.torch
    ? ` ("${p.pkg.package} ${rels[0]!.version} depends on torch${rels[0]!.torch}")`
    : '';
}

/** Every release the pin admits rests on an uncertain fact: what it excludes may warn, never fail. */
const uncertain = (catalog: Catalog, p: Pick<BoundPin, 'req' | 'pkg'>): boolean =>
  admittedReleases(catalog, p.pkg, p.req.specifier).every((r) => r.confidence === 'uncertain');

/**
 * The fixes of a pin that keeps out the torch the request would install: the package's release
 * for that torch (or none), or the torch the pinned release requires.
 */
function bothWays(catalog: Catalog, p: BoundPin, torch: string | undefined): Advice {
  const remedies: Advice['remedies'] = [];
  let then: string | undefined;
  if (torch) {
    const rel = releaseGoingWith(p.pkg, torch);
    if (rel)
      remedies.push({ kind: 'pin', spec: `${p.pkg.package}==${rel.version}`, why: `its release for torch ${torch}` });
    else {
      const newest = releasesOf(p.pkg)[0]!;
      then = `No ${p.pkg.package} release goes with torch ${torch} (the newest, ${newest.version}, requires ${describeTorch(newest)}).`;
    }
  }
  const newestAllowed = [...p.allowed].sort((a, b) => compareVersions(b.patch.version, a.patch.version))[0];
  if (newestAllowed)
    remedies.push({
      kind: 'pin',
      spec: `torch==${newestAllowed.patch.version}`,
      why: `what ${showBound(p.req)} requires`,
    });
  if (!remedies.length || then) remedies.push({ kind: 'do', text: `drop ${p.pkg.package}` });
  return { remedies, ...(then ? { then } : {}) };
}

/**
 * One pin against the torch: its releases require another torch (xformers==0.0.22.post7 requires
 * torch==2.1.0), or, for a package torch itself pins (triton), torch requires another release of it.
 */
function conflict(catalog: Catalog, p: BoundPin, against: string, torch: string | undefined): Finding {
  const pinnedByTorch = p.pkg.requiredOn !== undefined;
  const own = torch ? releaseGoingWith(p.pkg, torch) : undefined;
  const message = pinnedByTorch
    ? `${showBound(p.req)} goes only with ${required(catalog, p)}, and ${against} requires ${own ? `${p.pkg.package}==${own.version}` : `another ${p.pkg.package}`} on ${p.pkg.requiredOn!.join(', ')}: pip stops with ResolutionImpossible.`
    : `${showBound(p.req)} requires ${required(catalog, p)}, which ${against} excludes: pip stops with ResolutionImpossible${pipWords(catalog, p)}.`;
  return finding({
    id: 'bound-mismatch',
    severity: 'error',
    message,
    advice: pinnedByTorch
      ? {
          remedies: [
            { kind: 'do', text: `drop the ${p.pkg.package} pin (torch installs the one it needs)` },
            ...bothWays(catalog, p, torch).remedies,
          ],
        }
      : bothWays(catalog, p, torch),
    source: admittedReleases(catalog, p.pkg, p.req.specifier)[0]!.source,
    confidence: uncertain(catalog, p) ? 'uncertain' : undefined,
    ...(p.req.location ? { location: p.req.location } : {}),
  });
}

/** Pins whose facts are all uncertain narrowed nothing: each that excludes the torch pip installs warns. */
export function doubtfulConflicts(request: Request, catalog: Catalog, platform: Platform, torch: Candidate): Finding[] {
  const bound = boundPins(request, catalog, platform);
  return (bound?.doubtful ?? [])
    .filter((p) => !p.allowed.has(torch))
    .map((p) => conflict(catalog, p, `torch ${torch.patch.version}, which pip installs here,`, torch.patch.version));
}

/**
 * Every torch the request matches is kept out by its bound pins: one error per pin that admits
 * none of them, or one for pins that each admit some but no torch together. `torch` is the torch
 * the request would install without them (the fixes name the release that goes with it).
 */
export function boundsBlock(
  request: Request,
  catalog: Catalog,
  bound: BoundPins,
  matching: readonly Candidate[],
  torch: string | undefined,
): Finding[] {
  const asked = request.torch.text
    ? `torch${/^[=<>~!]/.test(request.torch.text) ? '' : '=='}${request.torch.text}`
    : 'torch';
  const where = request.torchLocation ? ` (${request.torchLocation.file}:${request.torchLocation.line})` : '';
  const alone = bound.pins.filter((p) => !matching.some((c) => p.allowed.has(c)));
  if (alone.length) return alone.map((p) => conflict(catalog, p, `${asked}${where}`, torch));
  const [a, b] = bound.pins;
  return [
    finding({
      id: 'bound-mismatch',
      severity: 'error',
      message: `${bound.pins.map((p) => `${showBound(p.req)}${at(p.req)} requires ${required(catalog, p)}`).join('; ')}: no torch release matching ${asked} goes with all of them, so pip stops with ResolutionImpossible.`,
      hint: `Move ${a!.pkg.package}${b ? ` and ${b.pkg.package}` : ''} to releases built for one torch (torch-preflight catalog lists them).`,
      source: PIP_RESOLUTION,
      confidence: bound.pins.some((p) => uncertain(catalog, p)) ? 'uncertain' : undefined,
      ...(a!.req.location ? { location: a!.req.location } : {}),
    }),
  ];
}

/**
 * pip installs torch `c`, older than `head`, the newest the request matches: a bound pin kept the
 * newer ones out. An exact pin asked for it (a notice); a range or no version did it silently.
 */
export function boundBacktrack(
  request: Request,
  catalog: Catalog,
  head: Candidate,
  c: Candidate,
  by: BoundPin,
): Finding {
  const rel: BoundRelease | undefined = releaseFor(catalog, by.pkg, by.req.specifier, c.patch.version);
  const exact = by.req.specifier.exact !== undefined;
  const asked = request.torch.text
    ? `torch${/^[=<>~!]/.test(request.torch.text) ? '' : '=='}${request.torch.text}`
    : 'torch (any version)';
  const newer = releaseGoingWith(by.pkg, head.patch.version);
  const pulled = exact
    ? `${showBound(by.req)} requires ${rel ? describeTorch(rel) : 'an older torch'}: pip installs torch ${c.patch.version} with it`
    : `no ${by.pkg.package} release that ${showBound(by.req)} admits requires it: pip backtracks to torch ${c.patch.version}${rel ? ` with ${by.pkg.package} ${rel.version}` : ''}`;
  return finding({
    id: 'bound-backtrack',
    severity: exact ? 'notice' : 'warning',
    message: `${asked} matches up to torch ${head.patch.version}, but ${pulled}.`,
    advice: {
      remedies: [
        { kind: 'pin', spec: `torch==${c.patch.version}`, why: 'to make it explicit' },
        ...(newer
          ? [
              {
                kind: 'pin' as const,
                spec: `${by.pkg.package}==${newer.version}`,
                why: `for torch ${head.patch.version}`,
              },
            ]
          : []),
      ],
    },
    source: rel?.source ?? by.pkg.source,
    confidence: rel?.confidence,
    ...((by.req.location ?? request.torchLocation) ? { location: by.req.location ?? request.torchLocation } : {}),
  });
}
