// A job that installs a pixi environment when the repository holds no
// pixi.lock is judged by what pixi.toml declares for that environment (its features' torch, index
// and Python), read with the readers `check --environment` uses. Two real manifests (kornia's, and
// prefix-dev/pixi's PyTorch multi-environment example) and one written here; workflows written
// here, every expectation derived by hand in the comments.
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMatrix } from '../../../src/usecases/matrix/matrix.js';
import { pixiPython } from '../../../src/formats/pixi/environment.js';

const fixtures = join(__dirname, '../../fixtures');
const KORNIA = join(fixtures, 'matrix/real/kornia__kornia/pixi.toml');
// prefix-dev/pixi docs/source_files/pixi_tomls/pytorch-pypi-envs.toml: python >=3.11,<3.13 (line 9);
// feature gpu: torch >=2.5.1 from whl/cu124 (line 14); feature cpu: torch >=2.5.1 from whl/cpu (line 18);
// environments gpu = [gpu], default = [cpu]; platforms linux-64 and win-64.
const PIXI_DOCS = join(fixtures, 'pins/pixi/pixi.toml');

async function lint(manifest: { from: string } | { text: string }, workflow: string) {
  const dir = mkdtempSync(join(tmpdir(), 'pixi-manifest-'));
  mkdirSync(join(dir, '.github/workflows'), { recursive: true });
  if ('from' in manifest) copyFileSync(manifest.from, join(dir, 'pixi.toml'));
  else writeFileSync(join(dir, 'pixi.toml'), manifest.text);
  writeFileSync(join(dir, '.github/workflows/ci.yml'), workflow);
  return (await runMatrix({ workflow: '.github/workflows/ci.yml', cwd: dir })).plan;
}

const matrixJob = (environments: string[], run: string, os = 'ubuntu-24.04') => `on: push
jobs:
  test:
    runs-on: ${os}
    strategy:
      matrix:
        environment: [${environments.join(', ')}]
    steps:
      - uses: actions/checkout@v5
      - uses: prefix-dev/setup-pixi@v0.9.0
        with:
          environments: \${{ matrix.environment }}
      - run: ${run}
`;

const plainJob = (run: string) => `on: push
jobs:
  check:
    runs-on: ubuntu-24.04
    steps:
      - uses: prefix-dev/setup-pixi@v0.9.0
      - run: ${run}
`;

describe('pixi environments from pixi.toml when there is no pixi.lock', () => {
  it("prefix-dev's PyTorch example: each environment is judged by its own feature's torch and index, with the Python the manifest pins", async () => {
    const p = await lint(
      { from: PIXI_DOCS },
      matrixJob(['default', 'gpu'], 'pixi run -e ${{ matrix.environment }} test'),
    );
    const cell = (e: string) => p.combinations.find((c) => c.values.environment === e)!;
    // default = [cpu]: torch >=2.5.1 from whl/cpu; Python >=3.11,<3.13 is 3.12 (conda takes the newest admitted).
    expect(cell('default').checkedAs).toMatchObject({
      python: '3.12 (pixi.toml:9)',
      torch: '>=2.5.1 (pixi.toml:18)',
      index: 'https://download.pytorch.org/whl/cpu',
    });
    expect(cell('default').verdict).toBe('pass');
    // gpu = [gpu]: the same range from whl/cu124, whose newest build is 2.6.0 (cu124 ends with 2.6).
    expect(cell('gpu').checkedAs).toMatchObject({
      python: '3.12 (pixi.toml:9)',
      torch: '>=2.5.1 (pixi.toml:14)',
      index: 'https://download.pytorch.org/whl/cu124',
    });
    expect(cell('gpu').checkedAs.resolved).toMatch(/^2\.6\.\d+\+cu124$/);
    expect(cell('gpu').verdict).not.toBe('fail');
  });

  it("a runner whose platform the manifest does not list fails on runs-on: prefix-dev's example lists linux-64 and win-64 only", async () => {
    const wf = matrixJob(['default'], 'pixi run -e ${{ matrix.environment }} test', '${{ matrix.os }}').replace(
      '        environment: [default]',
      '        environment: [default]\n        os: [ubuntu-24.04, macos-15, windows-2025]',
    );
    const p = await lint({ from: PIXI_DOCS }, wf);
    expect(p.combinations.map((c) => [c.values.os, c.verdict])).toEqual([
      ['ubuntu-24.04', 'pass'],
      ['macos-15', 'fail'],
      ['windows-2025', 'pass'],
    ]);
    const f = p.findings.find((x) => x.id === 'platform-unsupported')!;
    expect(f.message).toContain('on osx-arm64, but pixi.toml:5 lists only linux-64, win-64');
    expect(f.location).toMatchObject({ file: '.github/workflows/ci.yml', line: 8 });
    // kornia's `cuda` feature narrows the workspace's five platforms to linux-64, linux-aarch64 and win-64.
    const k = await lint(
      { from: KORNIA },
      matrixJob(['cuda'], 'pixi install -e ${{ matrix.environment }}', 'macos-15'),
    );
    expect(k.findings.find((x) => x.id === 'platform-unsupported')!.message).toContain(
      'lists only linux-64, linux-aarch64, win-64',
    );
  });

  it('an environment the manifest does not declare fails on the -e word: pixi stops before installing', async () => {
    const p = await lint({ from: PIXI_DOCS }, matrixJob(['cuda'], 'pixi install -e ${{ matrix.environment }}'));
    expect(p.combinations).toHaveLength(1);
    expect(p.combinations[0]!.verdict).toBe('fail');
    const f = p.findings.find((x) => x.id === 'matrix-invalid')!;
    expect(f.message).toContain('pixi.toml declares no environment of that name (it declares gpu, default)');
    expect(f.location).toMatchObject({ file: '.github/workflows/ci.yml', line: 13 });
  });

  it("a feature's own Python pin is the environment's Python: a finding about it points at pixi.toml", async () => {
    // Written here: torch 2.9.1 takes Python 3.10 and newer, so the py39 environment cannot install it.
    const manifest = `[workspace]
channels = ["conda-forge"]
platforms = ["linux-64"]

[dependencies]
python = "3.12.*"

[pypi-dependencies]
torch = "==2.9.1"

[feature.py39.dependencies]
python = "3.9.*"

[environments]
py39 = ["py39"]
`;
    // setup-python's 3.12 is not the Python pixi runs: the environment's is.
    const wf = matrixJob(['py39', 'default'], 'pixi run -e ${{ matrix.environment }} test').replace(
      '      - uses: actions/checkout@v5\n',
      '      - uses: actions/checkout@v5\n      - uses: actions/setup-python@v6\n        with:\n          python-version: "3.12"\n',
    );
    const p = await lint({ text: manifest }, wf);
    const cell = (e: string) => p.combinations.find((c) => c.values.environment === e)!;
    expect(cell('default').checkedAs).toMatchObject({ python: '3.12 (pixi.toml:6)', torch: '==2.9.1 (pixi.toml:9)' });
    expect(cell('default').verdict).toBe('pass');
    expect(cell('py39').checkedAs).toMatchObject({ python: '3.9 (pixi.toml:12)', torch: '==2.9.1 (pixi.toml:9)' });
    expect(cell('py39').verdict).toBe('fail');
    const f = p.findings.find((x) => x.id === 'python-unsupported')!;
    expect(f.location).toMatchObject({ file: 'pixi.toml', line: 12 });
  });

  it("kornia's pixi.toml: its environments pin a Python each and declare no torch, so a pixi job installs none", async () => {
    // py311 / py313 pin python 3.11.* (line 86) / 3.13.* (line 92); torch comes from a task's `uv sync`, which is not followed.
    const p = await lint(
      { from: KORNIA },
      matrixJob(['py311', 'py313'], 'pixi run -e ${{ matrix.environment }} install'),
    );
    expect(p.combinations.map((c) => [c.values.environment, c.checkedAs.python, c.checkedAs.torch, c.verdict])).toEqual(
      [
        ['py311', '3.11 (pixi.toml:86)', undefined, 'pass'],
        ['py313', '3.13 (pixi.toml:92)', undefined, 'pass'],
      ],
    );
    // A job without a matrix that installs an environment without torch is not a torch job: no cell.
    expect((await lint({ from: KORNIA }, plainJob('pixi install -e py312'))).combinations).toHaveLength(0);
    // Kornia declares py311–py313 only: `-e py310` fails.
    const q = await lint({ from: KORNIA }, matrixJob(['py310'], 'pixi run -e ${{ matrix.environment }} install'));
    expect(q.combinations[0]!.verdict).toBe('fail');
    expect(q.findings.find((f) => f.id === 'matrix-invalid')!.message).toContain(
      'it declares default, cuda, py311, py312, py313',
    );
  });

  it('an environment named only at run time: unchecked when some environment declares torch, not a torch install when none does', async () => {
    const runtime = 'pixi run -e ${{ steps.env.outputs.name }} test';
    const docs = await lint({ from: PIXI_DOCS }, matrixJob(['x'], runtime));
    expect(docs.combinations[0]!.verdict).toBe('unknown');
    expect(
      docs.findings.some((f) =>
        /pixi environment `\$\{\{ steps\.env\.outputs\.name \}\}`, known only at run time/.test(f.message),
      ),
    ).toBe(true);
    const kornia = await lint({ from: KORNIA }, matrixJob(['x'], runtime));
    expect(kornia.combinations[0]!.verdict).toBe('pass');
    expect(kornia.combinations[0]!.checkedAs.torch).toBeUndefined();
  });

  it('a plain job whose `pixi run -e NAME` environment declares torch is a torch job (one cell)', async () => {
    const p = await lint({ from: PIXI_DOCS }, plainJob('pixi run -e gpu train'));
    expect(p.combinations).toHaveLength(1);
    expect(p.combinations[0]!.checkedAs.index).toBe('https://download.pytorch.org/whl/cu124');
  });
});

describe('the Python pixi installs for a pin', () => {
  it('is the newest the pin admits, or undecided when it admits one newer than the catalog knows', () => {
    expect(pixiPython('==3.12.*', 14)).toBe('3.12');
    expect(pixiPython('>=3.11,<3.13', 14)).toBe('3.12');
    expect(pixiPython('~=3.10.0', 14)).toBe('3.10');
    expect(pixiPython('>=3.11', 14)).toBeUndefined();
    expect(pixiPython('', 14)).toBeUndefined();
  });
});
