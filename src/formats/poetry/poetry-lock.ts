/** poetry.lock: `[[package]]` with `files` (wheel and sdist names) and `[package.source]`. */
import { parseWheelFile } from '../../packaging/tags.js';
import { lineOf, nameLine, packagesOf, record, records, str, torchBlocks } from '../lock-blocks.js';
import type { LockedDist, LockFile, LockedWheel } from '../lock.js';

export function readPoetryLock(text: string, file: string): LockFile {
  const dists: LockedDist[] = [];
  for (const b of torchBlocks(packagesOf(text, '[[package]]'), file)) {
    const t = b.table;
    const wheels: LockedWheel[] = [];
    let sdist = false;
    for (const f of records(t.files)) {
      const name = str(f.file);
      if (!name) continue;
      const wheel = parseWheelFile(name);
      if (wheel) wheels.push({ wheel, line: lineOf(b, name) });
      else sdist = true;
    }
    const source = record(t.source);
    const type = str(source?.type);
    const url = str(source?.url);
    // Poetry's `legacy` source is a PEP 503 index; `git`, `url`, `file` and `directory` are direct.
    const index = type === 'legacy' ? url : undefined;
    const direct = type && type !== 'legacy' ? url : undefined;
    // Lock format 2.1 records where a package is used, per dependency group.
    const m = t.markers;
    const markerList =
      typeof m === 'string' ? [m] : Object.values(record(m) ?? {}).filter((x): x is string => typeof x === 'string');
    dists.push({
      name: b.name,
      version: str(t.version) ?? '',
      ...(index ? { index } : {}),
      ...(markerList.length ? { marker: markerList.map((x) => `(${x})`).join(' or ') } : {}),
      wheels,
      sdist,
      ...(direct && !wheels.length ? { direct } : {}),
      location: { file, line: nameLine(b) },
    });
  }
  return { kind: 'poetry', file, dists };
}
