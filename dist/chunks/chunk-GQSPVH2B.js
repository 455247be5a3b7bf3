import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  parseSpecifier,
  parseVersion,
  satisfies
} from "./chunk-MKZFFGSF.js";
import {
  InputError
} from "./chunk-JJEV6VSP.js";

// src/packaging/marker.ts
var VARIABLES = {
  python_version: "python_version",
  python_full_version: "python_full_version",
  os_name: "os_name",
  sys_platform: "sys_platform",
  platform_release: "platform_release",
  platform_system: "platform_system",
  platform_version: "platform_version",
  platform_machine: "platform_machine",
  platform_python_implementation: "platform_python_implementation",
  implementation_name: "implementation_name",
  implementation_version: "implementation_version",
  extra: "extra",
  // PEP 735 / uv: the dependency groups being installed.
  dependency_groups: "dependency_groups",
  // Legacy spellings pip still accepts.
  "os.name": "os_name",
  "sys.platform": "sys_platform",
  "platform.version": "platform_version",
  "platform.machine": "platform_machine",
  "platform.python_implementation": "platform_python_implementation",
  python_implementation: "platform_python_implementation"
};
function fail(marker, why) {
  throw new InputError(
    `marker ${JSON.stringify(marker.length > 120 ? `${marker.slice(0, 117)}...` : marker)} is not valid PEP 508: ${why}`
  );
}
var SPACE = /\s+/y, OP = /(===|==|!=|<=|>=|~=|<|>|not\s+in(?![A-Za-z0-9_.])|in(?![A-Za-z0-9_.]))/y, WORD = /[A-Za-z_][A-Za-z0-9_.]*/y;
function tokenize(text) {
  let out = [], i = 0, at = (re) => (re.lastIndex = i, re.exec(text));
  for (; i < text.length; ) {
    let c = text[i], space = at(SPACE);
    if (space)
      i += space[0].length;
    else if (c === "(" || c === ")")
      out.push({ t: c }), i++;
    else if (c === '"' || c === "'") {
      let end = text.indexOf(c, i + 1);
      end < 0 && fail(text, `unterminated string at column ${i + 1}`), out.push({ t: "str", v: text.slice(i + 1, end) }), i = end + 1;
    } else {
      let op = at(OP);
      if (op) {
        out.push({ t: "op", v: op[1].replace(/\s+/g, " ") }), i += op[0].length;
        continue;
      }
      let word = at(WORD);
      word || fail(text, `unexpected ${JSON.stringify(c)} at column ${i + 1}`);
      let w = word[0];
      w === "and" || w === "or" ? out.push({ t: "kw", v: w }) : out.push(VARIABLES[w] ? { t: "var", v: VARIABLES[w], known: !0 } : { t: "var", v: w, known: !1 }), i += w.length;
    }
  }
  return out;
}
function parseMarker(text) {
  let tokens = tokenize(text);
  tokens.length === 0 && fail(text, "empty");
  let depth = 0, expectOperand = !0;
  for (let i = 0; i < tokens.length; i++) {
    let tok = tokens[i];
    if (expectOperand) {
      if (tok.t === "(") {
        depth++;
        continue;
      }
      tok.t !== "str" && tok.t !== "var" && fail(text, "expected a variable or a quoted string"), tokens[i + 1]?.t !== "op" && fail(text, "expected a comparison such as == or in");
      let right = tokens[i + 2];
      right?.t !== "str" && right?.t !== "var" && fail(text, "expected a variable or a quoted string"), tok.t === "str" && right.t === "str" && fail(text, "a comparison needs a variable on one side"), i += 2, expectOperand = !1;
    } else tok.t === ")" ? (depth === 0 && fail(text, "unexpected text after the end"), depth--) : tok.t === "kw" ? expectOperand = !0 : fail(text, "unexpected text after the end");
  }
  return expectOperand && fail(text, "expected a variable or a quoted string"), depth > 0 && fail(text, 'missing ")"'), { text, tokens };
}
var SETS = /* @__PURE__ */ new Set(["extra", "dependency_groups"]), VERSION_OPS = /* @__PURE__ */ new Set(["<", "<=", ">", ">=", "==", "!=", "~=", "==="]), FLIP = { "<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!=" };
function compare(a, op, b, variableOnLeft) {
  if (op === "in") return b.includes(a);
  if (op === "not in") return !b.includes(a);
  if (VERSION_OPS.has(op) && op !== "===") {
    let [version, spec, o] = variableOnLeft ? [a, b, op] : [b, a, FLIP[op]];
    if (o && parseVersion(version) && parseVersion(spec.replace(/\.\*$/, "")) !== void 0)
      try {
        return satisfies(version, parseSpecifier(`${o}${spec}`, "marker version"));
      } catch {
      }
  }
  switch (op) {
    case "==":
    case "===":
      return a === b;
    case "!=":
      return a !== b;
    case "<":
      return a < b;
    case "<=":
      return a <= b;
    case ">":
      return a > b;
    case ">=":
      return a >= b;
    default:
      return;
  }
}
function selectedName(literal) {
  let m = /^(extra|group)-(\d+)-/.exec(literal);
  if (!m) return literal;
  let rest = literal.slice(m[0].length), n = Number(m[2]);
  return rest[n] !== "-" ? literal : m[1] === "group" ? `group:${rest.slice(n + 1)}` : rest.slice(n + 1);
}
function setCompare(selected, op, literal) {
  let norm = (s) => s.toLowerCase().replace(/[-_.]+/g, "-"), want = norm(selectedName(literal)), has = selected.some((s) => norm(s) === want || norm(s) === norm(literal));
  if (op === "==" || op === "===") return has;
  if (op === "!=") return !has;
  if (op === "in") return selected.some((s) => literal.includes(s));
  if (op === "not in") return !selected.some((s) => literal.includes(s));
}
function comparison(left, op, right, env) {
  let set = left.t === "var" && SETS.has(left.v) && right.t === "str" ? left : right.t === "var" && SETS.has(right.v) && left.t === "str" ? right : void 0;
  if (set) {
    let literal = set === left ? right : left;
    return setCompare(toList(env[set.v]) ?? [], op, literal.v);
  }
  let lv = left.t === "str" ? [left.v] : left.known ? toList(env[left.v]) : void 0, rv = right.t === "str" ? [right.v] : right.known ? toList(env[right.v]) : void 0;
  if (!lv || !rv) return;
  let out = null;
  for (let a of lv)
    for (let b of rv) {
      let r = compare(a, op, b, left.t === "var");
      if (out === null) out = r;
      else if (out !== r) return;
    }
  return out ?? void 0;
}
var and3 = (a, b) => a === !1 || b === !1 ? !1 : a === !0 && b === !0 ? !0 : void 0, or3 = (a, b) => a === !0 || b === !0 ? !0 : a === !1 && b === !1 ? !1 : void 0;
function evaluateMarker(marker, env) {
  let frames = [{ or: !1, and: null }], run = (f2) => f2.and === null ? !1 : f2.and, push = (v) => {
    let f2 = frames[frames.length - 1];
    f2.and = f2.and === null ? v : and3(f2.and, v);
  }, t = marker.tokens;
  for (let i = 0; i < t.length; i++) {
    let tok = t[i];
    if (tok.t === "(") frames.push({ or: !1, and: null });
    else if (tok.t === ")") {
      let f2 = frames.pop();
      push(or3(f2.or, run(f2)));
    } else if (tok.t === "kw") {
      if (tok.v === "or") {
        let f2 = frames[frames.length - 1];
        f2.or = or3(f2.or, run(f2)), f2.and = null;
      }
    } else (tok.t === "str" || tok.t === "var") && (push(comparison(tok, t[i + 1].v, t[i + 2], env)), i += 2);
  }
  let f = frames[0];
  return or3(f.or, run(f));
}
function toList(v) {
  if (v !== void 0)
    return Array.isArray(v) ? v : [v];
}
function markerVariables(marker) {
  return [...new Set(marker.tokens.flatMap((t) => t.t === "var" ? [t.v] : []))];
}
function unknownVariables(marker) {
  return [...new Set(marker.tokens.flatMap((t) => t.t === "var" && !t.known ? [t.v] : []))];
}
function shortMarker(text, keep = 100) {
  return text.length <= keep + 40 ? text : `${text.slice(0, keep)}\u2026 (${text.length - keep} more characters)`;
}

export {
  parseMarker,
  evaluateMarker,
  markerVariables,
  unknownVariables,
  shortMarker
};
