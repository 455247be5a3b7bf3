import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  Locator
} from "./chunk-APSDZZLC.js";
import {
  firstAtLeast
} from "./chunk-4SQAOR53.js";

// src/scan/apply-fixes.ts
var startOf = (s) => s.start, overlaps = (a, b) => a.start < b.end && b.start < a.end || a.start === b.start;
function overlapsAny(sorted, s) {
  let i = firstAtLeast(sorted, startOf, s.start);
  return i < sorted.length && overlaps(s, sorted[i]) || i > 0 && overlaps(s, sorted[i - 1]);
}
function applyFixes(original, fixes) {
  let bom = original.charCodeAt(0) === 65279 ? "\uFEFF" : "", text = bom ? original.slice(1) : original, loc = new Locator(text), taken = [], applied = [], skipped = [];
  for (let fix of fixes) {
    let spans = [];
    for (let r of fix.replacements) {
      let start = loc.offset(r.location.line, r.location.column), end = loc.offset(r.location.endLine, r.location.endColumn);
      if (start === void 0 || end === void 0 || end < start) break;
      spans.push({ start, end, text: r.text });
    }
    let own = [...spans].sort((a, b) => a.start - b.start), selfOverlap = own.some((s, k) => k > 0 && overlaps(own[k - 1], s));
    if (spans.length !== fix.replacements.length || selfOverlap || spans.some((s) => overlapsAny(taken, s))) {
      skipped.push(fix);
      continue;
    }
    for (let s of own) {
      let i = firstAtLeast(taken, startOf, s.start);
      i === taken.length ? taken.push(s) : taken.splice(i, 0, s);
    }
    applied.push(fix);
  }
  let parts = [], at = 0;
  for (let s of taken)
    parts.push(text.slice(at, s.start), s.text), at = s.end;
  return parts.push(text.slice(at)), { text: bom + parts.join(""), applied, skipped };
}

export {
  applyFixes
};
