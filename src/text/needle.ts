/**
 * A fixed string searched for in source text, from its rarest character on. The native search
 * runs from one occurrence of a pattern's first character to the next; in Python source a word
 * that starts with a common letter (`dynamic`, `torchvision`) meets a candidate every few
 * characters, and a file that does not hold the word is read slowly to its end. Searched from a
 * rarer character (`ynamic`, `vision`) and checked back to its start, the same occurrences are
 * found at a fraction of the cost. Pure; the answers are those of `String.prototype.indexOf`.
 */

/**
 * How often each name character appears in Python source, per thousand characters (the Python
 * 3.11 standard library without its tests). Only the order matters much; other characters count
 * as rare.
 */
// prettier-ignore
const PER_MILLE: Record<string, number> = {
  a: 32.7, b: 6.9, c: 17.9, d: 19.0, e: 66.0, f: 18.2, g: 8.0, h: 11.1, i: 31.7, j: 0.9, k: 3.6, l: 25.6, m: 12.4,
  n: 33.3, o: 30.8, p: 13.6, q: 0.8, r: 33.9, s: 36.4, t: 42.5, u: 13.7, v: 3.7, w: 4.6, x: 6.9, y: 5.7, z: 0.7,
  A: 5.4, B: 1.2, C: 3.2, D: 2.2, E: 6.8, F: 1.7, G: 1.3, H: 1.4, I: 5.3, J: 0.1, K: 0.6, L: 5.2, M: 1.7,
  N: 4.4, O: 2.7, P: 2.0, Q: 0.2, R: 4.0, S: 3.3, T: 7.2, U: 1.4, V: 0.6, W: 1.1, X: 0.5, Y: 0.4, Z: 0.2,
  '0': 7.7, '1': 2.3, '2': 1.9, '3': 1.1, '4': 1.0, '5': 1.1, '6': 0.8, '7': 0.6, '8': 0.9, '9': 0.8, _: 14.0,
};

const frequency = (c: string): number => PER_MILLE[c] ?? 0;

/**
 * A later start is taken only when its character is at least this many times rarer than the
 * first: each occurrence of the shorter pattern costs a check back in JavaScript, dearer than the
 * native search's own check of a candidate.
 */
const RARER = 2;
/** The same when the pattern would be one character: every occurrence of it is then a candidate. */
const RARER_SINGLE = 4;
/**
 * The longest pattern searched natively. V8 looks for a pattern shorter than 7 characters by
 * jumping from one occurrence of its first character to the next (memchr); a longer one by
 * Boyer-Moore-Horspool, which in Python text runs 2-4 times slower (`backend`, `distributed`,
 * `RuntimeError` on diffusers). A longer word is searched by its first 6 characters from where it
 * starts, and each candidate is checked whole.
 */
const PROBE = 6;

export class Needle {
  /** Where in the word the search starts (0: from its first character). */
  private readonly at: number;
  /** What is searched natively: at most PROBE characters of the word from `at`. */
  private readonly tail: string;

  constructor(readonly word: string) {
    let at = 0;
    let best = frequency(word[0] ?? '');
    for (let i = 1; i < word.length; i++) {
      const f = frequency(word[i]!);
      if (f * (i === word.length - 1 ? RARER_SINGLE : RARER) <= frequency(word[0]!) && f < best) {
        at = i;
        best = f;
      }
    }
    this.at = at;
    this.tail = word.slice(at, at + PROBE);
  }

  /** `text.indexOf(this.word, from)`. */
  in(text: string, from = 0): number {
    const { at, tail, word } = this;
    if (tail.length === word.length) return text.indexOf(word, from);
    for (let q = text.indexOf(tail, Math.max(from, 0) + at); q >= 0; q = text.indexOf(tail, q + 1)) {
      if (text.startsWith(word, q - at)) return q - at;
    }
    return -1;
  }
}
