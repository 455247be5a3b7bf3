/** The plan as the JSON report and as a job-summary grid. Pure: strings and objects out. */
import { severityRank } from '../core/finding.js';
import type { CellVerdict, Combination, MatrixCombination, MatrixFinding, MatrixPlan } from './types.js';
import { escapeHtml } from '../report/escape.js';

export interface MatrixJson {
  schemaVersion: 1;
  verdict: 'pass' | 'warn' | 'fail';
  combinations: { job?: string; values: Combination; verdict: CellVerdict; findings: MatrixFinding[] }[];
  include: Combination[];
  findings: MatrixFinding[];
  jobs?: { id: string; include: Combination[] }[];
}

function worst(findings: readonly MatrixFinding[]): 'pass' | 'warn' | 'fail' {
  const top = Math.min(...findings.map((f) => severityRank(f.severity)), 9);
  return top === 0 ? 'fail' : top === 1 ? 'warn' : 'pass';
}

/** The JSON report: cells in the order GitHub would run them. */
export function matrixToJson(plan: MatrixPlan): MatrixJson {
  return {
    schemaVersion: 1,
    verdict: worst(plan.findings),
    combinations: plan.combinations.map((c) => ({ ...(c.job !== undefined ? { job: c.job } : {}), values: c.values, verdict: c.verdict, findings: c.findings })),
    include: plan.include,
    findings: plan.findings,
    ...(plan.jobs && plan.jobs.length > 1 ? { jobs: plan.jobs } : {}),
  };
}

/** User text in markdown tables: HTML-escaped, pipes and newlines neutralised. */
export function escapeCell(text: string): string {
  return escapeHtml(text)
    .replace(/\|/g, '&#124;')
    .replace(/`/g, '&#96;')
    .replace(/\r?\n/g, ' ');
}

const MARK: Record<CellVerdict, string> = { pass: '✅', warn: '⚠️', fail: '❌', unknown: '❔' };
const ORDER: CellVerdict[] = ['pass', 'warn', 'fail', 'unknown'];
/** The job summary holds 1 MiB; a huge matrix lists this many excluded cells, then counts. */
const MAX_LISTED = 300;

const show = (c: Combination): string =>
  Object.entries(c)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');

function mark(verdicts: CellVerdict[]): string {
  const counts = ORDER.map((v) => [v, verdicts.filter((x) => x === v).length] as const).filter(([, n]) => n > 0);
  if (counts.length === 1) return MARK[counts[0]![0]];
  return counts.map(([v, n]) => `${MARK[v]} ${n}`).join(' · ');
}

function reason(c: MatrixCombination): string {
  const top = [...c.findings].sort((a, b) => severityRank(a.severity) - severityRank(b.severity))[0];
  return top ? `${top.id}: ${top.message}` : c.verdict;
}

function grid(title: string, cells: MatrixCombination[]): string[] {
  const rows = [...new Set(cells.map((c) => c.checkedAs.python ?? '—'))];
  const cols = [...new Set(cells.map((c) => c.checkedAs.torch ?? 'newest'))];
  const at = new Map<string, CellVerdict[]>();
  for (const c of cells) {
    const k = `${c.checkedAs.python ?? '—'}\u0001${c.checkedAs.torch ?? 'newest'}`;
    at.set(k, [...(at.get(k) ?? []), c.verdict]);
  }
  const out = [`#### ${title}`, '', `| Python \\ torch | ${cols.map(escapeCell).join(' | ')} |`, `| --- |${cols.map(() => ' :-: |').join('')}`];
  for (const r of rows) {
    out.push(`| ${escapeCell(r)} | ${cols.map((col) => { const v = at.get(`${r}\u0001${col}`); return v ? mark(v) : ' '; }).join(' | ')} |`);
  }
  out.push('');
  return out;
}

/** A grid per runner (Python rows × torch columns), then every excluded cell and why. */
export function matrixSummaryMarkdown(plan: MatrixPlan): string {
  const cs = plan.combinations;
  const count = (v: CellVerdict) => cs.filter((c) => c.verdict === v).length;
  const out: string[] = ['### torch-preflight: matrix', ''];
  out.push(
    `${cs.length} combination${cs.length === 1 ? '' : 's'}: ${MARK.pass} ${count('pass')} supported · ${MARK.warn} ${count('warn')} with warnings · ${MARK.fail} ${count('fail')} unsupported · ${MARK.unknown} ${count('unknown')} not checked. ${plan.include.length} kept in \`include\`.`,
    '',
  );
  const groups = new Map<string, MatrixCombination[]>();
  for (const c of cs) {
    const k = `${c.job !== undefined ? `job ${c.job} · ` : ''}${c.checkedAs.runner || 'no runner'}`;
    groups.set(k, [...(groups.get(k) ?? []), c]);
  }
  for (const [title, cells] of groups) out.push(...grid(escapeCell(title), cells));

  const kept = new Set([...plan.include, ...(plan.jobs ?? []).flatMap((j) => j.include)]);
  const excluded = cs.filter((c) => !kept.has(c.values));
  if (excluded.length > 0) {
    out.push(`#### Excluded (${excluded.length})`, '', '| Cell | Why |', '| --- | --- |');
    for (const c of excluded.slice(0, MAX_LISTED)) {
      out.push(`| ${MARK[c.verdict]} ${escapeCell((c.job !== undefined ? `${c.job}: ` : '') + show(c.values))} | ${escapeCell(reason(c))} |`);
    }
    if (excluded.length > MAX_LISTED) out.push(`| … | ${excluded.length - MAX_LISTED} more in the JSON report |`);
    out.push('');
  }
  if (plan.findings.length > 0) {
    out.push('#### Findings', '');
    for (const f of plan.findings.slice(0, MAX_LISTED)) {
      const where = f.location ? ` (${escapeCell(f.location.file)}:${f.location.line})` : '';
      out.push(`- **${f.severity}** \`${f.id}\`${where}: ${escapeCell(f.message)} ${escapeCell(f.hint)}`);
    }
    out.push('');
  }
  return out.join('\n');
}
