import { findingKind } from './kind.js';

export const indexUrlUnknown = findingKind({
  id: 'index-url-unknown',
  severities: ['warning', 'notice'],
  title: 'Index URL the catalog cannot read',
  why: 'A private index or mirror may serve anything; the checks assume it mirrors PyPI (or download.pytorch.org, when its path names a variant).',
  fix: 'Use https://download.pytorch.org/whl/<variant>, or pass the variant (e.g. cu128) so it can be checked.',
  blame: ['index'],
  lockDecides: false,
  scanRank: null,
});
