/**
 * Guards and the blocks they open: conditions on the torch version or a torch attribute read from
 * `if`/`elif`/`while` headers, conditional expressions and assigned values; the blocks a header
 * opens, whether they run on the target torch, what holds inside them, and the early exits that
 * narrow what follows.
 */
import { versionConstant, versionHelper } from './version-names.js';
import {
  block,
  GUARD,
  rootOf,
  ROOTS,
  VERSION,
  VERSION_PART,
  type Binding,
  type Block,
  type Guard,
  type LineInfo,
  type Tok,
} from './uses-types.js';
import { closing, dottedFrom, unquote } from './uses-calls.js';
import { negate, negationDead } from './guards.js';
import { AnalyzerState } from './uses-state.js';

/** Statements after which nothing more of their block runs. */
const EXITS = new Set(['return', 'raise', 'continue', 'break']);

/** The first word of each comparison a version name can say after `torch_` (version-names.ts). */
const COMPARISONS = 'greater|less|ge|gt|le|lt|at_|after|before|newer|older|above|below';

const AFTER_TORCH = new RegExp(`(?:${COMPARISONS})`, 'y');

/** Words that may make an `if`/`elif`/`while` header a guard on the torch version or its attributes. */
const GUARD_WORDS = new RegExp(`torch_version|TORCH_|torch_(?:${COMPARISONS})`);

const NO_GUARDS: Guard[] = [];

/**
 * Whether a file may hold a guard name or word (GUARD_NAME, GUARD_WORDS, the version names of
 * version-names.ts): each holds `hasattr`, `_version`, `TORCH_`, `__kwdefaults__`, or `torch_`
 * followed by the first word of a comparison. Not `is_torch` alone: `is_torch_available()` tests
 * an install, and files full of it would read every header for nothing. A file without any has
 * no guard to read.
 */
export function mayHoldGuard(text: string): boolean {
  // Native searches (faster than one expression for them all), then each `torch_` in turn.
  if (text.includes('hasattr') || text.includes('_version') || text.includes('TORCH_')) return true;
  if (text.includes('__kwdefaults__')) return true;
  for (let at = text.indexOf('torch_'); at >= 0; at = text.indexOf('torch_', at + 6)) {
    AFTER_TORCH.lastIndex = at + 6;
    if (AFTER_TORCH.test(text)) return true;
  }
  return false;
}

/**
 * Whether text[s, e) may be a guard name (guardName): `hasattr`, `__kwdefaults__`, or 7 characters
 * or more holding `orch` or `ORCH` (read in place, no string made).
 */
export function mayNameGuard(text: string, s: number, e: number): boolean {
  if (e - s < 7) return false;
  if (e - s === 7 && text.startsWith('hasattr', s)) return true;
  if (e - s === 14 && text.startsWith('__kwdefaults__', s)) return true;
  if ((e - s === 15 || e - s === 16) && text.startsWith('compare_version', e - 15)) return true;
  for (let p = s; p + 4 <= e; p++) {
    const c = text.charCodeAt(p);
    if ((c === 111 || c === 79) && (text.startsWith('rch', p + 1) || text.startsWith('RCH', p + 1))) return true;
  }
  return false;
}

/**
 * Whether a name is one a guard is made of: GUARD_NAME, or a name that says the comparison it makes
 * (version-names.ts). A test of the first character first: every one starts with `_`, `g`, `h`, `i`,
 * `I`, `t`, `T` or `p`.
 */
export function guardName(w: string): boolean {
  const c = w.charCodeAt(0);
  if (
    w.length < 7 ||
    !(c === 95 || c === 104 || c === 105 || c === 73 || c === 116 || c === 84 || c === 112 || c === 103 || c === 99)
  )
    return false;
  if (w === 'hasattr' || w === '__version__' || w === '__kwdefaults__') return true;
  if (w === 'compare_version' || w === '_compare_version') return true;
  // Every other one names torch.
  if (!w.includes('orch') && !w.includes('ORCH')) return false;
  return GUARD_NAME.test(w) || versionConstant(w) !== undefined || versionHelper(w) !== undefined;
}

/** Whether text[s, e) may hold a guard word: each holds `torch_` or `TORCH_`, looked for by hand before the expression runs. */
export function mayGuard(text: string, s: number, e: number): boolean {
  for (let p = s; p + 6 <= e; p++) {
    const c = text.charCodeAt(p);
    if ((c === 116 || c === 84) && text.charCodeAt(p + 5) === 95 && /^(?:torch|TORCH)_/.test(text.slice(p, p + 6)))
      return GUARD_WORDS.test(text.slice(s, e));
  }
  return false;
}

/** The names a guard holds one of (`torch.__version__` and `hasattr(torch…)` hold a torch name too, so their lines are read anyway). */
const GUARD_NAME =
  /^(?:__version__|__kwdefaults__|hasattr|is_torch_version|is_torch_greater\w*|_?TORCH_(?:GREATER|LESS|VERSION)\w*|_?(?:get_)?torch_version)$/;

/** Tokens that end an expression inside its brackets (for the sides of `a if c else b`). */
const EXPR_END = new Set([
  ',',
  '=',
  ':',
  ':=',
  'return',
  'yield',
  'lambda',
  'else',
  'for',
  'in',
  'await',
  'assert',
  'del',
]);

const FLIP = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' } as const;

function isOp(t: string): t is '<' | '<=' | '>' | '>=' {
  return t === '<' || t === '<=' || t === '>' || t === '>=';
}

/** `1.7.0` from `"1.7.0"`, `"2.4.0a0"`, `"v2.4"`; undefined for text that holds no dotted version. */
function versionOf(s: string): string | undefined {
  return /^v?(\d+(?:\.\d+)+)/.exec(s)?.[1];
}

/**
 * A version literal in tokens a..b: the first version string, or a tuple or list of two or three
 * ints (`(1, 10)`, or `[1, 11]` against a helper that returns `[major, minor]` as ClassyVision's does).
 */
function literalVersion(toks: Tok[], a: number, b: number): string | undefined {
  for (let k = a; k < b; k++) {
    const t = toks[k]!;
    if (t.type === 'string') return versionOf(unquote(t.text));
    if ((t.text === '(' || t.text === '[') && toks[k + 1]?.type === 'number') {
      const nums: string[] = [];
      let m = k + 1;
      while (toks[m]?.type === 'number' && /^\d+$/.test(toks[m]!.text)) {
        nums.push(toks[m]!.text);
        if (toks[m + 1]?.text === ',') m += 2;
        else break;
      }
      const cl = t.text === '[' ? ']' : ')';
      const close = toks[m + 1]?.text === cl ? m + 1 : toks[m]?.text === cl ? m : -1;
      if (close > 0 && nums.length >= 2 && nums.length <= 3) return nums.join('.');
    }
  }
  return undefined;
}

/**
 * Which part of the version tokens a..b take, when they are `int(<version>.split(…)[N])` (PyG's
 * `int(torch.__version__.split(".")[0]) >= 2`): 0 for the first, 1 for the second; else undefined.
 */
function versionPart(toks: Tok[], info: LineInfo, a: number, b: number): 0 | 1 | undefined {
  if (b - a < 9 || toks[a]!.text !== 'int' || toks[a + 1]!.text !== '(' || closing(toks, info, a + 1) !== b - 1)
    return undefined;
  // …`.split(…)[N])`: the index, its brackets, and the call of split before them.
  const n = toks[b - 3]!;
  if (toks[b - 2]!.text !== ']' || toks[b - 4]!.text !== '[' || n.type !== 'number') return undefined;
  if (toks[b - 5]!.text !== ')') return undefined;
  let open = b - 6;
  while (open > a + 1 && !(toks[open]!.text === '(' && closing(toks, info, open) === b - 5)) open--;
  if (toks[open - 1]?.text !== 'split' || toks[open - 2]?.text !== '.') return undefined;
  return n.text === '0' ? 0 : n.text === '1' ? 1 : undefined;
}

/** The guard `part OP n` is (a part of the version, by versionPart), or null. */
function partGuard(part: 0 | 1, op: '<' | '<=' | '>' | '>=', n: number): Guard {
  if (part === 1) return { kind: 'minor', op, value: n };
  // The first part: `>= 2` is from 2.0 on, `> 2` from 3.0, `< 2` before 2.0, `<= 2` before 3.0.
  if (op === '>=' || op === '<') return { kind: 'version', op, version: `${n}.0` };
  return { kind: 'version', op: op === '>' ? '>=' : '<', version: `${n + 1}.0` };
}

/** `operator.lt` … `operator.ge` as comparisons; `eq` and `ne` are none. */
const OPERATORS: Readonly<Record<string, '<' | '<=' | '>' | '>='>> = { lt: '<', le: '<=', gt: '>', ge: '>=' };

/** The libraries released in step with torch whose versions a guard may compare (the catalog pairs them per release). */
const COMPANIONS = new Set(['torchvision', 'torchaudio']);

/**
 * `compare_version(package, operator.OP, version)` (lightning_utilities, pytorch_lightning), its
 * arguments between the brackets at `open` and `close`: a comparison of torch's version, or of a
 * companion's; null for another package, another operator, or anything passed by keyword.
 */
function compareVersionCall(
  toks: Tok[],
  info: LineInfo,
  open: number,
  close: number,
  strings: string[],
): Guard[] | null {
  const d = info.depth[open]! + 1;
  let op: '<' | '<=' | '>' | '>=' | undefined;
  for (let k = open + 1; k + 2 < close; k++)
    if (info.depth[k] === d && toks[k]!.text === 'operator' && toks[k + 1]!.text === '.' && toks[k - 1]!.text === ',')
      op = OPERATORS[toks[k + 2]!.text];
  if (!op || strings.length !== 2 || toks[open + 1]!.type !== 'string') return null;
  const [pkg, text] = strings as [string, string];
  const version = versionOf(text);
  if (!version) return null;
  if (pkg === 'torch') return [{ kind: 'version', op, version }];
  return COMPANIONS.has(pkg) ? [{ kind: 'companion', pkg, op, version }] : null;
}

/** Reads guards and keeps the blocks they open. */
export abstract class GuardReader extends AnalyzerState {
  protected pushBlock(b: Block): void {
    if (b.cond) this.condOpen++;
    this.blocks.push(b);
  }

  protected closeBlocks(indent: number): void {
    while (this.blocks.length > 0 && this.blocks[this.blocks.length - 1]!.indent >= indent) {
      const b = this.blocks.pop()!;
      if (b.cond) {
        this.condOpen--;
        if (b.exits) this.exit = { indent: b.indent, cond: b.cond };
      }
    }
  }

  /**
   * A statement starts at `indent` with the word at [s, e): it is the last so far of the block it is
   * directly in; and after an early exit (`if <guard>: return …` with no `else`), the rest of the
   * block around that `if` runs only where the guard is false, as if it were the `else`.
   */
  protected startStatement(indent: number, s: number, e: number): void {
    // Most files have no guard branch open, and pay nothing here.
    if (this.exit === undefined && this.condOpen === 0) return;
    const exit = this.exit;
    const top = this.blocks[this.blocks.length - 1];
    if (exit) {
      this.exit = undefined;
      const c = this.text.charCodeAt(s);
      const word = c === 101 ? this.text.slice(s, e) : '';
      if (top && exit.indent === indent && top.indent < indent && word !== 'elif' && word !== 'else') {
        const test = this.deadTest;
        if (test && !top.dead && negationDead(exit.cond, test)) top.dead = true;
        const n = exit.cond.length === 1 ? negate(exit.cond[0]!) : null;
        if (n?.kind === 'has' && !n.present) top.fallback = top.fallback ? [...top.fallback, n.api] : [n.api];
        else if (n && n.kind !== 'fallback' && n.kind !== 'mentions') top.holds = top.holds ? [...top.holds, n] : [n];
      }
    }
    if (top && top.cond && top.indent < indent) {
      const c = this.text.charCodeAt(s);
      top.exits = (c === 114 || c === 99 || c === 98) && EXITS.has(this.text.slice(s, e));
    }
  }

  /** A block whose header was not parsed: an `if` in a chain of conditions that are no guards. */
  protected openBlock(kind: Block['kind'], indent: number, word: string): void {
    if (kind === 'scope') {
      if (this.chains_.size > 0) this.chains_.delete(indent);
      // A class whose header says no torch name has no torch base.
      const bases = word === 'class' ? [] : undefined;
      this.blocks.push(block(indent, 'scope', -1, new Map(), this.deadHere(), undefined, undefined, -1, null, bases));
    } else if (kind === 'try') this.openTry(indent);
    else this.pushBlock(this.branchBlock(word, indent, null, NO_GUARDS));
  }

  /**
   * The block a header opens. It is dead when its enclosing block is, or its condition (`guards`:
   * each must hold; `exact`: the whole condition as a conjunction, negatable) or, for `elif`/`else`, the negation
   * of the chain's earlier conditions rules out every torch of the target. What holds inside (its
   * guards, and the negation of each earlier condition that is one guard) is kept on the block: the
   * version comparisons narrow the range its code runs on, and an attribute found missing makes it
   * a fallback for that attribute (as `fallback` names do for an `except`). Keeps the chain.
   */
  protected branchBlock(
    word: string,
    indent: number,
    exact: Guard[] | null,
    guards: Guard[],
    fallback?: string[],
    catchFor = -1,
  ): Block {
    let dead = this.deadHere();
    const test = this.deadTest;
    let inside: Guard[] | undefined = guards.length > 0 ? guards : undefined;
    // Only chains that hold a guard are kept: most files have none, and pay nothing here.
    const chains = this.chains_;
    if (word === 'if' || word === 'elif' || word === 'else') {
      const chain = word === 'if' || chains.size === 0 ? undefined : chains.get(indent);
      if (chain)
        for (const g of chain) {
          if (!g) continue;
          if (test && !dead) dead = negationDead(g, test);
          const n = g.length === 1 ? negate(g[0]!) : null;
          if (n) inside = inside ? [...inside, n] : [n];
        }
      if (word === 'else' || (exact === null && chain === undefined)) {
        if (chains.size > 0) chains.delete(indent);
      } else chains.set(indent, chain ? [...chain, exact] : [exact]);
    } else if (chains.size > 0) chains.delete(indent);
    if (test && !dead && guards.length > 0) dead = guards.some(test);
    let holds: Guard[] | undefined;
    if (inside)
      for (const g of inside) {
        if (g.kind === 'has' && !g.present) fallback = fallback ? [...fallback, g.api] : [g.api];
        else if (
          g.kind === 'version' ||
          g.kind === 'has' ||
          g.kind === 'minor' ||
          g.kind === 'extern' ||
          g.kind === 'companion'
        )
          holds = holds ? [...holds, g] : [g];
      }
    return block(indent, 'other', -1, undefined, dead, fallback, holds, catchFor, word === 'if' ? exact : null);
  }

  /** Tokens in the side of a conditional expression that runs on no torch of the target. */
  protected deadSides(toks: Tok[], info: LineInfo): Uint8Array | undefined {
    let out: Uint8Array | undefined;
    for (let p = 1; p < toks.length; p++) {
      if (toks[p]!.text !== 'if' || toks[p]!.type !== 'name') continue;
      const d = info.depth[p]!;
      let e = -1;
      for (let k = p + 1; k < toks.length && info.depth[k]! >= d; k++) {
        if (info.depth[k] === d && toks[k]!.type === 'name' && (toks[k]!.text === 'else' || toks[k]!.text === 'for')) {
          if (toks[k]!.text === 'else') e = k;
          break;
        }
      }
      if (e < 0 || !this.holdsGuard(toks, p + 1, e)) continue; // a comprehension's `if`, or no guard
      const stop = (k: number) => info.depth[k]! < d || (info.depth[k] === d && EXPR_END.has(toks[k]!.text));
      let a = p - 1;
      while (a > 0 && !stop(a - 1)) a--;
      let b = e + 1;
      while (b < toks.length && !stop(b)) b++;
      const cond = this.condition(toks, info, p + 1, e);
      const test = this.deadTest!;
      const deadA = cond.guards.some(test);
      const deadB = cond.exact !== null && negationDead(cond.exact, test);
      if (!deadA && !deadB) continue;
      out ??= new Uint8Array(toks.length);
      if (deadA) out.fill(1, a, p);
      if (deadB) out.fill(1, e + 1, b);
    }
    return out;
  }

  /**
   * The guards a condition (tokens i..j) holds: `guards` must all hold where it is true; `exact`
   * is the condition itself when every term of its `and` is a guard (so `else` can negate it:
   * dead when each term is sure to hold), else null.
   */
  protected condition(toks: Tok[], info: LineInfo, i: number, j: number): { guards: Guard[]; exact: Guard[] | null } {
    const d = info.depth[i] ?? 0;
    const parts: [number, number][] = [];
    let s = i;
    for (let k = i; k < j; k++) {
      if (info.depth[k] !== d || toks[k]!.type !== 'name') continue;
      if (toks[k]!.text === 'or' || toks[k]!.text === 'if' || toks[k]!.text === 'lambda')
        return { guards: [], exact: null };
      if (toks[k]!.text === 'and') {
        parts.push([s, k]);
        s = k + 1;
      }
    }
    parts.push([s, j]);
    const guards: Guard[] = [];
    // The whole condition as a conjunction of guards, while every part is one (then `else` can negate it).
    let exact: Guard[] | null = [];
    for (const [a0, b] of parts) {
      let a = a0;
      let neg = false;
      while (a < b && toks[a]!.type === 'name' && toks[a]!.text === 'not') {
        neg = !neg;
        a++;
      }
      // `(cond)`: a condition in brackets.
      let part: Guard[] | null;
      if (a + 1 < b && toks[a]!.text === '(' && closing(toks, info, a) === b - 1) {
        const inner = this.condition(toks, info, a + 1, b - 1);
        if (!neg) {
          guards.push(...inner.guards);
          part = inner.exact;
        } else {
          // `not (a and b)` holds where either fails: a guard only when the brackets hold one.
          const g = inner.exact?.length === 1 ? negate(inner.exact[0]!) : null;
          part = g ? [g] : null;
          if (g) guards.push(g);
        }
      } else {
        part = this.guardAtom(toks, info, a, b);
        if (part && neg) {
          const g = part.length === 1 ? negate(part[0]!) : null;
          part = g ? [g] : null;
        }
        if (part) guards.push(...part);
      }
      exact = exact && part ? [...exact, ...part] : null;
    }
    return { guards, exact: exact && exact.length > 0 ? exact : null };
  }

  /**
   * The guards one part of a condition is (all hold where it is true): a version constant or
   * helper, `hasattr` of a torch module, a comparison of the torch version (two for a chained
   * `a <= version < b`), or a test of what the version string holds (`'parrots' in TORCH_VERSION`).
   */
  protected guardAtom(toks: Tok[], info: LineInfo, a: number, b: number): Guard[] | null {
    if (!this.holdsGuard(toks, a, b)) return null;
    const last = toks[b - 1]!;
    // A name bound to a condition (`if _use_new_api:`).
    if (b === a + 1 && last.type === 'name' && this.versionNames) {
      const v = this.resolve(last.text);
      if (typeof v === 'string' && v.startsWith(GUARD)) return this.guardValues[Number(v.slice(GUARD.length))] ?? null;
    }
    // A name, maybe dotted, that holds the version it tests: `_TORCH_GREATER_EQUAL_2_4`,
    // `utils.is_torch_greater_or_equal_than_2_4`, `TORCH_VERSION_AT_LEAST_2_4`.
    if (last.type === 'name' && dottedFrom(toks, a, b)) {
      const c = versionConstant(last.text);
      if (c) return [{ kind: 'version', op: c.op, version: c.version }];
      const ext = this.externOf(toks, a, b);
      return ext ? [ext] : null;
    }
    // A call: `is_torch_version("<", "2.2")`, `is_torch_greater_or_equal("2.4")`, `hasattr(torch.amp, "custom_fwd")`.
    if (last.text === ')') {
      let p = a;
      while (p + 2 < b && toks[p + 1]!.text === '.' && toks[p + 2]!.type === 'name') p += 2;
      if (toks[p]!.type === 'name' && toks[p + 1]?.text === '(' && closing(toks, info, p + 1) === b - 1) {
        const fn = toks[p]!.text;
        const strings: string[] = [];
        const ints: string[] = [];
        for (let k = p + 2; k < b - 1; k++) {
          if (info.depth[k] !== info.depth[p + 1]! + 1) continue;
          if (toks[k]!.type === 'string') strings.push(unquote(toks[k]!.text));
          else if (toks[k]!.type === 'number' && /^\d+$/.test(toks[k]!.text)) ints.push(toks[k]!.text);
          else if (toks[k]!.type === 'name' && toks[k + 1]?.text === '=') break; // keywords: not the version
        }
        if (fn === 'is_torch_version' && strings.length >= 2 && isOp(strings[0]!) && versionOf(strings[1]!))
          return [{ kind: 'version', op: strings[0] as '<', version: versionOf(strings[1]!)! }];
        // Lightning's `compare_version("torchvision", operator.le, "0.13.0")` (also of "torch").
        if (fn === 'compare_version' || fn === '_compare_version')
          return compareVersionCall(toks, info, p + 1, b - 1, strings);
        // `is_torch_greater_or_equal("2.4")`, `pytorch_after(1, 10)`: the helper's name says the comparison.
        const helper = versionHelper(fn);
        const version = strings[0] ? versionOf(strings[0]) : ints.length >= 2 ? ints.slice(0, 3).join('.') : undefined;
        if (helper && version) return [{ kind: 'version', op: helper, version }];
        // A helper with no arguments that holds the version in its name, as a constant does: trl's `is_torch_greater_2_0()`.
        if (p + 2 === b - 1) {
          const c = versionConstant(fn);
          if (c) return [{ kind: 'version', op: c.op, version: c.version }];
        }
        if (fn === 'hasattr' && p === a) {
          const comma = toks.findIndex(
            (t, k) => k > p + 1 && k < b && t.text === ',' && info.depth[k] === info.depth[p + 1]! + 1,
          );
          const attr = toks[comma + 1];
          if (comma > 0 && attr?.type === 'string' && comma + 2 === b - 1 && dottedFrom(toks, p + 2, comma)) {
            const root = this.resolve(toks[p + 2]!.text);
            if (typeof root === 'string' && ROOTS.has(rootOf(root))) {
              const parts = [root];
              for (let k = p + 4; k < comma; k += 2) parts.push(toks[k]!.text);
              return [{ kind: 'has', api: `${parts.join('.')}.${unquote(attr.text)}`, present: true }];
            }
          }
        }
      }
    }
    // What a torch function's keyword-only parameters hold (`torch.meshgrid.__kwdefaults__`, or a
    // name bound to it): `"indexing" in X.__kwdefaults__` tests for a keyword, `X.__kwdefaults__ is
    // not None` for any; the catalog dates keywords by the entries about calls without them.
    if (toks[a]!.type === 'string' && b - a >= 3) {
      const not = toks[a + 1]!.text === 'not' && toks[a + 1]!.type === 'name';
      const inAt = a + (not ? 2 : 1);
      const fn = toks[inAt]?.text === 'in' ? this.kwdefaultsOf(toks, inAt + 1, b) : undefined;
      if (fn) return [{ kind: 'has', api: `${fn}(${unquote(toks[a]!.text)}=)`, present: !not }];
    }
    if (b - a >= 3 && toks[b - 1]!.text === 'None' && toks[b - 1]!.type === 'name') {
      const not = toks[b - 2]!.text === 'not';
      const isAt = b - (not ? 3 : 2);
      const fn = toks[isAt]?.text === 'is' ? this.kwdefaultsOf(toks, a, isAt) : undefined;
      if (fn) return [{ kind: 'has', api: `${fn}(=)`, present: not }];
    }
    // `'parrots' in TORCH_VERSION`, `"+cu" not in torch.__version__`: a string literal, then the version itself.
    if (toks[a]!.type === 'string' && b - a >= 3) {
      const not = toks[a + 1]!.text === 'not' && toks[a + 1]!.type === 'name';
      const inAt = a + (not ? 2 : 1);
      if (
        toks[inAt]?.type === 'name' &&
        toks[inAt].text === 'in' &&
        dottedFrom(toks, inAt + 1, b) &&
        this.torchVersionSide(toks, inAt + 1, b)
      ) {
        return [{ kind: 'mentions', text: unquote(toks[a]!.text), present: !not }];
      }
    }
    // A comparison of the torch version with a version string or a tuple of ints, or a chain of two
    // (`"1.5" <= version < "1.10"`): the version in the middle, a literal at each end.
    const ops: number[] = [];
    let equal = -1;
    for (let k = a; k < b; k++) {
      if (info.depth[k] !== info.depth[a] || toks[k]!.type !== 'op') continue;
      const t = toks[k]!.text;
      if (t === '!=' || (t === '==' && equal >= 0)) return null;
      if (t === '==') equal = k;
      if (isOp(t)) ops.push(k);
    }
    // `TORCH_MAJOR == 1`: one part of the version equal to a number, as a pair of bounds.
    if (equal >= 0) {
      if (ops.length > 0) return null;
      const eq = this.partComparison(toks, info, a, equal, b);
      return eq ? [partGuard(eq.part, '>=', eq.n), partGuard(eq.part, '<=', eq.n)] : null;
    }
    if (ops.length === 2) {
      const [p, q] = ops as [number, number];
      if (
        this.torchVersionSide(toks, a, p) ||
        !this.torchVersionSide(toks, p + 1, q) ||
        this.torchVersionSide(toks, q + 1, b)
      )
        return null;
      const low = literalVersion(toks, a, p);
      const high = literalVersion(toks, q + 1, b);
      if (!low || !high) return null;
      return [
        { kind: 'version', op: FLIP[toks[p]!.text as '<'], version: low },
        { kind: 'version', op: toks[q]!.text as '<', version: high },
      ];
    }
    if (ops.length !== 1) return null;
    const op = ops[0]!;
    // `int(torch.__version__.split(".")[0]) >= 2`, `TORCH_MINOR < 8`: one part of the version against a number.
    const cmp = this.partComparison(toks, info, a, op, b);
    if (cmp) {
      const o = toks[op]!.text as '<';
      return [partGuard(cmp.part, cmp.left ? o : FLIP[o], cmp.n)];
    }
    const left = this.torchVersionSide(toks, a, op);
    const right = this.torchVersionSide(toks, op + 1, b);
    if (!left && !right) return this.companionComparison(toks, a, op, b);
    if (left === right) return null;
    const v = left ? literalVersion(toks, op + 1, b) : literalVersion(toks, a, op);
    if (!v) return null;
    const o = toks[op]!.text as '<';
    return [{ kind: 'version', op: left ? o : FLIP[o], version: v }];
  }

  /**
   * `Version(torchvision.__version__) >= Version("0.13")`: a companion's version (its
   * `__version__` read through its import) against a literal, at the comparison `op`.
   */
  private companionComparison(toks: Tok[], a: number, op: number, b: number): Guard[] | null {
    const left = this.companionVersionSide(toks, a, op);
    const right = this.companionVersionSide(toks, op + 1, b);
    if (!left === !right) return null;
    const v = left ? literalVersion(toks, op + 1, b) : literalVersion(toks, a, op);
    if (!v) return null;
    const o = toks[op]!.text as '<';
    return [{ kind: 'companion', pkg: (left ?? right)!, op: left ? o : FLIP[o], version: v }];
  }

  /** The companion (`torchvision`, `torchaudio`) whose `__version__` tokens a..b read, if they do. */
  private companionVersionSide(toks: Tok[], a: number, b: number): string | undefined {
    for (let k = a + 2; k < b; k++) {
      if (toks[k]!.text !== '__version__' || toks[k - 1]!.text !== '.' || toks[k]!.type !== 'name') continue;
      const pkg = this.resolve(toks[k - 2]!.text);
      if (typeof pkg === 'string' && COMPANIONS.has(pkg) && !(k >= 3 && toks[k - 3]!.text === '.')) return pkg;
    }
    return undefined;
  }

  /** The torch function whose `__kwdefaults__` tokens a..b name (written out, or a name bound to it), if they do. */
  protected kwdefaultsOf(toks: Tok[], a: number, b: number): string | undefined {
    if (!dottedFrom(toks, a, b)) return undefined;
    const root = this.resolve(toks[a]!.text);
    if (typeof root !== 'string' || !ROOTS.has(rootOf(root))) return undefined;
    const parts = [root];
    for (let k = a + 2; k < b; k += 2) parts.push(toks[k]!.text);
    const name = parts.join('.');
    return name.endsWith('.__kwdefaults__') ? name.slice(0, -'.__kwdefaults__'.length) : undefined;
  }

  /**
   * A module constant of another module of the project, written as a dotted name through an import
   * (`torch_geometric.typing.WITH_PT20`) or as a name a `from … import` bound (`WITH_PT20`): the
   * condition that it is true, decided once the scan has read that module.
   */
  protected externOf(toks: Tok[], a: number, b: number): Guard | undefined {
    const root = toks[a]!.text;
    const mod = this.projectNames.get(root);
    if (mod === undefined) return undefined;
    // Still what the import bound: the module itself, or (a `from` import) nothing torch's.
    const now = this.resolve(root);
    if (now !== null && now !== mod) return undefined;
    const parts = [mod];
    for (let k = a + 2; k < b; k += 2) parts.push(toks[k]!.text);
    const full = parts.join('.');
    const cut = full.lastIndexOf('.');
    if (cut <= 0 || full.endsWith('.')) return undefined;
    return { kind: 'extern', module: full.slice(0, cut), name: full.slice(cut + 1), present: true };
  }

  /**
   * Whether the condition written at text s..e starts (after `not`s) with a name a project import
   * bound (`if torch_geometric.typing.WITH_PT20:`): the header is read for its guard. Files that
   * import nothing but torch pay nothing.
   */
  protected testsProject(s: number, e: number): boolean {
    if (this.projectNames.size === 0 || this.deadTest === undefined) return false;
    const m = /^[ \t(]*(?:not[ \t(]+)*([A-Za-z_][A-Za-z0-9_]*)/.exec(this.text.slice(s, Math.min(e, s + 200)));
    return m !== null && this.projectNames.has(m[1]!);
  }

  /** Whether tokens a..b hold a name a guard is made of (GUARD_NAME), or a name bound to the torch version. */
  protected holdsGuard(toks: Tok[], a: number, b: number): boolean {
    for (let k = a; k < b; k++) {
      const t = toks[k]!;
      if (t.type !== 'name') continue;
      if (guardName(t.text)) return true;
      if (this.projectNames.size > 0 && this.projectNames.has(t.text) && (k === a || toks[k - 1]!.text !== '.'))
        return true;
      if (this.versionNames) {
        const v = this.resolve(t.text);
        if (
          v === VERSION ||
          (typeof v === 'string' &&
            (v.startsWith(GUARD) || v.startsWith(VERSION_PART) || v.endsWith('.__kwdefaults__')))
        )
          return true;
      }
    }
    return false;
  }

  /**
   * One part of the torch version compared with a whole number, on either side of the operator at
   * `op`: the part written out (`int(torch.__version__.split(".")[0])`) or a name bound to it.
   */
  protected partComparison(
    toks: Tok[],
    info: LineInfo,
    a: number,
    op: number,
    b: number,
  ): { part: 0 | 1; n: number; left: boolean } | undefined {
    const whole = (t: Tok | undefined) => t?.type === 'number' && /^\d+$/.test(t.text);
    if (op + 2 === b && whole(toks[op + 1])) {
      const part = this.partAt(toks, info, a, op);
      if (part !== undefined) return { part, n: Number(toks[op + 1]!.text), left: true };
    }
    if (op === a + 1 && whole(toks[a])) {
      const part = this.partAt(toks, info, op + 1, b);
      if (part !== undefined) return { part, n: Number(toks[a]!.text), left: false };
    }
    return undefined;
  }

  /** The part of the torch version tokens a..b are, written out or as a name bound to it. */
  private partAt(toks: Tok[], info: LineInfo, a: number, b: number): 0 | 1 | undefined {
    if (b === a + 1 && toks[a]!.type === 'name' && this.versionNames) {
      const v = this.resolve(toks[a]!.text);
      return v === `${VERSION_PART}0` ? 0 : v === `${VERSION_PART}1` ? 1 : undefined;
    }
    return this.torchVersionSide(toks, a, b) ? versionPart(toks, info, a, b) : undefined;
  }

  /** A value (tokens i..j) that is one part of the torch version as a number: what a name bound to it stands for. */
  protected partValue(toks: Tok[], info: LineInfo, i: number, j: number): Binding {
    const part = this.torchVersionSide(toks, i, j) ? versionPart(toks, info, i, j) : undefined;
    return part === undefined ? null : `${VERSION_PART}${part}`;
  }

  /**
   * Whether tokens a..b hold the torch version: `torch.__version__` (torch bound to the torch module),
   * a name for it (`TORCH_VERSION`, `torch_version()`, `get_torch_version()`), or a name bound to it.
   */
  protected torchVersionSide(toks: Tok[], a: number, b: number): boolean {
    for (let k = a; k < b; k++) {
      const t = toks[k]!;
      if (t.type !== 'name') continue;
      if (/^_?(?:get_)?(TORCH_VERSION|torch_version)$/.test(t.text)) return true;
      if (
        t.text === '__version__' &&
        k >= a + 2 &&
        toks[k - 1]!.text === '.' &&
        this.resolve(toks[k - 2]!.text) === 'torch'
      )
        return true;
      if (this.versionNames && (k === a || toks[k - 1]!.text !== '.') && this.resolve(t.text) === VERSION) return true;
    }
    return false;
  }

  protected openTry(indent: number): void {
    const id = ++this.tryCount;
    this.lastTry.set(indent, id);
    if (this.chains_.size > 0) this.chains_.delete(indent);
    this.blocks.push(block(indent, 'try', id, undefined, this.deadHere()));
  }

  /**
   * A value (tokens i..j) that is a condition on the torch version and nothing else
   * (`Version(torch.__version__) >= Version("1.11")`, `is_torch_version(">=", "2.0")`,
   * `hasattr(torch.amp, "custom_fwd")`): the name it is bound to stands for the condition.
   */
  protected guardValue(toks: Tok[], info: LineInfo, i: number, j: number): Binding {
    if (i >= j || !this.holdsGuard(toks, i, j)) return null;
    const { exact } = this.condition(toks, info, i, j);
    if (!exact) return null;
    this.guardValues.push(exact);
    return `${GUARD}${this.guardValues.length - 1}`;
  }

  /**
   * Whether the value (tokens i..j) is the torch version, however wrapped or converted:
   * `parse_version(torch.__version__)`, `tuple(int(x) for x in torch.__version__.split(".")[:2])`.
   * A value that compares or tests it (`torch.__version__ >= "2.0"`) is a truth value, not a version.
   */
  protected versionValue(toks: Tok[], info: LineInfo, i0: number, j0: number): boolean {
    let i = i0;
    let j = j0;
    // `(a >= b)` across lines is the comparison inside its brackets, not a version.
    while (j - i >= 2 && toks[i]!.text === '(' && toks[i]!.type === 'op' && closing(toks, info, i) === j - 1) {
      i++;
      j--;
    }
    const d = info.depth[i] ?? 0;
    for (let k = i; k < j; k++) {
      const t = toks[k]!;
      if (info.depth[k] !== d) continue;
      if (t.type === 'op' && (isOp(t.text) || t.text === '==' || t.text === '!=')) return false;
      if (
        t.type === 'name' &&
        (t.text === 'and' ||
          t.text === 'or' ||
          t.text === 'not' ||
          t.text === 'in' ||
          t.text === 'is' ||
          t.text === 'if' ||
          t.text === 'lambda')
      )
        return false;
    }
    return this.torchVersionSide(toks, i, j);
  }
}
