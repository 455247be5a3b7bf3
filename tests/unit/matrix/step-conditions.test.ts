// Step `if:` conditions decided from the matrix cell: only the steps that run in a cell decide
// its install.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintWorkflow } from '../../../src/matrix/index.js';
import { runMatrix } from '../../../src/usecases/matrix/matrix.js';
import { fake } from './helpers.js';

describe('step if: conditions on the matrix', () => {
  it("ignite's unit-tests.yml: the pytorch-nightly cells install from the nightly line, the others from the stable one", async () => {
    // Lines 79–85: `if: matrix.pytorch-channel == 'pytorch'` → whl/cpu; `== 'pytorch-nightly'` → whl/nightly/cpu --pre.
    const r = await runMatrix({
      workflow: '.github/workflows/unit-tests.yml',
      cwd: join(__dirname, '../../fixtures/matrix/real/pytorch__ignite'),
    });
    const cells = r.plan.combinations;
    expect(cells).toHaveLength(12);
    const byChannel = (ch: string) => cells.filter((c) => c.values['pytorch-channel'] === ch);
    expect(new Set(byChannel('pytorch').map((c) => c.checkedAs.index))).toEqual(
      new Set(['https://download.pytorch.org/whl/cpu']),
    );
    expect(byChannel('pytorch-nightly')).toHaveLength(5);
    expect(new Set(byChannel('pytorch-nightly').map((c) => c.checkedAs.index))).toEqual(
      new Set(['https://download.pytorch.org/whl/nightly/cpu']),
    );
    // The nightly index is not in the catalog: said on the nightly line, for the 5 nightly cells only.
    const nightly = r.findings.find((f) => f.id === 'nightly-index')!;
    expect(nightly.location).toMatchObject({ line: 85 });
    expect(nightly.message).toContain('(in 5 of 12 cells');
    expect(r.findings.some((f) => /Step condition/.test(f.message))).toBe(false);
  });

  it('a cell whose only torch install is skipped installs no torch; a condition needing run-time values is said once and read as if the step runs', () => {
    const wf = `on: push
jobs:
  t:
    runs-on: ubuntu-24.04
    strategy:
      matrix:
        torch: ["2.8.0", "none"]
    steps:
      - uses: actions/setup-python@v5
        with:
          python-version: "3.12"
      - if: matrix.torch != 'none'
        run: pip install "torch==\${{ matrix.torch }}"
      - if: \${{ matrix.torch == '2.8.0' && github.event_name == 'push' }}
        run: pip install torch==2.7.0
`;
    const p = lintWorkflow(wf, '.github/workflows/ci.yml', fake);
    const cell = (t: string) => p.combinations.find((c) => c.values.torch === t)!;
    expect(cell('2.8.0').checkedAs.torch).toBe('==2.8.0');
    // The "none" cell skips line 13; line 15's condition is false there too (`&&` stops at the matrix part).
    expect(cell('none').checkedAs.torch).toBeUndefined();
    expect(cell('none').verdict).toBe('pass');
    const said = p.findings.filter((f) => /Step condition/.test(f.message));
    expect(said).toHaveLength(1);
    expect(said[0]!.location).toMatchObject({ file: '.github/workflows/ci.yml', line: 14 });
  });
});
