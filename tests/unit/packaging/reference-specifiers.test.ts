// PEP 440 specifiers read and matched as pypa/packaging's own test tables say
// (tests/test_specifiers.py at the commit the fixtures README names): every case is run, the
// narrowings below are the only answers that differ, and each says why.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { clausesOf, meetsSpecifier } from '../../../src/packaging/pep440-order.js';
import { parseSpecifier, parseVersion } from '../../../src/packaging/pep440.js';
import { SPECIFIER_NARROWINGS } from '../../reference-narrowings.js';
import { casesOf, fixture, hasData, Tally, type RefTest } from '../../reference-tally.js';

const data = fixture<{ tests: Record<string, RefTest> }>('packaging/specifiers.json');

const PYTHON_API: Record<string, string> = {
  'object equality, hashing, str/repr and pickling of Specifier objects': '',
  'the key= argument and iteration types of filter()': '',
  'set algebra (&, is_subset, is_superset, is_disjoint, is_unsatisfiable): the tool checks catalog versions, not symbolic sets':
    '',
  'internal caches and laziness': '',
  'two packaging implementations compared with each other (no expected answers)': '',
};
const [OBJECTS, KEY, SETS, CACHES, EQUIVALENCE] = Object.keys(PYTHON_API) as [string, string, string, string, string];
const NOT_APPLICABLE: Record<string, string> = {
  'TestSpecifier.test_specifiers_str_and_repr': OBJECTS,
  'TestSpecifier.test_specifiers_hash': OBJECTS,
  'TestSpecifier.test_comparison_true': OBJECTS,
  'TestSpecifier.test_comparison_canonicalizes': OBJECTS,
  'TestSpecifier.test_comparison_false': OBJECTS,
  'TestSpecifier.test_specifier_filter_with_key': KEY,
  'TestSpecifierInternal.test_spec_version_cache_consistency': CACHES,
  'TestSpecifierInternal.test_spec_version_cache_with_wildcards': CACHES,
  'TestSpecifierInternal.test_spec_version_cache_with_arbitrary_equality': CACHES,
  'TestSpecifierInternal.test_spec_version_cache_compatible_operator': CACHES,
  'TestSpecifierSet.test_specifierset_filter_with_key': KEY,
  'TestSpecifierSet.test_empty_specifierset_filter_with_key': KEY,
  'TestSpecifierSet.test_specifiers_str_and_repr': OBJECTS,
  'TestSpecifierSet.test_specifiers_hash': OBJECTS,
  'TestSpecifierSet.test_specifiers_combine': SETS,
  'TestSpecifierSet.test_comparison_true': OBJECTS,
  'TestSpecifierSet.test_comparison_false': OBJECTS,
  'TestSpecifierSet.test_comparison_canonicalizes': OBJECTS,
  'TestSpecifierSet.test_is_subset': SETS,
  'TestSpecifierSet.test_is_superset': SETS,
  'TestSpecifierSet.test_is_disjoint': SETS,
  'TestSpecifierSet.test_set_relations_raise_on_prerelease_policy_mismatch': SETS,
  'TestSpecifierSet.test_set_relations_require_specifierset': SETS,
  'TestSpecifierSet.test_set_relations_reject_arbitrary_equality': SETS,
  'TestIsUnsatisfiable.test_unsatisfiable': SETS,
  'TestIsUnsatisfiable.test_satisfiable': SETS,
  'TestIsUnsatisfiable.test_unsatisfiable_prereleases_false': SETS,
  'TestIsUnsatisfiable.test_satisfiable_prereleases_false': SETS,
  'TestIsUnsatisfiable.test_post_release_boundary_unsatisfiable': SETS,
  test_pickle_specifier_roundtrip: OBJECTS,
  test_pickle_specifierset_roundtrip: OBJECTS,
  test_specifier_construction_is_lazy: CACHES,
  test_specifierset_construction_is_lazy: CACHES,
  'TestSpecifierSetToRangeEquivalence.test_contains_equivalent': EQUIVALENCE,
  'TestSpecifierSetToRangeEquivalence.test_filter_equivalent': EQUIVALENCE,
  'TestSpecifierSetToRangeEquivalence.test_to_specifier_set_roundtrip_matches': EQUIVALENCE,
  'TestSpecifierSetToRangeEquivalence.test_contains_equivalent_with_version_objects': EQUIVALENCE,
};

/** A `Version(...)` object of a table is its normalised text. */
function item(v: unknown): string {
  if (v && typeof v === 'object' && 'Version' in v) {
    const p = parseVersion(String((v as { Version: string }).Version))!;
    return `${p.epoch ? `${p.epoch}!` : ''}${p.public.replace(/^\d+!/, '')}${p.local ? `+${p.local}` : ''}`;
  }
  return String(v);
}

const flag = (v: unknown): boolean | undefined => (v === null || v === undefined ? undefined : Boolean(v));

/** Our own reading of "a clause names a pre-release", independent of the code under test. */
function namesPrerelease(spec: string): boolean {
  return spec.split(',').some((c) => {
    const m = /^\s*(~=|===|==|<=|>=|<|>)\s*(\S+?)\s*$/.exec(c);
    return Boolean(m && !m[2]!.endsWith('.*') && parseVersion(m[2]!)?.prerelease);
  });
}
const isPre = (v: string): boolean => parseVersion(v)?.prerelease ?? false;

/**
 * One membership question. `pre` is the effective pre-release switch (undefined: the default);
 * under the default a pre-release that no clause names is narrowed to "no match".
 */
function contains(tally: Tally, id: string, spec: string, version: string, pre: boolean | undefined, want: boolean) {
  const got = meetsSpecifier(version, spec, pre);
  if (pre === undefined && isPre(version) && !namesPrerelease(spec))
    tally.narrow('pre-release-default', id, got, want, false);
  else tally.check(id, got, want);
}

/** filter(): each input item is asked on its own; expected = whether the table keeps it. */
function filtered(tally: Tally, name: string, c: Record<string, unknown>, spec: string, pre: boolean | undefined) {
  const input = c.input as unknown[];
  const kept = c.expected as unknown[];
  input.forEach((v) => {
    const want = kept.some((k) => isDeepStrictEqual(k, v));
    contains(tally, `${name} ${JSON.stringify(spec)} ${JSON.stringify(v)}`, spec, item(v), pre, want);
  });
}

function valid(tally: Tally, id: string, spec: string, want: boolean): void {
  let ok = true;
  try {
    parseSpecifier(spec);
  } catch {
    ok = false;
  }
  // A bare version is the one form we read that PEP 440 does not.
  if (!want && parseVersion(spec.trim()) !== undefined) tally.narrow('bare-version', id, ok, want, true);
  else tally.check(id, ok, want);
}

type Handler = (c: Record<string, unknown>, tally: Tally, name: string) => void;
const s = (v: unknown) => String(v);

const HANDLERS: Record<string, Handler> = {
  'TestSpecifier.test_specifiers_valid': (c, t, n) => valid(t, `${n} ${s(c.specifier)}`, s(c.specifier), true),
  'TestSpecifier.test_specifiers_invalid': (c, t, n) => valid(t, `${n} ${s(c.specifier)}`, s(c.specifier), false),
  'TestSpecifier.test_specifiers_normalized': (c, t, n) => {
    const ops = s(c.version).includes('+') ? ['==', '!='] : ['~=', '==', '!=', '<=', '>=', '<', '>'];
    for (const op of ops) valid(t, `${n} ${op}${JSON.stringify(c.version)}`, op + s(c.version), true);
  },
  'TestSpecifier.test_specifiers': (c, t, n) =>
    contains(t, `${n} ${s(c.version)} in ${s(c.spec_str)}`, s(c.spec_str), s(c.version), true, Boolean(c.expected)),
  'TestSpecifier.test_invalid_version': (c, t, n) =>
    contains(t, `${n} ${s(c.version)} in ${s(c.spec_str)}`, s(c.spec_str), s(c.version), true, Boolean(c.expected)),
  'TestSpecifier.test_specifier_prereleases_set': (c, t, n) => {
    const id = `${n} ${s(c.version)} in ${s(c.specifier)}`;
    contains(
      t,
      `${id} (initial)`,
      s(c.specifier),
      s(c.version),
      flag(c.initial_prereleases),
      Boolean(c.initial_contains),
    );
    contains(t, `${id} (set)`, s(c.specifier), s(c.version), flag(c.set_prereleases), Boolean(c.final_contains));
  },
  'TestSpecifier.test_arbitrary_equality': (c, t, n) =>
    contains(
      t,
      `${n} ${s(c.version)} in ${s(c.spec_str)}`,
      s(c.spec_str),
      s(c.version),
      undefined,
      Boolean(c.expected),
    ),
  'TestSpecifier.test_arbitrary_equality_normalization': (c, t, n) =>
    contains(
      t,
      `${n} ${item(c.version)} in ${s(c.spec_str)}`,
      s(c.spec_str),
      item(c.version),
      true,
      Boolean(c.expected),
    ),
  'TestSpecifier.test_specifier_prereleases_detection': (c, t, n) =>
    // Whether the specifier admits pre-releases by default: a pre-release inside it matches.
    t.check(
      `${n} ${s(c.specifier)}`,
      clausesOf(s(c.specifier))!.some((x) => x.names),
      c.expected,
    ),
  'TestSpecifier.test_specifiers_prereleases': (c, t, n) =>
    contains(
      t,
      `${n} ${s(c.version)} in ${s(c.specifier)} (${String(c.spec_pre)}, ${String(c.contains_pre)})`,
      s(c.specifier),
      s(c.version),
      flag(c.contains_pre) ?? flag(c.spec_pre),
      Boolean(c.expected),
    ),
  'TestSpecifier.test_specifier_filter': (c, t, n) =>
    filtered(t, n, c, s(c.specifier), flag(c.prereleases) ?? flag(c.specifier_prereleases)),
  'TestSpecifier.test_specifier_filter_arbitrary_equality_normalization': (c, t, n) =>
    filtered(t, n, c, s(c.specifier), true),
  'TestSpecifier.test_specifier_operator_property': (c, t, n) =>
    t.check(`${n} ${s(c.spec)}`, clausesOf(s(c.spec))?.[0]?.operator, c.op),
  'TestSpecifier.test_specifier_version_property': (c, t, n) =>
    t.check(`${n} ${s(c.spec)}`, clausesOf(s(c.spec))?.map((x) => `${x.text}${x.prefix ? '.*' : ''}`)[0], c.version),
  'TestSpecifier.test_length': (c, t, n) =>
    t.check(`${n} ${s(c.spec_str)}`, clausesOf(s(c.spec_str))?.length, c.expected_length),
  'TestSpecifier.test_iteration': (c, t, n) =>
    t.check(
      `${n} ${s(c.spec_str)}`,
      clausesOf(s(c.spec_str))
        ?.map((x) => `${x.operator}${x.text}`)
        .sort(),
      [...(c.expected_items as string[])].sort(),
    ),
  'TestSpecifierSet.test_empty_specifier': (c, t, n) =>
    contains(t, `${n} ${s(c.version)}`, '', s(c.version), true, true),
  'TestSpecifierSet.test_empty_specifier_arbitrary_string': (c, t, n) => {
    contains(t, `${n} foobar`, '', 'foobar', flag(c.prereleases), true);
    filtered(t, n, { input: c.versions, expected: c.expected }, '', flag(c.prereleases));
  },
  'TestSpecifierSet.test_empty_specifier_ordering_with_arbitrary': (c, t, n) =>
    filtered(t, n, { input: c.versions, expected: c.expected }, '', undefined),
  'TestSpecifierSet.test_specifier_prereleases_explicit': (c, t, n) => {
    const id = `${n} ${s(c.version)} in ${JSON.stringify(c.spec_str)}`;
    contains(
      t,
      `${id} (initial)`,
      s(c.spec_str),
      s(c.version),
      flag(c.initial_prereleases),
      Boolean(c.initial_contains),
    );
    contains(t, `${id} (set)`, s(c.spec_str), s(c.version), flag(c.set_prereleases), Boolean(c.final_contains));
  },
  'TestSpecifierSet.test_specifier_contains_installed_prereleases': (c, t, n) => {
    // installed=True admits an installed pre-release whatever the switches say.
    const pre = c.installed && isPre(s(c.version)) ? true : (flag(c.contains_prereleases) ?? flag(c.spec_prereleases));
    contains(
      t,
      `${n} ${s(c.version)} in ${s(c.specifier)} ${JSON.stringify(c)}`,
      s(c.specifier),
      s(c.version),
      pre,
      Boolean(c.expected),
    );
  },
  'TestSpecifierSet.test_specifier_filter': (c, t, n) =>
    filtered(t, n, c, s(c.specifier), flag(c.prereleases) ?? flag(c.specifier_prereleases)),
  'TestSpecifierSet.test_filter_exclusionary_bridges': (c, t, n) =>
    filtered(t, n, c, s(c.specifier), flag(c.prereleases)),
  'TestSpecifierSet.test_contains_exclusionary_bridges': (c, t, n) =>
    contains(
      t,
      `${n} ${s(c.version)} in ${s(c.specifier)}`,
      s(c.specifier),
      s(c.version),
      flag(c.prereleases),
      Boolean(c.expected),
    ),
  'TestSpecifierSet.test_contains_rejects_invalid_specifier': (c, t, n) =>
    contains(t, `${n} ${s(c.input)}`, s(c.specifier), s(c.input), true, false),
  'TestSpecifierSet.test_contains_post_release_boundary_intersection': (c, t, n) =>
    contains(t, `${n} ${s(c.version)} in ${s(c.spec_str)}`, s(c.spec_str), s(c.version), true, Boolean(c.expected)),
  // packaging raises ValueError (Python's digit limit) where we refuse the specifier: no match.
  'TestSpecifierSet.test_contains_oversized_version_raises_valueerror': (c, t, n) =>
    t.check(`${n}`, meetsSpecifier('1.0', s(c.specifier)), false),
  'TestSpecifierSet.test_contains_arbitrary_equality_contains': (c, t, n) =>
    contains(
      t,
      `${n} ${s(c.version)} in ${s(c.specifier)}`,
      s(c.specifier),
      s(c.version),
      undefined,
      Boolean(c.expected),
    ),
  'TestSpecifierSet.test_contains_arbitrary_equality_normalization': (c, t, n) =>
    contains(
      t,
      `${n} ${item(c.version)} in ${s(c.spec_str)}`,
      s(c.spec_str),
      item(c.version),
      true,
      Boolean(c.expected),
    ),
  'TestSpecifierSet.test_comparison_ignores_local': (c, t, n) =>
    contains(
      t,
      `${n} ${s(c.version)} in ${s(c.specifier)}`,
      s(c.specifier),
      s(c.version),
      undefined,
      Boolean(c.expected),
    ),
  // filter(s1) ∩ filter(s2) equals filter(s1, s2): checked on our answers per version.
  'TestSpecifierSet.test_arbitrary_equality_is_intersection_preserving': (c, t, n) => {
    for (const v of c.input_versions as string[]) {
      const both = meetsSpecifier(v, `${s(c.spec1)},${s(c.spec2)}`);
      t.check(`${n} ${v}`, both, meetsSpecifier(v, s(c.spec1)) && meetsSpecifier(v, s(c.spec2)));
    }
  },
  'TestIsUnsatisfiable.test_contains_identical_across_canonicalization': (c, t, n) => {
    // The table holds the versions, not the answers: these follow from PEP 440 directly.
    const sorted = s(c.spec).split(',').sort().join(',');
    for (const v of c.versions as string[])
      t.check(`${n} ${v}`, meetsSpecifier(v, sorted), meetsSpecifier(v, s(c.spec)));
  },
  test_boundary_closure_short_release: (c, t, n) =>
    contains(
      t,
      `${n} ${s(c.version_str)} in ${s(c.spec_str)}`,
      s(c.spec_str),
      s(c.version_str),
      undefined,
      Boolean(c.expected),
    ),
};

describe('pypa/packaging tests/test_specifiers.py', () => {
  it('every table agrees with our reading of PEP 440 specifiers, narrowings aside', () => {
    const tally = new Tally('packaging test_specifiers.py', SPECIFIER_NARROWINGS);
    for (const [name, t] of Object.entries(data.tests)) {
      if (!hasData(t)) continue;
      if (NOT_APPLICABLE[name]) tally.skip(name, NOT_APPLICABLE[name]);
      else if (HANDLERS[name]) for (const c of casesOf(t)) HANDLERS[name](c, tally, name);
      else tally.unmapped.push(name);
    }
    tally.report();
    expect(tally.unmapped).toEqual([]);
    expect(tally.disagreements).toEqual([]);
  });
});
