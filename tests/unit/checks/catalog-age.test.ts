// The catalog knows its age: an open request checked long after `asOf` gets a catalog-stale notice.
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { catalogAge, hasUpperBound } from '../../../src/checks/catalog-age.js';
import { parseSpecifier } from '../../../src/packaging/pep440.js';

const spec = (s: string) => parseSpecifier(s);
const at = (date: string) => new Date(`${date}T12:00:00Z`);

describe('the catalog knows its age', () => {
  it('the bundled catalog carries an as-of date', () => {
    expect(bundledCatalog.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
  it.each([
    ['', false],
    ['>=2.8', false],
    ['!=2.9.0', false],
    ['<2.15', true],
    ['>=2.8,<2.15', true],
    ['==2.9.*', true],
    ['2.9.0', true],
    ['~=2.9.0', true],
  ])('upper bound of %j: %s', (s, bounded) => {
    expect(hasUpperBound(spec(s))).toBe(bounded);
  });
  it('an open-ended request against a catalog older than 45 days gets a notice, with how to update', () => {
    const c = { ...bundledCatalog, asOf: '2026-01-01' };
    const [f] = catalogAge({ catalog: c, torch: spec('>=2.8'), now: at('2026-03-01') });
    expect(f).toMatchObject({ id: 'catalog-stale', severity: 'notice' });
    expect(f!.message).toMatch(/^The catalog was last checked against the wheel indexes on 2026-01-01 \(59 days ago\)/);
    expect(f!.hint).toMatch(/^Update torch-preflight/);
  });
  it('no notice when the catalog is fresh, or the request has an upper bound', () => {
    const c = { ...bundledCatalog, asOf: '2026-01-01' };
    expect(catalogAge({ catalog: c, torch: spec('>=2.8'), now: at('2026-02-10') })).toEqual([]);
    expect(catalogAge({ catalog: c, torch: spec('>=2.8,<2.12'), now: at('2026-06-01') })).toEqual([]);
    expect(
      catalogAge({ catalog: { ...bundledCatalog, asOf: undefined }, torch: spec(''), now: at('2030-01-01') }),
    ).toEqual([]);
  });
});
