import { findingKind } from './kind.js';

export const releaseNewer = findingKind({
  id: 'release-newer',
  severities: ['warning'],
  title: 'Newer than the catalog',
  why: 'The request asks for the release after the newest one the catalog knows (one minor, or the next major .0), which may be out by now; nothing about it can be checked, so this warns rather than passing. A version further ahead cannot exist yet and is a no-release error.',
  fix: 'Update torch-preflight (each release ships a refreshed catalog), or describe the release in a config file.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
