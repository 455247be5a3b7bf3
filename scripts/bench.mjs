// npm run bench: what a full `check` costs next to its floor, measured in the same run.
// Floor: a node process that only starts one `python3 -c pass`. Check: dist/cli.cjs probing
// the real python3 (plus glibc, OS and NVIDIA probes). Runs are interleaved so that load on
// the machine hits both alike; the medians' ratio is the result (goal: at most 1.5; in a
// project with a large uv.lock, at most 1.2 of the floor measured in that project's folder; with
// twenty pins of packages bound to torch, at most 1.2, as the median of per-run paired ratios).
// The processes run without NODE_EXTRA_CA_CERTS unless `--keep-env` (bench-env.mjs says why).
// Prints each ratio against its goal and the machine's load; `--assert` exits 1 when a goal
// is missed (without it the exit code is 0 whatever the figures).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { removedNote, timedEnv } from './bench-env.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 25);
const node = process.execPath;
const floorArgs = ['-e', "require('node:child_process').spawnSync('python3', ['-c', 'pass'])"];
const checkArgs = ['dist/cli.cjs', 'check', '--torch', '2.8.0', '--format', 'json', '--fail-on', 'never'];
// A real project with a large uv.lock (whisperX, 605 KB, 2 KB resolution-markers): pins, the
// lock and its project references are read, every install target's candidates judged.
const lockDir = 'tests/fixtures/repos/m-bain__whisperX';
const lockArgs = ['dist/cli.cjs', 'check', '--format', 'json', '--fail-on', 'never'];
// Twenty pins of packages bound to torch beside torch (tests/fixtures/bench/bound-twenty): each is
// read, narrowed against the catalog's bound facts and judged for this runner's wheels.
const boundDir = 'tests/fixtures/bench/bound-twenty';

const timed = timedEnv();

function time(args, cwd) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(node, cwd ? args.map((a) => (a === 'dist/cli.cjs' ? join(process.cwd(), a) : a)) : args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: timed.env,
    ...(cwd ? { cwd } : {}),
  });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return ms;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const loadBefore = load();
// Warm the file cache once for each.
time(floorArgs);
time(checkArgs);
time(lockArgs, lockDir);
time(lockArgs, boundDir);
const floor = [];
const check = [];
const locked = [];
// The floor again in the project's folder: its .python-version steers a pyenv shim's python3 there.
const lockFloor = [];
const bound = [];
// Paired: each run's check against the floor measured right before it, so load hits both alike.
const boundRatios = [];
for (let i = 0; i < runs; i++) {
  floor.push(time(floorArgs));
  check.push(time(checkArgs));
  locked.push(time(lockArgs, lockDir));
  lockFloor.push(time(floorArgs, lockDir));
  const bf = time(floorArgs, boundDir);
  const b = time(lockArgs, boundDir);
  bound.push(b);
  boundRatios.push(b / bf);
}

const distBytes = (dir) =>
  readdirSync(dir).reduce((n, f) => {
    const p = join(dir, f);
    return n + (statSync(p).isDirectory() ? distBytes(p) : /\.(c?js|json)$/.test(f) ? statSync(p).size : 0);
  }, 0);

const f = median(floor);
const c = median(check);
const l = median(locked);
const lf = median(lockFloor);
const br = median(boundRatios);
const goals = [
  { what: 'check --torch 2.8.0 (probes python3)', ms: c, floor: f, goal: 1.5 },
  { what: 'check in whisperX (605 KB uv.lock; issue 24)', ms: l, floor: lf, goal: 1.2 },
  { what: 'a check with twenty bound pins (median of paired ratios)', ms: br, floor: 1, goal: 1.2 },
];
console.log(
  `runs: ${runs} each, interleaved; ${cpus().length} CPUs, load average ${loadBefore} before, ${load()} after`,
);
const note = removedNote(timed);
if (note) console.log(note);
console.log(`floor (node + python3 -c pass): median ${f.toFixed(1)} ms`);
console.log(`check (dist/cli.cjs, real probe): median ${c.toFixed(1)} ms`);
console.log(`floor in whisperX's folder (its .python-version steers pyenv there): median ${lf.toFixed(1)} ms`);
console.log(`check in whisperX's folder: median ${l.toFixed(1)} ms`);
console.log(
  `check with twenty bound pins: median ${median(bound).toFixed(1)} ms; paired ratios ${boundRatios.map((r) => r.toFixed(2)).join(' ')}`,
);
for (const g of goals) {
  const ratio = g.ms / g.floor;
  console.log(`ratio ${ratio.toFixed(2)} (goal <= ${g.goal}: ${ratio <= g.goal ? 'met' : 'NOT met'}) — ${g.what}`);
}
console.log(`bundle: dist/ ${(distBytes('dist') / 1024).toFixed(0)} KiB of code and data (the catalog) in all`);
const missed = goals.filter((g) => g.ms / g.floor > g.goal);
if (process.argv.includes('--assert') && missed.length) {
  for (const g of missed) console.error(`${g.what}: ${(g.ms / g.floor).toFixed(2)}x the floor, more than ${g.goal}x`);
  process.exit(1);
}
