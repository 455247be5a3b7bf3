/**
 * Matrix values read as what they stand for: a Python version, a torch specifier, a CUDA
 * build, a wheel index. Each reader either understands the value or says why not.
 */
import { InputError } from '../../core/errors.js';
import { cudaVariant, isVariantName, rocmVariant } from '../../platform/variant.js';
import { parseIndexUrl, type IndexRef } from '../../request/index-url.js';
import { parseSpecifier, type Specifier } from '../../packaging/pep440.js';
import { parsePythonVersion, type PythonVersion } from '../../versions/python.js';
import type { MatrixValue } from '../github/types.js';

export type Read<T> = { ok: true; value: T } | { ok: false; why: string; hint: string };

/** How GitHub turns a matrix value into text when it is substituted into `${{ matrix.x }}`. */
export function asText(v: MatrixValue | undefined): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

/** `${{ … }}`, or a shell variable (`$V`, `${V}`, `$env:V`, `%V%`) the step sets: only the run knows it. */
const hasExpression = (s: string) => s.includes('${{') || /\$\{?[A-Za-z_]|\$env:|%[A-Za-z_]\w*%/.test(s);

export function readPython(v: MatrixValue | undefined): Read<PythonVersion> {
  const text = asText(v).trim();
  if (hasExpression(text))
    return {
      ok: false,
      why: `Python \`${text}\` is only known at run time`,
      hint: 'List the Python versions literally.',
    };
  try {
    return { ok: true, value: parsePythonVersion(text) };
  } catch {
    return {
      ok: false,
      why: `Python \`${text || '(empty)'}\` names no single version the planner can check`,
      hint: 'Write a minor version such as 3.12 (quoted in YAML), 3.13t or pypy3.10; ranges such as 3.x are not guessed.',
    };
  }
}

export interface TorchRead {
  spec: Specifier;
  pre: boolean;
}

const SYMBOLIC_NEWEST = new Set(['', 'latest', 'stable', 'release', 'newest', 'default']);
const SYMBOLIC_PRE = new Set(['nightly', 'nightlies', 'pre', 'preview', 'dev', 'main', 'test', 'rc']);

export function readTorch(v: MatrixValue | undefined): Read<TorchRead> {
  const text = asText(v).trim();
  const lower = text.toLowerCase();
  if (hasExpression(text))
    return {
      ok: false,
      why: `torch \`${text}\` is only known at run time`,
      hint: 'List the torch versions literally.',
    };
  if (SYMBOLIC_NEWEST.has(lower)) return { ok: true, value: { spec: parseSpecifier(''), pre: false } };
  if (SYMBOLIC_PRE.has(lower)) {
    return {
      ok: false,
      why: `torch \`${text}\` means nightly or pre-release builds, which the catalog does not list`,
      hint: 'Check nightly legs by running the action inside the job, or pin a released version here.',
    };
  }
  try {
    return { ok: true, value: { spec: parseSpecifier(text, 'torch version'), pre: false } };
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
    return {
      ok: false,
      why: `torch \`${text}\` is not a version or specifier`,
      hint: 'Write e.g. 2.8.0, 2.9, 2.9.1+cpu or >=2.5,<2.10.',
    };
  }
}

/** `12.8`, `cu128`, `cuda12.8`, `12.8.1`, `cpu`, `rocm6.4`, `xpu` → the index variant. */
export function readCuda(v: MatrixValue | undefined): Read<string> {
  const text = asText(v).trim().toLowerCase();
  if (hasExpression(text))
    return { ok: false, why: `CUDA \`${text}\` is only known at run time`, hint: 'List the CUDA versions literally.' };
  if (text === '' || text === 'cpu' || text === 'none' || text === 'false' || text === 'no')
    return { ok: true, value: 'cpu' };
  if (isVariantName(text)) return { ok: true, value: text };
  const variant = cudaVariant(text) ?? rocmVariant(text);
  if (variant) return { ok: true, value: variant };
  return {
    ok: false,
    why: `CUDA \`${text}\` does not name a build`,
    hint: 'Write a CUDA version such as 12.8 (quoted in YAML), a variant such as cu128, cpu, rocm6.4 or xpu.',
  };
}

export function readIndex(v: MatrixValue | undefined): Read<IndexRef> {
  const text = asText(v).trim();
  if (hasExpression(text))
    return { ok: false, why: `index \`${text}\` is only known at run time`, hint: 'List the index URLs literally.' };
  try {
    return { ok: true, value: parseIndexUrl(text) };
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
    return {
      ok: false,
      why: `index \`${text}\` is not a URL or variant`,
      hint: 'Write e.g. https://download.pytorch.org/whl/cu128, cu128 or pypi.',
    };
  }
}
