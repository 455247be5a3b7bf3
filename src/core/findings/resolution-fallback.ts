import { findingKind } from './kind.js';

export const resolutionFallback = findingKind({
  id: 'resolution-fallback',
  severities: ['warning'],
  title: 'pip would silently install an older torch',
  why: 'With a range such as torch>=2.5, pip takes the newest release that has a wheel here; if the newest matching release has none (a dropped Python, a newer glibc floor), an older one is installed without a word.',
  fix: 'Pin the release you actually get, or change the runner so the newest installs.',
  blame: ['torch', 'python'],
  lockDecides: true,
  scanRank: null,
});
