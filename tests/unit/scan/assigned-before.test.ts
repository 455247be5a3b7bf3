// Whether a line before a place assigns a name as a whole target (`name = …`, `name: T = …`): the
// check in place from each occurrence of the name answers as the regular expression it replaced,
// on text built from the characters that decide it (blanks, colons, `=`, line breaks, the name,
// its prefixes and longer names) and at every place in it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignedBefore } from '../../../src/scan/uses-bindings.js';
import { fcRuns } from '../../property-runs.js';

/** What the check answered before: one expression over the text before `pos`. */
function byExpression(text: string, name: string, pos: number): boolean {
  return new RegExp(`(?:^|\\n)[ \\t]*${name}[ \\t]*(?::[^=\\n]*)?=(?!=)`).test(text.slice(0, pos));
}

describe('assignedBefore', () => {
  it.each([
    ['opt = 1\n', 0, false],
    ['opt = 1\n', 4, false],
    ['opt = 1\n', 6, true],
    ['  opt: T = 1\n', 12, true],
    ['opt == 1\n', 9, false],
    ['opt =', 5, true],
    ['optim = 1\n', 10, false],
    ['x.opt = 1\n', 10, false],
    ['if x:\n\topt = 1\n', 15, true],
    ['opt: int\nopt2 = 1\n', 18, false],
    ['f(opt = 1)\n', 11, false],
  ])('%j before %i: %s', (text, pos, want) => {
    expect(assignedBefore(text, 'opt', pos)).toBe(want);
    expect(byExpression(text, 'opt', pos)).toBe(want);
  });

  it('answers as the expression on any text, at every place', () => {
    const piece = fc.constantFrom(
      'opt',
      'op',
      'opts',
      'x',
      ' ',
      '\t',
      '\n',
      '\r\n',
      ':',
      '=',
      '==',
      ' = ',
      ': T',
      '.',
      '(',
      '#',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
        const text = pieces.join('');
        for (let pos = 0; pos <= text.length + 1; pos++)
          expect(assignedBefore(text, 'opt', pos)).toBe(byExpression(text, 'opt', pos));
      }),
      { numRuns: fcRuns(2000) },
    );
  });
});
