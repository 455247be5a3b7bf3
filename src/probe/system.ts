/** OS facts read by node itself, without starting a process. */
import { existsSync, readFileSync } from 'node:fs';
import * as os from 'node:os';
import { archFromMachine, osFromNode, type Arch, type Os } from '../platform/platform.js';

export function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
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

export function runnerArch(env: NodeJS.ProcessEnv = process.env): { arch?: Arch; raw: string } {
  const raw = env.RUNNER_ARCH ?? (typeof os.machine === 'function' ? os.machine() : process.arch);
  return { ...(archFromMachine(raw) ? { arch: archFromMachine(raw) } : {}), raw };
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
