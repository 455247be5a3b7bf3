/** Test helpers for real child processes: fake programs and "is that pid still running". */
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** An executable shell script in a fresh temp dir. */
export function script(body: string, name = 'python'): string {
  const dir = mkdtempSync(join(tmpdir(), 'tp-run-'));
  const exe = join(dir, name);
  writeFileSync(exe, `#!/bin/sh\n${body}\n`);
  chmodSync(exe, 0o755);
  return exe;
}

/** Running: it answers signal 0 and is not a zombie (killed, waiting for a reaper). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    // No /proc (macOS): signal 0 is the answer. Reaped since: gone.
    return process.platform !== 'linux';
  }
  return !/^\d+ \(.*\) Z/.test(stat);
}

/** Waits up to a second for the pid to end. */
export async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 40 && alive(pid); i++) await new Promise((r) => setTimeout(r, 25));
  return !alive(pid);
}
