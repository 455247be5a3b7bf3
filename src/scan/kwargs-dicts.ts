/**
 * The keywords a `**name` passes, where `name` is a dict written out in the same function:
 * `load_kwargs = {"map_location": loc}` … `torch.load(f, **load_kwargs)` passes `map_location=`
 * and no `weights_only=`. Known only when every assignment of the name before the call, in its
 * function (or the module), is a dict display with string keys or a `dict(k=v, …)` call, and the
 * name appears nowhere else there (no item set, no `update`, not passed on, not a parameter):
 * anything else may add a key, and the call stays unjudged (judge.ts). The keys of every
 * assignment are taken together, so a key one branch adds counts as passed. Pure.
 */
import { indentAt } from '../python/indent.js';
import { Tokenizer, type TokenType } from '../python/tokenize.js';
import { unquote } from './uses-calls.js';

interface Tok {
  type: TokenType;
  start: number;
  end: number;
}

/** A logical line: its significant tokens and its indentation. */
interface Line {
  toks: Tok[];
  indent: number;
}

function lineStart(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

/** What is known so far of one name in one function, read up to a line. */
interface Reading {
  next: number;
  keys: Map<string, string | undefined> | undefined;
  unknown: boolean;
}

/**
 * The keywords of the dicts a name is bound to in a file, asked for call by call; the file is
 * tokenized once, at the first question, and each function's lines are read once per name, however
 * many calls ask (questions come in the order of the file).
 */
export class KwargsDicts {
  private lines: Line[] | undefined;
  /** For each logical line, the line that opens its function or class (-1: the module). */
  private scopes: number[] = [];
  private readonly readings = new Map<string, Reading>();

  constructor(private readonly text: string) {}

  private read(): Line[] {
    const lines: Line[] = [];
    const t = new Tokenizer(this.text, true);
    let toks: Tok[] = [];
    const push = () => {
      if (toks.length > 0)
        lines.push({ toks, indent: indentAt(this.text, lineStart(this.text, toks[0]!.start)).width });
      toks = [];
    };
    while (t.advance()) {
      if (t.type === 'newline') push();
      else if (t.type === 'error') return [];
      else if (t.type !== 'nl' && t.type !== 'cont' && t.type !== 'comment' && t.type !== 'ws')
        toks.push({ type: t.type, start: t.start, end: t.end });
    }
    push();
    // The innermost `def` or `class` whose body holds each line: a stack of them by indentation.
    const open: number[] = [];
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i]!;
      while (open.length > 0 && lines[open[open.length - 1]!]!.indent >= l.indent) open.pop();
      this.scopes.push(open.length > 0 ? open[open.length - 1]! : -1);
      const first = this.word(l.toks[0]!);
      const second = l.toks[1] ? this.word(l.toks[1]) : '';
      if (first === 'def' || first === 'class' || (first === 'async' && second === 'def')) open.push(i);
    }
    return lines;
  }

  private word(k: Tok): string {
    return this.text.slice(k.start, k.end);
  }

  /** For each name asked about, where the text first assigns it a dict display (`name = {`, `name = dict(`); -1: nowhere. */
  private readonly firstDict = new Map<string, number>();

  /** The keywords `**name` passes in the call at offset `at` (a value: the literal, or undefined); undefined when not known. */
  keywords(name: string, at: number): Map<string, string | undefined> | undefined {
    // Most `**kwargs` are parameters or built otherwise: without such an assignment before the
    // call, nothing can be known, and the file is not tokenized again.
    let first = this.firstDict.get(name);
    if (first === undefined) {
      const m = new RegExp(`(?:^|[^\\w.])${name}[ \\t]*=[ \\t]*(?:\\{|dict[ \\t]*\\()`, 'm').exec(this.text);
      this.firstDict.set(name, (first = m ? m.index : -1));
    }
    if (first < 0 || first >= at) return undefined;
    const lines = (this.lines ??= this.read());
    // The logical line of the call: the last one that starts at or before it.
    let lo = 0;
    let hi = lines.length - 1;
    let here = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (lines[mid]!.toks[0]!.start <= at) {
        here = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (here < 0) return undefined;
    const scope = this.scopes[here]!;
    const key = `${scope} ${name}`;
    let r = this.readings.get(key);
    if (r === undefined || r.next > here) {
      // A parameter of that name may hold anything.
      const param = scope >= 0 && lines[scope]!.toks.some((k) => k.type === 'name' && this.word(k) === name);
      r = { next: scope + 1, keys: undefined, unknown: param };
      this.readings.set(key, r);
    }
    for (; r.next < here && !r.unknown; r.next++) this.line(lines[r.next]!.toks, name, r);
    return r.unknown ? undefined : r.keys;
  }

  /** Reads one line for the name: a dict assigned to it adds keys; any other mention makes them unknown. */
  private line(toks: readonly Tok[], name: string, r: Reading): void {
    for (let k = 0; k < toks.length; k++) {
      const tok = toks[k]!;
      if (tok.type !== 'name' || this.word(tok) !== name) continue;
      const prev = toks[k - 1];
      if (prev && prev.type === 'op' && (this.word(prev) === '**' || this.word(prev) === '.')) continue;
      if (k === 0 && toks[1] && this.word(toks[1]) === '=') {
        const keys = this.dictKeys(toks, 2);
        if (keys === undefined) {
          r.unknown = true;
          return;
        }
        r.keys ??= new Map();
        for (const [key, v] of keys) r.keys.set(key, r.keys.has(key) && r.keys.get(key) !== v ? undefined : v);
        return;
      }
      r.unknown = true;
      return;
    }
  }

  /** The keys of `{"k": v, …}` or `dict(k=v, …)` filling tokens from `i` to the end; undefined for anything else. */
  private dictKeys(toks: readonly Tok[], i: number): Map<string, string | undefined> | undefined {
    const first = toks[i];
    if (!first) return undefined;
    const call =
      first.type === 'name' &&
      this.word(first) === 'dict' &&
      toks[i + 1] !== undefined &&
      this.word(toks[i + 1]!) === '(';
    const open = call ? i + 1 : i;
    const closeText = call ? ')' : '}';
    if (!call && this.word(first) !== '{') return undefined;
    if (this.word(toks[toks.length - 1]!) !== closeText) return undefined;
    const keys = new Map<string, string | undefined>();
    const last = toks.length - 1;
    let depth = 0;
    let itemStart = open + 1;
    for (let k = open + 1; k <= last; k++) {
      const w = toks[k]!.type === 'op' ? this.word(toks[k]!) : '';
      if (w === '(' || w === '[' || w === '{') depth++;
      else if (depth > 0 && (w === ')' || w === ']' || w === '}')) depth--;
      // The display closes before the statement ends (`{…} if c else {…}`, `{…} | more`): not a plain dict.
      else if (k < last && (w === ')' || w === ']' || w === '}')) return undefined;
      else if (depth === 0 && (w === ',' || k === last)) {
        if (itemStart < k && !this.item(toks, itemStart, k, call, keys)) return undefined;
        itemStart = k + 1;
      }
    }
    return keys;
  }

  /** One item `"k": v` (or `k=v` in a dict call) into `keys`; false when it is anything else (`**more`, a computed key). */
  private item(
    toks: readonly Tok[],
    s: number,
    e: number,
    call: boolean,
    keys: Map<string, string | undefined>,
  ): boolean {
    const key = toks[s]!;
    const sep = toks[s + 1];
    if (!sep || this.word(sep) !== (call ? '=' : ':') || s + 2 >= e) return false;
    if (call ? key.type !== 'name' : key.type !== 'string' || !/^['"]/.test(this.word(key))) return false;
    const v = toks[s + 2]!;
    const literal = s + 3 === e && (v.type === 'string' || v.type === 'number' || v.type === 'name');
    keys.set(
      call ? this.word(key) : unquote(this.word(key)),
      literal ? (v.type === 'string' ? unquote(this.word(v)) : this.word(v)) : undefined,
    );
    return true;
  }
}
