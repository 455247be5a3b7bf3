import { findingKind } from './kind.js';

export const catalogStale = findingKind({
  id: 'catalog-stale',
  severities: ['warning', 'notice'],
  title: 'The catalog is old',
  why: 'The catalog knows its age (`asOf` in rules/catalog.yaml). When it is more than 45 days old and the request has no upper bound, pip may install a release the catalog has never seen.',
  fix: 'Update torch-preflight (each release ships a refreshed catalog), pin an upper bound such as torch<2.16, or describe the release in a config file.',
  blame: ['torch'],
  lockDecides: false,
  scanRank: null,
});
