/**
 * pip reads the index and every extra index, merges their candidates and installs the highest
 * version in PEP 440 order. A `+cpu` build sorts above the same plain version, but a newer
 * plain release on PyPI beats an older `+cu121` one: which build wins depends on what each
 * index has for this Python and platform, so each index is asked the engine's own question.
 */
import type { Environment, Request } from '../core/model.js';
import type { Catalog } from '../catalog/schema.js';
import { variantEntry } from '../catalog/query.js';
import { wheelPlatform } from '../platform/wheel-platform.js';
import type { IndexRef } from '../request/index-url.js';
import { compareVersions } from '../packaging/pep440.js';
import { resolve, type Resolved } from './resolve.js';

/** What one index would give: the version as pip sees it (with its `+variant` label, if any). */
export interface IndexPick {
  ref: IndexRef;
  version: string;
  variant: string;
}

export type MergedIndexes =
  | { kind: 'none' }
  /** Some index is a nightly and some are not: pip's ordering, not the user, picks. */
  | { kind: 'nightly-mix'; refs: IndexRef[] }
  /** Each index's best build (undefined: that index has none here) and the one pip takes. */
  | { kind: 'picked'; refs: IndexRef[]; picks: (IndexPick | undefined)[]; winner: IndexPick };

const LABELLED_OS = new Set(['linux', 'windows']);

/**
 * The indexes pip merges for this request, when there is more than one and each can be read.
 * `primary` is what the engine already resolved for the request's own index (it reads no extras).
 */
export function mergedIndexes(env: Environment, request: Request, catalog: Catalog, primary: Resolved): MergedIndexes {
  if (!request.extraIndexes?.length) return { kind: 'none' };
  const refs = [request.index, ...request.extraIndexes];
  const channel = (r: IndexRef) => (r.kind === 'pytorch' || r.kind === 'find-links' ? r.channel : 'stable');
  const nightly = refs.filter((r) => channel(r) === 'nightly');
  if (nightly.length && nightly.length < refs.length) return { kind: 'nightly-mix', refs };
  // An index we cannot see into, or a test channel: what it holds is not the catalog's to say.
  if (refs.some((r) => r.kind === 'unknown' || channel(r) !== 'stable')) return { kind: 'none' };
  const platform = wheelPlatform(env);
  const picks = refs.map((ref, i): IndexPick | undefined => {
    const one = i === 0 ? primary : resolve(env, { ...request, index: ref, extraIndexes: [] }, catalog);
    const c = one.candidate;
    if (!c || !one.variant) return undefined;
    const labelled =
      ref.kind !== 'pypi' &&
      LABELLED_OS.has(env.os) &&
      !variantEntry(c.release, one.variant, platform, c.patch.version)?.unlabelled?.includes(platform);
    return { ref, version: labelled ? `${c.patch.version}+${one.variant}` : c.patch.version, variant: one.variant };
  });
  const found = picks.filter((p): p is IndexPick => p !== undefined);
  if (found.length === 0) return { kind: 'none' };
  const winner = found.reduce((a, b) => (compareVersions(b.version, a.version) > 0 ? b : a));
  return { kind: 'picked', refs, picks, winner };
}
