/**
 * The best index for this runner and torch: like uv's --torch-backend=auto, but a CUDA build
 * is chosen only when it has kernels for every detected GPU (uv#14742) and the driver runs it.
 */
import type { Environment } from '../core/model.js';
import type { Candidate } from '../catalog/query.js';
import { gpuArchsFor, variantsOn } from '../catalog/query.js';
import type { Catalog } from '../catalog/schema.js';
import { wheelPlatform } from '../platform/wheel-platform.js';
import { indexUrlFor } from '../request/index-url.js';
import { compareDotted } from '../versions/dotted.js';
import { driverFloors } from '../catalog/driver-floors.js';
import { hasKernels } from '../platform/cuda-arch.js';

export interface Recommendation {
  variant: string;
  url: string;
  reason: string;
}

const STATUS_RANK = { stable: 0, legacy: 1, experimental: 2 } as const;

export function recommendBackend(env: Environment, catalog: Catalog, c: Candidate): Recommendation {
  const platform = wheelPlatform(env);
  const cpu = (reason: string): Recommendation => ({ variant: 'cpu', url: indexUrlFor('cpu'), reason });
  if (env.gpus.length === 0 && !env.driver) return cpu('no NVIDIA GPU found');
  const options = variantsOn(c.release, platform, c.patch.version)
    .filter((v) => /^cu\d{3}$/.test(v.variant))
    .map((v) => {
      const archs = gpuArchsFor(catalog, v.variant, c.patch.version, platform);
      const kernels = env.gpus.length === 0 ? true : archs ? env.gpus.every((g) => hasKernels(g.computeCapability, archs)) : undefined;
      const f = driverFloors(catalog, v.variant, env.os);
      const driverFull = !env.driver || !f?.full ? true : compareDotted(env.driver, f.full) >= 0;
      const driverCompat = !env.driver || !f?.compat ? true : compareDotted(env.driver, f.compat) >= 0;
      return { v, kernels, driverFull, driverCompat, cuda: f?.cuda ?? '0' };
    })
    .filter((o) => o.kernels !== false && o.driverCompat)
    .sort(
      (a, b) =>
        Number(b.kernels === true) - Number(a.kernels === true) ||
        Number(b.driverFull) - Number(a.driverFull) ||
        STATUS_RANK[a.v.status] - STATUS_RANK[b.v.status] ||
        compareDotted(b.cuda, a.cuda),
    );
  const best = options[0];
  if (!best) {
    const what = env.gpus.length ? `GPU ${env.gpus.map((g) => `sm_${g.computeCapability.replace('.', '')}`).join(', ')}` : 'GPU';
    return cpu(`no CUDA build of torch ${c.release.torch} supports this ${what}${env.driver ? ` with driver ${env.driver}` : ''}`);
  }
  const gpus = env.gpus.length ? `kernels for ${env.gpus.map((g) => `sm_${g.computeCapability.replace('.', '')}`).join(', ')}` : 'a GPU is present';
  const drv = env.driver ? `, driver ${env.driver} runs CUDA ${best.cuda}` : '';
  return { variant: best.v.variant, url: indexUrlFor(best.v.variant), reason: `${best.v.variant}: ${gpus}${drv}` };
}
