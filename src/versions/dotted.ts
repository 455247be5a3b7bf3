/**
 * Plain dotted numbers that are not PEP 440: glibc (`2.28`), macOS (`14.5`), NVIDIA drivers
 * (`570.124.06`), compute capabilities (`8.6`). Compared numerically, part by part.
 */
import coerce from 'semver/functions/coerce.js';
import compare from 'semver/functions/compare.js';

const DOTTED = /^\d{1,6}(\.\d{1,6}){0,3}$/;

export function isDotted(text: string): boolean {
  return DOTTED.test(text.trim());
}

export function compareDotted(a: string, b: string): number {
  const pa = a.trim().split('.').map(Number);
  const pb = b.trim().split('.').map(Number);
  // semver orders the first three parts; a fourth (rare: 4-part driver builds) breaks ties.
  const sa = coerce(pa.slice(0, 3).join('.'));
  const sb = coerce(pb.slice(0, 3).join('.'));
  if (sa && sb) {
    const c = compare(sa, sb);
    if (c !== 0) return c;
  }
  return (pa[3] ?? 0) - (pb[3] ?? 0);
}

export const dottedAtLeast = (a: string, floor: string): boolean => compareDotted(a, floor) >= 0;
