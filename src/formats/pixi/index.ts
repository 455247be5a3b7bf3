/**
 * pixi as a file format: its manifest (pixi.toml; `[tool.pixi]` in pyproject.toml is read with
 * pyproject's) and its lock, pixi.lock: names, readers, how a lock is judged and fixed, what
 * installs from it.
 */
import type { FileFormat, LockFormat, PinFormat } from '../descriptor.js';
import { readPixiToml } from './manifest.js';

declare module '../kinds.js' {
  interface PinOrigins {
    pixi: true;
    conda: true;
  }
  interface LockKinds {
    pixi: true;
  }
  interface LockInstallers {
    pixi: true;
  }
}

const pixiToml = {
  name: 'pixi.toml',
  fileNames: ['pixi.toml'],
  takes: (base: string) => base === 'pixi.toml',
  discover: { top: /^pixi\.toml$/ },
  origins: ['pixi', 'conda'],
  read: { file: readPixiToml },
} as const satisfies PinFormat;

const pixiLock = {
  kind: 'pixi',
  fileNames: ['pixi.lock'],
  takes: (base: string) => base === 'pixi.lock',
  // The reader, and with it the YAML parser, loads only when a pixi.lock is read.
  parser: async () => (await import('./lock.js')).readPixiLock,
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

export const pixi: FileFormat = { name: 'pixi', pins: [pixiToml], locks: [pixiLock] };
