import { findingKind } from './kind.js';

export const pythonImplementation = findingKind({
  id: 'python-implementation',
  severities: ['error', 'warning'],
  title: 'Not CPython',
  why: 'torch ships CPython wheels only and has no source distribution on PyPI, so PyPy or GraalPy cannot install it.',
  fix: 'Use CPython (actions/setup-python with a plain version such as 3.12).',
  blame: ['python'],
  lockDecides: true,
  scanRank: null,
});
