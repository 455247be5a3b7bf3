// No function in src/ is longer than 150 lines: a rule buried under 300 lines of machinery is hard
// to find and harder to change. Every function, method, accessor, constructor and arrow is
// measured from its first to its last line, nested functions counted inside their parents.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 150;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') && !p.endsWith('.d.ts') ? [p] : [];
  });
}

/** `file:line name (N lines)` for each function in `text` longer than `max` lines. */
function longFunctions(file: string, text: string, max: number): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) found.push(`${file}:${first + 1} ${nameOf(node)} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The function's own name, or the name it is bound to (`const f = () => …`, `{ f: … }`). */
function nameOf(node: ts.Node): string {
  const own = (node as { name?: ts.Node }).name;
  if (own && (ts.isIdentifier(own) || ts.isStringLiteral(own))) return own.text;
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name))
    return parent.name.text;
  return ts.isConstructorDeclaration(node) ? 'constructor' : '(anonymous)';
}

describe('function size', () => {
  it(`no function, method or arrow in src/ is over ${MAX_LINES} lines`, () => {
    const long = files('src').flatMap((f) => longFunctions(f, readFileSync(f, 'utf8'), MAX_LINES));
    expect(long).toEqual([]);
  });

  it('measures every kind of function from its first line to its last, nested ones too', () => {
    const body = (n: number) => Array.from({ length: n - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = [
      `function named() {\n${body(5)}\n}`,
      `const arrow = () => {\n${body(4)}\n};`,
      `class C {\n  method() {\n${body(6)}\n  }\n  constructor() {\n${body(4)}\n  }\n}`,
      `export default function () {\n  const inner = function () {\n${body(3)}\n  };\n}`,
      'const short = (x: number) => x;',
    ].join('\n');
    expect(longFunctions('t.ts', text, 3)).toEqual([
      't.ts:1 named (5 lines)',
      't.ts:6 arrow (4 lines)',
      't.ts:11 method (6 lines)',
      't.ts:17 constructor (4 lines)',
      't.ts:22 (anonymous) (5 lines)',
    ]);
    expect(longFunctions('t.ts', text, 6)).toEqual([]);
  });
});
