import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);

// src/text/locate.ts
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
  /** Per line asked about (1-based): null for an ASCII line, else the units before each 256-byte step. */
  steps = /* @__PURE__ */ new Map();
  at(offset) {
    let { line, column } = this.lines.at(offset), start = offset - column + 1, steps = this.steps.get(line);
    if (steps === void 0 && this.steps.set(line, steps = this.stepsOf(start)), steps === null) return { line, column };
    let k = Math.min(offset - start >> STEP_BITS, steps.length - 1), units = steps[k];
    for (let i = start + (k << STEP_BITS); i < offset; i++) units += unitsOf(this.bytes.charCodeAt(i));
    return { line, column: units + 1 };
  }
  /** Null when the line at `start` is ASCII, else the UTF-16 units before each step of it. */
  stepsOf(start) {
    let { bytes } = this, end = start, ascii = !0;
    for (let c = bytes.charCodeAt(end); end < bytes.length && c !== 10 && c !== 13; c = bytes.charCodeAt(++end))
      c > 127 && (ascii = !1);
    if (ascii) return null;
    let steps = new Int32Array((end - start >> STEP_BITS) + 1), units = 0;
    for (let i = start; i < end; i++)
      (i - start & STEP_MASK) === 0 && (steps[i - start >> STEP_BITS] = units), units += unitsOf(bytes.charCodeAt(i));
    return (end - start & STEP_MASK) === 0 && (steps[end - start >> STEP_BITS] = units), steps;
  }
}, STEP_BITS = 8, STEP_MASK = (1 << STEP_BITS) - 1;
function unitsOf(b) {
  return (b & 192) === 128 ? 0 : b >= 240 ? 2 : 1;
}
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
