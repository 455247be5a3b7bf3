/**
 * Indexes that let the matrix rules (expand.ts) find cells without scanning every cell for every
 * entry. Each answers what a plain scan with equality.ts would answer, only in time linear in the
 * matrix: a workflow may hold thousands of dimensions, entries or cells, and a scan per entry is
 * quadratic in them.
 */
import { findKey, isMap, looseBucket, looseEqual, setKey } from './equality.js';
import type { Cell, Combination, MatrixValue } from './types.js';

/**
 * The key `findKey` finds for `key` in a product cell, whose keys are the dimensions: its own,
 * else the first dimension by lower case in the cell's key order; undefined when none is named.
 */
export function dimensionKeyOf(dimensions: readonly { key: string }[]): (key: string) => string | undefined {
  const own: Record<string, true> = {};
  for (const d of dimensions) setKey(own, d.key, true);
  const byLower = new Map<string, string>();
  for (const k of Object.keys(own)) if (!byLower.has(k.toLowerCase())) byLower.set(k.toLowerCase(), k);
  return (key) => (Object.hasOwn(own, key) ? key : byLower.get(key.toLowerCase()));
}

const INFINITY = /^\s*[+-]?infinity\s*$/i;
/**
 * A bucket that values which may match always share: maps together (a map filter matches a map
 * partially), every spelling of an infinity together, anything else by `looseBucket`.
 */
function bucketOf(v: MatrixValue | undefined): string {
  if (isMap(v)) return 'map';
  if (typeof v === 'string' && INFINITY.test(v)) return 'inf';
  const b = looseBucket(v);
  return b === 'nInfinity' || b === 'n-Infinity' ? 'inf' : b;
}

/** A filter with each key already resolved to the cells' own dimension key. */
export type DimensionFilter = readonly (readonly [key: string, want: MatrixValue])[];

/** Cells bucketed by the value of each dimension, built per dimension when a filter first names it. */
export class DimensionBuckets {
  private readonly byKey = new Map<string, Map<string, Cell[]>>();
  constructor(private readonly cells: readonly Cell[]) {}

  /** The cells that may match `filter`, in cell order: the bucket of its most selective key (every cell for an empty filter). */
  candidatesFor(filter: DimensionFilter): readonly Cell[] {
    let pool = this.cells;
    for (const [key, want] of filter) {
      const bucket = this.bucketsOf(key).get(bucketOf(want)) ?? [];
      if (bucket.length < pool.length) pool = bucket;
    }
    return pool;
  }

  private bucketsOf(key: string): Map<string, Cell[]> {
    let buckets = this.byKey.get(key);
    if (!buckets) {
      buckets = new Map();
      for (const c of this.cells) {
        const b = bucketOf(c.values[key]);
        const list = buckets.get(b);
        if (list) list.push(c);
        else buckets.set(b, [c]);
      }
      this.byKey.set(key, buckets);
    }
    return buckets;
  }
}

/** Whether two combinations have the same keys (ignoring case) with `==` values. */
export function sameCombination(a: Combination, b: Combination): boolean {
  const ka = Object.keys(a);
  return (
    ka.length === Object.keys(b).length &&
    ka.every((k) => {
      const kb = findKey(b, k);
      return kb !== undefined && looseEqual(a[k], b[kb]);
    })
  );
}

/** A 32-bit seeded string hash (FNV-1a, then mixed); the seed is per process, so collisions cannot be built ahead. */
function hash32(s: string, seed: number): number {
  let h = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}
const SEEDS = [(Math.random() * 2 ** 32) >>> 0, (Math.random() * 2 ** 32) >>> 0] as const;

/**
 * A combination's signature: a hash of the multiset of its `key=bucket` pairs (two seeded 32-bit
 * sums), which changes in O(1) when a key is set. Equal combinations share a signature; equal
 * signatures are confirmed with sameCombination.
 */
interface Signature {
  count: number;
  a: number;
  b: number;
}
const pairOf = (k: string, v: MatrixValue | undefined) => `${k.toLowerCase()}=${bucketOf(v)}`;
function addPair(s: Signature, pair: string, sign: 1 | -1): void {
  s.a = (s.a + sign * hash32(pair, SEEDS[0])) >>> 0;
  s.b = (s.b + sign * hash32(pair, SEEDS[1])) >>> 0;
}
function signatureOf(v: Combination): Signature {
  const s: Signature = { count: 0, a: 0, b: 0 };
  for (const k of Object.keys(v)) {
    s.count++;
    addPair(s, pairOf(k, v[k]), 1);
  }
  return s;
}
const keyOfSignature = (s: Signature) => `${s.count}:${s.a}:${s.b}`;

/** Keys a message shows of one combination: a cell of thousands of keys, named by thousands of entries, would make output quadratic. */
const SHOW_KEYS = 32;
/** `{k: v, …}` of the first keys of `c` (in its key order), of `total` keys in all. */
function showKeys(c: Combination, keys: string[], total: number): string {
  const shown = keys.slice(0, SHOW_KEYS).map((k) => `${k}: ${typeof c[k] === 'string' ? c[k] : JSON.stringify(c[k])}`);
  if (total > SHOW_KEYS) shown.push(`… ${(total - SHOW_KEYS).toLocaleString('en-US')} more`);
  return `{${shown.join(', ')}}`;
}
/** A combination as a message shows it. */
export function show(c: Combination): string {
  const keys = Object.keys(c);
  return showKeys(c, keys, keys.length);
}
/** Keys an object lists first, ascending (array indices), before the rest in insertion order. */
const isIndex = (k: string) => /^(?:0|[1-9]\d{0,9})$/.test(k) && Number(k) < 4294967295;

/**
 * The cells of a matrix by combination, while include entries extend and add them: finds a
 * cell's twin, resolves a key an entry sets in a product cell, and shows a product cell in a
 * message, each without listing all of a cell's keys.
 */
export class Combinations {
  private readonly signatures = new Map<Cell, Signature>();
  private readonly filed = new Map<string, Set<Cell>>();
  /** Cells set since the last `settle()`, with the signature key each is filed under. */
  private readonly unsettled = new Map<Cell, string>();
  /** Per product cell, the keys include entries added, by lower case. */
  private readonly addedKeys = new Map<Cell, Map<string, string>>();
  /** Per product cell, the first added keys a message shows: array indices (ascending) and names. */
  private readonly addedFirst = new Map<Cell, { indices: string[]; names: string[] }>();
  private readonly dimIndices: string[];
  private readonly dimNames: string[];

  /** `dimensions`: the product cells' keys; `cells`: the cells to file. */
  constructor(dimensions: readonly { key: string }[], cells: readonly Cell[]) {
    const own: Record<string, true> = {};
    for (const d of dimensions) setKey(own, d.key, true);
    const order = Object.keys(own);
    this.dimIndices = order.filter(isIndex).slice(0, SHOW_KEYS);
    this.dimNames = order.filter((k) => !isIndex(k)).slice(0, SHOW_KEYS);
    for (const c of cells) this.add(c);
  }

  /** Files a cell under its values. */
  add(cell: Cell): void {
    const s = signatureOf(cell.values);
    this.signatures.set(cell, s);
    this.file(cell, keyOfSignature(s));
  }

  /** A filed cell whose combination equals `values` (the first filed), if any. */
  twinOf(values: Combination): Cell | undefined {
    for (const c of this.filed.get(keyOfSignature(signatureOf(values))) ?? [])
      if (sameCombination(c.values, values)) return c;
    return undefined;
  }

  /** The key `findKey` finds in a product cell for `key`, which names no dimension; else `key` itself. */
  keyIn(cell: Cell, key: string): string {
    return (Object.hasOwn(cell.values, key) ? key : this.addedKeys.get(cell)?.get(key.toLowerCase())) ?? key;
  }

  /** `cell.values[key] = value` for a product cell; `twinOf` sees the new values after `settle()`. */
  set(cell: Cell, key: string, value: MatrixValue): void {
    const s = this.signatures.get(cell)!;
    if (!this.unsettled.has(cell)) this.unsettled.set(cell, keyOfSignature(s));
    if (Object.hasOwn(cell.values, key)) addPair(s, pairOf(key, cell.values[key]), -1);
    else {
      s.count++;
      let keys = this.addedKeys.get(cell);
      if (!keys) this.addedKeys.set(cell, (keys = new Map<string, string>()));
      keys.set(key.toLowerCase(), key);
      this.noteAdded(cell, key);
    }
    addPair(s, pairOf(key, value), 1);
    setKey(cell.values, key, value);
  }

  /** Re-files the cells set since the last call, in the order they were first set. */
  settle(): void {
    for (const [cell, before] of this.unsettled) {
      const after = keyOfSignature(this.signatures.get(cell)!);
      if (after === before) continue;
      const set = this.filed.get(before)!;
      set.delete(cell);
      if (set.size === 0) this.filed.delete(before);
      this.file(cell, after);
    }
    this.unsettled.clear();
  }

  /** A cell as a message shows it: a product cell's dimensions, then its added keys, array indices of both first. */
  show(cell: Cell): string {
    if (cell.origin.kind !== 'product') return show(cell.values);
    const f = this.addedFirst.get(cell);
    const indices = [...this.dimIndices, ...(f?.indices ?? [])].sort((x, y) => Number(x) - Number(y));
    return showKeys(
      cell.values,
      [...indices, ...this.dimNames, ...(f?.names ?? [])].slice(0, SHOW_KEYS),
      this.signatures.get(cell)!.count,
    );
  }

  private file(cell: Cell, key: string): void {
    const set = this.filed.get(key);
    if (set) set.add(cell);
    else this.filed.set(key, new Set([cell]));
  }

  /** Keeps the first SHOW_KEYS added keys of each kind that `show` lists. */
  private noteAdded(cell: Cell, k: string): void {
    let f = this.addedFirst.get(cell);
    if (!f) this.addedFirst.set(cell, (f = { indices: [], names: [] }));
    if (!isIndex(k)) {
      if (f.names.length < SHOW_KEYS) f.names.push(k);
    } else if (f.indices.length < SHOW_KEYS || Number(k) < Number(f.indices.at(-1))) {
      f.indices.push(k);
      f.indices.sort((x, y) => Number(x) - Number(y));
      f.indices.length = Math.min(f.indices.length, SHOW_KEYS);
    }
  }
}
