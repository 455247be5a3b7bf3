// The judged accuracy corpus (issue 26, "Done when"): real files from 15 projects, each finding
// judged by reading the code. The scan's precision on it stays at or above 0.97, every finding it
// reports has a verdict, no true positive is lost, and every rewrite `--diff` offers there leaves
// the file tokenizing and binding the same names.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/scan/uses.js';
import { DIST_CLI, ROOT } from './run.js';

const CORPUS = join(ROOT, 'tests/fixtures/accuracy');

interface Judged {
  repo: string;
  commit: string;
  torch: string;
  from: string;
  file: string;
  line: number;
  id: string;
  api: string;
  verdict: 'tp' | 'fp';
  why: string;
}
interface Fix {
  repo: string;
  commit: string;
  file: string;
  line: number;
  api: string;
  verdict: 'correct' | 'unneeded' | 'wrong';
  why: string;
}
interface Measure {
  rows: { tree: string; findings: number; tp: number; fp: number; misses: number }[];
  total: { findings: number; tp: number; fp: number; misses: number; precision: number; recall: number };
  unjudged: unknown[];
  lostTp: unknown[];
}

const corpus = JSON.parse(readFileSync(join(CORPUS, 'judged.json'), 'utf8')) as {
  findings: Judged[];
  misses: unknown[];
  fixes: Fix[];
};

const treeOf = (f: { repo: string; commit: string }) => `${f.repo.replace('/', '__')}@${f.commit}`;

interface Patch {
  file: string;
  /** Per hunk: the old start line, the old lines it spans, the new lines. */
  hunks: { start: number; old: string[]; new: string[] }[];
  /** Old line numbers of the lines the patch removes (the rewritten ones). */
  removed: number[];
}

/** The files and hunks of a unified diff as `scan --diff` prints it (`a/…`, `b/…`, one file a block). */
function parseDiff(diff: string): Patch[] {
  const patches: Patch[] = [];
  let patch: Patch | undefined;
  let hunk: Patch['hunks'][number] | undefined;
  let oldLine = 0;
  for (const line of diff.split('\n')) {
    const file = /^\+\+\+ b\/(.+)$/.exec(line);
    const at = /^@@ -(\d+)(?:,\d+)? \+\d+(?:,\d+)? @@/.exec(line);
    if (line.startsWith('--- a/')) continue;
    if (file) patches.push((patch = { file: file[1]!, hunks: [], removed: [] }));
    else if (at && patch) {
      patch.hunks.push((hunk = { start: Number(at[1]), old: [], new: [] }));
      oldLine = hunk.start;
    } else if (hunk && patch) {
      const body = line.slice(1);
      if (line.startsWith(' ')) {
        hunk.old.push(body);
        hunk.new.push(body);
        oldLine++;
      } else if (line.startsWith('-')) {
        hunk.old.push(body);
        patch.removed.push(oldLine++);
      } else if (line.startsWith('+')) hunk.new.push(body);
    }
  }
  return patches;
}

/** The text after a patch, checking that each hunk's old lines are the file's. */
function applyPatch(text: string, patch: Patch): string {
  const lines = text.split('\n');
  for (const h of [...patch.hunks].reverse()) {
    expect(lines.slice(h.start - 1, h.start - 1 + h.old.length), patch.file).toEqual(h.old);
    lines.splice(h.start - 1, h.old.length, ...h.new);
  }
  return lines.join('\n');
}

function bound(text: string): string[] | undefined {
  const a = analyze(text, undefined, { bindings: true });
  return a.error ? undefined : (a.bound ?? []);
}

describe('scan accuracy on the judged corpus', () => {
  it('has at least 150 judged findings from at least 15 projects, 2021 snapshots among them', () => {
    expect(corpus.findings.length).toBeGreaterThanOrEqual(150);
    expect(new Set(corpus.findings.map((f) => f.repo)).size).toBeGreaterThanOrEqual(15);
    expect(corpus.findings.some((f) => f.from === '1.10')).toBe(true);
    for (const f of corpus.findings) expect(['tp', 'fp']).toContain(f.verdict);
  });

  it('precision ≥ 0.97, every finding judged, no true positive lost (npm run bench:accuracy)', () => {
    const out = execFileSync(process.execPath, [join(ROOT, 'scripts/bench-accuracy.mjs'), '--json'], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    const m = JSON.parse(out) as Measure;
    expect(m.unjudged).toEqual([]);
    expect(m.lostTp).toEqual([]);
    expect(m.total.precision).toBeGreaterThanOrEqual(0.97);
    // Recall as measured on the corpus (first judged at 336 TP against 13 known misses; since the
    // second round 339 against 7; with the trees of the unseen-code shapes 731 against 10): it may not fall.
    expect(m.total.recall).toBeGreaterThanOrEqual(731 / (731 + 10));
    expect(m.rows.length).toBe(new Set(corpus.findings.map((f) => `${f.repo}@${f.commit}`)).size);
  });

  it('every --diff hunk on the corpus is judged, not wrong, and leaves the file tokenizing with the same names bound', () => {
    const trees = new Map(corpus.findings.map((f) => [treeOf(f), f]));
    const judged = new Map(corpus.fixes.map((f) => [`${treeOf(f)}/${f.file}:${f.line}`, f]));
    const seen = new Set<string>();
    for (const [dir, t] of trees) {
      const args = [DIST_CLI, 'scan', '.', '--torch', t.torch, '--from', t.from, '--diff'];
      const run = spawnSync(process.execPath, args, { cwd: join(CORPUS, dir), encoding: 'utf8' });
      // Exit 1 means findings are left at error level; the diff is on stdout all the same.
      expect(run.status, run.stderr).toBeLessThanOrEqual(1);
      for (const patch of parseDiff(run.stdout)) {
        const before = readFileSync(join(CORPUS, dir, patch.file), 'utf8');
        const after = applyPatch(before, patch);
        expect(bound(before), `${dir}/${patch.file}`).toBeDefined();
        expect(bound(after), `${dir}/${patch.file}`).toEqual(bound(before));
        // A rewrite leaves no whitespace at the end of a line that had none (pytorch/serve llm_handler.py:447 once did).
        for (const h of patch.hunks)
          for (const l of h.new)
            if (/[ \t]$/.test(l)) expect(h.old, `${dir}/${patch.file}: ${JSON.stringify(l)}`).toContain(l);
        for (const line of patch.removed) {
          const key = `${dir}/${patch.file}:${line}`;
          const fix = judged.get(key);
          expect(fix, `${key}: a rewrite nobody judged`).toBeDefined();
          expect(fix!.verdict, `${key}: ${fix!.why}`).not.toBe('wrong');
          seen.add(key);
        }
      }
    }
    // A judged rewrite the scan no longer offers is fine only when it was not a correct one.
    for (const [key, fix] of judged) if (fix.verdict === 'correct') expect(seen, key).toContain(key);
  });
});
