/** The CLI's outside world, passed in so tests can run commands in-process. */
import { safeOutput } from '../report/escape.js';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/** Every byte the CLI writes passes `safeOutput`: redacted, no stray controls, no workflow commands. */
export const processIo = (): CliIo => ({
  stdout: (t) => process.stdout.write(safeOutput(t)),
  stderr: (t) => process.stderr.write(safeOutput(t)),
  cwd: process.cwd(),
  env: process.env,
});
