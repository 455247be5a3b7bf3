import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  EXPLAIN
} from "./chunk-QGSSSAWD.js";
import {
  VERSION
} from "./chunk-H2UKTNKY.js";
import {
  FINDING_IDS
} from "./chunk-AYE25AJE.js";

// src/report/sarif.ts
var LEVEL = { error: "error", warning: "warning", notice: "note" }, HOME = "https://github.com/torch-preflight/torch-preflight", helpUri = (id) => `${HOME}/blob/main/docs/findings.md#${id}`;
function sarifUri(file) {
  let parts = file.split(/[\\/]/), drive = /^[A-Za-z]:$/.test(parts[0] ?? ""), absolute = /^[\\/]/.test(file) || drive, encoded = parts.map((p, i) => i === 0 && drive ? p : encodeURIComponent(p)).join("/");
  return absolute ? drive ? `file:///${encoded}` : `file://${encoded.replace(/^\/*/, "/")}` : encoded.replace(/^(\.\/)+/, "");
}
function resultText(f) {
  let fix = f.message.includes(f.hint) ? "" : ` Fix: ${f.hint}`;
  return `${f.message}${fix}`;
}
var region = (l) => ({
  startLine: Math.max(1, l.line),
  ...l.column ? { startColumn: l.column } : {},
  ...l.endLine ? { endLine: l.endLine } : {},
  ...l.endColumn ? { endColumn: l.endColumn } : {}
});
function sarifFix(fix) {
  let byFile = /* @__PURE__ */ new Map();
  for (let r of fix.replacements) byFile.set(r.location.file, [...byFile.get(r.location.file) ?? [], r]);
  return {
    description: { text: fix.description },
    artifactChanges: [...byFile].map(([file, rs]) => ({
      artifactLocation: { uri: sarifUri(file) },
      replacements: rs.map((r) => ({ deletedRegion: region(r.location), insertedContent: { text: r.text } }))
    }))
  };
}
function sarifLog(findings, opts = {}) {
  let placed = findings.map((f) => ({ f, at: f.location ?? opts.fallback })), located = placed.filter((p) => p.at !== void 0), unplaced = placed.filter((p) => p.at === void 0).map((p) => p.f), used = FINDING_IDS.filter((id) => located.some((p) => p.f.id === id)), rules = used.map((id) => ({
    id,
    name: id.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase()),
    shortDescription: { text: EXPLAIN[id].title },
    fullDescription: { text: EXPLAIN[id].why },
    help: { text: `${EXPLAIN[id].why}

Fix: ${EXPLAIN[id].fix}`, markdown: `${EXPLAIN[id].why}

**Fix:** ${EXPLAIN[id].fix}` },
    helpUri: helpUri(id)
  })), results = located.map(({ f, at }) => ({
    ruleId: f.id,
    ruleIndex: used.indexOf(f.id),
    level: LEVEL[f.severity],
    message: { text: resultText(f) },
    locations: [{ physicalLocation: { artifactLocation: { uri: sarifUri(at.file) }, region: region(at) } }],
    ...f.related?.length ? { relatedLocations: f.related.map((r, i) => ({ id: i + 1, physicalLocation: { artifactLocation: { uri: sarifUri(r.file) }, region: region(r) } })) } : {},
    ...f.fix ? { fixes: [sarifFix(f.fix)] } : {},
    properties: { source: f.source }
  })), notifications = unplaced.map((f) => ({
    level: LEVEL[f.severity],
    message: { text: `${f.id}: ${resultText(f)}` },
    descriptor: { id: f.id }
  }));
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "torch-preflight", version: VERSION, informationUri: HOME, rules } },
        results,
        invocations: [{ executionSuccessful: !0, ...notifications.length ? { toolExecutionNotifications: notifications } : {} }]
      }
    ]
  };
}
function formatSarif(findings, opts = {}) {
  return JSON.stringify(sarifLog(findings, opts), null, 2) + `
`;
}

export {
  helpUri,
  sarifUri,
  sarifLog,
  formatSarif
};
