// npm run bench:scan: `scan` on a real torch-heavy tree (huggingface/diffusers at a pinned
// commit, fetched with git into .tmp/, never committed) against the floor of reading every .py
// file in a node process, measured in the same run: interleaved runs, medians, the ratio.
//   node scripts/bench-scan-real.mjs [--tree DIR] [--runs N] [--baseline OTHER/cli.js]
//   --baseline: also time another build's CLI (e.g. a worktree of an older commit) in the same
//   interleaved runs, so two builds are compared under the same machine load.
//   DIFFUSERS_GIT=/path/or/url overrides where git fetches from (default: GitHub).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const value = (f) => (args.includes(f) ? args[args.indexOf(f) + 1] : undefined);
const PIN = '58eb52c0803ea9af3abec60841c2a093bdf1f951'; // diffusers main, 2026-08-23
const runs = Number(value('--runs') ?? 7);

function sh(cmd, argv, opts = {}) {
  const t0 = performance.now();
  const r = spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, ...opts });
  return { ms: performance.now() - t0, ...r };
}

let tree = value('--tree');
if (!tree) {
  tree = join(root, '.tmp/diffusers');
  if (!existsSync(join(tree, '.git'))) {
    mkdirSync(tree, { recursive: true });
    const src = process.env.DIFFUSERS_GIT ?? 'https://github.com/huggingface/diffusers';
    for (const a of [['init', '-q'], ['fetch', '-q', '--depth', '1', src, PIN], ['checkout', '-q', 'FETCH_HEAD']]) {
      const r = sh('git', ['-C', tree, ...a], { stdio: 'inherit' });
      if (r.status !== 0) {
        console.error(`bench:scan: git ${a[0]} failed; give --tree DIR or DIFFUSERS_GIT=<a clone of huggingface/diffusers>`);
        process.exit(2);
      }
    }
  }
}

const floorScript = join(root, '.tmp/read-all-py.mjs');
mkdirSync(dirname(floorScript), { recursive: true });
writeFileSync(
  floorScript,
  `import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
const walk = (d) => { for (const e of readdirSync(d, { withFileTypes: true })) { const p = join(d, e.name); if (e.isDirectory()) { if (e.name !== '.git') walk(p); } else if (e.name.endsWith('.py')) readFileSync(p, 'utf8'); } };
walk(process.argv[2]);
`,
);

// ripgrep, when installed, searching the catalog's API names as fixed strings: text matches only.
const names = [...new Set([...readFileSync(join(root, 'rules/apis.yaml'), 'utf8').matchAll(/^\s+- api: "?([A-Za-z0-9_.]+)/gm)].map((m) => m[1]))];
const namesFile = join(root, '.tmp/api-names.txt');
writeFileSync(namesFile, names.join('\n') + '\n');
const hasRg = !sh('rg', ['--version']).error;

/** One timed scan of the tree by the CLI at `cli`; any exit but 0 or 1 ends the benchmark. */
function scanWith(cli, what) {
  const r = sh(process.execPath, [cli, 'scan', tree, '--torch', '>=2.0,<2.10', '--format', 'json']);
  if (r.status !== 0 && r.status !== 1) {
    console.error(`bench:scan: ${what} exited ${r.status}: ${r.stderr.trim().split('\n')[0]}`);
    process.exit(2);
  }
  return r;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rg = [];
const floor = [];
const scan = [];
const base = [];
const baseline = value('--baseline');
let result;
for (let i = 0; i < runs; i++) {
  floor.push(sh(process.execPath, [floorScript, tree]).ms);
  const r = scanWith(join(root, 'dist/cli.js'), 'scan');
  result ??= JSON.parse(r.stdout);
  scan.push(r.ms);
  if (baseline) base.push(scanWith(baseline, 'the baseline').ms);
  if (hasRg) rg.push(sh('rg', ['-c', '--no-ignore', '-F', '-f', namesFile, '-g', '*.py', tree]).ms);
}
const f = median(floor);
const s = median(scan);
console.log(`tree:   ${tree} (${result.scan?.files} files scanned, ${result.findings?.length} findings)`);
console.log(`runs:   ${runs} each, interleaved, on ${process.version}`);
console.log(`floor:  node reading every .py file: median ${f.toFixed(0)} ms`);
console.log(`scan:   dist/cli.js scan --torch ">=2.0,<2.10": median ${s.toFixed(0)} ms`);
console.log(`ratio:  ${(s / f).toFixed(2)}× the floor (goal <= 2×)`);
if (baseline) console.log(`base:   ${baseline}: median ${median(base).toFixed(0)} ms, ${(median(base) / f).toFixed(2)}× the floor; this build takes ${((s / median(base)) * 100).toFixed(0)} % of its time`);
if (hasRg) console.log(`rg:     the ${names.length} API names as fixed strings (text matches only): median ${median(rg).toFixed(0)} ms; scan / rg = ${(s / median(rg)).toFixed(2)}×`);
else console.log('rg:     not installed (apt-get install -y ripgrep); no comparison');
