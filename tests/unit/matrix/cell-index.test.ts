// The matrix indexes answer what a plain scan of every cell answers (src/matrix/cell-index.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Combinations,
  DimensionBuckets,
  dimensionKeyOf,
  sameCombination,
  type DimensionFilter,
} from '../../../src/matrix/github/cell-index.js';
import { findKey, valueMatches } from '../../../src/matrix/github/equality.js';
import type { Cell, Combination, MatrixValue } from '../../../src/matrix/github/types.js';
import { fcRuns } from '../../property-runs.js';

// Values that are `==` across types and spellings, maps that match partially, and keys that differ by case.
const value = fc.constantFrom<MatrixValue>(
  1,
  '1',
  ' 1.0 ',
  'a',
  'A',
  true,
  false,
  null,
  0,
  '',
  3.1,
  '3.10',
  'Infinity',
  'infinity',
  '-INFINITY',
  Infinity,
  -Infinity,
  '1e999',
  { p: 1 },
  { p: 1, q: 2 },
  { P: '1' },
  [1, 2],
  ['1', 2],
  [],
);
const key = fc.constantFrom('a', 'A', 'b', '0', '1', '10', 'x', 'X', '__proto__', 'constructor');
const dimensions = fc.uniqueArray(key, { minLength: 1, maxLength: 4 }).map((keys) => keys.map((k) => ({ key: k })));
const cellOf = (values: Combination, i: number): Cell => ({
  values,
  origin: { kind: 'product', index: {} },
  addedBy: { n: i },
});
const combination = (keys: string[]) =>
  fc.tuple(...keys.map(() => value)).map((vs) => Object.fromEntries(keys.map((k, i) => [k, vs[i]!])) as Combination);
const cells = (keys: string[]) => fc.array(combination(keys), { maxLength: 12 }).map((cs) => cs.map(cellOf));

describe('DimensionBuckets', () => {
  it('candidatesFor keeps every cell a plain scan matches, in cell order', () => {
    fc.assert(
      fc.property(
        dimensions.chain((dims) =>
          fc.tuple(
            fc.constant(dims),
            cells(dims.map((d) => d.key)),
            fc.array(fc.tuple(fc.constantFrom(...dims.map((d) => d.key)), value), { maxLength: 3 }),
          ),
        ),
        ([, all, filter]: [unknown, Cell[], DimensionFilter]) => {
          const matches = (c: Cell) => filter.every(([k, want]) => valueMatches(want, c.values[k]));
          const candidates = new DimensionBuckets(all).candidatesFor(filter);
          expect(candidates.filter(matches)).toEqual(all.filter(matches));
          expect(candidates.every((c, i) => i === 0 || all.indexOf(c) > all.indexOf(candidates[i - 1]!))).toBe(true);
        },
      ),
      { numRuns: fcRuns() },
    );
  });

  it('an empty filter keeps every cell; a value no cell has, none', () => {
    const all = [cellOf({ a: 1 }, 0), cellOf({ a: 'x' }, 1)];
    const buckets = new DimensionBuckets(all);
    expect(buckets.candidatesFor([])).toEqual(all);
    expect(buckets.candidatesFor([['a', 'y']])).toEqual([]);
  });
});

describe('dimensionKeyOf', () => {
  it('finds what findKey finds in a product cell', () => {
    fc.assert(
      fc.property(dimensions, key, (dims, k) => {
        const cell: Record<string, true> = {};
        for (const d of dims) Object.defineProperty(cell, d.key, { value: true, enumerable: true });
        expect(dimensionKeyOf(dims)(k)).toBe(findKey(cell, k));
      }),
      { numRuns: fcRuns() },
    );
  });
});

describe('Combinations', () => {
  // Cells, then edits (cell, key, value) that each set a key no dimension has, then a combination to look up.
  const scenario = dimensions.chain((dims) =>
    fc.tuple(
      fc.constant(dims),
      cells(dims.map((d) => d.key)),
      fc.array(fc.tuple(fc.nat(), fc.constantFrom('extra', 'EXTRA', 'more', '7'), value), { maxLength: 8 }),
      fc.oneof(combination(dims.map((d) => d.key)), combination([...dims.map((d) => d.key), 'extra'])),
    ),
  );

  it('twinOf finds a cell exactly when a plain scan does, after keys are set', () => {
    fc.assert(
      fc.property(scenario, ([dims, generated, edits, probe]) => {
        const all = structuredClone(generated); // set() edits the cells; fast-check shrinks from the originals
        const index = new Combinations(dims, all);
        for (const [n, k, v] of edits) {
          if (all.length === 0 || dims.some((d) => d.key.toLowerCase() === k.toLowerCase())) continue;
          const cell = all[n % all.length]!;
          const key = index.keyIn(cell, k);
          expect(key).toBe(findKey(cell.values, k) ?? k);
          index.set(cell, key, v);
          index.settle();
        }
        const twin = index.twinOf(probe);
        const reference = all.find((c) => sameCombination(c.values, probe));
        expect(twin === undefined).toBe(reference === undefined);
        if (twin) expect(sameCombination(twin.values, probe)).toBe(true);
      }),
      { numRuns: fcRuns() },
    );
  });

  it('twinOf sees a cell under its new values only after settle()', () => {
    const cell = cellOf({ a: 1 }, 0);
    const index = new Combinations([{ key: 'a' }], [cell]);
    index.set(cell, 'x', 2);
    expect(index.twinOf({ a: 1, x: 2 })).toBeUndefined();
    index.settle();
    expect(index.twinOf({ A: '1', X: 2 })).toBe(cell);
    expect(index.twinOf({ a: 1 })).toBeUndefined();
  });

  it('show lists a product cell as a plain listing would, up to 32 keys', () => {
    const dims = Array.from({ length: 40 }, (_, i) => ({ key: i % 2 ? `d${i}` : String(i) }));
    const values = Object.fromEntries(dims.map((d) => [d.key, 1]));
    const cell = cellOf(values, 0);
    const index = new Combinations(dims, [cell]);
    for (const k of ['z', '5', 'y']) index.set(cell, k, 'v');
    const keys = Object.keys(cell.values).slice(0, 32);
    expect(index.show(cell)).toBe(
      `{${keys.map((k) => `${k}: ${cell.values[k] === 'v' ? 'v' : 1}`).join(', ')}, … 11 more}`,
    );
  });
});
