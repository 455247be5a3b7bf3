// Fixes that keep what works: the requires-python fix names the file that holds requires-python,
// counts experimental wheels as wheels and never narrows away a Python the project's CI runs; the
// glibc fix never repeats the request it fails. Each expectation derived from rules/ by hand.
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { evaluate } from '../../../src/engine/evaluate.js';
import { evaluatePinSet } from '../../../src/engine/pin-set.js';
import type { Pin, PinSet } from '../../../src/pins/types.js';
import { env, req } from '../helpers.js';

const rp = (specifier: string) => ({ specifier, location: { file: 'pyproject.toml', line: 11, column: 1 } });
const torch = (specifier: string): Pin => ({
  package: 'torch',
  specifier,
  origin: 'pep621',
  location: { file: 'pyproject.toml', line: 52, column: 4 },
});
const set = (pins: Pin[], extra: Partial<PinSet> = {}): PinSet => ({ pins, indexes: [], files: [], ...extra });
const python = (f: ReturnType<typeof evaluatePinSet>) => f.filter((x) => x.id === 'python-unsupported');

describe('requires-python against the pinned torch', () => {
  it('a Python the pin has experimental wheels for (2.3.1 on 3.12) is not "no wheels"', () => {
    // releases/2.3.yaml: python 3.8–3.11, plus 3.12 experimental.
    const f = python(
      evaluatePinSet(set([torch('==2.3.1')], { requiresPython: rp('>=3.10, <3.13') }), env(), bundledCatalog),
    );
    expect(f).toEqual([]);
  });

  it('cites the file that holds requires-python, and narrows only as far as the torch installs', () => {
    // nerfstudio's extra dev: torch==2.7.1 (3.9–3.13) with requires-python >=3.8.0.
    const f = python(evaluatePinSet(set([torch('==2.7.1')], { requiresPython: rp('>=3.8.0') }), env(), bundledCatalog));
    expect(f).toHaveLength(1);
    expect(f[0]!.message).toContain('(pyproject.toml:11)');
    expect(f[0]!.hint).toContain('">=3.9,<3.14"');
  });

  it("never narrows away a Python the project's CI runs: the pin must move instead", () => {
    const ci = () => [{ value: '3.8', file: '.github/workflows/ci.yml', line: 20 }];
    const f = python(
      evaluatePinSet(set([torch('==2.7.1')], { requiresPython: rp('>=3.8.0'), ciPythons: ci }), env(), bundledCatalog),
    );
    expect(f).toHaveLength(1);
    expect(f[0]!.hint).not.toMatch(/[Nn]arrow requires-python/);
    expect(f[0]!.hint).toContain('CI runs Python 3.8 at .github/workflows/ci.yml:20');
  });

  it('reads the workflows only when a fix asks', () => {
    let asked = 0;
    const ci = () => (asked++, []);
    evaluatePinSet(
      set([torch('==2.7.1')], { requiresPython: rp('>=3.9,<3.14'), ciPythons: ci }),
      env(),
      bundledCatalog,
    );
    expect(asked).toBe(0);
  });
});

describe('glibc-too-old names another build, never the request', () => {
  it('torch==2.6.0 from cu126 on glibc 2.27: the cu124 index of the same release (its wheels are glibc 2.17)', () => {
    const e = evaluate(
      env({ glibc: '2.27', python: '3.11' }),
      req({ torch: '==2.6.0', indexUrl: 'https://download.pytorch.org/whl/cu126' }),
      bundledCatalog,
    );
    const f = e.findings.find((x) => x.id === 'glibc-too-old')!;
    expect(f.hint).toContain('https://download.pytorch.org/whl/cu124');
    expect(f.hint).not.toContain('torch==2.6.0');
  });

  it('an open range on cu126: the newest release whose cu126 wheels install, which is not the one asked', () => {
    // cu126 wheels are manylinux_2_28 from 2.6 on (releases/2.6.yaml): none of them installs on 2.27.
    const e = evaluate(
      env({ glibc: '2.27', python: '3.11' }),
      req({ torch: '>=2.6', indexUrl: 'https://download.pytorch.org/whl/cu126' }),
      bundledCatalog,
    );
    const f = e.findings.find((x) => x.id === 'glibc-too-old');
    expect(f?.hint ?? '').not.toMatch(
      new RegExp(`pin torch==${e.resolution.newestMatching?.replace(/\./g, '\\.')}\\b`),
    );
  });
});
