/**
 * ASCII word characters, as the scanner's text-level readers count them (the prefilter, the
 * reading of calls it does, the search for imports by call): a letter, a digit or `_`. Other
 * characters a Python name may hold are none, so a reader that stops at them only lets more
 * through. One table, one load per character, in the scan's most frequent loops.
 */
const WORD_CODES = new Uint8Array(65536);
for (let c = 0; c < 128; c++) WORD_CODES[c] = /\w/.test(String.fromCharCode(c)) ? 1 : 0;

/** Whether the character code `c` is an ASCII word character; `c` past the end of a text is NaN: `| 0` makes it 0, none, and keeps the index an integer. */
export function isWordCode(c: number): boolean {
  return WORD_CODES[c | 0] === 1;
}
