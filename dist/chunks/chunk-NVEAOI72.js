import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);

// src/core/locate.ts
var Locator = class {
  constructor(text) {
    this.text = text;
  }
  text;
  starts;
  at(offset) {
    let starts = this.starts ??= lineStarts(this.text), lo = 0, hi = starts.length - 1;
    for (; lo < hi; ) {
      let mid = lo + hi + 1 >> 1;
      starts[mid] <= offset ? lo = mid : hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  }
  /** The offset of a 1-based line and column; undefined when the text has no such place. */
  offset(line, column) {
    let starts = this.starts ??= lineStarts(this.text), start = starts[line - 1];
    if (start === void 0) return;
    let at = start + column - 1, next = starts[line] ?? this.text.length + 1;
    return column >= 1 && at < next ? at : void 0;
  }
}, Utf8Locator = class {
  constructor(bytes) {
    this.bytes = bytes;
    this.lines = new Locator(bytes);
  }
  bytes;
  lines;
  at(offset) {
    let { line, column } = this.lines.at(offset), start = offset - column + 1, units = 0;
    for (let i = start; i < offset; i++) {
      let b = this.bytes.charCodeAt(i);
      (b & 192) !== 128 && (units += b >= 240 ? 2 : 1);
    }
    return { line, column: units + 1 };
  }
};
function lineStarts(text) {
  let out = [0];
  if (text.indexOf("\r") < 0) {
    for (let i = text.indexOf(`
`); i >= 0; i = text.indexOf(`
`, i + 1)) out.push(i + 1);
    return Int32Array.from(out);
  }
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    c === 10 ? out.push(i + 1) : c === 13 && (text.charCodeAt(i + 1) === 10 && i++, out.push(i + 1));
  }
  return Int32Array.from(out);
}

export {
  Locator,
  Utf8Locator
};
