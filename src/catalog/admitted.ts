/** What a specifier admits in the catalog: its releases, patches, Pythons, platforms and variants (pins, upgrade notes). */
import type { Catalog, Patch, Release } from './schema.js';
import { allCandidates } from './query.js';
import type { Platform } from '../platform/platform.js';
import { parseSpecifier, satisfies, type Specifier } from '../packaging/pep440.js';
import { comparePythonMinor } from '../versions/python.js';

export interface Admitted {
  release: Release;
  patch: Patch;
  version: string;
  torchvision?: string;
  torchaudio?: string;
}

export function specOf(specifier: string): Specifier | undefined {
  try {
    return parseSpecifier(specifier);
  } catch {
    return undefined;
  }
}

/** Every catalog torch release a specifier admits, oldest first. A `+local` spec matches that build. */
export function admittedPatches(catalog: Catalog, specifier: string): Admitted[] {
  const spec = specOf(specifier);
  if (!spec) return [];
  return allCandidates(catalog)
    .filter(({ patch: p }) => satisfies(spec.local ? `${p.version}+${spec.local}` : p.version, spec))
    .map(({ release, patch: p }) => ({
      release,
      patch: p,
      version: p.version,
      ...(p.torchvision ? { torchvision: p.torchvision } : {}),
      ...(p.torchaudio ? { torchaudio: p.torchaudio } : {}),
    }))
    .reverse();
}

export function admittedReleases(catalog: Catalog, specifier: string): Release[] {
  const seen = new Map<string, Release>();
  for (const a of admittedPatches(catalog, specifier)) seen.set(a.release.torch, a.release);
  return [...seen.values()];
}

function pythonMinors(min: string, max: string): string[] {
  const [maj, lo] = min.split('.').map(Number) as [number, number];
  const hi = Number(max.split('.')[1]);
  const out: string[] = [];
  for (let m = lo; m <= hi; m++) out.push(`${maj}.${m}`);
  return out;
}

function releasePythons(r: Release): string[] {
  return pythonMinors(r.python.min, r.python.max);
}

const sortPythons = (xs: Iterable<string>): string[] => [...new Set(xs)].sort(comparePythonMinor);

export function unionPythons(rs: Release[]): string[] {
  return sortPythons(rs.flatMap(releasePythons));
}

/** Every Python minor any catalog release supports: the Pythons that exist, as far as torch knows. */
export function knownPythons(catalog: Catalog): string[] {
  return unionPythons(catalog.releases);
}

/** The newest Python minor (`15` for 3.15) any release has wheels for, experimental ones (`3.15t`) included. */
export function newestPythonMinor(catalog: Catalog): number {
  return Math.max(
    ...catalog.releases
      .flatMap((r) => [r.python.max, ...(r.python.extra ?? []).map((e) => e.version.replace(/t$/, ''))])
      .map((v) => Number(v.split('.')[1])),
    0,
  );
}

export function unionPlatforms(rs: Release[]): Platform[] {
  return [...new Set(rs.flatMap((r) => r.platforms.map((p) => p.platform)))].sort();
}

export function unionVariants(rs: Release[]): string[] {
  return [...new Set(rs.flatMap((r) => r.variants.map((v) => v.variant)))].sort();
}

/** Whether a requires-python specifier admits some 3.X.y. */
export function admitsPython(requiresPython: string, minor: string): boolean {
  const spec = specOf(requiresPython);
  if (!spec) return true;
  return [`${minor}.0`, `${minor}.1`, `${minor}.99`].some((v) => satisfies(v, spec));
}
