/**
 * What the run-time checks say differently about a conda build: its name, its kernels (the
 * channel's recipe, not the wheels'), who installs it, and the build to use instead.
 */
import type { Advice } from '../core/advice.js';
import type { CondaBuild, Environment } from '../core/model.js';
import type { Candidate } from '../catalog/query.js';
import type { Catalog } from '../catalog/schema.js';
import { condaArchsFor } from '../catalog/conda.js';
import type { Kernels } from '../platform/cuda-arch.js';
import type { Resolved } from '../resolve/resolve.js';
import { condaBuildSpec, recommendCondaBuild } from '../recommend/conda.js';

/** `torch 2.2.2+cu118` for a wheel, `pytorch 2.2.2 (CUDA 11.8 build, pytorch channel)` for a conda build. */
export function buildName(resolved: Resolved, c: Candidate, v: string): string {
  const b = resolved.conda;
  if (!b) return `torch ${c.patch.version}+${v}`;
  const kind = b.cuda ? `CUDA ${b.cuda} build` : 'CPU build';
  return `pytorch ${b.version ?? c.patch.version} (${kind}, ${b.channel} channel)`;
}

/** Who installs the build: pip for a wheel; pixi or conda for a conda build. */
export const installerOf = (resolved: Resolved): string =>
  resolved.conda ? (resolved.conda.installer ?? 'conda') : 'pip';

/** The kernels of a conda CUDA build, from its channel's recipe; undefined when the catalog has no list. */
export function condaKernels(
  catalog: Catalog,
  b: CondaBuild,
): (Kernels & { source: string; confidence?: 'verified' | 'uncertain' }) | undefined {
  if (!b.cuda || !b.version || !b.subdir || (b.channel !== 'pytorch' && b.channel !== 'conda-forge')) return undefined;
  return condaArchsFor(catalog, b.channel, b.cuda, b.version, b.subdir);
}

/** The conda build that runs here instead (pytorch-cuda=X.Y, a cudaXYZ build), else the CPU build. */
export function condaAdvice(env: Environment, catalog: Catalog, b: CondaBuild, c: Candidate): Advice {
  const rec = recommendCondaBuild(env, catalog, { ...b, version: b.version ?? c.patch.version });
  if (rec.cuda && rec.cuda !== b.cuda)
    return { remedies: [{ kind: 'pin', spec: condaBuildSpec(b.channel, rec.cuda), why: rec.reason }] };
  return {
    remedies: [{ kind: 'pin', spec: condaBuildSpec(b.channel, undefined), why: 'the CPU build' }],
    ...(rec.cuda ? {} : { then: `${rec.reason.charAt(0).toUpperCase()}${rec.reason.slice(1)}.` }),
  };
}
