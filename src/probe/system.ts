/** OS facts read by node itself, without starting a process. */
import { closeSync, constants, existsSync, fstatSync, openSync, opendirSync, readSync } from 'node:fs';
import { archFromMachine, osFromNode, type Arch, type Os } from '../platform/platform.js';
import type { Runner } from '../io/run.js';

/**
 * A small system file (sysfs, /proc, /opt/rocm/.info): regular files only, at most 64 KiB read.
 * sysfs and /proc report sizes that are not the content's, so the cap is on the read itself.
 */
export function readText(path: string, max = 64 * 1024): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    if (!fstatSync(fd).isFile()) return undefined;
    const buf = Buffer.alloc(max);
    let n = 0;
    for (let r = 1; r > 0 && n < max; n += r) r = readSync(fd, buf, n, max - n, null);
    return buf.subarray(0, n).toString('utf8');
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The names in a system directory (at most `max`), or undefined when it cannot be listed. */
export function listDir(path: string, max = 512): string[] | undefined {
  try {
    const names: string[] = [];
    const dir = opendirSync(path);
    try {
      for (let e = dir.readSync(); e && names.length < max; e = dir.readSync()) names.push(e.name);
    } finally {
      dir.closeSync();
    }
    return names.sort();
  } catch {
    return undefined;
  }
}

/** GitHub's RUNNER_OS / RUNNER_ARCH first (they name the machine, not node's build), then node. */
export function runnerOs(env: NodeJS.ProcessEnv = process.env): Os | undefined {
  const r = env.RUNNER_OS?.toLowerCase();
  if (r === 'linux' || r === 'windows') return r;
  if (r === 'macos') return 'macos';
  return osFromNode(process.platform);
}

export type MachineArch = { arch?: Arch; raw: string };

/**
 * The machine's CPU: GitHub's RUNNER_ARCH, else the OS's answer rather than node's own build,
 * which under emulation says x86_64 on an arm64 machine: on macOS `sysctl.proc_translated` is 1
 * inside Rosetta; on Windows an emulated or WOW64 process still sees the machine's CPU in
 * PROCESSOR_ARCHITEW6432 or PROCESSOR_IDENTIFIER (`ARMv8 (64-bit) Family 8 …`).
 */
export async function machineArch(
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
  nodeMachine: string,
  run: Runner,
): Promise<MachineArch> {
  const from = (raw: string): MachineArch => ({ ...(archFromMachine(raw) ? { arch: archFromMachine(raw) } : {}), raw });
  if (env.RUNNER_ARCH) return from(env.RUNNER_ARCH);
  if (platform === 'darwin' && archFromMachine(nodeMachine) === 'x64') {
    // An absolute path: the tool never starts a program by a name a checkout could provide.
    const r = await run('/usr/sbin/sysctl', ['-n', 'sysctl.proc_translated'], { timeoutMs: 5000 });
    if (r.kind === 'exited' && r.code === 0 && r.stdout.toString('utf8').trim() === '1')
      return { arch: 'arm64', raw: `arm64 (node itself is ${nodeMachine} under Rosetta)` };
  }
  if (platform === 'win32') {
    const native = env.PROCESSOR_ARCHITEW6432?.trim();
    if (native && archFromMachine(native)) return from(native);
    if (/^ARMv8|^ARM64/i.test(env.PROCESSOR_IDENTIFIER?.trim() ?? '') && archFromMachine(nodeMachine) !== 'arm64') {
      return { arch: 'arm64', raw: `ARM64 (node itself is ${nodeMachine} under emulation)` };
    }
  }
  return from(nodeMachine);
}

/** Darwin kernel → macOS version: 20–24 are macOS 11–15, 25 is macOS 26. */
export function macosFromDarwin(release: string): string | undefined {
  const m = /^(\d+)\.(\d+)/.exec(release);
  if (!m) return undefined;
  const d = Number(m[1]);
  if (d < 20) return d >= 4 ? `10.${d - 4}` : undefined;
  return `${d >= 25 ? d + 1 : d - 9}.${m[2]}`;
}

/** glibc as node sees it (the same libc python uses); undefined on musl. */
export function nodeGlibc(): { glibc?: string; libc: 'glibc' | 'musl' | 'unknown' } {
  const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header;
  const g = header?.glibcVersionRuntime;
  if (g) return { glibc: g, libc: 'glibc' };
  const musl = ['/lib/ld-musl-x86_64.so.1', '/lib/ld-musl-aarch64.so.1'].some((p) => existsSync(p));
  return { libc: musl ? 'musl' : 'unknown' };
}

export function linuxVersion(): string | undefined {
  const text = readText('/etc/os-release');
  const id = /^ID="?([^"\n]+)"?$/m.exec(text ?? '')?.[1];
  const ver = /^VERSION_ID="?([^"\n]+)"?$/m.exec(text ?? '')?.[1];
  return id && ver ? `${id} ${ver}` : undefined;
}
