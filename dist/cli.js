#!/usr/bin/env node
import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  allCandidates,
  describeRequest,
  describeResolution,
  describeRunner,
  findRelease,
  formatMarkdown,
  list,
  loadCatalog,
  loadPins,
  minorOf,
  parseFailOn,
  parseFlags,
  parseFormat,
  parseVersion,
  pinsToJson,
  plain,
  realProbeIo,
  runCheck,
  runMatrix,
  str
} from "./chunks/chunk-PPONRDDM.js";
import {
  InputError,
  oneLine
} from "./chunks/chunk-QCBSO6L2.js";
import {
  FINDING_IDS,
  reachesThreshold
} from "./chunks/chunk-SX3XMD5U.js";
import "./chunks/chunk-5A63H3UN.js";

// src/core/version.ts
var VERSION = "0.1.0";

// src/cli/commands/catalog.ts
var CATALOG_HELP = `Usage: torch-preflight catalog [--torch VERSION] [--format text|json] [--config FILE]

Without --torch: every release with its Python range, builds and PyPI default.
With --torch 2.8 (or 2.8.0): that release in full, with the source of every fact.
`, mark = (c) => c === "uncertain" ? " (uncertain)" : "";
function releaseLine(r) {
  let extras = (r.python.extra ?? []).map((e) => e.version).join(" "), cuda = r.variants.filter((v) => v.variant !== "cpu").map((v) => `${v.variant}${v.status === "stable" ? "" : `(${v.status[0]})`}`), pypi = r.pypi.find((p) => p.platform === "linux-x64")?.variant ?? "-";
  return `${r.torch.padEnd(5)} ${r.patches.map((p) => p.version.split(".")[2]).join(",").padEnd(6)} py ${r.python.min}-${r.python.max}${extras ? ` +${extras}` : ""}`.padEnd(40) + ` pypi/linux-x64 ${pypi.padEnd(6)} ${cuda.join(" ")}`;
}
function releaseDetail(r) {
  let L = [`torch ${r.torch}${r.released ? ` (released ${r.released})` : ""}  \u2014 ${r.source}`, ""];
  L.push("Patches:");
  for (let p of r.patches) L.push(`  ${p.version}${p.released ? ` ${p.released}` : ""}${p.torchvision ? ` torchvision ${p.torchvision}` : ""}${p.torchaudio ? ` torchaudio ${p.torchaudio}` : ""}${mark(p.confidence)}  \u2014 ${p.source}`);
  L.push("", `Python: ${r.python.min} to ${r.python.max}${mark(r.python.confidence)}  \u2014 ${r.python.source}`);
  for (let e of r.python.extra ?? []) L.push(`  ${e.version} ${e.status}${e.platforms ? ` on ${e.platforms.join(", ")}` : ""}${e.pypi === !1 ? ", not on PyPI" : ""}${mark(e.confidence)}  \u2014 ${e.source}`);
  L.push("", "Platforms:");
  for (let p of r.platforms) L.push(`  ${p.platform.padEnd(14)} ${p.wheelTag}${p.glibc ? ` glibc>=${p.glibc}` : ""}${p.macos ? ` macOS>=${p.macos}` : ""}${p.python ? ` Python ${p.python.min}-${p.python.max}` : ""}${p.pypi === !1 ? " (not on PyPI)" : ""}${mark(p.confidence)}  \u2014 ${p.source}`);
  L.push("", "Builds (index https://download.pytorch.org/whl/<variant>):");
  for (let v of r.variants) L.push(`  ${v.variant.padEnd(10)} ${v.status.padEnd(12)} ${v.platforms.join(", ")}${v.glibc ? ` glibc>=${v.glibc}` : ""}${mark(v.confidence)}  \u2014 ${v.source}`);
  L.push("", "PyPI default build:");
  for (let p of r.pypi) L.push(`  ${p.platform.padEnd(14)} ${p.variant}${mark(p.confidence)}  \u2014 ${p.source}`);
  if (r.mps && L.push("", `MPS: macOS ${r.mps.macos}+${mark(r.mps.confidence)}  \u2014 ${r.mps.source}`), r.notes?.length) {
    L.push("", "Notes:");
    for (let n of r.notes) L.push(`  [${n.kind}] ${n.text}${mark(n.confidence)}  \u2014 ${n.source}`);
  }
  return L.join(`
`) + `
`;
}
async function catalogCommand(argv, io) {
  let { values } = parseFlags("catalog", argv, { torch: { type: "string" }, format: { type: "string" }, config: { type: "string" } });
  if (values.help)
    return io.stdout(CATALOG_HELP), 0;
  let format = str(values.format) ?? "text";
  if (format !== "text" && format !== "json") throw new InputError(`catalog: --format ${JSON.stringify(format)} is not known; expected text or json`);
  let catalog = await loadCatalog(str(values.config)), torch = str(values.torch);
  if (torch !== void 0) {
    if (!parseVersion(torch)) throw new InputError(`catalog: --torch ${JSON.stringify(torch.slice(0, 30))} is not a version; expected e.g. 2.8 or 2.8.0`);
    let r = findRelease(catalog, minorOf(torch));
    if (!r) throw new InputError(`catalog: torch ${torch} is not in the catalog; it knows ${catalog.releases.map((x) => x.torch).join(", ")}`);
    return io.stdout(format === "json" ? JSON.stringify(r, null, 2) + `
` : releaseDetail(r)), 0;
  }
  if (format === "json")
    return io.stdout(JSON.stringify(catalog, null, 2) + `
`), 0;
  let releases = [...catalog.releases].sort((a, b) => allCandidates(catalog).findIndex((c) => c.release === a) - allCandidates(catalog).findIndex((c) => c.release === b));
  return io.stdout(["torch patches Python                       PyPI default       builds ((e)xperimental, (l)egacy)", ...releases.map(releaseLine)].join(`
`) + `
`), 0;
}

// src/core/explain.ts
var EXPLAIN = {
  "python-unsupported": {
    title: "No torch wheel for this Python version",
    why: 'torch publishes binary wheels for a fixed range of CPython versions per release (2.5 dropped 3.8, 2.9 dropped 3.9). Outside it pip answers "No matching distribution found for torch", or quietly installs an older torch.',
    fix: "Use a Python inside the release's range, or the newest torch that still supports your Python."
  },
  "python-preview": {
    title: "Python supported only as experimental or preview",
    why: "Wheels exist (new Python versions, free-threaded 3.13t/3.14t builds), but the release does not promise that everything works; companion packages and torch.compile often lag.",
    fix: "Keep a regular Python for the legs that must pass; run the preview as allowed-to-fail."
  },
  "python-implementation": {
    title: "Not CPython",
    why: "torch ships CPython wheels only and has no source distribution on PyPI, so PyPy or GraalPy cannot install it.",
    fix: "Use CPython (actions/setup-python with a plain version such as 3.12)."
  },
  "python-32bit": {
    title: "32-bit Python",
    why: "torch has 64-bit wheels only.",
    fix: "Use a 64-bit interpreter (setup-python architecture: x64 or arm64)."
  },
  "platform-unsupported": {
    title: "No torch wheel for this OS and CPU",
    why: "Each release builds for a set of platforms: Intel Macs lost wheels after 2.2, Windows on Arm has CPU builds only on download.pytorch.org, musl (Alpine) has none. An x86_64 Python on an arm64 machine looks for x86_64 wheels.",
    fix: "Use a supported runner or a native interpreter, or pin the last torch that had wheels for this platform."
  },
  "macos-too-old": {
    title: "macOS older than the wheels' floor",
    why: "macOS wheels carry a minimum OS version in their tag (macosx_11_0_arm64); pip skips wheels for a newer macOS.",
    fix: "Use a newer macOS runner."
  },
  "mps-unavailable": {
    title: "MPS (Metal) backend unavailable",
    why: "torch installs, but the Metal backend needs a newer macOS (14+ from torch 2.9), or the interpreter runs under Rosetta; torch.backends.mps.is_available() returns False and work runs on the CPU.",
    fix: "Use macos-15 (or newer) with a native arm64 Python."
  },
  "glibc-too-old": {
    title: "glibc older than the wheels need",
    why: 'Linux wheels are manylinux wheels with a glibc floor: 2.17 (manylinux2014) up to 2.6, 2.28 (manylinux_2_28) for every Linux build from 2.7. On an older glibc pip finds no wheel, or the import fails with "GLIBC_2.28 not found".',
    fix: "Use a newer image (Ubuntu 20.04+, RHEL 8+), or pin the last torch whose wheels support your glibc."
  },
  "backend-unavailable": {
    title: "This torch has no build for the index's CUDA/ROCm/XPU variant",
    why: 'download.pytorch.org/whl/<variant> serves only the releases built for that variant (cu118 ends with 2.7, cu128 with 2.11); pip answers "No matching distribution found".',
    fix: "Use an index URL of a variant the release ships, or the newest torch built for your variant."
  },
  "backend-experimental": {
    title: "Experimental or legacy build",
    why: "Each release marks some CUDA builds experimental (newest toolkit) or legacy (kept for old GPUs); they install, but get less validation and are the first to be dropped.",
    fix: "Prefer a stable variant unless you need this one."
  },
  "index-url-unknown": {
    title: "Index URL the catalog cannot read",
    why: "A private index or mirror may serve anything; the checks assume it mirrors PyPI (or download.pytorch.org, when its path names a variant).",
    fix: "Use https://download.pytorch.org/whl/<variant>, or pass the variant (e.g. cu128) so it can be checked."
  },
  "variant-mismatch": {
    title: "Build variant does not match",
    why: 'A +cuXYZ pin that the index does not serve, torch and torchvision from different CUDA builds, or a CPU build on a machine with an NVIDIA GPU ("Torch not compiled with CUDA enabled").',
    fix: "Take torch, torchvision and torchaudio from one index URL of the variant you need."
  },
  "driver-too-old": {
    title: "NVIDIA driver too old for the wheel's CUDA",
    why: `CUDA wheels bundle the CUDA runtime, which needs a minimum driver: below the CUDA major's floor (525 for 12.x, 580 for 13.x) torch.cuda fails with "The NVIDIA driver on your system is too old"; below the toolkit's own driver it runs in compatibility mode without PTX JIT.`,
    fix: "Update the driver, or use a build of an older CUDA (the recommended index-url output names one)."
  },
  "gpu-unsupported": {
    title: "No kernels for this GPU in the build",
    why: 'Each CUDA build compiles kernels for a list of GPU architectures: cu128 dropped Maxwell/Pascal in 2.8, CUDA 13 builds start at sm_75, and builds before cu128 have no Blackwell. On a GPU outside the list every op fails with "no kernel image is available for execution on the device".',
    fix: "Use the CUDA build whose list has your GPU (the recommended index-url output names it)."
  },
  "cuda-without-gpu": {
    title: "CUDA build on a runner without a GPU",
    why: "PyPI's Linux torch is a CUDA build that pulls several GB of NVIDIA libraries; on a CPU-only runner they are downloaded and never used.",
    fix: "Install from https://download.pytorch.org/whl/cpu on CPU-only CI."
  },
  "companion-mismatch": {
    title: "torchvision/torchaudio do not match torch",
    why: 'Each torchvision and torchaudio release is built against one torch release; mixing them fails at import with "operator torchvision::nms does not exist" or makes pip backtrack to another torch.',
    fix: "Pin the companion versions built for your torch (torch-preflight catalog lists them)."
  },
  "resolution-fallback": {
    title: "pip would silently install an older torch",
    why: "With a range such as torch>=2.5, pip takes the newest release that has a wheel here; if the newest matching release has none (a dropped Python, a newer glibc floor), an older one is installed without a word.",
    fix: "Pin the release you actually get, or change the runner so the newest installs."
  },
  "no-release": {
    title: "No torch release matches",
    why: "The version or specifier matches no torch release (a typo, a version never published).",
    fix: "Use a released version; torch-preflight catalog lists them."
  },
  "catalog-stale": {
    title: "Newer than the catalog",
    why: "The request asks for a torch (or nightly) the shipped catalog does not describe, so it cannot be checked; this warns rather than passing silently.",
    fix: "Update torch-preflight, or describe the release in a config file."
  },
  "probe-failed": {
    title: "A runner fact could not be read",
    why: "A probe (glibc, macOS version, nvidia-smi) failed, so the checks that need it could not run.",
    fix: "Pass the value explicitly (--glibc, --os-version, --driver, --gpu)."
  },
  "api-removed": {
    title: "API removed in the target torch",
    why: "The code calls an API that no longer exists in some torch of the target range; it fails at run time.",
    fix: "Use the replacement the finding names."
  },
  "api-deprecated": {
    title: "API deprecated in the target torch",
    why: "The API still works in the target range but warns and is scheduled for removal.",
    fix: "Move to the replacement; the finding says whether it works on the oldest torch in range."
  },
  "api-unavailable": {
    title: "API not yet available in the target torch",
    why: "The code uses an API introduced after the oldest torch in the target range.",
    fix: "Raise the lower bound of the torch range, or guard the call."
  },
  "behavior-changed": {
    title: "Behaviour changed within the range",
    why: "The same call means something else in the target torch (torch.load weights_only in 2.6, ONNX export dynamo=True in 2.9).",
    fix: "Make the behaviour explicit (pass the argument) so it is the same on every torch in range."
  },
  "upgrade-note": {
    title: "What changes with this torch upgrade",
    why: "A pull request changes a torch pin; the note lists what changes between the releases: Pythons and platforms dropped, builds removed, defaults changed.",
    fix: "Read the notes; adjust the matrix and the code they mention."
  },
  "matrix-float-version": {
    title: "A version YAML reads as a number",
    why: "Unquoted, `3.10` is the YAML number 3.1, so the job runs Python 3.1 (which setup-python cannot find) instead of 3.10.",
    fix: "Quote versions in matrices: '3.10'."
  },
  "matrix-expression": {
    title: "A matrix only GitHub can expand",
    why: "A `${{ \u2026 }}` expression or fromJSON(\u2026) is evaluated at run time; the planner does not guess its value.",
    fix: "Plan that matrix with the action's matrix input in the job that builds it."
  },
  "matrix-exclude-unused": {
    title: "An exclude that removes nothing",
    why: "An exclude entry matches no combination (often a value that is not in the matrix, or a typo), so the cell it was meant to remove still runs, or the entry is dead.",
    fix: "Fix or delete the entry; let the planner compute the supported cells instead of hand-kept excludes."
  },
  "matrix-include-duplicate": {
    title: "An include that adds nothing",
    why: "The include entry repeats a combination or only sets values the combinations already have.",
    fix: "Delete the entry."
  },
  "matrix-value-unknown": {
    title: "A matrix value the planner cannot read",
    why: "A Python, torch, CUDA or index value is not in a form the planner understands (or is nightly), so that cell cannot be checked.",
    fix: "Use a literal version (3.12, 2.8.0, cu128), or accept that the cell is not checked."
  },
  "matrix-invalid": {
    title: "A matrix GitHub refuses",
    why: "An empty dimension, an exclude key that is not a matrix key, or more than 256 jobs: GitHub rejects the workflow.",
    fix: "Fix the matrix as the finding says."
  },
  "runner-unknown": {
    title: "A runner label that is not a GitHub-hosted image",
    why: "Self-hosted and larger runners can be anything; the planner does not guess their OS, CPU or glibc.",
    fix: "Check those cells with the action on the runner itself, or describe them with os, arch and glibc."
  },
  "runner-retired": {
    title: "A retired runner image",
    why: "GitHub removed the image; jobs for that label wait for a runner that never comes, or fail at once.",
    fix: "Move to a current image (the finding names one)."
  }
};

// src/report/sarif.ts
var LEVEL = { error: "error", warning: "warning", notice: "note" }, HOME = "https://github.com/torch-preflight/torch-preflight";
function formatSarif(findings) {
  let used = FINDING_IDS.filter((id) => findings.some((f) => f.id === id)), rules = used.map((id) => ({
    id,
    name: id.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase()),
    shortDescription: { text: EXPLAIN[id].title },
    fullDescription: { text: EXPLAIN[id].why },
    help: { text: `${EXPLAIN[id].why}

Fix: ${EXPLAIN[id].fix}`, markdown: `${EXPLAIN[id].why}

**Fix:** ${EXPLAIN[id].fix}` },
    helpUri: `${HOME}#finding-${id}`
  })), results = findings.map((f) => ({
    ruleId: f.id,
    ruleIndex: used.indexOf(f.id),
    level: LEVEL[f.severity],
    message: { text: `${f.message} Fix: ${f.hint} (source: ${f.source})` },
    ...f.location ? {
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: f.location.file.split("\\").join("/") },
            region: {
              startLine: f.location.line,
              ...f.location.column ? { startColumn: f.location.column } : {},
              ...f.location.endLine ? { endLine: f.location.endLine } : {},
              ...f.location.endColumn ? { endColumn: f.location.endColumn } : {}
            }
          }
        }
      ]
    } : {},
    properties: { source: f.source }
  }));
  return JSON.stringify({
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [{ tool: { driver: { name: "torch-preflight", version: VERSION, informationUri: HOME, rules } }, results }]
  }, null, 2) + `
`;
}

// src/report/text.ts
var MARK = { pass: "PASS", warn: "WARN", fail: "FAIL" };
function findingText(f) {
  let where = f.location ? `${f.location.file}:${f.location.line}${f.location.column ? `:${f.location.column}` : ""}: ` : "";
  return [`${f.severity.padEnd(7)} ${f.id}  ${where}${plain(f.message)}`, `        fix: ${plain(f.hint)}`, `        source: ${plain(f.source)}`].join(`
`);
}
function formatText(report) {
  let res = report.resolution, lines = [
    `torch-preflight: ${MARK[report.verdict]}`,
    `  runner     ${plain(describeRunner(report))}`,
    `  request    ${plain(describeRequest(report))}`,
    `  pip would  install ${plain(describeResolution(report))}`
  ];
  res.recommendedIndexUrl && lines.push(`  best index ${res.recommendedIndexUrl}`), lines.push(""), report.findings.length === 0 && lines.push("No problems found.");
  for (let f of report.findings) lines.push(findingText(f), "");
  return lines.join(`
`).trimEnd() + `
`;
}

// src/cli/output.ts
async function printReport(report, format, io, text = formatText) {
  switch (format) {
    case "json":
      io.stdout(JSON.stringify(report, null, 2) + `
`);
      return;
    case "markdown":
      io.stdout(formatMarkdown(report));
      return;
    case "sarif":
      io.stdout(formatSarif(report.findings));
      return;
    case "github": {
      let { emitAnnotations } = await import("./chunks/github-5MPWMYP3.js");
      emitAnnotations(report.findings);
      return;
    }
    default:
      io.stdout(text(report));
  }
}

// src/cli/commands/check.ts
var CHECK_HELP = `Usage: torch-preflight check [flags]

Will \`pip install torch\u2026\` work on this machine (or the one described), and will that
torch run here? A value not given is probed from this machine; a value given is never probed.

Request:
  --torch SPEC            torch version or PEP 440 specifier: 2.9.0, 2.9, 2.9.0+cu128,
                          ">=2.5,<2.10", ~=2.8.0, ==2.9.*  (default: newest, as pip would)
  --index-url URL         wheel index: https://download.pytorch.org/whl/cu128, \u2026/whl/test/cu130,
                          \u2026/whl/nightly/cpu, \u2026/torch_stable.html, a variant (cu128), or pypi
  --extra-index-url URL   another index pip also reads (repeatable)
  --torchvision SPEC      torchvision version or specifier
  --torchaudio SPEC       torchaudio version or specifier
  --requirements FILE     pin file or glob to read torch pins from (repeatable); without
                          --torch and --requirements, the usual pin files here are read
  --base REF              compare the pins with this git ref: upgrade notes on changed pins
  --config FILE           extra or overriding rules (YAML/JSON, schema rules/schema.json)
Runner:
  --python VERSION        3.12, 3.12.4, 3.13t (free-threaded), pypy3.9 (skips the Python probe)
  --python-path EXE       interpreter to probe (default: $pythonLocation, python3, python)
  --os linux|macos|windows
  --os-version V          macOS version such as 14.5 (Linux/Windows: informational)
  --arch x64|arm64
  --glibc V               e.g. 2.28
  --driver V|none         NVIDIA driver, e.g. 570.124.06
  --gpu CC|none           GPU compute capability, 8.6 or sm_86 (repeatable)
Output:
  --format text|json|markdown|sarif|github   (default text)
  --fail-on error|warning|never              exit 1 at or above this severity (default error)

Exit codes: 0 nothing at or above --fail-on, 1 findings at or above it, 2 unusable input.
`;
async function checkCommand(argv, io) {
  let { values } = parseFlags("check", argv, {
    torch: { type: "string" },
    "index-url": { type: "string" },
    "extra-index-url": { type: "string", multiple: !0 },
    torchvision: { type: "string" },
    torchaudio: { type: "string" },
    python: { type: "string" },
    "python-path": { type: "string" },
    os: { type: "string" },
    "os-version": { type: "string" },
    arch: { type: "string" },
    glibc: { type: "string" },
    driver: { type: "string" },
    gpu: { type: "string", multiple: !0 },
    requirements: { type: "string", multiple: !0 },
    base: { type: "string" },
    config: { type: "string" },
    format: { type: "string" },
    "fail-on": { type: "string" }
  });
  if (values.help)
    return io.stdout(CHECK_HELP), 0;
  let format = parseFormat(str(values.format)), failOn = parseFailOn(str(values["fail-on"])), result = await runCheck(
    {
      request: {
        ...str(values.torch) !== void 0 ? { torch: str(values.torch) } : {},
        ...str(values["index-url"]) !== void 0 ? { indexUrl: str(values["index-url"]) } : {},
        extraIndexUrls: list(values["extra-index-url"]),
        ...str(values.torchvision) !== void 0 ? { torchvision: str(values.torchvision) } : {},
        ...str(values.torchaudio) !== void 0 ? { torchaudio: str(values.torchaudio) } : {}
      },
      overrides: {
        ...str(values.python) !== void 0 ? { python: str(values.python) } : {},
        ...str(values["python-path"]) !== void 0 ? { pythonPath: str(values["python-path"]) } : {},
        ...str(values.os) !== void 0 ? { os: str(values.os) } : {},
        ...str(values["os-version"]) !== void 0 ? { osVersion: str(values["os-version"]) } : {},
        ...str(values.arch) !== void 0 ? { arch: str(values.arch) } : {},
        ...str(values.glibc) !== void 0 ? { glibc: str(values.glibc) } : {},
        ...str(values.driver) !== void 0 ? { driver: str(values.driver) } : {},
        ...list(values.gpu).length ? { gpus: list(values.gpu) } : {}
      },
      ...str(values.config) ? { config: str(values.config) } : {},
      requirements: list(values.requirements),
      ...str(values.base) ? { base: str(values.base) } : {},
      cwd: io.cwd
    },
    realProbeIo(io.env)
  );
  return await printReport(result.report, format, io), reachesThreshold(result.report.findings, failOn) ? 1 : 0;
}

// src/cli/commands/explain.ts
var explainers = [];
var EXPLAIN_HELP = `Usage: torch-preflight explain ID

Prints what a finding id means, why it matters and the usual fix.
IDs: ${FINDING_IDS.join(", ")}
`;
async function explainCommand(argv, io) {
  let { values, positionals } = parseFlags("explain", argv, {}, !0);
  if (values.help)
    return io.stdout(EXPLAIN_HELP), 0;
  let id = positionals[0];
  if (!id || positionals.length > 1) throw new InputError("explain: give one finding id or API name, e.g. torch-preflight explain glibc-too-old");
  if (FINDING_IDS.includes(id)) {
    let e = EXPLAIN[id];
    return io.stdout(`${id}: ${e.title}

Why: ${e.why}

Fix: ${e.fix}
`), 0;
  }
  for (let ex of explainers) {
    let text = await ex(id);
    if (text)
      return io.stdout(text.endsWith(`
`) ? text : `${text}
`), 0;
  }
  throw new InputError(`explain: ${JSON.stringify(id.slice(0, 60))} is not a finding id or known API; ids: ${FINDING_IDS.join(", ")}`);
}

// src/cli/commands/pins.ts
var PINS_HELP = `Usage: torch-preflight pins [FILE\u2026] [--format text|json]

Lists the torch-family pins (torch, torchvision, torchaudio, conda's pytorch and
pytorch-cuda) with file, line and column, from requirements files, pyproject.toml,
setup.cfg, setup.py, environment.yml and pixi.toml. Without FILE, the usual files here.
`;
async function pinsCommand(argv, io) {
  let { values, positionals } = parseFlags("pins", argv, { format: { type: "string" } }, !0);
  if (values.help)
    return io.stdout(PINS_HELP), 0;
  let format = str(values.format) ?? "text";
  if (format !== "text" && format !== "json") throw new InputError(`pins: --format ${JSON.stringify(format)} is not known; expected text or json`);
  let set = await loadPins(positionals, io.cwd), json = pinsToJson(set ?? { pins: [], indexes: [], files: [] });
  if (format === "json")
    return io.stdout(JSON.stringify(json, null, 2) + `
`), 0;
  if (json.pins.length === 0)
    return io.stdout(set ? `No torch pins in ${set.files.join(", ")}.
` : `No pin files found here (requirements*.txt, pyproject.toml, setup.cfg, setup.py, environment.yml, pixi.toml).
`), 0;
  for (let p of json.pins) {
    let where = `${p.location.file}:${p.location.line}${p.location.column ? `:${p.location.column}` : ""}`;
    io.stdout(plain(`${where}  ${p.package} ${p.specifier || "(any)"}${p.marker ? `  ; ${p.marker}` : ""}${p.indexUrl ? `  from ${p.indexUrl}` : ""}`) + `
`);
  }
  return 0;
}

// src/cli/commands/matrix.ts
var MATRIX_HELP = `Usage: torch-preflight matrix (--matrix JSON|YAML | --workflow FILE [--job ID]) [flags]

Plans a CI matrix: checks every python \xD7 torch \xD7 os (\xD7 index) combination and prints each
verdict and the include list of supported ones, ready for
  strategy.matrix: \${{ fromJSON(needs.plan.outputs.matrix) }}
or lints a workflow's strategy.matrix, pointing at the line of each value or include/exclude
entry that produces unsupported cells.

  --matrix TEXT          a matrix as JSON or YAML ({"python": ["3.9","3.12"], "torch": [...], "os": [...]})
  --workflow FILE        a workflow file to lint
  --job ID               only this job of the workflow
  --matrix-keys MAP      which keys are which: python=py,torch=pt,os=platform,index=idx
  --drop-warned          leave cells that only warn out of include (default: keep them)
  --config FILE          extra or overriding rules
  --format text|json|markdown|github   (default text)
  --fail-on error|warning|never        exit 1 at or above this severity (default error; plan
                                        mode fails only on its diagnostics, not on excluded cells)
`;
async function matrixCommand(argv, io) {
  let { values } = parseFlags("matrix", argv, {
    matrix: { type: "string" },
    workflow: { type: "string" },
    job: { type: "string" },
    "matrix-keys": { type: "string" },
    "drop-warned": { type: "boolean" },
    config: { type: "string" },
    format: { type: "string" },
    "fail-on": { type: "string" }
  });
  if (values.help)
    return io.stdout(MATRIX_HELP), 0;
  let format = str(values.format) ?? "text";
  if (!["text", "json", "markdown", "github"].includes(format)) throw new InputError(`matrix: --format ${JSON.stringify(format)} is not known; expected text, json, markdown or github`);
  let failOn = parseFailOn(str(values["fail-on"])), r = await runMatrix({
    ...str(values.matrix) !== void 0 ? { matrix: str(values.matrix) } : {},
    ...str(values.workflow) !== void 0 ? { workflow: str(values.workflow) } : {},
    ...str(values.job) ? { job: str(values.job) } : {},
    ...str(values["matrix-keys"]) ? { keys: str(values["matrix-keys"]) } : {},
    keepWarned: !values["drop-warned"],
    ...str(values.config) ? { config: str(values.config) } : {},
    cwd: io.cwd
  });
  if (format === "json") io.stdout(JSON.stringify(r.json, null, 2) + `
`);
  else if (format === "markdown") io.stdout(r.markdown);
  else if (format === "github") {
    let { emitAnnotations } = await import("./chunks/github-5MPWMYP3.js");
    emitAnnotations(r.findings);
  } else {
    let mark2 = { pass: "pass", warn: "warn", fail: "FAIL", unknown: "?   " };
    for (let c of r.plan.combinations) {
      let why = c.findings.filter((f) => f.severity !== "notice").map((f) => f.id);
      io.stdout(plain(`${mark2[c.verdict].padEnd(4)}  ${c.job ? `${c.job}: ` : ""}${JSON.stringify(c.values)}${why.length ? `  (${[...new Set(why)].join(", ")})` : ""}`) + `
`);
    }
    r.findings.length && io.stdout(`
` + r.findings.map((f) => findingText(f)).join(`

`) + `
`), io.stdout(`
include (${r.plan.include.length} of ${r.plan.combinations.length} combinations):
${JSON.stringify({ include: r.plan.include })}
`);
  }
  return reachesThreshold(r.findings, failOn) ? 1 : 0;
}

// src/cli/main.ts
var COMMANDS = {
  check: checkCommand,
  explain: explainCommand,
  catalog: catalogCommand,
  pins: pinsCommand,
  matrix: matrixCommand
};
var HELP = `torch-preflight ${VERSION} \u2014 will \`pip install torch\` work here, and will it run?

Usage: torch-preflight <command> [flags]

Commands:
  check      check this runner (or one described by flags) against a torch request
  matrix     plan or lint a CI matrix: --matrix JSON|YAML, or --workflow FILE [--job ID]
  scan       find uses of removed/deprecated/new torch APIs: scan [PATH\u2026] --torch SPEC [--from SPEC]
  pins       list the torch-family pins in requirements/pyproject/conda files: pins [FILE\u2026]
  explain    explain a finding id (or an API): explain ID
  catalog    show the release catalog: catalog [--torch VERSION]

Run torch-preflight <command> --help for a command's flags.
Exit codes: 0 ok, 1 findings at or above --fail-on, 2 unusable input.
`;
async function main(argv, io) {
  let [cmd, ...rest] = argv;
  try {
    if (cmd === void 0 || cmd === "--help" || cmd === "-h" || cmd === "help")
      return io.stdout(HELP), 0;
    if (cmd === "--version" || cmd === "-v" || cmd === "version")
      return io.stdout(`${VERSION}
`), 0;
    let command = COMMANDS[cmd];
    if (!command) throw new InputError(`unknown command ${JSON.stringify(cmd.slice(0, 40))}; expected one of ${Object.keys(COMMANDS).join(", ")} (see --help)`);
    return await command(rest, io);
  } catch (err) {
    return err instanceof InputError ? io.stderr(`torch-preflight: ${oneLine(err)}
`) : io.stderr(`torch-preflight: internal error: ${oneLine(err)} (please report this)
`), 2;
  }
}

// src/cli/io.ts
var processIo = () => ({
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  cwd: process.cwd(),
  env: process.env
});

// src/cli.ts
main(process.argv.slice(2), processIo()).then(
  (code) => {
    process.exitCode = code, setTimeout(() => process.exit(code), 300).unref();
  },
  () => {
    process.stderr.write(`torch-preflight: internal error
`), process.exit(2);
  }
);
