/**
 * Where the catalog and the wheel indexes disagree, for a maintainer to settle in rules/: a patch
 * the catalog lacks, a build or Python tag that exists but is not listed (or is listed but has
 * no file), a platform floor that differs from the wheels' tags. Only pages that were read are
 * judged, and a claim only for patches within the span the page lists (pages can be partial).
 */
import { compareDotted } from '../../versions/dotted.js';
import type { Platform } from '../../platform/platform.js';
import { glibcFloor, platformEntry, pythonSupport, variantEntry, variantsOn } from '../query.js';
import type { Catalog, Release } from '../schema.js';
import { literal } from './literal.js';
import { tagFloor } from '../../packaging/tags.js';
import { byPython, type IndexName, type Observed } from '../observed/observe.js';

export type DifferenceKind =
  | 'new-patch'
  | 'build-missing'
  | 'build-not-found'
  | 'python-missing'
  | 'python-not-found'
  | 'pypi-platform'
  | 'glibc-floor'
  | 'macos-floor';

export interface Difference {
  kind: DifferenceKind;
  patch: string;
  build?: string;
  platform?: Platform;
  detail: string;
}

const byVersion = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });

const releaseOf = (catalog: Catalog, patch: string): Release | undefined =>
  catalog.releases.find((r) => r.patches.some((p) => p.version === patch));

const py = (tag: string) => ({
  major: Number(tag.split('.')[0]),
  minor: Number(tag.split('.')[1]!.replace('t', '')),
  freeThreaded: tag.endsWith('t'),
});

/** The Python tags the catalog says a build has on a platform, for one patch. */
function claimedPythons(r: Release, platform: Platform, patch: string, fromPypi: boolean): string[] {
  const own = platformEntry(r, platform)?.python ?? r.python;
  const tags: string[] = [];
  for (let minor = Number(own.min.split('.')[1]); minor <= Number(own.max.split('.')[1]); minor++)
    tags.push(`3.${minor}`);
  for (const e of r.python.extra ?? []) {
    if (pythonSupport(r, platform, py(e.version), fromPypi, patch).kind !== 'none' && !tags.includes(e.version))
      tags.push(e.version);
  }
  return tags;
}

/** Recorded pages may hold some Python tags or platforms only: then only those are judged. */
export interface DiffScope {
  pythons?: ReadonlySet<string>;
  /** Claims of builds are judged on these platforms only. */
  platforms?: ReadonlySet<Platform>;
}

export function diffCatalog(
  catalog: Catalog,
  observed: ReadonlyMap<string, Observed>,
  read: ReadonlySet<IndexName>,
  scope: DiffScope = {},
): Difference[] {
  const out: Difference[] = [];
  const newPatches = new Map<string, Observed[]>();
  for (const o of observed.values()) {
    const r = releaseOf(catalog, o.patch);
    if (!r) {
      const list = newPatches.get(o.patch);
      if (list) list.push(o);
      else newPatches.set(o.patch, [o]);
      continue;
    }
    const fromPypi = o.build === 'pypi';
    const entry = platformEntry(r, o.platform);
    if (fromPypi) {
      if (!entry || entry.pypi === false)
        out.push({
          kind: 'pypi-platform',
          patch: o.patch,
          platform: o.platform,
          detail: `PyPI has torch ${o.patch} wheels for ${o.platform}; the catalog says it has none`,
        });
    } else if (!variantEntry(r, o.build, o.platform, o.patch)) {
      out.push({
        kind: 'build-missing',
        patch: o.patch,
        build: o.build,
        platform: o.platform,
        detail: `the ${literal(o.build)} index has torch ${o.patch} wheels for ${o.platform}; the catalog lists no such build for this patch`,
      });
      continue;
    }
    const claimed = claimedPythons(r, o.platform, o.patch, fromPypi).filter(
      (t) => !scope.pythons || scope.pythons.has(t),
    );
    const missing = [...o.pythons].filter((t) => !claimed.includes(t)).sort(byPython);
    const absent = claimed.filter((t) => !o.pythons.has(t)).sort(byPython);
    const where = fromPypi ? 'PyPI' : `the ${literal(o.build)} index`;
    if (missing.length)
      out.push({
        kind: 'python-missing',
        patch: o.patch,
        build: o.build,
        platform: o.platform,
        detail: `${where} has Python ${missing.join(', ')} wheels of ${o.patch} for ${o.platform}; the catalog does not list them`,
      });
    if (absent.length)
      out.push({
        kind: 'python-not-found',
        patch: o.patch,
        build: o.build,
        platform: o.platform,
        detail: `the catalog lists Python ${absent.join(', ')} for ${o.patch} on ${o.platform}; ${where} has no such wheel`,
      });
    for (const tag of o.platformTags) {
      const f = tagFloor(tag);
      const glibc =
        f.glibc && !fromPypi ? glibcFloor(r, o.platform, o.build).glibc : f.glibc ? entry?.glibc : undefined;
      if (f.glibc && glibc && compareDotted(f.glibc, glibc) !== 0)
        out.push({
          kind: 'glibc-floor',
          patch: o.patch,
          build: o.build,
          platform: o.platform,
          detail: `${where} tags ${o.patch} ${literal(tag)} (glibc ${f.glibc}); the catalog's floor is ${glibc}`,
        });
      if (f.macos && entry?.macos && compareDotted(f.macos, entry.macos) !== 0)
        out.push({
          kind: 'macos-floor',
          patch: o.patch,
          build: o.build,
          platform: o.platform,
          detail: `${where} tags ${o.patch} ${literal(tag)} (macOS ${f.macos}); the catalog's floor is ${entry.macos}`,
        });
    }
  }
  for (const [patch, builds] of newPatches) {
    const list = [...new Set(builds.map((b) => `${literal(b.build)} ${b.platform}`))].sort().join(', ');
    out.push({
      kind: 'new-patch',
      patch,
      detail: `torch ${patch} is on the indexes read (${list}) but not in the catalog`,
    });
  }
  // Claims the pages can refute: a build the catalog lists, on an index that was read, for a
  // patch inside the range of patches that page lists (a recorded page may be a slice in time).
  const span = new Map<string, [string, string]>();
  for (const o of observed.values()) {
    const [lo, hi] = span.get(o.build) ?? [o.patch, o.patch];
    span.set(o.build, [byVersion(o.patch, lo) < 0 ? o.patch : lo, byVersion(o.patch, hi) > 0 ? o.patch : hi]);
  }
  const inSpan = (patch: string, build: string): boolean => {
    const s = span.get(build);
    return s !== undefined && byVersion(patch, s[0]) >= 0 && byVersion(patch, s[1]) <= 0;
  };
  for (const r of catalog.releases) {
    for (const p of r.patches) {
      for (const pl of r.platforms) {
        if (scope.platforms && !scope.platforms.has(pl.platform)) continue;
        for (const v of variantsOn(r, pl.platform, p.version)) {
          if (!read.has(v.variant) || !inSpan(p.version, v.variant)) continue;
          if (!observed.has(`${p.version}|${v.variant}|${pl.platform}`))
            out.push({
              kind: 'build-not-found',
              patch: p.version,
              build: v.variant,
              platform: pl.platform,
              detail: `the catalog lists the ${v.variant} build of ${p.version} for ${pl.platform}; the ${v.variant} index has no such wheel`,
            });
        }
      }
    }
  }
  return out.sort(
    (a, b) =>
      a.patch.localeCompare(b.patch, 'en', { numeric: true }) ||
      a.kind.localeCompare(b.kind) ||
      (a.build ?? '').localeCompare(b.build ?? '') ||
      (a.platform ?? '').localeCompare(b.platform ?? ''),
  );
}

/** The report a maintainer reads: one line per difference, grouped by patch. */
export function renderDifferences(diffs: readonly Difference[], read: ReadonlySet<IndexName>): string {
  const head = `Indexes read: ${[...read].sort().map(literal).join(', ')}.`;
  if (diffs.length === 0) return `${head}\nThe catalog agrees with every wheel on them.\n`;
  const lines = [
    head,
    `${diffs.length} difference${diffs.length === 1 ? '' : 's'}; settle each in rules/releases/*.yaml with its source:`,
    '',
  ];
  let last = '';
  for (const d of diffs) {
    if (d.patch !== last) lines.push(`torch ${(last = d.patch)}`);
    lines.push(`  ${d.kind.padEnd(16)} ${d.detail}`);
  }
  return lines.join('\n') + '\n';
}
