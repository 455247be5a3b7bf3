/**
 * `catalog:refresh --bound`: the releases of packages bound to torch that their index lists and
 * rules/bound/ does not, each with the torch requirement its METADATA declares (PEP 658, the same
 * file `check --online` reads). Written as rules/bound/<package>.refresh.yaml, a file of its own
 * beside the imported facts, merged by version when the rules compile.
 */
import { stringify } from 'yaml';
import type { BoundPackage, BoundRelease } from '../bound-schema.js';
import type { IndexFile } from '../../packaging/index-page.js';
import { requiresDist } from '../../packaging/metadata.js';
import { normalizeName } from '../../packaging/names.js';
import { compareVersions, parseSpecifier, parseVersion } from '../../packaging/pep440.js';
import { parseWheelFile } from '../../packaging/tags.js';

const RELEASE = /^\d+(\.\d+)*(\.post\d+)?$/;

/** The releases on the page newer than every one the package lists, newest first, each with a wheel whose metadata is served. */
export function newBoundReleases(
  pkg: BoundPackage,
  files: readonly IndexFile[],
  limit = 4,
): { version: string; file: IndexFile }[] {
  const newest = pkg.releases
    .map((r) => r.version)
    .sort(compareVersions)
    .at(-1);
  const byVersion = new Map<string, IndexFile>();
  for (const f of files) {
    const w = parseWheelFile(f.filename);
    const v = w && normalizeName(w.name) === pkg.package ? parseVersion(w.version) : undefined;
    if (!v || f.yanked || !f.metadata || !f.url || !RELEASE.test(v.public)) continue;
    if (newest && compareVersions(v.public, newest) <= 0) continue;
    if (!byVersion.has(v.public)) byVersion.set(v.public, f);
  }
  return [...byVersion]
    .sort((a, b) => compareVersions(b[0], a[0]))
    .slice(0, limit)
    .map(([version, file]) => ({ version, file }));
}

/** One release from its METADATA: the torch it requires ('' when it names torch without a version); undefined when it does not require torch. */
export function boundReleaseOf(
  version: string,
  metadata: string,
  metadataUrl: string,
  date: string,
): BoundRelease | undefined {
  const torch = requiresDist(metadata).find((r) => r.name === 'torch');
  if (!torch) return undefined;
  const spec = torch.spec.replace(/\s+/g, '');
  try {
    parseSpecifier(spec);
  } catch {
    return undefined;
  }
  return { version, torch: spec, source: `${metadataUrl} (Requires-Dist: torch${spec}, read ${date})` };
}

/** rules/bound/<package>.refresh.yaml: the releases read, after those a previous refresh wrote. */
export function boundRefreshFile(
  pkg: BoundPackage,
  previous: readonly BoundRelease[],
  read: readonly BoundRelease[],
  page: string,
  date: string,
): string {
  const byVersion = new Map(previous.map((r) => [r.version, r]));
  for (const r of read) byVersion.set(r.version, r);
  const releases = [...byVersion.values()].sort((a, b) => compareVersions(b.version, a.version));
  const head = [
    '# yaml-language-server: $schema=../bound.schema.json',
    `# ${pkg.package}: releases newer than rules/bound/${pkg.package}.yaml lists, written by \`catalog:refresh --bound --write\``,
    `# from their METADATA on ${page} (read ${date}). Wheels and build facts are not read: review, then move them to the facts.`,
  ];
  return `${head.join('\n')}\n${stringify(
    { package: pkg.package, releases, source: page },
    { lineWidth: 0, defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN' },
  )}`;
}
