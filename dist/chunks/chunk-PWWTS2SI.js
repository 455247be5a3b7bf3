import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  describeRequest,
  describeResolution,
  describeRunner
} from "./chunk-3ZDZWPA6.js";
import {
  cell,
  escapeHtml
} from "./chunk-TJ6WINXU.js";

// src/report/markdown.ts
var ICON = { pass: "\u2705", warn: "\u26A0\uFE0F", fail: "\u274C" }, SEV = { error: "\u274C error", warning: "\u26A0\uFE0F warning", notice: "\u2139\uFE0F notice" }, SUMMARY_LIMIT = 1024 * 1024 - 4096;
function sourceLinks(source) {
  return source.split(/;\s+(?![^(]*\))/).map((part) => {
    let url = /^(https?:\/\/\S+?)([.,]?)(\s.*)?$/.exec(part);
    if (url) return `<a href="${escapeHtml(url[1])}">${cell(url[1].replace(/^https?:\/\//, "").slice(0, 60))}</a>${cell((url[2] ?? "") + (url[3] ?? ""))}`;
    let file = /^([\w.-]+\/[\w.-]+) (\S+?)@([\w./-]+)(\s.*)?$/.exec(part);
    if (file) {
      let [, repo, path, ref, rest] = file, href = `https://github.com/${repo}/blob/${ref.split("/").map(encodeURIComponent).join("/")}/${path.split("/").map(encodeURIComponent).join("/")}`;
      return `<a href="${escapeHtml(href)}">${cell(`${repo} ${path}@${ref}`)}</a>${cell(rest ?? "")}`;
    }
    let pr = /^([\w.-]+\/[\w.-]+)#(\d+)(\s.*)?$/.exec(part);
    return pr ? `<a href="${escapeHtml(`https://github.com/${pr[1]}/issues/${pr[2]}`)}">${cell(`${pr[1]}#${pr[2]}`)}</a>${cell(pr[3] ?? "")}` : cell(part);
  }).join("; ");
}
function link(source) {
  return sourceLinks(source);
}
function blobUrlFromEnv(env) {
  let { GITHUB_SERVER_URL: server = "https://github.com", GITHUB_REPOSITORY: repo, GITHUB_SHA: sha } = env;
  if (!(!repo || !sha || !/^[\w.-]+\/[\w.-]+$/.test(repo) || !/^[0-9a-f]{40,64}$/.test(sha) || !/^https:\/\/[\w.-]+(:\d+)?$/.test(server)))
    return `${server}/${repo}/blob/${sha}`;
}
function where(loc, blob) {
  let code = `<code>${cell(`${loc.file}:${loc.line}`)}</code>`, rel = loc.file.split("\\").join("/");
  if (!blob || /^(\/|[A-Za-z]:|\.\.(\/|$))|\/\.\.(\/|$)|:/.test(rel)) return code;
  let href = `${blob}/${rel.split("/").map(encodeURIComponent).join("/")}#L${loc.line}`;
  return `<a href="${escapeHtml(href)}">${code}</a>`;
}
function findingsTable(findings, blob) {
  return findings.length === 0 ? `No problems found.
` : ["| severity | finding | what and why | fix | source |", "|---|---|---|---|---|", ...findings.map((f) => {
    let at = f.location ? ` ${where(f.location, blob)}` : "";
    return `| ${SEV[f.severity]} | <code>${f.id}</code>${at} | ${cell(f.message)} | ${cell(f.hint)} | ${link(f.source)} |`;
  })].join(`
`) + `
`;
}
function verdictHeadline(verdict, title = "torch-preflight") {
  return `## ${ICON[verdict]} ${cell(title)}: ${verdict}
`;
}
function formatMarkdown(report, title = "torch-preflight", blob) {
  return truncateSummary(verdictHeadline(report.verdict, title) + `
` + checkSection(report, blob));
}
function checkSection(report, blob) {
  let res = report.resolution;
  return [
    "| | |",
    "|---|---|",
    ...[
      ["Runner", describeRunner(report)],
      ["Request", describeRequest(report)],
      ["pip would install", describeResolution(report)],
      ...res.newestMatching && res.newestMatching !== res.version ? [["Newest matching release", `torch ${res.newestMatching}`]] : [],
      ...res.recommendedIndexUrl ? [["Best index here", res.recommendedIndexUrl]] : []
    ].map(([k, v]) => `| ${k} | ${cell(v ?? "")} |`),
    "",
    ...targetsSection(report),
    ...upgradeSection(report),
    "### Findings",
    "",
    findingsTable(report.findings, blob)
  ].join(`
`);
}
function targetsSection(report) {
  let targets = report.targets;
  return targets?.length ? ["### Install targets", "", "| target | verdict | request \u2192 pip would install |", "|---|---|---|", ...targets.map((t) => {
    let view = { ...report, request: t.request, resolution: t.resolution }, what = t.noTorch ? "installs no torch (pinned only in other extras, groups or environments)" : `${describeRequest(view)} \u2192 ${describeResolution(view)}`;
    return `| ${cell(t.name)} | ${ICON[t.verdict]} ${t.verdict} | ${cell(what)} |`;
  }), ""] : [];
}
function upgradeSection(report) {
  let rows = report.upgrade;
  return rows?.length ? ["### torch upgrade: before \u2192 after", "", "| | before | after |", "|---|---|---|", ...rows.map((r) => `| ${cell(r.aspect)} | ${cell(r.before)} | ${cell(r.after)} |`), ""] : [];
}
function truncateSummary(md) {
  return Buffer.byteLength(md) <= SUMMARY_LIMIT ? md : `${Buffer.from(md).subarray(0, SUMMARY_LIMIT).toString("utf8").replace(/[^\n]*$/, "")}

_The summary was cut at GitHub's 1 MiB limit; the full list is in the JSON report (output report-path)._
`;
}

export {
  sourceLinks,
  blobUrlFromEnv,
  where,
  findingsTable,
  verdictHeadline,
  formatMarkdown,
  checkSection,
  truncateSummary
};
