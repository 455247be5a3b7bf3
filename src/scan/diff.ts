/**
 * `git diff --unified=0` read for what a pull request changed: per file, the line ranges it
 * added or changed on the new side. Pure; the git edge is in src/workspace/changes.ts.
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

/**
 * The files git gave hunks for, with their new-side ranges (empty when a file's hunks only
 * delete). A file with a `+++` line but no hunk is left out: its diff said nothing readable.
 * A hunk's body is skipped by its line counts, so an added line that reads `++ b/x.py` (shown
 * as `+++ b/x.py`) cannot pose as the next file's header.
 */
export function parseChangedLines(diff: string): ChangedLines {
  const out: ChangedLines = new Map();
  let file: string | undefined;
  let body = 0;
  for (const line of diff.split('\n')) {
    if (body > 0) {
      // "\ No newline at end of file" belongs to the line before it.
      if (!line.startsWith('\\')) body--;
      continue;
    }
    if (line.startsWith('+++ ')) {
      // git ends a name that holds a space with a tab (for patch(1)); a tab in a name is quoted.
      const target = line.slice(4).replace(/\t$/, '');
      file = target === '/dev/null' ? undefined : gitPath(target).replace(/^b\//, '');
      continue;
    }
    const h = /^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (h) {
      const start = Number(h[2]);
      const count = h[3] === undefined ? 1 : Number(h[3]);
      body = (h[1] === undefined ? 1 : Number(h[1])) + count;
      if (!file) continue;
      if (!out.has(file)) out.set(file, []);
      if (count > 0) out.get(file)!.push([start, start + count - 1]);
    }
  }
  for (const [file, ranges] of out) out.set(file, merged(ranges));
  return out;
}

/** The range that stands for "every line". */
export const WHOLE_FILE: [number, number] = [1, Number.MAX_SAFE_INTEGER];

/**
 * `changed` with every file of `files` that has no hunk in it counted as changed throughout: a
 * diff git printed without hunks (binary, a filter, a mode change) must not hide a file's findings.
 */
export function wholeWhereNoHunk(changed: ChangedLines, files: readonly string[]): ChangedLines {
  const out: ChangedLines = new Map(changed);
  for (const f of files) if (!out.has(f)) out.set(f, [[...WHOLE_FILE]]);
  return out;
}

/** Ranges by start, overlapping or touching ones joined: so a line is found by a binary search. */
function merged(ranges: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [a, b] of [...ranges].sort((x, y) => x[0] - y[0])) {
    const last = out[out.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** Whether `line` of `file` was added or changed: a binary search (a pull request may change thousands of places in a file, each with findings). */
export function onChangedLine(changed: ChangedLines, file: string, line: number): boolean {
  const ranges = changed.get(file);
  if (!ranges) return false;
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = ranges[mid]!;
    if (line < a) hi = mid - 1;
    else if (line > b) lo = mid + 1;
    else return true;
  }
  return false;
}
