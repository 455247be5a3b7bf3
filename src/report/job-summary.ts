/**
 * The action's job summary: the one verdict's headline, then what ran. A check shows its table
 * and findings, and the scan's section when it scanned; a pull request that moves torch tells
 * the upgrade first. A matrix shows its grid. The findings come judged (most severe first),
 * so every section lists them in the report's order.
 */
import type { Finding, Verdict } from '../core/finding.js';
import type { MatrixPlan } from '../matrix/plan/types.js';
import type { Skipped } from '../scan/scanner.js';
import { escapeHtml } from './escape.js';
import { checkSection, matrixMarkdown, scanMarkdown, verdictHeadline, type BlobUrl } from './markdown.js';
import type { Report } from './report.js';
import { upgradeStory, type UpgradeFacts } from './upgrade-summary.js';

/** The scan run inside a check: its findings are among the report's (the same objects). */
export interface ScanPart {
  findings: readonly Finding[];
  files: number;
  skipped: Skipped[];
  torch: string;
  from?: string;
  /** Why the scan covered more or other files than asked (one line). */
  scopeNotice?: string;
  /** How many findings the patch file fixes, when there is one. */
  patched?: number;
}

export type JobSummaryInput =
  | { kind: 'check'; report: Report; scan?: ScanPart; upgrade?: UpgradeFacts }
  | { kind: 'matrix'; verdict: Verdict; plan: MatrixPlan };

export function jobSummary(input: JobSummaryInput, blob: BlobUrl): string {
  if (input.kind === 'matrix') return verdictHeadline(input.verdict) + '\n' + matrixMarkdown(input.plan);
  return verdictHeadline(input.report.verdict) + '\n' + checkSections(input, blob);
}

function checkSections({ report, scan, upgrade }: Extract<JobSummaryInput, { kind: 'check' }>, blob: BlobUrl): string {
  const fromScan = new Set(scan?.findings);
  const check = { ...report, findings: report.findings.filter((f) => !fromScan.has(f)) };
  const moved = upgrade?.changes?.length ? upgrade : undefined;
  if (!scan)
    return moved
      ? upgradeStory(moved, check.findings, undefined, blob) + '\n' + checkSection({ ...check, upgrade: [] }, blob)
      : checkSection(check, blob);
  const scanFindings = report.findings.filter((f) => fromScan.has(f));
  const scanMd =
    (scan.scopeNotice ? `${escapeHtml(scan.scopeNotice)}\n\n` : '') +
    scanMarkdown({ ...scan, findings: scanFindings }, scan.torch, scan.from, blob);
  // A pull request that moves torch: the story first, then the scan, then the rest of the check.
  const sections = moved
    ? [
        upgradeStory(moved, report.findings, scanFindings, blob),
        scanMd,
        checkSection({ ...check, upgrade: [] }, blob),
      ].join('\n')
    : checkSection(check, blob) + '\n' + scanMd;
  if (!scan.patched) return sections;
  return (
    sections +
    `\n${scan.patched} of these findings have a mechanical fix: the \`patch-file\` output is a patch (\`git apply\`) that makes them; upload it with actions/upload-artifact, or run \`torch-preflight scan --fix\` locally.\n`
  );
}
