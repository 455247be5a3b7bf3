import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);

// src/python/tokenize.ts
function operatorLength(text, start, c) {
  let d = text.charCodeAt(start + 1);
  switch (c) {
    case 40:
    // ( ) [ ] { } , ; ~
    case 41:
    case 91:
    case 93:
    case 123:
    case 125:
    case 44:
    case 59:
    case 126:
      return 1;
    case 46:
      return d === 46 && text.charCodeAt(start + 2) === 46 ? 3 : 1;
    case 58:
    // : :=
    case 61:
    // = ==
    case 33:
    // ! !=
    case 43:
    // + +=
    case 37:
    // % %=
    case 38:
    // & &=
    case 124:
    // | |=
    case 94:
    // ^ ^=
    case 64:
      return d === 61 ? 2 : 1;
    case 45:
      return d === 61 || d === 62 ? 2 : 1;
    case 42:
    // * *= ** **=
    case 47:
    // / /= // //=
    case 60:
    // < <= << <<=
    case 62:
      return d === c ? text.charCodeAt(start + 2) === 61 ? 3 : 2 : d === 61 ? 2 : 1;
    default:
      return 0;
  }
}
var STRING_PREFIXES = /* @__PURE__ */ new Set(["r", "u", "b", "f", "t", "br", "rb", "fr", "rf", "tr", "rt"]);
function stringPrefix(text, start, end) {
  let q = text.charCodeAt(end);
  if (q !== 34 && q !== 39 || end - start > 2) return;
  let prefix = text.slice(start, end).toLowerCase();
  return STRING_PREFIXES.has(prefix) ? prefix : void 0;
}
var MAX_FSTRING_NESTING = 200;
function isIdentStart(c) {
  return c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95 || c >= 128;
}
function isIdentChar(c) {
  return isIdentStart(c) || c >= 48 && c <= 57;
}
function isDigit(c) {
  return c >= 48 && c <= 57;
}
var stringError, Tokenizer = class {
  /**
   * `significant`: blanks and comments are passed over, not returned (the analyser ignores them;
   * about half of all tokens are blanks). A line break is still returned.
   */
  constructor(text, significant = !1) {
    this.text = text;
    this.significant = significant;
  }
  text;
  significant;
  pos = 0;
  depth = 0;
  lineHasCode = !1;
  type = "ws";
  start = 0;
  end = 0;
  error;
  next() {
    if (this.advance())
      return this.error ? { type: this.type, start: this.start, end: this.end, error: this.error } : { type: this.type, start: this.start, end: this.end };
  }
  /** Goes on from `pos`, the start of a logical line (outside brackets, nothing before it on the line). */
  seek(pos) {
    this.pos = pos, this.depth = 0, this.lineHasCode = !1;
  }
  /** The next token into the fields; false at the end. */
  advance() {
    let text = this.text, start = this.pos;
    if (this.significant) {
      for (; start < text.length; ) {
        let d = text.charCodeAt(start);
        if (d === 32 || d === 9 || d === 12) start++;
        else if (d === 35) {
          start++;
          for (let e = text.charCodeAt(start); start < text.length && e !== 10 && e !== 13; e = text.charCodeAt(++start)) ;
        } else break;
      }
      this.pos = start;
    }
    if (start >= text.length) return !1;
    let c = text.charCodeAt(start);
    if (c === 10 || c === 13) {
      let end = c === 13 && text.charCodeAt(start + 1) === 10 ? start + 2 : start + 1, logical = this.depth === 0 && this.lineHasCode;
      return logical && (this.lineHasCode = !1), this.emit(logical ? "newline" : "nl", end);
    }
    if (c === 32 || c === 9 || c === 12) {
      let p = start + 1;
      for (; p < text.length; ) {
        let d = text.charCodeAt(p);
        if (d !== 32 && d !== 9 && d !== 12) break;
        p++;
      }
      return this.emit("ws", p);
    }
    if (c === 35) {
      let p = start + 1;
      for (; p < text.length; ) {
        let d = text.charCodeAt(p);
        if (d === 10 || d === 13) break;
        p++;
      }
      return this.emit("comment", p);
    }
    if (c === 92) {
      let n = text.charCodeAt(start + 1);
      return n === 10 ? this.emit("cont", start + 2) : n === 13 ? this.emit("cont", text.charCodeAt(start + 2) === 10 ? start + 3 : start + 2) : this.emit("error", start + 1, "unexpected backslash");
    }
    if (c === 34 || c === 39) {
      this.lineHasCode = !0;
      let end = scanString(text, start, "", 0);
      return this.emit("string", end, stringError);
    }
    if (isIdentStart(c)) {
      let p = start + 1;
      for (; p < text.length && isIdentChar(text.charCodeAt(p)); ) p++;
      this.lineHasCode = !0;
      let prefix = stringPrefix(text, start, p);
      return prefix !== void 0 ? this.emit("string", scanString(text, p, prefix, 0), stringError) : this.emit("name", p);
    }
    if (isDigit(c) || c === 46 && isDigit(text.charCodeAt(start + 1)))
      return this.lineHasCode = !0, this.emit("number", scanNumber(text, start));
    this.lineHasCode = !0;
    let ops = operatorLength(text, start, c);
    if (ops > 0)
      return c === 40 || c === 91 || c === 123 ? this.depth++ : (c === 41 || c === 93 || c === 125) && this.depth > 0 && this.depth--, this.emit("op", start + ops);
    let width = c >= 55296 && c <= 56319 && start + 1 < text.length ? 2 : 1;
    return this.emit(
      "error",
      start + width,
      `unexpected character ${JSON.stringify(text.slice(start, start + width))}`
    );
  }
  emit(type, end, error) {
    return this.type = type, this.start = this.pos, this.end = end, this.error = error, this.pos = end, !0;
  }
};
function stringEnd(text, quotePos, prefix) {
  let end = scanString(text, quotePos, prefix, 0);
  return stringError ? -1 : end;
}
function tokenize(text) {
  let out = [], t = new Tokenizer(text);
  for (let tok = t.next(); tok; tok = t.next()) out.push(tok);
  return out;
}
function scanNumber(text, start) {
  let p = start, hex = text.charCodeAt(p) === 48 && (text.charCodeAt(p + 1) | 32) === 120;
  for (; p < text.length; ) {
    let c = text.charCodeAt(p);
    if (isIdentChar(c) && c < 128)
      p++;
    else if (c === 46)
      p++;
    else if ((c === 43 || c === 45) && !hex && (text.charCodeAt(p - 1) | 32) === 101)
      p++;
    else break;
  }
  return p;
}
var ended = (end) => (stringError = void 0, end), broken = (end, why) => (stringError = why, end);
function scanString(text, quotePos, prefix, nesting) {
  if (nesting > MAX_FSTRING_NESTING) return broken(text.length, "f-strings nested too deeply");
  let q = text.charCodeAt(quotePos), triple = text.charCodeAt(quotePos + 1) === q && text.charCodeAt(quotePos + 2) === q, formatted = prefix.includes("f") || prefix.includes("t"), p = quotePos + (triple ? 3 : 1), n = text.length;
  if (triple && !formatted) return tripleEnd(text, p, q);
  for (; p < n; ) {
    let c = text.charCodeAt(p);
    if (c === 92) {
      p += text.charCodeAt(p + 1) === 13 && text.charCodeAt(p + 2) === 10 ? 3 : 2;
      continue;
    }
    if (c === q) {
      if (!triple) return ended(p + 1);
      if (text.charCodeAt(p + 1) === q && text.charCodeAt(p + 2) === q) return ended(p + 3);
      p++;
      continue;
    }
    if ((c === 10 || c === 13) && !triple) return broken(p, "unterminated string");
    if (formatted && c === 123) {
      if (text.charCodeAt(p + 1) === 123) {
        p += 2;
        continue;
      }
      let end = scanField(text, p + 1, nesting);
      if (stringError) return end;
      p = end;
      continue;
    }
    p++;
  }
  return broken(n, triple ? "unterminated triple-quoted string" : "unterminated string");
}
function tripleEnd(text, from, q) {
  let quote = q === 34 ? '"' : "'";
  for (let p = text.indexOf(quote, from); p >= 0; p = text.indexOf(quote, p + 1)) {
    let b = p;
    for (; b > from && text.charCodeAt(b - 1) === 92; ) b--;
    if ((p - b) % 2 !== 1 && text.charCodeAt(p + 1) === q && text.charCodeAt(p + 2) === q)
      return ended(p + 3);
  }
  return broken(text.length, "unterminated triple-quoted string");
}
function scanField(text, from, nesting) {
  let p = from, depth = 0, n = text.length;
  for (; p < n; ) {
    let c = text.charCodeAt(p);
    if (c === 34 || c === 39) {
      let end = scanString(text, p, "", nesting + 1);
      if (stringError) return end;
      p = end;
      continue;
    }
    if (isIdentStart(c)) {
      let e = p + 1;
      for (; e < n && isIdentChar(text.charCodeAt(e)); ) e++;
      let prefix = stringPrefix(text, p, e);
      if (prefix !== void 0) {
        let end = scanString(text, e, prefix, nesting + 1);
        if (stringError) return end;
        p = end;
      } else p = e;
      continue;
    }
    if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93) depth = Math.max(0, depth - 1);
    else if (c === 125) {
      if (depth === 0) return ended(p + 1);
      depth--;
    } else {
      if (c === 58 && depth === 0)
        return scanFormatSpec(text, p + 1, nesting);
      if (c === 35) {
        for (; p < n && text.charCodeAt(p) !== 10; ) p++;
        continue;
      }
    }
    p++;
  }
  return broken(n, "unterminated f-string replacement field");
}
function scanFormatSpec(text, from, nesting) {
  let p = from, n = text.length;
  for (; p < n; ) {
    let c = text.charCodeAt(p);
    if (c === 125) return ended(p + 1);
    if (c === 123) {
      let end = scanField(text, p + 1, nesting + 1);
      if (stringError) return end;
      p = end;
      continue;
    }
    if (c === 92) {
      p += 2;
      continue;
    }
    p++;
  }
  return broken(n, "unterminated f-string format spec");
}

export {
  stringPrefix,
  Tokenizer,
  stringEnd,
  tokenize,
  scanNumber
};
