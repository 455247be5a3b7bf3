import { findingKind } from './kind.js';

export const runnerUnknown = findingKind({
  id: 'runner-unknown',
  severities: ['warning', 'notice'],
  title: 'A runner label that is not a GitHub-hosted image',
  why: 'Self-hosted and larger runners can be anything; the planner does not guess their OS, CPU or glibc.',
  fix: 'Check those cells with the action on the runner itself, or describe them with os, arch and glibc.',
  blame: ['runner'],
  lockDecides: false,
  scanRank: null,
});
