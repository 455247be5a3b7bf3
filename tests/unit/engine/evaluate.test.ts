// The engine's verdict for a runner and a request: what pip would install here, and whether it
// runs.
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { evaluate } from '../../../src/engine/evaluate.js';
import type { FindingId } from '../../../src/core/finding.js';
import { env, req, type EnvSpec } from '../helpers.js';
import type { RequestInput } from '../../../src/request/request.js';

const CU = (v: string) => `https://download.pytorch.org/whl/${v}`;

interface Case {
  name: string;
  env: EnvSpec;
  req: RequestInput;
  verdict: 'pass' | 'warn' | 'fail';
  ids?: FindingId[];
  absent?: FindingId[];
  version?: string;
  variant?: string;
  recommended?: string;
  text?: RegExp;
}

// The examples the issue names, and more like them.
const CASES: Case[] = [
  {
    name: 'torch 2.9.0 on Python 3.9 fails, naming 3.10',
    env: { python: '3.9' },
    req: { torch: '2.9.0' },
    verdict: 'fail',
    ids: ['python-unsupported'],
    text: /Python 3\.10 or newer/,
  },
  {
    name: 'torch 2.8.0 from /whl/cu118 fails',
    env: {},
    req: { torch: '2.8.0', indexUrl: CU('cu118') },
    verdict: 'fail',
    ids: ['backend-unavailable'],
    text: /pin torch==2\.7\.1 \(the newest with cu118\)/,
  },
  {
    name: 'torch 2.8.0 on glibc 2.17 fails',
    env: { glibc: '2.17' },
    req: { torch: '2.8.0' },
    verdict: 'fail',
    ids: ['glibc-too-old'],
    text: /glibc 2\.28/,
  },
  {
    name: 'torch 2.3.0 on an Intel Mac fails',
    env: { os: 'macos', arch: 'x64', python: '3.11', osVersion: '13.6' },
    req: { torch: '2.3.0' },
    verdict: 'fail',
    ids: ['platform-unsupported'],
    text: /2\.2\.2/,
  },
  {
    name: 'torch 2.2.2 on an Intel Mac passes',
    env: { os: 'macos', arch: 'x64', python: '3.11', osVersion: '13.6' },
    req: { torch: '2.2.2' },
    verdict: 'pass',
    version: '2.2.2',
    variant: 'cpu',
  },
  {
    name: 'torch 2.9.0 on macOS 13 arm64 warns: no MPS',
    env: { os: 'macos', arch: 'arm64', osVersion: '13.6' },
    req: { torch: '2.9.0' },
    verdict: 'warn',
    ids: ['mps-unavailable'],
    version: '2.9.0',
  },
  {
    name: 'torch 2.8.0 on macOS 13 arm64 has MPS',
    env: { os: 'macos', arch: 'arm64', osVersion: '13.6' },
    req: { torch: '2.8.0' },
    verdict: 'pass',
    absent: ['mps-unavailable'],
  },
  {
    name: 'torch 2.12.0 on a macOS arm64 runner of unknown version is said, not passed: its wheels need 14.0',
    env: { os: 'macos', arch: 'arm64', osVersion: undefined },
    req: { torch: '2.12.0' },
    verdict: 'warn',
    ids: ['probe-failed'],
    text: /torch 2\.12\.0 depends on it \(its wheels need macOS 14\.0 or newer; its MPS backend needs macOS 14\.0\)/,
  },
  {
    name: 'torch 2.2.2 on an Intel Mac of unknown version passes: its 10.9 floor decides nothing',
    env: { os: 'macos', arch: 'x64', python: '3.11', osVersion: undefined },
    req: { torch: '2.2.2' },
    verdict: 'pass',
    absent: ['probe-failed'],
  },
  {
    name: 'cu130 with driver 535 fails',
    env: { driver: '535.104.05', gpus: ['8.6'] },
    req: { torch: '2.9.0', indexUrl: CU('cu130') },
    verdict: 'fail',
    ids: ['driver-too-old'],
    recommended: CU('cu128'),
  },
  {
    name: 'cu128 on sm_61 fails and recommends cu126',
    env: { driver: '570.124.06', gpus: ['6.1'] },
    req: { torch: '2.8.0', indexUrl: CU('cu128') },
    verdict: 'fail',
    ids: ['gpu-unsupported'],
    recommended: CU('cu126'),
  },
  {
    name: 'cu126 on sm_61 passes',
    env: { driver: '570.124.06', gpus: ['sm_61'] },
    req: { torch: '2.8.0', indexUrl: CU('cu126') },
    verdict: 'pass',
    variant: 'cu126',
  },
  {
    name: 'cu126 on Blackwell sm_120 fails',
    env: { driver: '575.57.08', gpus: ['12.0'] },
    req: { torch: '2.8.0', indexUrl: CU('cu126') },
    verdict: 'fail',
    ids: ['gpu-unsupported'],
    recommended: CU('cu128'),
  },
  {
    name: '>=2.5 on Python 3.9 falls back to 2.8.x',
    env: { python: '3.9' },
    req: { torch: '>=2.5' },
    verdict: 'warn',
    ids: ['resolution-fallback'],
    version: '2.8.0',
  },
  {
    name: 'exact 2.9.0+cu128 from PyPI is a variant mismatch',
    env: {},
    req: { torch: '2.9.0+cu128' },
    verdict: 'fail',
    ids: ['variant-mismatch'],
  },
  {
    name: '2.9.0+cu128 from the cu128 index passes',
    env: { driver: '570.124.06', gpus: ['8.9'] },
    req: { torch: '2.9.0+cu128', indexUrl: CU('cu128') },
    verdict: 'pass',
    variant: 'cu128',
  },
  {
    name: '+cu128 pin from the cu126 index',
    env: {},
    req: { torch: '2.9.0+cu128', indexUrl: CU('cu126') },
    verdict: 'fail',
    ids: ['variant-mismatch'],
  },
  {
    name: 'PyPy cannot install torch',
    env: { python: 'pypy3.9' },
    req: { torch: '2.4.0' },
    verdict: 'fail',
    ids: ['python-implementation'],
  },
  { name: '32-bit Python', env: { bits: 32 }, req: { torch: '2.4.0' }, verdict: 'fail', ids: ['python-32bit'] },
  { name: 'musl libc', env: { musl: true }, req: { torch: '2.4.0' }, verdict: 'fail', ids: ['platform-unsupported'] },
  {
    name: 'x86_64 Python under Rosetta on an arm64 Mac',
    env: { os: 'macos', arch: 'arm64', machine: 'x86_64' },
    req: { torch: '2.5.0' },
    verdict: 'fail',
    ids: ['platform-unsupported'],
    text: /emulation/,
  },
  {
    name: 'free-threaded 3.13t on 2.7 warns as experimental',
    env: { python: '3.13t' },
    req: { torch: '2.7.0' },
    verdict: 'warn',
    ids: ['python-preview'],
  },
  {
    name: 'free-threaded 3.13t on 2.5 fails',
    env: { python: '3.13t' },
    req: { torch: '2.5.1' },
    verdict: 'fail',
    ids: ['python-unsupported'],
  },
  {
    name: 'experimental cu130 in 2.9 warns',
    env: { driver: '580.82.07', gpus: ['9.0'] },
    req: { torch: '2.9.0', indexUrl: CU('cu130') },
    verdict: 'warn',
    ids: ['backend-experimental'],
  },
  {
    name: 'a best index that keeps the GPU: torch>=2.6 on 550 and sm_86 fails on 2.15+cu130, and the fix is cu126 (2.14.1), not the CPU',
    env: { driver: '550.54.15', gpus: ['8.6'] },
    req: { torch: '>=2.6' },
    verdict: 'fail',
    ids: ['driver-too-old'],
    version: '2.15.0',
    recommended: CU('cu126'),
    text: /or use --index-url https:\/\/download\.pytorch\.org\/whl\/cu126 \(cu126: kernels for sm_86, driver 550\.54\.15 runs CUDA 12\.6; it installs torch 2\.14\.1\)\./,
  },
  {
    name: 'a best index that keeps the GPU: a Pascal GPU on 580 is told cu126 (2.14.1), which has its kernels',
    env: { driver: '580.82.07', gpus: ['6.1'] },
    req: { torch: '>=2.6' },
    verdict: 'fail',
    ids: ['gpu-unsupported'],
    absent: ['driver-too-old'],
    recommended: CU('cu126'),
    text: /Use --index-url https:\/\/download\.pytorch\.org\/whl\/cu126 \(cu126: kernels for sm_61, driver 580\.82\.07 runs CUDA 12\.6; it installs torch 2\.14\.1\)/,
  },
  {
    name: 'no CUDA build in range runs (sm_120 on 470): the CPU index, and the fix says the GPU goes unused',
    env: { driver: '470.57.02', gpus: ['12.0'] },
    req: { torch: '>=2.6' },
    verdict: 'fail',
    ids: ['driver-too-old'],
    recommended: CU('cpu'),
    text: /use --index-url https:\/\/download\.pytorch\.org\/whl\/cpu \(no CUDA build of torch>=2\.6 runs on this GPU \(sm_120\) with driver 470\.57\.02: the GPU goes unused\)/,
  },
  {
    name: 'a driver too old for the release, with an older release whose CUDA runs: pin that older torch, or the CPU',
    env: { driver: '470.57.02', gpus: ['8.6'] },
    req: { torch: '2.9.0' },
    verdict: 'fail',
    ids: ['driver-too-old'],
    recommended: CU('cpu'),
    text: /pin torch<2\.9 \(2\.7 is the newest release before 2\.9 whose CUDA build runs here: cu118, from https:\/\/download\.pytorch\.org\/whl\/cu118\), or use --index-url https:\/\/download\.pytorch\.org\/whl\/cpu \(no CUDA build of torch 2\.9 runs/,
  },
  {
    name: 'a Blackwell GPU on driver 535 cannot exist: a notice naming both values, beside the verdict on the builds',
    env: { driver: '535.104.05', gpus: ['12.0'] },
    req: { torch: '2.8.0' },
    verdict: 'warn',
    ids: ['driver-too-old'],
    text: /Driver 535\.104\.05 predates Blackwell GPUs such as this sm_120: NVIDIA drives them from R570, so no runner has the two/,
  },
  {
    name: 'a Blackwell GPU on driver 570 is a runner that exists: no such notice',
    env: { driver: '570.124.06', gpus: ['12.0'] },
    req: { torch: '2.8.0' },
    verdict: 'pass',
    absent: ['driver-too-old'],
  },
  {
    name: "PyPI's own cu121 build of 2.1.0 on a CPU runner: no backend-experimental, only the CPU notice",
    env: { python: '3.11' },
    req: { torch: '2.1.0' },
    verdict: 'pass',
    ids: ['cuda-without-gpu'],
    absent: ['backend-experimental'],
    recommended: CU('cpu'),
  },
  {
    name: "PyPI's own cu121 build of 2.1.0 on a GPU runner: a notice, whose fix is the best index",
    env: { python: '3.11', driver: '550.54.15', gpus: ['8.6'] },
    req: { torch: '2.1.0' },
    verdict: 'pass',
    ids: ['backend-experimental'],
    recommended: CU('cu118'),
    text: /PyPI's torch 2\.1\.0 for Linux x86_64 is its cu121 build, which the release lists as experimental[\s\S]*Use --index-url https:\/\/download\.pytorch\.org\/whl\/cu118 \(cu118: kernels for sm_86/,
  },
  {
    name: 'the cu121 index chosen for 2.1.0 on a GPU runner: still a warning',
    env: { python: '3.11', driver: '550.54.15', gpus: ['8.6'] },
    req: { torch: '2.1.0', indexUrl: CU('cu121') },
    verdict: 'warn',
    ids: ['backend-experimental'],
  },
  {
    name: 'the cu121 index chosen for 2.1.0 without a GPU: nothing about its CUDA, only the CPU notice',
    env: { python: '3.11' },
    req: { torch: '2.1.0', indexUrl: CU('cu121') },
    verdict: 'pass',
    ids: ['cuda-without-gpu'],
    absent: ['backend-experimental'],
  },
  { name: 'no such release', env: {}, req: { torch: '2.7.5' }, verdict: 'fail', ids: ['no-release'] },
  {
    name: 'newer than the catalog',
    env: {},
    req: { torch: '>=3.0' },
    verdict: 'warn',
    ids: ['release-newer'],
    absent: ['catalog-stale'],
  },
  {
    name: 'older than the catalog (torch 1.x exists, it is only not covered)',
    env: {},
    req: { torch: '1.13' },
    verdict: 'warn',
    ids: ['release-out-of-scope'],
    absent: ['no-release', 'catalog-stale'],
    text: /were not checked/,
  },
  {
    name: 'below the catalog by an upper bound',
    env: {},
    req: { torch: '<2.0' },
    verdict: 'warn',
    ids: ['release-out-of-scope'],
  },
  {
    name: 'nightly channel is not in the catalog',
    env: {},
    req: { indexUrl: 'https://download.pytorch.org/whl/nightly/cpu' },
    verdict: 'warn',
    ids: ['nightly-index'],
    absent: ['catalog-stale'],
  },
  {
    name: 'torchvision that belongs to another torch',
    env: {},
    req: { torch: '==2.8.0', torchvision: '==0.20.1' },
    verdict: 'fail',
    ids: ['companion-mismatch'],
    text: /torchvision 0\.23\.0/,
  },
  {
    name: 'torchvision pin makes pip take an older torch',
    env: {},
    req: { torch: '>=2.5', torchvision: '==0.20.1' },
    verdict: 'warn',
    ids: ['resolution-fallback'],
    version: '2.5.1',
  },
  {
    name: 'torch +cu121 with torchvision +cu118',
    env: {},
    req: { torch: '2.3.0+cu121', torchvision: '0.18.0+cu118', indexUrl: CU('cu121') },
    verdict: 'fail',
    ids: ['variant-mismatch'],
  },
  {
    name: 'PyPI CUDA build on a CPU runner is a notice',
    env: {},
    req: { torch: '2.8.0' },
    verdict: 'pass',
    ids: ['cuda-without-gpu'],
    variant: 'cu128',
  },
  {
    name: 'CPU build on a GPU machine warns',
    env: { os: 'windows', driver: '572.61', gpus: ['8.6'] },
    req: { torch: '2.8.0' },
    verdict: 'warn',
    ids: ['variant-mismatch'],
    variant: 'cpu',
    recommended: CU('cu128'),
  },
  {
    name: 'rocm on Windows is unavailable',
    env: { os: 'windows' },
    req: { torch: '2.8.0', indexUrl: CU('rocm6.4') },
    verdict: 'fail',
    ids: ['backend-unavailable'],
  },
  {
    name: 'cu128 removed in 2.12',
    env: {},
    req: { torch: '2.12.0', indexUrl: CU('cu128') },
    verdict: 'fail',
    ids: ['backend-unavailable'],
  },
  {
    name: 'xpu before 2.5',
    env: {},
    req: { torch: '2.4.0', indexUrl: CU('xpu') },
    verdict: 'fail',
    ids: ['backend-unavailable'],
  },
  {
    name: 'an unknown index warns',
    env: {},
    req: { torch: '2.8.0', indexUrl: 'https://example.com/simple' },
    verdict: 'warn',
    ids: ['index-url-unknown'],
  },
  {
    name: 'Python 3.8 drops out at 2.5',
    env: { python: '3.8' },
    req: { torch: '2.5.0' },
    verdict: 'fail',
    ids: ['python-unsupported'],
    text: /pin torch==2\.4\.1 \(the newest with Python 3\.8 wheels\)/,
  },
  {
    name: 'linux aarch64 gets CPU from PyPI in 2.8',
    env: { arch: 'arm64' },
    req: { torch: '2.8.0' },
    verdict: 'pass',
    variant: 'cpu',
  },
  {
    name: 'linux aarch64 gets cu130 from PyPI in 2.11',
    env: { arch: 'arm64' },
    req: { torch: '2.11.0' },
    verdict: 'pass',
    variant: 'cu130',
  },
  {
    name: 'Windows arm64 is not on PyPI',
    env: { os: 'windows', arch: 'arm64' },
    req: { torch: '2.8.0' },
    verdict: 'fail',
    ids: ['platform-unsupported'],
  },
  {
    name: 'Python too new: the hint names the first release with its wheels, not the newest',
    env: { python: '3.13' },
    req: { torch: '2.4.0' },
    verdict: 'fail',
    ids: ['python-unsupported'],
    text: /or pin torch>=2\.5\./,
  },
  {
    name: 'Windows arm64 in 2.7 had Python 3.12 alone (uncertain, so a warning); 2.8 added 3.13',
    env: { os: 'windows', arch: 'arm64', python: '3.13' },
    req: { torch: '2.7.0', indexUrl: CU('cpu') },
    verdict: 'warn',
    ids: ['python-unsupported'],
    text: /supports Python 3\.12 only[\s\S]*or pin torch>=2\.8\./,
  },
  {
    name: '3.13t: 2.12.0 has wheels, 2.12.1 none, and its message lists only the extras of 2.12.1',
    env: { python: '3.13t' },
    req: { torch: '2.12.1' },
    verdict: 'fail',
    ids: ['python-unsupported'],
    text: /plus 3\.14t \(experimental\)\.[\s\S]*torch==2\.12\.0/,
  },
];

describe('evaluate', () => {
  it.each(CASES)('$name', (c) => {
    const r = evaluate(env(c.env), req(c.req), bundledCatalog);
    const ids = r.findings.map((f) => f.id);
    expect(r.verdict, JSON.stringify(r.findings, null, 1)).toBe(c.verdict);
    for (const id of c.ids ?? []) expect(ids).toContain(id);
    for (const id of c.absent ?? []) expect(ids).not.toContain(id);
    if (c.version) expect(r.resolution.version).toBe(c.version);
    if (c.variant) expect(r.resolution.variant).toBe(c.variant);
    if (c.recommended) expect(r.resolution.recommendedIndexUrl).toBe(c.recommended);
    if (c.text) expect(r.findings.map((f) => `${f.message} ${f.hint}`).join('\n')).toMatch(c.text);
  });

  it('every finding has a message, a hint and a source', () => {
    for (const c of CASES) {
      for (const f of evaluate(env(c.env), req(c.req), bundledCatalog).findings) {
        expect(f.message.length).toBeGreaterThan(10);
        expect(f.hint.length).toBeGreaterThan(5);
        expect(f.source.length).toBeGreaterThan(5);
      }
    }
  });

  /** The bundled catalog with 2.14's Python range marked uncertain, as it was before the release was confirmed. */
  const unsure = (torch = '2.14'): typeof bundledCatalog => {
    const c = structuredClone(bundledCatalog);
    const r = c.releases.find((x) => x.torch === torch)!;
    r.python.confidence = 'uncertain';
    return c;
  };
  it('an uncertain fact never fails', () => {
    const r = evaluate(env({ python: '3.9' }), req({ torch: '2.14.0' }), unsure());
    expect(r.findings.some((f) => f.id === 'python-unsupported')).toBe(true);
    expect(r.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });
  it('nothing installs: that fails (attack review B10)', () => {
    for (const python of ['2.7', '3.99']) {
      const r = evaluate(env({ python }), req({}), bundledCatalog);
      expect(r.verdict).toBe('fail');
      expect(r.findings.find((f) => f.severity === 'error')?.id).toBe('python-unsupported');
    }
  });
  it('nothing installs, but an older release is kept out only by an uncertain fact: a warning naming it (issue 10, item 4)', () => {
    // 2.14 (verified) has no cp39 wheel: an error; 2.13's range made uncertain: the answer rests on it.
    const r = evaluate(env({ python: '3.9' }), req({ torch: '>=2.13' }), unsure('2.13'));
    expect(r.verdict).toBe('warn');
    expect(r.findings.find((f) => f.id === 'python-unsupported')?.message).toMatch(
      /^torch 2\.13\.0 has no wheels for Python 3\.9/,
    );
  });

  it('a pin location is carried onto the findings about it', () => {
    const r = evaluate(
      env({ python: '3.9' }),
      req({ torch: '2.9.0', torchLocation: { file: 'requirements.txt', line: 3, column: 1 } }),
      bundledCatalog,
    );
    expect(r.findings[0]?.location).toEqual({ file: 'requirements.txt', line: 3, column: 1 });
  });
});

describe('extra indexes, as pip merges them (one engine for flags, pins and matrix cells)', () => {
  it('--extra-index-url cu121 with a range: pip takes the newer PyPI build, a warning on the request', () => {
    const e = evaluate(env({ python: '3.12' }), req({ torch: '>=2.4', extraIndexUrls: [CU('cu121')] }), bundledCatalog);
    const w = e.findings.find((f) => f.id === 'variant-mismatch');
    expect(w).toMatchObject({ severity: 'warning' });
    expect(w!.message).toMatch(/meant to come from the cu121 index.*2\.5\.1\+cu121.*sorts higher/);
  });
  it('an exact torch with an extra CPU index: 2.9.0+cpu sorts above PyPI 2.9.0, the build meant (no finding)', () => {
    const e = evaluate(env({ python: '3.12' }), req({ torch: '2.9.0', extraIndexUrls: [CU('cpu')] }), bundledCatalog);
    expect(e.findings.filter((f) => f.id === 'variant-mismatch')).toEqual([]);
  });
});
