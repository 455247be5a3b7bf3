// Benchmarks the matrix planner as users and GitHub run it: `dist/cli.cjs matrix` planning a
// 10,000-cell matrix (10 Pythons × 25 torch versions × 8 runner labels × 5 index variants),
// printing the JSON report, against one `dist/cli.cjs check` measured in the same run. Each is a
// whole Node process; runs are interleaved and medians compared. On Node 20 (this node) and on
// Node 24 (the action's runtime) when `npx -y node@24` can provide it.
//
// The budget (3×) is against `check` as it runs in CI: probing the runner's python3, as in
// `npm run bench`. The ratio against a check given every value (no probe, so no Python
// start-up) is printed too: it is the stricter yardstick.
// It also lints a workflow that makes 5,100 jobs (20 matrices of 250 cells, 100 plain jobs):
// budget 2 s for the whole process.
// The processes run without NODE_EXTRA_CA_CERTS unless `--keep-env` (bench-env.mjs says why).
// Usage: node scripts/bench-matrix.mjs [--runs N] [--keep-env]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { removedNote, timedEnv } from './bench-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist/cli.cjs');
if (!existsSync(cli)) throw new Error('dist/cli.cjs is missing: run npm run build first');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 9;
const BUDGET = 3;
const timed = timedEnv();

// The matrix, from the catalog's own releases (the 25 newest patches).
const catalog = JSON.parse(spawnSync(process.execPath, [cli, 'catalog', '--format', 'json'], { encoding: 'utf8', maxBuffer: 64 << 20 }).stdout);
const torch = catalog.releases
  .flatMap((r) => r.patches.map((p) => p.version))
  .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }))
  .slice(0, 25);
if (torch.length < 25) throw new Error(`the catalog lists only ${torch.length} torch releases; the benchmark needs 25`);
const matrix = JSON.stringify({
  'python-version': ['3.8', '3.9', '3.10', '3.11', '3.12', '3.13', '3.14', '3.13t', '3.14t', '3.12.4'],
  torch,
  os: ['ubuntu-22.04', 'ubuntu-24.04', 'ubuntu-22.04-arm', 'ubuntu-24.04-arm', 'macos-15', 'macos-15-intel', 'windows-2025', 'windows-11-arm'],
  'index-url': ['pypi', 'cpu', 'cu126', 'cu128', 'cu130'],
});

// A workflow that makes 5,000 jobs (issue 25): 20 matrix jobs of 250 cells each (GitHub's limit
// is 256 per matrix) — 5 runners × 5 Pythons × 10 torch versions, Python from setup-uv with an
// `||` default inside a nested `config` object, torch from the pip command — and 100 plain jobs
// that install torch (one cell each, some in a container).
const labels = ['ubuntu-24.04', 'ubuntu-24.04-arm', 'macos-15', 'windows-2025', 'macos-14'];
const jobs = [];
for (let i = 0; i < 20; i++) {
  const ts = torch.slice(i % 15, (i % 15) + 10);
  jobs.push(`  m${i}:
    runs-on: \${{ matrix.os }}
    strategy:
      matrix:
        os: [${labels.join(', ')}]
        config: [${['3.10', '3.11', '3.12', '3.13', ''].map((p) => `{ python-version: "${p}" }`).join(', ')}]
        torch: [${ts.map((t) => `"${t}"`).join(', ')}]
    steps:
      - uses: astral-sh/setup-uv@v6
        with:
          python-version: \${{ matrix.config.python-version || '3.9' }}
      - run: uv pip install "torch==\${{ matrix.torch }}" --index https://download.pytorch.org/whl/cpu`);
}
for (let i = 0; i < 100; i++) {
  jobs.push(`  plain${i}:
    runs-on: ${labels[i % labels.length]}
${i % 10 === 0 ? '    container: python:3.12-slim\n' : ''}    steps:
      - uses: actions/setup-python@v5
        with:
          python-version: '3.${9 + (i % 5)}'
      - run: pip install "torch==${torch[i % torch.length]}" --index-url https://download.pytorch.org/whl/cpu`);
}
const workflowFile = join(mkdtempSync(join(tmpdir(), 'bench-matrix-')), 'ci.yml');
writeFileSync(workflowFile, `on: push\njobs:\n${jobs.join('\n')}\n`);
// And 5,000 separate plain jobs: the YAML parse dominates this one (no matrix to expand).
const plainJobs = [];
for (let i = 0; i < 5000; i++) {
  plainJobs.push(`  p${i}:
    runs-on: ${labels[i % labels.length]}
    steps:
      - uses: actions/setup-python@v5
        with:
          python-version: '3.${9 + (i % 5)}'
      - run: pip install "torch==${torch[i % torch.length]}" --index-url https://download.pytorch.org/whl/cpu`);
}
const plainFile = join(dirname(workflowFile), 'plain.yml');
writeFileSync(plainFile, `on: push\njobs:\n${plainJobs.join('\n')}\n`);
const LINT_BUDGET_MS = 2000;

const WORK = {
  'check (probing python3)': [cli, 'check', '--torch', '2.8.0', '--format', 'json', '--fail-on', 'never'],
  'check (every value given)': [
    cli,
    'check',
    '--python',
    '3.12',
    '--os',
    'linux',
    '--arch',
    'x64',
    '--glibc',
    '2.39',
    '--driver',
    'none',
    '--torch',
    '2.8.0',
    '--format',
    'json',
    '--fail-on',
    'never',
  ],
  'matrix (10,000 cells, JSON)': [cli, 'matrix', '--matrix', matrix, '--format', 'json', '--fail-on', 'never'],
  'lint (5,100 jobs)': [cli, 'matrix', '--workflow', workflowFile, '--format', 'json', '--fail-on', 'never'],
  'lint (5,000 plain jobs)': [cli, 'matrix', '--workflow', plainFile, '--format', 'json', '--fail-on', 'never'],
};

function time(node, args) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(node, args, { encoding: 'utf8', maxBuffer: 256 << 20, cwd: root, env: timed.env });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`${args.slice(0, 2).join(' ')} exited ${r.status}: ${r.stderr.slice(0, 300)}`);
  return { ms, out: r.stdout };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function measure(label, node) {
  const names = Object.keys(WORK);
  for (const n of names) time(node, WORK[n]); // warm the file cache
  const ms = Object.fromEntries(names.map((n) => [n, []]));
  let cells = 0;
  let lintCells = 0;
  for (let i = 0; i < RUNS; i++) {
    for (const n of names) {
      const r = time(node, WORK[n]);
      ms[n].push(r.ms);
      if (n.startsWith('matrix') && !cells) cells = JSON.parse(r.out).combinations.length;
      if (n.startsWith('lint') && !lintCells) lintCells = JSON.parse(r.out).combinations.length;
    }
  }
  if (cells !== 10_000) throw new Error(`the matrix planned ${cells} cells, not 10,000`);
  if (lintCells !== 5_100) throw new Error(`the lint checked ${lintCells} cells, not 5,100`);
  const m = Object.fromEntries(names.map((n) => [n, median(ms[n])]));
  const plan = m['matrix (10,000 cells, JSON)'];
  const ratio = plan / m['check (probing python3)'];
  const strict = plan / m['check (every value given)'];
  console.log(`${label}: ${names.map((n) => `${n} ${m[n].toFixed(0)} ms`).join(', ')}`);
  console.log(`  matrix / check: ${ratio.toFixed(2)}× (budget ${BUDGET}×); against the check given every value: ${strict.toFixed(2)}×`);
  const lint = m['lint (5,100 jobs)'];
  console.log(`  lint of a workflow of ${lintCells} jobs: ${lint.toFixed(0)} ms (budget ${LINT_BUDGET_MS} ms)`);
  const plain = m['lint (5,000 plain jobs)'];
  console.log(`  lint of a workflow of 5,000 plain jobs: ${plain.toFixed(0)} ms (budget ${LINT_BUDGET_MS} ms)`);
  return lint <= LINT_BUDGET_MS && plain <= LINT_BUDGET_MS ? ratio : Infinity;
}

function node24() {
  const r = spawnSync('npx', ['-y', 'node@24', '-p', 'process.execPath'], { encoding: 'utf8', timeout: 120_000 });
  const path = r.status === 0 ? r.stdout.trim().split('\n').pop() : '';
  return path && existsSync(path) ? path : undefined;
}

console.log(`runs: ${RUNS} each, interleaved`);
const note = removedNote(timed);
if (note) console.log(note);
const ratios = [measure(`Node ${process.versions.node}`, process.execPath)];
const n24 = node24();
if (n24) ratios.push(measure(`Node ${spawnSync(n24, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim()}`, n24));
else console.log('Node 24: not measured (npx -y node@24 is not available here)');
process.exitCode = ratios.every((r) => r <= BUDGET) ? 0 : 1;
