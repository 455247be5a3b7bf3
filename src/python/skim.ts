/**
 * Passes over one logical line of Python by the tokenizer's rules (src/python/tokenize.ts)
 * without making tokens: strings, numbers, brackets, comments and continuations end where the
 * tokenizer ends them. For a caller that needs only where a line ends, where its first token
 * is, and whether any of its names is one it cares about: most lines of most files.
 */
import { passes } from '../text/word-gate.js';
import { commentEnd, NAME_CHARS as NAME_CHARS_, numberEnd, stringEnd, stringPrefix } from './tokenize.js';

export interface Skim {
  /** Where the next line starts. */
  end: number;
  /** Start of the physical line of the first token (for the indentation). */
  lineStart: number;
  /** The first token, or -1: only blank and comment lines were left. */
  first: number;
  /** Where the first token ends when it is a name (it starts at `first`), else -1. */
  firstEnd: number;
  /** The width of the first token's indentation when no tab is in it (a blank counts one), else -1. */
  indent: number;
  /** Set by the caller, once per text: it holds no `\r` (comments are then ended by the native search). */
  lfOnly: boolean;
}

/**
 * What the skim asks of a name: a method on one class of caller rather than a closure per caller,
 * so the call has one target however many files are skimmed (a closure per analysis made the
 * optimized skim give up its code at the second file).
 */
export interface NameTest {
  /** Asked only of a name that passes the gate below. */
  mayMatter(start: number, end: number): boolean;
  /** The gate (word-gate.ts) of the names that may matter: read here, so most names cost no call. */
  readonly skimFirst: Uint32Array;
  readonly skimLast: Uint32Array;
}

/** A record for skimLine to fill: one per analysis, reused for every line (no object per line). */
export function newSkim(): Skim {
  return { end: 0, lineStart: 0, first: -1, firstEnd: -1, indent: -1, lfOnly: false };
}

/*
 * What a character can start. Every character from 128 on is part of a name, as the tokenizer
 * has it. Names and digits come first: a name goes on while the class is at most K_DIGIT.
 */
const K_NAME = 0;
const K_DIGIT = 1;
const K_BLANK = 2;
const K_NEWLINE = 3;
const K_HASH = 4;
const K_BACKSLASH = 5;
const K_QUOTE = 6;
const K_DOT = 7;
const K_OPEN = 8;
const K_CLOSE = 9;
const K_OPERATOR = 10;
const K_OTHER = 11;
const CLASSES = new Uint8Array(128).fill(K_OTHER);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z_]/.test(ch)) CLASSES[c] = K_NAME;
  else if (/[0-9]/.test(ch)) CLASSES[c] = K_DIGIT;
  else if (' \t\f'.includes(ch)) CLASSES[c] = K_BLANK;
  else if ('\n\r'.includes(ch)) CLASSES[c] = K_NEWLINE;
  else if (ch === '#') CLASSES[c] = K_HASH;
  else if (ch === '\\') CLASSES[c] = K_BACKSLASH;
  else if (ch === '"' || ch === "'") CLASSES[c] = K_QUOTE;
  else if (ch === '.') CLASSES[c] = K_DOT;
  else if ('([{'.includes(ch)) CLASSES[c] = K_OPEN;
  else if (')]}'.includes(ch)) CLASSES[c] = K_CLOSE;
  else if (',:;+-*/%&|^~<>=@!'.includes(ch)) CLASSES[c] = K_OPERATOR;
}

/** The tokenizer's table, held in a binding of this module: the bundle reaches another chunk's export through an object. */
const NAME_CHARS = NAME_CHARS_;

function charClass(c: number): number {
  return c < 128 ? CLASSES[c]! : c === c ? K_NAME : K_OTHER; // NaN: past the end
}

/**
 * The logical line at `pos`, a place where one may start (outside brackets, at the start of a
 * physical line), with the blank and comment lines before it, written to `out`;
 * `names.mayMatter(start, end)` is asked of each name but the first. False where the line must
 * be tokenized (`out` is then left in any state): a name matters, or the tokenizer would report
 * something here (a bad character, a broken string, an unmatched or unclosed bracket, a stray
 * backslash), which it then reports.
 */
export function skimLine(text: string, pos: number, names: NameTest, out: Skim): boolean {
  const n = text.length;
  let p = pos;
  let lineStart = pos;
  // A tab in the indentation: its width is left to the caller (to the next multiple of 8).
  let tab = false;
  let first = -1;
  let firstEnd = -1;
  let end = n;
  // Every line the skim passes ends at the one `done` below: an exit first taken late in a scan
  // (a file that ends in a comment) would otherwise cost V8 this function's optimized code.
  line: {
    for (;;) {
      if (p >= n) break line;
      const c = text.charCodeAt(p);
      const k = c < 128 ? CLASSES[c]! : K_NAME; // p < n: a character, never NaN
      if (k === K_BLANK) {
        if (c === 9) tab = true;
        p++;
      } else if (k === K_HASH) p = commentEnd(text, p, out.lfOnly);
      else if (k === K_NEWLINE) {
        lineStart = p += text.charCodeAt(p) === 13 && text.charCodeAt(p + 1) === 10 ? 2 : 1;
        tab = false;
      } else if (k === K_BACKSLASH) return false;
      else break;
    }
    first = p;
    out.indent = tab ? -1 : first - lineStart;
    let depth = 0;
    while (p < n) {
      const c = text.charCodeAt(p);
      // The class read in place, not through charClass: a call per character is dear before the loop is optimized.
      switch (c < 128 ? CLASSES[c]! : K_NAME) {
        case K_BLANK:
        case K_OPERATOR:
          p++;
          break;
        case K_NEWLINE: {
          const e = c === 13 && text.charCodeAt(p + 1) === 10 ? p + 2 : p + 1;
          if (depth === 0) {
            end = e;
            break line;
          }
          p = e;
          break;
        }
        case K_HASH:
          p = commentEnd(text, p, out.lfOnly);
          break;
        case K_BACKSLASH: {
          const d = text.charCodeAt(p + 1);
          if (d === 10) p += 2;
          else if (d === 13) p += text.charCodeAt(p + 2) === 10 ? 3 : 2;
          else return false;
          break;
        }
        case K_QUOTE:
          p = stringEnd(text, p, '');
          if (p < 0) return false;
          break;
        case K_NAME: {
          const s = p;
          while (++p < n && NAME_CHARS[text.charCodeAt(p)] === 1);
          // Only a name right before a quote can be a string's prefix (most names are not asked).
          const q = text.charCodeAt(p);
          const prefix = q === 34 || q === 39 ? stringPrefix(text, s, p) : undefined;
          if (prefix !== undefined) {
            p = stringEnd(text, p, prefix);
            if (p < 0) return false;
          } else if (s === first) firstEnd = p;
          else if (passes(names.skimFirst, names.skimLast, text, s, p) && names.mayMatter(s, p)) return false;
          break;
        }
        case K_DIGIT:
          p = numberEnd(text, p);
          break;
        case K_DOT:
          p = charClass(text.charCodeAt(p + 1)) === K_DIGIT ? numberEnd(text, p) : p + 1;
          break;
        case K_OPEN:
          depth++;
          p++;
          break;
        case K_CLOSE:
          if (depth === 0) return false;
          depth--;
          p++;
          break;
        default:
          return false;
      }
    }
    if (depth !== 0) return false;
  }
  return done(out, end, lineStart, first, firstEnd);
}

function done(out: Skim, end: number, lineStart: number, first: number, firstEnd: number): true {
  out.end = end;
  out.lineStart = lineStart;
  out.first = first;
  out.firstEnd = firstEnd;
  return true;
}
