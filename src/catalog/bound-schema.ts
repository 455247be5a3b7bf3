/**
 * Packages bound to a torch release (xformers, torchtext, flash-attn, the PyG extensions, …):
 * per release, the torch requirement its published metadata declares (what pip resolves), the
 * torch its compiled code loads with when that is narrower (what import decides), and where its
 * wheels exist. A file in rules/bound/ holds one package; a user's config adds or corrects one
 * the same way (releases merge by version).
 */
import * as z from 'zod/mini';
import { PLATFORMS } from '../platform/platform.js';
import { VARIANT_PATTERN } from '../platform/variant.js';
import { sourced } from './sourced.js';

const described = <T extends z.ZodMiniType>(schema: T, text: string): T => schema.check(z.describe(text));
const pattern = (re: RegExp, text?: string) => z.string().check(z.regex(re, text));

/** PEP 503's normalized form: lower case, runs of `-_.` as one `-`. */
const packageName = pattern(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a PEP 503 normalized name such as torch-scatter');
/** A public PEP 440 release (`0.0.22.post7`, `2.5.8`, `0.7.0rc1`). */
const releaseVersion = pattern(
  /^\d+(\.\d+)*((a|b|rc)\d+)?(\.post\d+)?(\.dev\d+)?$/,
  'a PEP 440 version such as 0.0.22.post7 or 2.5.8',
);
const torchSpecifier = pattern(
  /^$|^\s*(===|==|!=|<=|>=|~=|<|>)\s*[0-9][0-9a-z.*+]*(\s*,\s*(===|==|!=|<=|>=|~=|<|>)\s*[0-9][0-9a-z.*+]*)*\s*$/i,
  'a PEP 440 specifier of torch such as ==2.1.0 or >=2.3.0,<2.4 ("" = any torch)',
);
const pythonSpecifier = pattern(
  /^\s*(==|!=|<=|>=|~=|<|>)\s*3\.\d+(\.\*)?(\s*,\s*(==|!=|<=|>=|~=|<|>)\s*3\.\d+(\.\*)?)*\s*$/,
  'a PEP 440 specifier of Python versions such as >=3.8,<3.12 (>=3.9 for an abi3 wheel)',
);
const isoDate = pattern(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 2025-08-06');

/** Where one set of wheels is: which Pythons, platforms and torch builds, on which index or page. */
export const BoundWheels = z.strictObject({
  python: described(pythonSpecifier, 'The Pythons the wheels install on'),
  platforms: z.array(z.enum(PLATFORMS)).check(z.minLength(1)),
  variants: described(
    z.optional(z.array(pattern(VARIANT_PATTERN, 'cpu, xpu, cuXYZ or rocmX.Y[.Z]')).check(z.minLength(1))),
    'The torch builds they are built for (cu121, rocm6.1); absent: one wheel for every build',
  ),
  cuda: described(
    z.optional(z.array(pattern(/^\d{2}$/, 'a CUDA major such as 12')).check(z.minLength(1))),
    'The CUDA majors of the torch builds they load with, when they are built per CUDA major (flash-attn)',
  ),
  torch: described(
    z.optional(torchSpecifier),
    'The torch releases they are built for, when each set is built for one torch (the PyG and mmcv pages, flash-attn assets): another torch fails when the package is imported',
  ),
  index: described(
    z.string().check(z.minLength(1)),
    '"pypi", an index URL (https://download.pytorch.org/whl/cu121), or a find-links page; {variant} stands for each of `variants`',
  ),
  fetchedBy: described(
    z.optional(z.enum(['setup.py'])),
    "setup.py: not on an index pip reads; the sdist's setup.py downloads the matching file while pip builds it (flash-attn)",
  ),
  abi: described(
    z.optional(z.enum(['cxx11', 'pre-cxx11'])),
    "The C++ ABI of the torch they load with (torch's wheels switched to cxx11 with 2.7 on Linux)",
  ),
  ...sourced,
});
export type BoundWheels = z.infer<typeof BoundWheels>;

export const BoundRelease = z.strictObject({
  version: releaseVersion,
  torch: described(torchSpecifier, "Its metadata's Requires-Dist on torch: what pip resolves against"),
  runs: described(
    z.optional(torchSpecifier),
    'The torch releases its compiled code loads with, when narrower than `torch` (built against one torch ABI)',
  ),
  released: z.optional(isoDate),
  wheels: described(z.optional(z.array(BoundWheels)), "Its wheels (default: the package's `wheels`)"),
  ...sourced,
});
export type BoundRelease = z.infer<typeof BoundRelease>;

export const SourceBuild = z.strictObject({
  needs: described(
    z.array(z.enum(['nvcc', 'rocm', 'compiler', 'torch-at-build', 'no-build-isolation'])).check(z.minLength(1)),
    'What building it from source needs: a CUDA toolkit with nvcc, ROCm, a C++ compiler, torch importable while it builds, pip --no-build-isolation',
  ),
  note: z.optional(z.string().check(z.minLength(1))),
  ...sourced,
});
export type SourceBuild = z.infer<typeof SourceBuild>;

export const BoundPackage = z.strictObject({
  package: packageName,
  partial: described(
    z.optional(z.boolean()),
    'true: `releases` lists only some releases, so a version it does not list is not judged (never an error)',
  ),
  requiredOn: described(
    z.optional(z.array(z.enum(PLATFORMS)).check(z.minLength(1))),
    "Set for a package torch itself requires (triton): the platforms on which torch's requirement on it binds (Linux x86_64); absent: a package that requires torch, on every platform",
  ),
  mismatch: described(
    z.optional(z.enum(['import-fails', 'kernels-skipped'])),
    'What a torch its compiled code was not built for does: fail at import (default), or import with its compiled kernels skipped (a warning)',
  ),
  asOf: described(
    z.optional(isoDate),
    'The date its releases were last listed: a newer version pinned warns (the catalog may not know it) instead of failing',
  ),
  sourceBuild: described(z.optional(SourceBuild), 'What pip needs when no wheel fits and it builds from the sdist'),
  wheels: described(z.optional(z.array(BoundWheels)), 'The wheels of each release that lists none of its own'),
  releases: z.array(BoundRelease).check(z.minLength(1)),
  ...sourced,
});
export type BoundPackage = z.infer<typeof BoundPackage>;

/** A package known to require torch whose releases the catalog does not describe: named, never judged silently. */
export const TorchDependent = z.strictObject({
  package: packageName,
  ...sourced,
});
export type TorchDependent = z.infer<typeof TorchDependent>;
