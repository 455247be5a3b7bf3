import { findingKind } from './kind.js';

export const backendUnavailable = findingKind({
  id: 'backend-unavailable',
  severities: ['error', 'warning'],
  title: "This torch has no build for the index's CUDA/ROCm/XPU variant",
  why: 'download.pytorch.org/whl/<variant> serves only the releases built for that variant (cu118 ends with 2.7, cu128 with 2.11); pip answers "No matching distribution found".',
  fix: 'Use an index URL of a variant the release ships, or the newest torch built for your variant.',
  blame: ['index', 'torch', 'runner'],
  lockDecides: true,
  scanRank: null,
});
