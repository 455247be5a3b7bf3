// The judged accuracy corpora. The tuning part: real files from 15 projects, each finding judged by
// reading the code; the scan's precision on it stays at or above 0.97, every finding it reports has
// a verdict, no true positive is lost, and every rewrite `--diff` offers there leaves the file
// tokenizing and binding the same names; a listed miss it starts finding is judged as a finding.
// The held-out parts (the first and the fresh one, read for tuning on 2026-11-28; the third and the
// fourth, the fifth and the sixth, read on 2026-11-29; the seventh and eighth, which nobody tuning has read):
// their judgments are well formed and the bench reports their numbers; their goals are not asserted here.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/scan/uses.js';
import { DIST_CLI, ROOT } from './run.js';

const CORPUS = join(ROOT, 'tests/fixtures/accuracy');
const HELD = join(ROOT, 'tests/fixtures/accuracy-held');
const FRESH = join(ROOT, 'tests/fixtures/accuracy-fresh');
const THIRD = join(ROOT, 'tests/fixtures/accuracy-third');
const FOURTH = join(ROOT, 'tests/fixtures/accuracy-fourth');
const FIFTH = join(ROOT, 'tests/fixtures/accuracy-fifth');
const SIXTH = join(ROOT, 'tests/fixtures/accuracy-sixth');
const SEVENTH = join(ROOT, 'tests/fixtures/accuracy-seventh');
const EIGHTH = join(ROOT, 'tests/fixtures/accuracy-eighth');

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
interface HeldTotal {
  trees: number;
  findings: number;
  expected: number;
  notUses: number;
  tp: number;
  fp: number;
  fn: number;
  unjudged: number;
  wrongId: number;
  notAUse: number;
  precision: number;
  recall: number;
  goals: { precision: number; recall: number };
}
interface Measure {
  rows: { tree: string; findings: number; tp: number; fp: number; misses: number }[];
  total: { findings: number; tp: number; fp: number; misses: number; precision: number; recall: number };
  unjudged: unknown[];
  foundMisses: unknown[];
  lostTp: unknown[];
  held: {
    rows: { tree: string; torch: string; from: string }[];
    total: HeldTotal;
    fps?: unknown[];
    misses?: unknown[];
  };
  /** The later held-out parts, when they have trees: the same shape as `held`. */
  fresh?: Measure['held'];
  third?: Measure['held'];
  fourth?: Measure['held'];
  fifth?: Measure['held'];
  sixth?: Measure['held'];
  seventh?: Measure['held'];
  eighth?: Measure['held'];
}
interface HeldTree {
  dir: string;
  repo: string;
  commit: string;
  date: string;
  licence: string;
  torch: string;
  from: string;
  files: string[];
  expected: { file: string; line: number; id: string; api: string; why: string }[];
  notUses: { file: string; line: number; name: string; why: string }[];
}

const corpus = JSON.parse(readFileSync(join(CORPUS, 'judged.json'), 'utf8')) as {
  findings: Judged[];
  misses: unknown[];
  fixes: Fix[];
};

const held = JSON.parse(readFileSync(join(HELD, 'judged.json'), 'utf8')) as { trees: HeldTree[] };
/** The later parts keep one judged tree per file under judged/, in name order (as the bench reads them). */
function perTree(dir: string): { trees: HeldTree[] } {
  return {
    trees: readdirSync(join(dir, 'judged'))
      .filter((n) => n.endsWith('.json'))
      .sort()
      .map((n) => JSON.parse(readFileSync(join(dir, 'judged', n), 'utf8')) as HeldTree),
  };
}
const fresh = perTree(FRESH);

const treeOf = (f: { repo: string; commit: string }) => `${f.repo.replace('/', '__')}@${f.commit}`;

let measured: Measure | undefined;
/** `npm run bench:accuracy -- --json`, run once for every test that reads it (it scans both corpora). */
function bench(): Measure {
  measured ??= JSON.parse(
    execFileSync(process.execPath, [join(ROOT, 'scripts/bench-accuracy.mjs'), '--json'], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    }),
  ) as Measure;
  return measured;
}

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
    const m = bench();
    expect(m.unjudged).toEqual([]);
    // A miss the scan now finds is judged as a finding instead: the list of misses stays true.
    expect(m.foundMisses).toEqual([]);
    expect(m.lostTp).toEqual([]);
    expect(m.total.precision).toBeGreaterThanOrEqual(0.97);
    // Recall as measured on the corpus (first judged at 336 TP against 13 known misses; since the
    // second round 339 against 7; with the trees of the unseen-code shapes 731 against 10; with the
    // fourth round's eight trees 1108 against 22, 12 of them one helper-decided binding): it may not fall.
    expect(m.total.recall).toBeGreaterThanOrEqual(1108 / (1108 + 22));
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

/**
 * The checks every held-out part passes: well formed, judged only where it keeps files, measured
 * by the bench. `least` says how large it must be.
 */
function heldOut(
  title: string,
  dir: string,
  held: { trees: HeldTree[] },
  part: (m: Measure) => Measure['held'] | undefined,
  least: {
    repos: number;
    before2024: number;
    since2024: number;
    since: string;
    links?: boolean;
    judgments?: number;
  },
): void {
  describe(title, () => {
    const FINDING_IDS = ['api-removed', 'api-deprecated', 'api-unavailable', 'behavior-changed'];
    const HELD = dir;

    it(`has at least ${least.repos} projects at pinned commits with permissive licences, 2021–2023 snapshots and current ones`, () => {
      expect(new Set(held.trees.map((t) => t.repo)).size).toBeGreaterThanOrEqual(least.repos);
      expect(held.trees.filter((t) => t.date < '2024').length).toBeGreaterThanOrEqual(least.before2024);
      expect(held.trees.filter((t) => t.date >= least.since).length).toBeGreaterThanOrEqual(least.since2024);
      const readme = readFileSync(join(HELD, 'README.md'), 'utf8');
      for (const t of held.trees) {
        expect(t.dir).toBe(`${t.repo.replace('/', '__')}@${t.commit.slice(0, 7)}`);
        expect(t.commit).toMatch(/^[0-9a-f]{40}$/);
        expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(['MIT', 'Apache-2.0', 'BSD-3-Clause', 'BSD-2-Clause']).toContain(t.licence);
        expect(t.torch).toMatch(/^\d+\.\d+/);
        expect(t.from).toMatch(/^\d+\.\d+/);
        expect(readme, t.dir).toContain(t.commit);
      }
    });

    it('judges only files it keeps, at lines that exist, each place once', () => {
      const problems: string[] = [];
      for (const t of held.trees) {
        const dir = join(HELD, t.dir);
        if (!existsSync(dir)) problems.push(`${t.dir}: no such directory`);
        const lines = new Map<string, number>();
        for (const f of t.files) {
          const path = join(dir, f);
          if (!existsSync(path)) problems.push(`${t.dir}/${f}: listed but missing`);
          else lines.set(f, readFileSync(path, 'utf8').split('\n').length);
        }
        const judged = new Set<string>();
        const names = new Set<string>();
        const judge = (file: string, line: number, name: string, what: string) => {
          const n = lines.get(file);
          if (n === undefined) problems.push(`${t.dir}/${file}:${line}: ${what} in a file the tree does not keep`);
          else if (!Number.isInteger(line) || line < 1 || line > n)
            problems.push(`${t.dir}/${file}:${line}: ${what} outside the file (${n} lines)`);
          const key = `${file}:${line} ${name}`;
          if (judged.has(key)) problems.push(`${t.dir}/${key}: judged twice`);
          judged.add(key);
          names.add(`${file}:${line} ${name.split('#')[0]}`);
        };
        for (const e of t.expected) {
          if (!FINDING_IDS.includes(e.id)) problems.push(`${t.dir}/${e.file}:${e.line}: unknown id ${e.id}`);
          if (!e.why) problems.push(`${t.dir}/${e.file}:${e.line}: no reason`);
          judge(e.file, e.line, e.api, 'an expected use');
        }
        for (const n of t.notUses) {
          if (!n.why) problems.push(`${t.dir}/${n.file}:${n.line}: no reason`);
          // A name judged a use and not a use at the same place would make the verdict ambiguous.
          if (t.expected.some((e) => e.file === n.file && e.line === n.line && e.api.split('#')[0] === n.name))
            problems.push(`${t.dir}/${n.file}:${n.line} ${n.name}: judged both a use and not a use`);
          judge(n.file, n.line, n.name, 'a judgment');
        }
        // The fresh part also keeps the modules an import chain runs through (a version helper's
        // module, a package a removed import makes unimportable): those may hold no judgment, but
        // then they import something, or they would be no link; or they are a package's
        // `__init__.py`, which runs whenever a module under it is imported.
        for (const f of t.files)
          if (![...judged].some((k) => k.startsWith(`${f}:`)))
            if (
              !least.links ||
              !(/(?:^|\/)__init__\.py$/.test(f) || /^\s*(?:from|import)\s/m.test(readFileSync(join(dir, f), 'utf8')))
            )
              problems.push(`${t.dir}/${f}: kept without a judgment`);
      }
      expect(problems).toEqual([]);
      expect(held.trees.reduce((n, t) => n + t.expected.length + t.notUses.length, 0)).toBeGreaterThanOrEqual(
        least.judgments ?? 300,
      );
    });

    it('is measured by npm run bench:accuracy: counts that add up, beside the goals', () => {
      const h = part(bench());
      if (!h) throw new Error(`${title}: not in the bench's report`);
      expect(h.rows.map((r) => r.tree)).toEqual(held.trees.map((t) => t.dir));
      const t = h.total;
      expect(t.trees).toBe(held.trees.length);
      expect(t.expected).toBe(held.trees.reduce((n, x) => n + x.expected.length, 0));
      expect(t.tp + t.fp).toBe(t.findings);
      expect(t.tp + t.fn).toBe(t.expected);
      expect(t.unjudged + t.wrongId + t.notAUse).toBe(t.fp);
      expect(t.precision).toBeCloseTo(t.tp / (t.tp + t.fp), 10);
      expect(t.recall).toBeCloseTo(t.tp / (t.tp + t.fn), 10);
      expect(t.goals).toEqual({ precision: 0.97, recall: 0.95 });
      // Details stay out of the default report (they are for analysis after tuning: --show-held).
      expect(h.fps).toBeUndefined();
      expect(h.misses).toBeUndefined();
    });
  });
}

heldOut('the held-out accuracy corpus', HELD, held, (m) => m.held, {
  repos: 10,
  before2024: 5,
  since2024: 3,
  since: '2025',
});
heldOut('the fresh held-out accuracy corpus', FRESH, fresh, (m) => m.fresh, {
  repos: 6,
  before2024: 5,
  since2024: 1,
  since: '2024',
  links: true,
});
heldOut('the third held-out accuracy corpus', THIRD, perTree(THIRD), (m) => m.third, {
  repos: 6,
  before2024: 6,
  since2024: 0,
  since: '2024',
  links: true,
  judgments: 150,
});
heldOut('the fourth held-out accuracy corpus', FOURTH, perTree(FOURTH), (m) => m.fourth, {
  repos: 9,
  before2024: 9,
  since2024: 0,
  since: '2024',
  links: true,
  judgments: 250,
});
heldOut('the fifth held-out accuracy corpus', FIFTH, perTree(FIFTH), (m) => m.fifth, {
  repos: 7,
  before2024: 7,
  since2024: 0,
  since: '2024',
  links: true,
  judgments: 150,
});
heldOut('the sixth held-out accuracy corpus', SIXTH, perTree(SIXTH), (m) => m.sixth, {
  repos: 9,
  before2024: 9,
  since2024: 0,
  since: '2024',
  links: true,
  judgments: 400,
});
heldOut('the seventh held-out accuracy corpus', SEVENTH, perTree(SEVENTH), (m) => m.seventh, {
  repos: 9,
  before2024: 9,
  since2024: 0,
  since: '2024',
  links: true,
  judgments: 150,
});
heldOut('the eighth held-out accuracy corpus', EIGHTH, perTree(EIGHTH), (m) => m.eighth, {
  repos: 9,
  before2024: 9,
  since2024: 0,
  since: '2024',
  links: true,
  judgments: 250,
});
