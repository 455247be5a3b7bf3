/**
 * The shapes the use analyser's parts pass between them (a use, a guard, a token, a block, a
 * call's facts) and the few words and markers more than one part reads: kept below all of them so
 * none imports another for a type.
 */
import type { TokenType } from '../python/tokenize.js';

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
  /** The name is a base of a `class` statement (`class S(_LRScheduler):`): subclassed, not called. */
  base?: boolean;
  /** The name is compared with None (`autocast is None`, a probe's result tested): looked up, not run. */
  noneTest?: boolean;
  /** A call of a base class's constructor through `super().__init__(…)`, named for that base. */
  superInit: boolean;
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
 * A condition on the torch a branch runs on: a version comparison (`torch OP version`), whether a
 * torch attribute exists (`hasattr(torch.amp, "custom_fwd")`), or an `except ImportError` fallback
 * that runs only when one of `names` (what the `try` body imported or used) is missing.
 */
export type Guard =
  | { kind: 'version'; op: '<' | '<=' | '>' | '>='; version: string }
  | { kind: 'has'; api: string; present: boolean }
  | { kind: 'fallback'; names: string[] }
  /** The torch version string holds `text` (`'parrots' in TORCH_VERSION`), or (present false) does not. */
  | { kind: 'mentions'; text: string; present: boolean }
  /** The second part of the torch version compared with a number (`int(torch.__version__.split(".")[1]) >= 3`). */
  | { kind: 'minor'; op: '<' | '<=' | '>' | '>='; value: number }
  /**
   * A module constant of another module of the project (`torch_geometric.typing.WITH_PT20`, or a
   * name `from .typing import` bound) is true (or, present false, false): decided once the scan
   * has read that module (module-constants.ts), never while this file is read.
   */
  | { kind: 'extern'; module: string; name: string; present: boolean }
  /**
   * The version of a library released with torch, in step with it (`torchvision`), compared with a
   * version (`compare_version("torchvision", operator.le, "0.13.0")`): decided on each release of
   * the target by the version the catalog pairs with it.
   */
  | { kind: 'companion'; pkg: string; op: '<' | '<=' | '>' | '>='; version: string };

/** Whether a branch under the guard never runs on the target torch (then its uses and bindings are not counted). */
export type DeadTest = (guard: Guard) => boolean;

export interface Analysis {
  uses: Use[];
  /**
   * Modules imported at the top level outside every block, or in a top-level `try` whose handlers
   * all raise again (`a.b`, `.sibling`, `..pkg.mod`): the module fails to import if one does.
   */
  imports?: string[];
  /**
   * Module constants bound to a condition on the torch version (`WITH_PT20 = int(torch.__version__
   * .split(".")[0]) >= 2`), by name: the conjunction each stands for, for other modules' tests of them.
   */
  constants?: Record<string, Guard[]>;
  /**
   * Where a statement of the module's own block always raises on the target (always-raises.ts): the
   * offset of the use that makes it raise. Importing the module fails there, as with a dead import.
   */
  raises?: number;
  /** With `bindings`: every name bound, in order, with the depth of its block (the fix check compares them). */
  bound?: string[];
  /** First tokenization or bracket error, when the file is not valid Python. */
  error?: { offset: number; message: string };
}

// The packages a torch pin brings along: their APIs move with the torch release (torchaudio X.Y
// goes with torch X.Y); and torchdata, whose StatefulDataLoader runs torch's DataLoader code.
// Caffe2, whose Python frontend torch's wheels carried before 2.0, is read too: importing it is what fails.
export const ROOTS = new Set(['torch', 'functorch', 'torchaudio', 'torchvision', 'torchdata', 'caffe2']);

export const KEYWORDS = new Set([
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

export const ASSIGN_OPS = new Set([
  '=',
  '+=',
  '-=',
  '*=',
  '/=',
  '//=',
  '%=',
  '**=',
  '>>=',
  '<<=',
  '&=',
  '|=',
  '^=',
  '@=',
]);

/** A significant token with its text. */
export interface Tok {
  type: TokenType;
  text: string;
  start: number;
  end: number;
}

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
  /** The one `**name` the call passes, when it is a plain name (kwargs-dicts.ts may know its keys); null for any other `**`. */
  starName?: string | null;
}

export type CallInfo = { keywords: Map<string, string | undefined>; starKwargs: boolean; site: CallSite };

/** Per-statement bracket facts, computed once so no call is scanned twice. */
export interface LineInfo {
  depth: number[];
  /** For each `(` index: keywords and **kwargs of the call it opens. */
  calls: Map<number, CallInfo>;
  /** Token indices that are keyword-argument names (`f(name=...)`). */
  kwNames: Set<number>;
}

export type Binding = string | null;

/** The value of a name bound to the torch version, however wrapped (`v = parse_version(torch.__version__)`). */
export const VERSION = '\u0000torch-version';

/**
 * The prefix of the value of a name bound to one part of the torch version as a number
 * (`TORCH_MAJOR = int(torch.__version__.split('.')[0])`), then the part: 0 or 1.
 */
export const VERSION_PART = '\u0000torch-version-part:';

/**
 * The prefix of the value of a name bound to a table of torch callables (`_backbones =
 * {"resnet18": (resnet.resnet18, 512), …}`), then the module they are all members of, then `|1`
 * when each entry is a tuple or list whose first item is the callable (else `|0`).
 */
export const TABLE = '\u0000torch-table:';

/** The prefix of the value of a name bound to a condition on the torch version, then its index in guardValues. */
export const GUARD = '\u0000guard:';

/** Every block has all its fields (one object shape, so the loops over blocks stay monomorphic). */
export interface Block {
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
  /** For a class body: the torch classes among its bases (`super().__init__(…)` calls them; maybe none); else undefined. */
  bases: string[] | undefined;
  /** A statement directly in it always raises on the target (always-raises.ts): what follows is not reached. */
  raised: boolean;
}

export function block(
  indent: number,
  kind: Block['kind'],
  tryId: number,
  scope: Map<string, Binding> | undefined,
  dead: boolean,
  fallback?: string[],
  holds?: Guard[],
  catchFor = -1,
  cond: Guard[] | null = null,
  bases?: string[],
): Block {
  // Every field given here, a class's bases too: a field written later with another kind of value
  // changes the shape of every block, and V8 drops the code that read the old one.
  return {
    indent,
    kind,
    tryId,
    scope,
    dead,
    fallback,
    holds,
    catchFor,
    cond,
    exits: false,
    bases,
    raised: false,
  };
}

export function rootOf(name: string): string {
  const i = name.indexOf('.');
  return i < 0 ? name : name.slice(0, i);
}
