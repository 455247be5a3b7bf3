// Benchmarks `scan` on a large real tree (the Python standard library, and site-packages with
// --site) against ripgrep searching the same API names, and flake8 when it is installed.
// Usage: node scripts/bench-scan.mjs [--site] [--no-flake8] [--runs N] [--keep-env] [DIR…]
// The processes run without NODE_EXTRA_CA_CERTS unless `--keep-env` (bench-env.mjs says why).
// Prints wall times, the scan/rg ratio (goal: ≤ 3×) and the scanner's peak RSS. The scan is the
// bundled CLI as a user runs it (dist/cli.cjs, so node's start is counted), interleaved with rg,
// N times each (default 5); the medians are compared, since one run on a shared machine says little.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { removedNote, timedEnv } from './bench-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (f) => args.includes(f);
const timed = timedEnv(args);

function run(cmd, argv, timeout = 600_000) {
  const t0 = performance.now();
  const r = spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout, env: timed.env });
  return { ms: performance.now() - t0, status: r.status, error: r.error, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

function pythonPaths() {
  const code = flag('--site') ? "import sysconfig;p=sysconfig.get_paths();print(p['stdlib']);print(p['purelib'])" : "import sysconfig;print(sysconfig.get_paths()['stdlib'])";
  const r = run('python3', ['-c', code]);
  if (r.status !== 0) throw new Error(`python3 not found or failed: ${r.stderr || r.error}`);
  return r.stdout.trim().split('\n');
}

const value = (f) => (args.includes(f) ? args[args.indexOf(f) + 1] : undefined);
const runs = Number(value('--runs') ?? 5);
const dirs = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs');
const trees = dirs.length ? dirs : pythonPaths();

// 1. Bundle the scanner once (like scripts/build.mjs) and load the API catalog.
mkdirSync(join(root, '.tmp'), { recursive: true });
const out = join(root, '.tmp/bench-scan.mjs');
await build({
  stdin: { contents: "export { scanPaths } from './src/workspace/scan-files.ts';\nexport { analyze } from './src/scan/index.ts';", resolveDir: root, loader: 'ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: out,
  logLevel: 'warning',
});
const { scanPaths, analyze } = await import(pathToFileURL(out).href);
const apis = parse(readFileSync(join(root, 'rules/apis.yaml'), 'utf8')).apis;
const names = [...new Set(apis.map((a) => a.name ?? a.api.split('#')[0]))];

// 2. The scanner (the bundled CLI) and ripgrep with the same API names as fixed strings, over the
// same *.py files, interleaved. Warm the file cache first so neither pays for cold disk reads.
run('rg', ['-c', '--no-ignore', '-g', '*.py', 'zzzz_not_there', ...trees]);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cli = join(root, 'dist/cli.cjs');
const rgArgs = ['--no-ignore', '--hidden', '-g', '*.py', '-F', '-c', ...names.flatMap((n) => ['-e', n]), ...trees];
const scanTimes = [];
const rgTimes = [];
let report;
let rg;
for (let i = 0; i < runs; i++) {
  const r = run(process.execPath, [cli, 'scan', ...trees, '--torch', '>=2.0,<2.10', '--format', 'json']);
  if (r.status !== 0 && r.status !== 1) throw new Error(`scan exited ${r.status}: ${r.stderr.split('\n')[0]}`);
  report ??= JSON.parse(r.stdout);
  scanTimes.push(r.ms);
  rg = run('rg', rgArgs);
  if (!rg.error) rgTimes.push(rg.ms);
}
const scanMs = median(scanTimes);
// Also in this process (no node start, the bundle already loaded; one cold run, as before).
const t0 = performance.now();
const inProcess = await scanPaths(trees, { torch: '>=2.0,<2.10', apis });
const inProcessMs = performance.now() - t0;
const rssMb = process.resourceUsage().maxRSS / 1024;
console.log(`tree: ${trees.join(', ')}`);
console.log(`runs:   ${runs} each, interleaved, on ${process.version}`);
const note = removedNote(timed);
if (note) console.log(note);
console.log(
  `scan:   dist/cli.cjs, median ${(scanMs / 1000).toFixed(2)} s (${scanTimes.map((t) => (t / 1000).toFixed(2)).join(' ')}), ${report.scan.files} files scanned, ${report.scan.skipped.length} skipped, ${report.findings.length} findings; in this process ${(inProcessMs / 1000).toFixed(2)} s, peak RSS ${rssMb.toFixed(0)} MB`,
);

// 2b. Without the `torch` prefilter: tokenize and analyze every file (what a file that imports
// torch costs), to show the tokenizer's own speed.
{
  const list = run('rg', ['--files', '--no-ignore', '--hidden', '-g', '*.py', ...trees]);
  if (!list.error) {
    let bytes = 0;
    const t1 = performance.now();
    for (const f of list.stdout.split('\n').filter(Boolean)) {
      let text;
      try {
        text = readFileSync(f, 'utf8');
      } catch {
        continue;
      }
      bytes += text.length;
      analyze(text);
    }
    const ms = performance.now() - t1;
    console.log(
      `full:   ${(ms / 1000).toFixed(2)} s to read, tokenize and analyze every file (${(bytes / 1e6).toFixed(0)} M chars, ${(bytes / 1e6 / (ms / 1000)).toFixed(0)} M chars/s), no prefilter`,
    );
  }
}

// 3. The ratio of the medians.
if (rg.error) {
  console.log('rg:     not installed (apt-get install -y ripgrep); no ratio');
} else {
  const hits = rg.stdout
    .split('\n')
    .filter(Boolean)
    .reduce((n, l) => n + Number(l.split(':').pop()), 0);
  const rgMs = median(rgTimes);
  console.log(`rg:     median ${(rgMs / 1000).toFixed(2)} s (${rgTimes.map((t) => (t / 1000).toFixed(2)).join(' ')}; ${hits} matching lines, text only)`);
  console.log(`ratio:  scan / rg = ${(scanMs / rgMs).toFixed(2)}× (goal ≤ 3×); in this process ${(inProcessMs / rgMs).toFixed(2)}×`);
}

// 4. flake8, when installed (Debian: apt-get install -y flake8).
if (!flag('--no-flake8')) {
  const f8 = run('flake8', ['--version']);
  if (f8.error) console.log('flake8: not installed');
  else {
    const r = run('flake8', ['--exit-zero', '--select=E9,F63,F7,F82', ...trees], 1_800_000);
    console.log(`flake8: ${(r.ms / 1000).toFixed(2)} s (--select=E9,F63,F7,F82, default jobs; ${f8.stdout.trim().split(/\s/)[0]})`);
  }
}
