// Comments in src/ say why, not where a review or issue asked for it nor how long it once took:
// review codes name documents outside the repository, and timings belong in the CHANGELOG.
// Tests may name a review item in their titles, for traceability.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const HISTORY = /\((?:review )?[BRF]\d+(?:, ?[BRF]?\d+)*\)|attack review|newcomer \d+|issue \d+|took \d|was quadratic/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** `file:line` of each line in `text` that cites a review code or tells timing history. */
const historyLines = (file: string, text: string): string[] =>
  text.split('\n').flatMap((line, i) => (HISTORY.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));

describe('comments in src/', () => {
  it('cite no review codes or issue numbers and tell no timing history', () => {
    expect(files('src').flatMap((f) => historyLines(f, readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('the check finds each kind it forbids', () => {
    const text = [
      '// own keys only (B19).',
      '// (review B19)',
      '// (B11, B19)',
      '// issue 10, attack review B10',
      '// 80,000 keys took 22 s',
      '// newcomer 4',
      '// a look back was quadratic',
      '// B-trees (B+) and 3.10',
    ].join('\n');
    expect(historyLines('t.ts', text).map((l) => l.split(':')[1])).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });
});
