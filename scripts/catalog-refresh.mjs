// Compares rules/ with the wheel files the torch indexes list, and prints (or writes) where they
// differ, for a maintainer to settle in rules/ with a source. The only part of the project that
// touches the network, and only with --fetch; CI runs it offline on recorded pages.
//
//   node scripts/catalog-refresh.mjs --from tests/fixtures/indexes     recorded pages, offline
//   node scripts/catalog-refresh.mjs --fetch [--indexes pypi,cpu,cu130] live PyPI and download.pytorch.org
//   … --out FILE                                                        also write the report there
//   … --write [--date YYYY-MM-DD]                                        also write what the wheel names prove into rules/
//   node scripts/catalog-refresh.mjs --bound --fetch|--from DIR [--write]  releases of the packages bound to torch
//                                                                        that rules/bound/ lacks, from their METADATA
//
// Exit: 0 no difference, 1 differences, 2 a page that cannot be read or parsed.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readRuleFiles, writeRuleEdits } from './rules-files.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const value = (flag) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const fail = (msg) => {
  console.error(`catalog-refresh: ${msg}`);
  process.exit(2);
};

mkdirSync(join(root, '.tmp'), { recursive: true });
const out = join(root, '.tmp/catalog-refresh.mjs');
await build({
  stdin: {
    contents: "export * from './src/catalog/refresh/index.ts'; export { compileRules } from './src/catalog/compile.ts'; export { readUserText } from './src/io/read-file.ts';",
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'warning',
  // Bundled CommonJS (yaml) calls require(); give the ESM output one, as scripts/build.mjs does.
  banner: { js: "import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);" },
});
const { compileRules, isIndexName, indexPageEntries, observe, diffCatalog, renderDifferences, deriveFromObserved, ruleEdits, collectMetadata, readUserText, newBoundReleases, boundReleaseOf, boundRefreshFile } = await import(pathToFileURL(out).href);

const catalog = compileRules(readRuleFiles(root));

// --bound: each bound package's PyPI page (or <dir>/pypi/<package>.json), the releases newer than
// rules/bound/ lists, and the torch each one's METADATA requires (<dir>/pypi/metadata/<file>.metadata).
if (args.includes('--bound')) {
  const dir = value('--from');
  if (!dir && !args.includes('--fetch')) fail('give --from DIR (recorded pages) or --fetch');
  const date = value('--date') ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) fail(`--date ${JSON.stringify(String(date).slice(0, 20))} is not YYYY-MM-DD`);
  const get = async (url) => {
    const res = await fetch(url, { headers: { Accept: 'application/vnd.pypi.simple.v1+json, text/html;q=0.1' }, signal: AbortSignal.timeout(120_000) });
    return res.ok ? res.text() : undefined;
  };
  const lines = [];
  let found = 0;
  for (const pkg of catalog.bound) {
    const page = `https://pypi.org/simple/${pkg.package}/`;
    let text;
    try {
      if (dir) {
        const file = join(dir, 'pypi', `${pkg.package}.json`);
        text = existsSync(file) ? readUserText(file, file, 'indexPage') : undefined;
      } else text = await get(page);
    } catch (err) {
      fail(err.message);
    }
    if (!text) continue;
    const releases = [];
    for (const { version, file } of newBoundReleases(pkg, indexPageEntries(text, page))) {
      const url = `${new URL(file.url, page).href.split('#')[0]}.metadata`;
      const path = dir && join(dir, 'pypi', 'metadata', `${file.filename}.metadata`);
      const metadata = dir ? (existsSync(path) ? readUserText(path, path, 'indexPage') : undefined) : await get(url);
      const r = metadata && boundReleaseOf(version, metadata, url, date);
      if (r) releases.push(r);
      lines.push(`${pkg.package} ${version}: ${r ? `requires torch${r.torch || ' (any version)'}` : metadata ? 'does not require torch' : 'no metadata read'}`);
    }
    found += releases.length;
    if (releases.length && args.includes('--write')) {
      const target = join(root, 'rules/bound', `${pkg.package}.refresh.yaml`);
      const previous = existsSync(target) ? compileRules([{ path: target, text: readUserText(target, target, 'rules') }]).bound[0]?.releases ?? [] : [];
      writeFileSync(target, boundRefreshFile(pkg, previous, releases, page, date));
    }
  }
  if (args.includes('--write')) {
    try {
      compileRules(readRuleFiles(root));
    } catch (err) {
      fail(`the written rules do not compile: ${err.message}`);
    }
  }
  process.stdout.write(lines.length ? `${lines.join('\n')}\n` : 'No bound package has a release newer than rules/bound/ lists.\n');
  process.exit(found ? 1 : 0);
}
const pages = new Map();
// torchvision and torchaudio pages (PyPI's), for the torch their wheels' metadata requires.
const companionPages = new Map();
// Reads one wheel's METADATA (PEP 658), from the recording or the index.
let readMetadata = async () => undefined;
const scope = {};
const companionPage = (dir, pkg) => ['json', 'html'].map((x) => join(dir, 'pypi', `${pkg}.${x}`)).find((f) => existsSync(f));
try {
  if (value('--from')) {
    const dir = value('--from');
    if (!existsSync(dir) || !statSync(dir).isDirectory()) fail(`--from ${dir}: not a directory`);
    // <dir>/<index>/torch.json (PEP 691) or torch.html (PEP 503); <index> is pypi or a variant.
    // <dir>/scope.json may say the pages hold some Python tags only: {"pythons": ["3.12"], "platforms": ["linux-x64"]}.
    // Pages are read as every user file is (src/io/read-file.ts): regular files only, never a
    // blocking open of a FIFO, at most the cap read; a PR can change the recorded pages CI reads.
    if (existsSync(join(dir, 'scope.json'))) {
      const s = JSON.parse(readUserText(join(dir, 'scope.json'), join(dir, 'scope.json'), 'rules'));
      if (s.pythons) scope.pythons = new Set(s.pythons);
      if (s.platforms) scope.platforms = new Set(s.platforms);
    }
    for (const index of readdirSync(dir).sort()) {
      const sub = join(dir, index);
      if (!statSync(sub).isDirectory()) continue;
      // The folder's name is the index's name, written into rules/: only names the indexes have.
      if (!isIndexName(index))
        fail(`--from ${dir}: folder ${JSON.stringify(index).slice(0, 80)} is not pypi or a variant (cpu, xpu, cu128, rocm6.4)`);
      const page = ['torch.json', 'torch.html'].map((f) => join(sub, f)).find((f) => existsSync(f));
      if (!page) continue;
      pages.set(index, indexPageEntries(readUserText(page, page, 'indexPage'), page));
    }
    // <dir>/pypi/torchvision.json and torchaudio.json; <dir>/<index>/metadata/<file>.metadata.
    for (const pkg of ['torchvision', 'torchaudio']) {
      const page = companionPage(dir, pkg);
      if (page) companionPages.set(pkg, indexPageEntries(readUserText(page, page, 'indexPage'), page));
    }
    readMetadata = async (index, file) => {
      const path = join(dir, index, 'metadata', `${file.filename}.metadata`);
      return existsSync(path) ? readUserText(path, path, 'indexPage') : undefined;
    };
  } else if (args.includes('--fetch')) {
    // By default PyPI and every index the newest four releases name.
    const newest = [...catalog.releases].sort((a, b) => a.torch.localeCompare(b.torch, 'en', { numeric: true })).slice(-4);
    const indexes = (value('--indexes') ?? ['pypi', ...new Set(newest.flatMap((r) => r.variants.map((v) => v.variant)))].join(',')).split(',').filter(Boolean);
    for (const index of indexes) {
      if (!isIndexName(index)) fail(`--indexes: ${JSON.stringify(index)} is not pypi or a variant`);
      const url = index === 'pypi' ? 'https://pypi.org/simple/torch/' : `https://download.pytorch.org/whl/${index}/torch/`;
      const res = await fetch(url, { headers: { Accept: 'application/vnd.pypi.simple.v1+json, text/html;q=0.1' }, signal: AbortSignal.timeout(120_000) });
      if (res.status === 404) continue; // an index that no longer exists lists nothing
      if (!res.ok) fail(`${url}: HTTP ${res.status}`);
      const text = await res.text();
      pages.set(index, indexPageEntries(text, url));
    }
    const get = async (url) => {
      const res = await fetch(url, { headers: { Accept: 'application/vnd.pypi.simple.v1+json, text/html;q=0.1' }, signal: AbortSignal.timeout(120_000) });
      return res.ok ? res.text() : undefined;
    };
    for (const pkg of ['torchvision', 'torchaudio']) {
      const url = `https://pypi.org/simple/${pkg}/`;
      const text = await get(url);
      if (text) companionPages.set(pkg, indexPageEntries(text, url));
    }
    readMetadata = async (index, file) => {
      const base = index === 'pypi' ? 'https://pypi.org/simple/torch/' : `https://download.pytorch.org/whl/${index}/torch/`;
      return file.url ? get(`${new URL(file.url, base).href.split('#')[0]}.metadata`) : undefined;
    };
  } else fail('give --from DIR (recorded pages) or --fetch');
} catch (err) {
  fail(err.message);
}
if (pages.size === 0) fail('no index page was read');

const read = new Set(pages.keys());
const observed = observe(pages);
const diffs = diffCatalog(catalog, observed, read, scope);
let report = renderDifferences(diffs, read);
if (args.includes('--write')) {
  // The facts cite the indexes the pages are (or were recorded from), and the day they were read.
  const date = value('--date') ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) fail(`--date ${JSON.stringify(String(date).slice(0, 20))} is not YYYY-MM-DD`);
  const urlOf = (index) => (index === 'pypi' ? 'https://pypi.org/simple/torch/' : `https://download.pytorch.org/whl/${index}/torch/`);
  const prov = { indexes: [...read].sort().map(urlOf), date };
  // A few METADATA files prove PyPI's Linux CUDA build and the companions of the newest patches.
  const meta = await collectMetadata(pages.get('pypi'), companionPages, readMetadata);
  const files = readRuleFiles(root);
  const edits = ruleEdits(files, deriveFromObserved(catalog, observed, prov, meta), prov);
  // Compiled before anything is written, then written all or nothing: a refresh never leaves rules/ broken.
  const problem = writeRuleEdits(root, files, edits, compileRules);
  if (problem) fail(problem);
  report += edits.length
    ? `\nWritten to rules/ (review each uncertain fact before merging):\n${edits.flatMap((e) => e.changes.map((c) => `  ${e.path}: ${c}`)).join('\n')}\n`
    : '\nNothing to write: the wheel names add no release or patch to rules/.\n';
}
process.stdout.write(report);
if (value('--out')) writeFileSync(value('--out'), report);
process.exit(diffs.length ? 1 : 0);
