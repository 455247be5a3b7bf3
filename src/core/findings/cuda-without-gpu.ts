import { findingKind } from './kind.js';

export const cudaWithoutGpu = findingKind({
  id: 'cuda-without-gpu',
  severities: ['notice'],
  title: 'CUDA build on a runner without a GPU',
  why: "PyPI's Linux torch is a CUDA build that pulls several GB of NVIDIA libraries; on a CPU-only runner they are downloaded and never used.",
  fix: 'Install from https://download.pytorch.org/whl/cpu on CPU-only CI.',
  blame: ['index', 'runner'],
  lockDecides: false,
  scanRank: null,
});
