import { findingKind } from './kind.js';

export const boundUnjudged = findingKind({
  id: 'bound-unjudged',
  severities: ['notice'],
  title: 'A package that requires torch is not judged',
  why: 'The project pins a package known to require torch whose releases the catalog does not describe, so whether its torch requirement admits the torch installed is not checked; a pass does not cover it.',
  fix: 'Describe the package in a config file (bound:, as rules/bound/ does), or run with --online to read its torch requirement from the index.',
  blame: ['torch'],
  lockDecides: false,
  scanRank: null,
});
