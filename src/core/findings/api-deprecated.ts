import { findingKind } from './kind.js';

export const apiDeprecated = findingKind({
  id: 'api-deprecated',
  severities: ['warning'],
  title: 'API deprecated in the target torch',
  why: 'The API still works in the target range but warns and is scheduled for removal.',
  fix: 'Move to the replacement; the finding says whether it works on the oldest torch in range.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: 2,
});
