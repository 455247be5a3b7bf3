/** Rows for the job summary: how many findings each API has, per finding id and severity. */
import { severityRank, type Finding, type FindingId, type Severity } from '../core/finding.js';

export interface ApiSummaryRow {
  api: string;
  id: FindingId;
  severity: Severity;
  count: number;
}

export function summarizeByApi(findings: readonly Finding[]): ApiSummaryRow[] {
  const rows = new Map<string, ApiSummaryRow>();
  for (const f of findings) {
    const api = f.api ?? '(unknown)';
    const key = `${api}\u0000${f.id}\u0000${f.severity}`;
    const row = rows.get(key);
    if (row) row.count++;
    else rows.set(key, { api, id: f.id, severity: f.severity, count: 1 });
  }
  return [...rows.values()].sort(
    (a, b) => severityRank(a.severity) - severityRank(b.severity) || b.count - a.count || a.api.localeCompare(b.api),
  );
}

/** Findings that say the same thing about the same API: one message, many places. */
export interface FindingGroup {
  /** The first finding of the group: its id, severity, message, hint and source stand for all. */
  first: Finding;
  findings: Finding[];
}

/**
 * Findings grouped by API, id and message (ruff's --statistics and concise output as models):
 * most severe first, then the largest groups; in a group, places in the order given. Findings
 * without an API (a notice about the scan itself) are groups of one.
 */
export function groupFindings(findings: readonly Finding[]): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  const alone: FindingGroup[] = [];
  for (const f of findings) {
    if (!f.api || !f.location) {
      alone.push({ first: f, findings: [f] });
      continue;
    }
    const key = `${f.api}\u0000${f.id}\u0000${f.severity}\u0000${f.message}\u0000${f.hint}`;
    const g = groups.get(key);
    if (g) g.findings.push(f);
    else groups.set(key, { first: f, findings: [f] });
  }
  const sorted = [...groups.values()].sort(
    (a, b) =>
      severityRank(a.first.severity) - severityRank(b.first.severity) ||
      b.findings.length - a.findings.length ||
      a.first.api!.localeCompare(b.first.api!),
  );
  return [...alone, ...sorted];
}
