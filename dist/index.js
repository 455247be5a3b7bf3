import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  escapeHtml,
  formatMarkdown,
  parseFailOn,
  realProbeIo,
  runCheck,
  truncateSummary
} from "./chunks/chunk-UJLWKULY.js";
import {
  InputError,
  oneLine
} from "./chunks/chunk-IZCRS2XU.js";
import {
  emitAnnotations,
  getInput,
  info,
  setFailed,
  setOutput,
  summary,
  warning
} from "./chunks/chunk-ID5YIP6W.js";
import {
  reachesThreshold
} from "./chunks/chunk-QQQMYG2J.js";
import "./chunks/chunk-5A63H3UN.js";

// src/action/main.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { tmpdir } from "node:os";

// src/action/inputs.ts
var opt = (name) => {
  let v = getInput(name);
  return v.trim() === "" ? void 0 : v.trim();
}, many = (name) => getInput(name).split(/[\n,]/).map((s) => s.trim()).filter(Boolean);
function bool(name, dflt) {
  let v = (opt(name) ?? "").toLowerCase();
  if (v === "") return dflt;
  if (["true", "yes", "1", "on"].includes(v)) return !0;
  if (["false", "no", "0", "off"].includes(v)) return !1;
  throw new InputError(`input ${name} is ${JSON.stringify(v.slice(0, 20))}; expected true or false`);
}
function readInputs() {
  let multiline = (name) => getInput(name);
  return {
    ...opt("torch-version") ? { torchVersion: opt("torch-version") } : {},
    ...opt("index-url") ? { indexUrl: opt("index-url") } : {},
    extraIndexUrls: many("extra-index-url"),
    ...opt("torchvision-version") ? { torchvision: opt("torchvision-version") } : {},
    ...opt("torchaudio-version") ? { torchaudio: opt("torchaudio-version") } : {},
    ...opt("python-version") ? { pythonVersion: opt("python-version") } : {},
    ...opt("python-path") ? { pythonPath: opt("python-path") } : {},
    ...opt("os") ? { os: opt("os") } : {},
    ...opt("os-version") ? { osVersion: opt("os-version") } : {},
    ...opt("arch") ? { arch: opt("arch") } : {},
    ...opt("glibc") ? { glibc: opt("glibc") } : {},
    ...opt("driver") ? { driver: opt("driver") } : {},
    gpus: many("gpu"),
    requirements: many("requirements"),
    ...opt("config") ? { config: opt("config") } : {},
    failOn: parseFailOn(opt("fail-on"), "input fail-on"),
    summary: bool("summary", !0),
    annotations: bool("annotations", !0),
    ...opt("report-path") ? { reportPath: opt("report-path") } : {},
    ...multiline("matrix").trim() ? { matrix: multiline("matrix") } : {},
    ...opt("workflow") ? { workflow: opt("workflow") } : {},
    ...opt("job") ? { job: opt("job") } : {},
    ...opt("matrix-keys") ? { matrixKeys: opt("matrix-keys") } : {},
    keepWarned: bool("keep-warned", !0),
    scan: many("scan"),
    ...opt("scan-from") ? { scanFrom: opt("scan-from") } : {},
    ...opt("base-ref") ? { baseRef: opt("base-ref") } : {}
  };
}

// src/action/main.ts
function reportPathFor(inputs) {
  return inputs.reportPath ?? join(process.env.RUNNER_TEMP || tmpdir(), "torch-preflight-report.json");
}
function writeReport(path, report) {
  mkdirSync(dirname(path), { recursive: !0 }), writeFileSync(path, JSON.stringify(report, null, 2) + `
`);
}
function setCommonOutputs(report, path) {
  let count = (s) => report.findings.filter((f) => f.severity === s).length;
  setOutput("verdict", report.verdict), setOutput("errors", String(count("error"))), setOutput("warnings", String(count("warning"))), setOutput("findings", JSON.stringify(report.findings)), setOutput("report-path", path);
}
async function run() {
  let summary2, wantSummary = !0;
  try {
    let inputs = readInputs();
    wantSummary = inputs.summary;
    let result = await runCheck(
      {
        request: {
          ...inputs.torchVersion ? { torch: inputs.torchVersion } : {},
          ...inputs.indexUrl ? { indexUrl: inputs.indexUrl } : {},
          extraIndexUrls: inputs.extraIndexUrls,
          ...inputs.torchvision ? { torchvision: inputs.torchvision } : {},
          ...inputs.torchaudio ? { torchaudio: inputs.torchaudio } : {}
        },
        overrides: {
          ...inputs.pythonVersion ? { python: inputs.pythonVersion } : {},
          ...inputs.pythonPath ? { pythonPath: inputs.pythonPath } : {},
          ...inputs.os ? { os: inputs.os } : {},
          ...inputs.osVersion ? { osVersion: inputs.osVersion } : {},
          ...inputs.arch ? { arch: inputs.arch } : {},
          ...inputs.glibc ? { glibc: inputs.glibc } : {},
          ...inputs.driver ? { driver: inputs.driver } : {},
          ...inputs.gpus.length ? { gpus: inputs.gpus } : {}
        },
        ...inputs.config ? { config: inputs.config } : {}
      },
      realProbeIo(process.env)
    ), { report } = result, path = reportPathFor(inputs);
    writeReport(path, report), setCommonOutputs(report, path), setOutput("torch-version", report.resolution.version ?? ""), setOutput("index-url", report.resolution.recommendedIndexUrl ?? ""), inputs.annotations && emitAnnotations(report.findings), summary2 = formatMarkdown(report);
    let failed = reachesThreshold(report.findings, inputs.failOn);
    info(`torch-preflight: ${report.verdict} (${report.findings.length} finding${report.findings.length === 1 ? "" : "s"}; fail-on ${inputs.failOn})`), failed && (process.exitCode = 1);
  } catch (err) {
    let msg = oneLine(err);
    setFailed(err instanceof InputError ? `torch-preflight: ${msg}` : `torch-preflight: internal error: ${msg}`), summary2 = `## \u274C torch-preflight: the check could not run

${escapeHtml(msg)}
`;
  } finally {
    if (wantSummary && summary2 && process.env.GITHUB_STEP_SUMMARY)
      try {
        await summary.addRaw(truncateSummary(summary2)).write();
      } catch (err) {
        warning(`torch-preflight: the job summary could not be written: ${oneLine(err)}`);
      }
  }
}

// src/index.ts
run().finally(() => {
  setTimeout(() => process.exit(), 300).unref();
});
