/**
 * A unified diff of one file, as `git apply` and `patch -p1` read it (`a/` and `b/` prefixes).
 * Lines are compared in place: fixes rewrite within lines and never add or remove one; a change
 * of line count is shown as one hunk over the whole file. A byte order mark is part of the first
 * line, as it is of the file, so the context matches what is on disk.
 */

const CONTEXT = 3;

function splitLines(text: string): string[] {
  const lines = text.split(/(?<=\n)/);
  return lines.length && lines[lines.length - 1] === '' ? lines.slice(0, -1) : lines;
}

/** `+`/`-`/` ` lines keep their own line ends; a last line without one gets git's marker. */
function show(prefix: string, line: string): string {
  return line.endsWith('\n') ? `${prefix}${line}` : `${prefix}${line}\n\\ No newline at end of file\n`;
}

/** git's short escapes (quote.c); any other byte it quotes is written as three octal digits. */
const SHORT: Record<number, string> = {
  0x07: 'a',
  0x08: 'b',
  0x09: 't',
  0x0a: 'n',
  0x0b: 'v',
  0x0c: 'f',
  0x0d: 'r',
  0x22: '"',
  0x5c: '\\',
};

/** Bytes git quotes with its default core.quotePath: controls, DEL, `"`, `\` and every non-ASCII byte. */
const mustQuote = (b: number): boolean => b < 0x20 || b === 0x22 || b === 0x5c || b >= 0x7f;

/**
 * A path as git writes it in a patch header: with a byte git quotes, the whole `a/…` in double
 * quotes with C escapes over its UTF-8 bytes (so a name can never add a line to the patch); a
 * name with a space ends with a tab, which tells GNU patch where the name stops.
 */
export function headerPath(prefix: string, file: string): string {
  const bytes = Buffer.from(prefix + file, 'utf8');
  let quoted = false;
  for (const b of bytes) if (mustQuote(b)) quoted = true;
  let out: string;
  if (!quoted) out = bytes.toString('utf8');
  else {
    const parts: string[] = ['"'];
    for (const b of bytes) {
      if (!mustQuote(b)) parts.push(String.fromCharCode(b));
      else parts.push('\\' + (SHORT[b] ?? b.toString(8).padStart(3, '0')));
    }
    parts.push('"');
    out = parts.join('');
  }
  return file.includes(' ') ? `${out}\t` : out;
}

export function unifiedDiff(file: string, before: string, after: string): string {
  if (before === after) return '';
  const a = splitLines(before);
  const b = splitLines(after);
  const parts = [`--- ${headerPath('a/', file)}\n+++ ${headerPath('b/', file)}\n`];
  if (a.length !== b.length) {
    parts.push(`@@ -1,${a.length} +1,${b.length} @@\n`);
    for (const l of a) parts.push(show('-', l));
    for (const l of b) parts.push(show('+', l));
    return parts.join('');
  }
  // Hunks are built in one pass over the changed lines: no recursion, no spread of a list whose
  // length the file sets.
  const hunks: [number, number][] = [];
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    const from = Math.max(0, i - CONTEXT);
    const to = Math.min(a.length, i + CONTEXT + 1);
    const last = hunks[hunks.length - 1];
    if (last && from <= last[1]) last[1] = to;
    else hunks.push([from, to]);
  }
  for (const [from, to] of hunks) {
    parts.push(`@@ -${from + 1},${to - from} +${from + 1},${to - from} @@\n`);
    for (let i = from; i < to; i++) parts.push(a[i] === b[i] ? show(' ', a[i]!) : show('-', a[i]!) + show('+', b[i]!));
  }
  return parts.join('');
}
