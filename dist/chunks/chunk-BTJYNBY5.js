import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  showControls
} from "./chunk-TJ6WINXU.js";
import {
  redact
} from "./chunk-PF2FLS5P.js";
import {
  sortFindings
} from "./chunk-AYE25AJE.js";

// src/report/workflow-commands.ts
import { EOL } from "node:os";
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function commandLine(name, properties, message) {
  let props = Object.entries(properties).filter(([, v]) => v !== void 0 && v !== "").map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(",");
  return `::${name}${props ? ` ${props}` : ""}::${escapeData(message)}`;
}
var write = (line) => {
  process.stdout.write(line + EOL);
};
function annotationProperties(p) {
  return { title: p.title, file: p.file, line: p.startLine, endLine: p.endLine, col: p.startColumn, endColumn: p.endColumn };
}
var error = (message, p = {}) => write(commandLine("error", annotationProperties(p), message)), warning = (message, p = {}) => write(commandLine("warning", annotationProperties(p), message)), notice = (message, p = {}) => write(commandLine("notice", annotationProperties(p), message)), info = (message) => write(message), setSecret = (secret) => write(commandLine("add-mask", {}, secret));
function setFailed(message) {
  process.exitCode = 1, error(message);
}

// src/report/annotations.ts
var PER_LEVEL = 10;
function spreadOverApis(sorted) {
  let groups = /* @__PURE__ */ new Map();
  sorted.forEach((f, i) => {
    let key = `${f.severity}\0${f.api ?? `#${i}`}`, g = groups.get(key);
    g ? g.push(f) : groups.set(key, [f]);
  });
  let out = [];
  for (let severity of ["error", "warning", "notice"]) {
    let mine = [...groups.entries()].filter(([k]) => k.startsWith(`${severity}\0`)).map(([, g]) => g);
    for (let round = 0; mine.some((g) => round < g.length); round++) for (let g of mine) round < g.length && out.push(g[round]);
  }
  return out;
}
function planAnnotations(findings) {
  let sorted = spreadOverApis(sortFindings(findings)), count = { error: 0, warning: 0, notice: 0 }, total = { error: 0, warning: 0, notice: 0 };
  for (let f of sorted) total[f.severity]++;
  let overflow = total.error > PER_LEVEL || total.warning > PER_LEVEL || total.notice > PER_LEVEL, limit = { error: PER_LEVEL, warning: PER_LEVEL, notice: overflow ? PER_LEVEL - 1 : PER_LEVEL }, shown = [];
  for (let f of sorted)
    count[f.severity] < limit[f.severity] && (shown.push(f), count[f.severity]++);
  return { shown, omitted: sorted.length - shown.length };
}
function overflowMessage(omitted) {
  return `${omitted} more finding${omitted === 1 ? "" : "s"} not shown as annotations (GitHub shows 10 per level); see the job summary and the JSON report (output report-path).`;
}

// src/report/github.ts
function emitAnnotations(findings) {
  let { shown, omitted } = planAnnotations(findings);
  for (let f of shown) {
    let props = {
      title: `torch-preflight ${f.id}`,
      ...f.location ? { file: showControls(redact(f.location.file)), startLine: f.location.line, ...f.location.column ? { startColumn: f.location.column } : {} } : {}
    }, text = showControls(redact(`${f.message} Fix: ${f.hint} (source: ${f.source})`));
    f.severity === "error" ? error(text, props) : f.severity === "warning" ? warning(text, props) : notice(text, props);
  }
  omitted > 0 && notice(overflowMessage(omitted), { title: "torch-preflight" });
}

export {
  commandLine,
  warning,
  notice,
  info,
  setSecret,
  setFailed,
  emitAnnotations
};
