// Every test file opens with a comment saying what behaviour it holds: not an issue number (the
// tracker's history is in git), and not nothing.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === 'fixtures' ? [] : testFiles(p);
    return p.endsWith('.test.ts') ? [p] : [];
  });
}

/** The comment a file opens with (line comments or one block), or undefined. */
function openingComment(text: string): string | undefined {
  const block = /^\/\*[\s\S]*?\*\//.exec(text);
  if (block) return block[0];
  const lines = /^(?:\/\/[^\n]*\n?)+/.exec(text);
  return lines ? lines[0] : undefined;
}

/** What is wrong with an opening comment, or undefined. */
function headerProblem(comment: string | undefined): string | undefined {
  if (comment === undefined) return 'no opening comment';
  const words = comment.replace(/^\/\*\*?|\*\/$|^\s*\*|^\/\//gm, ' ').trim();
  if (/^(?:issue|#)\s*\d+/i.test(words)) return 'opens with an issue number';
  if (/\(issue \d+/i.test(words)) return 'names an issue instead of the behaviour';
  if (words.split(/\s+/).length < 4) return 'too short to say what it holds';
  return undefined;
}

describe('test file headers', () => {
  it('every test file says in its opening comment what behaviour it holds', () => {
    const bad = testFiles('tests').flatMap((f) => {
      const why = headerProblem(openingComment(readFileSync(f, 'utf8')));
      return why ? [`${f}: ${why}`] : [];
    });
    expect(bad).toEqual([]);
  });

  it('the guard tells a behaviour from an issue tag', () => {
    expect(headerProblem(openingComment('// Issue 25: what matrix lint follows.\nimport x;'))).toBe(
      'opens with an issue number',
    );
    expect(headerProblem(openingComment('// Matrix lint (issue 25) follows local actions.\n'))).toBe(
      'names an issue instead of the behaviour',
    );
    expect(headerProblem(openingComment("import { it } from 'vitest';\n"))).toBe('no opening comment');
    expect(
      headerProblem(openingComment('/**\n * What matrix lint follows: local actions, called workflows.\n */\n')),
    ).toBe(undefined);
  });
});
