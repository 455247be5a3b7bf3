import { findingKind } from './kind.js';

export const mpsUnavailable = findingKind({
  id: 'mps-unavailable',
  severities: ['warning'],
  title: 'MPS (Metal) backend unavailable',
  why: 'torch installs, but the Metal backend needs a newer macOS (14+ from torch 2.9), or the interpreter runs under Rosetta; torch.backends.mps.is_available() returns False and work runs on the CPU.',
  fix: 'Use macos-15 (or newer) with a native arm64 Python.',
  blame: ['runner', 'torch'],
  lockDecides: false,
  scanRank: null,
});
