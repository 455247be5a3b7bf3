import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  describeRequest,
  describeResolution,
  describeRunner
} from "./chunk-BYIF4JXY.js";
import {
  cell,
  escapeHtml
} from "./chunk-OS2BVYRG.js";

// src/report/markdown.ts
var ICON = { pass: "\u2705", warn: "\u26A0\uFE0F", fail: "\u274C" }, SEV = { error: "\u274C error", warning: "\u26A0\uFE0F warning", notice: "\u2139\uFE0F notice" }, SUMMARY_LIMIT = 1024 * 1024 - 4096;
function link(source) {
  return /^https?:\/\//.test(source) ? `<a href="${escapeHtml(source)}">source</a>` : cell(source);
}
function findingsTable(findings) {
  return findings.length === 0 ? `No problems found.
` : ["| severity | finding | what and why | fix | source |", "|---|---|---|---|---|", ...findings.map((f) => {
    let where = f.location ? ` <code>${cell(`${f.location.file}:${f.location.line}`)}</code>` : "";
    return `| ${SEV[f.severity]} | <code>${f.id}</code>${where} | ${cell(f.message)} | ${cell(f.hint)} | ${link(f.source)} |`;
  })].join(`
`) + `
`;
}
function formatMarkdown(report, title = "torch-preflight") {
  let res = report.resolution, rows = [
    ["Runner", describeRunner(report)],
    ["Request", describeRequest(report)],
    ["pip would install", describeResolution(report)],
    ...res.newestMatching && res.newestMatching !== res.version ? [["Newest matching release", `torch ${res.newestMatching}`]] : [],
    ...res.recommendedIndexUrl ? [["Best index here", res.recommendedIndexUrl]] : []
  ], out = [
    `## ${ICON[report.verdict]} ${cell(title)}: ${report.verdict}`,
    "",
    "| | |",
    "|---|---|",
    ...rows.map(([k, v]) => `| ${k} | ${cell(v ?? "")} |`),
    "",
    ...upgradeSection(report),
    "### Findings",
    "",
    findingsTable(report.findings)
  ].join(`
`);
  return truncateSummary(out);
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
  findingsTable,
  formatMarkdown,
  truncateSummary
};
