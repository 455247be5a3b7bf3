/**
 * Finds the uses of torch names in Python source: dotted names whose root is bound by an import
 * of torch (or functorch, torchaudio, torchvision), resolved through aliases to qualified names, with the shape of each
 * use — a call and its keywords, an attribute assignment, an import — and the exception classes
 * that `try` statements around it catch.
 *
 * It works on the token stream, statement by statement; names in comments and strings are never
 * seen. Scopes follow indentation: a `def` or `class` opens a scope, so a local definition that
 * shadows a torch name hides it only there. Flow is not followed beyond source order.
 *
 * This file reads lines and statements (the skim, which lines matter, headers, assignments) and
 * hands each concern to the class below it: uses-bindings.ts (what names are bound to),
 * uses-match.ts (dotted names matched and recorded as uses), uses-guards.ts (version and attribute
 * guards, the blocks they open), uses-state.ts (the state they share); uses-calls.ts reads the
 * shape of a statement's brackets and calls, uses-types.ts holds the types they pass around.
 */
import { skimLine } from '../python/skim.js';
import { importedBy, mayImportByCall } from './lazy-imports.js';
import { Tokenizer } from '../python/tokenize.js';
import { raisesWhereGone, surelyEvaluatedEnd } from './always-raises.js';
import { clauseRole } from './handlers.js';
import { unreachedBodies } from './unreached.js';
import { baseMask, isTypingName, typeMask } from './type-expressions.js';
import {
  ASSIGN_OPS,
  block,
  GUARD,
  VERSION,
  type Analysis,
  type Binding,
  type Block,
  type DeadTest,
  type Guard,
  type LineInfo,
  type Tok,
} from './uses-types.js';
import { captures, exceptNames, headerColon, lineInfo, params, shadows, targetNames } from './uses-calls.js';
import { NO_DEAD, newGate, objectArray, passes } from './uses-state.js';
import { guardName, mayGuard, mayHoldGuard, mayNameGuard } from './uses-guards.js';
import { BindingReader } from './uses-bindings.js';

export type { Analysis, CallSite, DeadTest, Guard, Use, UseKind } from './uses-types.js';

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

/** The gate for the words that make a line's first name matter to the skim (besides `import` and torch names). */
const HEAD = newGate(['from', ...COMPOUND]);

/** What a line may matter for: uses and bindings, bindings only, nothing, or only the block a header opens. */
type Relevance = 'all' | 'binds' | 'none' | Block['kind'];

/**
 * Headers whose block is all that matters when they mention no torch name: what they would bind
 * is bound to nothing torch already. `except` (its classes matter), `match` and `case` (soft
 * keywords: `match = 1` is no header) are always read in full. A switch: an object's keyed load
 * by any header word deoptimized relevant() once per scan.
 */
function blockOf(word: string): Block['kind'] | undefined {
  switch (word) {
    case 'def':
    case 'class':
      return 'scope';
    case 'try':
      return 'try';
    case 'if':
    case 'elif':
    case 'else':
    case 'while':
    case 'for':
    case 'with':
    case 'finally':
      return 'other';
    default:
      return undefined;
  }
}

/**
 * `live`: the last parts of the names a finding can be about in this scan. A line that has none
 * of them as an attribute of a dotted name starting at a name bound to torch (nor a name bound to
 * a torch path through one) can give no finding, so its uses are not collected; it is still read
 * for what it binds. Without `live`, every use is collected.
 */
export function analyze(text: string, live?: ReadonlySet<string>, options: AnalyzeOptions = {}): Analysis {
  const lazy = mayImportByCall(text);
  return new Analyzer(
    text,
    live,
    options.skim !== false && !lazy,
    options.dead,
    options.bindings === true,
    options.methods !== undefined && options.methods.size > 0 ? options.methods : undefined,
    options.gone,
    lazy,
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
  /** Names no torch of the target has: a statement that surely touches one always raises, and what follows it in its block never runs. */
  gone?: (name: string) => boolean;
}

/** The exceptions a failed import or a missing attribute raises: an `except` naming only these is a fallback. */
/** Whether the text after a statement's first name (ending at `p`) assigns it: `= …`, not `==`. */
function assigns(text: string, p: number): boolean {
  let q = p;
  while (text.charCodeAt(q) === 32 || text.charCodeAt(q) === 9) q++;
  return text.charCodeAt(q) === 61 && text.charCodeAt(q + 1) !== 61;
}

/** Whether the tokens i..j hold the name `import` (a `from … import` statement), without copying the range. */
function hasImport(toks: Tok[], i: number, j: number): boolean {
  for (let k = i; k < j; k++) if (toks[k]!.type === 'name' && toks[k]!.text === 'import') return true;
  return false;
}

const FALLBACK_ERRORS = new Set(['ImportError', 'ModuleNotFoundError', 'AttributeError']);

/** Handlers that catch those and everything else (`*`: a bare `except:`). */
const CATCH_ALL = new Set(['Exception', 'BaseException', '*']);

/** Reads a file line by line and statement by statement, handing each part to the classes below. */
class Analyzer extends BindingReader {
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
      !(
        passes(HEAD.first, HEAD.last, this.text, first, firstEnd) ||
        passes(this.skimFirst, this.skimLast, this.text, first, firstEnd)
      )
    )
      return true;
    // The first name of a statement follows no dot: only a binding can make it matter.
    const w = this.text.slice(first, firstEnd);
    if (w === 'import' || w === 'from' || this.torchNames.has(w) || (this.supers && w === 'super')) return false;
    // `WITH_PT23 = …` after `from .typing import WITH_PT23`: no longer the other module's constant.
    if (this.projectNames.size > 0 && this.projectNames.has(w) && assigns(this.text, firstEnd)) return false;
    if (!COMPOUND.has(w)) return true;
    const head = blockOf(w);
    if (head === undefined) return false;
    // A header that may test the torch version is read in full (rare: the test is a substring search of the line).
    if (
      (w === 'if' || w === 'elif' || w === 'while') &&
      ((this.guardy && mayGuard(this.text, firstEnd, line.end)) || this.testsProject(firstEnd, line.end))
    )
      return false;
    this.lineHead = head;
    this.lineWord = w;
    return true;
  }

  /** For the skim (NameTest): whether a name other than the first of its line, past the skim's gate, may make the line matter. */
  mayMatter(s: number, e: number): boolean {
    const w = this.text.slice(s, e);
    if (w === 'import' || this.torchNames.has(w) || (this.supers && w === 'super')) return true;
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
    const { indent: spaces, lineStart, first } = this.line;
    const indent = spaces >= 0 ? spaces : this.indentOf(lineStart, first);
    this.closeBlocks(indent);
    this.startStatement(indent, first, this.line.firstEnd);
    if (this.lineHead !== '') this.openBlock(this.lineHead, indent, this.lineWord);
  }

  run(): Analysis {
    this.guardy = this.deadTest !== undefined && mayHoldGuard(this.text);
    this.lines();
    return this.finish();
  }

  /**
   * Line by line: a line the skim finds nothing in is passed over without tokens; any other is
   * tokenized (the tokenizer passes over blanks and comments and leaves each token in its fields;
   * only the tokens of a statement that matters become objects). Apart from what run() does once
   * per file after it: V8 optimizes this loop while it runs, and code after it, first reached only
   * later, would throw that optimized code away and have the loop compiled again.
   */
  private lines(): void {
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
  }

  private finish(): Analysis {
    if (this.raisedSpans.length > 0) this.dropUnreached();
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
    // A top-level `try` whose every handler raises again (`except ImportError: raise ImportError(…)`)
    // fails the module as an unguarded import does.
    for (const [id, list] of this.tryImports)
      if ((this.clauses.get(id) ?? []).every((c) => clauseRole(this.text, c.body, c.indent) === 'raises'))
        this.topImports.push(...list);
    if (this.topImports.length > 0) out.imports = this.topImports;
    if (this.moduleRaises >= 0) out.raises = this.moduleRaises;
    if (this.versionNames) {
      let constants: Record<string, Guard[]> | undefined;
      for (const [name, v] of this.module) {
        if (typeof v !== 'string' || !v.startsWith(GUARD)) continue;
        const conj = this.guardValues[Number(v.slice(GUARD.length))];
        if (conj && conj.every((g) => g.kind !== 'extern' && g.kind !== 'fallback')) (constants ??= {})[name] = conj;
      }
      if (constants) out.constants = constants;
    }
    return out;
  }

  /** Uses in private functions only unreached code calls (unreached.ts) are none; names gone themselves stay, as after a raise. */
  private dropUnreached(): void {
    const bodies = unreachedBodies(this.text, this.raisedSpans);
    if (bodies.length === 0) return;
    let kept = 0;
    for (let i = 0; i < this.uses.length; i++) {
      const u = this.uses[i]!;
      if (!this.gone!(u.name) && bodies.some(([a, b]) => u.start >= a && u.start < b)) continue;
      this.uses[kept] = u;
      this.usesTries[kept++] = this.usesTries[i]!;
    }
    this.uses.length = kept;
    this.usesTries.length = kept;
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
    if (this.lazy && this.importsByCall(n)) return 'all';
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
      // `x.storage(`: the cheap tests first, which every name after a dot passes through.
      if (this.methods !== undefined && k > 0 && this.torchNames.size > 0 && this.isDot(k - 1) && this.methods.has(w))
        return 'all';
      if (this.torchNames.has(w)) torch = true;
      // `super().__init__(…)` in a file with a class that derives from a torch class (torchBases).
      else if (this.supers && w === 'super') return 'all';
      // Rebinding a name a project import bound (`WITH_PT23 = …`): read for what it binds.
      else if (k === 0 && this.projectNames.size > 0 && this.projectNames.has(w) && assigns(this.text, ends[0]!))
        torch = true;
    }
    if (head !== undefined) {
      if (torch || !this.live) return 'all';
      if (
        (head === 'if' || head === 'elif' || head === 'while') &&
        ((this.guardy && mayGuard(this.text, starts[0]!, ends[n - 1]!)) || this.testsProject(ends[0]!, ends[n - 1]!))
      )
        return 'all';
      return blockOf(head) ?? 'all';
    }
    if (!torch) return 'none';
    return this.live ? 'binds' : 'all';
  }

  /** Whether the line calls a function named for importing with a torch module's name (`LazyImport("torch")`). */
  private importsByCall(n: number): boolean {
    const { types, starts, ends, text } = this;
    for (let k = 2; k + 1 < n; k++)
      if (
        types[k] === 'string' &&
        types[k - 2] === 'name' &&
        text.charCodeAt(starts[k - 1]!) === 40 &&
        importedBy(text.slice(starts[k - 2], ends[k - 2]), text.slice(starts[k], ends[k])) !== null
      )
        return true;
    return false;
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
    if (this.guardy)
      for (let k = last + 1; k < n; k++)
        if (
          types[k] === 'name' &&
          (ends[k]! - starts[k]! === 11
            ? text.startsWith('__version__', starts[k])
            : mayNameGuard(text, starts[k]!, ends[k]!) && guardName(text.slice(starts[k], ends[k])))
        )
          return true;
    // The value: name (. name)* up to the end of the line.
    let k = last + 1;
    // `Model = getattr(models, name)`: a member of a torch module, looked up (getattrValue).
    if (
      k + 2 < n &&
      types[k + 2] === 'name' &&
      isOp(k + 1, 40) &&
      ends[k]! - starts[k]! === 7 &&
      text.startsWith('getattr', starts[k]) &&
      this.torchNames.has(text.slice(starts[k + 2], ends[k + 2]))
    )
      return true;
    // `{"resnet18": resnet18, …}`: a bracketed literal of torch names may make a table (tableValue).
    if (k < n && (isOp(k, 123) || isOp(k, 91) || isOp(k, 40)))
      for (let q = k + 1; q < n; q++)
        if (types[q] === 'name' && this.torchNames.has(text.slice(starts[q], ends[q]))) return true;
    if (k >= n || types[k] !== 'name') return false;
    for (k++; k + 1 < n && isOp(k, 46) && types[k + 1] === 'name'; k += 2);
    return k === n;
  }

  private statementLine(n: number, indent: number): void {
    if (n === 0) return;
    this.closeBlocks(indent);
    this.startStatement(indent, this.starts[0]!, this.ends[0]!);
    const host = this.blocks.length;
    const recorded = this.uses.length;
    const relevance = this.relevant(n);
    if (relevance === 'none' || (relevance === 'binds' && !this.binds(n))) return;
    if (relevance === 'scope' || relevance === 'try' || relevance === 'other') {
      const a = n > 1 && this.text.slice(this.starts[0], this.ends[0]) === 'async' ? 1 : 0;
      return this.openBlock(relevance, indent, this.text.slice(this.starts[a], this.ends[a]));
    }
    const toks: Tok[] = objectArray();
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
      toks.push(tok);
      if (k > 0) {
        const t = tok.text;
        if (t === 'lambda' || t === 'for' || t === ':=') inner = true;
        else if (t === 'if') cond = true;
        else if (t === ':' || (t === '[' && isTypingName(toks[k - 1]!.text))) typed = true;
      }
    }
    this.typed = typed;
    // A line that is one import statement and nothing else: no bracket facts, shadows or dead sides
    // to work out, unless what it imported may raise on the target (afterRaising reads them).
    if (!inner && !cond && this.importOnly(toks)) {
      if (this.mayRaise(recorded, host)) this.afterRaising(toks, undefined, recorded, host);
      return;
    }
    const info = lineInfo(toks);
    // Names a lambda, comprehension or walrus binds, and the dead side of `a if guard else b`: only
    // for lines that have one; the dead sides only in files that may hold a guard.
    this.shadow = inner ? shadows(toks, info) : undefined;
    this.deadTok = (cond && this.guardy && this.deadSides(toks, info)) || NO_DEAD;
    this.statement(toks, info, 0, toks.length, indent);
    if (this.mayRaise(recorded, host)) this.afterRaising(toks, info, recorded, host);
    if (inner)
      for (let k = 1; k < n; k++)
        if (toks[k]!.text === ':=' && toks[k - 1]!.type === 'name') this.bind(toks[k - 1]!.text, null);
    this.shadow = undefined;
    this.deadTok = NO_DEAD;
  }

  /**
   * Whether the statement just read recorded uses (from `recorded` on) where names may be gone:
   * inside a block (`host`), or in the module's own block until one statement there raises.
   */
  private mayRaise(recorded: number, host: number): boolean {
    return this.uses.length > recorded && (host > 0 || this.moduleRaises < 0) && this.gone !== undefined;
  }

  /**
   * A statement that surely touches a name no torch of the target has always raises there: the
   * rest of the block it is in (from `host`, the depth of the block stack before it, and any block
   * its header opened) is not reached on the target (record() keeps only names gone themselves).
   */
  private afterRaising(toks: Tok[], info: LineInfo | undefined, recorded: number, host: number): void {
    // Without bracket facts (`info`), the line is one import statement: every part of it runs.
    const end = info ? surelyEvaluatedEnd(toks, info) : toks[toks.length - 1]!.end;
    if (end < 0) return;
    for (let u = recorded; u < this.uses.length; u++) {
      const use = this.uses[u]!;
      if (use.start < end && raisesWhereGone(use, this.gone!)) {
        // In the module's own block: importing the module raises there, and nothing after it runs.
        if (host === 0) {
          this.moduleRaises = use.start;
          return;
        }
        for (let b = host - 1; b < this.blocks.length; b++) this.blocks[b]!.raised = true;
        this.raisedSpans.push({ from: toks[toks.length - 1]!.end, indent: this.blocks[host - 1]!.indent });
        return;
      }
    }
  }

  /**
   * Reads the line as an import statement when it is one and holds no `;` (what statement() would
   * come to, without the line's bracket facts); false when it is not.
   */
  private importOnly(toks: Tok[]): boolean {
    const first = toks[0]!;
    if (first.type !== 'name' || (first.text !== 'import' && first.text !== 'from')) return false;
    for (let k = 1; k < toks.length; k++) if (toks[k]!.text === ';' && toks[k]!.type === 'op') return false;
    if (first.text === 'import') this.importStmt(toks, 1, toks.length);
    else if (hasImport(toks, 0, toks.length)) this.fromImport(toks, 1, toks.length);
    else return false;
    return true;
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
      this.bases = kw === 'class' ? baseMask(toks, info.depth, i + 2, colon) : undefined;
      const before = this.uses.length;
      this.chains(toks, info, i + 1, colon, skip);
      this.annot = undefined;
      this.bases = undefined;
      if (this.chains_.size > 0) this.chains_.delete(indent);
      const bases = kw === 'class' ? this.torchBases(before) : undefined;
      this.blocks.push(block(indent, 'scope', -1, scope, this.deadHere(), undefined, undefined, -1, null, bases));
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
        else if (names.includes('TypeError') && names.every((n) => FALLBACK_ERRORS.has(n) || n === 'TypeError')) {
          // `except TypeError` after a call passing a keyword the catalog dates (`indexing=`,
          // `weights_only=`): the fallback for releases without it. With AttributeError too, also
          // for releases without what the body reached.
          const dated = (this.tryKeywords.get(id) ?? []).filter((k) => this.dated(k));
          const missing = names.length > 1 ? [...(tried ?? []), ...dated] : dated;
          if (dated.length > 0 || (names.length > 1 && tried)) guards = [{ kind: 'fallback', names: missing }];
        }
        if (tried && names.length > 0 && names.every((n) => FALLBACK_ERRORS.has(n) || CATCH_ALL.has(n))) {
          fallback = tried;
          catchFor = id;
          for (const n of this.tryBinds.get(id) ?? []) this.probed.add(n);
        }
      }
    } else if (
      (kw === 'if' || kw === 'elif' || kw === 'while') &&
      this.holdsGuard(toks, i + 1, colon) &&
      (this.guardy || (this.deadTest !== undefined && this.projectNames.size > 0))
    )
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

  private simple(toks: Tok[], info: LineInfo, i: number, j: number): void {
    const first = toks[i]!;
    if (first.type === 'name' && first.text === 'import') return this.importStmt(toks, i + 1, j);
    if (first.type === 'name' && first.text === 'from' && hasImport(toks, i, j)) return this.fromImport(toks, i + 1, j);
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
    for (let q = 0; q < eqs.length; q++) {
      targetNames(toks, info, t0, eqs[q]!, skip);
      t0 = eqs[q]! + 1;
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
      (this.lazy ? this.importCallValue(toks, last + 1, j) : null) ??
      this.getattrValue(toks, last + 1, j) ??
      this.tableValue(toks, info, last + 1, j) ??
      (this.guardy ? this.partValue(toks, info, last + 1, j) : null) ??
      (this.guardy && this.versionValue(toks, info, last + 1, j) ? VERSION : null) ??
      (this.guardy ? this.guardValue(toks, info, last + 1, j) : null);
    let s = i;
    for (let q = 0; q < eqs.length; q++) {
      this.bindTargets(toks, info, s, eqs[q]!, eqs.length === 1 ? alias : null);
      s = eqs[q]! + 1;
    }
  }
}
