/** Which distribution names are the torch family, after PEP 503 normalisation. */

/** The torch family's distribution names, as pip (PyPI) and conda spell them. */
export type PinPackage = 'torch' | 'torchvision' | 'torchaudio' | 'pytorch' | 'pytorch-cuda' | 'cpuonly';

export function normalizeName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[-_.]+/g, '-');
}

const PIP_FAMILY = new Set<PinPackage>(['torch', 'torchvision', 'torchaudio']);
// pytorch-cuda and cpuonly are the pytorch channel's metapackages that pick a build (CUDA X.Y, or CPU).
const CONDA_FAMILY = new Set<PinPackage>(['pytorch', 'pytorch-cuda', 'cpuonly', 'torchvision', 'torchaudio']);

/** A pip/PyPI name of the family, or undefined. (`pytorch` on PyPI is a placeholder that refuses to install, not torch.) */
export function pipFamily(name: string): PinPackage | undefined {
  const n = normalizeName(name) as PinPackage;
  return PIP_FAMILY.has(n) ? n : undefined;
}

/** A conda package name of the family, or undefined. */
export function condaFamily(name: string): PinPackage | undefined {
  const n = normalizeName(name) as PinPackage;
  return CONDA_FAMILY.has(n) ? n : undefined;
}

/** torch itself, whichever ecosystem names it. */
export const isTorch = (p: PinPackage): boolean => p === 'torch' || p === 'pytorch';

/** What installs torch with it: torch itself, or torchvision/torchaudio, each of which requires a torch release. */
export const bringsTorch = (p: PinPackage): boolean => isTorch(p) || p === 'torchvision' || p === 'torchaudio';
