import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  EXPLAIN
} from "./chunk-25VPMOFO.js";
import {
  VERSION
} from "./chunk-H2UKTNKY.js";
import {
  FINDING_IDS
} from "./chunk-BRYKHU3L.js";

// src/report/sarif.ts
var LEVEL = { error: "error", warning: "warning", notice: "note" }, HOME = "https://github.com/torch-preflight/torch-preflight";
function formatSarif(findings) {
  let used = FINDING_IDS.filter((id) => findings.some((f) => f.id === id)), rules = used.map((id) => ({
    id,
    name: id.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase()),
    shortDescription: { text: EXPLAIN[id].title },
    fullDescription: { text: EXPLAIN[id].why },
    help: { text: `${EXPLAIN[id].why}

Fix: ${EXPLAIN[id].fix}`, markdown: `${EXPLAIN[id].why}

**Fix:** ${EXPLAIN[id].fix}` },
    helpUri: `${HOME}#finding-${id}`
  })), results = findings.map((f) => ({
    ruleId: f.id,
    ruleIndex: used.indexOf(f.id),
    level: LEVEL[f.severity],
    message: { text: `${f.message} Fix: ${f.hint} (source: ${f.source})` },
    ...f.location ? {
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: f.location.file.split("\\").join("/") },
            region: {
              startLine: f.location.line,
              ...f.location.column ? { startColumn: f.location.column } : {},
              ...f.location.endLine ? { endLine: f.location.endLine } : {},
              ...f.location.endColumn ? { endColumn: f.location.endColumn } : {}
            }
          }
        }
      ]
    } : {},
    properties: { source: f.source }
  }));
  return JSON.stringify({
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [{ tool: { driver: { name: "torch-preflight", version: VERSION, informationUri: HOME, rules } }, results }]
  }, null, 2) + `
`;
}

export {
  formatSarif
};
