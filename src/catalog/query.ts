/** Read-only questions about the catalog, shared by resolve, checks and recommend. */
import type { Catalog, CudaFamily, CudaToolkit, GpuArchs, Patch, PlatformEntry, Release, VariantEntry } from './schema.js';
import type { Platform } from '../platform/platform.js';
import { compareVersions, parseSpecifier, satisfies, type Specifier } from '../versions/pep440.js';
import { comparePythonMinor } from '../versions/python.js';

export interface Candidate {
  patch: Patch;
  release: Release;
}

const cache = new WeakMap<Catalog, Candidate[]>();

/** Every patch release in the catalog, newest first. */
export function allCandidates(catalog: Catalog): Candidate[] {
  let list = cache.get(catalog);
  if (!list) {
    list = catalog.releases
      .flatMap((release) => release.patches.map((patch) => ({ patch, release })))
      .sort((a, b) => compareVersions(b.patch.version, a.patch.version));
    cache.set(catalog, list);
  }
  return list;
}

const matchCache = new WeakMap<Catalog, Map<string, Candidate[]>>();

/** The patches a (public, local-free) specifier matches, newest first; remembered per catalog. */
export function matchingCandidates(catalog: Catalog, spec: Specifier): Candidate[] {
  let byspec = matchCache.get(catalog);
  if (!byspec) matchCache.set(catalog, (byspec = new Map()));
  let list = byspec.get(spec.pep440);
  if (!list) {
    list = allCandidates(catalog).filter((c) => satisfies(c.patch.version, spec));
    byspec.set(spec.pep440, list);
  }
  return list;
}

export function newestRelease(catalog: Catalog): Candidate | undefined {
  return allCandidates(catalog)[0];
}

export function findRelease(catalog: Catalog, minor: string): Release | undefined {
  return catalog.releases.find((r) => r.torch === minor);
}

export const platformEntry = (release: Release, platform: Platform): PlatformEntry | undefined =>
  release.platforms.find((p) => p.platform === platform);

export const variantEntry = (release: Release, variant: string, platform: Platform): VariantEntry | undefined =>
  release.variants.find((v) => v.variant === variant && v.platforms.includes(platform));

export const variantsOn = (release: Release, platform: Platform): VariantEntry[] =>
  release.variants.filter((v) => v.platforms.includes(platform));

export function pypiDefault(release: Release, platform: Platform) {
  return release.pypi.find((p) => p.platform === platform);
}

export type PythonSupport =
  | { kind: 'regular'; source: string; confidence?: 'verified' | 'uncertain' }
  | { kind: 'experimental' | 'preview'; source: string; confidence?: 'verified' | 'uncertain' }
  | { kind: 'none'; source: string; confidence?: 'verified' | 'uncertain' };

/** Whether `release` has wheels for this Python on this platform and index. */
export function pythonSupport(
  release: Release,
  platform: Platform,
  python: { major: number; minor: number; freeThreaded: boolean },
  fromPypi: boolean,
): PythonSupport {
  const tag = `${python.major}.${python.minor}${python.freeThreaded ? 't' : ''}`;
  const plain = `${python.major}.${python.minor}`;
  const extra = (release.python.extra ?? []).find(
    (e) => e.version === tag && (!e.platforms || e.platforms.includes(platform)) && !(fromPypi && e.pypi === false),
  );
  if (extra) return { kind: extra.status, source: extra.source, ...(extra.confidence ? { confidence: extra.confidence } : {}) };
  if (python.freeThreaded) return { kind: 'none', source: release.python.source };
  // A platform with its own Python range (Windows on Arm) is its own fact, with its own source.
  const p = platformEntry(release, platform);
  const own = p?.python ? p : undefined;
  const range = own?.python ?? release.python;
  const inRange = comparePythonMinor(plain, range.min) >= 0 && comparePythonMinor(plain, range.max) <= 0;
  const { source, confidence } = own ?? release.python;
  return { kind: inRange ? 'regular' : 'none', source, ...(confidence ? { confidence } : {}) };
}

/** The Python range to quote in messages for a release on a platform. */
export function pythonRange(release: Release, platform: Platform): { min: string; max: string } {
  return platformEntry(release, platform)?.python ?? release.python;
}

export function glibcFloor(release: Release, platform: Platform, variant: string): { glibc?: string; source: string; confidence?: 'verified' | 'uncertain' } {
  const v = variantEntry(release, variant, platform);
  if (v?.glibc) return { glibc: v.glibc, source: v.source, ...(v.confidence ? { confidence: v.confidence } : {}) };
  const p = platformEntry(release, platform);
  return { ...(p?.glibc ? { glibc: p.glibc } : {}), source: p?.source ?? release.source, ...(p?.confidence ? { confidence: p.confidence } : {}) };
}

export const toolkitFor = (catalog: Catalog, variant: string): CudaToolkit | undefined =>
  catalog.cudaToolkits.find((t) => t.variant === variant);

export const familyFor = (catalog: Catalog, major: number): CudaFamily | undefined =>
  catalog.cudaFamilies.find((f) => f.major === major);

/** The GPU architectures compiled into (variant, torch version, platform); first match wins. */
export function gpuArchsFor(catalog: Catalog, variant: string, torch: string, platform: Platform): GpuArchs | undefined {
  return catalog.gpuArchs.find(
    (g) => g.variant === variant && g.platforms.includes(platform) && satisfies(torch, parseSpecifier(g.torch, `gpuArchs torch range`)),
  );
}

/** Newest patch of each release that has wheels for this Python on this platform. */
export function releasesForPython(
  catalog: Catalog,
  platform: Platform,
  python: { major: number; minor: number; freeThreaded: boolean },
): Candidate[] {
  return allCandidates(catalog).filter(
    (c) => platformEntry(c.release, platform) && pythonSupport(c.release, platform, python, false).kind !== 'none',
  );
}
