import { an as __toESM, I as InputError, ai as redact, ao as formatSarif, ap as renderAdvice, aq as runCheck, ar as checkOptionsFrom, as as noteScan, at as judge, au as ChangedSinceUnavailable, f as finding, k as kindOf, av as CHECK_OPTIONS, aw as showControls, al as oneLine, ax as mdText, ay as verdictHeadline, az as matrixMarkdown, aA as upgradeStory, aB as checkSection, aC as escapeHtml, aD as scanMarkdown, X as parseFailOn, aE as checkFields, aF as knownSecrets, aG as realProbeIo, aH as blobUrlFromEnv, aI as truncateSummary, am as exitWhenFlushed } from './chunks/check.js';
import { r as runMatrix } from './chunks/matrix.js';
import { r as runScan } from './chunks/scan.js';
import { r as require_core, n as notice2, s as setSecret2, e as emitAnnotations, i as info2, a as setFailed2, w as warning2 } from './chunks/chunk-ZG3UFHF7.js';
import './chunks/yaml.js';
import { statSync, realpathSync, mkdirSync, lstatSync, writeFileSync, renameSync, unlinkSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { resolve, join, relative, sep, isAbsolute, dirname } from 'node:path';
import 'node:util';
import 'node:fs/promises';
import 'node:child_process';
import 'node:buffer';
import 'node:url';
import 'node:worker_threads';

// src/runner/environment-files.ts
var core = __toESM(require_core(), 1), getInput2 = (name) => core.getInput(name), setOutput2 = (name, value) => core.setOutput(name, value);
async function appendSummary(markdown) {
  await core.summary.emptyBuffer().addRaw(markdown).write();
}
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
  if (root === void 0)
    throw new Refused(`${what}: outside the workspace and RUNNER_TEMP; name a file inside one of them`);
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
    if (st.isSymbolicLink())
      throw new Refused(
        `${what}: ${JSON.stringify(relative(root, dir))} is a symbolic link; the action does not write through links`
      );
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
    throw new Refused(
      `${what}: ${code(err) === "EISDIR" ? "is a directory; name a file" : `cannot be written (${code(err)})`}`
    );
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
  return writeNoFollow(
    path,
    redact(formatSarif(report.findings, fallback ? { fallback } : {})),
    `SARIF file ${JSON.stringify(path)}`
  ), path;
}
function writePatch(reportPath, patch) {
  let path = join(dirname(reportPath), "torch-preflight.patch");
  return writeNoFollow(path, patch, `the patch beside report-path ${JSON.stringify(reportPath)}`), path;
}

// src/usecases/action.ts
async function runAction(req, ctx) {
  return req.matrix || req.workflow ? matrixMode(req, ctx) : checkMode(req, ctx);
}
var inActionWords = (findings) => findings.map((f) => f.advice ? { ...f, hint: renderAdvice(f.advice, "action") } : f);
function baseRef(req, env) {
  if (req.baseRef) return req.baseRef;
  let ev = env.GITHUB_EVENT_NAME;
  return (ev === "pull_request" || ev === "pull_request_target") && env.GITHUB_BASE_REF || void 0;
}
async function checkMode(req, ctx) {
  let result = await runCheck(
    { ...checkOptionsFrom(req.check), base: baseRef(req, ctx.env), cwd: ctx.cwd },
    ctx.probeIo
  ), findings = inActionWords(result.report.findings), scan, scanned;
  if (req.scan.length) {
    let torch = result.request.torch.text || result.report.resolution.version;
    if (!torch) throw new InputError("scan: no torch range to scan against; set torch-version");
    let from = req.scanFrom ?? result.upgrade?.table.find((r) => r.aspect === "torch")?.before;
    scan = await scanInCheck(req, ctx, torch, from);
    let scanFindings = inActionWords(scan.findings);
    findings = [...findings, ...scanFindings], result.upgrade?.changes?.length && (findings = noteScan(findings, scanFindings));
    let shownFrom = scan.from ?? from;
    scanned = {
      findings: scanFindings,
      files: scan.files,
      skipped: scan.skipped,
      torch,
      ...shownFrom ? { from: shownFrom } : {},
      ...scan.scopeNotice ? { scopeNotice: scan.scopeNotice } : {},
      ...scan.fixes?.diff ? { patched: scan.fixes.fixed.length } : {}
    };
  }
  let judged = judge(findings, req.failOn), report = {
    ...result.report,
    findings: judged.findings,
    verdict: judged.verdict,
    ...scan ? { scan: scan.report.scan } : {}
  }, patch = scan?.fixes?.diff;
  return {
    report,
    failed: judged.failed,
    summary: {
      kind: "check",
      report,
      ...scanned ? { scan: scanned } : {},
      ...result.upgrade ? { upgrade: result.upgrade } : {}
    },
    outputs: {
      "torch-version": report.resolution.version ?? "",
      "index-url": report.resolution.recommendedIndexUrl ?? ""
    },
    ...patch ? { patch } : {}
  };
}
async function scanInCheck(req, ctx, torch, from) {
  let common = {
    paths: req.scan,
    torch,
    ...from && from !== "any" ? { from } : {},
    ...req.check.config ? { config: req.check.config } : {},
    ...req.baseline ? { baseline: req.baseline } : {},
    cwd: ctx.cwd,
    fix: "diff"
  }, base = ctx.env.GITHUB_EVENT_NAME?.startsWith("pull_request") ? baseRef(req, ctx.env) : void 0;
  try {
    return base ? await runScan({ ...common, changedSince: base, onlyChangedLines: !0 }) : await runScan(common);
  } catch (err) {
    if (!(base && err instanceof ChangedSinceUnavailable)) throw err;
    let scan = await runScan(common);
    return scan.findings.push(
      finding({
        id: "scan-fallback",
        severity: "notice",
        message: kindOf("scan-fallback").message(err.message),
        hint: "Check out with fetch-depth: 0 so the merge base is there.",
        source: "https://github.com/actions/checkout#fetch-all-history-for-all-tags-and-branches"
      })
    ), scan;
  }
}
function ignoredInputs(req) {
  let given = (v) => Array.isArray(v) ? v.length > 0 : v !== void 0, set = [
    // config is read in every mode (its rules apply to the matrix and the scan too).
    ...CHECK_OPTIONS.filter((o) => o.key !== "config" && given(req.check[o.key])).map((o) => o.input),
    ...req.scan.length ? ["scan"] : [],
    ...req.scanFrom ? ["scan-from"] : [],
    ...req.baseRef ? ["base-ref"] : []
  ];
  return set.length ? [
    finding({
      id: "input-ignored",
      severity: "warning",
      message: `With ${req.workflow ? "workflow" : "matrix"} set, the action plans a matrix and does not read ${set.map((n) => `\`${n}\``).join(", ")}.`,
      hint: "Check single legs in a separate step or inside the matrix job, or remove these inputs.",
      source: "https://github.com/torch-preflight/torch-preflight/blob/main/docs/findings.md#input-ignored"
    })
  ] : [];
}
async function matrixMode(req, ctx) {
  let r = await runMatrix({
    ...req.matrix ? { matrix: req.matrix } : {},
    ...req.workflow ? { workflow: req.workflow } : {},
    ...req.job ? { job: req.job } : {},
    ...req.matrixKeys ? { keys: req.matrixKeys } : {},
    dropWarned: req.dropWarned,
    ...req.check.config ? { config: req.check.config } : {},
    cwd: ctx.cwd
  }), judged = judge([...r.findings, ...ignoredInputs(req)], req.failOn);
  return {
    report: { ...r.json, findings: judged.findings, verdict: judged.verdict },
    failed: judged.failed,
    summary: { kind: "matrix", verdict: judged.verdict, plan: r.plan },
    outputs: { matrix: JSON.stringify({ include: r.plan.include }) }
  };
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
  if (bytes(v) > limit)
    throw new InputError(
      `output ${name} would be ${(bytes(v) / 1e6).toFixed(1)} MB, over GitHub's 1 MB limit per output; narrow the input (fewer matrix cells)`
    );
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

// src/report/job-summary.ts
function jobSummary(input, blob) {
  return input.kind === "matrix" ? verdictHeadline(input.verdict) + `
` + matrixMarkdown(input.plan) : verdictHeadline(input.report.verdict) + `
` + checkSections(input, blob);
}
function checkSections({ report, scan, upgrade }, blob) {
  let fromScan = new Set(scan?.findings), check = { ...report, findings: report.findings.filter((f) => !fromScan.has(f)) }, moved = upgrade?.changes?.length ? upgrade : void 0;
  if (!scan)
    return moved ? upgradeStory(moved, check.findings, void 0, blob) + `
` + checkSection({ ...check, upgrade: [] }, blob) : checkSection(check, blob);
  let scanFindings = report.findings.filter((f) => fromScan.has(f)), scanMd = (scan.scopeNotice ? `${escapeHtml(scan.scopeNotice)}

` : "") + scanMarkdown({ ...scan, findings: scanFindings }, scan.torch, scan.from, blob), sections = moved ? [
    upgradeStory(moved, report.findings, scanFindings, blob),
    scanMd,
    checkSection({ ...check, upgrade: [] }, blob)
  ].join(`
`) : checkSection(check, blob) + `
` + scanMd;
  return scan.patched ? sections + `
${scan.patched} of these findings have a mechanical fix: the \`patch-file\` output is a patch (\`git apply\`) that makes them; upload it with actions/upload-artifact, or run \`torch-preflight scan --fix\` locally.
` : sections;
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
function dropWarned() {
  let drop = bool("drop-warned", !1);
  if (opt("keep-warned") === void 0) return drop;
  let legacy = !bool("keep-warned", !0);
  if (opt("drop-warned") !== void 0 && legacy !== drop)
    throw new InputError("inputs drop-warned and keep-warned (deprecated) disagree; give only drop-warned");
  return legacy;
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
    dropWarned: dropWarned(),
    scan: many("scan"),
    scanFrom: opt("scan-from"),
    baseline: opt("baseline"),
    baseRef: opt("base-ref")
  };
}

// src/action/main.ts
function setCommonOutputs(report, path) {
  let count = (s) => report.findings.filter((f) => f.severity === s).length;
  setOutput2("verdict", report.verdict), setOutput2("errors", String(count("error"))), setOutput2("warnings", String(count("warning")));
  let findings = findingsOutput(report.findings);
  setOutput2("findings", findings.value), findings.notice && notice2(findings.notice, { title: "torch-preflight" }), setOutput2("report-path", redact(path));
}
function maskSecrets() {
  for (let s of knownSecrets()) setSecret2(s);
}
var workspace = () => process.env.GITHUB_WORKSPACE || process.cwd();
async function run() {
  let summary2, wantSummary = !0;
  try {
    let inputs = readInputs();
    wantSummary = inputs.summary;
    let outcome = await runAction(inputs, { cwd: workspace(), env: process.env, probeIo: realProbeIo(process.env) }), { report } = outcome;
    maskSecrets();
    let path = inputs.reportPath ?? defaultReportPath();
    writeReport(path, report), setCommonOutputs(report, path), setOutput2("sarif-file", redact(writeSarif(path, report))), setOutput2("patch-file", outcome.patch ? redact(writePatch(path, outcome.patch)) : "");
    for (let [k, v] of Object.entries(outcome.outputs)) setOutput2(k, plainOutput(k, v).value);
    inputs.annotations && emitAnnotations(report.findings), summary2 = jobSummary(outcome.summary, blobUrlFromEnv(process.env)), info2(
      `torch-preflight: ${report.verdict} (${report.findings.length} finding${report.findings.length === 1 ? "" : "s"}; fail-on ${inputs.failOn})`
    ), outcome.failed && (process.exitCode = 1);
  } catch (err) {
    maskSecrets();
    let failure = failureReport(err);
    setFailed2(failure.annotation), summary2 = failure.summary;
  } finally {
    if (wantSummary && summary2 && process.env.GITHUB_STEP_SUMMARY)
      try {
        await appendSummary(truncateSummary(redact(summary2)));
      } catch (err) {
        warning2(`torch-preflight: the job summary could not be written: ${oneLine(err)}`);
      }
  }
}

// src/index.ts
run().finally(() => exitWhenFlushed());
