/** Which wheel platform pip will look for: the interpreter's, which is not always the runner's. */
import type { Environment } from '../core/model.js';
import { archFromMachine, platformKey, type Platform } from './platform.js';

export function wheelPlatform(env: Environment): Platform {
  const own = env.python?.machine ? archFromMachine(env.python.machine) : undefined;
  return platformKey(env.os, own ?? env.arch);
}

/** An x86_64 interpreter on an arm64 Mac or Windows machine runs under emulation. */
export function isEmulated(env: Environment): boolean {
  return wheelPlatform(env) !== platformKey(env.os, env.arch);
}
