import { findingKind } from './kind.js';

export const sourceBuild = findingKind({
  id: 'source-build',
  severities: ['warning'],
  title: 'torch built from source',
  why: "The pin names a git checkout, an sdist or a local tree instead of a released wheel: pip builds torch, which takes hours, and the catalog's facts about released wheels (Pythons, platforms, GPU kernels, companions) do not apply to what it builds.",
  fix: 'Pin a released torch (torch==X.Y.Z, with the index of the build you need), unless building from source is the point of the job.',
  blame: ['torch'],
  lockDecides: false,
  scanRank: null,
  message: (pkg: string, url: string) =>
    `${pkg} comes from ${url}, a source tree, not a released wheel: pip builds it.`,
});
