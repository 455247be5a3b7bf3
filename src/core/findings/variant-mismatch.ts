import { findingKind } from './kind.js';

export const variantMismatch = findingKind({
  id: 'variant-mismatch',
  severities: ['error', 'warning'],
  title: 'Build variant does not match',
  why: 'A +cuXYZ pin that the index does not serve, torch and torchvision from different CUDA builds, or a CPU build on a machine with an NVIDIA GPU ("Torch not compiled with CUDA enabled").',
  fix: 'Take torch, torchvision and torchaudio from one index URL of the variant you need.',
  blame: ['index', 'torch'],
  // A CPU build on a runner with a GPU is about running, not installing (a warning): no lock answers it.
  lockDecides: 'errors',
  scanRank: null,
});
