import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fcRuns } from '../../property-runs.js';
import { InputError } from '../../../src/core/errors.js';
import { compareVersions, lowerBound, parseSpecifier, parseVersion, satisfies } from '../../../src/packaging/pep440.js';
import { parsePythonVersion } from '../../../src/versions/python.js';
import { compareDotted } from '../../../src/versions/dotted.js';
import { parseIndexUrl } from '../../../src/request/index-url.js';
import { parseArch, parseOs } from '../../../src/platform/platform.js';
import { parseComputeCapability } from '../../../src/platform/cuda-arch.js';

/** Parsers may reject input only with InputError: anything else thrown is a bug. */
function onlyInputErrors(fn: (s: string) => unknown) {
  return (s: string) => {
    try {
      fn(s);
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      expect(err.message).not.toMatch(/\n/);
    }
  };
}

const versionish = fc.oneof(
  fc.string(),
  fc.stringMatching(/^[0-9.+*a-z<>=!~, -]{0,24}$/),
  fc.tuple(fc.nat(20), fc.nat(30), fc.nat(5)).map(([a, b, c]) => `${a}.${b}.${c}`),
);

describe('torch specifiers', () => {
  it.each([
    ['2.9.0', '==2.9.0', '2.9.0', undefined],
    ['2.9', '==2.9.*', undefined, undefined],
    ['2.9.0+cu128', '==2.9.0+cu128', '2.9.0+cu128', 'cu128'],
    ['>=2.5,<2.10', '>=2.5,<2.10', undefined, undefined],
    ['~=2.8.0', '~=2.8.0', undefined, undefined],
    ['==2.9.*', '==2.9.*', undefined, undefined],
    ['', '', undefined, undefined],
    ['*', '', undefined, undefined],
    [' >= 2.5 ', '>= 2.5', undefined, undefined],
  ])('%s', (input, pep440, exact, local) => {
    const s = parseSpecifier(input);
    expect(s.pep440).toBe(pep440);
    expect(s.exact).toBe(exact);
    expect(s.local).toBe(local);
  });

  it.each([
    ['2.9.1', '2.9', true],
    ['2.10.0', '2.9', false],
    ['2.8.1', '~=2.8.0', true],
    ['2.9.0', '~=2.8.0', false],
    ['2.10.0', '>=2.5,<2.10', false],
    ['2.9.1', '>=2.5,<2.10', true],
    ['2.9.0', '2.9.0+cu128', false],
  ])('%s satisfies %s: %s', (v, spec, ok) => {
    expect(satisfies(v, parseSpecifier(spec))).toBe(ok);
  });

  it.each(['garbage', '2.9.0 beta', '>>2', '=<2.5', 'torch==2.9', '2.x'])('rejects %s with one clear line', (bad) => {
    expect(() => parseSpecifier(bad)).toThrow(InputError);
    expect(() => parseSpecifier(bad)).toThrow(/expected e\.g\./);
  });

  it('orders versions as PEP 440 does (not as strings)', () => {
    expect(compareVersions('2.10.0', '2.9.1')).toBeGreaterThan(0);
    expect(compareVersions('2.10.0.dev20251010', '2.10.0')).toBeLessThan(0);
    expect(lowerBound(parseSpecifier('>=2.5,<2.10'))).toBe('2.5');
  });

  it('never throws anything but InputError (property)', () => {
    fc.assert(fc.property(versionish, onlyInputErrors(parseSpecifier)), { numRuns: fcRuns(2000) });
    fc.assert(
      fc.property(versionish, (s) => void parseVersion(s)),
      { numRuns: fcRuns(2000) },
    );
  });

  it('a parsed exact version round-trips (property)', () => {
    fc.assert(
      fc.property(fc.nat(9), fc.nat(40), fc.nat(9), fc.constantFrom('', '+cpu', '+cu128', '+rocm6.4'), (a, b, c, l) => {
        const v = `${a}.${b}.${c}${l}`;
        const s = parseSpecifier(v);
        expect(s.exact).toBe(v);
        expect(parseSpecifier(s.pep440).pep440).toBe(s.pep440);
      }),
    );
  });
});

describe('Python versions', () => {
  it.each([
    ['3.12', 3, 12, false, 'cpython'],
    ['3.12.4', 3, 12, false, 'cpython'],
    ['3.13t', 3, 13, true, 'cpython'],
    ['3.14.0rc1', 3, 14, false, 'cpython'],
    ['pypy3.9', 3, 9, false, 'pypy'],
    ['pypy-3.10', 3, 10, false, 'pypy'],
    ['graalpy-24.1', 3, 11, false, 'graalpy'],
  ] as const)('%s', (t, major, minor, ft, impl) => {
    const v = parsePythonVersion(t);
    expect([v.major, v.minor, v.freeThreaded, v.implementation]).toEqual([major, minor, ft, impl]);
  });

  it.each(['3', '3.x', 'three', '3.12.4.5', '', '>=3.9'])('rejects %j', (t) => {
    expect(() => parsePythonVersion(t)).toThrow(InputError);
  });

  it('never throws anything but InputError (property)', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9a-z.t-]{0,12}$/)), onlyInputErrors(parsePythonVersion)), { numRuns: fcRuns(2000) });
  });
});

describe('index URLs', () => {
  it.each([
    ['', { kind: 'pypi' }],
    ['https://pypi.org/simple', { kind: 'pypi' }],
    ['https://download.pytorch.org/whl/cu128', { kind: 'pytorch', channel: 'stable', variant: 'cu128', mirror: false }],
    ['https://download.pytorch.org/whl/cu128/', { kind: 'pytorch', channel: 'stable', variant: 'cu128' }],
    ['https://download.pytorch.org/whl/test/cu130', { kind: 'pytorch', channel: 'test', variant: 'cu130' }],
    ['https://download.pytorch.org/whl/nightly/cpu', { kind: 'pytorch', channel: 'nightly', variant: 'cpu' }],
    ['https://download.pytorch.org/whl/rocm6.2.4', { kind: 'pytorch', variant: 'rocm6.2.4' }],
    ['https://download.pytorch.org/whl/torch_stable.html', { kind: 'find-links', channel: 'stable' }],
    ['https://download.pytorch.org/whl/cu118/torch_stable.html', { kind: 'find-links', variant: 'cu118' }],
    ['https://mirrors.example.cn/pytorch-wheels/cu121', { kind: 'pytorch', variant: 'cu121', mirror: true }],
    ['https://example.com/simple', { kind: 'unknown' }],
    ['cu126', { kind: 'pytorch', variant: 'cu126', url: 'https://download.pytorch.org/whl/cu126' }],
  ])('%s', (url, expected) => {
    expect(parseIndexUrl(url)).toMatchObject(expected);
  });

  it.each(['not a url', 'ftp://x/whl/cu128', 'javascript:alert(1)', 'https://x/%', 'https://x/whl/%zz/cu128'])('rejects %s', (u) => {
    expect(() => parseIndexUrl(u)).toThrow(InputError);
  });

  it('never throws anything but InputError (property)', () => {
    const urlish = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.webUrl().map((u) => `${u}/whl/cu1${Math.floor(Math.random() * 99)}`),
      // A broken %-escape in the path was an internal error (decodeURIComponent threw).
      fc.tuple(fc.webUrl(), fc.constantFrom('%', '%z', '%zz', '%e9', '%C3', '%25')).map(([u, e]) => `${u}/whl/${e}/cu128`),
    );
    fc.assert(fc.property(urlish, onlyInputErrors(parseIndexUrl)), { numRuns: fcRuns(2000) });
  });
});

describe('small conversions', () => {
  it('dotted numbers compare numerically', () => {
    expect(compareDotted('2.28', '2.17')).toBeGreaterThan(0);
    expect(compareDotted('570.124.06', '570.26')).toBeGreaterThan(0);
    expect(compareDotted('560.35.03', '560.35.05')).toBeLessThan(0);
    expect(compareDotted('14.0', '14')).toBe(0);
  });
  it('compute capabilities', () => {
    expect(['8.6', 'sm_86', '86', 'sm_120', '12.0', 'sm_90a', 'x', '8.66'].map(parseComputeCapability)).toEqual(['8.6', '8.6', '8.6', '12.0', '12.0', '9.0', undefined, undefined]);
  });
  it('OS and arch names', () => {
    expect(['Linux', 'darwin', 'macOS', 'win32', 'Windows'].map(parseOs)).toEqual(['linux', 'macos', 'macos', 'windows', 'windows']);
    expect(['X64', 'amd64', 'aarch64', 'ARM64'].map(parseArch)).toEqual(['x64', 'x64', 'arm64', 'arm64']);
    expect(() => parseOs('freebsd')).toThrow(InputError);
    expect(() => parseArch('ppc64le')).toThrow(InputError);
  });
});
