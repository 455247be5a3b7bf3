import { findingKind } from './kind.js';

export const pythonPreview = findingKind({
  id: 'python-preview',
  severities: ['warning'],
  title: 'Python supported only as experimental or preview',
  why: 'Wheels exist (new Python versions, free-threaded 3.13t/3.14t builds), but the release does not promise that everything works; companion packages and torch.compile often lag.',
  fix: 'Keep a regular Python for the legs that must pass; run the preview as allowed-to-fail.',
  blame: ['python', 'torch'],
  lockDecides: false,
  scanRank: null,
});
