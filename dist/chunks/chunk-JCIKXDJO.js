import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  describeRequest,
  describeResolution,
  describeRunner
} from "./chunk-XFOOV2YQ.js";
import {
  plain
} from "./chunk-OS2BVYRG.js";

// src/report/text.ts
var MARK = { pass: "PASS", warn: "WARN", fail: "FAIL" };
function findingText(f) {
  let where = f.location ? `${plain(f.location.file)}:${f.location.line}${f.location.column ? `:${f.location.column}` : ""}: ` : "";
  return [`${f.severity.padEnd(7)} ${f.id}  ${where}${plain(f.message)}`, `        fix: ${plain(f.hint)}`, `        source: ${plain(f.source)}`].join(`
`);
}
function formatText(report) {
  let res = report.resolution, lines = [
    `torch-preflight: ${MARK[report.verdict]}`,
    `  runner     ${plain(describeRunner(report))}`,
    `  request    ${plain(describeRequest(report))}`,
    `  pip would  install ${plain(describeResolution(report))}`
  ];
  res.recommendedIndexUrl && lines.push(`  best index ${plain(res.recommendedIndexUrl)}`), lines.push(""), report.findings.length === 0 && lines.push("No problems found.");
  for (let f of report.findings) lines.push(findingText(f), "");
  return lines.join(`
`).trimEnd() + `
`;
}

export {
  findingText,
  formatText
};
