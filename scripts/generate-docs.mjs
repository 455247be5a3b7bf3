// Writes the docs generated from the code and rules/ (docs/findings.md, the APIs table of
// docs/scan.md, docs/catalog-uncertain.md); `npm run docs:findings` runs it, and a unit test
// fails when a committed file differs from what this writes.
//
//   node scripts/generate-docs.mjs           write the files
//   node scripts/generate-docs.mjs --check   exit 1 and name the files that are out of date
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readRuleFiles } from './rules-files.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

mkdirSync(join(root, '.tmp'), { recursive: true });
const out = join(root, '.tmp/generate-docs.mjs');
await build({
  stdin: {
    contents: "export { generatedDocs } from './scripts/docs/generated-docs.ts'; export { compileRules } from './src/catalog/compile.ts';",
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'warning',
  // Bundled CommonJS (yaml) calls require(); give the ESM output one, as scripts/build.mjs does.
  banner: { js: "import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);" },
});
const { generatedDocs, compileRules } = await import(pathToFileURL(out).href);

// rules/ compiled fresh, as the tests see it, not the committed catalog.generated.json.
const { apis } = compileRules(readRuleFiles(root));
const stale = [];
for (const { file, text } of generatedDocs(root, apis)) {
  const path = join(root, file);
  if (readFileSync(path, 'utf8') === text) continue;
  stale.push(file);
  if (!check) writeFileSync(path, text);
}
if (check && stale.length) {
  console.error(`generate-docs: out of date: ${stale.join(', ')} (run npm run docs:findings)`);
  process.exit(1);
}
console.log(stale.length ? `generate-docs: wrote ${stale.join(', ')}` : 'generate-docs: up to date');
