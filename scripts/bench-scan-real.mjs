// npm run bench:scan: `scan` on a real torch-heavy tree (huggingface/diffusers at a pinned
// commit, fetched with git into .tmp/, never committed) against the floor of reading every .py
// file in a node process, measured in the same run: interleaved runs, medians, the ratio.
//   node scripts/bench-scan-real.mjs [--tree DIR] [--runs N] [--baseline OTHER/cli.js [--baseline-first]] [--budget]
//   --baseline: also time another build's CLI (e.g. a worktree of an older commit) in the same
//   interleaved runs, so two builds are compared under the same machine load; --baseline-first
//   times it before this build in each run (run both orders: the first scan of a run is often
//   the slower on a loaded machine).
//   --budget: also time what any scan of this tree must spend before its Python-aware work (node
//   starting, the CLI's fixed cost on a one-file tree, reading every file and one native
//   regular-expression pass for the API names over the files that say torch), and print what
//   the goal leaves for the rest against what this build spends on it.
//   --keep-env: time the processes with the environment as it is (bench-env.mjs says what is removed and why).
//   DIFFUSERS_GIT=/path/or/url overrides where git fetches from (default: GitHub).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { removedNote, timedEnv } from './bench-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const value = (f) => (args.includes(f) ? args[args.indexOf(f) + 1] : undefined);
const PIN = '58eb52c0803ea9af3abec60841c2a093bdf1f951'; // diffusers main, 2026-08-23
const runs = Number(value('--runs') ?? 7);

const timed = timedEnv(args);
const { env } = timed;

function sh(cmd, argv, opts = {}) {
  const t0 = performance.now();
  const r = spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env, ...opts });
  return { ms: performance.now() - t0, ...r };
}

let tree = value('--tree');
if (!tree) {
  tree = join(root, '.tmp/diffusers');
  if (!existsSync(join(tree, '.git'))) {
    mkdirSync(tree, { recursive: true });
    const src = process.env.DIFFUSERS_GIT ?? 'https://github.com/huggingface/diffusers';
    for (const a of [
      ['init', '-q'],
      ['fetch', '-q', '--depth', '1', src, PIN],
      ['checkout', '-q', 'FETCH_HEAD'],
    ]) {
      const r = sh('git', ['-C', tree, ...a], { stdio: 'inherit' });
      if (r.status !== 0) {
        console.error(`bench:scan: git ${a[0]} failed; give --tree DIR or DIFFUSERS_GIT=<a clone of huggingface/diffusers>`);
        process.exit(2);
      }
    }
  }
}

/**
 * The commit a directory is checked out at (short), marked `+changes` when its tracked files
 * differ; undefined outside git, or (`top`) when the directory is not the checkout's top but sits
 * inside another one (a tree unpacked into this worktree's .tmp/ is not this project).
 */
function commitOf(dir, top = false) {
  const r = sh('git', ['-C', dir, 'rev-parse', '--short=12', 'HEAD']);
  if (r.status !== 0 || r.error) return undefined;
  if (top && sh('git', ['-C', dir, 'rev-parse', '--show-toplevel']).stdout.trim() !== realpathSync(dir)) return undefined;
  const dirty = sh('git', ['-C', dir, 'status', '--porcelain', '--untracked-files=no']);
  return `${r.stdout.trim()}${dirty.stdout.trim() ? ' +changes' : ''}`;
}
// Said with the result, so a number can be traced to what it timed. A tree taken with `git
// archive` has no .git: pass its commit with --tree-commit.
const treeCommit = value('--tree-commit') ?? commitOf(tree, true) ?? 'unknown (not a git checkout; give --tree-commit)';

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

// --budget: the same walk and read as the floor, as bytes, then what a scan cannot do less than:
// pass over files without `torch`, and one regular-expression pass for `.name` over the others.
const boundScript = join(root, '.tmp/read-and-match.mjs');
const oneFileTree = join(root, '.tmp/one-file');
const budget = args.includes('--budget');
if (budget) {
  mkdirSync(oneFileTree, { recursive: true });
  writeFileSync(join(oneFileTree, 'a.py'), 'import torch\n\nstate = torch.load("model.pt")\n');
}

// ripgrep, when installed, searching the catalog's API names as fixed strings: text matches only.
const names = [...new Set([...readFileSync(join(root, 'rules/apis.yaml'), 'utf8').matchAll(/^\s+- api: "?([A-Za-z0-9_.]+)/gm)].map((m) => m[1]))];
const namesFile = join(root, '.tmp/api-names.txt');
writeFileSync(namesFile, names.join('\n') + '\n');
const hasRg = !sh('rg', ['--version']).error;
if (budget) {
  const escaped = [...new Set(names.map((n) => n.split('.').pop()))].sort((a, b) => b.length - a.length).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  writeFileSync(
    boundScript,
    `import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
const names = new RegExp(${JSON.stringify(`\\.(${escaped.join('|')})(?![A-Za-z0-9_])`)}, 'g');
const torch = Buffer.from('torch');
let hits = 0;
const walk = (d) => { for (const e of readdirSync(d, { withFileTypes: true })) { const p = join(d, e.name); if (e.isDirectory()) { if (e.name !== '.git') walk(p); } else if (e.name.endsWith('.py')) { const b = readFileSync(p); if (b.indexOf(torch) < 0) continue; const t = b.toString('latin1'); names.lastIndex = 0; while (names.test(t)) hits++; } } };
walk(process.argv[2]);
if (hits === 0) process.exit(3);
`,
  );
}

/** One timed scan of the tree (or `dir`) by the CLI at `cli`; any exit but 0 or 1 ends the benchmark. */
function scanWith(cli, what, dir = tree) {
  const r = sh(process.execPath, [cli, 'scan', dir, '--torch', '>=2.0,<2.10', '--format', 'json']);
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
const bare = [];
const oneFile = [];
const bound = [];
const baseline = value('--baseline');
const baselineFirst = args.includes('--baseline-first');
let result;
for (let i = 0; i < runs; i++) {
  floor.push(sh(process.execPath, [floorScript, tree]).ms);
  if (baseline && baselineFirst) base.push(scanWith(baseline, 'the baseline').ms);
  const r = scanWith(join(root, 'dist/cli.cjs'), 'scan');
  result ??= JSON.parse(r.stdout);
  scan.push(r.ms);
  if (baseline && !baselineFirst) base.push(scanWith(baseline, 'the baseline').ms);
  if (budget) {
    bare.push(sh(process.execPath, ['-e', '0']).ms);
    oneFile.push(scanWith(join(root, 'dist/cli.cjs'), 'the one-file scan', oneFileTree).ms);
    const r = sh(process.execPath, [boundScript, tree]);
    if (r.status !== 0) {
      console.error(`bench:scan: the read-and-match pass exited ${r.status}`);
      process.exit(2);
    }
    bound.push(r.ms);
  }
  if (hasRg) rg.push(sh('rg', ['-c', '--no-ignore', '-F', '-f', namesFile, '-g', '*.py', tree]).ms);
}
const f = median(floor);
const s = median(scan);
console.log(`tree:   ${tree} at ${treeCommit} (${result.scan?.files} files scanned, ${result.findings?.length} findings)`);
console.log(
  `build:  dist/cli.cjs of ${root} at ${commitOf(root) ?? 'unknown'}${baseline ? `; baseline ${baseline}${commitOf(dirname(baseline)) ? ` at ${commitOf(dirname(baseline))}` : ''}, timed ${baselineFirst ? 'before' : 'after'} this build in each run` : ''}`,
);
console.log(
  `runs:   ${runs} each, interleaved, on ${process.version}; load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} at the end`,
);
const note = removedNote(timed);
if (note) console.log(note);
console.log(`floor:  node reading every .py file: median ${f.toFixed(0)} ms`);
console.log(`scan:   dist/cli.cjs scan --torch ">=2.0,<2.10": median ${s.toFixed(0)} ms`);
console.log(`ratio:  ${(s / f).toFixed(2)}× the floor (limit ≤ 4.5×, issue 26)`);
if (baseline)
  console.log(`base:   ${baseline}: median ${median(base).toFixed(0)} ms, ${(median(base) / f).toFixed(2)}× the floor; this build takes ${((s / median(base)) * 100).toFixed(0)} % of its time`);
if (budget) {
  // What the goal leaves for the Python-aware work (the prefilter past its regular expression,
  // tokenizing, binding, the report) once the costs no scan can avoid are paid.
  const node0 = median(bare);
  const fixed = median(oneFile) - node0;
  const pass = median(bound) - node0;
  const floorBound = node0 + fixed + pass;
  const left = 2 * f - floorBound;
  const spent = s - floorBound;
  console.log(
    `budget: node starting ${node0.toFixed(0)} ms; the CLI's fixed cost (a one-file scan less that) ${fixed.toFixed(0)} ms; reading the tree and one regular-expression pass for the names ${pass.toFixed(0)} ms`,
  );
  console.log(
    `        together ${floorBound.toFixed(0)} ms = ${(floorBound / f).toFixed(2)}× the floor before any Python is read; 2× the floor leaves ${left.toFixed(0)} ms for the rest, which takes ${spent.toFixed(0)} ms here (${(spent / Math.max(left, 1)).toFixed(1)}× that)`,
  );
  console.log(`        the scan takes ${(s / floorBound).toFixed(2)}× that bound`);
}
if (hasRg) console.log(`rg:     the ${names.length} API names as fixed strings (text matches only): median ${median(rg).toFixed(0)} ms; scan / rg = ${(s / median(rg)).toFixed(2)}×`);
else console.log('rg:     not installed (apt-get install -y ripgrep); no comparison');
