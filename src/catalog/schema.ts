/**
 * The catalog's schema: every rule file in rules/ and every user `config` file is checked
 * against it. Every fact carries `source` (a URL or repository path); weak evidence is marked
 * `confidence: uncertain`, and such a fact may warn but never fail.
 */
import * as z from 'zod/mini';
import { PLATFORMS } from '../platform/platform.js';
import { VARIANT_PATTERN } from '../platform/variant.js';
import { ApiEntry } from './api-schema.js';
import { BoundPackage, TorchDependent } from './bound-schema.js';
import { sourced } from './sourced.js';

/** zod/mini keeps the bundle small (zod's full API was 0.7 MB of dist/); these keep it readable. */
const described = <T extends z.ZodMiniType>(schema: T, text: string): T => schema.check(z.describe(text));
const pattern = (re: RegExp, text?: string) => z.string().check(z.regex(re, text));
const nonEmpty = () => z.string().check(z.minLength(1));

export { Confidence } from './sourced.js';

export const Platform = z.enum(PLATFORMS);
const minorVersion = pattern(/^\d+\.\d+$/, 'a minor version such as 2.8');
const patchVersion = pattern(/^\d+\.\d+\.\d+$/, 'a release such as 2.8.0');
const pythonMinor = pattern(/^3\.\d{1,2}$/, 'a Python minor version such as 3.12');
const pythonTag = pattern(/^3\.\d{1,2}t?$/, 'a Python version such as 3.13 or 3.13t');
const dotted = pattern(/^\d+(\.\d+){0,3}$/, 'a dotted number such as 2.28 or 570.26');
const isoDate = pattern(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 2025-08-06');
const VariantName = pattern(VARIANT_PATTERN, 'cpu, xpu, cuXYZ or rocmX.Y[.Z]');
const specifier = described(nonEmpty(), 'A PEP 440 specifier such as >=2.8,<2.11');

export const Patch = z.strictObject({
  version: patchVersion,
  released: z.optional(isoDate),
  torchvision: described(z.optional(z.string()), 'The torchvision release built against this torch'),
  torchaudio: described(z.optional(z.string()), 'The torchaudio release built against this torch'),
  ...sourced,
});

const PythonExtra = z.strictObject({
  version: pythonTag,
  status: z.enum(['experimental', 'preview']),
  platforms: described(z.optional(z.array(Platform)), 'Only these platforms (default: every platform of the release)'),
  patches: described(
    z.optional(z.array(patchVersion).check(z.minLength(1))),
    'Only these patch releases (default: every patch of the release)',
  ),
  pypi: described(z.optional(z.boolean()), 'false: wheels only on download.pytorch.org'),
  ...sourced,
});

const PythonRange = z.strictObject({
  min: pythonMinor,
  max: pythonMinor,
  extra: z.optional(z.array(PythonExtra)),
  ...sourced,
});

export const PlatformEntry = z.strictObject({
  platform: Platform,
  wheelTag: described(nonEmpty(), 'Platform tag of the wheels, e.g. manylinux_2_28_x86_64'),
  glibc: described(z.optional(dotted), 'Lowest glibc the wheels install on (Linux)'),
  macos: described(z.optional(dotted), 'Lowest macOS the wheels install on'),
  python: described(
    z.optional(z.strictObject({ min: pythonMinor, max: pythonMinor })),
    'A narrower Python range on this platform',
  ),
  pypi: described(z.optional(z.boolean()), 'false: no wheels on PyPI for this platform'),
  ...sourced,
});

export const VariantEntry = z.strictObject({
  variant: VariantName,
  status: z.enum(['stable', 'experimental', 'legacy']),
  platforms: z.array(Platform).check(z.minLength(1)),
  glibc: described(z.optional(dotted), 'Overrides the platform glibc floor for this build'),
  patches: described(
    z.optional(z.array(patchVersion).check(z.minLength(1))),
    'The patch releases that have this build; absent = every patch of the release',
  ),
  unlabelled: described(
    z.optional(z.array(Platform)),
    'Platforms whose wheels of this build carry no local label (macOS wheels on whl/cpu are torch-X.Y.Z-…, not +cpu)',
  ),
  ...sourced,
});

const PypiDefault = z.strictObject({
  platform: Platform,
  variant: VariantName,
  ...sourced,
});

const ReleaseNote = z.strictObject({
  kind: z.enum(['breaking', 'deprecation', 'behavior', 'platform', 'python', 'backend', 'info']),
  text: nonEmpty(),
  ...sourced,
});

export const Release = z.strictObject({
  torch: minorVersion,
  released: z.optional(isoDate),
  patches: z.array(Patch).check(z.minLength(1)),
  python: PythonRange,
  platforms: z.array(PlatformEntry).check(z.minLength(1)),
  variants: z.array(VariantEntry).check(z.minLength(1)),
  pypi: z.array(PypiDefault),
  mps: described(z.optional(z.strictObject({ macos: dotted, ...sourced })), 'Lowest macOS on which MPS works'),
  notes: z.optional(z.array(ReleaseNote)),
  ...sourced,
});
export type Release = z.infer<typeof Release>;

export const CudaToolkit = z.strictObject({
  variant: pattern(/^cu\d{3}$/),
  cuda: dotted,
  driver: described(z.strictObject({ linux: dotted, windows: z.optional(dotted) }), 'Toolkit driver (NVIDIA Table 3)'),
  ...sourced,
});

export const CudaFamily = z.strictObject({
  major: z.int().check(z.positive()),
  minDriver: described(
    z.strictObject({ linux: dotted, windows: z.optional(dotted) }),
    'Minor-version compatibility floor (NVIDIA Table 2)',
  ),
  ...sourced,
});

const GpuGeneration = z.strictObject({
  name: nonEmpty(),
  from: described(dotted, 'The first compute capability of the generation; later ones need this driver too'),
  minDriver: described(dotted, 'The first driver branch that drives a GPU of this generation at all'),
  ...sourced,
});

export const GpuArchs = z.strictObject({
  variant: pattern(/^cu\d{3}$/),
  torch: specifier,
  platforms: z.array(Platform).check(z.minLength(1)),
  sass: described(z.array(dotted).check(z.minLength(1)), 'Compute capabilities with compiled kernels (sm_XY as X.Y)'),
  ptx: described(z.optional(z.array(dotted)), 'Compute capabilities with PTX for JIT on newer GPUs'),
  ...sourced,
});

/** conda's name of a platform (`linux-64`, `osx-arm64`, `win-64`, …). */
const CondaSubdir = z.enum(['linux-64', 'linux-aarch64', 'osx-64', 'osx-arm64', 'win-64', 'win-arm64']);
const CondaChannelName = described(
  z.enum(['pytorch', 'conda-forge']),
  "The conda channel: PyTorch's own (`pytorch`, published up to 2.5) or conda-forge",
);

/** A conda channel as a whole: where it is, and the last torch release it published (when it stopped). */
export const CondaChannel = z.strictObject({
  channel: CondaChannelName,
  url: nonEmpty(),
  last: described(z.optional(minorVersion), 'The last torch release the channel published'),
  ...sourced,
});

/** What the pytorch channel published for one torch release: its Pythons, CUDA builds and subdirs. */
export const CondaRelease = z.strictObject({
  channel: CondaChannelName,
  torch: minorVersion,
  python: z.strictObject({ min: pythonMinor, max: pythonMinor }),
  cuda: described(z.array(dotted), 'The CUDA versions of its builds (the pytorch-cuda metapackage versions)'),
  cudaSubdirs: described(z.array(CondaSubdir), 'The subdirs with CUDA builds'),
  cpuSubdirs: described(
    z.strictObject({ subdirs: z.array(CondaSubdir), ...sourced }),
    'The subdirs with CPU builds, with their own source',
  ),
  ...sourced,
});

/** A conda CUDA build's kernels (TORCH_CUDA_ARCH_LIST of the channel's recipe for that CUDA version). */
export const CondaArchs = z.strictObject({
  channel: CondaChannelName,
  cuda: dotted,
  torch: specifier,
  subdirs: z.array(CondaSubdir).check(z.minLength(1)),
  sass: described(z.array(dotted).check(z.minLength(1)), 'Compute capabilities with compiled kernels (sm_XY as X.Y)'),
  ptx: described(z.optional(z.array(dotted)), 'Compute capabilities with PTX for JIT on newer GPUs'),
  ...sourced,
});

const Gfx = pattern(/^gfx[0-9a-f]{3,5}$/, 'a gfx target such as gfx90a or gfx1100');

/** An AMD ROCm build's kernels: the gfx targets in its PYTORCH_ROCM_ARCH (an exact match is needed). */
export const RocmArchs = z.strictObject({
  variant: pattern(/^rocm\d+\.\d+(\.\d+)?$/, 'rocmX.Y[.Z]'),
  torch: specifier,
  gfx: described(z.array(Gfx).check(z.minLength(1)), 'gfx targets with compiled kernels'),
  blasMissing: described(
    z.optional(z.strictObject({ gfx: z.array(Gfx).check(z.minLength(1)), ...sourced })),
    'gfx targets in `gfx` whose bundled rocBLAS has no kernels: torch loads, matrix multiplication aborts',
  ),
  ...sourced,
});

/**
 * A torchvision or torchaudio release that declares a range of torch rather than the one torch it
 * was built with (torchaudio 2.11 on the stable ABI; torchvision 0.29.2): it pairs with every
 * patch in the range, besides each patch's own `torchvision`/`torchaudio`.
 */
const Companion = z.strictObject({
  package: z.enum(['torchvision', 'torchaudio']),
  version: pattern(/^\d+\.\d+\.\d+$/, 'a release such as 0.29.2'),
  torch: described(specifier, 'The torch releases it installs with'),
  ...sourced,
});

/**
 * torchvision or torchaudio releases with no wheel where torch has one: a CPython tag, a
 * platform or a build they were never published for (torchvision 0.20.x has no cp313 wheel
 * although torch 2.5 has one on Linux). Each field narrows the gap; an absent field means
 * every Python, platform or build. Listed only where the companion differs from its torch.
 */
export const CompanionGap = z
  .strictObject({
    package: z.enum(['torchvision', 'torchaudio']),
    versions: described(specifier, 'The companion releases without these wheels, e.g. >=0.20.0,<0.21'),
    python: described(
      z.optional(z.array(pythonTag).check(z.minLength(1))),
      'CPython tags with no wheel (3.13, 3.13t); absent: every Python',
    ),
    platforms: described(
      z.optional(z.array(Platform).check(z.minLength(1))),
      'Platforms with no wheel; absent: every platform',
    ),
    variants: described(
      z.optional(z.array(VariantName).check(z.minLength(1))),
      'Builds with no wheel (cu132); absent: every build',
    ),
    ...sourced,
  })
  .check(
    z.refine((g) => Boolean(g.python ?? g.platforms ?? g.variants), {
      message: 'a companion gap names at least one of python, platforms or variants',
    }),
  );

/** An Intel GPU family the XPU builds are validated on, by PCI device id. */
export const XpuFamily = z.strictObject({
  family: nonEmpty(),
  label: nonEmpty(),
  deviceIds: described(
    z.array(pattern(/^0x[0-9a-f]{4}$/, 'a PCI device id such as 0x56a0')).check(z.minLength(1)),
    'PCI device ids (lower case)',
  ),
  torch: described(specifier, 'The torch releases whose XPU build is validated on this family'),
  ...sourced,
});

export const Runner = z.strictObject({
  label: nonEmpty(),
  os: z.enum(['linux', 'macos', 'windows']),
  arch: z.enum(['x64', 'arm64']),
  osVersion: nonEmpty(),
  glibc: z.optional(dotted),
  status: z.enum(['current', 'beta', 'retired']),
  aliasOf: described(z.optional(z.string()), 'For -latest labels: the image the label pointed to'),
  note: z.optional(z.string()),
  ...sourced,
});

/** A Linux distribution a container image is built on: what decides which wheels fit. */
export const Distro = z.strictObject({
  id: nonEmpty(),
  label: nonEmpty(),
  /** Tag words that name it (`bookworm`, `ubuntu22.04`, `ubi9`). */
  words: z.array(nonEmpty()).check(z.minLength(1)),
  libc: z.enum(['glibc', 'musl']),
  glibc: z.optional(dotted),
  ...sourced,
});

/** An image repository whose tags the tool can read (`python`, `nvidia/cuda`, `pytorch/pytorch`). */
export const ImageFamily = z.strictObject({
  repository: nonEmpty(),
  kind: z.enum(['python', 'nvidia-cuda', 'pytorch']),
  /** Distro of a tag that names none (python:3.12 → trixie). */
  defaultDistro: z.optional(z.string()),
  /** python:3 and python:latest. */
  latestPython: z.optional(dotted),
  /** The Python an image of this family ships, when its tags do not say. */
  python: z.optional(dotted),
  note: z.optional(z.string()),
  ...sourced,
});

export const Catalog = z.strictObject({
  $schema: z.optional(z.string()),
  asOf: described(z.optional(isoDate), 'The date the catalog was last checked against the wheel indexes'),
  releases: z._default(z.array(Release), []),
  cudaToolkits: z._default(z.array(CudaToolkit), []),
  cudaFamilies: z._default(z.array(CudaFamily), []),
  gpuGenerations: z._default(z.array(GpuGeneration), []),
  gpuArchs: z._default(z.array(GpuArchs), []),
  rocmArchs: z._default(z.array(RocmArchs), []),
  xpuFamilies: z._default(z.array(XpuFamily), []),
  companions: z._default(z.array(Companion), []),
  companionGaps: z._default(z.array(CompanionGap), []),
  runners: z._default(z.array(Runner), []),
  apis: z._default(z.array(ApiEntry), []),
  distros: z._default(z.array(Distro), []),
  images: z._default(z.array(ImageFamily), []),
  condaChannels: z._default(z.array(CondaChannel), []),
  condaReleases: z._default(z.array(CondaRelease), []),
  condaArchs: z._default(z.array(CondaArchs), []),
  bound: described(
    z._default(z.array(BoundPackage), []),
    'Packages bound to a torch release: per release, the torch it requires and where its wheels are',
  ),
  dependents: described(
    z._default(z.array(TorchDependent), []),
    'Packages known to require torch whose releases are not described: named as not judged',
  ),
});
export type Distro = z.infer<typeof Distro>;
export type ImageFamily = z.infer<typeof ImageFamily>;
export type Catalog = z.infer<typeof Catalog>;
export type CatalogInput = z.input<typeof Catalog>;
export type PlatformEntry = z.infer<typeof PlatformEntry>;
export type VariantEntry = z.infer<typeof VariantEntry>;
export type Patch = z.infer<typeof Patch>;
export type CudaToolkit = z.infer<typeof CudaToolkit>;
export type CudaFamily = z.infer<typeof CudaFamily>;
export type GpuGeneration = z.infer<typeof GpuGeneration>;
export type GpuArchs = z.infer<typeof GpuArchs>;
export type RocmArchs = z.infer<typeof RocmArchs>;
export type XpuFamily = z.infer<typeof XpuFamily>;
export type Companion = z.infer<typeof Companion>;
export type CompanionGap = z.infer<typeof CompanionGap>;
export type Runner = z.infer<typeof Runner>;
export type CondaChannel = z.infer<typeof CondaChannel>;
export type CondaRelease = z.infer<typeof CondaRelease>;
export type CondaArchs = z.infer<typeof CondaArchs>;
export type { BoundPackage, BoundRelease, BoundWheels, SourceBuild, TorchDependent } from './bound-schema.js';
export type ReleaseNote = z.infer<typeof ReleaseNote>;
