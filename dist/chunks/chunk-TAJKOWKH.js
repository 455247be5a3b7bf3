import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  allCandidates,
  comparePythonMinor
} from "./chunk-CRCA3HIA.js";
import {
  parseSpecifier,
  parseVersion,
  satisfies
} from "./chunk-X5IIZGFD.js";
import {
  InputError
} from "./chunk-6F7YOOMC.js";

// src/pins/marker.ts
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
  // Legacy spellings pip still accepts.
  "os.name": "os_name",
  "sys.platform": "sys_platform",
  "platform.version": "platform_version",
  "platform.machine": "platform_machine",
  "platform.python_implementation": "platform_python_implementation",
  python_implementation: "platform_python_implementation"
};
function fail(marker, why) {
  throw new InputError(`marker ${JSON.stringify(marker.length > 120 ? `${marker.slice(0, 117)}...` : marker)} is not valid PEP 508: ${why}`);
}
function tokenize(text) {
  let out = [], i = 0;
  for (; i < text.length; ) {
    let c = text[i];
    if (/\s/.test(c))
      i++;
    else if (c === "(" || c === ")")
      out.push({ t: c }), i++;
    else if (c === '"' || c === "'") {
      let end = text.indexOf(c, i + 1);
      end < 0 && fail(text, `unterminated string at column ${i + 1}`), out.push({ t: "str", v: text.slice(i + 1, end) }), i = end + 1;
    } else {
      let op = /^(===|==|!=|<=|>=|~=|<|>|not\s+in\b|in\b)/.exec(text.slice(i));
      if (op) {
        out.push({ t: "op", v: op[1].replace(/\s+/g, " ") }), i += op[0].length;
        continue;
      }
      let word = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(text.slice(i));
      word || fail(text, `unexpected ${JSON.stringify(c)} at column ${i + 1}`);
      let w = word[0];
      w === "and" || w === "or" ? out.push({ t: "kw", v: w }) : VARIABLES[w] ? out.push({ t: "var", v: VARIABLES[w] }) : fail(text, `unknown variable ${JSON.stringify(w)}`), i += w.length;
    }
  }
  return out;
}
function parseMarker(text) {
  text.length > 2e3 && fail(text, "longer than 2000 characters");
  let tokens = tokenize(text), pos = 0, peek = () => tokens[pos], value = () => {
    let tok = tokens[pos++];
    return tok?.t === "str" ? { literal: tok.v } : tok?.t === "var" ? { variable: tok.v } : fail(text, "expected a variable or a quoted string");
  }, atom = (depth) => {
    if (depth > 50 && fail(text, "nested too deeply"), peek()?.t === "(") {
      pos++;
      let inner = or(depth + 1);
      return peek()?.t !== ")" && fail(text, 'missing ")"'), pos++, inner;
    }
    let left = value(), op = tokens[pos++];
    op?.t !== "op" && fail(text, "expected a comparison such as == or in");
    let right = value();
    return "literal" in left && "literal" in right && fail(text, "a comparison needs a variable on one side"), { kind: "cmp", left, op: op.v, right };
  }, and = (depth) => {
    let node = atom(depth);
    for (; peek()?.t === "kw" && peek().v === "and"; )
      pos++, node = { kind: "and", left: node, right: atom(depth) };
    return node;
  }, or = (depth) => {
    let node = and(depth);
    for (; peek()?.t === "kw" && peek().v === "or"; )
      pos++, node = { kind: "or", left: node, right: and(depth) };
    return node;
  };
  tokens.length === 0 && fail(text, "empty");
  let tree = or(0);
  return pos !== tokens.length && fail(text, "unexpected text after the end"), tree;
}
var VERSION_OPS = /* @__PURE__ */ new Set(["<", "<=", ">", ">=", "==", "!=", "~=", "==="]), FLIP = { "<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!=" };
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
function evaluateMarker(node, env) {
  if (node.kind === "and") {
    let l = evaluateMarker(node.left, env);
    if (l === !1) return !1;
    let r = evaluateMarker(node.right, env);
    return r === !1 ? !1 : l === !0 && r === !0 ? !0 : void 0;
  }
  if (node.kind === "or") {
    let l = evaluateMarker(node.left, env);
    if (l === !0) return !0;
    let r = evaluateMarker(node.right, env);
    return r === !0 ? !0 : l === !1 && r === !1 ? !1 : void 0;
  }
  let left = node.left, right = node.right, lv = "literal" in left ? [left.literal] : toList(env[left.variable]), rv = "literal" in right ? [right.literal] : toList(env[right.variable]);
  if (!lv || !rv) return;
  let variableOnLeft = "variable" in left, results = /* @__PURE__ */ new Set(), op = node.op;
  for (let a of lv) for (let b of rv) results.add(compare(a, op, b, variableOnLeft));
  return results.size === 1 ? [...results][0] : void 0;
}
function toList(v) {
  if (v !== void 0)
    return Array.isArray(v) ? v : [v];
}
function markerVariables(node) {
  return node.kind !== "cmp" ? [.../* @__PURE__ */ new Set([...markerVariables(node.left), ...markerVariables(node.right)])] : [node.left, node.right].flatMap((v) => "variable" in v ? [v.variable] : []);
}

// src/pins/applicable.ts
var SYS_PLATFORM = { linux: "linux", macos: "darwin", windows: "win32" }, PLATFORM_SYSTEM = { linux: "Linux", macos: "Darwin", windows: "Windows" }, MACHINE = {
  "linux-x64": "x86_64",
  "linux-arm64": "aarch64",
  "macos-x64": "x86_64",
  "macos-arm64": "arm64",
  "windows-x64": "AMD64",
  "windows-arm64": "ARM64"
};
function markerEnv(env) {
  let out = {
    sys_platform: SYS_PLATFORM[env.os],
    platform_system: PLATFORM_SYSTEM[env.os],
    os_name: env.os === "windows" ? "nt" : "posix",
    platform_machine: env.python?.machine ?? MACHINE[`${env.os}-${env.arch}`]
  }, py = env.python;
  if (py) {
    out.python_version = `${py.major}.${py.minor}`, out.python_full_version = py.full ?? [`${py.major}.${py.minor}.0`, `${py.major}.${py.minor}.99`];
    let impl = { cpython: ["cpython", "CPython"], pypy: ["pypy", "PyPy"], graalpy: ["graalpy", "GraalVM"], other: [void 0, void 0] }[py.implementation];
    impl[0] && (out.implementation_name = impl[0]), impl[1] && (out.platform_python_implementation = impl[1]), py.implementation === "cpython" && (out.implementation_version = out.python_full_version);
  }
  return out;
}
function applicablePins(set, env) {
  let base = markerEnv(env), pins = [], undecided = [];
  for (let pin of set.pins) {
    if (!pin.marker) {
      pins.push(pin);
      continue;
    }
    let vars = pin.group && (pin.origin === "pep621" || pin.origin === "uv") ? { ...base, extra: pin.group } : base, tree;
    try {
      tree = parseMarker(pin.marker);
    } catch {
      pins.push(pin), undecided.push({ pin, reason: "its marker could not be read" });
      continue;
    }
    let result = evaluateMarker(tree, vars);
    if (result === !0) pins.push(pin);
    else if (result === void 0) {
      pins.push(pin);
      let unknown = markerVariables(tree).filter((v) => vars[v] === void 0 || Array.isArray(vars[v])), why = unknown.some((v) => v.startsWith("python") || v.startsWith("implementation")) ? "the Python version is not known yet (give --python or run after setup-python)" : `${[...new Set(unknown)].join(", ") || "a variable"} is not known here`;
      undecided.push({ pin, reason: `marker "${pin.marker}" cannot be decided: ${why}; the pin is kept` });
    }
  }
  return { ...set, pins, undecided };
}

// src/catalog/admitted.ts
function specOf(specifier) {
  try {
    return parseSpecifier(specifier);
  } catch {
    return;
  }
}
function admittedPatches(catalog, specifier) {
  let spec = specOf(specifier);
  return spec ? allCandidates(catalog).filter(({ patch: p }) => satisfies(spec.local ? `${p.version}+${spec.local}` : p.version, spec)).map(({ release, patch: p }) => ({ release, patch: p, version: p.version, ...p.torchvision ? { torchvision: p.torchvision } : {}, ...p.torchaudio ? { torchaudio: p.torchaudio } : {} })).reverse() : [];
}
function admittedReleases(catalog, specifier) {
  let seen = /* @__PURE__ */ new Map();
  for (let a of admittedPatches(catalog, specifier)) seen.set(a.release.torch, a.release);
  return [...seen.values()];
}
function pythonMinors(min, max) {
  let [maj, lo] = min.split(".").map(Number), hi = Number(max.split(".")[1]), out = [];
  for (let m = lo; m <= hi; m++) out.push(`${maj}.${m}`);
  return out;
}
function releasePythons(r) {
  return pythonMinors(r.python.min, r.python.max);
}
var sortPythons = (xs) => [...new Set(xs)].sort(comparePythonMinor);
function unionPythons(rs) {
  return sortPythons(rs.flatMap(releasePythons));
}
function knownPythons(catalog) {
  return unionPythons(catalog.releases);
}
function unionPlatforms(rs) {
  return [...new Set(rs.flatMap((r) => r.platforms.map((p) => p.platform)))].sort();
}
function unionVariants(rs) {
  return [...new Set(rs.flatMap((r) => r.variants.map((v) => v.variant)))].sort();
}
function admitsPython(requiresPython, minor) {
  let spec = specOf(requiresPython);
  return spec ? [`${minor}.0`, `${minor}.1`, `${minor}.99`].some((v) => satisfies(v, spec)) : !0;
}

// src/pins/names.ts
function normalizeName(name) {
  return name.trim().toLowerCase().replace(/[-_.]+/g, "-");
}
var PIP_FAMILY = /* @__PURE__ */ new Set(["torch", "torchvision", "torchaudio"]), CONDA_FAMILY = /* @__PURE__ */ new Set(["pytorch", "pytorch-cuda", "torchvision", "torchaudio"]);
function pipFamily(name) {
  let n = normalizeName(name);
  return PIP_FAMILY.has(n) ? n : void 0;
}
function condaFamily(name) {
  let n = normalizeName(name);
  return CONDA_FAMILY.has(n) ? n : void 0;
}
var isTorch = (p) => p === "torch" || p === "pytorch";

export {
  specOf,
  admittedPatches,
  admittedReleases,
  unionPythons,
  knownPythons,
  unionPlatforms,
  unionVariants,
  admitsPython,
  normalizeName,
  pipFamily,
  condaFamily,
  isTorch,
  parseMarker,
  evaluateMarker,
  markerEnv,
  applicablePins
};
