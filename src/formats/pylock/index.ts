/** pylock.toml (PEP 751) as a file format: its names, how it is judged and fixed. */
import type { FileFormat, LockFormat } from '../descriptor.js';
import { readPylock } from './pylock.js';

declare module '../kinds.js' {
  interface LockKinds {
    pylock: true;
  }
}

/** PEP 751 locks: `pylock.toml` and named ones (`pylock.dev.toml`). */
const pylockToml = {
  kind: 'pylock',
  fileNames: ['pylock.toml'],
  takes: (base: string) => base === 'pylock.toml' || /^pylock\.[^.]+\.toml$/.test(base),
  parser: () => Promise.resolve(readPylock),
  picks: 'markers',
  torchPins: ['torch'],
  fixes: {
    noWheel: 'Run on a runner the lock covers, or re-export the lock from a resolution that includes this platform.',
    stale: 'Export the lock again and commit it.',
  },
  // `uv sync` reads only uv.lock and installs a pylock.toml never (`uv pip sync` and
  // `uv pip install -r` take it as a requirements file): no project command installs from it.
  install: undefined,
  pinOrigin: 'requirements',
} as const satisfies LockFormat;

export const pylock: FileFormat = { name: 'pylock', pins: [], locks: [pylockToml] };
