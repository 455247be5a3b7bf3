import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  atLeast,
  short
} from "./chunk-M53UAKYJ.js";
import {
  capForConfidence
} from "./chunk-63HE5J76.js";

// src/catalog/api-name.ts
function apiName(e) {
  return e.name ?? e.api.split("#")[0];
}

// src/scan/judge.ts
function matchesShape(match, use) {
  if (!match) return !0;
  if (use.kind === "import" || match.kind && match.kind !== use.kind) return !1;
  let kw = use.keywords;
  if (match.without && (use.kind !== "call" || !kw || use.starKwargs || match.without.some((k) => kw.has(k))) || match.with && (use.kind !== "call" || !kw || !match.with.some((k) => kw.has(k))) || match.keyword && (use.kind !== "call" || !kw || kw.get(match.keyword.name) !== match.keyword.value) || match.insideExcept && !use.handlers.includes(match.insideExcept)) return !1;
  if (match.firstArgumentCalls) {
    let inner = use.call?.firstCall;
    if (use.kind !== "call" || !inner || !match.firstArgumentCalls.includes(inner)) return !1;
  }
  return !0;
}
function shapeWords(m) {
  if (!m) return "";
  let bits = [];
  return m.kind === "assign" && bits.push("assigned"), m.without && bits.push(`called without ${m.without.map((k) => `\`${k}=\``).join(" or ")}`), m.with && bits.push(`called with ${m.with.map((k) => `\`${k}=\``).join(" or ")}`), m.keyword && bits.push(
    `called with \`${m.keyword.name}=${/^(True|False|None|-?\d+(\.\d+)?)$/.test(m.keyword.value) ? m.keyword.value : `"${m.keyword.value}"`}\``
  ), m.insideExcept && bits.push(`inside \`try \u2026 except ${m.insideExcept}\``), m.firstArgumentCalls && bits.push(`called on what ${m.firstArgumentCalls.map((n) => `\`${n}()\``).join(" or ")} returns`), m.kind === "call" && bits.length === 0 && bits.push("called"), bits.join(", ");
}
function describeShape(entry) {
  let m = entry.match, name = m?.members ? `a member of \`${apiName(entry)}\`` : `\`${apiName(entry)}\``;
  return m ? `${name} ${shapeWords(m)}` : name;
}
function release(entry, v) {
  let name = apiName(entry);
  if (name.startsWith("torchaudio.")) return `torchaudio ${v} (with torch ${v})`;
  if (name.startsWith("torchvision.")) {
    let [major = 0, minor = 0] = v.split(".").map(Number);
    return `torchvision 0.${major === 1 ? minor + 1 : minor + 15} (with torch ${v})`;
  }
  return `torch ${v}`;
}
var IMPERATIVE = /^(drop|pass|remove|catch|call|set|keep|add|move|wrap|switch|import|replace|write|check|convert|give|rename|install) /;
function replacementText(entry, target) {
  if (!entry.replacement) return entry.note ?? "No drop-in replacement is recorded.";
  let oldest = short(target.oldest), s = IMPERATIVE.test(entry.replacement) ? entry.replacement.replace(/^./, (c) => c.toUpperCase()) : `Use ${entry.replacement}`;
  return entry.replacementSince ? s += atLeast(target.oldest, entry.replacementSince) ? ` (available since torch ${entry.replacementSince}, so it works on ${oldest}, the oldest torch in range).` : ` (only from torch ${entry.replacementSince}: it does not work on ${oldest}, the oldest torch in range; raise the floor or branch on the torch version).` : s += ".", entry.note ? `${s} ${entry.note}` : s;
}
function range(versions) {
  let a = short(versions[0]), b = short(versions[versions.length - 1]);
  return a === b ? a : `${a} \u2026 ${b}`;
}
function lifecycle(entry, target, from) {
  let what = describeShape(entry), inRange = `the target range (${target.text})`, removedIn = entry.removed ? target.versions.filter((v) => atLeast(v, entry.removed)) : [], missingIn = entry.introduced ? target.versions.filter((v) => !atLeast(v, entry.introduced)) : [], deprecatedIn = entry.deprecated ? target.versions.filter((v) => atLeast(v, entry.deprecated)) : [];
  if (removedIn.length > 0)
    return { id: "api-removed", severity: "error", message: removedIn.length === target.versions.length ? `${what} was removed in ${release(entry, entry.removed)}; no torch in ${inRange} has it.` : `${what} is removed from ${release(entry, entry.removed)} on, and ${inRange} admits ${range(removedIn)}.` };
  if (missingIn.length > 0)
    return { id: "api-unavailable", severity: "error", message: `${what} first appears in ${release(entry, entry.introduced)}, but ${inRange} admits ${range(missingIn)}, which ${missingIn.length === 1 ? "lacks" : "lack"} it.` };
  if (deprecatedIn.length > 0)
    return { id: "api-deprecated", severity: "warning", message: `${what} is deprecated since ${release(entry, entry.deprecated)}${entry.removed ? ` and goes away in ${entry.removed}` : ""} (${inRange} admits ${range(deprecatedIn)}).` };
  if (entry.changed && changedWithin(entry.changed, target, from)) {
    let between = from ? `between the torch upgraded from (${from.text}) and ${inRange}` : `in ${release(entry, entry.changed)}, inside ${inRange}`;
    return {
      id: "behavior-changed",
      severity: entry.changeSeverity ?? "notice",
      message: `${what}: behaviour changed ${between}: ${entry.change}`
    };
  }
}
function judge(entry, use, target, life) {
  if (!life || !matchesShape(entry.match, use) || use.annotation && life.id === "behavior-changed") return;
  let { id, severity, message } = life;
  if (use.kind === "import" && id !== "api-removed" && id !== "api-unavailable") return;
  let replacement = replacementText(entry, target), uncertain = entry.confidence === "uncertain";
  return {
    api: entry.api,
    id,
    severity: capForConfidence(severity, entry.confidence),
    // The fix is the hint, printed beside the message by every format: said once.
    message: `${message}${uncertain ? " (This fact is marked uncertain in the catalog.)" : ""}`,
    hint: replacement,
    source: entry.source
  };
}
function changedWithin(changed, target, from) {
  let after = (vs) => vs.some((v) => atLeast(v, changed)), before = (vs) => vs.some((v) => !atLeast(v, changed));
  if (from)
    return before(from.versions) && after(target.versions) || after(from.versions) && before(target.versions);
  let minor = changed.split(".").slice(0, 2).join(".");
  return target.versions.some((v) => v.split(".").slice(0, 2).join(".") === minor);
}

// src/scan/explain.ts
function explainApi(name, apis) {
  let q = name.trim().replace(/\(\)$/, ""), hits = apis.filter((e) => e.api === q || apiName(e) === q);
  if (hits.length !== 0)
    return hits.map(render).join(`

`);
}
function render(e) {
  let lines = [`${describeShape(e).replace(/`/g, "")}  [${e.api}]`];
  return e.introduced && lines.push(`  introduced:  torch ${e.introduced}`), e.deprecated && lines.push(`  deprecated:  torch ${e.deprecated}`), e.removed && lines.push(`  removed:     torch ${e.removed}`), e.changed && lines.push(`  changed:     torch ${e.changed}: ${e.change ?? ""}`.trimEnd()), e.replacement && lines.push(`  replacement: ${e.replacement}${e.replacementSince ? ` (since torch ${e.replacementSince})` : ""}`), e.note && lines.push(`  note:        ${e.note}`), lines.push(`  confidence:  ${e.confidence ?? "verified"}`), lines.push(`  source:      ${e.source}`), lines.join(`
`);
}

export {
  apiName,
  lifecycle,
  judge,
  explainApi
};
