/**
 * GitHub Actions expressions (`${{ … }}`) evaluated where the values are known: the matrix
 * cell, a called workflow's inputs, literal env. Anything else (`github.*`, `needs.*`,
 * `steps.*`, `hashFiles()`, `success()`) is UNKNOWN, and UNKNOWN spreads: a value that depends
 * on it is never guessed. An expression GitHub rejects or fails on is an error, which callers
 * that want a value see as UNKNOWN. Syntax: expression-parse.ts; values and functions:
 * expression-values.ts.
 */
import { bounded } from '../../core/memo.js';
import { CONTEXTS, ExprError, parseExpression, type Node } from './expression-parse.js';
import {
  callFunction,
  exprText,
  RUN_TIME_FUNCTIONS,
  filteredList,
  isFiltered,
  isObj,
  looseEqual,
  ordered,
  property,
  truthy,
} from './expression-values.js';
import type { MatrixValue } from './types.js';

export { truthy } from './expression-values.js';

export const UNKNOWN: unique symbol = Symbol('unknown');
export type ExprValue = MatrixValue | typeof UNKNOWN;

export interface ExprContext {
  matrix?: MatrixValue;
  inputs?: Record<string, MatrixValue>;
  env?: Record<string, MatrixValue>;
  /** Other named values whose contents are known (`strategy`, or a test's own); names ignore case. */
  contexts?: Record<string, MatrixValue>;
  /** Told each matrix path the expression reads (`config.python-version`; `` for the whole matrix). */
  onMatrixRef?: (path: string) => void;
}

/** What an expression comes to: a value, UNKNOWN (only the run knows), or an error GitHub would report. */
export type Outcome = { value: MatrixValue } | { unknown: true } | { error: string };

interface Evaluated {
  v: ExprValue;
  /** The matrix path this value was read from, while an index chain is being followed. */
  path?: string;
  /** `env` or `inputs` as given: a name missing there is set at run time (an earlier step, a secret). */
  runTime?: boolean;
}

function named(name: string, ctx: ExprContext): Evaluated {
  const own = ctx.contexts && Object.keys(ctx.contexts).find((k) => k.toLowerCase() === name);
  if (own !== undefined) return { v: ctx.contexts![own]! };
  if (name === 'matrix') return { v: ctx.matrix ?? UNKNOWN, path: '' };
  if (name === 'inputs') return { v: ctx.inputs ?? UNKNOWN, runTime: true };
  if (name === 'env') return { v: ctx.env ?? UNKNOWN, runTime: true };
  return { v: UNKNOWN };
}

const STAR: unique symbol = Symbol('star');

/** `a.b` / `a[k]` / `a.*`: on a `.*` list each item is indexed, and what they have is kept. */
function index(obj: MatrixValue, key: MatrixValue | typeof STAR): MatrixValue {
  if (key === STAR) {
    if (isFiltered(obj))
      return filteredList(
        (obj as MatrixValue[]).flatMap((x) => (Array.isArray(x) ? x : isObj(x) ? Object.values(x) : [])),
      );
    return filteredList(Array.isArray(obj) ? [...obj] : isObj(obj) ? Object.values(obj) : []);
  }
  if (isFiltered(obj))
    return filteredList(
      (obj as MatrixValue[]).flatMap((x) => {
        const v = typeof x === 'object' && x !== null ? property(x, key) : undefined;
        return v === undefined ? [] : [v];
      }),
    );
  return property(obj, key) ?? null;
}

function evalIndex(n: Extract<Node, { k: 'index' }>, ctx: ExprContext, inChain: boolean): Evaluated {
  const key: { v: ExprValue | typeof STAR } = n.key === 'star' ? { v: STAR } : evalNode(n.key, ctx);
  // A `.*` reads all of its base: the base's path is reported whole.
  const base = evalNode(n.obj, ctx, n.key !== 'star');
  if (base.v === UNKNOWN || key.v === UNKNOWN) return { v: UNKNOWN };
  const k = key.v;
  const v = index(base.v, k);
  if (base.runTime && v === null) return { v: UNKNOWN };
  if (k === STAR || base.path === undefined) return { v };
  const path = (base.path ? `${base.path}.` : '') + exprText(k);
  if (!inChain) ctx.onMatrixRef?.(path);
  return { v, path };
}

function evalNode(n: Node, ctx: ExprContext, inChain = false): Evaluated {
  switch (n.k) {
    case 'lit':
      return { v: n.v };
    case 'group':
      return evalNode(n.e, ctx, inChain);
    case 'ctx': {
      const r = named(n.name, ctx);
      if (r.path !== undefined && !inChain) ctx.onMatrixRef?.('');
      return r;
    }
    case 'index':
      return evalIndex(n, ctx, inChain);
    case 'call': {
      const args: MatrixValue[] = [];
      let unknown = false;
      for (const a of n.args) {
        const r = evalNode(a, ctx).v;
        if (r === UNKNOWN) unknown = true;
        else args.push(r);
      }
      if (unknown || RUN_TIME_FUNCTIONS.has(n.name)) return { v: UNKNOWN };
      return { v: callFunction(n.name, args) };
    }
    case 'not': {
      const a = evalNode(n.a, ctx).v;
      return { v: a === UNKNOWN ? UNKNOWN : !truthy(a) };
    }
    case 'logic': {
      // `||`/`&&` return an operand: the first that decides, else the last.
      let v: ExprValue = null;
      for (const arg of n.args) {
        v = evalNode(arg, ctx).v;
        if (v === UNKNOWN) return { v };
        if (n.op === '||' ? truthy(v) : !truthy(v)) return { v };
      }
      return { v };
    }
    case 'cmp': {
      const a = evalNode(n.a, ctx).v;
      const b = evalNode(n.b, ctx).v;
      if (a === UNKNOWN || b === UNKNOWN) return { v: UNKNOWN };
      if (n.op === '==') return { v: looseEqual(a, b) };
      if (n.op === '!=') return { v: !looseEqual(a, b) };
      return { v: ordered(n.op, a, b) };
    }
  }
}

const KNOWN = new Set(CONTEXTS);

/** An expression's tree (undefined: the empty expression), or the reason GitHub rejects it; the same texts recur in every cell. */
const parsed = bounded('matrix-expression', 10_000, (expr: string): Node | undefined | ExprError => {
  try {
    return parseExpression(expr, KNOWN);
  } catch (err) {
    if (!(err instanceof ExprError)) throw err;
    return err;
  }
});

function treeOf(expr: string, ctx: ExprContext): Node | undefined | ExprError {
  const extra = ctx.contexts ? Object.keys(ctx.contexts).map((k) => k.toLowerCase()) : [];
  if (!extra.some((k) => !KNOWN.has(k))) return parsed(expr);
  try {
    return parseExpression(expr, new Set([...KNOWN, ...extra]));
  } catch (err) {
    if (!(err instanceof ExprError)) throw err;
    return err;
  }
}

/** One expression (the text between `${{` and `}}`): its value, UNKNOWN, or GitHub's error. */
export function evaluateOutcome(expr: string, ctx: ExprContext): Outcome {
  const node = treeOf(expr, ctx);
  if (node instanceof ExprError) return { error: node.message };
  if (node === undefined) return { value: null };
  try {
    const v = evalNode(node, ctx).v;
    return v === UNKNOWN ? { unknown: true } : { value: v };
  } catch (err) {
    if (!(err instanceof ExprError)) throw err;
    return { error: err.message };
  }
}

/** One expression's value; UNKNOWN where only the run knows it, and where GitHub would fail. */
export function evaluateExpression(expr: string, ctx: ExprContext): ExprValue {
  const o = evaluateOutcome(expr, ctx);
  return 'value' in o ? o.value : UNKNOWN;
}

/** The `${{ … }}` parts of a text: [start, end) of each, `}}` inside a string literal skipped. */
export function expressionSpans(text: string): { start: number; end: number; expr: string }[] {
  const out: { start: number; end: number; expr: string }[] = [];
  let i = text.indexOf('${{');
  while (i >= 0) {
    let j = i + 3;
    let inString = false;
    while (j < text.length) {
      if (text[j] === "'") inString = !inString;
      else if (!inString && text.startsWith('}}', j)) break;
      j++;
    }
    if (j >= text.length) break;
    out.push({ start: i, end: j + 2, expr: text.slice(i + 3, j) });
    i = text.indexOf('${{', j + 2);
  }
  return out;
}

/**
 * A workflow value with its expressions evaluated. A value that is one expression keeps the
 * expression's type (`${{ fromJSON('[1]') }}` is a list); otherwise the parts are joined as
 * text. `value` is UNKNOWN when any part is.
 */
export function interpolate(text: string, ctx: ExprContext): ExprValue {
  const spans = expressionSpans(text);
  if (spans.length === 0) return text;
  if (spans.length === 1 && text.slice(0, spans[0]!.start).trim() === '' && text.slice(spans[0]!.end).trim() === '') {
    return evaluateExpression(spans[0]!.expr, ctx);
  }
  let out = '';
  let last = 0;
  let unknown = false;
  for (const s of spans) {
    const v = evaluateExpression(s.expr, ctx);
    if (v === UNKNOWN) unknown = true;
    else out += text.slice(last, s.start) + exprText(v);
    last = s.end;
  }
  return unknown ? UNKNOWN : out + text.slice(last);
}

/** `matrix.a.b` / `matrix['a']` chains of a syntax tree, as paths. */
function refsOf(n: Node, out: string[]): string | undefined {
  switch (n.k) {
    case 'ctx':
      return n.name === 'matrix' ? '' : undefined;
    case 'group':
      return refsOf(n.e, out);
    case 'index': {
      const base = refsOf(n.obj, out);
      if (n.key === 'star') {
        if (base !== undefined) out.push(base);
        return undefined;
      }
      const name = n.key.k === 'lit' ? exprText(n.key.v) : undefined;
      if (n.key.k !== 'lit') push(n.key, out);
      if (base === undefined || name === undefined) return undefined;
      return (base ? `${base}.` : '') + name;
    }
    case 'call':
      n.args.forEach((a) => push(a, out));
      return undefined;
    case 'not':
      push(n.a, out);
      return undefined;
    case 'logic':
      n.args.forEach((a) => push(a, out));
      return undefined;
    case 'cmp':
      push(n.a, out);
      push(n.b, out);
      return undefined;
    case 'lit':
      return undefined;
  }
}

function push(n: Node, out: string[]): void {
  const p = refsOf(n, out);
  if (p !== undefined) out.push(p);
}

/** The matrix paths a text's expressions name, read from their syntax (for "does this step use the key"). */
export function matrixPaths(text: string): string[] {
  const paths: string[] = [];
  for (const s of expressionSpans(text)) {
    const node = parsed(s.expr);
    if (node && !(node instanceof ExprError)) push(node, paths);
  }
  return paths;
}
