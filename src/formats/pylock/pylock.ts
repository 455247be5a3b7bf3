/** pylock.toml (PEP 751): `[[packages]]` with `marker`, `index`, `wheels`, `sdist`, `vcs`, `archive`. */
import { parse } from 'smol-toml';
import { parseWheelFile } from '../../packaging/tags.js';
import { lineOf, nameLine, packagesOf, record, records, str, torchBlocks } from '../lock-blocks.js';
import type { LockedDist, LockFile, LockedWheel } from '../lock.js';

export function readPylock(text: string, file: string): LockFile {
  const dists: LockedDist[] = [];
  for (const b of torchBlocks(packagesOf(text, '[[packages]]'), file)) {
    const t = b.table;
    const wheels: LockedWheel[] = [];
    for (const w of records(t.wheels)) {
      // PEP 751: `name` may be given; otherwise the file name is the URL's or path's last part.
      const ref = str(w.name) ?? str(w.url) ?? str(w.path);
      const wheel = ref ? parseWheelFile(ref) : undefined;
      if (wheel && ref) wheels.push({ wheel, line: lineOf(b, str(w.url) ?? str(w.path) ?? ref) });
    }
    const vcs = record(t.vcs);
    const archive = record(t.archive);
    const directory = record(t.directory);
    const direct = str(vcs?.url) ?? str(archive?.url) ?? str(archive?.path) ?? str(directory?.path);
    dists.push({
      name: b.name,
      version: str(t.version) ?? '',
      ...(str(t.index) ? { index: str(t.index)! } : {}),
      ...(str(t.marker) ? { marker: str(t.marker)! } : {}),
      wheels,
      sdist: record(t.sdist) !== undefined,
      ...(direct && !wheels.length ? { direct } : {}),
      location: { file, line: nameLine(b) },
    });
  }
  const defaultGroups = defaultGroupsOf(text);
  return { kind: 'pylock', file, dists, ...(defaultGroups ? { defaultGroups } : {}) };
}

/**
 * `default-groups` from the keys before the first table: what `dependency_groups` holds in the
 * packages' markers when the install selects no group (PEP 751). A header that is not TOML
 * gives none; the package tables report their own errors.
 */
function defaultGroupsOf(text: string): string[] | undefined {
  const first = text.search(/^\s*\[/m);
  let head: Record<string, unknown>;
  try {
    head = parse(first < 0 ? text : text.slice(0, first));
  } catch {
    return undefined;
  }
  const groups = head['default-groups'];
  return Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : undefined;
}
