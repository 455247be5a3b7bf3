// Regroups esbuild's code-split output into a few files per command, as CommonJS. esbuild splits
// by the set of entry points and dynamic imports that reach each module, which gave `check` 45
// files to read, resolve and link: node's ES module loader spends about a millisecond on each
// before any code runs. esbuild cannot merge chunks (evanw/esbuild#207); rollup can
// (`manualChunks`), so it takes esbuild's chunks as its input modules and writes dist/. The
// output is CommonJS: node then never starts its ES module loader, whose own code and
// asynchronous linking cost a check about 4 % of its CPU.
import { rollup } from 'rollup';
import { join, resolve } from 'node:path';

/**
 * The files a run loads at once, in order: each group takes the chunks that hold its root
 * modules and every chunk those import statically, except what an earlier group took. First
 * what every command's run loads (SHARED), then check (its command, the pins and locks every run
 * in a project reads, and the exit helper the CLI's entry shares with the action's), then the
 * other commands a run times; the YAML parser is a group of its own, after check and scan, so
 * that the environment.yml and pixi.lock readers load it without the matrix planner. The rest
 * (zod, the online index client, the annotation writer, …) stays on its own and loads when a run
 * needs it.
 */
export const GROUPS = [
  {
    name: 'check',
    roots: ['src/cli/commands/check.ts', 'src/usecases/pins/pins.ts', 'src/usecases/locks.ts', 'src/io/flush.ts'],
  },
  { name: 'scan', roots: ['src/cli/commands/scan.ts'] },
  { name: 'yaml', roots: ['src/text/yaml.ts'] },
  { name: 'matrix', roots: ['src/cli/commands/matrix.ts'] },
];

/**
 * The group before all others: what the CLI's entry imports, and what both check and scan
 * reach. A scan then loads this file and its own, not the check's code (a scan of diffusers
 * needs a quarter of it, and compiling the rest cost about a tenth of its fixed cost); a check
 * loads this file and its own.
 */
export const SHARED = { name: 'shared', imports: 'src/cli/run.ts', common: ['check', 'scan'] };

/** Which group each of esbuild's output files (absolute paths) joins, from its metafile. */
export function groupsOf(metafile, root) {
  const outputs = metafile.outputs;
  // The chunk with the module's code, and its entry file where it is imported dynamically (which
  // only re-exports it when static imports reach it too).
  const holding = (module) =>
    Object.keys(outputs).filter(
      (f) => f.endsWith('.js') && (module in outputs[f].inputs || outputs[f].entryPoint === module),
    );
  /** The files that hold `files` and every file they import statically. */
  const reach = (files) => {
    const todo = [...files];
    const seen = new Set();
    while (todo.length) {
      const f = todo.pop();
      if (seen.has(f)) continue;
      seen.add(f);
      for (const i of outputs[f].imports) if (i.kind === 'import-statement' && !i.external) todo.push(i.path);
    }
    return seen;
  };
  const reached = new Map(
    GROUPS.map(({ name, roots }) => [
      name,
      reach(
        roots.flatMap((r) => {
          const files = holding(r);
          if (!files.length) throw new Error(`regroup: no chunk holds ${r}`);
          return files;
        }),
      ),
    ]),
  );
  const group = new Map();
  // The entry's own file stays the entry; what it imports is shared.
  const entry = holding(SHARED.imports);
  if (!entry.length) throw new Error(`regroup: no chunk holds ${SHARED.imports}`);
  const [first, ...others] = SHARED.common.map((name) => reached.get(name));
  const shared = new Set([
    ...reach(
      entry.flatMap((f) =>
        outputs[f].imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => i.path),
      ),
    ),
    ...[...first].filter((f) => others.every((set) => set.has(f))),
  ]);
  for (const f of shared) group.set(resolve(root, f), SHARED.name);
  for (const { name } of GROUPS)
    for (const f of reached.get(name)) if (!group.has(resolve(root, f))) group.set(resolve(root, f), name);
  return group;
}

// Some bundled CommonJS dependencies call require(); an ES module has none, so a chunk that
// names it gets one.
const REQUIRE =
  "import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);\n";

/**
 * Writes dist/ from esbuild's split output in `from` (entries named as in dist/). `assets` maps a
 * placeholder name in the code to a file written beside the code: each use becomes the file's
 * URL as seen from the chunk it ends up in.
 */
export async function regroup({ from, to, entries, metafile, root, assets = {} }) {
  const group = groupsOf(metafile, root);
  const bundle = await rollup({
    plugins: [
      {
        name: 'assets',
        transform(code) {
          let out = code;
          for (const [name, asset] of Object.entries(assets))
            if (out.includes(name))
              out = out.replaceAll(name, `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'asset', ...asset })}`);
          return out === code ? null : out;
        },
      },
    ],
    input: Object.fromEntries(entries.map((e) => [e, join(from, `${e}.js`)])),
    // node's built-in modules; everything else is already in esbuild's output.
    external: (id) => !id.startsWith('.') && !id.startsWith('/'),
    // esbuild has already dropped what nothing uses; rollup only moves modules between files.
    treeshake: false,
    preserveEntrySignatures: 'allow-extension',
    onwarn(warning, warn) {
      // esbuild's chunks import each other both ways; the order within a file is kept.
      if (warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
    },
  });
  const { output } = await bundle.write({
    dir: to,
    format: 'cjs',
    // A dynamic import() stays lazy: the chunk is required when the promise runs.
    dynamicImportInCjs: false,
    entryFileNames: '[name].js',
    // esbuild's chunk names already carry a hash of their content; a group's name is its command.
    chunkFileNames: 'chunks/[name].js',
    manualChunks: (id) => group.get(id),
  });
  await bundle.close();
  // Code and the files written beside it (the catalog).
  return output.map((o) => ({
    file: o.fileName,
    bytes: Buffer.byteLength(o.type === 'chunk' ? o.code : o.source),
  }));
}
