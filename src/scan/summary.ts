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
  return [...rows.values()].sort((a, b) => severityRank(a.severity) - severityRank(b.severity) || b.count - a.count || a.api.localeCompare(b.api));
}
