/**
 * uv writes each wheel of a lock entry on a line of its own, as an inline table of plain strings
 * and integers (`{ url = "…", hash = "…", size = 123, upload-time = "…" },`). Those lines are
 * half of a torch entry's text; read as that shape they need no TOML parser. Anything else (an
 * escape, a float, a nested table, a key twice, another layout) is left to the parser.
 */

/** One `key = "text"` or `key = 123` and its separator, from where the last one ended. */
const PAIR = /([A-Za-z0-9_-]+) = (?:"([^"\\\u0000-\u0008\u000a-\u001f\u007f]*)"|(0|[1-9][0-9]*))(?:, |$)/y;
const LINE = /^\s*\{ (.+) \},?\s*$/;

/** The table a line holds when it is a plain inline table, else undefined. */
export function plainInlineTable(line: string): Record<string, string | number> | undefined {
  const inner = LINE.exec(line)?.[1];
  if (inner === undefined) return undefined;
  const out: Record<string, string | number> = Object.create(null) as Record<string, string | number>;
  PAIR.lastIndex = 0;
  while (PAIR.lastIndex < inner.length) {
    const m = PAIR.exec(inner);
    if (!m) return undefined;
    const key = m[1]!;
    if (key in out || key === '__proto__') return undefined;
    out[key] = m[2] ?? Number(m[3]);
  }
  return out;
}

/**
 * Where `key = [` opens a top-level array in an entry's `lines` whose every element line is a plain inline
 * table: the lines it spans (the `]` line included) and its tables. Undefined when there is no
 * such array.
 */
export function plainArray(
  lines: readonly string[],
  key: string,
): { from: number; to: number; tables: Record<string, string | number>[] } | undefined {
  const from = lines.indexOf(`${key} = [`);
  // Top-level: no table header between the entry's own (its first line) and the array.
  if (from < 0 || lines.slice(1, from).some((l) => l.trimStart().startsWith('['))) return undefined;
  const tables: Record<string, string | number>[] = [];
  for (let i = from + 1; i < lines.length; i++) {
    if (lines[i] === ']') return { from, to: i, tables };
    const t = plainInlineTable(lines[i]!);
    if (!t) return undefined;
    tables.push(t);
  }
  return undefined;
}
