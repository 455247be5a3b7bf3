/** pip requirements files as a file format: read as one pip invocation with their `-r`/`-c` includes. */
import type { FileFormat, PinFormat } from '../descriptor.js';
import { parseRequirementsText } from './requirements-txt.js';

declare module '../kinds.js' {
  interface PinOrigins {
    requirements: true;
  }
}

/** pip requirements files: any name not taken by another format (pip reads whatever `-r` names). */
export const requirementsTxt = {
  name: 'requirements.txt',
  fileNames: ['requirements*.txt', 'requirements/*.txt'],
  takes: () => true,
  discover: { top: /^requirements.*\.txt$/i, folder: { name: 'requirements', files: /\.txt$/i } },
  origins: ['requirements'],
  read: { pipInvocation: parseRequirementsText },
} as const satisfies PinFormat;

export const requirements: FileFormat = { name: 'requirements', pins: [requirementsTxt], locks: [] };
