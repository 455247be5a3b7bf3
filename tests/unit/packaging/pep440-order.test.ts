/**
 * Ordering and matching read each text once (src/packaging/pep440-order.ts) and must answer as
 * @renovatebot/pep440 does when it reads both texts on every call: the library is the oracle.
 */
import * as pep440 from '@renovatebot/pep440';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fcRuns } from '../../property-runs.js';
import { compareKeys, meetsSpecifier } from '../../../src/packaging/pep440-order.js';

const sep = fc.constantFrom('', '.', '-', '_');
const num = fc.oneof(fc.nat(3), fc.nat(20), fc.constant(0));
const version = fc
  .record({
    v: fc.constantFrom('', '', 'v', 'V'),
    epoch: fc.option(fc.nat(2), { nil: undefined }),
    release: fc.array(num, { minLength: 1, maxLength: 4 }),
    pre: fc.option(
      fc.tuple(
        sep,
        fc.constantFrom('a', 'b', 'c', 'rc', 'alpha', 'beta', 'pre', 'preview', 'RC'),
        sep,
        fc.option(num, { nil: undefined }),
      ),
      { nil: undefined },
    ),
    post: fc.option(
      fc.oneof(
        num.map((n) => `-${n}`),
        fc.tuple(sep, fc.constantFrom('post', 'rev', 'r'), sep, fc.option(num, { nil: '' })).map((t) => t.join('')),
      ),
      { nil: undefined },
    ),
    dev: fc.option(
      fc.tuple(sep, fc.constant('dev'), sep, fc.option(num, { nil: '' })).map((t) => t.join('')),
      { nil: undefined },
    ),
    local: fc.option(
      fc
        .array(
          fc.oneof(
            fc.constantFrom('cu128', 'cpu', 'rocm7', 'lw', 'git245bf6ed', 'abc', 'Abc', '0x1', 'infinity'),
            num.map(String),
          ),
          { minLength: 1, maxLength: 4 },
        )
        .map((parts) => parts.join('.')),
      { nil: undefined },
    ),
  })
  .map(
    (r) =>
      `${r.v}${r.epoch === undefined ? '' : `${r.epoch}!`}${r.release.join('.')}${r.pre ? `${r.pre[0]}${r.pre[1]}${r.pre[2]}${r.pre[3] ?? ''}` : ''}${r.post ?? ''}${r.dev ?? ''}${r.local ? `+${r.local}` : ''}`,
  );
const junk = fc.oneof(fc.string({ maxLength: 8 }), fc.stringMatching(/^[0-9.+*a-z!-]{0,10}$/));
const anyVersion = fc.oneof({ weight: 5, arbitrary: version }, { weight: 1, arbitrary: junk });

const clause = fc.oneof(
  fc
    .tuple(fc.constantFrom('==', '!=', '<=', '>=', '<', '>', '~=', '===', ' == ', '>= '), anyVersion)
    .map(([op, v]) => `${op}${v}`),
  fc.tuple(fc.constantFrom('==', '!=', '>=', '==='), version).map(([op, v]) => `${op}${v}.*`),
  fc.tuple(fc.constantFrom('===', '=='), fc.stringMatching(/^[a-z0-9.]{1,6}$/)).map(([op, v]) => `${op}${v}`),
);
const specifier = fc.oneof(
  fc.array(clause, { minLength: 1, maxLength: 3 }).map((cs) => cs.join(',')),
  fc.array(clause, { minLength: 1, maxLength: 2 }).map((cs) => `${cs.join(', ')},`),
  fc.constantFrom('', ' ', '*', '>=2.0,<3', '~=2.8.1', '==2.8.*'),
);

const library = (v: string, s: string): boolean => {
  try {
    return pep440.satisfies(v, s);
  } catch {
    return false;
  }
};
const sign = (n: number) => Math.sign(n);

describe('PEP 440 ordering, each text read once', () => {
  it('orders versions as the library does', () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(sign(compareKeys(a, b))).toBe(sign(pep440.compare(a, b)));
      }),
      { numRuns: fcRuns(2000) },
    );
  });

  it('refuses what is not a version, as the library does', () => {
    expect(() => compareKeys('2.8.0', 'not a version')).toThrow(/not a PEP 440 version: "not a version"/);
    expect(() => pep440.compare('2.8.0', 'not a version')).toThrow();
  });

  it.each([
    ['1.0.dev0', '1.0a0', -1],
    ['1.0a1', '1.0', -1],
    ['1.0', '1.0.post1', -1],
    ['1.0+abc', '1.0+1', -1],
    ['1.0', '1.0+cpu', -1],
    ['2.8', '2.8.0', 0],
    ['1!0.1', '2.0', 1],
    ['1.0.post1.dev0', '1.0.post1', -1],
  ])('%s against %s: %i', (a, b, expected) => {
    expect(sign(compareKeys(a, b))).toBe(expected);
    expect(sign(pep440.compare(a, b))).toBe(expected);
  });
});

describe('PEP 440 matching, each specifier read once', () => {
  it('matches as the library does', () => {
    fc.assert(
      fc.property(anyVersion, specifier, (v, s) => {
        expect(meetsSpecifier(v, s)).toBe(library(v, s));
      }),
      { numRuns: fcRuns(3000) },
    );
  });

  it('matches versions against specifiers built from them as the library does', () => {
    // Near misses: the clause's version and the candidate share most of their parts.
    const pair = version.chain((v) =>
      fc.tuple(
        fc.constant(v),
        fc.constantFrom('==', '!=', '<=', '>=', '<', '>', '~=', '==='),
        fc.constantFrom('', '.0', '.*', '+cpu', 'rc1', '.post1', '.dev0'),
        fc.constantFrom('', '.0', '+cu128', 'a1', '.post1', '.dev1'),
      ),
    );
    fc.assert(
      fc.property(pair, ([v, op, specTail, versionTail]) => {
        const base = v.replace(/\+.*$/, '');
        const spec = `${op}${base}${specTail}`;
        const candidate = `${base}${versionTail}`;
        expect(meetsSpecifier(candidate, spec)).toBe(library(candidate, spec));
      }),
      { numRuns: fcRuns(3000) },
    );
  });

  it.each([
    ['2.8.0+cu128', '==2.8.0', true],
    ['2.8.0+cpu', '==2.8.0+cu128', true],
    ['2.9.0rc1', '>=2.8', false],
    ['2.9.0rc1', '>=2.9.0rc1', true],
    ['2.8.1', '~=2.8.0', true],
    ['2.9.0', '~=2.8.0', false],
    // The library's reading of exclusive ordering: < and > never admit the clause's own release.
    ['2.8.0', '<2.8.0.post1', false],
    ['2.8.1', '!=2.8.*', false],
    ['foo', '===foo', true],
    ['2.8.0', ' ', true],
    ['2.8.0', '>=2.0,', false],
  ])('%s in %s: %s', (v, s, expected) => {
    expect(meetsSpecifier(v, s)).toBe(expected);
    expect(library(v, s)).toBe(expected);
  });
});
