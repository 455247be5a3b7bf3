// Imports point one way: core ← domain ← io ← use cases ← entry points. The core layer is what
// every layer reads: core/ (findings, the model, errors, explanations, memo), versions/ and
// platform/ (the vocabulary's parsers), packaging/ (the Python packaging standards: PEP 440,
// 508, 425, 503/691) and text/ (YAML, user text, offsets, secrets). io/ holds primitives only
// (processes, files, globs, git, HTTP); the feature edges that read pins, locks and fixes are
// workspace/. The folders of one layer form no cycle, and core/ imports nothing outside itself.
// Read from the source's import lines, `import type` and `export … from` included. Known
// exceptions are listed below; the lists may only shrink. Layers are per folder, never per file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = 'src';
const LAYERS = ['core', 'domain', 'io', 'use case', 'entry point'] as const;
type Layer = (typeof LAYERS)[number];

/** Each folder's layer, lowest first. */
const FOLDER: Record<string, Layer> = {
  core: 'core',
  text: 'core',
  versions: 'core',
  platform: 'core',
  packaging: 'core',
  catalog: 'domain',
  request: 'domain',
  resolve: 'domain',
  checks: 'domain',
  engine: 'domain',
  recommend: 'domain',
  pins: 'domain',
  locks: 'domain',
  formats: 'domain',
  matrix: 'domain',
  scan: 'domain',
  python: 'domain',
  containers: 'domain',
  conda: 'domain',
  routes: 'domain',
  report: 'domain',
  runner: 'domain',
  io: 'io',
  probe: 'io',
  workspace: 'io',
  usecases: 'use case',
  cli: 'entry point',
  action: 'entry point',
  'index.ts': 'entry point',
  'cli.ts': 'entry point',
  'scan-worker.ts': 'entry point',
};
/** Imports that point the wrong way (none left: the reading edges of pins, locks and scan live in io/). */
const KNOWN_UPWARD: string[] = [];
/** Folder cycles inside a layer, not yet broken (none left). */
const KNOWN_CYCLES: string[] = [];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') && !p.endsWith('.d.ts') ? [p] : [];
  });
}

/** The source files `f` imports (static, type-only, re-exported or dynamic), by path. */
function importsOf(f: string, text: string): string[] {
  return [
    ...text.matchAll(
      /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
    ),
  ]
    .map((m) =>
      normalize(join(dirname(f), (m[1] ?? m[2])!))
        .replace(/\.js$/, '.ts')
        .replace(/\.json$/, '.json'),
    )
    .filter((t) => t.endsWith('.ts'));
}

const imports = new Map<string, string[]>();
for (const f of files(SRC)) imports.set(f, importsOf(f, readFileSync(f, 'utf8')));

const folderOf = (f: string): string => relative(SRC, f).split('/')[0]!;
const layerOf = (f: string): Layer =>
  FOLDER[folderOf(f)] ??
  (() => {
    throw new Error(`${f}: its folder has no layer in tests/unit/repo/layers.test.ts`);
  })();
const rank = (l: Layer): number => LAYERS.indexOf(l);

describe('layers', () => {
  it('reads type-only imports, re-exports and dynamic imports too', () => {
    const text = [
      "import type { Os } from '../platform/platform.js';",
      "export type { Specifier } from '../packaging/pep440.js';",
      "import {\n  type IndexRef,\n} from '../request/index-url.js';",
      "const m = await import('../io/run.js');",
    ].join('\n');
    expect(importsOf('src/core/x.ts', text)).toEqual([
      'src/platform/platform.ts',
      'src/packaging/pep440.ts',
      'src/request/index-url.ts',
      'src/io/run.ts',
    ]);
  });

  it('core/ imports nothing outside core/ (it holds what every layer needs)', () => {
    const out = [...imports].flatMap(([f, targets]) =>
      folderOf(f) === 'core' ? targets.filter((t) => folderOf(t) !== 'core').map((t) => `${f} -> ${t}`) : [],
    );
    expect(out).toEqual([]);
  });

  it('io/ holds primitives: it imports only the core layer and itself, never a feature folder', () => {
    const out = [...imports].flatMap(([f, targets]) =>
      folderOf(f) === 'io'
        ? targets.filter((t) => folderOf(t) !== 'io' && layerOf(t) !== 'core').map((t) => `${f} -> ${t}`)
        : [],
    );
    expect(out).toEqual([]);
  });

  it('every source file has a layer', () => {
    for (const f of imports.keys()) expect(() => layerOf(f), f).not.toThrow();
  });

  it('no import points up a layer, beyond the known list (which may only shrink)', () => {
    const upward: string[] = [];
    for (const [f, targets] of imports)
      for (const t of targets) if (rank(layerOf(t)) > rank(layerOf(f))) upward.push(`${f} -> ${t}`);
    expect(upward.filter((u) => !KNOWN_UPWARD.includes(u))).toEqual([]);
    expect(
      KNOWN_UPWARD.filter((k) => !upward.includes(k)),
      'fixed: remove from KNOWN_UPWARD',
    ).toEqual([]);
  });

  it('the folders of a layer (core and domain alike) form no cycle, beyond the known list', () => {
    const edges = new Map<string, Set<string>>();
    for (const [f, targets] of imports) {
      for (const t of targets) {
        const [a, b] = [folderOf(f), folderOf(t)];
        if (a !== b && layerOf(t) === layerOf(f)) (edges.get(a) ?? edges.set(a, new Set()).get(a)!).add(b);
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
