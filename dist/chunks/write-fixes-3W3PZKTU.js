'use strict';

var scan = require('./scan.js');
var shared = require('./shared.js');
var node_fs = require('node:fs');
var node_crypto = require('node:crypto');
var path = require('node:path');
require('node:buffer');
require('node:os');
require('node:url');
require('node:worker_threads');
require('node:util');

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
var SHORT = {
  7: "a",
  8: "b",
  9: "t",
  10: "n",
  11: "v",
  12: "f",
  13: "r",
  34: '"',
  92: "\\"
}, mustQuote = (b) => b < 32 || b === 34 || b === 92 || b >= 127;
function headerPath(prefix, file) {
  let bytes = Buffer.from(prefix + file, "utf8"), quoted = !1;
  for (let b of bytes) mustQuote(b) && (quoted = !0);
  let out;
  if (!quoted) out = bytes.toString("utf8");
  else {
    let parts = ['"'];
    for (let b of bytes)
      mustQuote(b) ? parts.push("\\" + (SHORT[b] ?? b.toString(8).padStart(3, "0"))) : parts.push(String.fromCharCode(b));
    parts.push('"'), out = parts.join("");
  }
  return file.includes(" ") ? `${out}	` : out;
}
function unifiedDiff(file, before, after) {
  if (before === after) return "";
  let a = splitLines(before), b = splitLines(after), parts = [`--- ${headerPath("a/", file)}
+++ ${headerPath("b/", file)}
`];
  if (a.length !== b.length) {
    parts.push(`@@ -1,${a.length} +1,${b.length} @@
`);
    for (let l of a) parts.push(show("-", l));
    for (let l of b) parts.push(show("+", l));
    return parts.join("");
  }
  let hunks = [];
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    let from = Math.max(0, i - 3), to = Math.min(a.length, i + 3 + 1), last = hunks[hunks.length - 1];
    last && from <= last[1] ? last[1] = to : hunks.push([from, to]);
  }
  for (let [from, to] of hunks) {
    parts.push(`@@ -${from + 1},${to - from} +${from + 1},${to - from} @@
`);
    for (let i = from; i < to; i++) parts.push(a[i] === b[i] ? show(" ", a[i]) : show("-", a[i]) + show("+", b[i]));
  }
  return parts.join("");
}

// src/workspace/write-fixes.ts
var inside = (root, path$1) => path$1 === root || path$1.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
function realRoots(paths, cwd) {
  return shared.walkRoots(paths.length ? paths : ["."], cwd).flatMap((r) => {
    try {
      return [node_fs.realpathSync(r)];
    } catch {
      return [];
    }
  });
}
function patchName(file) {
  if (!(path.isAbsolute(file) || file === ".." || file.startsWith("../") || file.startsWith(`..${path.sep}`)))
    return path.sep === "\\" ? file.split("\\").join("/") : file;
}
function asText(bytes) {
  if (bytes.includes(0)) return;
  let text = bytes.toString("utf8");
  return Buffer.from(text, "utf8").equals(bytes) ? text : void 0;
}
var sameFile = (a, b) => a.ino === b.ino && a.dev === b.dev && a.size === b.size && a.mtimeMs === b.mtimeMs;
function writeFixes(findings, target) {
  let byFile = /* @__PURE__ */ new Map();
  for (let f of findings) {
    if (!f.fix || !f.location) continue;
    let list = byFile.get(f.location.file) ?? [];
    list.push(f), byFile.set(f.location.file, list);
  }
  let roots = realRoots(target.paths, target.cwd), fixed = [], notFixed = [], diffs = [], files = 0;
  for (let [file, list] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    let skip = (reason) => {
      notFixed.push({ file, reason });
    }, real;
    try {
      real = node_fs.realpathSync(path.resolve(target.cwd, file));
    } catch (err) {
      skip(`cannot be resolved (${err.code ?? "error"})`);
      continue;
    }
    if (!roots.some((r) => inside(r, real))) {
      skip("outside the scanned tree (a link leads out of it)");
      continue;
    }
    let name = patchName(file);
    if (target.dryRun && name === void 0) {
      skip("outside the working directory, so a patch cannot name it");
      continue;
    }
    let st, bytes;
    try {
      if (st = node_fs.lstatSync(real), !st.isFile()) {
        skip("not a regular file");
        continue;
      }
      bytes = shared.readUserFile(real, file, "source");
    } catch (err) {
      if (!(err instanceof shared.UnreadableFile) && !err.code) throw err;
      skip(err instanceof shared.UnreadableFile ? err.reason : `cannot be read (${err.code})`);
      continue;
    }
    let digest = target.digests.get(file);
    if (digest === void 0 || scan.contentDigest(bytes) !== digest) {
      skip("changed since the scan; scan it again");
      continue;
    }
    let before = asText(bytes);
    if (before === void 0) {
      skip("not UTF-8 text");
      continue;
    }
    let { text, applied } = scan.applyFixes(
      before,
      list.map((f) => f.fix)
    );
    if (!applied.length || text === before) continue;
    if (!target.dryRun && !replaceFile(real, file, text, st)) {
      skip("changed while it was being fixed; scan it again");
      continue;
    }
    let taken = new Set(applied);
    for (let f of list) taken.has(f.fix) && fixed.push(f);
    name !== void 0 && diffs.push(unifiedDiff(name, before, text)), files++;
  }
  return { fixed, files, diff: diffs.join(""), notFixed };
}
function replaceFile(real, file, text, read) {
  let tmp = path.join(path.dirname(real), `.torch-preflight-fix-${process.pid}-${node_crypto.randomBytes(4).toString("hex")}.tmp`);
  try {
    node_fs.writeFileSync(tmp, text, { flag: "wx", mode: 384 }), node_fs.chmodSync(tmp, read.mode & 4095);
    let now;
    try {
      now = node_fs.lstatSync(real);
    } catch {
      now = void 0;
    }
    return !now || !sameFile(now, read) ? (node_fs.unlinkSync(tmp), !1) : (node_fs.renameSync(tmp, real), !0);
  } catch (err) {
    try {
      node_fs.unlinkSync(tmp);
    } catch {
    }
    throw new shared.InputError(
      `${file}: cannot be written (${err.code ?? "error"}); nothing was changed in it`
    );
  }
}

exports.writeFixes = writeFixes;
