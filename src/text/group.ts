/** Lists by key, and the search of a sorted list: written once for every module that groups or looks up. */
/** Items by a key, each list in the items' order. */
export function groupBy<T, K>(items: Iterable<T>, keyOf: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const t of items) {
    const k = keyOf(t);
    const list = out.get(k);
    if (list) list.push(t);
    else out.set(k, [t]);
  }
  return out;
}

/** The first position at or after `lo` in `sorted` (ascending by `keyOf`) whose key is at least `value`. */
export function firstAtLeast<T>(sorted: readonly T[], keyOf: (t: T) => number, value: number, lo = 0): number {
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keyOf(sorted[mid]!) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
