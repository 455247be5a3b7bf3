/**
 * PEP 425 compatibility tags: which wheel file an installer on this runner would accept.
 * Lock files name exact wheels, so for them "will it install here?" is a question of tags, not
 * of the catalog. The rules follow what pip and uv generate for a CPython interpreter
 * (packaging.tags): the interpreter's own `cpXY` with its ABI, `abi3` from older minors (not
 * for free-threaded builds), `none`, generic `py3*` tags, and the platform's tags.
 */
import type { Arch, Os, Platform } from '../platform/platform.js';
import { parseVersion } from './pep440.js';

export interface WheelFile {
  /** Distribution name as written (`torch`). */
  name: string;
  /** Version as written, local label included (`2.8.0+cu128`). */
  version: string;
  python: string[];
  abi: string[];
  platform: string[];
  /** The file name, decoded (`torch-2.8.0+cu128-cp312-cp312-manylinux_2_28_x86_64.whl`). */
  file: string;
}

const WHEEL_NAME = /^[\p{L}\p{N}\p{M}_.]+$/u;
const IDENTIFIER = /^[\p{L}_][\p{L}\p{N}_]*$/u;

/** A wheel file name (or URL/path ending in one) split into its tags; undefined when not a wheel. */
export function parseWheelFile(urlOrPath: string): WheelFile | undefined {
  const last = urlOrPath.split('#')[0]!.split('?')[0]!.split(/[\\/]/).pop() ?? '';
  let file: string;
  try {
    file = decodeURIComponent(last);
  } catch {
    return undefined;
  }
  if (!/\.whl$/i.test(file)) return undefined;
  const parts = file.slice(0, -4).split('-');
  // name-version(-build)?-python-abi-platform
  if (parts.length !== 5 && parts.length !== 6) return undefined;
  const [name, version] = parts as [string, string];
  const [python, abi, platform] = parts.slice(-3) as [string, string, string];
  // PEP 427: the name escaped to word characters and dots, the build tag starting with a digit,
  // every member of a compressed tag set present, interpreters named like identifiers.
  if (!WHEEL_NAME.test(name) || name.includes('__') || !parseVersion(version)) return undefined;
  if (parts.length === 6 && !/^\d/.test(parts[2]!)) return undefined;
  const members = [python, abi, platform].map((p) => p.split('.'));
  if (members.some((m) => m.includes('')) || !members[0]!.every((i) => IDENTIFIER.test(i))) return undefined;
  const split = (s: string) => s.toLowerCase().split('.');
  return { name, version, python: split(python), abi: split(abi), platform: split(platform), file };
}

/** `cp313` → `3.13`: the CPython minor a Python tag names; undefined for `py3`, `pp310` and the like. */
export function cpythonOfTag(tag: string): string | undefined {
  const m = /^cp(\d)(\d{1,2})$/.exec(tag);
  return m ? `${m[1]}.${m[2]}` : undefined;
}

/** The catalog platform a wheel's (first) platform tag names, or undefined (universal2, others). */
export function platformOfTag(tag: string): Platform | undefined {
  // A compressed tag set (`manylinux_2_17_x86_64.manylinux2014_x86_64`) names one platform.
  if (/^(many|musl)?linux.*_x86_64$/.test(tag)) return 'linux-x64';
  if (/^(many|musl)?linux.*_aarch64$/.test(tag)) return 'linux-arm64';
  if (/^macosx_.*_arm64$/.test(tag)) return 'macos-arm64';
  if (/^macosx_.*_(x86_64|intel|universal2?)$/.test(tag)) return tag.endsWith('universal2') ? undefined : 'macos-x64';
  if (tag === 'win_amd64') return 'windows-x64';
  if (tag === 'win_arm64') return 'windows-arm64';
  return undefined;
}

/** What the installer on the runner is: enough to generate its tags. */
export interface TagTarget {
  os: Os;
  /** The interpreter's CPU (differs from the machine's under Rosetta). */
  arch: Arch;
  python?: { major: number; minor: number; implementation: string; freeThreaded: boolean; pointerBits?: number };
  /** Linux: the C library and the glibc version. */
  libc?: 'glibc' | 'musl' | 'unknown';
  glibc?: string;
  /** macOS version (`14.5`). */
  macos?: string;
}

/** true: the installer takes it; false: it never would (with why); undefined: a value is unknown. */
export type Fit = { fits: true } | { fits: false; why: string } | { fits: undefined; why: string };

const YES: Fit = { fits: true };
const no = (why: string): Fit => ({ fits: false, why });
const unknown = (why: string): Fit => ({ fits: undefined, why });

function both(a: Fit, b: Fit): Fit {
  if (a.fits === false) return a;
  if (b.fits === false) return b;
  if (a.fits === undefined) return a;
  return b;
}

/** Any of several tags (a compressed tag set) fits: the best answer wins. */
function anyOf(fits: Fit[]): Fit {
  return fits.find((f) => f.fits === true) ?? fits.find((f) => f.fits === undefined) ?? fits[0] ?? no('no tag');
}

function interpreterFit(pythonTag: string, abiTag: string, t: TagTarget): Fit {
  if (/^py\d*$/.test(pythonTag)) {
    // Generic tags: py3, py312 (only with abi none).
    if (abiTag !== 'none') return no(`${pythonTag}-${abiTag} is not a tag any interpreter generates`);
    if (pythonTag === 'py2') return no('a Python 2 wheel');
    if (pythonTag === 'py3') return YES;
    if (!t.python) return unknown('the Python version is not known');
    const m = /^py3(\d+)$/.exec(pythonTag);
    return m && Number(m[1]) <= t.python.minor
      ? YES
      : no(`${pythonTag} is newer than Python ${t.python.major}.${t.python.minor}`);
  }
  const cp = /^cp3(\d+)$/.exec(pythonTag);
  if (!cp) return no(`${pythonTag} wheels are for another Python implementation`);
  if (!t.python) return unknown('the Python version is not known');
  if (t.python.implementation !== 'cpython')
    return no(`${pythonTag} wheels are for CPython, not ${t.python.implementation}`);
  const minor = Number(cp[1]);
  const ft = t.python.freeThreaded;
  // The stable ABI: abi3 from Python 3.2 on, abi3t (PEP 803) for a free-threaded build.
  if (abiTag === 'abi3' || abiTag === 'abi3t') {
    if (ft !== (abiTag === 'abi3t'))
      return no(ft ? 'a free-threaded Python cannot load abi3 wheels' : 'abi3t wheels are for a free-threaded Python');
    if (minor < 2) return no(`${pythonTag}-${abiTag}: the stable ABI starts at Python 3.2`);
    return minor <= t.python.minor ? YES : no(`${pythonTag}-${abiTag} needs Python 3.${minor} or newer`);
  }
  if (minor !== t.python.minor)
    return no(`${pythonTag} is for Python 3.${minor}, not ${t.python.major}.${t.python.minor}`);
  if (abiTag === 'none') return YES;
  const own = ownAbi(t.python.minor, ft);
  if (abiTag === own) return YES;
  if (abiTag === `cp3${minor}t`)
    return no(`${pythonTag}-${abiTag} is for the free-threaded build of Python 3.${minor}`);
  if (ft && abiTag === `cp3${minor}`)
    return no(`${pythonTag}-${abiTag} is for the regular build; this Python is free-threaded`);
  return no(`ABI ${abiTag} is not this interpreter's (${own})`);
}

/**
 * CPython's own ABI tag: `cp312`, `cp313t` free-threaded, and before 3.8 `cp37m` (built with
 * pymalloc, the default; packaging's _cpython_abis). Debug (`d`) builds are not modelled.
 */
function ownAbi(minor: number, freeThreaded: boolean): string {
  return `cp3${minor}${freeThreaded ? 't' : ''}${minor < 8 ? 'm' : ''}`;
}

const LINUX_ARCH: Record<Arch, string> = { x64: 'x86_64', arm64: 'aarch64' };
const LEGACY_MANYLINUX: Record<string, [number, number]> = {
  manylinux1: [2, 5],
  manylinux2010: [2, 12],
  manylinux2014: [2, 17],
};
// PEP 599's aliases exist for these CPUs only (manylinux1 and 2010 were x86 only).
const LEGACY_ARCHES: Record<string, readonly string[]> = {
  manylinux1: ['x86_64', 'i686'],
  manylinux2010: ['x86_64', 'i686'],
  manylinux2014: ['x86_64', 'i686', 'aarch64', 'armv7l', 'ppc64', 'ppc64le', 's390x'],
};
// The oldest glibc a manylinux tag may name: 2.5 on x86, 2.17 elsewhere (packaging's _MIN_GLIBC).
const glibcFloor = (arch: string): [number, number] => (arch === 'x86_64' || arch === 'i686' ? [2, 5] : [2, 17]);
// On a glibc 3.x, the 2.x tags end at 2.50 (packaging's _LAST_GLIBC_MINOR).
const LAST_GLIBC2_MINOR = 50;

/**
 * The floors a platform tag states: `manylinux_2_28_x86_64` → glibc 2.28, `manylinux2014_x86_64`
 * → glibc 2.17 (PEP 599's aliases), `macosx_14_0_arm64` → macOS 14.0.
 */
export function tagFloor(tag: string): { glibc?: string; macos?: string } {
  const g = /^manylinux_(\d+)_(\d+)_/.exec(tag);
  if (g) return { glibc: `${g[1]}.${g[2]}` };
  const legacy = LEGACY_MANYLINUX[/^(manylinux\d+)_/.exec(tag)?.[1] ?? ''];
  if (legacy) return { glibc: `${legacy[0]}.${legacy[1]}` };
  const m = /^macosx_(\d+)_(\d+)_/.exec(tag);
  if (m) return { macos: `${m[1]}.${m[2]}` };
  return {};
}

function versionAtLeast(have: string, major: number, minor: number): boolean {
  const [a = 0, b = 0] = have.split('.').map((n) => Number(n));
  return a > major || (a === major && b >= minor);
}

function linuxFit(tag: string, t: TagTarget): Fit {
  const arch = LINUX_ARCH[t.arch];
  const many = /^manylinux_(\d+)_(\d+)_(\w+)$/.exec(tag);
  const legacy = /^(manylinux1|manylinux2010|manylinux2014)_(\w+)$/.exec(tag);
  const musl = /^musllinux_(\d+)_(\d+)_(\w+)$/.exec(tag);
  const plain = /^linux_(\w+)$/.exec(tag);
  if (plain) return plain[1] === arch ? YES : no(`${tag} is for ${plain[1]}, not ${arch}`);
  if (musl) {
    if (musl[3] !== arch) return no(`${tag} is for ${musl[3]}, not ${arch}`);
    if (t.libc === 'glibc') return no(`${tag} needs musl; this system has glibc`);
    return t.libc === 'musl' ? unknown('the musl version is not known') : unknown('the C library is not known');
  }
  const parts = many
    ? { major: Number(many[1]), minor: Number(many[2]), arch: many[3]! }
    : legacy
      ? { major: LEGACY_MANYLINUX[legacy[1]!]![0], minor: LEGACY_MANYLINUX[legacy[1]!]![1], arch: legacy[2]! }
      : undefined;
  if (!parts) return no(`${tag} is not a Linux platform tag`);
  if (parts.arch !== arch) return no(`${tag} is for ${parts.arch}, not ${arch}`);
  if (legacy && !LEGACY_ARCHES[legacy[1]!]!.includes(arch)) return no(`${tag} is no tag an installer generates`);
  const [fMajor, fMinor] = glibcFloor(arch);
  if (parts.major < fMajor || (parts.major === fMajor && parts.minor < fMinor))
    return no(`${tag} names a glibc older than any manylinux (${fMajor}.${fMinor} on ${arch})`);
  if (t.libc === 'musl') return no(`${tag} needs glibc; this system has musl`);
  if (!t.glibc) return unknown('the glibc version is not known');
  const glibcMajor = Number(t.glibc.split('.')[0]);
  if (parts.major < glibcMajor && parts.minor > LAST_GLIBC2_MINOR)
    return no(
      `${tag} is no tag an installer generates (glibc ${parts.major}.x ends at ${parts.major}.${LAST_GLIBC2_MINOR})`,
    );
  return versionAtLeast(t.glibc, parts.major, parts.minor)
    ? YES
    : no(`${tag} needs glibc ${parts.major}.${parts.minor}; this system has ${t.glibc}`);
}

// Binary formats a macOS wheel may name, per interpreter CPU (packaging's _mac_binary_formats).
const MAC_FORMATS: Record<Arch, string[]> = {
  arm64: ['arm64', 'universal2'],
  x64: ['x86_64', 'intel', 'fat64', 'fat3', 'universal2', 'universal'],
};

function macFit(tag: string, t: TagTarget): Fit {
  const m = /^macosx_(\d+)_(\d+)_(\w+)$/.exec(tag);
  if (!m) return no(`${tag} is not a macOS platform tag`);
  const [major, minor, format] = [Number(m[1]), Number(m[2]), m[3]!];
  if (!MAC_FORMATS[t.arch].includes(format))
    return no(`${tag} is for ${format}, not ${t.arch === 'arm64' ? 'arm64' : 'x86_64'}`);
  // On Apple silicon only universal2 wheels carry 10.x versions.
  if (t.arch === 'arm64' && major === 10 && format !== 'universal2') return no(`${tag} is not an Apple-silicon tag`);
  // 64-bit Intel binaries start at 10.4; from macOS 11 on, installers generate only N_0 versions.
  if (major < 10 || (major === 10 && minor < 4)) return no(`${tag} names a macOS older than 10.4`);
  if (major >= 11 && minor !== 0)
    return no(`${tag} is no tag an installer generates (from macOS 11 on, only ${major}_0)`);
  if (!t.macos) return unknown('the macOS version is not known');
  // From macOS 11 on, the 10.x tags end at 10.16 (the version an old SDK's binaries see there).
  if (major === 10 && minor > 16 && versionAtLeast(t.macos, 11, 0))
    return no(`${tag} is no tag an installer generates on macOS ${t.macos} (10.x ends at 10.16)`);
  return versionAtLeast(t.macos, major, minor)
    ? YES
    : no(`${tag} needs macOS ${major}.${minor}; this runner has ${t.macos}`);
}

function windowsFit(tag: string, t: TagTarget): Fit {
  const want = t.python?.pointerBits === 32 ? 'win32' : t.arch === 'arm64' ? 'win_arm64' : 'win_amd64';
  if (tag === want) return YES;
  return /^win(32|_amd64|_arm64)$/.test(tag)
    ? no(`${tag} is not this Python's platform (${want})`)
    : no(`${tag} is not a Windows platform tag`);
}

function platformFit(tag: string, t: TagTarget): Fit {
  if (tag === 'any') return YES;
  if (t.os === 'linux') return /linux/.test(tag) ? linuxFit(tag, t) : no(`${tag} is not a Linux wheel`);
  if (t.os === 'macos') return tag.startsWith('macosx_') ? macFit(tag, t) : no(`${tag} is not a macOS wheel`);
  return tag.startsWith('win') ? windowsFit(tag, t) : no(`${tag} is not a Windows wheel`);
}

/** Would the runner's installer take this wheel? */
export function wheelFits(w: WheelFile, t: TagTarget): Fit {
  const interp = anyOf(w.python.flatMap((py) => w.abi.map((abi) => interpreterFit(py, abi, t))));
  const plat = anyOf(w.platform.map((p) => platformFit(p, t)));
  return both(interp, plat);
}

/** `cp312-cp312-manylinux_2_28_x86_64` */
export const tagString = (w: WheelFile): string => `${w.python.join('.')}-${w.abi.join('.')}-${w.platform.join('.')}`;

/** The runner as an installer sees it, for messages: `CPython 3.12 on Linux aarch64 (glibc 2.39)`. */
export function describeTarget(t: TagTarget): string {
  const py = t.python
    ? `${t.python.implementation === 'cpython' ? 'CPython' : t.python.implementation} ${t.python.major}.${t.python.minor}${t.python.freeThreaded ? 't' : ''}`
    : 'Python (version unknown)';
  const where =
    t.os === 'linux'
      ? `Linux ${LINUX_ARCH[t.arch]}${t.libc === 'musl' ? ' (musl)' : t.glibc ? ` (glibc ${t.glibc})` : ''}`
      : t.os === 'macos'
        ? `macOS${t.macos ? ` ${t.macos}` : ''} ${t.arch === 'arm64' ? 'arm64' : 'x86_64'}`
        : `Windows ${t.arch === 'arm64' ? 'arm64' : 'x64'}`;
  return `${py} on ${where}`;
}
