// Python versions and their free-threaded and implementation forms.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fcRuns } from '../../property-runs.js';
import { InputError } from '../../../src/core/errors.js';
import { parsePythonVersion } from '../../../src/versions/python.js';

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
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9a-z.t-]{0,12}$/)), onlyInputErrors(parsePythonVersion)),
      { numRuns: fcRuns(2000) },
    );
  });
});
