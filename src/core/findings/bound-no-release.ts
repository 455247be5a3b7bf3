import { findingKind } from './kind.js';

export const boundNoRelease = findingKind({
  id: 'bound-no-release',
  severities: ['error', 'warning'],
  title: 'No release of a package bound to torch matches its pin',
  why: 'The pin of a package bound to torch (xformers, torchtext, …) matches no release the catalog lists: a typo, or a version never published. pip stops with "No matching distribution found". A version newer than the newest the catalog lists, or older than the oldest, only warns: the catalog may not know it.',
  fix: 'Pin a released version (torch-preflight catalog lists them), or describe the release in a config file.',
  blame: ['torch'],
  lockDecides: false,
  scanRank: null,
});
