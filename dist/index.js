import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  runMatrix
} from "./chunks/chunk-6Z7P5OXC.js";
import {
  runScan,
  scanMarkdown
} from "./chunks/chunk-WFQ7GOIU.js";
import "./chunks/chunk-7Q4QIJSM.js";
import "./chunks/chunk-YBHM3AQE.js";
import {
  emitAnnotations,
  info,
  notice,
  require_core,
  setFailed,
  setSecret,
  warning
} from "./chunks/chunk-4NR2NQE2.js";
import {
  CHECK_OPTIONS,
  checkFields,
  checkOptionsFrom,
  noteScan,
  realProbeIo,
  runCheck,
  upgradeStory
} from "./chunks/chunk-A6QQ3SU4.js";
import "./chunks/chunk-4BORRPJO.js";
import {
  blobUrlFromEnv,
  checkSection,
  truncateSummary,
  verdictHeadline
} from "./chunks/chunk-PWWTS2SI.js";
import "./chunks/chunk-3ZDZWPA6.js";
import "./chunks/chunk-RVZG362Z.js";
import {
  escapeHtml,
  mdText,
  showControls
} from "./chunks/chunk-TJ6WINXU.js";
import "./chunks/chunk-LTQQ7I5S.js";
import "./chunks/chunk-I5EPNGHU.js";
import "./chunks/chunk-3XHG2B2R.js";
import "./chunks/chunk-MLB3ARNP.js";
import "./chunks/chunk-FJXRNMYQ.js";
import {
  formatSarif
} from "./chunks/chunk-FFT3GRUG.js";
import "./chunks/chunk-QGSSSAWD.js";
import "./chunks/chunk-H2UKTNKY.js";
import "./chunks/chunk-FZMOK4OC.js";
import "./chunks/chunk-2BAYNAV5.js";
import "./chunks/chunk-ELEACEXC.js";
import "./chunks/chunk-24FG4EAL.js";
import "./chunks/chunk-H7EZLPNH.js";
import "./chunks/chunk-IZQZV7RK.js";
import "./chunks/chunk-DGXWOH54.js";
import "./chunks/chunk-7RINEI5H.js";
import {
  knownSecrets,
  redact
} from "./chunks/chunk-PF2FLS5P.js";
import "./chunks/chunk-SVSYKMF6.js";
import "./chunks/chunk-SXBE4VRW.js";
import "./chunks/chunk-TKG5UHA3.js";
import "./chunks/chunk-TJF6XGTQ.js";
import "./chunks/chunk-RENYOFLB.js";
import "./chunks/chunk-C3WYYIZV.js";
import "./chunks/chunk-5DWOSSYL.js";
import "./chunks/chunk-N7ECCAM6.js";
import "./chunks/chunk-2HGDV43K.js";
import "./chunks/chunk-LPK7ROHH.js";
import "./chunks/chunk-X5QDW7AK.js";
import "./chunks/chunk-Y5LII6ZF.js";
import {
  judge,
  parseFailOn,
  renderAdvice
} from "./chunks/chunk-AYE25AJE.js";
import "./chunks/chunk-FD22AGYV.js";
import {
  InputError,
  oneLine
} from "./chunks/chunk-6F7YOOMC.js";
import {
  __toESM
} from "./chunks/chunk-RSMJDQLK.js";

// src/action/runner-files.ts
var core = __toESM(require_core(), 1), getInput2 = (name) => core.getInput(name), setOutput2 = (name, value) => core.setOutput(name, value);
async function appendSummary(markdown) {
  await core.summary.emptyBuffer().addRaw(markdown).write();
}

// src/action/report-files.ts
import { lstatSync, mkdirSync, realpathSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
function writableRoots(env = process.env) {
  return [env.GITHUB_WORKSPACE || process.cwd(), env.RUNNER_TEMP || tmpdir()].map((r) => resolve(r));
}
function defaultReportPath(env = process.env) {
  return join(env.RUNNER_TEMP || tmpdir(), "torch-preflight-report.json");
}
var code = (err) => err.code ?? "error", Refused = class extends InputError {
};
function checkedTarget(path, what, roots) {
  let abs = resolve(path);
  try {
    if (statSync(abs).isDirectory()) throw new Refused(`${what}: is a directory; name a file`);
  } catch (err) {
    if (err instanceof Refused) throw err;
  }
  let root = roots.find((r) => {
    let rel = relative(r, abs);
    return rel !== "" && !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
  });
  if (root === void 0) throw new Refused(`${what}: outside the workspace and RUNNER_TEMP; name a file inside one of them`);
  let dir;
  try {
    dir = realpathSync(root);
  } catch (err) {
    throw new Refused(`${what}: cannot be written (${code(err)})`);
  }
  let parts = relative(root, abs).split(sep), file = parts.pop();
  for (let part of parts) {
    dir = join(dir, part);
    try {
      mkdirSync(dir);
    } catch (err) {
      if (code(err) !== "EEXIST") throw new Refused(`${what}: cannot be written (${code(err)})`);
    }
    let st = lstatSync(dir);
    if (st.isSymbolicLink()) throw new Refused(`${what}: ${JSON.stringify(relative(root, dir))} is a symbolic link; the action does not write through links`);
    if (!st.isDirectory()) throw new Refused(`${what}: cannot be written (ENOTDIR)`);
  }
  return join(dir, file);
}
function writeNoFollow(path, data, what, roots = writableRoots()) {
  let target = checkedTarget(path, what, roots), tmp = join(dirname(target), `.torch-preflight-${process.pid}-${randomBytes(4).toString("hex")}.tmp`);
  try {
    writeFileSync(tmp, data, { flag: "wx", mode: 420 }), renameSync(tmp, target);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
    }
    throw new Refused(`${what}: ${code(err) === "EISDIR" ? "is a directory; name a file" : `cannot be written (${code(err)})`}`);
  }
}
function writeReport(path, report) {
  writeNoFollow(path, redact(JSON.stringify(report, null, 2)) + `
`, `report-path ${JSON.stringify(path)}`);
}
function workflowFile() {
  return /^[^/]+\/[^/]+\/(.+?)@/.exec(process.env.GITHUB_WORKFLOW_REF ?? "")?.[1];
}
function writeSarif(reportPath, report) {
  let path = join(dirname(reportPath), "torch-preflight.sarif"), pin = "environment" in report ? report.request.torchLocation : void 0, wf = workflowFile(), fallback = pin ?? (wf ? { file: wf, line: 1 } : void 0);
  return writeNoFollow(path, redact(formatSarif(report.findings, fallback ? { fallback } : {})), `SARIF file ${JSON.stringify(path)}`), path;
}
function writePatch(reportPath, patch) {
  let path = join(dirname(reportPath), "torch-preflight.patch");
  return writeNoFollow(path, patch, `the patch beside report-path ${JSON.stringify(reportPath)}`), path;
}

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

// src/action/failure.ts
function failureReport(err) {
  let msg = showControls(redact(oneLine(err)));
  return {
    annotation: err instanceof InputError ? `torch-preflight: ${msg}` : `torch-preflight: internal error: ${msg}`,
    summary: `## \u274C torch-preflight: the check could not run

${mdText(msg)}
`
  };
}

// src/action/inputs.ts
var opt = (name) => {
  let v = getInput2(name);
  return v.trim() === "" ? void 0 : v.trim();
}, many = (name) => getInput2(name).split(/[\n,]/).map((s) => s.trim()).filter(Boolean);
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
    matrix: getInput2("matrix").trim() ? getInput2("matrix") : void 0,
    workflow: opt("workflow"),
    job: opt("job"),
    matrixKeys: opt("matrix-keys"),
    keepWarned: bool("keep-warned", !0),
    scan: many("scan"),
    scanFrom: opt("scan-from"),
    baseline: opt("baseline"),
    baseRef: opt("base-ref")
  };
}

// src/action/wording.ts
var inActionWords = (findings) => findings.map((f) => f.advice ? { ...f, hint: renderAdvice(f.advice, "action") } : f);

// src/action/main.ts
function reportPathFor(inputs) {
  return inputs.reportPath ?? defaultReportPath();
}
function setCommonOutputs(report, path) {
  let count = (s) => report.findings.filter((f) => f.severity === s).length;
  setOutput2("verdict", report.verdict), setOutput2("errors", String(count("error"))), setOutput2("warnings", String(count("warning")));
  let findings = findingsOutput(report.findings);
  setOutput2("findings", findings.value), findings.notice && notice(findings.notice, { title: "torch-preflight" }), setOutput2("report-path", redact(path));
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
  let result = await runCheck({ ...checkOptionsFrom(inputs.check), base: baseRef(inputs), cwd: workspace() }, realProbeIo(process.env)), report = { ...result.report, findings: inActionWords(result.report.findings) }, sections = checkSection(report, blobUrlFromEnv(process.env)), patch;
  if (inputs.scan.length) {
    let torch = result.request.torch.text || report.resolution.version;
    if (!torch) throw new InputError("scan: no torch range to scan against; set torch-version");
    let from = inputs.scanFrom ?? result.upgrade?.table.find((r) => r.aspect === "torch")?.before, scan = await scanPart(inputs, torch, from), scanFindings = inActionWords(scan.findings);
    report.findings = [...report.findings, ...scanFindings], report.scan = scan.report.scan;
    let blob = blobUrlFromEnv(process.env), scanMd = (scan.scopeNotice ? `${escapeHtml(scan.scopeNotice)}

` : "") + scanMarkdown({ ...scan, findings: scanFindings }, torch, scan.from ?? from, blob);
    if (sections += `
` + scanMd, result.upgrade?.changes?.length) {
      report.findings = noteScan(report.findings, scanFindings);
      let check = report.findings.filter((f) => !scanFindings.includes(f));
      sections = [upgradeStory(result.upgrade, report.findings, scanFindings, blob), scanMd, checkSection({ ...report, findings: check, upgrade: [] }, blob)].join(`
`);
    }
    patch = scan.fixes?.diff, patch && (sections += `
${scan.fixes.fixed.length} of these findings have a mechanical fix: the \`patch-file\` output is a patch (\`git apply\`) that makes them; upload it with actions/upload-artifact, or run \`torch-preflight scan --fix\` locally.
`);
  }
  if (!inputs.scan.length && result.upgrade?.changes?.length) {
    let blob = blobUrlFromEnv(process.env);
    sections = upgradeStory(result.upgrade, report.findings, void 0, blob) + `
` + checkSection({ ...report, upgrade: [] }, blob);
  }
  return {
    report,
    sections,
    outputs: { "torch-version": report.resolution.version ?? "", "index-url": report.resolution.recommendedIndexUrl ?? "" },
    ...patch ? { patch } : {}
  };
}
async function scanPart(inputs, torch, from) {
  let common = {
    paths: inputs.scan,
    torch,
    ...from && from !== "any" ? { from } : {},
    ...inputs.check.config ? { config: inputs.check.config } : {},
    ...inputs.baseline ? { baseline: inputs.baseline } : {},
    cwd: workspace(),
    fix: "diff"
  }, base = process.env.GITHUB_EVENT_NAME?.startsWith("pull_request") ? baseRef(inputs) : void 0;
  try {
    return base ? await runScan({ ...common, changedSince: base, onlyChangedLines: !0 }) : await runScan(common);
  } catch (err) {
    if (!(base && err instanceof InputError && err.message.startsWith("--changed-since"))) throw err;
    let scan = await runScan(common);
    return scan.findings.push({
      id: "probe-failed",
      severity: "notice",
      message: `The scan covered every file, not only this pull request's changes: ${err.message}`,
      hint: "Check out with fetch-depth: 0 so the merge base is there.",
      source: "https://github.com/actions/checkout#fetch-all-history-for-all-tags-and-branches"
    }), scan;
  }
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
  });
  return {
    report: { ...r.json, findings: [...r.findings, ...ignoredInputs(inputs)] },
    sections: r.markdown(),
    outputs: { matrix: JSON.stringify({ include: r.plan.include }) }
  };
}
var workspace = () => process.env.GITHUB_WORKSPACE || process.cwd();
async function run() {
  let summary2, wantSummary = !0;
  try {
    let inputs = readInputs();
    wantSummary = inputs.summary;
    let outcome = inputs.matrix || inputs.workflow ? await matrixMode(inputs) : await checkMode(inputs), judged = judge(outcome.report.findings, inputs.failOn), report = { ...outcome.report, findings: judged.findings, verdict: judged.verdict };
    maskSecrets();
    let path = reportPathFor(inputs);
    writeReport(path, report), setCommonOutputs(report, path), setOutput2("sarif-file", redact(writeSarif(path, report))), setOutput2("patch-file", outcome.patch ? redact(writePatch(path, outcome.patch)) : "");
    for (let [k, v] of Object.entries(outcome.outputs)) setOutput2(k, plainOutput(k, v).value);
    inputs.annotations && emitAnnotations(report.findings), summary2 = verdictHeadline(judged.verdict) + `
` + outcome.sections, info(`torch-preflight: ${report.verdict} (${report.findings.length} finding${report.findings.length === 1 ? "" : "s"}; fail-on ${inputs.failOn})`), judged.failed && (process.exitCode = 1);
  } catch (err) {
    maskSecrets();
    let failure = failureReport(err);
    setFailed(failure.annotation), summary2 = failure.summary;
  } finally {
    if (wantSummary && summary2 && process.env.GITHUB_STEP_SUMMARY)
      try {
        await appendSummary(truncateSummary(redact(summary2)));
      } catch (err) {
        warning(`torch-preflight: the job summary could not be written: ${oneLine(err)}`);
      }
  }
}

// src/index.ts
run().finally(() => {
  setTimeout(() => process.exit(), 300).unref();
});
