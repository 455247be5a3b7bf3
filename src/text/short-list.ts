/**
 * A list of names in one message: the first few, then a count of the rest, so a repository with
 * 140 extras gives a notice a reader can take in (and a log line of bounded length).
 */
export function shortList(names: readonly string[], shown = 10): string {
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}
