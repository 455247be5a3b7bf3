// With the real engine and the bundled catalog (skipped until both exist).
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import type { Evaluate } from '../../../src/matrix/index.js';
import { lintWorkflow, parseMatrixInput, planMatrix } from '../../../src/matrix/index.js';

const enginePath = '../../../src/engine/evaluate.js';
const engine = (await import(/* @vite-ignore */ enginePath).catch(() => undefined)) as
  { evaluate: Evaluate } | undefined;
const ready = engine !== undefined && bundledCatalog.releases.length > 0;

describe.skipIf(!ready)('with the real engine', () => {
  const opts = () => ({ catalog: bundledCatalog, evaluate: engine!.evaluate });

  it('plans a matrix and its include round-trips', () => {
    const def = parseMatrixInput(
      JSON.stringify({
        'python-version': ['3.8', '3.12'],
        os: ['ubuntu-24.04', 'macos-15', 'macos-15-intel', 'windows-2025'],
        torch: ['2.8.0'],
      }),
    );
    const p = planMatrix(def, opts());
    expect(p.combinations).toHaveLength(8);
    const ok = (os: string, py: string) =>
      p.combinations.find((c) => c.values.os === os && c.values['python-version'] === py)!.verdict;
    expect(ok('ubuntu-24.04', '3.12')).not.toBe('fail');
    expect(ok('ubuntu-24.04', '3.8')).toBe('fail');
    expect(ok('macos-15-intel', '3.12')).toBe('fail');
    const again = planMatrix(parseMatrixInput(JSON.stringify({ include: p.include })), opts());
    expect(again.combinations.map((c) => c.values)).toEqual(p.include);
    expect(again.combinations.every((c) => c.verdict !== 'fail')).toBe(true);
  });

  it('checks a cell with no torch version as `pip install torch` would run (3.9 falls back)', () => {
    const wf = `
jobs:
  t:
    runs-on: ubuntu-24.04
    strategy:
      matrix:
        python-version: ["3.9", "3.12"]
    steps:
      - uses: actions/setup-python@v5
        with:
          python-version: \${{ matrix.python-version }}
      - run: pip install torch
`;
    const p = lintWorkflow(wf, 'ci.yml', opts());
    const py39 = p.combinations[0]!;
    expect(py39.findings.map((f) => f.id)).toContain('resolution-fallback');
    expect(py39.checkedAs.resolved).toMatch(/^2\.8\./);
  });
});
