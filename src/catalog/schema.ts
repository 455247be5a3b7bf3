/**
 * The catalog's schema: every rule file in rules/ and every user `config` file is checked
 * against it. Every fact carries `source` (a URL or repository path); weak evidence is marked
 * `confidence: uncertain`, and such a fact may warn but never fail.
 */
import { z } from 'zod';
import { PLATFORMS } from '../platform/platform.js';
import { ApiEntry } from './api-schema.js';

export const Confidence = z.enum(['verified', 'uncertain']);
export type Confidence = z.infer<typeof Confidence>;

const sourced = {
  source: z.string().min(1).describe('Where the fact comes from: a URL or repository path at a commit'),
  confidence: Confidence.optional().describe('uncertain: weak or conflicting evidence; may warn, never fail'),
};

export const Platform = z.enum(PLATFORMS);
const minorVersion = z.string().regex(/^\d+\.\d+$/, 'a minor version such as 2.8');
const patchVersion = z.string().regex(/^\d+\.\d+\.\d+$/, 'a release such as 2.8.0');
const pythonMinor = z.string().regex(/^3\.\d{1,2}$/, 'a Python minor version such as 3.12');
const pythonTag = z.string().regex(/^3\.\d{1,2}t?$/, 'a Python version such as 3.13 or 3.13t');
const dotted = z.string().regex(/^\d+(\.\d+){0,3}$/, 'a dotted number such as 2.28 or 570.26');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 2025-08-06');
export const VariantName = z
  .string()
  .regex(/^(cpu|xpu|cu\d{3}|rocm\d+\.\d+(\.\d+)?)$/, 'cpu, xpu, cuXYZ or rocmX.Y[.Z]');
const specifier = z.string().min(1).describe('A PEP 440 specifier such as >=2.8,<2.11');

export const Patch = z
  .object({
    version: patchVersion,
    released: isoDate.optional(),
    torchvision: z.string().optional().describe('The torchvision release built against this torch'),
    torchaudio: z.string().optional().describe('The torchaudio release built against this torch'),
    ...sourced,
  })
  .strict();

export const PythonExtra = z
  .object({
    version: pythonTag,
    status: z.enum(['experimental', 'preview']),
    platforms: z.array(Platform).optional().describe('Only these platforms (default: every platform of the release)'),
    patches: z.array(patchVersion).min(1).optional().describe('Only these patch releases (default: every patch of the release)'),
    pypi: z.boolean().optional().describe('false: wheels only on download.pytorch.org'),
    ...sourced,
  })
  .strict();

export const PythonRange = z
  .object({
    min: pythonMinor,
    max: pythonMinor,
    extra: z.array(PythonExtra).optional(),
    ...sourced,
  })
  .strict();

export const PlatformEntry = z
  .object({
    platform: Platform,
    wheelTag: z.string().min(1).describe('Platform tag of the wheels, e.g. manylinux_2_28_x86_64'),
    glibc: dotted.optional().describe('Lowest glibc the wheels install on (Linux)'),
    macos: dotted.optional().describe('Lowest macOS the wheels install on'),
    python: z.object({ min: pythonMinor, max: pythonMinor }).strict().optional().describe('A narrower Python range on this platform'),
    pypi: z.boolean().optional().describe('false: no wheels on PyPI for this platform'),
    ...sourced,
  })
  .strict();

export const VariantEntry = z
  .object({
    variant: VariantName,
    status: z.enum(['stable', 'experimental', 'legacy']),
    platforms: z.array(Platform).min(1),
    glibc: dotted.optional().describe('Overrides the platform glibc floor for this build'),
    patches: z.array(patchVersion).min(1).optional().describe('The patch releases that have this build; absent = every patch of the release'),
    unlabelled: z.array(Platform).optional().describe('Platforms whose wheels of this build carry no local label (macOS wheels on whl/cpu are torch-X.Y.Z-…, not +cpu)'),
    ...sourced,
  })
  .strict();

export const PypiDefault = z
  .object({
    platform: Platform,
    variant: VariantName,
    ...sourced,
  })
  .strict();

export const ReleaseNote = z
  .object({
    kind: z.enum(['breaking', 'deprecation', 'behavior', 'platform', 'python', 'backend', 'info']),
    text: z.string().min(1),
    ...sourced,
  })
  .strict();

export const Release = z
  .object({
    torch: minorVersion,
    released: isoDate.optional(),
    patches: z.array(Patch).min(1),
    python: PythonRange,
    platforms: z.array(PlatformEntry).min(1),
    variants: z.array(VariantEntry).min(1),
    pypi: z.array(PypiDefault),
    mps: z.object({ macos: dotted, ...sourced }).strict().optional().describe('Lowest macOS on which MPS works'),
    notes: z.array(ReleaseNote).optional(),
    ...sourced,
  })
  .strict();
export type Release = z.infer<typeof Release>;

export const CudaToolkit = z
  .object({
    variant: z.string().regex(/^cu\d{3}$/),
    cuda: dotted,
    driver: z.object({ linux: dotted, windows: dotted.optional() }).strict().describe('Toolkit driver (NVIDIA Table 3)'),
    ...sourced,
  })
  .strict();

export const CudaFamily = z
  .object({
    major: z.number().int().positive(),
    minDriver: z.object({ linux: dotted, windows: dotted.optional() }).strict().describe('Minor-version compatibility floor (NVIDIA Table 2)'),
    ...sourced,
  })
  .strict();

export const GpuArchs = z
  .object({
    variant: z.string().regex(/^cu\d{3}$/),
    torch: specifier,
    platforms: z.array(Platform).min(1),
    sass: z.array(dotted).min(1).describe('Compute capabilities with compiled kernels (sm_XY as X.Y)'),
    ptx: z.array(dotted).optional().describe('Compute capabilities with PTX for JIT on newer GPUs'),
    ...sourced,
  })
  .strict();

export const Runner = z
  .object({
    label: z.string().min(1),
    os: z.enum(['linux', 'macos', 'windows']),
    arch: z.enum(['x64', 'arm64']),
    osVersion: z.string().min(1),
    glibc: dotted.optional(),
    status: z.enum(['current', 'beta', 'retired']),
    aliasOf: z.string().optional().describe('For -latest labels: the image the label pointed to'),
    note: z.string().optional(),
    ...sourced,
  })
  .strict();

/** A Linux distribution a container image is built on: what decides which wheels fit. */
export const Distro = z
  .object({
    id: z.string().min(1),
    label: z.string().min(1),
    /** Tag words that name it (`bookworm`, `ubuntu22.04`, `ubi9`). */
    words: z.array(z.string().min(1)).min(1),
    libc: z.enum(['glibc', 'musl']),
    glibc: dotted.optional(),
    ...sourced,
  })
  .strict();

/** An image repository whose tags the tool can read (`python`, `nvidia/cuda`, `pytorch/pytorch`). */
export const ImageFamily = z
  .object({
    repository: z.string().min(1),
    kind: z.enum(['python', 'nvidia-cuda', 'pytorch']),
    /** Distro of a tag that names none (python:3.12 → trixie). */
    defaultDistro: z.string().optional(),
    /** python:3 and python:latest. */
    latestPython: dotted.optional(),
    /** The Python an image of this family ships, when its tags do not say. */
    python: dotted.optional(),
    note: z.string().optional(),
    ...sourced,
  })
  .strict();

export const Catalog = z
  .object({
    $schema: z.string().optional(),
    asOf: isoDate.optional().describe('The date the catalog was last checked against the wheel indexes'),
    releases: z.array(Release).default([]),
    cudaToolkits: z.array(CudaToolkit).default([]),
    cudaFamilies: z.array(CudaFamily).default([]),
    gpuArchs: z.array(GpuArchs).default([]),
    runners: z.array(Runner).default([]),
    apis: z.array(ApiEntry).default([]),
    distros: z.array(Distro).default([]),
    images: z.array(ImageFamily).default([]),
  })
  .strict();
export type Distro = z.infer<typeof Distro>;
export type ImageFamily = z.infer<typeof ImageFamily>;
export type Catalog = z.infer<typeof Catalog>;
export type CatalogInput = z.input<typeof Catalog>;
export type PlatformEntry = z.infer<typeof PlatformEntry>;
export type VariantEntry = z.infer<typeof VariantEntry>;
export type Patch = z.infer<typeof Patch>;
export type CudaToolkit = z.infer<typeof CudaToolkit>;
export type CudaFamily = z.infer<typeof CudaFamily>;
export type GpuArchs = z.infer<typeof GpuArchs>;
export type Runner = z.infer<typeof Runner>;
export type ReleaseNote = z.infer<typeof ReleaseNote>;
