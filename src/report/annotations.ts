/**
 * Which findings become annotations. GitHub shows at most 10 per level per step and drops the
 * rest silently, so: most severe first, 10 per level, and one notice that counts the rest
 * (that notice takes one of the 10 notice places).
 */
import type { Finding } from '../core/finding.js';

const PER_LEVEL = 10;

export interface AnnotationPlan {
  shown: Finding[];
  omitted: number;
}

/**
 * Within each severity, one finding per API before a second of any (the places GitHub shows are
 * spread over the distinct APIs); findings without an API count as their own.
 */
function spreadOverApis(findings: readonly Finding[]): Finding[] {
  const groups = new Map<string, Finding[]>();
  findings.forEach((f, i) => {
    const key = `${f.severity}\u0000${f.api ?? `#${i}`}`;
    const g = groups.get(key);
    if (g) g.push(f);
    else groups.set(key, [f]);
  });
  const out: Finding[] = [];
  for (const severity of ['error', 'warning', 'notice'] as const) {
    const mine = [...groups.entries()].filter(([k]) => k.startsWith(`${severity}\u0000`)).map(([, g]) => g);
    for (let round = 0; mine.some((g) => round < g.length); round++)
      for (const g of mine) if (round < g.length) out.push(g[round]!);
  }
  return out;
}

export function planAnnotations(findings: readonly Finding[]): AnnotationPlan {
  // Grouped by severity, most severe first, whatever order the findings come in.
  const sorted = spreadOverApis(findings);
  const count = { error: 0, warning: 0, notice: 0 };
  const total = { error: 0, warning: 0, notice: 0 };
  for (const f of sorted) total[f.severity]++;
  const overflow = total.error > PER_LEVEL || total.warning > PER_LEVEL || total.notice > PER_LEVEL;
  const limit = { error: PER_LEVEL, warning: PER_LEVEL, notice: overflow ? PER_LEVEL - 1 : PER_LEVEL };
  const shown: Finding[] = [];
  for (const f of sorted) {
    if (count[f.severity] < limit[f.severity]) {
      shown.push(f);
      count[f.severity]++;
    }
  }
  return { shown, omitted: sorted.length - shown.length };
}

export function overflowMessage(omitted: number): string {
  return `${omitted} more finding${omitted === 1 ? '' : 's'} not shown as annotations (GitHub shows 10 per level); see the job summary and the JSON report (output report-path).`;
}
