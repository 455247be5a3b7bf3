import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  formatText
} from "./chunk-JLVBTBVA.js";
import {
  list,
  parseFlags,
  parseFormat,
  str
} from "./chunk-4LFWCD6H.js";
import {
  realProbeIo,
  runCheck
} from "./chunk-UHE3EUZK.js";
import "./chunk-IZH7MCEJ.js";
import {
  formatMarkdown
} from "./chunk-A7CLREBV.js";
import {
  formatSarif
} from "./chunk-I5M7VEQO.js";
import "./chunk-D32AUACV.js";
import "./chunk-BYIF4JXY.js";
import "./chunk-EWTIBQQ2.js";
import "./chunk-H2UKTNKY.js";
import "./chunk-OS2BVYRG.js";
import "./chunk-UCQZ7JLG.js";
import "./chunk-VWL6M3MX.js";
import "./chunk-UNJQZ23N.js";
import "./chunk-F6P7JK5U.js";
import "./chunk-BEOD5KC3.js";
import "./chunk-V267EQX5.js";
import "./chunk-OE3BUWVY.js";
import "./chunk-BTURN237.js";
import "./chunk-ZE5NBVHI.js";
import {
  parseFailOn,
  reachesThreshold
} from "./chunk-WHBBPQYB.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RSMJDQLK.js";

// src/app/options.ts
var CHECK_OPTIONS = [
  { key: "torch", flag: "torch", input: "torch-version", value: "SPEC", section: "Request", help: ["torch version or PEP 440 specifier: 2.9.0, 2.9, 2.9.0+cu128,", '">=2.5,<2.10", ~=2.8.0, ==2.9.*  (default: newest, as pip would)'] },
  { key: "indexUrl", flag: "index-url", input: "index-url", value: "URL", section: "Request", help: ["wheel index: https://download.pytorch.org/whl/cu128, \u2026/whl/test/cu130,", "\u2026/whl/nightly/cpu, \u2026/torch_stable.html, a variant (cu128), or pypi"] },
  { key: "extraIndexUrls", flag: "extra-index-url", input: "extra-index-url", value: "URL", many: !0, section: "Request", help: ["another index pip also reads (repeatable)"] },
  { key: "torchvision", flag: "torchvision", input: "torchvision-version", value: "SPEC", section: "Request", help: ["torchvision version or specifier"] },
  { key: "torchaudio", flag: "torchaudio", input: "torchaudio-version", value: "SPEC", section: "Request", help: ["torchaudio version or specifier"] },
  {
    key: "requirements",
    flag: "requirements",
    input: "requirements",
    value: "FILE",
    many: !0,
    section: "Request",
    help: ["pin file, lock file or glob to read torch pins from (repeatable);", "without --torch and --requirements, the usual pin files and lock", "files (uv.lock, poetry.lock, pylock.toml, pixi.lock) here are read"]
  },
  { key: "config", flag: "config", input: "config", value: "FILE", section: "Request", help: ["extra or overriding rules (YAML/JSON, schema rules/schema.json)"] },
  { key: "python", flag: "python", input: "python-version", value: "VERSION", section: "Runner", help: ["3.12, 3.12.4, 3.13t (free-threaded), pypy3.9 (skips the Python probe)"] },
  { key: "pythonPath", flag: "python-path", input: "python-path", value: "EXE", section: "Runner", help: ["interpreter to probe (default: $pythonLocation, python3, python)"] },
  { key: "os", flag: "os", input: "os", value: "linux|macos|windows", section: "Runner", help: [] },
  { key: "osVersion", flag: "os-version", input: "os-version", value: "V", section: "Runner", help: ["macOS version such as 14.5 (Linux/Windows: informational)"] },
  { key: "arch", flag: "arch", input: "arch", value: "x64|arm64", section: "Runner", help: [] },
  { key: "glibc", flag: "glibc", input: "glibc", value: "V", section: "Runner", help: ["e.g. 2.28"] },
  { key: "driver", flag: "driver", input: "driver", value: "V|none", section: "Runner", help: ["NVIDIA driver, e.g. 570.124.06"] },
  { key: "gpus", flag: "gpu", input: "gpu", value: "CC|none", many: !0, section: "Runner", help: ["GPU compute capability, 8.6 or sm_86 (repeatable)"] },
  { key: "amdGpus", flag: "amd-gpu", input: "amd-gpu", value: "GFX|none", many: !0, section: "Runner", help: ["AMD GPU gfx target, gfx1100 or gfx90a (repeatable; Linux: else read", "from /sys/class/kfd)"] },
  { key: "intelGpus", flag: "intel-gpu", input: "intel-gpu", value: "ID|none", many: !0, section: "Runner", help: ["Intel GPU PCI device id, 0x56a0 (repeatable; Linux: else read from", "/sys/class/drm)"] },
  {
    key: "container",
    flag: "container",
    input: "container",
    value: "IMAGE",
    section: "Runner",
    help: ["pip runs in this image (python:3.12-slim, nvidia/cuda:12.8.1-runtime-", "ubuntu24.04, pytorch/pytorch:TAG): its Python and glibc, the host's GPU"]
  }
];
function checkFlagSpec() {
  return Object.fromEntries(CHECK_OPTIONS.map((o) => [o.flag, { type: "string", ...o.many ? { multiple: !0 } : {} }]));
}
function checkHelp(section) {
  let lines = [];
  for (let o of CHECK_OPTIONS.filter((x) => x.section === section)) {
    let head = `  --${o.flag} ${o.value}`;
    o.help.length === 0 && lines.push(head), o.help.forEach((h, i) => lines.push(`${(i === 0 ? head : "").padEnd(26)}${h}`));
  }
  return lines.join(`
`);
}
function checkFields(read) {
  let fields = {};
  for (let o of CHECK_OPTIONS) {
    let v = read(o);
    fields[o.key] = o.many ? Array.isArray(v) ? v : v === void 0 ? [] : [v] : Array.isArray(v) ? v[0] : v;
  }
  return fields;
}
function checkOptionsFrom(f) {
  let list2 = (k) => f[k];
  return {
    request: { torch: f.torch, indexUrl: f.indexUrl, extraIndexUrls: list2("extraIndexUrls"), torchvision: f.torchvision, torchaudio: f.torchaudio },
    overrides: {
      python: f.python,
      pythonPath: f.pythonPath,
      os: f.os,
      osVersion: f.osVersion,
      arch: f.arch,
      glibc: f.glibc,
      driver: f.driver,
      gpus: list2("gpus"),
      amdGpus: list2("amdGpus"),
      intelGpus: list2("intelGpus")
    },
    config: f.config,
    requirements: list2("requirements"),
    ...f.container ? { container: f.container } : {}
  };
}

// src/cli/output.ts
function sarifFallback(report) {
  let at = report.request.torchLocation;
  return at ? { fallback: at } : {};
}
async function printReport(report, format, io) {
  switch (format) {
    case "json":
      io.stdout(JSON.stringify(report, null, 2) + `
`);
      return;
    case "markdown":
      io.stdout(formatMarkdown(report));
      return;
    case "sarif":
      io.stdout(formatSarif(report.findings, sarifFallback(report)));
      return;
    case "github": {
      let { emitAnnotations } = await import("./github-OZ6OUXAH.js");
      emitAnnotations(report.findings);
      return;
    }
    default:
      io.stdout(formatText(report));
  }
}

// src/cli/commands/check.ts
var CHECK_HELP = `Usage: torch-preflight check [flags]

Will \`pip install torch\u2026\` work on this machine (or the one described), and will that
torch run here? A value not given is probed from this machine; a value given is never probed.

Request:
${checkHelp("Request")}
  --base REF              compare the pins with this git ref: upgrade notes on changed pins
Runner:
${checkHelp("Runner")}
Output:
  --format text|json|markdown|sarif|github   (default text)
  --fail-on error|warning|never              exit 1 at or above this severity (default error)

Exit codes: 0 nothing at or above --fail-on, 1 findings at or above it, 2 unusable input.
`;
async function checkCommand(argv, io) {
  let { values } = parseFlags("check", argv, {
    ...checkFlagSpec(),
    base: { type: "string" },
    format: { type: "string" },
    "fail-on": { type: "string" }
  });
  if (values.help)
    return io.stdout(CHECK_HELP), 0;
  let format = parseFormat(str(values.format)), failOn = parseFailOn(str(values["fail-on"])), fields = checkFields((o) => o.many ? list(values[o.flag]) : str(values[o.flag])), result = await runCheck({ ...checkOptionsFrom(fields), base: str(values.base), cwd: io.cwd }, realProbeIo(io.env));
  return await printReport(result.report, format, io), reachesThreshold(result.report.findings, failOn) ? 1 : 0;
}
export {
  checkCommand
};
