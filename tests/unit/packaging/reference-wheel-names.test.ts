// Wheel file names and project names read as pypa/packaging's own test tables say
// (tests/test_utils.py at the commit the fixtures README names).
import { describe, expect, it } from 'vitest';
import { normalizeName } from '../../../src/packaging/names.js';
import { parseVersion } from '../../../src/packaging/pep440.js';
import { parseWheelFile } from '../../../src/packaging/tags.js';
import { casesOf, fixture, hasData, Tally, type RefTest } from '../../reference-tally.js';

const data = fixture<{ tests: Record<string, RefTest> }>('packaging/utils.json');

const UTILITIES = 'a packaging utility the tool has no counterpart of';
const NOT_APPLICABLE: Record<string, string> = {
  test_canonicalize_name_invalid: `${UTILITIES} (name validation)`,
  test_is_normalized_name: `${UTILITIES} (is_normalized_name)`,
  test_canonicalize_version: `${UTILITIES} (canonicalize_version)`,
  test_canonicalize_version_no_strip_trailing_zero: `${UTILITIES} (canonicalize_version)`,
  test_parse_wheel_unsorted_tags_invalid_with_validate:
    'the validate_order switch (the tool takes tag sets in any order)',
  test_parse_sdist_filename: 'source distributions (torch does not build from one in CI; the tool reads wheels)',
  test_parse_sdist_invalid_filename:
    'source distributions (torch does not build from one in CI; the tool reads wheels)',
};

type Handler = (c: Record<string, unknown>, tally: Tally, name: string) => void;
const HANDLERS: Record<string, Handler> = {
  test_canonicalize_name: (c, t, n) => t.check(`${n} ${String(c.name)}`, normalizeName(String(c.name)), c.expected),
  // Name (normalised), version and tag set; the build tag is not returned by the tool.
  test_parse_wheel_filename: (c, t, n) => {
    const w = parseWheelFile(String(c.filename));
    const v = parseVersion(w?.version ?? '');
    const tags = w?.python.flatMap((p) => w.abi.flatMap((a) => w.platform.map((pl) => [p, a, pl]))).sort();
    const want = (c.tags as { set: { Tag: string[] }[] }).set.map((x) => x.Tag).sort();
    t.check(
      `${n} ${String(c.filename)}`,
      { name: normalizeName(w?.name ?? ''), version: v?.public, tags },
      { name: c.name, version: parseVersion((c.version as { Version: string }).Version)?.public, tags: want },
    );
  },
  test_parse_wheel_invalid_filename: (c, t, n) =>
    t.check(`${n} ${JSON.stringify(c.filename)}`, parseWheelFile(String(c.filename)), undefined),
  test_parse_wheel_unsorted_tags_valid_by_default: (c, t, n) =>
    t.check(`${n} ${String(c.filename)}`, parseWheelFile(String(c.filename)) !== undefined, true),
};

describe('pypa/packaging tests/test_utils.py', () => {
  it('every wheel-name table agrees with how we read wheel file names', () => {
    const tally = new Tally('packaging test_utils.py', {});
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
