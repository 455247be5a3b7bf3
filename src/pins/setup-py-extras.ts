/**
 * Which installs of a setup.py project bring torch, read from its tokens (it is never run): the
 * default install (`install_requires=`) and each extra (`extras_require=`). A torch string in a
 * lookup table (diffusers' `_deps`) is not installed by itself: what counts is what the two
 * keywords reach. Decided only when every part of `install_requires` resolves to literal strings,
 * lists, variables assigned in the file and table lookups (`deps["numpy"]`); a call of a
 * function of the file counts its string arguments as package names (diffusers' `deps_list`),
 * unless one looks like a file; anything else leaves it undecided.
 */
import { isTorch } from '../packaging/names.js';
import { tokenize } from '../python/tokenize.js';
import { parseRequirement, requirementName } from '../packaging/requirement.js';

export interface SetupPyTorch {
  /** Whether `install_requires` brings torch; undefined when it cannot be read. */
  defaultTorch: boolean | undefined;
  /** Per extra: whether it brings torch (undefined: cannot be read). */
  extras: Record<string, boolean | undefined>;
}

interface Tok {
  t: 'name' | 'str' | 'op' | 'num';
  v: string;
}

const BUILTINS = new Set(['list', 'set', 'tuple', 'sorted', 'dict', 'str', 'sum', 'filter', 'map']);
const KEYWORDS = new Set(['None', 'True', 'False', 'and', 'or', 'not', 'if', 'else', 'in', 'is', 'for', 'lambda']);
const FILE_LIKE = /[/\\]|\.(?:txt|in|cfg|toml|py|json|ya?ml)$/i;

/** Logical lines of significant tokens; a string's value without its quotes and prefix. */
function statements(text: string): Tok[][] {
  const out: Tok[][] = [];
  let cur: Tok[] = [];
  for (const tok of tokenize(text)) {
    const src = text.slice(tok.start, tok.end);
    const push = (t: Tok) => cur.push(t);
    switch (tok.type) {
      case 'newline':
        if (cur.length) out.push(cur);
        cur = [];
        break;
      case 'name':
        push({ t: 'name', v: src });
        break;
      case 'number':
        push({ t: 'num', v: src });
        break;
      case 'op':
      case 'error':
        push({ t: 'op', v: src });
        break;
      case 'string': {
        const m = /^([A-Za-z]*)("""|'''|"|')/.exec(src);
        const q = m?.[2] ?? '"';
        push({ t: 'str', v: m && !/[fFtT]/.test(m[1]!) ? src.slice(m[0].length, src.length - q.length) : '\u0000' });
        break;
      }
      default:
        break;
    }
  }
  if (cur.length) out.push(cur);
  return out;
}

/** The tokens of one argument/element from `i` to the `,` or closing bracket at the same depth. */
function operand(toks: Tok[], i: number): Tok[] {
  const out: Tok[] = [];
  let depth = 0;
  for (let j = i; j < toks.length; j++) {
    const t = toks[j]!;
    if (t.t === 'op' && '([{'.includes(t.v)) depth++;
    else if (t.t === 'op' && ')]}'.includes(t.v)) {
      if (depth === 0) break;
      depth--;
    } else if (t.t === 'op' && t.v === ',' && depth === 0) break;
    out.push(t);
  }
  return out;
}

/** Whether a string literal is a requirement on torch. */
const requiresTorch = (s: string): boolean => {
  try {
    const r = parseRequirement(s);
    return r !== undefined && isTorch(r.package);
  } catch {
    return false;
  }
};

/**
 * Names of the requirement strings a file lists: a string that is an element of a list, tuple or
 * call (not a dict key, not a subscript) and reads as a requirement.
 */
function requirementNamesOf(stmts: Tok[][]): Set<string> {
  const names = new Set<string>();
  for (const st of stmts) {
    for (let k = 0; k < st.length; k++) {
      const t = st[k]!;
      const before = st[k - 1];
      if (t.t !== 'str' || st[k + 1]?.v === ':' || !before || !['[', ',', '('].includes(before.v)) continue;
      const beforeThat = st[k - 2];
      if (before.v === '[' && (beforeThat?.t === 'name' || beforeThat?.v === ')' || beforeThat?.v === ']')) continue;
      const r = requirementName(t.v);
      if (r && /^\s*(?:$|\[|[<>=!~;@])/.test(r.rest)) names.add(r.name.toLowerCase());
    }
  }
  return names;
}

export function setupPyTorch(text: string): SetupPyTorch | undefined {
  const stmts = statements(text);
  // NAME = …, NAME += …, NAME.append(…)/extend(…), NAME["key"] = …
  const assigned = new Map<string, Tok[][]>();
  const keyed = new Map<string, Map<string, Tok[]>>();
  let setupArgs: Tok[] | undefined;
  for (const s of stmts) {
    const [a, b, c, d, e] = s;
    if (a?.t === 'name' && b?.t === 'op' && (b.v === '=' || b.v === '+=')) {
      const list = b.v === '=' ? [] : (assigned.get(a.v) ?? []);
      list.push(s.slice(2));
      assigned.set(a.v, list);
    } else if (
      a?.t === 'name' &&
      b?.v === '.' &&
      c?.t === 'name' &&
      (c.v === 'append' || c.v === 'extend' || c.v === 'update') &&
      d?.v === '('
    ) {
      assigned.set(a.v, [...(assigned.get(a.v) ?? []), s.slice(4)]);
    } else if (a?.t === 'name' && b?.v === '[' && c?.t === 'str' && d?.v === ']' && e?.v === '=') {
      if (!keyed.has(a.v)) keyed.set(a.v, new Map());
      keyed.get(a.v)!.set(c.v, s.slice(5));
    }
    const at = s.findIndex((t, k) => t.t === 'name' && t.v === 'setup' && s[k + 1]?.v === '(');
    if (at >= 0) setupArgs = s.slice(at + 2);
  }
  if (!setupArgs) return undefined;
  const kw = (name: string): Tok[] | undefined => {
    let depth = 0;
    for (let k = 0; k < setupArgs.length; k++) {
      const t = setupArgs[k]!;
      if (t.t === 'op' && '([{'.includes(t.v)) depth++;
      else if (t.t === 'op' && ')]}'.includes(t.v)) depth--;
      else if (depth === 0 && t.t === 'name' && t.v === name && setupArgs[k + 1]?.v === '=')
        return operand(setupArgs, k + 2);
    }
    return undefined;
  };

  // The extras: a dict literal, or a variable holding one and `NAME["key"] = …` assignments.
  const extrasExpr = kw('extras_require');
  const extrasVar = extrasExpr?.length === 1 && extrasExpr[0]!.t === 'name' ? extrasExpr[0]!.v : undefined;
  const extraDefs = new Map<string, Tok[]>();
  const dictEntries = (toks: Tok[]) => {
    if (toks[0]?.v !== '{') return;
    for (let k = 1; k < toks.length;) {
      const key = toks[k];
      if (key?.t !== 'str' || toks[k + 1]?.v !== ':') break;
      const value = operand(toks, k + 2);
      extraDefs.set(key.v, value);
      k += 2 + value.length + 1;
    }
  };
  if (extrasVar) {
    for (const rhs of assigned.get(extrasVar) ?? []) dictEntries(rhs);
    for (const [k, v] of keyed.get(extrasVar) ?? []) extraDefs.set(k, v);
  } else if (extrasExpr) dictEntries(extrasExpr);

  const extraMemo = new Map<string, boolean | undefined>();
  const mentions = (toks: Tok[], seen: Set<string>): boolean | undefined => {
    let undecided = false;
    for (let k = 0; k < toks.length; k++) {
      const t = toks[k]!;
      const next = toks[k + 1];
      if (t.t === 'str') {
        if (requiresTorch(t.v)) return true;
        continue;
      }
      if (t.t !== 'name' || KEYWORDS.has(t.v)) continue;
      if (next?.v === '[') {
        const key = toks[k + 2];
        if (key?.t !== 'str' || toks[k + 3]?.v !== ']') {
          undecided = true;
          continue;
        }
        k += 3;
        // `extras["torch"]`: another extra.
        const r = t.v === extrasVar ? extraTorch(key.v, seen) : lookup(t.v, key.v, seen);
        if (r) return true;
        if (r === undefined) undecided = true;
        continue;
      }
      if (next?.v === '(') {
        if (BUILTINS.has(t.v)) continue;
        // A function of the file: its string arguments are package names, unless one is a file.
        // Without a string argument it returns what it builds, which is not read here.
        const args = operand(toks, k + 2);
        if (
          !args.some((a) => a.t === 'str') ||
          args.some((a) => a.t === 'str' && FILE_LIKE.test(a.v)) ||
          args.some((a) => a.t === 'name' && !KEYWORDS.has(a.v))
        )
          undecided = true;
        continue;
      }
      if (toks[k - 1]?.v === '.') continue;
      const values = assigned.get(t.v);
      if (!values || seen.has(`var ${t.v}`)) {
        undecided = true;
        continue;
      }
      const inner = new Set(seen).add(`var ${t.v}`);
      for (const v of values) {
        const r = mentions(v, inner);
        if (r) return true;
        if (r === undefined) undecided = true;
      }
    }
    return undecided ? undefined : false;
  };
  // `TABLE["key"]`: the key's entry when TABLE is a dict literal of the file; a table built
  // otherwise (diffusers' `deps`, from its `_deps` list) is read as keyed by package name when the
  // key names a requirement written in the file; anything else is not decided here.
  const lookup = (table: string, key: string, seen: Set<string>): boolean | undefined => {
    if (seen.has(`table ${table}`)) return undefined;
    for (const rhs of assigned.get(table) ?? []) {
      if (rhs[0]?.v !== '{') continue;
      for (let k = 1; k < rhs.length;) {
        const name = rhs[k];
        if (name?.t !== 'str' || rhs[k + 1]?.v !== ':') break;
        const value = operand(rhs, k + 2);
        if (name.v === key) return mentions(value, new Set(seen).add(`table ${table}`));
        k += 2 + value.length + 1;
      }
    }
    if (requiresTorch(key)) return true;
    return requirementNames().has(key.toLowerCase()) ? false : undefined;
  };
  let names: Set<string> | undefined;
  const requirementNames = (): Set<string> => (names ??= requirementNamesOf(stmts));
  const extraTorch = (name: string, seen: Set<string>): boolean | undefined => {
    if (extraMemo.has(name)) return extraMemo.get(name);
    const def = extraDefs.get(name);
    if (!def || seen.has(`extra ${name}`)) return undefined;
    const r = mentions(def, new Set(seen).add(`extra ${name}`));
    extraMemo.set(name, r);
    return r;
  };
  const install = kw('install_requires');
  const extras: Record<string, boolean | undefined> = {};
  for (const name of extraDefs.keys()) extras[name] = extraTorch(name, new Set());
  return { defaultTorch: install ? mentions(install, new Set()) : false, extras };
}
