import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onChangedLine, parseChangedLines } from '../../../src/scan/diff.js';
import { fcRuns } from '../../property-runs.js';

const DIFF = [
  'diff --git a/src/train.py b/src/train.py',
  'index 1111111..2222222 100644',
  '--- a/src/train.py',
  '+++ b/src/train.py',
  '@@ -3,0 +4,2 @@ import torch',
  '+x = torch.solve(a, b)',
  '+y = 1',
  '@@ -10 +12 @@ def f():',
  '-old',
  '+new',
  '@@ -20,3 +22,0 @@',
  '-gone',
  'diff --git a/"we ird\\tname.py" b/"we ird\\tname.py"',
  'new file mode 100644',
  '--- /dev/null',
  '+++ "b/we ird\\tname.py"',
  '@@ -0,0 +1 @@',
  '+import torch',
].join('\n');

describe('changed lines from git diff --unified=0 (issue 13, item 3)', () => {
  const c = parseChangedLines(DIFF);
  it('reads added and changed ranges on the new side; deletions add nothing', () => {
    expect(c.get('src/train.py')).toEqual([
      [4, 5],
      [12, 12],
    ]);
    expect(c.get('we ird\tname.py')).toEqual([[1, 1]]);
  });
  it('answers per line', () => {
    expect(onChangedLine(c, 'src/train.py', 4)).toBe(true);
    expect(onChangedLine(c, 'src/train.py', 6)).toBe(false);
    expect(onChangedLine(c, 'other.py', 1)).toBe(false);
  });
  it('never throws on any text (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom('+++ b/a.py', '@@ -1 +1 @@', '@@ -1,0 +2,3 @@', '+++ /dev/null', '+x', '-y', '+++ "b/\\101.py"'), fc.string()), { maxLength: 20 }), (lines) => {
        const m = parseChangedLines(lines.join('\n'));
        for (const ranges of m.values()) for (const [a, b] of ranges) expect(a <= b || Number.isNaN(a)).toBe(true);
      }),
      { numRuns: fcRuns() },
    );
  });
});
