import { findingKind } from './kind.js';

export const pythonUnsupported = findingKind({
  id: 'python-unsupported',
  severities: ['error', 'warning', 'notice'],
  title: 'No torch wheel for this Python version',
  why: 'torch publishes binary wheels for a fixed range of CPython versions per release (2.5 dropped 3.8, 2.9 dropped 3.9). Outside it pip answers "No matching distribution found for torch", or quietly installs an older torch.',
  fix: "Use a Python inside the release's range, or the newest torch that still supports your Python.",
  blame: ['python', 'torch'],
  lockDecides: true,
  scanRank: null,
});
