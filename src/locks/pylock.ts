/** pylock.toml (PEP 751): `[[packages]]` with `marker`, `index`, `wheels`, `sdist`, `vcs`, `archive`. */
import { parseWheelFile } from '../packaging/tags.js';
import { lineOf, nameLine, record, records, str, torchBlocks } from './blocks.js';
import type { LockedDist, LockFile, LockedWheel } from './types.js';

export function readPylock(text: string, file: string): LockFile {
  const dists: LockedDist[] = [];
  for (const b of torchBlocks(text, '[[packages]]', file)) {
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
  return { kind: 'pylock', file, dists };
}
