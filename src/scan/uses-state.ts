/**
 * The state the use analyser keeps while it reads a file (bindings per scope, open blocks, `try`
 * statements, the current line's tokens, the word gates that let most names pass unread) and the
 * lookups on it every part needs: what a name resolves to, whether the code here is dead.
 */
import type { RaisedSpan } from './unreached.js';
import { memo } from '../core/memo.js';
import { newSkim, type Skim } from '../python/skim.js';
import type { TokenType } from '../python/tokenize.js';
import type { Analysis, Binding, Block, DeadTest, Guard, Use } from './uses-types.js';
import type { Shadow } from './uses-calls.js';
import { admit, newGate, passes, type Gate } from '../text/word-gate.js';

export { newGate, passes };

/** The gate for `import` and the live names, made once per set of live names (once per scan). */
const GATES = memo<[of: 'live-names'], Gate>('scan-name-gate');

const NO_LIVE: ReadonlySet<string> = new Set();

/**
 * An empty array already of the kind V8 keeps objects in. A new `[]` is of the small-integer kind
 * until an object is stored in it: code optimized on one file's arrays met the next file's fresh
 * ones as another shape and was thrown away (on diffusers with Node 24: the loop over lines, the
 * token loop, the scope lookups; with Node 20: the loop over lines).
 */
export function objectArray<T>(): T[] {
  const a: T[] = [undefined as T];
  a.length = 0;
  return a;
}

/** The mask of dead tokens of a statement that has none (AnalyzerState.deadTok). */
export const NO_DEAD = new Uint8Array(0);

function gateOf(live: ReadonlySet<string> = NO_LIVE): Gate {
  return GATES.get(live, ['live-names'], () => newGate(['import', ...live]));
}

/** The analyser's state and the lookups on it; the classes above it add what reads and changes it. */
export abstract class AnalyzerState {
  protected readonly uses: Use[] = objectArray();
  /** For each use, the `try` bodies around it: their handlers are known only at the end. */
  protected readonly usesTries: number[][] = objectArray();
  /** Where statements that always raise on the target leave the rest of their block unreached (always-raises.ts). */
  protected readonly raisedSpans: RaisedSpan[] = objectArray();
  /** The first use that makes a statement of the module's own block always raise: the module cannot be imported (-1: none). */
  protected moduleRaises = -1;
  protected readonly module = new Map<string, Binding>();
  protected readonly blocks: Block[] = objectArray();
  /** For each `try`, its `except` clauses: the classes named and where the body starts, read for what they do once the file is read. */
  protected readonly clauses = new Map<number, { names: string[]; body: number; indent: number }[]>();
  /** For each `try`, the names its body bound (an import fallback's `except` does not replace them: the `try` one is live). */
  protected readonly tryBinds = new Map<number, Set<string>>();
  /** Names bound in a `try` whose `except` is an import fallback: where what they name is missing, the fallback takes over. */
  protected readonly probed = new Set<string>();
  /** Names bound by an import anywhere in the file. */
  protected readonly importNames = new Set<string>();
  /**
   * Names bound by an import of a module that is not torch's, to what they name: `import a.b` binds
   * `a` to `a`, `from .typing import WITH_PT20` binds `WITH_PT20` to `.typing.WITH_PT20`. A
   * condition on a constant of another module of the project reads its module through them.
   */
  protected readonly projectNames = new Map<string, string>();
  /** The conditions names are bound to (`_new = Version(torch.__version__) >= Version("1.11")`), by GUARD index. */
  protected readonly guardValues: Guard[][] = objectArray();
  /** Top-level imports outside every block, as written (`pkg.mod`, `.sibling`): what the module needs to import. */
  protected readonly topImports: string[] = objectArray();
  /** Imports directly in the body of a top-level `try`, by its id: top-level too when each of its handlers raises again. */
  protected readonly tryImports = new Map<number, string[]>();
  /** Some class of the file derives from a torch class: lines that say `super` are read. */
  protected supers = false;
  protected readonly lastTry = new Map<number, number>();
  protected tryCount = 0;
  /** Local names ever bound to a torch name in this file: lines without one are skipped. */
  protected readonly torchNames = new Set<string>();
  /** Local names bound to a torch path that holds a live part (`from torch.cuda import amp as A`). */
  protected readonly liveNames = new Set<string>();
  /**
   * A quick test before a name is read as a string: by its length, the bits of the names that
   * length can be (first and last character, five bits each) that relevant() looks for. Most
   * names of a line are none of them and are passed over without a string made.
   */
  protected readonly gateFirst: Uint32Array;
  protected readonly gateLast: Uint32Array;
  /** The same for the skim, which looks only for `import` and names bound to torch. */
  readonly skimFirst: Uint32Array;
  readonly skimLast: Uint32Array;
  /** The current logical line's tokens, in arrays reused from line to line. */
  protected readonly types: TokenType[] = objectArray();
  protected readonly starts: number[] = [];
  protected readonly ends: number[] = [];
  /** The line the skim last passed over, and the block it opens: one record for every line. */
  protected readonly line: Skim = newSkim();
  /** '' when the line opens no block: always a string, so the field keeps one representation. */
  protected lineHead: Block['kind'] | '' = '';
  /** The header word of the line the skim passed over ('' when it opens no block). */
  protected lineWord = '';
  protected error: Analysis['error'];
  /** For each indentation, the conditions of the `if`/`elif` chain open there (a conjunction of guards; null: not one), for its `elif`/`else`. */
  protected readonly chains_ = new Map<number, (Guard[] | null)[]>();
  /** For each `try`, the torch names its body imported or used (for its `except ImportError` fallback). */
  protected readonly tryNames = new Map<number, string[]>();
  /** For each `try`, the keywords its body passed to torch calls, as `name(keyword=)` (for its `except TypeError`). */
  protected readonly tryKeywords = new Map<number, string[]>();
  /** Names an assignment aliased to a torch name somewhere in the file. */
  protected readonly aliasNames = new Set<string>();
  protected readonly bound: string[] | undefined;
  /**
   * With a dead test, whether the file holds a word a version or attribute guard is made of: most
   * files do not, and skip the guard work. Set once before the first line is read (nearly every
   * file the prefilter lets through asks it), and read before a line's own costlier tests.
   */
  protected guardy = false;
  /** Whether some name has been bound to the torch version (VERSION): only then are names looked up for it. */
  protected versionNames = false;
  /** For the statement being read: names shadowed in token ranges (lambda parameters, comprehension variables, walrus targets). */
  protected shadow: Shadow[] | undefined;
  /**
   * For the statement being read: tokens in the dead side of a conditional expression (none: an
   * empty mask, so reading it is the same operation in every file, and V8 never meets it new).
   */
  protected deadTok: Uint8Array = NO_DEAD;
  /** For the statement being read: tokens in a type expression (an annotation, a typing subscript). */
  protected annot: Uint8Array | undefined;
  /** For a `class` header: the tokens of its bases (`class S(_LRScheduler):`). */
  protected bases: Uint8Array | undefined;
  /** For the statement being read: it holds a `:` or a `[`, so it may hold a type expression. */
  protected typed = false;

  constructor(
    protected readonly text: string,
    protected readonly live?: ReadonlySet<string>,
    /** Off in tests only: every line is tokenized, to compare. */
    protected readonly skimming = true,
    protected readonly deadTest?: DeadTest,
    bindings = false,
    protected readonly methods?: ReadonlySet<string>,
    /** Whether no torch of the target has a name (touching it always raises there). */
    protected readonly gone?: (name: string) => boolean,
    /** The file may import a torch module by a call (lazy-imports.ts): such calls are read as imports. */
    protected readonly lazy = false,
  ) {
    this.bound = bindings ? [] : undefined;
    this.line.lfOnly = text.indexOf('\r') < 0;
    const gate = gateOf(live);
    this.gateFirst = gate.first.slice();
    this.gateLast = gate.last.slice();
    const skimGate = gateOf(NO_LIVE);
    this.skimFirst = skimGate.first.slice();
    this.skimLast = skimGate.last.slice();
    if (methods) for (const m of methods) this.admit(m);
  }

  protected admit(w: string): void {
    admit(this.gateFirst, this.gateLast, w);
    admit(this.skimFirst, this.skimLast, w);
  }

  /** An `if` branch with a guard for a condition, just closed after leaving on every path: what follows it runs where the condition is false. */
  protected exit: { indent: number; cond: Guard[] } | undefined;
  /** Open blocks whose condition is a guard (an early exit from one of them narrows what follows). */
  protected condOpen = 0;

  /** Whether the catalog says, for the whole range, whether this name (or `name(keyword=)`) exists. */
  protected dated(name: string): boolean {
    const t = this.deadTest;
    return (
      t !== undefined && (t({ kind: 'has', api: name, present: true }) || t({ kind: 'has', api: name, present: false }))
    );
  }

  /** Whether a statement before this one, in a block still open, always raises on the target. */
  protected raisedHere(): boolean {
    if (this.gone === undefined) return false;
    if (this.moduleRaises >= 0) return true;
    for (let i = 0; i < this.blocks.length; i++) if (this.blocks[i]!.raised) return true;
    return false;
  }

  protected deadHere(): boolean {
    return this.blocks.length > 0 && this.blocks[this.blocks.length - 1]!.dead;
  }

  /** Whether the name at k is an attribute of a dotted name that starts at a name bound to torch. */
  protected torchAttribute(k: number): boolean {
    let p = k;
    while (p >= 2 && this.isDot(p - 1) && this.types[p - 2] === 'name') p -= 2;
    return (
      p < k && !(p >= 1 && this.isDot(p - 1)) && this.torchNames.has(this.text.slice(this.starts[p], this.ends[p]))
    );
  }

  protected isDot(k: number): boolean {
    return (
      this.types[k] === 'op' && this.ends[k] === this.starts[k]! + 1 && this.text.charCodeAt(this.starts[k]!) === 46
    );
  }

  /** False when the name at [s, e) is surely none of the admitted words. */
  protected mayBe(s: number, e: number): boolean {
    return passes(this.gateFirst, this.gateLast, this.text, s, e);
  }

  protected fail(offset: number, message: string): void {
    if (!this.error) this.error = { offset, message };
  }

  /** Indentation width of a line, tabs to the next multiple of 8 as Python counts them. */
  protected indentOf(lineStart: number, first: number): number {
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

  protected scope(): Map<string, Binding> {
    for (let i = this.blocks.length - 1; i >= 0; i--) {
      const s = this.blocks[i]!.scope;
      if (s) return s;
    }
    return this.module;
  }

  protected resolve(name: string): Binding | undefined {
    for (let i = this.blocks.length - 1; i >= 0; i--) {
      const s = this.blocks[i]!.scope;
      if (s?.has(name)) return s.get(name);
    }
    return this.module.get(name);
  }

  /** Whether the current block is a branch inside the current scope (not the scope's own body). */
  protected inBranch(): boolean {
    const b = this.blocks[this.blocks.length - 1];
    return b !== undefined && b.scope === undefined;
  }

  /**
   * Where an import is kept as one the module needs: outside every block, the module's list; in the
   * body of a top-level `try`, that `try`'s (decided once its handlers are read); else nowhere.
   */
  protected importSink(): string[] | undefined {
    if (this.blocks.length === 0) return this.topImports;
    const b = this.blocks[0]!;
    if (this.blocks.length > 1 || b.kind !== 'try') return undefined;
    let list = this.tryImports.get(b.tryId);
    if (list === undefined) this.tryImports.set(b.tryId, (list = []));
    return list;
  }

  protected tryIds(): number[] {
    const ids: number[] = [];
    for (let i = 0; i < this.blocks.length; i++) if (this.blocks[i]!.kind === 'try') ids.push(this.blocks[i]!.tryId);
    return ids;
  }
}
