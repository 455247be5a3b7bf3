/**
 * The one place where PEP 440 versions and specifiers are read (ordered and matched in
 * pep440-order.ts). torch versions are PEP 440, not semver: `2.9.0+cu128` carries a local
 * build tag, `2.10.0.dev20251010` is a nightly.
 */
import { InputError } from '../core/errors.js';
import { bounded, derived } from '../core/memo.js';
import { clausesOf, compareKeys, explainedOf, meetsSpecifier } from './pep440-order.js';
import type { Specifier } from '../core/model.js';
export type { Specifier } from '../core/model.js';

export interface ParsedVersion {
  /** `2.9.0` — the version without its local part. */
  public: string;
  /** `cu128` from `2.9.0+cu128`, or undefined. */
  local?: string;
  epoch: number;
  release: number[];
  /** `['rc', 1]` from `2.9.0rc1`. */
  pre?: [string, number];
  post?: number;
  dev?: number;
  /** A pre-release or a dev release (PEP 440's "pre-release"). */
  prerelease: boolean;
}

export function parseVersion(text: string): ParsedVersion | undefined {
  const t = text.trim();
  if (!t || t.length > 100) return undefined;
  const e = explainedOf(t);
  return (
    e && {
      public: e.public,
      ...(e.local ? { local: String(e.local) } : {}),
      epoch: e.epoch,
      release: [...e.release],
      ...(e.pre ? { pre: [e.pre[0], e.pre[1]] as [string, number] } : {}),
      ...(e.post !== null ? { post: e.post } : {}),
      ...(e.dev !== null ? { dev: e.dev } : {}),
      prerelease: e.is_prerelease,
    }
  );
}

/** Negative, zero or positive, like a sort comparator. Both must be valid versions. */
export function compareVersions(a: string, b: string): number {
  return compareKeys(a, b);
}

/** `2.9.1` → `2.9`: the minor release line a patch belongs to. */
export function minorOf(version: string): string {
  const v = parseVersion(version);
  if (!v) throw new InputError(`not a version: ${JSON.stringify(version)}`);
  return `${v.release[0] ?? 0}.${v.release[1] ?? 0}`;
}

const BARE_VERSION = /^v?\d+(\.\d+)*([a-z0-9.+!-]*)$/i;

/**
 * Reads what a user writes for a torch version: `2.9.0`, `2.9` (= any 2.9.x), `2.9.0+cu128`,
 * `>=2.5,<2.10`, `~=2.8.0`, `==2.9.*`, `*` or empty (= any). Throws InputError otherwise.
 */
export function parseSpecifier(input: string, what = 'version specifier'): Specifier {
  const text = input.trim();
  if (text === '' || text === '*' || text.toLowerCase() === 'latest') return { text, pep440: '' };
  if (text.length > 200)
    throw new InputError(
      `${what} is too long (${text.length} characters); expected e.g. 2.9.0, >=2.5,<2.10 or ~=2.8.0`,
    );
  if (BARE_VERSION.test(text)) {
    const v = parseVersion(text.replace(/^v/i, ''));
    if (v) {
      const parts = v.release.length;
      if (parts <= 2 && !v.local && !v.prerelease) {
        return { text, pep440: `==${v.public}.*` };
      }
      const full = v.local ? `${v.public}+${v.local}` : v.public;
      return { text, pep440: `==${full}`, exact: full, ...(v.local ? { local: v.local } : {}) };
    }
  }
  const spaced = text.replace(/\s+/g, ' ');
  if (!clausesOf(spaced)) {
    throw new InputError(
      `${what} ${JSON.stringify(text)} is not a PEP 440 version or specifier; expected e.g. 2.9.0, 2.9.0+cu128, >=2.5,<2.10, ~=2.8.0 or ==2.9.*`,
    );
  }
  const clauses = spaced.split(',').map((c) => c.trim());
  const locals = clauses
    .map((c) => /^===?\s*([^,]+)$/.exec(c)?.[1])
    .map((v) => (v ? parseVersion(v.replace(/\.\*$/, '.0')) : undefined))
    .filter((v): v is ParsedVersion => v !== undefined);
  const local = locals.find((v) => v.local)?.local;
  const exactClause = clauses.length === 1 ? /^===?\s*([^*]+)$/.exec(clauses[0] ?? '')?.[1]?.trim() : undefined;
  return {
    text,
    pep440: spaced,
    ...(local ? { local } : {}),
    ...(exactClause ? { exact: exactClause } : {}),
  };
}

// A local version label as PEP 440 spells it: `+cu128`, `+rocm7.0.2.lw.git245bf6ed`, `+abc-1_2`.
const LOCAL_LABEL = /\+[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*/g;

/**
 * Specifier text without its local labels (every clause's): `==2.8.0+cu128, !=2.8.1` →
 * `==2.8.0, !=2.8.1`. The one place a label is taken off a specifier; which build of a release
 * is installed is the index's business.
 */
export const withoutLocal = (text: string): string => text.replace(LOCAL_LABEL, '');

/** The specifier without local labels: `==2.9.0+cu128` admits 2.9.0. */
export const publicSpecifier = derived('public-specifier', (spec: Specifier): Specifier => ({
  ...spec,
  pep440: withoutLocal(spec.pep440),
}));

/**
 * Whether a released version satisfies the specifier. A specifier with a local part only
 * matches that build; one without matches every build of the public version (PEP 440).
 */
export function satisfies(version: string, spec: Specifier): boolean {
  return satisfiesKey(`${version}\u0000${spec.pep440}`);
}

// Matching is pure and the same few specifiers meet the same catalog versions again and
// again (a 10,000-cell matrix): the answers are remembered, in a bounded table.
const satisfiesKey = bounded('satisfies', 100_000, (key) => {
  const [version = '', pep440Text = ''] = key.split('\u0000');
  return meetsSpecifier(version, pep440Text);
});

/** The lowest version a specifier can admit, when it has a lower bound (for catalog-stale). */
export function lowerBound(spec: Specifier): string | undefined {
  if (!spec.pep440) return undefined;
  let best: string | undefined;
  for (const clause of spec.pep440.split(',')) {
    const m = /^\s*(==|>=|>|~=|===)\s*([^\s*]+?)(\.\*)?\s*$/.exec(clause);
    const v = m?.[2] ? parseVersion(m[2]) : undefined;
    if (!v) continue;
    if (!best || compareVersions(v.public, best) > 0) best = v.public;
  }
  return best;
}
