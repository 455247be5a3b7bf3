/** uv.lock: `[[package]]` tables with `source`, `resolution-markers`, `wheels` and `sdist`. */
import { parseWheelFile } from '../../packaging/tags.js';
import {
  lineOf,
  nameLine,
  normalize,
  packagesOf,
  record,
  records,
  rootTables,
  str,
  torchBlocks,
  type Packages,
} from '../lock-blocks.js';
import type { LockedDist, LockFile, LockedWheel } from '../lock.js';

const refKey = (name: string, version: string, registry: string | undefined): string =>
  `${name}|${version}|${registry ?? ''}`;

/**
 * When each torch-family entry is taken by the project's own install: the markers of the
 * project's references to it (its dependencies, each extra's and each dependency group's),
 * a selected extra or group spelled as uv spells it in markers. Undefined when the project
 * does not reference it (a trimmed lock, or a dependency of a dependency).
 */
function projectMarkers(packages: Packages, file: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (ref: Record<string, unknown>, when: string | undefined) => {
    const name = str(ref.name);
    if (!name) return;
    const key = refKey(normalize(name), str(ref.version) ?? '', str(record(ref.source)?.registry));
    const own = str(ref.marker);
    const marker =
      [when, own]
        .filter(Boolean)
        .map((m) => `(${m})`)
        .join(' and ') || 'python_version >= "0"';
    out.set(key, [...(out.get(key) ?? []), marker]);
  };
  for (const root of rootTables(packages, file)) {
    const pkg = normalize(str(root.name) ?? '');
    for (const ref of records(root.dependencies)) add(ref, undefined);
    for (const [extra, list] of Object.entries(record(root['optional-dependencies']) ?? {}))
      for (const ref of records(list)) add(ref, `extra == 'extra-${pkg.length}-${pkg}-${extra}'`);
    for (const [group, list] of Object.entries(record(root['dev-dependencies']) ?? {}))
      for (const ref of records(list)) add(ref, `extra == 'group-${pkg.length}-${pkg}-${group}'`);
  }
  return out;
}

export function readUvLock(text: string, file: string): LockFile {
  const dists: LockedDist[] = [];
  const packages = packagesOf(text, '[[package]]');
  const taken = projectMarkers(packages, file);
  for (const b of torchBlocks(packages, file, ['wheels'])) {
    const t = b.table;
    const source = record(t.source) ?? {};
    const markers = Array.isArray(t['resolution-markers'])
      ? t['resolution-markers'].filter((m): m is string => typeof m === 'string')
      : [];
    const wheels: LockedWheel[] = [];
    for (const w of records(t.wheels)) {
      const url = str(w.url) ?? str(w.path) ?? str(w.filename);
      const wheel = url ? parseWheelFile(url) : undefined;
      if (wheel && url) wheels.push({ wheel, line: lineOf(b, url) });
    }
    const direct =
      str(source.git) ?? str(source.url) ?? str(source.path) ?? str(source.directory) ?? str(source.editable);
    // Where the project references the entry, those references decide when it is taken too.
    const refs = taken.size ? taken.get(refKey(b.name, str(t.version) ?? '', str(source.registry))) : undefined;
    const forks = markers.length ? markers.map((m) => `(${m})`).join(' or ') : undefined;
    const byProject = refs ? refs.map((m) => `(${m})`).join(' or ') : undefined;
    const marker = forks && byProject ? `(${forks}) and (${byProject})` : (forks ?? byProject);
    dists.push({
      name: b.name,
      version: str(t.version) ?? '',
      ...(str(source.registry) ? { index: str(source.registry)! } : {}),
      // A fork's markers: the entry is used where any of them holds (and the project takes it).
      ...(marker ? { marker } : {}),
      wheels,
      sdist: record(t.sdist) !== undefined,
      ...(direct && !wheels.length ? { direct } : {}),
      location: { file, line: nameLine(b) },
    });
  }
  return { kind: 'uv', file, dists };
}
