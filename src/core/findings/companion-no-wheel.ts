import { findingKind } from './kind.js';

export const companionNoWheel = findingKind({
  id: 'companion-no-wheel',
  severities: ['error', 'warning'],
  title: 'No torchvision/torchaudio wheel for this Python, platform or build',
  why: 'torchvision and torchaudio are built separately from torch and do not always follow it: torchvision 0.20 has no Python 3.13 wheel although torch 2.5 has one, torchaudio 2.6 has no free-threaded 3.13t wheel, torchaudio 2.11.0 has no CUDA 13.2 build. Neither publishes a source distribution, so pip answers "No matching distribution found", backtracks to another torch, or (with an unpinned torchvision) falls back to the pure-Python torchvision 0.2.2.post3 from 2019.',
  fix: 'Move torch and the companion together to the first release that has the wheel, use a Python the companion has wheels for, or take the companion from an index that has its build.',
  blame: ['python', 'runner', 'torch'],
  // A lock names torch's wheels, not always the companion's: the catalog's gap stands beside it.
  lockDecides: false,
  scanRank: null,
});
