import { findingKind } from './kind.js';

export const routeNotJudged = findingKind({
  id: 'route-not-judged',
  severities: ['notice'],
  title: 'An install route of the repository was not judged',
  why: 'A repository may install torch by several routes: pip from its requirements and pyproject, uv sync or poetry install from a lock, pixi from pixi.toml and pixi.lock, conda from an environment file. Each installs its own torch, so each is judged on its own, never merged with another. A route that is not for this platform (a pixi workspace that lists only linux-64) or that another route was chosen over is named, so a pass is not read as covering it.',
  fix: 'Judge it with --route NAME (action input route), on a runner of a platform it lists.',
  blame: ['runner', 'torch'],
  lockDecides: false,
  scanRank: null,
});
