/** The facts of the 2026-11-26 fact audit, each as the check now gives it. */
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import type { Environment } from '../../../src/core/model.js';
import { evaluate } from '../../../src/engine/evaluate.js';
import { parseMatrixInput, planMatrix } from '../../../src/matrix/index.js';
import { env, req } from '../helpers.js';

const pascal = env({ os: 'linux', arch: 'x64', python: '3.12', glibc: '2.39', driver: '590.10', gpus: ['6.1'] });

describe('fact audit 2026-11-26', () => {
  it('row 1: torch 2.15 has no cu126 build, firmly: asking for it is an error, not a warning', () => {
    const e = evaluate(
      pascal,
      req({ torch: '2.15.0', indexUrl: 'https://download.pytorch.org/whl/cu126' }),
      bundledCatalog,
    );
    expect(e.verdict).toBe('fail');
    const f = e.findings.find((x) => x.id === 'backend-unavailable')!;
    expect(f.severity).toBe('error');
    expect(f.message).toMatch(/^torch 2\.15\.0 has no cu126 build for Linux x86_64; 2\.15\.0 ships cpu, cu130, cu132/);
  });
  it('row 1: a Pascal GPU on 2.15 fails and is sent to 2.14, the last release with sm_61 kernels', () => {
    const e = evaluate(pascal, req({ torch: '2.15.0' }), bundledCatalog);
    const f = e.findings.find((x) => x.id === 'gpu-unsupported')!;
    expect(f.severity).toBe('error');
    expect(f.hint).toBe(
      'Pin torch<2.15 (2.14 is the newest release before 2.15 whose CUDA build runs here: cu126, from https://download.pytorch.org/whl/cu126), or use --index-url https://download.pytorch.org/whl/cpu (no CUDA build of torch 2.15 runs on this GPU (sm_61) with driver 590.10: the GPU goes unused).',
    );
    // The best index is no 2.15 index without the kernels.
    expect(e.resolution.recommendedIndexUrl).not.toBe('https://download.pytorch.org/whl/cu126');
  });
  it('rows 3-5: ubuntu-latest is Ubuntu 26.04 (glibc 2.43); 26.04 is current; 22.04 says when it retires', () => {
    const labels = new Map(bundledCatalog.runners.map((r) => [r.label, r]));
    expect(labels.get('ubuntu-latest')).toMatchObject({
      osVersion: '26.04',
      glibc: '2.43',
      aliasOf: 'ubuntu-26.04',
      source: expect.stringMatching(/^https:\/\/github\.com\/actions\/runner-images\/issues\/14748\b/),
    });
    for (const l of ['ubuntu-26.04', 'ubuntu-26.04-arm']) expect(labels.get(l)!.status).toBe('current');
    for (const l of ['ubuntu-22.04', 'ubuntu-22.04-arm'])
      expect(labels.get(l)!.note).toMatch(
        /Deprecated since 2026-09-17; brownouts from 2027-03-23, retired on 2027-04-17/,
      );
    const seen: Environment[] = [];
    planMatrix(parseMatrixInput('os: [ubuntu-latest]\npython: ["3.12"]\ntorch: ["2.14.0"]'), {
      catalog: bundledCatalog,
      evaluate: (e, r) => (seen.push(e), evaluate(e, r, bundledCatalog)),
    });
    expect(seen.map((e) => [e.osVersion, e.glibc])).toEqual([['26.04', '2.43']]);
  });
  it('row 6: the torchvision note of 2.15 says a 0.30 line was being built, not that none came', () => {
    const r = bundledCatalog.releases.find((x) => x.torch === '2.15')!;
    expect((r.notes ?? []).map((n) => n.text).join(' ')).toMatch(/a torchvision 0\.30 line was being built/);
    expect(r.patches[0]!.source).not.toMatch(/no torchvision 0\.30 came with it/);
  });
});
