/**
 * For the prefilter: what the characters around a `.name` say of the call there, for entries
 * about calls of a given shape.
 *
 * inImportPath: the name ends the module path of an import statement (`import torch.utils.
 * checkpoint`, `from torch.utils.checkpoint import …`). That binds the root name or the names in
 * its list, never this name to something callable, so no call of it starts there.
 *
 * passesKeyword: whether the call written there surely passes one of some keywords, read from the
 * characters alone. An entry about calls without a keyword (`torch.load` without
 * `weights_only=`) gives no finding at a call that passes it, so a file whose every such call
 * does cannot give one, and need not be tokenized.
 *
 * "Surely" is the analyser's reading (uses-calls.ts lineInfo): a name right after the call's `(`
 * or after a `,` directly inside it, followed by `=`, is a keyword the call passes. Whatever the
 * characters cannot settle answers no (the file is let through): a string with a prefix (an
 * f-string may hold quotes of its own), a triple-quoted string, a byte past ASCII (a name may go
 * on in it), a bracket left open, or text past the reader's budget.
 */

import { isWordCode } from '../text/ascii-word.js';

/** Reads on from where a name ends; the budget is shared by every call of one file, so a file is read a bounded number of times. */
export interface KeywordReader {
  /** Characters still to be read for this file; below zero, every answer is no. */
  budget: number;
}

/**
 * Whether the name ending at `end` is called right there (`name(`, blanks between allowed) with
 * one of `keywords` passed as `keyword=` directly in its arguments.
 */
export function passesKeyword(text: string, end: number, keywords: readonly string[], reader: KeywordReader): boolean {
  const n = text.length;
  let p = end;
  while (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9) p++;
  if (text.charCodeAt(p) !== 40 || reader.budget < 0) return false;
  const start = p;
  let depth = 0;
  // Right after the call's `(` or a `,` directly in it: a name here followed by `=` is a keyword.
  let argStart = false;
  for (; p < n; p++) {
    const c = text.charCodeAt(p);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 92) continue;
    if (c > 127) break;
    if (c === 35) {
      // A comment inside brackets runs to the end of its line; the arguments go on after it.
      const eol = text.indexOf('\n', p);
      if (eol < 0) break;
      p = eol;
      continue;
    }
    if (c === 34 || c === 39) {
      if (isWordCode(text.charCodeAt(p - 1))) break;
      const close = quoteEnd(text, p, c);
      if (close < 0) break;
      p = close;
      argStart = false;
      continue;
    }
    if (c === 40 || c === 91 || c === 123) {
      depth++;
      argStart = depth === 1;
      continue;
    }
    if (c === 41 || c === 93 || c === 125) {
      if (--depth === 0) break;
      argStart = false;
      continue;
    }
    if (depth === 1 && c === 44) {
      argStart = true;
      continue;
    }
    if (argStart && depth === 1 && isWordCode(c)) {
      let e = p + 1;
      while (isWordCode(text.charCodeAt(e))) e++;
      if (text.charCodeAt(e) > 127) break;
      let q = e;
      while (text.charCodeAt(q) === 32 || text.charCodeAt(q) === 9) q++;
      if (text.charCodeAt(q) === 61 && text.charCodeAt(q + 1) !== 61 && keywords.includes(text.slice(p, e))) {
        reader.budget -= q - start;
        return reader.budget >= 0;
      }
      p = e - 1;
    }
    argStart = false;
  }
  reader.budget -= p - start;
  return false;
}

/** Where the one-line string opened by the quote at `at` closes, or -1: triple-quoted, or not closed on its line. */
function quoteEnd(text: string, at: number, q: number): number {
  if (text.charCodeAt(at + 1) === q && text.charCodeAt(at + 2) === q) return -1;
  for (let p = at + 1; p < text.length; p++) {
    const c = text.charCodeAt(p);
    if (c === q) return p;
    if (c === 92) p++;
    else if (c === 10 || c === 13) return -1;
  }
  return -1;
}

/**
 * Whether the `.` at `dot` is in the dotted module path of an import statement that binds no name
 * to what the path names: the path follows `from`, or `import` with no `as` after it, written as
 * the first word of its line. A path with blanks in it, or an import after `;` or a `,`, answers no.
 */
export function inImportPath(text: string, dot: number): boolean {
  let s = dot;
  for (let c = text.charCodeAt(s - 1); isWordCode(c) || c === 46; c = text.charCodeAt(--s - 1));
  let p = s;
  while (text.charCodeAt(p - 1) === 32 || text.charCodeAt(p - 1) === 9) p--;
  if (p === s) return false;
  let kw: 'from' | 'import';
  if (p >= 4 && text.startsWith('from', p - 4)) kw = 'from';
  else if (p >= 6 && text.startsWith('import', p - 6)) kw = 'import';
  else return false;
  let q = p - kw.length;
  while (text.charCodeAt(q - 1) === 32 || text.charCodeAt(q - 1) === 9) q--;
  if (q > 0 && text.charCodeAt(q - 1) !== 10 && text.charCodeAt(q - 1) !== 13) return false;
  if (kw === 'from') return true;
  // `import a.b.c as x` binds x to a.b.c, which the analyser may take for the entry's name.
  let e = dot + 1;
  while (isWordCode(text.charCodeAt(e)) || text.charCodeAt(e) === 46) e++;
  while (text.charCodeAt(e) === 32 || text.charCodeAt(e) === 9) e++;
  const c = text.charCodeAt(e);
  return Number.isNaN(c) || c === 10 || c === 13;
}
