import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  findingsTable,
  truncateSummary
} from "./chunk-IEQDGYQV.js";
import {
  loadCatalog
} from "./chunk-W362OTXA.js";
import {
  cell
} from "./chunk-OS2BVYRG.js";
import {
  walkPaths
} from "./chunk-DIJ2FHTK.js";
import {
  Tokenizer,
  git,
  mergeBase
} from "./chunk-HS7MKSCF.js";
import {
  UnreadableFile,
  decodeUserText,
  readUserFile
} from "./chunk-O5UXQAAR.js";
import {
  atLeast,
  judge,
  short,
  torchRange
} from "./chunk-RCDQWNEC.js";
import {
  apiName
} from "./chunk-JDQIGETT.js";
import {
  severityRank,
  sortFindings,
  verdictOf
} from "./chunk-ZWEFVJYO.js";
import {
  InputError
} from "./chunk-6F7YOOMC.js";

// src/scan/decode.ts
var utf8 = new TextDecoder("utf-8", { fatal: !0, ignoreBOM: !1 });
function decodeSource(bytes) {
  if (bytes.indexOf(0) !== -1) return { reason: "binary file (contains a NUL byte)" };
  try {
    return { text: utf8.decode(bytes) };
  } catch {
    let head = Buffer.from(bytes.subarray(0, 200)).toString("latin1"), cookie = /^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)/m.exec(head.split(/\r?\n/).slice(0, 2).join(`
`));
    return { reason: cookie ? `not UTF-8 (declares coding ${cookie[1]}; only UTF-8 is read)` : "not valid UTF-8" };
  }
}

// src/scan/fix.ts
function planFix(entry, use, full, target, fixAll, loc) {
  let spec = entry.fix;
  if (!spec || spec.onRequest && !fixAll) return;
  let since = entry.replacementSince;
  if (!atLeast(target.oldest, since)) return { unfixable: `the replacement exists only from torch ${since}, and the range admits ${short(target.oldest)}` };
  if (!full || use.kind === "import") return { unfixable: "the use is an import or a part of the name; change it by hand" };
  let needsCall = spec.prependArgument !== void 0 || spec.addKeyword !== void 0, call = use.call;
  if (needsCall && (use.kind !== "call" || call?.close === void 0)) return { unfixable: "the name is not called here, so its arguments cannot be rewritten" };
  let edits = [], said = [];
  if (spec.rename) {
    if (spec.rename.split(".")[0] !== "torch" || !use.torchBound) return { unfixable: "`torch` is not imported as torch where it is used" };
    edits.push({ start: use.start, end: use.end, text: spec.rename }), said.push(`write ${spec.rename}`);
  }
  if (spec.prependArgument !== void 0 && call && (edits.push({ start: call.open + 1, end: call.open + 1, text: call.args ? `${spec.prependArgument}, ` : spec.prependArgument }), said.push(`pass ${spec.prependArgument} first`)), spec.renameKeyword && call) {
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
      fix: {
        description: said.join(", ").replace(/^./, (c) => c.toUpperCase()),
        replacements: edits.map((e) => {
          let a = loc.at(e.start), b = loc.at(e.end);
          return { location: { file: "", line: a.line, column: a.column, endLine: b.line, endColumn: b.column }, text: e.text };
        })
      }
    };
}

// src/scan/locate.ts
var Locator = class {
  constructor(text) {
    this.text = text;
  }
  text;
  starts;
  at(offset) {
    let starts = this.starts ??= lineStarts(this.text), lo = 0, hi = starts.length - 1;
    for (; lo < hi; ) {
      let mid = lo + hi + 1 >> 1;
      starts[mid] <= offset ? lo = mid : hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  }
  /** The offset of a 1-based line and column; undefined when the text has no such place. */
  offset(line, column) {
    let starts = this.starts ??= lineStarts(this.text), start = starts[line - 1];
    if (start === void 0) return;
    let at = start + column - 1, next = starts[line] ?? this.text.length + 1;
    return column >= 1 && at < next ? at : void 0;
  }
};
function lineStarts(text) {
  let out = [0];
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    c === 10 ? out.push(i + 1) : c === 13 && (text.charCodeAt(i + 1) === 10 && i++, out.push(i + 1));
  }
  return Int32Array.from(out);
}

// src/scan/uses.ts
var ROOTS = /* @__PURE__ */ new Set(["torch", "functorch"]), KEYWORDS = /* @__PURE__ */ new Set([
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
]), COMPOUND = /* @__PURE__ */ new Set(["if", "elif", "else", "for", "while", "try", "except", "finally", "with", "def", "class", "async", "match", "case"]), ASSIGN_OPS = /* @__PURE__ */ new Set(["=", "+=", "-=", "*=", "/=", "//=", "%=", "**=", ">>=", "<<=", "&=", "|=", "^=", "@="]), OPEN = /* @__PURE__ */ new Set(["(", "[", "{"]), CLOSE = /* @__PURE__ */ new Set([")", "]", "}"]);
function unquote(text) {
  let m = /^[A-Za-z]*('''|"""|'|")([\s\S]*)\1$/.exec(text);
  return m ? m[2] : text;
}
function rootOf(name) {
  let i = name.indexOf(".");
  return i < 0 ? name : name.slice(0, i);
}
function analyze(text) {
  return new Analyzer(text).run();
}
var Analyzer = class {
  constructor(text) {
    this.text = text;
  }
  text;
  uses = [];
  module = /* @__PURE__ */ new Map();
  blocks = [];
  handlers = /* @__PURE__ */ new Map();
  lastTry = /* @__PURE__ */ new Map();
  tryCount = 0;
  /** Local names ever bound to a torch name in this file: lines without one are skipped. */
  torchNames = /* @__PURE__ */ new Set();
  error;
  run() {
    let tz = new Tokenizer(this.text), line = [], lineStart = 0, indent = 0, depth = 0;
    for (let t = tz.next(); t; t = tz.next()) {
      switch (t.type) {
        case "ws":
        case "comment":
          continue;
        case "nl":
        case "cont":
          lineStart = t.end;
          continue;
        case "newline":
          this.statementLine(line, indent), line = [], lineStart = t.end;
          continue;
        case "error":
          this.fail(t.start, t.error ?? "invalid token");
          continue;
        default:
          break;
      }
      if (t.error && this.fail(t.start, t.error), line.length === 0 && (indent = this.indentOf(lineStart, t.start)), t.type === "op" && t.end === t.start + 1) {
        let c = this.text.charCodeAt(t.start);
        c === 40 || c === 91 || c === 123 ? depth++ : (c === 41 || c === 93 || c === 125) && (depth === 0 ? this.fail(t.start, `unmatched '${this.text[t.start]}'`) : depth--);
      }
      line.push(t);
    }
    depth > 0 && this.fail(this.text.length, "unexpected end of file: unclosed bracket"), this.statementLine(line, indent);
    let uses = this.uses.map(({ tryIds, ...u }) => ({
      ...u,
      handlers: [...new Set(tryIds.flatMap((id) => [...this.handlers.get(id) ?? []]))]
    }));
    return this.error ? { uses, error: this.error } : { uses };
  }
  /**
   * Whether a statement can bind, shadow or use a torch name: imports and block headers always
   * (they shape scopes and `try` bodies); anything else only if it mentions a name that has been
   * bound to torch in this file. Most lines of most files are skipped here, unparsed.
   */
  relevant(raw) {
    let first = raw[0];
    if (first.type === "name") {
      let w = this.text.slice(first.start, first.end);
      if (w === "import" || w === "from" || COMPOUND.has(w)) return !0;
    }
    for (let t of raw) {
      if (t.type !== "name") continue;
      let w = this.text.slice(t.start, t.end);
      if (w === "import" || this.torchNames.has(w)) return !0;
    }
    return !1;
  }
  fail(offset, message) {
    this.error || (this.error = { offset, message });
  }
  /** Indentation width of a line, tabs to the next multiple of 8 as Python counts them. */
  indentOf(lineStart, first) {
    let w = 0;
    for (let p = lineStart; p < first; p++) {
      let c = this.text.charCodeAt(p);
      if (c === 9) w = (Math.floor(w / 8) + 1) * 8;
      else if (c === 32 || c === 12) w++;
      else return w;
    }
    return w;
  }
  // --- scopes and blocks -------------------------------------------------------------------
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
  bind(name, value) {
    value !== null && ROOTS.has(rootOf(value)) && this.torchNames.add(name), this.scope().set(name, value);
  }
  tryIds() {
    let ids = [];
    for (let b of this.blocks) b.kind === "try" && b.tryId !== void 0 && ids.push(b.tryId);
    return ids;
  }
  // --- statements --------------------------------------------------------------------------
  statementLine(raw, indent) {
    if (raw.length === 0) return;
    for (; this.blocks.length > 0 && this.blocks[this.blocks.length - 1].indent >= indent; ) this.blocks.pop();
    if (!this.relevant(raw)) return;
    let toks = raw.map((t) => ({ type: t.type, text: this.text.slice(t.start, t.end), start: t.start, end: t.end })), info = lineInfo(toks);
    this.statement(toks, info, 0, toks.length, indent);
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
      this.chains(toks, info, i + 1, colon, skip), this.blocks.push({ indent, kind: "scope", scope });
      return;
    }
    if (kw === "try") {
      let id = ++this.tryCount;
      this.lastTry.set(indent, id), this.blocks.push({ indent, kind: "try", tryId: id });
      return;
    }
    if (kw === "except") {
      let id = this.lastTry.get(indent), names = exceptNames(toks, i + 1, colon);
      if (id !== void 0) {
        let set = this.handlers.get(id) ?? /* @__PURE__ */ new Set();
        for (let n of names) set.add(n);
        this.handlers.set(id, set);
      }
    }
    if (kw === "for")
      for (let k = i + 1; k < colon && toks[k].text !== "in"; k++) toks[k].type === "name" && this.bind(toks[k].text, null);
    if (this.chains(toks, info, i + 1, colon, skip), kw === "with" || kw === "except")
      for (let k = i + 1; k < colon - 1; k++)
        toks[k].text === "as" && toks[k + 1].type === "name" && this.bind(toks[k + 1].text, null);
    this.blocks.push({ indent, kind: "other" });
  }
  simple(toks, info, i, j) {
    let first = toks[i];
    if (first.type === "name" && first.text === "import") return this.importStmt(toks, i + 1, j);
    if (first.type === "name" && first.text === "from" && toks.slice(i, j).some((t) => t.text === "import" && t.type === "name"))
      return this.fromImport(toks, i + 1, j);
    this.chains(toks, info, i, j, /* @__PURE__ */ new Set());
    let eqs = [];
    for (let k = i; k < j; k++) toks[k].type === "op" && toks[k].text === "=" && info.depth[k] === 0 && eqs.push(k);
    if (eqs.length === 0) {
      let op = toks[i + 1];
      first.type === "name" && op?.type === "op" && (ASSIGN_OPS.has(op.text) || op.text === ":") && this.bind(first.text, null);
      return;
    }
    let last = eqs[eqs.length - 1], alias = this.aliasValue(toks, last + 1, j), s = i;
    for (let e of eqs)
      this.bindTargets(toks, info, s, e, eqs.length === 1 ? alias : null), s = e + 1;
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
  bindTargets(toks, info, i, j, alias) {
    let d0 = info.depth[i] ?? 0;
    if (toks[i]?.type === "name" && (j === i + 1 || toks[i + 1]?.text === ":")) return this.bind(toks[i].text, alias);
    for (let k = i; k < j; k++) {
      let t = toks[k];
      if (t.type !== "name" || KEYWORDS.has(t.text)) continue;
      let prev = toks[k - 1], next = toks[k + 1];
      (k === i || prev?.text === "," || prev?.text === "(" || prev?.text === "[" || prev?.text === "*") && (k + 1 === j || next?.text === "," || next?.text === ")" || next?.text === "]") && (info.depth[k] ?? 0) >= d0 && this.bind(t.text, null);
    }
  }
  importStmt(toks, i, j) {
    let k = i;
    for (; k < j; ) {
      let s = k, parts = [];
      for (; k < j && toks[k].type === "name" && toks[k].text !== "as" && (parts.push(toks[k].text), k++, toks[k]?.text === "."); )
        k++;
      let dotted = parts.join("."), end = toks[k - 1]?.end ?? toks[s].end;
      for (toks[k]?.text === "as" && toks[k + 1]?.type === "name" ? (this.bind(toks[k + 1].text, dotted || null), k += 2) : parts.length > 0 && this.bind(parts[0], parts[0]), parts.length > 0 && ROOTS.has(parts[0]) && this.record(dotted, "import", toks[s].start, end, partEndsOf(toks, s, parts.length), [], void 0); k < j && toks[k].text !== ","; ) k++;
      k++;
    }
  }
  fromImport(toks, i, j) {
    let k = i, relative = !1;
    for (; k < j && (toks[k].text === "." || toks[k].text === "..."); )
      relative = !0, k++;
    let parts = [];
    for (; k < j && toks[k].type === "name" && toks[k].text !== "import"; )
      parts.push(toks[k].text), k++, toks[k]?.text === "." && k++;
    k++;
    let module = relative ? void 0 : parts.join("."), torchish = module !== void 0 && ROOTS.has(parts[0] ?? "");
    for (; k < j; k++) {
      let t = toks[k];
      if (t.type !== "name") continue;
      let local = t.text;
      toks[k + 1]?.text === "as" && toks[k + 2]?.type === "name" && (local = toks[k + 2].text);
      let qual = torchish ? `${module}.${t.text}` : null;
      this.bind(local, qual), qual && this.record(qual, "import", t.start, t.end, [...new Array(parts.length).fill(-1), t.end], [], void 0), local !== t.text && (k += 2);
    }
  }
  /** Every dotted name rooted in torch between i and j. */
  chains(toks, info, i, j, skip) {
    for (let k = i; k < j; k++) {
      let t = toks[k];
      if (t.type !== "name" || KEYWORDS.has(t.text) || skip.has(k) || info.kwNames.has(k)) continue;
      let prev = toks[k - 1];
      if (prev && prev.type === "op" && prev.text === ".") continue;
      let m = k, parts = [t.text], ends = [t.end];
      for (; m + 2 < j && toks[m + 1].text === "." && toks[m + 1].type === "op" && toks[m + 2].type === "name"; )
        parts.push(toks[m + 2].text), ends.push(toks[m + 2].end), m += 2;
      let root = this.resolve(t.text);
      if (root && ROOTS.has(rootOf(root)) && (parts.length > 1 || root.includes("."))) {
        let name = [root, ...parts.slice(1)].join("."), rootParts = root.split(".").length, partEnds = [...new Array(rootParts - 1).fill(-1), ...ends], next = toks[m + 1];
        if (next && next.type === "op" && next.text === "(" && m + 1 < j) {
          let call = info.calls.get(m + 1);
          this.record(name, "call", t.start, toks[m].end, partEnds, this.tryIds(), call);
        } else next && next.type === "op" && ASSIGN_OPS.has(next.text) && info.depth[m + 1] === 0 ? this.record(name, "assign", t.start, toks[m].end, partEnds, this.tryIds(), void 0) : this.record(name, "ref", t.start, toks[m].end, partEnds, this.tryIds(), void 0);
      }
      k = m;
    }
  }
  record(name, kind, start, end, partEnds, tryIds, call) {
    let use = { name, kind, start, end, partEnds, handlers: [], tryIds, torchBound: this.resolve("torch") === "torch" };
    call ? (use.keywords = call.keywords, use.starKwargs = call.starKwargs, use.call = call.site) : kind === "call" && (use.keywords = /* @__PURE__ */ new Map(), use.starKwargs = !1), this.uses.push(use);
  }
};
function partEndsOf(toks, s, n) {
  let out = [];
  for (let i = 0; i < n; i++) out.push(toks[s + 2 * i].end);
  return out;
}
function lineInfo(toks) {
  let depth = new Array(toks.length), calls = /* @__PURE__ */ new Map(), kwNames = /* @__PURE__ */ new Set(), stack = [];
  for (let k = 0; k < toks.length; k++) {
    let t = toks[k];
    if (t.type === "op" && CLOSE.has(t.text) && stack.length > 0) {
      let open2 = stack.pop(), site = t.text === ")" ? calls.get(open2)?.site : void 0;
      site && (site.close = t.start, site.args = k > open2 + 1 && !(k === open2 + 2 && toks[open2 + 1].text === ","), site.trailingComma = k > open2 + 1 && toks[k - 1].type === "op" && toks[k - 1].text === ",");
    }
    if (depth[k] = stack.length, t.type !== "op" && t.type !== "name") continue;
    let open = stack[stack.length - 1];
    if (open !== void 0 && toks[open].text === "(") {
      let prev = toks[k - 1], afterSep = prev.type === "op" && (prev.text === "(" || prev.text === ",");
      if (t.type === "name" && afterSep && toks[k + 1]?.type === "op" && toks[k + 1].text === "=") {
        kwNames.add(k);
        let info = callAt(calls, open, toks);
        info.site.keywordAt.set(t.text, t.start);
        let v = toks[k + 2], after = toks[k + 3], literal = v && (v.type === "string" || v.type === "number" || v.type === "name") && after && (after.text === "," || after.text === ")");
        info.keywords.set(t.text, literal ? v.type === "string" ? unquote(v.text) : v.text : void 0);
      } else t.type === "op" && t.text === "**" && afterSep && (callAt(calls, open, toks).starKwargs = !0);
    }
    t.type === "op" && OPEN.has(t.text) && (stack.push(k), t.text === "(" && callAt(calls, k, toks));
  }
  return { depth, calls, kwNames };
}
function callAt(calls, k, toks) {
  let c = calls.get(k);
  return c || (c = { keywords: /* @__PURE__ */ new Map(), starKwargs: !1, site: { open: toks[k].start, keywordAt: /* @__PURE__ */ new Map(), args: !1, trailingComma: !1 } }, calls.set(k, c)), c;
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

// src/scan/scanner.ts
var ID_RANK = {
  "api-removed": 0,
  "api-unavailable": 1,
  "api-deprecated": 2,
  "behavior-changed": 3
};
function compareJudgements(a, b) {
  return severityRank(a.severity) - severityRank(b.severity) || (ID_RANK[a.id] ?? 9) - (ID_RANK[b.id] ?? 9);
}
function createContext(options) {
  let index = /* @__PURE__ */ new Map();
  for (let e of options.apis) {
    let name = apiName(e), list = index.get(name);
    list ? list.push(e) : index.set(name, [e]);
  }
  let target = torchRange(options.torch, "--torch"), fixAll = options.fixAll === !0;
  return options.from ? { target, from: torchRange(options.from, "--from"), index, fixAll } : { target, index, fixAll };
}
function scanSource(text, file, options) {
  let ctx = "index" in options ? options : createContext(options), source = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  if (!source.includes("torch")) return { findings: [] };
  let analysis = analyze(source), loc = new Locator(source);
  if (analysis.error) {
    let at = loc.at(analysis.error.offset);
    return { findings: [], skipped: { file, reason: `cannot tokenize: ${analysis.error.message} at ${at.line}:${at.column}` } };
  }
  let findings = [];
  for (let use of analysis.uses) {
    let hit = lookup(ctx, use);
    if (!hit) continue;
    let { judgement, end, entry, full } = hit, a = loc.at(use.start), b = loc.at(end), { api, ...rest } = judgement, planned = planFix(entry, use, full, ctx.target, ctx.fixAll, loc), fix = planned && "fix" in planned ? { ...planned.fix, replacements: planned.fix.replacements.map((r) => ({ ...r, location: { ...r.location, file } })) } : void 0;
    findings.push({ ...rest, location: { file, line: a.line, column: a.column, endLine: b.line, endColumn: b.column }, api, ...fix ? { fix } : {} });
  }
  return { findings };
}
function lookup(ctx, use) {
  let parts = use.name.split(".");
  for (let n = parts.length; n >= 2; n--) {
    let entries = ctx.index.get(n === parts.length ? use.name : parts.slice(0, n).join("."));
    if (!entries) continue;
    let asUsed = n === parts.length || use.kind === "import" ? use : { ...use, kind: "ref" }, best;
    for (let e of entries) {
      let j = judge(e, asUsed, ctx.target, ctx.from);
      j && (!best || compareJudgements(j, best.j) < 0) && (best = { j, e });
    }
    if (best) return { judgement: best.j, end: prefixEnd(use, n), entry: best.e, full: n === parts.length };
  }
}
function prefixEnd(use, n) {
  for (let i = n - 1; i < use.partEnds.length; i++) {
    let e = use.partEnds[i];
    if (e >= 0) return e;
  }
  return use.end;
}

// src/scan/summary.ts
function summarizeByApi(findings) {
  let rows = /* @__PURE__ */ new Map();
  for (let f of findings) {
    let api = f.api ?? "(unknown)", key = `${api}\0${f.id}\0${f.severity}`, row = rows.get(key);
    row ? row.count++ : rows.set(key, { api, id: f.id, severity: f.severity, count: 1 });
  }
  return [...rows.values()].sort((a, b) => severityRank(a.severity) - severityRank(b.severity) || b.count - a.count || a.api.localeCompare(b.api));
}

// src/io/scan-files.ts
async function scanPaths(paths, options) {
  let ctx = createContext(options), cwd = options.cwd ?? process.cwd(), findings = [], skipped = [], files = 0;
  for await (let item of walkPaths(paths, cwd)) {
    if ("skipped" in item) {
      skipped.push(item.skipped);
      continue;
    }
    let bytes;
    try {
      bytes = readUserFile(item.path, item.file, "source");
    } catch (err) {
      if (!(err instanceof UnreadableFile)) throw err;
      skipped.push({ file: item.file, reason: err.reason });
      continue;
    }
    let decoded = decodeSource(bytes);
    if ("reason" in decoded) {
      skipped.push({ file: item.file, reason: decoded.reason });
      continue;
    }
    let r = scanSource(decoded.text, item.file, ctx);
    if (r.skipped) {
      skipped.push(r.skipped);
      continue;
    }
    files++, findings.push(...r.findings);
  }
  return { findings: sortFindings(findings), files, skipped };
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
import { chmodSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
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
function unifiedDiff(file, before, after) {
  if (before === after) return "";
  let a = splitLines(before), b = splitLines(after), head = `--- a/${file}
+++ b/${file}
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
  let tmp = join(dirname(abs), `.torch-preflight-fix-${process.pid}-${Date.now()}.tmp`);
  try {
    writeFileSync(tmp, text, { flag: "wx" }), chmodSync(tmp, statSync(abs).mode & 4095), renameSync(tmp, abs);
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
  let changes = o.changedSince ? await changesSince(o.changedSince, o.cwd) : void 0, targets = changes ? await changedWithin(o.paths, changes.files, o.cwd) : o.paths.length ? o.paths : ["."], r = changes && targets.length === 0 ? { findings: [], files: 0, skipped: [] } : await scanPaths(targets, { torch: o.torch, ...o.from ? { from: o.from } : {}, apis: catalog.apis, cwd: o.cwd, ...o.fixAll ? { fixAll: !0 } : {} }), kept = changes && o.onlyChangedLines ? r.findings.filter((f) => f.location && onChangedLine(changes.lines, f.location.file.split("\\").join("/"), f.location.line)) : r.findings, fixes = o.fix ? writeFixes(kept, o.cwd, o.fix === "diff") : void 0, done = fixes && o.fix === "write" ? new Set(fixes.fixed) : void 0, findings = sortFindings(done ? kept.filter((f) => !done.has(f)) : kept);
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
