/**
 * pyproject.toml as a file format: PEP 621 and PEP 735 requirements, and the tables of the tools
 * that read it (Poetry, uv, pixi, setuptools' `dynamic` files).
 */
import type { FileFormat, PinFormat } from '../descriptor.js';
import { readPyproject } from './pyproject.js';

declare module '../kinds.js' {
  interface PinOrigins {
    pep621: true;
    pep735: true;
    poetry: true;
    uv: true;
  }
}

/** pyproject.toml, and any other `.toml` named that no other format takes. */
const pyprojectToml = {
  name: 'pyproject.toml',
  fileNames: ['pyproject.toml'],
  takes: (base: string) => base.endsWith('.toml'),
  discover: { top: /^pyproject\.toml$/ },
  origins: ['pep621', 'pep735', 'poetry', 'uv', 'pixi', 'conda'],
  ownsRequiresPython: true,
  read: { file: readPyproject },
} as const satisfies PinFormat;

export const pyproject: FileFormat = { name: 'pyproject', pins: [pyprojectToml], locks: [] };
