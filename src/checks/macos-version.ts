import { platformEntry } from '../catalog/query.js';
import { finding } from '../core/finding.js';
import { compareDotted } from '../versions/dotted.js';
import { wheelPlatform } from '../platform/wheel-platform.js';
import type { Check } from './context.js';

/**
 * A macOS runner whose version is not known (described with --os macos and no --os-version, or
 * an unknown runner label): the wheels' macOS floor and the MPS floor cannot be checked, which is
 * said whenever the release has a floor above macOS 11 (the oldest on Apple silicon, and older than
 * any Intel Mac still in use for CI), never passed in silence.
 * A probe that failed to read the version says so itself (probe-failed from the probe).
 */
export const macosVersionUnknown: Check = ({ env, resolved }) => {
  const c = resolved.candidate;
  if (!c || env.os !== 'macos' || env.osVersion) return [];
  if (env.probeProblems.some((p) => p.what === 'the macOS version')) return [];
  const wheels = platformEntry(c.release, wheelPlatform(env))?.macos;
  const wheelsMatter = wheels !== undefined && compareDotted(wheels, '11.0') > 0;
  const mpsFloor = env.arch === 'arm64' ? c.release.mps?.macos : undefined;
  if (!wheelsMatter && !mpsFloor) return [];
  const needs = [
    wheelsMatter ? `its wheels need macOS ${wheels} or newer` : undefined,
    mpsFloor ? `its MPS backend needs macOS ${mpsFloor}` : undefined,
  ].filter(Boolean);
  return [
    finding({
      id: 'probe-failed',
      severity: 'warning',
      message: `Could not determine the macOS version: it was not given, and torch ${c.patch.version} depends on it (${needs.join('; ')}), so that was not checked.`,
      advice: { remedies: [{ kind: 'give', values: ['os-version'] }], then: 'Then it can be checked.' },
      source: 'https://github.com/torch-preflight/torch-preflight#probing',
    }),
  ];
};
