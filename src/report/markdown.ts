/** Markdown for --format markdown and the job summary; every piece of user text is escaped. */
import type { Finding, Verdict } from '../core/finding.js';
import { describeRequest, describeResolution, describeRunner } from './describe.js';
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
      if (url) return `<a href="${escapeHtml(url[1]!)}">${cell(url[1]!.replace(/^https?:\/\//, '').slice(0, 60))}</a>${cell((url[2] ?? '') + (url[3] ?? ''))}`;
      const file = /^([\w.-]+\/[\w.-]+) (\S+?)@([\w./-]+)(\s.*)?$/.exec(part);
      if (file) {
        const [, repo, path, ref, rest] = file as unknown as [string, string, string, string, string | undefined];
        const href = `https://github.com/${repo}/blob/${ref.split('/').map(encodeURIComponent).join('/')}/${path.split('/').map(encodeURIComponent).join('/')}`;
        return `<a href="${escapeHtml(href)}">${cell(`${repo} ${path}@${ref}`)}</a>${cell(rest ?? '')}`;
      }
      const pr = /^([\w.-]+\/[\w.-]+)#(\d+)(\s.*)?$/.exec(part);
      if (pr) return `<a href="${escapeHtml(`https://github.com/${pr[1]}/issues/${pr[2]}`)}">${cell(`${pr[1]}#${pr[2]}`)}</a>${cell(pr[3] ?? '')}`;
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
  if (!repo || !sha || !/^[\w.-]+\/[\w.-]+$/.test(repo) || !/^[0-9a-f]{40,64}$/.test(sha) || !/^https:\/\/[\w.-]+(:\d+)?$/.test(server)) return undefined;
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

export function formatMarkdown(report: Report, title = 'torch-preflight', blob?: BlobUrl): string {
  return truncateSummary(verdictHeadline(report.verdict, title) + '\n' + checkSection(report, blob));
}

/** The check's table and findings, without a headline: the action puts the one verdict above it. */
export function checkSection(report: Report, blob?: BlobUrl): string {
  const res = report.resolution;
  const rows = [
    ['Runner', describeRunner(report)],
    ['Request', describeRequest(report)],
    ['pip would install', describeResolution(report)],
    ...(res.newestMatching && res.newestMatching !== res.version ? [['Newest matching release', `torch ${res.newestMatching}`]] : []),
    ...(res.recommendedIndexUrl ? [['Best index here', res.recommendedIndexUrl]] : []),
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
    const view = { ...report, request: t.request, resolution: t.resolution };
    const what = t.noTorch ? 'installs no torch (pinned only in other extras, groups or environments)' : `${describeRequest(view)} → ${describeResolution(view)}`;
    return `| ${cell(t.name)} | ${ICON[t.verdict]} ${t.verdict} | ${cell(what)} |`;
  });
  return ['### Install targets', '', '| target | verdict | request → pip would install |', '|---|---|---|', ...rows, ''];
}

function upgradeSection(report: Report): string[] {
  const rows = report.upgrade;
  if (!rows?.length) return [];
  return ['### torch upgrade: before → after', '', '| | before | after |', '|---|---|---|', ...rows.map((r) => `| ${cell(r.aspect)} | ${cell(r.before)} | ${cell(r.after)} |`), ''];
}

export function truncateSummary(md: string): string {
  if (Buffer.byteLength(md) <= SUMMARY_LIMIT) return md;
  const cut = Buffer.from(md)
    .subarray(0, SUMMARY_LIMIT)
    .toString('utf8')
    .replace(/[^\n]*$/, '');
  return `${cut}\n\n_The summary was cut at GitHub's 1 MiB limit; the full list is in the JSON report (output report-path)._\n`;
}
