/** setuptools' setup.cfg and setup.py as a file format: read as text, never run. */
import type { FileFormat, PinFormat } from '../descriptor.js';
import { readSetupCfg } from './setup-cfg.js';
import { readSetupPy } from './setup-py.js';

declare module '../kinds.js' {
  interface PinOrigins {
    'setup.cfg': true;
    'setup.py': true;
  }
}

const setupCfg = {
  name: 'setup.cfg',
  fileNames: ['setup.cfg'],
  takes: (base: string) => base === 'setup.cfg',
  discover: { top: /^setup\.cfg$/ },
  origins: ['setup.cfg'],
  read: { file: readSetupCfg },
} as const satisfies PinFormat;

/** setup.py, and any other `.py` named (read as text, never run). */
const setupPy = {
  name: 'setup.py',
  fileNames: ['setup.py'],
  takes: (base: string) => base.endsWith('.py'),
  discover: { top: /^setup\.py$/ },
  origins: ['setup.py'],
  read: { file: readSetupPy },
} as const satisfies PinFormat;

export const setup: FileFormat = { name: 'setup', pins: [setupCfg, setupPy], locks: [] };
