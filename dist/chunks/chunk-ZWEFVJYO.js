import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  InputError
} from "./chunk-6F7YOOMC.js";

// src/core/finding.ts
var MATRIX_FINDING_IDS = [
  "matrix-float-version",
  "matrix-expression",
  "matrix-exclude-unused",
  "matrix-include-duplicate",
  "matrix-value-unknown",
  "matrix-invalid",
  "matrix-cells-excluded",
  "runner-unknown",
  "runner-retired"
], FINDING_IDS = [
  "python-unsupported",
  "python-preview",
  "python-implementation",
  "python-32bit",
  "platform-unsupported",
  "macos-too-old",
  "mps-unavailable",
  "glibc-too-old",
  "backend-unavailable",
  "backend-experimental",
  "index-url-unknown",
  "variant-mismatch",
  "driver-too-old",
  "gpu-unsupported",
  "cuda-without-gpu",
  "companion-mismatch",
  "resolution-fallback",
  "no-release",
  "catalog-stale",
  "probe-failed",
  "api-removed",
  "api-deprecated",
  "api-unavailable",
  "behavior-changed",
  "upgrade-note",
  "container-image",
  "input-ignored",
  "lock-no-wheel",
  "lock-mismatch",
  ...MATRIX_FINDING_IDS
], RANK = { error: 0, warning: 1, notice: 2 };
function severityRank(s) {
  return RANK[s];
}
function sortFindings(findings) {
  return findings.slice().sort((a, b) => RANK[a.severity] - RANK[b.severity]);
}
function verdictOf(findings) {
  return findings.some((f) => f.severity === "error") ? "fail" : findings.some((f) => f.severity === "warning") ? "warn" : "pass";
}
function reachesThreshold(findings, failOn) {
  if (failOn === "never") return !1;
  let limit = RANK[failOn];
  return findings.some((f) => RANK[f.severity] <= limit);
}
function capForConfidence(severity, confidence) {
  return confidence === "uncertain" && severity === "error" ? "warning" : severity;
}
var UNCERTAIN_NOTE = " (The catalog marks this fact as uncertain, so it warns instead of failing.)";
function finding({ id, severity, message, hint, source, confidence, location }) {
  let sev = capForConfidence(severity, confidence), text = sev !== severity ? message + UNCERTAIN_NOTE : message, f = { id, severity: sev, message: text, hint, source };
  return location && (f.location = location), f;
}
function parseFailOn(v, what = "--fail-on") {
  let t = (v ?? "").trim().toLowerCase();
  if (t === "") return "error";
  if (t === "error" || t === "warning" || t === "never") return t;
  throw new InputError(`${what} ${JSON.stringify(v?.slice(0, 30))} is not known; expected error, warning or never`);
}

export {
  FINDING_IDS,
  severityRank,
  sortFindings,
  verdictOf,
  reachesThreshold,
  capForConfidence,
  finding,
  parseFailOn
};
