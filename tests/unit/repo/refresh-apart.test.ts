// The maintainer's refresh tool (src/catalog/refresh/) is never imported by code that runs in a
// check: what `--online` needs at run time lives in src/catalog/observed/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('the refresh tool stays apart', () => {
  it('no module outside src/catalog/refresh/ imports it', () => {
    const importers = files('src')
      .filter((f) => !f.startsWith(join('src', 'catalog', 'refresh')))
      .filter((f) =>
        /from\s+['"][./]*(?:catalog\/)?refresh\/|import\(\s*['"][./]*(?:catalog\/)?refresh\//.test(
          readFileSync(f, 'utf8'),
        ),
      );
    expect(importers).toEqual([]);
  });

  it('the guard sees an import of it', () => {
    expect(
      /from\s+['"][./]*(?:catalog\/)?refresh\//.test("import { observe } from '../catalog/refresh/observe.js';"),
    ).toBe(true);
  });
});
