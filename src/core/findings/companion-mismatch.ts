import { findingKind } from './kind.js';

export const companionMismatch = findingKind({
  id: 'companion-mismatch',
  severities: ['error', 'warning'],
  title: 'torchvision/torchaudio do not match torch',
  why: 'Each torchvision and torchaudio release is built against one torch release; mixing them fails at import with "operator torchvision::nms does not exist" or makes pip backtrack to another torch.',
  fix: 'Pin the companion versions built for your torch (torch-preflight catalog lists them).',
  blame: ['torch'],
  lockDecides: false,
  scanRank: null,
});
