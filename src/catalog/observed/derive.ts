/**
 * Catalog facts that wheel names prove: the releases and patches an index lists, their Python
 * tags, platforms and platform floors, and the builds (variants) per platform. What a name cannot
 * prove (GPU kernels, driver floors, MPS, PyPI's Linux build, a build's status) is taken from the
 * newest release the catalog knows and marked uncertain, with the reason, for a person to settle.
 * Used by `catalog:refresh --write` (into rules/) and by `check --online` (in memory).
 */
import { groupBy } from '../../text/group.js';
import type { Platform } from '../../platform/platform.js';
import { variantOfLabel } from '../../platform/variant.js';
import { compareVersions } from '../../packaging/pep440.js';
import type { Catalog, Patch, PlatformEntry, Release, VariantEntry } from '../schema.js';
import { noMetadata, type MetadataFacts } from './metadata.js';
import { tagFloor } from '../../packaging/tags.js';
import { byPython, type Observed } from './observe.js';

const minorOf = (patch: string): string => patch.split('.').slice(0, 2).join('.');
const byVersion = (a: string, b: string): number => compareVersions(a, b);

/** The tag with the lowest floor: pip takes the wheel whose floor the runner meets, so the lowest decides. */
function lowestTag(tags: Iterable<string>): { tag: string; glibc?: string; macos?: string } {
  let best: { tag: string; glibc?: string; macos?: string } | undefined;
  for (const tag of [...tags].sort()) {
    const f = tagFloor(tag);
    const floor = f.glibc ?? f.macos;
    const bestFloor = best?.glibc ?? best?.macos;
    if (!best || (floor !== undefined && (bestFloor === undefined || byVersion(floor, bestFloor) < 0)))
      best = { tag, ...f };
  }
  return best!;
}

/** What the facts of one minor rest on: the pages read and when. */
export interface Provenance {
  /** The index URLs read, as shown to people (no credentials). */
  indexes: readonly string[];
  /** ISO date of the reading. */
  date: string;
}

const cite = (p: Provenance, what: string): string =>
  `${p.indexes.join(', ')} (${what}; wheel names read on ${p.date})`;

function pythonRange(tags: readonly string[]): { min: string; max: string } | undefined {
  const plain = tags.filter((t) => !t.endsWith('t')).sort(byPython);
  return plain.length ? { min: plain[0]!, max: plain[plain.length - 1]! } : undefined;
}

/** A release the catalog lacks, from its wheels alone; the newest known release fills what names cannot prove. */
/** A patch entry, with the companions whose metadata requires exactly it. */
function patchFrom(version: string, prov: Provenance, meta: MetadataFacts): Patch {
  const c = meta.companions.get(version);
  const sources = [cite(prov, `torch ${version} wheels`), c?.torchvision?.source, c?.torchaudio?.source].filter(
    Boolean,
  );
  return {
    version,
    ...(c?.torchvision ? { torchvision: c.torchvision.version } : {}),
    ...(c?.torchaudio ? { torchaudio: c.torchaudio.version } : {}),
    source: sources.join('; '),
  };
}

function releaseFrom(
  minor: string,
  observed: readonly Observed[],
  newest: Release | undefined,
  prov: Provenance,
  meta: MetadataFacts,
): Release | undefined {
  const patches = [...new Set(observed.map((o) => o.patch))].sort(byVersion);
  const allPythons = [...new Set(observed.flatMap((o) => [...o.pythons]))];
  const range = pythonRange(allPythons);
  if (!range || !patches.length) return undefined;
  const byPlatform = groupBy(observed, (o) => o.platform);
  const platforms: PlatformEntry[] = [];
  for (const [platform, list] of [...byPlatform].sort(([a], [b]) => a.localeCompare(b))) {
    const low = lowestTag(list.flatMap((o) => [...o.platformTags]));
    const own = pythonRange(list.flatMap((o) => [...o.pythons]));
    const narrower = own && (own.min !== range.min || own.max !== range.max);
    const onPypi = list.some((o) => o.build === 'pypi');
    platforms.push({
      platform,
      wheelTag: low.tag,
      ...(low.glibc ? { glibc: low.glibc } : {}),
      ...(low.macos ? { macos: low.macos } : {}),
      ...(narrower ? { python: own } : {}),
      ...(!onPypi && observed.some((o) => o.build === 'pypi') ? { pypi: false } : {}),
      source: cite(prov, `${low.tag} wheels`),
    });
  }
  const freeThreaded = allPythons.filter((t) => t.endsWith('t')).sort(byPython);
  const extra = freeThreaded.map((version) => ({
    version,
    status: 'experimental' as const,
    platforms: [...new Set(observed.filter((o) => o.pythons.has(version)).map((o) => o.platform))].sort(),
    source: cite(
      prov,
      `cp${version.replace('.', '').replace('t', '')}t wheels; every free-threaded torch build so far was experimental`,
    ),
  }));
  const variants = variantsFrom(observed, prov);
  const pypi: Release['pypi'] = [];
  for (const p of platforms) {
    if (!observed.some((o) => o.build === 'pypi' && o.platform === p.platform)) continue;
    const known = newest?.pypi.find((d) => d.platform === p.platform);
    const read = patches
      .map((v) => meta.pypiBuild.get(`${v}|${p.platform}`))
      .filter((x) => x !== undefined)
      .at(-1);
    if (p.platform.startsWith('linux') && read) {
      pypi.push({ platform: p.platform, variant: read.variant, source: read.source });
    } else if (p.platform.startsWith('linux') && known) {
      pypi.push({
        platform: p.platform,
        variant: known.variant,
        source: `assumed from torch ${newest!.torch} (${known.source}): a PyPI wheel name does not say its CUDA build`,
        confidence: 'uncertain',
      });
    } else if (!p.platform.startsWith('linux')) {
      pypi.push({
        platform: p.platform,
        variant: 'cpu',
        source: cite(prov, `PyPI's ${p.platform} wheels carry no CUDA build on Windows and macOS`),
      });
    }
  }
  // An index of PyPI's files alone names no variant: the newest release's, as uncertain, so the release is whole.
  const allVariants =
    variants.length > 0
      ? variants
      : (newest?.variants ?? []).map((v) => ({
          ...v,
          source: `assumed from torch ${newest!.torch}: the indexes read list no build of ${minor}`,
          confidence: 'uncertain' as const,
        }));
  if (!allVariants.length) return undefined;
  const release: Release = {
    torch: minor,
    patches: patches.map((version) => patchFrom(version, prov, meta)),
    python: {
      min: range.min,
      max: range.max,
      ...(extra.length ? { extra } : {}),
      source: cite(prov, `cp${range.min.replace('.', '')}-cp${range.max.replace('.', '')} wheels`),
    },
    platforms,
    variants: allVariants,
    pypi,
    ...(newest?.mps
      ? {
          mps: {
            macos: newest.mps.macos,
            source: `assumed from torch ${newest.torch}: wheel names do not say the MPS floor`,
            confidence: 'uncertain' as const,
          },
        }
      : {}),
    notes: [
      {
        kind: 'info',
        text: `torch ${minor} is known from its wheel names only: GPU kernels, driver floors, companions and build status are assumed from torch ${newest?.torch ?? 'the newest known release'} until a person settles them.`,
        source: cite(prov, 'file names'),
        confidence: 'uncertain',
      },
    ],
    source: cite(prov, `the torch ${minor} files`),
  };
  return release;
}

/** Builds per platform from labelled wheels (`+cu130`), or unlabelled ones on a variant's own index. */
function variantsFrom(observed: readonly Observed[], prov: Provenance): VariantEntry[] {
  const on = new Map<string, { platforms: Set<Platform>; patches: Set<string> }>();
  for (const o of observed) {
    if (o.build === 'pypi') continue;
    const variant = variantOfLabel(o.build);
    if (!variant) continue;
    const e = on.get(variant) ?? { platforms: new Set(), patches: new Set() };
    e.platforms.add(o.platform);
    e.patches.add(o.patch);
    on.set(variant, e);
  }
  const allPatches = new Set(observed.map((o) => o.patch));
  return [...on]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([variant, e]) => ({
      variant,
      status: 'stable' as const,
      platforms: [...e.platforms].sort(),
      // download.pytorch.org's macOS wheels carry no +cpu label (torch-X.Y.Z-…), as in every release so far.
      ...(variant === 'cpu' && [...e.platforms].some((p) => p.startsWith('macos'))
        ? { unlabelled: [...e.platforms].filter((p) => p.startsWith('macos')).sort() }
        : {}),
      ...(e.patches.size < allPatches.size ? { patches: [...e.patches].sort(byVersion) } : {}),
      source: cite(prov, `+${variant} wheels; "stable" is assumed: a name does not say a build's status`),
    }));
}

export interface Derived {
  /** Minors the catalog lacks, whole. */
  releases: Release[];
  /** Patches of minors the catalog has, that it lacks. */
  patches: { torch: string; patch: Patch }[];
  /** Patches the catalog holds as uncertain that the indexes list. */
  confirmed: string[];
}

/** What the observed wheels add to the catalog. */
export function deriveFromObserved(
  catalog: Catalog,
  observed: ReadonlyMap<string, Observed>,
  prov: Provenance,
  meta: MetadataFacts = noMetadata(),
): Derived {
  const known = new Map(catalog.releases.map((r) => [r.torch, r]));
  const newest =
    [...catalog.releases]
      .sort((a, b) => byVersion(b.torch, a.torch))
      .find((r) => !r.patches.every((p) => p.confidence === 'uncertain')) ?? catalog.releases[0];
  const byMinor = groupBy(observed.values(), (o) => minorOf(o.patch));
  const out: Derived = { releases: [], patches: [], confirmed: [] };
  for (const [minor, list] of [...byMinor].sort(([a], [b]) => byVersion(a, b))) {
    const r = known.get(minor);
    if (!r) {
      const release = releaseFrom(minor, list, newest, prov, meta);
      if (release) out.releases.push(release);
      continue;
    }
    for (const patch of [...new Set(list.map((o) => o.patch))].sort(byVersion)) {
      const have = r.patches.find((p) => p.version === patch);
      if (!have) out.patches.push({ torch: minor, patch: patchFrom(patch, prov, meta) });
      else if (have.confidence === 'uncertain') out.confirmed.push(patch);
    }
  }
  return out;
}

/** The catalog with what the indexes showed: new releases and patches, confirmed patches no longer uncertain. */
export function overlayDerived(catalog: Catalog, d: Derived, prov: Provenance): Catalog {
  if (!d.releases.length && !d.patches.length && !d.confirmed.length) return catalog;
  const confirmed = new Set(d.confirmed);
  const releases = catalog.releases.map((r) => {
    const added = d.patches.filter((p) => p.torch === r.torch).map((p) => p.patch);
    if (!added.length && !r.patches.some((p) => confirmed.has(p.version))) return r;
    const patches = r.patches.map((p) => (confirmed.has(p.version) ? confirmedPatch(p, prov) : p));
    return { ...r, patches: [...patches, ...added].sort((a, b) => byVersion(a.version, b.version)) };
  });
  return { ...catalog, releases: [...releases, ...d.releases] };
}

function confirmedPatch(p: Patch, prov: Provenance): Patch {
  const { confidence: _dropped, ...rest } = p;
  return { ...rest, source: `${p.source}; ${cite(prov, `torch ${p.version} wheels`)}` };
}
