/**
 * Private functions reached only from code that never runs. catalyst's `MovieLens.__init__` calls
 * `self._fetch_movies()` after a line that always raises on 2.x, and `_fetch_movies` is the only
 * caller of `_build_interaction_matrix`: neither body runs there. Read from the text, and only in
 * files where some statement always raises (always-raises.ts); every doubt keeps a function
 * reached: a mention of its name anywhere else (a string, a comment, a callback passed on), a
 * public or special name (another module may call it), a body cut short by an odd indent.
 */

/** Where code runs on no torch of the target: from `from`, the rest of the block at `indent`. */
export interface RaisedSpan {
  from: number;
  indent: number;
}

/** The width of the indentation of the line at `p`, tabs to the next multiple of 8; -1 for a blank or comment line. */
function lineIndent(text: string, p: number): number {
  let w = 0;
  for (; p < text.length; p++) {
    const c = text.charCodeAt(p);
    if (c === 9) w = (w & ~7) + 8;
    else if (c === 32 || c === 12) w++;
    else return c === 10 || c === 13 || c === 35 ? -1 : w;
  }
  return -1;
}

/** Where the block at `indent` ends: the start of the first line after `from` indented no deeper (or the end of the text). */
function blockEnd(text: string, from: number, indent: number): number {
  for (let p = text.indexOf('\n', from); p >= 0; p = text.indexOf('\n', p + 1)) {
    const w = lineIndent(text, p + 1);
    if (w >= 0 && w <= indent) return p + 1;
  }
  return text.length;
}

const PRIVATE_DEF = /^([ \t]*)(?:async[ \t]+)?def[ \t]+(_[A-Za-z0-9_]*)[ \t]*\(/gm;

/**
 * The bodies (from the `def` to the end of the block) of the private functions that only code in
 * `raised`, or in another such body, mentions; their uses are not reached either.
 */
export function unreachedBodies(text: string, raised: readonly RaisedSpan[]): [number, number][] {
  const spans: [number, number][] = raised.map((r) => [r.from, blockEnd(text, r.from, r.indent)]);
  const defs: { name: string; start: number; end: number }[] = [];
  // Where each `def` names its function: another class's method of the same name is no call of it.
  const named = new Set<number>();
  for (const m of text.matchAll(PRIVATE_DEF)) {
    const name = m[2]!;
    if (name.startsWith('__') && name.endsWith('__')) continue;
    const start = m.index;
    named.add(start + m[0].lastIndexOf(name));
    defs.push({ name, start, end: blockEnd(text, start, lineIndent(text, start)) });
  }
  const inside = (p: number, list: readonly [number, number][]) => list.some(([a, b]) => p >= a && p < b);
  const out: [number, number][] = [];
  // Each round may close a function that only a newly closed one called: at most one round per function.
  for (let changed = true; changed;) {
    changed = false;
    for (const d of defs) {
      if (inside(d.start, out)) continue;
      const word = new RegExp(`(?<![A-Za-z0-9_])${d.name}(?![A-Za-z0-9_])`, 'g');
      let mentioned = false;
      let reachable = false;
      for (const w of text.matchAll(word)) {
        const p = w.index;
        // Its own name in its header, a call of itself, another definition of the name.
        if ((p >= d.start && p < d.end) || named.has(p)) continue;
        mentioned = true;
        if (!inside(p, spans) && !inside(p, out)) {
          reachable = true;
          break;
        }
      }
      if (mentioned && !reachable) {
        out.push([d.start, d.end]);
        changed = true;
      }
    }
  }
  return out;
}
