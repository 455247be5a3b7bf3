import { findingKind } from './kind.js';

export const lockMismatch = findingKind({
  id: 'lock-mismatch',
  severities: ['warning'],
  title: 'The lock holds a torch the manifest does not allow',
  why: 'pyproject.toml (or pixi.toml) asks for one range and the lock file holds a version outside it: the lock is stale. `uv sync --locked` refuses it; other installers install the locked version, not the one the manifest names.',
  fix: 'Lock again (`uv lock`, `poetry lock`, `pixi lock`) and commit the lock with the manifest.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
