/**
 * The best conda build of a torch release for this runner: among the CUDA builds the channel has
 * for it, one with kernels for every GPU that the driver runs (the newest such CUDA, preferring one
 * the driver runs without compatibility mode); none means the CPU build.
 */
import type { CondaBuild, Environment } from '../core/model.js';
import type { Catalog } from '../catalog/schema.js';
import { condaArchsFor, condaRelease, type CondaChannelName } from '../catalog/conda.js';
import { driverFloors } from '../catalog/driver-floors.js';
import { hasKernels, smName } from '../platform/cuda-arch.js';
import { cudaVariant } from '../platform/variant.js';
import { compareDotted } from '../versions/dotted.js';

export interface CondaRecommendation {
  /** The CUDA build to use (`11.8`); undefined: the CPU build. */
  cuda?: string;
  /** The driver runs it without compatibility mode. */
  full?: boolean;
  reason: string;
}

/** The CUDA versions a channel built this torch with, on this subdir, as far as the catalog knows. */
function condaCudaBuilds(catalog: Catalog, channel: CondaChannelName, version: string, subdir: string): string[] {
  const minor = version.split('.').slice(0, 2).join('.');
  const listed =
    channel === 'pytorch'
      ? (condaRelease(catalog, channel, minor)?.cuda ?? [])
      : [...new Set(catalog.condaArchs.filter((a) => a.channel === channel).map((a) => a.cuda))];
  return listed.filter((cuda) => condaArchsFor(catalog, channel, cuda, version, subdir)).sort(compareDotted);
}

export function recommendCondaBuild(env: Environment, catalog: Catalog, build: CondaBuild): CondaRecommendation {
  const cpu = (reason: string): CondaRecommendation => ({ reason });
  if (!build.version || (build.channel !== 'pytorch' && build.channel !== 'conda-forge'))
    return cpu('no conda CUDA build is known here');
  if (env.gpus.length === 0 && !env.driver) return cpu('no NVIDIA GPU found');
  const subdir = build.subdir ?? '';
  const options = condaCudaBuilds(catalog, build.channel, build.version, subdir)
    .map((cuda) => {
      const archs = condaArchsFor(catalog, build.channel as CondaChannelName, cuda, build.version!, subdir)!;
      const f = driverFloors(catalog, cudaVariant(cuda) ?? '', env.os);
      const kernels = env.gpus.every((g) => hasKernels(g.computeCapability, archs));
      const full = !env.driver || !f?.full || compareDotted(env.driver, f.full) >= 0;
      const compat = !env.driver || !f?.compat || compareDotted(env.driver, f.compat) >= 0;
      return { cuda, kernels, full, compat, known: !!f };
    })
    .filter((o) => o.kernels && o.compat && o.known)
    .sort((a, b) => Number(b.full) - Number(a.full) || compareDotted(b.cuda, a.cuda));
  const best = options[0];
  const gpus = env.gpus.map((g) => smName(g.computeCapability)).join(', ');
  if (!best)
    return cpu(
      `no CUDA build of pytorch ${build.version} on the ${build.channel} channel supports ${gpus ? `this GPU ${gpus}` : 'this GPU'}${env.driver ? ` with driver ${env.driver}` : ''}`,
    );
  return {
    cuda: best.cuda,
    full: best.full,
    reason: `CUDA ${best.cuda}: ${gpus ? `kernels for ${gpus}` : 'a GPU is present'}${env.driver ? `, driver ${env.driver} runs CUDA ${best.cuda}` : ''}`,
  };
}

/** How a conda environment selects a build, per channel: `pytorch-cuda=11.8`, `cpuonly`, a `cuda126` build. */
export function condaBuildSpec(channel: string, cuda: string | undefined): string {
  if (channel === 'pytorch') return cuda ? `pytorch-cuda=${cuda}` : 'cpuonly';
  const digits = cuda?.replace('.', '');
  return cuda ? `the pytorch build cuda${digits}_* (e.g. pytorch=*=cuda${digits}*)` : 'pytorch-cpu';
}
