/**
 * The best index for this runner and torch: like uv's --torch-backend=auto, but a CUDA build
 * is chosen only when it has kernels for every detected GPU (uv#14742) and the driver runs it.
 */
import type { Environment } from '../core/model.js';
import type { Candidate } from '../catalog/query.js';
import { gpuArchsFor, rocmArchsFor, rocmRuns, variantsOn, xpuFamilyOf } from '../catalog/query.js';
import type { Catalog } from '../catalog/schema.js';
import { wheelPlatform } from '../platform/wheel-platform.js';
import { indexUrlFor } from '../request/index-url.js';
import { compareDotted } from '../versions/dotted.js';
import { driverFloors } from '../catalog/driver-floors.js';
import { hasKernels, smName } from '../platform/cuda-arch.js';
import { isCuda, isRocm, rocmVersion } from '../platform/variant.js';

export interface Recommendation {
  variant: string;
  url: string;
  reason: string;
}

const STATUS_RANK = { stable: 0, legacy: 1, experimental: 2 } as const;

export function recommendBackend(env: Environment, catalog: Catalog, c: Candidate): Recommendation {
  const platform = wheelPlatform(env);
  const cpu = (reason: string): Recommendation => ({ variant: 'cpu', url: indexUrlFor('cpu'), reason });
  if (env.gpus.length === 0 && !env.driver) {
    if (env.amdGpus?.length)
      return (
        amdBackend(env, catalog, c) ??
        cpu(
          `no ROCm build of torch ${c.release.torch} has kernels, rocBLAS included, for ${env.amdGpus.map((g) => g.gfx).join(', ')}`,
        )
      );
    if (env.intelGpus?.length)
      return (
        intelBackend(env, catalog, c) ??
        cpu(
          `no validated XPU build of torch ${c.release.torch} for the Intel GPU ${env.intelGpus.map((g) => g.deviceId).join(', ')}`,
        )
      );
    return cpu('no NVIDIA, AMD or Intel GPU found');
  }
  const options = variantsOn(c.release, platform, c.patch.version)
    .filter((v) => isCuda(v.variant))
    .map((v) => {
      const archs = gpuArchsFor(catalog, v.variant, c.patch.version, platform);
      const kernels =
        env.gpus.length === 0
          ? true
          : archs
            ? env.gpus.every((g) => hasKernels(g.computeCapability, archs))
            : undefined;
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
    const what = env.gpus.length ? `GPU ${env.gpus.map((g) => smName(g.computeCapability)).join(', ')}` : 'GPU';
    return cpu(
      `no CUDA build of torch ${c.release.torch} supports this ${what}${env.driver ? ` with driver ${env.driver}` : ''}`,
    );
  }
  const gpus = env.gpus.length
    ? `kernels for ${env.gpus.map((g) => smName(g.computeCapability)).join(', ')}`
    : 'a GPU is present';
  const drv = env.driver ? `, driver ${env.driver} runs CUDA ${best.cuda}` : '';
  return { variant: best.v.variant, url: indexUrlFor(best.v.variant), reason: `${best.v.variant}: ${gpus}${drv}` };
}

/** The newest stable ROCm build whose gfx list has every AMD GPU (uv picks by runtime only). */
function amdBackend(env: Environment, catalog: Catalog, c: Candidate): Recommendation | undefined {
  const gpus = env.amdGpus ?? [];
  const best = variantsOn(c.release, wheelPlatform(env), c.patch.version)
    .filter((v) => isRocm(v.variant))
    .filter((v) => {
      const archs = rocmArchsFor(catalog, v.variant, c.patch.version);
      return gpus.every((g) => rocmRuns(archs, g.gfx));
    })
    .sort(
      (a, b) =>
        STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
        compareDotted(rocmVersion(b.variant) ?? '0', rocmVersion(a.variant) ?? '0'),
    )[0];
  return best
    ? {
        variant: best.variant,
        url: indexUrlFor(best.variant),
        reason: `${best.variant}: kernels for ${gpus.map((g) => g.gfx).join(', ')}`,
      }
    : undefined;
}

/** The XPU build when every Intel GPU is of a family it is validated on. */
function intelBackend(env: Environment, catalog: Catalog, c: Candidate): Recommendation | undefined {
  const gpus = env.intelGpus ?? [];
  const families = gpus.map((g) => xpuFamilyOf(catalog, g.deviceId, c.patch.version));
  if (
    families.some((f) => !f) ||
    !variantsOn(c.release, wheelPlatform(env), c.patch.version).some((v) => v.variant === 'xpu')
  )
    return undefined;
  return {
    variant: 'xpu',
    url: indexUrlFor('xpu'),
    reason: `xpu: validated on ${[...new Set(families.map((f) => f!.label))].join(', ')}`,
  };
}
