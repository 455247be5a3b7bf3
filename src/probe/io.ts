/** The real machine behind ProbeIo: the only place the probes touch the OS. */
import { existsSync } from 'node:fs';
import * as os from 'node:os';
import { runProgram, type Runner } from '../io/run.js';
import type { ProbeIo } from './environment.js';
import { linuxVersion, listDir, macosFromDarwin, nodeGlibc, readText, machineArch, runnerOs } from './system.js';
import { probeTimeout } from './prestart.js';

/** `run`: how the probes start programs (the CLI passes one that hands over its early Python probe). */
export function realProbeIo(env: NodeJS.ProcessEnv = process.env, run: Runner = runProgram): ProbeIo {
  return {
    run,
    readText: (path) => readText(path),
    listDir: (path) => listDir(path),
    exists: (path) => existsSync(path),
    platform: process.platform,
    env,
    timeoutMs: probeTimeout(env),
    machineOs: () => runnerOs(env),
    machineArch: () =>
      machineArch(env, process.platform, typeof os.machine === 'function' ? os.machine() : process.arch, runProgram),
    nodeGlibc,
    macosVersion: () => (process.platform === 'darwin' ? macosFromDarwin(os.release()) : undefined),
    linuxVersion,
  };
}
