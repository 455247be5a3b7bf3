/** The CLI's outside world, passed in so tests can run commands in-process. */
import { redact } from '../text/secrets.js';
import { safeOutput } from '../report/escape.js';
import type { Runner } from '../io/run.js';

/** Whether data may leave as it is: no runner command anywhere in it, no secret to redact. */
export const exactIsSafe = (text: string): boolean => !text.includes('##[') && redact(text) === text;

export interface CliIo {
  stdout: (text: string) => void;
  /**
   * Data another program reads byte for byte (`scan --diff` for `git apply`): written as it is
   * (its lines cannot open a `::` command: each starts with a prefix character), unless a person
   * reads it on a terminal, or it holds what the boundary must never let through (`##[`, which
   * the runner reads anywhere in a line, or a noted secret): then it is made safe like the rest.
   */
  data?: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** How the probes start programs; the entry point's runner holds the Python probe it started early. */
  run?: Runner;
}

/** Every byte the CLI writes passes `safeOutput`: redacted, no stray controls, no workflow commands. */
export const processIo = (): CliIo => ({
  stdout: (t) => process.stdout.write(safeOutput(t)),
  data: (t) => process.stdout.write(exactIsSafe(t) && !process.stdout.isTTY ? t : safeOutput(t)),
  stderr: (t) => process.stderr.write(safeOutput(t)),
  cwd: process.cwd(),
  env: process.env,
});
