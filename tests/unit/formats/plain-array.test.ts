/**
 * uv's wheel lines read without the TOML parser (src/locks/plain-array.ts) must read as the
 * parser reads them, and whatever is not that plain shape must go to the parser.
 */
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { packagesOf, torchBlocks } from '../../../src/formats/lock-blocks.js';
import { plainArray, plainInlineTable } from '../../../src/formats/plain-array.js';
import { fcRuns } from '../../property-runs.js';

const key = fc.oneof(
  fc.constantFrom('url', 'hash', 'size', 'upload-time', 'upload_time', 'path'),
  fc.string({ maxLength: 4 }),
);
const value = fc.oneof(
  fc.string({ maxLength: 12 }).map((s) => JSON.stringify(s)),
  fc.stringMatching(/^[a-z0-9:/.%+_-]{0,20}$/).map((s) => `"${s}"`),
  fc.nat().map(String),
  fc.constantFrom('0', '01', '1.5', '-3', 'true', "'lit'", '"a\\"b"', '{ a = 1 }', '[1]', '"tab\there"'),
);
const line = fc.oneof(
  fc
    .array(fc.tuple(key, value), { minLength: 1, maxLength: 4 })
    .chain((pairs) =>
      fc
        .tuple(
          fc.constantFrom('', '    ', '\t'),
          fc.constantFrom(',', '', ' ,', ', '),
          fc.constantFrom(', ', ',', ' , '),
        )
        .map(([indent, end, sep]) => `${indent}{ ${pairs.map(([k, v]) => `${k} = ${v}`).join(sep)} }${end}`),
    ),
  fc.string({ maxLength: 30 }),
);

/** What the parser reads for one element line of an array, or undefined when it refuses it. */
function parsed(l: string): unknown {
  try {
    const doc = parse(`x = [\n${l}\n]`) as { x: unknown[] };
    return doc.x.length === 1 ? doc.x[0] : undefined;
  } catch {
    return undefined;
  }
}

describe('a plain inline table on its own line', () => {
  it('reads as the TOML parser reads it, or not at all', () => {
    fc.assert(
      fc.property(line, (l) => {
        const t = plainInlineTable(l);
        if (t !== undefined) expect({ ...t }).toEqual(parsed(l));
      }),
      { numRuns: fcRuns(3000) },
    );
  });

  it.each([
    ['    { url = "https://x/torch-2.8.0-cp312-cp312-win_amd64.whl", hash = "sha256:00", size = 12 },', true],
    ['    { url = "a, b", size = 0 },', true],
    ['    { url = "a\\"b" },', false],
    ['    { size = 012 },', false],
    ['    { size = 1.5 },', false],
    ['    { url = "a", url = "b" },', false],
    ['    { url = "a", },', false],
    ['    { source = { registry = "x" } },', false],
  ])('%s: %s', (l, plain) => {
    expect(plainInlineTable(l) !== undefined).toBe(plain);
  });
});

describe('a plain array in a lock entry', () => {
  it('is taken only at the top of the entry, whole', () => {
    const entry = ['[[package]]', 'name = "torch"', 'wheels = [', '    { url = "a" },', ']'];
    expect(plainArray(entry, 'wheels')).toMatchObject({ from: 2, to: 4, tables: [{ url: 'a' }] });
    expect(plainArray([...entry.slice(0, 4), '    { url = "a\\u0062" },', ']'], 'wheels')).toBeUndefined();
    expect(plainArray(['[[package]]', '[package.metadata]', ...entry.slice(2)], 'wheels')).toBeUndefined();
    expect(plainArray(entry.slice(0, 4), 'wheels')).toBeUndefined();
  });

  it('gives the same entries as the parser on every real uv.lock of the corpus', () => {
    const repos = join('tests', 'fixtures', 'repos');
    const locks = readdirSync(repos)
      .map((r) => join(repos, r, 'uv.lock'))
      .filter((f) => {
        try {
          return readFileSync(f).length > 0;
        } catch {
          return false;
        }
      });
    expect(locks.length).toBeGreaterThan(5);
    let wheels = 0;
    for (const f of locks) {
      const p = packagesOf(readFileSync(f, 'utf8'), '[[package]]');
      const fast = torchBlocks(p, f, ['wheels']);
      const whole = torchBlocks(p, f);
      expect(
        fast.map((b) => ({ ...b.table, wheels: (b.table.wheels as object[] | undefined)?.map((w) => ({ ...w })) })),
      ).toEqual(whole.map((b) => b.table));
      wheels += fast.reduce((n, b) => n + ((b.table.wheels as unknown[] | undefined)?.length ?? 0), 0);
    }
    expect(wheels).toBeGreaterThan(100);
  });

  it('a broken wheel line is still the parser error it was, at its line', () => {
    const text =
      '[[package]]\nname = "torch"\nversion = "2.8.0"\nwheels = [\n    { url = "a" },\n    { url = "b" ,, },\n]\n';
    const p = packagesOf(text, '[[package]]');
    expect(() => torchBlocks(p, 'uv.lock', ['wheels'])).toThrow(/^uv\.lock:6:/);
    expect(() => torchBlocks(p, 'uv.lock')).toThrow(/^uv\.lock:6:/);
  });
});
