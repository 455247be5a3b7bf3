/**
 * Where a `#` comment starts in a line of a pin file, found in one pass: the regular
 * expressions it replaced (`(^|\s+)#.*$`, `\s+#.*$`) backtracked quadratically over a long run
 * of spaces.
 */

const SPACE = /\s/;

/**
 * The start of the whitespace before the first `#` that follows whitespace (or, with `atStart`,
 * that opens the text) and has no line terminator after it, as those expressions matched; -1
 * when there is none.
 */
export function commentStart(s: string, atStart: boolean): number {
  const lastTerminator = Math.max(
    s.lastIndexOf('\n'),
    s.lastIndexOf('\r'),
    s.lastIndexOf('\u2028'),
    s.lastIndexOf('\u2029'),
  );
  for (let j = s.indexOf('#', lastTerminator + 1); j >= 0; j = s.indexOf('#', j + 1)) {
    if (j === 0 ? !atStart : !SPACE.test(s[j - 1]!)) continue;
    let k = j;
    while (k > 0 && SPACE.test(s[k - 1]!)) k--;
    return k;
  }
  return -1;
}
