/**
 * Values in GitHub Actions expressions: how they turn into text and numbers, compare, and what
 * the functions do with them (GitHub's expression docs; actions/languageservices' shared test
 * data holds the edges: tests/unit/matrix/reference-expressions.test.ts). Strings compare ignoring case as GitHub folds it
 * (upper case, by Unicode's mapping, `ı` kept); a number and a string compare as numbers.
 */
import { parseDocument } from 'yaml';
import { ExprError } from './expression-parse.js';
import type { MatrixValue } from './types.js';

export const isObj = (v: MatrixValue): v is Record<string, MatrixValue> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const primitive = (v: MatrixValue): v is string | number | boolean | null => v === null || typeof v !== 'object';

// What `a.*` gives: a list whose own properties are looked up in each of its items.
const filtered = new WeakSet<MatrixValue[]>();
export function filteredList(items: MatrixValue[]): MatrixValue[] {
  filtered.add(items);
  return items;
}
export const isFiltered = (v: MatrixValue): boolean => Array.isArray(v) && filtered.has(v);

/** GitHub's truthiness: false, 0, NaN, '' and null are false; lists and mappings are true. */
export function truthy(v: MatrixValue): boolean {
  if (v === null || v === false || v === '') return false;
  return !(typeof v === 'number' && (v === 0 || Number.isNaN(v)));
}

/** A number as text: at most 15 digits after the point, no trailing zeros (`0.84551240822557`). */
function numberText(n: number): string {
  if (n === 0) return '0';
  return String(Number(n.toFixed(15)));
}

/** A value as GitHub writes it into a string: null is empty, a list or mapping is its kind. */
export function exprText(v: MatrixValue): string {
  if (v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return numberText(v);
  if (typeof v === 'boolean') return String(v);
  return Array.isArray(v) ? 'Array' : 'Object';
}

/** A value as a number: text as JavaScript reads it (`' 0o10 '` is 8, `''` is 0), lists NaN. */
export function toNumber(v: MatrixValue): number {
  if (v === null) return 0;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return Number(v);
  return NaN;
}

/** Upper case as GitHub folds it for comparing: Unicode's mapping, except the dotless ı. */
export const fold = (s: string): string =>
  s.includes('ı') ? s.replace(/[^ı]+/g, (part) => part.toUpperCase()) : s.toUpperCase();

type Kind = 'null' | 'boolean' | 'number' | 'string' | 'list';
const kindOf = (v: MatrixValue): Kind =>
  v === null ? 'null' : typeof v === 'object' ? 'list' : (typeof v as 'boolean' | 'number' | 'string');

/** Both sides brought to one kind where GitHub does: null and booleans as numbers; a number and a string as numbers. */
function coerce(a: MatrixValue, b: MatrixValue): [MatrixValue, MatrixValue] {
  const ka = kindOf(a);
  const kb = kindOf(b);
  if (ka === kb) return [a, b];
  if (ka === 'null' || ka === 'boolean') return coerce(toNumber(a), b);
  if (kb === 'null' || kb === 'boolean') return coerce(a, toNumber(b));
  if ((ka === 'number' && kb === 'string') || (ka === 'string' && kb === 'number')) return [toNumber(a), toNumber(b)];
  return [a, b];
}

/** GitHub's `==`: loose, strings ignoring case, lists and mappings only equal to themselves. */
export function looseEqual(x: MatrixValue, y: MatrixValue): boolean {
  const [a, b] = coerce(x, y);
  if (kindOf(a) !== kindOf(b)) return false;
  if (typeof a === 'string') return fold(a) === fold(b as string);
  return a === b;
}

/** GitHub's `<` (`before`) and `>`; `<=` and `>=` are these or `==`. */
export function ordered(op: string, x: MatrixValue, y: MatrixValue): boolean {
  const [a, b] = coerce(x, y);
  if (kindOf(a) !== kindOf(b) || typeof a === 'object') return false;
  const [l, r] = typeof a === 'string' ? [fold(a), fold(b as string)] : [a, b as number | boolean];
  const less = l < r;
  const greater = l > r;
  if (op === '<') return less;
  if (op === '>') return greater;
  return (op === '<=' ? less : greater) || looseEqual(x, y);
}

/** `obj[key]` as GitHub looks it up: mapping keys ignore case (the first one written wins). */
export function property(obj: MatrixValue, key: MatrixValue): MatrixValue | undefined {
  if (Array.isArray(obj)) {
    const i = primitive(key) ? toNumber(key) : NaN;
    return Number.isFinite(i) && i >= 0 && Math.floor(i) < obj.length ? obj[Math.floor(i)] : undefined;
  }
  if (!isObj(obj) || !primitive(key)) return undefined;
  const name = exprText(key);
  // The exact key is the usual case; a mapping rarely holds two keys that differ only by case.
  if (Object.hasOwn(obj, name)) return obj[name];
  const lower = name.toLowerCase();
  const found = Object.keys(obj).find((k) => k.toLowerCase() === lower);
  return found !== undefined ? obj[found] : undefined;
}

/** `format('{0} {1}', a, b)`, with `{{` and `}}` as braces; a malformed string is an error. */
function format(args: MatrixValue[]): string {
  const f = exprText(args[0]!);
  let out = '';
  let i = 0;
  while (i < f.length) {
    const open = f.indexOf('{', i);
    const close = f.indexOf('}', i);
    if (open >= 0 && (close < 0 || close > open)) {
      if (f[open + 1] === '{') {
        out += f.slice(i, open + 1);
        i = open + 2;
        continue;
      }
      const index = /^\d+/.exec(f.slice(open + 1, close < 0 ? undefined : close))?.[0];
      if (close > open + 1 && index !== undefined) {
        if (Number(index) + 1 > args.length - 1)
          throw new ExprError(`format string references more arguments than were supplied: ${f}`);
        out += f.slice(i, open) + exprText(args[1 + Number(index)]!);
        i = close + 1;
        continue;
      }
      throw new ExprError(`format string is invalid: ${f}`);
    }
    if (close < 0) {
      out += f.slice(i);
      break;
    }
    if (f[close + 1] !== '}') throw new ExprError(`format string is invalid: ${f}`);
    out += f.slice(i, close + 1);
    i = close + 2;
  }
  return out;
}

/**
 * fromJSON. GitHub's runner reads JSON leniently (unquoted keys, trailing commas, as in pyg's
 * `{ include: [ … ] }`): what strict JSON refuses is read as a YAML flow collection, which
 * accepts both; anything else is an error.
 */
function fromJson(v: MatrixValue): MatrixValue {
  const t = exprText(v).trim();
  if (t === '') throw new ExprError('fromJSON of empty text');
  try {
    return JSON.parse(t) as MatrixValue;
  } catch {
    let out: MatrixValue | undefined;
    if (/^[[{]/.test(t) && t.length <= 1_000_000) {
      try {
        const doc = parseDocument(t, { uniqueKeys: true, prettyErrors: false });
        // An alias (`*a`) is refused outright: no expansion of untrusted text.
        if (doc.errors.length === 0) out = doc.toJS({ maxAliasCount: 0 }) as MatrixValue | undefined;
      } catch {
        out = undefined;
      }
    }
    if (out === undefined) throw new ExprError('fromJSON of text that is not JSON');
    return out;
  }
}

function join(args: MatrixValue[]): string {
  const [list, sep] = args;
  if (primitive(list!)) return exprText(list);
  if (!Array.isArray(list)) return '';
  const separator = args.length > 1 && primitive(sep!) ? exprText(sep) : ',';
  return list.map(exprText).join(separator);
}

function contains(args: MatrixValue[]): boolean {
  const [haystack, needle] = args as [MatrixValue, MatrixValue];
  if (primitive(haystack))
    return primitive(needle) && exprText(haystack).toLowerCase().includes(exprText(needle).toLowerCase());
  return Array.isArray(haystack) && haystack.some((x) => looseEqual(needle, x));
}

const affix = (args: MatrixValue[], test: (a: string, b: string) => boolean): boolean => {
  const [a, b] = args as [MatrixValue, MatrixValue];
  return primitive(a) && primitive(b) && test(fold(exprText(a)), fold(exprText(b)));
};

/** `case(pred1, value1, …, default)`: the value of the first true predicate (each must be a boolean). */
function caseOf(args: MatrixValue[]): MatrixValue {
  for (let i = 0; i + 1 < args.length; i += 2) {
    if (typeof args[i] !== 'boolean') throw new ExprError('a case() predicate must be a boolean');
    if (args[i]) return args[i + 1]!;
  }
  return args[args.length - 1]!;
}

/** Functions whose value only the run knows: the files in the workspace, the job's status. */
export const RUN_TIME_FUNCTIONS = new Set(['hashfiles', 'success', 'always', 'cancelled', 'failure']);

/** The value of one of GitHub's other functions. */
export function callFunction(name: string, args: MatrixValue[]): MatrixValue {
  switch (name) {
    case 'format':
      return format(args);
    case 'fromjson':
      return fromJson(args[0]!);
    case 'tojson':
      return JSON.stringify(args[0], null, 2);
    case 'contains':
      return contains(args);
    case 'startswith':
      return affix(args, (a, b) => a.startsWith(b));
    case 'endswith':
      return affix(args, (a, b) => a.endsWith(b));
    case 'join':
      return join(args);
    default:
      return caseOf(args);
  }
}
