/** uv.lock as a file format: its names, how it is judged and fixed, `uv sync` installing from it. */
import type { FileFormat, LockFormat } from '../descriptor.js';
import { readUvLock } from './uv-lock.js';

declare module '../kinds.js' {
  interface PinOrigins {
    uv: true;
  }
  interface LockKinds {
    uv: true;
  }
  interface LockInstallers {
    uv: true;
  }
}

const uvLock = {
  kind: 'uv',
  fileNames: ['uv.lock'],
  takes: (base: string) => base === 'uv.lock',
  parser: () => Promise.resolve(readUvLock),
  picks: 'markers',
  torchPins: ['torch'],
  fixes: {
    noWheel:
      'Run on a runner the lock covers, or make the index that has a wheel for this platform reachable for torch (tool.uv.sources / tool.uv.index) and run `uv lock`.',
    stale: 'Run `uv lock` and commit uv.lock; `uv sync --locked` refuses a stale lock.',
  },
  install: { program: 'uv', commands: ['sync'], installsProject: true },
  pinOrigin: 'uv',
} as const satisfies LockFormat;

export const uv: FileFormat = { name: 'uv', pins: [], locks: [uvLock] };
