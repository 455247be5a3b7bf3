// Matrices built to make expansion quadratic or cubic. Each took the former code well over the
// 20 s test timeout (measured in vitest: exclude 99 s, dimensions 54 s, case-variant keys 32 s,
// repeated entries 38 s); expansion now takes well under a second, with the same cells.
import { describe, expect, it } from 'vitest';
import { expandMatrix, parseMatrixInput } from '../../../src/matrix/index.js';

const expand = (m: unknown) => expandMatrix(parseMatrixInput(JSON.stringify(m)));

/** n one-value dimensions d0…, and n include entries made by `entry`. */
function dims(n: number, entry: (i: number) => Record<string, unknown>): Record<string, unknown> {
  const m: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) m[`d${i}`] = [1];
  m.include = Array.from({ length: n }, (_, i) => entry(i));
  return m;
}

describe('hostile matrices', () => {
  it('exclude: 316 × 316 cells and 12,640 entries matching nothing, among a few that match', () => {
    const k = 316;
    const r = [...Array(k).keys()].map(String);
    const exclude: Record<string, unknown>[] = [];
    for (let i = 0; i < 40 * k; i++) exclude.push({ a: `z${i}` });
    // Numbers match the string values as GitHub's == does; a partial entry removes a whole row.
    exclude.push({ a: 5 }, { b: '7', a: 3.0 }, { a: '300', b: 300 }, { b: 'Z1' });
    const e = expand({ a: r, b: r, exclude });
    expect(e.cells).toHaveLength(k * k - k - 2);
    const has = (a: string, b: string) => e.cells.some((c) => c.values.a === a && c.values.b === b);
    expect(has('5', '0')).toBe(false);
    expect(has('3', '7')).toBe(false);
    expect(has('300', '300')).toBe(false);
    expect(has('3', '8')).toBe(true);
    expect(e.cells[0]!.values).toEqual({ a: '0', b: '0' });
    expect(e.cells.at(-1)!.values).toEqual({ a: '315', b: '315' });
    const unused = e.diagnostics.filter((d) => d.id === 'matrix-exclude-unused');
    expect(unused).toHaveLength(40 * k + 1);
    expect(unused.at(-1)!.message).toMatch(
      /^exclude entry \{b: Z1\} matches no combination of the matrix, so it removes nothing\./,
    );
  });

  it('exclude: entries that each must be matched against 100,000 cells are refused past a bound, in one line', () => {
    const e = expand({
      a: [1],
      b: [...Array(99_999).keys()],
      exclude: Array.from({ length: 201 }, () => ({ a: '1' })),
    });
    expect(e.cells).toEqual([]);
    expect(e.diagnostics.map((d) => [d.id, d.severity])).toEqual([['matrix-invalid', 'error']]);
    expect(e.diagnostics[0]!.message).toMatch(
      /^The matrix has 99,999 combinations and 201 exclude entries, more than GitHub runs \(256 jobs\) and more than the planner matches\./,
    );
  });

  it('exclude: values compare as GitHub compares them, through the buckets', () => {
    const e = expandMatrix(
      parseMatrixInput(
        "v: ['Infinity', 'infinity', '1e999', x, 1, true, null, [1, 2], {p: 1, q: 2}]\nexclude:\n  - v: INFINITY\n  - v: .inf\n  - v: X\n  - v: '1'\n  - v: 0\n  - v: ['1', 2]\n  - v: {P: '1'}\n",
      ),
    );
    // 'INFINITY' equals both strings; the number equals 'Infinity' and '1e999'; '1' is 1 and true;
    // 0 is null; a list element by element; a map filter partially.
    expect(e.cells).toEqual([]);
    expect(e.diagnostics.filter((d) => d.id === 'matrix-exclude-unused')).toEqual([]);
  });

  it('include: 4,000 one-value dimensions and 4,000 entries {d0: 1, x: i}', () => {
    const e = expand(dims(4000, (i) => ({ d0: 1, x: i })));
    expect(e.cells).toHaveLength(1);
    const c = e.cells[0]!;
    expect(Object.keys(c.values)).toHaveLength(4001);
    expect(c.values.x).toBe(3999);
    expect(c.addedBy).toEqual({ x: 3999 });
    expect(e.diagnostics).toEqual([]);
  });

  it('include: 4,000 entries naming d0 in another case and a new key each', () => {
    const e = expand(dims(4000, (i) => ({ D0: 1, [`x${i}`]: i })));
    expect(e.cells).toHaveLength(1);
    const v = e.cells[0]!.values;
    expect(Object.keys(v)).toHaveLength(8000);
    expect([v.d3999, v.x0, v.x3999, v.D0]).toEqual([1, 0, 3999, undefined]);
    expect(e.diagnostics).toEqual([]);
  });

  it('include: 6,000 entries that add nothing to a cell of 6,000 keys are named briefly', () => {
    const e = expand(dims(6000, () => ({ d0: 1 })));
    expect(e.cells).toHaveLength(1);
    expect(e.diagnostics).toHaveLength(6000);
    const shown = [...Array(32).keys()].map((i) => `d${i}: 1`).join(', ');
    expect(e.diagnostics[5999]!.message).toContain(
      `include entry {d0: 1} duplicates a cell: the combination {${shown}, … 5,968 more} already has every value it sets, so it adds nothing.`,
    );
  });

  it('include: a repeated new combination names the entry it repeats; an entry that changes nothing says so', () => {
    const e = expandMatrix(
      parseMatrixInput(
        'a: [1, 2]\ninclude:\n  - {a: 1, b: x}\n  - {a: 3, b: 1}\n  - {a: 1, b: X}\n  - {A: "3", B: 1}\n',
      ),
    );
    expect(e.cells.map((c) => c.values)).toEqual([{ a: 1, b: 'X' }, { a: 2 }, { a: 3, b: 1 }, { A: '3', B: 1 }]);
    expect(e.diagnostics.map((d) => d.message)).toEqual([
      'include entry {a: 1, b: X} duplicates a cell: the combination {a: 1, b: X} already has every value it sets, so it adds nothing. (line 5)',
      'include entry {A: 3, B: 1} duplicates a cell: it repeats the combination {a: 3, b: 1}, which the include entry on line 4 already adds, so GitHub runs that job twice. (line 6)',
    ]);
  });
});
