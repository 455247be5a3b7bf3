/**
 * The real-repository corpus: each project's own manifests, locks and
 * workflows at a pinned commit (tests/fixtures/repos/README.md), run through the bundled CLI and
 * the action as a user and GitHub run them, against verdicts derived by hand
 * (tests/fixtures/repos/expectations.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CASES, type Case } from '../fixtures/repos/expectations.js';
import { ROOT, runAction, runCli, type Node, type Run } from './run.js';

const REPOS = join(ROOT, 'tests/fixtures/repos');
const NODE: Node = { name: `node ${process.version}`, exe: process.execPath };

interface Seen {
  verdict: string;
  code: number;
  /** The best index: its variant (from the URL) and the torch it installs, as the report says. */
  best: { variant?: string; torch?: string };
  /** "severity id" for every finding, from wherever the report nests them. */
  findings: string[];
  text: string;
}

/** Every finding in a report, whether it lists them at the top or per install target. */
function findingsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const v of value) findingsIn(v, out);
  } else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.id === 'string' && typeof o.severity === 'string') out.push(`${o.severity} ${o.id}`);
    for (const v of Object.values(o)) findingsIn(v, out);
  }
  return out;
}

/** The `check` flags as the action's inputs (same values; the flag names map one to one). */
const INPUT: Record<string, string> = {
  '--os': 'os',
  '--arch': 'arch',
  '--os-version': 'os-version',
  '--glibc': 'glibc',
  '--python': 'python-version',
  '--driver': 'driver',
  '--gpu': 'gpu',
  '--amd-gpu': 'amd-gpu',
  '--intel-gpu': 'intel-gpu',
  '--requirements': 'requirements',
  '--extra': 'extras',
  '--route': 'route',
};

function inputsOf(args: string[]): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = INPUT[args[i] ?? ''];
    if (!name) throw new Error(`no action input for ${args[i]}`);
    inputs[name] = inputs[name] ? `${inputs[name]}\n${args[i + 1]}` : (args[i + 1] ?? '');
  }
  return inputs;
}

interface Report {
  verdict?: string;
  resolution?: { recommendedIndexUrl?: string; recommendedTorch?: string };
}

/** The variant an index URL names, and the torch the report says it installs. */
function bestOf(url: string | undefined, report: Report): Seen['best'] {
  const variant = url?.match(/\/whl\/([^/]+)$/)?.[1];
  const torch = report.resolution?.recommendedTorch;
  return { ...(variant ? { variant } : {}), ...(torch ? { torch } : {}) };
}

async function cli(c: Case): Promise<Seen> {
  const r: Run = await runCli(NODE, ['check', ...c.args, '--format', 'json'], {}, join(REPOS, c.repo));
  let report: Report = {};
  try {
    report = JSON.parse(r.stdout) as Report;
  } catch {
    // Reported by the assertions below with the output.
  }
  return {
    verdict: report.verdict ?? `(no JSON report) ${r.stderr.trim()}`,
    code: r.code,
    best: bestOf(report.resolution?.recommendedIndexUrl, report),
    findings: findingsIn(report),
    text: r.stdout + r.stderr,
  };
}

async function action(c: Case): Promise<Seen & { summary: string }> {
  const workspace = join(REPOS, c.repo);
  const r = await runAction(NODE, inputsOf(c.args), { GITHUB_WORKSPACE: workspace });
  let findings: string[] = [];
  try {
    findings = findingsIn(JSON.parse(r.outputs.findings ?? '[]'));
  } catch {
    // Reported by the assertions below with the output.
  }
  const reportPath = r.outputs['report-path'];
  const report = reportPath ? (JSON.parse(readFileSync(reportPath, 'utf8')) as Report) : {};
  if (reportPath) findings = [...new Set([...findings, ...findingsIn(report)])];
  return {
    verdict: r.outputs.verdict ?? `(no verdict output) ${r.stdout.trim()}`,
    code: r.code,
    // The index-url output, which a workflow feeds to pip install.
    best: bestOf(r.outputs['index-url'], report),
    findings,
    text: r.stdout + r.stderr,
    summary: r.summary,
  };
}

/** Runs `fn` over `items`, `width` at a time (the machine has two cores for many helpers). */
async function pool<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return out;
}

const key = (c: Case): string => `${c.repo} on ${c.runner}`;
// REAL_REPOS_ALL=1 runs the knownBug cases too, to see which a change has fixed.
const all = process.env.REAL_REPOS_ALL === '1';
const live = CASES.filter((c) => all || !c.knownBug);
const known = CASES.filter((c) => !all && c.knownBug);
const seen = new Map<string, { cli: Seen; action: Seen & { summary: string } }>();

/** The ids of the findings of one severity, each once, sorted. */
const idsAt = (s: Seen, severity: string): string[] =>
  [...new Set(s.findings.filter((f) => f.startsWith(`${severity} `)).map((f) => f.slice(severity.length + 1)))].sort();

function expectCase(c: Case, s: Seen, where: string): void {
  const context = `${where}: ${key(c)}\n${c.why}\n--- output ---\n${s.text.slice(0, 4000)}`;
  expect(s.verdict, context).toBe(c.verdict);
  expect(s.code, context).toBe(c.verdict === 'fail' ? 1 : 0);
  // The findings of the verdict's severity are exactly the decisive ones: a fail for another
  // reason is not a right fail. Below it, the expected ids must be there (others may join).
  expect(idsAt(s, 'error'), context).toEqual([...(c.errors ?? [])].sort());
  if (c.verdict === 'fail') for (const id of c.warnings ?? []) expect(idsAt(s, 'warning'), context).toContain(id);
  else expect(idsAt(s, 'warning'), context).toEqual([...(c.warnings ?? [])].sort());
  if (c.best) expect(s.best, context).toEqual(c.best);
}

describe('the real-repository corpus', () => {
  beforeAll(async () => {
    const results = await pool(live, 2, async (c) => ({ c, cli: await cli(c), action: await action(c) }));
    for (const r of results) seen.set(key(r.c), { cli: r.cli, action: r.action });
  }, 600_000);

  it('covers at least 30 repositories, each on at least two runners', () => {
    const runners = new Map<string, number>();
    for (const c of CASES) runners.set(c.repo, (runners.get(c.repo) ?? 0) + 1);
    expect(runners.size).toBeGreaterThanOrEqual(30);
    for (const [repo, n] of runners) expect(n, repo).toBeGreaterThanOrEqual(2);
    const readme = readFileSync(join(REPOS, 'README.md'), 'utf8');
    for (const repo of runners.keys()) expect(readme, repo).toContain(`\`${repo}/\``);
  });

  for (const c of live) {
    it(`${key(c)}: check says ${c.verdict}`, () => expectCase(c, (seen.get(key(c)) as { cli: Seen }).cli, 'check'));
    it(`${key(c)}: the action says ${c.verdict}`, () => {
      const a = (seen.get(key(c)) as { action: Seen & { summary: string } }).action;
      expectCase(c, a, 'action');
      expect(a.summary.split('\n')[0], a.summary.slice(0, 400)).toContain(c.verdict);
    });
  }
});

// A case marked knownBug waits for a fix: skipped with its reason (none are marked now).
if (known.length)
  describe('the corpus cases that wait for a fix', () => {
    for (const c of known) {
      it.skip(`${key(c)}: expects ${c.verdict} once fixed — ${c.knownBug}`, () => undefined);
    }
  });
