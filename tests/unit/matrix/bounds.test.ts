// Matrix size is bounded: huge or hostile matrices end in one clear line, and excluded cells are
// counted.
import { describe, expect, it } from 'vitest';
import { expandMatrix, lintWorkflow, MAX_JOBS, parseMatrixInput, planMatrix } from '../../../src/matrix/index.js';
import { matrixMarkdown } from '../../../src/report/markdown.js';
import { fake } from './helpers.js';

const dims = (n: number, k: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`d${i}`, Array.from({ length: k }, (_, j) => `v${j}`)]));

describe('matrix size is bounded (attack review B3, B9, B12)', () => {
  it('ten 10-value dimensions (10^10 cells) are refused at once, never expanded', () => {
    const e = expandMatrix(parseMatrixInput(JSON.stringify(dims(10, 10))));
    expect(e.cells).toEqual([]);
    expect(e.diagnostics.map((d) => [d.id, d.severity])).toEqual([['matrix-invalid', 'error']]);
    expect(e.diagnostics[0]!.message).toMatch(
      /^The matrix has 10,000,000,000 combinations; GitHub runs at most 256 jobs per matrix/,
    );
  });
  it('20,000 include entries are matched in linear time (the test timeout is the guard)', () => {
    const include = Array.from({ length: 20_000 }, (_, i) => ({ python: `3.${i % 13}`, n: i }));
    const e = expandMatrix(parseMatrixInput(JSON.stringify({ include })));
    expect(e.cells).toHaveLength(20_000);
  });
  it('a repeated include entry is still found through the buckets', () => {
    const e = expandMatrix(
      parseMatrixInput(JSON.stringify({ include: [{ python: '3.10' }, { python: '3.1' }, { python: '3.10' }] })),
    );
    expect(e.diagnostics.filter((d) => d.id === 'matrix-include-duplicate')).toHaveLength(1);
  });
  it('lint: a workflow matrix over 256 jobs is an error (GitHub fails the run)', () => {
    const wf = `jobs:\n  t:\n    runs-on: ubuntu-24.04\n    strategy:\n      matrix:\n        a: [${Array.from({ length: 20 }, (_, i) => i).join(', ')}]\n        b: [${Array.from({ length: 13 }, (_, i) => i).join(', ')}]\n    steps:\n      - run: pip install torch\n`;
    const p = lintWorkflow(wf, 'ci.yml', fake);
    expect(p.findings.find((f) => f.id === 'matrix-invalid')).toMatchObject({
      severity: 'error',
      message: `The matrix makes 260 jobs; GitHub runs at most ${MAX_JOBS} per matrix and fails the workflow run.`,
    });
  });
  it('plan: more than 256 installing cells is an error and no plan is handed back', () => {
    const p = planMatrix(
      parseMatrixInput(
        JSON.stringify({ os: ['ubuntu-24.04'], python: ['3.12'], n: Array.from({ length: 300 }, (_, i) => i) }),
      ),
      fake,
    );
    expect(p.include).toEqual([]);
    expect(p.findings.find((f) => f.id === 'matrix-invalid')).toMatchObject({ severity: 'error' });
  });
  it('plan: the 10,000-cell search space of the benchmark is still planned', () => {
    const p = planMatrix(
      parseMatrixInput(
        JSON.stringify({
          os: ['ubuntu-24.04'],
          python: ['3.12'],
          n: Array.from({ length: 100 }, (_, i) => i),
          m: Array.from({ length: 100 }, (_, i) => i),
        }),
      ),
      {
        ...fake,
        keepWarned: false,
      },
    );
    expect(p.combinations).toHaveLength(10_000);
  });
});

describe('silent passes in a plan (attack review B11)', () => {
  it('a plan where no cell runs is an error, not a pass', () => {
    const p = planMatrix(parseMatrixInput('{"os": ["macos-15-intel"], "python": ["3.12"]}'), fake);
    expect(p.include).toEqual([]);
    expect(p.findings.find((f) => f.severity === 'error')).toMatchObject({
      id: 'matrix-invalid',
      message: 'No cell of the matrix installs and runs (all 1 are unsupported), so the planned matrix is empty.',
    });
  });
  it('a plan that drops cells says how many (newcomer review, item 11)', () => {
    const p = planMatrix(parseMatrixInput('{"os": ["ubuntu-24.04", "macos-15-intel"], "python": ["3.12"]}'), fake);
    expect(p.findings.find((f) => f.id === 'matrix-cells-excluded')?.message).toBe(
      'Kept 1 of 2 cells: 1 does not install or run.',
    );
  });
  it('an empty exclude entry is an error (it would remove every combination)', () => {
    const e = expandMatrix(parseMatrixInput('{"python": ["3.12"], "exclude": [{}]}'));
    expect(e.diagnostics.map((d) => d.id)).toContain('matrix-invalid');
    expect(e.cells).toHaveLength(1);
  });
  it('an exclude entry keyed __proto__ is a key, not the prototype: it names no dimension', () => {
    const e = expandMatrix(parseMatrixInput('python: ["3.12"]\nexclude:\n  - __proto__: {python: "3.12"}\n'));
    expect(e.cells).toHaveLength(1);
    expect(e.diagnostics.find((d) => d.id === 'matrix-invalid')?.message).toMatch(
      /names `__proto__`, which is not a matrix dimension/,
    );
  });
  it('matrix keys named like Object.prototype members are ordinary keys (B19)', () => {
    const e = expandMatrix(parseMatrixInput('{"constructor": ["a", "b"], "toString": ["x"]}'));
    expect(e.cells.map((c) => c.values)).toEqual([
      { constructor: 'a', toString: 'x' },
      { constructor: 'b', toString: 'x' },
    ]);
  });
  it('the summary gives the reason of each kept cell that warns', () => {
    const p = planMatrix(parseMatrixInput('{"os": ["ubuntu-24.04"], "python": ["3.12"], "torch": ["2.7.0"]}'), fake);
    expect(matrixMarkdown(p)).toMatch(/#### Kept with warnings \(1\)[\s\S]*backend-experimental: Experimental\./);
  });
});
