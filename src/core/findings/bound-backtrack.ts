import { findingKind } from './kind.js';

export const boundBacktrack = findingKind({
  id: 'bound-backtrack',
  severities: ['warning', 'notice'],
  title: 'A package bound to torch pulls torch down',
  why: "pip installs what every requirement admits: beside a package built for one torch release (xformers requires torch==X for each release), a torch range resolves to the newest torch some release of that package requires, older than the range's newest. An unpinned or ranged package does this silently (a warning); an exact pin asks for it (a notice).",
  fix: 'Pin the torch you get (or a release of the package built for the torch you want).',
  blame: ['torch'],
  lockDecides: false,
  scanRank: null,
});
