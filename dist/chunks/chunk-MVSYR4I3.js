import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);

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

export {
  FINDING_IDS,
  severityRank,
  sortFindings,
  verdictOf,
  reachesThreshold,
  capForConfidence
};
