'use strict';

var shared$1 = require('./shared.js');
var node_crypto = require('node:crypto');
var node_buffer = require('node:buffer');
var node_fs = require('node:fs');
var os = require('node:os');
var path = require('node:path');
var node_url = require('node:url');
var node_worker_threads = require('node:worker_threads');

var _documentCurrentScript = typeof document !== 'undefined' ? document.currentScript : null;
// src/scan/apply-fixes.ts
var startOf = (s) => s.start, overlaps = (a, b) => a.start < b.end && b.start < a.end || a.start === b.start;
function overlapsAny(sorted, s) {
  let i = shared$1.firstAtLeast(sorted, startOf, s.start);
  return i < sorted.length && overlaps(s, sorted[i]) || i > 0 && overlaps(s, sorted[i - 1]);
}
function applyFixes(original, fixes) {
  let bom = original.charCodeAt(0) === 65279 ? "\uFEFF" : "", text = bom ? original.slice(1) : original, loc = new shared$1.Locator(text), taken = [], applied = [], skipped = [];
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
      let i = shared$1.firstAtLeast(taken, startOf, s.start);
      i === taken.length ? taken.push(s) : taken.splice(i, 0, s);
    }
    applied.push(fix);
  }
  let parts = [], at = 0;
  for (let s of taken)
    parts.push(text.slice(at, s.start), s.text), at = s.end;
  return parts.push(text.slice(at)), { text: bom + parts.join(""), applied, skipped };
}

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

// src/io/digest.ts
function contentDigest(bytes) {
  return node_crypto.createHash("sha256").update(bytes).digest("hex");
}

// src/scan/range.ts
var SAMPLES = [
  ...Array.from({ length: 14 }, (_, m) => `1.${m}.0`),
  ...Array.from({ length: 41 }, (_, m) => `2.${m}.0`)
];
function torchRange(input, what = "--torch") {
  let spec = shared$1.parseSpecifier(input, `${what} range`), extra = [spec.exact, shared$1.lowerBound(spec)].filter((v) => !!v), versions = [];
  for (let v of [...SAMPLES, ...extra])
    shared$1.satisfies(v, spec) && !versions.some((w) => shared$1.compareVersions(w, v) === 0) && versions.push(v);
  if (versions.sort(shared$1.compareVersions), versions.length === 0) throw new shared$1.InputError(`${what} range ${JSON.stringify(input)} admits no torch release`);
  return { text: spec.text || "*", versions, oldest: versions[0], newest: versions[versions.length - 1] };
}
function atLeast(v, floor) {
  return shared$1.compareDotted(v, floor) >= 0;
}
function short(v) {
  return v.replace(/^(\d+\.\d+)\.0$/, "$1");
}

// src/catalog/api-name.ts
function apiName(e) {
  return e.name ?? e.api.split("#")[0];
}

// src/scan/judge.ts
function matchesShape(match, use) {
  if (!match) return !use.superInit;
  if (use.kind === "import" || match.kind && match.kind !== use.kind) return !1;
  let kw = use.keywords;
  if (match.without && (use.kind !== "call" || !kw || use.starKwargs || match.without.some((k) => kw.has(k))))
    return !1;
  if (match.with) {
    let unset = match.unset, given = (k) => kw.has(k) && (unset === void 0 || kw.get(k) !== unset && !use.call?.outcomes?.get(k)?.includes(unset));
    if (use.kind !== "call" || !kw || !match.with.some(given)) return !1;
  }
  if (match.keyword && (use.kind !== "call" || !kw || kw.get(match.keyword.name) !== match.keyword.value) || match.insideExcept && !use.handlers.includes(match.insideExcept) || match.notAsBase && use.base || use.superInit && !match.with && !match.keyword || match.noArguments && (use.kind !== "call" || use.call?.args !== !1)) return !1;
  if (match.firstArgumentCalls) {
    let inner = use.call?.firstCall;
    if (use.kind !== "call" || !inner || !match.firstArgumentCalls.includes(inner)) return !1;
  }
  return !0;
}
function shapeWords(m) {
  if (!m) return "";
  let bits = [];
  return m.kind === "assign" && bits.push("assigned"), m.without && bits.push(`called without ${m.without.map((k) => `\`${k}=\``).join(" or ")}`), m.with && bits.push(
    `called with ${m.with.map((k) => `\`${k}=\``).join(" or ")}${m.unset ? ` (other than ${m.unset}, which is leaving it out)` : ""}`
  ), m.keyword && bits.push(
    `called with \`${m.keyword.name}=${/^(True|False|None|-?\d+(\.\d+)?)$/.test(m.keyword.value) ? m.keyword.value : `"${m.keyword.value}"`}\``
  ), m.insideExcept && bits.push(`inside \`try \u2026 except ${m.insideExcept}\``), m.firstArgumentCalls && bits.push(`called on what ${m.firstArgumentCalls.map((n) => `\`${n}()\``).join(" or ")} returns`), m.method ? bits.push(m.noArguments ? "called as a method with no argument" : "called as a method") : m.noArguments && bits.push("called with no argument"), m.notAsBase && bits.push("other than as a base of a class"), m.kind === "call" && bits.length === 0 && bits.push("called"), bits.join(", ");
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
  if (entry.changed && changedWithin$1(entry.changed, target, from)) {
    let between = from ? `between the torch upgraded from (${from.text}) and ${inRange}` : `in ${release(entry, entry.changed)}, inside ${inRange}`;
    return {
      id: "behavior-changed",
      severity: entry.changeSeverity ?? "notice",
      message: `${what}: behaviour changed ${between}: ${entry.change}`
    };
  }
}
function judge(entry, use, target, life) {
  if (!life || !matchesShape(entry.match, use) || (use.annotation || use.noneTest) && (life.id === "behavior-changed" || life.id === "api-deprecated"))
    return;
  let { id, severity, message } = life;
  if (use.kind === "import" && id !== "api-removed" && id !== "api-unavailable") return;
  let replacement = replacementText(entry, target), uncertain = entry.confidence === "uncertain";
  return {
    api: entry.api,
    id,
    severity: shared$1.capForConfidence(severity, entry.confidence),
    // The fix is the hint, printed beside the message by every format: said once.
    message: `${message}${uncertain ? " (This fact is marked uncertain in the catalog.)" : ""}`,
    hint: replacement,
    source: entry.source
  };
}
function changedWithin$1(changed, target, from) {
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

// src/scan/fix.ts
function planFix(entry, use, full, target, fixAll, loc, file) {
  let spec = entry.fix;
  if (!spec || spec.onRequest && !fixAll) return;
  let since = entry.replacementSince;
  if (!atLeast(target.oldest, since) || !full || use.kind === "import" || use.kind === "assign" || use.viaAlias || spec.onRequest && !use.intoStateDict) return;
  let needsCall = spec.prependArgument !== void 0 || spec.addKeyword !== void 0, call = use.call;
  if (needsCall && (use.kind !== "call" || call?.close === void 0)) return;
  let edits = [], said = [];
  if (spec.rename) {
    if (spec.rename.split(".")[0] !== "torch" || !use.torchBound) return;
    edits.push({ start: use.start, end: use.end, text: spec.rename }), said.push(`write ${spec.rename}`);
  }
  if (!(spec.prependArgument !== void 0 && call?.positional)) {
    if (spec.prependArgument !== void 0 && call) {
      let sep = call.firstArg >= 0 && loc.at(call.firstArg).line !== loc.at(call.open).line ? "," : ", ";
      edits.push({
        start: call.open + 1,
        end: call.open + 1,
        text: call.args ? `${spec.prependArgument}${sep}` : spec.prependArgument
      }), said.push(`pass ${spec.prependArgument} first`);
    }
    if (spec.renameKeyword && call) {
      let at = call.keywordAt.get(spec.renameKeyword.from);
      at !== void 0 && (edits.push({ start: at, end: at + spec.renameKeyword.from.length, text: spec.renameKeyword.to }), said.push(`rename ${spec.renameKeyword.from}= to ${spec.renameKeyword.to}=`));
    }
    if (spec.addKeyword && call?.close !== void 0) {
      if (use.starKwargs || call.keywordAt.has(spec.addKeyword.name)) return;
      let sep = call.args ? call.trailingComma ? " " : ", " : "";
      edits.push({ start: call.close, end: call.close, text: `${sep}${spec.addKeyword.name}=${spec.addKeyword.value}` }), said.push(`pass ${spec.addKeyword.name}=${spec.addKeyword.value}`);
    }
    if (edits.length)
      return {
        description: said.join(", ").replace(/^./, (c) => c.toUpperCase()),
        replacements: edits.map((e) => {
          let a = loc.at(e.start), b = loc.at(e.end);
          return { location: { file, line: a.line, column: a.column, endLine: b.line, endColumn: b.column }, text: e.text };
        })
      };
  }
}

// src/text/ascii-word.ts
var WORD_CODES = new Uint8Array(65536);
for (let c = 0; c < 128; c++) WORD_CODES[c] = /\w/.test(String.fromCharCode(c)) ? 1 : 0;
function isWordCode(c) {
  return WORD_CODES[c | 0] === 1;
}

// src/text/needle.ts
var PER_MILLE = {
  a: 32.7,
  b: 6.9,
  c: 17.9,
  d: 19,
  e: 66,
  f: 18.2,
  g: 8,
  h: 11.1,
  i: 31.7,
  j: 0.9,
  k: 3.6,
  l: 25.6,
  m: 12.4,
  n: 33.3,
  o: 30.8,
  p: 13.6,
  q: 0.8,
  r: 33.9,
  s: 36.4,
  t: 42.5,
  u: 13.7,
  v: 3.7,
  w: 4.6,
  x: 6.9,
  y: 5.7,
  z: 0.7,
  A: 5.4,
  B: 1.2,
  C: 3.2,
  D: 2.2,
  E: 6.8,
  F: 1.7,
  G: 1.3,
  H: 1.4,
  I: 5.3,
  J: 0.1,
  K: 0.6,
  L: 5.2,
  M: 1.7,
  N: 4.4,
  O: 2.7,
  P: 2,
  Q: 0.2,
  R: 4,
  S: 3.3,
  T: 7.2,
  U: 1.4,
  V: 0.6,
  W: 1.1,
  X: 0.5,
  Y: 0.4,
  Z: 0.2,
  0: 7.7,
  1: 2.3,
  2: 1.9,
  3: 1.1,
  4: 1,
  5: 1.1,
  6: 0.8,
  7: 0.6,
  8: 0.9,
  9: 0.8,
  _: 14
}, frequency = (c) => PER_MILLE[c] ?? 0, RARER = 2, RARER_SINGLE = 4, PROBE = 6, Needle = class {
  constructor(word) {
    this.word = word;
    let at = 0, best = frequency(word[0] ?? "");
    for (let i = 1; i < word.length; i++) {
      let f = frequency(word[i]);
      f * (i === word.length - 1 ? RARER_SINGLE : RARER) <= frequency(word[0]) && f < best && (at = i, best = f);
    }
    this.at = at, this.tail = word.slice(at, at + PROBE);
  }
  word;
  /** Where in the word the search starts (0: from its first character). */
  at;
  /** What is searched natively: at most PROBE characters of the word from `at`. */
  tail;
  /** `text.indexOf(this.word, from)`. */
  in(text, from = 0) {
    let { at, tail, word } = this;
    if (tail.length === word.length) return text.indexOf(word, from);
    for (let q = text.indexOf(tail, Math.max(from, 0) + at); q >= 0; q = text.indexOf(tail, q + 1))
      if (text.startsWith(word, q - at)) return q - at;
    return -1;
  }
};

// src/scan/written-calls.ts
function passesKeyword(text, end, keywords, reader) {
  let n = text.length, p = end;
  for (; text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9; ) p++;
  if (text.charCodeAt(p) !== 40 || reader.budget < 0) return !1;
  let start = p, depth = 0, argStart = !1;
  for (; p < n; p++) {
    let c = text.charCodeAt(p);
    if (!(c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 92)) {
      if (c > 127) break;
      if (c === 35) {
        let eol = text.indexOf(`
`, p);
        if (eol < 0) break;
        p = eol;
        continue;
      }
      if (c === 34 || c === 39) {
        if (isWordCode(text.charCodeAt(p - 1))) break;
        let close = quoteEnd(text, p, c);
        if (close < 0) break;
        p = close, argStart = !1;
        continue;
      }
      if (c === 40 || c === 91 || c === 123) {
        depth++, argStart = depth === 1;
        continue;
      }
      if (c === 41 || c === 93 || c === 125) {
        if (--depth === 0) break;
        argStart = !1;
        continue;
      }
      if (depth === 1 && c === 44) {
        argStart = !0;
        continue;
      }
      if (argStart && depth === 1 && isWordCode(c)) {
        let e = p + 1;
        for (; isWordCode(text.charCodeAt(e)); ) e++;
        if (text.charCodeAt(e) > 127) break;
        let q = e;
        for (; text.charCodeAt(q) === 32 || text.charCodeAt(q) === 9; ) q++;
        if (text.charCodeAt(q) === 61 && text.charCodeAt(q + 1) !== 61 && keywords.includes(text.slice(p, e)))
          return reader.budget -= q - start, reader.budget >= 0;
        p = e - 1;
      }
      argStart = !1;
    }
  }
  return reader.budget -= p - start, !1;
}
function quoteEnd(text, at, q) {
  if (text.charCodeAt(at + 1) === q && text.charCodeAt(at + 2) === q) return -1;
  for (let p = at + 1; p < text.length; p++) {
    let c = text.charCodeAt(p);
    if (c === q) return p;
    if (c === 92) p++;
    else if (c === 10 || c === 13) return -1;
  }
  return -1;
}
function inImportPath(text, dot) {
  let s = dot;
  for (let c2 = text.charCodeAt(s - 1); isWordCode(c2) || c2 === 46; c2 = text.charCodeAt(--s - 1)) ;
  let p = s;
  for (; text.charCodeAt(p - 1) === 32 || text.charCodeAt(p - 1) === 9; ) p--;
  if (p === s) return !1;
  let kw;
  if (p >= 4 && text.startsWith("from", p - 4)) kw = "from";
  else if (p >= 6 && text.startsWith("import", p - 6)) kw = "import";
  else return !1;
  let q = p - kw.length;
  for (; text.charCodeAt(q - 1) === 32 || text.charCodeAt(q - 1) === 9; ) q--;
  if (q > 0 && text.charCodeAt(q - 1) !== 10 && text.charCodeAt(q - 1) !== 13) return !1;
  if (kw === "from") return !0;
  let e = dot + 1;
  for (; isWordCode(text.charCodeAt(e)) || text.charCodeAt(e) === 46; ) e++;
  for (; text.charCodeAt(e) === 32 || text.charCodeAt(e) === 9; ) e++;
  let c = text.charCodeAt(e);
  return Number.isNaN(c) || c === 10 || c === 13;
}

// src/scan/prefilter.ts
function escapeRe(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function isWordAt(text, at, len) {
  return (at === 0 || !isWordCode(text.charCodeAt(at - 1))) && !isWordCode(text.charCodeAt(at + len));
}
function hasWord(text, word) {
  for (let at = word.in(text); at >= 0; at = word.in(text, at + 1))
    if (isWordAt(text, at, word.word.length)) return !0;
  return !1;
}
function prefilter(entries) {
  let byLeaf = /* @__PURE__ */ new Map();
  for (let e of entries) {
    let parts = apiName(e).split("."), leaf2 = parts[parts.length - 1], m = e.match, method = m?.method === !0, need = {
      parent: parts.slice(0, -1),
      method,
      words: [
        ...method ? [] : parts.slice(0, -1),
        // Inside the body of a `try` whose handler names the class: both words are written.
        ...m?.insideExcept ? [m.insideExcept, "try"] : [],
        ...m?.keyword ? [m.keyword.name] : []
      ],
      // Absent rather than empty: an empty array literal has another shape than a filled one, and
      // the optimized test would give up its code on meeting the second.
      any: m?.with && m.with.length > 0 ? [...m.with] : m?.firstArgumentCalls ? [...m.firstArgumentCalls] : void 0,
      literal: m?.keyword?.value,
      without: m?.without && m.without.length > 0 ? [...m.without] : void 0,
      // A module's members are called (`members`), and `from torchvision.models import resnet18` writes the module's name only in its path.
      call: m !== void 0 && !m.members && (m.kind === "call" || !!(m.without || m.with || m.keyword || m.noArguments || m.firstArgumentCalls))
    }, list = byLeaf.get(leaf2);
    list ? list.push(need) : byLeaf.set(leaf2, [need]);
  }
  if (byLeaf.size === 0) return () => !1;
  let gate = new NameGate(byLeaf.keys()), attributes = attributeFinder(byLeaf, gate), needles = /* @__PURE__ */ new Map();
  for (let list of byLeaf.values())
    for (let need of list)
      for (let w of [...need.words, ...need.any ?? []]) needles.has(w) || needles.set(w, new Needle(w));
  let satisfied = (need, text, word) => need.words.every(word) && (need.any === void 0 || need.any.some(word)) && (need.literal === void 0 || text.includes(need.literal));
  return (text) => {
    if (!text.includes("torch") && !text.includes("caffe2")) return !1;
    let known = /* @__PURE__ */ new Map(), word = (w) => {
      let has = known.get(w);
      return has === void 0 && known.set(w, has = hasWord(text, needles.get(w))), has;
    }, index, imports = () => index ??= new ImportIndex(text), alias = aliases(text, imports), reader = { budget: 2 * text.length + 4096 };
    for (let dot = attributes.next(text, 0); dot >= 0; dot = attributes.next(text, attributes.end))
      for (let need of attributes.needs) {
        let pending;
        if ((need.method || chainFits(text, dot, need.parent, (w) => alias.known(w) ?? (pending = w, !0))) && satisfied(need, text, word) && (need.without === void 0 || !passesKeyword(text, attributes.end, need.without, reader)) && !(need.call && inImportPath(text, dot)) && (pending === void 0 || alias.test(pending)))
          return !0;
      }
    for (let [leaf2, binds] of importedNames(text, byLeaf, gate, imports()))
      if (byLeaf.get(leaf2).some((need) => (binds || !need.call) && satisfied(need, text, word))) return !0;
    return !1;
  };
}
var GATE_LENGTHS = 64, NameGate = class {
  first = new Uint32Array(GATE_LENGTHS);
  last = new Uint32Array(GATE_LENGTHS);
  constructor(names2) {
    this.first[GATE_LENGTHS - 1] = this.last[GATE_LENGTHS - 1] = 4294967295;
    for (let w of names2) {
      let n = Math.min(w.length, GATE_LENGTHS - 1);
      this.first[n] |= 1 << (w.charCodeAt(0) & 31), this.last[n] |= 1 << (w.charCodeAt(w.length - 1) & 31);
    }
  }
  /** False when the word at [s, e) of `text` is surely none of the names. */
  admits(text, s, e) {
    let n = Math.min(e - s, GATE_LENGTHS - 1);
    return (this.first[n] >>> (text.charCodeAt(s) & 31) & this.last[n] >>> (text.charCodeAt(e - 1) & 31) & 1) === 1;
  }
};
function attributeFinder(byLeaf, gate = new NameGate(byLeaf.keys())) {
  for (let leaf2 of byLeaf.keys()) if (!/^[A-Za-z0-9_]+$/.test(leaf2)) return expressionFinder(byLeaf);
  return new DotFinder(byLeaf, gate);
}
var DotFinder = class {
  constructor(byLeaf, gate) {
    this.byLeaf = byLeaf;
    this.gate = gate;
    let starts = new Uint8Array(16384);
    for (let leaf2 of byLeaf.keys()) {
      if (leaf2.length < 2) {
        starts = void 0;
        break;
      }
      starts[leaf2.charCodeAt(0) << 7 | leaf2.charCodeAt(1)] = 1;
    }
    this.starts = starts;
  }
  byLeaf;
  gate;
  needs = [];
  end = 0;
  /**
   * The first two characters of every last part (both ASCII, seven bits each): most words after a
   * dot start with two no last part starts with, and are passed over before they are read to their
   * end. Undefined when a last part has one character.
   */
  starts;
  next(text, from) {
    let n = text.length;
    for (let dot = text.indexOf(".", from); dot >= 0; dot = text.indexOf(".", dot + 1)) {
      let s = dot + 1;
      for (; ; ) {
        let c = text.charCodeAt(s);
        if (c === 32 || c === 9 || c === 12 || c === 13 || c === 10 || c === 92) s++;
        else if (c === 35) {
          let eol = text.indexOf(`
`, s);
          s = eol < 0 ? n : eol;
        } else break;
      }
      let { starts } = this;
      if (starts !== void 0) {
        let c0 = text.charCodeAt(s), c1 = text.charCodeAt(s + 1);
        if (c0 < 128 && c1 < 128 && starts[c0 << 7 | c1] === 0) continue;
      }
      let e = s;
      for (; e < n && isWordCode(text.charCodeAt(e)); ) e++;
      if (e === s || !this.gate.admits(text, s, e)) continue;
      let needs = this.byLeaf.get(text.slice(s, e));
      if (needs !== void 0)
        return this.needs = needs, this.end = e, dot;
    }
    return -1;
  }
};
function expressionFinder(byLeaf) {
  let names2 = [...byLeaf.keys()].sort((a, b) => b.length - a.length).map(escapeRe), attribute = new RegExp(
    `\\.(?:[ \\t\\f\\r\\n\\\\]|#[^\\n]*(?![^\\n]))*(${names2.join("|")})(?![A-Za-z0-9_])`,
    "g"
  ), finder = {
    needs: [],
    end: 0,
    next(text, from) {
      attribute.lastIndex = from;
      let m = attribute.exec(text);
      return m ? (finder.needs = byLeaf.get(m[1]), finder.end = attribute.lastIndex, m.index) : -1;
    }
  };
  return finder;
}
function isBlank(c) {
  return c === 32 || c === 9 || c === 12;
}
function chainFits(text, dot, parent, alias) {
  let p = dot;
  for (let i = parent.length - 1; ; i--) {
    let e = before(text, p);
    if (e === UNKNOWN) return !0;
    if (e === 0) return !1;
    let c = text.charCodeAt(e - 1);
    if (c === 92 || c > 127) return !0;
    if (!isWordCode(c)) return !1;
    let s = e - 1;
    for (; s > 0 && isWordCode(text.charCodeAt(s - 1)); ) s--;
    if (s > 0 && text.charCodeAt(s - 1) > 127) return !0;
    let first = text.charCodeAt(s);
    if (first >= 48 && first <= 57) return !1;
    let w = text.slice(s, e), b = before(text, s);
    if (b === UNKNOWN) return !0;
    let dotted = b > 0 && text.charCodeAt(b - 1) === 46;
    if (i >= 0 && w === parent[i]) {
      if (!dotted) return !0;
      p = b - 1;
      continue;
    }
    return !dotted && i >= 0 && alias(w);
  }
}
var UNKNOWN = -1, MAX_LINES_BACK = 8;
function before(text, pos) {
  let p = pos;
  for (let lines = 0; ; ) {
    for (; p > 0 && isBlank(text.charCodeAt(p - 1)); ) p--;
    let c = p > 0 ? text.charCodeAt(p - 1) : -1;
    if (c !== 10 && c !== 13) return p;
    if (++lines > MAX_LINES_BACK) return UNKNOWN;
    p--, c === 10 && p > 0 && (p -= text.charCodeAt(p - 1) === 13 ? 1 : 0);
    let start = p;
    for (let c2 = text.charCodeAt(start - 1); start > 0 && c2 !== 10 && c2 !== 13; c2 = text.charCodeAt(--start - 1))
      if (c2 === 35) return UNKNOWN;
    let q = p;
    for (; q > start && isBlank(text.charCodeAt(q - 1)); ) q--;
    if (q > start && text.charCodeAt(q - 1) === 92) return UNKNOWN;
  }
}
function aliases(text, imports) {
  let afterAs, targets2, assigned = /* @__PURE__ */ new Map(), searches = 0, assignedWord = (w) => targets2 === void 0 && searches++ < NAMES_SEARCHED ? assignedTo(text, w) : (targets2 ??= assignmentTargets(text)).has(w);
  return {
    test(w) {
      if (afterAs ??= wordsAfterAs(text, imports()) ?? "any", afterAs === "any" || afterAs.has(w)) return !0;
      let has = assigned.get(w);
      return has === void 0 && assigned.set(w, has = assignedWord(w)), has;
    },
    known(w) {
      if (afterAs !== void 0)
        return afterAs === "any" || afterAs.has(w) || assigned.get(w);
    }
  };
}
function wordsAfterAs(text, imports) {
  let out = /* @__PURE__ */ new Set(), budget = 2 * text.length + 4096, { kw } = imports, at = -1;
  for (let i = 0; i < kw.length; i++) {
    let limit = imports.reach(i);
    if (at < kw[i] + 6 && (at = text.indexOf("as", kw[i] + 6)), at < 0) break;
    for (; at >= 0 && at < limit; at = text.indexOf("as", at + 2)) {
      if (!isWordAt(text, at, 2)) continue;
      let p = at + 2;
      for (; ; ) {
        let c = text.charCodeAt(p);
        if (isBlank(c) || c === 10 || c === 13 || c === 92) p++;
        else if (c === 35) {
          let eol = text.indexOf(`
`, p);
          if (eol < 0) break;
          p = eol;
        } else break;
      }
      let e = p;
      for (; isWordCode(text.charCodeAt(e)); ) e++;
      if (budget -= e - at, budget < 0) return;
      e > p && imports.namesTorch(at) && out.add(text.slice(p, e));
    }
  }
  return out;
}
var NEVER = 2 ** 30 - 1, IMPORT = new Needle("import"), CAFFE2 = new Needle("caffe2"), ImportIndex = class {
  /** Offsets of the word `import`, ascending. */
  kw = [];
  /** Per occurrence: where its statement ends (a line break), or NEVER where not seen. */
  end = [];
  /** Per occurrence: from where on nothing is certain (a `#`, a quote, a continued line before it), or NEVER. */
  unsure = [];
  /** Per occurrence: where `torch` is first written from the start of its line, or NEVER. */
  torch = [];
  /** Per occurrence: where `caffe2` is first written from the start of its line, or NEVER. */
  caffe2 = [];
  constructor(text) {
    let n = text.length, lineStart2 = 0, seen = 0, torchAt = -1, caffe2At = -1, prevKw = -1, wordAfter = (from) => {
      let k = IMPORT.in(text, from);
      for (; k >= 0 && !isWordAt(text, k, 6); ) k = IMPORT.in(text, k + 6);
      return k;
    }, next = wordAfter(0);
    for (; next >= 0; ) {
      let at = next;
      next = wordAfter(at + 6);
      for (let k = at - 1; k >= seen; k--)
        if (text.charCodeAt(k) === 10) {
          lineStart2 = k + 1;
          break;
        }
      seen = at;
      let unsure = NEVER, continued = lineStart2 >= 2 && text.charCodeAt(lineStart2 - 2 - (text.charCodeAt(lineStart2 - 2) === 13 ? 1 : 0)) === 92;
      if (prevKw >= lineStart2 || continued) unsure = lineStart2;
      else
        for (let k = lineStart2; k < at; k++) {
          let c = text.charCodeAt(k);
          if (c === 35 || c === 34 || c === 39) {
            unsure = k;
            break;
          }
        }
      let end = NEVER;
      if (unsure === NEVER) {
        let stop = next < 0 ? n : next, depth = 0;
        for (let k = at + 6; k < stop; k++) {
          let c = text.charCodeAt(k);
          if (c === 35 || c === 34 || c === 39) {
            unsure = k;
            break;
          }
          if (c === 40) depth++;
          else if (c === 41) depth = Math.max(0, depth - 1);
          else if (c === 10 && depth === 0) {
            let p = k - 1 - (text.charCodeAt(k - 1) === 13 ? 1 : 0);
            if (text.charCodeAt(p) !== 92) {
              end = k;
              break;
            }
          }
        }
      }
      if (torchAt !== NEVER && torchAt < lineStart2) {
        let t = text.indexOf("torch", lineStart2);
        torchAt = t < 0 ? NEVER : t;
      }
      if (caffe2At !== NEVER && caffe2At < lineStart2) {
        let t = CAFFE2.in(text, lineStart2);
        caffe2At = t < 0 ? NEVER : t;
      }
      this.kw.push(at), this.end.push(end), this.unsure.push(unsure), this.torch.push(torchAt), this.caffe2.push(caffe2At), prevKw = at;
    }
  }
  /**
   * Where what the `i`-th import binds is written, at most: up to the end of its statement, or,
   * where that is not certain, to the next import.
   */
  reach(i) {
    let next = i + 1 < this.kw.length ? this.kw[i + 1] : NEVER;
    return this.unsure[i] === NEVER && this.end[i] !== NEVER ? Math.min(this.end[i] + 1, next) : next;
  }
  /**
   * Whether a name written at `at` may be bound by an import that names torch (or Caffe2): the
   * nearest `import` before it, if its statement reaches `at`, must have `torch` or `caffe2`
   * written between the start of its line and `at`. Where the text is not certain, yes.
   */
  namesTorch(at) {
    let { kw } = this, lo = 0, hi = kw.length - 1, i = -1;
    for (; lo <= hi; ) {
      let mid = lo + hi >> 1;
      kw[mid] < at ? (i = mid, lo = mid + 1) : hi = mid - 1;
    }
    return i < 0 ? !1 : this.unsure[i] < at ? !0 : this.end[i] < at ? !1 : this.torch[i] + 5 <= at || this.caffe2[i] + 6 <= at;
  }
};
function assignmentTargets(text) {
  let out = /* @__PURE__ */ new Set(), stop = -1, eq = text.indexOf("="), colon = text.indexOf(":");
  for (; eq >= 0 || colon >= 0; ) {
    let annotation = colon >= 0 && (eq < 0 || colon < eq), p = annotation ? colon : eq;
    if (annotation ? colon = text.indexOf(":", p + 1) : eq = text.indexOf("=", p + 1), text.charCodeAt(p + 1) === 61) continue;
    let e = skipSpaceBack(text, p);
    if (e === 0 || !isWordCode(text.charCodeAt(e - 1))) continue;
    let value = p;
    if (annotation) {
      if (stop < p)
        for (stop = p; stop < text.length && text.charCodeAt(stop) !== 61 && text.charCodeAt(stop) !== 10; stop++) ;
      if (text.charCodeAt(stop) !== 61 || text.charCodeAt(stop + 1) === 61) continue;
      value = stop;
    }
    if (!dottedValue(text, value + 1)) continue;
    let s = e - 1;
    for (; s > 0 && isWordCode(text.charCodeAt(s - 1)); ) s--;
    out.add(text.slice(s, e));
  }
  return out;
}
var NAMES_SEARCHED = 4;
function assignedTo(text, w) {
  let stop = -1, read = -1;
  for (let at = text.indexOf(w); at >= 0; at = text.indexOf(w, at + 1)) {
    if (!isWordAt(text, at, w.length)) continue;
    let p = skipSpace(text, at + w.length), c = text.charCodeAt(p);
    if (c !== 61 && c !== 58 || text.charCodeAt(p + 1) === 61) continue;
    let value = p;
    if (c === 58) {
      if (stop < p)
        for (stop = p; stop < text.length && text.charCodeAt(stop) !== 61 && text.charCodeAt(stop) !== 10; stop++) ;
      if (text.charCodeAt(stop) !== 61 || text.charCodeAt(stop + 1) === 61) continue;
      value = stop;
    }
    if (value !== read && (read = value, dottedValue(text, value + 1)))
      return !0;
  }
  return !1;
}
function skipSpaceBack(text, to) {
  let p = to;
  for (; ; ) {
    let c = text.charCodeAt(p - 1);
    if (isBlank(c)) p--;
    else if (c === 10 && text.charCodeAt(p - 2) === 92) p -= 2;
    else if (c === 10 && text.charCodeAt(p - 2) === 13 && text.charCodeAt(p - 3) === 92) p -= 3;
    else return p;
  }
}
function skipSpace(text, from) {
  let p = from;
  for (; ; ) {
    let c = text.charCodeAt(p);
    if (isBlank(c)) p++;
    else if (c === 92 && text.charCodeAt(p + 1) === 10) p += 2;
    else if (c === 92 && text.charCodeAt(p + 1) === 13 && text.charCodeAt(p + 2) === 10) p += 3;
    else return p;
  }
}
function dottedValue(text, from) {
  let p = skipSpace(text, from), word = p;
  for (; ; ) {
    let c = text.charCodeAt(p);
    if (c > 127) return !0;
    if (!isWordCode(c) || c >= 48 && c <= 57) return !1;
    for (word = p; isWordCode(text.charCodeAt(p)); ) p++;
    if (text.charCodeAt(p) > 127) return !0;
    if (p = skipSpace(text, p), text.charCodeAt(p) !== 46) break;
    p = skipSpace(text, p + 1);
  }
  if (text.charCodeAt(p) === 40) {
    let calleeEnd = skipSpaceBack(text, p);
    if (calleeEnd - word === 7 && text.startsWith("getattr", word)) return !0;
    p = skipSpace(text, p + 1);
    let q = text.charCodeAt(p);
    if (q !== 34 && q !== 39) return !1;
    let close = text.indexOf(String.fromCharCode(q), p + 1), eol = text.indexOf(`
`, p + 1);
    if (close < 0 || eol >= 0 && eol < close || (p = skipSpace(text, close + 1), text.charCodeAt(p) !== 41) || (p = skipSpace(text, p + 1), !/import/i.test(text.slice(word, calleeEnd)))) return !1;
  }
  let end = text.charCodeAt(p);
  return Number.isNaN(end) || end === 10 || end === 13 || end === 59 || end === 35 || end === 92;
}
function importedNames(text, leaves, gate, imports) {
  let out = /* @__PURE__ */ new Map(), n = text.length, readTo = 0;
  for (let at of imports.kw) {
    let p = at + 6;
    for (; ; ) {
      let c = text.charCodeAt(p);
      if (isBlank(c)) p++;
      else if (c === 92)
        p++, text.charCodeAt(p) === 13 && p++, text.charCodeAt(p) === 10 && p++;
      else break;
    }
    let bracketed = text.charCodeAt(p) === 40;
    p < readTo && (p = readTo);
    let word = -1;
    for (; p <= n; p++) {
      let c = p < n ? text.charCodeAt(p) : 10;
      if (isWordCode(c)) {
        word < 0 && (word = p);
        continue;
      }
      if (word >= 0) {
        if (gate.admits(text, word, p)) {
          let w = text.slice(word, p);
          leaves.has(w) && out.get(w) !== !0 && imports.namesTorch(word) && out.set(w, !(text.charCodeAt(word - 1) === 46 && inImportPath(text, word - 1)));
        }
        word = -1;
      }
      if (c === 35) {
        let eol = text.indexOf(`
`, p);
        if (eol < 0 || !bracketed) break;
        p = eol;
      } else {
        if (bracketed ? c === 41 : c === 10 && text.charCodeAt(p - 1) !== 92 && !(text.charCodeAt(p - 1) === 13 && text.charCodeAt(p - 2) === 92))
          break;
        if (!bracketed && c === 59) break;
      }
    }
    readTo = p;
  }
  return out;
}

// src/text/word-gate.ts
function admit(first, last, w) {
  let n = Math.min(w.length, 63);
  first[n] |= 1 << (w.charCodeAt(0) & 31), last[n] |= 1 << (w.charCodeAt(w.length - 1) & 31);
}
function passes(first, last, text, s, e) {
  let n = Math.min(e - s, 63);
  return (first[n] >>> (text.charCodeAt(s) & 31) & last[n] >>> (text.charCodeAt(e - 1) & 31) & 1) === 1;
}
function newGate(words) {
  let gate = { first: new Uint32Array(64), last: new Uint32Array(64) };
  gate.first[63] = gate.last[63] = 4294967295;
  for (let w of words) admit(gate.first, gate.last, w);
  return gate;
}

// src/python/skim.ts
function newSkim() {
  return { end: 0, lineStart: 0, first: -1, firstEnd: -1, indent: -1, lfOnly: !1 };
}
var K_NAME = 0, K_DIGIT = 1, K_BLANK = 2, K_NEWLINE = 3, K_HASH = 4, K_BACKSLASH = 5, K_QUOTE = 6, K_DOT = 7, K_OPEN = 8, K_CLOSE = 9, K_OPERATOR = 10, K_OTHER = 11, CLASSES = new Uint8Array(128).fill(K_OTHER);
for (let c = 0; c < 128; c++) {
  let ch = String.fromCharCode(c);
  /[A-Za-z_]/.test(ch) ? CLASSES[c] = K_NAME : /[0-9]/.test(ch) ? CLASSES[c] = K_DIGIT : " 	\f".includes(ch) ? CLASSES[c] = K_BLANK : `
\r`.includes(ch) ? CLASSES[c] = K_NEWLINE : ch === "#" ? CLASSES[c] = K_HASH : ch === "\\" ? CLASSES[c] = K_BACKSLASH : ch === '"' || ch === "'" ? CLASSES[c] = K_QUOTE : ch === "." ? CLASSES[c] = K_DOT : "([{".includes(ch) ? CLASSES[c] = K_OPEN : ")]}".includes(ch) ? CLASSES[c] = K_CLOSE : ",:;+-*/%&|^~<>=@!".includes(ch) && (CLASSES[c] = K_OPERATOR);
}
var NAME_CHARS2 = shared$1.NAME_CHARS;
function charClass(c) {
  return c < 128 ? CLASSES[c] : c === c ? K_NAME : K_OTHER;
}
function skimLine(text, pos, names2, out) {
  let n = text.length, p = pos, lineStart2 = pos, tab = !1, first = -1, firstEnd = -1, end = n;
  line: {
    for (; ; ) {
      if (p >= n) break line;
      let c = text.charCodeAt(p), k = c < 128 ? CLASSES[c] : K_NAME;
      if (k === K_BLANK)
        c === 9 && (tab = !0), p++;
      else if (k === K_HASH) p = shared$1.commentEnd(text, p, out.lfOnly);
      else if (k === K_NEWLINE)
        lineStart2 = p += text.charCodeAt(p) === 13 && text.charCodeAt(p + 1) === 10 ? 2 : 1, tab = !1;
      else {
        if (k === K_BACKSLASH) return !1;
        break;
      }
    }
    first = p, out.indent = tab ? -1 : first - lineStart2;
    let depth = 0;
    for (; p < n; ) {
      let c = text.charCodeAt(p);
      switch (c < 128 ? CLASSES[c] : K_NAME) {
        case K_BLANK:
        case K_OPERATOR:
          p++;
          break;
        case K_NEWLINE: {
          let e = c === 13 && text.charCodeAt(p + 1) === 10 ? p + 2 : p + 1;
          if (depth === 0) {
            end = e;
            break line;
          }
          p = e;
          break;
        }
        case K_HASH:
          p = shared$1.commentEnd(text, p, out.lfOnly);
          break;
        case K_BACKSLASH: {
          let d = text.charCodeAt(p + 1);
          if (d === 10) p += 2;
          else if (d === 13) p += text.charCodeAt(p + 2) === 10 ? 3 : 2;
          else return !1;
          break;
        }
        case K_QUOTE:
          if (p = shared$1.stringEnd(text, p, ""), p < 0) return !1;
          break;
        case K_NAME: {
          let s = p;
          for (; ++p < n && NAME_CHARS2[text.charCodeAt(p)] === 1; ) ;
          let q = text.charCodeAt(p), prefix = q === 34 || q === 39 ? shared$1.stringPrefix(text, s, p) : void 0;
          if (prefix !== void 0) {
            if (p = shared$1.stringEnd(text, p, prefix), p < 0) return !1;
          } else if (s === first) firstEnd = p;
          else if (passes(names2.skimFirst, names2.skimLast, text, s, p) && names2.mayMatter(s, p)) return !1;
          break;
        }
        case K_DIGIT:
          p = shared$1.scanNumber(text, p);
          break;
        case K_DOT:
          p = charClass(text.charCodeAt(p + 1)) === K_DIGIT ? shared$1.scanNumber(text, p) : p + 1;
          break;
        case K_OPEN:
          depth++, p++;
          break;
        case K_CLOSE:
          if (depth === 0) return !1;
          depth--, p++;
          break;
        default:
          return !1;
      }
    }
    if (depth !== 0) return !1;
  }
  return done(out, end, lineStart2, first, firstEnd);
}
function done(out, end, lineStart2, first, firstEnd) {
  return out.end = end, out.lineStart = lineStart2, out.first = first, out.firstEnd = firstEnd, !0;
}

// src/scan/uses-types.ts
var ROOTS = /* @__PURE__ */ new Set(["torch", "functorch", "torchaudio", "torchvision", "torchdata", "caffe2"]), KEYWORDS = /* @__PURE__ */ new Set([
  "False",
  "None",
  "True",
  "and",
  "as",
  "assert",
  "async",
  "await",
  "break",
  "class",
  "continue",
  "def",
  "del",
  "elif",
  "else",
  "except",
  "finally",
  "for",
  "from",
  "global",
  "if",
  "import",
  "in",
  "is",
  "lambda",
  "nonlocal",
  "not",
  "or",
  "pass",
  "raise",
  "return",
  "try",
  "while",
  "with",
  "yield"
]), ASSIGN_OPS = /* @__PURE__ */ new Set([
  "=",
  "+=",
  "-=",
  "*=",
  "/=",
  "//=",
  "%=",
  "**=",
  ">>=",
  "<<=",
  "&=",
  "|=",
  "^=",
  "@="
]), VERSION = "\0torch-version", VERSION_PART = "\0torch-version-part:", TABLE = "\0torch-table:", GUARD = "\0guard:";
function block(indent, kind, tryId, scope, dead, fallback, holds, catchFor = -1, cond = null, bases) {
  return {
    indent,
    kind,
    tryId,
    scope,
    dead,
    fallback,
    holds,
    catchFor,
    cond,
    exits: !1,
    bases,
    raised: !1
  };
}
function rootOf(name) {
  let i = name.indexOf(".");
  return i < 0 ? name : name.slice(0, i);
}

// src/scan/uses-calls.ts
var OPEN = /* @__PURE__ */ new Set(["(", "[", "{"]), CLOSE = /* @__PURE__ */ new Set([")", "]", "}"]);
function unquote(text) {
  let m = /^[A-Za-z]*('''|"""|'|")([\s\S]*)\1$/.exec(text);
  return m ? m[2] : text;
}
function targetNames(toks, info, i, j, out) {
  if (toks[i]?.type === "name" && !KEYWORDS.has(toks[i].text) && (j === i + 1 || toks[i + 1]?.text === ":"))
    return out.add(i), !0;
  let d0 = info.depth[i] ?? 0;
  for (let k = i; k < j; k++)
    if (toks[k].text === ":" && toks[k].type === "op" && info.depth[k] === d0) {
      j = k;
      break;
    }
  for (let k = i; k < j; k++) {
    let t = toks[k];
    if (t.type !== "name" || KEYWORDS.has(t.text)) continue;
    let prev = toks[k - 1], next = toks[k + 1];
    (k === i || prev?.text === "," || prev?.text === "(" || prev?.text === "[" || prev?.text === "*") && (k + 1 === j || next?.text === "," || next?.text === ")" || next?.text === "]") && (info.depth[k] ?? 0) >= d0 && out.add(k);
  }
  return !1;
}
function captures(toks, info, i, j) {
  let out = [];
  for (let k = i; k < j; k++) {
    let t = toks[k];
    if (t.type !== "name" || KEYWORDS.has(t.text) || t.text === "_" || info.kwNames.has(k)) continue;
    let prev = toks[k - 1]?.text, next = toks[k + 1]?.text;
    prev === "." || next === "." || next === "(" || next === "=" || out.push(k);
  }
  return out;
}
function dottedFrom(toks, a, b) {
  if (a >= b || (b - a) % 2 === 0) return !1;
  for (let k = a; k < b; k++) if ((k - a) % 2 === 0 ? toks[k].type !== "name" : toks[k].text !== ".") return !1;
  return !0;
}
function closing(toks, info, k) {
  let d = info.depth[k];
  for (let m = k + 1; m < toks.length; m++)
    if (info.depth[m] === d && CLOSE.has(toks[m].text) && toks[m].type === "op") return m;
  return -1;
}
function hides(shadow, k, name) {
  for (let s of shadow) if (k >= s.a && k < s.b && s.names.includes(name)) return !0;
  return !1;
}
function shadows(toks, info) {
  let out, hide = (names2, a, b) => {
    names2.length && (out ??= []).push({ a, b, names: names2 });
  };
  for (let p = 1; p < toks.length; p++) {
    let t = toks[p], d = info.depth[p];
    if (t.type === "name" && t.text === "lambda") {
      let names2 = [], k = p + 1;
      for (; k < toks.length && !(info.depth[k] === d && toks[k].text === ":"); k++) {
        let prev = toks[k - 1].text;
        toks[k].type === "name" && info.depth[k] === d && (prev === "lambda" || prev === "," || prev === "*" || prev === "**") && names2.push(toks[k].text);
      }
      let b = k + 1;
      for (; b < toks.length && info.depth[b] >= d && !(info.depth[b] === d && toks[b].text === ","); ) b++;
      hide(names2, k + 1, b);
    } else if (t.type === "name" && t.text === "for" && d > 0) {
      let names2 = [];
      for (let k = p + 1; k < toks.length && !(info.depth[k] === d && toks[k].text === "in"); k++)
        toks[k].type === "name" && names2.push(toks[k].text);
      let a = p - 1;
      for (; a > 0 && info.depth[a] >= d; ) a--;
      hide(names2, a, closing(toks, info, a) < 0 ? toks.length : closing(toks, info, a));
    } else t.type === "op" && t.text === ":=" && toks[p - 1].type === "name" && hide([toks[p - 1].text], p + 1, toks.length);
  }
  return out;
}
function lastPartEnds(name, end) {
  let out = [];
  for (let p = name.indexOf("."); p >= 0; p = name.indexOf(".", p + 1)) out.push(-1);
  return out.push(end), out;
}
function partEndsOf(toks, s, n) {
  let out = [];
  for (let i = 0; i < n; i++) out.push(toks[s + 2 * i].end);
  return out;
}
function lineInfo(toks) {
  let depth = new Array(toks.length), calls = /* @__PURE__ */ new Map(), kwNames = /* @__PURE__ */ new Set(), stack = [], pending, sawIf = !1;
  for (let k = 0; k < toks.length; k++) {
    let t = toks[k];
    if (t.type === "name" && t.text === "if" && (sawIf = !0), t.type === "op" && CLOSE.has(t.text) && stack.length > 0) {
      let open2 = stack.pop(), site = t.text === ")" ? calls.get(open2)?.site : void 0, outer = stack[stack.length - 1];
      if (site && outer !== void 0 && toks[k + 1]?.type === "op" && (toks[k + 1].text === "," || toks[k + 1].text === ")")) {
        let around = calls.get(outer);
        around && around.site.firstCall === "" && open2 >= 2 && startsArgument(toks, outer, open2 - 1) && (around.site.firstCall = toks[open2 - 1].text);
      }
      site && (site.close = t.start, site.args = k > open2 + 1 && !(k === open2 + 2 && toks[open2 + 1].text === ","), site.trailingComma = k > open2 + 1 && toks[k - 1].type === "op" && toks[k - 1].text === ",");
    }
    depth[k] = stack.length;
    let open = stack[stack.length - 1];
    if (open !== void 0 && toks[open].text === "(" && (k === open + 1 || toks[k - 1].text === "," && depth[k - 1] === stack.length) && !(t.type === "name" && toks[k + 1]?.text === "=" || t.text === "**") && !(t.type === "op" && CLOSE.has(t.text)) && (callAt(calls, open, toks).site.positional = !0), !(t.type !== "op" && t.type !== "name")) {
      if (open !== void 0 && toks[open].text === "(") {
        let prev = toks[k - 1], afterSep = prev.type === "op" && (prev.text === "(" || prev.text === ",");
        if (t.type === "name" && afterSep && toks[k + 1]?.type === "op" && toks[k + 1].text === "=") {
          kwNames.add(k);
          let info = callAt(calls, open, toks);
          info.site.keywordAt.set(t.text, t.start);
          let v = toks[k + 2], after = toks[k + 3], literal = v && (v.type === "string" || v.type === "number" || v.type === "name") && after && (after.text === "," || after.text === ")");
          info.keywords.set(t.text, literal ? v.type === "string" ? unquote(v.text) : v.text : void 0), !literal && v && toks[k + 3]?.text === "if" && (pending ??= []).push([t.text, open, k + 2]);
        } else if (t.type === "op" && t.text === "**" && afterSep) {
          let c = callAt(calls, open, toks), name = toks[k + 1], after = toks[k + 2]?.text;
          c.site.starName = !c.starKwargs && name?.type === "name" && (after === "," || after === ")") ? name.text : null, c.starKwargs = !0;
        }
      }
      t.type === "op" && OPEN.has(t.text) && (stack.push(k), t.text === "(" && callAt(calls, k, toks));
    }
  }
  if (pending && sawIf)
    for (let [name, open, v] of pending) conditionalOutcomes(toks, depth, calls.get(open), name, v);
  return { depth, calls, kwNames };
}
function literalOf(t) {
  return t.type === "string" ? unquote(t.text) : t.type === "number" || t.type === "name" ? t.text : void 0;
}
function conditionalOutcomes(toks, depth, call, name, v) {
  let d = depth[v], ifAt = -1, elseAt = -1, end = v;
  for (; end < toks.length && depth[end] >= d; end++) {
    let t = toks[end];
    if (depth[end] === d) {
      if (t.type === "op" && (t.text === "," || t.text === ")")) break;
      t.type === "name" && t.text === "if" && ifAt < 0 ? ifAt = end : t.type === "name" && t.text === "else" && ifAt >= 0 && elseAt < 0 && (elseAt = end);
    }
  }
  if (ifAt !== v + 1 || elseAt < 0 || elseAt + 2 !== end) return;
  let a = literalOf(toks[v]), b = literalOf(toks[elseAt + 1]);
  a === void 0 || b === void 0 || (call.site.outcomes ??= /* @__PURE__ */ new Map()).set(name, [a, b]);
}
function startsArgument(toks, open, last) {
  if (toks[last]?.type !== "name") return !1;
  let p = last;
  for (; p - 2 > open && toks[p - 1].text === "."; ) {
    let q = p - 2;
    if (toks[q].type === "name") p = q;
    else if (toks[q].type === "op" && (toks[q].text === ")" || toks[q].text === "]")) {
      let r = openingOf(toks, q, open);
      if (r <= open + 1 || toks[r - 1].type !== "name") return !1;
      p = r - 1;
    } else return !1;
  }
  return p === open + 1;
}
function openingOf(toks, close, floor) {
  let depth = 0;
  for (let k = close; k > floor; k--) {
    let t = toks[k];
    if (t.type === "op") {
      if (CLOSE.has(t.text)) depth++;
      else if ((t.text === "(" || t.text === "[" || t.text === "{") && --depth === 0) return k;
    }
  }
  return -1;
}
function callAt(calls, k, toks) {
  let c = calls.get(k);
  if (!c) {
    let first = toks[k + 1], firstArg = first && !(first.type === "op" && CLOSE.has(first.text)) ? first.start : -1;
    c = {
      keywords: /* @__PURE__ */ new Map(),
      starKwargs: !1,
      site: {
        open: toks[k].start,
        // Set later, once known; here so every site has one shape (a field added later gave sites
        // two maps, and lineInfo's optimized code was thrown away the first time it met the second).
        close: void 0,
        starName: void 0,
        keywordAt: /* @__PURE__ */ new Map(),
        args: !1,
        positional: !1,
        trailingComma: !1,
        firstArg,
        firstCall: "",
        outcomes: void 0
      }
    }, calls.set(k, c);
  }
  return c;
}
function headerColon(toks, info, i, j) {
  let lambdas = 0;
  for (let k = i + 1; k < j; k++) {
    let t = toks[k];
    if (info.depth[k] === 0) {
      if (t.type === "name" && t.text === "lambda") lambdas++;
      else if (t.type === "op" && t.text === ":")
        if (lambdas > 0) lambdas--;
        else return k;
    }
  }
  return -1;
}
function params(toks, info, i, j) {
  let out = [];
  if (toks[i]?.text !== "(") return out;
  let d = (info.depth[i] ?? 0) + 1;
  for (let k = i + 1; k < j; k++) {
    if (toks[k].type !== "name" || info.depth[k] !== d) continue;
    let prev = toks[k - 1].text, next = toks[k + 1]?.text;
    (prev === "(" || prev === "," || prev === "*" || prev === "**") && (next === "," || next === ")" || next === "=" || next === ":") && out.push(k);
  }
  return out;
}
function exceptNames(toks, i, j) {
  let k = i;
  if (toks[k]?.text === "*" && k++, k >= j) return ["*"];
  let out = [];
  for (; k < j; k++) {
    let t = toks[k];
    if (t.type === "name" && t.text === "as") break;
    t.type === "name" && toks[k + 1]?.text !== "." && out.push(t.text);
  }
  return out;
}

// src/scan/lazy-imports.ts
var IMPORTING = /import/i, QUOTED = ['"torch', "'torch", '"functorch', "'functorch"], isBlank2 = (c) => c === 32 || c === 9;
function mayImportByCall(text) {
  for (let q of QUOTED)
    for (let at = text.indexOf(q); at >= 0; at = text.indexOf(q, at + q.length)) {
      let f = at + 1;
      for (; isWordCode(text.charCodeAt(f)) || text.charCodeAt(f) === 46; ) f++;
      if (text.charCodeAt(f) !== text.charCodeAt(at) || !ROOTS.has(rootOf(text.slice(at + 1, f)))) continue;
      let p = at - 1;
      for (; p >= 0 && isBlank2(text.charCodeAt(p)); ) p--;
      if (text.charCodeAt(p) !== 40) continue;
      for (p--; p >= 0 && isBlank2(text.charCodeAt(p)); ) p--;
      let e = p + 1;
      for (; p >= 0 && isWordCode(text.charCodeAt(p)); ) p--;
      if (e > p + 1 && IMPORTING.test(text.slice(p + 1, e))) return !0;
    }
  return !1;
}
function importedBy(callee, literal) {
  if (!IMPORTING.test(callee)) return null;
  let name = unquote(literal);
  return /^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/.test(name) && ROOTS.has(rootOf(name)) ? name : null;
}

// src/scan/always-raises.ts
var NOT_SURE = /* @__PURE__ */ new Set([
  "elif",
  "else",
  "except",
  "finally",
  "def",
  "class",
  "try",
  "match",
  "case",
  "assert",
  "async",
  "global",
  "nonlocal",
  "@"
]), HEADERS = /* @__PURE__ */ new Set(["if", "while", "for", "with"]);
function surelyEvaluatedEnd(toks, info) {
  let first = toks[0].text;
  if (NOT_SURE.has(first)) return -1;
  let header = HEADERS.has(first);
  for (let k = 1; k < toks.length; k++) {
    let t = toks[k];
    if (t.type === "name") {
      if (t.text === "and" || t.text === "or") return t.start;
      if (t.text === "if" || t.text === "else" || t.text === "lambda" || t.text === "for") return -1;
    } else if (header && t.text === ":" && info.depth[k] === 0) return t.start;
  }
  return toks[toks.length - 1].end;
}
function raisesWhereGone(use, gone) {
  if (use.annotation || use.method || use.viaAlias || use.absenceHandled || use.superInit) return !1;
  if (use.kind === "import") return gone(use.name);
  let root = use.importRoot ?? "", name = use.kind === "assign" ? use.name.slice(0, Math.max(0, use.name.lastIndexOf("."))) : use.name;
  return root !== "" && !gone(root) && name.length > root.length && gone(name);
}

// src/python/indent.ts
function indentAt(text, s) {
  let w = 0, p = s;
  for (; p < text.length; p++) {
    let c = text.charCodeAt(p);
    if (c === 9) w = (w & -8) + 8;
    else if (c === 32 || c === 12) w++;
    else break;
  }
  return { width: w, at: p };
}

// src/scan/handlers.ts
var OOM = /out of memory|OutOfMemoryError/i;
function isBlank3(c) {
  return c === 32 || c === 9 || c === 12;
}
function clauseRole(text, bodyStart2, indent) {
  let p = bodyStart2;
  for (; p < text.length && isBlank3(text.charCodeAt(p)); ) p++;
  let c = text.charCodeAt(p);
  if (p < text.length && c !== 10 && c !== 13 && c !== 35) {
    let eol = text.indexOf(`
`, p), line = text.slice(p, eol < 0 ? text.length : eol);
    return /^raise\b/.test(line) ? "raises" : OOM.test(line) ? "out-of-memory" : "handles";
  }
  let first, oom = !1, lineStart2 = text.indexOf(`
`, p);
  for (; lineStart2 >= 0 && lineStart2 + 1 < text.length; ) {
    let s = lineStart2 + 1, eol = text.indexOf(`
`, s), end = eol < 0 ? text.length : eol, { width, at } = indentAt(text, s), ch = text.charCodeAt(at);
    if (at < end && ch !== 35 && ch !== 13) {
      if (width <= indent) break;
      let line = text.slice(at, end);
      first ??= line, OOM.test(line) && (oom = !0);
    }
    lineStart2 = eol;
  }
  return first !== void 0 && /^raise\b/.test(first) ? "raises" : oom ? "out-of-memory" : "handles";
}

// src/scan/unreached.ts
function lineIndent(text, p) {
  let { width, at } = indentAt(text, p), c = text.charCodeAt(at);
  return at >= text.length || c === 10 || c === 13 || c === 35 ? -1 : width;
}
function blockEnd(text, from, indent) {
  for (let p = text.indexOf(`
`, from); p >= 0; p = text.indexOf(`
`, p + 1)) {
    let w = lineIndent(text, p + 1);
    if (w >= 0 && w <= indent) return p + 1;
  }
  return text.length;
}
var PRIVATE_DEF = /^([ \t]*)(?:async[ \t]+)?def[ \t]+(_[A-Za-z0-9_]*)[ \t]*\(/gm, WORD = /[A-Za-z_][A-Za-z0-9_]*/g;
function unreachedBodies(text, raised) {
  let spans = raised.map((r) => [r.from, blockEnd(text, r.from, r.indent)]), defs = [], byName = /* @__PURE__ */ new Map(), named = /* @__PURE__ */ new Set();
  for (let m of text.matchAll(PRIVATE_DEF)) {
    let name = m[2];
    if (name.startsWith("__") && name.endsWith("__")) continue;
    let start = m.index;
    named.add(start + m[0].lastIndexOf(name));
    let d = {
      name,
      start,
      end: blockEnd(text, start, lineIndent(text, start)),
      live: 0,
      mentioned: !1,
      dead: !1
    };
    defs.push(d);
    let list = byName.get(name);
    list ? list.push(d) : byName.set(name, [d]);
  }
  if (defs.length === 0) return [];
  let at = [], of = [];
  for (let w of text.matchAll(WORD)) {
    let list = w[0].charCodeAt(0) === 95 ? byName.get(w[0]) : void 0;
    list && !named.has(w.index) && (at.push(w.index), of.push(list));
  }
  let gone = new Uint8Array(at.length);
  for (let [a, b] of spans) for (let i = firstAtOrAfter(at, a); i < at.length && at[i] < b; i++) gone[i] = 1;
  for (let i = 0; i < at.length; i++)
    for (let d of of[i])
      at[i] >= d.start && at[i] < d.end || (d.mentioned = !0, gone[i] || d.live++);
  let out = [], queue = defs.filter((d) => d.mentioned && d.live === 0);
  for (; queue.length > 0; ) {
    let d = queue.pop();
    if (!d.dead) {
      d.dead = !0, out.push([d.start, d.end]);
      for (let i = firstAtOrAfter(at, d.start); i < at.length && at[i] < d.end; i++)
        if (!gone[i]) {
          gone[i] = 1;
          for (let e of of[i]) !(at[i] >= e.start && at[i] < e.end) && --e.live === 0 && !e.dead && queue.push(e);
        }
    }
  }
  return out;
}
function firstAtOrAfter(xs, v) {
  let lo = 0, hi = xs.length;
  for (; lo < hi; ) {
    let mid = lo + hi >>> 1;
    xs[mid] < v ? lo = mid + 1 : hi = mid;
  }
  return lo;
}

// src/scan/type-expressions.ts
var TYPING = /* @__PURE__ */ new Set([
  "Optional",
  "Union",
  "Type",
  "type",
  "ClassVar",
  "Final",
  "List",
  "Dict",
  "Tuple",
  "Set",
  "FrozenSet",
  "Sequence",
  "MutableSequence",
  "Mapping",
  "MutableMapping",
  "Iterable",
  "Iterator",
  "Collection",
  "Callable",
  "Generator",
  "AsyncIterator",
  "Awaitable",
  "Coroutine",
  "DefaultDict",
  "OrderedDict"
]);
function isTypingName(name) {
  return TYPING.has(name);
}
function holdsTypingSubscript(toks) {
  for (let k = 0; k + 1 < toks.length; k++)
    if (toks[k].type === "name" && toks[k + 1].text === "[" && TYPING.has(toks[k].text)) return !0;
  return !1;
}
function mark(out, a, b) {
  b > a && out.fill(1, a, b);
}
function exprEnd(toks, depth, a, d, stop) {
  let k = a;
  for (; k < stop && !(depth[k] < d || depth[k] === d && toks[k].type === "op" && (toks[k].text === "," || toks[k].text === "=")); k++)
    ;
  return k;
}
function markSubscripts(toks, depth, a, b, out) {
  for (let k = a; k + 1 < b; k++) {
    if (toks[k].type !== "name" || toks[k + 1].text !== "[" || !TYPING.has(toks[k].text)) continue;
    let d = depth[k + 1], e = k + 2;
    for (; e < b && !(depth[e] === d && toks[e].text === "]"); ) e++;
    mark(out, k + 2, e);
  }
}
function typeMask(toks, depth, i, j, def) {
  let out, get = () => out ??= new Uint8Array(toks.length);
  if (def) {
    let d = (depth[def.open] ?? 0) + 1;
    for (let k = def.open + 1; k < def.colon; k++) {
      let t = toks[k];
      depth[k] === d && t.type === "op" && t.text === ":" && toks[k - 1]?.type === "name" && mark(get(), k + 1, exprEnd(toks, depth, k + 1, d, def.colon)), depth[k] === 0 && t.type === "op" && t.text === "->" && mark(get(), k + 1, def.colon);
    }
    return out;
  }
  if (toks[i]?.type === "name") {
    let k = i + 1;
    for (; k + 1 < j && toks[k].text === "." && toks[k + 1].type === "name"; ) k += 2;
    if (k < j && toks[k].type === "op" && toks[k].text === ":" && depth[k] === 0) {
      let e = k + 1;
      for (; e < j && !(depth[e] === 0 && toks[e].type === "op" && toks[e].text === "="); ) e++;
      mark(get(), k + 1, e);
    }
  }
  return holdsTypingSubscript(toks) && markSubscripts(toks, depth, i, j, get()), out;
}
function baseMask(toks, depth, open, colon) {
  if (toks[open]?.text !== "(") return;
  let out, d = (depth[open] ?? 0) + 1, s = open + 1;
  for (let k = open + 1; k <= colon; k++) {
    let t = toks[k];
    if (!(depth[k] === d - 1 || depth[k] === d && t.type === "op" && t.text === ",")) continue;
    let q = s, plain = toks[q]?.type === "name";
    for (; plain && q + 1 < k; )
      plain = toks[q + 1].text === "." && toks[q + 2]?.type === "name", q += 2;
    if (plain && q === k - 1) {
      out ??= new Uint8Array(toks.length);
      for (let m = s; m < k; m++) out[m] = 1;
    }
    if (depth[k] === d - 1) break;
    s = k + 1;
  }
  return out;
}

// src/scan/uses-state.ts
var GATES = shared$1.memo("scan-name-gate"), NO_LIVE = /* @__PURE__ */ new Set();
function objectArray() {
  let a = [void 0];
  return a.length = 0, a;
}
var NO_DEAD = new Uint8Array(0);
function gateOf(live = NO_LIVE) {
  return GATES.get(live, ["live-names"], () => newGate(["import", ...live]));
}
var AnalyzerState = class {
  constructor(text, live, skimming = !0, deadTest2, bindings = !1, methods, gone, lazy = !1) {
    this.text = text;
    this.live = live;
    this.skimming = skimming;
    this.deadTest = deadTest2;
    this.methods = methods;
    this.gone = gone;
    this.lazy = lazy;
    this.bound = bindings ? [] : void 0, this.line.lfOnly = text.indexOf("\r") < 0;
    let gate = gateOf(live);
    this.gateFirst = gate.first.slice(), this.gateLast = gate.last.slice();
    let skimGate = gateOf(NO_LIVE);
    if (this.skimFirst = skimGate.first.slice(), this.skimLast = skimGate.last.slice(), methods) for (let m of methods) this.admit(m);
  }
  text;
  live;
  skimming;
  deadTest;
  methods;
  gone;
  lazy;
  uses = objectArray();
  /** For each use, the `try` bodies around it: their handlers are known only at the end. */
  usesTries = objectArray();
  /** Where statements that always raise on the target leave the rest of their block unreached (always-raises.ts). */
  raisedSpans = objectArray();
  /** The first use that makes a statement of the module's own block always raise: the module cannot be imported (-1: none). */
  moduleRaises = -1;
  module = /* @__PURE__ */ new Map();
  blocks = objectArray();
  /** For each `try`, its `except` clauses: the classes named and where the body starts, read for what they do once the file is read. */
  clauses = /* @__PURE__ */ new Map();
  /** For each `try`, the names its body bound (an import fallback's `except` does not replace them: the `try` one is live). */
  tryBinds = /* @__PURE__ */ new Map();
  /** Names bound in a `try` whose `except` is an import fallback: where what they name is missing, the fallback takes over. */
  probed = /* @__PURE__ */ new Set();
  /** Names bound by an import anywhere in the file. */
  importNames = /* @__PURE__ */ new Set();
  /**
   * Names bound by an import of a module that is not torch's, to what they name: `import a.b` binds
   * `a` to `a`, `from .typing import WITH_PT20` binds `WITH_PT20` to `.typing.WITH_PT20`. A
   * condition on a constant of another module of the project reads its module through them.
   */
  projectNames = /* @__PURE__ */ new Map();
  /** The conditions names are bound to (`_new = Version(torch.__version__) >= Version("1.11")`), by GUARD index. */
  guardValues = objectArray();
  /** Top-level imports outside every block, as written (`pkg.mod`, `.sibling`): what the module needs to import. */
  topImports = objectArray();
  /** Imports directly in the body of a top-level `try`, by its id: top-level too when each of its handlers raises again. */
  tryImports = /* @__PURE__ */ new Map();
  /** Some class of the file derives from a torch class: lines that say `super` are read. */
  supers = !1;
  lastTry = /* @__PURE__ */ new Map();
  tryCount = 0;
  /** Local names ever bound to a torch name in this file: lines without one are skipped. */
  torchNames = /* @__PURE__ */ new Set();
  /** Local names bound to a torch path that holds a live part (`from torch.cuda import amp as A`). */
  liveNames = /* @__PURE__ */ new Set();
  /**
   * A quick test before a name is read as a string: by its length, the bits of the names that
   * length can be (first and last character, five bits each) that relevant() looks for. Most
   * names of a line are none of them and are passed over without a string made.
   */
  gateFirst;
  gateLast;
  /** The same for the skim, which looks only for `import` and names bound to torch. */
  skimFirst;
  skimLast;
  /** The current logical line's tokens, in arrays reused from line to line. */
  types = objectArray();
  starts = [];
  ends = [];
  /** The line the skim last passed over, and the block it opens: one record for every line. */
  line = newSkim();
  /** '' when the line opens no block: always a string, so the field keeps one representation. */
  lineHead = "";
  /** The header word of the line the skim passed over ('' when it opens no block). */
  lineWord = "";
  error;
  /** For each indentation, the conditions of the `if`/`elif` chain open there (a conjunction of guards; null: not one), for its `elif`/`else`. */
  chains_ = /* @__PURE__ */ new Map();
  /** For each `try`, the torch names its body imported or used (for its `except ImportError` fallback). */
  tryNames = /* @__PURE__ */ new Map();
  /** For each `try`, the keywords its body passed to torch calls, as `name(keyword=)` (for its `except TypeError`). */
  tryKeywords = /* @__PURE__ */ new Map();
  /** Names an assignment aliased to a torch name somewhere in the file. */
  aliasNames = /* @__PURE__ */ new Set();
  bound;
  /**
   * With a dead test, whether the file holds a word a version or attribute guard is made of: most
   * files do not, and skip the guard work. Set once before the first line is read (nearly every
   * file the prefilter lets through asks it), and read before a line's own costlier tests.
   */
  guardy = !1;
  /** Whether some name has been bound to the torch version (VERSION): only then are names looked up for it. */
  versionNames = !1;
  /** For the statement being read: names shadowed in token ranges (lambda parameters, comprehension variables, walrus targets). */
  shadow;
  /**
   * For the statement being read: tokens in the dead side of a conditional expression (none: an
   * empty mask, so reading it is the same operation in every file, and V8 never meets it new).
   */
  deadTok = NO_DEAD;
  /** For the statement being read: tokens in a type expression (an annotation, a typing subscript). */
  annot;
  /** For a `class` header: the tokens of its bases (`class S(_LRScheduler):`). */
  bases;
  /** For the statement being read: it holds a `:` or a `[`, so it may hold a type expression. */
  typed = !1;
  admit(w) {
    admit(this.gateFirst, this.gateLast, w), admit(this.skimFirst, this.skimLast, w);
  }
  /** An `if` branch with a guard for a condition, just closed after leaving on every path: what follows it runs where the condition is false. */
  exit;
  /** Open blocks whose condition is a guard (an early exit from one of them narrows what follows). */
  condOpen = 0;
  /** Whether the catalog says, for the whole range, whether this name (or `name(keyword=)`) exists. */
  dated(name) {
    let t = this.deadTest;
    return t !== void 0 && (t({ kind: "has", api: name, present: !0 }) || t({ kind: "has", api: name, present: !1 }));
  }
  /** Whether a statement before this one, in a block still open, always raises on the target. */
  raisedHere() {
    if (this.gone === void 0) return !1;
    if (this.moduleRaises >= 0) return !0;
    for (let i = 0; i < this.blocks.length; i++) if (this.blocks[i].raised) return !0;
    return !1;
  }
  deadHere() {
    return this.blocks.length > 0 && this.blocks[this.blocks.length - 1].dead;
  }
  /** Whether the name at k is an attribute of a dotted name that starts at a name bound to torch. */
  torchAttribute(k) {
    let p = k;
    for (; p >= 2 && this.isDot(p - 1) && this.types[p - 2] === "name"; ) p -= 2;
    return p < k && !(p >= 1 && this.isDot(p - 1)) && this.torchNames.has(this.text.slice(this.starts[p], this.ends[p]));
  }
  isDot(k) {
    return this.types[k] === "op" && this.ends[k] === this.starts[k] + 1 && this.text.charCodeAt(this.starts[k]) === 46;
  }
  /** False when the name at [s, e) is surely none of the admitted words. */
  mayBe(s, e) {
    return passes(this.gateFirst, this.gateLast, this.text, s, e);
  }
  fail(offset, message) {
    this.error || (this.error = { offset, message });
  }
  /** Indentation width of a line, tabs to the next multiple of 8 as Python counts them. */
  indentOf(lineStart2, first) {
    let w = 0;
    for (let p = lineStart2; p < first; p++) {
      let c = this.text.charCodeAt(p);
      if (c === 9)
        w = (w & -8) + 8;
      else if (c === 32 || c === 12) w++;
      else return w;
    }
    return w;
  }
  scope() {
    for (let i = this.blocks.length - 1; i >= 0; i--) {
      let s = this.blocks[i].scope;
      if (s) return s;
    }
    return this.module;
  }
  resolve(name) {
    for (let i = this.blocks.length - 1; i >= 0; i--) {
      let s = this.blocks[i].scope;
      if (s?.has(name)) return s.get(name);
    }
    return this.module.get(name);
  }
  /** Whether the current block is a branch inside the current scope (not the scope's own body). */
  inBranch() {
    let b = this.blocks[this.blocks.length - 1];
    return b !== void 0 && b.scope === void 0;
  }
  /**
   * Where an import is kept as one the module needs: outside every block, the module's list; in the
   * body of a top-level `try`, that `try`'s (decided once its handlers are read); else nowhere.
   */
  importSink() {
    if (this.blocks.length === 0) return this.topImports;
    let b = this.blocks[0];
    if (this.blocks.length > 1 || b.kind !== "try") return;
    let list = this.tryImports.get(b.tryId);
    return list === void 0 && this.tryImports.set(b.tryId, list = []), list;
  }
  tryIds() {
    let ids = [];
    for (let i = 0; i < this.blocks.length; i++) this.blocks[i].kind === "try" && ids.push(this.blocks[i].tryId);
    return ids;
  }
};

// src/scan/version-names.ts
var WORDS = [
  [/^(?:GREATER_(?:OR_)?EQUAL(?:_TO)?|AT_LEAST|GE|GEQ|GTE|NEWER_OR_EQUAL|AFTER_OR_EQUAL|AFTER)$/, ">="],
  [/^(?:GREATER|GT|NEWER|ABOVE)$/, ">"],
  [/^(?:LESS_(?:OR_)?EQUAL(?:_TO)?|AT_MOST|LE|LEQ|LTE)$/, "<="],
  [/^(?:LESS|LT|OLDER|BEFORE|BELOW)$/, "<"]
];
function opOf(words) {
  let w = words.toUpperCase().replace(/_THAN$/, "");
  for (let [re, op] of WORDS) if (re.test(w)) return op;
}
function versionConstant(name) {
  let m = /^_?(?:is_|IS_)?(?:py)?(?:torch|TORCH|PYTORCH)(?:_VERSION|_version)?_((?:[A-Za-z]+_)*?[A-Za-z]+)_(\d+)_(\d+)(?:_(\d+))?$/.exec(
    name
  );
  if (!m) return;
  let op = opOf(m[1]);
  return op ? { op, version: [m[2], m[3], m[4]].filter(Boolean).join(".") } : void 0;
}
function versionHelper(name) {
  let m = /^_?(?:is_)?(?:py)?torch(?:_version)?_([a-z_]+?)(?:_than)?$/.exec(name);
  return m ? opOf(m[1]) : void 0;
}

// src/scan/guards.ts
function admits(target, op, version) {
  switch (op) {
    case "<":
      return shared$1.compareDotted(target.oldest, version) < 0;
    case "<=":
      return shared$1.compareDotted(target.oldest, version) <= 0;
    case ">":
      return shared$1.compareDotted(target.newest, version) > 0;
    case ">=":
      return shared$1.compareDotted(target.newest, version) >= 0;
  }
}
var WORDS2 = [
  "alpha",
  "beta",
  "rc",
  "preview",
  "post",
  "rev",
  "dev",
  "cpu",
  "cuda",
  "rocm",
  "xpu",
  "cxx",
  "abi",
  "git",
  "nv"
];
function mayBeInTorchVersion(text) {
  if (!/^[0-9A-Za-z.+_!-]*$/.test(text)) return !1;
  for (let w of text.toLowerCase().match(/[a-z]+/g) ?? [])
    if (!/^(?:g?i?t)?[a-f]*$/.test(w) && !WORDS2.some((v) => v.includes(w))) return !1;
  return !0;
}
function replacementName(e) {
  return e.fix?.rename ? e.fix.rename : e.replacement ? /^([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)(?:\(|$)/.exec(e.replacement)?.[1] : void 0;
}
function minorHolds(v, op, value) {
  let m = Number(v.split(".")[1] ?? 0);
  return op === "<" ? m < value : op === "<=" ? m <= value : op === ">" ? m > value : m >= value;
}
function compares(a, op, b) {
  let c = shared$1.compareDotted(a, b);
  return op === "<" ? c < 0 : op === "<=" ? c <= 0 : op === ">" ? c > 0 : c >= 0;
}
function pairedWith(companions, pkg, v) {
  let byTorch = companions?.[pkg];
  if (byTorch)
    return byTorch[v] ?? byTorch[v.split(".").slice(0, 2).join(".")];
}
function deadTest(target, apis, companions) {
  let byName = /* @__PURE__ */ new Map(), keywords = /* @__PURE__ */ new Map();
  for (let e of apis) {
    if (!e.match?.without || !e.replacementSince) continue;
    let n = apiName(e), written = e.match.without.filter((k) => e.replacement?.includes(`${k}=`));
    for (let key of [...written.map((k) => `${n}(${k}=)`), `${n}(=)`]) {
      let v = keywords.get(key);
      (v === void 0 || shared$1.compareDotted(e.replacementSince, v) < 0) && keywords.set(key, e.replacementSince);
    }
  }
  let since = /* @__PURE__ */ new Map();
  for (let e of apis) {
    let r = e.replacementSince ? replacementName(e) : void 0;
    r && (!since.has(r) || shared$1.compareDotted(e.replacementSince, since.get(r)) > 0) && since.set(r, e.replacementSince);
  }
  for (let e of apis) {
    let n = apiName(e);
    if (e.match) continue;
    let list = byName.get(n);
    list ? list.push(e) : byName.set(n, [e]);
  }
  let present2 = (name) => {
    let kw = name.endsWith("=)") ? keywords.get(name) : void 0;
    if (kw !== void 0)
      return shared$1.compareDotted(target.oldest, kw) >= 0 ? !0 : shared$1.compareDotted(target.newest, kw) < 0 ? !1 : void 0;
    let entries = byName.get(name);
    if (!entries) {
      for (let i = name.lastIndexOf("."); i > 0; i = name.lastIndexOf(".", i - 1))
        if (byName.get(name.slice(0, i))?.some((e) => e.removed && shared$1.compareDotted(target.oldest, e.removed) >= 0)) return !1;
      let from = since.get(name);
      return from !== void 0 && shared$1.compareDotted(target.oldest, from) >= 0 ? !0 : void 0;
    }
    return entries.every(
      (e) => (!e.introduced || shared$1.compareDotted(target.oldest, e.introduced) >= 0) && (!e.removed || shared$1.compareDotted(target.newest, e.removed) < 0)
    ) ? !0 : entries.some(
      (e) => e.introduced && shared$1.compareDotted(target.newest, e.introduced) < 0 || e.removed && shared$1.compareDotted(target.oldest, e.removed) >= 0
    ) ? !1 : void 0;
  };
  return (g) => g.kind === "version" ? !admits(target, g.op, g.version) : g.kind === "has" ? present2(g.api) === !g.present : g.kind === "mentions" ? g.present && !mayBeInTorchVersion(g.text) : g.kind === "minor" ? !target.versions.some((v) => minorHolds(v, g.op, g.value)) : g.kind === "extern" ? !1 : g.kind === "companion" ? target.versions.map((v) => pairedWith(companions, g.pkg, v)).every((p) => p !== void 0 && !compares(p, g.op, g.version)) : g.names.length > 0 && g.names.every((n) => present2(n) === !0);
}
function goneThroughout(target, apis) {
  let gone = /* @__PURE__ */ new Set();
  for (let e of apis)
    e.match || e.confidence === "uncertain" || (e.removed && shared$1.compareDotted(target.oldest, e.removed) >= 0 || e.introduced && shared$1.compareDotted(target.newest, e.introduced) < 0) && gone.add(apiName(e));
  return (name) => {
    for (let i = name.length; i > 0; i = name.lastIndexOf(".", i - 1)) if (gone.has(name.slice(0, i))) return !0;
    return !1;
  };
}
var NEGATED = { "<": ">=", "<=": ">", ">": "<=", ">=": "<" };
function negate(g) {
  return g.kind === "version" ? { kind: "version", op: NEGATED[g.op], version: g.version } : g.kind === "has" ? { kind: "has", api: g.api, present: !g.present } : g.kind === "mentions" ? { kind: "mentions", text: g.text, present: !g.present } : g.kind === "minor" ? { kind: "minor", op: NEGATED[g.op], value: g.value } : g.kind === "extern" ? { ...g, present: !g.present } : g.kind === "companion" ? { ...g, op: NEGATED[g.op] } : null;
}
function negationDead(conj, test) {
  return conj.every((g) => {
    let n = negate(g);
    return n !== null && test(n);
  });
}

// src/scan/uses-guards.ts
var EXITS = /* @__PURE__ */ new Set(["return", "raise", "continue", "break"]), COMPARISONS = "greater|less|ge|gt|le|lt|at_|after|before|newer|older|above|below", AFTER_TORCH = new RegExp(`(?:${COMPARISONS})`, "y"), GUARD_WORDS = new RegExp(`torch_version|TORCH_|torch_(?:${COMPARISONS})`), NO_GUARDS = [];
function mayHoldGuard(text) {
  if (text.includes("hasattr") || text.includes("_version") || text.includes("TORCH_") || text.includes("__kwdefaults__")) return !0;
  for (let at = text.indexOf("torch_"); at >= 0; at = text.indexOf("torch_", at + 6))
    if (AFTER_TORCH.lastIndex = at + 6, AFTER_TORCH.test(text)) return !0;
  return !1;
}
function mayNameGuard(text, s, e) {
  if (e - s < 7) return !1;
  if (e - s === 7 && text.startsWith("hasattr", s) || e - s === 14 && text.startsWith("__kwdefaults__", s) || (e - s === 15 || e - s === 16) && text.startsWith("compare_version", e - 15)) return !0;
  for (let p = s; p + 4 <= e; p++) {
    let c = text.charCodeAt(p);
    if ((c === 111 || c === 79) && (text.startsWith("rch", p + 1) || text.startsWith("RCH", p + 1))) return !0;
  }
  return !1;
}
function guardName(w) {
  let c = w.charCodeAt(0);
  return w.length < 7 || !(c === 95 || c === 104 || c === 105 || c === 73 || c === 116 || c === 84 || c === 112 || c === 103 || c === 99) ? !1 : w === "hasattr" || w === "__version__" || w === "__kwdefaults__" || w === "compare_version" || w === "_compare_version" ? !0 : !w.includes("orch") && !w.includes("ORCH") ? !1 : GUARD_NAME.test(w) || versionConstant(w) !== void 0 || versionHelper(w) !== void 0;
}
function mayGuard(text, s, e) {
  for (let p = s; p + 6 <= e; p++) {
    let c = text.charCodeAt(p);
    if ((c === 116 || c === 84) && text.charCodeAt(p + 5) === 95 && /^(?:torch|TORCH)_/.test(text.slice(p, p + 6)))
      return GUARD_WORDS.test(text.slice(s, e));
  }
  return !1;
}
var GUARD_NAME = /^(?:__version__|__kwdefaults__|hasattr|is_torch_version|is_torch_greater\w*|_?TORCH_(?:GREATER|LESS|VERSION)\w*|_?(?:get_)?torch_version)$/, EXPR_END = /* @__PURE__ */ new Set([
  ",",
  "=",
  ":",
  ":=",
  "return",
  "yield",
  "lambda",
  "else",
  "for",
  "in",
  "await",
  "assert",
  "del"
]), FLIP = { "<": ">", "<=": ">=", ">": "<", ">=": "<=" };
function isOp(t) {
  return t === "<" || t === "<=" || t === ">" || t === ">=";
}
function versionOf(s) {
  return /^v?(\d+(?:\.\d+)+)/.exec(s)?.[1];
}
function literalVersion(toks, a, b) {
  for (let k = a; k < b; k++) {
    let t = toks[k];
    if (t.type === "string") return versionOf(unquote(t.text));
    if ((t.text === "(" || t.text === "[") && toks[k + 1]?.type === "number") {
      let nums = [], m = k + 1;
      for (; toks[m]?.type === "number" && /^\d+$/.test(toks[m].text) && (nums.push(toks[m].text), toks[m + 1]?.text === ","); )
        m += 2;
      let cl = t.text === "[" ? "]" : ")";
      if ((toks[m + 1]?.text === cl ? m + 1 : toks[m]?.text === cl ? m : -1) > 0 && nums.length >= 2 && nums.length <= 3) return nums.join(".");
    }
  }
}
function versionPart(toks, info, a, b) {
  if (b - a < 9 || toks[a].text !== "int" || toks[a + 1].text !== "(" || closing(toks, info, a + 1) !== b - 1)
    return;
  let n = toks[b - 3];
  if (toks[b - 2].text !== "]" || toks[b - 4].text !== "[" || n.type !== "number" || toks[b - 5].text !== ")") return;
  let open = b - 6;
  for (; open > a + 1 && !(toks[open].text === "(" && closing(toks, info, open) === b - 5); ) open--;
  if (!(toks[open - 1]?.text !== "split" || toks[open - 2]?.text !== "."))
    return n.text === "0" ? 0 : n.text === "1" ? 1 : void 0;
}
function partGuard(part, op, n) {
  return part === 1 ? { kind: "minor", op, value: n } : op === ">=" || op === "<" ? { kind: "version", op, version: `${n}.0` } : { kind: "version", op: op === ">" ? ">=" : "<", version: `${n + 1}.0` };
}
var OPERATORS = { lt: "<", le: "<=", gt: ">", ge: ">=" }, COMPANIONS = /* @__PURE__ */ new Set(["torchvision", "torchaudio"]);
function compareVersionCall(toks, info, open, close, strings) {
  let d = info.depth[open] + 1, op;
  for (let k = open + 1; k + 2 < close; k++)
    info.depth[k] === d && toks[k].text === "operator" && toks[k + 1].text === "." && toks[k - 1].text === "," && (op = OPERATORS[toks[k + 2].text]);
  if (!op || strings.length !== 2 || toks[open + 1].type !== "string") return null;
  let [pkg, text] = strings, version = versionOf(text);
  return version ? pkg === "torch" ? [{ kind: "version", op, version }] : COMPANIONS.has(pkg) ? [{ kind: "companion", pkg, op, version }] : null : null;
}
var GuardReader = class extends AnalyzerState {
  pushBlock(b) {
    b.cond && this.condOpen++, this.blocks.push(b);
  }
  closeBlocks(indent) {
    for (; this.blocks.length > 0 && this.blocks[this.blocks.length - 1].indent >= indent; ) {
      let b = this.blocks.pop();
      b.cond && (this.condOpen--, b.exits && (this.exit = { indent: b.indent, cond: b.cond }));
    }
  }
  /**
   * A statement starts at `indent` with the word at [s, e): it is the last so far of the block it is
   * directly in; and after an early exit (`if <guard>: return …` with no `else`), the rest of the
   * block around that `if` runs only where the guard is false, as if it were the `else`.
   */
  startStatement(indent, s, e) {
    if (this.exit === void 0 && this.condOpen === 0) return;
    let exit = this.exit, top = this.blocks[this.blocks.length - 1];
    if (exit) {
      this.exit = void 0;
      let word = this.text.charCodeAt(s) === 101 ? this.text.slice(s, e) : "";
      if (top && exit.indent === indent && top.indent < indent && word !== "elif" && word !== "else") {
        let test = this.deadTest;
        test && !top.dead && negationDead(exit.cond, test) && (top.dead = !0);
        let n = exit.cond.length === 1 ? negate(exit.cond[0]) : null;
        n?.kind === "has" && !n.present ? top.fallback = top.fallback ? [...top.fallback, n.api] : [n.api] : n && n.kind !== "fallback" && n.kind !== "mentions" && (top.holds = top.holds ? [...top.holds, n] : [n]);
      }
    }
    if (top && top.cond && top.indent < indent) {
      let c = this.text.charCodeAt(s);
      top.exits = (c === 114 || c === 99 || c === 98) && EXITS.has(this.text.slice(s, e));
    }
  }
  /** A block whose header was not parsed: an `if` in a chain of conditions that are no guards. */
  openBlock(kind, indent, word) {
    if (kind === "scope") {
      this.chains_.size > 0 && this.chains_.delete(indent);
      let bases = word === "class" ? [] : void 0;
      this.blocks.push(block(indent, "scope", -1, /* @__PURE__ */ new Map(), this.deadHere(), void 0, void 0, -1, null, bases));
    } else kind === "try" ? this.openTry(indent) : this.pushBlock(this.branchBlock(word, indent, null, NO_GUARDS));
  }
  /**
   * The block a header opens. It is dead when its enclosing block is, or its condition (`guards`:
   * each must hold; `exact`: the whole condition as a conjunction, negatable) or, for `elif`/`else`, the negation
   * of the chain's earlier conditions rules out every torch of the target. What holds inside (its
   * guards, and the negation of each earlier condition that is one guard) is kept on the block: the
   * version comparisons narrow the range its code runs on, and an attribute found missing makes it
   * a fallback for that attribute (as `fallback` names do for an `except`). Keeps the chain.
   */
  branchBlock(word, indent, exact, guards, fallback, catchFor = -1) {
    let dead = this.deadHere(), test = this.deadTest, inside = guards.length > 0 ? guards : void 0, chains = this.chains_;
    if (word === "if" || word === "elif" || word === "else") {
      let chain = word === "if" || chains.size === 0 ? void 0 : chains.get(indent);
      if (chain)
        for (let g of chain) {
          if (!g) continue;
          test && !dead && (dead = negationDead(g, test));
          let n = g.length === 1 ? negate(g[0]) : null;
          n && (inside = inside ? [...inside, n] : [n]);
        }
      word === "else" || exact === null && chain === void 0 ? chains.size > 0 && chains.delete(indent) : chains.set(indent, chain ? [...chain, exact] : [exact]);
    } else chains.size > 0 && chains.delete(indent);
    test && !dead && guards.length > 0 && (dead = guards.some(test));
    let holds;
    if (inside)
      for (let g of inside)
        g.kind === "has" && !g.present ? fallback = fallback ? [...fallback, g.api] : [g.api] : (g.kind === "version" || g.kind === "has" || g.kind === "minor" || g.kind === "extern" || g.kind === "companion") && (holds = holds ? [...holds, g] : [g]);
    return block(indent, "other", -1, void 0, dead, fallback, holds, catchFor, word === "if" ? exact : null);
  }
  /** Tokens in the side of a conditional expression that runs on no torch of the target. */
  deadSides(toks, info) {
    let out;
    for (let p = 1; p < toks.length; p++) {
      if (toks[p].text !== "if" || toks[p].type !== "name") continue;
      let d = info.depth[p], e = -1;
      for (let k = p + 1; k < toks.length && info.depth[k] >= d; k++)
        if (info.depth[k] === d && toks[k].type === "name" && (toks[k].text === "else" || toks[k].text === "for")) {
          toks[k].text === "else" && (e = k);
          break;
        }
      if (e < 0 || !this.holdsGuard(toks, p + 1, e)) continue;
      let stop = (k) => info.depth[k] < d || info.depth[k] === d && EXPR_END.has(toks[k].text), a = p - 1;
      for (; a > 0 && !stop(a - 1); ) a--;
      let b = e + 1;
      for (; b < toks.length && !stop(b); ) b++;
      let cond = this.condition(toks, info, p + 1, e), test = this.deadTest, deadA = cond.guards.some(test), deadB = cond.exact !== null && negationDead(cond.exact, test);
      !deadA && !deadB || (out ??= new Uint8Array(toks.length), deadA && out.fill(1, a, p), deadB && out.fill(1, e + 1, b));
    }
    return out;
  }
  /**
   * The guards a condition (tokens i..j) holds: `guards` must all hold where it is true; `exact`
   * is the condition itself when every term of its `and` is a guard (so `else` can negate it:
   * dead when each term is sure to hold), else null.
   */
  condition(toks, info, i, j) {
    let d = info.depth[i] ?? 0, parts = [], s = i;
    for (let k = i; k < j; k++)
      if (!(info.depth[k] !== d || toks[k].type !== "name")) {
        if (toks[k].text === "or" || toks[k].text === "if" || toks[k].text === "lambda")
          return { guards: [], exact: null };
        toks[k].text === "and" && (parts.push([s, k]), s = k + 1);
      }
    parts.push([s, j]);
    let guards = [], exact = [];
    for (let [a0, b] of parts) {
      let a = a0, neg = !1;
      for (; a < b && toks[a].type === "name" && toks[a].text === "not"; )
        neg = !neg, a++;
      let part;
      if (a + 1 < b && toks[a].text === "(" && closing(toks, info, a) === b - 1) {
        let inner = this.condition(toks, info, a + 1, b - 1);
        if (!neg)
          guards.push(...inner.guards), part = inner.exact;
        else {
          let g = inner.exact?.length === 1 ? negate(inner.exact[0]) : null;
          part = g ? [g] : null, g && guards.push(g);
        }
      } else {
        if (part = this.guardAtom(toks, info, a, b), part && neg) {
          let g = part.length === 1 ? negate(part[0]) : null;
          part = g ? [g] : null;
        }
        part && guards.push(...part);
      }
      exact = exact && part ? [...exact, ...part] : null;
    }
    return { guards, exact: exact && exact.length > 0 ? exact : null };
  }
  /**
   * The guards one part of a condition is (all hold where it is true): a version constant or
   * helper, `hasattr` of a torch module, a comparison of the torch version (two for a chained
   * `a <= version < b`), or a test of what the version string holds (`'parrots' in TORCH_VERSION`).
   */
  guardAtom(toks, info, a, b) {
    if (!this.holdsGuard(toks, a, b)) return null;
    let last = toks[b - 1];
    if (b === a + 1 && last.type === "name" && this.versionNames) {
      let v2 = this.resolve(last.text);
      if (typeof v2 == "string" && v2.startsWith(GUARD)) return this.guardValues[Number(v2.slice(GUARD.length))] ?? null;
    }
    if (last.type === "name" && dottedFrom(toks, a, b)) {
      let c = versionConstant(last.text);
      if (c) return [{ kind: "version", op: c.op, version: c.version }];
      let ext = this.externOf(toks, a, b);
      return ext ? [ext] : null;
    }
    if (last.text === ")") {
      let p = a;
      for (; p + 2 < b && toks[p + 1].text === "." && toks[p + 2].type === "name"; ) p += 2;
      if (toks[p].type === "name" && toks[p + 1]?.text === "(" && closing(toks, info, p + 1) === b - 1) {
        let fn = toks[p].text, strings = [], ints = [];
        for (let k = p + 2; k < b - 1; k++)
          if (info.depth[k] === info.depth[p + 1] + 1) {
            if (toks[k].type === "string") strings.push(unquote(toks[k].text));
            else if (toks[k].type === "number" && /^\d+$/.test(toks[k].text)) ints.push(toks[k].text);
            else if (toks[k].type === "name" && toks[k + 1]?.text === "=") break;
          }
        if (fn === "is_torch_version" && strings.length >= 2 && isOp(strings[0]) && versionOf(strings[1]))
          return [{ kind: "version", op: strings[0], version: versionOf(strings[1]) }];
        if (fn === "compare_version" || fn === "_compare_version")
          return compareVersionCall(toks, info, p + 1, b - 1, strings);
        let helper = versionHelper(fn), version = strings[0] ? versionOf(strings[0]) : ints.length >= 2 ? ints.slice(0, 3).join(".") : void 0;
        if (helper && version) return [{ kind: "version", op: helper, version }];
        if (p + 2 === b - 1) {
          let c = versionConstant(fn);
          if (c) return [{ kind: "version", op: c.op, version: c.version }];
        }
        if (fn === "hasattr" && p === a) {
          let comma = toks.findIndex(
            (t, k) => k > p + 1 && k < b && t.text === "," && info.depth[k] === info.depth[p + 1] + 1
          ), attr = toks[comma + 1];
          if (comma > 0 && attr?.type === "string" && comma + 2 === b - 1 && dottedFrom(toks, p + 2, comma)) {
            let root = this.resolve(toks[p + 2].text);
            if (typeof root == "string" && ROOTS.has(rootOf(root))) {
              let parts = [root];
              for (let k = p + 4; k < comma; k += 2) parts.push(toks[k].text);
              return [{ kind: "has", api: `${parts.join(".")}.${unquote(attr.text)}`, present: !0 }];
            }
          }
        }
      }
    }
    if (toks[a].type === "string" && b - a >= 3) {
      let not = toks[a + 1].text === "not" && toks[a + 1].type === "name", inAt = a + (not ? 2 : 1), fn = toks[inAt]?.text === "in" ? this.kwdefaultsOf(toks, inAt + 1, b) : void 0;
      if (fn) return [{ kind: "has", api: `${fn}(${unquote(toks[a].text)}=)`, present: !not }];
    }
    if (b - a >= 3 && toks[b - 1].text === "None" && toks[b - 1].type === "name") {
      let not = toks[b - 2].text === "not", isAt = b - (not ? 3 : 2), fn = toks[isAt]?.text === "is" ? this.kwdefaultsOf(toks, a, isAt) : void 0;
      if (fn) return [{ kind: "has", api: `${fn}(=)`, present: not }];
    }
    if (toks[a].type === "string" && b - a >= 3) {
      let not = toks[a + 1].text === "not" && toks[a + 1].type === "name", inAt = a + (not ? 2 : 1);
      if (toks[inAt]?.type === "name" && toks[inAt].text === "in" && dottedFrom(toks, inAt + 1, b) && this.torchVersionSide(toks, inAt + 1, b))
        return [{ kind: "mentions", text: unquote(toks[a].text), present: !not }];
    }
    let ops = [], equal = -1;
    for (let k = a; k < b; k++) {
      if (info.depth[k] !== info.depth[a] || toks[k].type !== "op") continue;
      let t = toks[k].text;
      if (t === "!=" || t === "==" && equal >= 0) return null;
      t === "==" && (equal = k), isOp(t) && ops.push(k);
    }
    if (equal >= 0) {
      if (ops.length > 0) return null;
      let eq = this.partComparison(toks, info, a, equal, b);
      return eq ? [partGuard(eq.part, ">=", eq.n), partGuard(eq.part, "<=", eq.n)] : null;
    }
    if (ops.length === 2) {
      let [p, q] = ops;
      if (this.torchVersionSide(toks, a, p) || !this.torchVersionSide(toks, p + 1, q) || this.torchVersionSide(toks, q + 1, b))
        return null;
      let low = literalVersion(toks, a, p), high = literalVersion(toks, q + 1, b);
      return !low || !high ? null : [
        { kind: "version", op: FLIP[toks[p].text], version: low },
        { kind: "version", op: toks[q].text, version: high }
      ];
    }
    if (ops.length !== 1) return null;
    let op = ops[0], cmp = this.partComparison(toks, info, a, op, b);
    if (cmp) {
      let o2 = toks[op].text;
      return [partGuard(cmp.part, cmp.left ? o2 : FLIP[o2], cmp.n)];
    }
    let left = this.torchVersionSide(toks, a, op), right = this.torchVersionSide(toks, op + 1, b);
    if (!left && !right) return this.companionComparison(toks, a, op, b);
    if (left === right) return null;
    let v = left ? literalVersion(toks, op + 1, b) : literalVersion(toks, a, op);
    if (!v) return null;
    let o = toks[op].text;
    return [{ kind: "version", op: left ? o : FLIP[o], version: v }];
  }
  /**
   * `Version(torchvision.__version__) >= Version("0.13")`: a companion's version (its
   * `__version__` read through its import) against a literal, at the comparison `op`.
   */
  companionComparison(toks, a, op, b) {
    let left = this.companionVersionSide(toks, a, op), right = this.companionVersionSide(toks, op + 1, b);
    if (!left == !right) return null;
    let v = left ? literalVersion(toks, op + 1, b) : literalVersion(toks, a, op);
    if (!v) return null;
    let o = toks[op].text;
    return [{ kind: "companion", pkg: left ?? right, op: left ? o : FLIP[o], version: v }];
  }
  /** The companion (`torchvision`, `torchaudio`) whose `__version__` tokens a..b read, if they do. */
  companionVersionSide(toks, a, b) {
    for (let k = a + 2; k < b; k++) {
      if (toks[k].text !== "__version__" || toks[k - 1].text !== "." || toks[k].type !== "name") continue;
      let pkg = this.resolve(toks[k - 2].text);
      if (typeof pkg == "string" && COMPANIONS.has(pkg) && !(k >= 3 && toks[k - 3].text === ".")) return pkg;
    }
  }
  /** The torch function whose `__kwdefaults__` tokens a..b name (written out, or a name bound to it), if they do. */
  kwdefaultsOf(toks, a, b) {
    if (!dottedFrom(toks, a, b)) return;
    let root = this.resolve(toks[a].text);
    if (typeof root != "string" || !ROOTS.has(rootOf(root))) return;
    let parts = [root];
    for (let k = a + 2; k < b; k += 2) parts.push(toks[k].text);
    let name = parts.join(".");
    return name.endsWith(".__kwdefaults__") ? name.slice(0, -15) : void 0;
  }
  /**
   * A module constant of another module of the project, written as a dotted name through an import
   * (`torch_geometric.typing.WITH_PT20`) or as a name a `from … import` bound (`WITH_PT20`): the
   * condition that it is true, decided once the scan has read that module.
   */
  externOf(toks, a, b) {
    let root = toks[a].text, mod = this.projectNames.get(root);
    if (mod === void 0) return;
    let now = this.resolve(root);
    if (now !== null && now !== mod) return;
    let parts = [mod];
    for (let k = a + 2; k < b; k += 2) parts.push(toks[k].text);
    let full = parts.join("."), cut = full.lastIndexOf(".");
    if (!(cut <= 0 || full.endsWith(".")))
      return { kind: "extern", module: full.slice(0, cut), name: full.slice(cut + 1), present: !0 };
  }
  /**
   * Whether the condition written at text s..e starts (after `not`s) with a name a project import
   * bound (`if torch_geometric.typing.WITH_PT20:`): the header is read for its guard. Files that
   * import nothing but torch pay nothing.
   */
  testsProject(s, e) {
    if (this.projectNames.size === 0 || this.deadTest === void 0) return !1;
    let m = /^[ \t(]*(?:not[ \t(]+)*([A-Za-z_][A-Za-z0-9_]*)/.exec(this.text.slice(s, Math.min(e, s + 200)));
    return m !== null && this.projectNames.has(m[1]);
  }
  /** Whether tokens a..b hold a name a guard is made of (GUARD_NAME), or a name bound to the torch version. */
  holdsGuard(toks, a, b) {
    for (let k = a; k < b; k++) {
      let t = toks[k];
      if (t.type === "name") {
        if (guardName(t.text) || this.projectNames.size > 0 && this.projectNames.has(t.text) && (k === a || toks[k - 1].text !== "."))
          return !0;
        if (this.versionNames) {
          let v = this.resolve(t.text);
          if (v === VERSION || typeof v == "string" && (v.startsWith(GUARD) || v.startsWith(VERSION_PART) || v.endsWith(".__kwdefaults__")))
            return !0;
        }
      }
    }
    return !1;
  }
  /**
   * One part of the torch version compared with a whole number, on either side of the operator at
   * `op`: the part written out (`int(torch.__version__.split(".")[0])`) or a name bound to it.
   */
  partComparison(toks, info, a, op, b) {
    let whole = (t) => t?.type === "number" && /^\d+$/.test(t.text);
    if (op + 2 === b && whole(toks[op + 1])) {
      let part = this.partAt(toks, info, a, op);
      if (part !== void 0) return { part, n: Number(toks[op + 1].text), left: !0 };
    }
    if (op === a + 1 && whole(toks[a])) {
      let part = this.partAt(toks, info, op + 1, b);
      if (part !== void 0) return { part, n: Number(toks[a].text), left: !1 };
    }
  }
  /** The part of the torch version tokens a..b are, written out or as a name bound to it. */
  partAt(toks, info, a, b) {
    if (b === a + 1 && toks[a].type === "name" && this.versionNames) {
      let v = this.resolve(toks[a].text);
      return v === `${VERSION_PART}0` ? 0 : v === `${VERSION_PART}1` ? 1 : void 0;
    }
    return this.torchVersionSide(toks, a, b) ? versionPart(toks, info, a, b) : void 0;
  }
  /** A value (tokens i..j) that is one part of the torch version as a number: what a name bound to it stands for. */
  partValue(toks, info, i, j) {
    let part = this.torchVersionSide(toks, i, j) ? versionPart(toks, info, i, j) : void 0;
    return part === void 0 ? null : `${VERSION_PART}${part}`;
  }
  /**
   * Whether tokens a..b hold the torch version: `torch.__version__` (torch bound to the torch module),
   * a name for it (`TORCH_VERSION`, `torch_version()`, `get_torch_version()`), or a name bound to it.
   */
  torchVersionSide(toks, a, b) {
    for (let k = a; k < b; k++) {
      let t = toks[k];
      if (t.type === "name" && (/^_?(?:get_)?(TORCH_VERSION|torch_version)$/.test(t.text) || t.text === "__version__" && k >= a + 2 && toks[k - 1].text === "." && this.resolve(toks[k - 2].text) === "torch" || this.versionNames && (k === a || toks[k - 1].text !== ".") && this.resolve(t.text) === VERSION))
        return !0;
    }
    return !1;
  }
  openTry(indent) {
    let id = ++this.tryCount;
    this.lastTry.set(indent, id), this.chains_.size > 0 && this.chains_.delete(indent), this.blocks.push(block(indent, "try", id, void 0, this.deadHere()));
  }
  /**
   * A value (tokens i..j) that is a condition on the torch version and nothing else
   * (`Version(torch.__version__) >= Version("1.11")`, `is_torch_version(">=", "2.0")`,
   * `hasattr(torch.amp, "custom_fwd")`): the name it is bound to stands for the condition.
   */
  guardValue(toks, info, i, j) {
    if (i >= j || !this.holdsGuard(toks, i, j)) return null;
    let { exact } = this.condition(toks, info, i, j);
    return exact ? (this.guardValues.push(exact), `${GUARD}${this.guardValues.length - 1}`) : null;
  }
  /**
   * Whether the value (tokens i..j) is the torch version, however wrapped or converted:
   * `parse_version(torch.__version__)`, `tuple(int(x) for x in torch.__version__.split(".")[:2])`.
   * A value that compares or tests it (`torch.__version__ >= "2.0"`) is a truth value, not a version.
   */
  versionValue(toks, info, i0, j0) {
    let i = i0, j = j0;
    for (; j - i >= 2 && toks[i].text === "(" && toks[i].type === "op" && closing(toks, info, i) === j - 1; )
      i++, j--;
    let d = info.depth[i] ?? 0;
    for (let k = i; k < j; k++) {
      let t = toks[k];
      if (info.depth[k] === d && (t.type === "op" && (isOp(t.text) || t.text === "==" || t.text === "!=") || t.type === "name" && (t.text === "and" || t.text === "or" || t.text === "not" || t.text === "in" || t.text === "is" || t.text === "if" || t.text === "lambda")))
        return !1;
    }
    return this.torchVersionSide(toks, i, j);
  }
};

// src/scan/uses-match.ts
var DEFINING = [
  ["torch.distributed.fsdp.fully_sharded_data_parallel.", "torch.distributed.fsdp."],
  ["torch.cuda.amp.grad_scaler.", "torch.cuda.amp."],
  ["torch.cuda.amp.autocast_mode.", "torch.cuda.amp."],
  ["torch.cpu.amp.grad_scaler.", "torch.cpu.amp."],
  ["torch.cpu.amp.autocast_mode.", "torch.cpu.amp."],
  ["torchdata.stateful_dataloader.stateful_dataloader.", "torchdata.stateful_dataloader."]
];
function publicName(name) {
  if ((name.length < 20 || name.charCodeAt(6) !== 100 || name.charCodeAt(7) !== 105) && (name.length < 16 || name.charCodeAt(6) !== 99 && name.charCodeAt(5) !== 100))
    return name;
  for (let [from, to] of DEFINING)
    if (name.startsWith(from) && name.length > from.length) return to + name.slice(from.length);
  return name;
}
var ANY_MEMBER = "*";
function memberCall(toks, info, k, m, j) {
  let after = toks[m + 1];
  if (after?.type !== "op") return;
  let close = -1, key;
  if (after.text === "[" && toks[m].text === "__dict__" && m > k)
    close = closing(toks, info, m + 1), close === m + 3 && (key = toks[m + 2]);
  else if (after.text === "," && k >= 2 && toks[k - 1].text === "(" && toks[k - 2].text === "getattr" && toks[k - 3]?.text !== ".")
    close = closing(toks, info, k - 1), (close === m + 3 || toks[m + 3]?.text === ",") && (key = toks[m + 2]);
  else return;
  return close < 0 || close + 1 >= j || toks[close + 1].text !== "(" || toks[close + 1].type !== "op" ? void 0 : { name: (key?.type === "string" ? /^[rRbBuU]?(['"])([A-Za-z_]\w*)\1$/.exec(key.text)?.[2] : void 0) ?? ANY_MEMBER, open: close + 1 };
}
var UseMatcher = class extends GuardReader {
  /** Every dotted name rooted in torch between i and j. */
  chains(toks, info, i, j, skip) {
    for (let k = i; k < j; k++) {
      let t = toks[k];
      if (t.type !== "name" || KEYWORDS.has(t.text) || skip.has(k) || info.kwNames.has(k)) continue;
      let prev = toks[k - 1];
      if (prev && prev.type === "op" && prev.text === ".") {
        let methods = this.methods;
        if (methods !== void 0 && methods.has(t.text) && toks[k + 1]?.text === "(" && this.torchNames.size > 0) {
          let use2 = this.record(
            `torch.Tensor.${t.text}`,
            "call",
            t.start,
            t.end,
            [t.end],
            this.tryIds(),
            info.calls.get(k + 1)
          );
          use2 && (use2.method = !0);
        }
        t.text === "__init__" && toks[k + 1]?.text === "(" && this.superInit(toks, info, k);
        continue;
      }
      let shadow = this.shadow;
      if (this.deadTok[k] === 1 || shadow !== void 0 && hides(shadow, k, t.text)) continue;
      let m = k;
      for (; m + 2 < j && toks[m + 1].text === "." && toks[m + 1].type === "op" && toks[m + 2].type === "name"; )
        m += 2;
      let root = this.resolve(t.text);
      if (m === k && root && root.charCodeAt(0) === 0 && root.startsWith(TABLE)) {
        this.tableCall(toks, info, k, j, root);
        continue;
      }
      let next = toks[m + 1];
      if (!root || !ROOTS.has(rootOf(root)) || m === k && !root.includes(".") || m === k && this.aliasNames.has(t.text) && !(next?.type === "op" && (next.text === "(" || ASSIGN_OPS.has(next.text)))) {
        this.methodIn(toks, k, m) || (k = m);
        continue;
      }
      let torchBound = !(shadow !== void 0 && hides(shadow, k, "torch")) && this.resolve("torch") === "torch", name = root, partEnds = lastPartEnds(root, t.end);
      for (let q = k + 2; q <= m; q += 2)
        name += "." + toks[q].text, partEnds.push(toks[q].end);
      let use, member = memberCall(toks, info, k, m, j);
      if (member) {
        let base = toks[m].text === "__dict__" ? name.slice(0, -9) : name, baseEnds = toks[m].text === "__dict__" ? partEnds.slice(0, -1) : partEnds, end = toks[member.open - 1].end, call = info.calls.get(member.open);
        use = this.record(
          `${base}.${member.name}`,
          "call",
          t.start,
          end,
          [...baseEnds, end],
          this.tryIds(),
          call,
          torchBound
        );
      } else if (next && next.type === "op" && next.text === "(" && m + 1 < j) {
        let call = info.calls.get(m + 1);
        use = this.record(name, "call", t.start, toks[m].end, partEnds, this.tryIds(), call, torchBound);
        let close = call?.site.close;
        if (use && k >= 2 && toks[k - 1].text === "(" && toks[k - 2].text === "load_state_dict" && close !== void 0) {
          let after = toks.findIndex((x, q) => q > m && x.start === close);
          after > 0 && (toks[after + 1]?.text === ")" || toks[after + 1]?.text === "," && info.depth[after + 1] === info.depth[k - 1] + 1) && (use.intoStateDict = !0);
        }
      } else if (next && next.type === "op" && ASSIGN_OPS.has(next.text) && info.depth[m + 1] === 0 && !(prev?.text === ":" && info.depth[k - 1] === 0))
        use = this.record(name, "assign", t.start, toks[m].end, partEnds, this.tryIds(), void 0, torchBound);
      else if (prev?.text === "(" && toks[k - 2]?.text === "map" && next?.text === ",")
        use = this.record(name, "call", t.start, toks[m].end, partEnds, this.tryIds(), void 0, torchBound);
      else if (prev?.text === "(" && toks[k - 2]?.text === "partial" && (next?.text === "," || next?.text === ")")) {
        let call = info.calls.get(k - 1);
        use = this.record(name, "call", t.start, toks[m].end, partEnds, this.tryIds(), call, torchBound);
      } else
        use = this.record(name, "ref", t.start, toks[m].end, partEnds, this.tryIds(), void 0, torchBound);
      use && (use.viaAlias = this.aliasNames.has(t.text), use.annotation = this.annot?.[k] === 1, use.base = this.bases?.[k] === 1, use.noneTest = next?.text === "is" && next.type === "name" && (toks[m + 2]?.text === "None" || toks[m + 2]?.text === "not" && toks[m + 3]?.text === "None"), use.importRoot = this.importNames.has(t.text) ? root : "", use.absenceHandled = this.probed.has(t.text)), k = m;
    }
  }
  /**
   * A table of torch callables (TABLE) indexed and called at once — `_backbones[name](…)`, or
   * `_backbones[name][0](…)` when its entries are tuples: a call of a member of its module, which
   * only entries about any member's calls judge.
   */
  tableCall(toks, info, k, j, value) {
    if (toks[k + 1]?.text !== "[") return;
    let close = closing(toks, info, k + 1);
    if (close < 0) return;
    let bar = value.lastIndexOf("|");
    if (value.endsWith("|1")) {
      if (toks[close + 1]?.text !== "[" || toks[close + 2]?.text !== "0" || toks[close + 3]?.text !== "]") return;
      close += 3;
    }
    let open = close + 1;
    if (open >= j || toks[open].text !== "(" || toks[open].type !== "op") return;
    let module = value.slice(TABLE.length, bar), end = toks[close].end, partEnds = lastPartEnds(`${module}.${ANY_MEMBER}`, end);
    this.record(`${module}.${ANY_MEMBER}`, "call", toks[k].start, end, partEnds, this.tryIds(), info.calls.get(open));
  }
  /**
   * The torch classes among a class header's bases (none: an empty list), from the uses its header
   * recorded (from index `from` on); lines that say `super` are read from then on, for the
   * constructor calls through it.
   */
  torchBases(from) {
    let names2 = [];
    for (let u = from; u < this.uses.length; u++) this.uses[u].base && names2.push(this.uses[u].name);
    return names2.length > 0 && !this.supers && (this.supers = !0, this.admit("super")), names2;
  }
  /**
   * `super().__init__(…)` or `super(Cls, self).__init__(…)` (the `__init__` at k) in a class with a
   * torch base: a call of that base, with the call's keywords (openfold's `_LRScheduler` subclass
   * passing `verbose=`).
   */
  superInit(toks, info, k) {
    if (toks[k - 2]?.text !== ")") return;
    let open = k - 3;
    for (let depth = 1; open >= 0; open--) {
      let x = toks[open].text;
      if (x === ")") depth++;
      else if (x === "(" && --depth === 0) break;
    }
    let sup = toks[open - 1];
    if (sup?.text !== "super" || sup.type !== "name" || toks[open - 2]?.text === ".") return;
    let bases;
    for (let b = this.blocks.length - 1; b >= 0 && bases === void 0; b--) bases = this.blocks[b].bases;
    if (bases === void 0) return;
    let call = info.calls.get(k + 1);
    for (let name of bases) {
      let partEnds = lastPartEnds(name, toks[k].end), use = this.record(name, "call", sup.start, toks[k].end, partEnds, this.tryIds(), call);
      use && (use.superInit = !0);
    }
  }
  /**
   * Whether a part of the dotted name at tokens k..m (names at every other token) is a method
   * looked for: then the parts are read on, for a method called on what it names (`self.x.storage()`).
   */
  methodIn(toks, k, m) {
    let methods = this.methods;
    if (methods === void 0) return !1;
    for (let q = k; q <= m; q += 2) if (methods.has(toks[q].text)) return !0;
    return !1;
  }
  record(name, kind, start, end, partEnds, tryIds, call, torchBound = this.resolve("torch") === "torch") {
    if (this.deadHere() || this.raisedHere() && !this.gone(name)) return;
    for (let t = 0; t < tryIds.length; t++) {
      let id = tryIds[t], names2 = this.tryNames.get(id);
      if (names2 ? names2.push(name) : this.tryNames.set(id, [name]), call?.keywords && call.keywords.size > 0) {
        let passed = [...call.keywords.keys()].map((k) => `${name}(${k}=)`), had = this.tryKeywords.get(id);
        had ? had.push(...passed) : this.tryKeywords.set(id, passed);
      }
    }
    let shown = kind === "import" ? name : publicName(name);
    shown !== name && (partEnds = lastPartEnds(shown, end));
    let fallbackFor, holds;
    for (let i = 0; i < this.blocks.length; i++) {
      let b = this.blocks[i];
      b.fallback && (fallbackFor = fallbackFor ? [...fallbackFor, ...b.fallback] : b.fallback), b.holds && (holds = holds ? [...holds, ...b.holds] : b.holds);
    }
    let use = {
      name: shown,
      kind,
      start,
      end,
      partEnds,
      handlers: [],
      torchBound,
      viaAlias: !1,
      intoStateDict: !1,
      annotation: !1,
      base: !1,
      noneTest: !1,
      superInit: !1,
      fromImport: !1,
      importRoot: "",
      topLevel: this.blocks.length === 0,
      fallbackFor,
      holds,
      method: !1,
      absenceHandled: !1,
      keywords: call ? call.keywords : kind === "call" ? /* @__PURE__ */ new Map() : void 0,
      starKwargs: call ? call.starKwargs : kind === "call" ? !1 : void 0,
      call: call?.site
    };
    return this.uses.push(use), this.usesTries.push(tryIds), use;
  }
};

// src/scan/uses-bindings.ts
var MANY = "\0many";
function assignedBefore(text, name, pos) {
  for (let at = text.indexOf(name); at >= 0 && at < pos; at = text.indexOf(name, at + 1))
    if (atLineStart(text, at) && assignsAt(text, at + name.length, pos)) return !0;
  return !1;
}
function atLineStart(text, at) {
  let b = at;
  for (; b > 0 && (text.charCodeAt(b - 1) === 32 || text.charCodeAt(b - 1) === 9); ) b--;
  return b === 0 || text.charCodeAt(b - 1) === 10;
}
function assignsAt(text, q, pos) {
  for (; q < pos && (text.charCodeAt(q) === 32 || text.charCodeAt(q) === 9); ) q++;
  if (q < pos && text.charCodeAt(q) === 58)
    for (q++; q < pos && text.charCodeAt(q) !== 61 && text.charCodeAt(q) !== 10; q++) ;
  return q < pos && text.charCodeAt(q) === 61 && !(q + 1 < pos && text.charCodeAt(q + 1) === 61);
}
function holdsPart(path, parts) {
  let s = 0;
  for (let e = path.indexOf("."); e >= 0; s = e + 1, e = path.indexOf(".", s))
    if (parts.has(path.slice(s, e))) return !0;
  return parts.has(path.slice(s));
}
var BindingReader = class extends UseMatcher {
  bind(name, value) {
    if (this.deadHere()) return;
    this.projectNames.size > 0 && this.projectNames.delete(name), value !== null && ROOTS.has(rootOf(value)) ? (this.torchNames.add(name), this.admit(name), value.endsWith(".__kwdefaults__") && (this.versionNames = !0), this.live && holdsPart(value, this.live) && this.liveNames.add(name)) : value === VERSION || value !== null && (value.startsWith(GUARD) || value.startsWith(VERSION_PART)) ? (this.torchNames.add(name), this.admit(name), this.versionNames = !0) : value !== null && value.startsWith(TABLE) ? (this.torchNames.add(name), this.admit(name), this.live && value.slice(TABLE.length).split(/[.|]/).some((part) => this.live.has(part)) && this.liveNames.add(name)) : value === null && this.guardy && guardName(name) && (this.torchNames.add(name), this.admit(name));
    let scope = this.scope();
    this.bound?.push(`${this.blocks.length}:${name}`);
    let top = this.blocks[this.blocks.length - 1], before2 = scope.get(name);
    if (top !== void 0 && top.catchFor >= 0 && typeof before2 == "string" && ROOTS.has(rootOf(before2)) && this.tryBinds.get(top.catchFor)?.has(name) && this.onlyFor(top.catchFor, before2)) {
      this.deadTest !== void 0 && this.deadTest({ kind: "has", api: before2, present: !0 }) && scope.set(name, value);
      return;
    }
    let inTry = !1;
    for (let i = this.tryCount > 0 ? this.blocks.length - 1 : -1; i >= 0; i--) {
      let b = this.blocks[i];
      if (b.scope) break;
      if (b.kind === "try") {
        let set = this.tryBinds.get(b.tryId);
        set ? set.add(name) : this.tryBinds.set(b.tryId, /* @__PURE__ */ new Set([name])), inTry = !0;
        break;
      }
    }
    !inTry && this.probed.size > 0 && this.probed.delete(name), scope.has(name) && scope.get(name) !== value && this.inBranch() && (value = MANY), scope.set(name, value);
  }
  /**
   * Whether the `try` numbered `id` can fail only for want of `path`: every other torch name it
   * imported or used is one the catalog says every torch of the range has.
   */
  onlyFor(id, path) {
    let test = this.deadTest;
    for (let n of this.tryNames.get(id) ?? [])
      if (!(n === path || n.startsWith(`${path}.`) || path.startsWith(`${n}.`)) && (!test || !test({ kind: "has", api: n, present: !1 })))
        return !1;
    return !0;
  }
  /** `amp = torch.cuda.amp`: the value is a bare dotted torch name, so the target aliases it. */
  aliasValue(toks, i, j) {
    if (i >= j || toks[i].type !== "name") return null;
    let parts = [toks[i].text], k = i + 1;
    for (; k + 1 < j && toks[k].text === "." && toks[k + 1].type === "name"; )
      parts.push(toks[k + 1].text), k += 2;
    if (k !== j) return null;
    let root = this.resolve(parts[0]);
    return !root || !ROOTS.has(rootOf(root)) ? null : [root, ...parts.slice(1)].join(".");
  }
  /**
   * `getattr(models, name)`: a member of a torch module looked up by a name the code computes
   * (tokens i..j), bound to a name called later (`Model(pretrained=True)`): the member itself when
   * the name is a literal, else any member (`torchvision.models.*`), which only entries about any
   * member's calls match. A default (a third argument) may be what is bound instead: not read.
   */
  getattrValue(toks, i, j) {
    if (j - i < 6 || toks[i].text !== "getattr" || toks[i + 1].text !== "(" || toks[j - 1].text !== ")") return null;
    let k = i + 2;
    for (; k + 2 < j && toks[k + 1].text === "." && toks[k + 2].type === "name"; ) k += 2;
    if (toks[k + 1]?.text !== "," || k + 3 !== j - 1) return null;
    let module = this.aliasValue(toks, i + 2, k + 1), key = toks[k + 2];
    if (module === null || key.type !== "name" && key.type !== "string") return null;
    let literal = key.type === "string" ? /^(['"])([A-Za-z_]\w*)\1$/.exec(key.text)?.[2] : void 0;
    return key.type === "string" && literal === void 0 ? null : `${module}.${literal ?? "*"}`;
  }
  /**
   * `LazyImport("torch")`, `importlib.import_module("torch.nn")`: a call (tokens i..j) of a function
   * named for importing, whose one argument is a string naming a torch module, stands for the module
   * it imports (lazy-imports.ts says which files hold one, so the skim reads their lines).
   */
  importCallValue(toks, i, j) {
    let k = i;
    if (toks[k]?.type !== "name") return null;
    for (; k + 2 < j && toks[k + 1].text === "." && toks[k + 2].type === "name"; ) k += 2;
    return k + 4 !== j || toks[k + 1].text !== "(" || toks[k + 2].type !== "string" || toks[k + 3].text !== ")" ? null : importedBy(toks[k].text, toks[k + 2].text);
  }
  /**
   * `{"resnet18": resnet.resnet18, …}`, `[(resnet18, 512), …]`: a literal (tokens i..j) whose every
   * value is a torch callable, or a tuple or list that starts with one, all members of one module
   * below a torch root (`torchvision.models`): a table of them (TABLE). Anything else in it: null.
   */
  tableValue(toks, info, i, j) {
    if (j - i < 3) return null;
    let open = toks[i].text;
    if (open !== "{" && open !== "[" && open !== "(" || closing(toks, info, i) !== j - 1) return null;
    let d = info.depth[i] + 1, paths = [], tuples = -1;
    for (let k = i + 1; k < j - 1; ) {
      let s = k;
      if (open === "{") {
        for (; s < j - 1 && !(toks[s].text === ":" && info.depth[s] === d); ) s++;
        s++;
      }
      let e = s;
      for (; e < j - 1 && !(toks[e].text === "," && info.depth[e] === d); ) e++;
      if (s >= e) {
        k = e + 1;
        continue;
      }
      let group = toks[s].text === "(" || toks[s].text === "[";
      if (tuples >= 0 && tuples !== (group ? 1 : 0)) return null;
      tuples = group ? 1 : 0;
      let a = group ? s + 1 : s, b = a;
      for (; b + 2 < e && toks[b + 1].text === "." && toks[b + 2].type === "name"; ) b += 2;
      let after = toks[b + 1].text;
      if (toks[a].type !== "name" || (group ? after !== "," : b + 1 !== e)) return null;
      let root = this.resolve(toks[a].text);
      if (!root || !ROOTS.has(rootOf(root))) return null;
      let parts = [root];
      for (a += 2; a <= b; a += 2) parts.push(toks[a].text);
      paths.push(parts.join(".")), k = e + 1;
    }
    if (paths.length === 0) return null;
    let common = paths[0].split(".").slice(0, -1);
    for (let p of paths.slice(1)) {
      let parts = p.split("."), n = 0;
      for (; n < common.length && n < parts.length - 1 && parts[n] === common[n]; ) n++;
      common = common.slice(0, n);
    }
    return common.length >= 2 ? `${TABLE}${common.join(".")}|${tuples}` : null;
  }
  bindTargets(toks, info, i, j, alias) {
    let names2 = /* @__PURE__ */ new Set();
    if (targetNames(toks, info, i, j, names2)) {
      let name = toks[i].text;
      if (alias !== null && !alias.startsWith("\0")) {
        this.aliasNames.add(name);
        let scope = this.scope();
        this.inBranch() && !scope.has(name) && assignedBefore(this.text, name, toks[i].start) && scope.set(name, null);
      }
      return this.bind(name, alias);
    }
    for (let k of names2) this.bind(toks[k].text, null);
  }
  importStmt(toks, i, j) {
    let k = i;
    for (; k < j; ) {
      let s = k, parts = [];
      for (; k < j && toks[k].type === "name" && toks[k].text !== "as" && (parts.push(toks[k].text), k++, toks[k]?.text === "."); )
        k++;
      let dotted = parts.join("."), end = toks[k - 1]?.end ?? toks[s].end;
      dotted && this.importSink()?.push(dotted);
      let project = parts.length > 0 && !ROOTS.has(parts[0]);
      for (toks[k]?.text === "as" && toks[k + 1]?.type === "name" ? (this.bind(toks[k + 1].text, dotted || null), this.importNames.add(toks[k + 1].text), project && this.projectNames.set(toks[k + 1].text, dotted), k += 2) : parts.length > 0 && (this.bind(parts[0], parts[0]), this.importNames.add(parts[0]), project && this.projectNames.set(parts[0], parts[0])), parts.length > 0 && ROOTS.has(parts[0]) && this.record(dotted, "import", toks[s].start, end, partEndsOf(toks, s, parts.length), this.tryIds(), void 0); k < j && toks[k].text !== ","; ) k++;
      k++;
    }
  }
  fromImport(toks, i, j) {
    let k = i, relative = !1, dots = "";
    for (; k < j && (toks[k].text === "." || toks[k].text === "..."); )
      relative = !0, dots += toks[k].text, k++;
    let parts = [];
    for (; k < j && toks[k].type === "name" && toks[k].text !== "import"; )
      parts.push(toks[k].text), k++, toks[k]?.text === "." && k++;
    k++;
    let module = relative ? void 0 : parts.join("."), torchish = module !== void 0 && ROOTS.has(parts[0] ?? ""), written = dots + parts.join("."), top = this.importSink();
    for (top && parts.length > 0 && top.push(written); k < j; k++) {
      let t = toks[k];
      if (t.type !== "name") continue;
      let local = t.text;
      toks[k + 1]?.text === "as" && toks[k + 2]?.type === "name" && (local = toks[k + 2].text), top && t.text !== "*" && top.push(dots && parts.length === 0 ? dots + t.text : `${written}.${t.text}`);
      let qual = torchish ? `${module}.${t.text}` : null;
      if (this.bind(local, qual), !torchish && t.text !== "*" && (this.projectNames.set(local, `${written}${parts.length > 0 ? "." : ""}${t.text}`), this.admit(local)), qual) {
        this.importNames.add(local);
        let use = this.record(qual, "import", t.start, t.end, lastPartEnds(qual, t.end), this.tryIds(), void 0);
        use && (use.fromImport = !0);
      }
      local !== t.text && (k += 2);
    }
  }
};

// src/scan/uses.ts
var COMPOUND = /* @__PURE__ */ new Set([
  "if",
  "elif",
  "else",
  "for",
  "while",
  "try",
  "except",
  "finally",
  "with",
  "def",
  "class",
  "async",
  "match",
  "case"
]), HEAD = newGate(["from", ...COMPOUND]);
function blockOf(word) {
  switch (word) {
    case "def":
    case "class":
      return "scope";
    case "try":
      return "try";
    case "if":
    case "elif":
    case "else":
    case "while":
    case "for":
    case "with":
    case "finally":
      return "other";
    default:
      return;
  }
}
function analyze(text, live, options = {}) {
  let lazy = mayImportByCall(text);
  return new Analyzer(
    text,
    live,
    options.skim !== !1 && !lazy,
    options.dead,
    options.bindings === !0,
    options.methods !== void 0 && options.methods.size > 0 ? options.methods : void 0,
    options.gone,
    lazy
  ).run();
}
function assigns(text, p) {
  let q = p;
  for (; text.charCodeAt(q) === 32 || text.charCodeAt(q) === 9; ) q++;
  return text.charCodeAt(q) === 61 && text.charCodeAt(q + 1) !== 61;
}
function hasImport(toks, i, j) {
  for (let k = i; k < j; k++) if (toks[k].type === "name" && toks[k].text === "import") return !0;
  return !1;
}
var FALLBACK_ERRORS = /* @__PURE__ */ new Set(["ImportError", "ModuleNotFoundError", "AttributeError"]), CATCH_ALL = /* @__PURE__ */ new Set(["Exception", "BaseException", "*"]), Analyzer = class extends BindingReader {
  /**
   * The tokens of the logical line at `pos` (and of the blank and comment lines before it), then
   * its statement; returns where the next line starts.
   */
  tokenLine(t, pos) {
    let { text, types, starts, ends } = this, n = 0, lineStart2 = pos, indent = 0, depth = 0;
    for (; t.advance(); ) {
      let { type, start, end } = t;
      switch (type) {
        case "nl":
        case "cont":
          lineStart2 = end;
          continue;
        case "newline":
          return this.statementLine(n, indent), end;
        case "error":
          this.fail(start, t.error ?? "invalid token");
          continue;
        case "op":
          if (end === start + 1) {
            let c = text.charCodeAt(start);
            c === 40 || c === 91 || c === 123 ? depth++ : (c === 41 || c === 93 || c === 125) && (depth === 0 ? this.fail(start, `unmatched '${text[start]}'`) : depth--);
          }
          break;
        default:
          t.error && this.fail(start, t.error);
      }
      n === 0 && (indent = this.indentOf(lineStart2, start)), types[n] = type, starts[n] = start, ends[n] = end, n++;
    }
    return depth > 0 && this.fail(text.length, "unexpected end of file: unclosed bracket"), this.statementLine(n, indent), text.length;
  }
  /**
   * Whether the logical line at `pos` can neither use nor bind a torch name, as the skim finds
   * (then `this.line` holds it, and `this.lineHead` the block it opens, if any): none of its names
   * is `import` or bound to torch in this file (a live name matters only in a dotted name that
   * starts at one, as relevant() has it). Such a line matters only for the block it may open.
   * False: the line must be tokenized (a name that may matter, an `import`/`from`/`except`/
   * `match`/`case`/`async` line, or anything the tokenizer would report).
   */
  skim(pos) {
    this.lineHead = "", this.lineWord = "";
    let line = this.line;
    if (!skimLine(this.text, pos, this, line)) return !1;
    let { first, firstEnd } = line;
    if (firstEnd < 0 || !(passes(HEAD.first, HEAD.last, this.text, first, firstEnd) || passes(this.skimFirst, this.skimLast, this.text, first, firstEnd)))
      return !0;
    let w = this.text.slice(first, firstEnd);
    if (w === "import" || w === "from" || this.torchNames.has(w) || this.supers && w === "super" || this.projectNames.size > 0 && this.projectNames.has(w) && assigns(this.text, firstEnd)) return !1;
    if (!COMPOUND.has(w)) return !0;
    let head = blockOf(w);
    return head === void 0 || (w === "if" || w === "elif" || w === "while") && (this.guardy && mayGuard(this.text, firstEnd, line.end) || this.testsProject(firstEnd, line.end)) ? !1 : (this.lineHead = head, this.lineWord = w, !0);
  }
  /** For the skim (NameTest): whether a name other than the first of its line, past the skim's gate, may make the line matter. */
  mayMatter(s, e) {
    let w = this.text.slice(s, e);
    return w === "import" || this.torchNames.has(w) || this.supers && w === "super" ? !0 : this.methods !== void 0 && this.methods.has(w) && this.text.charCodeAt(s - 1) === 46 && this.torchNames.size > 0;
  }
  /** The line the skim passed over (this.line): it closes the blocks it dedents past, and opens its own. */
  plainLine() {
    let { indent: spaces, lineStart: lineStart2, first } = this.line, indent = spaces >= 0 ? spaces : this.indentOf(lineStart2, first);
    this.closeBlocks(indent), this.startStatement(indent, first, this.line.firstEnd), this.lineHead !== "" && this.openBlock(this.lineHead, indent, this.lineWord);
  }
  run() {
    return this.guardy = this.deadTest !== void 0 && mayHoldGuard(this.text), this.lines(), this.finish();
  }
  /**
   * Line by line: a line the skim finds nothing in is passed over without tokens; any other is
   * tokenized (the tokenizer passes over blanks and comments and leaves each token in its fields;
   * only the tokens of a statement that matters become objects). Apart from what run() does once
   * per file after it: V8 optimizes this loop while it runs, and code after it, first reached only
   * later, would throw that optimized code away and have the loop compiled again.
   */
  lines() {
    let t = new shared$1.Tokenizer(this.text, !0), n = this.text.length;
    for (let pos = 0; pos < n; )
      this.live && this.skimming && this.skim(pos) ? (this.line.first >= 0 && this.plainLine(), pos = this.line.end) : (t.seek(pos), pos = this.tokenLine(t, pos));
  }
  finish() {
    this.raisedSpans.length > 0 && this.dropUnreached();
    let { uses } = this, roles = /* @__PURE__ */ new Map(), caught = (id) => {
      let names2 = roles.get(id);
      if (names2 === void 0) {
        names2 = [];
        for (let c of this.clauses.get(id) ?? [])
          clauseRole(this.text, c.body, c.indent) === "handles" && names2.push(...c.names);
        roles.set(id, names2);
      }
      return names2;
    };
    uses.forEach((u, i) => {
      let tries = this.usesTries[i];
      tries.length > 0 && (u.handlers = [...new Set(tries.flatMap(caught))]);
    });
    let out = this.error ? { uses, error: this.error } : { uses };
    this.bound && (out.bound = this.bound);
    for (let [id, list] of this.tryImports)
      (this.clauses.get(id) ?? []).every((c) => clauseRole(this.text, c.body, c.indent) === "raises") && this.topImports.push(...list);
    if (this.topImports.length > 0 && (out.imports = this.topImports), this.moduleRaises >= 0 && (out.raises = this.moduleRaises), this.versionNames) {
      let constants;
      for (let [name, v] of this.module) {
        if (typeof v != "string" || !v.startsWith(GUARD)) continue;
        let conj = this.guardValues[Number(v.slice(GUARD.length))];
        conj && conj.every((g) => g.kind !== "extern" && g.kind !== "fallback") && ((constants ??= {})[name] = conj);
      }
      constants && (out.constants = constants);
    }
    return out;
  }
  /** Uses in private functions only unreached code calls (unreached.ts) are none; names gone themselves stay, as after a raise. */
  dropUnreached() {
    let bodies = unreachedBodies(this.text, this.raisedSpans);
    if (bodies.length === 0) return;
    let kept = 0;
    for (let i = 0; i < this.uses.length; i++) {
      let u = this.uses[i];
      !this.gone(u.name) && bodies.some(([a, b]) => u.start >= a && u.start < b) || (this.uses[kept] = u, this.usesTries[kept++] = this.usesTries[i]);
    }
    this.uses.length = kept, this.usesTries.length = kept;
  }
  /**
   * Whether a statement can bind, shadow or use a torch name: imports always; block headers always
   * shape scopes and `try` bodies, but one that uses no live name and mentions no name bound to
   * torch only opens its block (`scope`, `try`, `other`), unparsed; anything else is read in full
   * if it uses a live name, and for what it binds if it mentions a name bound to torch in this
   * file. Most lines of most files are skipped here.
   */
  relevant(n) {
    let { types, starts, ends } = this;
    if (this.lazy && this.importsByCall(n)) return "all";
    let head;
    if (types[0] === "name") {
      let w = this.text.slice(starts[0], ends[0]);
      if (w === "import" || w === "from") return "all";
      COMPOUND.has(w) && (head = w === "async" && n > 1 && types[1] === "name" ? this.text.slice(starts[1], ends[1]) : w);
    }
    let torch = !1;
    for (let k = 0; k < n; k++) {
      if (types[k] !== "name" || !this.mayBe(starts[k], ends[k])) continue;
      let w = this.text.slice(starts[k], ends[k]);
      if (w === "import" || this.live && (this.live.has(w) && this.torchAttribute(k) || this.liveNames.has(w)) || this.methods !== void 0 && k > 0 && this.torchNames.size > 0 && this.isDot(k - 1) && this.methods.has(w))
        return "all";
      if (this.torchNames.has(w)) torch = !0;
      else {
        if (this.supers && w === "super") return "all";
        k === 0 && this.projectNames.size > 0 && this.projectNames.has(w) && assigns(this.text, ends[0]) && (torch = !0);
      }
    }
    return head !== void 0 ? torch || !this.live || (head === "if" || head === "elif" || head === "while") && (this.guardy && mayGuard(this.text, starts[0], ends[n - 1]) || this.testsProject(ends[0], ends[n - 1])) ? "all" : blockOf(head) ?? "all" : torch ? this.live ? "binds" : "all" : "none";
  }
  /** Whether the line calls a function named for importing with a torch module's name (`LazyImport("torch")`). */
  importsByCall(n) {
    let { types, starts, ends, text } = this;
    for (let k = 2; k + 1 < n; k++)
      if (types[k] === "string" && types[k - 2] === "name" && text.charCodeAt(starts[k - 1]) === 40 && importedBy(text.slice(starts[k - 2], ends[k - 2]), text.slice(starts[k], ends[k])) !== null)
        return !0;
    return !1;
  }
  /**
   * For a line with no live name: whether it can change a binding the scan depends on. Only an
   * assignment can (headers and imports are read in full): one whose target was bound to torch
   * (it is shadowed) or whose value is a bare dotted name (it may make an alias).
   */
  binds(n) {
    let { types, starts, ends, text } = this, isOp2 = (k2, code) => types[k2] === "op" && ends[k2] === starts[k2] + 1 && text.charCodeAt(starts[k2]) === code, depth = 0, last = -1;
    for (let k2 = 0; k2 < n; k2++) {
      if (types[k2] !== "op") continue;
      let c = text.charCodeAt(starts[k2]), one = ends[k2] === starts[k2] + 1;
      if (!one && c === 58 && text.charCodeAt(starts[k2] + 1) === 61) return !0;
      if (one && (c === 40 || c === 91 || c === 123)) depth++;
      else if (one && (c === 41 || c === 93 || c === 125)) depth--;
      else if (depth === 0 && (ASSIGN_OPS.has(text.slice(starts[k2], ends[k2])) || one && c === 58)) {
        if (one && c === 61) last = k2;
        else if (k2 === 1) return !0;
      }
    }
    if (last < 0) return !1;
    for (let k2 = 0; k2 < last; k2++)
      if (types[k2] === "name" && this.torchNames.has(text.slice(starts[k2], ends[k2]))) return !0;
    if (this.guardy) {
      for (let k2 = last + 1; k2 < n; k2++)
        if (types[k2] === "name" && (ends[k2] - starts[k2] === 11 ? text.startsWith("__version__", starts[k2]) : mayNameGuard(text, starts[k2], ends[k2]) && guardName(text.slice(starts[k2], ends[k2]))))
          return !0;
    }
    let k = last + 1;
    if (k + 2 < n && types[k + 2] === "name" && isOp2(k + 1, 40) && ends[k] - starts[k] === 7 && text.startsWith("getattr", starts[k]) && this.torchNames.has(text.slice(starts[k + 2], ends[k + 2])))
      return !0;
    if (k < n && (isOp2(k, 123) || isOp2(k, 91) || isOp2(k, 40))) {
      for (let q = k + 1; q < n; q++)
        if (types[q] === "name" && this.torchNames.has(text.slice(starts[q], ends[q]))) return !0;
    }
    if (k >= n || types[k] !== "name") return !1;
    for (k++; k + 1 < n && isOp2(k, 46) && types[k + 1] === "name"; k += 2) ;
    return k === n;
  }
  statementLine(n, indent) {
    if (n === 0) return;
    this.closeBlocks(indent), this.startStatement(indent, this.starts[0], this.ends[0]);
    let host = this.blocks.length, recorded = this.uses.length, relevance = this.relevant(n);
    if (relevance === "none" || relevance === "binds" && !this.binds(n)) return;
    if (relevance === "scope" || relevance === "try" || relevance === "other") {
      let a = n > 1 && this.text.slice(this.starts[0], this.ends[0]) === "async" ? 1 : 0;
      return this.openBlock(relevance, indent, this.text.slice(this.starts[a], this.ends[a]));
    }
    let toks = objectArray(), inner = !1, cond = !1, typed = !1;
    for (let k = 0; k < n; k++) {
      let tok = {
        type: this.types[k],
        text: this.text.slice(this.starts[k], this.ends[k]),
        start: this.starts[k],
        end: this.ends[k]
      };
      if (toks.push(tok), k > 0) {
        let t = tok.text;
        t === "lambda" || t === "for" || t === ":=" ? inner = !0 : t === "if" ? cond = !0 : (t === ":" || t === "[" && isTypingName(toks[k - 1].text)) && (typed = !0);
      }
    }
    if (this.typed = typed, !inner && !cond && this.importOnly(toks)) {
      this.mayRaise(recorded, host) && this.afterRaising(toks, void 0, recorded, host);
      return;
    }
    let info = lineInfo(toks);
    if (this.shadow = inner ? shadows(toks, info) : void 0, this.deadTok = cond && this.guardy && this.deadSides(toks, info) || NO_DEAD, this.statement(toks, info, 0, toks.length, indent), this.mayRaise(recorded, host) && this.afterRaising(toks, info, recorded, host), inner)
      for (let k = 1; k < n; k++)
        toks[k].text === ":=" && toks[k - 1].type === "name" && this.bind(toks[k - 1].text, null);
    this.shadow = void 0, this.deadTok = NO_DEAD;
  }
  /**
   * Whether the statement just read recorded uses (from `recorded` on) where names may be gone:
   * inside a block (`host`), or in the module's own block until one statement there raises.
   */
  mayRaise(recorded, host) {
    return this.uses.length > recorded && (host > 0 || this.moduleRaises < 0) && this.gone !== void 0;
  }
  /**
   * A statement that surely touches a name no torch of the target has always raises there: the
   * rest of the block it is in (from `host`, the depth of the block stack before it, and any block
   * its header opened) is not reached on the target (record() keeps only names gone themselves).
   */
  afterRaising(toks, info, recorded, host) {
    let end = info ? surelyEvaluatedEnd(toks, info) : toks[toks.length - 1].end;
    if (!(end < 0))
      for (let u = recorded; u < this.uses.length; u++) {
        let use = this.uses[u];
        if (use.start < end && raisesWhereGone(use, this.gone)) {
          if (host === 0) {
            this.moduleRaises = use.start;
            return;
          }
          for (let b = host - 1; b < this.blocks.length; b++) this.blocks[b].raised = !0;
          this.raisedSpans.push({ from: toks[toks.length - 1].end, indent: this.blocks[host - 1].indent });
          return;
        }
      }
  }
  /**
   * Reads the line as an import statement when it is one and holds no `;` (what statement() would
   * come to, without the line's bracket facts); false when it is not.
   */
  importOnly(toks) {
    let first = toks[0];
    if (first.type !== "name" || first.text !== "import" && first.text !== "from") return !1;
    for (let k = 1; k < toks.length; k++) if (toks[k].text === ";" && toks[k].type === "op") return !1;
    if (first.text === "import") this.importStmt(toks, 1, toks.length);
    else if (hasImport(toks, 0, toks.length)) this.fromImport(toks, 1, toks.length);
    else return !1;
    return !0;
  }
  statement(toks, info, i, j, indent) {
    if (i >= j) return;
    let first = toks[i], k = i;
    if (first.type === "name" && first.text === "async" && k + 1 < j && (first = toks[++k]), first.type === "name" && COMPOUND.has(first.text)) {
      let colon = headerColon(toks, info, k, j);
      if (colon >= 0) {
        this.header(toks, info, k, colon, indent), this.simpleList(toks, info, colon + 1, j);
        return;
      }
    }
    this.simpleList(toks, info, i, j);
  }
  simpleList(toks, info, i, j) {
    let s = i;
    for (let k = i; k <= j; k++)
      (k === j || toks[k].text === ";" && toks[k].type === "op" && info.depth[k] === 0) && (k > s && this.simple(toks, info, s, k), s = k + 1);
  }
  header(toks, info, i, colon, indent) {
    let kw = toks[i].text, skip = /* @__PURE__ */ new Set();
    if (kw === "def" || kw === "class") {
      let name = toks[i + 1];
      name?.type === "name" && (this.bind(name.text, null), skip.add(i + 1));
      let scope = /* @__PURE__ */ new Map();
      if (kw === "def")
        for (let p of params(toks, info, i + 2, colon))
          scope.set(toks[p].text, null), skip.add(p);
      this.annot = kw === "def" ? typeMask(toks, info.depth, i, colon, { open: i + 2, colon }) : void 0, this.bases = kw === "class" ? baseMask(toks, info.depth, i + 2, colon) : void 0;
      let before2 = this.uses.length;
      this.chains(toks, info, i + 1, colon, skip), this.annot = void 0, this.bases = void 0, this.chains_.size > 0 && this.chains_.delete(indent);
      let bases = kw === "class" ? this.torchBases(before2) : void 0;
      this.blocks.push(block(indent, "scope", -1, scope, this.deadHere(), void 0, void 0, -1, null, bases));
      return;
    }
    if (kw === "try") return this.openTry(indent);
    let guards = [], exact = null, fallback, catchFor = -1;
    if (kw === "except") {
      let id = this.lastTry.get(indent), names2 = exceptNames(toks, i + 1, colon);
      if (id !== void 0) {
        let list = this.clauses.get(id), clause = { names: names2, body: toks[colon].end, indent };
        list ? list.push(clause) : this.clauses.set(id, [clause]);
        let tried = this.tryNames.get(id);
        if (tried && names2.length > 0 && names2.every((n) => FALLBACK_ERRORS.has(n)))
          guards = [{ kind: "fallback", names: tried }];
        else if (names2.includes("TypeError") && names2.every((n) => FALLBACK_ERRORS.has(n) || n === "TypeError")) {
          let dated = (this.tryKeywords.get(id) ?? []).filter((k) => this.dated(k)), missing = names2.length > 1 ? [...tried ?? [], ...dated] : dated;
          (dated.length > 0 || names2.length > 1 && tried) && (guards = [{ kind: "fallback", names: missing }]);
        }
        if (tried && names2.length > 0 && names2.every((n) => FALLBACK_ERRORS.has(n) || CATCH_ALL.has(n))) {
          fallback = tried, catchFor = id;
          for (let n of this.tryBinds.get(id) ?? []) this.probed.add(n);
        }
      }
    } else (kw === "if" || kw === "elif" || kw === "while") && this.holdsGuard(toks, i + 1, colon) && (this.guardy || this.deadTest !== void 0 && this.projectNames.size > 0) && ({ guards, exact } = this.condition(toks, info, i + 1, colon));
    if (kw === "for")
      for (let k = i + 1; k < colon && toks[k].text !== "in"; k++)
        toks[k].type === "name" && (this.bind(toks[k].text, null), skip.add(k));
    if (kw === "case") for (let k of captures(toks, info, i + 1, colon)) skip.add(k);
    if (kw === "with" || kw === "except")
      for (let k = i + 1; k < colon - 1; k++)
        toks[k].text === "as" && toks[k + 1].type === "name" && skip.add(k + 1);
    if (this.chains(toks, info, i + 1, colon, skip), kw === "with" || kw === "except")
      for (let k = i + 1; k < colon - 1; k++)
        toks[k].text === "as" && toks[k + 1].type === "name" && this.bind(toks[k + 1].text, null);
    let opened = this.branchBlock(kw, indent, exact, guards, fallback, catchFor);
    if (kw === "case") for (let k of captures(toks, info, i + 1, colon)) this.bind(toks[k].text, null);
    this.pushBlock(opened);
  }
  simple(toks, info, i, j) {
    let first = toks[i];
    if (first.type === "name" && first.text === "import") return this.importStmt(toks, i + 1, j);
    if (first.type === "name" && first.text === "from" && hasImport(toks, i, j)) return this.fromImport(toks, i + 1, j);
    if (first.type === "name" && (first.text === "global" || first.text === "nonlocal")) return;
    if (first.type === "name" && first.text === "del" && toks[i + 1]?.type === "name") {
      this.bindTargets(toks, info, i + 1, j, null);
      return;
    }
    if (first.type === "name" && first.text === "type" && toks[i + 1]?.type === "name" && (toks[i + 2]?.text === "=" || toks[i + 2]?.text === "[")) {
      this.bind(toks[i + 1].text, null);
      return;
    }
    let eqs = [];
    for (let k = i; k < j; k++) toks[k].type === "op" && toks[k].text === "=" && info.depth[k] === 0 && eqs.push(k);
    let skip = /* @__PURE__ */ new Set(), t0 = i;
    for (let q = 0; q < eqs.length; q++)
      targetNames(toks, info, t0, eqs[q], skip), t0 = eqs[q] + 1;
    if (this.typed && (this.annot = typeMask(toks, info.depth, i, j, void 0)), this.chains(toks, info, i, j, skip), this.annot = void 0, eqs.length === 0) {
      let op = toks[i + 1];
      first.type === "name" && op?.type === "op" && (ASSIGN_OPS.has(op.text) || op.text === ":") && this.bind(first.text, null);
      return;
    }
    let last = eqs[eqs.length - 1], alias = this.aliasValue(toks, last + 1, j) ?? (this.lazy ? this.importCallValue(toks, last + 1, j) : null) ?? this.getattrValue(toks, last + 1, j) ?? this.tableValue(toks, info, last + 1, j) ?? (this.guardy ? this.partValue(toks, info, last + 1, j) : null) ?? (this.guardy && this.versionValue(toks, info, last + 1, j) ? VERSION : null) ?? (this.guardy ? this.guardValue(toks, info, last + 1, j) : null), s = i;
    for (let q = 0; q < eqs.length; q++)
      this.bindTargets(toks, info, s, eqs[q], eqs.length === 1 ? alias : null), s = eqs[q] + 1;
  }
};

// src/scan/suppress.ts
var LINE = /#\s*(?:noqa(?!\w)(?::\s*([\w.#,\s-]+))?|torch-preflight:\s*ignore(?![\w-])(?:\[([^\]\n]*)\])?)/i, FILE = /^[ \t]*#\s*torch-preflight:\s*ignore-file(?:\[([^\]\n]*)\])?[ \t]*$/im;
function codes(list) {
  if (list === void 0) return "all";
  let set = new Set(
    list.split(/[\s,]+/).map((c) => c.trim()).filter(Boolean)
  );
  return set.size ? set : "all";
}
function covers(s, id, api) {
  return s ? s === "all" ? !0 : s.has(id) || s.has(api) || s.has(api.split("#")[0]) : !1;
}
function fileSilenced(text) {
  if (!text.includes("torch-preflight:")) return;
  let m = FILE.exec(text);
  return m ? { silenced: codes(m[1]), at: m.index + m[0].length - m[0].trimStart().length } : void 0;
}
var Suppressions = class {
  constructor(text, locate = new shared$1.Locator(text)) {
    this.text = text;
    this.locate = locate;
    this.file = fileSilenced(text);
  }
  text;
  locate;
  file;
  lines = /* @__PURE__ */ new Map();
  silences(offset, id, api) {
    return this.silencedBy(offset, id, api) !== void 0;
  }
  /** Which comment silences a finding at `offset`, with the offset it is written at; undefined when none does. */
  silencedBy(offset, id, api) {
    return this.file && covers(this.file.silenced, id, api) ? { by: "file", at: this.file.at } : covers(this.line(offset), id, api) ? { by: "line", at: offset } : void 0;
  }
  line(offset) {
    let { line: n, start } = this.locate.lineOf(offset);
    if (this.lines.has(n)) return this.lines.get(n);
    let nl = this.text.indexOf(`
`, start), line = this.text.slice(start, nl < 0 ? this.text.length : nl), m = line.includes("#") ? LINE.exec(line) : null, out = m ? codes(m[1] ?? m[2]) : void 0;
    return this.lines.set(n, out), out;
  }
};

// src/scan/top-imports.ts
var START = /^(?:from|import)[ \t\\]/gm, WORD2 = /^[A-Za-z_][A-Za-z0-9_]*$/, BODY = /^(?:def|class|async[ \t]+def)[ \t]|^@/gm;
function atLineStart2(text, i) {
  if (i === 0) return !0;
  let c = text.charCodeAt(i - 1);
  return c === 10 || c === 13;
}
function bodyStart(source) {
  BODY.lastIndex = 0;
  for (let m = BODY.exec(source); m; m = BODY.exec(source)) if (atLineStart2(source, m.index)) return m.index;
  return -1;
}
function tripleStrings(text) {
  let spans = [], a = text.indexOf('"""'), b = text.indexOf("'''");
  for (let i = 0; ; ) {
    a >= 0 && a < i && (a = text.indexOf('"""', i)), b >= 0 && b < i && (b = text.indexOf("'''", i));
    let at = a < 0 ? b : b < 0 ? a : Math.min(a, b);
    if (at < 0) break;
    let end = text.indexOf(at === a ? '"""' : "'''", at + 3);
    if (spans.push(at, end < 0 ? text.length : end + 3), end < 0) break;
    i = end + 3;
  }
  let k = 0;
  return (offset) => {
    for (; k < spans.length && spans[k + 1] <= offset; ) k += 2;
    return k < spans.length && spans[k] < offset;
  };
}
function statement(text, at) {
  let depth = 0, i = at;
  for (; i < text.length; i++) {
    let c = text[i];
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "#") {
      let nl = text.indexOf(`
`, i);
      if (nl < 0) return text.slice(at, text.length);
      i = nl - 1;
    } else if (c === "\\" && text[i + 1] === `
`) i++;
    else {
      if (c === `
` && depth <= 0) break;
      if (c === ";") break;
    }
  }
  return text.slice(at, i).replace(/#[^\n]*/g, "").replace(/\\\n/g, " ");
}
function names(list) {
  return list.replace(/[()]/g, " ").split(",").map((p) => p.trim().split(/\s+/)[0] ?? "").filter(Boolean);
}
function importHead(source) {
  let body = bodyStart(source), head = body >= 0 ? source.slice(0, body) : source;
  if (!(head.indexOf("import") < 0))
    return Buffer.from(head, "utf16le").toString("utf16le");
}
function topLevelImports(text) {
  if (text.indexOf("import") < 0) return [];
  let inString = tripleStrings(text), out = [];
  START.lastIndex = 0;
  for (let m = START.exec(text); m; m = START.exec(text)) {
    if (!atLineStart2(text, m.index) || inString(m.index)) continue;
    let s = statement(text, m.index).replace(/\s+/g, " ").trim();
    if (s.startsWith("import")) {
      for (let n of names(s.slice(6))) n.split(".").every((w) => WORD2.test(w)) && out.push(n);
      continue;
    }
    let f = /^from ([.\w]+) import (.+)$/.exec(s);
    if (!f) continue;
    let written = f[1], dots = /^\.*/.exec(written)[0], parts = written.slice(dots.length);
    if (!(parts && !parts.split(".").every((w) => WORD2.test(w)))) {
      parts && out.push(written);
      for (let n of names(f[2]))
        n === "*" || !WORD2.test(n) || out.push(parts ? `${written}.${n}` : dots + n);
    }
  }
  return [...new Set(out)].filter((m) => !NON_ASCII.test(m));
}
var NON_ASCII = /[^\x00-\x7f]/;

// src/scan/kwargs-dicts.ts
function lineStart(text, at) {
  return text.lastIndexOf(`
`, at - 1) + 1;
}
var KwargsDicts = class {
  constructor(text) {
    this.text = text;
  }
  text;
  lines;
  /** For each logical line, the line that opens its function or class (-1: the module). */
  scopes = [];
  readings = /* @__PURE__ */ new Map();
  read() {
    let lines = [], t = new shared$1.Tokenizer(this.text, !0), toks = [], push = () => {
      toks.length > 0 && lines.push({ toks, indent: indentAt(this.text, lineStart(this.text, toks[0].start)).width }), toks = [];
    };
    for (; t.advance(); )
      if (t.type === "newline") push();
      else {
        if (t.type === "error") return [];
        t.type !== "nl" && t.type !== "cont" && t.type !== "comment" && t.type !== "ws" && toks.push({ type: t.type, start: t.start, end: t.end });
      }
    push();
    let open = [];
    for (let i = 0; i < lines.length; i++) {
      let l = lines[i];
      for (; open.length > 0 && lines[open[open.length - 1]].indent >= l.indent; ) open.pop();
      this.scopes.push(open.length > 0 ? open[open.length - 1] : -1);
      let first = this.word(l.toks[0]), second = l.toks[1] ? this.word(l.toks[1]) : "";
      (first === "def" || first === "class" || first === "async" && second === "def") && open.push(i);
    }
    return lines;
  }
  word(k) {
    return this.text.slice(k.start, k.end);
  }
  /** For each name asked about, where the text first assigns it a dict display (`name = {`, `name = dict(`); -1: nowhere. */
  firstDict = /* @__PURE__ */ new Map();
  /** The keywords `**name` passes in the call at offset `at` (a value: the literal, or undefined); undefined when not known. */
  keywords(name, at) {
    let first = this.firstDict.get(name);
    if (first === void 0) {
      let m = new RegExp(`(?:^|[^\\w.])${name}[ \\t]*=[ \\t]*(?:\\{|dict[ \\t]*\\()`, "m").exec(this.text);
      this.firstDict.set(name, first = m ? m.index : -1);
    }
    if (first < 0 || first >= at) return;
    let lines = this.lines ??= this.read(), lo = 0, hi = lines.length - 1, here = -1;
    for (; lo <= hi; ) {
      let mid = lo + hi >> 1;
      lines[mid].toks[0].start <= at ? (here = mid, lo = mid + 1) : hi = mid - 1;
    }
    if (here < 0) return;
    let scope = this.scopes[here], key = `${scope} ${name}`, r = this.readings.get(key);
    if (r === void 0 || r.next > here) {
      let param = scope >= 0 && lines[scope].toks.some((k) => k.type === "name" && this.word(k) === name);
      r = { next: scope + 1, keys: void 0, unknown: param }, this.readings.set(key, r);
    }
    for (; r.next < here && !r.unknown; r.next++) this.line(lines[r.next].toks, name, r);
    return r.unknown ? void 0 : r.keys;
  }
  /** Reads one line for the name: a dict assigned to it adds keys; any other mention makes them unknown. */
  line(toks, name, r) {
    for (let k = 0; k < toks.length; k++) {
      let tok = toks[k];
      if (tok.type !== "name" || this.word(tok) !== name) continue;
      let prev = toks[k - 1];
      if (!(prev && prev.type === "op" && (this.word(prev) === "**" || this.word(prev) === "."))) {
        if (k === 0 && toks[1] && this.word(toks[1]) === "=") {
          let keys = this.dictKeys(toks, 2);
          if (keys === void 0) {
            r.unknown = !0;
            return;
          }
          r.keys ??= /* @__PURE__ */ new Map();
          for (let [key, v] of keys) r.keys.set(key, r.keys.has(key) && r.keys.get(key) !== v ? void 0 : v);
          return;
        }
        r.unknown = !0;
        return;
      }
    }
  }
  /** The keys of `{"k": v, …}` or `dict(k=v, …)` filling tokens from `i` to the end; undefined for anything else. */
  dictKeys(toks, i) {
    let first = toks[i];
    if (!first) return;
    let call = first.type === "name" && this.word(first) === "dict" && toks[i + 1] !== void 0 && this.word(toks[i + 1]) === "(", open = call ? i + 1 : i, closeText = call ? ")" : "}";
    if (!call && this.word(first) !== "{" || this.word(toks[toks.length - 1]) !== closeText) return;
    let keys = /* @__PURE__ */ new Map(), last = toks.length - 1, depth = 0, itemStart = open + 1;
    for (let k = open + 1; k <= last; k++) {
      let w = toks[k].type === "op" ? this.word(toks[k]) : "";
      if (w === "(" || w === "[" || w === "{") depth++;
      else if (depth > 0 && (w === ")" || w === "]" || w === "}")) depth--;
      else {
        if (k < last && (w === ")" || w === "]" || w === "}")) return;
        if (depth === 0 && (w === "," || k === last)) {
          if (itemStart < k && !this.item(toks, itemStart, k, call, keys)) return;
          itemStart = k + 1;
        }
      }
    }
    return keys;
  }
  /** One item `"k": v` (or `k=v` in a dict call) into `keys`; false when it is anything else (`**more`, a computed key). */
  item(toks, s, e, call, keys) {
    let key = toks[s], sep = toks[s + 1];
    if (!sep || this.word(sep) !== (call ? "=" : ":") || s + 2 >= e || (call ? key.type !== "name" : key.type !== "string" || !/^['"]/.test(this.word(key)))) return !1;
    let v = toks[s + 2], literal = s + 3 === e && (v.type === "string" || v.type === "number" || v.type === "name");
    return keys.set(
      call ? this.word(key) : unquote(this.word(key)),
      literal ? v.type === "string" ? unquote(this.word(v)) : this.word(v) : void 0
    ), !0;
  }
};

// src/scan/reach.ts
var CATCH_ALL2 = ["Exception", "BaseException", "*"];
function catchers(use, entry, full) {
  return use.kind === "import" ? !use.fromImport || !full ? ["ModuleNotFoundError", "ImportError"] : ["ImportError"] : entry.match?.with || entry.match?.keyword ? ["TypeError"] : ["AttributeError"];
}
function absenceHandled(use, entry, full) {
  if (use.absenceHandled) return !0;
  if (use.handlers.length === 0) return !1;
  let errors = catchers(use, entry, full);
  return use.handlers.some((h) => CATCH_ALL2.includes(h) || errors.includes(h));
}
function leaf(name) {
  return name.slice(name.lastIndexOf(".") + 1);
}
function standsIn(use, entry, missing, present2) {
  let said = `${entry.replacement ?? ""} ${entry.fix?.rename ?? ""}`, own = /* @__PURE__ */ new Set([leaf(use.name), leaf(apiName(entry))]), related = (n) => {
    let l = leaf(n);
    return own.has(l) || l.length > 2 && new RegExp(`\\b${l.replace(/[^\w]/g, "")}\\b`).test(said);
  }, any = !1;
  for (let n of missing)
    if (related(n)) any = !0;
    else if (!present2(n)) return !1;
  return any;
}
function failsAtImport(use, entry) {
  let root = use.importRoot;
  if (!root || use.kind === "import" || entry.match) return !1;
  let name = apiName(entry);
  return root === name || root.startsWith(`${name}.`);
}
function holdsOn(v, g) {
  return g.kind === "minor" ? minorHolds(v, g.op, g.value) : g.kind !== "version" || compares(v, g.op, g.version);
}
function narrowed(target, holds) {
  if (!holds || !holds.some((g) => g.kind === "version" || g.kind === "minor")) return target;
  let versions = target.versions.filter((v) => holds.every((g) => holdsOn(v, g)));
  if (versions.length === target.versions.length) return target;
  if (versions.length === 0) return;
  let text = holds.filter((g) => g.kind === "version").map((g) => `${g.op}${g.version}`).join(",");
  return {
    text: `${target.text}; torch ${text} in this branch`,
    versions,
    oldest: versions[0],
    newest: versions[versions.length - 1]
  };
}
function present(entry, range) {
  let versions = range.versions.filter(
    (v) => (!entry.introduced || shared$1.compareDotted(v, entry.introduced) >= 0) && (!entry.removed || shared$1.compareDotted(v, entry.removed) < 0)
  );
  if (versions.length === range.versions.length) return range;
  if (versions.length !== 0)
    return { text: range.text, versions, oldest: versions[0], newest: versions[versions.length - 1] };
}
function presenceTested(use, within = !1) {
  for (let g of use.holds ?? [])
    if (!(g.kind !== "has" || !g.present) && (use.name === g.api || g.api.startsWith(`${use.name}.`) || within && use.name.startsWith(`${g.api}.`)))
      return !0;
  return !1;
}

// src/scan/scanner.ts
var scanRank = (id) => shared$1.kindOf(id).scanRank ?? Number.MAX_SAFE_INTEGER;
function compareJudgements(a, b) {
  return shared$1.severityRank(a.severity) - shared$1.severityRank(b.severity) || scanRank(a.id) - scanRank(b.id);
}
function createContext(options) {
  let target = torchRange(options.torch, "--torch"), from = options.from ? torchRange(options.from, "--from") : void 0, index = /* @__PURE__ */ new Map(), live = [];
  for (let entry of options.apis) {
    let life = lifecycle(entry, target, from);
    if (!life) continue;
    live.push(entry);
    let name = apiName(entry), present2 = entry.removed || entry.introduced ? lifecycle({ ...entry, removed: void 0, introduced: void 0 }, target, from) : life, list = index.get(name);
    list ? list.push({ entry, life, present: present2 }) : index.set(name, [{ entry, life, present: present2 }]);
  }
  let methods = new Set(live.filter((e) => e.match?.method).map((e) => apiName(e).split(".").pop())), leaves = new Set(live.map((e) => apiName(e).split(".").pop())), ascii = (t) => /^[\x00-\x7f]*$/.test(t), asciiNeeds = live.every(
    (e) => [
      apiName(e),
      e.match?.keyword?.name ?? "",
      e.match?.keyword?.value ?? "",
      e.match?.insideExcept ?? "",
      ...e.match?.with ?? [],
      ...e.match?.firstArgumentCalls ?? []
    ].every(ascii)
  ), ctx = {
    target,
    index,
    mayMatch: prefilter(live),
    live: leaves,
    asciiNeeds,
    fixAll: options.fixAll === !0,
    dead: deadTest(target, options.apis, options.companions),
    methods,
    gone: goneThroughout(target, options.apis)
  };
  return from && (ctx.from = from), ctx;
}
function scanSource(text, file, options) {
  let ctx = "index" in options ? options : createContext(options);
  return !ctx.mayMatch(text) && !definesConstants(text) ? unread(text) : analyseSource(text, file, ctx);
}
function scanUtf8(bytes, file, ctx) {
  if (!ctx.asciiNeeds) return scanSource(bytes.toString("utf8"), file, ctx);
  let text = bytes.toString("latin1");
  return ctx.mayMatch(text) || definesConstants(text) ? analyseUtf8(text, file, ctx) : { findings: [], unread: !0 };
}
function definesConstants(text) {
  for (let v = text.indexOf("versio"); v >= 0; v = text.indexOf("versio", v + 1))
    if (text.startsWith("__version__", v - 2) || text.startsWith("compare_version(", v - 8)) return !0;
  return !1;
}
function unread(text) {
  let head = importHead(text);
  return head === void 0 ? { findings: [] } : { findings: [], importHead: head };
}
function analyseSource(text, file, ctx) {
  let source = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  return analyseText(source, new shared$1.Locator(source), file, ctx);
}
function analyseUtf8(bytes, file, ctx) {
  let source = bytes.startsWith("\xEF\xBB\xBF") ? bytes.slice(3) : bytes;
  return analyseText(source, new shared$1.Utf8Locator(source), file, ctx);
}
function analyseText(source, loc, file, ctx) {
  let analysis = analyze(source, ctx.live, { dead: ctx.dead, methods: ctx.methods, gone: ctx.gone });
  if (analysis.error) {
    let at = loc.at(analysis.error.offset);
    return {
      findings: [],
      skipped: { file, reason: `cannot tokenize: ${analysis.error.message} at ${at.line}:${at.column}` }
    };
  }
  let findings = [], silenced = [], quiet, dead, deadLine = 0, raises = !1, conditions, dicts;
  for (let use of analysis.uses) {
    use.starKwargs && use.call?.starName && judgesKeywords(ctx, use.name) && knownKeywords(use, use.call.starName, dicts ??= new KwargsDicts(source));
    let hit = lookup(ctx, use);
    if (!hit) continue;
    let { judgement, end, entry, full, range } = hit, by = (quiet ??= new Suppressions(source, loc)).silencedBy(use.start, judgement.id, judgement.api);
    if (by) {
      let { id, severity, api: api2 } = judgement;
      silenced.push({
        id,
        severity,
        api: api2,
        file,
        line: loc.at(use.start).line,
        by: by.by,
        commentLine: loc.at(by.at).line
      });
      continue;
    }
    let a = loc.at(use.start), b = loc.at(end), { api, ...rest } = judgement, fix = entry.fix && !guarded(use, entry, full) ? planFix(entry, use, full, range, ctx.fixAll, loc, file) : void 0, f = shared$1.finding({
      ...rest,
      location: { file, line: a.line, column: a.column, endLine: b.line, endColumn: b.column },
      api,
      fix
    });
    if (findings.push(f), use.holds !== void 0) {
      let ext = use.holds.filter((g) => g.kind === "extern");
      ext.length > 0 && (conditions ??= []).push({ at: findings.length - 1, guards: ext });
    }
    !dead && (use.kind === "import" && use.topLevel || use.start === analysis.raises) && judgement.id === "api-removed" && entry.confidence !== "uncertain" && atLeast(ctx.target.oldest, entry.removed) && (use.kind === "import" ? (dead = f, deadLine = source.lastIndexOf(`
`, use.start) + 1) : raises = !0);
  }
  let imports = moduleNames(analysis.imports), quietOnes = silenced.length ? { silenced } : {}, constants = analysis.constants ? { constants: analysis.constants } : {};
  if (dead) {
    let before2 = moduleNames(topLevelImports(source.slice(0, deadLine)));
    return { findings: [dead], module: { imports, dead: !0, before: before2 }, ...quietOnes, ...constants };
  }
  let decided = conditions ? { conditions } : {};
  return imports.length > 0 || raises ? { findings, module: { imports, dead: raises }, ...quietOnes, ...constants, ...decided } : { findings, ...quietOnes, ...constants, ...decided };
}
function judgesKeywords(ctx, name) {
  for (let i = name.length; i > 0; i = name.lastIndexOf(".", i - 1))
    if (ctx.index.get(i === name.length ? name : name.slice(0, i))?.some((l) => l.entry.match?.without || l.entry.match?.with || l.entry.match?.keyword)) return !0;
  return !1;
}
function knownKeywords(use, name, dicts) {
  let keys = dicts.keywords(name, use.start);
  if (!keys) return;
  let all = new Map(use.keywords);
  for (let [k, v] of keys) all.has(k) || all.set(k, v);
  use.keywords = all, use.starKwargs = !1;
}
function lifeAt(live, use, full, ctx, range) {
  let { entry } = live;
  if (range === ctx.target && use.fallbackFor === void 0 && use.importRoot === "" && use.handlers.length === 0 && !use.absenceHandled && use.holds === void 0)
    return live.life;
  let life = range === ctx.target ? live.life : lifecycle(entry, range, ctx.from);
  if (!life) return;
  let gone = life.id === "api-removed" || life.id === "api-unavailable";
  if (gone && failsAtImport(use, entry)) return "import-fails";
  if (!(use.fallbackFor && (gone || life.id === "api-deprecated") && standsIn(use, entry, use.fallbackFor, (n) => ctx.dead({ kind: "has", api: n, present: !1 })))) {
    if (gone && (absenceHandled(use, entry, full) || presenceTested(use))) {
      let there = present(entry, range);
      life = there ? there === ctx.target ? live.present : lifecycle({ ...entry, removed: void 0, introduced: void 0 }, there, ctx.from) : void 0;
    }
    return life;
  }
}
function moduleNames(written) {
  if (written === void 0) return [];
  let set = /* @__PURE__ */ Object.create(null);
  for (let m of written) isAscii(m) && (set[m] = !0);
  return Object.keys(set);
}
function isAscii(s) {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return !1;
  return !0;
}
function guarded(use, entry, full) {
  return use.fallbackFor !== void 0 || use.handlers.length > 0 && absenceHandled(use, entry, full) || use.absenceHandled === !0 || presenceTested(use, !0) || (use.holds?.some(
    (g) => (g.kind === "version" || g.kind === "companion") && (g.op === "<" || g.op === "<=") || g.kind === "extern"
  ) ?? !1);
}
function lookup(ctx, use) {
  let parts = use.name.split("."), range = use.holds ? narrowed(ctx.target, use.holds) : ctx.target;
  if (range)
    for (let n = parts.length; n >= 2; n--) {
      let entries = ctx.index.get(n === parts.length ? use.name : parts.slice(0, n).join("."));
      if (!entries) continue;
      let asPrefix = n === parts.length || use.kind === "import" ? use : { ...use, kind: "ref" }, full = n === parts.length, best;
      for (let l of entries) {
        let e = l.entry;
        if (!full && e.alsoModule && parts[n] !== parts[n - 1]) continue;
        let life = lifeAt(l, use, full, ctx, range);
        if (life === "import-fails") return;
        let j = judge(e, e.match?.members && n < parts.length ? use : asPrefix, ctx.target, life);
        j && (!best || compareJudgements(j, best.j) < 0) && (best = { j, e });
      }
      if (best)
        return {
          judgement: best.j,
          end: best.e.match?.members ? use.end : prefixEnd(use, n),
          entry: best.e,
          full,
          range
        };
    }
}
function prefixEnd(use, n) {
  for (let i = n - 1; i < use.partEnds.length; i++) {
    let e = use.partEnds[i];
    if (e >= 0) return e;
  }
  return use.end;
}
function sourceProblem(bytes) {
  if (bytes.indexOf(0) !== -1) return "binary file (contains a NUL byte)";
  if (node_buffer.isUtf8(bytes)) return;
  let head = node_buffer.Buffer.from(bytes.subarray(0, 200)).toString("latin1"), cookie = /^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)/m.exec(head.split(/\r?\n/).slice(0, 2).join(`
`));
  return cookie ? `not UTF-8 (declares coding ${cookie[1]}; only UTF-8 is read)` : "not valid UTF-8";
}

// src/scan/module-paths.ts
function modulePath(file) {
  let noExt = file.replace(/\.py$/, "");
  return noExt.endsWith("/__init__") ? noExt.slice(0, -9) : noExt.replace(/^__init__$/, "");
}
function dirOf(file) {
  let i = file.lastIndexOf("/");
  return i < 0 ? "" : file.slice(0, i);
}
function join(dir, rest) {
  return dir ? rest ? `${dir}/${rest}` : dir : rest;
}
function targets(file, written) {
  let dots = /^\.*/.exec(written)[0].length, rest = written.slice(dots).split(".").filter(Boolean).join("/");
  if (dots > 0) {
    let dir = dirOf(file);
    for (let up = 1; up < dots; up++) dir = dirOf(dir);
    return [join(dir, rest)];
  }
  return rest.includes("/") ? [`/${rest}`] : [join(dirOf(file), rest), rest];
}
function namesPath(target, path) {
  return target.startsWith("/") ? path === target.slice(1) || path.endsWith(target) : path === target;
}
function runBy(written) {
  let dots = /^\.*/.exec(written)[0], parts = written.slice(dots.length).split("."), out = [];
  for (let n = 1; n <= parts.length; n++) out.push(dots + parts.slice(0, n).join("."));
  return out;
}

// src/scan/dead-modules.ts
function deadThroughImports(facts) {
  let dead = /* @__PURE__ */ new Set(), paths = /* @__PURE__ */ new Map();
  for (let f of facts) f.dead && paths.set(modulePath(f.file), f.file);
  let out = /* @__PURE__ */ new Set();
  if (paths.size === 0) return out;
  let isDead = (t) => {
    if (!t.startsWith("/")) return paths.has(t);
    for (let p of paths.keys()) if (namesPath(t, p)) return !0;
    return !1;
  };
  for (let f of facts) f.dead && dead.add(f.file);
  let deadInits = facts.filter((f) => f.dead && f.file.endsWith("__init__.py"));
  for (let f of facts) f.dead && shadowedByPackage(f.file, deadInits) && out.add(f.file);
  let underDead = (file) => {
    for (let d = dirOf(file); d; d = dirOf(d)) if (paths.has(d) && paths.get(d) !== file) return !0;
    return !1;
  };
  for (let changed = !0; changed; ) {
    changed = !1;
    for (let f of facts)
      dead.has(f.file) || !underDead(f.file) && !f.imports.some((w) => runBy(w).some((m) => targets(f.file, m).some(isDead))) || (dead.add(f.file), out.add(f.file), paths.set(modulePath(f.file), f.file), changed = !0);
  }
  return out;
}
function shadowedByPackage(file, deadInits) {
  let own = modulePath(file);
  for (let f of deadInits) {
    if (f.file === file) continue;
    let pkg = modulePath(f.file);
    if (!(pkg === "" || own.startsWith(`${pkg}/`))) continue;
    if (!(f.before ?? f.imports).some(
      (w) => runBy(w).some((m) => targets(f.file, m).some((t) => namesPath(t, own)))
    )) return !0;
  }
  return !1;
}

// src/scan/module-constants.ts
function externDeadTest(files, test) {
  let byPath = /* @__PURE__ */ new Map();
  for (let f of files) byPath.set(modulePath(f.file), f.constants);
  let constantsOf = (file, module) => {
    for (let t of targets(file, module)) {
      if (!t.startsWith("/")) {
        let c = byPath.get(t);
        if (c) return c;
        continue;
      }
      for (let [p, c] of byPath) if (namesPath(t, p)) return c;
    }
  };
  return (file, guards) => guards.some((g) => {
    let conj = constantsOf(file, g.module)?.[g.name];
    return !conj || conj.length === 0 ? !1 : g.present ? conj.some((c) => test(c)) : negationDead(conj, test);
  });
}
var MIN_FILES_FOR_WORKERS = 500, MIN_CORES_FOR_WORKERS = 4, BATCH = 24, TORCH = Buffer.from("torch"), CAFFE22 = Buffer.from("caffe2");
function scanFile(item, ctx) {
  let bytes;
  try {
    bytes = shared$1.readUserFile(item.path, item.file, "source");
  } catch (err) {
    if (!(err instanceof shared$1.UnreadableFile)) throw err;
    return { skipped: { file: item.file, reason: err.reason } };
  }
  if (bytes.indexOf(TORCH) === -1 && bytes.indexOf(CAFFE22) === -1) return { findings: [], unread: !0 };
  let problem = sourceProblem(bytes);
  if (problem) return { skipped: { file: item.file, reason: problem } };
  let r = scanUtf8(bytes, item.file, ctx);
  if (r.skipped) return { skipped: r.skipped };
  let out = r.findings.some((f) => f.fix) ? { findings: r.findings, digest: contentDigest(bytes) } : { findings: r.findings };
  return r.module && (out.module = r.module), r.importHead !== void 0 && (out.importHead = r.importHead), r.unread && (out.unread = !0), r.silenced && (out.silenced = r.silenced), r.constants && (out.constants = r.constants), r.conditions && (out.conditions = r.conditions), out;
}
function headOf(item) {
  try {
    return importHead(shared$1.readUserFile(item.path, item.file, "source").toString("latin1"));
  } catch (err) {
    if (err instanceof shared$1.UnreadableFile) return;
    throw err;
  }
}
function unreached(file, conditions, dead) {
  let out = /* @__PURE__ */ new Set();
  for (let c of conditions) dead(file, c.guards) && out.add(c.at);
  return out;
}
function workerScript() {
  let here = path.dirname(node_url.fileURLToPath((typeof document === 'undefined' ? require('u' + 'rl').pathToFileURL(__filename).href : (_documentCurrentScript && _documentCurrentScript.tagName.toUpperCase() === 'SCRIPT' && _documentCurrentScript.src || new URL('chunks/scan.js', document.baseURI).href))));
  return [path.join(here, "scan-worker.js"), path.join(here, "..", "scan-worker.js")].find((p) => node_fs.existsSync(p));
}
function threadCount(options, files) {
  let fromEnv = Number(process.env.TORCH_PREFLIGHT_SCAN_WORKERS), asked = options.workers ?? (Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : void 0);
  if (asked !== void 0) return Math.min(asked, 16);
  let cores = os.availableParallelism();
  return files >= MIN_FILES_FOR_WORKERS && cores >= MIN_CORES_FOR_WORKERS ? Math.min(cores, 8) : 1;
}
async function shared(script, items, n, options, ctx) {
  let out = new Array(items.length), next = 0, size = Math.max(1, Math.min(BATCH, Math.ceil(items.length / (n * 4)))), take = () => {
    let ids = [];
    for (; ids.length < size && next < items.length; ) ids.push(next++);
    return ids;
  }, give = (h) => {
    let ids = take();
    if (ids.length === 0) return void (h.batch = void 0);
    h.batch = ids, h.port.postMessage(ids.map((i) => items[i]));
  }, settle = (h, results) => {
    h.batch.forEach((i, k) => out[i] = results[k]), give(h);
  }, helpers = Array.from({ length: n - 1 }, () => {
    let { port1, port2 } = new node_worker_threads.MessageChannel(), worker = new node_worker_threads.Worker(script, { workerData: { options, port: port2 }, transferList: [port2] }), h = { worker, port: port1, dead: !1 };
    return worker.once("error", () => h.dead = !0), worker.once("exit", () => h.dead = !0), give(h), h;
  }), poll = () => {
    for (let h of helpers) {
      let m = h.batch && node_worker_threads.receiveMessageOnPort(h.port);
      m && settle(h, m.message);
    }
  };
  for (; poll(), !(next >= items.length); ) {
    let i = next++;
    out[i] = scanFile(items[i], ctx);
  }
  for (let h of helpers) {
    for (; h.batch; ) {
      let results = h.dead ? void 0 : await answer(h);
      if (results) settle(h, results);
      else {
        for (let i of h.batch) out[i] ??= scanFile(items[i], ctx);
        h.batch = void 0;
      }
    }
    h.port.close(), h.worker.terminate();
  }
  return out;
}
function answer(h) {
  let queued = node_worker_threads.receiveMessageOnPort(h.port);
  return queued ? Promise.resolve(queued.message) : new Promise((done2) => {
    let onMessage = (m) => finish(m), onEnd = () => finish(void 0), finish = (m) => {
      h.port.off("message", onMessage), h.worker.off("error", onEnd), h.worker.off("exit", onEnd), m || (h.dead = !0), done2(m);
    };
    h.port.on("message", onMessage), h.worker.on("error", onEnd), h.worker.on("exit", onEnd);
  });
}
async function scanPaths(paths, options) {
  let scanOptions = {
    torch: options.torch,
    ...options.from ? { from: options.from } : {},
    apis: options.apis,
    ...options.fixAll ? { fixAll: !0 } : {},
    ...options.companions ? { companions: options.companions } : {}
  }, ctx = createContext(scanOptions), cwd = options.cwd ?? process.cwd(), skipped = [], items = [];
  for (let item of shared$1.walkPaths(paths, cwd))
    "skipped" in item ? skipped.push(item.skipped) : items.push({ path: item.path, file: item.file });
  let n = threadCount(options, items.length), script = n > 1 ? options.workerScript ?? workerScript() : void 0, outcomes = script ? await shared(script, items, n, scanOptions, ctx) : items.map((item) => scanFile(item, ctx)), findings = [], digests = /* @__PURE__ */ new Map(), silenced = [], files = 0, facts = [];
  outcomes.forEach((o, i) => {
    !("skipped" in o) && o.module && facts.push({ file: items[i].file, ...o.module });
  }), facts.some((f) => f.dead) && outcomes.forEach((o, i) => {
    if ("skipped" in o) return;
    let head = o.importHead ?? (o.unread ? headOf(items[i]) : void 0);
    if (head === void 0) return;
    let imports = topLevelImports(head);
    imports.length > 0 && facts.push({ file: items[i].file, imports, dead: !1 });
  });
  let deadFiles = deadThroughImports(facts), declared = [];
  outcomes.forEach((o, i) => {
    !("skipped" in o) && o.constants && declared.push({ file: items[i].file, constants: o.constants });
  });
  let externDead = declared.length > 0 ? externDeadTest(declared, ctx.dead) : void 0;
  return outcomes.forEach((o, i) => {
    if ("skipped" in o) skipped.push(o.skipped);
    else {
      if (files++, deadFiles.has(items[i].file)) return;
      let drop = externDead && o.conditions ? unreached(items[i].file, o.conditions, externDead) : void 0;
      for (let k = 0; k < o.findings.length; k++) drop?.has(k) || findings.push(o.findings[k]);
      if (o.silenced) for (let s of o.silenced) silenced.push(s);
      o.digest && digests.set(items[i].file, o.digest);
    }
  }), { findings, files, skipped, workers: script ? n : 1, digests, silenced };
}

// src/scan/fix-check.ts
function signature(text) {
  let source = text.charCodeAt(0) === 65279 ? text.slice(1) : text, a = analyze(source, void 0, { bindings: !0 });
  return a.error ? void 0 : a.bound ?? [];
}
function same(a, b) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
function safeFixes(text, findings) {
  let withFix = findings.filter((f) => f.fix), before = signature(text);
  if (!before || withFix.length === 0) return /* @__PURE__ */ new Set();
  let ok = (fs) => {
    let after = signature(
      applyFixes(
        text,
        fs.map((f) => f.fix)
      ).text
    );
    return after !== void 0 && same(before, after);
  };
  if (ok(withFix)) return new Set(withFix);
  let alone = withFix.filter((f) => ok([f]));
  return new Set(alone.length > 0 && ok(alone) ? alone : []);
}

// src/scan/config.ts
var KEYS = /* @__PURE__ */ new Set(["torch", "from", "exclude", "ignore"]);
function readScanConfig(text, file) {
  let doc;
  try {
    doc = shared$1.parse(text);
  } catch (err) {
    throw err instanceof shared$1.TomlError ? new shared$1.InputError(`${file}: not valid TOML (line ${err.line})`) : err;
  }
  let tool = doc.tool, t = tool && typeof tool == "object" ? tool["torch-preflight"] : void 0;
  if (t === void 0) return;
  if (typeof t != "object" || t === null || Array.isArray(t))
    throw new shared$1.InputError(`${file}: [tool.torch-preflight] must be a table`);
  let table = t, unknown = Object.keys(table).filter((k) => !KEYS.has(k));
  if (unknown.length)
    throw new shared$1.InputError(
      `${file}: [tool.torch-preflight] has unknown key${unknown.length > 1 ? "s" : ""} ${unknown.slice(0, 8).map((k) => JSON.stringify(k)).join(", ")} (known: torch, from, exclude, ignore)`
    );
  let str = (k) => {
    let v = table[k];
    if (v !== void 0) {
      if (typeof v != "string" || !v.trim())
        throw new shared$1.InputError(`${file}: [tool.torch-preflight] ${k} must be a non-empty string`);
      return v.trim();
    }
  }, list = (k) => {
    let v = table[k];
    if (v === void 0) return [];
    if (!Array.isArray(v) || v.some((x) => typeof x != "string"))
      throw new shared$1.InputError(`${file}: [tool.torch-preflight] ${k} must be a list of strings`);
    return v.map((x) => x.trim()).filter(Boolean);
  }, out = { exclude: list("exclude"), ignore: list("ignore") }, torch = str("torch"), from = str("from");
  return torch && (out.torch = torch), from && (out.from = from), out;
}

// src/scan/baseline.ts
function readBaseline(text, file) {
  let doc;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new shared$1.InputError(`--baseline ${file}: not a JSON report (scan --format json)`);
  }
  let findings = doc.findings;
  if (!Array.isArray(findings))
    throw new shared$1.InputError(`--baseline ${file}: not a JSON report (no findings list; write one with scan --format json)`);
  let out = [];
  for (let f of findings) {
    let loc = f?.location;
    typeof f?.id != "string" || typeof loc?.file != "string" || out.push({
      file: loc.file.split("\\").join("/"),
      line: typeof loc.line == "number" ? loc.line : 0,
      id: f.id,
      api: typeof f.api == "string" ? f.api : ""
    });
  }
  return out;
}
var key = (file, id, api) => `${file}\0${id}\0${api}`;
function newSinceBaseline(findings, saved) {
  let exact = /* @__PURE__ */ new Map(), loose = /* @__PURE__ */ new Map();
  for (let s of saved) {
    let k = key(s.file, s.id, s.api);
    exact.set(`${k}\0${s.line}`, (exact.get(`${k}\0${s.line}`) ?? 0) + 1), loose.set(k, (loose.get(k) ?? 0) + 1);
  }
  let take = (m, k) => {
    let n = m.get(k) ?? 0;
    return n > 0 && m.set(k, n - 1), n > 0;
  }, left = [];
  for (let f of findings) {
    if (!f.location) {
      left.push(f);
      continue;
    }
    let k = key(f.location.file.split("\\").join("/"), f.id, f.api ?? "");
    take(exact, `${k}\0${f.location.line}`) ? take(loose, k) : left.push(f);
  }
  return left.filter((f) => !f.location || !take(loose, key(f.location.file.split("\\").join("/"), f.id, f.api ?? "")));
}

// src/scan/added-suppressions.ts
var SHOWN_HIDERS = 4, SHOWN_FINDINGS = 3, place = (l) => `${l.file}:${l.line}`, quoted = (s) => JSON.stringify(s.length > 60 ? `${s.slice(0, 57)}...` : s);
function hiderText(h) {
  switch (h.kind) {
    case "comment":
      return `${h.ignoreFile ? "# torch-preflight: ignore-file" : "a # noqa / ignore comment"} at ${place(h.at)}`;
    case "exclude":
    case "ignore":
      return `${h.kind} ${quoted(h.rule)} in ${h.at.file} [tool.torch-preflight]`;
    case "baseline":
      return `the baseline ${h.at.file}, which it adds or changes`;
  }
}
var plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
function suppressionAddedFinding(hidden) {
  if (!hidden.length) return;
  let byHider = /* @__PURE__ */ new Map();
  for (let h of hidden) {
    let key2 = JSON.stringify(h.hider), entry = byHider.get(key2);
    entry ? entry.count++ : byHider.set(key2, { hider: h.hider, count: 1 });
  }
  let groups = [...byHider.entries()], named = groups.slice(0, SHOWN_HIDERS).map(([, g]) => `${g.count} by ${hiderText(g.hider)}`).join("; "), more = groups.length > SHOWN_HIDERS ? `; and ${plural(groups.length - SHOWN_HIDERS, "more suppression")}` : "", examples = hidden.slice(0, SHOWN_FINDINGS).map((h) => `${h.id}${h.api ? ` ${h.api}` : ""}${h.at ? ` at ${place(h.at)}` : ""}`).join(", "), rest = hidden.length > SHOWN_FINDINGS ? `, and ${hidden.length - SHOWN_FINDINGS} more` : "", serious = hidden.some((h) => h.severity === "error" || h.severity === "warning");
  return shared$1.finding({
    id: "suppression-added",
    severity: serious ? "warning" : "notice",
    message: `${plural(hidden.length, "finding")} hidden by suppressions this pull request adds: ${named}${more}. Hidden: ${examples}${rest}.`,
    hint: "Review what is hidden: keep the suppression if it is right, or fix the code and drop it. The same scan without it, on the base branch, shows every finding.",
    source: "https://github.com/torch-preflight/torch-preflight/blob/main/docs/scan.md#suppressions-on-a-pull-request",
    location: groups[0][1].hider.at
  });
}

// src/usecases/scan/scan.ts
function loadScanSettings(cwd) {
  let file = path.resolve(cwd, "pyproject.toml");
  if (node_fs.existsSync(file))
    return readScanConfig(shared$1.readUserText(file, "pyproject.toml", "pin"), "pyproject.toml");
}
function unsuppressed(findings, settings, baseline, cwd) {
  let out = findings, hidden = [];
  if (settings && (settings.exclude.length || settings.ignore.length)) {
    let excluded = settings.exclude.map((g) => ({ rule: g, match: shared$1.globMatcher(g.replace(/^\.\//, "")) })), ignored = new Set(settings.ignore);
    out = out.filter((f) => {
      let api = f.api ?? "", rule = [f.id, api, api.split("#")[0]].find((k) => k && ignored.has(k));
      if (rule)
        return hidden.push({ finding: f, by: { kind: "ignore", rule } }), !1;
      let file = f.location?.file.split("\\").join("/"), ex = file ? excluded.find((m) => m.match(file)) : void 0;
      return ex && hidden.push({ finding: f, by: { kind: "exclude", rule: ex.rule } }), !ex;
    });
  }
  if (baseline) {
    let kept = newSinceBaseline(
      out,
      readBaseline(shared$1.readUserText(path.resolve(cwd, baseline), `--baseline ${baseline}`, "report"), baseline)
    ), left = new Set(kept);
    for (let f of out) left.has(f) || hidden.push({ finding: f, by: { kind: "baseline" } });
    out = kept;
  }
  return { kept: out, hidden };
}
function lineOf(text, rule) {
  let at = text.indexOf(JSON.stringify(rule).slice(1, -1));
  return at < 0 ? 1 : text.slice(0, at).split(`
`).length;
}
async function addedSuppressions(o, changes, silenced, hidden, settings) {
  let changed = (file, line) => onChangedLine(changes.lines, file.split("\\").join("/"), line), out = [];
  for (let s of silenced)
    o.onlyChangedLines && !changed(s.file, s.line) || changed(s.file, s.commentLine) && out.push({
      id: s.id,
      severity: s.severity,
      api: s.api,
      at: { file: s.file, line: s.line },
      hider: { kind: "comment", ignoreFile: s.by === "file", at: { file: s.file, line: s.commentLine } }
    });
  let names = new Set(changes.names);
  if (hidden.length && settings && names.has("pyproject.toml")) {
    let headText = shared$1.readUserText(path.resolve(o.cwd, "pyproject.toml"), "pyproject.toml", "pin"), before, { sourceAtBase } = await Promise.resolve().then(function () { return require('./merge-base-5SSDIMBO.js'); }), base = await sourceAtBase(o.changedSince, o.cwd, shared$1.FILE_CAPS.pin, "suppressions", "pyproject.toml");
    if (!("problem" in base)) {
      let bytes = await base.source.read(path.resolve(o.cwd, "pyproject.toml"));
      try {
        before = bytes ? readScanConfig(bytes.toString("utf8"), "pyproject.toml (base)") : void 0;
      } catch {
        before = void 0;
      }
    }
    let had = /* @__PURE__ */ new Set([
      ...(before?.exclude ?? []).map((r) => `exclude ${r}`),
      ...(before?.ignore ?? []).map((r) => `ignore ${r}`)
    ]);
    for (let h of hidden)
      h.by.kind === "baseline" || had.has(`${h.by.kind} ${h.by.rule}`) || out.push(
        hiddenOf(h.finding, {
          kind: h.by.kind,
          rule: h.by.rule,
          at: { file: "pyproject.toml", line: lineOf(headText, h.by.rule) }
        })
      );
  }
  let baselineName = o.baseline ? path.relative(o.cwd, path.resolve(o.cwd, o.baseline)).split("\\").join("/") : void 0;
  if (baselineName && names.has(baselineName))
    for (let h of hidden)
      h.by.kind === "baseline" && out.push(hiddenOf(h.finding, { kind: "baseline", at: { file: baselineName, line: 1 } }));
  return suppressionAddedFinding(out);
}
var hiddenOf = (f, hider) => ({
  id: f.id,
  severity: f.severity,
  ...f.api ? { api: f.api } : {},
  ...f.location ? { at: { file: f.location.file, line: f.location.line } } : {},
  hider
});
function requireMatches(patterns, cwd) {
  for (let p of patterns) {
    let any = !1;
    for (let item of shared$1.walkPaths([p], cwd))
      if ("file" in item || /\.pyi?$/.test(item.skipped.file)) {
        any = !0;
        break;
      }
    if (!any) throw new shared$1.InputError(`scan: ${JSON.stringify(p)} matches no Python file`);
  }
}
function changedWithin(patterns, changed, cwd) {
  if (!patterns.length) return changed.filter((f) => !path.isAbsolute(f));
  let named = /* @__PURE__ */ new Set();
  for (let item of shared$1.walkPaths(patterns, cwd)) "file" in item && named.add(item.file.split("\\").join("/"));
  return changed.filter((f) => named.has(f));
}
async function runScan(o) {
  let catalog = await shared$1.loadCatalog(o.config, o.cwd);
  if (requireMatches(o.paths, o.cwd), o.from && shared$1.compareVersions(torchRange(o.from, "from").oldest, torchRange(o.torch).newest) > 0)
    throw new shared$1.InputError(
      `scan: the torch upgraded from (${o.from}) is newer than the torch the code must run on (${o.torch}); an upgrade goes the other way`
    );
  if (o.onlyChangedLines && !o.changedSince)
    throw new shared$1.InputError("scan: --only-changed-lines needs --changed-since REF");
  let changes = o.changedSince ? await (await Promise.resolve().then(function () { return require('./changes-V5VWCGMO.js'); })).changesSince(o.changedSince, o.cwd) : void 0, moved = changes ? await (await Promise.resolve().then(function () { return require('./upgrade-scan-KRDUICNS.js'); })).torchChangeSince(o.changedSince, o.cwd, catalog) : void 0, widen = moved && "changes" in moved ? moved : void 0;
  widen?.from && !o.from && (o = { ...o, from: widen.from });
  let within = changes ? changedWithin(o.paths, changes.files, o.cwd) : void 0, targets = within && !widen ? within : o.paths.length ? o.paths : ["."], r = changes && targets.length === 0 ? { findings: [], files: 0, skipped: [], workers: 1, digests: /* @__PURE__ */ new Map(), silenced: [] } : await scanPaths(targets, {
    torch: o.torch,
    ...o.from ? { from: o.from } : {},
    apis: catalog.apis,
    companions: shared$1.companionVersions(catalog),
    cwd: o.cwd,
    ...o.fixAll ? { fixAll: !0 } : {}
  }), fromUpgrade = widen && o.from ? (await Promise.resolve().then(function () { return require('./upgrade-scan-KRDUICNS.js'); })).fromUpgradePredicate(catalog, o.from, o.torch) : () => !1, scanned = shared$1.settle(r.findings).findings, changed = changes && o.onlyChangedLines ? scanned.filter(
    (f) => fromUpgrade(f) || f.location && onChangedLine(changes.lines, f.location.file.split("\\").join("/"), f.location.line)
  ) : scanned, settings = o.settings ?? loadScanSettings(o.cwd), { kept, hidden } = unsuppressed(changed, settings, o.baseline, o.cwd), added = changes ? await addedSuppressions(o, changes, r.silenced, hidden, settings) : void 0, checked = o.fix ? checkedFixes(kept, o.cwd, r.digests) : kept, fixes = o.fix ? (await Promise.resolve().then(function () { return require('./write-fixes-3W3PZKTU.js'); })).writeFixes(checked, {
    cwd: o.cwd,
    paths: o.paths,
    digests: r.digests,
    dryRun: o.fix === "diff"
  }) : void 0, done = fixes && o.fix === "write" ? new Set(fixes.fixed) : void 0, reported = done ? checked.filter((f) => !done.has(f)) : checked, findings = added ? [...reported, added] : reported;
  return {
    findings,
    files: r.files,
    skipped: r.skipped,
    report: {
      schemaVersion: 1,
      verdict: shared$1.verdictOf(findings),
      scan: {
        torch: o.torch,
        ...o.from ? { from: o.from } : {},
        files: r.files,
        skipped: r.skipped,
        ...r.workers > 1 ? { workers: r.workers } : {},
        ...changes ? {
          changedSince: o.changedSince,
          base: changes.base,
          changedFiles: within?.length ?? 0,
          ...o.onlyChangedLines ? { onlyChangedLines: !0 } : {}
        } : {},
        ...fixes ? { [o.fix === "write" ? "fixed" : "fixable"]: fixes.fixed.length, fixedFiles: fixes.files } : {}
      },
      findings
    },
    ...fixes ? { fixes } : {},
    ...widen ? { scopeNotice: widen.notice } : moved && "undecided" in moved ? { scopeNotice: moved.undecided } : {},
    ...o.from ? { from: o.from } : {}
  };
}
function checkedFixes(findings, cwd, digests) {
  let byFile = shared$1.groupBy(
    findings.filter((f) => f.fix && f.location),
    (f) => f.location.file
  ), safe = /* @__PURE__ */ new Set();
  for (let [file, list] of byFile) {
    let bytes = shared$1.readUserFile(path.resolve(cwd, file), file, "source");
    if (digests.has(file) && digests.get(file) !== contentDigest(bytes)) {
      for (let f of list) safe.add(f);
      continue;
    }
    for (let f of safeFixes(shared$1.decodeUserText(bytes, file), list)) safe.add(f);
  }
  return findings.map((f) => {
    if (!f.fix || safe.has(f)) return f;
    let { fix: _dropped, ...rest } = f;
    return rest;
  });
}

// src/cli/commands/scan.ts
var SCAN_HELP = `Usage: torch-preflight scan [PATH\u2026] --torch SPEC [--from SPEC] [flags]

Finds uses of torch APIs that are removed (api-removed), deprecated (api-deprecated), not yet
available (api-unavailable) or changed in behaviour (behavior-changed) anywhere in the torch
range the code must run on \u2014 at their line and column. PATH: files, directories (their .py
files) or globs (**, *, ?); default: the current directory.

  --torch SPEC     the torch range the code must run on: 2.9, ">=2.5,<2.10", ~=2.8.0
                   (default: torch in [tool.torch-preflight] of ./pyproject.toml)
  --from SPEC      the range it ran on before (behaviour changes between the two)
  --baseline FILE  report only findings that a saved report (--format json) does not have
  --config FILE    extra or overriding rules (apis: entries)
  --changed-since REF     only the Python files changed since the merge base with REF (a PR's
                          base branch, e.g. origin/main); needs the history (fetch-depth: 0)
  --only-changed-lines    with --changed-since: only findings on added or changed lines
  --fix            rewrite what can be rewritten mechanically and safely (renames, moved
                   modules, keyword and argument changes), only where the replacement exists in
                   every torch of --torch; the report lists what is left
  --diff           print those rewrites as a unified diff (git apply / patch -p1), write nothing
  --fix-all        with --fix or --diff: also fixes that change behaviour on purpose
                   (torch.load(..., weights_only=True))
  --format text|json|markdown|sarif|github   (default text)
  --fail-on error|warning|never              (default error)
`;
async function scanCommand(argv, io) {
  let { values, positionals } = shared$1.parseFlags(
    "scan",
    argv,
    {
      torch: { type: "string" },
      from: { type: "string" },
      config: { type: "string" },
      format: { type: "string" },
      "fail-on": { type: "string" },
      "changed-since": { type: "string" },
      "only-changed-lines": { type: "boolean" },
      fix: { type: "boolean" },
      diff: { type: "boolean" },
      "fix-all": { type: "boolean" },
      baseline: { type: "string" }
    },
    !0
  );
  if (values.help)
    return io.stdout(SCAN_HELP), 0;
  let settings = loadScanSettings(io.cwd), torch = shared$1.str(values.torch) ?? settings?.torch;
  if (!torch)
    throw new shared$1.InputError(
      'scan: --torch SPEC is required (the torch range the code must run on, e.g. 2.9 or ">=2.5,<2.10"), or torch in [tool.torch-preflight] of pyproject.toml'
    );
  let format = shared$1.parseFormat("scan", shared$1.str(values.format)), failOn = shared$1.parseFailOn(shared$1.str(values["fail-on"])), from = shared$1.str(values.from) ?? settings?.from, baseline = shared$1.str(values.baseline), since = shared$1.str(values["changed-since"]);
  if (values["fix-all"] && !values.fix && !values.diff)
    throw new shared$1.InputError("scan: --fix-all goes with --fix or --diff");
  if (values.fix && values.diff)
    throw new shared$1.InputError("scan: --fix writes the changes and --diff only shows them; give one");
  let fix = values.fix ? "write" : values.diff ? "diff" : void 0, r = await runScan({
    paths: positionals,
    torch,
    ...from ? { from } : {},
    ...shared$1.str(values.config) ? { config: shared$1.str(values.config) } : {},
    ...since ? { changedSince: since } : {},
    ...values["only-changed-lines"] ? { onlyChangedLines: !0 } : {},
    ...fix ? { fix } : {},
    ...values["fix-all"] ? { fixAll: !0 } : {},
    ...baseline ? { baseline } : {},
    ...settings ? { settings } : {},
    cwd: io.cwd
  });
  r.scopeNotice && io.stderr(shared$1.plain(r.scopeNotice) + `
`);
  let scannedFrom = r.from;
  if (r.fixes) {
    let n = r.fixes.fixed.length, what = `${n} finding${n === 1 ? "" : "s"} in ${r.fixes.files} file${r.fixes.files === 1 ? "" : "s"}`, found = r.findings.length, none = found === 0 ? `nothing to fix: no findings
` : `nothing to fix: ${found === 1 ? "the finding has no rewrite" : `none of the ${found} findings has a rewrite`} that is safe to make (scan without --diff to see ${found === 1 ? "it" : "them"})
`;
    io.stderr(fix === "write" ? `fixed ${what}
` : n ? `would fix ${what}
` : none);
    for (let x of r.fixes.notFixed) io.stderr(shared$1.plain(`not fixed: ${x.file}: ${x.reason}`) + `
`);
    if (fix === "diff")
      return (io.data ?? io.stdout)(r.fixes.diff), shared$1.reachesThreshold(r.findings, failOn) ? 1 : 0;
  }
  return await shared$1.printOutput(
    {
      kind: "scan",
      report: r.report,
      files: r.files,
      skipped: r.skipped,
      torch,
      ...scannedFrom ? { from: scannedFrom } : {}
    },
    format,
    io
  ), shared$1.reachesThreshold(r.findings, failOn) ? 1 : 0;
}

var scanKNWE7AE7 = /*#__PURE__*/Object.freeze({
  __proto__: null,
  scanCommand: scanCommand
});

exports.applyFixes = applyFixes;
exports.atLeast = atLeast;
exports.contentDigest = contentDigest;
exports.createContext = createContext;
exports.explainApi = explainApi;
exports.parseChangedLines = parseChangedLines;
exports.runScan = runScan;
exports.scanFile = scanFile;
exports.scanKNWE7AE7 = scanKNWE7AE7;
exports.torchRange = torchRange;
exports.wholeWhereNoHunk = wholeWhereNoHunk;
