/**
 * A Python tokenizer. Every character of the input belongs to exactly one token, so the tokens
 * joined give the source back; it never throws: what Python would reject becomes an `error`
 * token (or a string token carrying `error`) that the caller reports.
 *
 * Strings are one token each, whatever their form: prefixes (r, b, u, f, t and combinations),
 * single or triple quotes, and f-strings with nested replacement fields and nested strings
 * (PEP 701 rules, which accept every older valid f-string).
 */

export type TokenType = 'name' | 'number' | 'string' | 'op' | 'comment' | 'newline' | 'nl' | 'ws' | 'cont' | 'error';

export interface Token {
  type: TokenType;
  start: number;
  end: number;
  /** Set on a string that never ends, and on characters Python does not accept. */
  error?: string;
}

const C_NL = 10;
const C_CR = 13;
const C_BACKSLASH = 92;
const C_HASH = 35;

/**
 * The length of the operator at `start` (longest first), or 0. A switch on the character codes:
 * no string is made and no set is asked, for what is most tokens of most lines.
 */
function operatorLength(text: string, start: number, c: number): number {
  const d = text.charCodeAt(start + 1);
  switch (c) {
    case 40: // ( ) [ ] { } , ; ~
    case 41:
    case 91:
    case 93:
    case 123:
    case 125:
    case 44:
    case 59:
    case 126:
      return 1;
    case 46: // . ...
      return d === 46 && text.charCodeAt(start + 2) === 46 ? 3 : 1;
    case 58: // : :=
    case 61: // = ==
    case 33: // ! !=
    case 43: // + +=
    case 37: // % %=
    case 38: // & &=
    case 124: // | |=
    case 94: // ^ ^=
    case 64: // @ @=
      return d === 61 ? 2 : 1;
    case 45: // - -= ->
      return d === 61 || d === 62 ? 2 : 1;
    case 42: // * *= ** **=
    case 47: // / /= // //=
    case 60: // < <= << <<=
    case 62: // > >= >> >>=
      if (d === c) return text.charCodeAt(start + 2) === 61 ? 3 : 2;
      return d === 61 ? 2 : 1;
    default:
      return 0;
  }
}

const STRING_PREFIXES = new Set(['r', 'u', 'b', 'f', 't', 'br', 'rb', 'fr', 'rf', 'tr', 'rt']);

/** The lower-cased string prefix written at [start, end) when a quote follows it, else undefined. */
export function stringPrefix(text: string, start: number, end: number): string | undefined {
  const q = text.charCodeAt(end);
  if ((q !== 34 && q !== 39) || end - start > 2) return undefined;
  const prefix = text.slice(start, end).toLowerCase();
  return STRING_PREFIXES.has(prefix) ? prefix : undefined;
}
/** Beyond this many strings nested inside f-string fields the input is treated as broken. */
const MAX_FSTRING_NESTING = 200;

function isIdentStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c >= 128;
}
function isIdentChar(c: number): boolean {
  return isIdentStart(c) || (c >= 48 && c <= 57);
}
/**
 * 1 for a character that goes on a name (isIdentChar): one load per character in the loops that
 * pass over names, the most frequent step of the tokenizer and of the skim.
 */
export const NAME_CHARS = new Uint8Array(65536).fill(1);
for (let c = 0; c < 128; c++) NAME_CHARS[c] = isIdentChar(c) ? 1 : 0;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Why the last string scanned is broken (undefined: it is not); set by scanString and its helpers. */
let stringError: string | undefined;

/**
 * Pull-based tokenizer: `next()` returns tokens in order, then undefined. `advance()` is the same
 * without an object per token: it leaves the token in `type`, `start`, `end` and `error`.
 */
export class Tokenizer {
  private pos = 0;
  private depth = 0;
  private lineHasCode = false;
  type: TokenType = 'ws';
  start = 0;
  end = 0;
  error: string | undefined;

  /**
   * `significant`: blanks and comments are passed over, not returned (the analyser ignores them;
   * about half of all tokens are blanks). A line break is still returned.
   */
  /** The text holds no `\r`: a comment ends at the next `\n` (commentEnd). */
  private readonly lfOnly: boolean;

  constructor(
    private readonly text: string,
    private readonly significant = false,
  ) {
    this.lfOnly = text.indexOf('\r') < 0;
  }

  next(): Token | undefined {
    if (!this.advance()) return undefined;
    return this.error
      ? { type: this.type, start: this.start, end: this.end, error: this.error }
      : { type: this.type, start: this.start, end: this.end };
  }

  /** Goes on from `pos`, the start of a logical line (outside brackets, nothing before it on the line). */
  seek(pos: number): void {
    this.pos = pos;
    this.depth = 0;
    this.lineHasCode = false;
  }

  /** The next token into the fields; false at the end. */
  advance(): boolean {
    const text = this.text;
    let start = this.pos;
    if (this.significant) {
      while (start < text.length) {
        const d = text.charCodeAt(start);
        if (d === 32 || d === 9 || d === 12) start++;
        else if (d === C_HASH) start = commentEnd(text, start + 1, this.lfOnly);
        else break;
      }
      this.pos = start;
    }
    if (start >= text.length) return false;
    const c = text.charCodeAt(start);

    if (c === C_NL || c === C_CR) {
      const end = c === C_CR && text.charCodeAt(start + 1) === C_NL ? start + 2 : start + 1;
      const logical = this.depth === 0 && this.lineHasCode;
      if (logical) this.lineHasCode = false;
      return this.emit(logical ? 'newline' : 'nl', end);
    }
    if (c === 32 || c === 9 || c === 12) {
      let p = start + 1;
      while (p < text.length) {
        const d = text.charCodeAt(p);
        if (d !== 32 && d !== 9 && d !== 12) break;
        p++;
      }
      return this.emit('ws', p);
    }
    if (c === C_HASH) {
      let p = start + 1;
      while (p < text.length) {
        const d = text.charCodeAt(p);
        if (d === C_NL || d === C_CR) break;
        p++;
      }
      return this.emit('comment', p);
    }
    if (c === C_BACKSLASH) {
      const n = text.charCodeAt(start + 1);
      if (n === C_NL) return this.emit('cont', start + 2);
      if (n === C_CR) return this.emit('cont', text.charCodeAt(start + 2) === C_NL ? start + 3 : start + 2);
      return this.emit('error', start + 1, 'unexpected backslash');
    }
    if (c === 34 || c === 39) {
      this.lineHasCode = true;
      const end = scanString(text, start, '', 0);
      return this.emit('string', end, stringError);
    }
    if (isIdentStart(c)) {
      let p = start + 1;
      while (p < text.length && NAME_CHARS[text.charCodeAt(p)] === 1) p++;
      this.lineHasCode = true;
      // Only a name right before a quote can be a string's prefix (most names are not asked).
      const q = text.charCodeAt(p);
      const prefix = q === 34 || q === 39 ? stringPrefix(text, start, p) : undefined;
      if (prefix !== undefined) return this.emit('string', scanString(text, p, prefix, 0), stringError);
      return this.emit('name', p);
    }
    if (isDigit(c) || (c === 46 && isDigit(text.charCodeAt(start + 1)))) {
      this.lineHasCode = true;
      return this.emit('number', scanNumber(text, start));
    }
    this.lineHasCode = true;
    const ops = operatorLength(text, start, c);
    if (ops > 0) {
      if (c === 40 || c === 91 || c === 123) this.depth++;
      else if ((c === 41 || c === 93 || c === 125) && this.depth > 0) this.depth--;
      return this.emit('op', start + ops);
    }
    // One code point, so a surrogate pair is not split.
    const width = c >= 0xd800 && c <= 0xdbff && start + 1 < text.length ? 2 : 1;
    return this.emit(
      'error',
      start + width,
      `unexpected character ${JSON.stringify(text.slice(start, start + width))}`,
    );
  }

  private emit(type: TokenType, end: number, error?: string): true {
    this.type = type;
    this.start = this.pos;
    this.end = end;
    this.error = error;
    this.pos = end;
    return true;
  }
}

/**
 * Where the comment whose text starts at `p` ends: at its line break (not included) or the end of
 * the text. `lfOnly`: the text holds no `\r`, so the native search for `\n` finds the same place;
 * a character loop costs far more while the code is not yet optimized, and comments are a large
 * part of most files.
 */
export function commentEnd(text: string, p: number, lfOnly: boolean): number {
  if (lfOnly) {
    const e = text.indexOf('\n', p);
    return e < 0 ? text.length : e;
  }
  let q = p;
  for (let c = text.charCodeAt(q); q < text.length && c !== C_NL && c !== C_CR; c = text.charCodeAt(++q));
  return q;
}

/*
 * For a caller that passes over code without making tokens (the analyser's skim of lines that
 * cannot matter): the same rules, so it finds the same ends.
 */

/** The end of the string whose opening quote is at `quotePos` (`prefix` lower-cased), or -1 where the tokenizer would report it broken. */
export function stringEnd(text: string, quotePos: number, prefix: string): number {
  const end = scanString(text, quotePos, prefix, 0);
  return stringError ? -1 : end;
}

export { scanNumber as numberEnd };

/** All tokens of a text (for tests and small inputs; the scanner pulls them one by one). */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const t = new Tokenizer(text);
  for (let tok = t.next(); tok; tok = t.next()) out.push(tok);
  return out;
}

function scanNumber(text: string, start: number): number {
  let p = start;
  const hex = text.charCodeAt(p) === 48 && (text.charCodeAt(p + 1) | 32) === 120;
  while (p < text.length) {
    const c = text.charCodeAt(p);
    if (isIdentChar(c) && c < 128) {
      p++;
    } else if (c === 46) {
      p++;
    } else if ((c === 43 || c === 45) && !hex && (text.charCodeAt(p - 1) | 32) === 101) {
      p++; // exponent sign: 1e-5
    } else break;
  }
  return p;
}

/**
 * Scans a string whose opening quote is at `quotePos`. `prefix` is the lower-cased prefix.
 * Returns the index after the closing quote (or where the string is cut off, with `error`).
 */
const ended = (end: number): number => {
  stringError = undefined;
  return end;
};
const broken = (end: number, why: string): number => {
  stringError = why;
  return end;
};

function scanString(text: string, quotePos: number, prefix: string, nesting: number): number {
  if (nesting > MAX_FSTRING_NESTING) return broken(text.length, 'f-strings nested too deeply');
  const q = text.charCodeAt(quotePos);
  const triple = text.charCodeAt(quotePos + 1) === q && text.charCodeAt(quotePos + 2) === q;
  const formatted = prefix.includes('f') || prefix.includes('t');
  let p = quotePos + (triple ? 3 : 1);
  const n = text.length;
  if (triple && !formatted) return tripleEnd(text, p, q);
  while (p < n) {
    const c = text.charCodeAt(p);
    if (c === C_BACKSLASH) {
      // Also in raw strings a backslash keeps the next character from closing the string.
      p += text.charCodeAt(p + 1) === C_CR && text.charCodeAt(p + 2) === C_NL ? 3 : 2;
      continue;
    }
    if (c === q) {
      if (!triple) return ended(p + 1);
      if (text.charCodeAt(p + 1) === q && text.charCodeAt(p + 2) === q) return ended(p + 3);
      p++;
      continue;
    }
    if ((c === C_NL || c === C_CR) && !triple) return broken(p, 'unterminated string');
    if (formatted && c === 123 /* { */) {
      if (text.charCodeAt(p + 1) === 123) {
        p += 2;
        continue;
      }
      const end = scanField(text, p + 1, nesting);
      if (stringError) return end;
      p = end;
      continue;
    }
    p++;
  }
  return broken(n, triple ? 'unterminated triple-quoted string' : 'unterminated string');
}

/**
 * The end of a triple-quoted string without replacement fields, its body starting at `from`: the
 * native search goes from quote to quote (docstrings are much of most files), and a quote counts
 * only after an even run of backslashes, as the character loop would pair them.
 */
function tripleEnd(text: string, from: number, q: number): number {
  const quote = q === 34 ? '"' : "'";
  for (let p = text.indexOf(quote, from); p >= 0; p = text.indexOf(quote, p + 1)) {
    let b = p;
    while (b > from && text.charCodeAt(b - 1) === C_BACKSLASH) b--;
    if ((p - b) % 2 === 1) continue;
    if (text.charCodeAt(p + 1) === q && text.charCodeAt(p + 2) === q) return ended(p + 3);
  }
  return broken(text.length, 'unterminated triple-quoted string');
}

/** A replacement field `{expr!r:spec}` from just after its `{`; returns the index after its `}`. */
function scanField(text: string, from: number, nesting: number): number {
  let p = from;
  let depth = 0;
  const n = text.length;
  while (p < n) {
    const c = text.charCodeAt(p);
    if (c === 34 || c === 39) {
      const end = scanString(text, p, '', nesting + 1);
      if (stringError) return end;
      p = end;
      continue;
    }
    if (isIdentStart(c)) {
      let e = p + 1;
      while (e < n && isIdentChar(text.charCodeAt(e))) e++;
      const prefix = stringPrefix(text, p, e);
      if (prefix !== undefined) {
        const end = scanString(text, e, prefix, nesting + 1);
        if (stringError) return end;
        p = end;
      } else p = e;
      continue;
    }
    if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93) depth = Math.max(0, depth - 1);
    else if (c === 125 /* } */) {
      if (depth === 0) return ended(p + 1);
      depth--;
    } else if (c === 58 /* : */ && depth === 0) {
      return scanFormatSpec(text, p + 1, nesting);
    } else if (c === C_HASH) {
      while (p < n && text.charCodeAt(p) !== C_NL) p++;
      continue;
    }
    p++;
  }
  return broken(n, 'unterminated f-string replacement field');
}

/** The format spec after `:` in a field; may hold nested fields. Returns the index after `}`. */
function scanFormatSpec(text: string, from: number, nesting: number): number {
  let p = from;
  const n = text.length;
  while (p < n) {
    const c = text.charCodeAt(p);
    if (c === 125) return ended(p + 1);
    if (c === 123) {
      const end = scanField(text, p + 1, nesting + 1);
      if (stringError) return end;
      p = end;
      continue;
    }
    if (c === C_BACKSLASH) {
      p += 2;
      continue;
    }
    p++;
  }
  return broken(n, 'unterminated f-string format spec');
}
