// Remembered engine answers equal answers computed from scratch, and every cache lives in
// core/memo.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fcRuns } from '../../property-runs.js';
import fc from 'fast-check';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { evaluate } from '../../../src/engine/evaluate.js';
import { memoAt } from '../../../src/core/memo.js';
import { parseSpecifier, parseVersion } from '../../../src/packaging/pep440.js';
import { env, req, type EnvSpec } from '../helpers.js';
import type { RequestInput } from '../../../src/request/request.js';

// The engine keeps answers per catalog (installability without the Python, the runtime
// checks, the recommendation). A catalog copy starts with empty tables: every evaluation on
// it is computed from scratch, which is what the remembered ones must equal.
const envSpec: fc.Arbitrary<EnvSpec> = fc.record(
  {
    python: fc.constantFrom('3.8', '3.9', '3.10', '3.12', '3.13', '3.13t', '3.14', 'pypy3.10'),
    os: fc.constantFrom('linux', 'macos', 'windows'),
    arch: fc.constantFrom('x64', 'arm64'),
    osVersion: fc.constantFrom('13.6', '14.5', '15.1'),
    glibc: fc.constantFrom('2.17', '2.28', '2.35'),
    driver: fc.constantFrom('535.104.05', '570.124.06'),
    gpus: fc.constantFrom(['8.6'], ['6.1'], ['12.0']),
    machine: fc.constantFrom('x86_64', 'arm64'),
    bits: fc.constant(32),
    musl: fc.boolean(),
  },
  { requiredKeys: ['python', 'os', 'arch'] },
);
const reqInput: fc.Arbitrary<RequestInput> = fc.record(
  {
    torch: fc.constantFrom('2.9.0', '2.8.0', '2.3.0', '2.9.0+cu128', '>=2.5', '2.7', ''),
    indexUrl: fc.constantFrom(
      '',
      'pypi',
      'cpu',
      'cu126',
      'cu128',
      'cu130',
      'https://download.pytorch.org/whl/rocm6.4',
      'https://example.org/simple',
    ),
    torchvision: fc.constantFrom('0.23.0', '0.24.0+cu126'),
  },
  { requiredKeys: ['torch'] },
);

// One Request object per distinct input, as the planner hands them over: the tables find
// requests and indexes by identity, so shared objects are what exercises them.
// Requests with equal indexes share one index object too, as in a plan.
const requests = new Map<string, ReturnType<typeof req>>();
const indexes = new Map<string, ReturnType<typeof req>['index']>();
const shared = (r: RequestInput) => {
  const k = JSON.stringify(r);
  let v = requests.get(k);
  if (!v) {
    const made = req(r);
    const ik = JSON.stringify(made.index);
    if (!indexes.has(ik)) indexes.set(ik, made.index);
    requests.set(k, (v = { ...made, index: indexes.get(ik)! }));
  }
  return v;
};

describe('remembered engine answers', () => {
  it('equal answers computed from scratch, in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(envSpec, reqInput), { minLength: 1, maxLength: 12 }), (pairs) => {
        for (const [e, r] of pairs) {
          const remembered = evaluate(env(e), shared(r), bundledCatalog);
          const fresh = evaluate(env(e), req(r), structuredClone(bundledCatalog));
          expect(remembered).toEqual(fresh);
        }
      }),
      { numRuns: fcRuns(150) },
    );
  });

  it('keys by identity and remembers undefined and null answers', () => {
    const table = new Map<unknown, unknown>();
    let made = 0;
    const a = {};
    expect(memoAt(table, [a, 'x', undefined], () => (made++, null))).toBeNull();
    expect(memoAt(table, [a, 'x', undefined], () => (made++, 1))).toBeNull();
    expect(memoAt(table, [{}, 'x', undefined], () => (made++, 2))).toBe(2);
    expect(made).toBe(2);
  });
});

// One cache home (issue 12 item 6): every cache is a named memo in src/core/memo.ts, defined
// once; no module keeps its own map of remembered answers.
describe('one cache home', () => {
  it('every memo is defined once, under its own name', async () => {
    await import('../../../src/matrix/plan/plan.js');
    await import('../../../src/formats/toml-layout.js');
    const memo = await import('../../../src/core/memo.js');
    expect(memo.memoNames().sort()).toEqual(
      [
        'bound-admitted',
        'bound-allowed',
        'bound-by-name',
        'bound-hosts',
        'bound-pins',
        'bound-releases',
        'bound-runs',
        'bound-torch',
        'bound-torches',
        'bound-wheel-indexes',
        'bound-wheel-python',
        'bound-wheel-torch',
        'candidates',
        'dotted-parts',
        'hint-search',
        'hint-advice',
        'installability',
        'lock-block-quoted-lines',
        'matching',
        'matrix-expression',
        'pep440-explain',
        'pep440-clauses',
        'pep440-key',
        'plain-releases',
        'public-specifier',
        'python-blocker',
        'python-minor',
        'pick-from-index',
        'recommend-in-range',
        'recommendation',
        'release-cadence',
        'resolved-text',
        'runtime-checks',
        'satisfies',
        'toml-layout-index',
        'variant-index',
      ].sort(),
    );
  });

  it('no module-level cache outside src/core/memo.ts', () => {
    const walk = (d: string): string[] =>
      readdirSync(d).flatMap((n) =>
        statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : n.endsWith('.ts') ? [join(d, n)] : [],
      );
    // Side tables that annotate objects (not remembered answers) would be named here: none.
    const allowed: string[] = [];
    const found: string[] = [];
    for (const f of walk('src')) {
      if (f === join('src', 'core', 'memo.ts')) continue;
      for (const m of readFileSync(f, 'utf8').matchAll(
        /^(?:export )?(?:const|let) (\w+)(?::[^=]+)? = new (?:Weak)?Map\b/gm,
      ))
        found.push(`${f}: ${m[1]}`);
    }
    expect(found).toEqual(allowed);
  });
});

describe('the matrix planner shares evaluations only between runners the engine cannot tell apart', () => {
  it('two runners that differ only in their GPU get their own answers', async () => {
    const { memoised } = await import('../../../src/matrix/plan/cell-cache.js');
    const m = memoised(evaluate, bundledCatalog);
    const r = shared({ torch: '2.9.0', indexUrl: 'cu128' });
    const old = m.run(env({ driver: '535.104.05', gpus: ['8.6'] }), r);
    const fresh = m.run(env({ driver: '570.124.06', gpus: ['8.6'] }), r);
    expect(old.findings.some((f) => f.id === 'driver-too-old')).toBe(true);
    expect(fresh.findings.some((f) => f.id === 'driver-too-old')).toBe(false);
  });
});

describe('remembered PEP 440 readings', () => {
  it('a version read again is the same answer, and each caller its own copy', () => {
    const first = parseVersion('2.8.0+cu128')!;
    first.release.push(99);
    (first as { public: string }).public = 'changed';
    expect(parseVersion(' 2.8.0+cu128 ')).toEqual({
      public: '2.8.0',
      local: 'cu128',
      epoch: 0,
      release: [2, 8, 0],
      prerelease: false,
    });
    expect(parseVersion('2.8.0+cu128')!.release).not.toBe(parseVersion('2.8.0+cu128')!.release);
  });

  it('a bad specifier is refused every time it is read, with the caller’s own wording', () => {
    expect(() => parseSpecifier('>=2.x', 'torch')).toThrow(/^torch ">=2.x" is not a PEP 440 version or specifier/);
    expect(() => parseSpecifier('>=2.x', 'torchvision')).toThrow(
      /^torchvision ">=2.x" is not a PEP 440 version or specifier/,
    );
    expect(parseSpecifier('>=2.5, <2.10').pep440).toBe('>=2.5, <2.10');
    expect(parseSpecifier('>=2.5, <2.10').pep440).toBe('>=2.5, <2.10');
  });
});
