/** The runner as a wheel installer sees it (PEP 425 tags' inputs), from the probed Environment. */
import type { Environment } from '../core/model.js';
import { wheelPlatform } from '../platform/wheel-platform.js';
import type { TagTarget } from './tags.js';

/** The interpreter's platform (its CPU under emulation), Python, C library and macOS version. */
export function tagTarget(env: Environment, python = env.python): TagTarget {
  const [os, arch] = wheelPlatform(env).split('-') as [TagTarget['os'], TagTarget['arch']];
  return {
    os,
    arch,
    ...(python
      ? {
          python: {
            major: python.major,
            minor: python.minor,
            implementation: python.implementation,
            freeThreaded: python.freeThreaded,
            ...(python.pointerBits ? { pointerBits: python.pointerBits } : {}),
          },
        }
      : {}),
    ...(env.libc ? { libc: env.libc } : {}),
    ...(env.glibc ? { glibc: env.glibc } : {}),
    ...(env.os === 'macos' && env.osVersion ? { macos: env.osVersion } : {}),
  };
}
