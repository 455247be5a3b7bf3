/**
 * Private functions reached only from code that never runs. catalyst's `MovieLens.__init__` calls
 * `self._fetch_movies()` after a line that always raises on 2.x, and `_fetch_movies` is the only
 * caller of `_build_interaction_matrix`: neither body runs there. Read from the text, and only in
 * files where some statement always raises (always-raises.ts); every doubt keeps a function
 * reached: a mention of its name anywhere else (a string, a comment, a callback passed on), a
 * public or special name (another module may call it), a body cut short by an odd indent.
 */

import { indentAt } from '../python/indent.js';

/** Where code runs on no torch of the target: from `from`, the rest of the block at `indent`. */
export interface RaisedSpan {
  from: number;
  indent: number;
}

/** The width of the indentation of the line at `p`; -1 for a blank or comment line. */
function lineIndent(text: string, p: number): number {
  const { width, at } = indentAt(text, p);
  const c = text.charCodeAt(at);
  return at >= text.length || c === 10 || c === 13 || c === 35 ? -1 : width;
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
const WORD = /[A-Za-z_][A-Za-z0-9_]*/g;

interface Def {
  name: string;
  start: number;
  end: number;
  /** Mentions of its name outside its own body and outside every span known unreached. */
  live: number;
  mentioned: boolean;
  dead: boolean;
}

/**
 * The bodies (from the `def` to the end of the block) of the private functions that only code in
 * `raised`, or in another such body, mentions; their uses are not reached either. One pass over
 * the words of the text, then each function closed at most once (linear in the text and the
 * mentions, whatever the chain of calls).
 */
export function unreachedBodies(text: string, raised: readonly RaisedSpan[]): [number, number][] {
  const spans: [number, number][] = raised.map((r) => [r.from, blockEnd(text, r.from, r.indent)]);
  const defs: Def[] = [];
  const byName = new Map<string, Def[]>();
  // Where each `def` names its function: another class's method of the same name is no call of it.
  const named = new Set<number>();
  for (const m of text.matchAll(PRIVATE_DEF)) {
    const name = m[2]!;
    if (name.startsWith('__') && name.endsWith('__')) continue;
    const start = m.index;
    named.add(start + m[0].lastIndexOf(name));
    const d: Def = {
      name,
      start,
      end: blockEnd(text, start, lineIndent(text, start)),
      live: 0,
      mentioned: false,
      dead: false,
    };
    defs.push(d);
    const list = byName.get(name);
    if (list) list.push(d);
    else byName.set(name, [d]);
  }
  if (defs.length === 0) return [];
  // Every mention of a private function's name, in text order (positions ascending).
  const at: number[] = [];
  const of: Def[][] = [];
  for (const w of text.matchAll(WORD)) {
    const list = w[0].charCodeAt(0) === 95 ? byName.get(w[0]) : undefined;
    if (list && !named.has(w.index)) {
      at.push(w.index);
      of.push(list);
    }
  }
  const gone = new Uint8Array(at.length);
  for (const [a, b] of spans) for (let i = firstAtOrAfter(at, a); i < at.length && at[i]! < b; i++) gone[i] = 1;
  for (let i = 0; i < at.length; i++) {
    for (const d of of[i]!) {
      if (at[i]! >= d.start && at[i]! < d.end) continue; // its own header, or a call of itself
      d.mentioned = true;
      if (!gone[i]) d.live++;
    }
  }
  const out: [number, number][] = [];
  const queue = defs.filter((d) => d.mentioned && d.live === 0);
  while (queue.length > 0) {
    const d = queue.pop()!;
    if (d.dead) continue;
    d.dead = true;
    out.push([d.start, d.end]);
    // The mentions inside its body no longer reach anything.
    for (let i = firstAtOrAfter(at, d.start); i < at.length && at[i]! < d.end; i++) {
      if (gone[i]) continue;
      gone[i] = 1;
      for (const e of of[i]!) if (!(at[i]! >= e.start && at[i]! < e.end) && --e.live === 0 && !e.dead) queue.push(e);
    }
  }
  return out;
}

/** The first index of the ascending `xs` whose value is at least `v`. */
function firstAtOrAfter(xs: readonly number[], v: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (xs[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
