/**
 * Where things are in a TOML file. smol-toml gives values without positions, so this light
 * scanner records every table header's line range and every string literal's position; the
 * readers look a parsed value up here by table and content.
 */
import { firstAtLeast, groupBy } from '../text/group.js';
import { derived } from '../core/memo.js';

export interface TomlTable {
  path: string[];
  /** 1-based, inclusive. Line 0 = the root table before any header. */
  startLine: number;
  endLine: number;
  /** The n-th `[[path]]` entry; 0 for plain tables. */
  arrayIndex: number;
}

export interface TomlString {
  value: string;
  line: number;
  /** 1-based column of the first character inside the quotes. */
  column: number;
}

export interface TomlKey {
  key: string;
  line: number;
  column: number;
}

export interface TomlLayout {
  tables: TomlTable[];
  strings: TomlString[];
  /** Keys written at the start of a line outside any array or inline table. */
  keys: TomlKey[];
}

function splitKeys(s: string): string[] {
  const out: string[] = [];
  const re = /\s*("(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_-]+)\s*(\.|$)/g;
  for (let m = re.exec(s); m && m[0] !== ''; m = re.exec(s)) {
    const k = m[1]!;
    out.push(k.startsWith('"') || k.startsWith("'") ? k.slice(1, -1) : k);
    if (m[2] === '') break;
  }
  return out;
}

function decodeBasic(raw: string): string {
  return raw.replace(/\\(u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|.)/g, (_, e: string) => {
    if (e[0] === 'u' || e[0] === 'U') return String.fromCodePoint(parseInt(e.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', '"': '"', '\\': '\\' } as Record<string, string>)[e] ?? e;
  });
}

/**
 * A `[table]` or `[[array]]` header line: what `^\s*(\[\[?)\s*([^\]]+?)\s*(\]\]?)\s*(#.*)?$` matched,
 * found by position: that regex backtracked quadratically on a long run of spaces inside the brackets.
 */
function headerOf(line: string): { open: string; inner: string; close: string } | undefined {
  const s = line.length - line.trimStart().length;
  if (line[s] !== '[') return undefined;
  // The inside holds no `]`, so the first one closes the header.
  const p = line.indexOf(']', s + 1);
  const open = line[s + 1] === '[' && p > s + 2 ? '[[' : '[';
  if (p <= s + open.length) return undefined;
  const close = line[p + 1] === ']' ? ']]' : ']';
  if (!/^\s*(?:#.*)?$/.test(line.slice(p + close.length))) return undefined;
  const raw = line.slice(s + open.length, p);
  // All blank: the regex kept one character of it.
  return { open, inner: raw.trim() || raw[0]!, close };
}

/** Where the multi-line string opened with `quote` closes in `line`, from `from`; -1 when not on this line. */
function multiEnd(line: string, from: number, quote: string): number {
  if (quote === "'''") return line.indexOf(quote, from); // literal strings have no escapes
  for (let j = from; j < line.length; j++) {
    // `\"""` is an escaped quote, not the end: step over whatever a backslash escapes.
    if (line[j] === '\\') j++;
    else if (line.startsWith(quote, j)) return j;
  }
  return -1;
}

export function tomlLayout(text: string): TomlLayout {
  const lines = text.split(/\r?\n/);
  const tables: TomlTable[] = [{ path: [], startLine: 0, endLine: lines.length, arrayIndex: 0 }];
  const strings: TomlString[] = [];
  const keys: TomlKey[] = [];
  const arrayCounts = new Map<string, number>();
  let depth = 0;
  let multi: { quote: string; value: string; line: number; column: number } | undefined;
  lines.forEach((line, li) => {
    const lineNo = li + 1;
    let i = 0;
    if (!multi && depth === 0) {
      const header = headerOf(line);
      if (header && header.open.length === header.close.length) {
        const path = splitKeys(header.inner);
        const prev = tables[tables.length - 1]!;
        prev.endLine = lineNo - 1;
        const id = path.join('\u0000');
        const n = header.open === '[[' ? (arrayCounts.get(id) ?? -1) + 1 : 0;
        if (header.open === '[[') arrayCounts.set(id, n);
        tables.push({ path, startLine: lineNo, endLine: lines.length, arrayIndex: n });
        return;
      }
      const key =
        /^(\s*)("(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_-]+)(\s*\.\s*(?:"(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_-]+))*\s*=/.exec(
          line,
        );
      if (key) {
        const k = key[2]!;
        keys.push({
          key: k.startsWith('"') || k.startsWith("'") ? k.slice(1, -1) : k,
          line: lineNo,
          column: key[1]!.length + 1,
        });
      }
    }
    while (i < line.length) {
      if (multi) {
        const end = multiEnd(line, i, multi.quote);
        if (end < 0) {
          multi.value += `${line.slice(i)}\n`;
          i = line.length;
          continue;
        }
        multi.value += line.slice(i, end);
        strings.push({
          value: multi.quote === '"""' ? decodeBasic(multi.value) : multi.value,
          line: multi.line,
          column: multi.column,
        });
        multi = undefined;
        i = end + 3;
        continue;
      }
      const c = line[i]!;
      if (c === '#') break;
      if (line.startsWith('"""', i) || line.startsWith("'''", i)) {
        const quote = line.slice(i, i + 3);
        multi = { quote, value: '', line: lineNo, column: i + 4 };
        i += 3;
        // A newline right after the opening quotes is not part of the value.
        if (i >= line.length) multi.value = '';
        continue;
      }
      if (c === '"') {
        let j = i + 1;
        while (j < line.length && line[j] !== '"') j += line[j] === '\\' ? 2 : 1;
        strings.push({ value: decodeBasic(line.slice(i + 1, j)), line: lineNo, column: i + 2 });
        i = j + 1;
        continue;
      }
      if (c === "'") {
        const j = line.indexOf("'", i + 1);
        const end = j < 0 ? line.length : j;
        strings.push({ value: line.slice(i + 1, end), line: lineNo, column: i + 2 });
        i = end + 1;
        continue;
      }
      if (c === '[' || c === '{') depth++;
      else if (c === ']' || c === '}') depth = Math.max(0, depth - 1);
      i++;
    }
  });
  return { tables, strings, keys };
}

/**
 * Lookups by table path, string value and key name, built once per layout: a file with 200,000
 * dependencies is located in linear time, not one scan of every string per dependency.
 */
interface LayoutIndex {
  tables: Map<string, TomlTable[]>;
  strings: Map<string, TomlString[]>;
  keys: Map<string, TomlKey[]>;
  /** Per `used` set and value: for each string, the next one that may still be unclaimed. */
  skips: WeakMap<Set<TomlString>, Map<string, Int32Array>>;
}

const tableId = (path: string[], arrayIndex?: number) => `${path.join('\u0000')}\u0001${arrayIndex ?? ''}`;

const indexOf = derived('toml-layout-index', (layout: TomlLayout): LayoutIndex => {
  // Tables are grouped both by path alone and by path and array index; strings and keys are
  // recorded in line order, so each group is sorted by line.
  const tables = groupBy(layout.tables, (t) => tableId(t.path));
  for (const [k, v] of groupBy(layout.tables, (t) => tableId(t.path, t.arrayIndex))) tables.set(k, v);
  return {
    tables,
    strings: groupBy(layout.strings, (s) => s.value),
    keys: groupBy(layout.keys, (k) => k.key),
    skips: new WeakMap(),
  };
});

/** The first position in `list` (sorted by line) whose line is at least `line`. */
const fromLine = (list: readonly { line: number }[], line: number): number => firstAtLeast(list, (t) => t.line, line);

/** The line ranges of a table (several for `[[array]]` tables or a table split by dotted headers). */
function tableRanges(layout: TomlLayout, path: string[], arrayIndex?: number): TomlTable[] {
  return indexOf(layout).tables.get(tableId(path, arrayIndex)) ?? [];
}

/**
 * Finds where a value sits: the first string literal equal to `value` inside the table's line
 * ranges (after the line of `key`, when given), not already claimed in `used`.
 */
export function locateString(
  layout: TomlLayout,
  path: string[],
  value: string,
  used: Set<TomlString>,
  key?: string,
): TomlString | undefined {
  const ix = indexOf(layout);
  const list = ix.strings.get(value);
  if (!list) return undefined;
  let perSet = ix.skips.get(used);
  if (!perSet) ix.skips.set(used, (perSet = new Map<string, Int32Array>()));
  let skip = perSet.get(value);
  if (!skip) perSet.set(value, (skip = new Int32Array(list.length)));
  for (const ranges of candidates(layout, path)) {
    const hit = firstInRanges(ranges, (range) => {
      const keyLine = key ? (locateKey(layout, range, key)?.line ?? range.startLine) : range.startLine;
      return list[firstUnused(list, skip, fromLine(list, Math.max(keyLine, range.startLine)), used)];
    });
    if (hit) {
      used.add(hit);
      return hit;
    }
  }
  return undefined;
}

/**
 * The first range (of `ranges`: disjoint, in line order) whose `next` item lies inside it. `next(range)`
 * is the first item at or after the range's start; when it lies past the range, the ranges it
 * skipped hold none, so the search jumps to the range holding it: many tables of one path (a long
 * `[[array]]`) cost a few steps per lookup, not one per table.
 */
function firstInRanges<T extends { line: number }>(
  ranges: readonly TomlTable[],
  next: (range: TomlTable) => T | undefined,
): T | undefined {
  let r = 0;
  while (r < ranges.length) {
    const range = ranges[r]!;
    const hit = next(range);
    if (!hit) return undefined;
    if (hit.line <= range.endLine) return hit;
    r = firstAtLeast(ranges, (t) => t.endLine, hit.line, r + 1); // the range holding it, or one after
  }
  return undefined;
}

/**
 * The first string at or after `from` not in `used`. Claimed strings stay claimed, so the walk
 * past them is remembered (`skip[i]`: where to look next) and each is passed over about once.
 */
function firstUnused(list: TomlString[], skip: Int32Array, from: number, used: Set<TomlString>): number {
  let i = from;
  const passed: number[] = [];
  while (i < list.length && used.has(list[i]!)) {
    passed.push(i);
    i = skip[i]! > i ? skip[i]! : i + 1;
  }
  for (const p of passed) skip[p] = i;
  return i;
}

function candidates(layout: TomlLayout, path: string[]): TomlTable[][] {
  // A value of [a.b] may also be written inline in [a] (`b = {…}`) or in the root: fall back outward.
  const out: TomlTable[][] = [];
  for (let n = path.length; n >= 0; n--) out.push(tableRanges(layout, path.slice(0, n)));
  return out;
}

function locateKey(layout: TomlLayout, range: TomlTable, key: string): TomlKey | undefined {
  const list = indexOf(layout).keys.get(key);
  if (!list) return undefined;
  const hit = list[fromLine(list, Math.max(range.startLine, 1))];
  return hit && hit.line <= range.endLine ? hit : undefined;
}
/** The line of `key = …` in the table at `path`, or the table header, or line 1. */
export function locateKeyInTable(
  layout: TomlLayout,
  path: string[],
  key: string,
  arrayIndex?: number,
): { line: number; column: number } {
  const list = indexOf(layout).keys.get(key);
  for (const ranges of arrayIndex === undefined ? candidates(layout, path) : [tableRanges(layout, path, arrayIndex)]) {
    const k = list && firstInRanges(ranges, (range) => list[fromLine(list, Math.max(range.startLine, 1))]);
    if (k) return { line: k.line, column: k.column };
  }
  const t = tableRanges(layout, path, arrayIndex)[0];
  return { line: Math.max(1, t?.startLine ?? 1), column: 1 };
}
