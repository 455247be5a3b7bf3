import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  InputError
} from "./chunk-6F7YOOMC.js";

// src/core/advice.ts
var GIVEN = {
  python: { flag: "--python", input: "python-version" },
  glibc: { flag: "--glibc", input: "glibc" },
  "os-version": { flag: "--os-version", input: "os-version" },
  driver: { flag: "--driver", input: "driver" },
  gpu: { flag: "--gpu", input: "gpu" },
  "python-path": { flag: "--python-path", input: "python-path" },
  "index-url": { flag: "--index-url", input: "index-url" }
};
function phrase(r, words) {
  let why = "why" in r && r.why ? /^(to|for|unless|so|instead) /.test(r.why) ? ` ${r.why}` : ` (${r.why})` : "";
  switch (r.kind) {
    case "use-index":
      return words === "cli" ? `use --index-url ${r.url}${why}` : `set index-url: ${r.url}${why}`;
    case "pin":
      return `pin ${r.spec}${why}`;
    case "set-python":
      return words === "cli" ? `use Python ${r.version}${r.orNewer ? " or newer" : ""}${why}` : `set python-version: '${r.version}'${r.orNewer ? " (or newer)" : ""}${why}`;
    case "narrow-requires-python":
      return `narrow requires-python to "${r.range}"`;
    case "give": {
      if (!r.values.length) return words === "cli" ? "give it explicitly (see --help)" : "set it with the action's inputs (see action.yml)";
      let names = r.values.map((v) => words === "cli" ? GIVEN[v].flag : GIVEN[v].input);
      return words === "cli" ? `give ${list(names)}` : `set the ${list(names)} input${names.length > 1 ? "s" : ""}`;
    }
    case "do":
      return r.text;
  }
}
function list(items) {
  return items.length <= 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
function renderAdvice(a, words) {
  let first = a.remedies.map((r) => phrase(r, words)).join(", or "), sentence = first ? `${first.replace(/^./, (c) => c.toUpperCase())}.` : "", next = a.next ? `${a.next.lead} ${renderAdvice(a.next.advice, words)}` : "";
  return [sentence, a.then ?? "", next].filter(Boolean).join(" ");
}

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
  "release-newer",
  "release-unconfirmed",
  "release-out-of-scope",
  "nightly-index",
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
  "online-fallback",
  "release-from-index",
  "release-yanked",
  "marker-undecided",
  "pin-unreadable",
  "extras-not-checked",
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
function judge(findings, failOn) {
  let sorted = sortFindings(findings);
  return { findings: sorted, verdict: verdictOf(sorted), failed: reachesThreshold(sorted, failOn) };
}
function capForConfidence(severity, confidence) {
  return confidence === "uncertain" && severity === "error" ? "warning" : severity;
}
var UNCERTAIN_NOTE = " (The catalog marks this fact as uncertain, so it warns instead of failing.)";
function finding({ id, severity, message, hint, advice, source, confidence, location }) {
  let sev = capForConfidence(severity, confidence), text = sev !== severity ? message + UNCERTAIN_NOTE : message, f = { id, severity: sev, message: text, hint: advice ? renderAdvice(advice, "cli") : hint ?? "", source };
  return location && (f.location = location), advice && (f.advice = advice), f;
}
function parseFailOn(v, what = "--fail-on") {
  let t = (v ?? "").trim().toLowerCase();
  if (t === "") return "error";
  if (t === "error" || t === "warning" || t === "never") return t;
  throw new InputError(`${what} ${JSON.stringify(v?.slice(0, 30))} is not known; expected error, warning or never`);
}

export {
  renderAdvice,
  FINDING_IDS,
  severityRank,
  sortFindings,
  verdictOf,
  reachesThreshold,
  judge,
  capForConfidence,
  finding,
  parseFailOn
};
