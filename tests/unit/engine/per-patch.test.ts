// Wheel availability per patch release: a patch that lacks a build is judged on its own.
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { evaluate } from '../../../src/engine/evaluate.js';
import { env, req } from '../helpers.js';

const cu129 = 'https://download.pytorch.org/whl/cu129';
const ids = (torch: string, e = env({ python: '3.12', glibc: '2.39' }), indexUrl = cu129) =>
  evaluate(e, req({ torch, indexUrl }), bundledCatalog)
    .findings.filter((f) => f.severity === 'error')
    .map((f) => f.id);

describe('availability per patch', () => {
  it.each([
    ['2.11.0', []],
    ['2.12.0', ['backend-unavailable']],
    ['2.12.1', []],
    ['2.13.0', []],
    ['2.14.0', ['backend-unavailable']],
  ])('torch %s from the cu129 index on Linux x86_64: %j', (torch, errors) => {
    expect(ids(torch)).toEqual(errors);
  });
  it('2.9.0 has a Windows cu129 build, 2.9.1 has not', () => {
    const win = env({ python: '3.12', os: 'windows' });
    expect(ids('2.9.0', win)).toEqual([]);
    expect(ids('2.9.1', win)).toEqual(['backend-unavailable']);
  });
  it('the message names the patch and what it ships', () => {
    const f = evaluate(
      env({ python: '3.12', glibc: '2.39' }),
      req({ torch: '2.12.0', indexUrl: cu129 }),
      bundledCatalog,
    ).findings.find((x) => x.id === 'backend-unavailable')!;
    expect(f.message).toMatch(
      /^torch 2\.12\.0 has no cu129 build for Linux x86_64; 2\.12\.0 ships cpu, cu126, cu130, cu132/,
    );
  });
  it('a range resolves per patch: >=2.12,<2.13 from cu129 takes 2.12.1, never 2.12.0', () => {
    const r = evaluate(
      env({ python: '3.12', glibc: '2.39' }),
      req({ torch: '>=2.12,<2.13', indexUrl: cu129 }),
      bundledCatalog,
    );
    expect(r.resolution.version).toBe('2.12.1');
  });
});

describe('one error does not hide another (newcomer review, item 4)', () => {
  it('a torchvision mismatch and a Python without wheels are both said in one run', () => {
    const r = evaluate(
      env({ python: '3.9', glibc: '2.39' }),
      req({ torch: '2.9.0', torchvision: '0.23.0' }),
      bundledCatalog,
    );
    expect(r.findings.filter((f) => f.severity === 'error').map((f) => f.id)).toEqual([
      'companion-mismatch',
      'python-unsupported',
    ]);
  });
});

describe('builds without a local label', () => {
  const mac = env({ python: '3.12', os: 'macos', arch: 'arm64', osVersion: '15.5' });
  it('torch==2.11.0+cpu matches no macOS wheel on whl/cpu: an error', () => {
    const r = evaluate(
      mac,
      req({ torch: '2.11.0+cpu', indexUrl: 'https://download.pytorch.org/whl/cpu' }),
      bundledCatalog,
    );
    expect(r.findings.find((f) => f.severity === 'error')).toMatchObject({ id: 'variant-mismatch' });
  });
  it('torch==2.11.0 from whl/cpu on macOS and torch==2.11.0+cpu on Linux both install', () => {
    expect(
      evaluate(mac, req({ torch: '2.11.0', indexUrl: 'https://download.pytorch.org/whl/cpu' }), bundledCatalog)
        .resolution.version,
    ).toBe('2.11.0');
    expect(
      evaluate(
        env({ python: '3.12', glibc: '2.39' }),
        req({ torch: '2.11.0+cpu', indexUrl: 'https://download.pytorch.org/whl/cpu' }),
        bundledCatalog,
      ).verdict,
    ).not.toBe('fail');
  });
});
