import { findingKind } from './kind.js';

export const backendExperimental = findingKind({
  id: 'backend-experimental',
  severities: ['warning', 'notice'],
  title: 'Experimental or legacy build',
  why: "Each release marks some CUDA builds experimental (newest toolkit) or legacy (kept for old GPUs); they install, but get less validation and are the first to be dropped. It is said only where the runner has the GPU the build is for (without one it runs on the CPU), and PyPI's own build of a release, which every plain pip install gets (cu121 for 2.1 to 2.3 on Linux), is only a notice.",
  fix: 'Prefer a stable variant unless you need this one (the best index names the one that runs here).',
  blame: ['index', 'torch', 'runner'],
  lockDecides: false,
  scanRank: null,
});
