// PEP 440 versions read, normalised and ordered as pypa/packaging's own test tables say
// (tests/test_version.py at the commit the fixtures README names): every case is run.
import { describe, expect, it } from 'vitest';
import { compareVersions, parseVersion } from '../../../src/packaging/pep440.js';
import { casesOf, fixture, hasData, Tally, type RefTest } from '../../reference-tally.js';

interface VersionFile {
  constants: { VERSIONS: string[] };
  tests: Record<string, RefTest>;
}

const data = fixture<VersionFile>('packaging/version.json');
const PYTHON_API = 'Python object API (hashing, pickling, operator dunders, from_parts, non-string input)';

const normalised = (v: string): string | undefined => {
  const p = parseVersion(v);
  return p && `${p.public}${p.local ? `+${p.local}` : ''}`;
};

const OPS: Record<string, (c: number) => boolean> = {
  lt: (c) => c < 0,
  le: (c) => c <= 0,
  eq: (c) => c === 0,
  ne: (c) => c !== 0,
  ge: (c) => c >= 0,
  gt: (c) => c > 0,
};

function comparisons(tally: Tally, holds: boolean): void {
  const vs = data.constants.VERSIONS;
  for (let i = 0; i < vs.length; i++)
    for (let j = 0; j < vs.length; j++) {
      const c = Math.sign(compareVersions(vs[i]!, vs[j]!));
      for (const [op, f] of Object.entries(OPS)) {
        // The table holds the pairs where the operator's answer on positions (i, j) is `holds`.
        if (f(Math.sign(i - j)) !== holds) continue;
        tally.check(`${vs[i]} ${op} ${vs[j]}`, f(c), holds);
      }
    }
}

type Handler = (t: RefTest, tally: Tally, name: string) => void;
const attribute =
  (param: string, read: (v: string) => unknown): Handler =>
  (t, tally, name) => {
    for (const c of casesOf(t)) tally.check(`${name} ${String(c.version)}`, read(String(c.version)), c[param]);
  };

const HANDLERS: Record<string, Handler> = {
  'TestVersion.test_valid_versions': (t, tally) => {
    for (const c of casesOf(t))
      tally.check(`valid ${String(c.version)}`, parseVersion(String(c.version)) !== undefined, true);
  },
  'TestVersion.test_invalid_versions': (t, tally) => {
    for (const c of casesOf(t))
      tally.check(`invalid ${JSON.stringify(c.version)}`, parseVersion(String(c.version)), undefined);
  },
  // packaging raises ValueError (Python's digit limit) where we refuse the text: both reject it.
  'TestVersion.test_oversized_version_raises_valueerror': (t, tally) => {
    for (const c of casesOf(t)) tally.check(`oversized`, parseVersion(String(c.version)), undefined);
  },
  'TestVersion.test_normalized_versions': attribute('normalized', normalised),
  'TestVersion.test_version_str_repr': attribute('expected', normalised),
  'TestVersion.test_version_public': attribute('public', (v) => parseVersion(v)?.public),
  'TestVersion.test_version_base_version': attribute('base_version', (v) => {
    const p = parseVersion(v)!;
    return `${p.epoch ? `${p.epoch}!` : ''}${p.release.join('.')}`;
  }),
  'TestVersion.test_version_epoch': attribute('epoch', (v) => parseVersion(v)?.epoch),
  'TestVersion.test_version_release': attribute('release', (v) => parseVersion(v)?.release),
  'TestVersion.test_version_local': attribute('local', (v) => parseVersion(v)?.local ?? null),
  'TestVersion.test_version_pre': attribute('pre', (v) => parseVersion(v)?.pre ?? null),
  'TestVersion.test_version_dev': attribute('dev', (v) => parseVersion(v)?.dev ?? null),
  'TestVersion.test_version_post': attribute('post', (v) => parseVersion(v)?.post ?? null),
  'TestVersion.test_version_is_prerelease': attribute('expected', (v) => parseVersion(v)?.prerelease),
  'TestVersion.test_version_is_devrelease': attribute('expected', (v) => parseVersion(v)?.dev !== undefined),
  'TestVersion.test_version_is_postrelease': attribute('expected', (v) => parseVersion(v)?.post !== undefined),
  'TestVersion.test_comparison_true': (_t, tally) => comparisons(tally, true),
  'TestVersion.test_comparison_false': (_t, tally) => comparisons(tally, false),
};

const NOT_APPLICABLE = [
  'TestVersion.test_non_string_versions_raise_invalid_version',
  'TestVersion.test_version_hash',
  'TestVersion.test_dunder_op_returns_notimplemented',
  'TestVersion.test_compare_other',
  'TestVersion.test_base_version_notimplemented_with_non_base_version',
  'test_from_parts',
  'test_pickle_roundtrip',
];

describe('pypa/packaging tests/test_version.py', () => {
  it('every table agrees with our reading of PEP 440 versions', () => {
    const tally = new Tally('packaging test_version.py', {});
    for (const [name, t] of Object.entries(data.tests)) {
      if (!hasData(t)) continue;
      if (NOT_APPLICABLE.includes(name)) tally.skip(name, PYTHON_API);
      else if (HANDLERS[name]) HANDLERS[name](t, tally, name);
      else tally.unmapped.push(name);
    }
    tally.report();
    expect(tally.unmapped).toEqual([]);
    expect(tally.disagreements).toEqual([]);
    expect(tally.agree).toBeGreaterThan(50_000);
  });
});
