/**
 * Python versions as users and actions/setup-python write them: `3.12`, `3.12.4`, `3.13t`
 * (free-threaded), `3.14.0rc1`, `pypy3.9`, `pypy-3.10`, `graalpy-24.1`.
 */
import { InputError } from '../core/errors.js';
import { bounded } from '../core/memo.js';

import type { PythonImplementation } from '../core/model.js';
export type { PythonImplementation } from '../core/model.js';

export interface PythonVersion {
  major: number;
  minor: number;
  /** `3.12.4` when known. */
  full?: string;
  freeThreaded: boolean;
  implementation: PythonImplementation;
}

const CPYTHON =
  /^(?:cpython-?|python-?|py)?(\d)\.(\d{1,2})(?:\.(\d{1,3}))?((?:a|b|rc)\d{1,3}|-(?:alpha|beta|rc)\.?\d{1,3}|-dev)?(t)?$/i;
const PYPY = /^pypy-?(\d)\.(\d{1,2})(?:[.-].*)?$/i;
const GRAALPY = /^graalpy-?\d+(\.\d+)*$/i;

export function parsePythonVersion(input: string): PythonVersion {
  const text = input.trim();
  const m = CPYTHON.exec(text);
  if (m) {
    const major = Number(m[1]);
    const minor = Number(m[2]);
    return {
      major,
      minor,
      ...(m[3] !== undefined ? { full: `${major}.${minor}.${m[3]}${(m[4] ?? '').replace(/^-/, '')}` } : {}),
      freeThreaded: m[5] !== undefined,
      implementation: 'cpython',
    };
  }
  const p = PYPY.exec(text);
  if (p) return { major: Number(p[1]), minor: Number(p[2]), freeThreaded: false, implementation: 'pypy' };
  if (GRAALPY.test(text)) return { major: 3, minor: 11, freeThreaded: false, implementation: 'graalpy' };
  throw new InputError(
    `Python version ${JSON.stringify(text.slice(0, 60))} is not understood; expected e.g. 3.12, 3.12.4, 3.13t (free-threaded), 3.14.0rc1 or pypy3.9`,
  );
}

/** `3.13t` / `3.12`: the form the catalog and messages use. */
export function pythonTag(v: Pick<PythonVersion, 'major' | 'minor' | 'freeThreaded'>): string {
  return `${v.major}.${v.minor}${v.freeThreaded ? 't' : ''}`;
}

/** `3.9` → [3, 9]; throws InputError on anything else (catalog values are validated earlier). */
export function pythonMinor(text: string): [number, number] {
  const m = /^(\d)\.(\d{1,2})t?$/.exec(text.trim());
  if (!m) throw new InputError(`not a Python minor version: ${JSON.stringify(text)}`);
  return [Number(m[1]), Number(m[2])];
}

/** `3.9` → 309: one comparable number per minor version, remembered. */
const minorKey = bounded('python-minor', 10_000, (text) => {
  const [a, b] = pythonMinor(text);
  return a * 100 + b;
});

export function comparePythonMinor(a: string, b: string): number {
  return minorKey(a) - minorKey(b);
}
