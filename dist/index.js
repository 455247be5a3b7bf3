'use strict';

var chunkZG3UFHF7 = require('./chunks/chunk-ZG3UFHF7.js');
var check = require('./chunks/check.js');
var matrix = require('./chunks/matrix.js');
var scan = require('./chunks/scan.js');
var shared = require('./chunks/shared.js');
require('./chunks/yaml.js');
var node_fs = require('node:fs');
var node_crypto = require('node:crypto');
var os = require('node:os');
var path = require('node:path');
require('node:fs/promises');
require('node:child_process');
require('node:buffer');
require('node:url');
require('node:worker_threads');
require('node:util');

// src/runner/environment-files.ts
var core = shared.__toESM(chunkZG3UFHF7.require_core(), 1), getInput2 = (name) => core.getInput(name), setOutput2 = (name, value) => core.setOutput(name, value);
async function appendSummary(markdown) {
  await core.summary.emptyBuffer().addRaw(markdown).write();
}
function writableRoots(env = process.env) {
  return [env.GITHUB_WORKSPACE || process.cwd(), env.RUNNER_TEMP || os.tmpdir()].map((r) => path.resolve(r));
}
function defaultReportPath(env = process.env) {
  return path.join(env.RUNNER_TEMP || os.tmpdir(), "torch-preflight-report.json");
}
var code = (err) => err.code ?? "error", Refused = class extends shared.InputError {
};
function checkedTarget(path2, what, roots) {
  let abs = path.resolve(path2);
  try {
    if (node_fs.statSync(abs).isDirectory()) throw new Refused(`${what}: is a directory; name a file`);
  } catch (err) {
    if (err instanceof Refused) throw err;
  }
  let root = roots.find((r) => {
    let rel = path.relative(r, abs);
    return rel !== "" && !rel.startsWith(`..${path.sep}`) && rel !== ".." && !path.isAbsolute(rel);
  });
  if (root === void 0)
    throw new Refused(`${what}: outside the workspace and RUNNER_TEMP; name a file inside one of them`);
  let dir;
  try {
    dir = node_fs.realpathSync(root);
  } catch (err) {
    throw new Refused(`${what}: cannot be written (${code(err)})`);
  }
  let parts = path.relative(root, abs).split(path.sep), file = parts.pop();
  for (let part of parts) {
    dir = path.join(dir, part);
    try {
      node_fs.mkdirSync(dir);
    } catch (err) {
      if (code(err) !== "EEXIST") throw new Refused(`${what}: cannot be written (${code(err)})`);
    }
    let st = node_fs.lstatSync(dir);
    if (st.isSymbolicLink())
      throw new Refused(
        `${what}: ${JSON.stringify(path.relative(root, dir))} is a symbolic link; the action does not write through links`
      );
    if (!st.isDirectory()) throw new Refused(`${what}: cannot be written (ENOTDIR)`);
  }
  return path.join(dir, file);
}
function writeNoFollow(path2, data, what, roots = writableRoots()) {
  let target = checkedTarget(path2, what, roots), tmp = path.join(path.dirname(target), `.torch-preflight-${process.pid}-${node_crypto.randomBytes(4).toString("hex")}.tmp`);
  try {
    node_fs.writeFileSync(tmp, data, { flag: "wx", mode: 420 }), node_fs.renameSync(tmp, target);
  } catch (err) {
    try {
      node_fs.unlinkSync(tmp);
    } catch {
    }
    throw new Refused(
      `${what}: ${code(err) === "EISDIR" ? "is a directory; name a file" : `cannot be written (${code(err)})`}`
    );
  }
}
function writeReport(path2, report) {
  writeNoFollow(path2, shared.redact(JSON.stringify(report, null, 2)) + `
`, `report-path ${JSON.stringify(path2)}`);
}
function workflowFile() {
  return /^[^/]+\/[^/]+\/(.+?)@/.exec(process.env.GITHUB_WORKFLOW_REF ?? "")?.[1];
}
function writeSarif(reportPath, report) {
  let path2 = path.join(path.dirname(reportPath), "torch-preflight.sarif"), pin = "environment" in report ? report.request.torchLocation : void 0, wf = workflowFile(), fallback = pin ?? (wf ? { file: wf, line: 1 } : void 0);
  return writeNoFollow(
    path2,
    shared.redact(shared.formatSarif(report.findings, fallback ? { fallback } : {})),
    `SARIF file ${JSON.stringify(path2)}`
  ), path2;
}
function writePatch(reportPath, patch) {
  let path2 = path.join(path.dirname(reportPath), "torch-preflight.patch");
  return writeNoFollow(path2, patch, `the patch beside report-path ${JSON.stringify(reportPath)}`), path2;
}

// src/checks/inputs-ignored.ts
function inputsIgnored(mode, inputs) {
  return inputs.length ? [
    shared.finding({
      id: "input-ignored",
      severity: "warning",
      message: `With ${mode} set, the action plans a matrix and does not read ${inputs.map((n) => `\`${n}\``).join(", ")}.`,
      hint: "Check single legs in a separate step or inside the matrix job, or remove these inputs.",
      source: "https://github.com/torch-preflight/torch-preflight/blob/main/docs/findings.md#input-ignored"
    })
  ] : [];
}

// src/routes/from-job.ts
var known = (t) => !!t && !t.includes("${{");
function routeOfJob(job) {
  if (job.pipTorch) return;
  let none = { extras: [], environments: [], files: [] };
  if (job.lockInstall && !job.lockInstall.run) {
    let kind = job.lockInstall.kind, env = job.lockInstall.environment?.text;
    return { ...none, kind, environments: kind === "pixi" && known(env) ? [env] : [] };
  }
  if (job.condaEnv && known(job.condaEnv.text)) return { ...none, kind: "conda", files: [job.condaEnv.text] };
  let repo = job.repoInstall;
  if (repo) {
    let project = repo.project?.text, extras = known(project) ? (/\[([^\]]*)\]/.exec(project)?.[1] ?? "").split(",").map((e) => e.trim()).filter(Boolean) : [], files = repo.requirements.map((r) => r.text).filter(known);
    return { ...none, kind: "pip", extras, files: project ? [] : files };
  }
  if (job.lockInstall?.run) {
    let env = job.lockInstall.environment?.text;
    return { ...none, kind: "pixi", environments: known(env) ? [env] : [] };
  }
}

// src/workspace/job-route.ts
function routeOfRunningJob(cwd, env) {
  let file = /^[^/]+\/[^/]+\/(\.github\/workflows\/[^@]+)@/.exec(env.GITHUB_WORKFLOW_REF ?? "")?.[1], job = env.GITHUB_JOB;
  if (!file || !job) return;
  let steps;
  try {
    steps = matrix.jobInstall(shared.readUserText(path.join(cwd, file), file, "workflow"), file, job);
  } catch {
    return;
  }
  if (!steps) return;
  let route = routeOfJob({ ...steps, pipTorch: steps.pip !== void 0 });
  if (!route) return;
  let files = route.files.filter((f) => !path.isAbsolute(f) && node_fs.existsSync(path.join(cwd, f)));
  return { ...route, files, where: `${file} (job ${job})` };
}

// src/usecases/action/action.ts
async function runAction(req, ctx) {
  return req.matrix || req.workflow ? matrixMode(req, ctx) : checkMode(req, ctx);
}
var inActionWords = (findings) => findings.map((f) => f.advice ? { ...f, hint: shared.renderAdvice(f.advice, "action") } : f);
function baseRef(req, env) {
  if (req.baseRef) return req.baseRef;
  let ev = env.GITHUB_EVENT_NAME;
  return (ev === "pull_request" || ev === "pull_request_target") && env.GITHUB_BASE_REF || void 0;
}
function fromJob(req, ctx) {
  let c = req.check;
  if (c.routes.length || c.requirements.length || c.torch || c.extras.length || c.groups.length || c.environments.length)
    return c;
  let job = routeOfRunningJob(ctx.cwd, ctx.env);
  return job ? {
    ...c,
    routes: [job.kind],
    routeFrom: job.where,
    extras: job.extras,
    environments: job.environments,
    requirements: job.files
  } : c;
}
async function checkMode(req, ctx) {
  let result = await check.runCheck(
    { ...check.checkOptionsFrom(fromJob(req, ctx)), base: baseRef(req, ctx.env), cwd: ctx.cwd },
    ctx.probeIo
  ), findings = inActionWords(result.report.findings), scan, scanned;
  if (req.scan.length) {
    let torch = result.request.torch.text || result.report.resolution.version;
    if (!torch) throw new shared.InputError("scan: no torch range to scan against; set torch-version");
    let from = req.scanFrom ?? result.upgrade?.table.find((r) => r.aspect === "torch")?.before;
    scan = await scanInCheck(req, ctx, torch, from);
    let scanFindings = inActionWords(scan.findings);
    findings = [...findings, ...scanFindings], result.upgrade?.changes?.length && (findings = check.noteScan(findings, scanFindings));
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
  let judged = shared.judge(findings, req.failOn), report = {
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
    return base ? await scan.runScan({ ...common, changedSince: base, onlyChangedLines: !0 }) : await scan.runScan(common);
  } catch (err) {
    if (!(base && err instanceof shared.ChangedSinceUnavailable)) throw err;
    let scan$1 = await scan.runScan(common);
    return scan$1.findings.push(check.scanFallback(err.message)), scan$1;
  }
}
function ignoredInputs(req) {
  let given = (v) => Array.isArray(v) ? v.length > 0 : v !== void 0, set = [
    // config is read in every mode (its rules apply to the matrix and the scan too).
    ...check.CHECK_OPTIONS.filter((o) => o.key !== "config" && given(req.check[o.key])).map((o) => o.input),
    ...req.scan.length ? ["scan"] : [],
    ...req.scanFrom ? ["scan-from"] : [],
    ...req.baseRef ? ["base-ref"] : []
  ];
  return inputsIgnored(req.workflow ? "workflow" : "matrix", set);
}
async function matrixMode(req, ctx) {
  let r = await matrix.runMatrix({
    ...req.matrix ? { matrix: req.matrix } : {},
    ...req.workflow ? { workflow: req.workflow } : {},
    ...req.job ? { job: req.job } : {},
    ...req.matrixKeys ? { keys: req.matrixKeys } : {},
    dropWarned: req.dropWarned,
    ...req.check.config ? { config: req.check.config } : {},
    cwd: ctx.cwd
  }), judged = shared.judge([...r.findings, ...ignoredInputs(req)], req.failOn);
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
  let all = shared.redact(JSON.stringify(findings));
  if (bytes(all) <= limit) return { value: all };
  let lo = 0, hi = findings.length;
  for (; lo < hi; ) {
    let mid = Math.ceil((lo + hi) / 2);
    bytes(shared.redact(JSON.stringify(findings.slice(0, mid)))) <= limit ? lo = mid : hi = mid - 1;
  }
  return {
    value: shared.redact(JSON.stringify(findings.slice(0, lo))),
    notice: `The findings output holds ${lo} of ${findings.length} findings (GitHub keeps 1 MB per output); all are in the JSON report (output report-path).`
  };
}
function plainOutput(name, value, limit = OUTPUT_LIMIT) {
  let v = shared.redact(value);
  if (bytes(v) > limit)
    throw new shared.InputError(
      `output ${name} would be ${(bytes(v) / 1e6).toFixed(1)} MB, over GitHub's 1 MB limit per output; narrow the input (fewer matrix cells)`
    );
  return { value: v };
}

// src/action/failure.ts
function failureReport(err) {
  let msg = shared.showControls(shared.redact(shared.oneLine(err)));
  return {
    annotation: err instanceof shared.InputError ? `torch-preflight: ${msg}` : `torch-preflight: internal error: ${msg}`,
    summary: `## \u274C torch-preflight: the check could not run

${shared.mdText(msg)}
`
  };
}

// src/report/job-summary.ts
function jobSummary(input, blob) {
  return input.kind === "matrix" ? shared.verdictHeadline(input.verdict) + `
` + shared.matrixMarkdown(input.plan) : shared.verdictHeadline(input.report.verdict) + `
` + checkSections(input, blob);
}
function checkSections({ report, scan, upgrade }, blob) {
  let fromScan = new Set(scan?.findings), check$1 = { ...report, findings: report.findings.filter((f) => !fromScan.has(f)) }, moved = upgrade?.changes?.length ? upgrade : void 0;
  if (!scan)
    return moved ? check.upgradeStory(moved, check$1.findings, void 0, blob) + `
` + shared.checkSection({ ...check$1, upgrade: [] }, blob) : shared.checkSection(check$1, blob);
  let scanFindings = report.findings.filter((f) => fromScan.has(f)), scanMd = (scan.scopeNotice ? `${shared.escapeHtml(scan.scopeNotice)}

` : "") + shared.scanMarkdown({ ...scan, findings: scanFindings }, scan.torch, scan.from, blob), sections = moved ? [
    check.upgradeStory(moved, report.findings, scanFindings, blob),
    scanMd,
    shared.checkSection({ ...check$1, upgrade: [] }, blob)
  ].join(`
`) : shared.checkSection(check$1, blob) + `
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
  throw new shared.InputError(`input ${name} is ${JSON.stringify(v.slice(0, 20))}; expected true or false`);
}
function dropWarned() {
  let drop = bool("drop-warned", !1);
  if (opt("keep-warned") === void 0) return drop;
  let legacy = !bool("keep-warned", !0);
  if (opt("drop-warned") !== void 0 && legacy !== drop)
    throw new shared.InputError("inputs drop-warned and keep-warned (deprecated) disagree; give only drop-warned");
  return legacy;
}
function readInputs() {
  return {
    check: check.checkFields((o) => o.many ? many(o.input) : opt(o.input)),
    failOn: shared.parseFailOn(opt("fail-on"), "input fail-on"),
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
function setCommonOutputs(report, path2) {
  let count = (s) => report.findings.filter((f) => f.severity === s).length;
  setOutput2("verdict", report.verdict), setOutput2("errors", String(count("error"))), setOutput2("warnings", String(count("warning")));
  let findings = findingsOutput(report.findings);
  setOutput2("findings", findings.value), findings.notice && chunkZG3UFHF7.notice2(findings.notice, { title: "torch-preflight" }), setOutput2("report-path", shared.redact(path2));
}
function maskSecrets() {
  for (let s of shared.knownSecrets()) chunkZG3UFHF7.setSecret2(s);
}
var workspace = () => process.env.GITHUB_WORKSPACE || process.cwd();
async function run() {
  let summary2, wantSummary = !0;
  try {
    let inputs = readInputs();
    wantSummary = inputs.summary;
    let outcome = await runAction(inputs, { cwd: workspace(), env: process.env, probeIo: check.realProbeIo(process.env) }), { report } = outcome;
    maskSecrets();
    let path2 = inputs.reportPath ?? defaultReportPath();
    writeReport(path2, report), setCommonOutputs(report, path2), setOutput2("sarif-file", shared.redact(writeSarif(path2, report))), setOutput2("patch-file", outcome.patch ? shared.redact(writePatch(path2, outcome.patch)) : "");
    for (let [k, v] of Object.entries(outcome.outputs)) setOutput2(k, plainOutput(k, v).value);
    inputs.annotations && chunkZG3UFHF7.emitAnnotations(report.findings), summary2 = jobSummary(outcome.summary, shared.blobUrlFromEnv(process.env)), chunkZG3UFHF7.info2(
      `torch-preflight: ${report.verdict} (${report.findings.length} finding${report.findings.length === 1 ? "" : "s"}; fail-on ${inputs.failOn})`
    ), outcome.failed && (process.exitCode = 1);
  } catch (err) {
    maskSecrets();
    let failure = failureReport(err);
    chunkZG3UFHF7.setFailed2(failure.annotation), summary2 = failure.summary;
  } finally {
    if (wantSummary && summary2 && process.env.GITHUB_STEP_SUMMARY)
      try {
        await appendSummary(shared.truncateSummary(shared.redact(summary2)));
      } catch (err) {
        chunkZG3UFHF7.warning2(`torch-preflight: the job summary could not be written: ${shared.oneLine(err)}`);
      }
  }
}

// src/index.ts
run().finally(() => shared.exitWhenFlushed());
