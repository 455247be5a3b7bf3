// The YAML reader for user files: bounded, aliases resolved once, errors with positions.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { expectLinear } from '../../growth.js';
import { LineCounter, parseDocument } from 'yaml';
import { fcRuns } from '../../property-runs.js';
import { InputError } from '../../../src/core/errors.js';
import { parseUserYaml, YAML_LIMITS } from '../../../src/text/yaml.js';
import { readCondaEnv } from '../../../src/formats/conda/environment.js';
import { parseRuleFile } from '../../../src/catalog/compile.js';
import { aliasBomb } from '../io/bomb.js';

const refused = (text: string, what = 'f.yml') => {
  try {
    parseUserYaml(text, what);
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    return (err as Error).message;
  }
  return undefined;
};

describe('parseUserYaml', () => {
  // The library's own check for duplicate keys compared each key with every earlier one.
  const libraryFirstError = (text: string): string | undefined => {
    const lines = new LineCounter();
    const e = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true, logLevel: 'error' })
      .errors[0];
    if (!e) return undefined;
    const at = lines.linePos(e.pos[0]);
    return `f.yml:${at.line}:${at.col}: not valid YAML: ${e.message.split(/[\r\n]/)[0]}`;
  };

  it('reports the first duplicate key, or the first error, where the library reported it (property)', () => {
    const key = fc.constantFrom('a', 'b', 'true', 'True', '"a"', "'a'", '1', '"1"', '~', 'null', '.nan', '<<', '');
    const entry = fc.oneof(
      key.map((k) => `${k}: 1`),
      fc.tuple(key, key).map(([k, j]) => `${k}:\n  ${j}: 2`),
      fc.tuple(key, key, key).map(([k, j, l]) => `${k}: {${j}: 1, ${l}: 2}`),
      fc.constant('- x'),
      fc.constant('b: ['),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), (entries) => {
        const text = entries.join('\n') + '\n';
        const expected = libraryFirstError(text);
        if (expected === undefined) expect(refused(text)).toBeUndefined();
        else expect(refused(text)).toBe(expected);
      }),
      { numRuns: fcRuns(1000) },
    );
  });

  it('a rules file of thousands of unknown keys is one short line naming the first few', () => {
    // Every key was listed: 20,000 made one line of 189 KB.
    const text = Array.from({ length: 20_000 }, (_, i) => `k${i}: 1`).join('\n');
    expect(() => parseRuleFile({ path: 'rules.yml', text })).toThrow(
      new InputError(
        'rules.yml: (top level): Unrecognized keys: "k0", "k1", "k2", "k3", "k4", "k5", "k6", "k7" and 19,992 more',
      ),
    );
    expect(() => parseRuleFile({ path: 'rules.yml', text: 'k0: 1\nk1: 1\n' })).toThrow('Unrecognized keys: "k0", "k1"');
  });

  it('finds a duplicate among many keys in time that grows with them, not their square', async () => {
    const keys = (n: number) => Array.from({ length: n }, (_, i) => `k${i}: 1`).join('\n');
    expect(refused(`${keys(20_000)}\nk7: 2\n`)).toBe('f.yml:20001:1: not valid YAML: Map keys must be unique');
    expect(refused(`${keys(20_000)}\n`)).toBeUndefined();
    await expectLinear('duplicate keys', (n) => `${keys(n)}\nk7: 2\n`, refused, { n: 1_000 });
  });

  it('prints nothing of its own for odd input: a mapping used as a key becomes text quietly', () => {
    // The YAML library warns on stderr by itself (a process warning under node, console.warn in
    // the build the bundle takes); our messages are the only ones a user should see.
    const emit = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { doc } = parseUserYaml('? [a, b]\n: c\n', 'f.yml');
      expect(doc.toJS()).toEqual({ '[ a, b ]': 'c' });
      expect(emit).not.toHaveBeenCalled();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      emit.mockRestore();
      warn.mockRestore();
    }
  });

  it('accepts ordinary aliases, and merge keys', () => {
    const { doc } = parseUserYaml('base: &b {a: 1}\nx:\n  <<: *b\n  c: [*b, *b]\n', 'f.yml');
    expect(doc.toJS()).toMatchObject({ x: { c: [{ a: 1 }, { a: 1 }] } });
  });

  it('refuses a billion laughs as soon as its expansion passes the cap, without expanding it', async () => {
    expect(refused(aliasBomb(30, ['root: *a30']))).toBe(
      `f.yml: its aliases expand to more than ${YAML_LIMITS.aliasNodes} nodes; refused as a resource-exhaustion attack`,
    );
    // 9^levels nodes if expanded: the refusal's cost must follow the text (levels), not the expansion.
    await expectLinear('billion laughs', (n) => aliasBomb(n, [`root: *a${n}`]), refused, { n: 8 });
  });

  it('refuses too many aliases even when each is small', () => {
    const text = `a: &a 1\nl: [${Array(YAML_LIMITS.aliases + 1)
      .fill('*a')
      .join(', ')}]\n`;
    expect(refused(text)).toBe(
      `f.yml: more than ${YAML_LIMITS.aliases} aliases; refused as a resource-exhaustion attack`,
    );
  });

  it('refuses deep nesting, written out or built from aliases', () => {
    const n = YAML_LIMITS.depth + 1;
    expect(refused('['.repeat(n) + ']'.repeat(n))).toMatch(/^f\.yml: nested more than 100 levels deep/);
    const chain = ['a0: &a0 [1]', ...Array.from({ length: n }, (_, i) => `a${i + 1}: &a${i + 1} [*a${i}]`)].join('\n');
    expect(refused(chain)).toMatch(/^f\.yml: nested more than 100 levels deep/);
    // Far deeper than the parser's own stack: still one line, no crash.
    expect(refused('['.repeat(200_000) + ']'.repeat(200_000))).toMatch(
      /^f\.yml:1:\d+: nested more than 100 levels deep/,
    );
  });

  it('refuses an alias inside the node it names, and an alias with no anchor', () => {
    expect(refused('a: &a [1, *a]\n')).toMatch(/^f\.yml: alias \*a refers to a node that contains it/);
    expect(refused('a: *nope\n')).toBe('f.yml:1:4: alias *nope names no anchor (&nope) before it');
  });

  it('guards environment.yml too', () => {
    expect(() => readCondaEnv(aliasBomb(9, ['dependencies: *a9']), 'environment.yml')).toThrow(
      /^environment\.yml: its aliases expand to more than/,
    );
  });
});
