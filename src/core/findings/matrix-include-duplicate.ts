import { findingKind } from './kind.js';

export const matrixIncludeDuplicate = findingKind({
  id: 'matrix-include-duplicate',
  severities: ['warning'],
  title: 'An include that adds nothing',
  why: 'The include entry repeats a combination or only sets values the combinations already have.',
  fix: 'Delete the entry.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
