// The static half of `npm run ci`: types, lint, formatting and dist/ freshness, two at a time. Each
// is one single-threaded process, so on a two-core runner pairs finish in about half the time the
// four take in a row. Each one's output is printed whole when it ends, so the logs do not interleave.
// Usage: node scripts/ci-static.mjs
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
/** Longest first, so the slow type-aware lint never starts last. */
const CHECKS = [
  { name: 'eslint', cmd: bin('eslint'), args: ['src', 'tests'] },
  { name: 'tsc --noEmit', cmd: bin('tsc'), args: ['--noEmit'] },
  { name: 'prettier --check', cmd: bin('prettier'), args: ['--check', 'src/**/*.ts', 'tests/**/*.ts'] },
  { name: 'check-dist', cmd: process.execPath, args: [join(ROOT, 'scripts/check-dist.mjs')] },
];
const CAP = 1 << 20;

function run({ name, cmd, args }) {
  return new Promise((done) => {
    const t0 = Date.now();
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const keep = (d) => {
      if (out.length < CAP) out += d;
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (e) => done({ name, code: -1, out: `${e.message}\n`, s: 0 }));
    child.on('close', (code) => done({ name, code: code ?? -1, out, s: (Date.now() - t0) / 1000 }));
  });
}

const queue = [...CHECKS];
const failed = [];
async function worker() {
  for (let c = queue.shift(); c; c = queue.shift()) {
    const r = await run(c);
    process.stdout.write(`> ${r.name}: ${r.code === 0 ? 'ok' : `exit ${r.code}`} (${r.s.toFixed(1)} s)\n${r.out}`);
    if (r.code !== 0) failed.push(r.name);
  }
}
await Promise.all(Array.from({ length: Math.min(2, Math.max(1, availableParallelism())) }, worker));
if (failed.length > 0) {
  process.stderr.write(`failed: ${failed.join(', ')}\n`);
  process.exit(1);
}
