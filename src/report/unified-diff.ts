/**
 * A unified diff of one file, as `git apply` and `patch -p1` read it (`a/` and `b/` prefixes).
 * Lines are compared in place: fixes rewrite within lines and never add or remove one; a change
 * of line count is shown as one hunk over the whole file.
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

/**
 * A path as git writes it in a patch header: quoted, with C escapes, when it holds a control
 * character, a quote or a backslash, so a file name can never add a line to the patch.
 */
function headerPath(prefix: string, file: string): string {
  const path = prefix + file;
  if (!/[\u0000-\u001f\u007f"\\]/.test(path)) return path;
  const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '"': '\\"', '\\': '\\\\' };
  return `"${path.replace(/[\u0000-\u001f\u007f"\\]/g, (c) => named[c] ?? `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`)}"`;
}

export function unifiedDiff(file: string, before: string, after: string): string {
  if (before === after) return '';
  const a = splitLines(before);
  const b = splitLines(after);
  const head = `--- ${headerPath('a/', file)}\n+++ ${headerPath('b/', file)}\n`;
  if (a.length !== b.length) {
    return `${head}@@ -1,${a.length} +1,${b.length} @@\n${a.map((l) => show('-', l)).join('')}${b.map((l) => show('+', l)).join('')}`;
  }
  const changed: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) changed.push(i);
  const hunks: [number, number][] = [];
  for (const i of changed) {
    const from = Math.max(0, i - CONTEXT);
    const to = Math.min(a.length, i + CONTEXT + 1);
    const last = hunks[hunks.length - 1];
    if (last && from <= last[1]) last[1] = to;
    else hunks.push([from, to]);
  }
  let out = head;
  for (const [from, to] of hunks) {
    out += `@@ -${from + 1},${to - from} +${from + 1},${to - from} @@\n`;
    for (let i = from; i < to; i++) out += a[i] === b[i] ? show(' ', a[i]!) : show('-', a[i]!) + show('+', b[i]!);
  }
  return out;
}
