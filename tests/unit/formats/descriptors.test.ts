// One folder per file format: each folder of src/formats/ exports one descriptor named for it, and
// every descriptor is listed by the registries it serves (pins, locks, or both); nothing else is.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FileFormat } from '../../../src/formats/descriptor.js';
import { FORMATS_WITH_LOCKS } from '../../../src/locks/formats.js';
import { FORMATS_WITH_PINS } from '../../../src/pins/formats.js';

const root = path.resolve(__dirname, '../../../src/formats');
const folders = readdirSync(root, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

const isDescriptor = (v: unknown): v is FileFormat =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as FileFormat).name === 'string' &&
  Array.isArray((v as FileFormat).pins) &&
  Array.isArray((v as FileFormat).locks);

async function descriptorsOf(folder: string): Promise<FileFormat[]> {
  const mod = (await import(path.join(root, folder, 'index.ts'))) as Record<string, unknown>;
  return Object.values(mod).filter(isDescriptor);
}

describe('file format folders', () => {
  it('the formats the issue names each have a folder', () => {
    expect(folders).toEqual(
      expect.arrayContaining(['conda', 'pixi', 'poetry', 'pylock', 'pyproject', 'requirements', 'setup', 'uv']),
    );
  });

  it.each(folders)('%s/ exports one descriptor, named for its folder, that reads pins or locks', async (folder) => {
    const found = await descriptorsOf(folder);
    expect(found.map((d) => d.name)).toEqual([folder]);
    expect(found[0]!.pins.length + found[0]!.locks.length).toBeGreaterThan(0);
  });

  it.each(folders)('%s/ is listed by each registry it serves, once', async (folder) => {
    const [d] = await descriptorsOf(folder);
    expect(FORMATS_WITH_PINS.filter((f) => f === d)).toHaveLength(d!.pins.length ? 1 : 0);
    expect(FORMATS_WITH_LOCKS.filter((f) => f === d)).toHaveLength(d!.locks.length ? 1 : 0);
  });

  it('the registries list only the folders’ descriptors', async () => {
    const all = (await Promise.all(folders.map(descriptorsOf))).flat();
    for (const d of [...FORMATS_WITH_PINS, ...FORMATS_WITH_LOCKS]) expect(all).toContain(d);
  });
});
