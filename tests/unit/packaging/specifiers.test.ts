// PEP 440 specifiers on torch versions: pre-releases, local labels, wildcards.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fcRuns } from '../../property-runs.js';
import { InputError } from '../../../src/core/errors.js';
import {
  compareVersions,
  lowerBound,
  parseSpecifier,
  parseVersion,
  satisfies,
  withoutLocal,
} from '../../../src/packaging/pep440.js';

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

// One place takes local labels off specifier text (five places did, with three different
// patterns: one kept `-`/`_` labels half, one dropped every clause after the first label).
describe('specifier text without local labels', () => {
  it.each([
    ['==2.8.0+cu128', '==2.8.0'],
    ['==2.8.0+cu128, !=2.8.1', '==2.8.0, !=2.8.1'],
    ['==2.8.0+rocm7.0.2.lw.git245bf6ed', '==2.8.0'],
    ['==2.8.0+abc-1_2,<3', '==2.8.0,<3'],
    ['>=2.5,<2.10', '>=2.5,<2.10'],
    ['', ''],
  ])('%s → %s', (text, expected) => {
    expect(withoutLocal(text)).toBe(expected);
  });

  it('takes off every label PEP 440 allows and nothing else', () => {
    const label = fc
      .array(fc.stringMatching(/^[A-Za-z0-9]{1,6}$/), { minLength: 1, maxLength: 4 })
      .chain((parts) => fc.constantFrom('.', '-', '_').map((sep) => parts.join(sep)));
    const clause = fc.tuple(
      fc.constantFrom('==', '!=', '>=', '<', '~='),
      fc.tuple(fc.nat(9), fc.nat(30), fc.nat(5)).map(([a, b, c]) => `${a}.${b}.${c}`),
      fc.option(label, { nil: undefined }),
    );
    fc.assert(
      fc.property(fc.array(clause, { minLength: 1, maxLength: 3 }), (clauses) => {
        const plain = clauses.map(([op, v]) => `${op}${v}`).join(', ');
        const labelled = clauses.map(([op, v, l]) => `${op}${v}${l === undefined ? '' : `+${l}`}`).join(', ');
        expect(withoutLocal(labelled)).toBe(plain);
      }),
      { numRuns: fcRuns(500) },
    );
  });
});
