'use strict';

var shared = require('./shared.js');
var check = require('./check.js');
var yaml = require('./yaml.js');
var node_fs = require('node:fs');
var path = require('node:path');

function repoTarget(set, install) {
  if (install.extras === void 0) return check.installTargets(set, check.NO_SELECTION)[0];
  let declared = Object.keys(set.alternatives?.extras ?? {}), extras = install.extras.map((e) => declared.find((d) => check.normalizeName(d) === check.normalizeName(e))).filter((e) => e !== void 0);
  return {
    name: extras.length ? extras.map((e) => `extra ${e}`).join(" + ") : "default",
    extras,
    groups: [],
    features: [],
    defaultFeature: !0
  };
}
function repoBringsTorch(all, install) {
  if (!all || install.extras === void 0 || install.requirements.length > 0) return;
  let set = check.pipPinsOf(all), sp = set.alternatives?.setupPyTorch, others = sp ? { ...set, pins: set.pins.filter((p) => p.location.file !== sp.file) } : set, target = repoTarget(set, install);
  if (check.pinsOfTarget(others, target).pins.some((p) => check.bringsTorch(p.package))) return !0;
  if (!sp) return check.torchOnlyElsewhere(set, target) || onlyOtherRoutes(all, set) ? !1 : void 0;
  if (sp.defaultTorch !== !1) return sp.defaultTorch;
  let undecided = !1;
  for (let e of install.extras) {
    let name = Object.keys(sp.extras).find((k) => check.normalizeName(k) === check.normalizeName(e));
    if (name !== void 0) {
      if (sp.extras[name] === !0) return !0;
      sp.extras[name] === void 0 && (undecided = !0);
    }
  }
  return undecided ? void 0 : !1;
}
function onlyOtherRoutes(all, pip) {
  if (all.unread?.length || all.files.some((f) => path.basename(f) === "setup.py")) return !1;
  let torchOf2 = (s) => s.pins.some((p) => check.bringsTorch(p.package));
  return torchOf2(all) && !torchOf2(pip);
}
function repoTorchPin(set, install, env, catalog) {
  let target = repoTarget(set, install), pins = check.pinsOfTarget(check.pipPinsOf(set), target), { input, applicable } = check.requestFromPins(pins, env, {}, check.selectedForMarkers(target)), bound = check.boundOfTarget(applicable, catalog);
  if (!input.torch) return bound.length ? { spec: "", where: "the repository pins", bound } : void 0;
  let where = input.torchLocation ? `${input.torchLocation.file}:${input.torchLocation.line}` : "the repository pins";
  return {
    spec: input.torch,
    ...input.indexUrl ? { index: input.indexUrl } : {},
    where,
    ...bound.length ? { bound } : {}
  };
}

// src/usecases/matrix/pixi.ts
function pythonPin(set, target) {
  let own = set.alternatives?.featurePythons ?? {};
  for (let f of target.features) if (own[f]) return own[f];
  return target.defaultFeature ? check.envPythonOf(set, "pixi") : void 0;
}
function environmentOf(set, name, newest) {
  let declared = Object.keys(set.alternatives?.environments ?? {}), anyTorch = set.pins.some((p) => check.isTorch(p.package)), wanted = name === void 0 || name === "default" ? void 0 : name;
  if (wanted !== void 0 && !declared.includes(wanted))
    return {
      missing: { file: set.files[0] ?? "pixi.toml", declared },
      hasTorch: !1,
      anyTorch,
      torch: () => {
      }
    };
  let [target] = check.installTargets(set, { extras: [], groups: [], environments: wanted ? [wanted] : [], all: !1 }), pins = check.pinsOfTarget(set, target), hasTorch = pins.pins.some((p) => check.isTorch(p.package)) && !check.torchOnlyElsewhere(set, target), py = pythonPin(set, target), minor = py ? check.pixiPython(py.specifier, newest) : void 0, selected = check.selectedForMarkers(target), platforms = check.environmentPlatforms(set.alternatives?.pixiPlatforms, target.features);
  return {
    ...platforms ? { platforms } : {},
    hasTorch,
    anyTorch,
    ...py && minor ? {
      python: {
        text: minor,
        where: `${py.location.file}:${py.location.line}`,
        at: { file: py.location.file, line: py.location.line, column: py.location.column ?? 1 }
      }
    } : {},
    torch: (env) => {
      if (!hasTorch) return;
      let { input } = check.requestFromPins(pins, env, {}, selected);
      if (!input.torch) return;
      let at = input.torchLocation;
      return {
        spec: input.torch,
        // A conda package is judged in a matrix cell as the wheel of its version (its channel is no pip index).
        ...input.indexUrl && !input.conda ? { index: input.indexUrl } : {},
        where: at ? `${at.file}:${at.line}` : set.files[0] ?? "pixi.toml",
        ...at ? { at: { file: at.file, line: at.line, column: at.column ?? 1 } } : {}
      };
    }
  };
}
function pixiManifestOf(set, catalog) {
  let newest = check.newestPythonMinor(catalog), seen = /* @__PURE__ */ new Map();
  return (name) => {
    let key = name ?? "default", e = seen.get(key);
    return e || seen.set(key, e = environmentOf(set, name, newest)), e;
  };
}

// src/matrix/github/expression-parse.ts
var ExprError = class extends Error {
}, MAX_LENGTH = 21e3, MAX_DEPTH = 50, BOUNDARY = /* @__PURE__ */ new Set(["(", "[", ")", "]", ",", ".", "!", ">", "<", "=", "&", "|"]), isBoundary = (c) => BOUNDARY.has(c) || /\s/.test(c), NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/, KEYWORDS = { true: !0, false: !1, null: null, NaN: NaN, Infinity: 1 / 0 }, TWO = ["==", "!=", "<=", ">=", "&&", "||"];
function word(s, from, dots) {
  let j = from;
  for (; j < s.length && (!isBoundary(s[j]) || dots && s[j] === "."); ) j++;
  return s.slice(from, j);
}
function readString(s, i) {
  let v = "", j = i + 1;
  for (; ; ) {
    if (j >= s.length) throw new ExprError("unterminated string");
    if (s[j] === "'") {
      if (s[j + 1] !== "'") return { v, end: j + 1 };
      j++;
    }
    v += s[j++];
  }
}
var endsOperand = (t) => t?.t === "id" || t?.t === "op" && [")", "]", "*"].includes(t.v);
function tokenize(s) {
  if (s.length > MAX_LENGTH) throw new ExprError(`longer than ${MAX_LENGTH} characters`);
  let out = [], i = 0, last = () => out[out.length - 1];
  for (; i < s.length; ) {
    let c = s[i];
    if (c === " " || c === "	" || c === "\r" || c === `
`)
      i++;
    else if (c === "'") {
      let { v, end } = readString(s, i);
      out.push({ t: "str", v }), i = end;
    } else if ("()[],*".includes(c))
      out.push({ t: "op", v: c }), i++;
    else if (c === "." && endsOperand(last()))
      out.push({ t: "op", v: "." }), i++;
    else if (TWO.includes(s.slice(i, i + 2)))
      out.push({ t: "op", v: s.slice(i, i + 2) }), i += 2;
    else if ("!<>".includes(c))
      out.push({ t: "op", v: c }), i++;
    else if (c === "." || c === "-" || c === "+" || c >= "0" && c <= "9") {
      let text2 = c + word(s, i + 1, !0), v = Number(text2);
      if (Number.isNaN(v)) throw new ExprError(`unexpected ${text2}`);
      out.push({ t: "num", v, text: text2 }), i += text2.length;
    } else {
      let text2 = c + word(s, i + 1, !1), prev = last();
      if (!(prev?.t === "op" && prev.v === ".") && Object.hasOwn(KEYWORDS, text2)) out.push({ t: "kw", v: KEYWORDS[text2] });
      else if (NAME.test(text2)) out.push({ t: "id", v: text2 });
      else throw new ExprError(`unexpected ${text2}`);
      i += text2.length;
    }
  }
  return out;
}
var FUNCTIONS = {
  contains: [2, 2],
  startswith: [2, 2],
  endswith: [2, 2],
  format: [1, 255],
  join: [1, 2],
  tojson: [1, 1],
  fromjson: [1, 1],
  hashfiles: [1, 255],
  success: [0, 0],
  always: [0, 0],
  cancelled: [0, 0],
  failure: [0, 0],
  case: [3, Number.MAX_SAFE_INTEGER]
}, CONTEXTS = [
  "github",
  "env",
  "vars",
  "job",
  "jobs",
  "steps",
  "runner",
  "secrets",
  "strategy",
  "matrix",
  "needs",
  "inputs"
];
function parseExpression(text2, contexts) {
  let toks = tokenize(text2);
  if (toks.length === 0) return;
  let p = 0, depth = 0, deeper = () => {
    if (++depth > MAX_DEPTH) throw new ExprError(`nested deeper than ${MAX_DEPTH}`);
  }, isOp = (v) => toks[p]?.t === "op" && toks[p].v === v, expect = (v) => {
    if (!isOp(v)) throw new ExprError(p < toks.length ? `expected ${v}` : "unexpected end");
    p++;
  }, expression = () => {
    deeper();
    let e2 = logic("||", () => logic("&&", equality));
    return depth--, e2;
  }, logic = (op, next) => {
    let first = next();
    if (!isOp(op)) return first;
    deeper();
    let args = [first];
    for (; isOp(op); )
      p++, args.push(next());
    return depth--, { k: "logic", op, args };
  }, binary = (ops, next) => () => {
    let a = next();
    for (; ops.some(isOp); )
      a = { k: "cmp", op: toks[p++].v, a, b: next() };
    return a;
  }, unary = () => {
    if (!isOp("!")) return postfix();
    p++, deeper();
    let a = unary();
    return depth--, { k: "not", a };
  }, comparison = binary(["<", "<=", ">", ">="], unary), equality = binary(["==", "!="], comparison), postfix = () => {
    let n = primary();
    if (n.k !== "group" && n.k !== "call" && n.k !== "ctx") return n;
    let before = depth;
    for (; ; )
      if (isOp("[")) {
        p++;
        let key;
        isOp("*") ? (p++, key = "star") : key = expression(), expect("]"), deeper(), n = { k: "index", obj: n, key };
      } else if (isOp(".")) {
        p++, deeper();
        let t = toks[p++];
        if (t?.t === "id") n = { k: "index", obj: n, key: { k: "lit", v: t.v } };
        else if (t?.t === "op" && t.v === "*") n = { k: "index", obj: n, key: "star" };
        else throw new ExprError("expected a property name");
      } else break;
    return depth = before, n;
  }, primary = () => {
    let t = toks[p++];
    if (!t) throw new ExprError("unexpected end");
    if (t.t === "num" || t.t === "str" || t.t === "kw") return { k: "lit", v: t.v };
    if (t.t === "op" && t.v === "(") {
      let e2 = expression();
      return expect(")"), { k: "group", e: e2 };
    }
    if (t.t !== "id") throw new ExprError(`unexpected ${t.v}`);
    if (!isOp("(")) {
      if (!contexts.has(t.v.toLowerCase())) throw new ExprError(`unrecognized named-value ${t.v}`);
      return { k: "ctx", name: t.v.toLowerCase() };
    }
    p++;
    let args = [];
    for (; !isOp(")"); ) {
      if (p >= toks.length) throw new ExprError("unexpected end");
      args.push(expression()), isOp(")") || expect(",");
    }
    return p++, call(t.v.toLowerCase(), args);
  }, e = expression();
  if (p < toks.length) throw new ExprError("unexpected text after the expression");
  return e;
}
function call(name, args) {
  let arity = FUNCTIONS[name];
  if (!arity) throw new ExprError(`unrecognized function ${name}`);
  if (args.length < arity[0]) throw new ExprError(`too few arguments to ${name}`);
  if (args.length > arity[1]) throw new ExprError(`too many arguments to ${name}`);
  if (name === "case" && args.length % 2 === 0) throw new ExprError("case() takes an odd number of arguments");
  return { k: "call", name, args };
}

// src/matrix/github/expression-values.ts
var isObj = (v) => v !== null && typeof v == "object" && !Array.isArray(v), primitive = (v) => v === null || typeof v != "object", filtered = /* @__PURE__ */ new WeakSet();
function filteredList(items) {
  return filtered.add(items), items;
}
var isFiltered = (v) => Array.isArray(v) && filtered.has(v);
function truthy(v) {
  return v === null || v === !1 || v === "" ? !1 : !(typeof v == "number" && (v === 0 || Number.isNaN(v)));
}
function numberText(n) {
  return n === 0 ? "0" : String(Number(n.toFixed(15)));
}
function exprText(v) {
  return v === null ? "" : typeof v == "string" ? v : typeof v == "number" ? numberText(v) : typeof v == "boolean" ? String(v) : Array.isArray(v) ? "Array" : "Object";
}
function toNumber(v) {
  return v === null ? 0 : typeof v == "boolean" ? v ? 1 : 0 : typeof v == "number" ? v : typeof v == "string" ? Number(v) : NaN;
}
var fold = (s) => s.includes("\u0131") ? s.replace(/[^ı]+/g, (part) => part.toUpperCase()) : s.toUpperCase(), kindOf2 = (v) => v === null ? "null" : typeof v == "object" ? "list" : typeof v;
function coerce(a, b) {
  let ka = kindOf2(a), kb = kindOf2(b);
  return ka === kb ? [a, b] : ka === "null" || ka === "boolean" ? coerce(toNumber(a), b) : kb === "null" || kb === "boolean" ? coerce(a, toNumber(b)) : ka === "number" && kb === "string" || ka === "string" && kb === "number" ? [toNumber(a), toNumber(b)] : [a, b];
}
function looseEqual(x, y) {
  let [a, b] = coerce(x, y);
  return kindOf2(a) !== kindOf2(b) ? !1 : typeof a == "string" ? fold(a) === fold(b) : a === b;
}
function ordered(op, x, y) {
  let [a, b] = coerce(x, y);
  if (kindOf2(a) !== kindOf2(b) || typeof a == "object") return !1;
  let [l, r] = typeof a == "string" ? [fold(a), fold(b)] : [a, b], less = l < r, greater = l > r;
  return op === "<" ? less : op === ">" ? greater : (op === "<=" ? less : greater) || looseEqual(x, y);
}
function property(obj, key) {
  if (Array.isArray(obj)) {
    let i = primitive(key) ? toNumber(key) : NaN;
    return Number.isFinite(i) && i >= 0 && Math.floor(i) < obj.length ? obj[Math.floor(i)] : void 0;
  }
  if (!isObj(obj) || !primitive(key)) return;
  let name = exprText(key);
  if (Object.hasOwn(obj, name)) return obj[name];
  let lower = name.toLowerCase(), found = Object.keys(obj).find((k) => k.toLowerCase() === lower);
  return found !== void 0 ? obj[found] : void 0;
}
function format(args) {
  let f = exprText(args[0]), out = "", i = 0;
  for (; i < f.length; ) {
    let open = f.indexOf("{", i), close = f.indexOf("}", i);
    if (open >= 0 && (close < 0 || close > open)) {
      if (f[open + 1] === "{") {
        out += f.slice(i, open + 1), i = open + 2;
        continue;
      }
      let index2 = /^\d+/.exec(f.slice(open + 1, close < 0 ? void 0 : close))?.[0];
      if (close > open + 1 && index2 !== void 0) {
        if (Number(index2) + 1 > args.length - 1)
          throw new ExprError(`format string references more arguments than were supplied: ${f}`);
        out += f.slice(i, open) + exprText(args[1 + Number(index2)]), i = close + 1;
        continue;
      }
      throw new ExprError(`format string is invalid: ${f}`);
    }
    if (close < 0) {
      out += f.slice(i);
      break;
    }
    if (f[close + 1] !== "}") throw new ExprError(`format string is invalid: ${f}`);
    out += f.slice(i, close + 1), i = close + 2;
  }
  return out;
}
function fromJson(v) {
  let t = exprText(v).trim();
  if (t === "") throw new ExprError("fromJSON of empty text");
  try {
    return JSON.parse(t);
  } catch {
    let out;
    if (/^[[{]/.test(t) && t.length <= 1e6)
      try {
        let doc = yaml.parseDocument(t, { uniqueKeys: !0, prettyErrors: !1 });
        doc.errors.length === 0 && (out = doc.toJS({ maxAliasCount: 0 }));
      } catch {
        out = void 0;
      }
    if (out === void 0) throw new ExprError("fromJSON of text that is not JSON");
    return out;
  }
}
function join(args) {
  let [list, sep2] = args;
  if (primitive(list)) return exprText(list);
  if (!Array.isArray(list)) return "";
  let separator = args.length > 1 && primitive(sep2) ? exprText(sep2) : ",";
  return list.map(exprText).join(separator);
}
function contains(args) {
  let [haystack, needle] = args;
  return primitive(haystack) ? primitive(needle) && exprText(haystack).toLowerCase().includes(exprText(needle).toLowerCase()) : Array.isArray(haystack) && haystack.some((x) => looseEqual(needle, x));
}
var affix = (args, test) => {
  let [a, b] = args;
  return primitive(a) && primitive(b) && test(fold(exprText(a)), fold(exprText(b)));
};
function caseOf(args) {
  for (let i = 0; i + 1 < args.length; i += 2) {
    if (typeof args[i] != "boolean") throw new ExprError("a case() predicate must be a boolean");
    if (args[i]) return args[i + 1];
  }
  return args[args.length - 1];
}
var RUN_TIME_FUNCTIONS = /* @__PURE__ */ new Set(["hashfiles", "success", "always", "cancelled", "failure"]);
function callFunction(name, args) {
  switch (name) {
    case "format":
      return format(args);
    case "fromjson":
      return fromJson(args[0]);
    case "tojson":
      return JSON.stringify(args[0], null, 2);
    case "contains":
      return contains(args);
    case "startswith":
      return affix(args, (a, b) => a.startsWith(b));
    case "endswith":
      return affix(args, (a, b) => a.endsWith(b));
    case "join":
      return join(args);
    default:
      return caseOf(args);
  }
}

// src/matrix/github/equality.ts
var isMap2 = (v) => typeof v == "object" && v !== null && !Array.isArray(v);
function looseEqual2(a, b) {
  if (a === void 0 || b === void 0) return !1;
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => looseEqual2(x, b[i]));
  if (isMap2(a) || isMap2(b)) {
    if (!isMap2(a) || !isMap2(b)) return !1;
    let ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => findKey(b, k) !== void 0 && looseEqual2(a[k], b[findKey(b, k)]));
  }
  if (typeof a == "string" && typeof b == "string") return fold(a) === fold(b);
  if (typeof a == typeof b) return a === b;
  let na = toNumber(a), nb = toNumber(b);
  return !Number.isNaN(na) && na === nb;
}
function findKey(obj, key) {
  if (Object.hasOwn(obj, key)) return key;
  let lower = key.toLowerCase();
  return Object.keys(obj).find((k) => k.toLowerCase() === lower);
}
function filterMatches(filter, cell) {
  return Object.entries(filter).every(([k, want]) => {
    let key = findKey(cell, k);
    return key !== void 0 && valueMatches(want, cell[key]);
  });
}
function valueMatches(want, have) {
  return isMap2(want) ? isMap2(have) && filterMatches(want, have) : looseEqual2(have, want);
}
function looseBucket(v) {
  if (v === void 0) return "u";
  if (Array.isArray(v)) return `a${v.length}`;
  if (isMap2(v)) return `m${Object.keys(v).length}`;
  if (typeof v == "string") {
    let n = toNumber(v);
    return Number.isNaN(n) ? `s${fold(v)}` : `n${n}`;
  }
  return `n${toNumber(v)}`;
}
function setKey(obj, key, value) {
  key === "__proto__" ? Object.defineProperty(obj, key, { value, enumerable: !0, writable: !0, configurable: !0 }) : obj[key] = value;
}

// src/matrix/github/locate.ts
function locationOf(file, at) {
  let f = at?.file ?? file;
  return f && at ? { file: f, line: at.line, column: at.column } : void 0;
}
function located(draft, file, at) {
  let location = locationOf(file, at);
  return location ? shared.finding({ ...draft, location }) : shared.finding(at ? { ...draft, message: `${draft.message} (line ${at.line})` } : draft);
}
var GITHUB_MATRIX_DOCS = "https://docs.github.com/en/actions/writing-workflows/workflow-syntax-for-github-actions#jobsjob_idstrategymatrix";

// src/matrix/workflow/yaml-matrix.ts
var EXPRESSION = /\$\{\{[\s\S]*?\}\}/;
function positionOf(src, node) {
  let range = node?.range;
  if (!range) return;
  let p = src.lines.linePos(range[0]);
  return { line: p.line, column: p.col };
}
function keyText(v) {
  return v !== null && typeof v == "object" ? JSON.stringify(v) : String(v);
}
function valueOf(src, node, depth = 0) {
  if (depth > 50) return null;
  if (yaml.isAlias(node)) return valueOf(src, node.resolve(src.doc), depth + 1);
  if (yaml.isScalar(node)) {
    let v = node.value;
    return typeof v == "string" || typeof v == "number" || typeof v == "boolean" || v === null ? v : typeof v == "bigint" ? v.toString() : JSON.stringify(v) ?? "";
  }
  if (yaml.isSeq(node)) return node.items.map((n) => valueOf(src, n, depth + 1));
  if (yaml.isMap(node)) {
    let out = {};
    for (let pair of node.items)
      Object.defineProperty(out, keyText(valueOf(src, pair.key, depth + 1)), {
        value: valueOf(src, pair.value, depth + 1),
        enumerable: !0,
        writable: !0,
        configurable: !0
      });
    return out;
  }
  return null;
}
function floatDiagnostics(src, key, node, out, part) {
  if (yaml.isSeq(node)) return node.items.forEach((n) => floatDiagnostics(src, key, n, out, part));
  if (yaml.isMap(node))
    return node.items.forEach((p) => floatDiagnostics(src, keyText(valueOf(src, p.key)), p.value, out, part));
  if (!yaml.isScalar(node) || typeof node.value != "number") return;
  let written = (node.source ?? "").trim(), seen = String(node.value);
  if (!/^\d+\.\d*0$/.test(written) || written === seen) return;
  let what = `\`${key}: ${written}\` is the YAML number ${seen}`, message = part === "dimension" ? `${what}, so the job gets "${seen}", not "${written}".` : part === "include" ? `${what} in an include entry: it matches cells whose value is "${written}" (GitHub compares a number and a string as numbers), but a job this entry adds on its own gets "${seen}", not "${written}".` : `${what} in an exclude entry; GitHub compares it with the cells' values as numbers, so it still removes the "${written}" cells (and would remove "${seen}" ones too).`;
  out.push(
    located(
      {
        id: "matrix-float-version",
        severity: part === "exclude" ? "notice" : "warning",
        message,
        hint: `Quote it: '${written}'.`,
        source: "https://yaml.org/spec/1.2.2/#10214-floating-point"
      },
      src.file,
      positionOf(src, node)
    )
  );
}
function expressionText(node) {
  return yaml.isScalar(node) && typeof node.value == "string" && EXPRESSION.test(node.value) ? node.value.trim() : void 0;
}
function entries(src, part, node, def) {
  if (node == null || yaml.isScalar(node) && node.value === null) return [];
  if (!yaml.isSeq(node))
    return def.diagnostics.push(invalid(src, `\`${part}\` must be a list of mappings.`, node)), [];
  let out = [];
  for (let item of node.items) {
    let resolved = yaml.isAlias(item) ? item.resolve(src.doc) : item;
    if (!yaml.isMap(resolved)) {
      def.diagnostics.push(invalid(src, `Each \`${part}\` entry must be a mapping.`, item));
      continue;
    }
    let values = valueOf(src, resolved);
    if (part === "exclude" && Object.keys(values).length === 0) {
      def.diagnostics.push(
        invalid(src, "An empty `exclude` entry matches every combination and removes them all.", item)
      );
      continue;
    }
    let valueAt = {};
    for (let pair of resolved.items) {
      let at2 = positionOf(src, pair.value) ?? positionOf(src, pair.key);
      at2 && setKey(valueAt, keyText(valueOf(src, pair.key)), at2), floatDiagnostics(src, keyText(valueOf(src, pair.key)), pair.value, def.diagnostics, part);
    }
    let at = positionOf(src, item);
    out.push({ values, ...at ? { at } : {}, valueAt });
  }
  return out;
}
function invalid(src, message, node) {
  return located(
    {
      id: "matrix-invalid",
      severity: "error",
      message: `${message} GitHub rejects the workflow.`,
      hint: "See the matrix syntax.",
      source: GITHUB_MATRIX_DOCS
    },
    src.file,
    positionOf(src, node)
  );
}
function readMatrixNode(src, node) {
  let at = positionOf(src, node), def = {
    dimensions: [],
    include: [],
    exclude: [],
    diagnostics: [],
    ...at ? { at } : {},
    ...src.file ? { file: src.file } : {}
  }, resolved = yaml.isAlias(node) ? node.resolve(src.doc) : node, expr = expressionText(resolved);
  if (expr)
    return def.expression = { text: expr, part: "matrix", ...at ? { at } : {} }, def;
  if (!yaml.isMap(resolved))
    return def.diagnostics.push(invalid(src, "A matrix must be a mapping of dimensions (or an expression).", node)), def;
  let includeNode, excludeNode;
  for (let pair of resolved.items) {
    let key = keyText(valueOf(src, pair.key)), keyAt = positionOf(src, pair.key);
    if (key === "include" || key === "exclude") {
      let e = expressionText(pair.value);
      if (e) {
        let where = positionOf(src, pair.value);
        def.expression ??= { text: e, part: key, ...where ? { at: where } : {} };
      }
      key === "include" ? includeNode = pair.value : excludeNode = pair.value;
      continue;
    }
    let value = yaml.isAlias(pair.value) ? pair.value.resolve(src.doc) : pair.value, dimExpr = expressionText(value), dim = { key, values: [], ...keyAt ? { keyAt } : {} };
    if (dimExpr)
      dim.expression = dimExpr;
    else if (yaml.isSeq(value))
      dim.values = value.items.map((n) => valueOf(src, n)), dim.valueAt = value.items.map((n) => positionOf(src, n)), floatDiagnostics(src, key, value, def.diagnostics, "dimension");
    else {
      dim.values = [valueOf(src, value)];
      let vAt = positionOf(src, value);
      dim.valueAt = [vAt], floatDiagnostics(src, key, value, def.diagnostics, "dimension"), def.diagnostics.push(
        located(
          {
            id: "matrix-invalid",
            severity: "warning",
            message: `\`${key}\` is a single value, not a list; GitHub expects a list (or an expression).`,
            hint: `Write \`${key}: [${keyText(dim.values[0])}]\`.`,
            source: GITHUB_MATRIX_DOCS
          },
          src.file,
          vAt
        )
      );
    }
    def.dimensions.push(dim);
  }
  return def.expression || (def.include = entries(src, "include", includeNode, def), def.exclude = entries(src, "exclude", excludeNode, def)), def;
}

// src/matrix/workflow/parse-input.ts
var MAX_INPUT = 5e6;
function parseYaml(text2, what) {
  if (text2.includes("\0")) throw new shared.InputError(`${what} is binary, not YAML or JSON`);
  if (text2.length > MAX_INPUT) throw new shared.InputError(`${what} is too large (${text2.length} characters)`);
  return yaml.parseUserYaml(text2, what, { format: "YAML/JSON" });
}
function parseMatrixInput(text2) {
  if (text2.trim() === "")
    throw new shared.InputError(
      'matrix is empty; expected JSON or YAML such as {"python-version": ["3.12"], "os": ["ubuntu-latest"]}'
    );
  let src = parseYaml(text2, "matrix"), node = src.doc.contents;
  for (let wrapper of ["strategy", "matrix"])
    yaml.isMap(node) && node.items.length === 1 && keyText(valueOf(src, node.items[0].key)) === wrapper && (node = node.items[0].value);
  if (!yaml.isMap(node) && !(typeof valueOf(src, node) == "string" && /\$\{\{/.test(keyText(valueOf(src, node)))))
    throw new shared.InputError(
      'matrix must be a mapping of dimensions, e.g. {"python-version": ["3.11", "3.12"], "torch": ["2.8.0"]}'
    );
  return readMatrixNode(src, node);
}

// src/matrix/github/cell-index.ts
function dimensionKeyOf(dimensions) {
  let own = {};
  for (let d of dimensions) setKey(own, d.key, !0);
  let byLower = /* @__PURE__ */ new Map();
  for (let k of Object.keys(own)) byLower.has(k.toLowerCase()) || byLower.set(k.toLowerCase(), k);
  return (key) => Object.hasOwn(own, key) ? key : byLower.get(key.toLowerCase());
}
var INFINITY = /^\s*[+-]?infinity\s*$/i;
function bucketOf(v) {
  if (isMap2(v)) return "map";
  if (typeof v == "string" && INFINITY.test(v)) return "inf";
  let b = looseBucket(v);
  return b === "nInfinity" || b === "n-Infinity" ? "inf" : b;
}
var DimensionBuckets = class {
  constructor(cells) {
    this.cells = cells;
  }
  cells;
  byKey = /* @__PURE__ */ new Map();
  /** The cells that may match `filter`, in cell order: the bucket of its most selective key (every cell for an empty filter). */
  candidatesFor(filter) {
    let pool = this.cells;
    for (let [key, want] of filter) {
      let bucket = this.bucketsOf(key).get(bucketOf(want)) ?? [];
      bucket.length < pool.length && (pool = bucket);
    }
    return pool;
  }
  bucketsOf(key) {
    let buckets = this.byKey.get(key);
    if (!buckets) {
      buckets = /* @__PURE__ */ new Map();
      for (let c of this.cells) {
        let b = bucketOf(c.values[key]), list = buckets.get(b);
        list ? list.push(c) : buckets.set(b, [c]);
      }
      this.byKey.set(key, buckets);
    }
    return buckets;
  }
};
function sameCombination(a, b) {
  let ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => {
    let kb = findKey(b, k);
    return kb !== void 0 && looseEqual2(a[k], b[kb]);
  });
}
function hash32(s, seed) {
  let h = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h ^= h >>> 16, h = Math.imul(h, 2246822507), h ^= h >>> 13, h >>> 0;
}
var SEEDS = [Math.random() * 2 ** 32 >>> 0, Math.random() * 2 ** 32 >>> 0], pairOf = (k, v) => `${k.toLowerCase()}=${bucketOf(v)}`;
function addPair(s, pair, sign) {
  s.a = s.a + sign * hash32(pair, SEEDS[0]) >>> 0, s.b = s.b + sign * hash32(pair, SEEDS[1]) >>> 0;
}
function signatureOf(v) {
  let s = { count: 0, a: 0, b: 0 };
  for (let k of Object.keys(v))
    s.count++, addPair(s, pairOf(k, v[k]), 1);
  return s;
}
var keyOfSignature = (s) => `${s.count}:${s.a}:${s.b}`, SHOW_KEYS = 32;
function showKeys(c, keys, total) {
  let shown = keys.slice(0, SHOW_KEYS).map((k) => `${k}: ${typeof c[k] == "string" ? c[k] : JSON.stringify(c[k])}`);
  return total > SHOW_KEYS && shown.push(`\u2026 ${(total - SHOW_KEYS).toLocaleString("en-US")} more`), `{${shown.join(", ")}}`;
}
function show(c) {
  let keys = Object.keys(c);
  return showKeys(c, keys, keys.length);
}
var isIndex = (k) => /^(?:0|[1-9]\d{0,9})$/.test(k) && Number(k) < 4294967295, Combinations = class {
  signatures = /* @__PURE__ */ new Map();
  filed = /* @__PURE__ */ new Map();
  /** Cells set since the last `settle()`, with the signature key each is filed under. */
  unsettled = /* @__PURE__ */ new Map();
  /** Per product cell, the keys include entries added, by lower case. */
  addedKeys = /* @__PURE__ */ new Map();
  /** Per product cell, the first added keys a message shows: array indices (ascending) and names. */
  addedFirst = /* @__PURE__ */ new Map();
  dimIndices;
  dimNames;
  /** `dimensions`: the product cells' keys; `cells`: the cells to file. */
  constructor(dimensions, cells) {
    let own = {};
    for (let d of dimensions) setKey(own, d.key, !0);
    let order = Object.keys(own);
    this.dimIndices = order.filter(isIndex).slice(0, SHOW_KEYS), this.dimNames = order.filter((k) => !isIndex(k)).slice(0, SHOW_KEYS);
    for (let c of cells) this.add(c);
  }
  /** Files a cell under its values. */
  add(cell) {
    let s = signatureOf(cell.values);
    this.signatures.set(cell, s), this.file(cell, keyOfSignature(s));
  }
  /** A filed cell whose combination equals `values` (the first filed), if any. */
  twinOf(values) {
    for (let c of this.filed.get(keyOfSignature(signatureOf(values))) ?? [])
      if (sameCombination(c.values, values)) return c;
  }
  /** The key `findKey` finds in a product cell for `key`, which names no dimension; else `key` itself. */
  keyIn(cell, key) {
    return (Object.hasOwn(cell.values, key) ? key : this.addedKeys.get(cell)?.get(key.toLowerCase())) ?? key;
  }
  /** `cell.values[key] = value` for a product cell; `twinOf` sees the new values after `settle()`. */
  set(cell, key, value) {
    let s = this.signatures.get(cell);
    if (this.unsettled.has(cell) || this.unsettled.set(cell, keyOfSignature(s)), Object.hasOwn(cell.values, key)) addPair(s, pairOf(key, cell.values[key]), -1);
    else {
      s.count++;
      let keys = this.addedKeys.get(cell);
      keys || this.addedKeys.set(cell, keys = /* @__PURE__ */ new Map()), keys.set(key.toLowerCase(), key), this.noteAdded(cell, key);
    }
    addPair(s, pairOf(key, value), 1), setKey(cell.values, key, value);
  }
  /** Re-files the cells set since the last call, in the order they were first set. */
  settle() {
    for (let [cell, before] of this.unsettled) {
      let after = keyOfSignature(this.signatures.get(cell));
      if (after === before) continue;
      let set = this.filed.get(before);
      set.delete(cell), set.size === 0 && this.filed.delete(before), this.file(cell, after);
    }
    this.unsettled.clear();
  }
  /** A cell as a message shows it: a product cell's dimensions, then its added keys, array indices of both first. */
  show(cell) {
    if (cell.origin.kind !== "product") return show(cell.values);
    let f = this.addedFirst.get(cell), indices = [...this.dimIndices, ...f?.indices ?? []].sort((x, y) => Number(x) - Number(y));
    return showKeys(
      cell.values,
      [...indices, ...this.dimNames, ...f?.names ?? []].slice(0, SHOW_KEYS),
      this.signatures.get(cell).count
    );
  }
  file(cell, key) {
    let set = this.filed.get(key);
    set ? set.add(cell) : this.filed.set(key, /* @__PURE__ */ new Set([cell]));
  }
  /** Keeps the first SHOW_KEYS added keys of each kind that `show` lists. */
  noteAdded(cell, k) {
    let f = this.addedFirst.get(cell);
    f || this.addedFirst.set(cell, f = { indices: [], names: [] }), isIndex(k) ? (f.indices.length < SHOW_KEYS || Number(k) < Number(f.indices.at(-1))) && (f.indices.push(k), f.indices.sort((x, y) => Number(x) - Number(y)), f.indices.length = Math.min(f.indices.length, SHOW_KEYS)) : f.names.length < SHOW_KEYS && f.names.push(k);
  }
};

// src/matrix/github/expand.ts
var MAX_JOBS = 256, MAX_CELLS = 1e5, MAX_INCLUDE_WORK = 2e7, MAX_EXCLUDE_WORK = 2e7;
function expandMatrix(def) {
  let refusal = computedAtRunTime(def) ?? unusableDimension(def) ?? tooManyCombinations(def);
  if (refusal) return { cells: [], diagnostics: [...def.diagnostics, refusal] };
  let dimensionOf = dimensionKeyOf(def.dimensions), excluded = applyExclude(def, product(def), dimensionOf), diagnostics = [...def.diagnostics, ...excluded.diagnostics];
  if (!excluded.original) return { cells: [], diagnostics };
  let { original } = excluded, included = applyInclude(def, original, dimensionOf);
  return diagnostics.push(...included.diagnostics), { cells: included.added ? [...original, ...included.added] : [], diagnostics };
}
function computedAtRunTime(def) {
  if (!def.expression) return;
  let what = def.expression.part === "matrix" ? "The matrix" : `The matrix's ${def.expression.part}`;
  return located(
    {
      id: "matrix-expression",
      severity: "notice",
      message: `${what} is built at run time (${def.expression.text}), so its combinations cannot be checked before the workflow runs.`,
      hint: "Run torch-preflight in the job that computes the matrix (`matrix` input), or check each leg with the action inside the matrix job.",
      source: GITHUB_MATRIX_DOCS
    },
    def.file,
    def.expression.at
  );
}
function unusableDimension(def) {
  for (let d of def.dimensions) {
    if (d.expression)
      return located(
        {
          id: "matrix-expression",
          severity: "notice",
          message: `The values of \`${d.key}\` are computed at run time (${d.expression}), so the matrix's combinations cannot be checked before the workflow runs.`,
          hint: "List the values literally, or run torch-preflight where the values are computed.",
          source: GITHUB_MATRIX_DOCS
        },
        def.file,
        d.keyAt
      );
    if (d.values.length === 0)
      return located(
        {
          id: "matrix-invalid",
          severity: "error",
          message: `The matrix dimension \`${d.key}\` has no values; GitHub rejects the workflow.`,
          hint: `Give \`${d.key}\` at least one value, or remove it.`,
          source: GITHUB_MATRIX_DOCS
        },
        def.file,
        d.keyAt
      );
  }
}
var productSize = (def) => def.dimensions.reduce((n, d) => n * d.values.length, def.dimensions.length ? 1 : 0);
function tooManyCombinations(def) {
  let total = productSize(def);
  if (!(total + def.include.length <= MAX_CELLS))
    return located(
      {
        id: "matrix-invalid",
        severity: "error",
        message: `The matrix has ${total.toLocaleString("en-US")} combinations${def.include.length ? ` and ${def.include.length} include entries` : ""}; GitHub runs at most ${MAX_JOBS} jobs per matrix, and the planner expands at most ${MAX_CELLS.toLocaleString("en-US")}.`,
        hint: "Split the matrix across jobs, or list fewer values.",
        source: GITHUB_MATRIX_DOCS
      },
      def.file,
      def.at
    );
}
function product(def) {
  let dims = def.dimensions, total = productSize(def), cells = [];
  for (let i = 0; i < total; i++) {
    let values = {}, index2 = {}, block = total;
    for (let d of dims) {
      block /= d.values.length;
      let j = Math.floor(i / block) % d.values.length;
      setKey(values, d.key, d.values[j]), setKey(index2, d.key, j);
    }
    cells.push({ values, origin: { kind: "product", index: index2 }, addedBy: {} });
  }
  return cells;
}
function dimensionFilter(entry, dimensionOf) {
  let filter = [];
  for (let [k, want] of Object.entries(entry.values)) {
    let key = dimensionOf(k);
    if (key === void 0) return;
    filter.push([key, want]);
  }
  return filter;
}
function applyExclude(def, all, dimensionOf) {
  let buckets = new DimensionBuckets(all), filters = def.exclude.map((e) => dimensionFilter(e, dimensionOf)), candidates = filters.map((f) => f ? buckets.candidatesFor(f) : []);
  if (candidates.reduce((n, p) => n + p.length, 0) > MAX_EXCLUDE_WORK)
    return { diagnostics: [tooMuchWork(def, productSize(def), def.exclude.length, "exclude")] };
  let removed = /* @__PURE__ */ new Set(), diagnostics = [];
  return def.exclude.forEach((e, i) => {
    let used = !1;
    for (let c of candidates[i])
      filterMatches(e.values, c.values) && (used = !0, removed.add(c));
    let problem = filters[i] ? used ? void 0 : excludeUnused(def, e) : excludeForeignKey(def, e, dimensionOf);
    problem && diagnostics.push(problem);
  }), { original: all.filter((c) => !removed.has(c)), diagnostics };
}
function excludeForeignKey(def, e, dimensionOf) {
  let foreign = Object.keys(e.values).filter((k) => dimensionOf(k) === void 0);
  return located(
    {
      id: "matrix-invalid",
      severity: "error",
      message: `exclude entry ${show(e.values)} names ${foreign.map((k) => `\`${k}\``).join(", ")}, which ${foreign.length > 1 ? "are" : "is"} not a matrix dimension; GitHub rejects the workflow.`,
      hint: `An exclude entry may only name the matrix's own keys (${def.dimensions.map((d) => d.key).join(", ") || "none"}).`,
      source: GITHUB_MATRIX_DOCS
    },
    def.file,
    e.at
  );
}
function excludeUnused(def, e) {
  return located(
    {
      id: "matrix-exclude-unused",
      severity: "warning",
      message: `exclude entry ${show(e.values)} matches no combination of the matrix, so it removes nothing.`,
      hint: "Check the values against the dimensions (a YAML number such as 3.10 is 3.1; strings compare ignoring case), or delete the entry.",
      source: GITHUB_MATRIX_DOCS
    },
    def.file,
    e.at
  );
}
function tooMuchWork(def, combinations, entries2, list) {
  return located(
    {
      id: "matrix-invalid",
      severity: "error",
      message: `The matrix has ${combinations.toLocaleString("en-US")} combinations and ${entries2.toLocaleString("en-US")} ${list} entries, more than GitHub runs (${MAX_JOBS} jobs) and more than the planner matches.`,
      hint: "Split the matrix across jobs.",
      source: GITHUB_MATRIX_DOCS
    },
    def.file,
    def.at
  );
}
function applyInclude(def, original, dimensionOf) {
  if (def.include.length === 0) return { added: [], diagnostics: [] };
  if (def.include.length * Math.max(1, original.length) > MAX_INCLUDE_WORK)
    return { diagnostics: [tooMuchWork(def, original.length, def.include.length, "include")] };
  let buckets = new DimensionBuckets(original), combinations = new Combinations(def.dimensions, original), added = [], diagnostics = [];
  return def.include.forEach((entry, i) => {
    let filter = [], own = [];
    for (let [k, v] of Object.entries(entry.values)) {
      let key = dimensionOf(k);
      key === void 0 ? own.push([k, v]) : filter.push([key, v]);
    }
    let targets = buckets.candidatesFor(filter).filter((c) => filter.every(([key, want]) => valueMatches(want, c.values[key]))), problem = targets.length === 0 ? addCombination(def, entry, i, combinations, added) : extendCombinations(def, entry, i, targets, own, combinations);
    problem && diagnostics.push(problem);
  }), { added, diagnostics };
}
function addCombination(def, entry, i, combinations, added) {
  let values = { ...entry.values }, twin = combinations.twinOf(values), cell = { values, origin: { kind: "include", entry: i }, addedBy: {} };
  if (added.push(cell), combinations.add(cell), !twin) return;
  let at = twin.origin.kind === "include" ? def.include[twin.origin.entry]?.at : void 0, from = at ? `, which the include entry on line ${at.line} already adds` : "";
  return duplicate(
    entry,
    `it repeats the combination ${combinations.show(twin)}${from}, so GitHub runs that job twice`,
    def.file
  );
}
function extendCombinations(def, entry, i, targets, own, combinations) {
  let changed = !1;
  for (let c of targets)
    for (let [k, v] of own) {
      let key = combinations.keyIn(c, k);
      (!Object.hasOwn(c.values, key) || !looseEqual2(c.values[key], v)) && (changed = !0), combinations.set(c, key, v), setKey(c.addedBy, key, i);
    }
  if (combinations.settle(), changed) return;
  let what = targets.length === 1 ? `the combination ${combinations.show(targets[0])}` : `${targets.length} combinations`;
  return duplicate(
    entry,
    `${what} already ${targets.length === 1 ? "has" : "have"} every value it sets, so it adds nothing`,
    def.file
  );
}
function tooManyJobs(def, cells) {
  if (!(cells <= MAX_JOBS))
    return located(
      {
        id: "matrix-invalid",
        severity: "error",
        message: `The matrix makes ${cells} jobs; GitHub runs at most ${MAX_JOBS} per matrix and fails the workflow run.`,
        hint: "Split the matrix across jobs, or drop combinations with exclude.",
        source: GITHUB_MATRIX_DOCS
      },
      def.file,
      def.at
    );
}
function duplicate(entry, why, file) {
  return located(
    {
      id: "matrix-include-duplicate",
      severity: "warning",
      message: `include entry ${show(entry.values)} duplicates a cell: ${why}.`,
      hint: "Delete the entry, or change it to add the values you meant.",
      source: GITHUB_MATRIX_DOCS
    },
    file,
    entry.at
  );
}

// src/matrix/plan/blame.ts
function rolesFor(id) {
  return shared.kindOf(id).blame;
}
function positionOfKey(def, cell, key) {
  let top = key.includes(".") && findKey(cell.values, key) === void 0 ? key.slice(0, key.indexOf(".")) : key, k = findKey(cell.values, top) ?? top, entryAt = (i) => {
    let e = def.include[i];
    if (!e) return;
    let ek = findKey(e.valueAt ?? {}, k);
    return (ek !== void 0 ? e.valueAt?.[ek] : void 0) ?? e.at;
  };
  if (cell.origin.kind === "include") return entryAt(cell.origin.entry);
  let added = cell.addedBy[k];
  if (added !== void 0) return entryAt(added);
  let dim = def.dimensions.find((d) => d.key === k), j = cell.origin.index[k];
  return dim && j !== void 0 ? dim.valueAt?.[j] ?? dim.keyAt : void 0;
}
function positionOfBlame(def, cell, blame) {
  if (blame) {
    if (blame.kind === "at") return blame.at;
    if (blame.kind === "key") return positionOfKey(def, cell, blame.key);
  }
}

// src/matrix/github/expression.ts
var UNKNOWN = /* @__PURE__ */ Symbol("unknown");
function named(name, ctx) {
  let own = ctx.contexts && Object.keys(ctx.contexts).find((k) => k.toLowerCase() === name);
  return own !== void 0 ? { v: ctx.contexts[own] } : name === "matrix" ? { v: ctx.matrix ?? UNKNOWN, path: "" } : name === "inputs" ? { v: ctx.inputs ?? UNKNOWN, runTime: !0 } : name === "env" ? { v: ctx.env ?? UNKNOWN, runTime: !0 } : { v: UNKNOWN };
}
var STAR = /* @__PURE__ */ Symbol("star");
function index(obj, key) {
  return key === STAR ? isFiltered(obj) ? filteredList(
    obj.flatMap((x) => Array.isArray(x) ? x : isObj(x) ? Object.values(x) : [])
  ) : filteredList(Array.isArray(obj) ? [...obj] : isObj(obj) ? Object.values(obj) : []) : isFiltered(obj) ? filteredList(
    obj.flatMap((x) => {
      let v = typeof x == "object" && x !== null ? property(x, key) : void 0;
      return v === void 0 ? [] : [v];
    })
  ) : property(obj, key) ?? null;
}
function evalIndex(n, ctx, inChain) {
  let key = n.key === "star" ? { v: STAR } : evalNode(n.key, ctx), base = evalNode(n.obj, ctx, n.key !== "star");
  if (base.v === UNKNOWN || key.v === UNKNOWN) return { v: UNKNOWN };
  let k = key.v, v = index(base.v, k);
  if (base.runTime && v === null) return { v: UNKNOWN };
  if (k === STAR || base.path === void 0) return { v };
  let path = (base.path ? `${base.path}.` : "") + exprText(k);
  return inChain || ctx.onMatrixRef?.(path), { v, path };
}
function evalNode(n, ctx, inChain = !1) {
  switch (n.k) {
    case "lit":
      return { v: n.v };
    case "group":
      return evalNode(n.e, ctx, inChain);
    case "ctx": {
      let r = named(n.name, ctx);
      return r.path !== void 0 && !inChain && ctx.onMatrixRef?.(""), r;
    }
    case "index":
      return evalIndex(n, ctx, inChain);
    case "call": {
      let args = [], unknown = !1;
      for (let a of n.args) {
        let r = evalNode(a, ctx).v;
        r === UNKNOWN ? unknown = !0 : args.push(r);
      }
      return unknown || RUN_TIME_FUNCTIONS.has(n.name) ? { v: UNKNOWN } : { v: callFunction(n.name, args) };
    }
    case "not": {
      let a = evalNode(n.a, ctx).v;
      return { v: a === UNKNOWN ? UNKNOWN : !truthy(a) };
    }
    case "logic": {
      let v = null;
      for (let arg of n.args) {
        if (v = evalNode(arg, ctx).v, v === UNKNOWN) return { v };
        if (n.op === "||" ? truthy(v) : !truthy(v)) return { v };
      }
      return { v };
    }
    case "cmp": {
      let a = evalNode(n.a, ctx).v, b = evalNode(n.b, ctx).v;
      return a === UNKNOWN || b === UNKNOWN ? { v: UNKNOWN } : n.op === "==" ? { v: looseEqual(a, b) } : n.op === "!=" ? { v: !looseEqual(a, b) } : { v: ordered(n.op, a, b) };
    }
  }
}
var KNOWN = new Set(CONTEXTS), parsed = shared.bounded("matrix-expression", 1e4, (expr) => {
  try {
    return parseExpression(expr, KNOWN);
  } catch (err) {
    if (!(err instanceof ExprError)) throw err;
    return err;
  }
});
function treeOf(expr, ctx) {
  let extra = ctx.contexts ? Object.keys(ctx.contexts).map((k) => k.toLowerCase()) : [];
  if (!extra.some((k) => !KNOWN.has(k))) return parsed(expr);
  try {
    return parseExpression(expr, /* @__PURE__ */ new Set([...KNOWN, ...extra]));
  } catch (err) {
    if (!(err instanceof ExprError)) throw err;
    return err;
  }
}
function evaluateOutcome(expr, ctx) {
  let node = treeOf(expr, ctx);
  if (node instanceof ExprError) return { error: node.message };
  if (node === void 0) return { value: null };
  try {
    let v = evalNode(node, ctx).v;
    return v === UNKNOWN ? { unknown: !0 } : { value: v };
  } catch (err) {
    if (!(err instanceof ExprError)) throw err;
    return { error: err.message };
  }
}
function evaluateExpression(expr, ctx) {
  let o = evaluateOutcome(expr, ctx);
  return "value" in o ? o.value : UNKNOWN;
}
function expressionSpans(text2) {
  let out = [], i = text2.indexOf("${{");
  for (; i >= 0; ) {
    let j = i + 3, inString = !1;
    for (; j < text2.length; ) {
      if (text2[j] === "'") inString = !inString;
      else if (!inString && text2.startsWith("}}", j)) break;
      j++;
    }
    if (j >= text2.length) break;
    out.push({ start: i, end: j + 2, expr: text2.slice(i + 3, j) }), i = text2.indexOf("${{", j + 2);
  }
  return out;
}
function interpolate(text2, ctx) {
  let spans = expressionSpans(text2);
  if (spans.length === 0) return text2;
  if (spans.length === 1 && text2.slice(0, spans[0].start).trim() === "" && text2.slice(spans[0].end).trim() === "")
    return evaluateExpression(spans[0].expr, ctx);
  let out = "", last = 0, unknown = !1;
  for (let s of spans) {
    let v = evaluateExpression(s.expr, ctx);
    v === UNKNOWN ? unknown = !0 : out += text2.slice(last, s.start) + exprText(v), last = s.end;
  }
  return unknown ? UNKNOWN : out + text2.slice(last);
}
function refsOf(n, out) {
  switch (n.k) {
    case "ctx":
      return n.name === "matrix" ? "" : void 0;
    case "group":
      return refsOf(n.e, out);
    case "index": {
      let base = refsOf(n.obj, out);
      if (n.key === "star") {
        base !== void 0 && out.push(base);
        return;
      }
      let name = n.key.k === "lit" ? exprText(n.key.v) : void 0;
      return n.key.k !== "lit" && push(n.key, out), base === void 0 || name === void 0 ? void 0 : (base ? `${base}.` : "") + name;
    }
    case "call":
      n.args.forEach((a) => push(a, out));
      return;
    case "not":
      push(n.a, out);
      return;
    case "logic":
      n.args.forEach((a) => push(a, out));
      return;
    case "cmp":
      push(n.a, out), push(n.b, out);
      return;
    case "lit":
      return;
  }
}
function push(n, out) {
  let p = refsOf(n, out);
  p !== void 0 && out.push(p);
}
function matrixPaths(text2) {
  let paths = [];
  for (let s of expressionSpans(text2)) {
    let node = parsed(s.expr);
    node && !(node instanceof ExprError) && push(node, paths);
  }
  return paths;
}

// src/matrix/plan/values.ts
function asText(v) {
  return v == null ? "" : typeof v == "string" ? v : typeof v == "number" || typeof v == "boolean" ? String(v) : JSON.stringify(v);
}
var hasExpression = (s) => s.includes("${{") || /\$\{?[A-Za-z_]|\$env:|%[A-Za-z_]\w*%/.test(s);
function readPython(v) {
  let text2 = asText(v).trim();
  if (hasExpression(text2))
    return {
      ok: !1,
      why: `Python \`${text2}\` is only known at run time`,
      hint: "List the Python versions literally."
    };
  try {
    return { ok: !0, value: shared.parsePythonVersion(text2) };
  } catch {
    return {
      ok: !1,
      why: `Python \`${text2 || "(empty)"}\` names no single version the planner can check`,
      hint: "Write a minor version such as 3.12 (quoted in YAML), 3.13t or pypy3.10; ranges such as 3.x are not guessed."
    };
  }
}
var SYMBOLIC_NEWEST = /* @__PURE__ */ new Set(["", "latest", "stable", "release", "newest", "default"]), SYMBOLIC_PRE = /* @__PURE__ */ new Set(["nightly", "nightlies", "pre", "preview", "dev", "main", "test", "rc"]);
function readTorch(v) {
  let text2 = asText(v).trim(), lower = text2.toLowerCase();
  if (hasExpression(text2))
    return {
      ok: !1,
      why: `torch \`${text2}\` is only known at run time`,
      hint: "List the torch versions literally."
    };
  if (SYMBOLIC_NEWEST.has(lower)) return { ok: !0, value: { spec: shared.parseSpecifier(""), pre: !1 } };
  if (SYMBOLIC_PRE.has(lower))
    return {
      ok: !1,
      why: `torch \`${text2}\` means nightly or pre-release builds, which the catalog does not list`,
      hint: "Check nightly legs by running the action inside the job, or pin a released version here."
    };
  try {
    return { ok: !0, value: { spec: shared.parseSpecifier(text2, "torch version"), pre: !1 } };
  } catch (err) {
    if (!(err instanceof shared.InputError)) throw err;
    return {
      ok: !1,
      why: `torch \`${text2}\` is not a version or specifier`,
      hint: "Write e.g. 2.8.0, 2.9, 2.9.1+cpu or >=2.5,<2.10."
    };
  }
}
function readCuda(v) {
  let text2 = asText(v).trim().toLowerCase();
  if (hasExpression(text2))
    return { ok: !1, why: `CUDA \`${text2}\` is only known at run time`, hint: "List the CUDA versions literally." };
  if (text2 === "" || text2 === "cpu" || text2 === "none" || text2 === "false" || text2 === "no")
    return { ok: !0, value: "cpu" };
  if (check.isVariantName(text2)) return { ok: !0, value: text2 };
  let variant = check.cudaVariant(text2) ?? check.rocmVariant(text2);
  return variant ? { ok: !0, value: variant } : {
    ok: !1,
    why: `CUDA \`${text2}\` does not name a build`,
    hint: "Write a CUDA version such as 12.8 (quoted in YAML), a variant such as cu128, cpu, rocm6.4 or xpu."
  };
}
function readIndex(v) {
  let text2 = asText(v).trim();
  if (hasExpression(text2))
    return { ok: !1, why: `index \`${text2}\` is only known at run time`, hint: "List the index URLs literally." };
  try {
    return { ok: !0, value: check.parseIndexUrl(text2) };
  } catch (err) {
    if (!(err instanceof shared.InputError)) throw err;
    return {
      ok: !1,
      why: `index \`${text2}\` is not a URL or variant`,
      hint: "Write e.g. https://download.pytorch.org/whl/cu128, cu128 or pypi."
    };
  }
}

// src/matrix/plan/cell-fill.ts
function cellValue(cell, key) {
  if (key === void 0) return;
  let k = findKey(cell, key);
  if (k !== void 0) return cell[k];
  if (!key.includes(".")) return;
  let v = cell;
  for (let part of key.split(".")) {
    if (v === null || typeof v != "object" || Array.isArray(v)) return;
    let pk = findKey(v, part);
    v = pk === void 0 ? void 0 : v[pk];
  }
  return v;
}
function fill(t, cell, job) {
  if (!t.text.includes("${{")) return { text: shellEnv(t.text, job), refersToMatrix: !1 };
  let refs = [], v = interpolate(t.text, {
    matrix: cell,
    ...job?.inputs ? { inputs: job.inputs } : {},
    ...job?.env ? { env: job.env } : {},
    onMatrixRef: (p) => refs.push(p)
  }), unique = [...new Set(refs)], known = v !== UNKNOWN;
  return {
    text: known ? shellEnv(typeof v == "string" ? v : asText(v), job) : t.text,
    ...known && soleExpression(t.text) ? { raw: v } : {},
    ...unique.length === 1 && unique[0] !== "" ? { fromKey: unique[0] } : {},
    refersToMatrix: unique.length > 0
  };
}
function shellEnv(text2, job) {
  let env = job?.env;
  return !env || !text2.includes("$") ? text2 : text2.replace(
    /\$\{([A-Za-z_]\w*)\}|\$env:([A-Za-z_]\w*)|\$([A-Za-z_]\w*)/g,
    (whole, a, b, c) => {
      let name = a ?? b ?? c, v = Object.hasOwn(env, name) ? env[name] : void 0;
      return typeof v == "string" || typeof v == "number" ? String(v) : whole;
    }
  );
}
var soleExpression = (text2) => {
  let spans = expressionSpans(text2);
  return spans.length === 1 && text2.slice(0, spans[0].start).trim() === "" && text2.slice(spans[0].end).trim() === "";
};
function reachesInstall(job, role, key) {
  if (role === "runner" || role === "container") return !0;
  let refs = role === "python" ? job.stepRefs : job.installRefs;
  if (!refs) return !0;
  let k = key.toLowerCase();
  for (let r of refs) {
    let x = r.toLowerCase();
    if (x === k || x === "" || k.startsWith(`${x}.`) || x.startsWith(`${k}.`)) return !0;
  }
  return !1;
}

// src/matrix/plan/cell-runner.ts
var RUNNER_DOCS = "https://github.com/actions/runner-images#available-images";
function runnerProblem(match) {
  switch (match.kind) {
    case "hosted":
      return match.runner.status !== "retired" ? void 0 : shared.finding({
        id: "runner-retired",
        severity: "error",
        message: `Runner \`${match.label}\` (${match.runner.os} ${match.runner.osVersion}, ${match.runner.arch}) has been retired: its jobs wait for a runner that never comes.`,
        hint: "Move to a current label, e.g. ubuntu-24.04, macos-15 or windows-2025.",
        source: match.runner.source
      });
    case "self-hosted":
      return shared.finding({
        id: "runner-unknown",
        severity: "notice",
        message: `Runner \`${match.label}\` is self-hosted; its OS, arch and glibc are not known here, so this cell is not checked.`,
        hint: "Describe it in a rules file (`runners:` with label, os, arch, osVersion, glibc) passed as `config`, or run the action on that runner.",
        source: RUNNER_DOCS
      });
    case "expression":
      return shared.finding({
        id: "matrix-expression",
        severity: "notice",
        message: `Runner \`${match.label}\` is only known at run time, so this cell is not checked.`,
        hint: "Name the runner labels literally in the matrix.",
        source: RUNNER_DOCS
      });
    case "unknown":
      return shared.finding({
        id: "runner-unknown",
        severity: "warning",
        message: match.label ? `Runner \`${match.label}\` is not a GitHub-hosted image label the planner knows (a larger runner, a custom label or a typo), so this cell is not checked.` : "This cell names no runner, so it is not checked.",
        hint: "Use a GitHub-hosted label (see the runner table), or describe the runner in a rules file (`runners:`) passed as `config`.",
        source: RUNNER_DOCS
      });
  }
}
function environment(match, py, container) {
  let r = match.runner, base = runnerEnvironment(r, py);
  if (!container) return base;
  let { glibc: _g, libc: _l, ...rest } = base;
  return {
    ...rest,
    osVersion: container.distro?.label ?? container.image,
    ...container.libc ? { libc: container.libc } : {},
    ...container.glibc ? { glibc: container.glibc } : {},
    provenance: { ...base.provenance, ...container.glibc ? { glibc: "given" } : {} }
  };
}
function runnerEnvironment(r, py) {
  return {
    ...py ? {
      python: {
        major: py.major,
        minor: py.minor,
        ...py.full ? { full: py.full } : {},
        implementation: py.implementation,
        freeThreaded: py.freeThreaded,
        provenance: "given"
      }
    } : {},
    os: r.os,
    arch: r.arch,
    osVersion: r.osVersion,
    ...r.glibc ? { glibc: r.glibc } : {},
    ...r.os === "linux" ? { libc: "glibc" } : {},
    gpus: [],
    provenance: {
      os: "given",
      arch: "given",
      osVersion: "given",
      ...r.glibc ? { glibc: "given" } : {},
      gpus: "given"
    },
    probeProblems: []
  };
}

// src/matrix/github/runners.ts
var text = (v) => typeof v == "string" ? v : JSON.stringify(v);
function runnerFor(label, catalog) {
  if (label == null) return { kind: "unknown", label: "" };
  if (Array.isArray(label)) {
    let labels = label.map(text);
    return labels.some((l) => l.toLowerCase() === "self-hosted") ? { kind: "self-hosted", label: labels.join(", ") } : labels.length === 1 ? runnerFor(labels[0], catalog) : { kind: "unknown", label: labels.join(", ") };
  }
  if (typeof label == "object") {
    let labels = label.labels, group = label.group;
    return group !== void 0 ? { kind: "unknown", label: `group ${text(group)}` } : runnerFor(labels, catalog);
  }
  let name = String(label).trim();
  if (/\$\{\{/.test(name)) return { kind: "expression", label: name };
  if (name.toLowerCase() === "self-hosted") return { kind: "self-hosted", label: name };
  let runner = catalog.runners.find((r) => r.label.toLowerCase() === name.toLowerCase());
  return runner ? { kind: "hosted", label: name, runner } : { kind: "unknown", label: name };
}

// src/matrix/plan/pixi-manifest.ts
var PIXI_DOCS = "https://pixi.sh/latest/workspace/multi_environment/";
function readPixiManifest(job, hasPixiLock, fill2) {
  let install = job.lockInstall;
  if (!job.pixiManifest || install?.kind !== "pixi" || job.pip || hasPixiLock) return;
  let named2 = install.environment ? fill2(install.environment) : void 0;
  if (named2 !== void 0 && knownAtRunTime(named2)) {
    let any = job.pixiManifest(void 0);
    return any ? any.anyTorch ? {
      kind: "unknown",
      problem: environmentUnknown(install.environment.text)
    } : {
      kind: "environment",
      environment: { hasTorch: !1, anyTorch: !1, torch: () => {
      } },
      name: install.environment.text
    } : void 0;
  }
  let environment2 = job.pixiManifest(named2);
  if (!environment2) return;
  let name = named2 ?? "default";
  if (environment2.missing) {
    let { file, declared } = environment2.missing, at = install.environment?.at ?? install.at;
    return {
      kind: "missing",
      ...at ? { at } : {},
      problem: shared.finding({
        id: "matrix-invalid",
        severity: "error",
        message: `The job runs pixi with environment \`${name}\`, but ${file} declares no environment of that name (${declared.length ? `it declares ${declared.slice(0, 12).join(", ")}` : "it declares none"}): pixi stops with an error before anything is installed.`,
        hint: `Name an environment ${file} declares under [environments], or add one.`,
        source: PIXI_DOCS
      })
    };
  }
  return { kind: "environment", environment: environment2, name };
}
function pixiJobInstallsTorch(job, hasPixiLock) {
  let install = job.lockInstall;
  if (!job.pixiManifest || install?.kind !== "pixi" || job.pip || job.repoInstall || hasPixiLock) return;
  let name = install.environment?.text, runtime = name !== void 0 && knownAtRunTime(name), environment2 = job.pixiManifest(runtime ? void 0 : name);
  if (environment2)
    return runtime ? environment2.anyTorch ? void 0 : !1 : environment2.missing !== void 0 || environment2.hasTorch;
}
var knownAtRunTime = (name) => name.includes("${{") || name.trim() === "";
function environmentUnknown(written) {
  return shared.finding({
    id: "matrix-value-unknown",
    severity: "notice",
    message: `The job installs pixi environment \`${written}\`, known only at run time, so this cell is not checked.`,
    hint: "Name the environment in the workflow (a matrix value or a literal), or check each with `check --environment NAME`.",
    source: GITHUB_MATRIX_DOCS
  });
}
function platformProblem(environment2, name, platform) {
  let p = environment2.platforms;
  if (!p) return;
  let here = check.pixiPlatform(platform);
  if (!p.list.includes(here))
    return shared.finding({
      id: "platform-unsupported",
      severity: "error",
      message: `The job installs pixi environment \`${name}\` on ${here}, but ${p.where} lists only ${p.list.join(", ") || "no platform"} for it: pixi stops before installing.`,
      hint: `Add ${here} to the manifest's platforms (and lock it), or run this job on a runner of a listed platform.`,
      source: PIXI_DOCS
    });
}

// src/matrix/plan/cell-input.ts
var DEFAULT_RUNNER = "ubuntu-latest";
function unknownValue(ctx, r) {
  ctx.unknown = !0, ctx.problems.push(
    shared.finding({
      id: "matrix-value-unknown",
      severity: "notice",
      message: `${r.why}, so this cell is not checked.`,
      hint: r.hint,
      source: GITHUB_MATRIX_DOCS
    })
  );
}
function pick(ctx, role, template2) {
  let filled = template2 ? fill(template2, ctx.cell, ctx.job) : void 0, key = ctx.roles[role], fromMatrix = cellValue(ctx.cell, key);
  if (filled?.refersToMatrix) {
    let blame = filled.fromKey ? { kind: "key", key: filled.fromKey } : template2?.at ? { kind: "at", at: template2.at } : { kind: "default" };
    return { value: filled.raw ?? filled.text, blame };
  }
  if (fromMatrix !== void 0 && key !== void 0 && reachesInstall(ctx.job, role, key))
    return { value: fromMatrix, blame: { kind: "key", key: findKey(ctx.cell, key) ?? key } };
  if (filled)
    return { value: filled.text, blame: template2?.at ? { kind: "at", at: template2.at } : { kind: "default" } };
}
var CONTAINER_DOCS = "https://docs.github.com/en/actions/writing-workflows/choosing-where-your-workflow-runs/running-jobs-in-a-container";
function containerOf(ctx, rd, t, match, catalog) {
  let f = fill(t, ctx.cell, ctx.job), image = (f.raw !== void 0 && typeof f.raw == "string" ? f.raw : f.text).trim();
  if (image === "") return;
  if (/\$\{\{/.test(image)) {
    ctx.unknown = !0, ctx.problems.push(
      shared.finding({
        id: "matrix-expression",
        severity: "notice",
        message: `The job's container \`${image}\` is only known at run time, so this cell is not checked.`,
        hint: "Name the image literally, or as a matrix value.",
        source: CONTAINER_DOCS
      })
    );
    return;
  }
  match.kind === "hosted" && match.runner.os !== "linux" && ctx.problems.push(
    shared.finding({
      id: "matrix-invalid",
      severity: "error",
      message: `The job runs in container \`${image}\` on \`${match.label}\`, but GitHub runs job containers on Linux runners only: this cell fails before any step.`,
      hint: "Use a Linux runner for the container, or no container on this OS (an empty container value).",
      source: CONTAINER_DOCS
    })
  ), ctx.blame.container = f.fromKey ? { kind: "key", key: f.fromKey } : t.at ? { kind: "at", at: t.at } : { kind: "default" };
  let facts = cached(rd.container, image, () => check.containerFacts(image, catalog));
  return (facts.unknown || facts.uncertain || facts.os !== "linux") && (ctx.unknown = !0, ctx.problems.push(
    shared.finding({
      id: "container-image",
      severity: "notice",
      message: facts.unknown ? `The job runs in ${image}, which is not known (${facts.unknown}), so this cell is not checked.` : `${check.describeContainer(facts)}: these facts are not confirmed for every tag, so this cell is not checked.`,
      hint: "Check the image itself: the action's container input (the CLI's --container), with the Python and glibc the image holds.",
      source: facts.sources.join("; ") || CONTAINER_DOCS
    })
  )), facts;
}
function newReaders() {
  return {
    runner: /* @__PURE__ */ new Map(),
    python: /* @__PURE__ */ new Map(),
    torch: /* @__PURE__ */ new Map(),
    index: /* @__PURE__ */ new Map(),
    cuda: /* @__PURE__ */ new Map(),
    env: /* @__PURE__ */ new Map(),
    container: /* @__PURE__ */ new Map(),
    lockAnswer: /* @__PURE__ */ new Map(),
    request: /* @__PURE__ */ new Map(),
    requestWithExtras: /* @__PURE__ */ new Map(),
    pre: /* @__PURE__ */ new Map(),
    variantIndex: /* @__PURE__ */ new Map(),
    newest: /* @__PURE__ */ new Map(),
    bound: /* @__PURE__ */ new Map()
  };
}
function cached(map, key, make) {
  let v = map.get(key);
  return v === void 0 && (v = make(), map.set(key, v)), v;
}
var readPython2 = (rd, v) => cached(rd.python, asText(v), () => readPython(v)), readTorch2 = (rd, v) => cached(rd.torch, asText(v), () => readTorch(v)), readIndex2 = (rd, v) => cached(rd.index, asText(v), () => readIndex(v)), readCuda2 = (rd, v) => cached(rd.cuda, asText(v), () => readCuda(v)), PYPI = { kind: "pypi" }, variantIndex = (rd, variant) => cached(rd.variantIndex, variant, () => check.parseIndexUrl(check.indexUrlFor(variant)));
function makeRequest(t, i, extra) {
  return { torch: t.spec, index: i, ...extra.length ? { extraIndexes: extra } : {}, ...t.pre ? { pre: !0 } : {} };
}
function pickIndex(ctx, rd, torch, indexFromLocal) {
  let { cell, roles, job } = ctx, pip = job.pip, index2, indexTemplate = pip?.index ?? pip?.findLinks, filled = indexTemplate ? fill(indexTemplate, cell, job) : void 0, indexValue = cellValue(cell, roles.index), cudaValue = cellValue(cell, roles.cuda), useIndex = (value, blame) => {
    ctx.blame.index = blame;
    let r = readIndex2(rd, value);
    r.ok ? index2 = r.value : unknownValue(ctx, r);
  }, templateBlame = () => filled?.fromKey ? { kind: "key", key: filled.fromKey } : indexTemplate?.at ? { kind: "at", at: indexTemplate.at } : { kind: "default" };
  if (filled?.refersToMatrix) useIndex(filled.raw ?? filled.text, templateBlame());
  else if (indexValue !== void 0 && reachesInstall(job, "index", roles.index))
    useIndex(indexValue, { kind: "key", key: findKey(cell, roles.index) ?? roles.index });
  else if (cudaValue !== void 0 && reachesInstall(job, "cuda", roles.cuda)) {
    ctx.blame.index = { kind: "key", key: findKey(cell, roles.cuda) ?? roles.cuda };
    let r = readCuda2(rd, cudaValue);
    r.ok ? index2 = variantIndex(rd, r.value) : unknownValue(ctx, r);
  } else if (filled) useIndex(filled.text, templateBlame());
  else if (job.envIndex && !job.pip?.index) {
    let e = fill(job.envIndex, cell, job), blame = e.fromKey ? { kind: "key", key: e.fromKey } : job.envIndex.at ? { kind: "at", at: job.envIndex.at } : { kind: "default" };
    if (job.envIndex.name === "UV_TORCH_BACKEND") {
      ctx.blame.index = blame;
      let r = readCuda2(rd, e.text);
      r.ok ? index2 = variantIndex(rd, r.value) : unknownValue(ctx, r);
    } else useIndex(e.text, blame);
  } else torch?.spec.local && indexFromLocal ? (index2 = variantIndex(rd, torch.spec.local), ctx.blame.index = ctx.blame.torch ?? { kind: "default" }) : index2 = PYPI;
  return index2;
}
function applyLock(ctx, rd, install, cell, envFor, checkedAs, opts) {
  let kind = install.kind, lock = opts.locks?.().find((l) => check.installsFrom(kind, l));
  if (!lock && install.run || !lock && ctx.job.pinned && install.project) return;
  if (!lock) {
    ctx.unknown = !0, ctx.problems.push(
      shared.finding({
        id: "matrix-value-unknown",
        severity: "notice",
        message: `The job installs with \`${kind}\`, but no ${kind} lock file was found beside the workflow's repository, so this cell is not checked.`,
        hint: "Commit the lock file, or run the check where it is.",
        source: GITHUB_MATRIX_DOCS
      })
    );
    return;
  }
  let named2 = install.environment ? fill(install.environment, cell, ctx.job) : void 0;
  if (named2 && knownAtRunTime(named2.text)) {
    ctx.unknown = !0, ctx.problems.push(environmentUnknown(install.environment.text));
    return;
  }
  let env = envFor(), answer = cached(rd.lockAnswer, env, () => /* @__PURE__ */ new Map()), a = cached(
    answer,
    `${lock.file}${named2?.text ?? ""}`,
    () => check.checkLock(lock, env, named2 ? { environment: named2.text } : {})
  );
  if (ctx.problems.push(...a.findings), a.installs === !1) return "stop";
  if (!a.torch) return;
  checkedAs.torch = `==${a.torch.version} (${lock.file})`;
  let tr = readTorch2(rd, `==${a.torch.version}`), li = a.torch.index && !/pypi\.org\/simple/.test(a.torch.index) ? readIndex2(rd, a.torch.index) : void 0, index2 = li?.ok ? li.value : PYPI;
  return checkedAs.index = index2.kind === "pypi" ? "pypi" : index2.url, { torch: tr.ok ? tr.value : void 0, index: index2 };
}
function applyPins(ctx, rd, pin, torch, checkedAs) {
  if (!pin || (pin.bound?.length && (ctx.bound = pin.bound), !pin.spec)) return;
  let own = torch.spec.text, tr = readTorch2(rd, own ? `${own},${pin.spec}` : pin.spec);
  if (!tr.ok) return;
  checkedAs.torch = `${own ? `${own} and ` : ""}${pin.spec} (${pin.where})`;
  let install = ctx.job.repoInstall, at = pin.at ?? install?.requirements[0]?.at ?? install?.project?.at;
  own || (ctx.blame.torch = at ? { kind: "at", at } : ctx.blame.torch ?? { kind: "default" });
  let index2;
  if (pin.index && checkedAs.index === "pypi") {
    let li = readIndex2(rd, pin.index);
    li.ok && (index2 = li.value, checkedAs.index = index2.kind === "pypi" ? "pypi" : index2.url);
  }
  return { torch: torch.pre ? { ...tr.value, pre: !0 } : tr.value, ...index2 ? { index: index2 } : {} };
}
function runnerOf(ctx, rd, catalog, opts) {
  let { cell, roles, job } = ctx, runsOn = job.runsOn, label;
  if (runsOn) {
    let v = runsOn.value, t = typeof v == "string" ? fill({ text: v, ...runsOn.at ? { at: runsOn.at } : {} }, cell, job) : void 0;
    label = t ? t.raw ?? t.text : Array.isArray(v) ? v.map((x) => typeof x == "string" ? fill({ text: x }, cell, job).text : x) : v, ctx.blame.runner = t?.fromKey ? { kind: "key", key: t.fromKey } : runsOn.at ? { kind: "at", at: runsOn.at } : { kind: "default" };
  } else cellValue(cell, roles.runner) !== void 0 ? (label = cellValue(cell, roles.runner), ctx.blame.runner = { kind: "key", key: findKey(cell, roles.runner) ?? roles.runner }) : opts.defaultRunner && (label = opts.defaultRunner, ctx.blame.runner = { kind: "default" });
  let match = cached(
    rd.runner,
    typeof label == "string" ? label : JSON.stringify(label ?? null),
    () => runnerFor(label, catalog)
  ), rp = runnerProblem(match);
  return rp && ctx.problems.push(rp), match.kind !== "hosted" && (ctx.unknown = !0), match;
}
function pythonOf(ctx, rd, container, checkedAs) {
  let py, pyPick = pick(ctx, "python", ctx.job.python) ?? (container?.python ? { value: container.python, blame: ctx.blame.container ?? { kind: "default" } } : void 0);
  if (pyPick) {
    ctx.blame.python = pyPick.blame, checkedAs.python = asText(pyPick.value);
    let r = readPython2(rd, pyPick.value);
    r.ok ? py = r.value : unknownValue(ctx, r);
  } else container && !ctx.unknown && (ctx.unknown = !0, ctx.problems.push(
    shared.finding({
      id: "container-image",
      severity: "notice",
      message: `${check.describeContainer(container)}: the job installs its own Python, which is not known here, so this cell is not checked.`,
      hint: "Add actions/setup-python (or a python matrix key) so the Python is known.",
      source: container.sources.join("; ")
    })
  ));
  return py;
}
function torchOf(ctx, rd, checkedAs) {
  let torch, pip = ctx.job.pip, tPick = pick(ctx, "torch", pip?.torch);
  if (tPick) {
    ctx.blame.torch = tPick.blame, checkedAs.torch = asText(tPick.value) || "newest";
    let r = readTorch2(rd, tPick.value);
    if (r.ok) {
      let value = r.value;
      torch = value.pre || !pip?.pre ? value : cached(rd.pre, value, () => ({ ...value, pre: !0 }));
    } else unknownValue(ctx, r);
  } else {
    let pre = pip?.pre ?? !1;
    torch = cached(rd.newest, pre, () => ({ spec: shared.parseSpecifier(""), pre })), checkedAs.torch = "newest";
  }
  return torch;
}
function requestOf(ctx, rd, torch, index2) {
  let extra = (ctx.job.pip?.extraIndexes ?? []).map((t) => readIndex2(rd, fill(t, ctx.cell, ctx.job).text)).filter((r) => r.ok).map((r) => r.value);
  if (extra.length === 0)
    return cached(
      cached(rd.request, torch, () => /* @__PURE__ */ new Map()),
      index2,
      () => makeRequest(torch, index2, extra)
    );
  let key = [
    torch.spec.text,
    torch.pre ? "pre" : "",
    index2.kind === "pypi" ? "pypi" : index2.url,
    ...extra.map((x) => x.kind === "pypi" ? "pypi" : x.url)
  ].join("");
  return cached(rd.requestWithExtras, key, () => makeRequest(torch, index2, extra));
}
function withBound(rd, request, bound) {
  if (!bound?.length) return request;
  let key = bound.map((b) => `${b.package}${b.specifier.pep440}@${b.location?.file}:${b.location?.line}`).join("");
  return cached(
    cached(rd.bound, request, () => /* @__PURE__ */ new Map()),
    key,
    () => ({ ...request, bound })
  );
}
function cellInput(cell, roles, jobOfAllCells, catalog, opts) {
  let job = jobOfAllCells.forCell?.(cell) ?? jobOfAllCells, rd = opts.readers ?? newReaders(), ctx = { cell, roles, job, problems: [], blame: {}, unknown: !1 }, checkedAs = {}, match = runnerOf(ctx, rd, catalog, opts);
  checkedAs.runner = match.label;
  let containerKey = opts.containerFromKey && roles.container !== void 0 && cellValue(cell, roles.container) !== void 0 ? findKey(cell, roles.container) : void 0, containerTemplate = job.container ?? (containerKey !== void 0 ? { text: `\${{ matrix.${containerKey} }}` } : void 0), container = containerTemplate ? containerOf(ctx, rd, containerTemplate, match, catalog) : void 0;
  container && (checkedAs.container = container.image);
  let py = pythonOf(ctx, rd, container, checkedAs), pixiLock = (opts.locks?.() ?? []).find((l) => l.kind === "pixi"), manifest = readPixiManifest(job, pixiLock !== void 0, (t) => fill(t, cell, job).text);
  if (manifest && manifest.kind !== "environment")
    return ctx.problems.push(manifest.problem), manifest.kind === "unknown" ? ctx.unknown = !0 : manifest.at && (ctx.blame.torch = { kind: "at", at: manifest.at }), { problems: ctx.problems, unknown: ctx.unknown, blame: ctx.blame, checkedAs };
  let pixiEnv = manifest?.environment, platformIssue = pixiEnv && manifest?.kind === "environment" && match.kind === "hosted" ? platformProblem(pixiEnv, manifest.name, check.platformKey(match.runner.os, match.runner.arch)) : void 0;
  if (platformIssue)
    return ctx.problems.push(platformIssue), { problems: ctx.problems, unknown: ctx.unknown, blame: ctx.blame, checkedAs };
  if (pixiEnv) {
    let r = pixiEnv.python ? readPython2(rd, pixiEnv.python.text) : void 0;
    py = r?.ok ? r.value : void 0, r?.ok && pixiEnv.python ? (checkedAs.python = `${pixiEnv.python.text} (${pixiEnv.python.where})`, ctx.blame.python = { kind: "at", at: pixiEnv.python.at }) : (delete checkedAs.python, delete ctx.blame.python);
  }
  let runs = job.lockInstall?.run ? job.lockInstall : void 0, runLock = runs && (opts.locks?.() ?? []).find((l) => check.installsFrom(runs.kind, l)), pixiRun = runs !== void 0 && (runLock ? runLock.dists.some((d) => d.name === "torch") : pixiEnv?.hasTorch === !0);
  if (job.noTorchInstall && !pixiRun || pixiEnv?.hasTorch === !1 && !job.repoInstall)
    return { problems: ctx.problems, unknown: ctx.unknown, blame: ctx.blame, checkedAs };
  let torch = torchOf(ctx, rd, checkedAs), index2 = pickIndex(ctx, rd, torch, opts.indexFromLocal);
  index2 && (checkedAs.index = index2.kind === "pypi" ? "pypi" : index2.url);
  let envFor = () => {
    let hosted = match, envs = cached(rd.env, hosted, () => /* @__PURE__ */ new Map());
    return cached(
      envs,
      `${container?.image ?? ""}${checkedAs.python ?? ""}`,
      () => environment(hosted, py, container)
    );
  }, lockJob = job.lockInstall && !job.pip ? job.lockInstall : void 0;
  if (pixiEnv && match.kind === "hosted" && !ctx.unknown && torch) {
    let r = applyPins(ctx, rd, pixiEnv.torch(envFor()), torch, checkedAs);
    r && (torch = r.torch, r.index && (index2 = r.index));
  } else if (lockJob && match.kind === "hosted" && !ctx.unknown) {
    let r = applyLock(ctx, rd, lockJob, cell, envFor, checkedAs, opts);
    if (r === "stop") return { problems: ctx.problems, unknown: !1, blame: ctx.blame, checkedAs };
    r && ({ torch, index: index2 } = r);
  }
  if (job.pinned && match.kind === "hosted" && !ctx.unknown && torch) {
    let r = applyPins(ctx, rd, job.pinned(envFor()), torch, checkedAs);
    r && (torch = r.torch, r.index && (index2 = r.index));
  }
  let result = { problems: ctx.problems, unknown: ctx.unknown, blame: ctx.blame, checkedAs };
  return !ctx.unknown && match.kind === "hosted" && torch && index2 && (result.env = envFor(), result.request = withBound(rd, requestOf(ctx, rd, torch, index2), ctx.bound)), result;
}

// src/matrix/plan/keys.ts
var ROLES = ["python", "torch", "runner", "index", "cuda", "container"], USUAL = {
  python: ["python-version", "python", "py", "python-versions", "pyver", "py-version", "pythonversion"],
  torch: ["torch-version", "torch", "pytorch-version", "pytorch", "torch-ver", "pt-version", "torchversion"],
  runner: ["runs-on", "os", "runner", "platform", "runner-os", "os-version", "image"],
  index: ["index-url", "torch-index-url", "index", "torch-index", "pip-index-url", "wheel-index"],
  cuda: ["cuda-version", "cuda", "cuda-ver", "torch-backend", "backend", "compute-platform", "variant", "accelerator"],
  // Only blamed: a cell's container comes from the job's `container:`, which names the key.
  container: ["container", "container-image", "docker-image"]
}, ROLE_NAMES = {
  python: "python",
  "python-version": "python",
  py: "python",
  torch: "torch",
  "torch-version": "torch",
  pytorch: "torch",
  os: "runner",
  runner: "runner",
  "runs-on": "runner",
  platform: "runner",
  index: "index",
  "index-url": "index",
  cuda: "cuda",
  "cuda-version": "cuda",
  backend: "cuda"
}, norm = (k) => k.trim().toLowerCase().replace(/_/g, "-"), sameMatrixKey = (a, b) => norm(a) === norm(b);
function parseMatrixKeys(text2) {
  let out = {};
  for (let part of text2.split(/[,\n]/).map((p) => p.trim()).filter(Boolean)) {
    let m = /^([A-Za-z][\w-]*)\s*[=:]\s*(\S(?:.*\S)?)$/.exec(part);
    if (!m)
      throw new shared.InputError(
        `matrix-keys entry ${JSON.stringify(part.slice(0, 60))} is not ROLE=KEY; expected e.g. python=py,torch=pt,os=platform`
      );
    let role = m[1];
    if (!Object.hasOwn(ROLE_NAMES, norm(role)))
      throw new shared.InputError(
        `matrix-keys role ${JSON.stringify(role)} is not known; expected python, torch, os, index-url or cuda`
      );
    Object.defineProperty(out, role, { value: m[2], enumerable: !0, writable: !0, configurable: !0 });
  }
  return out;
}
function assignRoles(keys, explicit = {}) {
  let roles = {}, taken = /* @__PURE__ */ new Set();
  for (let [name, key] of Object.entries(explicit)) {
    let role = Object.hasOwn(ROLE_NAMES, norm(name)) ? ROLE_NAMES[norm(name)] : void 0;
    if (!role)
      throw new shared.InputError(
        `matrix-keys role ${JSON.stringify(name)} is not known; expected python, torch, os, index-url or cuda`
      );
    let actual = keys.find((k) => k === key) ?? keys.find((k) => norm(k) === norm(key));
    roles[role] = actual ?? key, taken.add(actual ?? key);
  }
  let last = (k) => norm(k.slice(k.lastIndexOf(".") + 1));
  for (let nested of [!1, !0])
    for (let role of ROLES)
      if (roles[role] === void 0)
        for (let usual of USUAL[role]) {
          let k = keys.find(
            (x) => x.includes(".") === nested && (nested ? last(x) : norm(x)) === usual && !taken.has(x)
          );
          if (k) {
            roles[role] = k, taken.add(k);
            break;
          }
        }
  return roles;
}
function keyPaths(values, prefix = "", depth = 0, out = []) {
  for (let [k, v] of Object.entries(values)) {
    let path = prefix + k;
    out.push(path), depth < 3 && v !== null && typeof v == "object" && !Array.isArray(v) && keyPaths(v, `${path}.`, depth + 1, out);
  }
  return out;
}

// src/matrix/plan/cell-cache.ts
var VALUE_FINDINGS = /* @__PURE__ */ new Set(["glibc-too-old", "macos-too-old", "mps-unavailable"]);
function floors(catalog) {
  let glibc = /* @__PURE__ */ new Set(), macos = /* @__PURE__ */ new Set();
  for (let r of catalog.releases) {
    for (let p of r.platforms)
      p.glibc && glibc.add(p.glibc), p.macos && macos.add(p.macos);
    for (let v of r.variants) v.glibc && glibc.add(v.glibc);
    r.mps && macos.add(r.mps.macos);
  }
  return { glibc: [...glibc], macos: [...macos] };
}
function floorClass(version, list) {
  return version === void 0 ? "-" : shared.isDotted(version) ? list.map((f) => shared.compareDotted(version, f) >= 0 ? "1" : "0").join("") : `=${version}`;
}
function pythonKey(env) {
  let py = env.python;
  return py ? `${py.implementation}${py.major}.${py.minor}${py.freeThreaded ? "t" : ""}${py.pointerBits === 32 ? "/32" : ""}${py.machine ? `/${py.machine}` : ""}` : "-";
}
function memoised(evaluate2, catalog) {
  let f = floors(catalog), classKey = (env) => [
    env.os,
    env.arch,
    env.os === "macos" ? floorClass(env.osVersion, f.macos) : "",
    env.os === "linux" ? floorClass(env.glibc, f.glibc) : env.glibc ?? "",
    env.libc ?? "",
    pythonKey(env),
    shared.gpuKey(env)
  ].join(""), standIn = /* @__PURE__ */ new Map(), byClass = /* @__PURE__ */ new Map(), results = /* @__PURE__ */ new Map(), exactOnly = /* @__PURE__ */ new WeakSet(), lookup = (env, req) => {
    let perEnv = results.get(env);
    perEnv || results.set(env, perEnv = /* @__PURE__ */ new Map());
    let hit = perEnv.get(req);
    return hit || (hit = evaluate2(env, req, catalog), hit.findings.some((x) => VALUE_FINDINGS.has(x.id)) && exactOnly.add(hit), perEnv.set(req, hit)), hit;
  };
  return {
    run(env, req) {
      let rep = standIn.get(env);
      if (!rep) {
        let k = classKey(env);
        rep = byClass.get(k), rep || byClass.set(k, rep = env), standIn.set(env, rep);
      }
      let hit = lookup(rep, req);
      return rep !== env && exactOnly.has(hit) ? lookup(env, req) : hit;
    }
  };
}

// src/matrix/plan/plan.ts
var resolvedText = shared.derived(
  "resolved-text",
  (e) => e.resolution.version ? `${e.resolution.version}${e.resolution.variant ? `+${e.resolution.variant}` : ""}` : void 0
), show2 = (c) => Object.entries(c).map(([k, v]) => `${k}=${typeof v == "string" ? v : JSON.stringify(v)}`).join(", ");
function aggregate(def, rows) {
  let groups = /* @__PURE__ */ new Map();
  for (let { cell, findings, blame } of rows)
    for (let f of findings) {
      if (f.severity === "notice" && !f.id.startsWith("matrix-") && !f.id.startsWith("runner-")) continue;
      let role = rolesFor(f.id).find((r) => blame[r] && blame[r].kind !== "default"), at = role ? positionOfBlame(def, cell, blame[role]) : void 0, key = `${at ? `${at.line}:${at.column}` : "-"}${f.id}${f.message}`, g = groups.get(key);
      g ? (g.cells.push(cell.values), shared.severityRank(f.severity) < shared.severityRank(g.finding.severity) && (g.finding = { ...g.finding, severity: f.severity })) : groups.set(key, { finding: f, cells: [cell.values], at });
    }
  let total = rows.length;
  return [...groups.values()].map(({ finding: finding2, cells, at }) => {
    let which = cells.length === 1 && Object.keys(cells[0]).length === 0 ? "" : cells.length === 1 ? `in the cell ${show2(cells[0])}` : `in ${cells.length} of ${total} cells, e.g. ${cells.slice(0, 2).map((c) => `{${show2(c)}}`).join("; ")}`, { location: pinAt, ...rest } = finding2, from = pinAt && pinAt.file !== def.file ? `${pinAt.file}:${pinAt.line}` : void 0, where = [from && `at ${from}`, which].filter(Boolean).join(", "), message = where ? `${finding2.message.replace(/\.$/, "")} (${where}).` : finding2.message;
    return located({ ...rest, message }, def.file, at);
  });
}
var ONE_CELL = { values: {}, origin: { kind: "product", index: {} }, addedBy: {} };
function unusedKeys(def, job, roles, cells) {
  let out = [];
  for (let role of ["python", "torch", "index", "cuda"]) {
    let key = roles[role];
    if (key === void 0 || reachesInstall(job, role, key) || !cells.some((c) => cellValue(c.values, key) !== void 0))
      continue;
    let dim = def.dimensions.find((d) => d.key === key || key.startsWith(`${d.key}.`)), what = role === "cuda" ? "CUDA" : role === "index" ? "index" : "torch";
    out.push(
      located(
        {
          id: "matrix-value-unknown",
          severity: "notice",
          message: role === "python" ? `Matrix key \`${key}\` is read by no step of job ${job.id ?? ""} (no setup action's input, script or env var a script names), so cells are not judged by its Python: the job runs the Python its steps bring (the runner's own, a container's, a pixi environment's).` : role === "cuda" ? `Matrix key \`${key}\` reaches no install of torch (a CUDA toolkit for building, or only names): cells are judged by the index the job really installs from, not by it.` : `Matrix key \`${key}\` reaches no install step of job ${job.id ?? ""} (no pip/uv/conda/pixi command, setup action input or installer env var reads it), so cells are not judged by its ${what} value.`,
          hint: role === "python" ? "If it should pick the Python, pass it to the step that installs it (e.g. actions/setup-python with `python-version: ${{ matrix." + key + " }}`)." : 'If it should decide the install, pass it to the install command (e.g. `pip install "torch==${{ matrix.' + key + ' }}"`), or name the right key with matrix-keys.',
          source: GITHUB_MATRIX_DOCS
        },
        def.file,
        dim?.keyAt ?? def.at
      )
    );
  }
  return out;
}
function planJob(def, job, opts, mode) {
  let { cells, diagnostics } = job.noMatrix ? { cells: [ONE_CELL], diagnostics: def.diagnostics } : expandMatrix(def), findings = [...diagnostics], keySet = /* @__PURE__ */ new Set();
  for (let c of cells) keyPaths(c.values, "", 0).forEach((k) => keySet.add(k));
  let roles = assignRoles([...keySet], opts.keys), noRunner = !job.runsOn && (roles.runner === void 0 || !cells.some((c) => c.values[roles.runner] !== void 0));
  cells.length > 0 && noRunner && mode === "plan" && findings.push(
    shared.finding({
      id: "runner-unknown",
      severity: "notice",
      message: `The matrix names no runner (no ${["os", "runs-on", "runner", "platform"].map((k) => `\`${k}\``).join(", ")} key), so every cell is checked as on ${DEFAULT_RUNNER}.`,
      hint: "Add an `os` dimension with runner labels, or name the key with matrix-keys (os=KEY).",
      source: GITHUB_MATRIX_DOCS
    })
  ), mode === "lint" && findings.push(...unusedKeys(def, job, roles, cells));
  let judged = judgeCells(cells, roles, job, opts, mode);
  if (mode === "lint") {
    findings.push(...aggregate(def, judged.rows));
    let cap = tooManyJobs(def, cells.length);
    return cap && findings.push(cap), { combinations: judged.combinations, include: judged.include, findings };
  }
  findings.push(...judged.problems);
  let outcome = planOutcome(cells.length, judged, opts.keepWarned ?? !0);
  return { combinations: judged.combinations, include: outcome.include, findings: [...findings, ...outcome.findings] };
}
function judgeCells(cells, roles, job, opts, mode) {
  let engine = opts.shared?.engine ?? memoised(opts.evaluate, opts.catalog), readers = opts.shared?.readers ?? newReaders(), keepWarned = opts.keepWarned ?? !0, judged = { combinations: [], include: [], rows: [], problems: [] }, seen = /* @__PURE__ */ new Set(), cellOptions = {
    readers,
    ...mode === "plan" ? { defaultRunner: DEFAULT_RUNNER, containerFromKey: !0 } : {},
    indexFromLocal: mode === "plan" || !job.pip,
    ...opts.locks ? { locks: opts.locks } : {}
  };
  for (let cell of cells) {
    let input = cellInput(cell.values, roles, job, opts.catalog, cellOptions), evaluation = input.env && input.request ? engine.run(input.env, input.request) : void 0, cellFindings = input.problems.length === 0 ? evaluation?.findings ?? [] : evaluation ? input.problems.concat(evaluation.findings) : input.problems, verdict = input.unknown ? "unknown" : input.problems.length === 0 && evaluation ? evaluation.verdict : shared.verdictOf(cellFindings), checkedAs = input.checkedAs, resolved = evaluation && resolvedText(evaluation);
    resolved && (checkedAs.resolved = resolved);
    let combination = { values: cell.values, verdict, findings: cellFindings, checkedAs };
    if (judged.combinations.push(job.id !== void 0 ? { job: job.id, ...combination } : combination), (verdict === "pass" || verdict === "unknown" || verdict === "warn" && keepWarned) && judged.include.push(cell.values), mode === "lint") judged.rows.push({ cell, findings: cellFindings, blame: input.blame });
    else
      for (let p of input.problems) {
        let k = `${p.id}${p.message}`;
        seen.has(k) || (seen.add(k), judged.problems.push(p));
      }
  }
  return judged;
}
function planOutcome(cellCount, { combinations, include }, keepWarned) {
  if (include.length > MAX_JOBS)
    return {
      include: [],
      findings: [
        shared.finding({
          id: "matrix-invalid",
          severity: "error",
          message: `${include.length} cells install, more than the ${MAX_JOBS} jobs GitHub runs per matrix; no plan is handed back.`,
          hint: "Narrow the matrix (fewer values per dimension), or split it across jobs.",
          source: GITHUB_MATRIX_DOCS
        })
      ]
    };
  if (cellCount > 0 && include.length === 0)
    return {
      include,
      findings: [
        shared.finding({
          id: "matrix-invalid",
          severity: "error",
          message: `No cell of the matrix installs and runs (all ${cellCount} are unsupported), so the planned matrix is empty.`,
          hint: "Read the excluded cells and their reasons; widen the Python, torch or runner values.",
          source: GITHUB_MATRIX_DOCS
        })
      ]
    };
  if (include.length < cellCount) {
    let dropped = combinations.filter((c) => c.verdict === "fail").length, warned = combinations.filter((c) => c.verdict === "warn").length, kept = `Kept ${include.length} of ${cellCount} cells`;
    return {
      include,
      findings: [
        shared.finding({
          id: "matrix-cells-excluded",
          severity: "notice",
          message: `${kept}: ${dropped} ${dropped === 1 ? "does" : "do"} not install or run${warned && !keepWarned ? `, ${warned} only warn and were dropped` : ""}.`,
          hint: "Nothing to do if that is the plan; the summary lists each excluded cell and why.",
          source: GITHUB_MATRIX_DOCS
        })
      ]
    };
  }
  return { include, findings: [] };
}
function planMatrix(def, options) {
  let r = planJob(def, {}, options, "plan");
  return { combinations: r.combinations, include: r.include, findings: r.findings };
}

// src/matrix/workflow/workflow.ts
var CONFLICT = /^(<{7}|={7}|>{7})(?:\s|$)/;
function get(map, key) {
  return yaml.isMap(map) ? map.items.find((p) => yaml.isScalar(p.key) && p.key.value === key)?.value : void 0;
}
function envTexts(src, node, into = {}) {
  if (!yaml.isMap(node)) return into;
  for (let p of node.items) {
    let k = valueOf(src, p.key), v = valueOf(src, p.value);
    typeof k == "string" && (typeof v == "string" || typeof v == "number" || typeof v == "boolean") && (into[k] = String(v));
  }
  return into;
}
function refuseNonWorkflow(src, file) {
  let root = src.doc.contents;
  if (!yaml.isMap(root))
    throw new shared.InputError(`${file}:1: not a GitHub Actions workflow: the file is not a mapping with jobs:`);
  if (get(root, "jobs") === void 0) {
    let runs = root.items.find((p) => yaml.isScalar(p.key) && p.key.value === "runs");
    if (runs) {
      let at = positionOf(src, runs.key)?.line ?? 1;
      throw new shared.InputError(
        `${file}:${at}: is an action definition (runs:), not a workflow; lint the workflow that uses it`
      );
    }
    throw new shared.InputError(`${file}:1: not a GitHub Actions workflow: there is no jobs: mapping`);
  }
  let jobs = get(root, "jobs");
  if (!yaml.isMap(jobs)) {
    let at = positionOf(src, jobs)?.line ?? 1;
    throw new shared.InputError(`${file}:${at}: jobs: must be a mapping of job ids to jobs`);
  }
  return jobs;
}
function parseWorkflow(text2, file) {
  let lines = text2.split(/\r?\n/), conflict = lines.findIndex((l) => CONFLICT.test(l));
  if (conflict >= 0)
    throw new shared.InputError(
      `${file}:${conflict + 1}: merge-conflict marker (${lines[conflict].slice(0, 7)}); resolve the conflict first`
    );
  let src = { ...parseYaml(text2, file), file }, jobs = refuseNonWorkflow(src, file);
  return { src, text: text2, lines, jobs, env: envTexts(src, get(src.doc.contents, "env")), defaults: inputDefaults(src) };
}
function inputDefaults(src) {
  let out = { inputs: {}, at: {} }, declared = get(get(get(src.doc.contents, "on"), "workflow_call"), "inputs");
  if (!yaml.isMap(declared)) return out;
  for (let p of declared.items) {
    let node = get(p.value, "default"), d = valueOf(src, node);
    if (d === null || typeof d == "string" && d.includes("${{")) continue;
    let k = keyText(valueOf(src, p.key));
    out.inputs[k] = d;
    let at = positionOf(src, node);
    at && (out.at[k] = { ...at, ...src.file ? { file: src.file } : {} });
  }
  return out;
}
var jobIds = (wf) => wf.jobs.items.map((p) => keyText(valueOf(wf.src, p.key)));

// src/matrix/workflow/jobs.ts
function walkJobs(wf, loadFile, only) {
  let walk2 = { loadFile, only, parsed: /* @__PURE__ */ new Map(), texts: /* @__PURE__ */ new Map(), items: [], depth: 0 };
  return walk2.parsed.set(`${wf.src.file}\0${wf.text}`, wf), jobsOf(wf, walk2, void 0), walk2.items;
}
function parseOnce(text2, file, walk2) {
  let key = `${file}\0${text2}`, wf = walk2.parsed.get(key);
  return wf || walk2.parsed.set(key, wf = parseWorkflow(text2, file)), wf;
}
function jobsOf(wf, walk2, call2) {
  let { src } = wf;
  for (let pair of wf.jobs.items) {
    let id = keyText(valueOf(src, pair.key));
    if (!call2 && walk2.only !== void 0 && id !== walk2.only) continue;
    let job = pair.value, uses = valueOf(src, get(job, "uses"));
    if (typeof uses == "string") {
      followCall(wf, id, job, uses, walk2, call2);
      continue;
    }
    walk2.items.push({ site: { wf, id, job, ...call2 ? { call: call2 } : {} } });
  }
}
var REUSABLE_DOCS = "https://docs.github.com/en/actions/sharing-automations/reusing-workflows";
function followCall(wf, id, job, uses, walk2, outer) {
  let { src } = wf, usesAt = positionOf(src, get(job, "uses")), notFollowed = (why) => {
    walk2.items.push({
      findings: [
        located(
          {
            id: "matrix-value-unknown",
            severity: "notice",
            message: `Job ${id} calls \`${uses}\`, ${why}, so its jobs are not checked.`,
            hint: "Lint the called workflow on its own, or run the action inside it.",
            source: REUSABLE_DOCS
          },
          src.file,
          usesAt
        )
      ]
    });
  };
  if (!uses.startsWith("./")) return notFollowed("a workflow of another repository, which is not followed");
  let path = uses.replace(/^\.\//, "").replace(/@.*$/, "");
  walk2.texts.has(path) || walk2.texts.set(path, walk2.loadFile?.(path));
  let text2 = walk2.texts.get(path);
  if (text2 === void 0) return notFollowed("which is not in the checked-out tree here");
  if (walk2.depth >= 4) return notFollowed("nested too deep");
  let callee = parseOnce(text2, path, walk2), strategy = get(job, "strategy"), matrixNode = yaml.isMap(strategy) ? get(strategy, "matrix") : strategy, def = matrixNode != null ? readMatrixNode(src, matrixNode) : void 0;
  def && outer && resolveInputs(def, outer);
  let cells = def ? expandMatrix(def).cells.map((c) => c.values) : [{}];
  def && walk2.items.push({ findings: expandMatrix(def).diagnostics });
  let withNode = get(job, "with"), seen = /* @__PURE__ */ new Set();
  for (let cell of cells) {
    let inputs = { ...callee.defaults.inputs }, inputAt = {};
    if (yaml.isMap(withNode))
      for (let p of withNode.items) {
        let k = keyText(valueOf(src, p.key)), raw = valueOf(src, p.value), v = typeof raw == "string" ? interpolate(raw, { matrix: cell, ...outer ? { inputs: outer.inputs } : {} }) : raw;
        inputs[k] = v === UNKNOWN ? raw : v;
        let at = positionOf(src, p.value);
        at && (inputAt[k] = { ...at, ...src.file ? { file: src.file } : {} });
      }
    let key = JSON.stringify(inputs);
    if (seen.has(key)) continue;
    seen.add(key);
    let site = {
      file: src.file ?? "",
      jobId: outer ? `${outer.jobId} \u2192 ${id}` : id,
      inputs,
      inputAt,
      ...usesAt ? { usesAt } : {}
    };
    walk2.depth++, jobsOf(callee, walk2, site), walk2.depth--;
  }
}
function resolveInputs(def, call2) {
  let ctx = { inputs: call2.inputs };
  if (def.expression?.part === "matrix") {
    let v = interpolate(def.expression.text, ctx), name = /inputs\.([A-Za-z_][\w-]*)/.exec(def.expression.text)?.[1], at = name !== void 0 ? call2.inputAt[name] : void 0;
    v !== null && typeof v == "object" && !Array.isArray(v) && Object.assign(def, matrixFromValue(v, def, at));
    return;
  }
  for (let d of def.dimensions) {
    if (!d.expression) continue;
    let v = interpolate(d.expression, ctx);
    if (!Array.isArray(v)) continue;
    let name = /inputs\.([A-Za-z_][\w-]*)/.exec(d.expression)?.[1], at = name !== void 0 ? call2.inputAt[name] : void 0;
    d.values = v, d.valueAt = v.map(() => at), delete d.expression;
  }
}
function matrixFromValue(v, def, at) {
  let read = parseMatrixInput(JSON.stringify(v)), place = (e) => ({
    values: e.values,
    ...at ? { at, valueAt: Object.fromEntries(Object.keys(e.values).map((k) => [k, at])) } : {}
  });
  return {
    dimensions: read.dimensions.map((d) => ({
      key: d.key,
      values: d.values,
      ...at ? { keyAt: at } : {},
      valueAt: d.values.map(() => at)
    })),
    include: read.include.map(place),
    exclude: read.exclude.map(place),
    expression: void 0,
    diagnostics: [
      ...def.diagnostics,
      ...read.diagnostics.map((f) => ({
        ...f,
        ...at?.file ? { location: { file: at.file, line: at.line, column: at.column } } : {}
      }))
    ]
  };
}
function calledFrom(f, call2, callee) {
  let inCaller = f.location?.file === call2.file, related = relatedLines(f.location, call2, callee);
  return {
    ...f,
    message: `${f.message} (${inCaller ? "passed to" : "called from"} ${call2.file}${call2.usesAt ? `:${call2.usesAt.line}` : ""}, job ${call2.jobId})`,
    ...related.length ? { related } : {}
  };
}
var inputRef = (name) => new RegExp(`\\binputs\\.${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`);
function relatedLines(at, call2, callee) {
  let file = callee.src.file;
  if (!at || file === void 0) return [];
  let lines = callee.lines;
  if (at.file === call2.file) {
    let names = Object.entries(call2.inputAt).filter(([, p]) => p.line === at.line).map(([k]) => k), out = [];
    for (let name of names) {
      let re = inputRef(name), i = lines.findIndex((l) => re.test(l));
      i >= 0 && out.push({ file, line: i + 1 });
    }
    return out;
  }
  if (at.file !== file) return [];
  let read = [...(lines[at.line - 1] ?? "").matchAll(/\binputs\.([A-Za-z_][\w-]*)/g)].map((m) => m[1]).filter((n) => call2.inputAt[n]);
  return (read.length ? read.map((n) => call2.inputAt[n]) : call2.usesAt ? [call2.usesAt] : []).map((p) => ({ file: call2.file, line: p.line, ...p.column ? { column: p.column } : {} }));
}

// src/matrix/steps/pip-command.ts
var SEPARATORS = /* @__PURE__ */ new Set(["&&", "||", ";", "|", "&"]);
function words(script) {
  let commands = [[]], i = 0, n = script.length, current = () => commands[commands.length - 1];
  for (; i < n; ) {
    let c = script[i];
    if (c === "\\" && script[i + 1] === `
`) {
      i += 2;
      continue;
    }
    if (c === "\\" && script[i + 1] === "\r" && script[i + 2] === `
`) {
      i += 3;
      continue;
    }
    if (c === "`" && (script[i + 1] === `
` || script[i + 1] === "\r")) {
      i += 2;
      continue;
    }
    if (c === `
` || c === "\r") {
      current().length && commands.push([]), i++;
      continue;
    }
    if (c === " " || c === "	") {
      i++;
      continue;
    }
    if (c === "#") {
      for (; i < n && script[i] !== `
`; ) i++;
      continue;
    }
    let two = script.slice(i, i + 2);
    if (SEPARATORS.has(two) || SEPARATORS.has(c)) {
      current().length && commands.push([]), i += SEPARATORS.has(two) ? 2 : 1;
      continue;
    }
    let start = i, text2 = "";
    for (; i < n; ) {
      let ch = script[i];
      if (ch === " " || ch === "	" || ch === `
` || ch === "\r" || ch === ";" || ch === "&" || ch === "|") break;
      if (script.startsWith("${{", i)) {
        let end = script.indexOf("}}", i), stop = end < 0 ? n : end + 2;
        text2 += script.slice(i, stop), i = stop;
        continue;
      }
      if (ch === "'" || ch === '"') {
        let end = script.indexOf(ch, i + 1), stop = end < 0 ? n : end;
        text2 += script.slice(i + 1, stop), i = stop + 1;
        continue;
      }
      if (ch === "\\" && i + 1 < n && script[i + 1] !== `
`) {
        text2 += script[i + 1], i += 2;
        continue;
      }
      text2 += ch, i++;
    }
    current().push({ text: text2, raw: script.slice(start, i), offset: start });
  }
  return commands.filter((c) => c.length > 0);
}
var PIP = /^(?:.*[\\/])?pip(?:3(?:\.\d+)?)?(?:\.exe)?$/i, PYTHON = /^(?:.*[\\/])?(?:python(?:3(?:\.\d+t?)?)?|py)(?:\.exe)?$/i, LAUNCHER_VERSION = /^-\d+(?:\.\d+t?)?(?:-(?:32|64|arm64))?$/, VARIABLE = /^\$\{?[A-Za-z_]\w*\}?$/, PREFIX = /^(?:sudo|env|time|nohup|command|exec|[A-Za-z_][A-Za-z0-9_]*=.*)$/;
function torchSpecOf(word2) {
  let head = check.requirementName(word2);
  if (!head || head.offset !== 0 || check.normalizeName(head.name) !== "torch") return;
  let rest = head.rest.replace(/^\[[^\]]*\]/, "");
  if (!(rest !== "" && !/^[\s=<>!~;@(,]/.test(rest)))
    return rest.split(";")[0].trim();
}
function installIndex(cmd) {
  let j = 0;
  for (; j < cmd.length && (PREFIX.test(cmd[j].text) || VARIABLE.test(cmd[j].text) && /^[^-]/.test(cmd[j + 1]?.text ?? "-")); )
    j++;
  let w = cmd[j]?.text ?? "";
  return PIP.test(w) && cmd[j + 1]?.text === "install" ? j + 1 : (/^py(?:\.exe)?$/i.test(w) && LAUNCHER_VERSION.test(cmd[j + 1]?.text ?? "") && j++, w === "uv" && cmd[j + 1]?.text === "pip" && cmd[j + 2]?.text === "install" ? j + 2 : PYTHON.test(w) && cmd[j + 1]?.text === "-m" && cmd[j + 2]?.text === "uv" && cmd[j + 3]?.text === "pip" && cmd[j + 4]?.text === "install" ? j + 4 : (PYTHON.test(w) || VARIABLE.test(w)) && cmd[j + 1]?.text === "-m" && /^pip3?$/.test(cmd[j + 2]?.text ?? "") && cmd[j + 3]?.text === "install" ? j + 3 : -1);
}
function findPipTorch(script) {
  for (let cmd of words(script)) {
    let at = installIndex(cmd);
    if (at < 0) continue;
    let uv = cmd.some((w, k) => k < at && w.text === "uv"), torch, result = { extraIndexes: [], pre: !1 };
    for (let j = at + 1; j < cmd.length; j++) {
      let w = cmd[j], { name, value: inline } = w.text.startsWith("-") ? check.splitOption(w.text) : { name: w.text, value: void 0 }, opt = uv && (name === "--index" || name === "--default-index") ? { role: "index-url", takesValue: !0 } : check.pipOption(name, "command"), valueWord = () => {
        if (inline !== void 0) {
          let at2 = w.raw.indexOf(inline, name.length), prefix = at2 >= 0 ? at2 : w.raw.length - inline.length;
          return { text: inline, raw: w.raw.slice(prefix), offset: w.offset + prefix };
        }
        let next = cmd[j + 1];
        return next && j++, next;
      };
      if (opt?.role === "index-url") result.index = valueWord() ?? result.index;
      else if (opt?.role === "extra-index-url") {
        let v = valueWord();
        v && result.extraIndexes.push(v);
      } else if (opt?.role === "find-links") result.findLinks = valueWord() ?? result.findLinks;
      else if (opt?.role === "pre") result.pre = !0;
      else if (opt?.takesValue) valueWord();
      else if (!w.text.startsWith("-") && !torch) {
        let spec = torchSpecOf(w.text);
        spec !== void 0 && (torch = { ...w, spec });
      }
    }
    if (torch) return { torch, ...result };
  }
}
function findLockInstall(script) {
  for (let cmd of words(script)) {
    let [a, b] = [cmd[0]?.text, cmd[1]?.text ?? ""], install = check.LOCK_INSTALLS.find((i) => i.program === a && i.commands.includes(b));
    if (!install) continue;
    let run = install.runs === b, environment2 = install.environments ? environmentWord(cmd.slice(2), run) : void 0;
    return {
      kind: install.program,
      word: cmd[0],
      ...environment2 ? { environment: environment2 } : {},
      ...run ? { run: !0 } : {},
      ...install.installsProject ? { project: !0 } : {}
    };
  }
}
function environmentWord(args, run) {
  for (let i = 0; i < args.length; i++) {
    let w = args[i];
    if (w.text === "-e" || w.text === "--environment") return args[i + 1];
    if (w.text.startsWith("--environment=")) {
      let cut = w.raw.indexOf("=") + 1;
      return { text: w.text.slice(14), raw: w.raw.slice(cut), offset: w.offset + cut };
    }
    if (w.text === "--manifest-path") i++;
    else if (run && !w.text.startsWith("-")) return;
  }
}
var PROJECT = /^(?:-e)?\.\/?(?:\[[^\]]*\])?$/;
function isInstallCommand(cmd) {
  let j = 0;
  for (; j < cmd.length && PREFIX.test(cmd[j].text); ) j++;
  let [a, b, c] = [cmd[j]?.text ?? "", cmd[j + 1]?.text, cmd[j + 2]?.text];
  return installIndex(cmd.slice(j)) >= 0 ? !0 : a === "uv" ? b === "add" || b === "sync" || b === "pip" && (c === "sync" || c === "install") : /^(?:conda|mamba|micromamba)$/.test(a) ? b === "install" || b === "create" || b === "env" && (c === "create" || c === "update") : a === "pixi" ? b === "install" || b === "add" || b === "run" || b === "shell" : a === "poetry" ? b === "install" || b === "add" || b === "sync" : !1;
}
function hasInstall(script) {
  return words(script).some(isInstallCommand);
}
function findRepoInstall(script) {
  let out = { requirements: [] };
  for (let cmd of words(script)) {
    let at = installIndex(cmd);
    if (!(at < 0))
      for (let j = at + 1; j < cmd.length; j++) {
        let w = cmd[j];
        if (w.text === "-r" || w.text === "--requirement" || w.text === "-c" || w.text === "--constraint") {
          let next = cmd[j + 1];
          next && out.requirements.push(next), j++;
        } else if (/^(?:-r|--requirement=)\S/.test(w.text)) {
          let v = w.text.replace(/^(?:-r|--requirement=)/, "");
          out.requirements.push({ text: v, raw: w.raw, offset: w.offset });
        } else if (w.text === "-e" || w.text === "--editable") {
          let next = cmd[j + 1];
          next && PROJECT.test(next.text) && (out.project ??= next), j++;
        } else PROJECT.test(w.text) && (out.project ??= w);
      }
  }
  return out.requirements.length || out.project ? out : void 0;
}
function findCondaEnvInstall(script) {
  for (let cmd of words(script)) {
    let j = 0;
    for (; j < cmd.length && PREFIX.test(cmd[j].text); ) j++;
    let [a, b, c] = [cmd[j]?.text ?? "", cmd[j + 1]?.text, cmd[j + 2]?.text];
    if (!/^(?:conda|mamba|micromamba)$/.test(a)) continue;
    let from = b === "env" && (c === "create" || c === "update") ? j + 3 : b === "create" || b === "install" ? j + 2 : -1;
    if (!(from < 0))
      for (let k = from; k < cmd.length; k++) {
        let w = cmd[k];
        if (w.text === "-f" || w.text === "--file") return cmd[k + 1];
        if (w.text.startsWith("--file=")) {
          let cut = w.raw.indexOf("=") + 1;
          return { text: w.text.slice(7), raw: w.raw.slice(cut), offset: w.offset + cut };
        }
      }
  }
}

// src/matrix/steps/job-steps.ts
var PYTHON_SETUP = /^(actions\/setup-python|astral-sh\/setup-uv|conda-incubator\/setup-miniconda|mamba-org\/setup-micromamba|prefix-dev\/setup-pixi)@/i, INSTALLER_ENV = [
  "TORCH_URL",
  "UV_TORCH_BACKEND",
  "PIP_INDEX_URL",
  "PIP_EXTRA_INDEX_URL",
  "UV_INDEX_URL",
  "UV_DEFAULT_INDEX",
  "UV_EXTRA_INDEX_URL",
  "PIP_FIND_LINKS"
];
function substituteInputs(text2, inputs) {
  if (!inputs) return text2;
  let out = "", last = 0;
  for (let s of expressionSpans(text2)) {
    let m = /^\s*inputs\.([A-Za-z_][\w-]*)\s*$/.exec(s.expr);
    if (!m) continue;
    let name = Object.keys(inputs).find((k) => k.toLowerCase() === m[1].toLowerCase());
    name !== void 0 && (out += text2.slice(last, s.start) + inputs[name], last = s.end);
  }
  return out + text2.slice(last);
}
function wordAt(f, runNode, w) {
  let range = runNode.range;
  if (!range) return;
  let found = f.text.indexOf(w.raw, range[0]);
  if (found < 0 || found > range[2]) return positionOf(f.src, runNode);
  let p = f.src.lines.linePos(found);
  return { line: p.line, column: p.col };
}
function template(f, runNode, w) {
  let at = wordAt(f, runNode, w);
  return { text: w.text, ...at ? { at } : {} };
}
function envNamesIn(script, env) {
  return Object.keys(env).filter(
    (name) => new RegExp(`\\$\\{?${name}\\b|\\benv\\.${name}\\b|\\$env:${name}\\b`).test(script)
  );
}
function floatPython(src, node, v, diags) {
  let written = yaml.isScalar(node) ? (node.source ?? "").trim() : "";
  !/^\d+\.\d*0$/.test(written) || written === String(v) || diags.push(
    located(
      {
        id: "matrix-float-version",
        severity: "warning",
        message: `\`python-version: ${written}\` is the YAML number ${v}, so setup-python is asked for Python ${v}.`,
        hint: `Quote it: '${written}'.`,
        source: "https://yaml.org/spec/1.2.2/#10214-floating-point"
      },
      src.file,
      positionOf(src, node)
    )
  );
}
function setupStep(f, step, out, diags) {
  let withNode = get(step, "with"), envFile = get(withNode, "environment-file"), envFileText = valueOf(f.src, envFile);
  if (!out.condaEnv && typeof envFileText == "string" && envFileText.trim()) {
    let at2 = positionOf(f.src, envFile);
    out.condaEnv = { text: substituteInputs(envFileText.trim(), f.inputs), ...at2 ? { at: at2 } : {} };
  }
  if (yaml.isMap(withNode))
    for (let p of withNode.items) {
      let v2 = valueOf(f.src, p.value);
      if (typeof v2 == "string")
        for (let path of matrixPaths(substituteInputs(v2, f.inputs))) out.installRefs.add(path);
    }
  if (out.python) return;
  let node = get(withNode, "python-version"), v = valueOf(f.src, node);
  if (v === null || typeof v != "string" && typeof v != "number") return;
  let last = substituteInputs(String(v), f.inputs).split(/\r?\n/).map((s) => s.trim()).filter(Boolean).pop() ?? "", at = positionOf(f.src, node);
  out.python = { text: last, ...at ? { at } : {} }, typeof v == "number" && floatPython(f.src, node, v, diags);
}
function stepRefs(f, step, run, env, out) {
  let add = (text2) => {
    for (let path of matrixPaths(text2)) out.stepRefs.add(path);
  };
  if (run !== void 0) {
    add(run);
    for (let name of envNamesIn(run, env)) add(env[name]);
  }
  let withNode = get(step, "with");
  if (yaml.isMap(withNode))
    for (let p of withNode.items) {
      let v = valueOf(f.src, p.value);
      if (typeof v != "string") continue;
      let given = substituteInputs(v, f.inputs);
      add(given);
      for (let name of envNamesIn(given, env)) add(env[name]);
    }
}
function runStep(f, runNode, run, env, out) {
  if (hasInstall(run)) {
    for (let path of matrixPaths(run)) out.installRefs.add(path);
    for (let name of [...envNamesIn(run, env), ...INSTALLER_ENV.filter((n) => env[n] !== void 0)])
      for (let path of matrixPaths(env[name])) out.installRefs.add(path);
    if (!out.lockInstall) {
      let lock = findLockInstall(run);
      if (lock) {
        let at = wordAt(f, runNode, lock.word);
        out.lockInstall = {
          kind: lock.kind,
          ...at ? { at } : {},
          ...lock.environment ? { environment: template(f, runNode, lock.environment) } : {},
          ...lock.run ? { run: lock.run } : {},
          ...lock.project ? { project: lock.project } : {}
        }, lock.run || (out.installsTorch = !0), lock.project && (out.repoInstall ??= { requirements: [], project: { text: ".", ...at ? { at } : {} } });
      }
    }
    if (!out.condaEnv) {
      let file = findCondaEnvInstall(run);
      file && (out.condaEnv = template(f, runNode, file));
    }
    if (!out.pip) {
      let pip = findPipTorch(run);
      if (pip) {
        let cmd = {
          torch: { ...template(f, runNode, pip.torch), text: pip.torch.spec },
          extraIndexes: pip.extraIndexes.map((w) => template(f, runNode, w)),
          pre: pip.pre,
          ...pip.index ? { index: template(f, runNode, pip.index) } : {},
          ...pip.findLinks ? { findLinks: template(f, runNode, pip.findLinks) } : {}
        };
        out.pip = cmd, out.installsTorch = !0;
      }
    }
    if (!out.repoInstall) {
      let repo = findRepoInstall(run);
      repo && (out.repoInstall = {
        requirements: repo.requirements.map((w) => template(f, runNode, w)),
        ...repo.project ? { project: template(f, runNode, repo.project) } : {}
      }, out.installsTorch = !0);
    }
  }
}
function envIndex(env, out) {
  for (let name of ["PIP_INDEX_URL", "UV_INDEX_URL", "UV_DEFAULT_INDEX", "TORCH_URL", "UV_TORCH_BACKEND"])
    if (env[name] !== void 0 && env[name] !== "") {
      out.envIndex = { text: env[name], name };
      return;
    }
}
function readSteps(f, steps, env, load, diags, depth = 0, skip) {
  let out = { installRefs: /* @__PURE__ */ new Set(), stepRefs: /* @__PURE__ */ new Set(), installsTorch: !1, followed: [] };
  return walk(f, steps, env, load, diags, depth, out, skip), envIndex(env, out), out;
}
function walk(f, steps, env, load, diags, depth, out, skip) {
  if (yaml.isSeq(steps))
    for (let step of steps.items) {
      if (skip?.has(step)) continue;
      let stepEnv = envTexts(f.src, get(step, "env"), { ...env }), uses = valueOf(f.src, get(step, "uses"));
      if (typeof uses == "string" && PYTHON_SETUP.test(uses) && setupStep(f, step, out, diags), typeof uses == "string" && uses.startsWith("./") && load && depth < 4) {
        let action = load(uses.replace(/\/$/, ""));
        if (action) {
          let given = envTexts(f.src, get(step, "with")), inputs = {
            ...action.file.inputs ?? {},
            ...Object.fromEntries(Object.entries(given).map(([k, v]) => [k, substituteInputs(v, f.inputs)]))
          };
          out.followed.push(uses), walk({ ...action.file, inputs }, action.steps, stepEnv, load, diags, depth + 1, out);
        }
      }
      let runNode = get(step, "run"), run = valueOf(f.src, runNode), script = typeof run == "string" ? substituteInputs(run, f.inputs) : void 0;
      stepRefs(f, step, script, stepEnv, out), script !== void 0 && runStep(f, runNode, script, stepEnv, out);
    }
}

// src/matrix/steps/local-actions.ts
function actionLoader(loadFile) {
  let c = /* @__PURE__ */ new Map();
  return (path) => {
    if (c.has(path)) return c.get(path);
    let rel = path.replace(/^\.\//, ""), result;
    for (let name of ["action.yml", "action.yaml"]) {
      let text2 = loadFile(`${rel}/${name}`);
      if (text2 === void 0) continue;
      let file = `${rel}/${name}`, src = { ...parseYaml(text2, file), file }, runs = get(src.doc.contents, "runs"), defaults = {}, inputs = get(src.doc.contents, "inputs");
      if (yaml.isMap(inputs))
        for (let p of inputs.items) {
          let d = valueOf(src, get(p.value, "default"));
          d !== null && typeof d != "object" && (defaults[keyText(valueOf(src, p.key))] = String(d));
        }
      result = { file: { src, text: text2, inputs: defaults }, steps: get(runs, "steps") };
      break;
    }
    return c.set(path, result), result;
  };
}

// src/matrix/steps/step-conditions.ts
function matrixConditions(src, steps) {
  if (!yaml.isSeq(steps)) return [];
  let out = [];
  for (let step of steps.items) {
    let node = get(step, "if"), v = valueOf(src, node);
    if (typeof v != "string" || matrixPaths(v.includes("${{") ? v : `\${{ ${v} }}`).length === 0) continue;
    let at = positionOf(src, node);
    out.push({ step, expr: v.includes("${{") ? v : `\${{ ${v} }}`, text: v, ...at ? { at } : {} });
  }
  return out;
}
function skippedSteps(conditions, cell, context) {
  let skipped = [], undecided = [];
  for (let c of conditions) {
    let v = interpolate(c.expr, {
      matrix: cell,
      ...context.inputs ? { inputs: context.inputs } : {},
      ...context.env ? { env: context.env } : {}
    });
    v === UNKNOWN ? undecided.push(c) : truthy(v) || skipped.push(c.step);
  }
  return { skipped, undecided };
}
function undecidedNotice(c, file) {
  return located(
    {
      id: "matrix-value-unknown",
      severity: "notice",
      message: `Step condition \`if: ${c.text.trim()}\` reads the matrix but also values known only at run time, so the step is read as if it runs in every cell.`,
      hint: "Write the condition from matrix values alone to have each cell judged by the steps it runs.",
      source: GITHUB_MATRIX_DOCS
    },
    file,
    c.at
  );
}

// src/matrix/steps/job-read.ts
function extrasOf(project) {
  if (project.includes("${{")) return;
  let m = /\[([^\]]*)\]/.exec(project);
  return m ? m[1].split(",").map((e) => e.trim()).filter(Boolean) : [];
}
var literalEnv = (env) => Object.fromEntries(Object.entries(env).filter(([, v]) => !v.includes("${{")));
function readWorkflowJobs(text2, file, options) {
  let wf = parseWorkflow(text2, file), ids = jobIds(wf);
  if (options.job !== void 0 && !ids.includes(options.job))
    throw new shared.InputError(
      `${file}: has no job ${JSON.stringify(options.job)}; its jobs are ${ids.join(", ") || "(none)"}`
    );
  let load = options.loadFile ? actionLoader(options.loadFile) : void 0;
  return {
    file,
    items: walkJobs(wf, options.loadFile, options.job).map(
      (item) => "site" in item ? { job: readJob(item.site, load) } : item
    )
  };
}
function readJob(site, load) {
  let { wf, id, job, call: call2 } = site, { src } = wf, strategy = get(job, "strategy"), matrixNode = yaml.isMap(strategy) ? get(strategy, "matrix") : strategy, hasMatrix = matrixNode != null, def = hasMatrix ? readMatrixNode(src, matrixNode) : { dimensions: [], include: [], exclude: [], diagnostics: [], ...src.file ? { file: src.file } : {} }, env = envTexts(src, get(job, "env"), { ...wf.env }), read = (diags, skip) => readSteps({ src, text: wf.text }, get(job, "steps"), env, load, diags, 0, skip), steps = read(def.diagnostics), inputs = call2?.inputs ?? wf.defaults.inputs;
  resolveInputs(def, call2 ?? { file: src.file ?? "", jobId: id, inputs, inputAt: wf.defaults.at });
  let runsOnNode = get(job, "runs-on"), runsOnAt = positionOf(src, runsOnNode), containerNode = get(job, "container"), imageNode = yaml.isMap(containerNode) ? get(containerNode, "image") : containerNode, image = valueOf(src, imageNode), imageAt = positionOf(src, imageNode), stepsOf = (r) => {
    let { installRefs, stepRefs: stepRefs2, installsTorch, followed: _f, repoInstall, ...parts } = r, lockInstall = parts.lockInstall, extras = repoInstall?.project && !(lockInstall && lockInstall.kind !== "pixi") ? extrasOf(repoInstall.project.text) : void 0, install = repoInstall ? {
      requirements: repoInstall.requirements.map((t) => t.text).filter((t) => !t.includes("${{")),
      project: repoInstall.project !== void 0,
      ...extras ? { extras } : {}
    } : void 0;
    return { context: {
      id: call2 ? `${call2.jobId} \u2192 ${id}` : id,
      ...runsOnNode !== void 0 ? { runsOn: { value: valueOf(src, runsOnNode), ...runsOnAt ? { at: runsOnAt } : {} } } : {},
      ...typeof image == "string" ? { container: { text: image, ...imageAt ? { at: imageAt } : {} } } : {},
      ...parts,
      ...repoInstall ? { repoInstall } : {},
      installRefs,
      stepRefs: stepRefs2,
      ...hasMatrix ? {} : { noMatrix: !0 },
      inputs,
      env: literalEnv(env)
    }, installsTorch, ...install ? { install } : {} };
  }, out = { site, def, hasMatrix, steps: stepsOf(steps), variants: /* @__PURE__ */ new Map() };
  if (!hasMatrix) return out;
  let conditions = matrixConditions(src, get(job, "steps"));
  if (!conditions.length) return out;
  let undecided = /* @__PURE__ */ new Set(), known = { inputs, env: out.steps.context.env };
  out.variantOf = (cell) => {
    let { skipped, undecided: u } = skippedSteps(conditions, cell, known);
    for (let c of u) undecided.add(c);
    if (skipped.length === 0) return;
    let key = conditions.map((c) => skipped.includes(c.step) ? "1" : "0").join("");
    return out.variants.has(key) || out.variants.set(key, stepsOf(read([], new Set(skipped)))), key;
  };
  for (let cell of expandMatrix(def).cells) out.variantOf(cell.values);
  return def.diagnostics.push(...[...undecided].map((c) => undecidedNotice(c, src.file))), out;
}
function jobInstall(text2, file, jobId) {
  let wf = parseWorkflow(text2, file), pair = wf.jobs.items.find((p) => keyText(valueOf(wf.src, p.key)) === jobId);
  if (!pair) return;
  let env = envTexts(wf.src, get(pair.value, "env"), { ...wf.env });
  return readSteps({ src: wf.src, text: text2 }, get(pair.value, "steps"), env, void 0, []);
}

// src/matrix/plan/lint.ts
function lintNeeds(read, locks) {
  let jobs = read.items.flatMap((i) => "job" in i ? [i.job] : []), hasPixiLock = jobs.length > 0 && (locks?.() ?? []).some((l) => l.kind === "pixi"), installs = /* @__PURE__ */ new Map(), pixi = !1;
  for (let job of jobs)
    for (let s of [job.steps, ...job.variants.values()]) {
      let { install, context } = s;
      install && (install.requirements.length > 0 || install.project || s.installsTorch && !context.pip && !context.lockInstall) && installs.set(JSON.stringify([install.requirements, install.project, install.extras ?? null]), install), context.lockInstall?.kind === "pixi" && !context.pip && !hasPixiLock && (pixi = !0);
    }
  return { installs: [...installs.values()], pixiManifest: pixi };
}
function planWorkflow(read, options) {
  let { file } = read, run = {
    options,
    plan: { combinations: [], include: [], findings: [], jobs: [] },
    shared: { engine: memoised(options.evaluate, options.catalog), readers: newReaders() }
  };
  for (let item of read.items)
    "job" in item ? lintJob(item.job, run) : run.plan.findings.push(...item.findings);
  let plan = run.plan;
  return checkNamedKeys(plan, options.keys, file), plan.jobs.length === 1 && (plan.include = plan.jobs[0].include), plan.jobs.length === 0 && plan.findings.push(
    shared.finding({
      id: "matrix-invalid",
      severity: "notice",
      message: options.job !== void 0 ? `Job ${options.job} in ${file} has no matrix and installs no torch.` : `No job in ${file} has a strategy.matrix or installs torch.`,
      hint: "Nothing to lint; check a single environment with `check`.",
      source: GITHUB_MATRIX_DOCS,
      location: { file, line: 1 }
    })
  ), dedupeFindings(plan), plan;
}
function checkNamedKeys(plan, keys, file) {
  if (!keys || plan.combinations.length === 0) return;
  let present = /* @__PURE__ */ new Set();
  for (let c of plan.combinations)
    for (let k of keyPaths(c.values)) present.add(k.toLowerCase().replace(/_/g, "-"));
  for (let [role, key] of Object.entries(keys))
    if (!present.has(key.toLowerCase().replace(/_/g, "-"))) {
      let have = [...present].slice(0, 12).join(", ") || "none";
      throw new shared.InputError(
        `matrix-keys ${role}=${JSON.stringify(key)}: no matrix in ${file} has a key ${JSON.stringify(key)} (its keys: ${have})`
      );
    }
}
function dedupeFindings(plan) {
  let seen = /* @__PURE__ */ new Set();
  plan.findings = plan.findings.filter((f) => {
    let k = `${f.id}${f.location?.file}:${f.location?.line}:${f.location?.column}${f.message}`;
    return seen.has(k) ? !1 : (seen.add(k), !0);
  });
}
function contextOf(s, options) {
  let { context, install, installsTorch } = s, { pinned, pixiManifest } = options, noRepoTorch = installsTorch && !context.pip && !context.lockInstall && install !== void 0 && options.repoTorch?.(install) === !1;
  return {
    ...context,
    ...installsTorch && !noRepoTorch ? {} : { noTorchInstall: !0 },
    ...pinned && install && (install.requirements.length || install.project) ? { pinned: (e) => pinned(install, e) } : {},
    ...pixiManifest ? { pixiManifest } : {}
  };
}
function runInstallsLockedTorch(context, options) {
  let install = context.lockInstall;
  return install?.run ? (options.locks?.() ?? []).some(
    (l) => check.installsFrom(install.kind, l) && l.dists.some((d) => d.name === "torch")
  ) : !1;
}
function lintJob(read, run) {
  let { site, def, hasMatrix, steps } = read, { call: call2, wf } = site, pixiManifest = run.options.pixiManifest, hasPixiLock = pixiManifest !== void 0 && (run.options.locks?.() ?? []).some((l) => l.kind === "pixi");
  if (!hasMatrix && !(pixiJobInstallsTorch({ ...steps.context, ...pixiManifest ? { pixiManifest } : {} }, hasPixiLock) ?? (steps.installsTorch || runInstallsLockedTorch(steps.context, run.options))))
    return;
  let ctx = contextOf(steps, run.options);
  if (!hasMatrix && ctx.noTorchInstall && !ctx.lockInstall?.run) return;
  let { variantOf } = read;
  if (variantOf) {
    let byKey = /* @__PURE__ */ new Map();
    ctx.forCell = (cell) => {
      let key = variantOf(cell);
      if (key === void 0) return ctx;
      let job = byKey.get(key);
      return job || byKey.set(key, job = contextOf(read.variants.get(key), run.options)), job;
    };
  }
  let r = planJob(
    def,
    ctx,
    { ...run.options, keepWarned: run.options.keepWarned ?? !0, shared: run.shared },
    "lint"
  ), findings = call2 ? r.findings.map((f) => calledFrom(f, call2, wf)) : r.findings;
  run.plan.combinations.push(...r.combinations), run.plan.findings.push(...findings), run.plan.jobs.push({ id: ctx.id, include: r.include });
}

// src/report/matrix.ts
function matrixToJson(plan) {
  return {
    schemaVersion: 1,
    verdict: shared.verdictOf(plan.findings),
    combinations: plan.combinations.map((c) => ({
      ...c.job !== void 0 ? { job: c.job } : {},
      values: c.values,
      verdict: c.verdict,
      findings: c.findings
    })),
    include: plan.include,
    findings: plan.findings,
    ...plan.jobs && plan.jobs.length > 1 ? { jobs: plan.jobs } : {}
  };
}

// src/usecases/matrix/matrix.ts
function readWorkflow(path$1, cwd) {
  return shared.readUserText(path.resolve(cwd, path$1), path$1, "workflow");
}
function withNamedKeys(def, keys) {
  if (!keys || def.expression) return def;
  let present = new Set(def.dimensions.map((d) => d.key));
  for (let e of def.include) for (let k of Object.keys(e.values)) present.add(k);
  for (let [role, key] of Object.entries(keys))
    if (!present.has(key) && ![...present].some((k) => sameMatrixKey(k, key))) {
      let have = [...present].slice(0, 12).map((k) => JSON.stringify(k)).join(", ") || "none";
      throw new shared.InputError(
        `matrix-keys ${role}=${JSON.stringify(key)}: the matrix has no key ${JSON.stringify(key)} (its keys: ${have})`
      );
    }
  return def;
}
async function runMatrix(o) {
  if (!o.matrix == !o.workflow) throw new shared.InputError("matrix: give either --matrix JSON|YAML or --workflow FILE");
  let catalog = await shared.loadCatalog(o.config, o.cwd), keys = o.keys ? parseMatrixKeys(o.keys) : void 0, now = o.now ?? /* @__PURE__ */ new Date(), common = {
    catalog,
    evaluate: (env, request, c) => check.evaluate(env, request, c, now),
    ...keys ? { keys } : {},
    ...o.dropWarned !== void 0 ? { keepWarned: !o.dropWarned } : {}
  }, lockFiles = o.workflow ? await check.discoverLockFiles(o.cwd) : [], parse = await check.lockParser(lockFiles.map((f) => check.lockKindOf(f))), read, locks = () => read ??= check.readLocksWith(parse, lockFiles, o.cwd), plan = o.workflow ? await lintWithRepository(o.workflow, o.cwd, { ...common, ...o.job ? { job: o.job } : {}, locks }) : planMatrix(withNamedKeys(parseMatrixInput(o.matrix), keys), common), json = matrixToJson(plan);
  return { plan, json, findings: plan.findings };
}
function repositoryRoot(workflow, cwd) {
  let abs = path.resolve(cwd, workflow), at = abs.lastIndexOf(`${path.sep}.github${path.sep}`);
  return at >= 0 ? abs.slice(0, at) : cwd;
}
var PROJECT_FILES = ["pyproject.toml", "setup.cfg", "setup.py"];
async function lintWithRepository(workflow, cwd, options) {
  let root = repositoryRoot(workflow, cwd), text2 = readWorkflow(workflow, cwd), loadFile = (path$1) => {
    let abs = path.resolve(root, path$1);
    if (path.relative(root, abs).startsWith("..")) return;
    let real = shared.realPathInside(root, abs);
    return real === void 0 ? void 0 : shared.readUserText(real, path$1, "workflow");
  }, read = readWorkflowJobs(text2, workflow, { ...options, loadFile }), needs = lintNeeds(read, options.locks), pixiManifest = needs.pixiManifest ? await readPixiManifest2(root, options.catalog) : void 0, keyOf = (i) => JSON.stringify([i.requirements, i.project, i.extras ?? null]), sets = /* @__PURE__ */ new Map();
  for (let install of needs.installs) {
    let files = [
      ...install.requirements.filter((f) => node_fs.existsSync(path.resolve(root, f))),
      ...install.project ? PROJECT_FILES.filter((f) => node_fs.existsSync(path.resolve(root, f))) : []
    ];
    sets.set(keyOf(install), files.length ? await check.loadPins(files, root) : void 0);
  }
  return planWorkflow(read, {
    ...options,
    loadFile,
    ...pixiManifest ? { pixiManifest } : {},
    pinned: (install, env) => {
      let set = sets.get(keyOf(install));
      return set ? repoTorchPin(set, install, env, options.catalog) : void 0;
    },
    repoTorch: (install) => repoBringsTorch(sets.get(keyOf(install)), install)
  });
}
async function readPixiManifest2(root, catalog) {
  let file = node_fs.existsSync(path.resolve(root, "pixi.toml")) ? "pixi.toml" : node_fs.existsSync(path.resolve(root, "pyproject.toml")) && /^\[tool\.pixi[\].]/m.test(shared.readUserText(path.resolve(root, "pyproject.toml"), "pyproject.toml", "pin")) ? "pyproject.toml" : void 0, set = file ? await check.loadPins([file], root) : void 0;
  return set ? pixiManifestOf(set, catalog) : void 0;
}

// src/cli/commands/matrix.ts
var MATRIX_HELP = `Usage: torch-preflight matrix (--matrix JSON|YAML | --workflow FILE [--job ID]) [flags]

Plans a CI matrix: checks every python \xD7 torch \xD7 os (\xD7 index) combination and prints each
verdict and the include list of supported ones, ready for
  strategy.matrix: \${{ fromJSON(needs.plan.outputs.matrix) }}
or lints a workflow: every matrix and every job that installs torch (following its local
actions, local called workflows and the repository's pins), pointing at the line of each value
or include/exclude entry that produces unsupported cells.

  --matrix TEXT          a matrix as JSON or YAML ({"python": ["3.9","3.12"], "torch": [...], "os": [...]})
  --workflow FILE        a workflow file to lint
  --job ID               only this job of the workflow
  --matrix-keys MAP      which keys are which: python=py,torch=pt,os=platform,index=idx
                         (dotted paths reach nested objects: python=config.python-version)
  --drop-warned          leave cells that only warn out of include (default: keep them;
                         the action's input drop-warned)
  --config FILE          extra or overriding rules
  --format text|json|markdown|sarif|github   (default text; sarif: lint findings for code scanning)
  --fail-on error|warning|never        exit 1 at or above this severity (default error; plan
                                        mode fails only on its diagnostics, not on excluded cells)
`;
async function matrixCommand(argv, io) {
  let { values } = shared.parseFlags("matrix", argv, {
    matrix: { type: "string" },
    workflow: { type: "string" },
    job: { type: "string" },
    "matrix-keys": { type: "string" },
    "drop-warned": { type: "boolean" },
    config: { type: "string" },
    format: { type: "string" },
    "fail-on": { type: "string" }
  });
  if (values.help)
    return io.stdout(MATRIX_HELP), 0;
  let format = shared.parseFormat("matrix", shared.str(values.format)), failOn = shared.parseFailOn(shared.str(values["fail-on"])), r = await runMatrix({
    ...shared.str(values.matrix) !== void 0 ? { matrix: shared.str(values.matrix) } : {},
    ...shared.str(values.workflow) !== void 0 ? { workflow: shared.str(values.workflow) } : {},
    ...shared.str(values.job) ? { job: shared.str(values.job) } : {},
    ...shared.str(values["matrix-keys"]) ? { keys: shared.str(values["matrix-keys"]) } : {},
    dropWarned: values["drop-warned"] === !0,
    ...shared.str(values.config) ? { config: shared.str(values.config) } : {},
    cwd: io.cwd
  }), workflow = shared.str(values.workflow);
  return await shared.printOutput({ kind: "matrix", report: r.json, plan: r.plan, ...workflow ? { workflow } : {} }, format, io), shared.reachesThreshold(r.findings, failOn) ? 1 : 0;
}

var matrixTLYYK2HL = /*#__PURE__*/Object.freeze({
  __proto__: null,
  matrixCommand: matrixCommand
});

exports.jobInstall = jobInstall;
exports.matrixTLYYK2HL = matrixTLYYK2HL;
exports.runMatrix = runMatrix;
