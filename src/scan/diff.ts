/**
 * `git diff --unified=0` read for what a pull request changed: per file, the line ranges it
 * added or changed on the new side. Pure; the git edge is in src/io/changes.ts.
 */
export type ChangedLines = Map<string, [number, number][]>;

/** Unquotes a git path (`"a\tb.py"` → `a<TAB>b.py`, octal escapes as UTF-8 bytes). */
function gitPath(raw: string): string {
  if (!raw.startsWith('"')) return raw;
  const bytes: number[] = [];
  const body = raw.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\') {
      bytes.push(...Buffer.from(c, 'utf8'));
      continue;
    }
    const n = body[i + 1] ?? '';
    if (/[0-7]/.test(n)) {
      bytes.push(parseInt(body.slice(i + 1, i + 4), 8));
      i += 3;
    } else {
      bytes.push(({ n: 10, t: 9, '"': 34, '\\': 92 } as Record<string, number>)[n] ?? n.charCodeAt(0));
      i += 1;
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export function parseChangedLines(diff: string): ChangedLines {
  const out: ChangedLines = new Map();
  let file: string | undefined;
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++ ')) {
      const target = line.slice(4);
      file = target === '/dev/null' ? undefined : gitPath(target).replace(/^b\//, '');
      if (file && !out.has(file)) out.set(file, []);
      continue;
    }
    const h = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (h && file) {
      const start = Number(h[1]);
      const count = h[2] === undefined ? 1 : Number(h[2]);
      if (count > 0) out.get(file)!.push([start, start + count - 1]);
    }
  }
  return out;
}

export function onChangedLine(changed: ChangedLines, file: string, line: number): boolean {
  return (changed.get(file) ?? []).some(([a, b]) => line >= a && line <= b);
}
