// Diffusers' `pip install .[quality]` jobs were counted as torch
// installs although that extra installs no torch. An install of the project is a torch install
// only when its default dependencies or the extras it names bring torch, read from the checked-out
// setup.py / pyproject.toml.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { fcRuns } from '../../property-runs.js';
import { describe, expect, it } from 'vitest';
import { setupPyTorch } from '../../../src/formats/setup/setup-py-extras.js';
import { runMatrix } from '../../../src/usecases/matrix/matrix.js';

const DIFFUSERS = join(__dirname, '../../fixtures/matrix/real/huggingface__diffusers');

describe('which project installs bring torch', () => {
  it("diffusers' pr_tests.yml: the `.[quality]` jobs are not torch jobs", async () => {
    const r = await runMatrix({ workflow: '.github/workflows/pr_tests.yml', cwd: DIFFUSERS });
    const jobs = new Set(r.plan.combinations.map((c) => c.job));
    expect(jobs.has('check_code_quality')).toBe(false);
    expect(jobs.has('check_repository_consistency')).toBe(false);
    expect(jobs.has('run_lora_tests')).toBe(false);
    expect([...jobs].sort()).toEqual(['run_fast_tests', 'run_staging_tests']);
  });

  it("with diffusers' setup.py, `.[torch]` and `.[dev]` bring torch>=2.6 (its _deps table entry); `.[quality]` and `.` do not", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'repo-extras-'));
    mkdirSync(join(dir, '.github/workflows'), { recursive: true });
    copyFileSync(join(DIFFUSERS, 'setup.py'), join(dir, 'setup.py'));
    const job = (name: string, install: string) =>
      `  ${name}:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/setup-python@v6\n        with:\n          python-version: "3.12"\n      - run: pip install ${install}\n`;
    writeFileSync(
      join(dir, '.github/workflows/ci.yml'),
      `on: push\njobs:\n${job('torch', '".[torch]"')}${job('dev', '-e ".[dev]"')}${job('quality', '.[quality]')}${job('plain', '.')}${job('both', '".[quality,torch]"')}`,
    );
    const r = await runMatrix({ workflow: '.github/workflows/ci.yml', cwd: dir });
    expect(r.plan.combinations.map((c) => [c.job, c.checkedAs.torch])).toEqual([
      ['torch', '>=2.6 (setup.py:141)'],
      ['dev', '>=2.6 (setup.py:141)'],
      ['both', '>=2.6 (setup.py:141)'],
    ]);
  });

  it('pyproject.toml: torch only in an extra the install does not name is no torch install; the named extra is', async () => {
    // Written here: torch is in the `gpu` extra only.
    const dir = mkdtempSync(join(tmpdir(), 'repo-extras-'));
    mkdirSync(join(dir, '.github/workflows'), { recursive: true });
    writeFileSync(
      join(dir, 'pyproject.toml'),
      `[project]\nname = "x"\nversion = "1"\ndependencies = ["numpy"]\n\n[project.optional-dependencies]\ngpu = ["torch>=2.7,<2.9"]\ndocs = ["sphinx"]\n`,
    );
    const job = (name: string, install: string) =>
      `  ${name}:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/setup-python@v6\n        with:\n          python-version: "3.12"\n      - run: pip install ${install}\n`;
    writeFileSync(
      join(dir, '.github/workflows/ci.yml'),
      `on: push\njobs:\n${job('docs', '".[docs]"')}${job('gpu', '-e ".[gpu]"')}`,
    );
    const r = await runMatrix({ workflow: '.github/workflows/ci.yml', cwd: dir });
    expect(r.plan.combinations.map((c) => [c.job, c.checkedAs.torch])).toEqual([
      ['gpu', '>=2.7,<2.9 (pyproject.toml:7)'],
    ]);
  });

  it('torch only in a pixi manifest: `pip install -e .` brings none (pip reads no [tool.pixi]); `pixi run` does', async () => {
    // Written here: the project's dependencies name numpy only; torch is a pixi PyPI dependency.
    const dir = mkdtempSync(join(tmpdir(), 'repo-extras-'));
    mkdirSync(join(dir, '.github/workflows'), { recursive: true });
    writeFileSync(
      join(dir, 'pyproject.toml'),
      `[project]\nname = "x"\nversion = "1"\nrequires-python = ">=3.10"\ndependencies = ["numpy"]\n\n[tool.pixi.workspace]\nchannels = ["conda-forge"]\nplatforms = ["linux-64"]\n\n[tool.pixi.pypi-dependencies]\ntorch = "==2.5.1"\n`,
    );
    const job = (name: string, steps: string) =>
      `  ${name}:\n    strategy:\n      matrix:\n        python: ["3.12", "3.14"]\n    runs-on: ubuntu-24.04\n    steps:\n${steps}`;
    const pip = `      - uses: actions/setup-python@v6\n        with:\n          python-version: \${{ matrix.python }}\n      - run: pip install -e .\n`;
    const pixi = `      - uses: prefix-dev/setup-pixi@v0.8.1\n      - run: pixi run pytest\n`;
    writeFileSync(join(dir, '.github/workflows/ci.yml'), `on: push\njobs:\n${job('pip', pip)}${job('pixi', pixi)}`);
    const r = await runMatrix({ workflow: '.github/workflows/ci.yml', cwd: dir });
    // The pip job's cells are judged for Python alone; the pixi job's for the torch its manifest
    // pins, with the Python pixi resolves (requires-python >=3.10 admits one newer than the catalog
    // knows, so not decided): no step of the pixi job reads matrix.python.
    const torchOf = (res: typeof r) => res.plan.combinations.map((c) => [c.job, c.checkedAs.python, c.checkedAs.torch]);
    expect(torchOf(r)).toEqual([
      ['pip', '3.12', undefined],
      ['pip', '3.14', undefined],
      ['pixi', undefined, '==2.5.1 (pyproject.toml:12)'],
      ['pixi', undefined, '==2.5.1 (pyproject.toml:12)'],
    ]);
    // With a setup.py beside it, whose requirements may be computed, the pip install may bring torch.
    writeFileSync(
      join(dir, 'setup.py'),
      `from setuptools import setup\nsetup(install_requires=open("reqs.txt").read().split())\n`,
    );
    const r2 = await runMatrix({ workflow: '.github/workflows/ci.yml', cwd: dir });
    expect(
      torchOf(r2)
        .filter(([job]) => job === 'pip')
        .every(([, , torch]) => torch !== undefined),
    ).toBe(true);
  });

  it('a real [tool.pixi] project (foersben/industrial-component-anomaly-detection): `pip install -e .` brings no torch, `pixi run -e ci-dev` brings the locked 2.5.1+cpu', async () => {
    // Its pyproject.toml names torch only in [tool.pixi.feature.gpu/cpu.pypi-dependencies]
    // (lines 127 and 132); [project].dependencies is fastapi, pydantic, pydantic-settings, uvicorn.
    // Its own CI runs pixi only; the pip job below is written here, beside its real pyproject.toml
    // and pixi.lock (environments part), to judge the rule on real files.
    const real = join(__dirname, '../../fixtures/matrix/real/foersben__industrial-component-anomaly-detection');
    const dir = mkdtempSync(join(tmpdir(), 'repo-extras-real-'));
    mkdirSync(join(dir, '.github/workflows'), { recursive: true });
    const wf = `on: push
jobs:
  pip:
    runs-on: ubuntu-24.04
    strategy:
      matrix:
        python: ["3.12", "3.14"]
    steps:
      - uses: actions/setup-python@v6
        with:
          python-version: \${{ matrix.python }}
      - run: pip install -e .
  pixi:
    runs-on: ubuntu-24.04
    strategy:
      matrix:
        python: ["3.12", "3.14"]
    steps:
      - uses: prefix-dev/setup-pixi@v0.10.0
      - run: pixi run -e ci-dev pytest
`;
    writeFileSync(join(dir, '.github/workflows/ci.yml'), wf);
    copyFileSync(join(real, 'pyproject.toml'), join(dir, 'pyproject.toml'));
    const rows = async () =>
      (await runMatrix({ workflow: '.github/workflows/ci.yml', cwd: dir })).plan.combinations.map((c) => [
        c.job,
        c.checkedAs.python,
        c.checkedAs.torch,
        c.verdict,
      ]);
    // No pixi.lock: the pip cells are judged for their Python alone (3.14 included: no torch to
    // fail on it); the pixi cells by the ci-dev environment (features dev + cpu): torch ==2.5.1 from
    // whl/cpu (line 132) and Python 3.12.* (line 112), whatever the unread matrix.python says.
    expect(await rows()).toEqual([
      ['pip', '3.12', undefined, 'pass'],
      ['pip', '3.14', undefined, 'pass'],
      ['pixi', '3.12 (pyproject.toml:112)', '==2.5.1 (pyproject.toml:132)', 'pass'],
      ['pixi', '3.12 (pyproject.toml:112)', '==2.5.1 (pyproject.toml:132)', 'pass'],
    ]);
    // With its pixi.lock: the pixi cells install the locked torch-2.5.1+cpu cp312 wheel of ci-dev on
    // linux-64, from download-r2.pytorch.org/whl/cpu (the wheel's directory is its index, not PyPI,
    // which has no +cpu builds); pixi runs the lock's Python (cp312, matched against the wheel), not
    // the matrix's, so 3.14 fails nothing.
    copyFileSync(join(real, 'pixi.lock'), join(dir, 'pixi.lock'));
    expect(await rows()).toEqual([
      ['pip', '3.12', undefined, 'pass'],
      ['pip', '3.14', undefined, 'pass'],
      ['pixi', undefined, '==2.5.1+cpu (pixi.lock)', 'pass'],
      ['pixi', undefined, '==2.5.1+cpu (pixi.lock)', 'pass'],
    ]);
  });

  it('reads install_requires and extras_require from setup.py without running it', () => {
    expect(setupPyTorch(readFileSync(join(DIFFUSERS, 'setup.py'), 'utf8'))).toMatchObject({
      defaultTorch: false,
      extras: { quality: false, torch: true, dev: true, torchao: false },
    });
    const literal = `from setuptools import setup\nsetup(name="x", install_requires=["numpy"], extras_require={"gpu": ["torch>=2.4"], "docs": ["sphinx"]})\n`;
    expect(setupPyTorch(literal)).toMatchObject({ defaultTorch: false, extras: { gpu: true, docs: false } });
    // Read from a file when setup.py runs: not decided, so the install keeps counting as one that may bring torch.
    const fromFile = `from setuptools import setup\nREQS = open("requirements.txt").read().splitlines()\nsetup(install_requires=REQS, extras_require={"x": ["torch"]})\n`;
    expect(setupPyTorch(fromFile)!.defaultTorch).toBeUndefined();
    const viaHelper = `from setuptools import setup\ndef reqs(p):\n    return open(p).read().splitlines()\nsetup(install_requires=reqs("requirements/base.txt"))\n`;
    expect(setupPyTorch(viaHelper)!.defaultTorch).toBeUndefined();
    expect(setupPyTorch(`setup(install_requires=["torch>=2"] + EXTRA)\n`)!.defaultTorch).toBe(true);
  });

  it("SimpleTuner's platform extras, built by functions and a table of them, are undecided, never 'no torch'", () => {
    const text = readFileSync(join(__dirname, '../../fixtures/repos/bghira__SimpleTuner/setup.py'), 'utf8');
    const r = setupPyTorch(text)!;
    // base_deps lists no torch; the platform extras call get_*_dependencies(), whose lists hold it.
    expect(r.defaultTorch).toBe(false);
    for (const extra of ['cuda', 'cuda13', 'rocm', 'apple', 'cpu']) expect(r.extras[extra], extra).toBeUndefined();
    expect(r.extras.dev).toBe(false);
    // A call without a string argument, or a table the file does not spell out, is not read as empty.
    expect(setupPyTorch(`setup(extras_require={"gpu": deps()})\n`)!.extras.gpu).toBeUndefined();
    expect(setupPyTorch(`T = {"gpu": ["torch>=2"]}\nsetup(extras_require={"gpu": T["gpu"]})\n`)!.extras.gpu).toBe(true);
    expect(setupPyTorch(`T = make()\nsetup(extras_require={"gpu": T["gpu"]})\n`)!.extras.gpu).toBeUndefined();
  });
  it('never throws and always ends on arbitrary text (property)', () => {
    const piece = fc.constantFrom(
      'setup(',
      'install_requires=',
      'extras_require=',
      'E',
      '["torch"]',
      '{"a": ',
      'E["a"] = ',
      '+',
      ')',
      ']',
      '}',
      ',',
      '\n',
      'deps[',
      '"x"',
      'f(',
      '=',
      '#',
      '"""',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (parts) => {
        const r = setupPyTorch(parts.join(''));
        expect(r === undefined || typeof r.extras === 'object').toBe(true);
      }),
      { numRuns: fcRuns(300) },
    );
  });
});
