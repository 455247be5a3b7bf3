import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  runMatrix
} from "./chunks/chunk-NL7U2IYX.js";
import {
  runScan,
  scanMarkdown
} from "./chunks/chunk-IGZVMATE.js";
import "./chunks/chunk-VBFHCBTZ.js";
import {
  commandLine,
  emitAnnotations,
  info,
  notice,
  setFailed,
  setSecret,
  warning
} from "./chunks/chunk-HEKMVWJI.js";
import {
  CHECK_OPTIONS,
  checkFields,
  checkOptionsFrom,
  realProbeIo,
  runCheck
} from "./chunks/chunk-AYEIMZ46.js";
import "./chunks/chunk-MQP4FNV5.js";
import {
  blobUrlFromEnv,
  formatMarkdown,
  truncateSummary
} from "./chunks/chunk-ML2XKPIY.js";
import "./chunks/chunk-7VRKGNT3.js";
import {
  formatSarif
} from "./chunks/chunk-5FGCML6W.js";
import "./chunks/chunk-LN2BPYX7.js";
import "./chunks/chunk-BX7DNVS2.js";
import "./chunks/chunk-H2UKTNKY.js";
import {
  escapeHtml
} from "./chunks/chunk-PI77EQBX.js";
import "./chunks/chunk-SWNBMKDJ.js";
import "./chunks/chunk-BN4QFDCO.js";
import "./chunks/chunk-5T3LBLCA.js";
import "./chunks/chunk-WMIQAZKE.js";
import "./chunks/chunk-2OM2F2RV.js";
import "./chunks/chunk-N6RADHI2.js";
import "./chunks/chunk-FJ3E33Y2.js";
import "./chunks/chunk-BEOD5KC3.js";
import "./chunks/chunk-TAJKOWKH.js";
import "./chunks/chunk-CRCA3HIA.js";
import {
  knownSecrets,
  redact
} from "./chunks/chunk-7PS6K7CA.js";
import "./chunks/chunk-SXBE4VRW.js";
import "./chunks/chunk-TKG5UHA3.js";
import "./chunks/chunk-UDN5DOY3.js";
import "./chunks/chunk-PFVJE3NF.js";
import "./chunks/chunk-IZOJAUDD.js";
import "./chunks/chunk-4GJL62V7.js";
import "./chunks/chunk-YXLYPNQN.js";
import "./chunks/chunk-EIHZS5WT.js";
import {
  parseFailOn,
  reachesThreshold,
  sortFindings,
  verdictOf
} from "./chunks/chunk-ZWEFVJYO.js";
import "./chunks/chunk-X5IIZGFD.js";
import {
  InputError,
  oneLine
} from "./chunks/chunk-6F7YOOMC.js";
import "./chunks/chunk-RCXQ7LEZ.js";

// src/action/runner-files.ts
import { randomUUID } from "node:crypto";
import { appendFileSync, statSync } from "node:fs";
import { EOL } from "node:os";
function getInput(name, env = process.env) {
  return (env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "").trim();
}
function fileRecord(name, value) {
  let delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter) || value.includes(delimiter)) throw new Error(`output ${JSON.stringify(name)} contains its delimiter`);
  return `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`;
}
function setOutput(name, value) {
  let file = process.env.GITHUB_OUTPUT;
  file ? appendFileSync(file, fileRecord(name, value), "utf8") : process.stdout.write(commandLine("set-output", { name }, value) + EOL);
}
function appendSummary(markdown) {
  let file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) throw new Error("GITHUB_STEP_SUMMARY is not set");
  if (!statSync(file, { throwIfNoEntry: !1 })?.isFile()) throw new Error(`the summary file ${JSON.stringify(file)} does not exist`);
  appendFileSync(file, markdown, "utf8");
}

// src/action/main.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { tmpdir } from "node:os";

// src/action/outputs.ts
var OUTPUT_LIMIT = 998976, bytes = (s) => Buffer.byteLength(s, "utf8");
function findingsOutput(findings, limit = OUTPUT_LIMIT) {
  let all = redact(JSON.stringify(findings));
  if (bytes(all) <= limit) return { value: all };
  let lo = 0, hi = findings.length;
  for (; lo < hi; ) {
    let mid = Math.ceil((lo + hi) / 2);
    bytes(redact(JSON.stringify(findings.slice(0, mid)))) <= limit ? lo = mid : hi = mid - 1;
  }
  return {
    value: redact(JSON.stringify(findings.slice(0, lo))),
    notice: `The findings output holds ${lo} of ${findings.length} findings (GitHub keeps 1 MB per output); all are in the JSON report (output report-path).`
  };
}
function plainOutput(name, value, limit = OUTPUT_LIMIT) {
  let v = redact(value);
  if (bytes(v) > limit) throw new InputError(`output ${name} would be ${(bytes(v) / 1e6).toFixed(1)} MB, over GitHub's 1 MB limit per output; narrow the input (fewer matrix cells)`);
  return { value: v };
}

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
  return {
    check: checkFields((o) => o.many ? many(o.input) : opt(o.input)),
    failOn: parseFailOn(opt("fail-on"), "input fail-on"),
    summary: bool("summary", !0),
    annotations: bool("annotations", !0),
    reportPath: opt("report-path"),
    matrix: getInput("matrix").trim() ? getInput("matrix") : void 0,
    workflow: opt("workflow"),
    job: opt("job"),
    matrixKeys: opt("matrix-keys"),
    keepWarned: bool("keep-warned", !0),
    scan: many("scan"),
    scanFrom: opt("scan-from"),
    baseRef: opt("base-ref")
  };
}

// src/action/wording.ts
function actionWording(hint) {
  return hint.replace(/\b([Uu]se|[Aa]dd) --index-url (\S+?)(?=[.,;)]?(\s|$))/g, "$1 index-url: $2 (pip: --index-url $2)").replace(/\(see --help\)/g, "(see the action's inputs in action.yml)");
}
var inActionWords = (findings) => findings.map((f) => f.hint ? { ...f, hint: actionWording(f.hint) } : f);

// src/action/main.ts
function reportPathFor(inputs) {
  return inputs.reportPath ?? join(process.env.RUNNER_TEMP || tmpdir(), "torch-preflight-report.json");
}
function workflowFile() {
  return /^[^/]+\/[^/]+\/(.+?)@/.exec(process.env.GITHUB_WORKFLOW_REF ?? "")?.[1];
}
function writeSarif(reportPath, report) {
  let path = join(dirname(reportPath), "torch-preflight.sarif"), pin = "environment" in report ? report.request.torchLocation : void 0, wf = workflowFile(), fallback = pin ?? (wf ? { file: wf, line: 1 } : void 0);
  try {
    writeFileSync(path, redact(formatSarif(report.findings, fallback ? { fallback } : {})));
  } catch (err) {
    let code = err.code ?? "error";
    throw new InputError(`SARIF file ${JSON.stringify(path)}: cannot be written (${code})`);
  }
  return path;
}
function writePatch(reportPath, patch) {
  let path = join(dirname(reportPath), "torch-preflight.patch");
  try {
    writeFileSync(path, patch);
  } catch (err) {
    throw new InputError(`report-path ${JSON.stringify(reportPath)}: the patch beside it cannot be written (${err.code ?? "error"})`);
  }
  return path;
}
function writeReport(path, report) {
  try {
    mkdirSync(dirname(path), { recursive: !0 }), writeFileSync(path, redact(JSON.stringify(report, null, 2)) + `
`);
  } catch (err) {
    let code = err.code ?? "error";
    throw new InputError(`report-path ${JSON.stringify(path)}: ${code === "EISDIR" ? "is a directory; name a file" : `cannot be written (${code})`}`);
  }
}
function setCommonOutputs(report, path) {
  let count = (s) => report.findings.filter((f) => f.severity === s).length;
  setOutput("verdict", report.verdict), setOutput("errors", String(count("error"))), setOutput("warnings", String(count("warning")));
  let findings = findingsOutput(report.findings);
  setOutput("findings", findings.value), findings.notice && notice(findings.notice, { title: "torch-preflight" }), setOutput("report-path", redact(path));
}
function maskSecrets() {
  for (let s of knownSecrets()) setSecret(s);
}
function baseRef(inputs) {
  if (inputs.baseRef) return inputs.baseRef;
  let ev = process.env.GITHUB_EVENT_NAME;
  return (ev === "pull_request" || ev === "pull_request_target") && process.env.GITHUB_BASE_REF || void 0;
}
async function checkMode(inputs) {
  let result = await runCheck({ ...checkOptionsFrom(inputs.check), base: baseRef(inputs), cwd: workspace() }, realProbeIo(process.env)), report = { ...result.report, findings: inActionWords(result.report.findings) }, summary = formatMarkdown(report, "torch-preflight", blobUrlFromEnv(process.env)), patch;
  if (inputs.scan.length) {
    let torch = result.request.torch.text || report.resolution.version;
    if (!torch) throw new InputError("scan: no torch range to scan against; set torch-version");
    let from = inputs.scanFrom ?? result.upgrade?.table.find((r) => r.aspect === "torch")?.before, common = { paths: inputs.scan, torch, ...from && from !== "any" ? { from } : {}, ...inputs.check.config ? { config: inputs.check.config } : {}, cwd: workspace(), fix: "diff" }, base = process.env.GITHUB_EVENT_NAME?.startsWith("pull_request") ? baseRef(inputs) : void 0, scan;
    try {
      scan = base ? await runScan({ ...common, changedSince: base, onlyChangedLines: !0 }) : await runScan(common);
    } catch (err) {
      if (!(base && err instanceof InputError && err.message.startsWith("--changed-since"))) throw err;
      scan = await runScan(common), scan.findings.push({
        id: "probe-failed",
        severity: "notice",
        message: `The scan covered every file, not only this pull request's changes: ${err.message}`,
        hint: "Check out with fetch-depth: 0 so the merge base is there.",
        source: "https://github.com/actions/checkout#fetch-all-history-for-all-tags-and-branches"
      });
    }
    report.findings = sortFindings([...report.findings, ...scan.findings]), report.verdict = verdictOf(report.findings), report.scan = scan.report.scan, summary += `
` + scanMarkdown(scan, torch, from, blobUrlFromEnv(process.env)), patch = scan.fixes?.diff, patch && (summary += `
${scan.fixes.fixed.length} of these findings have a mechanical fix: the \`patch-file\` output is a patch (\`git apply\`) that makes them; upload it with actions/upload-artifact, or run \`torch-preflight scan --fix\` locally.
`);
  }
  return {
    report,
    summary,
    outputs: { "torch-version": report.resolution.version ?? "", "index-url": report.resolution.recommendedIndexUrl ?? "" },
    ...patch ? { patch } : {}
  };
}
function ignoredInputs(inputs) {
  let given = (v) => Array.isArray(v) ? v.length > 0 : v !== void 0, set = [
    // config is read in every mode (its rules apply to the matrix and the scan too).
    ...CHECK_OPTIONS.filter((o) => o.key !== "config" && given(inputs.check[o.key])).map((o) => o.input),
    ...inputs.scan.length ? ["scan"] : [],
    ...inputs.scanFrom ? ["scan-from"] : [],
    ...inputs.baseRef ? ["base-ref"] : []
  ];
  return ignoredFinding(inputs, set);
}
function ignoredFinding(inputs, set) {
  return set.length ? [
    {
      id: "input-ignored",
      severity: "warning",
      message: `With ${inputs.workflow ? "workflow" : "matrix"} set, the action plans a matrix and does not read ${set.map((n) => `\`${n}\``).join(", ")}.`,
      hint: "Check single legs in a separate step or inside the matrix job, or remove these inputs.",
      source: "https://github.com/torch-preflight/torch-preflight/blob/main/docs/findings.md#input-ignored"
    }
  ] : [];
}
async function matrixMode(inputs) {
  let r = await runMatrix({
    ...inputs.matrix ? { matrix: inputs.matrix } : {},
    ...inputs.workflow ? { workflow: inputs.workflow } : {},
    ...inputs.job ? { job: inputs.job } : {},
    ...inputs.matrixKeys ? { keys: inputs.matrixKeys } : {},
    keepWarned: inputs.keepWarned,
    ...inputs.check.config ? { config: inputs.check.config } : {},
    cwd: workspace()
  }), findings = sortFindings([...r.findings, ...ignoredInputs(inputs)]);
  return {
    report: { ...r.json, verdict: verdictOf(findings), findings },
    summary: r.markdown(),
    outputs: { matrix: JSON.stringify({ include: r.plan.include }) }
  };
}
var workspace = () => process.env.GITHUB_WORKSPACE || process.cwd();
async function run() {
  let summary, wantSummary = !0;
  try {
    let inputs = readInputs();
    wantSummary = inputs.summary;
    let outcome = inputs.matrix || inputs.workflow ? await matrixMode(inputs) : await checkMode(inputs), { report } = outcome;
    maskSecrets();
    let path = reportPathFor(inputs);
    writeReport(path, report), setCommonOutputs(report, path), setOutput("sarif-file", redact(writeSarif(path, report))), setOutput("patch-file", outcome.patch ? redact(writePatch(path, outcome.patch)) : "");
    for (let [k, v] of Object.entries(outcome.outputs)) setOutput(k, plainOutput(k, v).value);
    inputs.annotations && emitAnnotations(report.findings), summary = outcome.summary;
    let failed = reachesThreshold(report.findings, inputs.failOn);
    info(`torch-preflight: ${report.verdict} (${report.findings.length} finding${report.findings.length === 1 ? "" : "s"}; fail-on ${inputs.failOn})`), failed && (process.exitCode = 1);
  } catch (err) {
    maskSecrets();
    let msg = redact(oneLine(err));
    setFailed(err instanceof InputError ? `torch-preflight: ${msg}` : `torch-preflight: internal error: ${msg}`), summary = `## \u274C torch-preflight: the check could not run

${escapeHtml(msg)}
`;
  } finally {
    if (wantSummary && summary && process.env.GITHUB_STEP_SUMMARY)
      try {
        appendSummary(truncateSummary(redact(summary)));
      } catch (err) {
        warning(`torch-preflight: the job summary could not be written: ${oneLine(err)}`);
      }
  }
}

// src/index.ts
run().finally(() => {
  setTimeout(() => process.exit(), 300).unref();
});
