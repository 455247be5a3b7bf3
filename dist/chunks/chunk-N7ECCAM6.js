import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);

// node_modules/smol-toml/dist/error.js
function getLineColFromPtr(string, ptr) {
  let lines = string.slice(0, ptr).split(/\r?\n/);
  return [lines.length, lines.pop().length + 1];
}
function makeCodeBlock(string, line, column) {
  let lines = string.split(/\r?\n/), codeblock = "", numberLen = (Math.log10(line + 1) | 0) + 1;
  for (let i = line - 1; i <= line + 1; i++) {
    let l = lines[i - 1];
    l && (codeblock += i.toString().padEnd(numberLen, " "), codeblock += ":  ", codeblock += l, codeblock += `
`, i === line && (codeblock += " ".repeat(numberLen + column + 2), codeblock += `^
`));
  }
  return codeblock;
}
var TomlError = class _TomlError extends Error {
  line;
  column;
  codeblock;
  constructor(message, options) {
    let [line, column] = getLineColFromPtr(options.toml, options.ptr), codeblock = makeCodeBlock(options.toml, line, column);
    super(`Invalid TOML document: ${message}

${codeblock}`, options), this.line = line, this.column = column, this.codeblock = codeblock;
  }
  /** @internal */
  static x(message, ctx, ptr) {
    throw new _TomlError(message, { toml: ctx.s, ptr: ptr ?? ctx.p });
  }
};

// node_modules/smol-toml/dist/primitive.js
function parseString(ctx) {
  let startPtr = ctx.p, c = ctx.s.charCodeAt(ctx.p++), first = c, isLiteral = c === 39, isMultiline = c === ctx.s.charCodeAt(ctx.p) && c === ctx.s.charCodeAt(ctx.p + 1);
  isMultiline && ((c = ctx.s.charCodeAt(ctx.p += 2)) === 10 ? ctx.p++ : c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10 && (ctx.p += 2));
  let parsed = "", sliceStart = ctx.p, state = 0;
  for (; ctx.p < ctx.s.length; ctx.p++)
    if (c = ctx.s.charCodeAt(ctx.p), isMultiline && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10))
      state = state && 3;
    else if (c < 32 && c !== 9 || c === 127)
      TomlError.x("control characters are not allowed in strings", ctx);
    else if ((!state || state === 3) && c === first && (!isMultiline || ctx.s.charCodeAt(ctx.p + 1) === first && ctx.s.charCodeAt(ctx.p + 2) === first)) {
      if (isMultiline && (ctx.s.charCodeAt(ctx.p + 3) === first && ctx.p++, ctx.s.charCodeAt(ctx.p + 3) === first && ctx.p++), !state) {
        let s = ctx.s.slice(sliceStart, ctx.p);
        parsed = parsed ? parsed + s : s;
      }
      return ctx.p += isMultiline ? 3 : 1, parsed;
    } else if (!state)
      !isLiteral && c === 92 && (parsed += ctx.s.slice(sliceStart, sliceStart = ctx.p), state = 1);
    else if (state === 1)
      if (c === 120 || c === 117 || c === 85) {
        let errPtr = ctx.p++ - 1, value = 0, len = c === 120 ? 2 : c === 117 ? 4 : 8;
        for (let j = 0; j < len; j++, ctx.p++) {
          let hex = ctx.s.charCodeAt(ctx.p), digit = (
            /* 0-9 */
            hex >= 48 && hex <= 57 ? hex - 48 : (
              /* A-F */
              hex >= 65 && hex <= 70 ? hex - 65 + 10 : (
                /* a-f */
                hex >= 97 && hex <= 102 ? hex - 97 + 10 : -1
              )
            )
          );
          digit < 0 && TomlError.x("invalid non-hex character in unicode escape", ctx), value = value << 4 | digit;
        }
        (value < 0 || value > 1114111 || value >= 55296 && value <= 57343) && TomlError.x("invalid unicode escape", ctx, errPtr), parsed += String.fromCodePoint(value), sliceStart = ctx.p--, state = 0;
      } else isMultiline && (c === 32 || c === 9) ? state = 2 : (c === 98 ? parsed += "\b" : c === 116 ? parsed += "	" : c === 110 ? parsed += `
` : c === 102 ? parsed += "\f" : c === 114 ? parsed += "\r" : c === 101 ? parsed += "\x1B" : c === 34 ? parsed += '"' : c === 92 ? parsed += "\\" : TomlError.x("unrecognised escape sequence", ctx), sliceStart = ctx.p + 1, state = 0);
    else c !== 32 && c !== 9 && (state === 2 && TomlError.x("invalid escape: only line-ending whitespace may be escaped", ctx, sliceStart), state = !isLiteral && c === 92 ? 1 : 0, sliceStart = ctx.p);
  TomlError.x("unfinished string", ctx, startPtr);
}

// node_modules/smol-toml/dist/date.js
var DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})?[Tt ]?(?:(\d{2}):\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|z|[-+]\d{2}:\d{2})?$/i, TomlDate = class _TomlDate extends Date {
  #hasDate = !1;
  #hasTime = !1;
  #offset = null;
  constructor(date, fasttype, unsafeDelim) {
    let hasDate = !0, hasTime = !0, offset = "Z", c;
    if (typeof date == "string")
      if (fasttype)
        prep: {
          if (fasttype < 3) {
            if (+date.slice(11, 13) > 23) {
              date = "";
              break prep;
            }
            fasttype === 2 ? (offset = null, date += "Z") : (c = date.charCodeAt(date.length - 1)) !== 90 && c !== 122 && (offset = date.slice(date.length - 6)), unsafeDelim && (date = date.slice(0, 10) + "T" + date.slice(11));
          } else fasttype === 4 && (date = +date.slice(0, 2) > 23 ? "" : `0000-01-01T${date}Z`);
          hasDate = fasttype !== 4, hasTime = fasttype !== 3;
        }
      else {
        let match = date.match(DATE_TIME_RE);
        match ? (match[1] || (hasDate = !1, date = `0000-01-01T${date}`), hasTime = !!match[2], hasTime && date[10] === " " && (date = date.replace(" ", "T")), match[2] && +match[2] > 23 ? date = "" : (offset = match[3] || null, !offset && hasTime && (date += "Z"))) : date = "";
      }
    super(date), isNaN(this.getTime()) || (this.#hasDate = hasDate, this.#hasTime = hasTime, this.#offset = offset);
  }
  isDateTime() {
    return this.#hasDate && this.#hasTime;
  }
  isLocal() {
    return !this.#hasDate || !this.#hasTime || !this.#offset;
  }
  isDate() {
    return this.#hasDate && !this.#hasTime;
  }
  isTime() {
    return this.#hasTime && !this.#hasDate;
  }
  isValid() {
    return this.#hasDate || this.#hasTime;
  }
  toISOString() {
    let iso = super.toISOString();
    if (this.isDate())
      return iso.slice(0, 10);
    if (this.isTime())
      return iso.slice(11, 23);
    if (this.#offset === null)
      return iso.slice(0, -1);
    if (this.#offset === "Z" || this.#offset === "z")
      return iso;
    let offset = +this.#offset.slice(1, 3) * 60 + +this.#offset.slice(4, 6);
    return offset = this.#offset[0] === "-" ? offset : -offset, new Date(this.getTime() - offset * 6e4).toISOString().slice(0, -1) + this.#offset;
  }
  static wrapAsOffsetDateTime(jsDate, offset = "Z") {
    let date = new _TomlDate(jsDate);
    return date.#offset = offset, date;
  }
  static wrapAsLocalDateTime(jsDate) {
    let date = new _TomlDate(jsDate);
    return date.#offset = null, date;
  }
  static wrapAsLocalDate(jsDate) {
    let date = new _TomlDate(jsDate);
    return date.#hasTime = !1, date.#offset = null, date;
  }
  static wrapAsLocalTime(jsDate) {
    let date = new _TomlDate(jsDate);
    return date.#hasDate = !1, date.#offset = null, date;
  }
};

// node_modules/smol-toml/dist/extract.js
function isDigit(char, base = 10) {
  return base === 16 ? char > 47 && char < 58 || char > 64 && char < 71 || char > 96 && char < 103 : char > 47 && char < 48 + base;
}
function isEndOfValue(char, delim) {
  return char === 32 || char === 9 || char === 10 || char === 13 || // Structure end or next value delimiter
  delim && (char === delim || char === 44) || // Comment
  char === 35;
}
function extractValue(ctx, end) {
  let errPtr = ctx.p, c = ctx.s.charCodeAt(ctx.p);
  if (c === 91 || c === 123) {
    ctx.d-- || TomlError.x("document contains excessively nested structures. aborting.", ctx);
    let value = c === 91 ? parseArray(ctx) : parseInlineTable(ctx);
    return ctx.d++, value;
  }
  return c === 34 || c === 39 ? parseString(ctx) : c === 116 ? ((ctx.s.charCodeAt(++ctx.p) !== 114 || ctx.s.charCodeAt(++ctx.p) !== 117 || ctx.s.charCodeAt(++ctx.p) !== 101) && TomlError.x("invalid value", ctx, errPtr), ctx.p++, !0) : c === 102 ? ((ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 108 || ctx.s.charCodeAt(++ctx.p) !== 115 || ctx.s.charCodeAt(++ctx.p) !== 101) && TomlError.x("invalid value", ctx, errPtr), ctx.p++, !1) : c === 43 || c === 45 ? parseNumber(ctx, ctx.p, ctx.s.charCodeAt(++ctx.p), 44 - c, end) : ctx.s.charCodeAt(ctx.p + 4) === 45 && ctx.s.charCodeAt(ctx.p + 7) === 45 ? parseDate(ctx, c, end) : ctx.s.charCodeAt(ctx.p + 2) === 58 ? parseTime(ctx, c, end) : parseNumber(ctx, ctx.p, c, 0, end);
}
function parseNumber(ctx, startPtr, startChr, sign, endChr) {
  let c = startChr, state = 0, hasUnderscores = !1;
  if (c === 105)
    return (ctx.s.charCodeAt(++ctx.p) !== 110 || ctx.s.charCodeAt(++ctx.p) !== 102) && TomlError.x("invalid value", ctx, startPtr), ctx.p++, (sign || 1) / 0;
  if (c === 110)
    return (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 110) && TomlError.x("invalid value", ctx, startPtr), ctx.p++, NaN;
  if (c === 48) {
    if (++ctx.p >= ctx.s.length || isEndOfValue(c = ctx.s.charCodeAt(ctx.p), endChr))
      return ctx.bi === !0 ? 0n : 0;
    if (!sign) {
      if (c === 120)
        return parseIntegerBaseN(ctx, startPtr, 16, endChr);
      if (c === 98)
        return parseIntegerBaseN(ctx, startPtr, 2, endChr);
      if (c === 111)
        return parseIntegerBaseN(ctx, startPtr, 8, endChr);
    }
    c === 46 ? state = 2 : c === 101 || c === 69 ? state = 4 : TomlError.x("illegal leading zero", ctx, startPtr);
  } else isDigit(c) || TomlError.x("invalid value", ctx, startPtr);
  for (; ++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr)); )
    state || (state = 1), c === 95 ? (state & 1 || TomlError.x("illegal underscore", ctx), state += 11, hasUnderscores = !0) : state === 1 && c === 46 ? state = 2 : (state === 1 || state === 3) && (c === 101 || c === 69) ? state = 4 : state === 4 && (c === 43 || c === 45) ? state = 6 : isDigit(c) ? state > 9 ? state -= 11 : state & 1 || state++ : TomlError.x("illegal character in numeric literal", ctx);
  if (!state) {
    let val = (startChr - 48) * (sign || 1);
    return ctx.bi === !0 ? BigInt(val) : val;
  }
  state & 1 || TomlError.x("unfinished numeric value", ctx, startPtr);
  let str = ctx.s.slice(startPtr, ctx.p);
  return hasUnderscores && (str = str.replaceAll("_", "")), state > 1 ? parseFloat(str) : parseInteger(ctx, str, 10, startPtr);
}
function parseIntegerBaseN(ctx, startPtr, base, endChr) {
  let c, underscore = 1;
  for (; ++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr)); )
    c === 95 ? (underscore & 1 && TomlError.x("illegal underscore", ctx), underscore = 3) : isDigit(c, base) ? underscore & 1 && underscore-- : TomlError.x("illegal character in numeric literal", ctx);
  underscore & 1 && TomlError.x("unfinished numeric value", ctx);
  let str = ctx.s.slice(startPtr + 2, ctx.p);
  return underscore && (str = str.replaceAll("_", "")), parseInteger(ctx, str, base, startPtr);
}
function parseInteger(ctx, str, base, startPtr) {
  if (ctx.bi !== !0)
    int: {
      let val = parseInt(str, base);
      if (!Number.isSafeInteger(val)) {
        if (ctx.bi)
          break int;
        TomlError.x("integer value cannot be represented losslessly", ctx, startPtr);
      }
      return val;
    }
  return BigInt(base === 10 ? str : (base === 2 ? "0b" : base === 8 ? "0o" : "0x") + str);
}
function parseDate(ctx, c, endChr) {
  let startPtr = ctx.p++, unsafeSeparator;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++)))
    return parseNumber(ctx, ctx.p = startPtr, c, 0, endChr);
  if (ctx.p += 5, isDigit(ctx.s.charCodeAt(ctx.p++)) || TomlError.x("invalid date-time: date part is malformed", ctx, startPtr), ctx.p >= ctx.s.length || ((c = ctx.s.charCodeAt(ctx.p)) !== 32 || (unsafeSeparator = !0, !isDigit(ctx.s.charCodeAt(ctx.p + 1)))) && c !== 84 && c !== 116) {
    let t2 = ctx.s.slice(startPtr, ctx.p);
    return readDate(ctx, t2, 3, !1, startPtr);
  }
  if (ctx.s.charCodeAt(ctx.p += 3) !== 58 && TomlError.x("invalid date-time: time part is malformed", ctx, startPtr), ctx.s.charCodeAt(ctx.p += 3) === 58 && (ctx.p += 3), ctx.s.charCodeAt(ctx.p) === 46)
    for (; isDigit(ctx.s.charCodeAt(++ctx.p)); )
      ;
  if (c = ctx.s.charCodeAt(ctx.p)) {
    if (c === 90 || c === 122) {
      let t2 = ctx.s.slice(startPtr, ++ctx.p);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, "[+00:00]");
    }
    if (c === 43 || c === 45) {
      let t2 = ctx.s.slice(startPtr, ctx.p += 6);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, !ctx.ld && "[" + ctx.s.slice(ctx.p - 6, ctx.p) + "]");
    }
  }
  let t = ctx.s.slice(startPtr, ctx.p);
  return readDate(ctx, t, 2, unsafeSeparator, startPtr);
}
function parseTime(ctx, c, endChr) {
  let start = ctx.p;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(++ctx.p)))
    return parseNumber(ctx, --ctx.p, c, 0, endChr);
  if (ctx.s.charCodeAt(ctx.p += 4) === 58 && (ctx.p += 3), ctx.s.charCodeAt(ctx.p) === 46)
    for (; isDigit(ctx.s.charCodeAt(++ctx.p)); )
      ;
  let t = ctx.s.slice(start, ctx.p);
  return readDate(ctx, t, 4, !1, start);
}
function readDate(ctx, str, type, unsafeDelim, errPtr, temporalSuffix) {
  if (ctx.ld) {
    let date = new TomlDate(str, type, unsafeDelim);
    return date.isValid() || TomlError.x("invalid date", ctx, errPtr), date;
  }
  try {
    switch (temporalSuffix && (str += temporalSuffix), type) {
      case 1:
        return Temporal.ZonedDateTime.from(str);
      case 2:
        return Temporal.PlainDateTime.from(str);
      case 3:
        return Temporal.PlainDate.from(str);
      case 4:
        return Temporal.PlainTime.from(str);
    }
  } catch (e) {
    TomlError.x(e instanceof Error ? e.message : "" + e, ctx, errPtr);
  }
}

// node_modules/smol-toml/dist/util.js
function skipComment(ctx) {
  for (; ctx.p < ctx.s.length; ctx.p++) {
    let c = ctx.s.charCodeAt(ctx.p);
    if (c === 10)
      break;
    if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10) {
      ctx.p++;
      break;
    }
    (c < 32 && c !== 9 || c === 127) && TomlError.x("control characters are not allowed in comments", ctx);
  }
}
function skipVoid(ctx, banNewLines, banComments) {
  let c;
  for (; ctx.p < ctx.s.length; ) {
    for (; ctx.p < ctx.s.length && ((c = ctx.s.charCodeAt(ctx.p)) === 32 || c === 9 || !banNewLines && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)); )
      ctx.p++;
    if (banComments || c !== 35)
      break;
    skipComment(ctx);
  }
}

// node_modules/smol-toml/dist/struct.js
function parseKey(ctx, end = 61) {
  let startPtr, state = 0, parsed = [], sliceStart, c = ctx.s.charCodeAt(startPtr = ctx.p);
  do {
    if (c === end)
      return state || TomlError.x("unexpected end of key", ctx), state === 1 && parsed.push(ctx.s.slice(sliceStart, ctx.p)), ctx.p++, parsed;
    c === 46 ? (state || TomlError.x("illegal empty bare key", ctx), state === 1 && parsed.push(ctx.s.slice(sliceStart, ctx.p)), state = 0) : !state && (c === 34 || c === 39) ? (c === ctx.s.charCodeAt(ctx.p + 1) && c === ctx.s.charCodeAt(ctx.p + 2) && TomlError.x("illegal quoted key: multiline strings are not allowed", ctx), parsed.push(parseString(ctx)), state = 2, ctx.p--) : c === 32 || c === 9 ? state === 1 && (parsed.push(ctx.s.slice(sliceStart, ctx.p)), state = 2) : state === 2 || c < 48 && c !== 45 || c > 57 && c < 65 || c > 90 && c < 97 && c !== 95 || c > 122 ? TomlError.x("illegal character in key", ctx) : state || (state = 1, sliceStart = ctx.p);
  } while (c = ctx.s.charCodeAt(++ctx.p));
  TomlError.x("incomplete key-value: cannot find end of key", ctx, startPtr);
}
function parseInlineTable(ctx) {
  let startPtr = ctx.p++, res = /* @__PURE__ */ Object.create(null), seen = /* @__PURE__ */ new Set(), c;
  for (; ctx.p < ctx.s.length; ) {
    if (skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p)) === 125)
      return ctx.p++, res;
    let k, t = res, hasOwn = !1, errPtr = ctx.p, key = parseKey(ctx);
    for (let i = 0; i < key.length; i++) {
      i && (t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null)), k = key[i], (hasOwn = Object.hasOwn(t, k)) && (typeof t[k] != "object" || seen.has(t[k])) && TomlError.x("trying to redefine an already defined value", ctx, errPtr);
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor")) {
        t = ctx.uk !== 1 && TomlError.x("document contains an unsafe property", ctx, errPtr);
        break;
      }
      !hasOwn && unsafe && Object.defineProperty(t, k, { enumerable: !0, configurable: !0, writable: !0 });
    }
    hasOwn && TomlError.x("trying to redefine an already defined value", ctx, errPtr), skipVoid(ctx, !0, !0);
    let value = extractValue(
      ctx,
      125
      /* } */
    );
    if (t && typeof (t[k] = value) == "object" && seen.add(value), skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p++)) === 125)
      return res;
    c !== 44 && TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished table", ctx, startPtr);
}
function parseArray(ctx) {
  let startPtr = ctx.p++, res = [], c;
  for (; ctx.p < ctx.s.length; ) {
    if (skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p)) === 93)
      return ctx.p++, res;
    if (res.push(extractValue(
      ctx,
      93
      /* ] */
    )), skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p++)) === 93)
      return res;
    c !== 44 && TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished array", ctx, startPtr);
}

// node_modules/smol-toml/dist/parse.js
function peekTable(ctx, key, table, meta, type) {
  let t = table, m = meta, k, hasOwn = !1, state;
  for (let i = 0; i < key.length; i++) {
    if (i) {
      if (t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null), m = (state = m[k]).c, type === 0 && (state.t === 1 || state.t === 2))
        return null;
      if (state.t === 2) {
        let l = t.length - 1;
        t = t[l], m = m[l].c;
      }
    }
    if (k = key[i], (hasOwn = Object.hasOwn(t, k)) && m[k]?.t === 0 && m[k]?.d)
      return null;
    if (!hasOwn) {
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor"))
        return !1;
      unsafe && (Object.defineProperty(t, k, { enumerable: !0, configurable: !0, writable: !0 }), Object.defineProperty(m, k, { enumerable: !0, configurable: !0, writable: !0 })), m[k] = {
        t: i < key.length - 1 && type === 2 ? 3 : type,
        d: !1,
        i: 0,
        c: /* @__PURE__ */ Object.create(null)
      };
    }
  }
  if (state = m[k], state.t !== type && !(type === 1 && state.t === 3) || (type === 2 && (state.d || (state.d = !0, t[k] = []), t[k].push(t = /* @__PURE__ */ Object.create(null)), state.c[state.i++] = state = { t: 1, d: !1, i: 0, c: /* @__PURE__ */ Object.create(null) }), state.d))
    return null;
  if (state.d = !0, type === 1)
    t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
  else if (type === 0 && hasOwn)
    return null;
  return [k, t, state.c];
}
function validateTablePeek(ctx, peek, ptr) {
  (peek === null || ctx.uk === 2) && TomlError.x(peek === null ? "trying to redefine an already defined table or value" : "document contains an unsafe property", ctx, ptr);
}
function parse(toml, options = {}) {
  let ctx = {
    s: toml,
    p: 0,
    d: options.maxDepth ?? 1e3,
    bi: options.integersAsBigInt ?? !1,
    ld: options.useLegacyDate ?? !0,
    uk: options.unsafeKeyBehaviour === "throw" ? 2 : options.unsafeKeyBehaviour === "drop" ? 1 : 0
  }, res = /* @__PURE__ */ Object.create(null), meta = /* @__PURE__ */ Object.create(null), tmp, skipping = !1, tbl = res, m = meta;
  for (toml.charCodeAt(0) === 65279 && ctx.p++, skipVoid(ctx); ctx.p < toml.length; ) {
    if (toml.charCodeAt(ctx.p) === 91) {
      let isTableArray = toml.charCodeAt(++ctx.p) === 91;
      tmp = ctx.p += +isTableArray, skipping = !1;
      let k = parseKey(
        ctx,
        93
        /* ] */
      );
      isTableArray && (toml.charCodeAt(ctx.p) !== 93 && TomlError.x("expected end of table array declaration", ctx), ctx.p++);
      let p = peekTable(
        ctx,
        k,
        res,
        meta,
        isTableArray ? 2 : 1
        /* Type.EXPLICIT */
      );
      p ? (m = p[2], tbl = p[1]) : (validateTablePeek(ctx, p, tmp), skipping = !0);
    } else {
      tmp = ctx.p;
      let k = parseKey(ctx), p = peekTable(
        ctx,
        k,
        tbl,
        m,
        0
        /* Type.DOTTED */
      );
      !p && !skipping && validateTablePeek(ctx, p, tmp), skipVoid(ctx, !0, !0);
      let v = extractValue(ctx, void 0);
      p && !skipping && (p[1][p[0]] = v);
    }
    skipVoid(ctx, !0), ctx.p < toml.length && (tmp = toml.charCodeAt(ctx.p)) !== 10 && (tmp !== 13 || toml.charCodeAt(ctx.p + 1) !== 10) && TomlError.x("each key-value declaration must be followed by an end-of-line", ctx), skipVoid(ctx);
  }
  return res;
}

// node_modules/smol-toml/dist/stringify.js
var HAS_WELLFORMED = !!"".isWellFormed;

export {
  TomlError,
  parse
};
/*! For license information please see chunk-N7ECCAM6.js.LEGAL.txt */
