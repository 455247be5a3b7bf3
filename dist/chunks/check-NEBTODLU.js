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
  --torch SPEC            torch version or PEP 440 specifier: 2.9.0, 2.9, 2.9.0+cu128,
                          ">=2.5,<2.10", ~=2.8.0, ==2.9.*  (default: newest, as pip would)
  --index-url URL         wheel index: https://download.pytorch.org/whl/cu128, \u2026/whl/test/cu130,
                          \u2026/whl/nightly/cpu, \u2026/torch_stable.html, a variant (cu128), or pypi
  --extra-index-url URL   another index pip also reads (repeatable)
  --torchvision SPEC      torchvision version or specifier
  --torchaudio SPEC       torchaudio version or specifier
  --requirements FILE     pin file, lock file or glob to read torch pins from (repeatable);
                          without --torch and --requirements, the usual pin files and lock
                          files (uv.lock, poetry.lock, pylock.toml, pixi.lock) here are read
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
  --amd-gpu GFX|none      AMD GPU gfx target, gfx1100 or gfx90a (repeatable; Linux: else read
                          from /sys/class/kfd)
  --intel-gpu ID|none     Intel GPU PCI device id, 0x56a0 (repeatable; Linux: else read from
                          /sys/class/drm)
  --container IMAGE       pip runs in this image (python:3.12-slim, nvidia/cuda:12.8.1-runtime-
                          ubuntu24.04, pytorch/pytorch:TAG): its Python and glibc, the host's GPU
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
    "amd-gpu": { type: "string", multiple: !0 },
    "intel-gpu": { type: "string", multiple: !0 },
    container: { type: "string" },
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
        torch: str(values.torch),
        indexUrl: str(values["index-url"]),
        extraIndexUrls: list(values["extra-index-url"]),
        torchvision: str(values.torchvision),
        torchaudio: str(values.torchaudio)
      },
      overrides: {
        python: str(values.python),
        pythonPath: str(values["python-path"]),
        os: str(values.os),
        osVersion: str(values["os-version"]),
        arch: str(values.arch),
        glibc: str(values.glibc),
        driver: str(values.driver),
        gpus: list(values.gpu),
        amdGpus: list(values["amd-gpu"]),
        intelGpus: list(values["intel-gpu"])
      },
      config: str(values.config),
      requirements: list(values.requirements),
      base: str(values.base),
      ...str(values.container) ? { container: str(values.container) } : {},
      cwd: io.cwd
    },
    realProbeIo(io.env)
  );
  return await printReport(result.report, format, io), reachesThreshold(result.report.findings, failOn) ? 1 : 0;
}
export {
  checkCommand
};
