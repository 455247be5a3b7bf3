/**
 * GitHub Actions expressions (`${{ … }}`) evaluated where the values are known: the matrix
 * cell, a called workflow's inputs, literal env. Anything else (`github.*`, `needs.*`,
 * `steps.*`, `hashFiles()`) is UNKNOWN, and UNKNOWN spreads: a value that depends on it is
 * never guessed. Semantics follow GitHub's expression docs: `||`/`&&` return an operand,
 * `==` compares loosely (strings ignore case, mixed types compare as numbers).
 */
import { bounded } from '../core/memo.js';
import { parseDocument } from 'yaml';
import type { MatrixValue } from './types.js';

export const UNKNOWN: unique symbol = Symbol('unknown');
export type ExprValue = MatrixValue | typeof UNKNOWN;

export interface ExprContext {
  matrix?: MatrixValue;
  inputs?: Record<string, MatrixValue>;
  env?: Record<string, MatrixValue>;
  /** Told each matrix path the expression reads (`config.python-version`; `` for the whole matrix). */
  onMatrixRef?: (path: string) => void;
}

type Node =
  | { k: 'lit'; v: MatrixValue }
  | { k: 'id'; name: string }
  | { k: 'member'; obj: Node; name: Node | string }
  | { k: 'call'; name: string; args: Node[] }
  | { k: 'not'; a: Node }
  | { k: 'bin'; op: string; a: Node; b: Node };

type Token = { t: 'num'; v: number } | { t: 'str'; v: string } | { t: 'id'; v: string } | { t: 'op'; v: string };

const OPS = ['==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '(', ')', '[', ']', '.', ',', '*'];

class ExprError extends Error {}

function tokenize(s: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === "'") {
      let v = '';
      i++;
      for (;;) {
        if (i >= s.length) throw new ExprError('unterminated string');
        if (s[i] === "'") {
          if (s[i + 1] === "'") {
            v += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        v += s[i++];
      }
      out.push({ t: 'str', v });
      continue;
    }
    const num = /^(?:0x[0-9a-f]+|-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)/i.exec(s.slice(i));
    if (num && (c !== '-' || out.length === 0 || out[out.length - 1]!.t === 'op')) {
      out.push({ t: 'num', v: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    const id = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(s.slice(i));
    if (id) {
      out.push({ t: 'id', v: id[0] });
      i += id[0].length;
      continue;
    }
    const op = OPS.find((o) => s.startsWith(o, i));
    if (!op) throw new ExprError(`unexpected ${c}`);
    out.push({ t: 'op', v: op });
    i += op.length;
  }
  return out;
}

function parse(tokens: Token[]): Node {
  let p = 0;
  const peek = () => tokens[p];
  const isOp = (v: string) => peek()?.t === 'op' && peek()!.v === v;
  const expect = (v: string) => {
    if (!isOp(v)) throw new ExprError(`expected ${v}`);
    p++;
  };
  const binary = (next: () => Node, ops: string[]) => (): Node => {
    let a = next();
    while (peek()?.t === 'op' && ops.includes(String(peek()!.v))) {
      const op = (tokens[p++] as { v: string }).v;
      a = { k: 'bin', op, a, b: next() };
    }
    return a;
  };
  const primary = (): Node => {
    const t = tokens[p++];
    if (!t) throw new ExprError('unexpected end');
    if (t.t === 'num') return { k: 'lit', v: t.v };
    if (t.t === 'str') return { k: 'lit', v: t.v };
    if (t.t === 'op' && t.v === '(') {
      const e = or();
      expect(')');
      return e;
    }
    if (t.t === 'op' && t.v === '!') return { k: 'not', a: postfix(primary()) };
    if (t.t !== 'id') throw new ExprError(`unexpected ${t.v}`);
    const lower = t.v.toLowerCase();
    if (lower === 'true' || lower === 'false') return { k: 'lit', v: lower === 'true' };
    if (lower === 'null') return { k: 'lit', v: null };
    if (isOp('(')) {
      p++;
      const args: Node[] = [];
      if (!isOp(')')) {
        args.push(or());
        while (isOp(',')) {
          p++;
          args.push(or());
        }
      }
      expect(')');
      return { k: 'call', name: lower, args };
    }
    return { k: 'id', name: t.v };
  };
  const postfix = (n: Node): Node => {
    for (;;) {
      if (isOp('.')) {
        p++;
        const t = tokens[p++];
        if (t?.t === 'id') n = { k: 'member', obj: n, name: t.v };
        else if (t?.t === 'op' && t.v === '*') n = { k: 'call', name: '*', args: [n] };
        else throw new ExprError('expected a property name');
      } else if (isOp('[')) {
        p++;
        const e = or();
        expect(']');
        n = { k: 'member', obj: n, name: e };
      } else return n;
    }
  };
  const unary = (): Node => postfix(primary());
  const cmp = binary(unary, ['<', '<=', '>', '>=']);
  const eq = binary(cmp, ['==', '!=']);
  const and = binary(eq, ['&&']);
  const or = binary(and, ['||']);
  const e = or();
  if (p !== tokens.length) throw new ExprError('unexpected text after the expression');
  return e;
}

const isObj = (v: MatrixValue): v is Record<string, MatrixValue> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** GitHub's truthiness: false, 0, '', null and NaN are false. */
export function truthy(v: MatrixValue): boolean {
  if (v === null || v === false || v === '' || v === 0) return false;
  return !(typeof v === 'number' && Number.isNaN(v));
}

function toNumber(v: MatrixValue): number {
  if (v === null) return 0;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    const t = v.trim();
    if (t === '') return 0;
    return /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$|^0x[0-9a-f]+$/i.test(t) ? Number(t) : NaN;
  }
  return NaN;
}

/** A value as GitHub writes it into a string: null is empty, a list or mapping is its kind. */
function exprText(v: MatrixValue): string {
  if (v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean' || typeof v === 'number') return String(v);
  return Array.isArray(v) ? 'Array' : 'Object';
}

function looseEqual(a: MatrixValue, b: MatrixValue): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  if (a !== null && typeof a === 'object') return a === b;
  if (b !== null && typeof b === 'object') return false;
  if (typeof a === typeof b) return a === b;
  return toNumber(a) === toNumber(b);
}

function compare(op: string, a: MatrixValue, b: MatrixValue): boolean {
  let x: number | string;
  let y: number | string;
  if (typeof a === 'string' && typeof b === 'string') {
    x = a.toLowerCase();
    y = b.toLowerCase();
  } else {
    x = toNumber(a);
    y = toNumber(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return false;
  }
  return op === '<' ? x < y : op === '<=' ? x <= y : op === '>' ? x > y : x >= y;
}

/** Property lookup as GitHub does it: case-insensitive keys; a missing key is null. */
function property(obj: MatrixValue, name: MatrixValue): MatrixValue {
  if (Array.isArray(obj)) {
    const i = toNumber(name);
    return Number.isInteger(i) && i >= 0 && i < obj.length ? obj[i]! : null;
  }
  if (!isObj(obj)) return null;
  const key = exprText(name);
  if (Object.hasOwn(obj, key)) return obj[key]!;
  const lower = key.toLowerCase();
  const found = Object.keys(obj).find((k) => k.toLowerCase() === lower);
  return found !== undefined ? obj[found]! : null;
}

function format(args: MatrixValue[]): MatrixValue | typeof UNKNOWN {
  const [f, ...rest] = args;
  if (typeof f !== 'string') return UNKNOWN;
  let out = '';
  for (let i = 0; i < f.length; i++) {
    const c = f[i]!;
    if (c === '{' && f[i + 1] === '{') {
      out += '{';
      i++;
    } else if (c === '}' && f[i + 1] === '}') {
      out += '}';
      i++;
    } else if (c === '{') {
      const m = /^\{(\d+)\}/.exec(f.slice(i));
      if (!m || Number(m[1]) >= rest.length) return UNKNOWN;
      out += exprText(rest[Number(m[1])]!);
      i += m[0].length - 1;
    } else out += c;
  }
  return out;
}

/**
 * GitHub's fromJSON is lenient (unquoted keys, trailing commas, as in pyg's `{ include: [ … ] }`):
 * what strict JSON refuses is read as a YAML flow collection, which accepts both; anything else
 * is UNKNOWN (the run would fail there).
 */
function fromJson(v: MatrixValue): ExprValue {
  if (typeof v !== 'string') return UNKNOWN;
  try {
    const parsed = JSON.parse(v) as unknown;
    return parsed === undefined ? UNKNOWN : (parsed as MatrixValue);
  } catch {
    const t = v.trim();
    if (!/^[[{]/.test(t) || t.length > 1_000_000) return UNKNOWN;
    try {
      const doc = parseDocument(t, { uniqueKeys: true, prettyErrors: false });
      if (doc.errors.length > 0) return UNKNOWN;
      const out = doc.toJS({ maxAliasCount: 0 }) as unknown;
      return out === undefined ? UNKNOWN : (out as MatrixValue);
    } catch {
      return UNKNOWN;
    }
  }
}

function call(name: string, args: MatrixValue[]): ExprValue {
  const s = (i: number) => exprText(args[i] ?? null).toLowerCase();
  switch (name) {
    case 'format':
      return format(args);
    case 'fromjson':
      return fromJson(args[0] ?? null);
    case 'tojson':
      return JSON.stringify(args[0] ?? null, null, 2);
    case 'contains':
      return Array.isArray(args[0]) ? args[0].some((x) => looseEqual(x, args[1] ?? null)) : s(0).includes(s(1));
    case 'startswith':
      return s(0).startsWith(s(1));
    case 'endswith':
      return s(0).endsWith(s(1));
    case 'join':
      return Array.isArray(args[0])
        ? args[0].map(exprText).join(args.length > 1 ? exprText(args[1]!) : ',')
        : exprText(args[0] ?? null);
    default:
      // hashFiles, success(), always(), `.*` filters: known only when the workflow runs.
      return UNKNOWN;
  }
}

interface Evaluated {
  v: ExprValue;
  /** The matrix path this value was read from, while a member chain is being followed. */
  path?: string;
}

function evalNode(n: Node, ctx: ExprContext, inChain = false): Evaluated {
  switch (n.k) {
    case 'lit':
      return { v: n.v };
    case 'id': {
      const root = n.name.toLowerCase();
      const v: ExprValue =
        root === 'matrix'
          ? (ctx.matrix ?? UNKNOWN)
          : root === 'inputs'
            ? (ctx.inputs ?? UNKNOWN)
            : root === 'env'
              ? (ctx.env ?? UNKNOWN)
              : UNKNOWN;
      if (root === 'matrix' && !inChain) ctx.onMatrixRef?.('');
      return root === 'matrix' ? { v, path: '' } : { v };
    }
    case 'member': {
      const base = evalNode(n.obj, ctx, true);
      const name = typeof n.name === 'string' ? ({ v: n.name } as Evaluated) : evalNode(n.name, ctx);
      if (base.v === UNKNOWN || name.v === UNKNOWN) return { v: UNKNOWN };
      // A missing env variable or input is read at run time (set by an earlier step, or a secret).
      const missing =
        n.obj.k === 'id' && ['env', 'inputs'].includes(n.obj.name.toLowerCase()) && property(base.v, name.v) === null;
      const v = missing ? UNKNOWN : property(base.v, name.v);
      const path = base.path !== undefined ? (base.path ? `${base.path}.` : '') + exprText(name.v) : undefined;
      if (path !== undefined && !inChain) ctx.onMatrixRef?.(path);
      return path !== undefined ? { v, path } : { v };
    }
    case 'call': {
      const args: MatrixValue[] = [];
      for (const a of n.args) {
        const r = evalNode(a, ctx).v;
        if (r === UNKNOWN) return { v: UNKNOWN };
        args.push(r);
      }
      return { v: call(n.name, args) };
    }
    case 'not': {
      const a = evalNode(n.a, ctx).v;
      return { v: a === UNKNOWN ? UNKNOWN : !truthy(a) };
    }
    case 'bin': {
      const a = evalNode(n.a, ctx).v;
      if (a === UNKNOWN) return { v: UNKNOWN };
      if (n.op === '||') return truthy(a) ? { v: a } : { v: evalNode(n.b, ctx).v };
      if (n.op === '&&') return !truthy(a) ? { v: a } : { v: evalNode(n.b, ctx).v };
      const b = evalNode(n.b, ctx).v;
      if (b === UNKNOWN) return { v: UNKNOWN };
      if (n.op === '==') return { v: looseEqual(a, b) };
      if (n.op === '!=') return { v: !looseEqual(a, b) };
      return { v: compare(n.op, a, b) };
    }
  }
}

/** An expression's syntax tree, or null for syntax GitHub would reject; the same texts recur in every cell. */
const parsed = bounded('matrix-expression', 10_000, (expr: string): Node | null => {
  try {
    return parse(tokenize(expr));
  } catch (err) {
    if (!(err instanceof ExprError)) throw err;
    return null;
  }
});

/** One expression (the text between `${{` and `}}`). Syntax GitHub would reject is UNKNOWN. */
export function evaluateExpression(expr: string, ctx: ExprContext): ExprValue {
  const node = parsed(expr);
  return node ? evalNode(node, ctx).v : UNKNOWN;
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
    case 'id':
      return n.name.toLowerCase() === 'matrix' ? '' : undefined;
    case 'member': {
      const base = refsOf(n.obj, out);
      const name = typeof n.name === 'string' ? n.name : n.name.k === 'lit' ? exprText(n.name.v) : undefined;
      if (typeof n.name !== 'string' && n.name.k !== 'lit') push(n.name, out);
      if (base === undefined || name === undefined) return undefined;
      return (base ? `${base}.` : '') + name;
    }
    case 'call':
      n.args.forEach((a) => push(a, out));
      return undefined;
    case 'not':
      push(n.a, out);
      return undefined;
    case 'bin':
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
    if (node) push(node, paths);
  }
  return paths;
}
