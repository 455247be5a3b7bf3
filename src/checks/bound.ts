/**
 * Packages bound to torch, beside the torch pip installs (the resolver has already kept out the
 * torch their requirements exclude): whether the release pip picks loads with that torch, whether
 * it has a wheel for this runner or builds from source, and which packages that require torch the
 * catalog cannot judge.
 */
import {
  admittedReleases,
  boundPackage,
  builtFor,
  describeTorch,
  knownDependent,
  loadsWith,
  releaseFor,
  releaseGoingWith,
  torchesOf,
  loadsWithBuild,
  releasesOf,
  wheelFits,
  wheelIndexes,
  wheelsOf,
} from '../catalog/bound.js';
import type { BoundPackage, BoundRelease, BoundWheels, SourceBuild } from '../catalog/bound-schema.js';
import { finding, type Finding } from '../core/finding.js';
import type { BoundRequest, Request } from '../core/model.js';
import { platformKey, type Platform } from '../platform/platform.js';
import { runsWith } from '../catalog/bound.js';
import { doubtfulConflicts, showBound } from '../resolve/bound.js';
import type { Check } from './context.js';

/** Each bound pin the catalog describes, with the release pip picks beside torch `torch`. */
function picked(request: Request, catalog: Parameters<Check>[0]['catalog'], torch: string) {
  const out: { req: BoundRequest; pkg: BoundPackage; rel: BoundRelease }[] = [];
  // One judgement per pin as written: the same pin in requirements.txt and setup.py is said once, at the first.
  const seen = new Set<string>();
  for (const req of request.bound ?? []) {
    const key = `${req.package}\u0000${req.specifier.pep440}\u0000${req.indexes ? JSON.stringify(req.indexes) : ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const pkg = boundPackage(catalog, req.package);
    const rel = pkg && releaseFor(catalog, pkg, req.specifier, torch);
    if (pkg && rel) out.push({ req, pkg, rel });
  }
  return out;
}

/** pip installs the release (its metadata admits the torch), but its compiled code was built for another torch. */
export const boundLoads: Check = ({ request, catalog, resolved }) => {
  const torch = resolved.candidate?.patch.version;
  if (!torch) return [];
  return picked(request, catalog, torch)
    .filter(({ rel }) => !loadsWith(rel, torch))
    .map(({ req, pkg, rel }): Finding => {
      const other = releaseGoingWith(pkg, torch);
      const runs = runsWith(rel)!;
      const newest = torchesOf(catalog, rel).find((c) => loadsWith(rel, c.patch.version));
      const skipped = pkg.mismatch === 'kernels-skipped';
      return finding({
        id: 'bound-mismatch',
        severity: skipped ? 'warning' : 'error',
        message: `pip installs ${pkg.package} ${rel.version} for ${showBound(req)} with torch ${torch}, as its metadata allows (${describeTorch(rel)}), but its compiled code loads only with torch${runs.text}: ${skipped ? 'it imports with its compiled kernels skipped' : 'import fails with "undefined symbol"'}.`,
        advice: {
          remedies: [
            ...(other
              ? [
                  {
                    kind: 'pin' as const,
                    spec: `${pkg.package}==${other.version}`,
                    why: `its release for torch ${torch}`,
                  },
                ]
              : []),
            ...(newest
              ? [
                  {
                    kind: 'pin' as const,
                    spec: `torch==${newest.patch.version}`,
                    why: `what ${pkg.package} ${rel.version} loads with`,
                  },
                ]
              : []),
            ...(other
              ? []
              : [{ kind: 'do' as const, text: `drop ${pkg.package} (no release of it loads with torch ${torch})` }]),
          ],
        },
        source: rel.source,
        confidence: rel.confidence,
        ...(req.location ? { location: req.location } : {}),
      });
    });
};

const NEEDS: Record<SourceBuild['needs'][number], string> = {
  nvcc: 'a CUDA toolkit with nvcc matching torch’s CUDA',
  rocm: 'a ROCm toolkit',
  compiler: 'a C++ compiler',
  'torch-at-build': 'torch importable while it builds',
  'no-build-isolation': 'pip install --no-build-isolation',
};

/** What a build needs, as said: a CUDA toolkit only for a CUDA build of torch, ROCm only for a ROCm one. */
function buildNeeds(build: SourceBuild | undefined, variant: string | undefined): string {
  const needs = (build?.needs ?? []).filter(
    (n) => (n !== 'nvcc' || /^cu\d/.test(variant ?? '')) && (n !== 'rocm' || /^rocm/.test(variant ?? '')),
  );
  return needs.length ? `; building needs ${needs.map((n) => NEEDS[n]).join(', ')}` : '';
}

const sameIndex = (a: string, b: string): boolean => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * The indexes and pages pip reads for a bound pin: its own pin file's (`--index-url`,
 * `--extra-index-url`, `-f`), else the request's; PyPI unless an index URL replaces it.
 */
function readIndexes(request: Request, req: BoundRequest): { pypi: boolean; urls: string[] } {
  if (req.indexes) {
    const own = req.indexes.indexUrl;
    const pypi = !own || /pypi\.org\/simple/.test(own);
    return { pypi, urls: [...(own ? [own] : []), ...req.indexes.extra] };
  }
  const refs = [request.index, ...(request.extraIndexes ?? [])];
  return {
    pypi: refs.some((r) => r.kind === 'pypi'),
    urls: refs.flatMap((r) => ('url' in r && r.url ? [r.url] : [])),
  };
}

const readsSet = (read: { pypi: boolean; urls: string[] }, w: BoundWheels): boolean =>
  w.fetchedBy === 'setup.py' ||
  wheelIndexes(w).some((ix) => (ix === 'pypi' ? read.pypi : read.urls.some((u) => sameIndex(u, ix))));

/**
 * The wheels of the release pip picks, against this runner and torch: a set pip reads that fits
 * passes; one pip reads that is built for another torch fails at import; none pip reads that
 * fits means a source build (and names the page that has one, when some page does).
 */
export const boundWheels: Check = ({ env, request, catalog, resolved }) => {
  const torch = resolved.candidate?.patch.version;
  if (!torch) return [];
  const platform = platformKey(env.os, env.arch);
  const python = env.python ? `${env.python.major}.${env.python.minor}` : undefined;
  const out: Finding[] = [];
  for (const { req, pkg, rel } of picked(request, catalog, torch)) {
    const wheels = wheelsOf(pkg, rel);
    if (!wheels) continue; // the catalog does not say where its wheels are: nothing to judge
    const read = readIndexes(request, req);
    const here = wheels.filter((w) => wheelFits(w, platform, python));
    const fits = here.filter((w) => builtFor(w, torch) && loadsWithBuild(w, resolved.variant));
    const readFit = fits.find((w) => readsSet(read, w));
    if (readFit) {
      if (readFit.fetchedBy === 'setup.py') out.push(fetchedWheel({ req, pkg, rel }, readFit, torch));
      continue;
    }
    const wrongTorch = here.find((w) => w.torch !== undefined && !builtFor(w, torch) && readsSet(read, w));
    const right = rightPages(
      pkg,
      rel,
      fits,
      (r) => runnerSets(pkg, r, platform, python, torch, resolved.variant),
      resolved.variant,
    );
    if (wrongTorch && wrongTorch.fetchedBy !== 'setup.py') {
      out.push(wrongPage({ req, pkg, rel }, wrongTorch, readPage(read, wrongTorch), torch, right));
      continue;
    }
    out.push(sourceBuild({ req, pkg, rel }, wheels, right, `Python ${python ?? '?'} on ${platform}`, resolved.variant));
  }
  return out;
};

type Picked = { req: BoundRequest; pkg: BoundPackage; rel: BoundRelease };

/** The wheel sets of a release that fit this runner, torch and torch build. */
function runnerSets(
  pkg: BoundPackage,
  rel: BoundRelease,
  platform: Platform,
  python: string | undefined,
  torch: string,
  variant: string | undefined,
): BoundWheels[] {
  return (wheelsOf(pkg, rel) ?? []).filter(
    (w) => wheelFits(w, platform, python) && builtFor(w, torch) && loadsWithBuild(w, variant),
  );
}

/** The page of a set that pip reads. */
const readPage = (read: { pypi: boolean; urls: string[] }, w: BoundWheels): string =>
  wheelIndexes(w).find((ix) => read.urls.some((u) => sameIndex(u, ix))) ?? w.index;

/** Where a wheel for this runner and torch is: the picked release's pages (torch's build first), else another release's. */
interface RightPages {
  pages: string[];
  /** Another release of the package, when the picked one has none. */
  release?: BoundRelease;
}

function rightPages(
  pkg: BoundPackage,
  rel: BoundRelease,
  fits: BoundWheels[],
  setsOf: (r: BoundRelease) => BoundWheels[],
  variant: string | undefined,
): RightPages | undefined {
  // The page of torch's own build first (`+cu124`, `/cu124/`).
  const other = (u: string) => Number(!variant || !new RegExp(`[+/]${variant}[./]`).test(u));
  const pagesOf = (sets: BoundWheels[]) =>
    [...new Set(sets.flatMap((w) => wheelIndexes(w)))].sort((a, b) => other(a) - other(b));
  if (fits.length) return { pages: pagesOf(fits).slice(0, 2) };
  const alt = releasesOf(pkg).find((r) => r !== rel && setsOf(r).length > 0);
  return alt ? { pages: pagesOf(setsOf(alt)).slice(0, 2), release: alt } : undefined;
}

const pagesText = (r: RightPages, pkg: BoundPackage): string =>
  `${r.pages.join(' or ')}${r.release ? ` (for ${pkg.package} ${r.release.version})` : ''}`;

const what = ({ req, pkg, rel }: Picked): string =>
  req.specifier.exact ? showBound(req) : `${pkg.package} ${rel.version} (for ${showBound(req)})`;

/** flash-attn: pip builds the sdist, whose setup.py downloads the prebuilt wheel; torch must be importable then. */
function fetchedWheel(p: Picked, w: BoundWheels, torch: string): Finding {
  return finding({
    id: 'bound-source-build',
    severity: 'warning',
    message: `${what(p)} is an sdist on PyPI: pip builds it, and its setup.py downloads the prebuilt wheel for torch ${torch} from ${w.index}, which needs torch importable while it builds.`,
    hint: `Install torch first, then pip install ${p.pkg.package} --no-build-isolation (in a separate step).`,
    source: w.source,
    confidence: w.confidence,
    ...(p.req.location ? { location: p.req.location } : {}),
  });
}

/** A page pip reads holds the package built for another torch: pip installs it, import fails. */
function wrongPage(p: Picked, w: BoundWheels, page: string, torch: string, right: RightPages | undefined): Finding {
  const fail =
    p.pkg.mismatch === 'kernels-skipped' ? 'its compiled kernels are skipped' : 'import fails with "undefined symbol"';
  return finding({
    id: 'bound-mismatch',
    severity: p.pkg.mismatch === 'kernels-skipped' ? 'warning' : 'error',
    message: `${what(p)} comes from ${page}, built for torch${w.torch}, but pip installs torch ${torch}: ${fail}.`,
    hint: right
      ? `Read the page for torch ${torch} instead (${pagesText(right, p.pkg)}), or pin torch${w.torch}.`
      : `No page the catalog knows has ${p.pkg.package} built for torch ${torch}: pin torch${w.torch}, or build it from source.`,
    source: w.source,
    confidence: w.confidence,
    ...(p.req.location ? { location: p.req.location } : {}),
  });
}

function sourceBuild(
  p: Picked,
  wheels: BoundWheels[],
  right: RightPages | undefined,
  here: string,
  variant: string | undefined,
): Finding {
  const needs = buildNeeds(p.pkg.sourceBuild, variant);
  const perTorch = wheels.filter((w) => w.torch !== undefined).map((w) => w.torch!);
  // Wheels built per torch: the torch is what they lack; otherwise the Python or platform.
  const covered = perTorch.length
    ? `its wheels are built for torch${perTorch[0]} … torch${perTorch[perTorch.length - 1]}`
    : `its wheels cover ${[...new Set(wheels.map((w) => `Python ${w.python} on ${w.platforms.join('/')}`))].slice(0, 2).join('; ')}`;
  // Another release with a wheel here: pin it. A page of this release pip does not read: read it.
  const fetched = right?.release && wheels.every((w) => w.fetchedBy === 'setup.py');
  const page = right && !right.release ? pagesText(right, p.pkg) : undefined;
  const other = right?.release;
  return finding({
    id: 'bound-source-build',
    severity: 'warning',
    message: page
      ? `${what(p)} has no wheel for ${here} and this torch on the indexes pip reads here (there is one on ${page}): it builds from source${needs}.`
      : `${what(p)} has no wheel for ${here} and this torch: pip builds it from source${needs}.`,
    hint: page
      ? `Let pip read ${page} (--extra-index-url, or -f for a page, in the pin file), or provide what the build needs.`
      : other
        ? `Pin ${p.pkg.package}==${other.version}, which has one${fetched ? ' (its setup.py downloads it)' : ` (on ${pagesText({ pages: right.pages }, p.pkg)})`}, or provide what the build needs.`
        : `Use a runner and torch its wheels cover (${covered}), or provide what the build needs${p.pkg.sourceBuild?.note ? ` (${p.pkg.sourceBuild.note})` : ''}.`,
    source: p.pkg.sourceBuild?.source ?? wheels[0]?.source ?? p.rel.source,
    ...(p.req.location ? { location: p.req.location } : {}),
  });
}

/** A pin of a package the catalog lists only partly (vllm), or a wheel file, that names no release it lists. */
function unlisted(catalog: Parameters<Check>[0]['catalog'], b: BoundRequest): boolean {
  const pkg = boundPackage(catalog, b.package);
  return (
    (pkg?.partial === true || b.wheelFile === true) && !!pkg && admittedReleases(catalog, pkg, b.specifier).length === 0
  );
}

/** Pins that rest on uncertain facts narrowed nothing: one that excludes the torch pip installs warns. */
export const boundDoubts: Check = ({ env, request, catalog, resolved }) =>
  resolved.candidate ? doubtfulConflicts(request, catalog, platformKey(env.os, env.arch), resolved.candidate) : [];

/** Packages the catalog knows require torch but does not describe: named, so a pass is not read as covering them. */
export const boundUnjudged: Check = ({ request, catalog }) => {
  const unknown = (request.bound ?? []).filter((b) => knownDependent(catalog, b.package) || unlisted(catalog, b));
  if (!unknown.length) return [];
  const names = [...new Set(unknown.map((b) => showBound(b)))];
  const first = unknown[0]!.package;
  const source =
    catalog.dependents.find((d) => d.package === first)?.source ??
    boundPackage(catalog, first)?.source ??
    'https://github.com/torch-preflight/torch-preflight/blob/main/docs/findings.md#bound-unjudged';
  return [
    finding({
      id: 'bound-unjudged',
      severity: 'notice',
      message: `Not judged: ${names.join(', ')} ${names.length > 1 ? 'require' : 'requires'} torch, but the catalog does not describe ${names.length > 1 ? 'those releases' : 'that release'}, so whether ${names.length > 1 ? 'they go' : 'it goes'} with this torch is not checked.`,
      hint: 'Describe the package in a config file (bound:), or run with --online to read its torch requirement from the index.',
      source,
      ...(unknown[0]!.location ? { location: unknown[0]!.location } : {}),
    }),
  ];
};
