/**
 * PEP 508 environment markers: parsed once, evaluated against the runner with three-valued
 * logic, because a value the tool does not know (no Python given yet) must stay "unknown"
 * rather than quietly count as true or false.
 */
import { InputError } from '../core/errors.js';
import { parseSpecifier, parseVersion, satisfies } from '../versions/pep440.js';

export type MarkerNode = { kind: 'and' | 'or'; left: MarkerNode; right: MarkerNode } | { kind: 'cmp'; left: MarkerValue; op: string; right: MarkerValue };
export type MarkerValue = { variable: string } | { literal: string };

const VARIABLES: Record<string, string> = {
  python_version: 'python_version',
  python_full_version: 'python_full_version',
  os_name: 'os_name',
  sys_platform: 'sys_platform',
  platform_release: 'platform_release',
  platform_system: 'platform_system',
  platform_version: 'platform_version',
  platform_machine: 'platform_machine',
  platform_python_implementation: 'platform_python_implementation',
  implementation_name: 'implementation_name',
  implementation_version: 'implementation_version',
  extra: 'extra',
  // Legacy spellings pip still accepts.
  'os.name': 'os_name',
  'sys.platform': 'sys_platform',
  'platform.version': 'platform_version',
  'platform.machine': 'platform_machine',
  'platform.python_implementation': 'platform_python_implementation',
  python_implementation: 'platform_python_implementation',
};

type Token = { t: 'str'; v: string } | { t: 'var'; v: string } | { t: 'op'; v: string } | { t: 'kw'; v: 'and' | 'or' } | { t: '(' } | { t: ')' };

function fail(marker: string, why: string): never {
  throw new InputError(`marker ${JSON.stringify(marker.length > 120 ? `${marker.slice(0, 117)}...` : marker)} is not valid PEP 508: ${why}`);
}

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(' || c === ')') {
      out.push({ t: c });
      i++;
    } else if (c === '"' || c === "'") {
      const end = text.indexOf(c, i + 1);
      if (end < 0) fail(text, `unterminated string at column ${i + 1}`);
      out.push({ t: 'str', v: text.slice(i + 1, end) });
      i = end + 1;
    } else {
      const op = /^(===|==|!=|<=|>=|~=|<|>|not\s+in\b|in\b)/.exec(text.slice(i));
      if (op) {
        out.push({ t: 'op', v: op[1]!.replace(/\s+/g, ' ') });
        i += op[0].length;
        continue;
      }
      const word = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(text.slice(i));
      if (!word) fail(text, `unexpected ${JSON.stringify(c)} at column ${i + 1}`);
      const w = word[0];
      if (w === 'and' || w === 'or') out.push({ t: 'kw', v: w });
      else if (VARIABLES[w]) out.push({ t: 'var', v: VARIABLES[w] });
      else fail(text, `unknown variable ${JSON.stringify(w)}`);
      i += w.length;
    }
  }
  return out;
}

export function parseMarker(text: string): MarkerNode {
  if (text.length > 2000) fail(text, 'longer than 2000 characters');
  const tokens = tokenize(text);
  let pos = 0;
  const peek = () => tokens[pos];
  const value = (): MarkerValue => {
    const tok = tokens[pos++];
    if (tok?.t === 'str') return { literal: tok.v };
    if (tok?.t === 'var') return { variable: tok.v };
    return fail(text, 'expected a variable or a quoted string');
  };
  const atom = (depth: number): MarkerNode => {
    if (depth > 50) fail(text, 'nested too deeply');
    if (peek()?.t === '(') {
      pos++;
      const inner = or(depth + 1);
      if (peek()?.t !== ')') fail(text, 'missing ")"');
      pos++;
      return inner;
    }
    const left = value();
    const op = tokens[pos++];
    if (op?.t !== 'op') fail(text, 'expected a comparison such as == or in');
    const right = value();
    if ('literal' in left && 'literal' in right) fail(text, 'a comparison needs a variable on one side');
    return { kind: 'cmp', left, op: op.v, right };
  };
  const and = (depth: number): MarkerNode => {
    let node = atom(depth);
    while (peek()?.t === 'kw' && (peek() as { v: string }).v === 'and') {
      pos++;
      node = { kind: 'and', left: node, right: atom(depth) };
    }
    return node;
  };
  const or = (depth: number): MarkerNode => {
    let node = and(depth);
    while (peek()?.t === 'kw' && (peek() as { v: string }).v === 'or') {
      pos++;
      node = { kind: 'or', left: node, right: and(depth) };
    }
    return node;
  };
  if (tokens.length === 0) fail(text, 'empty');
  const tree = or(0);
  if (pos !== tokens.length) fail(text, 'unexpected text after the end');
  return tree;
}

/**
 * Marker variables for this runner. A value may be a list of candidates (the Python patch
 * level is unknown: 3.12.0 … 3.12.99) — a comparison is decided only if every candidate agrees.
 */
export type MarkerEnv = Partial<Record<string, string | string[]>>;

const VERSION_OPS = new Set(['<', '<=', '>', '>=', '==', '!=', '~=', '===']);
const FLIP: Record<string, string> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '==': '==', '!=': '!=' };

function compare(a: string, op: string, b: string, variableOnLeft: boolean): boolean | undefined {
  if (op === 'in') return b.includes(a);
  if (op === 'not in') return !b.includes(a);
  if (VERSION_OPS.has(op) && op !== '===') {
    // The variable's value is the version; the literal side is the specifier.
    const [version, spec, o] = variableOnLeft ? [a, b, op] : [b, a, FLIP[op]];
    if (o && parseVersion(version) && parseVersion(spec.replace(/\.\*$/, '')) !== undefined) {
      try {
        return satisfies(version, parseSpecifier(`${o}${spec}`, 'marker version'));
      } catch {
        // Fall back to string comparison, as PEP 508 says for non-versions.
      }
    }
  }
  switch (op) {
    case '==':
    case '===':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    default:
      return undefined;
  }
}

export function evaluateMarker(node: MarkerNode, env: MarkerEnv): boolean | undefined {
  if (node.kind === 'and') {
    const l = evaluateMarker(node.left, env);
    if (l === false) return false;
    const r = evaluateMarker(node.right, env);
    if (r === false) return false;
    return l === true && r === true ? true : undefined;
  }
  if (node.kind === 'or') {
    const l = evaluateMarker(node.left, env);
    if (l === true) return true;
    const r = evaluateMarker(node.right, env);
    if (r === true) return true;
    return l === false && r === false ? false : undefined;
  }
  const left = node.left as MarkerValue;
  const right = node.right as MarkerValue;
  const lv = 'literal' in left ? [left.literal] : toList(env[left.variable]);
  const rv = 'literal' in right ? [right.literal] : toList(env[right.variable]);
  if (!lv || !rv) return undefined;
  const variableOnLeft = 'variable' in left;
  const results = new Set<boolean | undefined>();
  const op = (node as { op: string }).op;
  for (const a of lv) for (const b of rv) results.add(compare(a, op, b, variableOnLeft));
  return results.size === 1 ? [...results][0] : undefined;
}

function toList(v: string | string[] | undefined): string[] | undefined {
  if (v === undefined) return undefined;
  return Array.isArray(v) ? v : [v];
}

/** The variables a marker reads, for saying why it could not be decided. */
export function markerVariables(node: MarkerNode): string[] {
  if (node.kind !== 'cmp') return [...new Set([...markerVariables(node.left), ...markerVariables(node.right)])];
  return [node.left, node.right].flatMap((v: MarkerValue) => ('variable' in v ? [v.variable] : []));
}
