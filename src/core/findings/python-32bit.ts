import { findingKind } from './kind.js';

export const python32bit = findingKind({
  id: 'python-32bit',
  severities: ['error', 'warning'],
  title: '32-bit Python',
  why: 'torch has 64-bit wheels only.',
  fix: 'Use a 64-bit interpreter (setup-python architecture: x64 or arm64).',
  blame: ['python'],
  lockDecides: true,
  scanRank: null,
});
