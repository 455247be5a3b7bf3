import type { Environment } from '../../../src/core/model.js';
import type { Arch, Os } from '../../../src/platform/platform.js';

export function env(os: Os, arch: Arch, python?: string): Environment {
  const [maj, min, patch] = (python ?? '').split('.').map(Number);
  return {
    os,
    arch,
    gpus: [],
    provenance: {},
    probeProblems: [],
    ...(python
      ? {
          python: {
            major: maj!,
            minor: min!,
            ...(patch !== undefined ? { full: python } : {}),
            implementation: 'cpython' as const,
            freeThreaded: false,
            provenance: 'given' as const,
          },
        }
      : {}),
  };
}
