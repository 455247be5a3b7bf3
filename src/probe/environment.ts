/**
 * Builds the Environment: every value given (flag, input) is used as is and never probed;
 * every other value is probed from this machine. One Python run and at most one nvidia-smi
 * run, in parallel.
 */
import { InputError } from '../core/errors.js';
import type { Environment, GpuInfo, PythonInfo } from '../core/model.js';
import { KNOWN_COMPUTE_CAPABILITIES, parseComputeCapability } from '../platform/cuda-arch.js';
import { archFromMachine, parseArch, parseOs, type Os } from '../platform/platform.js';
import { isDotted } from '../versions/dotted.js';
import { parsePythonVersion } from '../versions/python.js';
import type { Runner } from '../io/run.js';
import { probeNvidia } from './nvidia.js';
import { InterpreterNotFound, probePython, type PythonProbe } from './python-probe.js';
import { candidateLabel, interpretersToTry } from './python-candidates.js';
import { probeAmd, probeIntel } from './amd-intel.js';
import type { MachineArch } from './system.js';
import { parseGfx, parsePciId } from '../platform/gpu-ids.js';

export interface EnvOverrides {
  python?: string;
  pythonPath?: string;
  os?: string;
  osVersion?: string;
  arch?: string;
  glibc?: string;
  driver?: string;
  gpus?: string[];
  /** AMD GPUs by gfx target (`gfx1100`), or `none`. */
  amdGpus?: string[];
  /** Intel GPUs by PCI device id (`0x56a0`), or `none`. */
  intelGpus?: string[];
  /** The C library when it is known without probing (a container image's). */
  libc?: 'glibc' | 'musl';
  /** Why this machine's Python must not be probed (a container has its own); said as a probe problem. */
  noPythonProbe?: string;
  /** Why this machine's glibc must not be probed (a container's is the image's). */
  noLibcProbe?: string;
  /** The OS as a container image names it (`Debian 13 (trixie)`), instead of this machine's. */
  osLabel?: string;
}

export interface ProbeIo {
  run: Runner;
  readText: (path: string) => string | undefined;
  /** A directory's names (sysfs), or undefined when it cannot be listed. */
  listDir: (path: string) => string[] | undefined;
  /** Does a path exist (device nodes such as WSL2's /dev/dxg included)? Absent: nothing does. */
  exists?: (path: string) => boolean;
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  machineOs: () => Os | undefined;
  /** The machine's CPU (not node's own build, which may run emulated). */
  machineArch: () => MachineArch | Promise<MachineArch>;
  nodeGlibc: () => { glibc?: string; libc: 'glibc' | 'musl' | 'unknown' };
  macosVersion: () => string | undefined;
  linuxVersion: () => string | undefined;
}

const NONE = new Set(['none', 'no', 'false', '-', '']);

/** `--amd-gpu gfx1100 --amd-gpu gfx90a` (or `none`) → the ids; a word that is neither is exit 2. */
function parseIds(values: string[], parse: (t: string) => string | undefined, what: string, example: string): string[] {
  const words = values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (words.every((w) => NONE.has(w.toLowerCase()))) return [];
  return words.map((w) => {
    const id = parse(w);
    if (!id)
      throw new InputError(
        `${what} ${JSON.stringify(w.slice(0, 40))} is not understood; expected e.g. ${example}, or none`,
      );
    return id;
  });
}

function dottedFlag(value: string, what: string, example: string): string {
  const v = value.trim();
  if (!isDotted(v))
    throw new InputError(`${what} ${JSON.stringify(value.slice(0, 40))} is not a version; expected e.g. ${example}`);
  return v;
}

export function parseGpus(values: string[]): GpuInfo[] {
  const out: GpuInfo[] = [];
  for (const raw of values.flatMap((v) => v.split(','))) {
    const v = raw.trim();
    if (NONE.has(v.toLowerCase())) continue;
    const cc = parseComputeCapability(v);
    if (!cc)
      throw new InputError(
        `GPU ${JSON.stringify(v.slice(0, 40))} is not a compute capability; expected e.g. 8.6, sm_86 or none`,
      );
    if (!(KNOWN_COMPUTE_CAPABILITIES as readonly string[]).includes(cc))
      throw new InputError(
        `GPU ${JSON.stringify(v.slice(0, 40))}: no NVIDIA GPU has compute capability ${cc}; known: ${KNOWN_COMPUTE_CAPABILITIES.join(', ')}`,
      );
    out.push({ computeCapability: cc });
  }
  return out;
}

const STUB_NOTE = " (the Microsoft Store's alias, not a Python)";

async function findPython(o: EnvOverrides, io: ProbeIo): Promise<PythonProbe> {
  const candidates = interpretersToTry(o.pythonPath, io.platform, io.env);
  const tried: string[] = [];
  let lastError: unknown;
  for (const c of candidates) {
    try {
      const found = await probePython(c.exe, io.run, io.timeoutMs, c.args);
      const stubs = tried.filter((t) => t.endsWith(STUB_NOTE));
      return stubs.length ? { ...found, python: { ...found.python, skipped: stubs } } : found;
    } catch (err) {
      lastError = err;
      // Only "not found" (a Store alias stub included) moves on; a broken interpreter is reported.
      if (!(err instanceof InterpreterNotFound)) throw err;
      tried.push(err.stub ? `${candidateLabel(c)}${STUB_NOTE}` : candidateLabel(c));
    }
  }
  if (candidates.length > 1) {
    throw new InputError(
      `no Python interpreter was found (tried ${tried.join(', ')}); run actions/setup-python first, or pass --python VERSION or --python-path`,
    );
  }
  throw lastError;
}

export async function buildEnvironment(o: EnvOverrides, io: ProbeIo): Promise<Environment> {
  if (o.python && o.pythonPath)
    throw new InputError('give either --python (a version) or --python-path (an interpreter), not both');
  const given = parseGivenPython(o.python);
  const os = o.os ? parseOs(o.os) : io.machineOs();
  if (!os)
    throw new InputError(
      `this machine's OS (${io.platform}) has no torch wheels; pass --os linux|macos|windows to check another`,
    );
  const machine = await io.machineArch();
  const arch = o.arch ? parseArch(o.arch) : machine.arch;
  if (!arch)
    throw new InputError(
      `this machine's CPU (${machine.raw}) is neither x64 nor arm64; pass --arch x64|arm64 to check another`,
    );
  // Probing describes this machine; when another OS is asked for, its OS facts do not apply.
  const sameOs = os === io.machineOs();
  const glibcGiven = o.glibc !== undefined ? dottedFlag(o.glibc, 'glibc', '2.28') : undefined;
  const osVersionGiven = o.osVersion !== undefined ? dottedFlag(o.osVersion, 'OS version', '14.5') : undefined;
  const driverGiven =
    o.driver === undefined
      ? undefined
      : NONE.has(o.driver.trim().toLowerCase())
        ? null
        : dottedFlag(o.driver, 'NVIDIA driver', '570.124.06');
  const gpusGiven = o.gpus && o.gpus.length ? parseGpus(o.gpus) : undefined;
  const amdGiven =
    o.amdGpus && o.amdGpus.length
      ? parseIds(o.amdGpus, parseGfx, 'AMD GPU', 'gfx1100').map((gfx) => ({ gfx }))
      : undefined;
  const intelGiven =
    o.intelGpus && o.intelGpus.length
      ? parseIds(o.intelGpus, parsePciId, 'Intel GPU', '0x56a0').map((deviceId) => ({ deviceId }))
      : undefined;

  const probeProblems: Environment['probeProblems'] = [];
  const needNvidia = sameOs && (driverGiven === undefined || gpusGiven === undefined);
  const [py, nv] = await Promise.all([
    given || o.noPythonProbe ? Promise.resolve(undefined) : findPython(o, io),
    needNvidia
      ? probeNvidia({
          run: io.run,
          readText: io.readText,
          ...(io.exists ? { exists: io.exists } : {}),
          env: io.env,
          platform: io.platform,
          timeoutMs: io.timeoutMs,
        })
      : Promise.resolve(undefined),
  ]);

  let python: PythonInfo | undefined = given;
  if (!given && o.noPythonProbe) probeProblems.push({ what: 'the Python version', message: o.noPythonProbe });
  if (py) {
    python = { ...py.python };
    // A given arch is the truth about the target; the local interpreter's CPU is not. Another
    // OS keeps only the interpreter's own marker values (its version and implementation).
    if (o.arch || !sameOs) {
      delete python.machine;
      if (python.markers)
        python.markers = keepMarkers(
          python.markers,
          sameOs
            ? (k) => k !== 'platform_machine'
            : (k) =>
                k.startsWith('python_') || k.startsWith('implementation_') || k === 'platform_python_implementation',
        );
    }
    if (python.machine && !archFromMachine(python.machine)) python.pointerBits ??= 32;
  }

  let glibc = glibcGiven;
  let libc: Environment['libc'] = glibcGiven ? 'glibc' : o.libc;
  if (os === 'linux' && !glibc && !o.libc && o.noLibcProbe)
    probeProblems.push({ what: 'the glibc version', message: o.noLibcProbe });
  else if (os === 'linux' && !glibc && !o.libc && sameOs) {
    if (py?.glibc) {
      glibc = py.glibc;
      libc = 'glibc';
    } else {
      const g = io.nodeGlibc();
      glibc = g.glibc;
      libc = g.libc;
      if (!glibc && g.libc !== 'musl')
        probeProblems.push({ what: 'the glibc version', message: 'neither Python nor node reported one' });
    }
  }
  let osVersion = osVersionGiven ?? o.osLabel;
  if (!osVersion && sameOs) {
    // The Linux distro is only shown; when --os or --glibc describe another machine, this one's
    // distro would mix two machines in one line (newcomer review, item 13).
    osVersion =
      os === 'macos'
        ? (py?.macVersion ?? io.macosVersion())
        : os === 'linux' && !o.os && !o.glibc
          ? io.linuxVersion()
          : undefined;
    if (os === 'macos' && !osVersion)
      probeProblems.push({ what: 'the macOS version', message: 'it could not be read' });
  }

  // AMD and Intel GPUs: Linux only (the ROCm and XPU wheels this checks are Linux and Windows;
  // Windows drivers expose no such files), read without starting a process.
  const probeSys = sameOs && os === 'linux';
  const amd = amdGiven === undefined && probeSys ? probeAmd(io) : undefined;
  const intel = intelGiven === undefined && probeSys ? probeIntel(io) : undefined;
  if (amd?.problem) probeProblems.push({ what: 'the AMD GPUs', message: amd.problem });
  if (intel?.problem) probeProblems.push({ what: 'the Intel GPUs', message: intel.problem });
  const amdGpus = amdGiven ?? amd?.gpus;
  const intelGpus = intelGiven ?? intel?.gpus;

  const driver = driverGiven === null ? undefined : (driverGiven ?? nv?.driver);
  const gpus = gpusGiven ?? (driverGiven === null ? [] : (nv?.gpus ?? []));
  if (nv?.problem && gpusGiven === undefined)
    probeProblems.push({ what: "the GPUs' compute capabilities", message: nv.problem });

  return {
    ...(python ? { python } : {}),
    os,
    arch,
    ...(osVersion ? { osVersion } : {}),
    ...(glibc ? { glibc } : {}),
    ...(libc ? { libc } : {}),
    ...(driver ? { driver } : {}),
    gpus,
    ...(nv?.selection && gpusGiven === undefined ? { gpuSelection: nv.selection } : {}),
    ...(amdGpus?.length ? { amdGpus } : {}),
    ...(amd?.rocm ? { rocm: amd.rocm } : {}),
    ...(amd?.driver ? { amdDriver: amd.driver } : {}),
    ...(intelGpus?.length ? { intelGpus } : {}),
    provenance: {
      os: o.os ? 'given' : 'probed',
      arch: o.arch ? 'given' : 'probed',
      ...(osVersion ? { osVersion: osVersionGiven ? 'given' : 'probed' } : {}),
      ...(glibc ? { glibc: glibcGiven ? 'given' : 'probed' } : {}),
      driver: driverGiven !== undefined ? 'given' : 'probed',
      gpus: gpusGiven ? 'given' : 'probed',
      ...(amdGpus?.length ? { amdGpus: amdGiven ? ('given' as const) : ('probed' as const) } : {}),
      ...(intelGpus?.length ? { intelGpus: intelGiven ? ('given' as const) : ('probed' as const) } : {}),
    },
    probeProblems,
  };
}

function keepMarkers(
  markers: Readonly<Record<string, string>>,
  keep: (name: string) => boolean,
): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.entries(markers).filter(([k]) => keep(k)));
}

function parseGivenPython(text: string | undefined): PythonInfo | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const v = parsePythonVersion(text);
  return {
    major: v.major,
    minor: v.minor,
    ...(v.full ? { full: v.full } : {}),
    implementation: v.implementation,
    freeThreaded: v.freeThreaded,
    provenance: 'given',
  };
}
