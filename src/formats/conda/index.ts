/**
 * conda environment files: environment.yml, and any other `.yml`/`.yaml` named. The reader, and
 * with it the YAML parser (a fifth of what `check` would load), loads only when such a file is read.
 */
import type { FileResult } from '../file-result.js';
import type { FileFormat, PinFormat } from '../descriptor.js';

declare module '../kinds.js' {
  interface PinOrigins {
    conda: true;
  }
}

const readCondaEnv = async (text: string, file: string): Promise<FileResult> =>
  (await import('./environment.js')).readCondaEnv(text, file);

const condaEnvironment = {
  name: 'environment.yml',
  fileNames: ['environment.yml'],
  takes: (base: string) => base.endsWith('.yml') || base.endsWith('.yaml'),
  discover: { top: /^environment\.ya?ml$/ },
  origins: ['conda', 'requirements'],
  read: { file: readCondaEnv },
} as const satisfies PinFormat;

export const conda: FileFormat = { name: 'conda', pins: [condaEnvironment], locks: [] };
