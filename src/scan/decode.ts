/**
 * Says why file bytes cannot be read as source, if they cannot: a NUL byte (a binary file) or bytes
 * that are not UTF-8. Python source is UTF-8 unless a coding cookie says otherwise; such files
 * are reported rather than guessed at.
 */
import { Buffer, isUtf8 } from 'node:buffer';

/** Why these bytes are not source we read (undefined: they are UTF-8 text). */
export function sourceProblem(bytes: Uint8Array): string | undefined {
  if (bytes.indexOf(0) !== -1) return 'binary file (contains a NUL byte)';
  // isUtf8 validates in one pass (simdutf); decoding known-valid bytes then cannot replace anything.
  if (isUtf8(bytes)) return undefined;
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const cookie = /^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)/m.exec(head.split(/\r?\n/).slice(0, 2).join('\n'));
  return cookie ? `not UTF-8 (declares coding ${cookie[1]}; only UTF-8 is read)` : 'not valid UTF-8';
}
