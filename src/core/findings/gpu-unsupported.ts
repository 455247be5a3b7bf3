import { findingKind } from './kind.js';

export const gpuUnsupported = findingKind({
  id: 'gpu-unsupported',
  severities: ['error', 'warning', 'notice'],
  title: 'No kernels for this GPU in the build',
  why: 'Each CUDA build compiles kernels for a list of GPU architectures: cu128 dropped Maxwell/Pascal in 2.8, CUDA 13 builds start at sm_75, and builds before cu128 have no Blackwell. On a GPU outside the list every op fails with "no kernel image is available for execution on the device". ROCm builds are compiled for a list of AMD gfx targets and need an exact match (ROCm 7.14 has no gfx900/gfx906); XPU builds are validated on some Intel GPU families, and another Intel GPU is only warned about.',
  fix: 'Use the build whose list has your GPU (the recommended index-url output names it: a CUDA, ROCm or XPU index, or the CPU one).',
  blame: ['index', 'runner'],
  lockDecides: false,
  scanRank: null,
});
