/** poetry.lock as a file format: its names, how it is judged and fixed, `poetry install` installing from it. */
import type { FileFormat, LockFormat } from '../descriptor.js';
import { readPoetryLock } from './poetry-lock.js';

declare module '../kinds.js' {
  interface PinOrigins {
    poetry: true;
  }
  interface LockKinds {
    poetry: true;
  }
  interface LockInstallers {
    poetry: true;
  }
}

const poetryLock = {
  kind: 'poetry',
  fileNames: ['poetry.lock'],
  takes: (base: string) => base === 'poetry.lock',
  parser: () => Promise.resolve(readPoetryLock),
  picks: 'markers',
  torchPins: ['torch'],
  fixes: {
    noWheel:
      'Run on a runner the lock covers, or add a source with a wheel for this platform for torch and run `poetry lock`.',
    stale: 'Run `poetry lock` and commit poetry.lock.',
  },
  install: { program: 'poetry', commands: ['install', 'sync'], installsProject: true },
  pinOrigin: 'poetry',
} as const satisfies LockFormat;

export const poetry: FileFormat = { name: 'poetry', pins: [], locks: [poetryLock] };
