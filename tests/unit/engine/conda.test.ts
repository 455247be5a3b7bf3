// A conda build judged as conda installs it: the CUDA the build bundles against the driver, the
// channel recipe's kernels against the GPU, and an environment file's pins against what the
// pytorch channel published (rules/conda.yaml) — never PyPI's wheels. Each row is derived by hand.
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import type { CondaBuild } from '../../../src/core/model.js';
import { evaluateConda } from '../../../src/engine/conda.js';
import { env, req, type EnvSpec } from '../helpers.js';

interface Row {
  name: string;
  env: EnvSpec;
  torch: string;
  conda: CondaBuild;
  verdict: 'pass' | 'warn' | 'fail';
  /** "severity id" of each finding at warning or above, sorted. */
  findings?: string[];
  /** Text the first finding's fix holds. */
  fix?: RegExp;
  version?: string;
}

const locked = (version: string, b: Omit<CondaBuild, 'version'>): CondaBuild => ({ version, subdir: 'linux-64', ...b });

const ROWS: Row[] = [
  {
    name: "nerfstudio's pixi.lock: pytorch 2.2.2 cuda11.8 (pytorch channel) on driver 520.61.05, sm_86 — CUDA 11.8's own driver, kernels for 8.6",
    env: { driver: '520.61.05', gpus: ['8.6'] },
    torch: '==2.2.2',
    conda: locked('2.2.2', { channel: 'pytorch', cuda: '11.8', python: '3.10' }),
    verdict: 'pass',
  },
  {
    name: 'the same build on driver 515.65: below 520.61.05 (CUDA 11.8), above 450.80.02 (CUDA 11.x) — compatibility mode',
    env: { driver: '515.65.01', gpus: ['8.6'] },
    torch: '==2.2.2',
    conda: locked('2.2.2', { channel: 'pytorch', cuda: '11.8', python: '3.10' }),
    verdict: 'warn',
    findings: ['warning driver-too-old'],
  },
  {
    name: 'the cuda12.1 build on driver 520.61.05: below CUDA 12.x floor 525.60.13; the cuda11.8 build of 2.2 runs there',
    env: { driver: '520.61.05', gpus: ['8.6'] },
    torch: '==2.2.2',
    conda: locked('2.2.2', { channel: 'pytorch', cuda: '12.1', python: '3.10' }),
    verdict: 'fail',
    findings: ['error driver-too-old'],
    fix: /pytorch-cuda=11\.8/,
  },
  {
    name: "sm_61 (GTX 1080) on the pytorch channel's cuda12.1 build of 2.4: its recipe keeps 6.1 (the wheels' list starts 5.0;6.0;7.0)",
    env: { driver: '535.104.05', gpus: ['6.1'] },
    torch: '==2.4.0',
    conda: locked('2.4.0', { channel: 'pytorch', cuda: '12.1', python: '3.11' }),
    verdict: 'pass',
  },
  {
    name: 'sm_37 (K80, driver 470) on the cuda12.1 build: no 3.x kernels, and CUDA 12 needs 525; cuda11.8 has 3.7',
    env: { driver: '470.57.02', gpus: ['3.7'] },
    torch: '==2.2.2',
    conda: locked('2.2.2', { channel: 'pytorch', cuda: '12.1', python: '3.10' }),
    verdict: 'fail',
    findings: ['error driver-too-old', 'error gpu-unsupported'],
  },
  {
    name: "V100 (sm_70) on conda-forge's cuda130 build of 2.10: its list starts at 7.5 with PTX only for 12.0",
    env: { driver: '580.65.06', gpus: ['7.0'] },
    torch: '==2.10.0',
    conda: locked('2.10.0', { channel: 'conda-forge', cuda: '13.0', python: '3.13' }),
    verdict: 'fail',
    findings: ['error gpu-unsupported'],
    fix: /cuda129|cuda128/,
  },
  {
    name: "conda-forge's cuda126 build of 2.7.1 on an RTX 5090 (sm_120): PTX 9.0 JIT-compiles for it",
    env: { driver: '570.124.06', gpus: ['12.0'] },
    torch: '==2.7.1',
    conda: locked('2.7.1', { channel: 'conda-forge', cuda: '12.6', python: '3.12' }),
    verdict: 'pass',
  },
  {
    name: 'a CPU build on a runner with an NVIDIA GPU: a warning naming the pytorch-cuda build that runs there',
    env: { driver: '550.54.15', gpus: ['8.9'] },
    torch: '==2.5.1',
    conda: locked('2.5.1', { channel: 'pytorch', cpu: true, python: '3.12' }),
    verdict: 'warn',
    findings: ['warning variant-mismatch'],
    fix: /pytorch-cuda=12\.4/,
  },
  {
    name: 'an environment file asking the pytorch channel for pytorch>=2.6: the channel stopped at 2.5',
    env: {},
    torch: '>=2.6',
    conda: { channel: 'pytorch', cpu: true, installer: 'conda' },
    verdict: 'fail',
    findings: ['error no-release'],
  },
  {
    name: 'python=3.13 with pytorch 2.5 from the pytorch channel: it built 3.9–3.12',
    env: {},
    torch: '==2.5.*',
    conda: { channel: 'pytorch', cuda: '12.4', python: '3.13', installer: 'conda' },
    verdict: 'fail',
    findings: ['error python-unsupported'],
  },
  {
    name: 'pytorch-cuda=12.6 with pytorch 2.4: the channel built 11.8, 12.1, 12.4',
    env: { driver: '560.35.05', gpus: ['8.6'] },
    torch: '==2.4.*',
    conda: { channel: 'pytorch', cuda: '12.6', python: '3.11', installer: 'conda' },
    verdict: 'fail',
    findings: ['error backend-unavailable'],
  },
  {
    name: 'pytorch-cuda on macOS: CUDA builds are for linux-64 and win-64 only',
    env: { os: 'macos', arch: 'arm64' },
    torch: '==2.4.0',
    conda: { channel: 'pytorch', cuda: '12.1', installer: 'conda' },
    verdict: 'fail',
    findings: ['error platform-unsupported'],
  },
  {
    name: "captum's environment.yml (pytorch>=1.13, channel pytorch, no pytorch-cuda nor cpuonly) on a CPU runner: the CUDA build of 2.5.1, unused",
    env: {},
    torch: '>=1.13',
    conda: { channel: 'pytorch', installer: 'conda' },
    verdict: 'pass',
    version: '2.5.1',
  },
];

describe('conda builds, judged with conda facts', () => {
  for (const row of ROWS)
    it(row.name, () => {
      const e = evaluateConda(env(row.env), req({ torch: row.torch, conda: row.conda }), bundledCatalog);
      const seen = e.findings
        .filter((f) => f.severity !== 'notice')
        .map((f) => `${f.severity} ${f.id}`)
        .sort();
      expect({ verdict: e.verdict, findings: seen }).toEqual({ verdict: row.verdict, findings: row.findings ?? [] });
      if (row.fix) expect(e.findings[0]?.hint).toMatch(row.fix);
      if (row.version) expect(e.resolution.version).toBe(row.version);
    });

  it('names the build and its channel, not a PyPI wheel, and says which Python the environment brings', () => {
    const e = evaluateConda(
      env({ driver: '520.61.05', gpus: ['8.6'] }),
      req({ torch: '==2.2.2', conda: locked('2.2.2', { channel: 'pytorch', cuda: '11.8', python: '3.10' }) }),
      bundledCatalog,
    );
    expect(e.resolution).toMatchObject({
      version: '2.2.2',
      variant: 'cu118',
      index: 'https://conda.anaconda.org/pytorch',
      python: '3.10',
    });
    expect(e.resolution.recommendedIndexUrl).toBeUndefined();
  });

  it('a channel the catalog does not know: its version only, said in a notice', () => {
    const e = evaluateConda(
      env(),
      req({ torch: '==2.3.*', conda: { channel: 'defaults', installer: 'conda' } }),
      bundledCatalog,
    );
    expect(e.findings.map((f) => `${f.severity} ${f.id}`)).toContain('notice index-url-unknown');
    expect(e.resolution.version).toMatch(/^2\.3\./);
  });
});
