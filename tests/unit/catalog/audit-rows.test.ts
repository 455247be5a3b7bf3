/**
 * The fact audit of docs/catalog-uncertain.md (2026-11), as the tool shows it: every fact the
 * audit verified or corrected is run the way a user meets it (`check` with a runner and a
 * request, `catalog --torch`, the PR upgrade notes, a matrix plan) and must say what the fact now
 * says. Each row fails when its fact is put back as it was (value, source or `confidence`).
 */
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { catalogCommand } from '../../../src/cli/commands/catalog.js';
import type { CliIo } from '../../../src/cli/io.js';
import type { FindingId, Severity, Verdict } from '../../../src/core/finding.js';
import type { Environment } from '../../../src/core/model.js';
import { evaluate } from '../../../src/engine/evaluate.js';
import { parseMatrixInput, planMatrix } from '../../../src/matrix/index.js';
import { upgradeNotes, type PinSet } from '../../../src/pins/index.js';
import type { RequestInput } from '../../../src/request/request.js';
import { env, req, type EnvSpec } from '../helpers.js';

const PT = 'https://download.pytorch.org/whl';
const UNCERTAIN_NOTE = 'The catalog marks this fact as uncertain';

interface Row {
  fact: string;
  runner: EnvSpec;
  request: RequestInput;
  verdict: Verdict;
  /** A finding that must be there, with this severity; `source` and `message` are substrings. */
  finding?: {
    id: FindingId;
    severity: Severity;
    source?: string;
    message?: string[];
    notMessage?: string[];
    hint?: string;
  };
  /** Findings that must not be there. */
  absent?: FindingId[];
  /** The build pip would install. */
  variant?: string;
}

function check(r: Row) {
  const result = evaluate(env(r.runner), req(r.request), bundledCatalog);
  return { verdict: result.verdict, variant: result.resolution.variant, findings: result.findings };
}

const macos = (osVersion: string, python: string): EnvSpec => ({ os: 'macos', arch: 'arm64', osVersion, python });

const rows: Row[] = [
  // rules/releases/2.0.yaml variants[4]: rocm5.3 is a 2.0 build (verified): asking it where it is not built fails.
  {
    fact: '2.0 rocm5.3 (Linux x86_64 only)',
    runner: { os: 'linux', arch: 'arm64', python: '3.10' },
    request: { torch: '==2.0.1', indexUrl: `${PT}/rocm5.3` },
    verdict: 'fail',
    finding: {
      id: 'backend-unavailable',
      severity: 'error',
      source: 'generate_binary_build_matrix.py@d3629fa2e61b',
      notMessage: [UNCERTAIN_NOTE],
    },
  },
  {
    fact: '2.0 rocm5.3 on Linux x86_64',
    runner: { os: 'linux', arch: 'x64', python: '3.10' },
    request: { torch: '==2.0.1', indexUrl: `${PT}/rocm5.3` },
    verdict: 'pass',
    variant: 'rocm5.3',
    absent: ['backend-unavailable'],
  },
  // rules/releases/2.0–2.4.yaml mps: MPS needs macOS 12.3 (verified, pytorch#133141).
  ...(
    [
      ['2.0.1', '3.11'],
      ['2.1.2', '3.11'],
      ['2.2.2', '3.11'],
      ['2.3.1', '3.11'],
      ['2.4.1', '3.12'],
    ] as const
  ).flatMap(([torch, python]): Row[] => [
    {
      fact: `${torch} MPS floor 12.3: macOS 12.2 runs on the CPU`,
      runner: macos('12.2', python),
      request: { torch: `==${torch}` },
      verdict: 'warn',
      finding: {
        id: 'mps-unavailable',
        severity: 'warning',
        source: 'https://github.com/pytorch/pytorch/pull/133141',
        message: ['needs macOS 12.3 or newer'],
      },
    },
    {
      fact: `${torch} MPS floor 12.3: macOS 12.3 has MPS`,
      runner: macos('12.3', python),
      request: { torch: `==${torch}` },
      verdict: 'pass',
      absent: ['mps-unavailable'],
    },
  ]),
  // rules/releases/2.5.yaml python.extra[0]: cp313 only for Linux x86_64 (verified, uv#8746).
  {
    fact: '2.5 Python 3.13 on Linux x86_64: experimental',
    runner: { os: 'linux', arch: 'x64', python: '3.13' },
    request: { torch: '==2.5.1' },
    verdict: 'warn',
    finding: { id: 'python-preview', severity: 'warning', source: 'https://github.com/astral-sh/uv/issues/8746' },
  },
  {
    fact: '2.5 Python 3.13 on Windows: no wheel',
    runner: { os: 'windows', arch: 'x64', python: '3.13' },
    request: { torch: '==2.5.1' },
    verdict: 'fail',
    finding: { id: 'python-unsupported', severity: 'error' },
  },
  // rules/releases/2.5.yaml variants[4] (removed): no +cu124 wheel for Linux arm64; the first are 2.6 cu126.
  {
    fact: '2.5 cu124 on Linux arm64: no such build',
    runner: { os: 'linux', arch: 'arm64', python: '3.12', gpus: ['9.0'] },
    request: { torch: '==2.5.1', indexUrl: `${PT}/cu124` },
    verdict: 'fail',
    finding: {
      id: 'backend-unavailable',
      severity: 'error',
      message: ['torch 2.5.1 has no cu124 build for Linux arm64'],
      notMessage: [UNCERTAIN_NOTE],
      hint: 'Pin torch>=2.6.0 (the first with a CUDA build for Linux arm64, from https://download.pytorch.org/whl/cu126).',
    },
  },
  {
    fact: '2.5 +cu124 pin on Linux arm64: no such build',
    runner: { os: 'linux', arch: 'arm64', python: '3.12' },
    request: { torch: '==2.5.1+cu124', indexUrl: `${PT}/cu124` },
    verdict: 'fail',
    finding: { id: 'backend-unavailable', severity: 'error', notMessage: [UNCERTAIN_NOTE] },
  },
  {
    fact: '2.6 cu126 on Linux arm64: the first aarch64 CUDA wheel',
    runner: { os: 'linux', arch: 'arm64', python: '3.12', gpus: ['9.0'] },
    request: { torch: '==2.6.0', indexUrl: `${PT}/cu126` },
    verdict: 'warn',
    variant: 'cu126',
    absent: ['backend-unavailable', 'gpu-unsupported'],
  },
  // rules/releases/2.9.yaml variants[5]: a Windows cu129 wheel for 2.9.0 only (verified).
  {
    fact: '2.9.0 cu129 on Windows',
    runner: { os: 'windows', arch: 'x64', python: '3.12', gpus: ['8.6'], driver: '580.88' },
    request: { torch: '==2.9.0', indexUrl: `${PT}/cu129` },
    verdict: 'warn',
    variant: 'cu129',
    finding: {
      id: 'backend-experimental',
      severity: 'warning',
      source: 'torch-2.9.0%2Bcu129-cp312-cp312-win_amd64.whl exists',
    },
    absent: ['backend-unavailable'],
  },
  {
    fact: '2.9.1 cu129 on Windows: none',
    runner: { os: 'windows', arch: 'x64', python: '3.12' },
    request: { torch: '==2.9.1', indexUrl: `${PT}/cu129` },
    verdict: 'fail',
    finding: { id: 'backend-unavailable', severity: 'error' },
  },
  // rules/releases/2.9.yaml and 2.10.yaml pypi[1]: PyPI's aarch64 wheel is the CPU build (verified).
  ...['2.9.1', '2.10.0'].map((torch): Row => ({
    fact: `${torch} from PyPI on Linux arm64 with a GPU: the CPU build`,
    runner: { os: 'linux', arch: 'arm64', python: '3.12', gpus: ['9.0'] },
    request: { torch: `==${torch}` },
    verdict: 'warn',
    variant: 'cpu',
    finding: {
      id: 'variant-mismatch',
      severity: 'warning',
      message: ['pip would install the CPU build of torch', "(PyPI's default here)"],
    },
  })),
  // rules/releases/2.14.yaml python.extra[1], [2] (corrected): 3.15 and 3.15t also on Windows x64 and macOS, not on PyPI.
  {
    fact: '2.14 Python 3.15 on Windows x64 from whl/cpu: preview',
    runner: { os: 'windows', arch: 'x64', python: '3.15' },
    request: { torch: '==2.14.0', indexUrl: `${PT}/cpu` },
    verdict: 'warn',
    finding: { id: 'python-preview', severity: 'warning', source: 'https://github.com/pytorch/pytorch/pull/190360' },
    absent: ['python-unsupported'],
  },
  {
    fact: '2.14 Python 3.15t on macOS arm64 from whl/cpu: preview',
    runner: { ...macos('15.5', '3.15t') },
    request: { torch: '==2.14.1', indexUrl: `${PT}/cpu` },
    verdict: 'warn',
    finding: { id: 'python-preview', severity: 'warning', source: 'https://github.com/pytorch/pytorch/pull/190361' },
    absent: ['python-unsupported'],
  },
  {
    fact: '2.14 Python 3.15 on Windows x64 from PyPI: none',
    runner: { os: 'windows', arch: 'x64', python: '3.15' },
    request: { torch: '==2.14.0' },
    verdict: 'fail',
    finding: { id: 'python-unsupported', severity: 'error' },
  },
  {
    fact: '2.14 Python 3.15 on Windows on Arm: none (3.11–3.13 there)',
    runner: { os: 'windows', arch: 'arm64', python: '3.15' },
    request: { torch: '==2.14.0', indexUrl: `${PT}/cpu` },
    verdict: 'fail',
    finding: { id: 'python-unsupported', severity: 'error' },
  },
  // rules/releases/2.14.yaml mps: macOS 14.0 (verified) is also the wheel floor, so MPS works wherever 2.14 installs.
  {
    fact: '2.14 on macOS 14.0: MPS works',
    runner: macos('14.0', '3.12'),
    request: { torch: '==2.14.0' },
    verdict: 'pass',
    absent: ['mps-unavailable', 'macos-too-old'],
  },
  // rules/gpu-archs.yaml cu118 2.6–2.7: Windows has sm_61 and compute_37 (corrected); Linux stays uncertain.
  {
    fact: '2.6 cu118 on Windows with a GTX 1080 (sm_61)',
    runner: { os: 'windows', arch: 'x64', python: '3.12', gpus: ['6.1'] },
    request: { torch: '==2.6.0', indexUrl: `${PT}/cu118` },
    verdict: 'pass',
    absent: ['gpu-unsupported'],
  },
  {
    fact: '2.6 cu118 on Windows with a Tesla K40 (sm_35): the Windows list',
    runner: { os: 'windows', arch: 'x64', python: '3.12', gpus: ['3.5'] },
    request: { torch: '==2.6.0', indexUrl: `${PT}/cu118` },
    verdict: 'fail',
    finding: {
      id: 'gpu-unsupported',
      severity: 'error',
      source: 'windows/cuda118.bat@74fabf1dca96',
      message: ['sm_37 sm_50 sm_60 sm_61 sm_70', 'compute_37'],
    },
  },
  {
    fact: '2.7 cu118 on Linux with a Tesla K40 (sm_35): still uncertain, warns',
    runner: { os: 'linux', arch: 'x64', python: '3.12', gpus: ['3.5'] },
    request: { torch: '==2.7.1', indexUrl: `${PT}/cu118` },
    verdict: 'warn',
    finding: { id: 'gpu-unsupported', severity: 'warning', message: [UNCERTAIN_NOTE] },
  },
  // rules/gpu-archs.yaml cu124 2.6: Linux verified (pytorch#141142), Windows adds sm_61 (corrected).
  {
    fact: '2.6 cu124 on Linux with a Tesla K40 (sm_35)',
    runner: { os: 'linux', arch: 'x64', python: '3.12', gpus: ['3.5'] },
    request: { torch: '==2.6.0', indexUrl: `${PT}/cu124` },
    verdict: 'fail',
    finding: {
      id: 'gpu-unsupported',
      severity: 'error',
      source: 'https://github.com/pytorch/pytorch/pull/141142',
      message: ['sm_50 sm_60 sm_70'],
      notMessage: [UNCERTAIN_NOTE],
    },
  },
  {
    fact: '2.6 cu124 on Windows with a Tesla K40 (sm_35): the Windows list',
    runner: { os: 'windows', arch: 'x64', python: '3.12', gpus: ['3.5'] },
    request: { torch: '==2.6.0', indexUrl: `${PT}/cu124` },
    verdict: 'fail',
    finding: {
      id: 'gpu-unsupported',
      severity: 'error',
      source: 'windows/cuda124.bat@475876a47c24',
      message: ['sm_50 sm_60 sm_61 sm_70'],
    },
  },
  // rules/gpu-archs.yaml cu128 2.7 linux-arm64: 9.0, 10.0, 12.0 (verified, pytorch#146378): no sm_80.
  {
    fact: '2.7 cu128 on Linux arm64 with an A100 (sm_80)',
    runner: { os: 'linux', arch: 'arm64', python: '3.12', gpus: ['8.0'] },
    request: { torch: '==2.7.0', indexUrl: `${PT}/cu128` },
    verdict: 'fail',
    finding: {
      id: 'gpu-unsupported',
      severity: 'error',
      source: 'https://github.com/pytorch/pytorch/pull/146378',
      notMessage: [UNCERTAIN_NOTE],
    },
  },
  {
    fact: '2.7 cu128 on Linux arm64 with a GH200 (sm_90)',
    runner: { os: 'linux', arch: 'arm64', python: '3.12', gpus: ['9.0'] },
    request: { torch: '==2.7.0', indexUrl: `${PT}/cu128` },
    verdict: 'warn',
    absent: ['gpu-unsupported'],
  },
  // rules/gpu-archs.yaml cu128/cu129 2.8–2.10: Volta kept in 2.8.0 (pytorch#158744), Pascal dropped.
  {
    fact: '2.8.0 cu128 with a V100 (sm_70)',
    runner: { os: 'linux', arch: 'x64', python: '3.12', gpus: ['7.0'] },
    request: { torch: '==2.8.0', indexUrl: `${PT}/cu128` },
    verdict: 'pass',
    absent: ['gpu-unsupported'],
  },
  {
    fact: '2.8.0 cu128 with a GTX 1080 (sm_61)',
    runner: { os: 'linux', arch: 'x64', python: '3.12', gpus: ['6.1'] },
    request: { torch: '==2.8.0', indexUrl: `${PT}/cu128` },
    verdict: 'fail',
    finding: { id: 'gpu-unsupported', severity: 'error', source: 'https://github.com/pytorch/pytorch/pull/158744' },
  },
  // rules/gpu-archs.yaml cu130 (>=2.11) and cu132 (>=2.12) on Linux: no longer uncertain, so a GPU below Turing fails.
  ...['2.11.0', '2.13.0'].map((torch): Row => ({
    fact: `${torch} cu130 on Linux arm64 with a T4G (sm_75)`,
    runner: { os: 'linux', arch: 'arm64', python: '3.12', gpus: ['7.5'] },
    request: { torch: `==${torch}`, indexUrl: `${PT}/cu130` },
    verdict: 'fail',
    finding: {
      id: 'gpu-unsupported',
      severity: 'error',
      source: 'https://github.com/pytorch/pytorch/pull/175567',
      notMessage: [UNCERTAIN_NOTE],
    },
  })),
  ...['2.12.1', '2.13.0', '2.14.1'].map((torch): Row => ({
    fact: `${torch} cu132 on Linux x86_64 with a V100 (sm_70)`,
    runner: { os: 'linux', arch: 'x64', python: '3.12', gpus: ['7.0'] },
    request: { torch: `==${torch}`, indexUrl: `${PT}/cu132` },
    verdict: 'fail',
    finding: {
      id: 'gpu-unsupported',
      severity: 'error',
      source: 'https://github.com/pytorch/pytorch/pull/188925',
      notMessage: [UNCERTAIN_NOTE],
    },
  })),
  {
    fact: '2.14.0 cu132 on Linux arm64 with a T4G (sm_75)',
    runner: { os: 'linux', arch: 'arm64', python: '3.12', gpus: ['7.5'] },
    request: { torch: '==2.14.0', indexUrl: `${PT}/cu132` },
    verdict: 'fail',
    finding: {
      id: 'gpu-unsupported',
      severity: 'error',
      source: 'https://github.com/pytorch/pytorch/pull/188925',
      notMessage: [UNCERTAIN_NOTE],
    },
  },
];

describe('fact audit: check gives what each audited fact now says', () => {
  it.each(rows.map((r) => [r.fact, r] as const))('%s', (_, r) => {
    const got = check(r);
    const shown = JSON.stringify(got.findings.map((f) => ({ id: f.id, severity: f.severity, source: f.source })));
    expect(got.verdict, shown).toBe(r.verdict);
    if (r.variant) expect(got.variant).toBe(r.variant);
    for (const id of r.absent ?? []) expect(got.findings.map((f) => f.id)).not.toContain(id);
    if (!r.finding) return;
    const want = r.finding;
    const f = got.findings.find((x) => x.id === want.id && x.severity === want.severity);
    expect(f, shown).toBeDefined();
    if (want.source) expect(f!.source).toContain(want.source);
    for (const m of want.message ?? []) expect(f!.message).toContain(m);
    for (const m of want.notMessage ?? []) expect(f!.message).not.toContain(m);
    if (want.hint) expect(f!.hint).toContain(want.hint);
  });
});

/** `torch-preflight catalog --torch X`: the release in full, one line per fact with its source. */
async function catalogDetail(torch: string): Promise<string[]> {
  let out = '';
  const io: CliIo = { stdout: (t) => void (out += t), stderr: () => undefined, cwd: process.cwd(), env: {} };
  expect(await catalogCommand(['--torch', torch], io)).toBe(0);
  return out.split('\n');
}

// [release, the line's start (trimmed), a piece of its source, still uncertain?]
const lines: [string, string, string, boolean][] = [
  ['2.0', 'rocm5.3', 'generate_binary_build_matrix.py@d3629fa2e61b', false],
  ['2.0', 'MPS: macOS 12.3+', 'https://github.com/pytorch/pytorch/pull/133141', false],
  ['2.1', 'MPS: macOS 12.3+', 'https://github.com/pytorch/pytorch/pull/133141', false],
  ['2.2', 'MPS: macOS 12.3+', 'https://github.com/pytorch/pytorch/pull/133141', false],
  ['2.3', 'MPS: macOS 12.3+', 'https://github.com/pytorch/pytorch/pull/133141', false],
  ['2.4', 'MPS: macOS 12.3+', 'https://github.com/pytorch/pytorch/pull/133141', false],
  ['2.3', '[info] torchtext 0.18.0', 'pytorch/text README.rst@a5e610638ea4', false],
  ['2.5', '3.13 experimental on linux-x64', 'https://github.com/astral-sh/uv/issues/8746', false],
  ['2.5', '[python] Python 3.13 wheels', 'https://github.com/astral-sh/uv/issues/8746', false],
  [
    '2.5',
    '[behavior] torch._dynamo.config.inline_inbuilt_nn_modules defaults to True; in 2.5.0',
    'https://pytorch.org/blog/pytorch2-5/',
    false,
  ],
  ['2.6', '3.13t experimental', 'https://github.com/pytorch/pytorch/issues/144357', true],
  ['2.7', 'windows-arm64', 'https://github.com/astral-sh/uv/issues/13432', true],
  [
    '2.7',
    '[platform] First release with Windows on Arm',
    'meta-pytorch/torch-release-notes 2.7.0/final.md@2a52fad1a533',
    false,
  ],
  ['2.8', '[info] Experimental wheel variants', 'meta-pytorch/torch-release-notes 2.8.0/final.md@2a52fad1a533', false],
  ['2.8', '[breaking] Maxwell and Pascal GPUs', 'https://github.com/pytorch/pytorch/pull/158744', false],
  ['2.9', 'cu129      experimental windows-x64 (only 2.9.0)', 'torch-2.9.0%2Bcu129-cp312-cp312-win_amd64.whl', false],
  ['2.9', 'linux-arm64    cpu', 'https://github.com/pytorch/pytorch/issues/168065', false],
  [
    '2.9',
    '[behavior] torch.onnx.export defaults to dynamo=True',
    'https://github.com/pytorch/pytorch/pull/155580',
    true,
  ],
  ['2.10', 'linux-arm64    cpu', 'promote_pypi_to_staging.sh@264eed5d70b4', false],
  ['2.10', '[deprecation] torch.export.export_for_training', 'https://github.com/pytorch/pytorch/pull/158203', false],
  [
    '2.11',
    '[info] torchaudio 2.11 is built on the stable libtorch ABI',
    'https://docs.pytorch.org/audio/2.11.0/installation.html',
    false,
  ],
  ['2.11', '[info] torchao 0.17 needs torch >= 2.11.', 'https://github.com/pytorch/ao/issues/4154', true],
  [
    '2.14',
    '3.15 preview on linux-x64, linux-arm64, windows-x64, macos-arm64, not on PyPI',
    'https://github.com/pytorch/pytorch/pull/190360',
    true,
  ],
  [
    '2.14',
    '3.15t preview on linux-x64, linux-arm64, windows-x64, macos-arm64, not on PyPI',
    'https://github.com/pytorch/pytorch/pull/190361',
    true,
  ],
  ['2.14', 'MPS: macOS 14.0+', 'https://github.com/pytorch/pytorch/pull/188365', false],
  [
    '2.14',
    '[deprecation] 2.15 drops cu126: 2.14 is the last release with CUDA 12.x builds',
    'https://github.com/pytorch/test-infra/pull/8739',
    false,
  ],
  ['2.15', '[backend] No CUDA 12.x builds: 2.15 drops cu126', 'https://github.com/pytorch/pytorch/pull/196249', false],
];

describe('fact audit: catalog --torch shows each audited fact with its source and confidence', () => {
  it.each(lines)('torch %s: %s', async (torch, start, source, uncertain) => {
    const matching = (await catalogDetail(torch)).filter((l) => l.trim().startsWith(start));
    expect(matching, `${torch}: "${start}"`).toHaveLength(1);
    const line = matching[0]!;
    expect(line).toContain(source);
    // The mark sits before the source: " (uncertain)  — source".
    expect(line.includes('(uncertain)  — '), line).toBe(uncertain);
  });

  it('2.5 lists no CUDA build for Linux arm64', async () => {
    const builds = (await catalogDetail('2.5')).filter((l) => /^ {2}cu\d{3} /.test(l));
    expect(builds.length).toBeGreaterThan(0);
    for (const l of builds) expect(l, l).not.toContain('linux-arm64');
  });
});

const pin = (specifier: string): PinSet => ({
  pins: [{ package: 'torch', specifier, origin: 'pep621', location: { file: 'pyproject.toml', line: 9, column: 4 } }],
  indexes: [],
  files: [],
});

// [before, after, what the upgrade note must quote: the release note with its new source]
const notes: [string, string, string][] = [
  [
    '==2.2.2',
    '==2.3.1',
    '2.3: torchtext 0.18.0 (built for torch 2.3) is the last torchtext release. (pytorch/text README.rst@a5e610638ea4',
  ],
  [
    '==2.4.1',
    '==2.5.1',
    '2.5: Python 3.13 wheels are experimental and Linux-only. (https://github.com/astral-sh/uv/issues/8746',
  ],
  [
    '==2.4.1',
    '==2.5.1',
    'in 2.5.0 the cuDNN SDPA backend is on by default on H100 and newer. (https://pytorch.org/blog/pytorch2-5/ (inline_inbuilt_nn_modules',
  ],
  [
    '==2.6.0',
    '==2.7.0',
    '2.7: First release with Windows on Arm (win_arm64) CPU wheels, on download.pytorch.org only. (ArmDeveloperEcosystem/arm-learning-paths',
  ],
  [
    '==2.7.1',
    '==2.8.0',
    'a limited stable libtorch ABI are introduced. (meta-pytorch/torch-release-notes 2.8.0/final.md@2a52fad1a533',
  ],
  [
    '==2.9.1',
    '==2.10.0',
    '2.10: torch.export.export_for_training was announced for removal in 2.10 (use torch.export.export). (https://github.com/pytorch/pytorch/pull/158203',
  ],
  [
    '==2.10.0',
    '==2.11.0',
    'supports torch 2.11 and every later release (2.12, 2.13 and 2.14 pair with it). (https://docs.pytorch.org/audio/2.11.0/installation.html',
  ],
  [
    '==2.13.0',
    '==2.14.0',
    'sm_50/60/70 kernels (Maxwell, Pascal, Volta). (https://github.com/pytorch/pytorch/issues/190385 (the RFC of 2026-07-17',
  ],
];

describe('fact audit: the PR upgrade notes quote each audited release note with its source', () => {
  it.each(notes)('%s → %s', (before, after, quoted) => {
    const { findings, notes } = upgradeNotes(pin(before), pin(after), bundledCatalog);
    expect(findings).toHaveLength(1);
    // The release notes go to the summary (issue 30), each with its source.
    expect(notes.map((n) => `${n.release}: ${n.text} (${n.source})`).join(' · ')).toContain(quoted);
  });
});

describe('fact audit: runners', () => {
  it('ubuntu-26.04 and ubuntu-26.04-arm have glibc 2.43 (Ubuntu 26.04 libc6), no longer uncertain', () => {
    const seen: Environment[] = [];
    const p = planMatrix(
      parseMatrixInput('os: [ubuntu-26.04, ubuntu-26.04-arm]\npython: ["3.12"]\ntorch: ["2.14.0"]'),
      {
        catalog: bundledCatalog,
        evaluate: (e, r) => (seen.push(e), evaluate(e, r, bundledCatalog)),
      },
    );
    expect(seen.map((e) => [e.arch, e.glibc])).toEqual([
      ['x64', '2.43'],
      ['arm64', '2.43'],
    ]);
    expect(p.combinations.map((c) => c.verdict)).toEqual(['pass', 'pass']);
    for (const label of ['ubuntu-26.04', 'ubuntu-26.04-arm']) {
      const r = bundledCatalog.runners.find((x) => x.label === label)!;
      expect(r.confidence, label).toBeUndefined();
      expect(r.source, label).toContain('https://packages.ubuntu.com/');
    }
  });
});
