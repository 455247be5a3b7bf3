import { pythonSupport } from '../catalog/query.js';
import { wheelPlatform } from '../platform/wheel-platform.js';
import { pythonTag } from '../versions/python.js';
import { finding } from '../core/finding.js';
import type { Check } from './context.js';

/** A Python the release builds as experimental or preview: installs, but may break. */
export const pythonPreview: Check = ({ env, resolved }) => {
  const c = resolved.candidate;
  const py = env.python;
  if (!c || !py || py.implementation !== 'cpython') return [];
  const s = pythonSupport(c.release, wheelPlatform(env), py, resolved.fromPypi ?? false, c.patch.version);
  if (s.kind !== 'experimental' && s.kind !== 'preview') return [];
  const ft = py.freeThreaded
    ? ' Free-threaded builds also need every compiled dependency to support free-threading.'
    : '';
  return [
    finding({
      id: 'python-preview',
      severity: 'warning',
      message: `torch ${c.patch.version} supports Python ${pythonTag(py)} only as ${s.kind === 'preview' ? 'a preview' : 'experimental'}: wheels exist, but not every feature (torch.compile, companion packages) is expected to work.${ft}`,
      hint: `Use Python ${c.release.python.max} for CI that must pass, and keep ${pythonTag(py)} as an allowed-to-fail leg.`,
      source: s.source,
    }),
  ];
};
