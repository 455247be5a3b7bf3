/**
 * A torch range as the scanner reasons about it: the releases a specifier admits. Specifiers are
 * parsed by src/packaging/pep440.ts only; here they are sampled at every minor release (X.Y.0),
 * plus the exact version or lower bound the user wrote, so `>=2.5,<2.10` is 2.5 … 2.9 and
 * `==2.9.1` is 2.9.1.
 */
import { InputError } from '../core/errors.js';
import { compareDotted } from '../versions/dotted.js';
import { compareVersions, lowerBound, parseSpecifier, satisfies, type Specifier } from '../packaging/pep440.js';

export interface TorchRange {
  /** As the user wrote it. */
  text: string;
  /** Admitted versions, oldest first. */
  versions: string[];
  oldest: string;
  newest: string;
}

/** Minor releases sampled: 1.0 … 1.13 and 2.0 … 2.40 (later minors only widen open ranges). */
const SAMPLES: string[] = [
  ...Array.from({ length: 14 }, (_, m) => `1.${m}.0`),
  ...Array.from({ length: 41 }, (_, m) => `2.${m}.0`),
];

export function torchRange(input: string, what = '--torch'): TorchRange {
  const spec: Specifier = parseSpecifier(input, `${what} range`);
  const extra = [spec.exact, lowerBound(spec)].filter((v): v is string => !!v);
  const versions: string[] = [];
  for (const v of [...SAMPLES, ...extra]) {
    // `2.5` and `2.5.0` are one release: keep the first spelling seen.
    if (satisfies(v, spec) && !versions.some((w) => compareVersions(w, v) === 0)) versions.push(v);
  }
  versions.sort(compareVersions);
  if (versions.length === 0) throw new InputError(`${what} range ${JSON.stringify(input)} admits no torch release`);
  return { text: spec.text || '*', versions, oldest: versions[0]!, newest: versions[versions.length - 1]! };
}

/**
 * Whether `v` is at least `floor` (both X.Y or X.Y.Z; a pre-release or local part of `v` counts as
 * its release). Compared as dotted numbers: this runs for every entry × sampled release when a
 * scan starts, and parsing each as PEP 440 made that a tenth of a second.
 */
export function atLeast(v: string, floor: string): boolean {
  return compareDotted(v, floor) >= 0;
}

/** `2.9.0` → `2.9` for messages. */
export function short(v: string): string {
  return v.replace(/^(\d+\.\d+)\.0$/, '$1');
}
