/**
 * Plain dotted numbers that are not PEP 440: glibc (`2.28`), macOS (`14.5`), NVIDIA drivers
 * (`570.124.06`), compute capabilities (`8.6`). Compared numerically, part by part, missing
 * parts counting as 0 (`14` = `14.0`).
 */
import { bounded } from '../core/memo.js';
const DOTTED = /^\d{1,6}(\.\d{1,6}){0,3}$/;
const LEADING = /^\s*(\d+(?:\.\d+)*)/;

export function isDotted(text: string): boolean {
  return DOTTED.test(text.trim());
}

// A matrix compares the same few runner and floor values thousands of times.
/** The leading dotted number (`570.124.06` → [570, 124, 6]); null when the text has none. */
const parts = bounded('dotted-parts', 10_000, (text): number[] | null => {
  const m = LEADING.exec(text);
  return m ? m[1]!.split('.').map(Number) : null;
});

/** Negative, zero or positive; texts without a leading number compare equal to anything. */
export function compareDotted(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  if (!pa || !pb) return 0;
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
