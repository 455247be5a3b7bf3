// No dead exports: every function, constant or class a module in src/ exports is used by another
// file (src/, tests/ or scripts/, whose docs generators are TypeScript). An export used only where it is defined should not be one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? (n === 'fixtures' ? [] : files(p, ext)) : ext.test(n) ? [p] : [];
  });
}

describe('exports', () => {
  it('every exported function, constant and class of src/ is used outside its file', () => {
    const src = files('src', /\.ts$/);
    const texts = new Map(
      [...src, ...files('tests', /\.ts$/), ...files('scripts', /\.(mjs|ts)$/)].map((f) => [f, readFileSync(f, 'utf8')]),
    );
    const dead: string[] = [];
    for (const f of src) {
      for (const m of texts.get(f)!.matchAll(/^export (?:async )?(?:function|const|class|let) ([A-Za-z_$][\w$]*)/gm)) {
        const name = new RegExp(`\\b${m[1]!.replace(/\$/g, '\\$')}\\b`);
        if (![...texts].some(([g, t]) => g !== f && name.test(t))) dead.push(`${f}: ${m[1]}`);
      }
    }
    expect(dead).toEqual([]);
  });
});
