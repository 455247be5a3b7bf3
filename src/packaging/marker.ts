/**
 * PEP 508 environment markers, evaluated against the runner with three-valued logic: a value
 * the tool does not know (no Python given yet, a variable PEP 508 does not define) stays
 * "unknown" rather than quietly counting as true or false.
 *
 * uv writes markers of several kilobytes (a fork's `resolution-markers` joined), so a marker is
 * read as a token list once and evaluated by one pass with an explicit stack: linear in its
 * length, whatever its length or nesting, with no recursion to overflow.
 */
import { InputError } from '../core/errors.js';
import { clausesOf, meetsSpecifier } from './pep440-order.js';

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
  // PEP 751 (pylock.toml): the extras and the dependency groups being installed.
  extras: 'extras',
  dependency_groups: 'dependency_groups',
  // Legacy spellings pip still accepts.
  'os.name': 'os_name',
  'sys.platform': 'sys_platform',
  'platform.version': 'platform_version',
  'platform.machine': 'platform_machine',
  'platform.python_implementation': 'platform_python_implementation',
  python_implementation: 'platform_python_implementation',
};

type Operand = { t: 'str'; v: string } | { t: 'var'; v: string; known: boolean };
type Token = Operand | { t: 'op'; v: string } | { t: 'kw'; v: 'and' | 'or' } | { t: '(' } | { t: ')' };
// One object per parenthesis kind, shared by every marker (tokens are never changed): a marker nested
// a million deep would otherwise give the collector two million objects to trace.
const OPEN: Token = Object.freeze({ t: '(' });
const CLOSE: Token = Object.freeze({ t: ')' });

/** A marker read once: its tokens, checked against the grammar. */
export interface Marker {
  text: string;
  tokens: readonly Token[];
}

function fail(marker: string, why: string): never {
  throw new InputError(
    `marker ${JSON.stringify(marker.length > 120 ? `${marker.slice(0, 117)}...` : marker)} is not valid PEP 508: ${why}`,
  );
}

// Sticky patterns: each match starts where the last token ended, so reading is one pass.
// Spaces and tabs only: a line break ends a marker (pip refuses one inside).
const SPACE = /[ \t]+/y;
const OP = /(===|==|!=|<=|>=|~=|<|>|not\s+in(?![A-Za-z0-9_.])|in(?![A-Za-z0-9_.]))/y;
const WORD = /[A-Za-z_][A-Za-z0-9_.]*/y;

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const at = (re: RegExp): RegExpExecArray | null => {
    re.lastIndex = i;
    return re.exec(text);
  };
  while (i < text.length) {
    const c = text[i]!;
    const space = at(SPACE);
    if (space) {
      i += space[0].length;
    } else if (c === '(' || c === ')') {
      out.push(c === '(' ? OPEN : CLOSE);
      i++;
    } else if (c === '"' || c === "'") {
      const end = text.indexOf(c, i + 1);
      if (end < 0) fail(text, `unterminated string at column ${i + 1}`);
      const v = text.slice(i + 1, end);
      // PEP 508 strings hold no backslash (pip reads one as a Python escape, often an invalid one).
      if (v.includes('\\')) fail(text, `a backslash in the string at column ${i + 1}`);
      out.push({ t: 'str', v });
      i = end + 1;
    } else {
      const op = at(OP);
      if (op) {
        out.push({ t: 'op', v: op[1]!.replace(/\s+/g, ' ') });
        i += op[0].length;
        continue;
      }
      const word = at(WORD);
      if (!word) fail(text, `unexpected ${JSON.stringify(c)} at column ${i + 1}`);
      const w = word[0];
      if (w === 'and' || w === 'or') out.push({ t: 'kw', v: w });
      // A variable PEP 508 does not define is kept as unknown: the marker is undecided, not invalid.
      else out.push(VARIABLES[w] ? { t: 'var', v: VARIABLES[w], known: true } : { t: 'var', v: w, known: false });
      i += w.length;
    }
  }
  return out;
}

/** Reads and checks a marker; throws InputError when it is not PEP 508. */
export function parseMarker(text: string): Marker {
  const tokens = tokenize(text);
  if (tokens.length === 0) fail(text, 'empty');
  // The grammar, checked by one pass over the tokens: operand (op operand)? between and/or.
  let depth = 0;
  let expectOperand = true;
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    if (expectOperand) {
      if (tok.t === '(') {
        depth++;
        continue;
      }
      if (tok.t !== 'str' && tok.t !== 'var') fail(text, 'expected a variable or a quoted string');
      const op = tokens[i + 1];
      if (op?.t !== 'op') fail(text, 'expected a comparison such as == or in');
      const right = tokens[i + 2];
      if (right?.t !== 'str' && right?.t !== 'var') fail(text, 'expected a variable or a quoted string');
      i += 2;
      expectOperand = false;
    } else if (tok.t === ')') {
      if (depth === 0) fail(text, 'unexpected text after the end');
      depth--;
    } else if (tok.t === 'kw') {
      expectOperand = true;
    } else {
      fail(text, 'unexpected text after the end');
    }
  }
  if (expectOperand) fail(text, 'expected a variable or a quoted string');
  if (depth > 0) fail(text, 'missing ")"');
  return { text, tokens };
}

/**
 * Marker variables for this runner. A value may be a list of candidates (the Python patch
 * level is unknown: 3.12.0 … 3.12.99) — a comparison is decided only if every candidate agrees.
 * `extra`, `extras` and `dependency_groups` are sets instead: what is being installed. `extra`
 * lists the selected extras and, as `group:<name>`, the selected groups (uv's conflict markers
 * name both); `extras` and `dependency_groups` (PEP 751) default to those two parts of it.
 */
export type MarkerEnv = Partial<Record<string, string | string[]>>;

// The variables PEP 508 compares as versions (pypa/packaging's MARKERS_REQUIRING_VERSION).
const VERSION_KEYS = new Set(['python_version', 'python_full_version', 'implementation_version', 'platform_release']);

/**
 * One comparison of two values, as pypa/packaging evaluates it: for a version variable, the
 * left value against the specifier `op right` (pre-releases admitted); otherwise as strings,
 * where `<` and `>` never hold and `<=`/`>=` mean equal. undefined: no defined comparison
 * (`~=` or `===` on strings).
 */
function compare(a: string, op: string, b: string, versionKey: boolean): boolean | undefined {
  if (versionKey && op !== 'in' && op !== 'not in' && !b.includes(',')) {
    const spec = `${op}${b}`;
    if (clausesOf(spec)) return meetsSpecifier(a, spec, true);
  }
  switch (op) {
    case 'in':
      return b.includes(a);
    case 'not in':
      return !b.includes(a);
    case '==':
    case '<=':
    case '>=':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
    case '>':
      return false;
    default:
      return undefined;
  }
}

/**
 * uv spells a conflicting extra in markers as `extra-<n>-<package>-<extra>` (`group-<n>-…` for
 * a dependency group), n being the package name's length: the name the user selects is the
 * tail. Selected groups are given as `group:<name>`.
 */
function selectedName(literal: string): string {
  const m = /^(extra|group)-(\d+)-/.exec(literal);
  if (!m) return literal;
  const rest = literal.slice(m[0].length);
  const n = Number(m[2]);
  if (rest[n] !== '-') return literal;
  return m[1] === 'group' ? `group:${rest.slice(n + 1)}` : rest.slice(n + 1);
}

/** PEP 503 / PEP 685 name normalisation: extras and groups compare by it. */
const norm = (s: string) => s.toLowerCase().replace(/[-_.]+/g, '-');

/** `extra == "x"`: is x among the selected extras (PEP 685 names compare normalised). */
function extraCompare(selected: string[], op: string, literal: string): boolean | undefined {
  const want = norm(selectedName(literal));
  const has = selected.some((s) => norm(s) === want || norm(s) === norm(literal));
  if (op === '==' || op === '===') return has;
  if (op === '!=') return !has;
  if (op === 'in') return selected.some((s) => literal.includes(s));
  if (op === 'not in') return !selected.some((s) => literal.includes(s));
  return undefined;
}

/** The selected names of a PEP 751 set variable, from the env or from `extra`. */
function setOf(name: 'extras' | 'dependency_groups', env: MarkerEnv): string[] {
  const given = toList(env[name]);
  if (given) return given;
  const extra = toList(env.extra) ?? [];
  return name === 'extras'
    ? extra.filter((e) => !e.startsWith('group:'))
    : extra.filter((e) => e.startsWith('group:')).map((e) => e.slice('group:'.length));
}

function comparison(left: Operand, op: string, right: Operand, env: MarkerEnv): boolean | undefined {
  if (left.t === 'var' && left.v === 'extra' && right.t === 'str')
    return extraCompare(toList(env.extra) ?? [], op, right.v);
  if (right.t === 'var' && right.v === 'extra' && left.t === 'str')
    return extraCompare(toList(env.extra) ?? [], op, left.v);
  // `"name" in extras`: membership only, the set on the right (anything else has no meaning).
  const set = (o: Operand) => o.t === 'var' && (o.v === 'extras' || o.v === 'dependency_groups');
  if (set(left) || set(right)) {
    if (!set(right) || left.t !== 'str' || (op !== 'in' && op !== 'not in')) return undefined;
    const has = setOf(right.v as 'extras' | 'dependency_groups', env).some((s) => norm(s) === norm(left.v));
    return op === 'in' ? has : !has;
  }
  const lv = left.t === 'str' ? [left.v] : left.known ? toList(env[left.v]) : undefined;
  const rv = right.t === 'str' ? [right.v] : right.known ? toList(env[right.v]) : undefined;
  if (!lv || !rv) return undefined;
  const versionKey = [left, right].some((o) => o.t === 'var' && VERSION_KEYS.has(o.v));
  let out: boolean | undefined | null = null;
  for (const a of lv)
    for (const b of rv) {
      const r = compare(repaired(a, left), op, repaired(b, right), versionKey);
      if (out === null) out = r;
      else if (out !== r) return undefined;
    }
  return out ?? undefined;
}

/** An untagged CPython build reports `3.11.1+`, which PEP 440 reads as `3.11.1+local`. */
const repaired = (value: string, o: Operand): string =>
  o.t === 'var' && o.v === 'python_full_version' && value.endsWith('+') ? `${value}local` : value;

type Tri = boolean | undefined;
const and3 = (a: Tri, b: Tri): Tri =>
  a === false || b === false ? false : a === true && b === true ? true : undefined;
const or3 = (a: Tri, b: Tri): Tri => (a === true || b === true ? true : a === false && b === false ? false : undefined);

/** true, false, or undefined when the runner's values do not decide it. */
export function evaluateMarker(marker: Marker, env: MarkerEnv): boolean | undefined {
  // One frame per open parenthesis, kept in two stacks of plain values (a marker may nest a million
  // deep): the `or` of its finished `and`-runs, and the run in progress, null before the run's
  // first comparison (undefined is a value: unknown).
  const ors: Tri[] = [false];
  const ands: (Tri | null)[] = [null];
  const push = (v: Tri) => {
    const top = ands.length - 1;
    const a = ands[top]!;
    ands[top] = a === null ? v : and3(a, v);
  };
  const close = (): Tri => {
    const a = ands.pop()!;
    return or3(ors.pop(), a === null ? false : a);
  };
  const t = marker.tokens;
  for (let i = 0; i < t.length; i++) {
    const tok = t[i]!;
    if (tok.t === '(') {
      ors.push(false);
      ands.push(null);
    } else if (tok.t === ')') push(close());
    else if (tok.t === 'kw') {
      if (tok.v === 'or') {
        const top = ands.length - 1;
        const a = ands[top]!;
        ors[top] = or3(ors[top], a === null ? false : a);
        ands[top] = null;
      }
    } else if (tok.t === 'str' || tok.t === 'var') {
      push(comparison(tok, (t[i + 1] as { v: string }).v, t[i + 2] as Operand, env));
      i += 2;
    }
  }
  return close();
}

function toList(v: string | string[] | undefined): string[] | undefined {
  if (v === undefined) return undefined;
  return Array.isArray(v) ? v : [v];
}

const SELECTION = new Set(['extra', 'extras', 'dependency_groups']);

/**
 * The variables a marker reads that the runner gives, for saying why it could not be decided
 * (what is being installed always has a value: the selection, empty by default).
 */
export function markerVariables(marker: Marker): string[] {
  return [...new Set(marker.tokens.flatMap((t) => (t.t === 'var' && !SELECTION.has(t.v) ? [t.v] : [])))];
}

/** Variables PEP 508 does not define: a marker naming one cannot be decided anywhere. */
export function unknownVariables(marker: Marker): string[] {
  return [...new Set(marker.tokens.flatMap((t) => (t.t === 'var' && !t.known ? [t.v] : [])))];
}

/** A marker as a line of text: long ones cut after `keep` characters with what was cut said. */
export function shortMarker(text: string, keep = 100): string {
  return text.length <= keep + 40 ? text : `${text.slice(0, keep)}… (${text.length - keep} more characters)`;
}
