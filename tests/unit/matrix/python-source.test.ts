// A matrix value decides a cell's Python only through a step that uses it: setup-python's input,
// a script (`pixi run -e py${{ matrix.python }}`, `conda create python=…`), an env var a script
// names, an action's input. A Python key no step reads picks no interpreter: a pixi job runs the
// Python its manifest's environment resolves, whatever the matrix says. Manifests and workflows
// written here; each expectation derived by hand in the comments.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMatrix } from '../../../src/usecases/matrix/matrix.js';

async function lint(files: Record<string, string>, workflow: string) {
  const dir = mkdtempSync(join(tmpdir(), 'python-source-'));
  mkdirSync(join(dir, '.github/workflows'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  writeFileSync(join(dir, '.github/workflows/ci.yml'), workflow);
  return (await runMatrix({ workflow: '.github/workflows/ci.yml', cwd: dir })).plan;
}

// torch 2.5.1 has wheels for CPython 3.9–3.13, none for 3.14.
const manifest = (python: string) => `[workspace]
channels = ["conda-forge"]
platforms = ["linux-64"]

[dependencies]
python = "${python}"

[pypi-dependencies]
torch = "==2.5.1"
`;

const pixiJob = (steps: string) => `on: push
jobs:
  test:
    runs-on: ubuntu-24.04
    strategy:
      matrix:
        python: ["3.14"]
    steps:
      - uses: actions/checkout@v5
      - uses: prefix-dev/setup-pixi@v0.9.0
${steps}`;

describe("a cell's Python comes from the step that picks the interpreter", () => {
  it('a pixi job whose steps never read the python key runs the Python of the manifest: 3.14 in the matrix does not fail torch 2.5.1', async () => {
    // `>=3.10,<3.13`: conda takes the newest admitted, 3.12 (pixi.toml:6), which torch 2.5.1 has wheels for.
    const p = await lint({ 'pixi.toml': manifest('>=3.10,<3.13') }, pixiJob('      - run: pixi run test\n'));
    expect(p.combinations).toHaveLength(1);
    expect(p.combinations[0]!.checkedAs).toMatchObject({
      python: '3.12 (pixi.toml:6)',
      torch: '==2.5.1 (pixi.toml:9)',
    });
    expect(p.combinations[0]!.verdict).toBe('pass');
  });

  it('a manifest pin that does not decide one Python leaves the Python unjudged, not the matrix value', async () => {
    // `>=3.10` admits a Python newer than the catalog knows: which one conda-forge gives is not decided here.
    // Before, the cell was checked as Python 3.14 and failed (no cp314 wheel of torch 2.5.1).
    const p = await lint(
      { 'pixi.toml': manifest('>=3.10') },
      pixiJob('      - run: pixi install\n      - run: pixi run test\n'),
    );
    const [cell] = p.combinations;
    expect(cell!.checkedAs.python).toBeUndefined();
    expect(cell!.checkedAs.torch).toBe('==2.5.1 (pixi.toml:9)');
    expect(cell!.verdict).not.toBe('fail');
    expect(p.findings.some((f) => f.id === 'python-unsupported')).toBe(false);
  });

  it("setup-python's Python is not pixi's either: with a manifest that does not decide one, the Python is not judged", async () => {
    // setup-python installs 3.14 on the runner, but `pixi run` runs the environment's own Python
    // (pixi needs one in the environment for its PyPI dependencies), which `>=3.10` leaves open.
    const steps =
      '      - uses: actions/setup-python@v6\n        with:\n          python-version: ${{ matrix.python }}\n      - run: pixi run test\n';
    const p = await lint({ 'pixi.toml': manifest('>=3.10') }, pixiJob(steps));
    expect(p.combinations[0]!.checkedAs.python).toBeUndefined();
    expect(p.combinations[0]!.verdict).not.toBe('fail');
    // A manifest that decides one: that one, whatever setup-python installed.
    const q = await lint({ 'pixi.toml': manifest('3.11.*') }, pixiJob(steps));
    expect(q.combinations[0]!.checkedAs.python).toBe('3.11 (pixi.toml:6)');
    expect(q.combinations[0]!.verdict).toBe('pass');
  });

  it('a script that reads the key still decides: `uv venv --python ${{ matrix.python }}` makes that interpreter', async () => {
    // The venv the install runs in has the matrix's Python: 3.14 has no torch 2.5.1 wheel, so the cell fails.
    const wf = `on: push
jobs:
  test:
    runs-on: ubuntu-24.04
    strategy:
      matrix:
        python: ["3.14"]
    steps:
      - run: uv venv --python \${{ matrix.python }}
      - run: uv pip install torch==2.5.1
`;
    const p = await lint({}, wf);
    expect(p.combinations[0]!.checkedAs.python).toBe('3.14');
    expect(p.combinations[0]!.verdict).toBe('fail');
  });

  it('an env var a script names, or an action input, carries the key to the step', async () => {
    const viaEnv = `on: push
jobs:
  test:
    runs-on: ubuntu-24.04
    strategy:
      matrix:
        python: ["3.14"]
    env:
      PY: \${{ matrix.python }}
    steps:
      - run: uv venv --python "$PY" && uv pip install torch==2.5.1
`;
    expect((await lint({}, viaEnv)).combinations[0]!.checkedAs.python).toBe('3.14');
    const viaInput = `on: push
jobs:
  test:
    runs-on: ubuntu-24.04
    strategy:
      matrix:
        python: ["3.14"]
    steps:
      - uses: some-org/setup-env@v1
        with:
          python: \${{ matrix.python }}
      - run: pip install torch==2.5.1
`;
    expect((await lint({}, viaInput)).combinations[0]!.checkedAs.python).toBe('3.14');
  });

  it('a python key no step reads is not the Python of a pip job either: the runner has its own', async () => {
    // No setup-python and no step naming matrix.python: pip runs on the runner's Python, which
    // the planner does not know, so no Python check is made (and none fails on 3.14).
    const wf = `on: push
jobs:
  test:
    runs-on: ubuntu-24.04
    strategy:
      matrix:
        python: ["3.14"]
    steps:
      - run: pip install torch==2.5.1
`;
    const p = await lint({}, wf);
    expect(p.combinations[0]!.checkedAs.python).toBeUndefined();
    expect(p.combinations[0]!.verdict).not.toBe('fail');
    // Said once, at the key's line, so the unused key is not silently ignored.
    const notice = p.findings.find((f) => f.id === 'matrix-value-unknown' && f.message.includes('`python`'))!;
    expect(notice.message).toContain('is read by no step of job test');
    expect(notice.location).toMatchObject({ file: '.github/workflows/ci.yml', line: 7 });
  });

  it('setup-python with the key is still the Python, in plan mode (--matrix) the key always is', async () => {
    const wf = pixiJob('').replace(
      '      - uses: prefix-dev/setup-pixi@v0.9.0\n',
      '      - uses: actions/setup-python@v6\n        with:\n          python-version: ${{ matrix.python }}\n      - run: pip install torch==2.5.1\n',
    );
    const p = await lint({}, wf);
    expect(p.combinations[0]!.checkedAs.python).toBe('3.14');
    expect(p.combinations[0]!.verdict).toBe('fail');
    const plan = (
      await runMatrix({ matrix: '{"python": ["3.14"], "torch": ["2.5.1"], "os": ["ubuntu-24.04"]}', cwd: tmpdir() })
    ).plan;
    expect(plan.combinations[0]!.checkedAs.python).toBe('3.14');
    expect(plan.combinations[0]!.verdict).toBe('fail');
  });
});
