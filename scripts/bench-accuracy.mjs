// Precision and recall of `scan` on the judged corpus in tests/fixtures/accuracy: each tree is
// scanned as its README says (target torch and --from from judged.json), each finding is matched
// to its verdict, and a finding nobody judged fails the run, so a change that adds findings must
// judge them. Usage: npm run bench:accuracy [-- --json]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CORPUS = join(ROOT, 'tests/fixtures/accuracy');
const CLI = join(ROOT, 'dist/cli.cjs');
const MIN_PRECISION = 0.97;

/** The directory of one judged tree: owner__repo@commit. */
function treeDir(repo, commit) {
  return `${repo.replace('/', '__')}@${commit}`;
}

const key = (file, line, api) => `${file}:${line} ${api}`;

/** Scans one tree and returns its findings (file relative to the tree). */
function scanTree(dir, torch, from) {
  let out;
  try {
    out = execFileSync(process.execPath, [CLI, 'scan', '.', '--torch', torch, '--from', from, '--format', 'json'], { cwd: join(CORPUS, dir), encoding: 'utf8', maxBuffer: 64 << 20, timeout: 120_000 });
  } catch (e) {
    // Exit 1 means "findings at error level"; the report is still on stdout.
    if (e.status !== 1 || !e.stdout) throw e;
    out = e.stdout;
  }
  return JSON.parse(out).findings.map((f) => ({
    file: f.location.file,
    line: f.location.line,
    id: f.id,
    api: f.api,
  }));
}

function measure() {
  const corpus = JSON.parse(readFileSync(join(CORPUS, 'judged.json'), 'utf8'));
  const trees = new Map();
  for (const j of corpus.findings) {
    const dir = treeDir(j.repo, j.commit);
    if (!trees.has(dir)) trees.set(dir, { repo: j.repo, commit: j.commit, torch: j.torch, from: j.from, judged: [], misses: [] });
    trees.get(dir).judged.push(j);
  }
  for (const m of corpus.misses) trees.get(treeDir(m.repo, m.commit))?.misses.push(m);
  const rows = [];
  const unjudged = [];
  const lostTp = [];
  const fixedFp = [];
  const fps = [];
  for (const [dir, t] of trees) {
    const verdicts = new Map(t.judged.map((j) => [key(j.file, j.line, j.api), j]));
    const found = scanTree(dir, t.torch, t.from);
    const seen = new Set();
    let tp = 0;
    let fp = 0;
    for (const f of found) {
      const k = key(f.file, f.line, f.api);
      const j = verdicts.get(k);
      if (!j || j.id !== f.id) {
        unjudged.push({ tree: dir, ...f });
        continue;
      }
      seen.add(k);
      if (j.verdict === 'tp') tp++;
      else {
        fp++;
        fps.push({ tree: dir, file: f.file, line: f.line, api: f.api, why: j.why });
      }
    }
    for (const j of t.judged) {
      if (seen.has(key(j.file, j.line, j.api))) continue;
      (j.verdict === 'tp' ? lostTp : fixedFp).push({ tree: dir, file: j.file, line: j.line, api: j.api });
    }
    // A true positive the scan no longer reports is a miss now.
    const misses = t.misses.length + lostTp.filter((l) => l.tree === dir).length;
    rows.push({ tree: dir, torch: t.torch, from: t.from, findings: found.length, tp, fp, misses });
  }
  const sum = (k) => rows.reduce((n, r) => n + r[k], 0);
  const tp = sum('tp');
  const fp = sum('fp');
  const misses = sum('misses');
  return {
    rows,
    total: { findings: sum('findings'), tp, fp, misses, precision: tp / (tp + fp), recall: tp / (tp + misses) },
    unjudged,
    lostTp,
    fixedFp,
    fps,
  };
}

function pct(x) {
  return Number.isFinite(x) ? x.toFixed(3) : '–';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const m = measure();
  if (process.argv.includes('--json')) {
    process.stdout.write(JSON.stringify(m, null, 2) + '\n');
  } else {
    console.log('tree                                         --from  findings   tp  fp  misses  precision  recall');
    for (const r of m.rows) {
      const p = r.tp / (r.tp + r.fp);
      const rc = r.tp / (r.tp + r.misses);
      console.log(
        `${r.tree.padEnd(44)} ${r.from.padEnd(6)} ${String(r.findings).padStart(8)} ${String(r.tp).padStart(4)} ${String(r.fp).padStart(3)} ${String(r.misses).padStart(7)}  ${pct(p).padStart(9)}  ${pct(rc).padStart(6)}`,
      );
    }
    const t = m.total;
    console.log(`total: ${t.findings} findings, ${t.tp} TP, ${t.fp} FP, ${t.misses} misses; precision ${pct(t.precision)}, recall ${pct(t.recall)}`);
    for (const f of m.fps) console.log(`FP ${f.tree}/${f.file}:${f.line} ${f.api}: ${f.why}`);
    for (const f of m.fixedFp) console.log(`no longer reported (judged FP, good): ${f.tree}/${f.file}:${f.line} ${f.api}`);
    for (const f of m.lostTp) console.log(`no longer reported (judged TP, now a miss): ${f.tree}/${f.file}:${f.line} ${f.api}`);
    for (const f of m.unjudged) console.log(`NOT JUDGED: ${f.tree}/${f.file}:${f.line} ${f.id} ${f.api} — add a verdict to tests/fixtures/accuracy/judged.json`);
  }
  const bad = m.unjudged.length > 0 || !(m.total.precision >= MIN_PRECISION);
  if (bad && !process.argv.includes('--json')) console.error(m.unjudged.length > 0 ? `${m.unjudged.length} finding(s) not judged.` : `precision ${pct(m.total.precision)} is below ${MIN_PRECISION}.`);
  process.exitCode = bad ? 1 : 0;
}
