/** The matrix plan as the JSON report, the job-summary grid and terminal text. Pure: strings and objects out. */
import { severityRank, verdictOf, type Finding } from '../core/finding.js';
import type { CellVerdict, Combination, MatrixCombination, MatrixPlan } from '../matrix/types.js';
import { cell, plain } from './escape.js';
import { findingText } from './text.js';

export interface MatrixJson {
  schemaVersion: 1;
  verdict: 'pass' | 'warn' | 'fail';
  combinations: { job?: string; values: Combination; verdict: CellVerdict; findings: Finding[] }[];
  include: Combination[];
  findings: Finding[];
  jobs?: { id: string; include: Combination[] }[];
}

/** The JSON report: cells in the order GitHub would run them. */
export function matrixToJson(plan: MatrixPlan): MatrixJson {
  return {
    schemaVersion: 1,
    verdict: verdictOf(plan.findings),
    combinations: plan.combinations.map((c) => ({ ...(c.job !== undefined ? { job: c.job } : {}), values: c.values, verdict: c.verdict, findings: c.findings })),
    include: plan.include,
    findings: plan.findings,
    ...(plan.jobs && plan.jobs.length > 1 ? { jobs: plan.jobs } : {}),
  };
}

const MARK: Record<CellVerdict, string> = { pass: '✅', warn: '⚠️', fail: '❌', unknown: '❔' };
const ORDER: CellVerdict[] = ['pass', 'warn', 'fail', 'unknown'];
/** The job summary holds 1 MiB; a huge matrix lists this many excluded cells, then counts. */
const MAX_LISTED = 300;

const show = (c: Combination): string =>
  Object.entries(c)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');

/** Verdict counts in ORDER: one cell of the grid may hold several cells (other dimensions). */
type Counts = [number, number, number, number];

function mark(counts: Counts): string {
  const present = ORDER.map((v, i) => [v, counts[i]!] as const).filter(([, n]) => n > 0);
  if (present.length === 1) return MARK[present[0]![0]];
  return present.map(([v, n]) => `${MARK[v]} ${n}`).join(' · ');
}

function reason(c: MatrixCombination): string {
  const top = [...c.findings].sort((a, b) => severityRank(a.severity) - severityRank(b.severity))[0];
  return top ? `${top.id}: ${top.message}` : c.verdict;
}

function grid(title: string, cells: MatrixCombination[]): string[] {
  // Python → torch → counts; nested maps, so no key is built per cell.
  const at = new Map<string, Map<string, Counts>>();
  const cols = new Set<string>();
  for (const c of cells) {
    const py = c.checkedAs.python ?? '—';
    const torch = c.checkedAs.torch ?? 'newest';
    cols.add(torch);
    let row = at.get(py);
    if (!row) at.set(py, (row = new Map<string, Counts>()));
    let counts = row.get(torch);
    if (!counts) row.set(torch, (counts = [0, 0, 0, 0]));
    counts[ORDER.indexOf(c.verdict)]!++;
  }
  const colList = [...cols];
  const out = [`#### ${title}`, '', `| Python \\ torch | ${colList.map(cell).join(' | ')} |`, `| --- |${colList.map(() => ' :-: |').join('')}`];
  for (const [py, row] of at) {
    out.push(
      `| ${cell(py)} | ${colList
        .map((col) => {
          const n = row.get(col);
          return n ? mark(n) : ' ';
        })
        .join(' | ')} |`,
    );
  }
  out.push('');
  return out;
}

/** A grid per runner (Python rows × torch columns), then every excluded cell and why. */
export function matrixSummaryMarkdown(plan: MatrixPlan): string {
  const cs = plan.combinations;
  const totals: Counts = [0, 0, 0, 0];
  for (const c of cs) totals[ORDER.indexOf(c.verdict)]!++;
  const count = (v: CellVerdict) => totals[ORDER.indexOf(v)]!;
  const out: string[] = ['### torch-preflight: matrix', ''];
  out.push(
    `${cs.length} combination${cs.length === 1 ? '' : 's'}: ${MARK.pass} ${count('pass')} supported · ${MARK.warn} ${count('warn')} with warnings · ${MARK.fail} ${count('fail')} unsupported · ${MARK.unknown} ${count('unknown')} not checked. ${plan.include.length} kept in \`include\`.`,
    '',
  );
  // Job → runner → cells, in the order they first appear.
  const groups = new Map<string | undefined, Map<string, MatrixCombination[]>>();
  for (const c of cs) {
    let byRunner = groups.get(c.job);
    if (!byRunner) groups.set(c.job, (byRunner = new Map<string, MatrixCombination[]>()));
    const runner = c.checkedAs.runner || 'no runner';
    const list = byRunner.get(runner);
    if (list) list.push(c);
    else byRunner.set(runner, [c]);
  }
  for (const [job, byRunner] of groups) {
    for (const [runner, cells] of byRunner) out.push(...grid(cell(`${job !== undefined ? `job ${job} · ` : ''}${runner}`), cells));
  }

  const kept = new Set([...plan.include, ...(plan.jobs ?? []).flatMap((j) => j.include)]);
  const excluded = cs.filter((c) => !kept.has(c.values));
  if (excluded.length > 0) {
    out.push(`#### Excluded (${excluded.length})`, '', '| Cell | Why |', '| --- | --- |');
    for (const c of excluded.slice(0, MAX_LISTED)) {
      out.push(`| ${MARK[c.verdict]} ${cell((c.job !== undefined ? `${c.job}: ` : '') + show(c.values))} | ${cell(reason(c))} |`);
    }
    if (excluded.length > MAX_LISTED) out.push(`| … | ${excluded.length - MAX_LISTED} more in the JSON report |`);
    out.push('');
  }
  // Kept cells that warn: their reason belongs in the summary too (newcomer review, item 11).
  const warned = cs.filter((c) => kept.has(c.values) && c.verdict === 'warn');
  if (warned.length > 0) {
    out.push(`#### Kept with warnings (${warned.length})`, '', '| Cell | Why |', '| --- | --- |');
    for (const c of warned.slice(0, MAX_LISTED)) {
      out.push(`| ${MARK.warn} ${cell((c.job !== undefined ? `${c.job}: ` : '') + show(c.values))} | ${cell(reason(c))} |`);
    }
    if (warned.length > MAX_LISTED) out.push(`| … | ${warned.length - MAX_LISTED} more in the JSON report |`);
    out.push('');
  }
  if (plan.findings.length > 0) {
    out.push('#### Findings', '');
    for (const f of plan.findings.slice(0, MAX_LISTED)) {
      const where = f.location ? ` (${cell(f.location.file)}:${f.location.line})` : '';
      out.push(`- **${f.severity}** \`${f.id}\`${where}: ${cell(f.message)} ${cell(f.hint)}`);
    }
    out.push('');
  }
  return out.join('\n');
}

/** The plan for a terminal: one line per cell, the findings, then the include list to feed back. */
export function matrixText(plan: MatrixPlan, findings: readonly Finding[]): string {
  const mark = { pass: 'pass', warn: 'warn', fail: 'FAIL', unknown: '?   ' } as const;
  const lines = plan.combinations.map((c) => {
    const why = c.findings.filter((f) => f.severity !== 'notice').map((f) => f.id);
    return plain(`${mark[c.verdict].padEnd(4)}  ${c.job ? `${c.job}: ` : ''}${JSON.stringify(c.values)}${why.length ? `  (${[...new Set(why)].join(', ')})` : ''}`) + '\n';
  });
  const said = findings.length ? '\n' + findings.map((f) => findingText(f)).join('\n\n') + '\n' : '';
  // Lint mode (a workflow's jobs) hands back no plan: an include line would read as one.
  if (plan.jobs) return `${lines.join('')}${said}`;
  return `${lines.join('')}${said}\ninclude (${plan.include.length} of ${plan.combinations.length} combinations):\n${JSON.stringify({ include: plan.include })}\n`;
}
