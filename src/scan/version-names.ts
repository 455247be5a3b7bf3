/**
 * Names that say what they test about the torch version: constants that carry the version in
 * their name (`_TORCH_GREATER_EQUAL_2_4`, `TORCH_VERSION_AT_LEAST_2_4`,
 * `is_torch_greater_or_equal_than_2_4`) and helpers that take it as arguments
 * (`pytorch_after(1, 10)`, `is_torch_greater_or_equal("2.4")`). Read by their words, so a project's
 * own spelling of the usual helpers is understood without a list of projects. Pure.
 */

export type VersionOp = '<' | '<=' | '>' | '>=';

/** The comparisons, longest words first; each reads `torch OP version`. */
const WORDS: readonly [RegExp, VersionOp][] = [
  [/^(?:GREATER_(?:OR_)?EQUAL(?:_TO)?|AT_LEAST|GE|GEQ|GTE|NEWER_OR_EQUAL|AFTER_OR_EQUAL|AFTER)$/, '>='],
  [/^(?:GREATER|GT|NEWER|ABOVE)$/, '>'],
  [/^(?:LESS_(?:OR_)?EQUAL(?:_TO)?|AT_MOST|LE|LEQ|LTE)$/, '<='],
  [/^(?:LESS|LT|OLDER|BEFORE|BELOW)$/, '<'],
];

function opOf(words: string): VersionOp | undefined {
  const w = words.toUpperCase().replace(/_THAN$/, '');
  for (const [re, op] of WORDS) if (re.test(w)) return op;
  return undefined;
}

/**
 * A name that tests the torch version and holds the version in its digits:
 * `_TORCH_GREATER_EQUAL_2_4` is `torch >= 2.4`, `is_torch_less_than_1_11` is `torch < 1.11`,
 * `TORCH_VERSION_AT_LEAST_2_4` is `torch >= 2.4`. `after` counts as "at least" (MONAI's
 * `pytorch_after(1, 10)` holds on 1.10).
 */
export function versionConstant(name: string): { op: VersionOp; version: string } | undefined {
  const m =
    /^_?(?:is_|IS_)?(?:py)?(?:torch|TORCH|PYTORCH)(?:_VERSION|_version)?_((?:[A-Za-z]+_)*?[A-Za-z]+)_(\d+)_(\d+)(?:_(\d+))?$/.exec(
      name,
    );
  if (!m) return undefined;
  const op = opOf(m[1]!);
  return op ? { op, version: [m[2], m[3], m[4]].filter(Boolean).join('.') } : undefined;
}

/**
 * A helper that compares the torch version with its arguments, by name: `pytorch_after`,
 * `is_torch_greater_or_equal`, `torch_version_at_least`, `is_torch_greater_than`, kornia's
 * `torch_version_geq`. Not
 * `is_torch_version`, which takes the operator as its first argument.
 */
export function versionHelper(name: string): VersionOp | undefined {
  const m = /^_?(?:is_)?(?:py)?torch(?:_version)?_([a-z_]+?)(?:_than)?$/.exec(name);
  return m ? opOf(m[1]!) : undefined;
}
