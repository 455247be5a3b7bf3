// Imports point one way (issue 12): core ← domain ← io ← use cases ← entry points, and the
// domain's folders form no cycle. Read from the source's import lines, `import type` included.
// Known exceptions are listed below; the list may only shrink.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = 'src';
const LAYERS = ['core', 'domain', 'io', 'use case', 'entry point'] as const;
type Layer = (typeof LAYERS)[number];

/** Each folder's layer; a file listed on its own overrides its folder. */
const FOLDER: Record<string, Layer> = {
  core: 'core',
  versions: 'core',
  platform: 'core',
  catalog: 'domain',
  request: 'domain',
  resolve: 'domain',
  checks: 'domain',
  engine: 'domain',
  recommend: 'domain',
  pins: 'domain',
  locks: 'domain',
  matrix: 'domain',
  scan: 'domain',
  python: 'domain',
  containers: 'domain',
  report: 'domain',
  io: 'io',
  probe: 'io',
  usecases: 'use case',
  cli: 'entry point',
  action: 'entry point',
  'index.ts': 'entry point',
  'cli.ts': 'entry point',
  'scan-worker.ts': 'entry point',
};
/** Conversions every layer needs, kept with their folder's siblings. */
const FILE: Record<string, Layer> = { 'src/request/index-url.ts': 'core' };

/** Imports that point the wrong way (none left: the reading edges of pins, locks and scan live in io/). */
const KNOWN_UPWARD: string[] = [];
/** Folder cycles inside the domain, not yet broken (none left). */
const KNOWN_CYCLES: string[] = [];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') && !p.endsWith('.d.ts') ? [p] : [];
  });
}

const imports = new Map<string, string[]>();
for (const f of files(SRC)) {
  const text = readFileSync(f, 'utf8');
  const targets = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)]
    .map((m) =>
      normalize(join(dirname(f), (m[1] ?? m[2])!))
        .replace(/\.js$/, '.ts')
        .replace(/\.json$/, '.json'),
    )
    .filter((t) => t.endsWith('.ts'));
  imports.set(f, targets);
}

const folderOf = (f: string): string => relative(SRC, f).split('/')[0]!;
const layerOf = (f: string): Layer =>
  FILE[f] ??
  FOLDER[folderOf(f)] ??
  (() => {
    throw new Error(`${f}: its folder has no layer in tests/unit/layers.test.ts`);
  })();
const rank = (l: Layer): number => LAYERS.indexOf(l);

describe('layers', () => {
  it('every source file has a layer', () => {
    for (const f of imports.keys()) expect(() => layerOf(f), f).not.toThrow();
  });

  it('no import points up a layer, beyond the known list (which may only shrink)', () => {
    const upward: string[] = [];
    for (const [f, targets] of imports) for (const t of targets) if (rank(layerOf(t)) > rank(layerOf(f))) upward.push(`${f} -> ${t}`);
    expect(upward.filter((u) => !KNOWN_UPWARD.includes(u))).toEqual([]);
    expect(
      KNOWN_UPWARD.filter((k) => !upward.includes(k)),
      'fixed: remove from KNOWN_UPWARD',
    ).toEqual([]);
  });

  it('the domain folders form no cycle, beyond the known list', () => {
    const edges = new Map<string, Set<string>>();
    for (const [f, targets] of imports) {
      if (layerOf(f) !== 'domain') continue;
      for (const t of targets) {
        const [a, b] = [folderOf(f), folderOf(t)];
        if (a !== b && layerOf(t) === 'domain' && !FILE[t]) (edges.get(a) ?? edges.set(a, new Set()).get(a)!).add(b);
      }
    }
    const cycles = new Set<string>();
    const walk = (path: string[]): void => {
      for (const next of edges.get(path[path.length - 1]!) ?? []) {
        if (next === path[0]) {
          // Name each cycle once, from its smallest folder.
          const i = path.indexOf([...path].sort()[0]!);
          const c = [...path.slice(i), ...path.slice(0, i)];
          cycles.add([...c, c[0]].join(' -> '));
        } else if (!path.includes(next) && path.length < 8) walk([...path, next]);
      }
    };
    for (const start of edges.keys()) walk([start]);
    expect([...cycles].filter((c) => !KNOWN_CYCLES.includes(c))).toEqual([]);
    expect(
      KNOWN_CYCLES.filter((k) => !cycles.has(k)),
      'fixed: remove from KNOWN_CYCLES',
    ).toEqual([]);
  });
});
