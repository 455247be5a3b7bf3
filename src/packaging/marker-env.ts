/** The PEP 508 marker variables of a runner: what pip's `default_environment()` would give there. */
import type { Environment } from '../core/model.js';
import { archFromMachine } from '../platform/platform.js';
import type { MarkerEnv } from './marker.js';

const SYS_PLATFORM = { linux: 'linux', macos: 'darwin', windows: 'win32' } as const;
const PLATFORM_SYSTEM = { linux: 'Linux', macos: 'Darwin', windows: 'Windows' } as const;
const MACHINE = {
  'linux-x64': 'x86_64',
  'linux-arm64': 'aarch64',
  'macos-x64': 'x86_64',
  'macos-arm64': 'arm64',
  'windows-x64': 'AMD64',
  'windows-arm64': 'ARM64',
} as const;

/**
 * PEP 508 variables for a runner; Python ones are left out when the Python is unknown. A probed
 * interpreter's own values (what pip compares against) come first; the rest follow from the
 * OS and arch, as pip would compute them there.
 */
export function markerEnv(env: Environment): MarkerEnv {
  const py = env.python;
  // The interpreter's CPU under emulation (x86_64 on an arm64 Mac) is the one pip reports.
  const arch = (py?.machine ? archFromMachine(py.machine) : undefined) ?? env.arch;
  const out: MarkerEnv = {
    sys_platform: SYS_PLATFORM[env.os],
    platform_system: PLATFORM_SYSTEM[env.os],
    os_name: env.os === 'windows' ? 'nt' : 'posix',
    platform_machine: MACHINE[`${env.os}-${arch}`],
  };
  if (py) {
    out.python_version = `${py.major}.${py.minor}`;
    // Without the patch level, python_full_version is decided only when every 3.X.y agrees.
    out.python_full_version = py.full ?? [`${py.major}.${py.minor}.0`, `${py.major}.${py.minor}.99`];
    const impl = {
      cpython: ['cpython', 'CPython'],
      pypy: ['pypy', 'PyPy'],
      graalpy: ['graalpy', 'GraalVM'],
      other: [undefined, undefined],
    }[py.implementation];
    if (impl[0]) out.implementation_name = impl[0];
    if (impl[1]) out.platform_python_implementation = impl[1];
    if (py.implementation === 'cpython') out.implementation_version = out.python_full_version;
  }
  return { ...out, ...py?.markers };
}
