import { findingKind } from './kind.js';

export const nightlyIndexMixed = findingKind({
  id: 'nightly-index-mixed',
  severities: ['warning'],
  title: 'A nightly index mixed with stable ones',
  why: 'Nightlies are dev releases (X.Y.0.devYYYYMMDD). pip installs the highest version over all its indexes, and in PEP 440 a final release sorts above the dev releases before it, so once X.Y.0 is out on a stable index pip takes that build instead of the nightly; without --pre it never considers the nightly at all.',
  fix: 'Install nightlies from the nightly index alone, with pre-releases allowed (pip: --index-url NIGHTLY --pre).',
  blame: ['index', 'torch'],
  lockDecides: false,
  scanRank: null,
  message: (subject: string, indexes: string) =>
    `${subject} mixes a nightly index with stable ones (${indexes}): once X.Y.0 is out on a stable index, pip installs it instead of the nightly.`,
});
