// Whether a marker applies here, and if not, why: true/false where the values decide it; an
// unreadable marker, a variable PEP 508 does not define, or a value not known here said apart.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markerApplies } from '../../../src/packaging/marker-applies.js';
import { evaluateMarker, parseMarker, type MarkerEnv } from '../../../src/packaging/marker.js';
import { fcRuns } from '../../property-runs.js';

const LINUX: MarkerEnv = { sys_platform: 'linux', platform_machine: 'x86_64', extra: [] };

describe('markerApplies', () => {
  it('decides a marker the values decide', () => {
    expect(markerApplies('sys_platform == "linux"', LINUX)).toEqual({ value: true });
    expect(markerApplies('sys_platform == "win32"', LINUX)).toEqual({ value: false });
    expect(markerApplies('sys_platform == "win32" and python_version < "3"', LINUX)).toEqual({ value: false });
  });

  it('says the variables whose values are not known here', () => {
    expect(markerApplies('python_version >= "3.10" and sys_platform == "linux"', LINUX)).toEqual({
      value: undefined,
      why: { kind: 'unknown-values', names: ['python_version'] },
    });
  });

  it('says the variables PEP 508 does not define, before those not known', () => {
    expect(markerApplies('os_nme == "posix" and python_version > "3"', LINUX)).toEqual({
      value: undefined,
      why: { kind: 'undefined-variables', names: ['os_nme'] },
    });
  });

  it('an unreadable marker is undecided with the parser’s message, never thrown', () => {
    const r = markerApplies('sys_platform ==', LINUX);
    expect(r.value).toBeUndefined();
    expect(r.value === undefined && r.why.kind).toBe('unreadable');
    expect(r.value === undefined && r.why.kind === 'unreadable' && r.why.error).toMatch(/not valid PEP 508/);
  });

  it('agrees with the evaluator wherever the text parses, and never throws (property)', () => {
    const atom = fc.constantFrom(
      'sys_platform == "linux"',
      'sys_platform == "win32"',
      'python_version >= "3.10"',
      'platform_machine == "x86_64"',
      'extra == "cuda"',
      'os_nme == "nt"',
    );
    const marker = fc
      .array(fc.tuple(atom, fc.constantFrom(' and ', ' or ')), { minLength: 1, maxLength: 6 })
      .map((parts) => parts.map(([a, op], i) => (i ? op : '') + a).join(''));
    const text = fc.oneof(marker, fc.string({ maxLength: 40 }));
    fc.assert(
      fc.property(text, (t) => {
        const r = markerApplies(t, LINUX);
        let expected: boolean | undefined;
        try {
          expected = evaluateMarker(parseMarker(t), LINUX);
        } catch {
          expect(r).toMatchObject({ value: undefined, why: { kind: 'unreadable' } });
          return;
        }
        expect(r.value).toBe(expected);
        if (r.value === undefined) expect(['undefined-variables', 'unknown-values']).toContain(r.why.kind);
      }),
      { numRuns: fcRuns(300) },
    );
  });
});
