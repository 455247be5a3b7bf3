/**
 * PEP 440 ordering and specifier matching on texts read once. The library (@renovatebot/pep440)
 * reads both versions with its regular expressions on every comparison and the specifier on
 * every match: tens of microseconds each, and a check in a project with a lock makes hundreds.
 * Here each version text and each specifier text is read once, by the library's own reader,
 * and ordered by PEP 440's sort key (a property test holds the order equal to the library's).
 * Matching follows pypa/packaging, the reference implementation, where the library differs:
 * `<V`/`>V` exclude only V's own pre-/post-releases, and a clause naming a pre-release admits
 * pre-releases for the whole specifier (tests/unit/packaging/reference-*.test.ts run packaging's tables).
 */
import { explain, parse, RANGE_PATTERN } from '@renovatebot/pep440';
import { bounded } from '../core/memo.js';

// What the library's readers return (its type declarations describe both as one shape).
interface Parsed {
  epoch: number;
  release: number[];
  pre: [string, number] | null;
  post: [string, number] | null;
  dev: [string, number] | null;
  local: (string | number)[] | null;
}
export interface Explained {
  epoch: number;
  release: number[];
  pre: [string, number] | null;
  post: number | null;
  dev: number | null;
  local: string | null;
  public: string;
  is_prerelease: boolean;
}
const readParts = parse as unknown as (text: string) => Parsed | null;
const readExplained = explain as unknown as (text: string) => Explained | null;

/** A version as the ordering sees it: PEP 440's sort key, in parts. */
interface Key {
  epoch: number;
  /** Without trailing zeros: 2.8 and 2.8.0 are one version. */
  release: number[];
  /** -1: a dev release without pre or post (before every pre-release); 0: a pre-release; 1: none. */
  prePhase: number;
  pre?: [string, number];
  post?: number;
  dev?: number;
  local?: (string | number)[];
}

// No version is 100 characters long; longer digit runs are not compared (packaging refuses
// them too, beyond Python's integer-reading limit).
const MAX_VERSION = 100;

const keyOf = bounded('pep440-key', 10_000, (text): Key | undefined => {
  if (text.length > MAX_VERSION) return undefined;
  let p: Parsed | null;
  try {
    p = readParts(text);
  } catch {
    return undefined;
  }
  if (!p) return undefined;
  const pre = p.pre ?? undefined;
  return {
    epoch: p.epoch,
    release: withoutTrailingZeros(p.release),
    prePhase: pre ? 0 : !p.post && p.dev ? -1 : 1,
    ...(pre ? { pre } : {}),
    ...(p.post ? { post: Number(p.post[1]) } : {}),
    ...(p.dev ? { dev: Number(p.dev[1]) } : {}),
    ...(p.local ? { local: p.local } : {}),
  };
});

/** `[2, 8, 0]` → `[2, 8]`: PEP 440 compares releases as if padded with zeros. */
function withoutTrailingZeros(release: readonly number[]): number[] {
  let n = release.length;
  while (n && release[n - 1] === 0) n--;
  return release.slice(0, n);
}

const cmp = <T extends number | string>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

function cmpList<T>(a: readonly T[], b: readonly T[], each: (x: T, y: T) => number): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = each(a[i]!, b[i]!);
    if (c) return c;
  }
  return a.length - b.length;
}

// A local label's parts: words sort before numbers, words by their letters, numbers by value.
const cmpLocalPart = (x: string | number, y: string | number): number =>
  typeof x === typeof y ? cmp(x, y) : typeof x === 'string' ? -1 : 1;

function cmpKeys(a: Key, b: Key): number {
  return (
    cmp(a.epoch, b.epoch) ||
    cmpList(a.release, b.release, cmp) ||
    cmp(a.prePhase, b.prePhase) ||
    (a.pre && b.pre ? cmp(a.pre[0], b.pre[0]) || cmp(a.pre[1], b.pre[1]) : 0) ||
    // No post-release sorts first; no dev release sorts last; no local label sorts first.
    cmp(a.post ?? -Infinity, b.post ?? -Infinity) ||
    cmp(a.dev ?? Infinity, b.dev ?? Infinity) ||
    (a.local && b.local ? cmpList(a.local, b.local, cmpLocalPart) : cmp(a.local ? 1 : 0, b.local ? 1 : 0))
  );
}

/** Negative, zero or positive, like a sort comparator. Throws when either is not a version. */
export function compareKeys(a: string, b: string): number {
  const ka = keyOf(a);
  const kb = keyOf(b);
  if (!ka || !kb) throw new Error(`not a PEP 440 version: ${JSON.stringify(ka ? b : a)}`);
  return cmpKeys(ka, kb);
}

/** The library's reading of a version text, once per text; undefined when it is not a version. */
export const explainedOf = bounded('pep440-explain', 10_000, (text): Explained | undefined => {
  try {
    return readExplained(text) ?? undefined;
  } catch {
    return undefined;
  }
});

/** One clause of a specifier, read once. */
interface Clause {
  operator: string;
  /** The version as written, or the arbitrary text of `===`. */
  text: string;
  /** The clause's version as the ordering sees it (with its local label, if any). */
  key?: Key;
  /** The release as written, zeros kept: what `==2.0.*` and `~=2.0.1` compare against. */
  release?: number[];
  /** `==2.8.*` / `!=2.8.*`. */
  prefix: boolean;
  /** `<V` with V not a pre-release: the bound is V.dev0 (V's pre-releases are below it). */
  below?: Key;
  /** Whether the clause names a pre-release, which admits pre-releases for the whole set. */
  names: boolean;
}

const RANGE = new RegExp(`^${RANGE_PATTERN}$`, 'i');

const isPre = (k: Key): boolean => k.pre !== undefined || k.dev !== undefined;
const publicOf = (k: Key): Key => (k.local ? { ...k, local: undefined } : k);

/** V.dev0 (V's post-release kept): the first pre-release of V, below which `<V` admits. */
function dev0(k: Key): Key {
  return { ...publicOf(k), dev: 0, prePhase: k.pre ? 0 : k.post === undefined ? -1 : 1 };
}

/** One clause of a specifier, or undefined where PEP 440 rejects it. */
function clauseOf(range: string): Clause | undefined {
  const g = RANGE.exec(range.trim())?.groups;
  if (!g) return undefined;
  const operator = g.operator!;
  if (g.legacy) return operator === '===' ? { operator, text: g.legacy, prefix: false, names: false } : undefined;
  const text = g.version!;
  const version = explainedOf(text);
  const key = keyOf(text);
  if (!version || !key) return undefined;
  const prefix = Boolean(g.prefix);
  if (operator === '~=' && version.release.length < 2) return undefined;
  // A local label only with == and != (and ===); a prefix match only on a plain release.
  if (version.local && !['==', '!=', '==='].includes(operator)) return undefined;
  if (prefix && (!['==', '!='].includes(operator) || version.local || isPre(key) || key.post !== undefined))
    return undefined;
  return {
    operator,
    text,
    key,
    release: [...version.release],
    prefix,
    ...(operator === '<' && !isPre(key) ? { below: dev0(key) } : {}),
    names: operator !== '!=' && !prefix && isPre(key),
  };
}

/** A specifier's clauses, read once; undefined when it is not one. */
export const clausesOf = bounded('pep440-clauses', 10_000, (spec): Clause[] | undefined => {
  if (!spec.trim()) return [];
  const out: Clause[] = [];
  for (const range of spec.split(',')) {
    const c = clauseOf(range);
    if (!c) return undefined;
    out.push(c);
  }
  return out;
});

/** `[2, 0]` is a prefix of `2` and of `2.0.1`: the version's release is padded with zeros. */
function hasPrefix(k: Key, epoch: number, prefix: readonly number[]): boolean {
  return k.epoch === epoch && prefix.every((x, i) => (k.release[i] ?? 0) === x);
}

/** `>V` with V final or a pre-release excludes V's post-releases (and their dev releases). */
const postOf = (k: Key, v: Key): boolean =>
  k.post !== undefined &&
  k.epoch === v.epoch &&
  cmpList(k.release, v.release, cmp) === 0 &&
  (k.pre && v.pre ? k.pre[0] === v.pre[0] && k.pre[1] === v.pre[1] : !k.pre && !v.pre);

/**
 * Whether a version meets one clause, pre-release policy aside (PEP 440; the ordering of
 * pypa/packaging's ranges). A local label is ignored except by `==`/`!=` naming one; `===`
 * compares the text as written, ignoring case.
 */
function meets(text: string, k: Key | undefined, c: Clause): boolean {
  if (c.operator === '===') return text.toLowerCase() === c.text.toLowerCase();
  if (!k) return false;
  const v = c.key!;
  if (c.prefix) {
    const matching = hasPrefix(k, v.epoch, c.release!);
    return c.operator === '!=' ? !matching : matching;
  }
  const pub = publicOf(k);
  switch (c.operator) {
    case '==':
      return cmpKeys(v.local ? k : pub, v) === 0;
    case '!=':
      return cmpKeys(v.local ? k : pub, v) !== 0;
    case '<=':
      return cmpKeys(pub, v) <= 0;
    case '>=':
      return cmpKeys(pub, v) >= 0;
    case '<':
      return cmpKeys(pub, c.below ?? v) < 0;
    case '>':
      return cmpKeys(pub, v) > 0 && (v.dev !== undefined || v.post !== undefined || !postOf(k, v));
    default:
      // ~=V: >=V and the release without its last part as a prefix.
      return cmpKeys(pub, v) >= 0 && hasPrefix(k, v.epoch, c.release!.slice(0, -1));
  }
}

/**
 * Whether a version meets a specifier. `prereleases` says whether pre-releases may match:
 * true admits them, false refuses them; left out, they match only when a clause names one
 * (`>=2.10.0.dev0,<2.11` admits the nightly `2.10.0.dev20251010` through both clauses). An
 * empty specifier admits every version, and any text (as pypa/packaging's does).
 */
export function meetsSpecifier(version: string, spec: string, prereleases?: boolean): boolean {
  const clauses = clausesOf(spec);
  if (!clauses) return false;
  const k = keyOf(version.trim());
  if (k && isPre(k) && !(prereleases ?? clauses.some((c) => c.names || namesPre(c)))) return false;
  return clauses.every((c) => meets(version, k, c));
}

/** `===2.9.0rc1` names a pre-release when its text is a version that is one. */
function namesPre(c: Clause): boolean {
  if (c.operator !== '===') return false;
  const k = keyOf(c.text);
  return k !== undefined && isPre(k);
}
