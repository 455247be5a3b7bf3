// Line and column of an offset, against a plain count of the line breaks before it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Locator, Utf8Locator } from '../../../src/text/locate.js';
import { fcRuns } from '../../property-runs.js';

function reference(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset; i++) {
    const c = text[i];
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

describe('Locator', () => {
  it('counts \\n, \\r\\n and a lone \\r as one line break each (property)', () => {
    const text = fc
      .array(fc.constantFrom('a', 'é', ' ', '\n', '\r', '\r\n', '\t'), { maxLength: 60 })
      .map((p) => p.join(''));
    fc.assert(
      fc.property(text, fc.nat(), (t, k) => {
        const offset = t.length === 0 ? 0 : k % t.length;
        // An offset between \r and \n belongs to the line the \r ends.
        if (t[offset - 1] === '\r' && t[offset] === '\n') return;
        expect(new Locator(t).at(offset)).toEqual(reference(t, offset));
        // The line's start, as the suppression comments read a finding's line; the same in bytes.
        const { line, column } = reference(t, offset);
        expect(new Locator(t).lineOf(offset)).toEqual({ line, start: offset - column + 1 });
        const bytes = Buffer.from(t, 'utf8').toString('latin1');
        const at = Buffer.byteLength(t.slice(0, offset), 'utf8');
        expect(new Utf8Locator(bytes).lineOf(at)).toEqual({
          line,
          start: Buffer.byteLength(t.slice(0, offset - column + 1), 'utf8'),
        });
      }),
      { numRuns: fcRuns(1000) },
    );
  });

  it('places a byte offset of UTF-8 read as Latin-1 where the decoded text has it (property)', () => {
    const text = fc
      .array(fc.constantFrom('a', 'é', '名', '😀', ' ', '\n', '\r', '\r\n', '\t'), { maxLength: 60 })
      .map((p) => p.join(''));
    fc.assert(
      fc.property(text, fc.nat(), (t, k) => {
        const chars = [...t];
        const cut = chars.length === 0 ? 0 : k % chars.length;
        const before = chars.slice(0, cut).join('');
        if (before.endsWith('\r') && chars[cut] === '\n') return;
        const bytes = Buffer.from(t, 'utf8').toString('latin1');
        const at = Buffer.byteLength(before, 'utf8');
        expect(new Utf8Locator(bytes).at(at)).toEqual(new Locator(t).at(before.length));
      }),
      { numRuns: fcRuns(1000) },
    );
  });

  it('answers every offset of long lines, in any order, as the decoded text does (property)', () => {
    // Lines longer than the locator's 256-byte steps, many questions per line, asked forwards and back.
    const piece = fc.constantFrom(
      'a',
      'é',
      '名',
      '😀',
      ' ',
      '\n',
      '\r\n',
      '\r',
      'x'.repeat(300),
      'é'.repeat(130),
      '😀'.repeat(70),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.boolean(), (pieces, backwards) => {
        const t = pieces.join('');
        const decoded = new Locator(t);
        const bytes = new Utf8Locator(Buffer.from(t, 'utf8').toString('latin1'));
        const places: [byte: number, unit: number][] = [];
        let byte = 0;
        let unit = 0;
        for (const ch of t) {
          places.push([byte, unit]);
          byte += Buffer.byteLength(ch, 'utf8');
          unit += ch.length;
        }
        places.push([byte, unit]);
        if (backwards) places.reverse();
        // Every offset, the \n of a \r\n included: the two locators must agree there too.
        for (const [b, u] of places) expect(bytes.at(b)).toEqual(decoded.at(u));
      }),
      { numRuns: fcRuns(300) },
    );
  });

  it('places the \\n of a \\r\\n ending a long line with other bytes as the decoded text does', () => {
    // 255 bytes, then \r\n: the \n is byte 256 of its line, one past the last 256-byte step.
    const t = 'é' + 'x'.repeat(253) + '\r\nnext';
    const bytes = Buffer.from(t, 'utf8').toString('latin1');
    expect(new Utf8Locator(bytes).at(bytes.indexOf('\n'))).toEqual(new Locator(t).at(t.indexOf('\n')));
  });

  it('finds the offset of a line and column, and none past the end of a line', () => {
    const loc = new Locator('ab\ncd\r\nef');
    expect(loc.offset(2, 2)).toBe(4);
    expect(loc.offset(3, 1)).toBe(7);
    expect(loc.offset(1, 4)).toBeUndefined();
    expect(loc.offset(4, 1)).toBeUndefined();
  });
});
