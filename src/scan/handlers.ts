/**
 * What an `except` clause does with what it catches, read from its body's text: it raises again
 * at once (`except ImportError: raise ImportError("install …")`: the absence is not handled), or
 * it handles only running out of memory (`if "out of memory" in str(e): … else: raise`: an error
 * about the arguments is none of its business). Either way the clause does not stand for the
 * error its classes name. Pure; read only for clauses around a use, after the file is analysed.
 */

import { indentAt } from '../python/indent.js';

export type ClauseRole = 'handles' | 'raises' | 'out-of-memory';

const OOM = /out of memory|OutOfMemoryError/i;

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 12;
}

/**
 * The role of the clause whose header ends at `bodyStart` (just after its colon) and whose
 * `except` is indented by `indent`: its body is the rest of that line, or the lines after it
 * indented deeper. Strings in the body count as text (a message naming out of memory counts).
 */
export function clauseRole(text: string, bodyStart: number, indent: number): ClauseRole {
  let p = bodyStart;
  while (p < text.length && isBlank(text.charCodeAt(p))) p++;
  const c = text.charCodeAt(p);
  // `except E: raise` on one line, or a body on the same line.
  if (p < text.length && c !== 10 && c !== 13 && c !== 35) {
    const eol = text.indexOf('\n', p);
    const line = text.slice(p, eol < 0 ? text.length : eol);
    if (/^raise\b/.test(line)) return 'raises';
    return OOM.test(line) ? 'out-of-memory' : 'handles';
  }
  let first: string | undefined;
  let oom = false;
  let lineStart = text.indexOf('\n', p);
  while (lineStart >= 0 && lineStart + 1 < text.length) {
    const s = lineStart + 1;
    const eol = text.indexOf('\n', s);
    const end = eol < 0 ? text.length : eol;
    const { width, at } = indentAt(text, s);
    const ch = text.charCodeAt(at);
    // Blank lines and comment lines do not end the body.
    if (at < end && ch !== 35 && ch !== 13) {
      if (width <= indent) break;
      const line = text.slice(at, end);
      first ??= line;
      if (OOM.test(line)) oom = true;
    }
    lineStart = eol;
  }
  if (first !== undefined && /^raise\b/.test(first)) return 'raises';
  return oom ? 'out-of-memory' : 'handles';
}
