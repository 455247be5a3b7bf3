/**
 * Glob patterns for `scan`'s paths: `**` (any depth), `*` and `?` (within one path segment) and
 * `[…]` classes (`[!…]` or `[^…]` negated, ranges `a-z`; they never match `/`). A pattern is
 * matched by a table over (pattern step, path position), so any pattern costs at most its length
 * times the path's: a regular expression for `*a*a*a…b` can backtrack for minutes on a long name.
 */
import { InputError } from '../core/errors.js';

type Step =
  | { kind: 'char'; code: number }
  | { kind: 'one' }
  | { kind: 'class'; negated: boolean; ranges: number[] }
  | { kind: 'star' }
  | { kind: 'any' }
  | { kind: 'dirs' };

/** Longer patterns are refused: the table grows with the pattern, and no real glob comes near. */
const MAX_GLOB_LENGTH = 512;

const SLASH = 47;

function steps(pattern: string): Step[] {
  if (pattern.length > MAX_GLOB_LENGTH)
    throw new InputError(`scan: a glob longer than ${MAX_GLOB_LENGTH} characters is refused`);
  const out: Step[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*') {
      if (pattern[i + 1] === '*') {
        // `**/` is any number of whole segments; a `**` elsewhere is anything, `/` included.
        const dirs = pattern[i + 2] === '/';
        out.push({ kind: dirs ? 'dirs' : 'any' });
        i += dirs ? 2 : 1;
      } else out.push({ kind: 'star' });
    } else if (c === '?') out.push({ kind: 'one' });
    else if (c === '[') {
      const cls = classAt(pattern, i);
      if (cls) {
        out.push(cls.step);
        i = cls.end;
      } else out.push({ kind: 'char', code: c.charCodeAt(0) });
    } else out.push({ kind: 'char', code: pattern.charCodeAt(i) });
  }
  return out;
}

/** The class that opens at `open`, and the index of its `]`; undefined when it never closes (then `[` is itself). */
function classAt(pattern: string, open: number): { step: Step; end: number } | undefined {
  let i = open + 1;
  const negated = pattern[i] === '!' || pattern[i] === '^';
  if (negated) i++;
  const first = i;
  const ranges: number[] = [];
  // A `]` first in the class is a member, as in shells.
  for (; i < pattern.length && (pattern[i] !== ']' || i === first); i++) {
    const lo = pattern.charCodeAt(i);
    if (pattern[i + 1] === '-' && i + 2 < pattern.length && pattern[i + 2] !== ']') {
      const hi = pattern.charCodeAt(i + 2);
      if (hi < lo)
        throw new InputError(
          `scan: bad glob ${JSON.stringify(pattern.slice(0, 80))}: the range ${pattern.slice(i, i + 3)} runs backwards`,
        );
      ranges.push(lo, hi);
      i += 2;
    } else ranges.push(lo, lo);
  }
  if (i >= pattern.length) return undefined;
  return { step: { kind: 'class', negated, ranges }, end: i };
}

function inClass(step: { negated: boolean; ranges: number[] }, c: number): boolean {
  let hit = false;
  for (let k = 0; k < step.ranges.length && !hit; k += 2) hit = c >= step.ranges[k]! && c <= step.ranges[k + 1]!;
  return hit !== step.negated;
}

/**
 * A test for `/`-separated paths relative to the glob's base. Throws InputError for a pattern
 * that is too long or holds a backwards range.
 */
export function globMatcher(pattern: string): (path: string) => boolean {
  const program = steps(pattern);
  return (path: string): boolean => {
    const n = path.length;
    // The first `/` at or after each position (n where none): `**/` skips whole segments.
    const slash = new Int32Array(n + 1);
    slash[n] = n;
    for (let j = n - 1; j >= 0; j--) slash[j] = path.charCodeAt(j) === SLASH ? j : slash[j + 1]!;
    // rest[j]: whether the steps after the current one match path[j…]; filled from the last step back.
    let rest = new Uint8Array(n + 2);
    rest[n] = 1;
    let here = new Uint8Array(n + 2);
    for (let s = program.length - 1; s >= 0; s--) {
      const step = program[s]!;
      for (let j = n; j >= 0; j--) {
        const c = j < n ? path.charCodeAt(j) : -1;
        let ok = 0;
        switch (step.kind) {
          case 'char':
            ok = c === step.code ? rest[j + 1]! : 0;
            break;
          case 'one':
            ok = c >= 0 && c !== SLASH ? rest[j + 1]! : 0;
            break;
          case 'class':
            ok = c >= 0 && c !== SLASH && inClass(step, c) ? rest[j + 1]! : 0;
            break;
          case 'star':
            ok = rest[j]! || (c >= 0 && c !== SLASH ? here[j + 1]! : 0);
            break;
          case 'any':
            ok = rest[j]! || (c >= 0 ? here[j + 1]! : 0);
            break;
          case 'dirs':
            ok = rest[j]! || (slash[j]! < n ? here[slash[j]! + 1]! : 0);
            break;
        }
        here[j] = ok;
      }
      [rest, here] = [here, rest];
      here.fill(0);
    }
    return rest[0] === 1;
  };
}
