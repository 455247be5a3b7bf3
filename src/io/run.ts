/**
 * The one place the tool starts a child process (the Python probe, nvidia-smi, git).
 *
 * - An argument array with `shell: false`: a path with spaces is one path, and no word of it
 *   is ever read as an argument or a shell construct.
 * - Captured output is capped per stream (bytes); past the cap the child is killed and the
 *   result says so, so a flooding program costs at most the cap in memory.
 * - On POSIX the child leads its own process group (`detached`), and the whole group is
 *   killed on a timeout, on too much output and once the child has exited, so neither a
 *   wrapper script nor its children outlive the run. On Windows `taskkill /T` kills the tree.
 * - A bare name is started from the absolute path PATH gives (program-path.ts), never from the
 *   working directory, and on Windows every child is told not to look there either.
 * - Every outcome is a typed result with a specific reason; nothing here throws.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { statSync, type Stats } from 'node:fs';
import { findOnPath, hostLookup } from './program-path.js';

/** Cap for each captured stream unless the call names its own (probe answers are < 1 KB). */
const DEFAULT_OUTPUT_CAP_BYTES = 1024 * 1024;

export interface RunOptions {
  timeoutMs: number;
  /** Bytes kept per stream (stdout, stderr); more is "too-large". */
  maxBytes?: number;
  cwd?: string;
  /** Ends the run early: the child's group is killed and the result is `cancelled`. */
  signal?: AbortSignal;
}

type Failure<K extends string> = { kind: K; reason: string };

export type RunResult =
  | { kind: 'exited'; code: number; stdout: Buffer; stderr: Buffer; reason: string }
  | (Failure<'signal'> & { signal: string; stderr: Buffer })
  | Failure<'timeout'>
  | Failure<'cancelled'>
  | (Failure<'too-large'> & { stream: 'stdout' | 'stderr'; limit: number })
  | Failure<'not-found'>
  | Failure<'not-executable'>
  | Failure<'is-directory'>
  | (Failure<'spawn-failed'> & { errno?: string });

export type Runner = (program: string, args: readonly string[], opts: RunOptions) => Promise<RunResult>;

/** `1 MiB`, `5 MiB`, `512 bytes`: caps as people read them. */
export function bytesText(n: number): string {
  return n >= 1024 * 1024 && n % (1024 * 1024) === 0
    ? `${n / (1024 * 1024)} MiB`
    : n >= 1024 && n % 1024 === 0
      ? `${n / 1024} KiB`
      : `${n} bytes`;
}

function statOf(p: string): Stats | undefined {
  try {
    return statSync(p);
  } catch {
    return undefined;
  }
}

/** The error of a child that could not be started, in words: which of the usual reasons it was. */
export function spawnFailure(program: string, err: NodeJS.ErrnoException, cwd?: string): RunResult {
  const code = err.code;
  // A missing working directory also fails with ENOENT; it is not the program that is missing.
  if (code === 'ENOENT' && cwd !== undefined && !statOf(cwd)?.isDirectory())
    return { kind: 'spawn-failed', errno: code, reason: `could not be started: the directory ${cwd} does not exist` };
  // A bare name is looked up on PATH, so only a path can be looked at here.
  const st = /[\\/]/.test(program) ? statOf(program) : undefined;
  // execve says EACCES both for a file without the execute bit and for a directory.
  if (st?.isDirectory() || code === 'EISDIR') return { kind: 'is-directory', reason: 'is a directory, not a program' };
  if (code === 'EACCES' || code === 'EPERM')
    return { kind: 'not-executable', reason: 'is not executable (no permission to run it)' };
  if (code === 'ENOENT') {
    // A script whose #! interpreter is missing fails with ENOENT although the file is there.
    return st?.isFile()
      ? { kind: 'spawn-failed', errno: code, reason: 'could not be started (ENOENT: is its #! interpreter missing?)' }
      : { kind: 'not-found', reason: 'was not found' };
  }
  // Node refuses .bat/.cmd without a shell (CVE-2024-27980), e.g. a pyenv-win shim.
  if (code === 'EINVAL' && /\.(bat|cmd)$/i.test(program))
    return {
      kind: 'not-executable',
      reason: 'is a batch file, which runs only through a shell; name the python.exe it starts',
    };
  if (code === 'ENOEXEC') return { kind: 'not-executable', reason: 'is not a program this system can run (ENOEXEC)' };
  const first = (err.message || String(err)).split('\n')[0] ?? '';
  return {
    kind: 'spawn-failed',
    ...(code ? { errno: code } : {}),
    reason: `could not be started: ${first.slice(0, 200)}`,
  };
}

/** Kills the child and everything it started. Best effort: a process already gone is fine. */
function killTree(child: ChildProcess): void {
  const pid = child.pid;
  if (pid === undefined) return;
  if (process.platform === 'win32') {
    const taskkill = findOnPath('taskkill', hostLookup());
    if (!taskkill) {
      child.kill('SIGKILL');
      return;
    }
    try {
      const k = spawn(taskkill, ['/pid', String(pid), '/T', '/F'], {
        shell: false,
        windowsHide: true,
        stdio: 'ignore',
        env: childEnv('win32', process.env),
      });
      k.on('error', () => child.kill('SIGKILL'));
      k.unref();
    } catch {
      child.kill('SIGKILL');
    }
    return;
  }
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* the group is gone already */
  }
}

/**
 * Children still running. Their own process groups do not get the signals aimed at ours, so
 * when the tool ends first (an error elsewhere, process.exit, SIGINT/SIGTERM on a cancelled
 * job) their groups are killed here; the handlers exist only while a child runs.
 */
const live = new Set<ChildProcess>();
const killLive = () => {
  for (const c of live) killTree(c);
};
const onSignal = (signal: NodeJS.Signals) => {
  killLive();
  untrackAll();
  // Our handler replaced the default action; with it removed, the signal ends us as it would have.
  try {
    process.kill(process.pid, signal);
  } catch {
    process.exit(signal === 'SIGINT' ? 130 : 143);
  }
};
function track(child: ChildProcess): void {
  if (live.size === 0) {
    process.on('exit', killLive);
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  live.add(child);
}
function untrack(child: ChildProcess): void {
  if (live.delete(child) && live.size === 0) untrackAll();
}
function untrackAll(): void {
  live.clear();
  process.off('exit', killLive);
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
}

/**
 * A child's environment: this process's, and on Windows `NoDefaultCurrentDirectoryInExePath`,
 * so that the programs the child starts by name (git's helpers, a wrapper's python) are not
 * taken from the working directory either.
 */
export function childEnv(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return platform === 'win32' ? { ...env, NoDefaultCurrentDirectoryInExePath: '1' } : env;
}

/** The result of a run that ran out of time. */
export const timedOut = (timeoutMs: number): RunResult => ({
  kind: 'timeout',
  reason: `did not answer within ${(timeoutMs / 1000).toFixed(1)} s`,
});

export const runProgram: Runner = (program, args, opts) =>
  new Promise<RunResult>((resolve) => {
    const limit = opts.maxBytes ?? DEFAULT_OUTPUT_CAP_BYTES;
    const exe = findOnPath(program, hostLookup());
    if (exe === undefined) {
      resolve({ kind: 'not-found', reason: 'was not found' });
      return;
    }
    if (opts.signal?.aborted) {
      resolve({ kind: 'cancelled', reason: 'was cancelled' });
      return;
    }
    let child: ChildProcess;
    try {
      child = spawn(exe, [...args], {
        shell: false,
        windowsHide: true,
        // POSIX: its own process group, so a kill reaches the children of a wrapper script.
        detached: process.platform !== 'win32',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: childEnv(process.platform, process.env),
        ...(opts.cwd ? { cwd: opts.cwd } : {}),
      });
    } catch (e) {
      // Synchronous refusals: a NUL byte in the path, an invalid argument.
      resolve(spawnFailure(exe, e as NodeJS.ErrnoException, opts.cwd));
      return;
    }

    track(child);
    const chunks = { stdout: [] as Buffer[], stderr: [] as Buffer[] };
    const sizes = { stdout: 0, stderr: 0 };
    let done = false;
    const finish = (r: RunResult, kill: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', cancel);
      if (kill) killTree(child);
      if (kill || r.kind !== 'exited') {
        child.stdout?.destroy();
        child.stderr?.destroy();
      }
      resolve(r);
    };

    const timer = setTimeout(() => finish(timedOut(opts.timeoutMs), true), opts.timeoutMs);
    const cancel = () => finish({ kind: 'cancelled', reason: 'was cancelled' }, true);
    opts.signal?.addEventListener('abort', cancel, { once: true });

    for (const stream of ['stdout', 'stderr'] as const) {
      child[stream]?.on('data', (b: Buffer) => {
        if (done) return;
        sizes[stream] += b.length;
        if (sizes[stream] > limit) {
          finish(
            { kind: 'too-large', stream, limit, reason: `printed more than ${bytesText(limit)} on ${stream}` },
            true,
          );
          return;
        }
        chunks[stream].push(b);
      });
    }

    child.on('error', (err: NodeJS.ErrnoException) => {
      untrack(child);
      finish(spawnFailure(exe, err, opts.cwd), true);
    });
    // The child itself has ended: whatever it left behind in its group goes with it, which also
    // releases pipes a leftover grandchild would hold open.
    child.on('exit', () => {
      if (process.platform !== 'win32') killTree(child);
      untrack(child);
    });
    child.on('close', (code, signal) => {
      const stdout = Buffer.concat(chunks.stdout);
      const stderr = Buffer.concat(chunks.stderr);
      if (code === null) {
        finish(
          {
            kind: 'signal',
            signal: signal ?? 'unknown',
            stderr,
            reason: `was killed by signal ${signal ?? 'unknown'}`,
          },
          false,
        );
      } else {
        finish({ kind: 'exited', code, stdout, stderr, reason: `exited with code ${code}` }, false);
      }
    });
  });
