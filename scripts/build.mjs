// Builds dist/: validates rules/ with the zod schema, writes the JSON Schemas, and bundles the
// action (dist/index.js) and the CLI into self-contained CommonJS files; the CLI's bin
// (dist/cli.cjs) is a small file that starts the Python probe and then loads dist/cli-run.js.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { regroup } from './regroup.mjs';
import { readRuleFiles } from './rules-files.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

// 1. The rule compiler and schema are TypeScript: bundle them once to load them here.
const toolPath = join(tmp, 'rules-tool.mjs');
await build({
  stdin: {
    contents: `export { compileRules } from './src/catalog/compile.ts';
export { Catalog, Release } from './src/catalog/schema.ts';
export { BoundPackage } from './src/catalog/bound-schema.ts';
export { ReportSchema } from './src/report/report-schema.ts';
export * as z from 'zod/mini';`,
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: toolPath,
  banner: {
    js: "import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
const { compileRules, Catalog, Release, BoundPackage, ReportSchema, z } = await import(
  pathToFileURL(toolPath).href + `?t=${Date.now()}`
);

let catalog;
try {
  catalog = compileRules(readRuleFiles(root));
} catch (err) {
  console.error(`rules/ is invalid: ${err.message}`);
  process.exit(1);
}

const schema = (s, title) =>
  JSON.stringify({ title, ...z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) }, null, 2) + '\n';
writeFileSync(join(root, 'rules/schema.json'), schema(Catalog, 'torch-preflight rules file'));
writeFileSync(join(root, 'rules/release.schema.json'), schema(Release, 'torch-preflight release file'));
writeFileSync(join(root, 'rules/bound.schema.json'), schema(BoundPackage, 'torch-preflight bound package file'));
writeFileSync(
  join(root, 'report.schema.json'),
  JSON.stringify(
    { title: 'torch-preflight JSON report', ...z.toJSONSchema(ReportSchema, { io: 'output', unrepresentable: 'any' }) },
    null,
    2,
  ) + '\n',
);

// 2. The compiled catalog as a JSON module beside the code that imports it: the bundles inline
// it, and plain TypeScript runners (tsx, @github/local-action) can import src/ directly.
writeFileSync(join(root, 'src/catalog/catalog.generated.json'), JSON.stringify(catalog) + '\n');

/** Resolves @actions/http-client to a module whose classes throw when constructed. */
const noHttpClient = {
  name: 'no-http-client',
  setup(b) {
    b.onResolve({ filter: /^@actions\/http-client(\/|$)/ }, (args) => ({
      path: args.path,
      namespace: 'no-http-client',
    }));
    b.onLoad({ filter: /.*/, namespace: 'no-http-client' }, () => ({
      contents: `const refuse = () => { throw new Error('@actions/http-client is not bundled (OIDC tokens are not used)'); };
exports.HttpClient = class HttpClient { constructor() { refuse(); } };
exports.BearerCredentialHandler = class BearerCredentialHandler { constructor() { refuse(); } };`,
      loader: 'js',
    }));
  },
};

/**
 * The compiled catalog ships as dist/catalog.json, read with JSON.parse when the code that needs
 * it loads: as an object literal in the code, V8 compiled 232 KB of it on every start (about
 * 4 ms against 1.5). The module reads the file at a URL that rollup fills in for the chunk it
 * ends up in (scripts/regroup.mjs).
 */
const catalogFile = {
  name: 'catalog-file',
  setup(b) {
    b.onResolve({ filter: /\/catalog\.generated\.json$/ }, (args) => ({ path: args.path, namespace: 'catalog-file' }));
    b.onLoad({ filter: /.*/, namespace: 'catalog-file' }, () => ({
      contents: `import { readFileSync } from 'node:fs';
export default JSON.parse(readFileSync(new URL(__TP_CATALOG_URL__), 'utf8'));`,
      loader: 'js',
    }));
  },
};

rmSync(join(root, 'dist'), { recursive: true, force: true });
// esbuild compiles and bundles into .tmp/split/; rollup then merges its chunks into a few files
// per command (scripts/regroup.mjs) and writes dist/.
const split = join(tmp, 'split');
rmSync(split, { recursive: true, force: true });
const entries = { index: 'src/index.ts', 'cli-run': 'src/cli/run.ts', 'scan-worker': 'src/scan-worker.ts' };
const result = await build({
  entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, join(root, file)])),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  splitting: true,
  outdir: split,
  chunkNames: 'chunks/[name]-[hash]',
  minifySyntax: true,
  // yaml's build for node is CommonJS, which the bundler keeps whole; its ES module build (the
  // same code; it only warns through console.warn, which our parse turns off) lets the parts we
  // never call drop out: 55 KB less, which keeps dist/ under issue 12's 1 MB.
  alias: { yaml: join(root, 'node_modules/yaml/browser/index.js') },
  // Licence comments of bundled packages go to one file, dist/LEGAL.txt.
  legalComments: 'external',
  // @actions/core requires @actions/http-client (and with it undici, 0.8 MB) only for
  // getIDToken, which the action never calls. In the bundle it is a stub that throws if ever
  // used; the TypeScript source (npm run action:local, the tests) keeps the real package.
  plugins: [noHttpClient, catalogFile],
  metafile: true,
  logLevel: 'warning',
});
const outputs = await regroup({
  from: split,
  to: join(root, 'dist'),
  entries: Object.keys(entries),
  metafile: result.metafile,
  root,
  assets: { __TP_CATALOG_URL__: { fileName: 'catalog.json', source: JSON.stringify(catalog) } },
});
const legal = readdirSync(split, { recursive: true })
  .filter((f) => f.endsWith('.LEGAL.txt'))
  .sort()
  .map((f) => readFileSync(join(split, f), 'utf8').trim());
writeFileSync(join(root, 'dist/LEGAL.txt'), legal.join('\n\n') + '\n');
// The project's package.json says "module"; dist/'s .js files are CommonJS.
writeFileSync(join(root, 'dist/package.json'), JSON.stringify({ type: 'commonjs' }) + '\n');

// 3. The bin: the Python probe it starts runs while the rest of the CLI loads. Only the prestart
// code is in it; src/cli.ts's import of ./cli/run.js becomes a require of the file built above.
const bin = await build({
  entryPoints: [join(root, 'src/cli.ts')],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  outfile: join(root, 'dist/cli.cjs'),
  minifySyntax: true,
  metafile: true,
  supported: { 'dynamic-import': false },
  plugins: [
    {
      name: 'cli-run-external',
      setup(b) {
        b.onResolve({ filter: /^\.\/cli\/run\.js$/ }, () => ({ path: './cli-run.js', external: true }));
      },
    },
  ],
  logLevel: 'warning',
});

outputs.push(...Object.values(bin.metafile.outputs));
const total = outputs.reduce((n, o) => n + o.bytes, 0);
console.log(
  `dist/: ${outputs.length} files, ${(total / 1024).toFixed(0)} KiB; catalog: ${catalog.releases.length} releases, ${catalog.bound.length} bound packages`,
);
