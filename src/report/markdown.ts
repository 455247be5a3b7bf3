/** Markdown for --format markdown and the job summary; every piece of user text is escaped. */
import { severityRank, type Finding, type Verdict } from '../core/finding.js';
import type { Combination } from '../matrix/github/types.js';
import type { CellVerdict, MatrixCombination, MatrixPlan } from '../matrix/plan/types.js';
import type { Skipped } from '../scan/scanner.js';
import { summarizeByApi } from '../scan/summary.js';
import type { CommandOutput } from './command-output.js';
import { describeBestIndex, describeRequest, describeResolution, describeRunner, installerOf } from './describe.js';
import { cell, escapeHtml } from './escape.js';
import type { Report } from './report.js';

const ICON = { pass: '✅', warn: '⚠️', fail: '❌' } as const;
const SEV = { error: '❌ error', warning: '⚠️ warning', notice: 'ℹ️ notice' } as const;
/** GitHub keeps at most 1 MiB of summary per step. */
export const SUMMARY_LIMIT = 1024 * 1024 - 4096;

/**
 * A fact's source as links: each `; `-separated part that is a URL, an `owner/repo path@ref` or an
 * `owner/repo#N` opens on GitHub; its parenthesised note stays text beside it.
 */
export function sourceLinks(source: string): string {
  return source
    .split(/;\s+(?![^(]*\))/)
    .map((part) => {
      const url = /^(https?:\/\/\S+?)([.,]?)(\s.*)?$/.exec(part);
      if (url)
        return `<a href="${escapeHtml(url[1]!)}">${cell(url[1]!.replace(/^https?:\/\//, '').slice(0, 60))}</a>${cell((url[2] ?? '') + (url[3] ?? ''))}`;
      const file = /^([\w.-]+\/[\w.-]+) (\S+?)@([\w./-]+)(\s.*)?$/.exec(part);
      if (file) {
        const [, repo, path, ref, rest] = file as unknown as [string, string, string, string, string | undefined];
        const href = `https://github.com/${repo}/blob/${ref.split('/').map(encodeURIComponent).join('/')}/${path.split('/').map(encodeURIComponent).join('/')}`;
        return `<a href="${escapeHtml(href)}">${cell(`${repo} ${path}@${ref}`)}</a>${cell(rest ?? '')}`;
      }
      const pr = /^([\w.-]+\/[\w.-]+)#(\d+)(\s.*)?$/.exec(part);
      if (pr)
        return `<a href="${escapeHtml(`https://github.com/${pr[1]}/issues/${pr[2]}`)}">${cell(`${pr[1]}#${pr[2]}`)}</a>${cell(pr[3] ?? '')}`;
      return cell(part);
    })
    .join('; ');
}

function link(source: string): string {
  return sourceLinks(source);
}

/**
 * Where file references link to: the repository at the commit the job runs on
 * (`https://github.com/OWNER/REPO/blob/SHA`), so `requirements.txt:2` opens that line.
 */
export type BlobUrl = string | undefined;

/** The action's blob URL from the runner's variables; undefined outside a workflow run. */
export function blobUrlFromEnv(env: NodeJS.ProcessEnv): BlobUrl {
  const { GITHUB_SERVER_URL: server = 'https://github.com', GITHUB_REPOSITORY: repo, GITHUB_SHA: sha } = env;
  if (
    !repo ||
    !sha ||
    !/^[\w.-]+\/[\w.-]+$/.test(repo) ||
    !/^[0-9a-f]{40,64}$/.test(sha) ||
    !/^https:\/\/[\w.-]+(:\d+)?$/.test(server)
  )
    return undefined;
  return `${server}/${repo}/blob/${sha}`;
}

/** A file:line as code, linked to the line on GitHub when the blob URL is known. */
export function where(loc: NonNullable<Finding['location']>, blob: BlobUrl): string {
  const code = `<code>${cell(`${loc.file}:${loc.line}`)}</code>`;
  const rel = loc.file.split('\\').join('/');
  // Only a path inside the repository can be linked: relative, no `..`, no scheme.
  if (!blob || /^(\/|[A-Za-z]:|\.\.(\/|$))|\/\.\.(\/|$)|:/.test(rel)) return code;
  const href = `${blob}/${rel.split('/').map(encodeURIComponent).join('/')}#L${loc.line}`;
  return `<a href="${escapeHtml(href)}">${code}</a>`;
}

export function findingsTable(findings: Finding[], blob?: BlobUrl): string {
  if (findings.length === 0) return 'No problems found.\n';
  const rows = findings.map((f) => {
    const at = f.location ? ` ${where(f.location, blob)}` : '';
    return `| ${SEV[f.severity]} | <code>${f.id}</code>${at} | ${cell(f.message)} | ${cell(f.hint)} | ${link(f.source)} |`;
  });
  return ['| severity | finding | what and why | fix | source |', '|---|---|---|---|---|', ...rows].join('\n') + '\n';
}

/** The summary's first line: the one verdict of everything that ran. */
export function verdictHeadline(verdict: Verdict, title = 'torch-preflight'): string {
  return `## ${ICON[verdict]} ${cell(title)}: ${verdict}\n`;
}

export function toMarkdown(out: CommandOutput): string {
  switch (out.kind) {
    case 'check':
      return formatMarkdown(out.report);
    case 'scan':
      return scanMarkdown({ ...out, findings: out.report.findings }, out.torch, out.from);
    case 'matrix':
      return matrixMarkdown(out.plan);
  }
}

export function formatMarkdown(report: Report, title = 'torch-preflight', blob?: BlobUrl): string {
  return truncateSummary(verdictHeadline(report.verdict, title) + '\n' + checkSection(report, blob));
}

/** The check's table and findings, without a headline: the action puts the one verdict above it. */
export function checkSection(report: Report, blob?: BlobUrl): string {
  const res = report.resolution;
  const rows = [
    ['Runner', describeRunner(report)],
    ...(report.route ? [['Install route', String(report.route)]] : []),
    ['Request', describeRequest(report)],
    [`${installerOf(report)} would install`, describeResolution(report)],
    ...(res.newestMatching && res.newestMatching !== res.version
      ? [['Newest matching release', `torch ${res.newestMatching}`]]
      : []),
    ...(res.recommendedIndexUrl ? [['Best index here', describeBestIndex(res)]] : []),
  ];
  return [
    '| | |',
    '|---|---|',
    ...rows.map(([k, v]) => `| ${k} | ${cell(v ?? '')} |`),
    '',
    ...targetsSection(report),
    ...upgradeSection(report),
    '### Findings',
    '',
    findingsTable(report.findings, blob),
  ].join('\n');
}

/** Several install targets (extras, groups, environments): each one's verdict and request. */
function targetsSection(report: Report): string[] {
  const targets = report.targets;
  if (!targets?.length) return [];
  const rows = targets.map((t) => {
    const view = { ...report, request: t.request, resolution: t.resolution, verdict: t.verdict, findings: t.findings };
    const what = t.noTorch
      ? 'installs no torch (pinned only in other extras, groups or environments)'
      : `${describeRequest(view)} → ${describeResolution(view)}`;
    return `| ${cell(t.name)} | ${ICON[t.verdict]} ${t.verdict} | ${cell(what)} |`;
  });
  return ['### Install targets', '', '| target | verdict | request → what installs |', '|---|---|---|', ...rows, ''];
}

function upgradeSection(report: Report): string[] {
  const rows = report.upgrade;
  if (!rows?.length) return [];
  return [
    '### torch upgrade: before → after',
    '',
    '| | before | after |',
    '|---|---|---|',
    ...rows.map((r) => `| ${cell(r.aspect)} | ${cell(r.before)} | ${cell(r.after)} |`),
    '',
  ];
}

export function truncateSummary(md: string): string {
  if (Buffer.byteLength(md) <= SUMMARY_LIMIT) return md;
  const cut = Buffer.from(md)
    .subarray(0, SUMMARY_LIMIT)
    .toString('utf8')
    .replace(/[^\n]*$/, '');
  return `${cut}\n\n_The summary was cut at GitHub's 1 MiB limit; the full list is in the JSON report (output report-path)._\n`;
}

/** The job-summary section: findings grouped by API with counts, then skipped files. */
export function scanMarkdown(
  r: { findings: Finding[]; files: number; skipped: Skipped[] },
  torch: string,
  from?: string,
  blob?: BlobUrl,
): string {
  const rows = summarizeByApi(r.findings);
  const out = [
    `### Source scan: torch ${cell(torch)}${from ? ` (from ${cell(from)})` : ''}`,
    '',
    `${r.files} Python file${r.files === 1 ? '' : 's'} scanned, ${r.findings.length} finding${r.findings.length === 1 ? '' : 's'}.`,
    '',
  ];
  if (rows.length) {
    out.push(
      '| API | finding | severity | uses |',
      '|---|---|---|---|',
      ...rows.map((x) => `| <code>${cell(x.api)}</code> | <code>${x.id}</code> | ${x.severity} | ${x.count} |`),
      '',
    );
    out.push('<details><summary>Every finding</summary>', '', findingsTable(r.findings, blob), '</details>', '');
  }
  if (r.skipped.length)
    out.push(
      `Skipped: ${r.skipped
        .slice(0, 50)
        .map((s) => `<code>${cell(s.file)}</code> (${cell(s.reason)})`)
        .join(', ')}${r.skipped.length > 50 ? `, and ${r.skipped.length - 50} more` : ''}.`,
      '',
    );
  return truncateSummary(out.join('\n'));
}

// The matrix plan: a grid per runner, then the excluded cells and the kept ones that warn.

const CELL_MARK: Record<CellVerdict, string> = { pass: '✅', warn: '⚠️', fail: '❌', unknown: '❔' };
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
  if (present.length === 1) return CELL_MARK[present[0]![0]];
  return present.map(([v, n]) => `${CELL_MARK[v]} ${n}`).join(' · ');
}

function reason(c: MatrixCombination): string {
  // The most severe, the first among equals.
  const top = c.findings.reduce<Finding | undefined>(
    (a, b) => (a && severityRank(a.severity) <= severityRank(b.severity) ? a : b),
    undefined,
  );
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
  const out = [
    `#### ${title}`,
    '',
    `| Python \\ torch | ${colList.map(cell).join(' | ')} |`,
    `| --- |${colList.map(() => ' :-: |').join('')}`,
  ];
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
export function matrixMarkdown(plan: MatrixPlan): string {
  const cs = plan.combinations;
  const totals: Counts = [0, 0, 0, 0];
  for (const c of cs) totals[ORDER.indexOf(c.verdict)]!++;
  const count = (v: CellVerdict) => totals[ORDER.indexOf(v)]!;
  const out: string[] = ['### torch-preflight: matrix', ''];
  out.push(
    `${cs.length} combination${cs.length === 1 ? '' : 's'}: ${CELL_MARK.pass} ${count('pass')} supported · ${CELL_MARK.warn} ${count('warn')} with warnings · ${CELL_MARK.fail} ${count('fail')} unsupported · ${CELL_MARK.unknown} ${count('unknown')} not checked. ${plan.include.length} kept in \`include\`.`,
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
    for (const [runner, cells] of byRunner)
      out.push(...grid(cell(`${job !== undefined ? `job ${job} · ` : ''}${runner}`), cells));
  }

  const kept = new Set([...plan.include, ...(plan.jobs ?? []).flatMap((j) => j.include)]);
  const excluded = cs.filter((c) => !kept.has(c.values));
  if (excluded.length > 0) {
    out.push(`#### Excluded (${excluded.length})`, '', '| Cell | Why |', '| --- | --- |');
    for (const c of excluded.slice(0, MAX_LISTED)) {
      out.push(
        `| ${CELL_MARK[c.verdict]} ${cell((c.job !== undefined ? `${c.job}: ` : '') + show(c.values))} | ${cell(reason(c))} |`,
      );
    }
    if (excluded.length > MAX_LISTED) out.push(`| … | ${excluded.length - MAX_LISTED} more in the JSON report |`);
    out.push('');
  }
  // Kept cells that warn: their reason belongs in the summary too.
  const warned = cs.filter((c) => kept.has(c.values) && c.verdict === 'warn');
  if (warned.length > 0) {
    out.push(`#### Kept with warnings (${warned.length})`, '', '| Cell | Why |', '| --- | --- |');
    for (const c of warned.slice(0, MAX_LISTED)) {
      out.push(
        `| ${CELL_MARK.warn} ${cell((c.job !== undefined ? `${c.job}: ` : '') + show(c.values))} | ${cell(reason(c))} |`,
      );
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
