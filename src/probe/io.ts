/** The real machine behind ProbeIo: the only place the probes touch the OS. */
import { existsSync } from 'node:fs';
import * as os from 'node:os';
import { runProgram } from '../io/run.js';
import type { ProbeIo } from './environment.js';
import { linuxVersion, listDir, macosFromDarwin, nodeGlibc, readText, machineArch, runnerOs } from './system.js';

const DEFAULT_PROBE_TIMEOUT_MS = 10_000;

function probeTimeout(env: NodeJS.ProcessEnv): number {
  const n = Number(env.TORCH_PREFLIGHT_PROBE_TIMEOUT_MS);
  return Number.isFinite(n) && n >= 100 && n <= 600_000 ? n : DEFAULT_PROBE_TIMEOUT_MS;
}

export function realProbeIo(env: NodeJS.ProcessEnv = process.env): ProbeIo {
  return {
    run: runProgram,
    readText: (path) => readText(path),
    listDir: (path) => listDir(path),
    exists: (path) => existsSync(path),
    platform: process.platform,
    env,
    timeoutMs: probeTimeout(env),
    machineOs: () => runnerOs(env),
    machineArch: () => machineArch(env, process.platform, typeof os.machine === 'function' ? os.machine() : process.arch, runProgram),
    nodeGlibc,
    macosVersion: () => (process.platform === 'darwin' ? macosFromDarwin(os.release()) : undefined),
    linuxVersion,
  };
}
