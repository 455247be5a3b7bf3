// PEP 508 requirement strings read as pypa/packaging's own test tables say
// (tests/test_requirements.py at the commit the fixtures README names). Requirements are read
// for the torch family, so each input is renamed to torch (the rest of the text kept as is).
import { describe, expect, it } from 'vitest';
import { evaluateMarker, parseMarker } from '../../../src/packaging/marker.js';
import { clausesOf } from '../../../src/packaging/pep440-order.js';
import { parseVersion } from '../../../src/packaging/pep440.js';
import { parseRequirement, requirementName, type ParsedRequirement } from '../../../src/packaging/requirement.js';
import { REQUIREMENT_NARROWINGS } from '../../reference-narrowings.js';
import { casesOf, fixture, hasData, Tally, type RefTest } from '../../reference-tally.js';

interface RequirementsFile {
  host: Record<string, string>;
  tests: Record<string, RefTest>;
}
const data = fixture<RequirementsFile>('packaging/requirements.json');

const NOT_APPLICABLE: Record<string, string> = {
  test_normalized_requirements: 'writing a requirement back as text',
  'TestRequirementBehaviour.test_str_and_repr': 'writing a requirement back as text',
  'TestRequirementBehaviour.test_equal_reqs_equal_hashes': 'object equality and hashing',
  'TestRequirementBehaviour.test_equivalent_reqs_equal_hashes_unequal_strings': 'object equality and hashing',
  'TestRequirementBehaviour.test_different_reqs_different_hashes': 'object equality and hashing',
  test_pickle_requirement_roundtrip: 'pickling',
  test_pickle_requirement_preserves_prereleases: 'pickling',
  test_pickle_requirement_setstate_rejects_invalid_string: 'pickling',
};

/** The input with its leading name replaced by torch; the name it had. */
function renamed(text: string): { text: string; name?: string } {
  const head = requirementName(text);
  if (!head) return { text };
  return { text: `${text.slice(0, head.offset)}torch${head.rest}`, name: head.name };
}

function read(text: string): ParsedRequirement | 'invalid' {
  try {
    return parseRequirement(text) ?? 'invalid';
  } catch {
    return 'invalid';
  }
}

/** A specifier as a set of (operator, normalised version) clauses: how packaging compares them. */
function clauseSet(spec: string): string[] | undefined {
  return clausesOf(spec)
    ?.map((c) => {
      const v = c.operator === '===' ? undefined : parseVersion(c.text);
      return `${c.operator}${v ? `${v.public}${v.local ? `+${v.local}` : ''}` : c.text}${c.prefix ? '.*' : ''}`;
    })
    .sort();
}

const markerTokens = (m: string | undefined | null) => (m ? parseMarker(m).tokens : null);

interface Expected {
  name: string;
  extras: string[];
  url?: string | null;
  specifier: string;
  marker?: string | null;
}

/** What we read, in the reference's terms. */
function fields(r: ParsedRequirement, name: string) {
  return {
    name,
    extras: [...r.extras].sort(),
    url: r.url ?? null,
    specifier: r.url ? [] : clauseSet(r.specifier),
    marker: markerTokens(r.marker),
  };
}

function valid(tally: Tally, id: string, input: string, want: Expected): void {
  const { text, name } = renamed(input);
  const got = read(text);
  const expected = {
    name: want.name,
    extras: [...want.extras].sort(),
    url: want.url ?? null,
    specifier: want.url ? [] : clauseSet(want.specifier),
    marker: markerTokens(want.marker),
  };
  const ours = got === 'invalid' ? got : fields(got, name === want.name ? 'torch' : want.name);
  if (name && name !== 'torch') tally.narrow('torch-family', id, ours, expected, { ...expected, name: 'torch' });
  else tally.check(id, ours, expected);
}

function invalid(tally: Tally, id: string, input: string): void {
  const got = read(renamed(input).text);
  // A variable PEP 508 does not define leaves the marker undecided, not invalid.
  if (/invalid_name/.test(input) && /[<>=]/.test(input.split(';')[1] ?? ''))
    tally.narrow('unknown-variable', id, got === 'invalid', true, false);
  else tally.check(id, got === 'invalid', true);
}

/** test_basic_valid_requirement_parsing builds its input so (its body, in TypeScript). */
function basicInput(row: Record<string, unknown>): { input: string; want: Expected } {
  const c = row as {
    whitespace: string;
    name: string;
    extras: { set: string[] };
    specifier: string;
    url: string | null;
    marker: string | null;
  };
  const ws = c.whitespace;
  const fill = (s: string, w: string) => s.replaceAll('{ws}', w);
  const extras = c.extras.set;
  const parts = [c.name];
  if (extras.length) parts.push('[', [...extras].sort().join(`${ws},${ws}`), ']');
  if (c.specifier) parts.push(fill(c.specifier, ws));
  if (c.url !== null) parts.push('@', fill(c.url, ws));
  if (c.marker !== null) parts.push(c.url !== null ? ' ;' : ';', fill(c.marker, ws));
  const spec = fill(c.specifier, '').replace(/^\(|\)$/g, '');
  return {
    input: parts.join(ws),
    want: { name: c.name, extras, url: c.url, specifier: spec, marker: c.marker === null ? null : fill(c.marker, '') },
  };
}

type Handler = (t: RefTest, tally: Tally, name: string) => void;
const HANDLERS: Record<string, Handler> = {
  test_basic_valid_requirement_parsing: (t, tally, n) => {
    for (const c of casesOf(t)) {
      const { input, want } = basicInput(c);
      valid(tally, `${n} ${JSON.stringify(input)}`, input, want);
    }
  },
  'TestRequirementParsing.test_valid_marker': (t, tally, n) => {
    for (const c of casesOf(t)) {
      const input = `name; ${String(c.marker)}`;
      valid(tally, `${n} ${input}`, input, { name: 'name', extras: [], specifier: '', marker: String(c.marker) });
    }
  },
  'TestRequirementParsing.test_file_url': (t, tally, n) => {
    for (const c of casesOf(t)) {
      const input = `name @ ${String(c.url)}`;
      valid(tally, `${n} ${input}`, input, { name: 'name', extras: [], specifier: '', url: String(c.url) });
    }
  },
  'TestRequirementParsing.test_trailing_horizontal_whitespace': (t, tally, n) => {
    for (const c of casesOf(t)) {
      const input = `name>=1${String(c.whitespace)}`;
      valid(tally, `${n} ${JSON.stringify(input)}`, input, { name: 'name', extras: [], specifier: '>=1' });
    }
  },
  'TestRequirementParsing.test_error_when_suffixed_with_line_break': (t, tally, n) => {
    for (const c of casesOf(t)) {
      const input = `${String(c.requirement)}${String(c.line_break)}`;
      invalid(tally, `${n} ${JSON.stringify(input)}`, input);
    }
  },
  'TestRequirementParsing.test_error_invalid_marker_malformed_quoted_string': (t, tally, n) => {
    for (const c of casesOf(t)) invalid(tally, `${n} ${JSON.stringify(c.to_parse)}`, String(c.to_parse));
  },
};

function valids(t: RefTest, tally: Tally, name: string): void {
  for (const v of t.valid!) {
    const input = String(v.input);
    valid(tally, `${name} ${input}`, input, v as unknown as Expected);
    if (v.marker_evaluates !== undefined) {
      const r = read(renamed(input).text);
      const env = { ...data.host, extra: [] };
      tally.check(
        `${name} marker`,
        r === 'invalid' ? r : evaluateMarker(parseMarker(r.marker!), env),
        v.marker_evaluates,
      );
    }
  }
}

describe('pypa/packaging tests/test_requirements.py', () => {
  it('every table and stated input agrees with our reading of PEP 508 requirements, narrowings aside', () => {
    const tally = new Tally('packaging test_requirements.py', REQUIREMENT_NARROWINGS);
    for (const [name, t] of Object.entries(data.tests)) {
      if (!hasData(t)) continue;
      if (NOT_APPLICABLE[name]) tally.skip(name, NOT_APPLICABLE[name]);
      else if (t.invalid) for (const input of t.invalid) invalid(tally, `${name} ${JSON.stringify(input)}`, input);
      else if (t.valid) valids(t, tally, name);
      else if (HANDLERS[name]) HANDLERS[name](t, tally, name);
      else tally.unmapped.push(name);
    }
    tally.report();
    expect(tally.unmapped).toEqual([]);
    expect(tally.disagreements).toEqual([]);
  });
});
