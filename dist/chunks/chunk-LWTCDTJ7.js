import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  findingsTable,
  truncateSummary
} from "./chunk-P6WULQGT.js";
import {
  loadCatalog
} from "./chunk-7HAODTEL.js";
import {
  cell
} from "./chunk-OS2BVYRG.js";
import {
  scanPaths,
  summarizeByApi
} from "./chunk-55CSTUOX.js";
import {
  walkPaths
} from "./chunk-DUUSMXID.js";
import {
  git,
  mergeBase
} from "./chunk-TZPPAVYH.js";
import {
  Locator
} from "./chunk-O5VOSHVN.js";
import {
  decodeUserText,
  readUserFile
} from "./chunk-NFL4QS3O.js";
import {
  sortFindings,
  verdictOf
} from "./chunk-ZWEFVJYO.js";
import {
  InputError
} from "./chunk-6F7YOOMC.js";

// src/scan/diff.ts
function gitPath(raw) {
  if (!raw.startsWith('"')) return raw;
  let bytes = [], body = raw.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    let c = body[i];
    if (c !== "\\") {
      bytes.push(...Buffer.from(c, "utf8"));
      continue;
    }
    let n = body[i + 1] ?? "";
    /[0-7]/.test(n) ? (bytes.push(parseInt(body.slice(i + 1, i + 4), 8)), i += 3) : (bytes.push({ n: 10, t: 9, '"': 34, "\\": 92 }[n] ?? n.charCodeAt(0)), i += 1);
  }
  return Buffer.from(bytes).toString("utf8");
}
function parseChangedLines(diff) {
  let out = /* @__PURE__ */ new Map(), file;
  for (let line of diff.split(`
`)) {
    if (line.startsWith("+++ ")) {
      let target = line.slice(4);
      file = target === "/dev/null" ? void 0 : gitPath(target).replace(/^b\//, ""), file && !out.has(file) && out.set(file, []);
      continue;
    }
    let h = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (h && file) {
      let start = Number(h[1]), count = h[2] === void 0 ? 1 : Number(h[2]);
      count > 0 && out.get(file).push([start, start + count - 1]);
    }
  }
  return out;
}
function onChangedLine(changed, file, line) {
  return (changed.get(file) ?? []).some(([a, b]) => line >= a && line <= b);
}

// src/io/changes.ts
async function changesSince(ref, cwd) {
  if (!/^[A-Za-z0-9._\/@^~{}-]+$/.test(ref) || ref.startsWith("-")) throw new InputError(`--changed-since ${JSON.stringify(ref.slice(0, 80))} is not a git ref`);
  let base = await mergeBase(ref, cwd, "changes");
  if (typeof base != "string") throw new InputError(`--changed-since: ${base.problem}. ${base.hint}`);
  let cap = { file: "git diff", maxBytes: 20 * 1024 * 1024, noun: "a diff" }, names = await git(["diff", "--name-only", "-z", "--diff-filter=ACMR", "--no-renames", base, "--", "*.py", "*.pyi"], cwd, cap);
  if (names.code !== 0) throw new InputError(`--changed-since: git diff failed: ${names.err.split(`
`)[0]}`);
  let files = names.out.toString("utf8").split("\0").filter(Boolean);
  if (!files.length) return { base, files, lines: /* @__PURE__ */ new Map() };
  let diff = await git(["diff", "--unified=0", "--no-color", "--no-ext-diff", "--diff-filter=ACMR", "--no-renames", base, "--", ...files], cwd, cap);
  if (diff.code !== 0) throw new InputError(`--changed-since: git diff failed: ${diff.err.split(`
`)[0]}`);
  return { base, files, lines: parseChangedLines(diff.out.toString("utf8")) };
}

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
var overlaps = (a, b) => a.start < b.end && b.start < a.end || a.start === b.start;
function applyFixes(original, fixes) {
  let bom = original.charCodeAt(0) === 65279 ? "\uFEFF" : "", text = bom ? original.slice(1) : original, loc = new Locator(text), taken = [], applied = [], skipped = [];
  for (let fix of fixes) {
    let spans = [];
    for (let r of fix.replacements) {
      let start = loc.offset(r.location.line, r.location.column), end = loc.offset(r.location.endLine, r.location.endColumn);
      if (start === void 0 || end === void 0 || end < start) break;
      spans.push({ start, end, text: r.text });
    }
    if (spans.length !== fix.replacements.length || spans.some((s) => taken.some((t) => overlaps(s, t)))) {
      skipped.push(fix);
      continue;
    }
    taken.push(...spans), applied.push(fix);
  }
  let out = text;
  for (let s of taken.sort((a, b) => b.start - a.start)) out = out.slice(0, s.start) + s.text + out.slice(s.end);
  return { text: bom + out, applied, skipped };
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

// src/usecases/scan.ts
async function requireMatches(patterns, cwd) {
  for (let p of patterns) {
    let any = !1;
    for await (let item of walkPaths([p], cwd))
      if ("file" in item || /\.pyi?$/.test(item.skipped.file)) {
        any = !0;
        break;
      }
    if (!any) throw new InputError(`scan: ${JSON.stringify(p)} matches no Python file`);
  }
}
async function changedWithin(patterns, changed, cwd) {
  if (!patterns.length) return changed;
  let named = /* @__PURE__ */ new Set();
  for await (let item of walkPaths(patterns, cwd)) "file" in item && named.add(item.file.split("\\").join("/"));
  return changed.filter((f) => named.has(f));
}
async function runScan(o) {
  let catalog = await loadCatalog(o.config);
  if (await requireMatches(o.paths, o.cwd), o.onlyChangedLines && !o.changedSince) throw new InputError("scan: --only-changed-lines needs --changed-since REF");
  let changes = o.changedSince ? await changesSince(o.changedSince, o.cwd) : void 0, targets = changes ? await changedWithin(o.paths, changes.files, o.cwd) : o.paths.length ? o.paths : ["."], r = changes && targets.length === 0 ? { findings: [], files: 0, skipped: [], workers: 1 } : await scanPaths(targets, { torch: o.torch, ...o.from ? { from: o.from } : {}, apis: catalog.apis, cwd: o.cwd, ...o.fixAll ? { fixAll: !0 } : {} }), kept = changes && o.onlyChangedLines ? r.findings.filter((f) => f.location && onChangedLine(changes.lines, f.location.file.split("\\").join("/"), f.location.line)) : r.findings, fixes = o.fix ? writeFixes(kept, o.cwd, o.fix === "diff") : void 0, done = fixes && o.fix === "write" ? new Set(fixes.fixed) : void 0, findings = sortFindings(done ? kept.filter((f) => !done.has(f)) : kept);
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
