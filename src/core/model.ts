/** What flows through the engine: the runner as probed, the request as asked, the answer. */
import type { Finding, Location, Verdict } from './finding.js';

// The vocabulary below is read by every layer and parsed in one place each: operating systems
// and architectures in platform/, Python implementations in versions/, specifiers in
// packaging/pep440.ts, index URLs in request/index-url.ts. It lives here so core/ imports
// nothing above it.

export type Os = 'linux' | 'macos' | 'windows';
export type Arch = 'x64' | 'arm64';
export type PythonImplementation = 'cpython' | 'pypy' | 'graalpy' | 'other';

export interface Specifier {
  /** The specifier as given by the user, trimmed. */
  text: string;
  /** The PEP 440 specifier set used for matching (`==2.9.*` for a bare `2.9`). */
  pep440: string;
  /** A local variant the user pinned (`cu128` in `2.9.0+cu128`), if any. */
  local?: string;
  /** Whether it pins one exact version. */
  exact?: string;
}

export type Channel = 'stable' | 'test' | 'nightly';

export type IndexRef =
  /** pypi.org, or no index given: what `pip install torch` uses. */
  | { kind: 'pypi'; url?: string }
  /** download.pytorch.org (or a mirror with the same layout) for one build variant. */
  | { kind: 'pytorch'; url: string; channel: Channel; variant: string; mirror: boolean }
  /** `-f …/torch_stable.html`: every variant, chosen by the `+local` part of the pin. */
  | { kind: 'find-links'; url: string; channel: Channel; variant?: string; mirror: boolean }
  /** Anything else: a private index the catalog knows nothing about. */
  | { kind: 'unknown'; url: string };

export type Provenance = 'given' | 'probed' | 'default';

export interface PythonInfo {
  major: number;
  minor: number;
  /** `3.12.4` when known. */
  full?: string;
  implementation: PythonImplementation;
  freeThreaded: boolean;
  /** 32 or 64 when probed; undefined when only the version was given. */
  pointerBits?: number;
  /** The interpreter's own CPU (`platform.machine()`), which differs from the runner's under Rosetta. */
  machine?: string;
  executable?: string;
  /** PEP 508 marker values as the probed interpreter computes them for pip (`platform_machine: AMD64`). */
  markers?: Readonly<Record<string, string>>;
  /** Interpreter names passed over before this one (a Microsoft Store alias stub), said in the report. */
  skipped?: string[];
  provenance: Provenance;
}

export type GpuInfo = {
  name?: string;
  /** `8.6` */
  computeCapability: string;
};

/** An AMD GPU as ROCm sees it: its gfx target (`gfx1100`). */
export type AmdGpu = {
  gfx: string;
  name?: string;
};

/** An Intel GPU by PCI device id (`0x56a0`). */
export type IntelGpu = {
  deviceId: string;
  name?: string;
  /** The kernel driver bound to it (i915 or xe), from sysfs. */
  driver?: string;
};

export interface Environment {
  python?: PythonInfo;
  os: Os;
  arch: Arch;
  /** macOS `14.5`, Windows build, Linux distribution version: informational except on macOS. */
  osVersion?: string;
  /** glibc version on Linux; undefined where there is none (musl) or it could not be read. */
  glibc?: string;
  libc?: 'glibc' | 'musl' | 'unknown';
  /** NVIDIA driver version, e.g. `570.124.06`; undefined when no NVIDIA driver is present. */
  driver?: string;
  gpus: GpuInfo[];
  /** What narrowed the probed GPUs to those the job's CUDA sees (`CUDA_VISIBLE_DEVICES=…: 1 of 4 GPUs judged`). */
  gpuSelection?: string;
  /** AMD GPUs (Linux, from the KFD topology); absent when none was probed or given. */
  amdGpus?: AmdGpu[];
  /** The host's ROCm version (`/opt/rocm/.info/version`), informational: torch's ROCm wheels bundle their libraries. */
  rocm?: string;
  /** The amdgpu kernel module's version where AMD's DKMS driver declares it (an in-tree module has none): shown, not checked. */
  amdDriver?: string;
  /** Intel GPUs (Linux, from /sys/class/drm). */
  intelGpus?: IntelGpu[];
  provenance: Partial<
    Record<'os' | 'arch' | 'osVersion' | 'glibc' | 'driver' | 'gpus' | 'amdGpus' | 'intelGpus', Provenance>
  >;
  /** Probes that failed for a value that was not given: each becomes a `probe-failed` finding. */
  probeProblems: { what: string; message: string }[];
}

/**
 * A conda build of torch (pixi, conda): not a wheel pip picks from an index, but a package conda
 * installs from a channel, with its own CUDA libraries and the environment's own Python.
 * Read in formats/conda/build.ts.
 */
export interface CondaBuild {
  /** `pytorch`, `conda-forge`, or another channel's name as written (its builds are not in the catalog). */
  channel: string;
  /** The torch version (`2.2.2`); undefined when an environment file leaves it to the solver. */
  version?: string;
  /** The CUDA version the build bundles (`11.8`); undefined for a CPU build or when not decided. */
  cuda?: string;
  /** A CPU build. Neither `cuda` nor `cpu`: which build the solver picks is not decided here. */
  cpu?: boolean;
  /** The environment's own Python (`3.10`): conda installs it, the runner's does not matter. */
  python?: string;
  /** The build string as locked. */
  build?: string;
  /** The conda subdir the build is for (`linux-64`). */
  subdir?: string;
  /** What installs it: pixi (a pixi.lock or manifest) or conda (an environment file). */
  installer?: 'pixi' | 'conda';
}

/** A pin of a package bound to a torch release (xformers, torchtext): the torch its releases require narrows what pip can install. */
export interface BoundRequest {
  /** Its PEP 503 name. */
  package: string;
  specifier: Specifier;
  /** The pin it comes from. */
  location?: Location;
  /** A wheel file named by URL: a release of the catalog's if its version is one, otherwise not judged (never a no-release error). */
  wheelFile?: true;
  /** The indexes its pin file names for it (index URL first, then extra indexes and find-links pages); absent: the request's. */
  indexes?: { indexUrl?: string; extra: string[] };
}

export interface Request {
  torch: Specifier;
  /** A conda build (a pixi.lock entry, an environment file's pins) rather than pip's pick from an index. */
  conda?: CondaBuild;
  /** Where the torch spec came from (a pin line), so findings about it land there. */
  torchLocation?: Location;
  index: IndexRef;
  /** Extra indexes pip also reads (`--extra-index-url`). */
  extraIndexes?: IndexRef[];
  torchvision?: Specifier;
  torchaudio?: Specifier;
  /** Allow pre-releases (`--pre`, nightly channels). */
  pre?: boolean;
  /** Pins of other packages pip installs with torch; those the catalog knows as bound to torch are judged with it. */
  bound?: BoundRequest[];
}

export interface Resolution {
  /** The torch pip would install here, e.g. `2.8.0`; undefined when none. */
  version?: string;
  /** Its build variant, e.g. `cu128` or `cpu`. */
  variant?: string;
  /** Where pip would take it from. */
  index?: string;
  /** The newest catalog release matching the specifier, whether or not it installs here. */
  newestMatching?: string;
  torchvision?: string;
  torchaudio?: string;
  /** Best index for this runner and torch (uv's torch-backend=auto, aware of compute capability). */
  recommendedIndexUrl?: string;
  recommendedVariant?: string;
  /** The torch pip installs from the best index, inside the request's range. */
  recommendedTorch?: string;
  /** A conda build: the environment's own Python it installs into (`3.10`), when known. */
  python?: string;
}

export interface Evaluation {
  resolution: Resolution;
  findings: Finding[];
  verdict: Verdict;
}
