// No files import each other in a circle: every src/ file's imports (static, `import type`,
// `export … from`, dynamic `import('./x.js')`) form a graph with no strongly connected component
// of more than one file and no file importing itself. Cycles not yet broken are listed in KNOWN
// (each as its files, sorted, joined by ' ↔ '); the list may only shrink.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = 'src';

/** Cycles of files not yet broken: a registry and its members sharing types through the registry. */
const KNOWN: string[] = [
  // src/core: the registry and its members share types through the registry.
  'src/core/finding.ts ↔ src/core/findings/api-deprecated.ts ↔ src/core/findings/api-removed.ts ↔ src/core/findings/api-unavailable.ts ↔ src/core/findings/backend-experimental.ts ↔ src/core/findings/backend-unavailable.ts ↔ src/core/findings/behavior-changed.ts ↔ src/core/findings/bound-backtrack.ts ↔ src/core/findings/bound-mismatch.ts ↔ src/core/findings/bound-no-release.ts ↔ src/core/findings/bound-source-build.ts ↔ src/core/findings/bound-unjudged.ts ↔ src/core/findings/catalog-stale.ts ↔ src/core/findings/companion-mismatch.ts ↔ src/core/findings/companion-no-wheel.ts ↔ src/core/findings/container-image.ts ↔ src/core/findings/cuda-without-gpu.ts ↔ src/core/findings/driver-too-old.ts ↔ src/core/findings/extras-not-checked.ts ↔ src/core/findings/git-history-missing.ts ↔ src/core/findings/glibc-too-old.ts ↔ src/core/findings/gpu-unsupported.ts ↔ src/core/findings/index-url-unknown.ts ↔ src/core/findings/index.ts ↔ src/core/findings/input-ignored.ts ↔ src/core/findings/kind.ts ↔ src/core/findings/lock-mismatch.ts ↔ src/core/findings/lock-no-wheel.ts ↔ src/core/findings/macos-too-old.ts ↔ src/core/findings/marker-undecided.ts ↔ src/core/findings/matrix-cells-excluded.ts ↔ src/core/findings/matrix-exclude-unused.ts ↔ src/core/findings/matrix-expression.ts ↔ src/core/findings/matrix-float-version.ts ↔ src/core/findings/matrix-include-duplicate.ts ↔ src/core/findings/matrix-invalid.ts ↔ src/core/findings/matrix-value-unknown.ts ↔ src/core/findings/mps-unavailable.ts ↔ src/core/findings/nightly-index-mixed.ts ↔ src/core/findings/nightly-index.ts ↔ src/core/findings/no-release.ts ↔ src/core/findings/online-fallback.ts ↔ src/core/findings/pin-unreadable.ts ↔ src/core/findings/pin-unresolved.ts ↔ src/core/findings/platform-unsupported.ts ↔ src/core/findings/probe-failed.ts ↔ src/core/findings/python-32bit.ts ↔ src/core/findings/python-implementation.ts ↔ src/core/findings/python-preview.ts ↔ src/core/findings/python-unsupported.ts ↔ src/core/findings/release-from-index.ts ↔ src/core/findings/release-newer.ts ↔ src/core/findings/release-out-of-scope.ts ↔ src/core/findings/release-unconfirmed.ts ↔ src/core/findings/release-yanked.ts ↔ src/core/findings/resolution-fallback.ts ↔ src/core/findings/route-not-judged.ts ↔ src/core/findings/runner-retired.ts ↔ src/core/findings/runner-unknown.ts ↔ src/core/findings/scan-fallback.ts ↔ src/core/findings/source-build.ts ↔ src/core/findings/suppression-added.ts ↔ src/core/findings/upgrade-note.ts ↔ src/core/findings/variant-mismatch.ts',
];

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
    .map((m) => normalize(join(dirname(f), (m[1] ?? m[2])!)).replace(/\.js$/, '.ts'))
    .filter((t) => t.endsWith('.ts'));
}

/** Strongly connected components (Tarjan), iteratively so deep graphs cannot overflow the stack. */
function components(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out: string[][] = [];
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; edge: number }[] = [{ node: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const edges = graph.get(top.node) ?? [];
      if (top.edge < edges.length) {
        const to = edges[top.edge++]!;
        if (!graph.has(to)) continue;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === index.get(top.node)) {
        const comp: string[] = [];
        let n: string;
        do {
          n = stack.pop()!;
          onStack.delete(n);
          comp.push(n);
        } while (n !== top.node);
        out.push(comp);
      }
    }
  }
  return out;
}

const graph = new Map<string, string[]>();
for (const f of files(SRC)) graph.set(f, importsOf(f, readFileSync(f, 'utf8')));

const cycles = components(graph)
  .filter((c) => c.length > 1 || (graph.get(c[0]!) ?? []).includes(c[0]!))
  .map((c) => [...c].sort().join(' ↔ '))
  .sort();

describe('file cycles', () => {
  it('finds a cycle when there is one (the detector works)', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['d']],
      ['e', ['a']],
    ]);
    const found = components(g).filter((c) => c.length > 1 || g.get(c[0]!)!.includes(c[0]!));
    expect(found.map((c) => [...c].sort().join(','))).toEqual(expect.arrayContaining(['a,b,c', 'd']));
    expect(found).toHaveLength(2);
  });

  it('no files import each other in a circle, beyond the known ones', () => {
    expect(cycles.filter((c) => !KNOWN.includes(c))).toEqual([]);
  });

  it('the known list holds only cycles that still exist', () => {
    expect(KNOWN.filter((c) => !cycles.includes(c))).toEqual([]);
  });
});
