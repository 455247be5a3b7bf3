/**
 * The syntax of GitHub Actions expressions (the text between `${{` and `}}`): tokens, then a
 * tree, with GitHub's limits. What GitHub's parser refuses — an unknown context or function,
 * the wrong number of arguments, nesting deeper than 50, more than 21,000 characters — throws
 * ExprError, which the evaluator reports as an error rather than a value.
 */
import type { MatrixValue } from './types.js';

export class ExprError extends Error {}

export type Node =
  | { k: 'lit'; v: MatrixValue }
  | { k: 'ctx'; name: string }
  | { k: 'group'; e: Node }
  /** `a.b`, `a['b']`, `a.*`, `a[*]`. */
  | { k: 'index'; obj: Node; key: Node | 'star' }
  | { k: 'call'; name: string; args: Node[] }
  | { k: 'not'; a: Node }
  | { k: 'cmp'; op: string; a: Node; b: Node }
  | { k: 'logic'; op: '&&' | '||'; args: Node[] };

type Tok =
  | { t: 'num'; v: number; text: string }
  | { t: 'str'; v: string }
  | { t: 'id'; v: string }
  | { t: 'kw'; v: MatrixValue }
  | { t: 'op'; v: string };

const MAX_LENGTH = 21_000;
const MAX_DEPTH = 50;

// Characters that end a number or a name (GitHub's lexer's boundaries).
const BOUNDARY = new Set(['(', '[', ')', ']', ',', '.', '!', '>', '<', '=', '&', '|']);
const isBoundary = (c: string) => BOUNDARY.has(c) || /\s/.test(c);
const NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;
const KEYWORDS: Record<string, MatrixValue> = { true: true, false: false, null: null, NaN: NaN, Infinity: Infinity };
const TWO = ['==', '!=', '<=', '>=', '&&', '||'];

/** The text after `from` up to a boundary (a number may hold dots: `1.5`). */
function word(s: string, from: number, dots: boolean): string {
  let j = from;
  while (j < s.length && (!isBoundary(s[j]!) || (dots && s[j] === '.'))) j++;
  return s.slice(from, j);
}

function readString(s: string, i: number): { v: string; end: number } {
  let v = '';
  let j = i + 1;
  for (;;) {
    if (j >= s.length) throw new ExprError('unterminated string');
    if (s[j] === "'") {
      if (s[j + 1] !== "'") return { v, end: j + 1 };
      j++;
    }
    v += s[j++];
  }
}

/** A `.` after a name, `]`, `)` or `*` is a property access; elsewhere it starts a number (`.5`). */
const endsOperand = (t: Tok | undefined): boolean => t?.t === 'id' || (t?.t === 'op' && [')', ']', '*'].includes(t.v));

function tokenize(s: string): Tok[] {
  if (s.length > MAX_LENGTH) throw new ExprError(`longer than ${MAX_LENGTH} characters`);
  const out: Tok[] = [];
  let i = 0;
  const last = () => out[out.length - 1];
  while (i < s.length) {
    const c = s[i]!;
    if (c === ' ' || c === '\t' || c === '\r' || c === '\n') {
      i++;
    } else if (c === "'") {
      const { v, end } = readString(s, i);
      out.push({ t: 'str', v });
      i = end;
    } else if ('()[],*'.includes(c)) {
      out.push({ t: 'op', v: c });
      i++;
    } else if (c === '.' && endsOperand(last())) {
      out.push({ t: 'op', v: '.' });
      i++;
    } else if (TWO.includes(s.slice(i, i + 2))) {
      out.push({ t: 'op', v: s.slice(i, i + 2) });
      i += 2;
    } else if ('!<>'.includes(c)) {
      out.push({ t: 'op', v: c });
      i++;
    } else if (c === '.' || c === '-' || c === '+' || (c >= '0' && c <= '9')) {
      // A number runs to the next boundary and reads as JavaScript reads it (0x10, 1e3, -Infinity).
      const text = c + word(s, i + 1, true);
      const v = Number(text);
      if (Number.isNaN(v)) throw new ExprError(`unexpected ${text}`);
      out.push({ t: 'num', v, text });
      i += text.length;
    } else {
      const text = c + word(s, i + 1, false);
      const prev = last();
      const afterDot = prev?.t === 'op' && prev.v === '.';
      if (!afterDot && Object.hasOwn(KEYWORDS, text)) out.push({ t: 'kw', v: KEYWORDS[text]! });
      else if (NAME.test(text)) out.push({ t: 'id', v: text });
      else throw new ExprError(`unexpected ${text}`);
      i += text.length;
    }
  }
  return out;
}

/** Functions GitHub knows, with their argument counts. */
const FUNCTIONS: Record<string, [number, number]> = {
  contains: [2, 2],
  startswith: [2, 2],
  endswith: [2, 2],
  format: [1, 255],
  join: [1, 2],
  tojson: [1, 1],
  fromjson: [1, 1],
  hashfiles: [1, 255],
  success: [0, 0],
  always: [0, 0],
  cancelled: [0, 0],
  failure: [0, 0],
  case: [3, Number.MAX_SAFE_INTEGER],
};

/** The named values GitHub knows in workflows; a caller may know more (its own contexts). */
export const CONTEXTS = [
  'github',
  'env',
  'vars',
  'job',
  'jobs',
  'steps',
  'runner',
  'secrets',
  'strategy',
  'matrix',
  'needs',
  'inputs',
];

/** An expression's tree, or undefined for the empty expression (its value is null). */
export function parseExpression(text: string, contexts: ReadonlySet<string>): Node | undefined {
  const toks = tokenize(text);
  if (toks.length === 0) return undefined;
  let p = 0;
  let depth = 0;
  const deeper = () => {
    if (++depth > MAX_DEPTH) throw new ExprError(`nested deeper than ${MAX_DEPTH}`);
  };
  const isOp = (v: string) => toks[p]?.t === 'op' && (toks[p] as { v: string }).v === v;
  const expect = (v: string) => {
    if (!isOp(v)) throw new ExprError(p < toks.length ? `expected ${v}` : 'unexpected end');
    p++;
  };
  const expression = (): Node => {
    deeper();
    const e = logic('||', () => logic('&&', equality));
    depth--;
    return e;
  };
  const logic = (op: '&&' | '||', next: () => Node): Node => {
    const first = next();
    if (!isOp(op)) return first;
    deeper();
    const args = [first];
    while (isOp(op)) {
      p++;
      args.push(next());
    }
    depth--;
    return { k: 'logic', op, args };
  };
  const binary = (ops: string[], next: () => Node) => (): Node => {
    let a = next();
    while (ops.some(isOp)) {
      const op = (toks[p++] as { v: string }).v;
      a = { k: 'cmp', op, a, b: next() };
    }
    return a;
  };
  const unary = (): Node => {
    if (!isOp('!')) return postfix();
    p++;
    deeper();
    const a = unary();
    depth--;
    return { k: 'not', a };
  };
  const comparison = binary(['<', '<=', '>', '>='], unary);
  const equality = binary(['==', '!='], comparison);
  const postfix = (): Node => {
    let n = primary();
    if (n.k !== 'group' && n.k !== 'call' && n.k !== 'ctx') return n;
    const before = depth;
    for (;;) {
      if (isOp('[')) {
        p++;
        let key: Node | 'star';
        if (isOp('*')) {
          p++;
          key = 'star';
        } else key = expression();
        expect(']');
        deeper();
        n = { k: 'index', obj: n, key };
      } else if (isOp('.')) {
        p++;
        deeper();
        const t = toks[p++];
        if (t?.t === 'id') n = { k: 'index', obj: n, key: { k: 'lit', v: t.v } };
        else if (t?.t === 'op' && t.v === '*') n = { k: 'index', obj: n, key: 'star' };
        else throw new ExprError('expected a property name');
      } else break;
    }
    depth = before;
    return n;
  };
  const primary = (): Node => {
    const t = toks[p++];
    if (!t) throw new ExprError('unexpected end');
    if (t.t === 'num' || t.t === 'str' || t.t === 'kw') return { k: 'lit', v: t.v };
    if (t.t === 'op' && t.v === '(') {
      const e = expression();
      expect(')');
      return { k: 'group', e };
    }
    if (t.t !== 'id') throw new ExprError(`unexpected ${t.v}`);
    if (!isOp('(')) {
      if (!contexts.has(t.v.toLowerCase())) throw new ExprError(`unrecognized named-value ${t.v}`);
      return { k: 'ctx', name: t.v.toLowerCase() };
    }
    p++;
    const args: Node[] = [];
    while (!isOp(')')) {
      if (p >= toks.length) throw new ExprError('unexpected end');
      args.push(expression());
      if (!isOp(')')) expect(',');
    }
    p++;
    return call(t.v.toLowerCase(), args);
  };
  const e = expression();
  if (p < toks.length) throw new ExprError('unexpected text after the expression');
  return e;
}

function call(name: string, args: Node[]): Node {
  const arity = FUNCTIONS[name];
  if (!arity) throw new ExprError(`unrecognized function ${name}`);
  if (args.length < arity[0]) throw new ExprError(`too few arguments to ${name}`);
  if (args.length > arity[1]) throw new ExprError(`too many arguments to ${name}`);
  if (name === 'case' && args.length % 2 === 0) throw new ExprError('case() takes an odd number of arguments');
  return { k: 'call', name, args };
}
