import { isEmulated } from '../platform/wheel-platform.js';
import { compareDotted } from '../versions/dotted.js';
import { finding } from '../core/finding.js';
import type { Check } from './context.js';

/** torch installs on older macOS, but its Metal (MPS) backend needs a newer one. */
export const mps: Check = ({ env, resolved }) => {
  const c = resolved.candidate;
  if (!c || env.os !== 'macos') return [];
  if (env.arch === 'arm64' && isEmulated(env)) {
    return [
      finding({
        id: 'mps-unavailable',
        severity: 'warning',
        message: `This Python is ${env.python?.machine ?? 'x86_64'} running under Rosetta on an Apple-silicon Mac: torch ${c.patch.version} will install the Intel build, which has no MPS and runs emulated.`,
        hint: 'Use a native arm64 Python (actions/setup-python with architecture: arm64).',
        source: 'https://developer.apple.com/documentation/apple-silicon/about-the-rosetta-translation-environment',
      }),
    ];
  }
  if (env.arch !== 'arm64' || !c.release.mps || !env.osVersion) return [];
  if (compareDotted(env.osVersion, c.release.mps.macos) >= 0) return [];
  return [
    finding({
      id: 'mps-unavailable',
      severity: 'warning',
      message: `torch ${c.patch.version} installs on macOS ${env.osVersion}, but its MPS (Metal) backend needs macOS ${c.release.mps.macos} or newer: torch.backends.mps.is_available() will be False and code falls back to the CPU.`,
      hint: `Use a macOS ${c.release.mps.macos.split('.')[0]}+ runner (macos-15), or accept CPU-only tests.`,
      source: c.release.mps.source,
      confidence: c.release.mps.confidence === 'uncertain' ? 'uncertain' : undefined,
    }),
  ];
};
