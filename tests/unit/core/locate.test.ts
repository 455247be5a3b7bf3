// Line and column of an offset, against a plain count of the line breaks before it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Locator } from '../../../src/core/locate.js';
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
    const text = fc.array(fc.constantFrom('a', 'é', ' ', '\n', '\r', '\r\n', '\t'), { maxLength: 60 }).map((p) => p.join(''));
    fc.assert(
      fc.property(text, fc.nat(), (t, k) => {
        const offset = t.length === 0 ? 0 : k % t.length;
        // An offset between \r and \n belongs to the line the \r ends.
        if (t[offset - 1] === '\r' && t[offset] === '\n') return;
        expect(new Locator(t).at(offset)).toEqual(reference(t, offset));
      }),
      { numRuns: fcRuns(1000) },
    );
  });

  it('finds the offset of a line and column, and none past the end of a line', () => {
    const loc = new Locator('ab\ncd\r\nef');
    expect(loc.offset(2, 2)).toBe(4);
    expect(loc.offset(3, 1)).toBe(7);
    expect(loc.offset(1, 4)).toBeUndefined();
    expect(loc.offset(4, 1)).toBeUndefined();
  });
});
