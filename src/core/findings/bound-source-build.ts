import { findingKind } from './kind.js';

export const boundSourceBuild = findingKind({
  id: 'bound-source-build',
  severities: ['warning'],
  title: 'A package bound to torch has no wheel here and builds from source',
  why: 'The release pip picks has no wheel for this Python, platform or build (flash-attn on Windows, xformers on macOS): pip builds the sdist, which needs what the package names (a CUDA toolkit with nvcc, torch importable while it builds, pip --no-build-isolation) and takes minutes to hours, or fails without them.',
  fix: 'Use a runner, Python or build its wheels cover, or provide what the build needs.',
  blame: ['python', 'runner', 'cuda', 'index'],
  lockDecides: false,
  scanRank: null,
});
