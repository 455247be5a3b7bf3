/**
 * Fixes applied to a file's text: each fix whole or not at all, none that overlaps one already
 * taken (the first finding at a place wins; the other stays a finding). Pure.
 */
import type { Fix } from '../core/finding.js';
import { Locator } from '../core/locate.js';

export interface Applied {
  text: string;
  /** The fixes taken, in the order given. */
  applied: Fix[];
  /** Fixes left out: they overlap one taken, or name a place the text does not have. */
  skipped: Fix[];
}

interface Span {
  start: number;
  end: number;
  text: string;
}

const overlaps = (a: Span, b: Span) => (a.start < b.end && b.start < a.end) || a.start === b.start;

export function applyFixes(original: string, fixes: readonly Fix[]): Applied {
  // The scanner counts positions without a byte order mark.
  const bom = original.charCodeAt(0) === 0xfeff ? '\uFEFF' : '';
  const text = bom ? original.slice(1) : original;
  const loc = new Locator(text);
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
    if (spans.length !== fix.replacements.length || spans.some((s) => taken.some((t) => overlaps(s, t)))) {
      skipped.push(fix);
      continue;
    }
    taken.push(...spans);
    applied.push(fix);
  }
  let out = text;
  for (const s of taken.sort((a, b) => b.start - a.start)) out = out.slice(0, s.start) + s.text + out.slice(s.end);
  return { text: bom + out, applied, skipped };
}
