import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  plain
} from "./chunk-TJ6WINXU.js";
import {
  compareDotted
} from "./chunk-FJXRNMYQ.js";

// src/platform/cuda-arch.ts
var split = (cc) => {
  let [a, b] = cc.split(".").map(Number);
  return [a ?? 0, b ?? 0];
};
function hasKernels(cc, archs) {
  let [maj, min] = split(cc);
  return archs.sass.some((s) => {
    let [sm, sn] = split(s);
    return sm === maj && sn <= min;
  }) || (archs.ptx ?? []).some((p) => compareDotted(cc, p) >= 0);
}
var smName = (cc) => `sm_${cc.replace(".", "")}`, smList = (archs) => [...archs.sass.map(smName), ...(archs.ptx ?? []).map((p) => `compute_${p.replace(".", "")}`)].join(" "), KNOWN_COMPUTE_CAPABILITIES = [
  "1.0",
  "1.1",
  "1.2",
  "1.3",
  "2.0",
  "2.1",
  "3.0",
  "3.2",
  "3.5",
  "3.7",
  "5.0",
  "5.2",
  "5.3",
  "6.0",
  "6.1",
  "6.2",
  "7.0",
  "7.2",
  "7.5",
  "8.0",
  "8.6",
  "8.7",
  "8.8",
  "8.9",
  "9.0",
  "10.0",
  "10.1",
  "10.3",
  "11.0",
  "12.0",
  "12.1"
];
function parseComputeCapability(text) {
  let t = text.trim().toLowerCase().replace(/^(sm|compute)_/, ""), m = /^(\d{1,2})\.(\d)$/.exec(t);
  if (m) return `${Number(m[1])}.${m[2]}`;
  if (m = /^(\d{1,2})(\d)[af]?$/.exec(t), m) return `${Number(m[1])}.${m[2]}`;
}

// src/report/describe.ts
var OS_NAMES = { linux: "Linux", macos: "macOS", windows: "Windows" };
function describeRunner(report) {
  let e = report.environment, parts = [`${OS_NAMES[e.os] ?? e.os}${e.osVersion ? ` ${e.osVersion}` : ""} ${e.arch}`];
  if (e.glibc ? parts.push(`glibc ${e.glibc}`) : e.libc === "musl" && parts.push("musl libc"), e.python) {
    let impl = e.python.implementation === "cpython" ? "" : ` ${e.python.implementation}`, skipped = e.python.skipped?.length ? ` (skipped ${e.python.skipped.join(", ")})` : "";
    parts.push(`Python ${e.python.version}${e.python.freeThreaded ? " (free-threaded)" : ""}${impl}${e.python.machine ? ` [${e.python.machine}]` : ""}${skipped}`);
  }
  if (e.nvidiaDriver || e.gpus.length) {
    let gpus = e.gpus.map((g) => `${g.name ? `${g.name} ` : ""}${smName(g.computeCapability)}`).join(", ");
    parts.push(`NVIDIA driver ${e.nvidiaDriver ?? "unknown"}${gpus ? `, ${gpus}` : ""}${e.gpuSelection ? ` (${e.gpuSelection})` : ""}`);
  } else !e.amdGpus?.length && !e.intelGpus?.length && parts.push("no NVIDIA GPU");
  if (e.amdGpus?.length) {
    let host = [e.rocm && `ROCm ${e.rocm}`, e.amdDriver && `amdgpu ${e.amdDriver}`].filter(Boolean).join(", ");
    parts.push(`AMD ${e.amdGpus.map((g) => g.gfx).join(", ")}${host ? ` (${host})` : ""}`);
  }
  return e.intelGpus?.length && parts.push(`Intel GPU ${e.intelGpus.map((g) => `${g.deviceId}${g.driver ? ` (${g.driver})` : ""}`).join(", ")}`), parts.join(", ");
}
function describeRequest(report) {
  let r = report.request, torch = r.torch === "*" ? "torch (newest)" : /^[=<>~!]/.test(r.torch) ? `torch${r.torch}` : `torch==${r.torch}`, comps = [r.torchvision && `torchvision ${r.torchvision}`, r.torchaudio && `torchaudio ${r.torchaudio}`].filter(Boolean).join(", "), at = r.torchLocation ? ` (${r.torchLocation.file}:${r.torchLocation.line})` : "";
  return `${torch}${comps ? ` with ${comps}` : ""} from ${r.index === "pypi" ? "PyPI" : r.index}${at}`;
}
var STOPS_INSTALL = /* @__PURE__ */ new Set(["no-release", "lock-no-wheel"]);
function describeResolution(report) {
  let res = report.resolution;
  if (!res.version) return "nothing: no torch release that matches has a wheel here";
  let stop = report.findings.find((f) => f.severity === "error" && STOPS_INSTALL.has(f.id));
  if (stop) return `nothing: pip stops before installing (${stop.id} below)`;
  let from = res.index === "https://pypi.org/simple" ? "PyPI" : res.index, comps = [res.torchvision && `torchvision ${res.torchvision}`, res.torchaudio && `torchaudio ${res.torchaudio}`].filter(Boolean).join(", ");
  return `torch ${res.version}${res.variant ? ` (${res.variant})` : ""} from ${from}${comps ? `; goes with ${comps}` : ""}`;
}

// src/report/text.ts
var MARK = { pass: "PASS", warn: "WARN", fail: "FAIL" };
function findingText(f) {
  let where = f.location ? `${plain(f.location.file)}:${f.location.line}${f.location.column ? `:${f.location.column}` : ""}: ` : "", also = f.related?.length ? [`        also: ${f.related.map((r) => `${plain(r.file)}:${r.line}${r.column ? `:${r.column}` : ""}`).join(", ")}`] : [];
  return [`${f.severity.padEnd(7)} ${f.id}  ${where}${plain(f.message)}`, ...also, `        fix: ${plain(f.hint)}`, `        source: ${plain(f.source)}`].join(`
`);
}
function formatText(report) {
  if (report.targets?.length) return formatTargets(report, report.targets);
  let res = report.resolution, lines = [
    `torch-preflight: ${MARK[report.verdict]}`,
    `  runner     ${plain(describeRunner(report))}`,
    `  request    ${plain(describeRequest(report))}`,
    `  pip would  install ${plain(describeResolution(report))}`
  ];
  res.recommendedIndexUrl && lines.push(`  best index ${plain(res.recommendedIndexUrl)}`), lines.push(""), report.findings.length === 0 && lines.push("No problems found.");
  for (let f of report.findings) lines.push(findingText(f), "");
  return lines.join(`
`).trimEnd() + `
`;
}
function formatTargets(report, targets) {
  let lines = [
    `torch-preflight: ${MARK[report.verdict]}${targets.length > 1 ? ` (${targets.length} install targets: ${targets.map((t) => `${plain(t.name)} ${MARK[t.verdict]}`).join(", ")})` : ""}`,
    `  runner     ${plain(describeRunner(report))}`,
    ""
  ], own = /* @__PURE__ */ new Set();
  for (let t of targets) {
    let view = { ...report, request: t.request, resolution: t.resolution };
    lines.push(`== ${plain(t.name)}: ${MARK[t.verdict]}`), t.noTorch ? lines.push("  installs   no torch: the project pins torch only in extras, groups or environments not selected here") : lines.push(`  request    ${plain(describeRequest(view))}`, `  pip would  install ${plain(describeResolution(view))}`), t.resolution.recommendedIndexUrl && lines.push(`  best index ${plain(t.resolution.recommendedIndexUrl)}`), lines.push(""), t.findings.length === 0 && lines.push("No problems found.", "");
    for (let f of t.findings)
      own.add(`${f.id}
${f.location?.file}:${f.location?.line}`), lines.push(findingText(f), "");
  }
  let rest = report.findings.filter((f) => !own.has(`${f.id}
${f.location?.file}:${f.location?.line}`));
  if (rest.length) {
    lines.push("== all targets");
    for (let f of rest) lines.push(findingText(f), "");
  }
  return lines.join(`
`).trimEnd() + `
`;
}

export {
  hasKernels,
  smName,
  smList,
  KNOWN_COMPUTE_CAPABILITIES,
  parseComputeCapability,
  describeRunner,
  describeRequest,
  describeResolution,
  findingText,
  formatText
};
