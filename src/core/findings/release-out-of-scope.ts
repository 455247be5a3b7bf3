import { findingKind } from './kind.js';

export const releaseOutOfScope = findingKind({
  id: 'release-out-of-scope',
  severities: ['warning'],
  title: 'Older than the catalog covers',
  why: 'The catalog starts at torch 2.0; a request for torch 1.x installs, but its Python, platform, GPU, driver and companion support are not checked.',
  fix: 'Check torch 1.x by hand, or describe the release in a config file.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
