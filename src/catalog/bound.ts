/**
 * Read-only questions about the packages bound to torch: which releases a pin admits, the torch
 * each release requires (pip's question) and loads with (import's), which of them pip picks beside
 * a torch, and whether one has a wheel for a runner.
 */
import { derived, memo } from '../core/memo.js';
import type { Specifier } from '../core/model.js';
import { compareVersions, parseSpecifier, publicSpecifier, satisfies } from '../packaging/pep440.js';
import type { Platform } from '../platform/platform.js';
import type { BoundPackage, BoundRelease, BoundWheels } from './bound-schema.js';
import { allCandidates, type Candidate } from './query.js';
import type { Catalog } from './schema.js';

/** The catalog's bound packages by name, and the names of packages known to require torch. */
const boundByName = derived('bound-by-name', (catalog: Catalog) => ({
  packages: new Map(catalog.bound.map((b) => [b.package, b])),
  dependents: new Set(catalog.dependents.map((d) => d.package)),
}));

export const boundPackage = (catalog: Catalog, name: string): BoundPackage | undefined =>
  boundByName(catalog).packages.get(name);

/** A package the catalog knows requires torch but describes no release of. */
export const knownDependent = (catalog: Catalog, name: string): boolean =>
  !boundByName(catalog).packages.has(name) && boundByName(catalog).dependents.has(name);

/** Whether a package's torch requirement binds on this platform (torch requires triton on Linux x86_64 only). */
export const bindsOn = (pkg: BoundPackage, platform: Platform): boolean =>
  !pkg.requiredOn || pkg.requiredOn.includes(platform);

/**
 * Whether installing the package installs torch: its releases require torch (xformers), or it is
 * known to; not a package only torch pins (triton) nor one that declares no torch (torch-scatter).
 */
export const installsTorch = (catalog: Catalog, name: string): boolean => {
  const pkg = boundByName(catalog).packages.get(name);
  if (!pkg) return boundByName(catalog).dependents.has(name);
  return !pkg.requiredOn && pkg.releases.some((r) => r.torch !== '');
};

/** Whether a package's pins matter here: bound to torch, or known to require it. */
export const concernsTorch = (catalog: Catalog, name: string): boolean =>
  boundByName(catalog).packages.has(name) || boundByName(catalog).dependents.has(name);

/** A package's releases, newest first. */
export const releasesOf = derived('bound-releases', (pkg: BoundPackage): BoundRelease[] =>
  pkg.releases.slice().sort((a, b) => compareVersions(b.version, a.version)),
);

const specOf = (text: string): Specifier => parseSpecifier(text, 'torch requirement');

/** The torch a release's metadata requires (pip's question). */
const torchRequirement = derived('bound-torch', (r: BoundRelease): Specifier => specOf(r.torch));

/** The torch a release's compiled code loads with, when the catalog says it is narrower than what pip allows. */
export const runsWith = derived('bound-runs', (r: BoundRelease): Specifier | undefined =>
  r.runs === undefined ? undefined : specOf(r.runs),
);

/** The catalog's torch patches a release's requirement admits, newest first. */
const TORCHES = memo<[BoundRelease], Candidate[]>('bound-torches');
export const torchesOf = (catalog: Catalog, r: BoundRelease): Candidate[] =>
  TORCHES.get(catalog, [r], () =>
    allCandidates(catalog).filter((c) => satisfies(c.patch.version, torchRequirement(r))),
  );

/** The releases a pin admits, newest first (pre-releases only when the pin names one, as pip). */
const ADMITTED = memo<[BoundPackage, string], BoundRelease[]>('bound-admitted');
export function admittedReleases(catalog: Catalog, pkg: BoundPackage, spec: Specifier): BoundRelease[] {
  const pub = publicSpecifier(spec);
  return ADMITTED.get(catalog, [pkg, pub.pep440], () => releasesOf(pkg).filter((r) => satisfies(r.version, pub)));
}

/** The torch patches a pin lets pip install: those some admitted release requires. */
const ALLOWED = memo<[BoundPackage, string], ReadonlySet<Candidate>>('bound-allowed');
export function torchesAllowed(catalog: Catalog, pkg: BoundPackage, spec: Specifier): ReadonlySet<Candidate> {
  return ALLOWED.get(
    catalog,
    [pkg, publicSpecifier(spec).pep440],
    () => new Set(admittedReleases(catalog, pkg, spec).flatMap((r) => torchesOf(catalog, r))),
  );
}

/** The release pip installs beside torch `c`: the newest the pin admits whose requirement admits `c`. */
export function releaseFor(
  catalog: Catalog,
  pkg: BoundPackage,
  spec: Specifier,
  torch: string,
): BoundRelease | undefined {
  return admittedReleases(catalog, pkg, spec).find((r) => satisfies(torch, torchRequirement(r)));
}

/** The newest release of the package (any pin) that installs with torch `torch` and loads with it. */
export function releaseGoingWith(pkg: BoundPackage, torch: string): BoundRelease | undefined {
  return releasesOf(pkg).find((r) => satisfies(torch, torchRequirement(r)) && loadsWith(r, torch));
}

/** Whether the release's compiled code loads with this torch (true when the catalog says nothing narrower). */
export const loadsWith = (r: BoundRelease, torch: string): boolean => {
  const runs = runsWith(r);
  return runs === undefined || satisfies(torch, runs);
};

/** The wheels of a release: its own, else the package's. */
export const wheelsOf = (pkg: BoundPackage, r: BoundRelease): BoundWheels[] | undefined => r.wheels ?? pkg.wheels;

/** Whether a wheel set installs on this platform and Python minor (`3.12`). */
export function wheelFits(w: BoundWheels, platform: Platform, python: string | undefined): boolean {
  if (!w.platforms.includes(platform)) return false;
  if (python === undefined) return true;
  return satisfies(`${python}.0`, pythonSpec(w));
}

const pythonSpec = derived('bound-wheel-python', (w: BoundWheels): Specifier => parseSpecifier(w.python));
const wheelTorch = derived('bound-wheel-torch', (w: BoundWheels): Specifier | undefined =>
  w.torch === undefined ? undefined : specOf(w.torch),
);

/** Whether a wheel set is built for this torch: true when it is not built per torch. */
export const builtFor = (w: BoundWheels, torch: string): boolean => {
  const spec = wheelTorch(w);
  return spec === undefined || satisfies(torch, spec);
};

/** Whether a wheel set loads with this build of torch (`cu124`): per CUDA major when it says, else any. */
export const loadsWithBuild = (w: BoundWheels, variant: string | undefined): boolean => {
  if (!w.cuda) return true;
  const major = /^cu(\d\d)\d$/.exec(variant ?? '')?.[1];
  return major !== undefined && w.cuda.includes(major);
};

/** The index URLs of a wheel set (`{variant}` stands for each of its variants), or `pypi`. */
export const wheelIndexes = derived('bound-wheel-indexes', (w: BoundWheels): string[] =>
  w.index.includes('{variant}') ? (w.variants ?? []).map((v) => w.index.replace('{variant}', v)) : [w.index],
);

/** `==2.1.0` → `torch==2.1.0`; `` → `any torch`. */
export const describeTorch = (r: BoundRelease): string => (r.torch === '' ? 'any torch' : `torch${r.torch}`);

/** The hosts that serve wheels of packages bound to torch, beside PyPI and download.pytorch.org (data.pyg.org, openmmlab). */
const boundHosts = derived('bound-hosts', (catalog: Catalog): ReadonlySet<string> => {
  const hosts = new Set<string>();
  for (const pkg of catalog.bound)
    for (const w of [...(pkg.wheels ?? []), ...pkg.releases.flatMap((r) => r.wheels ?? [])]) {
      if (w.index === 'pypi' || w.fetchedBy) continue;
      const host = hostOf(w.index);
      if (host && host !== 'download.pytorch.org') hosts.add(host);
    }
  return hosts;
});

const hostOf = (url: string): string | undefined => /^https?:\/\/([^/:?#]+)/i.exec(url)?.[1]?.toLowerCase();

/** Whether a URL is a page of packages bound to torch (a PyG or mmcv wheel page), not an index of torch itself. */
export const boundPage = (catalog: Catalog, url: string): boolean => {
  const host = hostOf(url);
  return host !== undefined && boundHosts(catalog).has(host);
};

/**
 * What a pin's releases require of torch, as one phrase: `torch==2.1.0`, `torch==2.1.0 or torch==2.1.1`,
 * or the ends of the range by release; with where its compiled code is narrower (`loads with …`).
 */
export function requirementOf(catalog: Catalog, pkg: BoundPackage, spec: Specifier): string {
  const rels = admittedReleases(catalog, pkg, spec);
  const specs = [...new Set(rels.map(describeTorch))];
  const req = specs.length <= 2 ? specs.join(' or ') : `one of ${specs.at(-1)} … ${specs[0]} (by release)`;
  const runs = rels.length === 1 ? runsWith(rels[0]!) : undefined;
  return runs ? `${req} (loads with torch${runs.text})` : req;
}
