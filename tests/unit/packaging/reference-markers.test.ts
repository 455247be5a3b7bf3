// PEP 508 environment markers read and evaluated as pypa/packaging's own test tables say
// (tests/test_markers.py at the commit the fixtures README names), including PEP 751's
// `extras` and `dependency_groups` with PEP 685 name normalisation.
import { describe, expect, it } from 'vitest';
import { evaluateMarker, parseMarker, type MarkerEnv } from '../../../src/packaging/marker.js';
import { MARKER_NARROWINGS } from '../../reference-narrowings.js';
import { casesOf, fixture, hasData, Tally, type RefTest } from '../../reference-tally.js';

interface MarkersFile {
  host: Record<string, string>;
  tests: Record<string, RefTest>;
}
const data = fixture<MarkersFile>('packaging/markers.json');

const NOT_APPLICABLE: Record<string, string> = {
  'TestNode.test_accepts_value': 'the Node objects of the Python API',
  'TestNode.test_str': 'the Node objects of the Python API',
  'TestNode.test_repr': 'the Node objects of the Python API',
  'TestNode.test_value_serialize_chooses_quote_delimiter': 'writing a marker back as text',
  'TestMarker.test_str_repr_eq_hash': 'writing a marker back as text, object equality and hashing',
  'TestMarker.test_different_markers_different_hashes': 'object hashing',
  'TestMarker.test_membership_value_str_normalization': 'writing a marker back as text, object equality and hashing',
  'TestMarker.test_membership_value_str_normalization_negated':
    'writing a marker back as text, object equality and hashing',
  test_pickle_marker_roundtrip: 'pickling',
};

const parses = (text: string): boolean => {
  try {
    parseMarker(text);
    return true;
  } catch {
    return false;
  }
};

/** A table's environment as ours: the host's values, the table's over them (packaging merges so). */
function envOf(given: unknown, context = 'metadata'): MarkerEnv {
  const env: MarkerEnv = { ...data.host };
  // packaging's default contexts: metadata sets `extra` to "", a lock file both sets to empty.
  if (context === 'lock_file') Object.assign(env, { extras: [], dependency_groups: [] });
  env.extra = [];
  for (const [k, v] of Object.entries((given ?? {}) as Record<string, string | null | { set: string[] }>)) {
    if (v !== null && typeof v === 'object') env[k] = v.set;
    else if (k === 'extra') env.extra = v ? [v] : [];
    else env[k] = v ?? '';
  }
  return env;
}

/** What evaluation gives: a boolean, `undefined` (undecided) or `invalid` (not a marker). */
function evaluate(text: string, env: MarkerEnv): boolean | undefined | 'invalid' {
  let m;
  try {
    m = parseMarker(text);
  } catch {
    return 'invalid';
  }
  return evaluateMarker(m, env);
}

function parse(tally: Tally, name: string, text: string, want: boolean): void {
  const got = parses(text);
  // A variable PEP 508 does not define is read, and leaves the marker undecided.
  if (!want && /^[a-z_]+/.test(text) && !/^(python|os|sys|platform|implementation|extra)/.test(text))
    tally.narrow('unknown-variable', `${name} ${JSON.stringify(text)}`, got, want, true);
  else tally.check(`${name} ${JSON.stringify(text)}`, got, want);
}

/** One evaluation; an error of packaging's (`raises`) is our "undecided". */
function evaluation(tally: Tally, name: string, c: Record<string, unknown>): void {
  const text = String(c.marker ?? c.marker_string);
  const env = envOf(c.environment, c.context as string | undefined);
  const id = `${name} ${JSON.stringify(text)} ${JSON.stringify(c.environment)}`;
  const got = evaluate(text, env);
  if (c.raises === 'UndefinedEnvironmentName' || c.raises === 'KeyError')
    // packaging has no extras/dependency_groups outside a lock file; ours are the selection.
    tally.narrow('selection-always-set', id, got, 'error', false);
  else if (c.raises) tally.check(id, got, undefined);
  else tally.check(id, got, c.expected);
}

type Handler = (c: Record<string, unknown>, tally: Tally, name: string) => void;
const HANDLERS: Record<string, Handler> = {
  'TestMarker.test_parses_valid': (c, t, n) => parse(t, n, String(c.marker_string), true),
  'TestMarker.test_parses_pep345_valid': (c, t, n) => parse(t, n, String(c.marker_string), true),
  'TestMarker.test_parses_setuptools_legacy_valid': (c, t, n) => parse(t, n, String(c.marker_string), true),
  'TestMarker.test_parses_invalid': (c, t, n) => parse(t, n, String(c.marker_string), false),
  'TestMarker.test_parses_invalid_malformed_quoted_string': (c, t, n) => parse(t, n, String(c.marker_string), false),
  'TestMarker.test_parses_invalid_trailing_line_break': (c, t, n) =>
    parse(t, n, `python_version >= "3"${String(c.line_break)}`, false),
  'TestMarker.test_parses_trailing_horizontal_whitespace': (c, t, n) =>
    t.check(
      `${n} ${JSON.stringify(c.whitespace)}`,
      evaluate(`python_version >= "3"${String(c.whitespace)}`, envOf({})),
      evaluate('python_version >= "3"', envOf({})),
    ),
  'TestMarker.test_evaluates': (c, t, n) => evaluation(t, n, c),
  'TestMarker.test_evaluate_pep345_markers': (c, t, n) => evaluation(t, n, c),
  'TestMarker.test_version_like_equality': (c, t, n) => evaluation(t, n, c),
  'TestMarker.test_extras_and_dependency_groups': (c, t, n) => {
    const v = String(c.variable);
    const text = String(c.expression).replaceAll('{0}', v);
    evaluation(t, n, { marker: text, environment: { [v]: { set: ['foo', 'bar'] } }, expected: c.result });
  },
  // In a lock file the sets default to empty; elsewhere packaging has no such variable.
  'TestMarker.test_extras_and_dependency_groups_disallowed': (c, t, n) => {
    const text = `"foo" in ${String(c.variable)}`;
    evaluation(t, n, { marker: text, environment: null, context: 'lock_file', expected: false });
    evaluation(t, n, { marker: text, environment: null, raises: 'KeyError' });
    evaluation(t, n, { marker: text, environment: null, context: 'requirement', raises: 'KeyError' });
  },
  'TestMarker.test_set_valued_marker_on_lhs_raises_undefined_comparison': (c, t, n) =>
    evaluation(t, n, {
      marker: `${String(c.variable)} ${String(c.op)} 'foo'`,
      environment: null,
      context: 'lock_file',
      raises: 'UndefinedComparison',
    }),
};

describe('pypa/packaging tests/test_markers.py', () => {
  it('every table and stated evaluation agrees with our reading of PEP 508 markers, narrowings aside', () => {
    const tally = new Tally('packaging test_markers.py', MARKER_NARROWINGS);
    for (const [name, t] of Object.entries(data.tests)) {
      if (!hasData(t)) continue;
      if (NOT_APPLICABLE[name]) tally.skip(name, NOT_APPLICABLE[name]);
      else if (t.body) for (const c of t.body) evaluation(tally, name, c);
      else if (HANDLERS[name]) for (const c of casesOf(t)) HANDLERS[name](c, tally, name);
      else tally.unmapped.push(name);
    }
    tally.report();
    expect(tally.unmapped).toEqual([]);
    expect(tally.disagreements).toEqual([]);
  });
});
