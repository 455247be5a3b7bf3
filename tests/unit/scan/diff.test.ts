// Changed lines read from `git diff --unified=0`, for scanning only what a pull request changes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectLinear } from '../../growth.js';
import { onChangedLine, parseChangedLines, wholeWhereNoHunk, WHOLE_FILE } from '../../../src/scan/diff.js';
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
  '-gone',
  '-gone',
  'diff --git a/"we ird\\tname.py" b/"we ird\\tname.py"',
  'new file mode 100644',
  '--- /dev/null',
  '+++ "b/we ird\\tname.py"',
  '@@ -0,0 +1 @@',
  '+import torch',
].join('\n');

describe('changed lines from git diff --unified=0', () => {
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
  it('answers as a plain search over the hunks does, whatever their order or overlap (property)', () => {
    const hunk = fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 5 }));
    fc.assert(
      fc.property(fc.array(hunk, { maxLength: 25 }), (hunks) => {
        const diff = [
          '+++ b/a.py',
          ...hunks.flatMap(([start, count]) => [
            `@@ -1 +${start},${count} @@`,
            '-old',
            ...Array.from({ length: count }, () => '+new'),
          ]),
        ].join('\n');
        const c = parseChangedLines(diff);
        for (let line = 0; line <= 70; line++) {
          const plain = hunks.some(([start, count]) => count > 0 && line >= start && line <= start + count - 1);
          expect(onChangedLine(c, 'a.py', line)).toBe(plain);
        }
      }),
      { numRuns: fcRuns() },
    );
  });
  it('answers for many hunks and many lines in time that grows with them, not their product', async () => {
    const diffOf = (hunks: number) =>
      ['+++ b/a.py', ...Array.from({ length: hunks }, (_, i) => `@@ -1 +${2 * i + 1} @@\n-a\n+b`)].join('\n');
    const changed = (diff: string) => {
      const c = parseChangedLines(diff);
      const lines = 2 * (diff.split('@@ -1').length - 1);
      let n = 0;
      for (let line = 1; line <= lines; line++) if (onChangedLine(c, 'a.py', line)) n++;
      return n;
    };
    expect(changed(diffOf(20_000))).toBe(20_000);
    await expectLinear('hunks and lines', diffOf, changed, { n: 2_000 });
  });
  it('never throws on any text (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(
              '+++ b/a.py',
              '@@ -1 +1 @@',
              '@@ -1,0 +2,3 @@',
              '+++ /dev/null',
              '+x',
              '-y',
              '+++ "b/\\101.py"',
            ),
            fc.string(),
          ),
          { maxLength: 20 },
        ),
        (lines) => {
          const m = parseChangedLines(lines.join('\n'));
          for (const ranges of m.values()) for (const [a, b] of ranges) expect(a <= b || Number.isNaN(a)).toBe(true);
        },
      ),
      { numRuns: fcRuns() },
    );
  });

  it('drops the tab git writes after a name with a space, quoted or not (issue 31 item 3)', () => {
    const c = parseChangedLines(
      ['+++ b/my file.py\t', '@@ -0,0 +1,2 @@', '+a', '+b', '+++ "b/a b\\tc.py"\t', '@@ -1 +1 @@', '-x', '+y'].join(
        '\n',
      ),
    );
    expect([...c.keys()]).toEqual(['my file.py', 'a b\tc.py']);
    expect(onChangedLine(c, 'my file.py', 2)).toBe(true);
  });
  it('skips hunk bodies by their counts: an added `++ b/x.py` line is not a header', () => {
    const c = parseChangedLines(
      [
        '+++ b/m.py',
        '@@ -1 +1 @@',
        '-a',
        '+++ b/x.py',
        '\\ No newline at end of file',
        '@@ -9,0 +10 @@',
        '+w = torch.symeig(x)',
      ].join('\n'),
    );
    expect([...c]).toEqual([
      [
        'm.py',
        [
          [1, 1],
          [10, 10],
        ],
      ],
    ]);
  });
  it('a changed file with no hunk counts as changed throughout; a file whose hunks only delete does not (R2)', () => {
    const c = parseChangedLines(
      ['+++ b/bin.py', 'Binary files a/bin.py and b/bin.py differ', '+++ b/del.py', '@@ -3 +2,0 @@', '-gone'].join(
        '\n',
      ),
    );
    const w = wholeWhereNoHunk(c, ['bin.py', 'del.py', 'mode.py']);
    expect(w.get('bin.py')).toEqual([WHOLE_FILE]);
    expect(w.get('mode.py')).toEqual([WHOLE_FILE]);
    expect(w.get('del.py')).toEqual([]);
    expect(onChangedLine(w, 'bin.py', 123_456)).toBe(true);
  });
  it('reads back any unquoted name git writes, with or without its tab (property)', () => {
    const name = fc.stringMatching(/^[a-z0-9 ._\u00e9\u20ac-]{1,30}\.py$/);
    fc.assert(
      fc.property(name, (n) => {
        const c = parseChangedLines([`+++ b/${n}${n.includes(' ') ? '\t' : ''}`, '@@ -0,0 +1 @@', '+x'].join('\n'));
        expect([...c.keys()]).toEqual([n]);
      }),
      { numRuns: fcRuns() },
    );
  });
});
