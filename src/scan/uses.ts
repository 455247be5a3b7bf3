/**
 * Finds the uses of torch names in Python source: dotted names whose root is bound by an import
 * of torch (or functorch, torchaudio, torchvision), resolved through aliases to qualified names, with the shape of each
 * use — a call and its keywords, an attribute assignment, an import — and the exception classes
 * that `try` statements around it catch.
 *
 * It works on the token stream, statement by statement; names in comments and strings are never
 * seen. Scopes follow indentation: a `def` or `class` opens a scope, so a local definition that
 * shadows a torch name hides it only there. Flow is not followed beyond source order.
 */
import { memo } from '../core/memo.js';
import { newSkim, skimLine, type Skim } from '../python/skim.js';
import { Tokenizer, type TokenType } from '../python/tokenize.js';

export type UseKind = 'call' | 'assign' | 'ref' | 'import';

export interface Use {
  /** Qualified name, e.g. torch.cuda.amp.autocast. */
  name: string;
  kind: UseKind;
  /** Offsets of the text that names it. */
  start: number;
  end: number;
  /** End offset of each dotted part, so a prefix of the name can be located. */
  partEnds: number[];
  /** For calls: keywords passed, with the literal value when it is a single literal token. */
  keywords?: Map<string, string | undefined>;
  /** For calls: `**kwargs` was passed, so absent keywords cannot be judged. */
  starKwargs?: boolean;
  /** For calls: where the parentheses and keyword names are, for fixes that edit the call. */
  call?: CallSite;
  /** Whether the name `torch` is bound to the torch module where the use is (a fix may then write `torch.…`). */
  torchBound: boolean;
  /** Exception class names (last dotted part; `*` for a bare except) of `try` bodies around the use. */
  handlers: string[];
}

export interface Analysis {
  uses: Use[];
  /** First tokenization or bracket error, when the file is not valid Python. */
  error?: { offset: number; message: string };
}

// The packages a torch pin brings along: their APIs move with the torch release (torchaudio X.Y goes with torch X.Y).
const ROOTS = new Set(['torch', 'functorch', 'torchaudio', 'torchvision']);
const KEYWORDS = new Set([
  'False',
  'None',
  'True',
  'and',
  'as',
  'assert',
  'async',
  'await',
  'break',
  'class',
  'continue',
  'def',
  'del',
  'elif',
  'else',
  'except',
  'finally',
  'for',
  'from',
  'global',
  'if',
  'import',
  'in',
  'is',
  'lambda',
  'nonlocal',
  'not',
  'or',
  'pass',
  'raise',
  'return',
  'try',
  'while',
  'with',
  'yield',
]);
const COMPOUND = new Set(['if', 'elif', 'else', 'for', 'while', 'try', 'except', 'finally', 'with', 'def', 'class', 'async', 'match', 'case']);
const ASSIGN_OPS = new Set(['=', '+=', '-=', '*=', '/=', '//=', '%=', '**=', '>>=', '<<=', '&=', '|=', '^=', '@=']);
const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);

/** Name lengths the analyser's word gate tells apart; longer names all pass it. */
const GATE_LENGTHS = 64;

interface Gate {
  first: Uint32Array;
  last: Uint32Array;
}

function admit(first: Uint32Array, last: Uint32Array, w: string): void {
  const n = Math.min(w.length, GATE_LENGTHS - 1);
  first[n]! |= 1 << (w.charCodeAt(0) & 31);
  last[n]! |= 1 << (w.charCodeAt(w.length - 1) & 31);
}

/** False when the name at [s, e) of `text` is surely none of the words the gate admitted. */
function passes(first: Uint32Array, last: Uint32Array, text: string, s: number, e: number): boolean {
  const n = Math.min(e - s, GATE_LENGTHS - 1);
  return ((first[n]! >>> (text.charCodeAt(s) & 31)) & (last[n]! >>> (text.charCodeAt(e - 1) & 31)) & 1) === 1;
}

/** A gate admitting `words` (and every name too long to tell apart). */
function newGate(words: Iterable<string>): Gate {
  const gate = { first: new Uint32Array(GATE_LENGTHS), last: new Uint32Array(GATE_LENGTHS) };
  gate.first[GATE_LENGTHS - 1] = gate.last[GATE_LENGTHS - 1] = 0xffffffff;
  for (const w of words) admit(gate.first, gate.last, w);
  return gate;
}

/** The gate for the words that make a line's first name matter to the skim (besides `import` and torch names). */
const HEAD = newGate(['from', ...COMPOUND]);

/** The gate for `import` and the live names, made once per set of live names (once per scan). */
const GATES = memo<[of: 'live-names'], Gate>('scan-name-gate');
const NO_LIVE: ReadonlySet<string> = new Set();

function gateOf(live: ReadonlySet<string> = NO_LIVE): Gate {
  return GATES.get(live, ['live-names'], () => newGate(['import', ...live]));
}

/** A significant token with its text. */
interface Tok {
  type: TokenType;
  text: string;
  start: number;
  end: number;
}

/** Per-statement bracket facts, computed once so no call is scanned twice. */
/** Offsets in a call: `(`, the matching `)`, each keyword name, and the text just before `)`. */
export interface CallSite {
  open: number;
  close?: number;
  keywordAt: Map<string, number>;
  /** The call passes at least one argument. */
  args: boolean;
  /** The last argument is followed by a comma (`f(a, )`). */
  trailingComma: boolean;
}

type CallInfo = { keywords: Map<string, string | undefined>; starKwargs: boolean; site: CallSite };

interface LineInfo {
  depth: number[];
  /** For each `(` index: keywords and **kwargs of the call it opens. */
  calls: Map<number, CallInfo>;
  /** Token indices that are keyword-argument names (`f(name=...)`). */
  kwNames: Set<number>;
}

type Binding = string | null;

/** What a line may matter for: uses and bindings, bindings only, nothing, or only the block a header opens. */
type Relevance = 'all' | 'binds' | 'none' | Block['kind'];

/**
 * Headers whose block is all that matters when they mention no torch name: what they would bind
 * is bound to nothing torch already. `except` (its classes matter), `match` and `case` (soft
 * keywords: `match = 1` is no header) are always read in full.
 */
const BLOCK_OF: Partial<Record<string, Block['kind']>> = {
  def: 'scope',
  class: 'scope',
  try: 'try',
  if: 'other',
  elif: 'other',
  else: 'other',
  while: 'other',
  for: 'other',
  with: 'other',
  finally: 'other',
};

/** Every block has all four fields (one object shape, so the loops over blocks stay monomorphic). */
interface Block {
  indent: number;
  kind: 'scope' | 'try' | 'other';
  /** The `try` statement's number, or -1. */
  tryId: number;
  scope: Map<string, Binding> | undefined;
}

function block(indent: number, kind: Block['kind'], tryId: number, scope: Map<string, Binding> | undefined): Block {
  return { indent, kind, tryId, scope };
}

function unquote(text: string): string {
  const m = /^[A-Za-z]*('''|"""|'|")([\s\S]*)\1$/.exec(text);
  return m ? m[2]! : text;
}

function rootOf(name: string): string {
  const i = name.indexOf('.');
  return i < 0 ? name : name.slice(0, i);
}

/**
 * `live`: the last parts of the names a finding can be about in this scan. A line that has none
 * of them as an attribute of a dotted name starting at a name bound to torch (nor a name bound to
 * a torch path through one) can give no finding, so its uses are not collected; it is still read
 * for what it binds. Without `live`, every use is collected.
 */
export function analyze(text: string, live?: ReadonlySet<string>, options: { skim?: boolean } = {}): Analysis {
  return new Analyzer(text, live, options.skim !== false).run();
}

class Analyzer {
  private readonly uses: Use[] = [];
  /** For each use, the `try` bodies around it: their handlers are known only at the end. */
  private readonly usesTries: number[][] = [];
  private readonly module = new Map<string, Binding>();
  private readonly blocks: Block[] = [];
  private readonly handlers = new Map<number, Set<string>>();
  private readonly lastTry = new Map<number, number>();
  private tryCount = 0;
  /** Local names ever bound to a torch name in this file: lines without one are skipped. */
  private readonly torchNames = new Set<string>();
  /** Local names bound to a torch path that holds a live part (`from torch.cuda import amp as A`). */
  private readonly liveNames = new Set<string>();
  /**
   * A quick test before a name is read as a string: by its length, the bits of the names that
   * length can be (first and last character, five bits each) that relevant() looks for. Most
   * names of a line are none of them and are passed over without a string made.
   */
  private readonly gateFirst: Uint32Array;
  private readonly gateLast: Uint32Array;
  /** The same for the skim, which looks only for `import` and names bound to torch. */
  private readonly skimFirst: Uint32Array;
  private readonly skimLast: Uint32Array;
  /** The current logical line's tokens, in arrays reused from line to line. */
  private readonly types: TokenType[] = [];
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  /** The line the skim last passed over, and the block it opens: one record for every line. */
  private readonly line: Skim = newSkim();
  /** '' when the line opens no block: always a string, so the field keeps one representation. */
  private lineHead: Block['kind'] | '' = '';
  private error: Analysis['error'];

  constructor(
    private readonly text: string,
    private readonly live?: ReadonlySet<string>,
    /** Off in tests only: every line is tokenized, to compare. */
    private readonly skimming = true,
  ) {
    const gate = gateOf(live);
    this.gateFirst = gate.first.slice();
    this.gateLast = gate.last.slice();
    const skimGate = gateOf(NO_LIVE);
    this.skimFirst = skimGate.first.slice();
    this.skimLast = skimGate.last.slice();
  }

  private admit(w: string): void {
    admit(this.gateFirst, this.gateLast, w);
    admit(this.skimFirst, this.skimLast, w);
  }

  private maySkimHit(s: number, e: number): boolean {
    return passes(this.skimFirst, this.skimLast, this.text, s, e);
  }

  /**
   * The tokens of the logical line at `pos` (and of the blank and comment lines before it), then
   * its statement; returns where the next line starts.
   */
  private tokenLine(t: Tokenizer, pos: number): number {
    const { text, types, starts, ends } = this;
    let n = 0;
    let lineStart = pos;
    let indent = 0;
    let depth = 0;
    while (t.advance()) {
      const { type, start, end } = t;
      switch (type) {
        case 'nl':
        case 'cont':
          lineStart = end;
          continue;
        case 'newline':
          this.statementLine(n, indent);
          return end;
        case 'error':
          this.fail(start, t.error ?? 'invalid token');
          continue;
        case 'op':
          if (end === start + 1) {
            const c = text.charCodeAt(start);
            if (c === 40 || c === 91 || c === 123) depth++;
            else if (c === 41 || c === 93 || c === 125) {
              if (depth === 0) this.fail(start, `unmatched '${text[start]}'`);
              else depth--;
            }
          }
          break;
        default:
          if (t.error) this.fail(start, t.error);
      }
      if (n === 0) indent = this.indentOf(lineStart, start);
      // A logical line's tokens go to reused arrays: only the few lines that matter become objects.
      types[n] = type;
      starts[n] = start;
      ends[n] = end;
      n++;
    }
    if (depth > 0) this.fail(text.length, 'unexpected end of file: unclosed bracket');
    this.statementLine(n, indent);
    return text.length;
  }

  /**
   * Whether the logical line at `pos` can neither use nor bind a torch name, as the skim finds
   * (then `this.line` holds it, and `this.lineHead` the block it opens, if any): none of its names
   * is `import` or bound to torch in this file (a live name matters only in a dotted name that
   * starts at one, as relevant() has it). Such a line matters only for the block it may open.
   * False: the line must be tokenized (a name that may matter, an `import`/`from`/`except`/
   * `match`/`case`/`async` line, or anything the tokenizer would report).
   */
  private skim(pos: number): boolean {
    this.lineHead = '';
    const line = this.line;
    if (!skimLine(this.text, pos, this, line)) return false;
    const { first, firstEnd } = line;
    // Most lines start with a name that is none of these: it is not read as a string.
    if (firstEnd < 0 || !(passes(HEAD.first, HEAD.last, this.text, first, firstEnd) || this.maySkimHit(first, firstEnd))) return true;
    // The first name of a statement follows no dot: only a binding can make it matter.
    const w = this.text.slice(first, firstEnd);
    if (w === 'import' || w === 'from' || this.torchNames.has(w)) return false;
    if (!COMPOUND.has(w)) return true;
    const head = BLOCK_OF[w];
    if (head === undefined) return false;
    this.lineHead = head;
    return true;
  }

  /** For the skim (NameTest): whether a name other than the first of its line may make the line matter. */
  mayMatter(s: number, e: number): boolean {
    if (!this.maySkimHit(s, e)) return false;
    const w = this.text.slice(s, e);
    return w === 'import' || this.torchNames.has(w);
  }

  /** The line the skim passed over (this.line): it closes the blocks it dedents past, and opens its own. */
  private plainLine(): void {
    const indent = this.indentOf(this.line.lineStart, this.line.first);
    this.closeBlocks(indent);
    if (this.lineHead !== '') this.openBlock(this.lineHead, indent);
  }

  private closeBlocks(indent: number): void {
    while (this.blocks.length > 0 && this.blocks[this.blocks.length - 1]!.indent >= indent) this.blocks.pop();
  }

  private openBlock(kind: Block['kind'], indent: number): void {
    if (kind === 'scope') this.blocks.push(block(indent, 'scope', -1, new Map()));
    else if (kind === 'try') this.openTry(indent);
    else this.blocks.push(block(indent, 'other', -1, undefined));
  }

  /** Whether the name at k is an attribute of a dotted name that starts at a name bound to torch. */
  private torchAttribute(k: number): boolean {
    let p = k;
    while (p >= 2 && this.isDot(p - 1) && this.types[p - 2] === 'name') p -= 2;
    return p < k && !(p >= 1 && this.isDot(p - 1)) && this.torchNames.has(this.text.slice(this.starts[p], this.ends[p]));
  }

  private isDot(k: number): boolean {
    return this.types[k] === 'op' && this.ends[k] === this.starts[k]! + 1 && this.text.charCodeAt(this.starts[k]!) === 46;
  }

  /** False when the name at [s, e) is surely none of the admitted words. */
  private mayBe(s: number, e: number): boolean {
    return passes(this.gateFirst, this.gateLast, this.text, s, e);
  }

  run(): Analysis {
    // Line by line: a line the skim finds nothing in is passed over without tokens; any other is
    // tokenized (the tokenizer passes over blanks and comments and leaves each token in its
    // fields; only the tokens of a statement that matters become objects).
    const t = new Tokenizer(this.text, true);
    const n = this.text.length;
    for (let pos = 0; pos < n;) {
      if (this.live && this.skimming && this.skim(pos)) {
        if (this.line.first >= 0) this.plainLine();
        pos = this.line.end;
      } else {
        t.seek(pos);
        pos = this.tokenLine(t, pos);
      }
    }
    const { uses } = this;
    uses.forEach((u, i) => {
      const tries = this.usesTries[i]!;
      if (tries.length > 0) u.handlers = [...new Set(tries.flatMap((id) => [...(this.handlers.get(id) ?? [])]))];
    });
    return this.error ? { uses, error: this.error } : { uses };
  }

  /**
   * Whether a statement can bind, shadow or use a torch name: imports always; block headers always
   * shape scopes and `try` bodies, but one that uses no live name and mentions no name bound to
   * torch only opens its block (`scope`, `try`, `other`), unparsed; anything else is read in full
   * if it uses a live name, and for what it binds if it mentions a name bound to torch in this
   * file. Most lines of most files are skipped here.
   */
  private relevant(n: number): Relevance {
    const { types, starts, ends } = this;
    let head: string | undefined;
    if (types[0] === 'name') {
      const w = this.text.slice(starts[0], ends[0]);
      if (w === 'import' || w === 'from') return 'all';
      if (COMPOUND.has(w)) head = w === 'async' && n > 1 && types[1] === 'name' ? this.text.slice(starts[1], ends[1]) : w;
    }
    let torch = false;
    for (let k = 0; k < n; k++) {
      if (types[k] !== 'name' || !this.mayBe(starts[k]!, ends[k]!)) continue;
      const w = this.text.slice(starts[k], ends[k]);
      if (w === 'import') return 'all';
      // A live name reaches a torch path only as an attribute of a dotted name whose first part
      // is bound to torch (`torch.cat`, not `logger.info` or a bare `range`), or as a name an
      // import or an alias bound to a live path (liveNames). Other lines are read for what they bind.
      if (this.live && ((this.live.has(w) && this.torchAttribute(k)) || this.liveNames.has(w))) return 'all';
      if (this.torchNames.has(w)) torch = true;
    }
    if (head !== undefined) return torch || !this.live ? 'all' : (BLOCK_OF[head] ?? 'all');
    if (!torch) return 'none';
    return this.live ? 'binds' : 'all';
  }

  /**
   * For a line with no live name: whether it can change a binding the scan depends on. Only an
   * assignment can (headers and imports are read in full): one whose target was bound to torch
   * (it is shadowed) or whose value is a bare dotted name (it may make an alias).
   */
  private binds(n: number): boolean {
    const { types, starts, ends, text } = this;
    const isOp = (k: number, code: number) => types[k] === 'op' && ends[k] === starts[k]! + 1 && text.charCodeAt(starts[k]!) === code;
    let depth = 0;
    let last = -1;
    for (let k = 0; k < n; k++) {
      if (types[k] !== 'op') continue;
      const c = text.charCodeAt(starts[k]!);
      const one = ends[k] === starts[k]! + 1;
      if (one && (c === 40 || c === 91 || c === 123)) depth++;
      else if (one && (c === 41 || c === 93 || c === 125)) depth--;
      else if (depth === 0 && (ASSIGN_OPS.has(text.slice(starts[k], ends[k])) || (one && c === 58))) {
        if (one && c === 61) last = k;
        else if (k === 1) return true; // `x += …`, `x: T`: rebinds a plain name
      }
    }
    if (last < 0) return false;
    for (let k = 0; k < last; k++) {
      if (types[k] === 'name' && this.torchNames.has(text.slice(starts[k], ends[k]))) return true;
    }
    // The value: name (. name)* up to the end of the line.
    let k = last + 1;
    if (k >= n || types[k] !== 'name') return false;
    for (k++; k + 1 < n && isOp(k, 46) && types[k + 1] === 'name'; k += 2);
    return k === n;
  }

  private fail(offset: number, message: string): void {
    if (!this.error) this.error = { offset, message };
  }

  /** Indentation width of a line, tabs to the next multiple of 8 as Python counts them. */
  private indentOf(lineStart: number, first: number): number {
    let w = 0;
    for (let p = lineStart; p < first; p++) {
      const c = this.text.charCodeAt(p);
      if (c === 9)
        w = (w & ~7) + 8; // to the next multiple of 8, in integers
      else if (c === 32 || c === 12) w++;
      else return w; // a continuation line: the statement started earlier
    }
    return w;
  }

  // --- scopes and blocks -------------------------------------------------------------------

  private scope(): Map<string, Binding> {
    for (let i = this.blocks.length - 1; i >= 0; i--) {
      const s = this.blocks[i]!.scope;
      if (s) return s;
    }
    return this.module;
  }

  private resolve(name: string): Binding | undefined {
    for (let i = this.blocks.length - 1; i >= 0; i--) {
      const s = this.blocks[i]!.scope;
      if (s?.has(name)) return s.get(name);
    }
    return this.module.get(name);
  }

  private bind(name: string, value: Binding): void {
    if (value !== null && ROOTS.has(rootOf(value))) {
      this.torchNames.add(name);
      this.admit(name);
      if (this.live && value.split('.').some((part) => this.live!.has(part))) this.liveNames.add(name);
    }
    this.scope().set(name, value);
  }

  private tryIds(): number[] {
    const ids: number[] = [];
    for (const b of this.blocks) if (b.kind === 'try') ids.push(b.tryId);
    return ids;
  }

  // --- statements --------------------------------------------------------------------------

  private statementLine(n: number, indent: number): void {
    if (n === 0) return;
    this.closeBlocks(indent);
    const relevance = this.relevant(n);
    if (relevance === 'none' || (relevance === 'binds' && !this.binds(n))) return;
    if (relevance === 'scope' || relevance === 'try' || relevance === 'other') return this.openBlock(relevance, indent);
    const toks: Tok[] = new Array<Tok>(n);
    for (let k = 0; k < n; k++) toks[k] = { type: this.types[k]!, text: this.text.slice(this.starts[k], this.ends[k]), start: this.starts[k]!, end: this.ends[k]! };
    const info = lineInfo(toks);
    this.statement(toks, info, 0, toks.length, indent);
  }

  private statement(toks: Tok[], info: LineInfo, i: number, j: number, indent: number): void {
    if (i >= j) return;
    let first = toks[i]!;
    let k = i;
    if (first.type === 'name' && first.text === 'async' && k + 1 < j) first = toks[++k]!;
    if (first.type === 'name' && COMPOUND.has(first.text)) {
      const colon = headerColon(toks, info, k, j);
      if (colon >= 0) {
        this.header(toks, info, k, colon, indent);
        this.simpleList(toks, info, colon + 1, j);
        return;
      }
    }
    this.simpleList(toks, info, i, j);
  }

  private simpleList(toks: Tok[], info: LineInfo, i: number, j: number): void {
    let s = i;
    for (let k = i; k <= j; k++) {
      if (k === j || (toks[k]!.text === ';' && toks[k]!.type === 'op' && info.depth[k] === 0)) {
        if (k > s) this.simple(toks, info, s, k);
        s = k + 1;
      }
    }
  }

  private header(toks: Tok[], info: LineInfo, i: number, colon: number, indent: number): void {
    const kw = toks[i]!.text;
    const skip = new Set<number>();
    if (kw === 'def' || kw === 'class') {
      const name = toks[i + 1];
      if (name?.type === 'name') {
        this.bind(name.text, null);
        skip.add(i + 1);
      }
      const scope = new Map<string, Binding>();
      if (kw === 'def')
        for (const p of params(toks, info, i + 2, colon)) {
          scope.set(toks[p]!.text, null);
          skip.add(p);
        }
      this.chains(toks, info, i + 1, colon, skip);
      this.blocks.push(block(indent, 'scope', -1, scope));
      return;
    }
    if (kw === 'try') return this.openTry(indent);
    if (kw === 'except') {
      const id = this.lastTry.get(indent);
      const names = exceptNames(toks, i + 1, colon);
      if (id !== undefined) {
        const set = this.handlers.get(id) ?? new Set<string>();
        for (const n of names) set.add(n);
        this.handlers.set(id, set);
      }
    }
    if (kw === 'for') {
      for (let k = i + 1; k < colon && toks[k]!.text !== 'in'; k++) if (toks[k]!.type === 'name') this.bind(toks[k]!.text, null);
    }
    this.chains(toks, info, i + 1, colon, skip);
    if (kw === 'with' || kw === 'except') {
      for (let k = i + 1; k < colon - 1; k++) {
        if (toks[k]!.text === 'as' && toks[k + 1]!.type === 'name') this.bind(toks[k + 1]!.text, null);
      }
    }
    this.blocks.push(block(indent, 'other', -1, undefined));
  }

  private openTry(indent: number): void {
    const id = ++this.tryCount;
    this.lastTry.set(indent, id);
    this.blocks.push(block(indent, 'try', id, undefined));
  }

  private simple(toks: Tok[], info: LineInfo, i: number, j: number): void {
    const first = toks[i]!;
    if (first.type === 'name' && first.text === 'import') return this.importStmt(toks, i + 1, j);
    if (first.type === 'name' && first.text === 'from' && toks.slice(i, j).some((t) => t.text === 'import' && t.type === 'name')) {
      return this.fromImport(toks, i + 1, j);
    }
    // Uses in the value are read before the targets are rebound, as Python evaluates them.
    this.chains(toks, info, i, j, new Set());
    const eqs: number[] = [];
    for (let k = i; k < j; k++) if (toks[k]!.type === 'op' && toks[k]!.text === '=' && info.depth[k] === 0) eqs.push(k);
    if (eqs.length === 0) {
      // `x: T` (annotation only) or an augmented assignment also rebinds a plain name.
      const op = toks[i + 1];
      if (first.type === 'name' && op?.type === 'op' && (ASSIGN_OPS.has(op.text) || op.text === ':')) this.bind(first.text, null);
      return;
    }
    const last = eqs[eqs.length - 1]!;
    const alias = this.aliasValue(toks, last + 1, j);
    let s = i;
    for (const e of eqs) {
      this.bindTargets(toks, info, s, e, eqs.length === 1 ? alias : null);
      s = e + 1;
    }
  }

  /** `amp = torch.cuda.amp`: the value is a bare dotted torch name, so the target aliases it. */
  private aliasValue(toks: Tok[], i: number, j: number): Binding {
    if (i >= j || toks[i]!.type !== 'name') return null;
    const parts = [toks[i]!.text];
    let k = i + 1;
    while (k + 1 < j && toks[k]!.text === '.' && toks[k + 1]!.type === 'name') {
      parts.push(toks[k + 1]!.text);
      k += 2;
    }
    if (k !== j) return null;
    const root = this.resolve(parts[0]!);
    if (!root || !ROOTS.has(rootOf(root))) return null;
    return [root, ...parts.slice(1)].join('.');
  }

  private bindTargets(toks: Tok[], info: LineInfo, i: number, j: number, alias: Binding): void {
    const d0 = info.depth[i] ?? 0;
    // A single name (maybe annotated: `x: T = v`) takes the alias; names in a tuple are rebound.
    const single = toks[i]?.type === 'name' && (j === i + 1 || toks[i + 1]?.text === ':');
    if (single) return this.bind(toks[i]!.text, alias);
    for (let k = i; k < j; k++) {
      const t = toks[k]!;
      if (t.type !== 'name' || KEYWORDS.has(t.text)) continue;
      const prev = toks[k - 1];
      const next = toks[k + 1];
      const standalone =
        (k === i || prev?.text === ',' || prev?.text === '(' || prev?.text === '[' || prev?.text === '*') && (k + 1 === j || next?.text === ',' || next?.text === ')' || next?.text === ']');
      if (standalone && (info.depth[k] ?? 0) >= d0) this.bind(t.text, null);
    }
  }

  private importStmt(toks: Tok[], i: number, j: number): void {
    let k = i;
    while (k < j) {
      const s = k;
      const parts: string[] = [];
      while (k < j && toks[k]!.type === 'name' && toks[k]!.text !== 'as') {
        parts.push(toks[k]!.text);
        k++;
        if (toks[k]?.text === '.') k++;
        else break;
      }
      const dotted = parts.join('.');
      const end = toks[k - 1]?.end ?? toks[s]!.end;
      if (toks[k]?.text === 'as' && toks[k + 1]?.type === 'name') {
        this.bind(toks[k + 1]!.text, dotted || null);
        k += 2;
      } else if (parts.length > 0) {
        this.bind(parts[0]!, parts[0]!);
      }
      if (parts.length > 0 && ROOTS.has(parts[0]!)) this.record(dotted, 'import', toks[s]!.start, end, partEndsOf(toks, s, parts.length), [], undefined);
      while (k < j && toks[k]!.text !== ',') k++;
      k++;
    }
  }

  private fromImport(toks: Tok[], i: number, j: number): void {
    let k = i;
    let relative = false;
    while (k < j && (toks[k]!.text === '.' || toks[k]!.text === '...')) {
      relative = true;
      k++;
    }
    const parts: string[] = [];
    while (k < j && toks[k]!.type === 'name' && toks[k]!.text !== 'import') {
      parts.push(toks[k]!.text);
      k++;
      if (toks[k]?.text === '.') k++;
    }
    k++; // `import`
    const module = relative ? undefined : parts.join('.');
    const torchish = module !== undefined && ROOTS.has(parts[0] ?? '');
    for (; k < j; k++) {
      const t = toks[k]!;
      if (t.type !== 'name') continue;
      let local = t.text;
      if (toks[k + 1]?.text === 'as' && toks[k + 2]?.type === 'name') {
        local = toks[k + 2]!.text;
      }
      const qual = torchish ? `${module}.${t.text}` : null;
      this.bind(local, qual);
      if (qual) this.record(qual, 'import', t.start, t.end, [...new Array<number>(parts.length).fill(-1), t.end], [], undefined);
      if (local !== t.text) k += 2;
    }
  }

  /** Every dotted name rooted in torch between i and j. */
  private chains(toks: Tok[], info: LineInfo, i: number, j: number, skip: Set<number>): void {
    for (let k = i; k < j; k++) {
      const t = toks[k]!;
      if (t.type !== 'name' || KEYWORDS.has(t.text) || skip.has(k) || info.kwNames.has(k)) continue;
      const prev = toks[k - 1];
      if (prev && prev.type === 'op' && prev.text === '.') continue;
      let m = k;
      const parts = [t.text];
      const ends = [t.end];
      while (m + 2 < j && toks[m + 1]!.text === '.' && toks[m + 1]!.type === 'op' && toks[m + 2]!.type === 'name') {
        parts.push(toks[m + 2]!.text);
        ends.push(toks[m + 2]!.end);
        m += 2;
      }
      const root = this.resolve(t.text);
      // A bare `torch` names no API; only dotted names (after alias resolution) can match.
      if (root && ROOTS.has(rootOf(root)) && (parts.length > 1 || root.includes('.'))) {
        const name = [root, ...parts.slice(1)].join('.');
        const rootParts = root.split('.').length;
        // Parts contributed by the alias itself have no place in the text: they end where the alias ends.
        const partEnds = [...new Array<number>(rootParts - 1).fill(-1), ...ends];
        const next = toks[m + 1];
        if (next && next.type === 'op' && next.text === '(' && m + 1 < j) {
          const call = info.calls.get(m + 1);
          this.record(name, 'call', t.start, toks[m]!.end, partEnds, this.tryIds(), call);
        } else if (next && next.type === 'op' && ASSIGN_OPS.has(next.text) && info.depth[m + 1] === 0) {
          this.record(name, 'assign', t.start, toks[m]!.end, partEnds, this.tryIds(), undefined);
        } else {
          this.record(name, 'ref', t.start, toks[m]!.end, partEnds, this.tryIds(), undefined);
        }
      }
      k = m;
    }
  }

  private record(name: string, kind: UseKind, start: number, end: number, partEnds: number[], tryIds: number[], call: CallInfo | undefined): void {
    const use: Use = { name, kind, start, end, partEnds, handlers: [], torchBound: this.resolve('torch') === 'torch' };
    if (call) {
      use.keywords = call.keywords;
      use.starKwargs = call.starKwargs;
      use.call = call.site;
    } else if (kind === 'call') {
      use.keywords = new Map();
      use.starKwargs = false;
    }
    this.uses.push(use);
    this.usesTries.push(tryIds);
  }
}

function partEndsOf(toks: Tok[], s: number, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(toks[s + 2 * i]!.end);
  return out;
}

/** Depth of every token, the keywords of every call, and which names are keyword names. */
function lineInfo(toks: Tok[]): LineInfo {
  const depth = new Array<number>(toks.length);
  const calls: LineInfo['calls'] = new Map();
  const kwNames = new Set<number>();
  const stack: number[] = [];
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k]!;
    if (t.type === 'op' && CLOSE.has(t.text) && stack.length > 0) {
      const open = stack.pop()!;
      const site = t.text === ')' ? calls.get(open)?.site : undefined;
      if (site) {
        site.close = t.start;
        site.args = k > open + 1 && !(k === open + 2 && toks[open + 1]!.text === ',');
        site.trailingComma = k > open + 1 && toks[k - 1]!.type === 'op' && toks[k - 1]!.text === ',';
      }
    }
    depth[k] = stack.length;
    if (t.type !== 'op' && t.type !== 'name') continue;
    const open = stack[stack.length - 1];
    if (open !== undefined && toks[open]!.text === '(') {
      const prev = toks[k - 1]!;
      const afterSep = prev.type === 'op' && (prev.text === '(' || prev.text === ',');
      if (t.type === 'name' && afterSep && toks[k + 1]?.type === 'op' && toks[k + 1]!.text === '=') {
        kwNames.add(k);
        const info = callAt(calls, open, toks);
        info.site.keywordAt.set(t.text, t.start);
        const v = toks[k + 2];
        const after = toks[k + 3];
        const literal = v && (v.type === 'string' || v.type === 'number' || v.type === 'name') && after && (after.text === ',' || after.text === ')');
        info.keywords.set(t.text, literal ? (v.type === 'string' ? unquote(v.text) : v.text) : undefined);
      } else if (t.type === 'op' && t.text === '**' && afterSep) {
        callAt(calls, open, toks).starKwargs = true;
      }
    }
    if (t.type === 'op' && OPEN.has(t.text)) {
      stack.push(k);
      if (t.text === '(') callAt(calls, k, toks);
    }
  }
  return { depth, calls, kwNames };
}

function callAt(calls: LineInfo['calls'], k: number, toks: Tok[]): CallInfo {
  let c = calls.get(k);
  if (!c) {
    c = { keywords: new Map(), starKwargs: false, site: { open: toks[k]!.start, keywordAt: new Map(), args: false, trailingComma: false } };
    calls.set(k, c);
  }
  return c;
}

/** The colon ending a compound statement's header, or -1 (then it is not a header: `match = 1`). */
function headerColon(toks: Tok[], info: LineInfo, i: number, j: number): number {
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
function params(toks: Tok[], info: LineInfo, i: number, j: number): number[] {
  const out: number[] = [];
  if (toks[i]?.text !== '(') return out;
  const d = (info.depth[i] ?? 0) + 1;
  for (let k = i + 1; k < j; k++) {
    const t = toks[k]!;
    if (t.type !== 'name' || info.depth[k] !== d) continue;
    const prev = toks[k - 1]!.text;
    const next = toks[k + 1]?.text;
    if ((prev === '(' || prev === ',' || prev === '*' || prev === '**') && (next === ',' || next === ')' || next === '=' || next === ':')) out.push(k);
  }
  return out;
}

/** Class names an `except` clause names (last dotted part), `*` for a bare except. */
function exceptNames(toks: Tok[], i: number, j: number): string[] {
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
