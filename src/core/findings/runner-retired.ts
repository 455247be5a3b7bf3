import { findingKind } from './kind.js';

export const runnerRetired = findingKind({
  id: 'runner-retired',
  severities: ['error'],
  title: 'A retired runner image',
  why: 'GitHub removed the image; jobs for that label wait for a runner that never comes, or fail at once.',
  fix: 'Move to a current image (the finding names one).',
  blame: ['runner'],
  lockDecides: false,
  scanRank: null,
});
