import { findingKind } from './kind.js';

export const lockNoWheel = findingKind({
  id: 'lock-no-wheel',
  severities: ['error', 'warning', 'notice'],
  title: 'The lock file has no torch wheel for this runner',
  why: 'A lock (uv.lock, poetry.lock, pylock.toml, pixi.lock) names the exact wheel files to install. If none carries tags this runner accepts (its Python, OS, CPU, glibc or macOS version) or the lock has no entry for this platform, `uv sync --locked`, `poetry install` or `pixi install --locked` stops before anything runs.',
  fix: 'Run on a platform the lock covers, or add the platform (or an index with wheels for it) and lock again.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
