import { findingKind } from './kind.js';

export const backendExperimental = findingKind({
  id: 'backend-experimental',
  severities: ['warning', 'notice'],
  title: 'Experimental or legacy build',
  why: 'Each release marks some CUDA builds experimental (newest toolkit) or legacy (kept for old GPUs); they install, but get less validation and are the first to be dropped.',
  fix: 'Prefer a stable variant unless you need this one.',
  blame: ['index', 'torch', 'runner'],
  lockDecides: false,
  scanRank: null,
});
