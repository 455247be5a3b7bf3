// PEP 508 markers: evaluation against a reference evaluator (property), and long or deep markers in
// linear time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectLinear } from '../../growth.js';
import { evaluateMarker, parseMarker, shortMarker, type MarkerEnv } from '../../../src/packaging/marker.js';
import { fcRuns } from '../../property-runs.js';

/**
 * A reference evaluator, as simple as possible: a tree of and/or over comparisons whose truth
 * is given (true, false or unknown), evaluated recursively with Kleene's three-valued logic.
 */
type Tree = { leaf: 0 | 1 | 2 } | { op: 'and' | 'or'; items: Tree[] };
const LEAF = ['sys_platform == "linux"', 'sys_platform == "win32"', 'python_version >= "3.10"'] as const;
const ENV: MarkerEnv = { sys_platform: 'linux' }; // leaf 0 true, leaf 1 false, leaf 2 unknown (no Python)
const TRUTH = [true, false, undefined] as const;

function reference(t: Tree): boolean | undefined {
  if ('leaf' in t) return TRUTH[t.leaf];
  const vals = t.items.map(reference);
  if (t.op === 'and') return vals.includes(false) ? false : vals.every((v) => v === true) ? true : undefined;
  return vals.includes(true) ? true : vals.every((v) => v === false) ? false : undefined;
}

/** Writes the tree as marker text, with parentheses only where precedence needs them (or sometimes anyway). */
function render(t: Tree, paren: boolean[]): string {
  if ('leaf' in t) return LEAF[t.leaf];
  const parts = t.items.map((c) => {
    const inner = render(c, paren);
    const need = 'op' in c && (c.op === 'or' || c.op !== t.op);
    return need || (paren.shift() ?? false) ? `(${inner})` : inner;
  });
  return parts.join(` ${t.op} `);
}

const tree: fc.Arbitrary<Tree> = fc.letrec<{ t: Tree }>((tie) => ({
  t: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ leaf: fc.constantFrom(0 as const, 1 as const, 2 as const) }),
    fc.record({
      op: fc.constantFrom('and' as const, 'or' as const),
      items: fc.array(tie('t'), { minLength: 2, maxLength: 4 }),
    }),
  ),
})).t;

describe('marker evaluation (property, against a reference evaluator)', () => {
  it('any and/or tree of decided and undecided comparisons evaluates as the reference does', () => {
    fc.assert(
      fc.property(tree, fc.array(fc.boolean(), { maxLength: 20 }), (t, paren) => {
        const text = render(t, [...paren]);
        expect(evaluateMarker(parseMarker(text), ENV)).toBe(reference(t));
      }),
      { numRuns: fcRuns(300) },
    );
  });
});

describe('long markers (newcomer §1: uv writes resolution-markers of several KB)', () => {
  const clause = "(python_full_version == '3.12.*' and platform_machine == 'aarch64' and sys_platform == 'linux')";
  it('a marker of 21 false clauses (2,075 characters) is decided, not rejected', () => {
    const text = Array(21).fill(clause).join(' or ');
    expect(text.length).toBeGreaterThan(2000);
    expect(
      evaluateMarker(parseMarker(text), {
        python_full_version: '3.12.4',
        platform_machine: 'x86_64',
        sys_platform: 'linux',
      }),
    ).toBe(false);
  });
  it('a 200 KB marker, and one nested 20,000 parentheses deep, evaluate in linear time', async () => {
    const ENV_LINUX = { python_full_version: '3.12.4', platform_machine: 'x86_64', sys_platform: 'linux' };
    const wide = (n: number) => Array(n).fill(clause).join(' or ') + " or sys_platform == 'linux'";
    const deep = (n: number) => `${'('.repeat(n)}sys_platform == 'linux'${')'.repeat(n)}`;
    expect(wide(2100).length).toBeGreaterThan(200_000);
    expect(evaluateMarker(parseMarker(wide(2100)), ENV_LINUX)).toBe(true);
    expect(evaluateMarker(parseMarker(deep(20_000)), { sys_platform: 'linux' })).toBe(true);
    await expectLinear('wide marker', wide, (t) => evaluateMarker(parseMarker(t), ENV_LINUX), { n: 100 });
    await expectLinear('deep marker', deep, (t) => evaluateMarker(parseMarker(t), ENV_LINUX), { n: 1_000 });
  });
  it('a variable PEP 508 does not define is read, and leaves the marker undecided', () => {
    const m = parseMarker("platform_flavour == 'rocm' and sys_platform == 'linux'");
    expect(evaluateMarker(m, { sys_platform: 'linux' })).toBeUndefined();
    expect(evaluateMarker(m, { sys_platform: 'win32' })).toBe(false);
  });
  it('syntax errors are still errors', () => {
    for (const bad of [
      '',
      'sys_platform ==',
      '(sys_platform == "linux"',
      'sys_platform == "linux")',
      'sys_platform == "linux" and',
      'sys_platform == "linux"\n',
      'os_name == "C:\\"',
    ])
      expect(() => parseMarker(bad)).toThrow(/not valid PEP 508/);
    // Two strings compared is grammatical PEP 508 (marker_var is a variable or a string).
    expect(evaluateMarker(parseMarker('"a" == "b"'), {})).toBe(false);
  });
  it('uv conflict markers: extra-<n>-<package>-<extra> is the selected extra', () => {
    const m = parseMarker("extra == 'extra-7-unsloth-torch27' and extra != 'extra-7-unsloth-torch28'");
    expect(evaluateMarker(m, { extra: [] })).toBe(false);
    expect(evaluateMarker(m, { extra: ['torch27'] })).toBe(true);
    expect(evaluateMarker(m, { extra: ['torch27', 'torch28'] })).toBe(false);
  });
  it('shortMarker keeps short markers and cuts long ones, saying how much', () => {
    expect(shortMarker("sys_platform == 'linux'")).toBe("sys_platform == 'linux'");
    const long = 'x'.repeat(2452);
    expect(shortMarker(long)).toBe(`${'x'.repeat(100)}… (2352 more characters)`);
  });
});
