// Benchmarks the matrix planner: planning a 10,000-cell matrix (10 Pythons × 25 torch
// versions × 8 runner labels × 5 index variants) against one single `check`, each timed as a
// whole Node process (start-up, catalog load, work), median of several runs. Budget: 3×.
// Usage: node scripts/bench-matrix.mjs [--runs N]
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readRuleFiles } from './rules-files.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tmp = join(root, '.tmp', 'bench-matrix');
mkdirSync(tmp, { recursive: true });
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7;
// Some bundled CommonJS dependencies call require(); give the ESM output a working one.
const banner = { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" };

// 1. The catalog, compiled from rules/ as scripts/build.mjs does.
const toolPath = join(tmp, 'rules-tool.mjs');
await build({
  stdin: { contents: "export { compileRules } from './src/catalog/compile.ts';", resolveDir: root, loader: 'ts' },
  bundle: true, platform: 'node', format: 'esm', outfile: toolPath, banner, logLevel: 'warning',
});
const { compileRules } = await import(pathToFileURL(toolPath).href + `?t=${Date.now()}`);
const catalog = compileRules(readRuleFiles(root));
const catalogPlugin = {
  name: 'catalog',
  setup(b) {
    b.onResolve({ filter: /^virtual:catalog$/ }, () => ({ path: 'catalog', namespace: 'catalog' }));
    b.onLoad({ filter: /.*/, namespace: 'catalog' }, () => ({ contents: JSON.stringify(catalog), loader: 'json' }));
  },
};

// 2. One bundle doing what the CLI does for `check` and for `matrix`, so both pay the same start-up.
const entry = `
import { readFileSync } from 'node:fs';
import { bundledCatalog } from './src/catalog/bundled.ts';
import { evaluate } from './src/engine/evaluate.ts';
import { parseSpecifier } from './src/versions/pep440.ts';
import { parseIndexUrl } from './src/request/index-url.ts';
import { parseMatrixInput, planMatrix, matrixToJson, matrixSummaryMarkdown } from './src/matrix/index.ts';
const [mode, file] = process.argv.slice(2);
if (mode === 'check') {
  const env = { python: { major: 3, minor: 12, implementation: 'cpython', freeThreaded: false, provenance: 'given' }, os: 'linux', arch: 'x64', glibc: '2.39', libc: 'glibc', gpus: [], provenance: {}, probeProblems: [] };
  const r = evaluate(env, { torch: parseSpecifier('2.8.0'), index: parseIndexUrl('') }, bundledCatalog);
  process.stdout.write(JSON.stringify({ schemaVersion: 1, ...r }) + '\\n');
} else {
  const t0 = performance.now();
  const plan = planMatrix(parseMatrixInput(readFileSync(file, 'utf8')), { catalog: bundledCatalog, evaluate });
  const json = JSON.stringify(matrixToJson(plan));
  const md = matrixSummaryMarkdown(plan);
  process.stderr.write(JSON.stringify({ cells: plan.combinations.length, include: plan.include.length, bytes: json.length + md.length, planMs: performance.now() - t0 }) + '\\n');
  process.stdout.write(json.slice(0, 100) + '\\n');
}
`;
const benchPath = join(tmp, 'bench.mjs');
await build({
  stdin: { contents: entry, resolveDir: root, loader: 'ts' },
  bundle: true, platform: 'node', target: 'node20', format: 'esm', outfile: benchPath, banner, plugins: [catalogPlugin], logLevel: 'warning',
});

// 3. The 10,000-cell matrix, from the catalog's own releases.
const torch = catalog.releases
  .flatMap((r) => r.patches.map((p) => p.version))
  .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }))
  .slice(0, 25);
if (torch.length < 25) throw new Error(`the catalog lists only ${torch.length} torch releases; the benchmark needs 25`);
const matrix = {
  'python-version': ['3.8', '3.9', '3.10', '3.11', '3.12', '3.13', '3.14', '3.13t', '3.14t', '3.12.4'],
  torch,
  os: ['ubuntu-22.04', 'ubuntu-24.04', 'ubuntu-22.04-arm', 'ubuntu-24.04-arm', 'macos-15', 'macos-15-intel', 'windows-2025', 'windows-11-arm'],
  'index-url': ['pypi', 'cpu', 'cu126', 'cu128', 'cu130'],
};
const matrixFile = join(tmp, 'matrix.json');
writeFileSync(matrixFile, JSON.stringify(matrix));

function time(args) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { ms, stderr: r.stderr };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function compare(label, checkArgs, matrixArgs) {
  time(checkArgs); // warm the file cache
  const check = [];
  const plan = [];
  let info = '';
  for (let i = 0; i < RUNS; i++) {
    check.push(time(checkArgs).ms);
    const m = time(matrixArgs);
    plan.push(m.ms);
    info = m.stderr.trim().split('\n').pop() ?? '';
  }
  const ratio = median(plan) / median(check);
  console.log(`${label}: check ${median(check).toFixed(0)} ms, matrix (10,000 cells) ${median(plan).toFixed(0)} ms, ratio ${ratio.toFixed(2)}× (budget 3×) ${info}`);
  return ratio;
}

const ratio = compare('bundle', [benchPath, 'check'], [benchPath, 'matrix', matrixFile]);
const cli = join(root, 'dist/cli.js');
if (existsSync(cli) && spawnSync(process.execPath, [cli, 'matrix', '--help'], { encoding: 'utf8' }).status === 0) {
  try {
    compare('dist/cli.js', [cli, 'check', '--python', '3.12', '--os', 'linux', '--arch', 'x64', '--torch', '2.8.0', '--format', 'json'], [cli, 'matrix', '--matrix', JSON.stringify(matrix), '--format', 'json']);
  } catch (err) {
    console.log(`dist/cli.js: not measured (${String(err.message).split('\n')[0]})`);
  }
}
process.exitCode = ratio <= 3 ? 0 : 1;
