/** Where an offset is: 1-based line and column, the column in UTF-16 code units as editors count them. */
export interface Locate {
  at(offset: number): { line: number; column: number };
  /** The 1-based line of an offset and the offset where that line starts (in the same units as offsets). */
  lineOf(offset: number): { line: number; start: number };
}

/** Offsets → 1-based line and column (UTF-16 code units), with the line table built only when asked. */
export class Locator implements Locate {
  private starts: Int32Array | undefined;

  constructor(private readonly text: string) {}

  at(offset: number): { line: number; column: number } {
    const { line, start } = this.lineOf(offset);
    return { line, column: offset - start + 1 };
  }

  lineOf(offset: number): { line: number; start: number } {
    const starts = (this.starts ??= lineStarts(this.text));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, start: starts[lo]! };
  }

  /** The offset of a 1-based line and column; undefined when the text has no such place. */
  offset(line: number, column: number): number | undefined {
    const starts = (this.starts ??= lineStarts(this.text));
    const start = starts[line - 1];
    if (start === undefined) return undefined;
    const at = start + column - 1;
    const next = starts[line] ?? this.text.length + 1;
    return column >= 1 && at < next ? at : undefined;
  }
}

/**
 * The same for UTF-8 bytes held one per character (the bytes read as Latin-1): offsets are byte
 * offsets, and a column is counted in the UTF-16 code units the bytes before it on its line
 * decode to, so it is the column the decoded text would give. Line breaks are single bytes in
 * UTF-8, so the lines are the same.
 *
 * Each line asked about is read once: an ASCII line's columns are its byte offsets, and a line
 * with other bytes keeps the units counted at every 256th byte, so a column costs at most 256
 * bytes however many findings share a long line (counting from the line's start each time is
 * quadratic in a long line's findings).
 */
export class Utf8Locator implements Locate {
  private readonly lines: Locator;
  /** Per line asked about (1-based): null for an ASCII line, else the units before each 256-byte step. */
  private readonly steps = new Map<number, Int32Array | null>();

  constructor(private readonly bytes: string) {
    this.lines = new Locator(bytes);
  }

  lineOf(offset: number): { line: number; start: number } {
    return this.lines.lineOf(offset);
  }

  at(offset: number): { line: number; column: number } {
    const { line, start } = this.lines.lineOf(offset);
    const column = offset - start + 1;
    let steps = this.steps.get(line);
    if (steps === undefined) this.steps.set(line, (steps = this.stepsOf(start)));
    if (steps === null) return { line, column };
    // The last step at most: an offset on the \n of a \r\n is past the line's end.
    const k = Math.min((offset - start) >> STEP_BITS, steps.length - 1);
    let units = steps[k]!;
    for (let i = start + (k << STEP_BITS); i < offset; i++) units += unitsOf(this.bytes.charCodeAt(i));
    return { line, column: units + 1 };
  }

  /** Null when the line at `start` is ASCII, else the UTF-16 units before each step of it. */
  private stepsOf(start: number): Int32Array | null {
    const { bytes } = this;
    let end = start;
    let ascii = true;
    for (let c = bytes.charCodeAt(end); end < bytes.length && c !== 10 && c !== 13; c = bytes.charCodeAt(++end))
      if (c > 127) ascii = false;
    if (ascii) return null;
    const steps = new Int32Array(((end - start) >> STEP_BITS) + 1);
    let units = 0;
    for (let i = start; i < end; i++) {
      if (((i - start) & STEP_MASK) === 0) steps[(i - start) >> STEP_BITS] = units;
      units += unitsOf(bytes.charCodeAt(i));
    }
    if (((end - start) & STEP_MASK) === 0) steps[(end - start) >> STEP_BITS] = units;
    return steps;
  }
}

const STEP_BITS = 8;
const STEP_MASK = (1 << STEP_BITS) - 1;

/** UTF-16 units a byte adds: a continuation byte none; a lead byte of four starts a character of two. */
function unitsOf(b: number): number {
  return (b & 0xc0) === 0x80 ? 0 : b >= 0xf0 ? 2 : 1;
}

function lineStarts(text: string): Int32Array {
  const out: number[] = [0];
  // Most text has no carriage return: then the native search finds the line breaks.
  if (text.indexOf('\r') < 0) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) out.push(i + 1);
    return Int32Array.from(out);
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) out.push(i + 1);
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      out.push(i + 1);
    }
  }
  return Int32Array.from(out);
}
