import { findingKind } from './kind.js';

export const platformUnsupported = findingKind({
  id: 'platform-unsupported',
  severities: ['error', 'warning'],
  title: 'No torch wheel for this OS and CPU',
  why: 'Each release builds for a set of platforms: Intel Macs lost wheels after 2.2, Windows on Arm has CPU builds only on download.pytorch.org, musl (Alpine) has none. An x86_64 Python on an arm64 machine looks for x86_64 wheels. pixi, likewise, installs an environment only on the platforms its manifest lists.',
  fix: "Use a supported runner or a native interpreter, or pin the last torch that had wheels for this platform (for pixi, add the platform to the manifest's platforms).",
  blame: ['container', 'runner', 'torch'],
  lockDecides: true,
  scanRank: null,
});
