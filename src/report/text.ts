/** The terminal format: what a person reads first, fixes included. */
import type { Finding } from '../core/finding.js';
import { describeRequest, describeResolution, describeRunner } from './describe.js';
import { plain } from './escape.js';
import type { Report } from './report.js';

const MARK = { pass: 'PASS', warn: 'WARN', fail: 'FAIL' } as const;

export function findingText(f: Finding): string {
  const where = f.location ? `${plain(f.location.file)}:${f.location.line}${f.location.column ? `:${f.location.column}` : ''}: ` : '';
  return [`${f.severity.padEnd(7)} ${f.id}  ${where}${plain(f.message)}`, `        fix: ${plain(f.hint)}`, `        source: ${plain(f.source)}`].join('\n');
}

export function formatText(report: Report): string {
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
