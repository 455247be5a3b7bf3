/**
 * Call shapes and other token-level facts of one statement: bracket depths, each call's keywords,
 * positional arguments and parentheses, assignment targets, `def` parameters, `except` classes,
 * `case` captures, and the names a lambda, comprehension or walrus hides. Pure functions of the
 * statement's tokens.
 */
import { KEYWORDS, type CallInfo, type LineInfo, type Tok } from './uses-types.js';

const OPEN = new Set(['(', '[', '{']);

const CLOSE = new Set([')', ']', '}']);

export function unquote(text: string): string {
  const m = /^[A-Za-z]*('''|"""|'|")([\s\S]*)\1$/.exec(text);
  return m ? m[2]! : text;
}

/**
 * The plain names an assignment target (tokens i..j) binds, added to `out`; true when the target
 * is a single name (maybe annotated: `x: T = v`), which may take an alias. `a.b` and `a[i]` bind none,
 * and neither does an annotation (`self.x: List[T] = v`).
 */
export function targetNames(toks: Tok[], info: LineInfo, i: number, j: number, out: Set<number>): boolean {
  if (toks[i]?.type === 'name' && !KEYWORDS.has(toks[i].text) && (j === i + 1 || toks[i + 1]?.text === ':')) {
    out.add(i);
    return true;
  }
  const d0 = info.depth[i] ?? 0;
  // `self.x: List[T] = v`: what follows the colon is the annotation, whose names are looked up, not bound.
  for (let k = i; k < j; k++)
    if (toks[k]!.text === ':' && toks[k]!.type === 'op' && info.depth[k] === d0) {
      j = k;
      break;
    }
  for (let k = i; k < j; k++) {
    const t = toks[k]!;
    if (t.type !== 'name' || KEYWORDS.has(t.text)) continue;
    const prev = toks[k - 1];
    const next = toks[k + 1];
    const standalone =
      (k === i || prev?.text === ',' || prev?.text === '(' || prev?.text === '[' || prev?.text === '*') &&
      (k + 1 === j || next?.text === ',' || next?.text === ')' || next?.text === ']');
    if (standalone && (info.depth[k] ?? 0) >= d0) out.add(k);
  }
  return false;
}

/** The names a `case` pattern (tokens i..j) captures: bare names, not dotted values, class names or keywords. */
export function captures(toks: Tok[], info: LineInfo, i: number, j: number): number[] {
  const out: number[] = [];
  for (let k = i; k < j; k++) {
    const t = toks[k]!;
    if (t.type !== 'name' || KEYWORDS.has(t.text) || t.text === '_' || info.kwNames.has(k)) continue;
    const prev = toks[k - 1]?.text;
    const next = toks[k + 1]?.text;
    if (prev === '.' || next === '.' || next === '(' || next === '=') continue;
    out.push(k);
  }
  return out;
}

/** Whether tokens a..b are one dotted name. */
export function dottedFrom(toks: Tok[], a: number, b: number): boolean {
  if (a >= b || (b - a) % 2 === 0) return false;
  for (let k = a; k < b; k++) if ((k - a) % 2 === 0 ? toks[k]!.type !== 'name' : toks[k]!.text !== '.') return false;
  return true;
}

/** The index of the bracket closing the one at k (-1 when it is not closed on the line). */
export function closing(toks: Tok[], info: LineInfo, k: number): number {
  const d = info.depth[k]!;
  for (let m = k + 1; m < toks.length; m++)
    if (info.depth[m] === d && CLOSE.has(toks[m]!.text) && toks[m]!.type === 'op') return m;
  return -1;
}

/**
 * Names bound inside an expression, for each token where they hide an outer name: a lambda's
 * parameters in its body, a comprehension's variables in its brackets, a walrus target after it.
 */
export interface Shadow {
  a: number;
  b: number;
  names: string[];
}

/** Whether `name` is shadowed at token k. */
export function hides(shadow: readonly Shadow[], k: number, name: string): boolean {
  for (const s of shadow) if (k >= s.a && k < s.b && s.names.includes(name)) return true;
  return false;
}

export function shadows(toks: Tok[], info: LineInfo): Shadow[] | undefined {
  let out: Shadow[] | undefined;
  const hide = (names: string[], a: number, b: number) => {
    if (names.length) (out ??= []).push({ a, b, names });
  };
  for (let p = 1; p < toks.length; p++) {
    const t = toks[p]!;
    const d = info.depth[p]!;
    if (t.type === 'name' && t.text === 'lambda') {
      const names: string[] = [];
      let k = p + 1;
      for (; k < toks.length && !(info.depth[k] === d && toks[k]!.text === ':'); k++) {
        const prev = toks[k - 1]!.text;
        if (
          toks[k]!.type === 'name' &&
          info.depth[k] === d &&
          (prev === 'lambda' || prev === ',' || prev === '*' || prev === '**')
        )
          names.push(toks[k]!.text);
      }
      let b = k + 1;
      while (b < toks.length && info.depth[b]! >= d && !(info.depth[b] === d && toks[b]!.text === ',')) b++;
      hide(names, k + 1, b);
    } else if (t.type === 'name' && t.text === 'for' && d > 0) {
      // A comprehension: its variables are its own in the brackets around it.
      const names: string[] = [];
      for (let k = p + 1; k < toks.length && !(info.depth[k] === d && toks[k]!.text === 'in'); k++)
        if (toks[k]!.type === 'name') names.push(toks[k]!.text);
      let a = p - 1;
      while (a > 0 && info.depth[a]! >= d) a--;
      hide(names, a, closing(toks, info, a) < 0 ? toks.length : closing(toks, info, a));
    } else if (t.type === 'op' && t.text === ':=' && toks[p - 1]!.type === 'name') {
      hide([toks[p - 1]!.text], p + 1, toks.length);
    }
  }
  return out;
}

/**
 * Where each part of the dotted name `name` ends when only its last part is written, ending at
 * `end` (the others have no place in the text: -1). A loop, not a spread of a filled array: it runs
 * for every torch name a statement imports or uses, most of them before the code is optimized.
 */
export function lastPartEnds(name: string, end: number): number[] {
  const out: number[] = [];
  for (let p = name.indexOf('.'); p >= 0; p = name.indexOf('.', p + 1)) out.push(-1);
  out.push(end);
  return out;
}

export function partEndsOf(toks: Tok[], s: number, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(toks[s + 2 * i]!.end);
  return out;
}

/** Depth of every token, the keywords of every call, and which names are keyword names. */
export function lineInfo(toks: Tok[]): LineInfo {
  const depth = new Array<number>(toks.length);
  const calls: LineInfo['calls'] = new Map();
  const kwNames = new Set<number>();
  const stack: number[] = [];
  // Keywords whose value is more than one token, by the index of the value: read again once the depths are known, where the line holds an `if`.
  let pending: [name: string, open: number, value: number][] | undefined;
  let sawIf = false;
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k]!;
    if (t.type === 'name' && t.text === 'if') sawIf = true;
    if (t.type === 'op' && CLOSE.has(t.text) && stack.length > 0) {
      const open = stack.pop()!;
      const site = t.text === ')' ? calls.get(open)?.site : undefined;
      // `f(g(x))`, `f(t.__dlpack__(), …)`: the call just closed is the whole first argument of the one around it.
      const outer = stack[stack.length - 1];
      if (
        site &&
        outer !== undefined &&
        toks[k + 1]?.type === 'op' &&
        (toks[k + 1]!.text === ',' || toks[k + 1]!.text === ')')
      ) {
        const around = calls.get(outer);
        if (around && around.site.firstCall === '' && open >= 2 && startsArgument(toks, outer, open - 1))
          around.site.firstCall = toks[open - 1]!.text;
      }
      if (site) {
        site.close = t.start;
        site.args = k > open + 1 && !(k === open + 2 && toks[open + 1]!.text === ',');
        site.trailingComma = k > open + 1 && toks[k - 1]!.type === 'op' && toks[k - 1]!.text === ',';
      }
    }
    depth[k] = stack.length;
    const open = stack[stack.length - 1];
    // An argument that starts with neither `name=` nor `**` is passed by position.
    if (
      open !== undefined &&
      toks[open]!.text === '(' &&
      (k === open + 1 || (toks[k - 1]!.text === ',' && depth[k - 1] === stack.length))
    ) {
      const keyword = (t.type === 'name' && toks[k + 1]?.text === '=') || t.text === '**';
      if (!keyword && !(t.type === 'op' && CLOSE.has(t.text))) callAt(calls, open, toks).site.positional = true;
    }
    if (t.type !== 'op' && t.type !== 'name') continue;
    if (open !== undefined && toks[open]!.text === '(') {
      const prev = toks[k - 1]!;
      const afterSep = prev.type === 'op' && (prev.text === '(' || prev.text === ',');
      if (t.type === 'name' && afterSep && toks[k + 1]?.type === 'op' && toks[k + 1]!.text === '=') {
        kwNames.add(k);
        const info = callAt(calls, open, toks);
        info.site.keywordAt.set(t.text, t.start);
        const v = toks[k + 2];
        const after = toks[k + 3];
        const literal =
          v &&
          (v.type === 'string' || v.type === 'number' || v.type === 'name') &&
          after &&
          (after.text === ',' || after.text === ')');
        info.keywords.set(t.text, literal ? (v.type === 'string' ? unquote(v.text) : v.text) : undefined);
        // `name=x if cond else y`: read once the depths are known.
        if (!literal && v && toks[k + 3]?.text === 'if') (pending ??= []).push([t.text, open, k + 2]);
      } else if (t.type === 'op' && t.text === '**' && afterSep) {
        const c = callAt(calls, open, toks);
        const name = toks[k + 1];
        const after = toks[k + 2]?.text;
        c.site.starName = !c.starKwargs && name?.type === 'name' && (after === ',' || after === ')') ? name.text : null;
        c.starKwargs = true;
      }
    }
    if (t.type === 'op' && OPEN.has(t.text)) {
      stack.push(k);
      if (t.text === '(') callAt(calls, k, toks);
    }
  }
  if (pending && sawIf)
    for (const [name, open, v] of pending) conditionalOutcomes(toks, depth, calls.get(open)!, name, v);
  return { depth, calls, kwNames };
}

/** A literal token's value as the keyword map holds it. */
function literalOf(t: Tok): string | undefined {
  if (t.type === 'string') return unquote(t.text);
  return t.type === 'number' || t.type === 'name' ? t.text : undefined;
}

/** For a keyword value `a if cond else b` (a and b single literals) starting at token v: records [a, b]. */
function conditionalOutcomes(toks: Tok[], depth: number[], call: CallInfo, name: string, v: number): void {
  const d = depth[v]!;
  let ifAt = -1;
  let elseAt = -1;
  let end = v;
  for (; end < toks.length && depth[end]! >= d; end++) {
    const t = toks[end]!;
    if (depth[end] !== d) continue;
    if (t.type === 'op' && (t.text === ',' || t.text === ')')) break;
    if (t.type === 'name' && t.text === 'if' && ifAt < 0) ifAt = end;
    else if (t.type === 'name' && t.text === 'else' && ifAt >= 0 && elseAt < 0) elseAt = end;
  }
  if (ifAt !== v + 1 || elseAt < 0 || elseAt + 2 !== end) return;
  const a = literalOf(toks[v]!);
  const b = literalOf(toks[elseAt + 1]!);
  if (a === undefined || b === undefined) return;
  (call.site.outcomes ??= new Map()).set(name, [a, b]);
}

/** Whether the dotted name ending at token `last` starts right after the `(` at `open` (it is the callee of the first argument). */
function startsArgument(toks: Tok[], open: number, last: number): boolean {
  if (toks[last]?.type !== 'name') return false;
  let p = last;
  while (p - 2 > open && toks[p - 1]!.text === '.') {
    const q = p - 2;
    if (toks[q]!.type === 'name') p = q;
    else if (toks[q]!.type === 'op' && (toks[q]!.text === ')' || toks[q]!.text === ']')) {
      // A call or subscript in the chain (`m.get_output(i).to_dlpack()`): back to the name before its bracket.
      const r = openingOf(toks, q, open);
      if (r <= open + 1 || toks[r - 1]!.type !== 'name') return false;
      p = r - 1;
    } else return false;
  }
  return p === open + 1;
}

/** The index of the bracket that `close` closes, looking no further back than `floor`; -1 if none. */
function openingOf(toks: Tok[], close: number, floor: number): number {
  let depth = 0;
  for (let k = close; k > floor; k--) {
    const t = toks[k]!;
    if (t.type !== 'op') continue;
    if (CLOSE.has(t.text)) depth++;
    else if (t.text === '(' || t.text === '[' || t.text === '{') if (--depth === 0) return k;
  }
  return -1;
}

function callAt(calls: LineInfo['calls'], k: number, toks: Tok[]): CallInfo {
  let c = calls.get(k);
  if (!c) {
    const first = toks[k + 1];
    const firstArg = first && !(first.type === 'op' && CLOSE.has(first.text)) ? first.start : -1;
    c = {
      keywords: new Map(),
      starKwargs: false,
      site: {
        open: toks[k]!.start,
        // Set later, once known; here so every site has one shape (a field added later gave sites
        // two maps, and lineInfo's optimized code was thrown away the first time it met the second).
        close: undefined,
        starName: undefined,
        keywordAt: new Map(),
        args: false,
        positional: false,
        trailingComma: false,
        firstArg,
        firstCall: '',
        outcomes: undefined,
      },
    };
    calls.set(k, c);
  }
  return c;
}

/** The colon ending a compound statement's header, or -1 (then it is not a header: `match = 1`). */
export function headerColon(toks: Tok[], info: LineInfo, i: number, j: number): number {
  let lambdas = 0;
  for (let k = i + 1; k < j; k++) {
    const t = toks[k]!;
    if (info.depth[k] !== 0) continue;
    if (t.type === 'name' && t.text === 'lambda') lambdas++;
    else if (t.type === 'op' && t.text === ':') {
      if (lambdas > 0) lambdas--;
      else return k;
    }
  }
  return -1;
}

/** Parameter names of a `def` whose `(` is at i. */
export function params(toks: Tok[], info: LineInfo, i: number, j: number): number[] {
  const out: number[] = [];
  if (toks[i]?.text !== '(') return out;
  const d = (info.depth[i] ?? 0) + 1;
  for (let k = i + 1; k < j; k++) {
    const t = toks[k]!;
    if (t.type !== 'name' || info.depth[k] !== d) continue;
    const prev = toks[k - 1]!.text;
    const next = toks[k + 1]?.text;
    if (
      (prev === '(' || prev === ',' || prev === '*' || prev === '**') &&
      (next === ',' || next === ')' || next === '=' || next === ':')
    )
      out.push(k);
  }
  return out;
}

/** Class names an `except` clause names (last dotted part), `*` for a bare except. */
export function exceptNames(toks: Tok[], i: number, j: number): string[] {
  let k = i;
  if (toks[k]?.text === '*') k++; // except*
  if (k >= j) return ['*'];
  const out: string[] = [];
  for (; k < j; k++) {
    const t = toks[k]!;
    if (t.type === 'name' && t.text === 'as') break;
    if (t.type === 'name' && toks[k + 1]?.text !== '.') out.push(t.text);
  }
  return out;
}
