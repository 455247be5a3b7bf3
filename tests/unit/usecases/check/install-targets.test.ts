// Install targets (default, extras, groups, environments) judged each on its own; long uv
// resolution markers.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runMain } from '../../helpers.js';
import { describe, expect, it } from 'vitest';

const FIX = resolve(__dirname, '../../../fixtures/locks');
const GIVEN = ['--python', '3.12', '--os', 'linux', '--arch', 'x64', '--glibc', '2.35'];

function dir(files: Record<string, string> = {}, fixture?: string): string {
  const d = mkdtempSync(join(tmpdir(), 'tp-targets-'));
  if (fixture) cpSync(join(FIX, fixture), d, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(d, name), text);
  return d;
}

async function cli(cwd: string, ...argv: string[]) {
  const r = await runMain(cwd, argv);
  return { ...r, json: () => JSON.parse(r.stdout) as Report };
}

interface Finding {
  id: string;
  severity: string;
  message: string;
  location?: { file: string; line: number };
}
interface Report {
  verdict: string;
  request: { torch: string; torchLocation?: { file: string; line: number } };
  findings: Finding[];
  targets?: { name: string; verdict: string; noTorch?: boolean; request: { torch: string }; findings: Finding[] }[];
}
const ids = (fs: Finding[]) => fs.map((f) => `${f.severity}:${f.id}`);

describe('whisperX (newcomer §1): a uv.lock entry with 2,452 characters of resolution-markers', () => {
  it('on Linux x86_64 with driver 470.57 and a Pascal GPU the cu128 entry is the one uv installs: FAIL, not PASS', async () => {
    const r = await cli(
      dir({}, 'whisperx'),
      'check',
      ...GIVEN,
      '--driver',
      '470.57',
      '--gpu',
      '6.1',
      '--format',
      'json',
    );
    const report = r.json();
    expect(report.request.torch).toBe('==2.8.0+cu128');
    expect(report.request.torchLocation).toEqual({ file: 'uv.lock', line: 106 });
    expect(ids(report.findings)).toEqual(expect.arrayContaining(['error:driver-too-old']));
    expect(report.verdict).toBe('fail');
    expect(r.code).toBe(1);
  });
  it('on Linux aarch64 the +cpu entry (the 2,452-character marker) applies and installs', async () => {
    const r = await cli(
      dir({}, 'whisperx'),
      'check',
      '--python',
      '3.12',
      '--os',
      'linux',
      '--arch',
      'arm64',
      '--glibc',
      '2.35',
      '--driver',
      'none',
      '--format',
      'json',
    );
    expect(r.json().request.torch).toBe('==2.8.0+cpu');
    expect(r.json().findings.filter((f) => f.severity === 'error')).toEqual([]);
  });
  it('the text request line names the file and line it came from (newcomer §10)', async () => {
    const r = await cli(dir({}, 'whisperx'), 'check', ...GIVEN, '--driver', '470.57', '--gpu', '6.1');
    expect(r.stdout).toContain(
      'request    torch==2.8.0+cu128 with torchvision ~=0.23.0, torchaudio ~=2.8.0 from https://download.pytorch.org/whl/cu128 (uv.lock:106)',
    );
  });
});

describe('newcomer §1 minimal repro: one torch entry whose marker is a false clause repeated', () => {
  const clause = "(python_full_version == '3.12.*' and platform_machine == 'aarch64' and sys_platform == 'linux')";
  const lock = (n: number) =>
    [
      'version = 1',
      'requires-python = ">=3.10"',
      '',
      '[[package]]',
      'name = "torch"',
      'version = "2.8.0+cu128"',
      'source = { registry = "https://download.pytorch.org/whl/cu128" }',
      `resolution-markers = [${JSON.stringify(Array(n).fill(clause).join(' or '))}]`,
      'wheels = [',
      // A wheel that would fit this runner: only the marker says the entry is not for it.
      '    { url = "https://download.pytorch.org/whl/cu128/torch-2.8.0%2Bcu128-cp312-cp312-manylinux_2_28_x86_64.whl" },',
      ']',
      '',
    ].join('\n');
  it.each([20, 21, 200])(
    '%i copies: the entry is for other runners, an error (it was a PASS from 21 on)',
    async (n) => {
      const r = await cli(dir({ 'uv.lock': lock(n) }), 'check', ...GIVEN, '--driver', 'none', '--format', 'json');
      expect(ids(r.json().findings)).toContain('error:lock-no-wheel');
      expect(r.json().findings.find((f) => f.id === 'lock-no-wheel')?.message).toMatch(
        /^uv\.lock locks torch only for other runners \(2\.8\.0\+cu128 where .{100}… \(\d+ more characters\)\); on CPython 3\.12 on Linux x86_64/,
      );
      expect(r.code).toBe(1);
    },
  );
});

const UNSLOTH = [
  '[project]',
  'name = "demo"',
  'version = "1.0"',
  'dependencies = ["numpy"]',
  '',
  '[project.optional-dependencies]',
  'torch27 = ["torch==2.7.1"]',
  'torch28 = ["torch==2.8.0"]',
  '',
].join('\n');

describe('unsloth (newcomer §2): extras are alternatives, not one request', () => {
  it('the default install has no torch pin: it installs no torch, no no-release, and the extras left out are named', async () => {
    // A GPU runner with an old driver: judging the newest torch in place of "no torch" would fail it.
    const r = await cli(
      dir({ 'pyproject.toml': UNSLOTH }),
      'check',
      ...GIVEN,
      '--driver',
      '470.57',
      '--gpu',
      '6.1',
      '--format',
      'json',
    );
    const report = r.json();
    expect(report.targets?.map((t) => [t.name, t.verdict, t.noTorch])).toEqual([['default', 'pass', true]]);
    expect(ids(report.findings)).not.toContain('error:no-release');
    expect(report.findings.find((f) => f.id === 'extras-not-checked')).toMatchObject({
      severity: 'notice',
      message: 'Not checked: extra torch27, extra torch28 pin torch and were not selected; this check judged default.',
      location: { file: 'pyproject.toml', line: 7 },
    });
    expect(r.code).toBe(0);
  });
  it('--all-extras judges each extra on its own: three verdicts, no no-release', async () => {
    const r = await cli(
      dir({ 'pyproject.toml': UNSLOTH }),
      'check',
      ...GIVEN,
      '--driver',
      'none',
      '--all-extras',
      '--format',
      'json',
    );
    const report = r.json();
    expect(report.targets?.map((t) => [t.name, t.request.torch])).toEqual([
      ['default', '*'],
      ['extra torch27', '==2.7.1'],
      ['extra torch28', '==2.8.0'],
    ]);
    expect(ids(report.findings)).not.toContain('error:no-release');
    expect(report.targets?.every((t) => !ids(t.findings).includes('error:no-release'))).toBe(true);
    expect(r.code).toBe(0);
  });
  it('--all-extras in text: one block per target', async () => {
    const r = await cli(dir({ 'pyproject.toml': UNSLOTH }), 'check', ...GIVEN, '--driver', 'none', '--all-extras');
    expect(r.stdout).toMatch(
      /^torch-preflight: (PASS|WARN) \(3 install targets: default (PASS|WARN), extra torch27 (PASS|WARN), extra torch28 (PASS|WARN)\)/,
    );
    expect(r.stdout).toContain('== extra torch27: ');
    expect(r.stdout).toContain('  request    torch==2.7.1 from PyPI (pyproject.toml:7)');
  });
  it('--extra names one target: its pin is the request', async () => {
    const r = await cli(
      dir({ 'pyproject.toml': UNSLOTH }),
      'check',
      ...GIVEN,
      '--driver',
      'none',
      '--extra',
      'torch28',
      '--format',
      'json',
    );
    expect(r.json().request.torch).toBe('==2.8.0');
    expect(r.json().findings.find((f) => f.id === 'extras-not-checked')?.message).toContain('extra torch27 pins torch');
  });
  it('two different torch pins inside one install target are still no-release', async () => {
    const r = await cli(
      dir({ 'pyproject.toml': UNSLOTH }),
      'check',
      ...GIVEN,
      '--driver',
      'none',
      '--extra',
      'torch27',
      '--extra',
      'torch28',
      '--format',
      'json',
    );
    expect(ids(r.json().findings)).toContain('error:no-release');
    expect(r.code).toBe(1);
  });
  it('[tool.uv] conflicts: conflicting extras are never combined (exit 2, as uv refuses)', async () => {
    const py = `${UNSLOTH}\n[tool.uv]\nconflicts = [[{ extra = "torch27" }, { extra = "torch28" }]]\n`;
    const r = await cli(
      dir({ 'pyproject.toml': py }),
      'check',
      ...GIVEN,
      '--driver',
      'none',
      '--extra',
      'torch27',
      '--extra',
      'torch28',
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/extra torch27 and extra torch28 conflict \(pyproject\.toml:11, \[tool\.uv\] conflicts\)/);
  });
  it('an extra the project does not declare is bad input naming the declared ones', async () => {
    const r = await cli(
      dir({ 'pyproject.toml': UNSLOTH }),
      'check',
      ...GIVEN,
      '--driver',
      'none',
      '--extra',
      'torch29',
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'extra "torch29": pyproject.toml declares no extra of that name (it declares torch27, torch28)',
    );
  });
});

describe('dependency groups and pixi environments are targets too', () => {
  it('a PEP 735 group other than dev is judged only when selected', async () => {
    const py = [
      '[project]',
      'name = "demo"',
      'version = "1.0"',
      'dependencies = ["torch>=2.5"]',
      '',
      '[dependency-groups]',
      'old = ["torch==2.2.0"]',
      '',
    ].join('\n');
    const d = dir({ 'pyproject.toml': py });
    const plain = await cli(d, 'check', ...GIVEN, '--driver', 'none', '--format', 'json');
    expect(ids(plain.json().findings)).not.toContain('error:no-release');
    const old = await cli(d, 'check', ...GIVEN, '--driver', 'none', '--group', 'old', '--format', 'json');
    expect(ids(old.json().findings)).toContain('error:no-release');
  });
  it('pixi: --environment selects the features of one environment', async () => {
    const pixi = [
      '[workspace]',
      'name = "demo"',
      'channels = ["conda-forge"]',
      'platforms = ["linux-64"]',
      '',
      '[pypi-dependencies]',
      'numpy = "*"',
      '',
      '[feature.cu.pypi-dependencies]',
      'torch = { version = "==2.8.0", index = "https://download.pytorch.org/whl/cu128" }',
      '',
      '[feature.cpu.pypi-dependencies]',
      'torch = { version = "==2.8.0", index = "https://download.pytorch.org/whl/cpu" }',
      '',
      '[environments]',
      'cuda = ["cu"]',
      'cpu = { features = ["cpu"] }',
      '',
    ].join('\n');
    const d = dir({ 'pixi.toml': pixi });
    const cuda = await cli(
      d,
      'check',
      ...GIVEN,
      '--driver',
      '470.57',
      '--gpu',
      '6.1',
      '--environment',
      'cuda',
      '--format',
      'json',
    );
    expect(cuda.json().request.torch).toBe('==2.8.0');
    expect(ids(cuda.json().findings)).toContain('error:driver-too-old');
    const all = await cli(
      d,
      'check',
      ...GIVEN,
      '--driver',
      '470.57',
      '--gpu',
      '6.1',
      '--all-extras',
      '--format',
      'json',
    );
    expect(all.json().targets?.map((t) => [t.name, t.verdict])).toEqual([
      ['default', 'pass'],
      ['environment cuda', 'fail'],
      // The CPU build on an NVIDIA runner: a warning, not a failure.
      ['environment cpu', 'warn'],
    ]);
    expect(all.json().verdict).toBe('fail');
  });
});

describe('a declared pixi default environment', () => {
  it('is what the default target installs', async () => {
    const pixi = [
      '[workspace]',
      'name = "demo"',
      'channels = ["conda-forge"]',
      'platforms = ["linux-64"]',
      '',
      '[feature.cu.pypi-dependencies]',
      'torch = "==2.8.0"',
      '',
      '[environments]',
      'default = ["cu"]',
      '',
    ].join('\n');
    const r = await cli(dir({ 'pixi.toml': pixi }), 'check', ...GIVEN, '--driver', 'none', '--format', 'json');
    expect(r.json().request.torch).toBe('==2.8.0');
    expect(r.json().targets).toBeUndefined();
  });
});

describe('markers the tool cannot decide are findings at their line', () => {
  it('a variable PEP 508 does not define: marker-undecided, the pin kept', async () => {
    const r = await cli(
      dir({ 'requirements.txt': 'torch==2.8.0; platform_flavour == "cuda"\n' }),
      'check',
      ...GIVEN,
      '--driver',
      'none',
      '--format',
      'json',
    );
    const f = r.json().findings.find((x) => x.id === 'marker-undecided');
    expect(f).toMatchObject({ severity: 'warning', location: { file: 'requirements.txt', line: 1 } });
    expect(f?.message).toContain('platform_flavour is not a PEP 508 marker variable');
    expect(r.json().request.torch).toBe('==2.8.0');
  });
});

describe('pins output (newcomer §10)', () => {
  it('text shortens a long marker and says how much was cut; JSON keeps it whole', async () => {
    const d = dir({}, 'whisperx');
    const text = await cli(d, 'pins');
    const line = text.stdout.split('\n').find((l) => l.startsWith('uv.lock:57  torch ==2.8.0+cpu'))!;
    expect(line).toMatch(/ \(2352 more characters\) {2}from https:\/\/download\.pytorch\.org\/whl\/cpu$/);
    expect(Math.max(...text.stdout.split('\n').map((l) => l.length))).toBeLessThan(300);
    const json = JSON.parse((await cli(d, 'pins', '--format', 'json')).stdout) as {
      locked: { version: string; marker?: string }[];
    };
    expect(json.locked.find((l) => l.version === '2.8.0+cpu')?.marker).toHaveLength(2452);
  });
});

describe('unsloth at 015bdef0 (tests/fixtures/pins/unsloth): one extra per torch build', () => {
  const UNSLOTH_DIR = resolve(__dirname, '../../../fixtures/pins/unsloth');
  it('the default install pins no torch: PASS, exit 0, with the extras it did not judge named (was no-release, exit 1)', async () => {
    const r = await cli(UNSLOTH_DIR, 'check', ...GIVEN, '--driver', 'none', '--format', 'json');
    const report = r.json();
    expect(report.verdict).toBe('pass');
    expect(report.findings.map((f) => f.id)).toEqual(['extras-not-checked']);
    expect(r.code).toBe(0);
  });
  it('--all-extras: each extra that installs torch, itself or through another extra, is its own target, none is no-release, and the ROCm 7.0.2 wheels pair', async () => {
    const r = await cli(UNSLOTH_DIR, 'check', ...GIVEN, '--driver', 'none', '--all-extras', '--format', 'json');
    const targets = r.json().targets!;
    // The 14 extras that pin torch, extra huggingface (its bare torchvision installs the newest
    // torch), and the 101 extras that select one of those (`unsloth[huggingface]`,
    // `unsloth[intelgputorch280]`): pip installs what those install.
    expect(targets).toHaveLength(117);
    expect(targets.find((t) => t.name === 'extra cu121-torch220')).toMatchObject({ request: { torch: '*' } });
    expect(targets.find((t) => t.name === 'extra intel')).toMatchObject({ request: { torch: '==2.8.0+xpu' } });
    expect(targets[0]).toMatchObject({ name: 'default', verdict: 'pass', noTorch: true });
    expect(targets.find((t) => t.name === 'extra huggingface')).toMatchObject({ request: { torch: '*' } });
    expect(targets.find((t) => t.name === 'extra intelgputorch260')).toMatchObject({
      verdict: 'pass',
      request: { torch: '==2.6.0+xpu' },
    });
    for (const t of targets) expect(ids(t.findings)).not.toContain('error:no-release');
    const rocm = targets.find((t) => t.name === 'extra rocm702-torch280')!;
    expect(rocm.request.torch).toBe('==2.8.0+rocm7.0.2.lw.git245bf6ed');
    expect(rocm.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(r.stdout).not.toMatch(/Pin both to the same variant \(\+rocm[\d.]+\.lw|whl\/rocm[\d.]+\.lw/);
  });
});

describe('selecting with nothing to select from', () => {
  it('--extra with --torch and no pin file read is one line, exit 2', async () => {
    const r = await cli(dir(), 'check', ...GIVEN, '--driver', 'none', '--torch', '2.8.0', '--extra', 'cu128');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('torch-preflight: extra "cu128": no pin file was read, so there is no extra to select\n');
  });
});

describe('the job summary (markdown) with several targets', () => {
  it('has a row per target with its verdict', async () => {
    const r = await cli(
      dir({ 'pyproject.toml': UNSLOTH }),
      'check',
      ...GIVEN,
      '--driver',
      'none',
      '--all-extras',
      '--format',
      'markdown',
    );
    expect(r.stdout).toContain('### Install targets');
    expect(r.stdout).toContain('| default | ✅ pass | installs no torch');
    expect(r.stdout).toContain(
      '| extra torch27 | ✅ pass | torch==2.7.1 from PyPI \\(pyproject.toml:7\\) → torch 2.7.1',
    );
  });
});

describe('torch pinned differently in two requirements files', () => {
  // Two files are two installs (a job runs `pip install -r` one of them): the first file's torch is
  // the request and the other file's pin is judged on its own, at its own line, once.
  const files = { 'requirements-a.txt': 'torch==2.4.0\n', 'requirements-b.txt': 'torch==2.8.0\n' };
  it('the torch that fails on this runner fails the check, said once at its own file', async () => {
    const py38 = GIVEN.map((a) => (a === '3.12' ? '3.8' : a));
    const r = (await cli(dir(files), 'check', ...py38, '--driver', 'none', '--format', 'json')).json();
    expect(r.verdict).toBe('fail');
    expect(r.request.torch).toBe('==2.4.0');
    expect(
      r.findings.filter((f) => f.id === 'python-unsupported').map((f) => `${f.location?.file}:${f.location?.line}`),
    ).toEqual(['requirements-b.txt:1']);
  });
  it('where both install, the check passes', async () => {
    const r = (await cli(dir(files), 'check', ...GIVEN, '--driver', 'none', '--format', 'json')).json();
    expect(r.verdict).toBe('pass');
  });
  it('a file and the file it includes (-r) are one install: two torches there are refused, not two candidates', async () => {
    const r = (
      await cli(
        dir({
          'requirements.txt': '-r requirements-base.txt\ntorch==2.8.0\n',
          'requirements-base.txt': 'torch==2.4.0\n',
        }),
        'check',
        ...GIVEN,
        '--requirements',
        'requirements.txt',
        '--format',
        'json',
      )
    ).json();
    expect(r.verdict).toBe('fail');
    expect(r.findings.map((f) => f.id)).toContain('no-release');
  });
  it('two torch pins in one file are still one install that pip refuses', async () => {
    const r = (
      await cli(dir({ 'requirements.txt': 'torch==2.4.0\ntorch==2.8.0\n' }), 'check', ...GIVEN, '--format', 'json')
    ).json();
    expect(r.findings.map((f) => f.id)).toContain('no-release');
  });
});
