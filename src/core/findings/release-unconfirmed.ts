import { findingKind } from './kind.js';

export const releaseUnconfirmed = findingKind({
  id: 'release-unconfirmed',
  severities: ['notice'],
  title: 'pip would install a release the catalog has not confirmed',
  why: 'The release is known from its calendar and build matrix, not from a list of its wheels, so what it ships may differ; a check that rests on such a fact warns instead of failing. The newest confirmed release that matches is judged as well, and what fails on both fails.',
  fix: 'Pin the newest confirmed release to rest on confirmed facts, or confirm the facts in a config file.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
