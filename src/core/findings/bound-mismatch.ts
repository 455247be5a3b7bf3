import { findingKind } from './kind.js';

export const boundMismatch = findingKind({
  id: 'bound-mismatch',
  severities: ['error', 'warning'],
  title: 'A package bound to torch does not go with the torch installed',
  why: 'xformers, torchtext, torchdata, flash-attn, the PyG extensions and others are built against one torch release, and most declare it as an exact requirement (torchtext 0.16.0 requires torch==2.1.0). A pin whose torch requirement excludes the torch of the request makes pip stop with ResolutionImpossible ("The conflict is caused by: … depends on torch==2.1.0"); one whose metadata admits the torch but whose compiled code was built for another fails at import with "undefined symbol".',
  fix: 'Pin the release of the package that goes with your torch, or the torch that goes with the pinned package (torch-preflight catalog lists both).',
  blame: ['torch'],
  lockDecides: false,
  scanRank: null,
});
