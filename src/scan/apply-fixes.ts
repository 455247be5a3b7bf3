/**
 * Fixes applied to a file's text: each fix whole or not at all, none that overlaps one already
 * taken (the first finding at a place wins; the other stays a finding) or whose own
 * replacements overlap. Pure.
 */
import type { Fix } from '../core/finding.js';
import { firstAtLeast } from '../text/group.js';
import { Locator } from '../text/locate.js';

export interface Applied {
  text: string;
  /** The fixes taken, in the order given. */
  applied: Fix[];
  /** Fixes left out: they overlap one taken or themselves, or name a place the text does not have. */
  skipped: Fix[];
}

interface Span {
  start: number;
  end: number;
  text: string;
}

const startOf = (s: Span) => s.start;
const overlaps = (a: Span, b: Span) => (a.start < b.end && b.start < a.end) || a.start === b.start;

/**
 * Whether `s` overlaps a span of `sorted` (disjoint, by start): only its neighbours can, since a
 * span further right starts after the one at `i`, and one further left ends before the one at i − 1.
 */
function overlapsAny(sorted: readonly Span[], s: Span): boolean {
  const i = firstAtLeast(sorted, startOf, s.start);
  return (i < sorted.length && overlaps(s, sorted[i]!)) || (i > 0 && overlaps(s, sorted[i - 1]!));
}

export function applyFixes(original: string, fixes: readonly Fix[]): Applied {
  // The scanner counts positions without a byte order mark.
  const bom = original.charCodeAt(0) === 0xfeff ? '\uFEFF' : '';
  const text = bom ? original.slice(1) : original;
  const loc = new Locator(text);
  // The spans taken, by start: each fix is checked against its neighbours there, so tens of
  // thousands of fixes in a file cost what they number, not its square.
  const taken: Span[] = [];
  const applied: Fix[] = [];
  const skipped: Fix[] = [];
  for (const fix of fixes) {
    const spans: Span[] = [];
    for (const r of fix.replacements) {
      const start = loc.offset(r.location.line, r.location.column);
      const end = loc.offset(r.location.endLine, r.location.endColumn);
      if (start === undefined || end === undefined || end < start) break;
      spans.push({ start, end, text: r.text });
    }
    const own = [...spans].sort((a, b) => a.start - b.start);
    const selfOverlap = own.some((s, k) => k > 0 && overlaps(own[k - 1]!, s));
    if (spans.length !== fix.replacements.length || selfOverlap || spans.some((s) => overlapsAny(taken, s))) {
      skipped.push(fix);
      continue;
    }
    for (const s of own) {
      const i = firstAtLeast(taken, startOf, s.start);
      if (i === taken.length) taken.push(s);
      else taken.splice(i, 0, s);
    }
    applied.push(fix);
  }
  const parts: string[] = [];
  let at = 0;
  for (const s of taken) {
    parts.push(text.slice(at, s.start), s.text);
    at = s.end;
  }
  parts.push(text.slice(at));
  return { text: bom + parts.join(''), applied, skipped };
}
