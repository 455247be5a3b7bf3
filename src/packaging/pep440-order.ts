/**
 * PEP 440 ordering and specifier matching on texts read once. The library (@renovatebot/pep440)
 * reads both versions with its regular expressions on every comparison and the specifier on
 * every match: tens of microseconds each, and a check in a project with a lock makes hundreds.
 * Here each version text and each specifier text is read once, by the library's own reader,
 * and compared and matched by the library's rules (a property test holds the two equal).
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

const keyOf = bounded('pep440-key', 10_000, (text): Key | undefined => {
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

interface Clause {
  operator: string;
  /** The version as written, or the arbitrary text of `===`. */
  text: string;
  version?: Explained;
  /** `==2.8.*` / `!=2.8.*`. */
  prefix: boolean;
}

const RANGE = new RegExp(`^${RANGE_PATTERN}$`, 'i');
const EQUALITY = new Set(['==', '!=', '===']);

/** One clause of a specifier, or undefined where the library would reject the specifier. */
function clauseOf(range: string): Clause | undefined {
  const g = RANGE.exec(range.trim())?.groups;
  if (!g) return undefined;
  const operator = g.operator!;
  if (g.legacy) return operator === '===' ? { operator, text: g.legacy, prefix: false } : undefined;
  const version = explainedOf(g.version!);
  if (!version) return undefined;
  const prefix = Boolean(g.prefix);
  if (operator === '~=' && version.release.length < 2) return undefined;
  if (!EQUALITY.has(operator) && version.local) return undefined;
  if (prefix && (!EQUALITY.has(operator) || version.dev || version.local)) return undefined;
  return { operator, text: g.version!, version, prefix };
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

const startsWith = (a: readonly number[], prefix: readonly number[]) =>
  prefix.length <= a.length && prefix.every((x, i) => a[i] === x);

/**
 * Whether `version` meets one clause. `pre` says whether pre-releases may match (by default
 * only when the clause names one). Undefined where the library would fail (not a version).
 */
function meets(version: string, c: Clause, pre: boolean): boolean | undefined {
  const v = explainedOf(version);
  if (v?.is_prerelease && !pre) return false;
  if (c.operator === '~=') {
    // ~=2.8.1 is >=2.8.1 and ==2.8.*: the release without its last part.
    const prefix = [...c.version!.release.slice(0, -1), '*'].join('.');
    const both = clausesOf(`>=${c.text}, ==${c.version!.epoch ? `${c.version!.epoch}!` : ''}${prefix}`);
    return both ? allMeet(version, both, pre) : undefined;
  }
  if (c.prefix) {
    if (!v) return undefined;
    const matching = v.epoch === c.version!.epoch && startsWith(v.release, c.version!.release);
    return c.operator === '!=' ? !matching : matching;
  }
  // A local build matches what its public version matches.
  const local = Boolean(v?.local && c.version);
  const left = local ? v!.public : version;
  const right = local ? c.version!.public : c.text;
  if (c.operator === '===') return left.toLowerCase() === right.toLowerCase();
  if (!v) return undefined;
  // The library's exclusive ordering: < and > never admit the clause's own release.
  const exclusive = c.operator === '<' || c.operator === '>';
  if (exclusive && cmpList(withoutTrailingZeros(c.version!.release), withoutTrailingZeros(v.release), cmp) === 0)
    return false;
  const k = keyOf(left);
  const r = keyOf(right);
  if (!k || !r) return undefined;
  const order = cmpKeys(k, r);
  switch (c.operator) {
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '==':
      return order === 0;
    case '!=':
      return order !== 0;
    case '>=':
      return order >= 0;
    default:
      return order > 0;
  }
}

function allMeet(version: string, clauses: readonly Clause[], pre?: boolean): boolean | undefined {
  for (const c of clauses) {
    const ok = meets(version, c, pre ?? Boolean(c.version?.is_prerelease));
    if (ok !== true) return ok;
  }
  return true;
}

/**
 * Whether a version meets a non-empty specifier, as the library's `satisfies` answers; false
 * where the library would throw (a text that is not a version).
 */
export function meetsSpecifier(version: string, spec: string): boolean {
  const clauses = clausesOf(spec);
  if (!clauses) return false;
  // A blank specifier admits every version that is not a pre-release.
  if (!clauses.length) return explainedOf(version)?.is_prerelease === false;
  return allMeet(version, clauses) === true;
}
