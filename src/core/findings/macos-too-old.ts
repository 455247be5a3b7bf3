import { findingKind } from './kind.js';

export const macosTooOld = findingKind({
  id: 'macos-too-old',
  severities: ['error', 'warning'],
  title: "macOS older than the wheels' floor",
  why: 'macOS wheels carry a minimum OS version in their tag (macosx_11_0_arm64); pip skips wheels for a newer macOS.',
  fix: 'Use a newer macOS runner.',
  blame: ['runner', 'torch'],
  lockDecides: true,
  scanRank: null,
});
