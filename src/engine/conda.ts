/**
 * The check of a conda build, as one pure function: which build conda installs here (a locked one,
 * or what an environment file's pins resolve to on the channel), then the run-time checks on it
 * with conda's facts (the CUDA the build bundles, the channel's kernels), never PyPI's wheels.
 */
import { settle } from '../core/finding.js';
import type { Environment, Evaluation, Request } from '../core/model.js';
import type { Catalog } from '../catalog/schema.js';
import { condaChannel } from '../catalog/conda.js';
import { resolveConda } from '../conda/resolve.js';
import { CONDA_CHECKS } from '../checks/registry.js';
import type { Resolved } from '../resolve/resolve.js';
import { cudaVariant } from '../platform/variant.js';

export function evaluateConda(env: Environment, request: Request, catalog: Catalog): Evaluation {
  const { build, candidate, findings } = resolveConda(env, request, catalog);
  const variant = build.cuda ? cudaVariant(build.cuda) : build.cpu ? 'cpu' : undefined;
  const channel = build.channel === 'pytorch' || build.channel === 'conda-forge' ? build.channel : undefined;
  const index = channel ? condaChannel(catalog, channel)?.url : undefined;
  const stops = findings.some((f) => f.severity === 'error');
  const resolved: Resolved = {
    ...(candidate && !stops ? { candidate } : {}),
    ...(variant ? { variant } : {}),
    ...(index ? { index } : {}),
    fromPypi: false,
    conda: build,
    findings,
  };
  const ctx = { env, request: { ...request, conda: build }, catalog, resolved };
  const out = [...findings];
  for (const check of CONDA_CHECKS) out.push(...check(ctx));
  const resolution: Evaluation['resolution'] = {};
  if (build.version && !stops) resolution.version = build.version;
  if (variant) resolution.variant = variant;
  resolution.index = index ?? `conda channel ${build.channel}`;
  if (candidate) resolution.newestMatching = candidate.patch.version;
  if (build.python) resolution.python = build.python;
  return { resolution, ...settle(out) };
}
