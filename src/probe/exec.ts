/**
 * Runs an external program through @actions/exec with an argument array (never a shell) and
 * a time limit. @actions/exec has no timeout of its own, so the call is raced against a timer;
 * on expiry the child is killed where the OS lets us find it (Linux /proc), and the caller
 * reports the hang. The entry points end the process explicitly, so a stray child never
 * keeps the tool alive.
 */
import { getExecOutput } from '@actions/exec';
import { readdirSync, readFileSync } from 'node:fs';

export type RunResult =
  | { kind: 'ok'; exitCode: number; stdout: string; stderr: string }
  | { kind: 'missing'; message: string }
  | { kind: 'timeout'; message: string }
  | { kind: 'error'; message: string };

export type Runner = (program: string, args: string[], timeoutMs: number, cwd?: string) => Promise<RunResult>;

function killChildrenRunning(program: string): void {
  if (process.platform !== 'linux') return;
  try {
    const tasks = readdirSync(`/proc/${process.pid}/task`);
    for (const t of tasks) {
      const kids = readFileSync(`/proc/${process.pid}/task/${t}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
      for (const pid of kids) {
        const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
        if (cmd === program || cmd.endsWith(`/${program}`) || program.endsWith(`/${cmd.split('/').pop()}`)) {
          try {
            process.kill(Number(pid), 'SIGKILL');
          } catch {
            /* already gone */
          }
        }
      }
    }
  } catch {
    /* /proc not readable: the process exit at the end reaps nothing, but ends us */
  }
}

export const runProgram: Runner = async (program, args, timeoutMs, cwd) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<RunResult>((resolve) => {
    timer = setTimeout(() => {
      killChildrenRunning(program);
      resolve({ kind: 'timeout', message: `${program} did not answer within ${(timeoutMs / 1000).toFixed(1)} s` });
    }, timeoutMs);
  });
  const run = getExecOutput(program, args, { silent: true, ignoreReturnCode: true, delay: 200, ...(cwd ? { cwd } : {}) })
    .then((r): RunResult => ({ kind: 'ok', exitCode: r.exitCode, stdout: r.stdout, stderr: r.stderr }))
    .catch((err: unknown): RunResult => {
      const msg = err instanceof Error ? err.message : String(err);
      return /Unable to locate executable|ENOENT|not found/i.test(msg)
        ? { kind: 'missing', message: `${program} was not found` }
        : { kind: 'error', message: msg.split('\n')[0] ?? msg };
    });
  try {
    return await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
  }
};
