/**
 * Lock files are large (a uv.lock of a real project is often megabytes) but we need three
 * packages from them. A TOML lock is a sequence of `[[package]]` tables, each a valid TOML
 * document on its own, so we cut the text at those headers, keep the blocks that name a torch
 * package, and parse only those: linear in the file, and every block knows its first line.
 */
import { parse, TomlError } from 'smol-toml';
import { InputError } from '../core/errors.js';
import { derived } from '../core/memo.js';
import { normalizeName } from '../packaging/names.js';
import { plainArray } from './plain-array.js';
import { LOCKED_NAMES, type LockedName } from './lock.js';

export interface Block {
  /** 1-based line of the `[[package]]` header. */
  line: number;
  lines: string[];
  table: Record<string, unknown>;
  name: LockedName;
}

/** A lock's lines and where each of its package tables starts, read once for every reader below. */
export interface Packages {
  header: '[[package]]' | '[[packages]]';
  lines: string[];
  starts: number[];
}

export function packagesOf(text: string, header: Packages['header']): Packages {
  const lines = text.split(/\r?\n/);
  const starts: number[] = [];
  lines.forEach((l, i) => {
    if (l.trim() === header) starts.push(i);
  });
  return { header, lines, starts };
}

const NAME = /^name\s*=\s*["']([A-Za-z0-9._-]+)["']\s*$/;

/** PEP 503 normalisation, so `Torch` and `torch` are one package (the standard's, packaging/names.ts). */
export const normalize = normalizeName;

/**
 * uv.lock's project itself (`source = { virtual = "." }` or `editable = "."`): its dependency
 * lists say which torch entry each extra and group takes, which the entries' own markers do not.
 */
export function rootTables({ lines, starts }: Packages, file: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  starts.forEach((start, k) => {
    const end = starts[k + 1] ?? lines.length;
    // The source line comes within the header keys; a plain text test keeps the rest unparsed.
    const head = lines.slice(start + 1, Math.min(end, start + 6)).join('\n');
    if (!/^source = \{ (virtual|editable) = "\." \}/m.test(head)) return;
    const table = entryTable(lines.slice(start, end), 'package', file, start);
    if (table) out.push(table);
  });
  return out;
}

/**
 * The torch-family entries, each parsed on its own. `plain` names arrays (uv's `wheels`) whose
 * lines are read as plain inline tables when they all are one (formats/plain-array.ts); the parser
 * gets the rest, with those lines blank so that its line numbers stay the file's.
 */
export function torchBlocks({ header, lines, starts }: Packages, file: string, plain: readonly string[] = []): Block[] {
  const out: Block[] = [];
  starts.forEach((start, k) => {
    const end = starts[k + 1] ?? lines.length;
    let name: string | undefined;
    for (let i = start + 1; i < end && name === undefined; i++) {
      const m = NAME.exec(lines[i]!.trim());
      if (m) name = normalize(m[1]!);
      else if (lines[i]!.trim().startsWith('[')) break;
    }
    if (!name || !(LOCKED_NAMES as readonly string[]).includes(name)) return;
    const body = lines.slice(start, end);
    const key = header === '[[package]]' ? 'package' : 'packages';
    const table = parseEntry(body, key, file, start, plain);
    if (table) out.push({ line: start + 1, lines: body, table, name: name as LockedName });
  });
  return out;
}

/** The table of one `[[package]]` entry, its lines parsed on their own (`start`: its line in the file). */
function entryTable(
  lines: readonly string[],
  key: string,
  file: string,
  start: number,
): Record<string, unknown> | undefined {
  return (parseBlock(lines.join('\n'), file, start)[key] as Record<string, unknown>[] | undefined)?.[0];
}

function parseEntry(
  body: readonly string[],
  key: string,
  file: string,
  start: number,
  plain: readonly string[],
): Record<string, unknown> | undefined {
  const whole = () => entryTable(body, key, file, start);
  const lifted = plain.map((k) => [k, plainArray(body, k)] as const).filter(([, a]) => a !== undefined);
  if (!lifted.length) return whole();
  const rest = [...body];
  for (const [, a] of lifted) rest.fill('', a!.from, a!.to + 1);
  const table = entryTable(rest, key, file, start);
  // The key again elsewhere in the entry is the parser's error to report, as it always was.
  if (!table || lifted.some(([k]) => k in table)) return whole();
  for (const [k, a] of lifted) table[k] = a!.tables;
  return table;
}

/** Per block: each quoted string → index of the first line holding it, built on first use. */
const quotedLines = derived<Block, Map<string, number>>('lock-block-quoted-lines', (block) => {
  const index = new Map<string, number>();
  block.lines.forEach((l, i) => {
    for (const s of quoted(l)) if (!index.has(s)) index.set(s, i);
  });
  return index;
});

// A TOML string as written: basic (backslash escapes) or literal. One native pass per line; a
// JavaScript loop over each character cost a check milliseconds in a large torch entry.
const QUOTED = /"((?:[^"\\]|\\.)*)"|'([^']*)'/g;

/** The strings of a TOML line as written between their quotes (escapes left as they are). */
function quoted(line: string): string[] {
  if (!line.includes('"') && !line.includes("'")) return [];
  return Array.from(line.matchAll(QUOTED), (m) => m[1] ?? m[2]!);
}

/**
 * 1-based line in the file of the first line of `block` that holds `needle` as a quoted string
 * (wheel URLs, paths and file names always are). A map built in one pass, not a scan of the
 * block per wheel, which is quadratic in a torch entry's wheels.
 */
export function lineOf(block: Block, needle: string, fallback = block.line): number {
  const i = quotedLines(block).get(needle);
  return i === undefined ? fallback : block.line + i;
}

/** The line of the block's `name = …`, where a finding about the package belongs. */
export const nameLine = (block: Block): number =>
  block.line +
  Math.max(
    0,
    block.lines.findIndex((l) => NAME.test(l.trim())),
  );

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export const records = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v)
    ? v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x))
    : [];
export const record = (v: unknown): Record<string, unknown> | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

function parseBlock(text: string, file: string, offset: number): Record<string, unknown> {
  try {
    return parse(text);
  } catch (e) {
    const first = (e instanceof Error ? e.message : String(e))
      .split('\n')[0]!
      .replace(/^Invalid TOML document:\s*/, '');
    const at = e instanceof TomlError ? `${offset + e.line}:${e.column}` : `${offset + 1}`;
    throw new InputError(`${file}:${at}: not valid TOML: ${first}`);
  }
}
