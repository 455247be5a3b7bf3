/**
 * One Python run that reports everything pip's wheel choice depends on, as JSON. Written to
 * run on any Python (even 2.7, so that it can be reported rather than crash) and to import as
 * little as possible: it runs with -S, and imports sysconfig/platform only where needed.
 */
import { InputError } from '../core/errors.js';
import type { PythonInfo } from '../core/model.js';
import type { Runner } from './exec.js';

export const PROBE_MARKER = 'torch-preflight-probe/1';

export const PROBE_SCRIPT = [
  'import sys, os, json',
  'v = sys.version_info',
  `d = {"marker": "${PROBE_MARKER}", "version": [v[0], v[1], v[2], v[3], v[4]], "platform": sys.platform}`,
  'd["implementation"] = getattr(getattr(sys, "implementation", None), "name", "cpython")',
  'd["bits"] = 64 if sys.maxsize > 2 ** 32 else 32',
  'd["executable"] = sys.executable',
  'd["abiflags"] = getattr(sys, "abiflags", "")',
  'try:\n    d["machine"] = os.uname()[4]\nexcept Exception:\n    d["machine"] = None',
  'if sys.platform == "win32":\n    import sysconfig\n    d["ft"] = bool(sysconfig.get_config_var("Py_GIL_DISABLED"))\n    d["machine"] = sysconfig.get_platform()\nelse:\n    d["ft"] = "t" in (d["abiflags"] or "")',
  'try:\n    d["libc"] = os.confstr("CS_GNU_LIBC_VERSION")\nexcept Exception:\n    d["libc"] = None',
  'if sys.platform == "darwin":\n    import platform\n    d["mac_ver"] = platform.mac_ver()[0]',
  'sys.stdout.write(json.dumps(d))',
].join('\n');

export interface PythonProbe {
  python: PythonInfo;
  /** `2.36` from `glibc 2.36`; undefined on musl / non-Linux. */
  glibc?: string;
  macVersion?: string;
}

const IMPL: Record<string, PythonInfo['implementation']> = { cpython: 'cpython', pypy: 'pypy', graalpy: 'graalpy', graalpython: 'graalpy' };

/** Reads the probe's output; anything unexpected is an InputError naming the interpreter. */
export function parseProbeOutput(stdout: string, exe: string): PythonProbe {
  const bad = (why: string) =>
    new InputError(`the Python interpreter ${exe} could not be probed: ${why}; pass --python VERSION (or python-version) to skip probing`);
  const text = stdout.trim();
  const start = text.lastIndexOf('{"marker"');
  if (start < 0) throw bad(`it printed ${text ? JSON.stringify(text.slice(0, 60)) : 'nothing'} instead of the probe's JSON`);
  let d: Record<string, unknown>;
  try {
    d = JSON.parse(text.slice(start)) as Record<string, unknown>;
  } catch {
    throw bad('its output was not valid JSON');
  }
  const version = d.version;
  if (
    d.marker !== PROBE_MARKER ||
    !Array.isArray(version) ||
    typeof version[0] !== 'number' ||
    typeof version[1] !== 'number' ||
    typeof version[2] !== 'number'
  ) {
    throw bad('its answer did not have the expected fields');
  }
  const [major, minor, micro, level, serial] = version as [number, number, number, string?, number?];
  const pre = level && level !== 'final' ? `${{ alpha: 'a', beta: 'b', candidate: 'rc' }[level] ?? ''}${serial ?? ''}` : '';
  const impl = typeof d.implementation === 'string' ? (IMPL[d.implementation.toLowerCase()] ?? 'other') : 'other';
  const libc = typeof d.libc === 'string' ? /^glibc\s+(\d+\.\d+)/i.exec(d.libc)?.[1] : undefined;
  const mac = typeof d.mac_ver === 'string' && /^\d+(\.\d+)*$/.test(d.mac_ver) ? d.mac_ver : undefined;
  const machineRaw = typeof d.machine === 'string' ? d.machine : undefined;
  // Windows reports `win-amd64` / `win-arm64`; keep the CPU part.
  const machine = machineRaw?.replace(/^win-/, '').replace(/^win32$/, 'x86');
  return {
    python: {
      major,
      minor,
      full: `${major}.${minor}.${micro}${pre}`,
      implementation: impl,
      freeThreaded: d.ft === true,
      ...(d.bits === 32 || d.bits === 64 ? { pointerBits: d.bits } : {}),
      ...(machine ? { machine } : {}),
      executable: typeof d.executable === 'string' && d.executable ? d.executable : exe,
      provenance: 'probed',
    },
    ...(libc ? { glibc: libc } : {}),
    ...(mac ? { macVersion: mac } : {}),
  };
}

export async function probePython(exe: string, run: Runner, timeoutMs: number): Promise<PythonProbe> {
  const r = await run(exe, ['-S', '-c', PROBE_SCRIPT], timeoutMs);
  const hint = 'pass --python VERSION (or python-version) to skip probing, or --python-path to name another interpreter';
  if (r.kind === 'missing') throw new InputError(`the Python interpreter ${exe} was not found; ${hint}`);
  if (r.kind === 'timeout') throw new InputError(`the Python interpreter ${exe} hung: ${r.message}; ${hint}`);
  if (r.kind === 'error') throw new InputError(`the Python interpreter ${exe} could not be run: ${r.message}; ${hint}`);
  if (r.exitCode !== 0) {
    const err = r.stderr.trim().split('\n').pop()?.slice(0, 120) ?? '';
    throw new InputError(`the Python interpreter ${exe} exited with code ${r.exitCode}${err ? ` (${err})` : ''}; ${hint}`);
  }
  return parseProbeOutput(r.stdout, exe);
}
