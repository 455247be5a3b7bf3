/** pixi.lock as a lock format: its names, how it is judged and fixed, what installs from it. */
import type { LockFormat } from './format.js';

export const pixiLock = {
  kind: 'pixi',
  fileNames: ['pixi.lock'],
  takes: (base: string) => base === 'pixi.lock',
  // The reader, and with it the YAML parser, loads only when a pixi.lock is read.
  parser: async () => (await import('./pixi.js')).readPixiLock,
  picks: 'environments',
  torchPins: ['torch', 'pytorch'],
  fixes: {
    noWheel:
      'Add this platform to the workspace `platforms` and run `pixi lock`, or run on a platform the lock covers.',
    stale: 'Run `pixi lock` and commit pixi.lock.',
  },
  install: { program: 'pixi', commands: ['install', 'run'], runs: 'run', environments: true },
  pinOrigin: 'pixi',
} as const satisfies LockFormat;
