import { main } from '../../src/cli/main.js';
import type { CliIo } from '../../src/cli/io.js';
import type { Environment, Request } from '../../src/core/model.js';
import { buildRequest, type RequestInput } from '../../src/request/request.js';
import { parsePythonVersion } from '../../src/versions/python.js';
import { parseGpus } from '../../src/probe/environment.js';

export interface EnvSpec {
  python?: string;
  os?: Environment['os'];
  arch?: Environment['arch'];
  osVersion?: string;
  glibc?: string;
  driver?: string;
  gpus?: string[];
  /** AMD gfx targets (`gfx1100`). */
  amd?: string[];
  /** Intel PCI device ids (`0x56a0`). */
  intel?: string[];
  machine?: string;
  bits?: number;
  musl?: boolean;
}

/** A plain Environment for pure tests: Linux x64, glibc 2.35, Python 3.12, no GPU by default. */
export function env(s: EnvSpec = {}): Environment {
  const py = parsePythonVersion(s.python ?? '3.12');
  const os = s.os ?? 'linux';
  return {
    python: {
      major: py.major,
      minor: py.minor,
      implementation: py.implementation,
      freeThreaded: py.freeThreaded,
      provenance: 'given',
      ...(s.machine ? { machine: s.machine } : {}),
      ...(s.bits ? { pointerBits: s.bits } : {}),
    },
    os,
    arch: s.arch ?? 'x64',
    // A macOS runner is 15.1 unless the spec says otherwise; `osVersion: undefined` is one whose version is unknown.
    ...(s.osVersion ? { osVersion: s.osVersion } : os === 'macos' && !('osVersion' in s) ? { osVersion: '15.1' } : {}),
    ...(os === 'linux'
      ? s.musl
        ? { libc: 'musl' as const }
        : { glibc: s.glibc ?? '2.35', libc: 'glibc' as const }
      : {}),
    ...(s.driver ? { driver: s.driver } : {}),
    gpus: parseGpus(s.gpus ?? []),
    ...(s.amd ? { amdGpus: s.amd.map((gfx) => ({ gfx })) } : {}),
    ...(s.intel ? { intelGpus: s.intel.map((deviceId) => ({ deviceId })) } : {}),
    provenance: {},
    probeProblems: [],
  };
}

export function req(i: RequestInput = {}): Request {
  return buildRequest(i);
}

/** Runs the CLI in this process, as `torch-preflight ARGV` in `cwd`, and keeps what it prints. */
export async function runMain(
  cwd: string,
  argv: string[],
  env: Record<string, string | undefined> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), cwd, env };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}
