/**
 * conda package and channel names as manifests write them: the torch family's conda packages, the
 * `pytorch-cuda` spec's CUDA, a channel named by URL or by name. Read alike in environment files
 * and pixi manifests.
 */
import { condaFamily, type PinPackage } from '../../packaging/names.js';
import { cudaVariant } from '../../platform/variant.js';

/** A conda `pytorch-cuda` spec (`12.1`, `12.1.*`, `>=12.1`) names the CUDA build: 12.1 → cu121. */
export function condaCudaVariant(spec: string): string | undefined {
  const version = /\d+\.\d+/.exec(spec)?.[0];
  return version ? cudaVariant(version) : undefined;
}

/**
 * A conda package name of the torch family: conda-forge's `pytorch-gpu` and `pytorch-cpu` are
 * pytorch with its CUDA or CPU build.
 */
export function condaPackage(name: string): { package: PinPackage; build?: string } | undefined {
  const n = name.trim().toLowerCase();
  if (n === 'pytorch-gpu') return { package: 'pytorch', build: 'cuda' };
  if (n === 'pytorch-cpu') return { package: 'pytorch', build: 'cpu' };
  const pkg = condaFamily(name);
  return pkg ? { package: pkg } : undefined;
}

/** `https://conda.anaconda.org/conda-forge/`, `conda-forge` → `conda-forge`. */
export const channelName = (c: string): string =>
  c.replace(/\/+$/, '').replace(/^https?:\/\/(conda\.anaconda\.org|prefix\.dev|repo\.prefix\.dev)\//, '');
