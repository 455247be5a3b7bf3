import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);

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
  let out = /* @__PURE__ */ new Map(), file, body = 0;
  for (let line of diff.split(`
`)) {
    if (body > 0) {
      line.startsWith("\\") || body--;
      continue;
    }
    if (line.startsWith("+++ ")) {
      let target = line.slice(4).replace(/\t$/, "");
      file = target === "/dev/null" ? void 0 : gitPath(target).replace(/^b\//, "");
      continue;
    }
    let h = /^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (h) {
      let start = Number(h[2]), count = h[3] === void 0 ? 1 : Number(h[3]);
      if (body = (h[1] === void 0 ? 1 : Number(h[1])) + count, !file) continue;
      out.has(file) || out.set(file, []), count > 0 && out.get(file).push([start, start + count - 1]);
    }
  }
  for (let [file2, ranges] of out) out.set(file2, merged(ranges));
  return out;
}
var WHOLE_FILE = [1, Number.MAX_SAFE_INTEGER];
function wholeWhereNoHunk(changed, files) {
  let out = new Map(changed);
  for (let f of files) out.has(f) || out.set(f, [[...WHOLE_FILE]]);
  return out;
}
function merged(ranges) {
  let out = [];
  for (let [a, b] of [...ranges].sort((x, y) => x[0] - y[0])) {
    let last = out[out.length - 1];
    last && a <= last[1] + 1 ? last[1] = Math.max(last[1], b) : out.push([a, b]);
  }
  return out;
}
function onChangedLine(changed, file, line) {
  let ranges = changed.get(file);
  if (!ranges) return !1;
  let lo = 0, hi = ranges.length - 1;
  for (; lo <= hi; ) {
    let mid = lo + hi >> 1, [a, b] = ranges[mid];
    if (line < a) hi = mid - 1;
    else if (line > b) lo = mid + 1;
    else return !0;
  }
  return !1;
}

export {
  parseChangedLines,
  wholeWhereNoHunk,
  onChangedLine
};
