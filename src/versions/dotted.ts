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

const PARTS = new Map<string, [string, number] | null>();

/** semver's view of the first three parts (leading zeros as in `570.124.06` allowed), plus a fourth. */
function parts(text: string): [string, number] | null {
  let p = PARTS.get(text);
  if (p === undefined) {
    const nums = text.trim().split('.').map(Number);
    const sv = coerce(nums.slice(0, 3).join('.'));
    p = sv ? [sv.version, nums[3] ?? 0] : null;
    if (PARTS.size > 10_000) PARTS.clear();
    PARTS.set(text, p);
  }
  return p;
}

export function compareDotted(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  if (!pa || !pb) return 0;
  return compare(pa[0], pb[0]) || pa[1] - pb[1];
}

export const dottedAtLeast = (a: string, floor: string): boolean => compareDotted(a, floor) >= 0;
