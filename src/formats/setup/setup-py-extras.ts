/**
 * Which installs of a setup.py project bring torch, read from its tokens (it is never run): the
 * default install (`install_requires=`) and each extra (`extras_require=`), and which requirement
 * strings each reaches. A torch string in a lookup table (diffusers' `_deps`) is not installed by
 * itself: what counts is what the two keywords reach. Decided only when every part resolves to
 * literal strings, lists, variables assigned in the file and table lookups (`deps["numpy"]`); a
 * call of a function of the file counts its string arguments as package names (diffusers'
 * `deps_list`), unless one looks like a file; anything else leaves it undecided.
 */
import { bringsTorch, normalizeName } from '../../packaging/names.js';
import { tokenize } from '../../python/tokenize.js';
import { parseRequirement, requirementName } from '../../packaging/requirement.js';

/** What one install reaches. */
export interface Reach {
  /** Where the string literals it installs start (offsets of their tokens in the file). */
  strings: Set<number>;
  /** Package names (PEP 503) it installs by name: a table key, a function argument (`deps_list("torch")`). */
  names: Set<string>;
  /** It brings torch. */
  torch: boolean;
  /** Some part of it could not be read. */
  undecided: boolean;
}

export interface SetupPyTorch {
  /** Whether `install_requires` brings torch; undefined when it cannot be read. */
  defaultTorch: boolean | undefined;
  /** Per extra: whether it brings torch (undefined: cannot be read). */
  extras: Record<string, boolean | undefined>;
  /** The default install, every extra and the extras table itself were read whole. */
  decided: boolean;
  defaultReach: Reach;
  extraReach: Record<string, Reach>;
  /** Where each extra's name is written (offset of its string). */
  extraAt: Record<string, number>;
}

interface Tok {
  t: 'name' | 'str' | 'op' | 'num';
  v: string;
  /** Offset of the token in the file. */
  at: number;
}

const BUILTINS = new Set(['list', 'set', 'tuple', 'sorted', 'dict', 'str', 'sum', 'filter', 'map']);
const KEYWORDS = new Set(['None', 'True', 'False', 'and', 'or', 'not', 'if', 'else', 'in', 'is', 'for', 'lambda']);
const FILE_LIKE = /[/\\]|\.(?:txt|in|cfg|toml|py|json|ya?ml)$/i;
/** Methods that change a list, set or dict other than by adding what their argument holds. */
const MUTATORS = new Set(['insert', 'add', 'setdefault', 'remove', 'pop', 'popitem', 'clear', 'discard']);
const ASSIGN = /^(?:[-+*/%&|^@]|\/\/|\*\*|<<|>>)?=$/;

/** Logical lines of significant tokens; a string's value without its quotes and prefix. */
function statements(text: string): Tok[][] {
  const out: Tok[][] = [];
  let cur: Tok[] = [];
  for (const tok of tokenize(text)) {
    const src = text.slice(tok.start, tok.end);
    const push = (t: Omit<Tok, 'at'>) => cur.push({ ...t, at: tok.start });
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

/** Whether a string literal is a requirement that installs torch (torch, or torchvision/torchaudio, which require it). */
const requiresTorch = (s: string): boolean => {
  try {
    const r = parseRequirement(s);
    return r !== undefined && bringsTorch(r.package);
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

/** The tokens between the bracket at `open` and its partner (to the end when it has none). */
function bracketed(toks: Tok[], open: number): Tok[] {
  let depth = 0;
  for (let j = open; j < toks.length; j++) {
    const t = toks[j]!;
    if (t.t !== 'op') continue;
    if (t.v === '(' || t.v === '[' || t.v === '{') depth++;
    else if ((t.v === ')' || t.v === ']' || t.v === '}') && --depth === 0) return toks.slice(open + 1, j);
  }
  return toks.slice(open + 1);
}

const empty = (): Reach => ({ strings: new Set(), names: new Set(), torch: false, undecided: false });
const undecidedReach = (): Reach => ({ ...empty(), undecided: true });

function join(into: Reach, r: Reach): void {
  for (const s of r.strings) into.strings.add(s);
  for (const n of r.names) into.names.add(n);
  into.torch ||= r.torch;
  into.undecided ||= r.undecided;
}

/** A dict literal's entries; `complete` when every entry was read up to its closing brace. */
function dictEntries(toks: Tok[]): { entries: [Tok, Tok[]][]; complete: boolean } {
  const entries: [Tok, Tok[]][] = [];
  if (toks[0]?.v !== '{') return { entries, complete: false };
  for (let k = 1; k < toks.length;) {
    if (toks[k]!.v === '}') return { entries, complete: true };
    const key = toks[k]!;
    if (key.t !== 'str' || toks[k + 1]?.v !== ':') break;
    const value = operand(toks, k + 2);
    entries.push([key, value]);
    k += 2 + value.length;
    if (toks[k]?.v === '}') return { entries, complete: true };
    if (toks[k]?.v !== ',') break;
    k++;
  }
  return { entries, complete: false };
}

/** What the file's statements assign to its names, and the arguments of its `setup(…)` call. */
interface Assignments {
  /** NAME = …, NAME += …, NAME.append(…)/extend(…)/update(…). */
  assigned: Map<string, Tok[][]>;
  /** NAME["key"] = … */
  keyed: Map<string, Map<string, [Tok, Tok[]]>>;
  /** Names changed otherwise (NAME.insert(…), NAME[i] = …, del NAME[…], NAME |= …): their value is not read. */
  mutated: Set<string>;
  setupArgs?: Tok[];
}

function assignments(stmts: Tok[][]): Assignments {
  const assigned = new Map<string, Tok[][]>();
  const keyed = new Map<string, Map<string, [Tok, Tok[]]>>();
  const mutated = new Set<string>();
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
      const list = assigned.get(a.v);
      if (list) list.push(s.slice(4));
      else assigned.set(a.v, [s.slice(4)]);
    } else if (a?.t === 'name' && b?.v === '[' && c?.t === 'str' && d?.v === ']' && e?.v === '=') {
      if (!keyed.has(a.v)) keyed.set(a.v, new Map());
      keyed.get(a.v)!.set(c.v, [c, s.slice(5)]);
    } else if (a?.t === 'name' && a.v === 'del') {
      if (b?.t === 'name') mutated.add(b.v);
    } else if (a?.t === 'name' && b?.v === '.' && c?.t === 'name' && MUTATORS.has(c.v) && d?.v === '(') {
      mutated.add(a.v);
    } else if (a?.t === 'name' && b?.t === 'op' && ASSIGN.test(b.v)) {
      mutated.add(a.v);
    } else if (a?.t === 'name' && b?.v === '[' && s.some((t) => t.t === 'op' && ASSIGN.test(t.v))) {
      mutated.add(a.v);
    }
    const at = s.findIndex((t, k) => t.t === 'name' && t.v === 'setup' && s[k + 1]?.v === '(');
    if (at >= 0) setupArgs = bracketed(s, at + 1);
  }
  return { assigned, keyed, mutated, ...(setupArgs ? { setupArgs } : {}) };
}

/**
 * The extras `extras_require=` declares: a dict literal, or a variable holding one and
 * `NAME["key"] = …` assignments. `complete` when nothing else adds to them.
 */
function extrasTable(
  expr: Tok[] | undefined,
  extrasVar: string | undefined,
  { assigned, keyed, mutated }: Assignments,
): { defs: Map<string, [Tok, Tok[]]>; complete: boolean } {
  const defs = new Map<string, [Tok, Tok[]]>();
  let complete = true;
  const addDict = (toks: Tok[]) => {
    const dict = dictEntries(toks);
    for (const [key, value] of dict.entries) defs.set(key.v, [key, value]);
    complete &&= dict.complete;
  };
  if (extrasVar) {
    const values = assigned.get(extrasVar);
    if (!values || mutated.has(extrasVar)) complete = false;
    for (const rhs of values ?? []) addDict(rhs);
    for (const [k, v] of keyed.get(extrasVar) ?? []) defs.set(k, v);
  } else if (expr) addDict(expr);
  return { defs, complete };
}

export function setupPyTorch(text: string): SetupPyTorch | undefined {
  const stmts = statements(text);
  const file = assignments(stmts);
  const { assigned, mutated, setupArgs } = file;
  if (!setupArgs) return undefined;
  const args = setupArgs;
  // `setup(**kwargs)`: the keywords are not all written in the call.
  let spread = false;
  const kw = (name: string): Tok[] | undefined => {
    let depth = 0;
    for (let k = 0; k < args.length; k++) {
      const t = args[k]!;
      if (t.t === 'op' && '([{'.includes(t.v)) depth++;
      else if (t.t === 'op' && ')]}'.includes(t.v)) depth--;
      else if (depth === 0 && t.t === 'op' && t.v === '**') spread = true;
      else if (depth === 0 && t.t === 'name' && t.v === name && args[k + 1]?.v === '=') return operand(args, k + 2);
    }
    return undefined;
  };

  const extrasExpr = kw('extras_require');
  const extrasVar = extrasExpr?.length === 1 && extrasExpr[0]!.t === 'name' ? extrasExpr[0]!.v : undefined;
  const { defs: extraDefs, complete: extrasComplete } = extrasTable(extrasExpr, extrasVar, file);
  const nameExpr = kw('name');
  const project = nameExpr?.length === 1 && nameExpr[0]!.t === 'str' ? nameExpr[0]!.v : undefined;
  const selfRef = (text: string): string[] | undefined => {
    const head = project ? requirementName(text) : undefined;
    if (!head || normalizeName(head.name) !== normalizeName(project!)) return undefined;
    return (/^\s*\[([^\]]*)\]/.exec(head.rest)?.[1] ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
  };
  const byNorm = new Map([...extraDefs.keys()].map((k) => [normalizeName(k), k]));
  const extraNamed = (name: string): string => byNorm.get(normalizeName(name)) ?? name;

  const reachOf = (toks: Tok[], seen: Set<string>): Reach => {
    const out = empty();
    for (let k = 0; k < toks.length; k++) {
      const t = toks[k]!;
      const next = toks[k + 1];
      if (t.t === 'str') {
        // `"pkg[gpu]"`, the project itself: it installs those extras too.
        const self = selfRef(t.v);
        if (self) {
          for (const extra of self) join(out, extraReachOf(extraNamed(extra), seen));
          continue;
        }
        out.strings.add(t.at);
        out.torch ||= requiresTorch(t.v);
        continue;
      }
      if (t.t !== 'name' || KEYWORDS.has(t.v)) continue;
      if (next?.v === '[') {
        const key = toks[k + 2];
        if (key?.t !== 'str' || toks[k + 3]?.v !== ']') {
          out.undecided = true;
          continue;
        }
        k += 3;
        // `extras["torch"]`: another extra.
        join(out, t.v === extrasVar ? extraReachOf(key.v, seen) : lookup(t.v, key.v, seen));
        continue;
      }
      if (next?.v === '(') {
        if (BUILTINS.has(t.v)) continue;
        // A function of the file: its string arguments are package names, unless one is a file.
        // Without a string argument it returns what it builds, which is not read here.
        const inner = bracketed(toks, k + 1);
        if (
          !inner.some((a) => a.t === 'str') ||
          inner.some((a) => a.t === 'str' && FILE_LIKE.test(a.v)) ||
          inner.some((a) => a.t === 'name' && !KEYWORDS.has(a.v))
        )
          out.undecided = true;
        for (const a of inner) {
          if (a.t !== 'str') continue;
          out.strings.add(a.at);
          out.torch ||= requiresTorch(a.v);
          const name = requirementName(a.v)?.name;
          if (name) out.names.add(normalizeName(name));
        }
        k += 1 + inner.length;
        continue;
      }
      if (toks[k - 1]?.v === '.') continue;
      join(out, variable(t.v, seen));
    }
    return out;
  };
  const memo = new Map<string, Reach>();
  const memoized = (key: string, seen: Set<string>, fn: (inner: Set<string>) => Reach): Reach => {
    if (seen.has(key)) return undecidedReach();
    let r = memo.get(key);
    if (!r) memo.set(key, (r = fn(new Set(seen).add(key))));
    return r;
  };
  const variable = (name: string, seen: Set<string>): Reach =>
    memoized(`var ${name}`, seen, (inner) => {
      const values = assigned.get(name);
      if (!values || mutated.has(name)) return undecidedReach();
      const out = empty();
      for (const v of values) join(out, reachOf(v, inner));
      return out;
    });
  // `TABLE["key"]`: the key's entry when TABLE is a dict literal of the file; a table built
  // otherwise (diffusers' `deps`, from its `_deps` list) is read as keyed by package name when the
  // key names a requirement written in the file; anything else is not decided here.
  const lookup = (table: string, key: string, seen: Set<string>): Reach =>
    memoized(`table ${table} ${key}`, seen, (inner) => {
      if (!mutated.has(table))
        for (const rhs of assigned.get(table) ?? []) {
          const hit = dictEntries(rhs).entries.find(([k]) => k.v === key);
          if (hit) return reachOf(hit[1], inner);
        }
      const out = empty();
      if (requiresTorch(key) || requirementNames().has(key.toLowerCase())) {
        out.names.add(normalizeName(key));
        out.torch = requiresTorch(key);
      } else out.undecided = true;
      return out;
    });
  let names: Set<string> | undefined;
  const requirementNames = (): Set<string> => (names ??= requirementNamesOf(stmts));
  const extraReachOf = (name: string, seen: Set<string>): Reach =>
    memoized(`extra ${name}`, seen, (inner) => {
      const def = extraDefs.get(name);
      return def ? reachOf(def[1], inner) : undecidedReach();
    });
  const install = kw('install_requires');
  const defaultReach = install ? reachOf(install, new Set()) : empty();
  if (spread) defaultReach.undecided = true;
  const verdict = (r: Reach) => (r.torch ? true : r.undecided ? undefined : false);
  const extras: Record<string, boolean | undefined> = {};
  const extraReach: Record<string, Reach> = {};
  const extraAt: Record<string, number> = {};
  for (const [name, [key]] of extraDefs) {
    extraReach[name] = extraReachOf(name, new Set());
    extras[name] = verdict(extraReach[name]);
    extraAt[name] = key.at;
  }
  const decided =
    !defaultReach.undecided && !spread && extrasComplete && Object.values(extraReach).every((r) => !r.undecided);
  return { defaultTorch: verdict(defaultReach), extras, decided, defaultReach, extraReach, extraAt };
}

/**
 * The extras that install a requirement string of the file (its token's offset, its package)
 * when the default install does not: pip installs it only with one of them. Undefined when the
 * default install reaches it, when no extra does, or when the file is not read whole (then the
 * string counts for the default install, as if every install brought it).
 */
export function extrasReaching(sp: SetupPyTorch, at: number, pkg: string): string[] | undefined {
  if (!sp.decided) return undefined;
  const name = normalizeName(pkg);
  const reaches = (r: Reach) => r.strings.has(at) || r.names.has(name);
  if (reaches(sp.defaultReach)) return undefined;
  const extras = Object.keys(sp.extraReach).filter((e) => reaches(sp.extraReach[e]!));
  return extras.length ? extras : undefined;
}
