/**
 * Value equality as GitHub applies it when matching `include` and `exclude` entries: the
 * expression `==` (strings ignore case; a number and a string compare as numbers), applied
 * leaf by leaf when the entry's value is a mapping (actions/runner MatrixBuilder's filters).
 */
import { fold, toNumber } from './expression-values.js';
import type { MatrixValue } from './types.js';

export const isMap = (v: MatrixValue | undefined): v is { [k: string]: MatrixValue } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** GitHub's `==` on two plain values. */
export function looseEqual(a: MatrixValue | undefined, b: MatrixValue | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => looseEqual(x, b[i]));
  }
  if (isMap(a) || isMap(b)) {
    if (!isMap(a) || !isMap(b)) return false;
    const ka = Object.keys(a);
    return (
      ka.length === Object.keys(b).length &&
      ka.every((k) => findKey(b, k) !== undefined && looseEqual(a[k], b[findKey(b, k)!]))
    );
  }
  if (typeof a === 'string' && typeof b === 'string') return fold(a) === fold(b);
  if (typeof a === typeof b) return a === b;
  const na = toNumber(a);
  const nb = toNumber(b);
  return !Number.isNaN(na) && na === nb;
}

/** Keys of the matrix context are case-insensitive, like every context in expressions. */
export function findKey(obj: Record<string, unknown>, key: string): string | undefined {
  // Own keys only: `constructor` or `__proto__` must not find Object.prototype.
  if (Object.hasOwn(obj, key)) return key;
  const lower = key.toLowerCase();
  return Object.keys(obj).find((k) => k.toLowerCase() === lower);
}

/** Whether `cell` has every leaf of `filter` (partial match, as `exclude` uses). */
export function filterMatches(filter: Record<string, MatrixValue>, cell: Record<string, MatrixValue>): boolean {
  return Object.entries(filter).every(([k, want]) => {
    const key = findKey(cell, k);
    return key !== undefined && valueMatches(want, cell[key]);
  });
}

/** Whether a cell's value `have` matches a filter's `want`: a mapping leaf by leaf, anything else by `==`. */
export function valueMatches(want: MatrixValue, have: MatrixValue | undefined): boolean {
  return isMap(want) ? isMap(have) && filterMatches(want, have) : looseEqual(have, want);
}

/**
 * A bucket for values that may be `looseEqual`: equal values always share a bucket (strings
 * by lower case or, when numeric, by number; numbers, booleans and null by number). Unequal
 * values may share one too, so callers confirm with `looseEqual`; this only saves the search.
 */
export function looseBucket(v: MatrixValue | undefined): string {
  if (v === undefined) return 'u';
  if (Array.isArray(v)) return `a${v.length}`;
  if (isMap(v)) return `m${Object.keys(v).length}`;
  if (typeof v === 'string') {
    const n = toNumber(v);
    return Number.isNaN(n) ? `s${fold(v)}` : `n${n}`;
  }
  return `n${toNumber(v)}`;
}

/** obj[key] = value, where a key named `__proto__` is an own key, not the prototype. */
export function setKey<T>(obj: Record<string, T>, key: string, value: T): void {
  // Only `__proto__` needs defineProperty; plain assignment keeps the planner's hot loop fast.
  if (key === '__proto__')
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}
