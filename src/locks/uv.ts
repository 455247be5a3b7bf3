/** uv.lock: `[[package]]` tables with `source`, `resolution-markers`, `wheels` and `sdist`. */
import { parseWheelFile } from '../platform/wheel-tags.js';
import { lineOf, nameLine, record, records, str, torchBlocks } from './blocks.js';
import type { LockedDist, LockFile, LockedWheel } from './types.js';

export function readUvLock(text: string, file: string): LockFile {
  const dists: LockedDist[] = [];
  for (const b of torchBlocks(text, '[[package]]', file)) {
    const t = b.table;
    const source = record(t.source) ?? {};
    const markers = Array.isArray(t['resolution-markers']) ? t['resolution-markers'].filter((m): m is string => typeof m === 'string') : [];
    const wheels: LockedWheel[] = [];
    for (const w of records(t.wheels)) {
      const url = str(w.url) ?? str(w.path) ?? str(w.filename);
      const wheel = url ? parseWheelFile(url) : undefined;
      if (wheel && url) wheels.push({ wheel, line: lineOf(b, url) });
    }
    const direct = str(source.git) ?? str(source.url) ?? str(source.path) ?? str(source.directory) ?? str(source.editable);
    dists.push({
      name: b.name,
      version: str(t.version) ?? '',
      ...(str(source.registry) ? { index: str(source.registry)! } : {}),
      // A fork's markers: the entry is used where any of them holds.
      ...(markers.length ? { marker: markers.map((m) => `(${m})`).join(' or ') } : {}),
      wheels,
      sdist: record(t.sdist) !== undefined,
      ...(direct && !wheels.length ? { direct } : {}),
      location: { file, line: nameLine(b) },
    });
  }
  return { kind: 'uv', file, dists };
}
