import { findingKind } from './kind.js';

export const releaseNewer = findingKind({
  id: 'release-newer',
  severities: ['warning'],
  title: 'Newer than the catalog',
  why: 'The request asks for a torch the catalog does not know that may be out by today: a patch of the newest release, or a minor or major the release cadence can have produced since (one more for each three quarters of the shortest gap between two minor releases the catalog knows, and none before the catalog was checked). Nothing about it can be checked, so this warns rather than passing. A version further ahead cannot be out yet and is a no-release error.',
  fix: 'Update torch-preflight (each release ships a refreshed catalog), or describe the release in a config file.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
