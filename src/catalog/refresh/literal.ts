/**
 * Text from an index page (a file name's tags, an index's name) as Markdown that shows it as
 * written: the report is posted as a pull request's body, where `@name` notifies people and
 * HTML and links render. Only `[A-Za-z0-9_.]` stays plain; anything else is a code span, in
 * which no mention, tag, link or emphasis forms, with controls shown as `\uXXXX` so it stays
 * on its line. Pure.
 */

const PLAIN = /^[A-Za-z0-9_.]+$/;
// C0, DEL, C1, zero-width and bidi controls, line and paragraph separators, BOM.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

export function literal(text: string): string {
  if (PLAIN.test(text)) return text;
  const shown = text.replace(CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  // The fence is one backtick longer than the longest run inside, so the text cannot close it.
  let longest = 0;
  for (const run of shown.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(longest + 1);
  // A space on each side: CommonMark strips one from each, and a backtick at an end stays text.
  return `${fence} ${shown} ${fence}`;
}
