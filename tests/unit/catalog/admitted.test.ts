// The newest Python minor the catalog's releases support, free-threaded builds read as their minor.
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { knownPythons, newestPythonMinor } from '../../../src/catalog/admitted.js';
import type { Catalog } from '../../../src/catalog/schema.js';

describe('newestPythonMinor', () => {
  it("is the newest of the releases' Python ranges and experimental Pythons", () => {
    const newest = newestPythonMinor(bundledCatalog);
    const ranged = Math.max(...knownPythons(bundledCatalog).map((v) => Number(v.split('.')[1])));
    expect(newest).toBeGreaterThanOrEqual(ranged);
    const extras = bundledCatalog.releases.flatMap((r) => (r.python.extra ?? []).map((e) => e.version));
    for (const v of extras) expect(Number(v.replace(/t$/, '').split('.')[1])).toBeLessThanOrEqual(newest);
  });
  it('reads a free-threaded experimental Python as its minor', () => {
    const r = bundledCatalog.releases[0]!;
    const one = {
      ...bundledCatalog,
      releases: [{ ...r, python: { ...r.python, max: '3.12', extra: [{ version: '3.14t', status: 'experimental' }] } }],
    } as Catalog;
    expect(newestPythonMinor(one)).toBe(14);
  });
});
