import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  PLATFORMS
} from "./chunk-MLX4R57J.js";
import {
  parseUserYaml
} from "./chunk-LZQRRDL6.js";
import {
  ApiEntry,
  external_exports
} from "./chunk-SLIGIJNG.js";
import {
  InputError
} from "./chunk-6F7YOOMC.js";
import "./chunk-5A63H3UN.js";

// src/catalog/schema.ts
var Confidence = external_exports.enum(["verified", "uncertain"]), sourced = {
  source: external_exports.string().min(1).describe("Where the fact comes from: a URL or repository path at a commit"),
  confidence: Confidence.optional().describe("uncertain: weak or conflicting evidence; may warn, never fail")
}, Platform = external_exports.enum(PLATFORMS), minorVersion = external_exports.string().regex(/^\d+\.\d+$/, "a minor version such as 2.8"), patchVersion = external_exports.string().regex(/^\d+\.\d+\.\d+$/, "a release such as 2.8.0"), pythonMinor = external_exports.string().regex(/^3\.\d{1,2}$/, "a Python minor version such as 3.12"), pythonTag = external_exports.string().regex(/^3\.\d{1,2}t?$/, "a Python version such as 3.13 or 3.13t"), dotted = external_exports.string().regex(/^\d+(\.\d+){0,3}$/, "a dotted number such as 2.28 or 570.26"), isoDate = external_exports.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date such as 2025-08-06"), VariantName = external_exports.string().regex(/^(cpu|xpu|cu\d{3}|rocm\d+\.\d+(\.\d+)?)$/, "cpu, xpu, cuXYZ or rocmX.Y[.Z]"), specifier = external_exports.string().min(1).describe("A PEP 440 specifier such as >=2.8,<2.11"), Patch = external_exports.object({
  version: patchVersion,
  released: isoDate.optional(),
  torchvision: external_exports.string().optional().describe("The torchvision release built against this torch"),
  torchaudio: external_exports.string().optional().describe("The torchaudio release built against this torch"),
  ...sourced
}).strict(), PythonExtra = external_exports.object({
  version: pythonTag,
  status: external_exports.enum(["experimental", "preview"]),
  platforms: external_exports.array(Platform).optional().describe("Only these platforms (default: every platform of the release)"),
  patches: external_exports.array(patchVersion).min(1).optional().describe("Only these patch releases (default: every patch of the release)"),
  pypi: external_exports.boolean().optional().describe("false: wheels only on download.pytorch.org"),
  ...sourced
}).strict(), PythonRange = external_exports.object({
  min: pythonMinor,
  max: pythonMinor,
  extra: external_exports.array(PythonExtra).optional(),
  ...sourced
}).strict(), PlatformEntry = external_exports.object({
  platform: Platform,
  wheelTag: external_exports.string().min(1).describe("Platform tag of the wheels, e.g. manylinux_2_28_x86_64"),
  glibc: dotted.optional().describe("Lowest glibc the wheels install on (Linux)"),
  macos: dotted.optional().describe("Lowest macOS the wheels install on"),
  python: external_exports.object({ min: pythonMinor, max: pythonMinor }).strict().optional().describe("A narrower Python range on this platform"),
  pypi: external_exports.boolean().optional().describe("false: no wheels on PyPI for this platform"),
  ...sourced
}).strict(), VariantEntry = external_exports.object({
  variant: VariantName,
  status: external_exports.enum(["stable", "experimental", "legacy"]),
  platforms: external_exports.array(Platform).min(1),
  glibc: dotted.optional().describe("Overrides the platform glibc floor for this build"),
  patches: external_exports.array(patchVersion).min(1).optional().describe("The patch releases that have this build; absent = every patch of the release"),
  unlabelled: external_exports.array(Platform).optional().describe("Platforms whose wheels of this build carry no local label (macOS wheels on whl/cpu are torch-X.Y.Z-\u2026, not +cpu)"),
  ...sourced
}).strict(), PypiDefault = external_exports.object({
  platform: Platform,
  variant: VariantName,
  ...sourced
}).strict(), ReleaseNote = external_exports.object({
  kind: external_exports.enum(["breaking", "deprecation", "behavior", "platform", "python", "backend", "info"]),
  text: external_exports.string().min(1),
  ...sourced
}).strict(), Release = external_exports.object({
  torch: minorVersion,
  released: isoDate.optional(),
  patches: external_exports.array(Patch).min(1),
  python: PythonRange,
  platforms: external_exports.array(PlatformEntry).min(1),
  variants: external_exports.array(VariantEntry).min(1),
  pypi: external_exports.array(PypiDefault),
  mps: external_exports.object({ macos: dotted, ...sourced }).strict().optional().describe("Lowest macOS on which MPS works"),
  notes: external_exports.array(ReleaseNote).optional(),
  ...sourced
}).strict(), CudaToolkit = external_exports.object({
  variant: external_exports.string().regex(/^cu\d{3}$/),
  cuda: dotted,
  driver: external_exports.object({ linux: dotted, windows: dotted.optional() }).strict().describe("Toolkit driver (NVIDIA Table 3)"),
  ...sourced
}).strict(), CudaFamily = external_exports.object({
  major: external_exports.number().int().positive(),
  minDriver: external_exports.object({ linux: dotted, windows: dotted.optional() }).strict().describe("Minor-version compatibility floor (NVIDIA Table 2)"),
  ...sourced
}).strict(), GpuArchs = external_exports.object({
  variant: external_exports.string().regex(/^cu\d{3}$/),
  torch: specifier,
  platforms: external_exports.array(Platform).min(1),
  sass: external_exports.array(dotted).min(1).describe("Compute capabilities with compiled kernels (sm_XY as X.Y)"),
  ptx: external_exports.array(dotted).optional().describe("Compute capabilities with PTX for JIT on newer GPUs"),
  ...sourced
}).strict(), Runner = external_exports.object({
  label: external_exports.string().min(1),
  os: external_exports.enum(["linux", "macos", "windows"]),
  arch: external_exports.enum(["x64", "arm64"]),
  osVersion: external_exports.string().min(1),
  glibc: dotted.optional(),
  status: external_exports.enum(["current", "beta", "retired"]),
  aliasOf: external_exports.string().optional().describe("For -latest labels: the image the label pointed to"),
  note: external_exports.string().optional(),
  ...sourced
}).strict(), Distro = external_exports.object({
  id: external_exports.string().min(1),
  label: external_exports.string().min(1),
  /** Tag words that name it (`bookworm`, `ubuntu22.04`, `ubi9`). */
  words: external_exports.array(external_exports.string().min(1)).min(1),
  libc: external_exports.enum(["glibc", "musl"]),
  glibc: dotted.optional(),
  ...sourced
}).strict(), ImageFamily = external_exports.object({
  repository: external_exports.string().min(1),
  kind: external_exports.enum(["python", "nvidia-cuda", "pytorch"]),
  /** Distro of a tag that names none (python:3.12 → trixie). */
  defaultDistro: external_exports.string().optional(),
  /** python:3 and python:latest. */
  latestPython: dotted.optional(),
  /** The Python an image of this family ships, when its tags do not say. */
  python: dotted.optional(),
  note: external_exports.string().optional(),
  ...sourced
}).strict(), Catalog = external_exports.object({
  $schema: external_exports.string().optional(),
  asOf: isoDate.optional().describe("The date the catalog was last checked against the wheel indexes"),
  releases: external_exports.array(Release).default([]),
  cudaToolkits: external_exports.array(CudaToolkit).default([]),
  cudaFamilies: external_exports.array(CudaFamily).default([]),
  gpuArchs: external_exports.array(GpuArchs).default([]),
  runners: external_exports.array(Runner).default([]),
  apis: external_exports.array(ApiEntry).default([]),
  distros: external_exports.array(Distro).default([]),
  images: external_exports.array(ImageFamily).default([])
}).strict();

// src/catalog/compile.ts
function issuePath(path) {
  return path.reduce((acc, p) => typeof p == "number" ? `${acc}[${p}]` : acc ? `${acc}.${String(p)}` : String(p), "");
}
function formatZodError(file, err) {
  let first = err.issues[0];
  if (!first) return `${file}: invalid rules`;
  let more = err.issues.length > 1 ? ` (and ${err.issues.length - 1} more problem${err.issues.length > 2 ? "s" : ""})` : "";
  return `${file}: ${issuePath(first.path) || "(top level)"}: ${first.message}${more}`;
}
function parseRuleFile(file) {
  if (file.text.includes("\0")) throw new InputError(`${file.path}: is a binary file, not YAML or JSON rules`);
  let { doc, lines: lineCounter } = parseUserYaml(file.text, file.path, { format: "YAML/JSON" }), data = doc.toJS({ maxAliasCount: -1 });
  if (data === null || typeof data != "object" || Array.isArray(data))
    throw new InputError(`${file.path}: expected a mapping with asOf, releases, cudaToolkits, cudaFamilies, gpuArchs, runners, apis, distros or images`);
  if ("torch" in data) {
    let r = Release.safeParse(data);
    if (!r.success) throw new InputError(formatZodError(file.path, r.error));
    return Catalog.parse({ releases: [r.data] });
  }
  let c = Catalog.safeParse(data);
  if (!c.success) throw new InputError(formatZodError(file.path, c.error));
  return c.data;
}
function mergeBy(base, over, key) {
  let keys = new Set(over.map(key));
  return [...over, ...base.filter((t) => !keys.has(key(t)))];
}
function mergeCatalogs(base, over) {
  let asOf = over.asOf ?? base.asOf;
  return {
    ...asOf ? { asOf } : {},
    releases: mergeBy(base.releases, over.releases, (r) => r.torch),
    cudaToolkits: mergeBy(base.cudaToolkits, over.cudaToolkits, (t) => t.variant),
    cudaFamilies: mergeBy(base.cudaFamilies, over.cudaFamilies, (f) => String(f.major)),
    // First match wins when looking up kernels, so a user's entries go in front.
    gpuArchs: [...over.gpuArchs, ...base.gpuArchs],
    runners: mergeBy(base.runners, over.runners, (r) => r.label),
    apis: mergeBy(base.apis, over.apis, (a) => a.api),
    distros: mergeBy(base.distros, over.distros, (d) => d.id),
    images: mergeBy(base.images, over.images, (i) => i.repository)
  };
}
function compileRules(files) {
  let empty = {};
  return files.slice().sort((a, b) => a.path.localeCompare(b.path)).map(parseRuleFile).reduce(mergeCatalogs, Catalog.parse(empty));
}
export {
  compileRules,
  mergeCatalogs,
  parseRuleFile
};
