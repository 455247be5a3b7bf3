/**
 * The facts of the 2026-11-28 fact audit as the check now gives them: its three check cases, the
 * runner wording it corrected, the release dates it found missing, and the Windows arch lists of
 * 2.8 (Volta was re-added on Linux only).
 */
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { gpuArchsFor } from '../../../src/catalog/query.js';
import { evaluate } from '../../../src/engine/evaluate.js';
import { env, req } from '../helpers.js';

const mac136 = env({ os: 'macos', arch: 'arm64', osVersion: '13.6', python: '3.12' });
const patch = (v: string) => bundledCatalog.releases.flatMap((r) => r.patches).find((p) => p.version === v)!;

describe('fact audit 2026-11-28: check cases', () => {
  it('2.14.0 from cu126 on sm_61 does not fail: 2.14 is the last release with Pascal kernels', () => {
    const e = evaluate(
      env({ python: '3.12', glibc: '2.39', driver: '590.10', gpus: ['6.1'] }),
      req({ torch: '==2.14.0', indexUrl: 'https://download.pytorch.org/whl/cu126' }),
      bundledCatalog,
    );
    expect(e.verdict).not.toBe('fail');
    expect(e.resolution).toMatchObject({ version: '2.14.0', variant: 'cu126' });
    expect(e.findings.filter((f) => f.id === 'gpu-unsupported')).toEqual([]);
  });
  it('2.12.0 on macOS 13.6 does not pass: its wheels are macosx_14_0', () => {
    const e = evaluate(mac136, req({ torch: '==2.12.0' }), bundledCatalog);
    expect(e.verdict).toBe('fail');
    expect(e.findings.find((f) => f.id === 'macos-too-old')!.message).toMatch(/macOS 14\.0 or newer/);
  });
  it('2.11.0 on macOS 13.6 does not fail: its wheels are macosx_11_0 (MPS needs 14, which only warns)', () => {
    const e = evaluate(mac136, req({ torch: '==2.11.0' }), bundledCatalog);
    expect(e.verdict).not.toBe('fail');
    expect(e.resolution.version).toBe('2.11.0');
    expect(e.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });
});

describe('fact audit 2026-11-28: wording and dates', () => {
  const runner = (label: string) => bundledCatalog.runners.find((r) => r.label === label)!;
  it('W1: ubuntu-latest moved to 26.04 in a rollout with a planned end, not one known to have ended', () => {
    expect(runner('ubuntu-latest').note).toMatch(/completion planned by 2026-11-19 \(no completion notice found\)/);
    expect(runner('ubuntu-latest').note).not.toMatch(/ended/);
    expect(runner('ubuntu-26.04').note).not.toMatch(/ubuntu-latest since/);
  });
  it('W2: ubuntu-20.04 cites the deprecation announcement actions/runner-images#11101', () => {
    expect(runner('ubuntu-20.04').note).toMatch(/actions\/runner-images#11101/);
    expect(`${runner('ubuntu-20.04').note} ${runner('ubuntu-20.04').source}`).not.toMatch(/11748/);
  });
  it('W3: the 2.15 cu134 note says what the build matrix had, in plain words, and stays uncertain', () => {
    const n = bundledCatalog.releases.find((r) => r.torch === '2.15')!.notes!.find((x) => /13\.4/.test(x.text))!;
    expect(n.text).toMatch(/^Before the 2\.15 branch cut, the nightly and test builds also had CUDA 13\.4/);
    expect(n.confidence).toBe('uncertain');
  });
  it('W4, P17, S34: 2.12.0, 2.12.1, 2.14.1 have dates, and 2.5.1 cites the commit that dates it', () => {
    expect(patch('2.12.0').released).toBe('2026-05-12');
    expect(patch('2.12.1').released).toBe('2026-06-17');
    expect(patch('2.14.1').released).toBe('2026-09-30');
    expect(bundledCatalog.releases.find((r) => r.torch === '2.12')!.released).toBe('2026-05-12');
    expect(patch('2.5.1').source).toMatch(/test-infra tools\/scripts\/generate_binary_build_matrix\.py@29912dec4567/);
  });
});

describe('fact audit 2026-11-28: Windows arch lists', () => {
  it('2.8 Windows cu128/cu129 have no Volta (uncertain), Linux has it; 2.9 Windows follows Linux', () => {
    for (const v of ['cu128', 'cu129']) {
      const win = gpuArchsFor(bundledCatalog, v, '2.8.0', 'windows-x64')!;
      expect(win.sass, v).not.toContain('7.0');
      expect(win.confidence, v).toBe('uncertain');
      expect(gpuArchsFor(bundledCatalog, v, '2.8.0', 'linux-x64')!.sass, v).toContain('7.0');
    }
    expect(gpuArchsFor(bundledCatalog, 'cu128', '2.9.0', 'windows-x64')!.sass).toContain('7.0');
  });
  it('a V100 on Windows with 2.8.0+cu128 warns (an unconfirmed list), never fails', () => {
    const e = evaluate(
      env({ os: 'windows', python: '3.12', driver: '590.10', gpus: ['7.0'] }),
      req({ torch: '==2.8.0', indexUrl: 'https://download.pytorch.org/whl/cu128' }),
      bundledCatalog,
    );
    expect(e.findings.find((f) => f.id === 'gpu-unsupported')!.severity).toBe('warning');
    expect(e.verdict).toBe('warn');
  });
});
