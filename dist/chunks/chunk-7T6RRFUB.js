import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  severityRank
} from "./chunk-63HE5J76.js";

// src/scan/summary.ts
function summarizeByApi(findings) {
  let rows = /* @__PURE__ */ new Map();
  for (let f of findings) {
    let api = f.api ?? "(unknown)", key = `${api}\0${f.id}\0${f.severity}`, row = rows.get(key);
    row ? row.count++ : rows.set(key, { api, id: f.id, severity: f.severity, count: 1 });
  }
  return [...rows.values()].sort(
    (a, b) => severityRank(a.severity) - severityRank(b.severity) || b.count - a.count || a.api.localeCompare(b.api)
  );
}
function groupFindings(findings) {
  let groups = /* @__PURE__ */ new Map(), alone = [];
  for (let f of findings) {
    if (!f.api || !f.location) {
      alone.push({ first: f, findings: [f] });
      continue;
    }
    let key = `${f.api}\0${f.id}\0${f.severity}\0${f.message}\0${f.hint}`, g = groups.get(key);
    g ? g.findings.push(f) : groups.set(key, { first: f, findings: [f] });
  }
  let sorted = [...groups.values()].sort(
    (a, b) => severityRank(a.first.severity) - severityRank(b.first.severity) || b.findings.length - a.findings.length || a.first.api.localeCompare(b.first.api)
  );
  return [...alone, ...sorted];
}

export {
  summarizeByApi,
  groupFindings
};
