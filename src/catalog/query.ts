/** Read-only questions about the catalog, shared by resolve, checks and recommend. */
import type {
  Catalog,
  Companion,
  CompanionGap,
  Confidence,
  CudaFamily,
  CudaToolkit,
  GpuArchs,
  Patch,
  PlatformEntry,
  Release,
  VariantEntry,
  RocmArchs,
  XpuFamily,
} from './schema.js';
import type { Platform } from '../platform/platform.js';
import { derived, memo } from '../core/memo.js';
import { compareVersions, parseSpecifier, satisfies, type Specifier } from '../packaging/pep440.js';
import { comparePythonMinor } from '../versions/python.js';

export interface Candidate {
  patch: Patch;
  release: Release;
}

/** Every patch release in the catalog, newest first. */
export const allCandidates: (catalog: Catalog) => Candidate[] = derived('candidates', (catalog: Catalog) =>
  catalog.releases
    .flatMap((release) => release.patches.map((patch) => ({ patch, release })))
    .sort((a, b) => compareVersions(b.patch.version, a.patch.version)),
);

/** `2.8.0` and `2.8` are one version under PEP 440 (zero padding): the key both share. */
const PLAIN = /^\d+(\.\d+)*$/;
function releaseKey(plain: string): string {
  const parts = plain.split('.').map(Number);
  while (parts.length > 1 && parts[parts.length - 1] === 0) parts.pop();
  return parts.join('.');
}

/** The catalog's plain release versions by their padding-free key, for `==X.Y.Z` lookups. */
const plainReleases = derived('plain-releases', (catalog: Catalog): Map<string, Candidate[]> => {
  const m = new Map<string, Candidate[]>();
  for (const c of allCandidates(catalog)) {
    if (!PLAIN.test(c.patch.version)) continue;
    const k = releaseKey(c.patch.version);
    const list = m.get(k);
    if (list) list.push(c);
    else m.set(k, [c]);
  }
  return m;
});

const MATCHING = memo<[pep440: string], Candidate[]>('matching');

/** The patches a (public, local-free) specifier matches, newest first; remembered per catalog. */
export function matchingCandidates(catalog: Catalog, spec: Specifier): Candidate[] {
  return MATCHING.get(catalog, [spec.pep440], () => {
    // `==2.8.0` of a plain release is a lookup; anything else is matched clause by clause.
    const pinned = /^==\s*(\d+(?:\.\d+)*)$/.exec(spec.pep440)?.[1];
    return pinned
      ? [...(plainReleases(catalog).get(releaseKey(pinned)) ?? [])]
      : allCandidates(catalog).filter((c) => satisfies(c.patch.version, spec));
  });
}

export function newestRelease(catalog: Catalog): Candidate | undefined {
  return allCandidates(catalog)[0];
}

export function findRelease(catalog: Catalog, minor: string): Release | undefined {
  return catalog.releases.find((r) => r.torch === minor);
}

export const platformEntry = (release: Release, platform: Platform): PlatformEntry | undefined =>
  release.platforms.find((p) => p.platform === platform);

/** A build is per patch when the catalog says so (2.12.0 has no cu129, 2.12.1 has). */
const inPatch = (v: VariantEntry, patch: string | undefined): boolean =>
  !v.patches || patch === undefined || v.patches.includes(patch);

export const variantEntry = (
  release: Release,
  variant: string,
  platform: Platform,
  patch?: string,
): VariantEntry | undefined =>
  release.variants.find((v) => v.variant === variant && v.platforms.includes(platform) && inPatch(v, patch));

export const variantsOn = (release: Release, platform: Platform, patch?: string): VariantEntry[] =>
  release.variants.filter((v) => v.platforms.includes(platform) && inPatch(v, patch));

export function pypiDefault(release: Release, platform: Platform) {
  return release.pypi.find((p) => p.platform === platform);
}

/** Sets `confidence` only when there is one (the JSON report leaves the key out otherwise). */
function withConfidence<T extends object>(o: T, confidence: Confidence | undefined): T & { confidence?: Confidence } {
  if (confidence) (o as T & { confidence?: Confidence }).confidence = confidence;
  return o;
}

export type PythonSupport =
  | { kind: 'regular'; source: string; confidence?: Confidence }
  | { kind: 'experimental' | 'preview'; source: string; confidence?: Confidence }
  | { kind: 'none'; source: string; confidence?: Confidence };

/** Whether `release` (its patch `patch`, when the wheels differ per patch) has wheels for this Python on this platform and index. */
export function pythonSupport(
  release: Release,
  platform: Platform,
  python: { major: number; minor: number; freeThreaded: boolean },
  fromPypi: boolean,
  patch?: string,
): PythonSupport {
  const tag = `${python.major}.${python.minor}${python.freeThreaded ? 't' : ''}`;
  const plain = `${python.major}.${python.minor}`;
  const extra = (release.python.extra ?? []).find(
    (e) =>
      e.version === tag &&
      (!e.platforms || e.platforms.includes(platform)) &&
      !(fromPypi && e.pypi === false) &&
      !(patch !== undefined && e.patches && !e.patches.includes(patch)),
  );
  if (extra) return withConfidence({ kind: extra.status, source: extra.source }, extra.confidence);
  if (python.freeThreaded) return { kind: 'none', source: release.python.source };
  // A platform with its own Python range (Windows on Arm) is its own fact, with its own source.
  const p = platformEntry(release, platform);
  const own = p?.python ? p : undefined;
  const range = own?.python ?? release.python;
  const inRange = comparePythonMinor(plain, range.min) >= 0 && comparePythonMinor(plain, range.max) <= 0;
  const { source, confidence } = own ?? release.python;
  return withConfidence({ kind: inRange ? 'regular' : 'none', source }, confidence);
}

/** The Python range to quote in messages for a release on a platform. */
export function pythonRange(release: Release, platform: Platform): { min: string; max: string } {
  return platformEntry(release, platform)?.python ?? release.python;
}

export function glibcFloor(
  release: Release,
  platform: Platform,
  variant: string,
): { glibc?: string; source: string; confidence?: Confidence } {
  const v = variantEntry(release, variant, platform);
  if (v?.glibc) return withConfidence({ glibc: v.glibc, source: v.source }, v.confidence);
  const p = platformEntry(release, platform);
  const floor: { glibc?: string; source: string } = { source: p?.source ?? release.source };
  if (p?.glibc) floor.glibc = p.glibc;
  return withConfidence(floor, p?.confidence);
}

export const toolkitFor = (catalog: Catalog, variant: string): CudaToolkit | undefined =>
  catalog.cudaToolkits.find((t) => t.variant === variant);

export const familyFor = (catalog: Catalog, major: number): CudaFamily | undefined =>
  catalog.cudaFamilies.find((f) => f.major === major);

/** The GPU architectures compiled into (variant, torch version, platform); first match wins. */
export function gpuArchsFor(
  catalog: Catalog,
  variant: string,
  torch: string,
  platform: Platform,
): GpuArchs | undefined {
  return catalog.gpuArchs.find(
    (g) =>
      g.variant === variant &&
      g.platforms.includes(platform) &&
      satisfies(torch, parseSpecifier(g.torch, `gpuArchs torch range`)),
  );
}

/** The gfx targets a ROCm build of this torch has kernels for; undefined when the catalog has no list. */
export function rocmArchsFor(catalog: Catalog, variant: string, torch: string): RocmArchs | undefined {
  return catalog.rocmArchs.find(
    (g) => g.variant === variant && satisfies(torch, parseSpecifier(g.torch, 'rocmArchs torch range')),
  );
}

/** Whether a ROCm build runs on `gfx`: it has torch kernels for it, and its bundled rocBLAS has too. */
export function rocmRuns(archs: RocmArchs | undefined, gfx: string): boolean {
  return archs !== undefined && archs.gfx.includes(gfx) && !archs.blasMissing?.gfx.includes(gfx);
}

/** The validated Intel GPU family of a PCI device id for this torch, if any. */
export function xpuFamilyOf(catalog: Catalog, deviceId: string, torch: string): XpuFamily | undefined {
  return catalog.xpuFamilies.find(
    (f) => f.deviceIds.includes(deviceId) && satisfies(torch, parseSpecifier(f.torch, 'xpuFamilies torch range')),
  );
}

/** One companion release a torch patch installs with, and where that pairing is stated. */
export interface CompanionPairing {
  version: string;
  source: string;
  confidence?: Confidence;
}

/** Whether a companion release's declared torch range holds `torch`. */
export function declaresTorch(c: Companion, torch: string): boolean {
  return satisfies(torch, parseSpecifier(c.torch, 'companions torch range'));
}

/**
 * The torchvision (or torchaudio) releases a torch patch installs with: the one built with it,
 * and every release that declares a torch range holding the patch. Newest last.
 */
export function companionsOf(catalog: Catalog, patch: Patch, key: 'torchvision' | 'torchaudio'): CompanionPairing[] {
  const own: CompanionPairing[] = patch[key]
    ? [{ version: patch[key], source: patch.source, ...(patch.confidence ? { confidence: patch.confidence } : {}) }]
    : [];
  const ranged = catalog.companions
    .filter((c) => c.package === key && declaresTorch(c, patch.version))
    .map((c) => ({ version: c.version, source: c.source, ...(c.confidence ? { confidence: c.confidence } : {}) }));
  const seen = new Set<string>();
  return [...own, ...ranged]
    .filter((c) => !seen.has(c.version) && seen.add(c.version))
    .sort((a, b) => compareVersions(a.version, b.version));
}

/** Where a companion wheel is looked for: the platform, the CPython tag (`3.13t`) and torch's build. */
export interface CompanionTarget {
  platform: Platform;
  python?: string;
  variant?: string;
}

/** The catalog's record that this torchvision/torchaudio release has no wheel for this target, if any. */
export function companionGap(
  catalog: Catalog,
  key: 'torchvision' | 'torchaudio',
  version: string,
  at: CompanionTarget,
): CompanionGap | undefined {
  return catalog.companionGaps.find(
    (g) =>
      g.package === key &&
      (!g.platforms || g.platforms.includes(at.platform)) &&
      (!g.python || (at.python !== undefined && g.python.includes(at.python))) &&
      (!g.variants || (at.variant !== undefined && g.variants.includes(at.variant))) &&
      satisfies(version, parseSpecifier(g.versions, 'companionGaps versions')),
  );
}

/**
 * The torchvision and torchaudio version each torch release installs with, by patch (`2.9.1`) and
 * by minor (`2.9`: its first patch's), where exactly one pairs with it: the scan decides guards on
 * a companion's version by these (`compare_version("torchvision", operator.le, "0.13.0")`). A
 * patch a ranged companion also pairs with is left out, and so is its minor: its version is not one.
 */
export function companionVersions(catalog: Catalog): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const key of ['torchvision', 'torchaudio'] as const) {
    const byTorch: Record<string, string> = {};
    const ambiguous = new Set<string>();
    for (const r of catalog.releases)
      for (const p of r.patches) {
        const paired = companionsOf(catalog, p, key);
        if (paired.length !== 1) {
          ambiguous.add(r.torch);
          continue;
        }
        byTorch[p.version] = paired[0]!.version;
        if (!(r.torch in byTorch)) byTorch[r.torch] = paired[0]!.version;
      }
    for (const m of ambiguous) delete byTorch[m];
    out[key] = byTorch;
  }
  return out;
}
