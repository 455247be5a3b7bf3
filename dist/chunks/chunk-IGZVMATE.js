import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  onChangedLine
} from "./chunk-VBFHCBTZ.js";
import {
  findingsTable,
  truncateSummary
} from "./chunk-ML2XKPIY.js";
import {
  loadCatalog
} from "./chunk-BX7DNVS2.js";
import {
  cell
} from "./chunk-PI77EQBX.js";
import {
  scanPaths,
  summarizeByApi
} from "./chunk-SWNBMKDJ.js";
import {
  walkPaths
} from "./chunk-5T3LBLCA.js";
import {
  sortFindings,
  verdictOf
} from "./chunk-ZWEFVJYO.js";
import {
  InputError
} from "./chunk-6F7YOOMC.js";

// src/usecases/scan.ts
function requireMatches(patterns, cwd) {
  for (let p of patterns) {
    let any = !1;
    for (let item of walkPaths([p], cwd))
      if ("file" in item || /\.pyi?$/.test(item.skipped.file)) {
        any = !0;
        break;
      }
    if (!any) throw new InputError(`scan: ${JSON.stringify(p)} matches no Python file`);
  }
}
function changedWithin(patterns, changed, cwd) {
  if (!patterns.length) return changed;
  let named = /* @__PURE__ */ new Set();
  for (let item of walkPaths(patterns, cwd)) "file" in item && named.add(item.file.split("\\").join("/"));
  return changed.filter((f) => named.has(f));
}
async function runScan(o) {
  let catalog = await loadCatalog(o.config);
  if (requireMatches(o.paths, o.cwd), o.onlyChangedLines && !o.changedSince) throw new InputError("scan: --only-changed-lines needs --changed-since REF");
  let changes = o.changedSince ? await (await import("./changes-ZZKKEU2L.js")).changesSince(o.changedSince, o.cwd) : void 0, targets = changes ? changedWithin(o.paths, changes.files, o.cwd) : o.paths.length ? o.paths : ["."], r = changes && targets.length === 0 ? { findings: [], files: 0, skipped: [], workers: 1 } : await scanPaths(targets, { torch: o.torch, ...o.from ? { from: o.from } : {}, apis: catalog.apis, cwd: o.cwd, ...o.fixAll ? { fixAll: !0 } : {} }), kept = changes && o.onlyChangedLines ? r.findings.filter((f) => f.location && onChangedLine(changes.lines, f.location.file.split("\\").join("/"), f.location.line)) : r.findings, fixes = o.fix ? (await import("./write-fixes-WHMOGY7X.js")).writeFixes(kept, o.cwd, o.fix === "diff") : void 0, done = fixes && o.fix === "write" ? new Set(fixes.fixed) : void 0, findings = sortFindings(done ? kept.filter((f) => !done.has(f)) : kept);
  return {
    findings,
    files: r.files,
    skipped: r.skipped,
    report: {
      schemaVersion: 1,
      verdict: verdictOf(findings),
      scan: {
        torch: o.torch,
        ...o.from ? { from: o.from } : {},
        files: r.files,
        skipped: r.skipped,
        ...r.workers > 1 ? { workers: r.workers } : {},
        ...changes ? { changedSince: o.changedSince, base: changes.base, changedFiles: targets.length, ...o.onlyChangedLines ? { onlyChangedLines: !0 } : {} } : {},
        ...fixes ? { [o.fix === "write" ? "fixed" : "fixable"]: fixes.fixed.length, fixedFiles: fixes.files } : {}
      },
      findings
    },
    ...fixes ? { fixes } : {}
  };
}
function scanMarkdown(r, torch, from, blob) {
  let rows = summarizeByApi(r.findings), out = [
    `### Source scan: torch ${cell(torch)}${from ? ` (from ${cell(from)})` : ""}`,
    "",
    `${r.files} Python file${r.files === 1 ? "" : "s"} scanned, ${r.findings.length} finding${r.findings.length === 1 ? "" : "s"}.`,
    ""
  ];
  return rows.length && (out.push("| API | finding | severity | uses |", "|---|---|---|---|", ...rows.map((x) => `| <code>${cell(x.api)}</code> | <code>${x.id}</code> | ${x.severity} | ${x.count} |`), ""), out.push("<details><summary>Every finding</summary>", "", findingsTable(r.findings, blob), "</details>", "")), r.skipped.length && out.push(
    `Skipped: ${r.skipped.slice(0, 50).map((s) => `<code>${cell(s.file)}</code> (${cell(s.reason)})`).join(", ")}${r.skipped.length > 50 ? `, and ${r.skipped.length - 50} more` : ""}.`,
    ""
  ), truncateSummary(out.join(`
`));
}

export {
  runScan,
  scanMarkdown
};
