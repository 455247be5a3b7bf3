// A list of names in one message: at most `shown` names, then the count of the rest.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortList } from '../../../src/text/short-list.js';
import { fcRuns } from '../../property-runs.js';

describe('shortList', () => {
  it('names all when they fit, else the first ones and a count', () => {
    expect(shortList(['a', 'b'], 3)).toBe('a, b');
    expect(shortList(['a', 'b', 'c', 'd', 'e'], 3)).toBe('a, b, c and 2 more');
    expect(
      shortList(
        Array.from({ length: 1200 }, (_, i) => `extra e${i}`),
        2,
      ),
    ).toBe('extra e0, extra e1 and 1198 more');
  });

  it('shows at most `shown` names and counts every other one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { maxLength: 40 }),
        fc.integer({ min: 1, max: 12 }),
        (names, shown) => {
          const text = shortList(names, shown);
          const m = / and (\d+) more$/.exec(text);
          const listed = (m ? text.slice(0, m.index) : text).split(', ').filter((s) => s !== '');
          expect(listed.length).toBe(Math.min(shown, names.length));
          expect(listed.length + (m ? Number(m[1]) : 0)).toBe(names.length);
        },
      ),
      { numRuns: fcRuns(200) },
    );
  });
});
