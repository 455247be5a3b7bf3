// What matrix lint follows — local composite actions, called workflows with their
// inputs, the repository's pins, the installer's env — on small workflows and on the real ones.
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintWorkflow } from '../../../src/matrix/index.js';
import { runMatrix } from '../../../src/usecases/matrix/matrix.js';
import { fake } from './helpers.js';

const files = (m: Record<string, string>) => (path: string) => m[path];

describe('following what a job uses', () => {
  it('a local composite action that installs torch is read with the inputs the caller passes', () => {
    const wf = `on: push
jobs:
  t:
    runs-on: ubuntu-24.04
    strategy:
      matrix:
        torch: ["2.7.0", "2.8.0"]
    steps:
      - uses: ./.github/actions/setup
        with:
          torch: \${{ matrix.torch }}
`;
    const action = `runs:
  using: composite
  steps:
    - uses: actions/setup-python@v5
      with:
        python-version: "3.12"
    - run: pip install "torch==\${{ inputs.torch }}" --index-url https://download.pytorch.org/whl/cpu
      shell: bash
`;
    const p = lintWorkflow(wf, '.github/workflows/ci.yml', {
      ...fake,
      loadFile: files({ '.github/actions/setup/action.yml': action }),
    });
    expect(p.combinations.map((c) => [c.checkedAs.python, c.checkedAs.torch, c.checkedAs.index])).toEqual([
      ['3.12', '==2.7.0', 'https://download.pytorch.org/whl/cpu'],
      ['3.12', '==2.8.0', 'https://download.pytorch.org/whl/cpu'],
    ]);
    // The torch key reaches the install through the action: no "reaches no install" notice.
    expect(p.findings.some((f) => f.message.includes('reaches no install'))).toBe(false);
  });

  it("a called workflow's cells are checked with the caller's inputs; a value from an input points at the caller's with: line", () => {
    const caller = `on: push
jobs:
  call:
    uses: ./.github/workflows/tests.yml
    with:
      pys: '["3.8", "3.12"]'
`;
    const callee = `on:
  workflow_call:
    inputs:
      pys:
        type: string
        default: '["3.12"]'
jobs:
  test:
    runs-on: ubuntu-24.04
    strategy:
      matrix:
        python-version: \${{ fromJSON(inputs.pys) }}
    steps:
      - uses: actions/setup-python@v5
        with:
          python-version: \${{ matrix.python-version }}
      - run: pip install torch
`;
    const p = lintWorkflow(caller, '.github/workflows/ci.yml', {
      ...fake,
      loadFile: files({ '.github/workflows/tests.yml': callee }),
    });
    expect(p.combinations.map((c) => [c.job, c.checkedAs.python, c.verdict])).toEqual([
      ['call → test', '3.8', 'fail'],
      ['call → test', '3.12', 'pass'],
    ]);
    const py = p.findings.find((f) => f.id === 'python-unsupported')!;
    expect(py.location).toMatchObject({ file: '.github/workflows/ci.yml', line: 6 });
    expect(py.message).toContain('passed to .github/workflows/ci.yml:4, job call');
    // And at the called workflow's line that reads the input.
    expect(py.related).toEqual([{ file: '.github/workflows/tests.yml', line: 12 }]);
  });

  it("a finding on a called workflow's line that reads an input also points at the caller's with: line for it", () => {
    const caller = `on: push
jobs:
  call:
    uses: ./.github/workflows/tests.yml
    with:
      os: ubuntu-20.04
`;
    const callee = `on:
  workflow_call:
    inputs:
      os:
        type: string
jobs:
  test:
    runs-on: \${{ inputs.os }}
    steps:
      - uses: actions/setup-python@v5
        with:
          python-version: "3.12"
      - run: pip install torch
`;
    const p = lintWorkflow(caller, '.github/workflows/ci.yml', {
      ...fake,
      loadFile: files({ '.github/workflows/tests.yml': callee }),
    });
    const onRunner = p.findings.filter(
      (f) => f.location?.file === '.github/workflows/tests.yml' && f.location.line === 8,
    );
    expect(onRunner.length).toBeGreaterThan(0);
    for (const f of onRunner) expect(f.related).toEqual([{ file: '.github/workflows/ci.yml', line: 6, column: 11 }]);
  });

  it("the installer's env (TORCH_URL, UV_TORCH_BACKEND) names the index when the command names none (Lightning)", async () => {
    const r = await runMatrix({
      workflow: '.github/workflows/ci-tests-pytorch.yml',
      cwd: join(__dirname, '../../fixtures/matrix/real/Lightning-AI__pytorch-lightning'),
    });
    const cells = r.plan.combinations;
    expect(cells).toHaveLength(60);
    expect(new Set(cells.map((c) => c.checkedAs.index))).toEqual(new Set(['https://download.pytorch.org/whl/cpu/']));
    // The `oldest` entry names no Python: setup-uv's `|| '3.10'` default.
    expect(cells.find((c) => (c.values.config as Record<string, string>).requires === 'oldest')!.checkedAs.python).toBe(
      '3.10',
    );
  });

  it("MONAI: the repository's torch>=2.4.1,<2.7.0 decides, never a suggestion of 2.8.0", async () => {
    const r = await runMatrix({
      workflow: '.github/workflows/pythonapp.yml',
      cwd: join(__dirname, '../../fixtures/matrix/real/Project-MONAI__MONAI'),
    });
    const flake = r.plan.combinations.filter((c) => c.job === 'flake8-py3');
    expect(flake.length).toBeGreaterThan(0);
    for (const c of flake) {
      expect(c.checkedAs.torch).toBe('>=2.4.1,<2.7.0 (requirements.txt:1)');
      expect(c.checkedAs.resolved).toMatch(/^2\.6\.0/);
    }
    for (const f of r.findings.filter((x) => x.location?.line !== 220))
      expect(f.message + f.hint).not.toMatch(/2\.8\.0/);
  });
});

describe('pixi environments named by a step', () => {
  // A repository holding only prefix-dev/pixi's llama-index example lock (environment `default`,
  // PyPI torch 2.4.0 for linux-64 and osx-arm64), and a workflow written here.
  async function lint(run: string, runsOn = 'ubuntu-24.04') {
    const dir = mkdtempSync(join(tmpdir(), 'pixi-env-'));
    mkdirSync(join(dir, '.github/workflows'), { recursive: true });
    copyFileSync(join(__dirname, '../../fixtures/locks/pixi-llama/pixi.lock'), join(dir, 'pixi.lock'));
    writeFileSync(
      join(dir, '.github/workflows/ci.yml'),
      `on: push\njobs:\n  t:\n    runs-on: ${runsOn}\n    steps:\n      - uses: prefix-dev/setup-pixi@v0.8.1\n      - run: ${run}\n`,
    );
    return (await runMatrix({ workflow: '.github/workflows/ci.yml', cwd: dir })).plan;
  }

  it('`pixi install -e NAME` is judged against that environment: one the lock does not hold is a lock-mismatch, not the default environment', async () => {
    const p = await lint('pixi install -e cuda');
    expect(p.combinations).toHaveLength(1);
    const ids = p.combinations[0]!.findings.map((f) => f.id);
    expect(ids).toContain('lock-mismatch');
    expect(p.combinations[0]!.findings.find((f) => f.id === 'lock-mismatch')!.message).toContain(
      'locks no environment cuda',
    );
  });

  it('`pixi run -e NAME TASK` installs that environment from the lock: the cell is evaluated with its torch', async () => {
    // A matrix job: `pixi run` alone does not make a plain job one that installs torch.
    const inMatrix = (run: string) =>
      lint(`${run}\n    strategy:\n      matrix:\n        os: [ubuntu-24.04]`, '${{ matrix.os }}');
    const p = await inMatrix('pixi run -e default start');
    expect(p.combinations).toHaveLength(1);
    expect(p.combinations[0]!.checkedAs.torch).toBe('==2.4.0 (pixi.lock)');
    // `--environment=NAME` is read too; the words after the task are the task's.
    const q = await inMatrix('pixi run --environment=cuda start -e default');
    expect(q.combinations[0]!.findings.map((f) => f.id)).toContain('lock-mismatch');
  });
});

describe('a pip step reads the pip route only', () => {
  // A pyproject.toml whose [project] pins torch==2.8.0 and whose [tool.pixi] takes the pytorch
  // channel's conda build of 2.2, a PyPI torch==2.2.2 and an xformers built for 2.6.0: `pip install .`
  // installs 2.8.0, and no pixi pin joins that request (pip reads no pixi table).
  it('the project pin decides the cell, not the pixi table beside it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pip-route-'));
    mkdirSync(join(dir, '.github/workflows'), { recursive: true });
    writeFileSync(
      join(dir, 'pyproject.toml'),
      // The pixi tables come first, so a reader that let them join would meet their torch first.
      '[tool.pixi.workspace]\nchannels = ["pytorch", "nvidia", "conda-forge"]\nplatforms = ["linux-64"]\n\n[tool.pixi.dependencies]\npython = "3.11.*"\npytorch = "2.2.*"\n\n[tool.pixi.pypi-dependencies]\ntorch = "==2.2.2"\nxformers = "==0.0.29.post3"\n\n[project]\nname = "x"\nversion = "0"\ndependencies = ["torch==2.8.0"]\n',
    );
    writeFileSync(
      join(dir, '.github/workflows/ci.yml'),
      'on: push\njobs:\n  t:\n    runs-on: ubuntu-24.04\n    strategy:\n      matrix:\n        py: ["3.12"]\n    steps:\n      - uses: actions/setup-python@v5\n        with:\n          python-version: ${{ matrix.py }}\n      - run: pip install .\n',
    );
    const p = (await runMatrix({ workflow: '.github/workflows/ci.yml', cwd: dir })).plan;
    expect(p.combinations).toHaveLength(1);
    expect(p.combinations[0]!.checkedAs.torch).toBe('==2.8.0 (pyproject.toml:16)');
    // pixi's xformers (built for torch 2.6.0) is no part of pip's install either.
    expect(p.combinations[0]!.findings.filter((f) => f.id.startsWith('bound-'))).toEqual([]);
    expect(p.combinations[0]!.checkedAs.resolved).toMatch(/^2\.8\.0/);
  });
});
