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
import { clauseRole } from './handlers.js';
import { isTypingName, typeMask } from './type-expressions.js';
import { versionConstant, versionHelper } from './version-names.js';

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
  /** The name used was bound by an assignment (`scaler = GradScaler`), not an import: it may hold something else, so it is not rewritten. */
  viaAlias?: boolean;
  /** For calls: the call is the whole argument of a `load_state_dict(…)` call (what it loads is a state dict). */
  intoStateDict?: boolean;
  /** The name is in a type expression (`x: T`, a parameter's `: Optional[T]`, `-> T`, `Union[A, B]`): it is looked up, not run. */
  annotation?: boolean;
  /** For imports: a name in the list of a `from … import` (not the module of an `import …`). */
  fromImport?: boolean;
  /** The path an import bound the first name of the use to, when an import bound it ('' otherwise): that import is where a missing name fails. */
  importRoot?: string;
  /** At the top level of the module, outside every block (an import there runs whenever the module is imported). */
  topLevel?: boolean;
  /**
   * In a branch that runs only where these torch names are missing: the `except ImportError` of a
   * `try` that imported or used them, or the side of `hasattr(…)` where the attribute is absent.
   */
  fallbackFor?: string[];
  /** Version comparisons that hold wherever the use runs (the conditions of the branches around it). */
  holds?: Guard[];
  /** A method called on any object (`x.storage()`), matched by its name alone. */
  method?: boolean;
  /** Its first name was bound in a `try` whose `except` is an import fallback: where the API is missing, the fallback runs instead. */
  absenceHandled?: boolean;
}

/**
 * Modules that define what a public module re-exports: a name imported from the defining module
 * is the public one (`torch.distributed.fsdp.fully_sharded_data_parallel.FullyShardedDataParallel`
 * is `torch.distributed.fsdp.FullyShardedDataParallel`).
 */
const DEFINING: readonly [string, string][] = [
  ['torch.distributed.fsdp.fully_sharded_data_parallel.', 'torch.distributed.fsdp.'],
  ['torch.cuda.amp.grad_scaler.', 'torch.cuda.amp.'],
  ['torch.cuda.amp.autocast_mode.', 'torch.cuda.amp.'],
  ['torch.cpu.amp.grad_scaler.', 'torch.cpu.amp.'],
  ['torch.cpu.amp.autocast_mode.', 'torch.cpu.amp.'],
  ['torchdata.stateful_dataloader.stateful_dataloader.', 'torchdata.stateful_dataloader.'],
];

function publicName(name: string): string {
  // Most names are none of these: told apart by one character (`torch.distributed.`, `torch.cuda.`, `torch.cpu.`, `torchdata.`).
  if (name.length < 20 || name.charCodeAt(6) !== 100 || name.charCodeAt(7) !== 105) {
    if (name.length < 16 || (name.charCodeAt(6) !== 99 && name.charCodeAt(5) !== 100)) return name;
  }
  for (const [from, to] of DEFINING)
    if (name.startsWith(from) && name.length > from.length) return to + name.slice(from.length);
  return name;
}

/**
 * A condition on the torch a branch runs on: a version comparison (`torch OP version`), whether a
 * torch attribute exists (`hasattr(torch.amp, "custom_fwd")`), or an `except ImportError` fallback
 * that runs only when one of `names` (what the `try` body imported or used) is missing.
 */
export type Guard =
  | { kind: 'version'; op: '<' | '<=' | '>' | '>='; version: string }
  | { kind: 'has'; api: string; present: boolean }
  | { kind: 'fallback'; names: string[] }
  /** The torch version string holds `text` (`'parrots' in TORCH_VERSION`), or (present false) does not. */
  | { kind: 'mentions'; text: string; present: boolean };

/** Whether a branch under the guard never runs on the target torch (then its uses and bindings are not counted). */
export type DeadTest = (guard: Guard) => boolean;

export interface Analysis {
  uses: Use[];
  /** Modules imported at the top level outside every block (`a.b`, `.sibling`, `..pkg.mod`): the module fails to import if one does. */
  imports?: string[];
  /** With `bindings`: every name bound, in order, with the depth of its block (the fix check compares them). */
  bound?: string[];
  /** First tokenization or bracket error, when the file is not valid Python. */
  error?: { offset: number; message: string };
}

// The packages a torch pin brings along: their APIs move with the torch release (torchaudio X.Y
// goes with torch X.Y); and torchdata, whose StatefulDataLoader runs torch's DataLoader code.
// Caffe2, whose Python frontend torch's wheels carried before 2.0, is read too: importing it is what fails.
const ROOTS = new Set(['torch', 'functorch', 'torchaudio', 'torchvision', 'torchdata', 'caffe2']);
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
const COMPOUND = new Set([
  'if',
  'elif',
  'else',
  'for',
  'while',
  'try',
  'except',
  'finally',
  'with',
  'def',
  'class',
  'async',
  'match',
  'case',
]);
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
  /** The call passes an argument by position (or `*args`). */
  positional: boolean;
  /** The last argument is followed by a comma (`f(a, )`). */
  trailingComma: boolean;
  /** Where the first argument starts (-1: none), so a fix can tell whether it is on the line of `(`. */
  firstArg: number;
  /** When the whole first argument is a call (`f(t.__dlpack__())`): the last name of what it calls; else ''. */
  firstCall: string;
  /** For keywords whose value is a conditional expression (`x if n > 0 else None`): the literal values it can give. */
  outcomes: Map<string, string[]> | undefined;
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

/** The value of a name bound more than one way that may differ (the branches of an `if`, a `try` and its `except`). */
const MANY = '\u0000many';
/** The value of a name bound to the torch version, however wrapped (`v = parse_version(torch.__version__)`). */
const VERSION = '\u0000torch-version';
/** The prefix of the value of a name bound to a condition on the torch version, then its index in guardValues. */
const GUARD = '\u0000guard:';

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

/** Every block has all its fields (one object shape, so the loops over blocks stay monomorphic). */
interface Block {
  indent: number;
  kind: 'scope' | 'try' | 'other';
  /** The `try` statement's number, or -1. */
  tryId: number;
  scope: Map<string, Binding> | undefined;
  /** The block runs on no torch of the target range (a version guard's dead side), or lies in one that does not. */
  dead: boolean;
  /** The torch names whose absence this branch handles (an import fallback, the missing side of `hasattr`), or undefined. */
  fallback: string[] | undefined;
  /** Version comparisons its condition makes hold inside it, or undefined. */
  holds: Guard[] | undefined;
  /** For the `except` of an import fallback: the number of its `try` (its body's bindings are the live ones), else -1. */
  catchFor: number;
  /** For an `if` branch whose condition is a conjunction of guards: that condition (null otherwise). */
  cond: Guard[] | null;
  /** Its last statement so far, directly in it, leaves it (`return`, `raise`, `continue`, `break`). */
  exits: boolean;
}

function block(
  indent: number,
  kind: Block['kind'],
  tryId: number,
  scope: Map<string, Binding> | undefined,
  dead: boolean,
  fallback?: string[],
  holds?: Guard[],
  catchFor = -1,
  cond: Guard[] | null = null,
): Block {
  return { indent, kind, tryId, scope, dead, fallback, holds, catchFor, cond, exits: false };
}

/** Statements after which nothing more of their block runs. */
const EXITS = new Set(['return', 'raise', 'continue', 'break']);

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
export function analyze(text: string, live?: ReadonlySet<string>, options: AnalyzeOptions = {}): Analysis {
  return new Analyzer(
    text,
    live,
    options.skim !== false,
    options.dead,
    options.bindings === true,
    options.methods !== undefined && options.methods.size > 0 ? options.methods : undefined,
  ).run();
}

export interface AnalyzeOptions {
  /** Off in tests only: every line is tokenized, to compare. */
  skim?: boolean;
  /** Which guarded branches never run on the target torch (default: all run). */
  dead?: DeadTest;
  /** Also list every name bound (Analysis.bound). */
  bindings?: boolean;
  /** Tensor methods looked for by name (`storage`): `x.storage()` is a use of `torch.Tensor.storage` in a file that imports torch. */
  methods?: ReadonlySet<string>;
}

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
function mayHoldGuard(text: string): boolean {
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
function mayNameGuard(text: string, s: number, e: number): boolean {
  if (e - s < 7) return false;
  if (e - s === 7 && text.startsWith('hasattr', s)) return true;
  if (e - s === 14 && text.startsWith('__kwdefaults__', s)) return true;
  for (let p = s; p + 4 <= e; p++) {
    const c = text.charCodeAt(p);
    if ((c === 111 || c === 79) && (text.startsWith('rch', p + 1) || text.startsWith('RCH', p + 1))) return true;
  }
  return false;
}

/**
 * Whether a name is one a guard is made of: GUARD_NAME, or a name that says the comparison it makes
 * (version-names.ts). A test of the first character first: every one starts with `_`, `h`, `i`,
 * `I`, `t`, `T` or `p`.
 */
function guardName(w: string): boolean {
  const c = w.charCodeAt(0);
  if (w.length < 7 || !(c === 95 || c === 104 || c === 105 || c === 73 || c === 116 || c === 84 || c === 112))
    return false;
  if (w === 'hasattr' || w === '__version__' || w === '__kwdefaults__') return true;
  // Every other one names torch.
  if (!w.includes('orch') && !w.includes('ORCH')) return false;
  return GUARD_NAME.test(w) || versionConstant(w) !== undefined || versionHelper(w) !== undefined;
}

/** Whether text[s, e) may hold a guard word: each holds `torch_` or `TORCH_`, looked for by hand before the expression runs. */
function mayGuard(text: string, s: number, e: number): boolean {
  for (let p = s; p + 6 <= e; p++) {
    const c = text.charCodeAt(p);
    if ((c === 116 || c === 84) && text.charCodeAt(p + 5) === 95 && /^(?:torch|TORCH)_/.test(text.slice(p, p + 6)))
      return GUARD_WORDS.test(text.slice(s, e));
  }
  return false;
}
/** The names a guard holds one of (`torch.__version__` and `hasattr(torch…)` hold a torch name too, so their lines are read anyway). */
const GUARD_NAME =
  /^(?:__version__|__kwdefaults__|hasattr|is_torch_version|is_torch_greater\w*|_?TORCH_(?:GREATER|LESS|VERSION)\w*|_?torch_version)$/;

class Analyzer {
  private readonly uses: Use[] = [];
  /** For each use, the `try` bodies around it: their handlers are known only at the end. */
  private readonly usesTries: number[][] = [];
  private readonly module = new Map<string, Binding>();
  private readonly blocks: Block[] = [];
  /** For each `try`, its `except` clauses: the classes named and where the body starts, read for what they do once the file is read. */
  private readonly clauses = new Map<number, { names: string[]; body: number; indent: number }[]>();
  /** For each `try`, the names its body bound (an import fallback's `except` does not replace them: the `try` one is live). */
  private readonly tryBinds = new Map<number, Set<string>>();
  /** Names bound in a `try` whose `except` is an import fallback: where what they name is missing, the fallback takes over. */
  private readonly probed = new Set<string>();
  /** Names bound by an import anywhere in the file. */
  private readonly importNames = new Set<string>();
  /** The conditions names are bound to (`_new = Version(torch.__version__) >= Version("1.11")`), by GUARD index. */
  private readonly guardValues: Guard[][] = [];
  /** Top-level imports outside every block, as written (`pkg.mod`, `.sibling`): what the module needs to import. */
  private readonly topImports: string[] = [];
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
  /** The header word of the line the skim passed over ('' when it opens no block). */
  private lineWord = '';
  private error: Analysis['error'];
  /** For each indentation, the conditions of the `if`/`elif` chain open there (a conjunction of guards; null: not one), for its `elif`/`else`. */
  private readonly chains_ = new Map<number, (Guard[] | null)[]>();
  /** For each `try`, the torch names its body imported or used (for its `except ImportError` fallback). */
  private readonly tryNames = new Map<number, string[]>();
  /** Names an assignment aliased to a torch name somewhere in the file. */
  private readonly aliasNames = new Set<string>();
  private readonly bound: string[] | undefined;
  /**
   * With a dead test, whether the file holds a word a version or attribute guard is made of: most
   * files do not, and skip the guard work. Read when first asked (after the cheaper tests of the
   * line at hand), so a file none of whose lines could hold a guard never searches for one.
   */
  private guardy_: boolean | undefined;

  private get guardy(): boolean {
    return (this.guardy_ ??= this.deadTest !== undefined && mayHoldGuard(this.text));
  }
  /** Whether some name has been bound to the torch version (VERSION): only then are names looked up for it. */
  private versionNames = false;
  /** For the statement being read: names shadowed in token ranges (lambda parameters, comprehension variables, walrus targets). */
  private shadow: Shadow[] | undefined;
  /** For the statement being read: tokens in the dead side of a conditional expression. */
  private deadTok: Uint8Array | undefined;
  /** For the statement being read: tokens in a type expression (an annotation, a typing subscript). */
  private annot: Uint8Array | undefined;
  /** For the statement being read: it holds a `:` or a `[`, so it may hold a type expression. */
  private typed = false;

  constructor(
    private readonly text: string,
    private readonly live?: ReadonlySet<string>,
    /** Off in tests only: every line is tokenized, to compare. */
    private readonly skimming = true,
    private readonly deadTest?: DeadTest,
    bindings = false,
    private readonly methods?: ReadonlySet<string>,
  ) {
    this.bound = bindings ? [] : undefined;
    const gate = gateOf(live);
    this.gateFirst = gate.first.slice();
    this.gateLast = gate.last.slice();
    const skimGate = gateOf(NO_LIVE);
    this.skimFirst = skimGate.first.slice();
    this.skimLast = skimGate.last.slice();
    if (methods) for (const m of methods) this.admit(m);
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
    this.lineWord = '';
    const line = this.line;
    if (!skimLine(this.text, pos, this, line)) return false;
    const { first, firstEnd } = line;
    // Most lines start with a name that is none of these: it is not read as a string.
    if (
      firstEnd < 0 ||
      !(passes(HEAD.first, HEAD.last, this.text, first, firstEnd) || this.maySkimHit(first, firstEnd))
    )
      return true;
    // The first name of a statement follows no dot: only a binding can make it matter.
    const w = this.text.slice(first, firstEnd);
    if (w === 'import' || w === 'from' || this.torchNames.has(w)) return false;
    if (!COMPOUND.has(w)) return true;
    const head = BLOCK_OF[w];
    if (head === undefined) return false;
    // A header that may test the torch version is read in full (rare: the test is a substring search of the line).
    if ((w === 'if' || w === 'elif' || w === 'while') && mayGuard(this.text, firstEnd, line.end) && this.guardy)
      return false;
    this.lineHead = head;
    this.lineWord = w;
    return true;
  }

  /** For the skim (NameTest): whether a name other than the first of its line may make the line matter. */
  mayMatter(s: number, e: number): boolean {
    if (!this.maySkimHit(s, e)) return false;
    const w = this.text.slice(s, e);
    if (w === 'import' || this.torchNames.has(w)) return true;
    // `x.storage(`: a method looked for, in a file that imports torch.
    return (
      this.methods !== undefined &&
      this.methods.has(w) &&
      this.text.charCodeAt(s - 1) === 46 &&
      this.torchNames.size > 0
    );
  }

  /** The line the skim passed over (this.line): it closes the blocks it dedents past, and opens its own. */
  private plainLine(): void {
    const indent = this.indentOf(this.line.lineStart, this.line.first);
    this.closeBlocks(indent);
    this.startStatement(indent, this.line.first, this.line.firstEnd);
    if (this.lineHead !== '') this.openBlock(this.lineHead, indent, this.lineWord);
  }

  /** An `if` branch with a guard for a condition, just closed after leaving on every path: what follows it runs where the condition is false. */
  private exit: { indent: number; cond: Guard[] } | undefined;

  /** Open blocks whose condition is a guard (an early exit from one of them narrows what follows). */
  private condOpen = 0;

  private pushBlock(b: Block): void {
    if (b.cond) this.condOpen++;
    this.blocks.push(b);
  }

  private closeBlocks(indent: number): void {
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
  private startStatement(indent: number, s: number, e: number): void {
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
        else if (n && (n.kind === 'version' || n.kind === 'has')) top.holds = top.holds ? [...top.holds, n] : [n];
      }
    }
    if (top && top.cond && top.indent < indent) {
      const c = this.text.charCodeAt(s);
      top.exits = (c === 114 || c === 99 || c === 98) && EXITS.has(this.text.slice(s, e));
    }
  }

  /** A block whose header was not parsed: an `if` in a chain of conditions that are no guards. */
  private openBlock(kind: Block['kind'], indent: number, word: string): void {
    if (kind === 'scope') {
      if (this.chains_.size > 0) this.chains_.delete(indent);
      this.blocks.push(block(indent, 'scope', -1, new Map(), this.deadHere()));
    } else if (kind === 'try') this.openTry(indent);
    else this.pushBlock(this.branchBlock(word, indent, null, NO_GUARDS));
  }

  private deadHere(): boolean {
    return this.blocks.length > 0 && this.blocks[this.blocks.length - 1]!.dead;
  }

  /**
   * The block a header opens. It is dead when its enclosing block is, or its condition (`guards`:
   * each must hold; `exact`: the whole condition as a conjunction, negatable) or, for `elif`/`else`, the negation
   * of the chain's earlier conditions rules out every torch of the target. What holds inside (its
   * guards, and the negation of each earlier condition that is one guard) is kept on the block: the
   * version comparisons narrow the range its code runs on, and an attribute found missing makes it
   * a fallback for that attribute (as `fallback` names do for an `except`). Keeps the chain.
   */
  private branchBlock(
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
        else if (g.kind === 'version' || g.kind === 'has') holds = holds ? [...holds, g] : [g];
      }
    return block(indent, 'other', -1, undefined, dead, fallback, holds, catchFor, word === 'if' ? exact : null);
  }

  /** Whether the name at k is an attribute of a dotted name that starts at a name bound to torch. */
  private torchAttribute(k: number): boolean {
    let p = k;
    while (p >= 2 && this.isDot(p - 1) && this.types[p - 2] === 'name') p -= 2;
    return (
      p < k && !(p >= 1 && this.isDot(p - 1)) && this.torchNames.has(this.text.slice(this.starts[p], this.ends[p]))
    );
  }

  private isDot(k: number): boolean {
    return (
      this.types[k] === 'op' && this.ends[k] === this.starts[k]! + 1 && this.text.charCodeAt(this.starts[k]!) === 46
    );
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
    // A clause that raises again at once, or that only handles running out of memory, stands for none of its classes.
    const roles = new Map<number, string[]>();
    const caught = (id: number): string[] => {
      let names = roles.get(id);
      if (names === undefined) {
        names = [];
        for (const c of this.clauses.get(id) ?? [])
          if (clauseRole(this.text, c.body, c.indent) === 'handles') names.push(...c.names);
        roles.set(id, names);
      }
      return names;
    };
    uses.forEach((u, i) => {
      const tries = this.usesTries[i]!;
      if (tries.length > 0) u.handlers = [...new Set(tries.flatMap(caught))];
    });
    const out: Analysis = this.error ? { uses, error: this.error } : { uses };
    if (this.bound) out.bound = this.bound;
    if (this.topImports.length > 0) out.imports = this.topImports;
    return out;
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
      if (COMPOUND.has(w))
        head = w === 'async' && n > 1 && types[1] === 'name' ? this.text.slice(starts[1], ends[1]) : w;
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
      if (this.methods !== undefined && this.methods.has(w) && k > 0 && this.isDot(k - 1) && this.torchNames.size > 0)
        return 'all';
      if (this.torchNames.has(w)) torch = true;
    }
    if (head !== undefined) {
      if (torch || !this.live) return 'all';
      if (
        (head === 'if' || head === 'elif' || head === 'while') &&
        mayGuard(this.text, starts[0]!, ends[n - 1]!) &&
        this.guardy
      )
        return 'all';
      return BLOCK_OF[head] ?? 'all';
    }
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
    const isOp = (k: number, code: number) =>
      types[k] === 'op' && ends[k] === starts[k]! + 1 && text.charCodeAt(starts[k]!) === code;
    let depth = 0;
    let last = -1;
    for (let k = 0; k < n; k++) {
      if (types[k] !== 'op') continue;
      const c = text.charCodeAt(starts[k]!);
      const one = ends[k] === starts[k]! + 1;
      // `(name := value)` binds at any depth.
      if (!one && c === 58 && text.charCodeAt(starts[k]! + 1) === 61) return true;
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
    // `v = parse_version(torch.__version__)`: binds a name to the torch version; `new = pytorch_after(1, 11)`, to a condition on it.
    for (let k = last + 1; k < n; k++)
      if (
        types[k] === 'name' &&
        (ends[k]! - starts[k]! === 11
          ? text.startsWith('__version__', starts[k])
          : mayNameGuard(text, starts[k]!, ends[k]!) && guardName(text.slice(starts[k], ends[k]))) &&
        this.guardy
      )
        return true;
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
    // A branch that never runs on the target binds nothing there.
    if (this.deadHere()) return;
    if (value !== null && ROOTS.has(rootOf(value))) {
      this.torchNames.add(name);
      this.admit(name);
      // `mesh_args = torch.meshgrid.__kwdefaults__`: tested later as a guard.
      if (value.endsWith('.__kwdefaults__')) this.versionNames = true;
      if (this.live && value.split('.').some((part) => this.live!.has(part))) this.liveNames.add(name);
    } else if (value === VERSION || (value !== null && value.startsWith(GUARD))) {
      // Read like a torch name from here on, so the lines that test or rebind it are not skipped.
      this.torchNames.add(name);
      this.admit(name);
      this.versionNames = true;
    } else if (value === null && guardName(name) && this.guardy) {
      // A version helper or constant imported or defined here (`pytorch_after`): lines that bind its answer are read.
      this.torchNames.add(name);
      this.admit(name);
    }
    const scope = this.scope();
    this.bound?.push(`${this.blocks.length}:${name}`);
    const top = this.blocks[this.blocks.length - 1];
    const before = scope.get(name);
    if (
      top !== undefined &&
      top.catchFor >= 0 &&
      typeof before === 'string' &&
      ROOTS.has(rootOf(before)) &&
      this.tryBinds.get(top.catchFor)?.has(name) &&
      this.onlyFor(top.catchFor, before)
    ) {
      // An import fallback over what its `try` bound, when the `try` can fail only for want of
      // that: the `try` binding is live wherever it exists; the fallback's only where the catalog
      // says it exists in no torch of the range.
      const gone = this.deadTest !== undefined && this.deadTest({ kind: 'has', api: before, present: true });
      if (gone) scope.set(name, value);
      return;
    }
    let inTry = false;
    for (let i = this.tryCount > 0 ? this.blocks.length - 1 : -1; i >= 0; i--) {
      const b = this.blocks[i]!;
      if (b.scope) break;
      if (b.kind === 'try') {
        const set = this.tryBinds.get(b.tryId);
        if (set) set.add(name);
        else this.tryBinds.set(b.tryId, new Set([name]));
        inTry = true;
        break;
      }
    }
    if (!inTry && this.probed.size > 0) this.probed.delete(name);
    // Bound in a branch (an `if`, a `try` or its `except`) over a value it already had: it may now hold either.
    if (scope.has(name) && scope.get(name) !== value && this.inBranch()) value = MANY;
    scope.set(name, value);
  }

  /**
   * Whether the `try` numbered `id` can fail only for want of `path`: every other torch name it
   * imported or used is one the catalog says every torch of the range has.
   */
  private onlyFor(id: number, path: string): boolean {
    const test = this.deadTest;
    for (const n of this.tryNames.get(id) ?? []) {
      if (n === path || n.startsWith(`${path}.`) || path.startsWith(`${n}.`)) continue;
      if (!test || !test({ kind: 'has', api: n, present: false })) return false;
    }
    return true;
  }

  /** Whether the current block is a branch inside the current scope (not the scope's own body). */
  private inBranch(): boolean {
    const b = this.blocks[this.blocks.length - 1];
    return b !== undefined && b.scope === undefined;
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
    this.startStatement(indent, this.starts[0]!, this.ends[0]!);
    const relevance = this.relevant(n);
    if (relevance === 'none' || (relevance === 'binds' && !this.binds(n))) return;
    if (relevance === 'scope' || relevance === 'try' || relevance === 'other') {
      const a = n > 1 && this.text.slice(this.starts[0], this.ends[0]) === 'async' ? 1 : 0;
      return this.openBlock(relevance, indent, this.text.slice(this.starts[a], this.ends[a]));
    }
    const toks: Tok[] = new Array<Tok>(n);
    let inner = false;
    let cond = false;
    let typed = false;
    for (let k = 0; k < n; k++) {
      const tok = {
        type: this.types[k]!,
        text: this.text.slice(this.starts[k], this.ends[k]),
        start: this.starts[k]!,
        end: this.ends[k]!,
      };
      toks[k] = tok;
      if (k > 0) {
        const t = tok.text;
        if (t === 'lambda' || t === 'for' || t === ':=') inner = true;
        else if (t === 'if') cond = true;
        else if (t === ':' || (t === '[' && isTypingName(toks[k - 1]!.text))) typed = true;
      }
    }
    const info = lineInfo(toks);
    // Names a lambda, comprehension or walrus binds, and the dead side of `a if guard else b`: only
    // for lines that have one; the dead sides only in files that may hold a guard.
    this.shadow = inner ? shadows(toks, info) : undefined;
    this.deadTok = cond && this.guardy ? this.deadSides(toks, info) : undefined;
    this.typed = typed;
    this.statement(toks, info, 0, toks.length, indent);
    if (inner)
      for (let k = 1; k < n; k++)
        if (toks[k]!.text === ':=' && toks[k - 1]!.type === 'name') this.bind(toks[k - 1]!.text, null);
    this.shadow = undefined;
    this.deadTok = undefined;
  }

  /** Tokens in the side of a conditional expression that runs on no torch of the target. */
  private deadSides(toks: Tok[], info: LineInfo): Uint8Array | undefined {
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
  private condition(toks: Tok[], info: LineInfo, i: number, j: number): { guards: Guard[]; exact: Guard[] | null } {
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
  private guardAtom(toks: Tok[], info: LineInfo, a: number, b: number): Guard[] | null {
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
      return c ? [{ kind: 'version', op: c.op, version: c.version }] : null;
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
        // `is_torch_greater_or_equal("2.4")`, `pytorch_after(1, 10)`: the helper's name says the comparison.
        const helper = versionHelper(fn);
        const version = strings[0] ? versionOf(strings[0]) : ints.length >= 2 ? ints.slice(0, 3).join('.') : undefined;
        if (helper && version) return [{ kind: 'version', op: helper, version }];
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
    for (let k = a; k < b; k++) {
      if (info.depth[k] !== info.depth[a] || toks[k]!.type !== 'op') continue;
      const t = toks[k]!.text;
      if (t === '==' || t === '!=') return null;
      if (isOp(t)) ops.push(k);
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
    const left = this.torchVersionSide(toks, a, op);
    const right = this.torchVersionSide(toks, op + 1, b);
    if (left === right) return null;
    const v = left ? literalVersion(toks, op + 1, b) : literalVersion(toks, a, op);
    if (!v) return null;
    const o = toks[op]!.text as '<';
    return [{ kind: 'version', op: left ? o : FLIP[o], version: v }];
  }

  /** The torch function whose `__kwdefaults__` tokens a..b name (written out, or a name bound to it), if they do. */
  private kwdefaultsOf(toks: Tok[], a: number, b: number): string | undefined {
    if (!dottedFrom(toks, a, b)) return undefined;
    const root = this.resolve(toks[a]!.text);
    if (typeof root !== 'string' || !ROOTS.has(rootOf(root))) return undefined;
    const parts = [root];
    for (let k = a + 2; k < b; k += 2) parts.push(toks[k]!.text);
    const name = parts.join('.');
    return name.endsWith('.__kwdefaults__') ? name.slice(0, -'.__kwdefaults__'.length) : undefined;
  }

  /** Whether tokens a..b hold a name a guard is made of (GUARD_NAME), or a name bound to the torch version. */
  private holdsGuard(toks: Tok[], a: number, b: number): boolean {
    for (let k = a; k < b; k++) {
      const t = toks[k]!;
      if (t.type !== 'name') continue;
      if (guardName(t.text)) return true;
      if (this.versionNames) {
        const v = this.resolve(t.text);
        if (v === VERSION || (typeof v === 'string' && (v.startsWith(GUARD) || v.endsWith('.__kwdefaults__'))))
          return true;
      }
    }
    return false;
  }

  /** Whether tokens a..b hold the torch version: `torch.__version__` (torch bound to the torch module), a name for it (`TORCH_VERSION`), or a name bound to it. */
  private torchVersionSide(toks: Tok[], a: number, b: number): boolean {
    for (let k = a; k < b; k++) {
      const t = toks[k]!;
      if (t.type !== 'name') continue;
      if (/^_?(TORCH_VERSION|torch_version)$/.test(t.text)) return true;
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
      if (kw === 'def') {
        for (const p of params(toks, info, i + 2, colon)) {
          scope.set(toks[p]!.text, null);
          skip.add(p);
        }
      }
      this.annot = kw === 'def' ? typeMask(toks, info.depth, i, colon, { open: i + 2, colon }) : undefined;
      this.chains(toks, info, i + 1, colon, skip);
      this.annot = undefined;
      if (this.chains_.size > 0) this.chains_.delete(indent);
      this.blocks.push(block(indent, 'scope', -1, scope, this.deadHere()));
      return;
    }
    if (kw === 'try') return this.openTry(indent);
    let guards: Guard[] = [];
    let exact: Guard[] | null = null;
    let fallback: string[] | undefined;
    let catchFor = -1;
    if (kw === 'except') {
      const id = this.lastTry.get(indent);
      const names = exceptNames(toks, i + 1, colon);
      if (id !== undefined) {
        const list = this.clauses.get(id);
        const clause = { names, body: toks[colon]!.end, indent };
        if (list) list.push(clause);
        else this.clauses.set(id, [clause]);
        // `except ImportError:` after a `try` that imported a torch name: runs only where that name
        // is missing (dead where the catalog says every such name exists). A catch-all runs there too,
        // but also on any other error, so it is never dead.
        const tried = this.tryNames.get(id);
        if (tried && names.length > 0 && names.every((n) => FALLBACK_ERRORS.has(n)))
          guards = [{ kind: 'fallback', names: tried }];
        if (tried && names.length > 0 && names.every((n) => FALLBACK_ERRORS.has(n) || CATCH_ALL.has(n))) {
          fallback = tried;
          catchFor = id;
          for (const n of this.tryBinds.get(id) ?? []) this.probed.add(n);
        }
      }
    } else if ((kw === 'if' || kw === 'elif' || kw === 'while') && this.holdsGuard(toks, i + 1, colon) && this.guardy)
      ({ guards, exact } = this.condition(toks, info, i + 1, colon));
    if (kw === 'for') {
      for (let k = i + 1; k < colon && toks[k]!.text !== 'in'; k++)
        if (toks[k]!.type === 'name') {
          this.bind(toks[k]!.text, null);
          skip.add(k);
        }
    }
    if (kw === 'case') for (const k of captures(toks, info, i + 1, colon)) skip.add(k);
    if (kw === 'with' || kw === 'except')
      for (let k = i + 1; k < colon - 1; k++)
        if (toks[k]!.text === 'as' && toks[k + 1]!.type === 'name') skip.add(k + 1);
    this.chains(toks, info, i + 1, colon, skip);
    if (kw === 'with' || kw === 'except') {
      for (let k = i + 1; k < colon - 1; k++) {
        if (toks[k]!.text === 'as' && toks[k + 1]!.type === 'name') this.bind(toks[k + 1]!.text, null);
      }
    }
    const opened = this.branchBlock(kw, indent, exact, guards, fallback, catchFor);
    if (kw === 'case') for (const k of captures(toks, info, i + 1, colon)) this.bind(toks[k]!.text, null);
    this.pushBlock(opened);
  }

  private openTry(indent: number): void {
    const id = ++this.tryCount;
    this.lastTry.set(indent, id);
    if (this.chains_.size > 0) this.chains_.delete(indent);
    this.blocks.push(block(indent, 'try', id, undefined, this.deadHere()));
  }

  private simple(toks: Tok[], info: LineInfo, i: number, j: number): void {
    const first = toks[i]!;
    if (first.type === 'name' && first.text === 'import') return this.importStmt(toks, i + 1, j);
    if (
      first.type === 'name' &&
      first.text === 'from' &&
      toks.slice(i, j).some((t) => t.text === 'import' && t.type === 'name')
    ) {
      return this.fromImport(toks, i + 1, j);
    }
    // `global x`, `nonlocal x`: declares where x lives; reads nothing.
    if (first.type === 'name' && (first.text === 'global' || first.text === 'nonlocal')) return;
    // `del x`, `del torch.ger`: unbinds; no use.
    if (first.type === 'name' && first.text === 'del' && toks[i + 1]?.type === 'name') {
      this.bindTargets(toks, info, i + 1, j, null);
      return;
    }
    // `type torch = int`: a type alias binds its name (its value is evaluated only when asked for).
    if (
      first.type === 'name' &&
      first.text === 'type' &&
      toks[i + 1]?.type === 'name' &&
      (toks[i + 2]?.text === '=' || toks[i + 2]?.text === '[')
    ) {
      this.bind(toks[i + 1]!.text, null);
      return;
    }
    const eqs: number[] = [];
    for (let k = i; k < j; k++) if (toks[k]!.type === 'op' && toks[k]!.text === '=' && info.depth[k] === 0) eqs.push(k);
    // Uses in the value are read before the targets are rebound, as Python evaluates them; a name
    // that is a whole target is being bound, not used.
    const skip = new Set<number>();
    let t0 = i;
    for (const e of eqs) {
      targetNames(toks, info, t0, e, skip);
      t0 = e + 1;
    }
    // `x: T`, `self.x: T = v`, `Alias = Union[A, B]`: the types are looked up, not run.
    if (this.typed) this.annot = typeMask(toks, info.depth, i, j, undefined);
    this.chains(toks, info, i, j, skip);
    this.annot = undefined;
    if (eqs.length === 0) {
      // `x: T` (annotation only) or an augmented assignment also rebinds a plain name.
      const op = toks[i + 1];
      if (first.type === 'name' && op?.type === 'op' && (ASSIGN_OPS.has(op.text) || op.text === ':'))
        this.bind(first.text, null);
      return;
    }
    const last = eqs[eqs.length - 1]!;
    const alias =
      this.aliasValue(toks, last + 1, j) ??
      (this.guardy && this.versionValue(toks, info, last + 1, j) ? VERSION : null) ??
      (this.guardy ? this.guardValue(toks, info, last + 1, j) : null);
    let s = i;
    for (const e of eqs) {
      this.bindTargets(toks, info, s, e, eqs.length === 1 ? alias : null);
      s = e + 1;
    }
  }

  /**
   * A value (tokens i..j) that is a condition on the torch version and nothing else
   * (`Version(torch.__version__) >= Version("1.11")`, `is_torch_version(">=", "2.0")`,
   * `hasattr(torch.amp, "custom_fwd")`): the name it is bound to stands for the condition.
   */
  private guardValue(toks: Tok[], info: LineInfo, i: number, j: number): Binding {
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
  private versionValue(toks: Tok[], info: LineInfo, i: number, j: number): boolean {
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
    const names = new Set<number>();
    const single = targetNames(toks, info, i, j, names);
    if (single) {
      if (alias !== null && !alias.startsWith('\u0000')) this.aliasNames.add(toks[i]!.text);
      return this.bind(toks[i]!.text, alias);
    }
    for (const k of names) this.bind(toks[k]!.text, null);
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
      if (dotted && this.blocks.length === 0) this.topImports.push(dotted);
      if (toks[k]?.text === 'as' && toks[k + 1]?.type === 'name') {
        this.bind(toks[k + 1]!.text, dotted || null);
        this.importNames.add(toks[k + 1]!.text);
        k += 2;
      } else if (parts.length > 0) {
        this.bind(parts[0]!, parts[0]!);
        this.importNames.add(parts[0]!);
      }
      if (parts.length > 0 && ROOTS.has(parts[0]!))
        this.record(dotted, 'import', toks[s]!.start, end, partEndsOf(toks, s, parts.length), this.tryIds(), undefined);
      while (k < j && toks[k]!.text !== ',') k++;
      k++;
    }
  }

  private fromImport(toks: Tok[], i: number, j: number): void {
    let k = i;
    let relative = false;
    let dots = '';
    while (k < j && (toks[k]!.text === '.' || toks[k]!.text === '...')) {
      relative = true;
      dots += toks[k]!.text;
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
    // What the module needs at the top level: the module named, and each name as a submodule of it.
    const written = dots + parts.join('.');
    const top = this.blocks.length === 0;
    if (top && parts.length > 0) this.topImports.push(written);
    for (; k < j; k++) {
      const t = toks[k]!;
      if (t.type !== 'name') continue;
      let local = t.text;
      if (toks[k + 1]?.text === 'as' && toks[k + 2]?.type === 'name') {
        local = toks[k + 2]!.text;
      }
      if (top && t.text !== '*')
        this.topImports.push(dots && parts.length === 0 ? dots + t.text : `${written}.${t.text}`);
      const qual = torchish ? `${module}.${t.text}` : null;
      this.bind(local, qual);
      if (qual) {
        this.importNames.add(local);
        const use = this.record(
          qual,
          'import',
          t.start,
          t.end,
          [...new Array<number>(parts.length).fill(-1), t.end],
          this.tryIds(),
          undefined,
        );
        if (use) use.fromImport = true;
      }
      if (local !== t.text) k += 2;
    }
  }

  /** Every dotted name rooted in torch between i and j. */
  private chains(toks: Tok[], info: LineInfo, i: number, j: number, skip: Set<number>): void {
    for (let k = i; k < j; k++) {
      const t = toks[k]!;
      if (t.type !== 'name' || KEYWORDS.has(t.text) || skip.has(k) || info.kwNames.has(k)) continue;
      const prev = toks[k - 1];
      if (prev && prev.type === 'op' && prev.text === '.') {
        // `x.storage()`: a Tensor method, whatever x is, in a file that imports torch.
        const methods = this.methods;
        if (methods !== undefined && methods.has(t.text) && toks[k + 1]?.text === '(' && this.torchNames.size > 0) {
          const use = this.record(
            `torch.Tensor.${t.text}`,
            'call',
            t.start,
            t.end,
            [t.end],
            this.tryIds(),
            info.calls.get(k + 1),
          );
          if (use) use.method = true;
        }
        continue;
      }
      const shadow = this.shadow;
      if (this.deadTok?.[k] === 1 || (shadow !== undefined && hides(shadow, k, t.text))) continue;
      let m = k;
      const parts = [t.text];
      const ends = [t.end];
      while (m + 2 < j && toks[m + 1]!.text === '.' && toks[m + 1]!.type === 'op' && toks[m + 2]!.type === 'name') {
        parts.push(toks[m + 2]!.text);
        ends.push(toks[m + 2]!.end);
        m += 2;
      }
      const root = this.resolve(t.text);
      const next = toks[m + 1];
      // A name an assignment made an alias of a torch name, read bare (`return prev`, `f(prev)`): what
      // it holds was read where it was assigned (that line is the use); here it is a value passed on.
      const copied =
        parts.length === 1 &&
        this.aliasNames.has(t.text) &&
        !(next?.type === 'op' && (next.text === '(' || ASSIGN_OPS.has(next.text)));
      // A bare `torch` names no API; only dotted names (after alias resolution) can match. A name
      // bound more than one way (MANY) is no API: not every binding is.
      if (root && ROOTS.has(rootOf(root)) && (parts.length > 1 || root.includes('.')) && !copied) {
        const torchBound = !(shadow !== undefined && hides(shadow, k, 'torch')) && this.resolve('torch') === 'torch';
        const name = [root, ...parts.slice(1)].join('.');
        const rootParts = root.split('.').length;
        // Parts contributed by the alias itself have no place in the text: they end where the alias ends.
        const partEnds = [...new Array<number>(rootParts - 1).fill(-1), ...ends];
        let use: Use | undefined;
        if (next && next.type === 'op' && next.text === '(' && m + 1 < j) {
          const call = info.calls.get(m + 1);
          use = this.record(name, 'call', t.start, toks[m]!.end, partEnds, this.tryIds(), call, torchBound);
          // `model.load_state_dict(torch.load(f))`: what is loaded is a state dict.
          const close = call?.site.close;
          if (
            use &&
            k >= 2 &&
            toks[k - 1]!.text === '(' &&
            toks[k - 2]!.text === 'load_state_dict' &&
            close !== undefined
          ) {
            const after = toks.findIndex((x, q) => q > m && x.start === close);
            if (
              after > 0 &&
              (toks[after + 1]?.text === ')' ||
                (toks[after + 1]?.text === ',' && info.depth[after + 1] === info.depth[k - 1]! + 1))
            )
              use.intoStateDict = true;
          }
        } else if (
          next &&
          next.type === 'op' &&
          ASSIGN_OPS.has(next.text) &&
          info.depth[m + 1] === 0 &&
          !(prev?.text === ':' && info.depth[k - 1] === 0)
        ) {
          use = this.record(name, 'assign', t.start, toks[m]!.end, partEnds, this.tryIds(), undefined, torchBound);
        } else {
          use = this.record(name, 'ref', t.start, toks[m]!.end, partEnds, this.tryIds(), undefined, torchBound);
        }
        if (use) {
          if (this.aliasNames.has(t.text)) use.viaAlias = true;
          if (this.annot?.[k] === 1) use.annotation = true;
          if (this.importNames.has(t.text)) use.importRoot = root;
          if (this.probed.size > 0 && this.probed.has(t.text)) use.absenceHandled = true;
        }
        k = m;
      } else if (this.methods === undefined || !parts.some((p) => this.methods!.has(p))) k = m;
      // Otherwise the parts are read on, for a method called on what this chain names (`self.x.storage()`).
    }
  }

  private record(
    name: string,
    kind: UseKind,
    start: number,
    end: number,
    partEnds: number[],
    tryIds: number[],
    call: CallInfo | undefined,
    torchBound = this.resolve('torch') === 'torch',
  ): Use | undefined {
    // Code that runs on no torch of the target is not a use there.
    if (this.deadHere()) return undefined;
    for (const id of tryIds) {
      const names = this.tryNames.get(id);
      if (names) names.push(name);
      else this.tryNames.set(id, [name]);
    }
    // A use through the defining module is a use of the public name (its parts then no longer line up with the text).
    const shown = kind === 'import' ? name : publicName(name);
    if (shown !== name) partEnds = [...new Array<number>(shown.split('.').length - 1).fill(-1), end];
    // Every field set here, in one order: uses of one shape keep the code that reads them fast.
    let fallbackFor: string[] | undefined;
    let holds: Guard[] | undefined;
    for (const b of this.blocks) {
      if (b.fallback) fallbackFor = fallbackFor ? [...fallbackFor, ...b.fallback] : b.fallback;
      if (b.holds) holds = holds ? [...holds, ...b.holds] : b.holds;
    }
    const use: Use = {
      name: shown,
      kind,
      start,
      end,
      partEnds,
      handlers: [],
      torchBound,
      viaAlias: false,
      intoStateDict: false,
      annotation: false,
      fromImport: false,
      importRoot: '',
      topLevel: this.blocks.length === 0,
      fallbackFor,
      holds,
      method: false,
      absenceHandled: false,
    };
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
    return use;
  }
}

/** The exceptions a failed import or a missing attribute raises: an `except` naming only these is a fallback. */
const FALLBACK_ERRORS = new Set(['ImportError', 'ModuleNotFoundError', 'AttributeError']);
/** Handlers that catch those and everything else (`*`: a bare `except:`). */
const CATCH_ALL = new Set(['Exception', 'BaseException', '*']);

/**
 * The plain names an assignment target (tokens i..j) binds, added to `out`; true when the target
 * is a single name (maybe annotated: `x: T = v`), which may take an alias. `a.b` and `a[i]` bind none.
 */
function targetNames(toks: Tok[], info: LineInfo, i: number, j: number, out: Set<number>): boolean {
  if (toks[i]?.type === 'name' && !KEYWORDS.has(toks[i].text) && (j === i + 1 || toks[i + 1]?.text === ':')) {
    out.add(i);
    return true;
  }
  const d0 = info.depth[i] ?? 0;
  for (let k = i; k < j; k++) {
    const t = toks[k]!;
    if (t.type !== 'name' || KEYWORDS.has(t.text)) continue;
    const prev = toks[k - 1];
    const next = toks[k + 1];
    const standalone =
      (k === i || prev?.text === ',' || prev?.text === '(' || prev?.text === '[' || prev?.text === '*') &&
      (k + 1 === j || next?.text === ',' || next?.text === ')' || next?.text === ']');
    if (standalone && (info.depth[k] ?? 0) >= d0) out.add(k);
  }
  return false;
}

/** The names a `case` pattern (tokens i..j) captures: bare names, not dotted values, class names or keywords. */
function captures(toks: Tok[], info: LineInfo, i: number, j: number): number[] {
  const out: number[] = [];
  for (let k = i; k < j; k++) {
    const t = toks[k]!;
    if (t.type !== 'name' || KEYWORDS.has(t.text) || t.text === '_' || info.kwNames.has(k)) continue;
    const prev = toks[k - 1]?.text;
    const next = toks[k + 1]?.text;
    if (prev === '.' || next === '.' || next === '(' || next === '=') continue;
    out.push(k);
  }
  return out;
}

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
const NEGATED = { '<': '>=', '<=': '>', '>': '<=', '>=': '<' } as const;

function isOp(t: string): t is '<' | '<=' | '>' | '>=' {
  return t === '<' || t === '<=' || t === '>' || t === '>=';
}

/** The condition false: a version comparison or an attribute test turned round; a fallback cannot be. */
function negate(g: Guard): Guard | null {
  if (g.kind === 'version') return { kind: 'version', op: NEGATED[g.op], version: g.version };
  if (g.kind === 'has') return { kind: 'has', api: g.api, present: !g.present };
  if (g.kind === 'mentions') return { kind: 'mentions', text: g.text, present: !g.present };
  return null;
}

/** Whether a conjunction of guards is true on every torch of the target (its negation runs on none). */
function negationDead(conj: readonly Guard[], test: DeadTest): boolean {
  return conj.every((g) => {
    const n = negate(g);
    return n !== null && test(n);
  });
}

/** `1.7.0` from `"1.7.0"`, `"2.4.0a0"`, `"v2.4"`; undefined for text that holds no dotted version. */
function versionOf(s: string): string | undefined {
  return /^v?(\d+(?:\.\d+)+)/.exec(s)?.[1];
}

/** A version literal in tokens a..b: the first version string, or a tuple of two or three ints (`(1, 10)`). */
function literalVersion(toks: Tok[], a: number, b: number): string | undefined {
  for (let k = a; k < b; k++) {
    const t = toks[k]!;
    if (t.type === 'string') return versionOf(unquote(t.text));
    if (t.text === '(' && toks[k + 1]?.type === 'number') {
      const nums: string[] = [];
      let m = k + 1;
      while (toks[m]?.type === 'number' && /^\d+$/.test(toks[m]!.text)) {
        nums.push(toks[m]!.text);
        if (toks[m + 1]?.text === ',') m += 2;
        else break;
      }
      const close = toks[m + 1]?.text === ')' ? m + 1 : toks[m]?.text === ')' ? m : -1;
      if (close > 0 && nums.length >= 2 && nums.length <= 3) return nums.join('.');
    }
  }
  return undefined;
}

/** Whether tokens a..b are one dotted name. */
function dottedFrom(toks: Tok[], a: number, b: number): boolean {
  if (a >= b || (b - a) % 2 === 0) return false;
  for (let k = a; k < b; k++) if ((k - a) % 2 === 0 ? toks[k]!.type !== 'name' : toks[k]!.text !== '.') return false;
  return true;
}

/** The index of the bracket closing the one at k (-1 when it is not closed on the line). */
function closing(toks: Tok[], info: LineInfo, k: number): number {
  const d = info.depth[k]!;
  for (let m = k + 1; m < toks.length; m++)
    if (info.depth[m] === d && CLOSE.has(toks[m]!.text) && toks[m]!.type === 'op') return m;
  return -1;
}

/**
 * Names bound inside an expression, for each token where they hide an outer name: a lambda's
 * parameters in its body, a comprehension's variables in its brackets, a walrus target after it.
 */
interface Shadow {
  a: number;
  b: number;
  names: string[];
}

/** Whether `name` is shadowed at token k. */
function hides(shadow: readonly Shadow[], k: number, name: string): boolean {
  for (const s of shadow) if (k >= s.a && k < s.b && s.names.includes(name)) return true;
  return false;
}

function shadows(toks: Tok[], info: LineInfo): Shadow[] | undefined {
  let out: Shadow[] | undefined;
  const hide = (names: string[], a: number, b: number) => {
    if (names.length) (out ??= []).push({ a, b, names });
  };
  for (let p = 1; p < toks.length; p++) {
    const t = toks[p]!;
    const d = info.depth[p]!;
    if (t.type === 'name' && t.text === 'lambda') {
      const names: string[] = [];
      let k = p + 1;
      for (; k < toks.length && !(info.depth[k] === d && toks[k]!.text === ':'); k++) {
        const prev = toks[k - 1]!.text;
        if (
          toks[k]!.type === 'name' &&
          info.depth[k] === d &&
          (prev === 'lambda' || prev === ',' || prev === '*' || prev === '**')
        )
          names.push(toks[k]!.text);
      }
      let b = k + 1;
      while (b < toks.length && info.depth[b]! >= d && !(info.depth[b] === d && toks[b]!.text === ',')) b++;
      hide(names, k + 1, b);
    } else if (t.type === 'name' && t.text === 'for' && d > 0) {
      // A comprehension: its variables are its own in the brackets around it.
      const names: string[] = [];
      for (let k = p + 1; k < toks.length && !(info.depth[k] === d && toks[k]!.text === 'in'); k++)
        if (toks[k]!.type === 'name') names.push(toks[k]!.text);
      let a = p - 1;
      while (a > 0 && info.depth[a]! >= d) a--;
      hide(names, a, closing(toks, info, a) < 0 ? toks.length : closing(toks, info, a));
    } else if (t.type === 'op' && t.text === ':=' && toks[p - 1]!.type === 'name') {
      hide([toks[p - 1]!.text], p + 1, toks.length);
    }
  }
  return out;
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
  // Keywords whose value is more than one token, by the index of the value: read again once the depths are known, where the line holds an `if`.
  let pending: [name: string, open: number, value: number][] | undefined;
  let sawIf = false;
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k]!;
    if (t.type === 'name' && t.text === 'if') sawIf = true;
    if (t.type === 'op' && CLOSE.has(t.text) && stack.length > 0) {
      const open = stack.pop()!;
      const site = t.text === ')' ? calls.get(open)?.site : undefined;
      // `f(g(x))`, `f(t.__dlpack__(), …)`: the call just closed is the whole first argument of the one around it.
      const outer = stack[stack.length - 1];
      if (
        site &&
        outer !== undefined &&
        toks[k + 1]?.type === 'op' &&
        (toks[k + 1]!.text === ',' || toks[k + 1]!.text === ')')
      ) {
        const around = calls.get(outer);
        if (around && around.site.firstCall === '' && open >= 2 && startsArgument(toks, outer, open - 1))
          around.site.firstCall = toks[open - 1]!.text;
      }
      if (site) {
        site.close = t.start;
        site.args = k > open + 1 && !(k === open + 2 && toks[open + 1]!.text === ',');
        site.trailingComma = k > open + 1 && toks[k - 1]!.type === 'op' && toks[k - 1]!.text === ',';
      }
    }
    depth[k] = stack.length;
    const open = stack[stack.length - 1];
    // An argument that starts with neither `name=` nor `**` is passed by position.
    if (
      open !== undefined &&
      toks[open]!.text === '(' &&
      (k === open + 1 || (toks[k - 1]!.text === ',' && depth[k - 1] === stack.length))
    ) {
      const keyword = (t.type === 'name' && toks[k + 1]?.text === '=') || t.text === '**';
      if (!keyword && !(t.type === 'op' && CLOSE.has(t.text))) callAt(calls, open, toks).site.positional = true;
    }
    if (t.type !== 'op' && t.type !== 'name') continue;
    if (open !== undefined && toks[open]!.text === '(') {
      const prev = toks[k - 1]!;
      const afterSep = prev.type === 'op' && (prev.text === '(' || prev.text === ',');
      if (t.type === 'name' && afterSep && toks[k + 1]?.type === 'op' && toks[k + 1]!.text === '=') {
        kwNames.add(k);
        const info = callAt(calls, open, toks);
        info.site.keywordAt.set(t.text, t.start);
        const v = toks[k + 2];
        const after = toks[k + 3];
        const literal =
          v &&
          (v.type === 'string' || v.type === 'number' || v.type === 'name') &&
          after &&
          (after.text === ',' || after.text === ')');
        info.keywords.set(t.text, literal ? (v.type === 'string' ? unquote(v.text) : v.text) : undefined);
        // `name=x if cond else y`: read once the depths are known.
        if (!literal && v && toks[k + 3]?.text === 'if') (pending ??= []).push([t.text, open, k + 2]);
      } else if (t.type === 'op' && t.text === '**' && afterSep) {
        callAt(calls, open, toks).starKwargs = true;
      }
    }
    if (t.type === 'op' && OPEN.has(t.text)) {
      stack.push(k);
      if (t.text === '(') callAt(calls, k, toks);
    }
  }
  if (pending && sawIf)
    for (const [name, open, v] of pending) conditionalOutcomes(toks, depth, calls.get(open)!, name, v);
  return { depth, calls, kwNames };
}

/** A literal token's value as the keyword map holds it. */
function literalOf(t: Tok): string | undefined {
  if (t.type === 'string') return unquote(t.text);
  return t.type === 'number' || t.type === 'name' ? t.text : undefined;
}

/** For a keyword value `a if cond else b` (a and b single literals) starting at token v: records [a, b]. */
function conditionalOutcomes(toks: Tok[], depth: number[], call: CallInfo, name: string, v: number): void {
  const d = depth[v]!;
  let ifAt = -1;
  let elseAt = -1;
  let end = v;
  for (; end < toks.length && depth[end]! >= d; end++) {
    const t = toks[end]!;
    if (depth[end] !== d) continue;
    if (t.type === 'op' && (t.text === ',' || t.text === ')')) break;
    if (t.type === 'name' && t.text === 'if' && ifAt < 0) ifAt = end;
    else if (t.type === 'name' && t.text === 'else' && ifAt >= 0 && elseAt < 0) elseAt = end;
  }
  if (ifAt !== v + 1 || elseAt < 0 || elseAt + 2 !== end) return;
  const a = literalOf(toks[v]!);
  const b = literalOf(toks[elseAt + 1]!);
  if (a === undefined || b === undefined) return;
  (call.site.outcomes ??= new Map()).set(name, [a, b]);
}

/** Whether the dotted name ending at token `last` starts right after the `(` at `open` (it is the callee of the first argument). */
function startsArgument(toks: Tok[], open: number, last: number): boolean {
  if (toks[last]?.type !== 'name') return false;
  let p = last;
  while (p - 2 > open && toks[p - 1]!.text === '.' && toks[p - 2]!.type === 'name') p -= 2;
  return p === open + 1;
}

function callAt(calls: LineInfo['calls'], k: number, toks: Tok[]): CallInfo {
  let c = calls.get(k);
  if (!c) {
    const first = toks[k + 1];
    const firstArg = first && !(first.type === 'op' && CLOSE.has(first.text)) ? first.start : -1;
    c = {
      keywords: new Map(),
      starKwargs: false,
      site: {
        open: toks[k]!.start,
        keywordAt: new Map(),
        args: false,
        positional: false,
        trailingComma: false,
        firstArg,
        firstCall: '',
        outcomes: undefined,
      },
    };
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
    if (
      (prev === '(' || prev === ',' || prev === '*' || prev === '**') &&
      (next === ',' || next === ')' || next === '=' || next === ':')
    )
      out.push(k);
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
