/**
 * One Python run that reports everything pip's wheel choice depends on, as JSON. Written to
 * run on any Python (even 2.7, so that it can be reported rather than crash) and to import as
 * little as possible: it runs with -S, writes its JSON itself, and imports sysconfig/platform
 * only where their values cannot be had more cheaply.
 */
import { InputError } from '../core/errors.js';
import type { PythonInfo } from '../core/model.js';
import type { Runner } from '../io/run.js';

export const PROBE_MARKER = 'torch-preflight-probe/1';

/** J(x): JSON by hand for None, bools, ints, lists and dicts of text; every non-ASCII character \u-escaped. */
export const PROBE_JSON_WRITER = [
  'T = type("".encode().decode())',
  'def J(x):',
  '    if x is None or x is True or x is False:',
  '        return {None: "null", True: "true", False: "false"}[x]',
  '    if isinstance(x, int):',
  '        return str(x)',
  '    if isinstance(x, (list, tuple)):',
  '        return "[" + ", ".join([J(y) for y in x]) + "]"',
  '    if isinstance(x, dict):',
  '        return "{" + ", ".join([J(k) + ": " + J(x[k]) for k in x]) + "}"',
  '    if not isinstance(x, T):',
  '        x = x.decode("utf-8", "replace")',
  '    out = []',
  '    for c in x:',
  '        o = ord(c)',
  '        if 32 <= o < 127 and c != "\\"" and c != "\\\\":',
  '            out.append(c)',
  '        elif o > 0xFFFF:',
  '            o -= 0x10000',
  '            out.append("\\\\u%04x\\\\u%04x" % (0xD800 + (o >> 10), 0xDC00 + (o & 0x3FF)))',
  '        else:',
  '            out.append("\\\\u%04x" % o)',
  '    return "\\"" + "".join(out) + "\\""',
].join('\n');

// Python's own `json` and `platform` both import `re`, which costs more than the interpreter's
// start itself; on Linux and macOS the script needs neither (see the PEP 508 part).
const PROBE_SCRIPT = [
  // `-c` puts the working directory first on sys.path: the project's own files (an os.py) must
  // not stand in for the modules the probe imports, and a large folder is not listed for them.
  'import sys',
  'sys.path[:] = [p for p in sys.path if p]',
  'import os',
  PROBE_JSON_WRITER,
  'v = sys.version_info',
  `d = {"version": [v[0], v[1], v[2], v[3], v[4]], "platform": sys.platform}`,
  'd["implementation"] = getattr(getattr(sys, "implementation", None), "name", "cpython")',
  'd["bits"] = 64 if sys.maxsize > 2 ** 32 else 32',
  'd["executable"] = sys.executable',
  'd["abiflags"] = getattr(sys, "abiflags", "")',
  'try:\n    d["machine"] = os.uname()[4]\nexcept Exception:\n    d["machine"] = None',
  'if sys.platform == "win32":\n    import sysconfig\n    d["ft"] = bool(sysconfig.get_config_var("Py_GIL_DISABLED"))\n    d["machine"] = sysconfig.get_platform()\nelse:\n    d["ft"] = "t" in (d["abiflags"] or "")',
  'try:\n    d["libc"] = os.confstr("CS_GNU_LIBC_VERSION")\nexcept Exception:\n    d["libc"] = None',
  'if sys.platform == "darwin":\n    import platform\n    d["mac_ver"] = platform.mac_ver()[0]',
  // PEP 508's variables as pip computes them (packaging.markers.default_environment), so that
  // markers are judged on this interpreter's own answers; Python 2 has no sys.implementation.
  // On Linux and macOS, platform.uname() is os.uname() with "unknown" read as "", and
  // platform.python_version() is sys.version's first word (".0" added to a bare X.Y); the
  // implementation is "PyPy" when sys.version says so, else "CPython". Anything else (Windows,
  // another implementation, an unusual sys.version) asks platform itself.
  'W = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.+"',
  'try:',
  '    i = sys.implementation',
  '    iv = "%d.%d.%d" % i.version[:3]',
  '    if i.version[3] != "final":',
  '        iv += i.version[3][0] + str(i.version[4])',
  '    u = os.uname() if sys.platform in ("linux", "darwin") else None',
  '    fv = (sys.version.split() or [""])[0]',
  '    pi = "PyPy" if "PyPy" in sys.version else "CPython"',
  '    if u and any(u) and u[0] != "Microsoft" and fv and all(c in W for c in fv) and i.name == pi.lower():',
  '        if len(fv.split(".")) == 2:',
  '            fv += ".0"',
  '        s, r, w, m = [x if x != "unknown" else "" for x in (u[0], u[2], u[3], u[4])]',
  '    else:',
  '        import platform',
  '        s, r, w, m = platform.system(), platform.release(), platform.version(), platform.machine()',
  '        fv, pi = platform.python_version(), platform.python_implementation()',
  '    d["pep508"] = {"implementation_name": i.name, "implementation_version": iv, "os_name": os.name, "platform_machine": m, "platform_release": r, "platform_system": s, "platform_version": w, "python_full_version": fv, "platform_python_implementation": pi, "python_version": ".".join(fv.split(".")[:2]), "sys_platform": sys.platform}',
  'except Exception:',
  '    pass',
  // The marker first, whatever order this Python keeps a dict's keys in (2.7, 3.5).
  `sys.stdout.write('{"marker": "${PROBE_MARKER}", ' + J(d)[1:])`,
  // The answer is out: the interpreter's own teardown (a few milliseconds) would only delay it.
  'sys.stdout.flush()',
  'os._exit(0)',
].join('\n');

export interface PythonProbe {
  python: PythonInfo;
  /** `2.36` from `glibc 2.36`; undefined on musl / non-Linux. */
  glibc?: string;
  macVersion?: string;
}

const IMPL: Readonly<Record<string, PythonInfo['implementation']>> = {
  cpython: 'cpython',
  pypy: 'pypy',
  graalpy: 'graalpy',
  graalpython: 'graalpy',
};
const LEVEL: Readonly<Record<string, string>> = { alpha: 'a', beta: 'b', candidate: 'rc', final: '' };

/** The answer's own property (never one inherited from Object.prototype, such as `constructor`). */
const own = (o: object, key: string): unknown =>
  Object.hasOwn(o, key) ? (o as Record<string, unknown>)[key] : undefined;
const natural = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
/** Short printable text: no control characters (they would reach reports and annotations). */
const cleanText = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.length <= max && !/[\u0000-\u001f\u007f]/.test(v);

/** The probe's answer, field by field; anything off is the reason it is refused. */
function checkAnswer(d: object): string | undefined {
  if (own(d, 'marker') !== PROBE_MARKER) return 'its answer did not carry the probe marker';
  const v = own(d, 'version');
  if (
    !Array.isArray(v) ||
    v.length !== 5 ||
    !natural(v[0]) ||
    !natural(v[1]) ||
    !natural(v[2]) ||
    !natural(v[4]) ||
    typeof v[3] !== 'string' ||
    !Object.hasOwn(LEVEL, v[3])
  ) {
    return '"version" is not [major, minor, micro, releaselevel, serial] as sys.version_info gives it';
  }
  const fields: [string, (x: unknown) => boolean, string][] = [
    ['implementation', (x) => cleanText(x, 64), 'a name'],
    ['bits', (x) => x === 32 || x === 64, '32 or 64'],
    ['executable', (x) => x === null || cleanText(x, 4096), 'a path or null'],
    ['abiflags', (x) => cleanText(x, 16), 'a short string'],
    ['machine', (x) => x === null || (typeof x === 'string' && /^[A-Za-z0-9_.-]{0,64}$/.test(x)), 'a CPU name or null'],
    ['ft', (x) => typeof x === 'boolean', 'true or false'],
    ['libc', (x) => x === null || cleanText(x, 64), 'a libc version or null'],
    ['platform', (x) => cleanText(x, 64), 'a platform name'],
  ];
  for (const [key, ok, what] of fields) if (!ok(own(d, key))) return `"${key}" is not ${what}`;
  const mac = own(d, 'mac_ver');
  if (mac !== undefined && !cleanText(mac, 64)) return '"mac_ver" is not a version string';
  const pep508 = own(d, 'pep508');
  if (pep508 !== undefined) {
    if (typeof pep508 !== 'object' || pep508 === null || Array.isArray(pep508))
      return '"pep508" is not an object of marker values';
    for (const name of PEP508_NAMES) {
      const v = own(pep508, name);
      if (v !== undefined && !cleanText(v, 256)) return `"pep508.${name}" is not a short line of text`;
    }
  }
  return undefined;
}

/** The PEP 508 variables packaging's default_environment() computes (pip's marker values). */
const PEP508_NAMES = [
  'implementation_name',
  'implementation_version',
  'os_name',
  'platform_machine',
  'platform_release',
  'platform_system',
  'platform_version',
  'python_full_version',
  'platform_python_implementation',
  'python_version',
  'sys_platform',
] as const;

function markerValues(pep508: unknown): PythonInfo['markers'] {
  if (typeof pep508 !== 'object' || pep508 === null) return undefined;
  const out: Record<string, string> = {};
  for (const name of PEP508_NAMES) {
    const v = own(pep508, name);
    if (typeof v === 'string') out[name] = v;
  }
  return Object.keys(out).length ? out : undefined;
}

/** Reads the probe's output; anything unexpected is an InputError naming the interpreter. */
export function parseProbeOutput(stdout: string, exe: string): PythonProbe {
  const bad = (why: string) =>
    new InputError(
      `the Python interpreter ${exe} could not be probed: ${why}; pass --python VERSION (or python-version) to skip probing`,
    );
  const text = stdout.trim();
  const start = text.lastIndexOf('{"marker"');
  if (start < 0)
    throw bad(`it printed ${text ? JSON.stringify(text.slice(0, 60)) : 'nothing'} instead of the probe's JSON`);
  let d: unknown;
  try {
    d = JSON.parse(text.slice(start));
  } catch {
    throw bad('its output was not valid JSON');
  }
  if (typeof d !== 'object' || d === null || Array.isArray(d)) throw bad("its answer was not the probe's JSON object");
  const why = checkAnswer(d);
  if (why) throw bad(why);
  const [major, minor, micro, level, serial] = own(d, 'version') as [number, number, number, string, number];
  const pre = level === 'final' ? '' : `${LEVEL[level]}${serial}`;
  const implName = (own(d, 'implementation') as string).toLowerCase();
  const impl = Object.hasOwn(IMPL, implName) ? (IMPL[implName] as PythonInfo['implementation']) : 'other';
  const libcText = own(d, 'libc');
  const libc = typeof libcText === 'string' ? /^glibc\s+(\d+\.\d+)/i.exec(libcText)?.[1] : undefined;
  const macText = own(d, 'mac_ver');
  const mac = typeof macText === 'string' && /^\d+(\.\d+)*$/.test(macText) ? macText : undefined;
  const machineRaw = own(d, 'machine');
  // Windows reports `win-amd64` / `win-arm64` (the interpreter's build, which decides its wheel
  // tag); keep the CPU part. pip's platform_machine (`AMD64`) is in the marker values.
  const machine =
    typeof machineRaw === 'string' ? machineRaw.replace(/^win-/, '').replace(/^win32$/, 'x86') : undefined;
  const executable = own(d, 'executable');
  const markers = markerValues(own(d, 'pep508'));
  return {
    python: {
      major,
      minor,
      full: `${major}.${minor}.${micro}${pre}`,
      implementation: impl,
      freeThreaded: own(d, 'ft') === true,
      pointerBits: own(d, 'bits') as number,
      ...(machine ? { machine } : {}),
      executable: typeof executable === 'string' && executable ? executable : exe,
      ...(markers ? { markers } : {}),
      provenance: 'probed',
    },
    ...(libc ? { glibc: libc } : {}),
    ...(mac ? { macVersion: mac } : {}),
  };
}

/**
 * The interpreter does not exist: the one failure after which the next candidate name is tried.
 * `stub`: Windows' Microsoft Store alias, which only offers to install Python.
 */
export class InterpreterNotFound extends InputError {
  constructor(
    message: string,
    readonly stub = false,
  ) {
    super(message);
  }
}

/** cmd.exe's "not recognized" code, which the Store's python.exe alias exits with (printing only to stderr). */
const STORE_STUB_EXIT = 9009;

/** The interpreter's arguments for one probe run: `before` (`-3` for `py`), then the script. */
export const probeArgs = (before: readonly string[] = []): string[] => [...before, '-S', '-c', PROBE_SCRIPT];

export async function probePython(
  exe: string,
  run: Runner,
  timeoutMs: number,
  before: readonly string[] = [],
): Promise<PythonProbe> {
  const r = await run(exe, probeArgs(before), { timeoutMs });
  const hint =
    'pass --python VERSION (or python-version) to skip probing, or --python-path to name another interpreter';
  const it = `the Python interpreter ${exe}`;
  switch (r.kind) {
    case 'exited':
      break;
    case 'not-found':
      throw new InterpreterNotFound(`${it} ${r.reason}; ${hint}`);
    case 'timeout':
      throw new InputError(`${it} hung: it ${r.reason} (TORCH_PREFLIGHT_PROBE_TIMEOUT_MS sets the limit); ${hint}`);
    case 'signal': {
      const err = lastLine(r.stderr);
      throw new InputError(`${it} ${r.reason}${err ? ` (${err})` : ''}; ${hint}`);
    }
    default:
      throw new InputError(`${it} ${r.reason}; ${hint}`);
  }
  if (r.code === STORE_STUB_EXIT && r.stdout.length === 0) {
    const said = lastLine(r.stderr);
    throw new InterpreterNotFound(
      `${it} is the Microsoft Store's alias (WindowsApps), not an installed Python${said ? ` (${said})` : ''}; ${hint}`,
      true,
    );
  }
  if (r.code !== 0) {
    const err = lastLine(r.stderr);
    throw new InputError(`${it} ${r.reason}${err ? ` (${err})` : ''}; ${hint}`);
  }
  return parseProbeOutput(r.stdout.toString('utf8'), exe);
}

function lastLine(b: Buffer): string {
  return b.toString('utf8').trim().split(/\r?\n/).pop()?.trim().slice(0, 120) ?? '';
}
