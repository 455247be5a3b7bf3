/** A direct wheel reference installs only on the Python and platform in its file name. */
import { finding, type Finding } from '../../core/finding.js';
import { platformLabel, type Platform } from '../../platform/platform.js';
import { wheelPlatform } from '../../platform/wheel-platform.js';
import type { PinSetCheck } from './context.js';

const TAGS = 'https://packaging.python.org/en/latest/specifications/platform-compatibility-tags/';

export const wheelFiles: PinSetCheck = ({ pins, env }) =>
  pins.flatMap((pin) => {
    const w = pin.wheel;
    if (!w) return [];
    const out: Finding[] = [];
    const platform = wheelPlatform(env);
    if (w.platform && w.platform !== platform) {
      out.push(
        finding({
          id: 'platform-unsupported',
          severity: 'error',
          message: `${pin.package} is pinned to a wheel for ${platformLabel(w.platform as Platform)} (${w.platformTag}); this runner is ${platformLabel(platform)}: pip refuses it ("is not a supported wheel on this platform").`,
          hint: 'Add a marker so this line only applies there, or pin a version instead of a wheel URL.',
          source: TAGS,
          location: pin.location,
        }),
      );
    }
    const py = env.python;
    if (w.python && py && w.python !== `${py.major}.${py.minor}`) {
      out.push(
        finding({
          id: 'python-unsupported',
          severity: 'error',
          message: `${pin.package} is pinned to a wheel for Python ${w.python} (${w.pythonTag}); this runner has Python ${py.major}.${py.minor}: pip refuses it ("is not a supported wheel on this platform").`,
          hint: `Use the ${w.pythonTag.replace(/\d+$/, `${py.major}${py.minor}`)} wheel, add a python_version marker, or pin a version instead of a wheel URL.`,
          source: TAGS,
          location: pin.location,
        }),
      );
    }
    return out;
  });
