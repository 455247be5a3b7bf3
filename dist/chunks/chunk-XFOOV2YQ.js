import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  smName
} from "./chunk-CCJYNGGB.js";

// src/report/describe.ts
var OS_NAMES = { linux: "Linux", macos: "macOS", windows: "Windows" };
function describeRunner(report) {
  let e = report.environment, parts = [`${OS_NAMES[e.os] ?? e.os}${e.osVersion ? ` ${e.osVersion}` : ""} ${e.arch}`];
  if (e.glibc ? parts.push(`glibc ${e.glibc}`) : e.libc === "musl" && parts.push("musl libc"), e.python) {
    let impl = e.python.implementation === "cpython" ? "" : ` ${e.python.implementation}`;
    parts.push(`Python ${e.python.version}${e.python.freeThreaded ? " (free-threaded)" : ""}${impl}${e.python.machine ? ` [${e.python.machine}]` : ""}`);
  }
  if (e.nvidiaDriver || e.gpus.length) {
    let gpus = e.gpus.map((g) => `${g.name ? `${g.name} ` : ""}${smName(g.computeCapability)}`).join(", ");
    parts.push(`NVIDIA driver ${e.nvidiaDriver ?? "unknown"}${gpus ? `, ${gpus}` : ""}`);
  } else !e.amdGpus?.length && !e.intelGpus?.length && parts.push("no NVIDIA GPU");
  return e.amdGpus?.length && parts.push(`AMD ${e.amdGpus.map((g) => g.gfx).join(", ")}${e.rocm ? ` (ROCm ${e.rocm})` : ""}`), e.intelGpus?.length && parts.push(`Intel GPU ${e.intelGpus.map((g) => g.deviceId).join(", ")}`), parts.join(", ");
}
function describeRequest(report) {
  let r = report.request, torch = r.torch === "*" ? "torch (newest)" : /^[=<>~!]/.test(r.torch) ? `torch${r.torch}` : `torch==${r.torch}`, comps = [r.torchvision && `torchvision ${r.torchvision}`, r.torchaudio && `torchaudio ${r.torchaudio}`].filter(Boolean).join(", ");
  return `${torch}${comps ? ` with ${comps}` : ""} from ${r.index === "pypi" ? "PyPI" : r.index}`;
}
function describeResolution(report) {
  let res = report.resolution;
  if (!res.version) return "nothing: no torch release that matches has a wheel here";
  let from = res.index === "https://pypi.org/simple" ? "PyPI" : res.index, comps = [res.torchvision && `torchvision ${res.torchvision}`, res.torchaudio && `torchaudio ${res.torchaudio}`].filter(Boolean).join(", ");
  return `torch ${res.version}${res.variant ? ` (${res.variant})` : ""} from ${from}${comps ? `; goes with ${comps}` : ""}`;
}

export {
  describeRunner,
  describeRequest,
  describeResolution
};
