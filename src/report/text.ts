/** The terminal format: what a person reads first, fixes included. */
import type { Finding } from '../core/finding.js';
import { describeRequest, describeResolution, describeRunner } from './describe.js';
import { plain } from './escape.js';
import type { Report } from './report.js';

const MARK = { pass: 'PASS', warn: 'WARN', fail: 'FAIL' } as const;

export function findingText(f: Finding): string {
  const where = f.location ? `${plain(f.location.file)}:${f.location.line}${f.location.column ? `:${f.location.column}` : ''}: ` : '';
  const also = f.related?.length ? [`        also: ${f.related.map((r) => `${plain(r.file)}:${r.line}${r.column ? `:${r.column}` : ''}`).join(', ')}`] : [];
  return [`${f.severity.padEnd(7)} ${f.id}  ${where}${plain(f.message)}`, ...also, `        fix: ${plain(f.hint)}`, `        source: ${plain(f.source)}`].join('\n');
}

export function formatText(report: Report): string {
  if (report.targets?.length) return formatTargets(report, report.targets);
  const res = report.resolution;
  const lines = [
    `torch-preflight: ${MARK[report.verdict]}`,
    `  runner     ${plain(describeRunner(report))}`,
    `  request    ${plain(describeRequest(report))}`,
    `  pip would  install ${plain(describeResolution(report))}`,
  ];
  if (res.recommendedIndexUrl) lines.push(`  best index ${plain(res.recommendedIndexUrl)}`);
  lines.push('');
  if (report.findings.length === 0) lines.push('No problems found.');
  for (const f of report.findings) lines.push(findingText(f), '');
  return lines.join('\n').trimEnd() + '\n';
}

/** Several install targets: the overall verdict, then one block per target, then what all share. */
function formatTargets(report: Report, targets: NonNullable<Report['targets']>): string {
  const lines = [
    `torch-preflight: ${MARK[report.verdict]}${targets.length > 1 ? ` (${targets.length} install targets: ${targets.map((t) => `${plain(t.name)} ${MARK[t.verdict]}`).join(', ')})` : ''}`,
    `  runner     ${plain(describeRunner(report))}`,
    '',
  ];
  const own = new Set<string>();
  for (const t of targets) {
    const view = { ...report, request: t.request, resolution: t.resolution };
    lines.push(`== ${plain(t.name)}: ${MARK[t.verdict]}`);
    if (t.noTorch) lines.push('  installs   no torch: the project pins torch only in extras, groups or environments not selected here');
    else lines.push(`  request    ${plain(describeRequest(view))}`, `  pip would  install ${plain(describeResolution(view))}`);
    if (t.resolution.recommendedIndexUrl) lines.push(`  best index ${plain(t.resolution.recommendedIndexUrl)}`);
    lines.push('');
    if (t.findings.length === 0) lines.push('No problems found.', '');
    for (const f of t.findings) {
      own.add(`${f.id}\n${f.location?.file}:${f.location?.line}`);
      lines.push(findingText(f), '');
    }
  }
  // Findings about the run rather than one target (not-checked extras, upgrade notes, the container).
  const rest = report.findings.filter((f) => !own.has(`${f.id}\n${f.location?.file}:${f.location?.line}`));
  if (rest.length) {
    lines.push('== all targets');
    for (const f of rest) lines.push(findingText(f), '');
  }
  return lines.join('\n').trimEnd() + '\n';
}
