import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  firstAtLeast
} from "./chunk-7RINEI5H.js";
import {
  Locator
} from "./chunk-TKG5UHA3.js";
import {
  readUserFile
} from "./chunk-UDN5DOY3.js";
import {
  decodeUserText
} from "./chunk-PFVJE3NF.js";
import {
  InputError
} from "./chunk-6F7YOOMC.js";
import "./chunk-RCXQ7LEZ.js";

// src/io/write-fixes.ts
import { chmodSync, realpathSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

// src/report/unified-diff.ts
function splitLines(text) {
  let lines = text.split(/(?<=\n)/);
  return lines.length && lines[lines.length - 1] === "" ? lines.slice(0, -1) : lines;
}
function show(prefix, line) {
  return line.endsWith(`
`) ? `${prefix}${line}` : `${prefix}${line}
\\ No newline at end of file
`;
}
function headerPath(prefix, file) {
  let path = prefix + file;
  if (!/[\u0000-\u001f\u007f"\\]/.test(path)) return path;
  let named = { "\n": "\\n", "\r": "\\r", "	": "\\t", '"': '\\"', "\\": "\\\\" };
  return `"${path.replace(/[\u0000-\u001f\u007f"\\]/g, (c) => named[c] ?? `\\${c.charCodeAt(0).toString(8).padStart(3, "0")}`)}"`;
}
function unifiedDiff(file, before, after) {
  if (before === after) return "";
  let a = splitLines(before), b = splitLines(after), head = `--- ${headerPath("a/", file)}
+++ ${headerPath("b/", file)}
`;
  if (a.length !== b.length)
    return `${head}@@ -1,${a.length} +1,${b.length} @@
${a.map((l) => show("-", l)).join("")}${b.map((l) => show("+", l)).join("")}`;
  let changed = [];
  for (let i = 0; i < a.length; i++) a[i] !== b[i] && changed.push(i);
  let hunks = [];
  for (let i of changed) {
    let from = Math.max(0, i - 3), to = Math.min(a.length, i + 3 + 1), last = hunks[hunks.length - 1];
    last && from <= last[1] ? last[1] = to : hunks.push([from, to]);
  }
  let out = head;
  for (let [from, to] of hunks) {
    out += `@@ -${from + 1},${to - from} +${from + 1},${to - from} @@
`;
    for (let i = from; i < to; i++) out += a[i] === b[i] ? show(" ", a[i]) : show("-", a[i]) + show("+", b[i]);
  }
  return out;
}

// src/scan/apply-fixes.ts
var startOf = (s) => s.start, overlaps = (a, b) => a.start < b.end && b.start < a.end || a.start === b.start;
function overlapsAny(sorted, s) {
  let i = firstAtLeast(sorted, startOf, s.start);
  return i < sorted.length && overlaps(s, sorted[i]) || i > 0 && overlaps(s, sorted[i - 1]);
}
function applyFixes(original, fixes) {
  let bom = original.charCodeAt(0) === 65279 ? "\uFEFF" : "", text = bom ? original.slice(1) : original, loc = new Locator(text), taken = [], applied = [], skipped = [];
  for (let fix of fixes) {
    let spans = [];
    for (let r of fix.replacements) {
      let start = loc.offset(r.location.line, r.location.column), end = loc.offset(r.location.endLine, r.location.endColumn);
      if (start === void 0 || end === void 0 || end < start) break;
      spans.push({ start, end, text: r.text });
    }
    let own = [...spans].sort((a, b) => a.start - b.start), selfOverlap = own.some((s, k) => k > 0 && overlaps(own[k - 1], s));
    if (spans.length !== fix.replacements.length || selfOverlap || spans.some((s) => overlapsAny(taken, s))) {
      skipped.push(fix);
      continue;
    }
    for (let s of own) {
      let i = firstAtLeast(taken, startOf, s.start);
      i === taken.length ? taken.push(s) : taken.splice(i, 0, s);
    }
    applied.push(fix);
  }
  let parts = [], at = 0;
  for (let s of taken)
    parts.push(text.slice(at, s.start), s.text), at = s.end;
  return parts.push(text.slice(at)), { text: bom + parts.join(""), applied, skipped };
}

// src/io/write-fixes.ts
function writeFixes(findings, cwd, dryRun) {
  let byFile = /* @__PURE__ */ new Map();
  for (let f of findings) {
    if (!f.fix || !f.location) continue;
    let list = byFile.get(f.location.file) ?? [];
    list.push(f), byFile.set(f.location.file, list);
  }
  let fixed = [], diff = "", files = 0;
  for (let [file, list] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    let abs = resolve(cwd, file), before = decodeUserText(readUserFile(abs, file, "source"), file), { text, applied } = applyFixes(
      before,
      list.map((f) => f.fix)
    );
    if (!applied.length || text === before) continue;
    let taken = new Set(applied);
    fixed.push(...list.filter((f) => taken.has(f.fix))), diff += unifiedDiff(file.split("\\").join("/"), before, text), files++, dryRun || replaceFile(abs, file, text);
  }
  return { fixed, files, diff };
}
function replaceFile(abs, file, text) {
  let real = realpathSync(abs), tmp = join(dirname(real), `.torch-preflight-fix-${process.pid}-${Date.now()}.tmp`);
  try {
    writeFileSync(tmp, text, { flag: "wx" }), chmodSync(tmp, statSync(real).mode & 4095), renameSync(tmp, real);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
    }
    throw new InputError(`${file}: cannot be written (${err.code ?? "error"}); nothing was changed in it`);
  }
}
export {
  writeFixes
};
