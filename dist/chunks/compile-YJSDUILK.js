import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  parseUserYaml
} from "./chunk-N5OONX7U.js";
import {
  PLATFORMS,
  VARIANT_PATTERN
} from "./chunk-4GJL62V7.js";
import {
  ApiEntry,
  _default,
  _enum,
  _minLength,
  _positive,
  _regex,
  array,
  boolean,
  config,
  describe,
  int,
  joinValues,
  optional,
  parsedType,
  strictObject,
  string,
  stringifyPrimitive
} from "./chunk-KIMABUPE.js";
import {
  InputError
} from "./chunk-6F7YOOMC.js";
import "./chunk-RSMJDQLK.js";

// node_modules/zod/v4/locales/en.js
var error = () => {
  let Sizable = {
    string: { unit: "characters", verb: "to have" },
    file: { unit: "bytes", verb: "to have" },
    array: { unit: "items", verb: "to have" },
    set: { unit: "items", verb: "to have" },
    map: { unit: "entries", verb: "to have" }
  };
  function getSizing(origin) {
    return Sizable[origin] ?? null;
  }
  let FormatDictionary = {
    regex: "input",
    email: "email address",
    url: "URL",
    emoji: "emoji",
    uuid: "UUID",
    uuidv4: "UUIDv4",
    uuidv6: "UUIDv6",
    nanoid: "nanoid",
    guid: "GUID",
    cuid: "cuid",
    cuid2: "cuid2",
    ulid: "ULID",
    xid: "XID",
    ksuid: "KSUID",
    datetime: "ISO datetime",
    date: "ISO date",
    time: "ISO time",
    duration: "ISO duration",
    ipv4: "IPv4 address",
    ipv6: "IPv6 address",
    mac: "MAC address",
    cidrv4: "IPv4 range",
    cidrv6: "IPv6 range",
    base64: "base64-encoded string",
    base64url: "base64url-encoded string",
    json_string: "JSON string",
    e164: "E.164 number",
    currency_code: "currency code",
    credit_card: "credit card number",
    iban: "IBAN",
    jwt: "JWT",
    template_literal: "input"
  }, TypeDictionary = {
    // Compatibility: "nan" -> "NaN" for display
    nan: "NaN"
    // All other type names omitted - they fall back to raw values via ?? operator
  };
  function getTypeName(type, input) {
    return type === "number" && typeof input == "number" && !Number.isFinite(input) ? String(input) : TypeDictionary[type] ?? type;
  }
  return (issue) => {
    switch (issue.code) {
      case "invalid_type": {
        let expected = getTypeName(issue.expected), receivedType = parsedType(issue.input), received = getTypeName(receivedType, issue.input);
        return `Invalid input: expected ${expected}, received ${received}`;
      }
      case "invalid_value":
        return issue.values.length === 1 ? `Invalid input: expected ${stringifyPrimitive(issue.values[0])}` : `Invalid option: expected one of ${joinValues(issue.values, "|")}`;
      case "too_big": {
        let adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<", sizing = getSizing(issue.origin);
        return sizing ? `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}` : `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
      }
      case "too_small": {
        let adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">", sizing = getSizing(issue.origin);
        return sizing ? `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}` : `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
      }
      case "invalid_format": {
        let _issue = issue;
        return _issue.format === "starts_with" ? `Invalid string: must start with "${_issue.prefix}"` : _issue.format === "ends_with" ? `Invalid string: must end with "${_issue.suffix}"` : _issue.format === "includes" ? `Invalid string: must include "${_issue.includes}"` : _issue.format === "regex" ? `Invalid string: must match pattern ${_issue.pattern}` : `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
      }
      case "not_multiple_of":
        return `Invalid number: must be a multiple of ${issue.divisor}`;
      case "unrecognized_keys":
        return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${joinValues(issue.keys, ", ")}`;
      case "invalid_key":
        return `Invalid key in ${issue.origin}`;
      case "invalid_union":
        return issue.options && Array.isArray(issue.options) && issue.options.length > 0 ? `Invalid discriminator value. Expected ${issue.options.map((o) => `'${o}'`).join(" | ")}` : issue.inclusive === !1 ? "Invalid input: more than one option matched" : "Invalid input";
      case "invalid_element":
        return `Invalid value in ${issue.origin}`;
      default:
        return "Invalid input";
    }
  };
};
function en_default() {
  return {
    localeError: error()
  };
}

// src/catalog/schema.ts
var described = (schema, text) => schema.check(describe(text)), pattern = (re, text) => string().check(_regex(re, text)), nonEmpty = () => string().check(_minLength(1)), Confidence = _enum(["verified", "uncertain"]), sourced = {
  source: described(nonEmpty(), "Where the fact comes from: a URL or repository path at a commit"),
  confidence: described(optional(Confidence), "uncertain: weak or conflicting evidence; may warn, never fail")
}, Platform = _enum(PLATFORMS), minorVersion = pattern(/^\d+\.\d+$/, "a minor version such as 2.8"), patchVersion = pattern(/^\d+\.\d+\.\d+$/, "a release such as 2.8.0"), pythonMinor = pattern(/^3\.\d{1,2}$/, "a Python minor version such as 3.12"), pythonTag = pattern(/^3\.\d{1,2}t?$/, "a Python version such as 3.13 or 3.13t"), dotted = pattern(/^\d+(\.\d+){0,3}$/, "a dotted number such as 2.28 or 570.26"), isoDate = pattern(/^\d{4}-\d{2}-\d{2}$/, "a date such as 2025-08-06"), VariantName = pattern(VARIANT_PATTERN, "cpu, xpu, cuXYZ or rocmX.Y[.Z]"), specifier = described(nonEmpty(), "A PEP 440 specifier such as >=2.8,<2.11"), Patch = strictObject({
  version: patchVersion,
  released: optional(isoDate),
  torchvision: described(optional(string()), "The torchvision release built against this torch"),
  torchaudio: described(optional(string()), "The torchaudio release built against this torch"),
  ...sourced
}), PythonExtra = strictObject({
  version: pythonTag,
  status: _enum(["experimental", "preview"]),
  platforms: described(optional(array(Platform)), "Only these platforms (default: every platform of the release)"),
  patches: described(optional(array(patchVersion).check(_minLength(1))), "Only these patch releases (default: every patch of the release)"),
  pypi: described(optional(boolean()), "false: wheels only on download.pytorch.org"),
  ...sourced
}), PythonRange = strictObject({
  min: pythonMinor,
  max: pythonMinor,
  extra: optional(array(PythonExtra)),
  ...sourced
}), PlatformEntry = strictObject({
  platform: Platform,
  wheelTag: described(nonEmpty(), "Platform tag of the wheels, e.g. manylinux_2_28_x86_64"),
  glibc: described(optional(dotted), "Lowest glibc the wheels install on (Linux)"),
  macos: described(optional(dotted), "Lowest macOS the wheels install on"),
  python: described(optional(strictObject({ min: pythonMinor, max: pythonMinor })), "A narrower Python range on this platform"),
  pypi: described(optional(boolean()), "false: no wheels on PyPI for this platform"),
  ...sourced
}), VariantEntry = strictObject({
  variant: VariantName,
  status: _enum(["stable", "experimental", "legacy"]),
  platforms: array(Platform).check(_minLength(1)),
  glibc: described(optional(dotted), "Overrides the platform glibc floor for this build"),
  patches: described(optional(array(patchVersion).check(_minLength(1))), "The patch releases that have this build; absent = every patch of the release"),
  unlabelled: described(optional(array(Platform)), "Platforms whose wheels of this build carry no local label (macOS wheels on whl/cpu are torch-X.Y.Z-\u2026, not +cpu)"),
  ...sourced
}), PypiDefault = strictObject({
  platform: Platform,
  variant: VariantName,
  ...sourced
}), ReleaseNote = strictObject({
  kind: _enum(["breaking", "deprecation", "behavior", "platform", "python", "backend", "info"]),
  text: nonEmpty(),
  ...sourced
}), Release = strictObject({
  torch: minorVersion,
  released: optional(isoDate),
  patches: array(Patch).check(_minLength(1)),
  python: PythonRange,
  platforms: array(PlatformEntry).check(_minLength(1)),
  variants: array(VariantEntry).check(_minLength(1)),
  pypi: array(PypiDefault),
  mps: described(optional(strictObject({ macos: dotted, ...sourced })), "Lowest macOS on which MPS works"),
  notes: optional(array(ReleaseNote)),
  ...sourced
}), CudaToolkit = strictObject({
  variant: pattern(/^cu\d{3}$/),
  cuda: dotted,
  driver: described(strictObject({ linux: dotted, windows: optional(dotted) }), "Toolkit driver (NVIDIA Table 3)"),
  ...sourced
}), CudaFamily = strictObject({
  major: int().check(_positive()),
  minDriver: described(strictObject({ linux: dotted, windows: optional(dotted) }), "Minor-version compatibility floor (NVIDIA Table 2)"),
  ...sourced
}), GpuArchs = strictObject({
  variant: pattern(/^cu\d{3}$/),
  torch: specifier,
  platforms: array(Platform).check(_minLength(1)),
  sass: described(array(dotted).check(_minLength(1)), "Compute capabilities with compiled kernels (sm_XY as X.Y)"),
  ptx: described(optional(array(dotted)), "Compute capabilities with PTX for JIT on newer GPUs"),
  ...sourced
}), Gfx = pattern(/^gfx[0-9a-f]{3,5}$/, "a gfx target such as gfx90a or gfx1100"), RocmArchs = strictObject({
  variant: pattern(/^rocm\d+\.\d+(\.\d+)?$/, "rocmX.Y[.Z]"),
  torch: specifier,
  gfx: described(array(Gfx).check(_minLength(1)), "gfx targets with compiled kernels"),
  blasMissing: described(
    optional(strictObject({ gfx: array(Gfx).check(_minLength(1)), ...sourced })),
    "gfx targets in `gfx` whose bundled rocBLAS has no kernels: torch loads, matrix multiplication aborts"
  ),
  ...sourced
}), Companion = strictObject({
  package: _enum(["torchvision", "torchaudio"]),
  version: pattern(/^\d+\.\d+\.\d+$/, "a release such as 0.29.2"),
  torch: described(specifier, "The torch releases it installs with"),
  ...sourced
}), XpuFamily = strictObject({
  family: nonEmpty(),
  label: nonEmpty(),
  deviceIds: described(array(pattern(/^0x[0-9a-f]{4}$/, "a PCI device id such as 0x56a0")).check(_minLength(1)), "PCI device ids (lower case)"),
  torch: described(specifier, "The torch releases whose XPU build is validated on this family"),
  ...sourced
}), Runner = strictObject({
  label: nonEmpty(),
  os: _enum(["linux", "macos", "windows"]),
  arch: _enum(["x64", "arm64"]),
  osVersion: nonEmpty(),
  glibc: optional(dotted),
  status: _enum(["current", "beta", "retired"]),
  aliasOf: described(optional(string()), "For -latest labels: the image the label pointed to"),
  note: optional(string()),
  ...sourced
}), Distro = strictObject({
  id: nonEmpty(),
  label: nonEmpty(),
  /** Tag words that name it (`bookworm`, `ubuntu22.04`, `ubi9`). */
  words: array(nonEmpty()).check(_minLength(1)),
  libc: _enum(["glibc", "musl"]),
  glibc: optional(dotted),
  ...sourced
}), ImageFamily = strictObject({
  repository: nonEmpty(),
  kind: _enum(["python", "nvidia-cuda", "pytorch"]),
  /** Distro of a tag that names none (python:3.12 → trixie). */
  defaultDistro: optional(string()),
  /** python:3 and python:latest. */
  latestPython: optional(dotted),
  /** The Python an image of this family ships, when its tags do not say. */
  python: optional(dotted),
  note: optional(string()),
  ...sourced
}), Catalog = strictObject({
  $schema: optional(string()),
  asOf: described(optional(isoDate), "The date the catalog was last checked against the wheel indexes"),
  releases: _default(array(Release), []),
  cudaToolkits: _default(array(CudaToolkit), []),
  cudaFamilies: _default(array(CudaFamily), []),
  gpuArchs: _default(array(GpuArchs), []),
  rocmArchs: _default(array(RocmArchs), []),
  xpuFamilies: _default(array(XpuFamily), []),
  companions: _default(array(Companion), []),
  runners: _default(array(Runner), []),
  apis: _default(array(ApiEntry), []),
  distros: _default(array(Distro), []),
  images: _default(array(ImageFamily), [])
});

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
config(en_default());
function parseRuleFile(file) {
  if (file.text.includes("\0")) throw new InputError(`${file.path}: is a binary file, not YAML or JSON rules`);
  let { doc } = parseUserYaml(file.text, file.path, { format: "YAML/JSON" }), data = doc.toJS({ maxAliasCount: -1 });
  if (data === null || typeof data != "object" || Array.isArray(data))
    throw new InputError(`${file.path}: expected a mapping with asOf, releases, cudaToolkits, cudaFamilies, gpuArchs, rocmArchs, xpuFamilies, companions, runners, apis, distros or images`);
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
    rocmArchs: [...over.rocmArchs, ...base.rocmArchs],
    xpuFamilies: mergeBy(base.xpuFamilies, over.xpuFamilies, (f) => f.family),
    companions: mergeBy(base.companions, over.companions, (c) => `${c.package} ${c.version}`),
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
