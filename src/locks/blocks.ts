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
import { LOCKED_NAMES, type LockedName } from './types.js';

export interface Block {
  /** 1-based line of the `[[package]]` header. */
  line: number;
  lines: string[];
  table: Record<string, unknown>;
  name: LockedName;
}

const NAME = /^name\s*=\s*["']([A-Za-z0-9._-]+)["']\s*$/;

/** PEP 503 normalisation, so `Torch` and `torch` are one package (the standard's, packaging/names.ts). */
export const normalize = normalizeName;

/**
 * uv.lock's project itself (`source = { virtual = "." }` or `editable = "."`): its dependency
 * lists say which torch entry each extra and group takes, which the entries' own markers do not.
 */
export function rootTables(text: string, file: string): Record<string, unknown>[] {
  const lines = text.split(/\r?\n/);
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() !== '[[package]]') continue;
    let end = i + 1;
    while (end < lines.length && lines[end]!.trim() !== '[[package]]') end++;
    // The source line comes within the header keys; a plain text test keeps the rest unparsed.
    const head = lines.slice(i + 1, Math.min(end, i + 6)).join('\n');
    if (/^source = \{ (virtual|editable) = "\." \}/m.test(head)) {
      const table = (
        parseBlock(lines.slice(i, end).join('\n'), file, i).package as Record<string, unknown>[] | undefined
      )?.[0];
      if (table) out.push(table);
    }
    i = end - 1;
  }
  return out;
}

export function torchBlocks(text: string, header: '[[package]]' | '[[packages]]', file: string): Block[] {
  const lines = text.split(/\r?\n/);
  const starts: number[] = [];
  lines.forEach((l, i) => {
    if (l.trim() === header) starts.push(i);
  });
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
    const doc = parseBlock(body.join('\n'), file, start);
    const key = header === '[[package]]' ? 'package' : 'packages';
    const table = (doc[key] as Record<string, unknown>[] | undefined)?.[0];
    if (table) out.push({ line: start + 1, lines: body, table, name: name as LockedName });
  });
  return out;
}

/** Per block: each quoted string → index of the first line holding it, built on first use. */
const quotedLines = derived<Block, Map<string, number>>('lock-block-quoted-lines', (block) => {
  const index = new Map<string, number>();
  block.lines.forEach((l, i) => {
    for (const s of quoted(l)) if (!index.has(s)) index.set(s, i);
  });
  return index;
});

/** The strings of a TOML line as written between their quotes (escapes left as they are), in one pass. */
function quoted(line: string): string[] {
  const out: string[] = [];
  for (let open = 0; open < line.length; open++) {
    const q = line[open];
    if (q !== '"' && q !== "'") continue;
    let j = open + 1;
    if (q === '"') while (j < line.length && line[j] !== '"') j += line[j] === '\\' ? 2 : 1;
    else while (j < line.length && line[j] !== "'") j++;
    // An unclosed quote ends the line's strings: no rescan of the rest from each later quote.
    if (j >= line.length) break;
    out.push(line.slice(open + 1, j));
    open = j;
  }
  return out;
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
