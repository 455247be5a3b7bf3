/**
 * Where a use runs, as far as the code around it says, and what that does to its finding:
 *
 * - a probe: a `try` whose handler catches what the API's absence raises (ModuleNotFoundError or
 *   ImportError for an import, AttributeError for an attribute, TypeError for a keyword), or a
 *   name bound in a `try` with an import fallback: where the API is missing the code goes on
 *   elsewhere, so its removal is handled (a deprecation still warns where it is there);
 * - a fallback: the `except` of an import probe, or the side of `hasattr(…)` where the attribute
 *   is missing, reaching for the old API it stands in for: it runs only on a torch older than
 *   the new API, so the old API's deprecation or removal is no finding there;
 * - a narrowed range: the version comparisons of the branches around it hold wherever it runs;
 * - a use through a name an import bound, where that import already fails: the import is the finding.
 *
 * Pure.
 */
import { apiName } from '../catalog/api-name.js';
import type { ApiEntry } from '../catalog/api-schema.js';
import { compareDotted } from '../versions/dotted.js';
import type { TorchRange } from './range.js';
import { compares, minorHolds } from './guards.js';
import type { Guard, Use } from './uses.js';

const CATCH_ALL = ['Exception', 'BaseException', '*'];

/** The exception classes that catch the error a missing API raises at this use. */
function catchers(use: Use, entry: ApiEntry, full: boolean): readonly string[] {
  if (use.kind === 'import') {
    // `import torch._six` and `from torch._six import inf` miss a module: ModuleNotFoundError.
    // `from torch import solve` misses a name in a module that is there: ImportError only.
    return !use.fromImport || !full ? ['ModuleNotFoundError', 'ImportError'] : ['ImportError'];
  }
  // A keyword the function no longer takes raises TypeError.
  if (entry.match?.with || entry.match?.keyword) return ['TypeError'];
  return ['AttributeError'];
}

/** Whether the use's absence is handled where it is: a handler around it catches it, or its name's `try` has an import fallback. */
export function absenceHandled(use: Use, entry: ApiEntry, full: boolean): boolean {
  if (use.absenceHandled) return true;
  if (use.handlers.length === 0) return false;
  const errors = catchers(use, entry, full);
  return use.handlers.some((h) => CATCH_ALL.includes(h) || errors.includes(h));
}

function leaf(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1);
}

/**
 * Whether a use in a fallback for `missing` (torch names whose absence the branch handles) is the
 * old API the fallback stands in for: it has the same last name as one of them (`from
 * torch.cuda.amp import custom_fwd` where `torch.amp.custom_fwd` is missing), or its entry's
 * replacement names one (`allow_tf32` where `fp32_precision` is missing). Every other name the
 * fallback answers for must be one the target is known to have (`present`): else the fallback
 * may run on the target for another reason (kornia's `try` also imports `torch.testing._core`,
 * gone from torch 2.x, so its `except ImportError` does run there).
 */
export function standsIn(
  use: Use,
  entry: ApiEntry,
  missing: readonly string[],
  present: (name: string) => boolean,
): boolean {
  const said = `${entry.replacement ?? ''} ${entry.fix?.rename ?? ''}`;
  const own = new Set([leaf(use.name), leaf(apiName(entry))]);
  const related = (n: string): boolean => {
    const l = leaf(n);
    return own.has(l) || (l.length > 2 && new RegExp(`\\b${l.replace(/[^\w]/g, '')}\\b`).test(said));
  };
  let any = false;
  for (const n of missing) {
    if (related(n)) any = true;
    else if (!present(n)) return false;
  }
  return any;
}

/** Whether a use through a name an import bound is covered by that import's own failure (the entry is the name imported or a module above it). */
export function failsAtImport(use: Use, entry: ApiEntry): boolean {
  const root = use.importRoot;
  // A call shape (a keyword gone) is no name gone: the import of the name still works.
  if (!root || use.kind === 'import' || entry.match) return false;
  const name = apiName(entry);
  return root === name || root.startsWith(`${name}.`);
}

function holdsOn(v: string, g: Guard): boolean {
  if (g.kind === 'minor') return minorHolds(v, g.op, g.value);
  return g.kind !== 'version' || compares(v, g.op, g.version);
}

/**
 * The releases of `target` where the use can run, given the version comparisons that hold there;
 * `target` itself when they rule none out, undefined when they rule all out.
 */
export function narrowed(target: TorchRange, holds: readonly Guard[] | undefined): TorchRange | undefined {
  if (!holds || !holds.some((g) => g.kind === 'version' || g.kind === 'minor')) return target;
  const versions = target.versions.filter((v) => holds.every((g) => holdsOn(v, g)));
  if (versions.length === target.versions.length) return target;
  if (versions.length === 0) return undefined;
  const text = holds
    .filter((g): g is Extract<Guard, { kind: 'version' }> => g.kind === 'version')
    .map((g) => `${g.op}${g.version}`)
    .join(',');
  return {
    text: `${target.text}; torch ${text} in this branch`,
    versions,
    oldest: versions[0]!,
    newest: versions[versions.length - 1]!,
  };
}

/** The releases of `range` that have the entry's API (from `introduced`, before `removed`); undefined when none do. */
export function present(entry: ApiEntry, range: TorchRange): TorchRange | undefined {
  const versions = range.versions.filter(
    (v) =>
      (!entry.introduced || compareDotted(v, entry.introduced) >= 0) &&
      (!entry.removed || compareDotted(v, entry.removed) < 0),
  );
  if (versions.length === range.versions.length) return range;
  if (versions.length === 0) return undefined;
  return { text: range.text, versions, oldest: versions[0]!, newest: versions[versions.length - 1]! };
}

/**
 * Whether the use sits under `hasattr(…)` of itself, or of something in it (`hasattr(torch.amp.GradScaler, "x")`):
 * where the use runs, it exists. With `within`, also under `hasattr` of a module above it: rewriting
 * such a use would change what the test guards.
 */
export function presenceTested(use: Use, within = false): boolean {
  for (const g of use.holds ?? []) {
    if (g.kind !== 'has' || !g.present) continue;
    if (use.name === g.api || g.api.startsWith(`${use.name}.`)) return true;
    if (within && use.name.startsWith(`${g.api}.`)) return true;
  }
  return false;
}
