import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  parseMarker
} from "./chunk-GQSPVH2B.js";
import {
  firstAtLeast,
  groupBy
} from "./chunk-4SQAOR53.js";
import {
  SECRET_NAME,
  noteSecret,
  noteUrlSecrets
} from "./chunk-RCCPN63V.js";
import {
  parseSpecifier,
  parseVersion
} from "./chunk-MKZFFGSF.js";
import {
  cudaVariant
} from "./chunk-TJF6XGTQ.js";
import {
  condaFamily,
  cpythonOfTag,
  parseWheelFile,
  pipFamily,
  platformOfTag
} from "./chunk-PPAX2C5I.js";
import {
  derived
} from "./chunk-6SETDTHU.js";
import {
  InputError
} from "./chunk-JJEV6VSP.js";

// src/pins/types.ts
var installOf = (p) => p.install ?? p.location.file, noAlternatives = () => ({ extras: {}, groups: {}, environments: {}, conflicts: [] });

// src/pins/file-result.ts
var emptyResult = () => ({ pins: [], indexes: [], includes: [], alternatives: noAlternatives() });
function at(file, line, column, fn) {
  try {
    return fn();
  } catch (e) {
    throw e instanceof InputError ? new InputError(`${file}:${line}${column ? `:${column}` : ""}: ${e.message}`) : e;
  }
}
function pinFrom(req, origin, location, more = {}) {
  let marker = more.marker ?? req.marker;
  return {
    package: req.package,
    specifier: req.specifier,
    ...req.local ? { local: req.local } : {},
    ...marker ? { marker } : {},
    ...more.indexUrl ? { indexUrl: more.indexUrl } : {},
    ...more.extraIndexUrls?.length ? { extraIndexUrls: more.extraIndexUrls } : {},
    ...req.wheel ? { wheel: req.wheel } : {},
    ...req.url && !req.wheel ? { url: req.url } : {},
    ...req.extras.length ? { extras: req.extras } : {},
    origin,
    ...more.group ? { group: more.group } : {},
    ...more.group && more.alternative ? { alternative: more.alternative } : {},
    ...more.notes?.length ? { notes: more.notes } : {},
    location
  };
}
function andMarkers(a, b) {
  return a ? b ? `(${a}) and (${b})` : a : b;
}
function isRecord(v) {
  return typeof v == "object" && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

// src/pins/convert.ts
function checked(pep440, original, dialect) {
  return parseSpecifier(pep440, `${dialect} constraint ${JSON.stringify(original)}`), pep440;
}
function bump(release, at2) {
  let parts = release.slice(0, at2 + 1);
  return parts[at2] = (parts[at2] ?? 0) + 1, parts.join(".");
}
function poetryToPep440(input) {
  let text = input.trim();
  if (text === "" || text === "*") return { pep440: "" };
  if (text.includes("||"))
    throw new InputError(
      `Poetry constraint ${JSON.stringify(text)} uses "||", which has no PEP 440 equivalent; split it into separate constraints with markers`
    );
  let clauses = text.split(/\s*,\s*|\s+(?=[<>=!~^])/).filter(Boolean), out = [], local;
  for (let clause of clauses) {
    let m = /^(\^|~(?!=))\s*(.+)$/.exec(clause);
    if (m) {
      let v = parseVersion(m[2] ?? "");
      if (!v)
        throw new InputError(`Poetry constraint ${JSON.stringify(text)}: ${JSON.stringify(m[2])} is not a version`);
      let base = v.public;
      local ??= v.local;
      let rel = v.release, upper;
      if (m[1] === "^") {
        let first = rel.findIndex((n) => n !== 0);
        upper = bump(rel, first < 0 ? Math.max(rel.length - 1, 0) : first);
      } else
        upper = bump(rel, rel.length === 1 ? 0 : 1);
      out.push(`>=${base}`, `<${upper}`);
      continue;
    }
    if (/^\d/.test(clause)) {
      out.push(`==${clause}`);
      continue;
    }
    out.push(clause.replace(/\s+/g, ""));
  }
  let pep440 = checked(out.join(","), text, "Poetry");
  return local ??= parseSpecifier(pep440).local, { pep440, ...local ? { local } : {} };
}
function condaToPep440(input) {
  let text = input.trim();
  if (text === "" || text === "*") return "";
  if (text.includes("|"))
    throw new InputError(
      `conda constraint ${JSON.stringify(text)} uses "|" (or), which has no PEP 440 equivalent; pin one range`
    );
  let out = text.split(",").map((raw) => {
    let clause = raw.trim();
    return clause.startsWith("==") ? clause : /^=[^=]/.test(clause) ? `==${fuzzy(clause.slice(1))}` : /^(>=|<=|>|<|!=|~=)/.test(clause) ? clause.replace(/\.?\*$/, "") : `==${/\*$/.test(clause) ? fuzzy(clause) : clause}`;
  });
  return checked(out.join(","), text, "conda");
}
function fuzzy(v) {
  return `${v.replace(/\.?\*$/, "")}.*`;
}

// src/packaging/wheel.ts
function parseWheelName(urlOrPath) {
  let w = parseWheelFile(urlOrPath);
  if (!w) return;
  let v = parseVersion(w.version);
  if (!v) return;
  let [pythonTag, , platformTag] = w.file.slice(0, -4).split("-").slice(-3), python = cpythonOfTag(w.python[0] ?? ""), platform = platformOfTag(w.platform[0] ?? "");
  return {
    name: w.name,
    wheel: {
      version: v.public,
      ...v.local ? { local: v.local } : {},
      ...python ? { python } : {},
      ...platform ? { platform } : {},
      pythonTag,
      platformTag
    }
  };
}

// src/packaging/requirement.ts
var NAME = /^\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)/, OPERATOR = /^(===|==|!=|<=|>=|~=|<|>)/, URLISH = /^(https?|file|git\+[a-z]+|hg\+[a-z]+|svn\+[a-z]+|bzr\+[a-z]+):/i;
function requirementName(text) {
  let m = NAME.exec(text);
  return m ? { name: m[1], offset: m[0].length - m[1].length, rest: text.slice(m[0].length) } : void 0;
}
function normalizeSpecifier(raw, what) {
  let s = raw.trim();
  if (s.startsWith("(") && s.endsWith(")") && (s = s.slice(1, -1).trim()), s === "") return { specifier: "" };
  let clauses = s.split(",").map((c) => c.replace(/\s+/g, ""));
  for (let c of clauses)
    if (!OPERATOR.test(c)) throw new InputError(`${what}: ${JSON.stringify(c)} needs an operator such as == or >=`);
  let specifier = clauses.join(","), parsed = parseSpecifier(specifier, what);
  return { specifier, ...parsed.local ? { local: parsed.local } : {} };
}
function parseRequirement(text) {
  let trimmedStart = text.length - text.trimStart().length, t = text.trim();
  if (t === "") return;
  if (URLISH.test(t) || /^[./\\]|^[A-Za-z]:[\\/]/.test(t)) {
    let [url = "", ...rest2] = t.split(/\s+;\s*|;\s+/), w = parseWheelName(url), pkg2 = w ? pipFamily(w.name) : void 0;
    if (!w || !pkg2) return;
    let marker2 = rest2.join("; ").trim();
    return marker2 && parseMarker(marker2), {
      package: pkg2,
      nameOffset: trimmedStart,
      extras: [],
      specifier: `==${w.wheel.version}${w.wheel.local ? `+${w.wheel.local}` : ""}`,
      ...w.wheel.local ? { local: w.wheel.local } : {},
      ...marker2 ? { marker: marker2 } : {},
      url,
      wheel: { ...w.wheel, url }
    };
  }
  let head = requirementName(text);
  if (!head) return;
  let pkg = pipFamily(head.name);
  if (!pkg) return;
  let what = `requirement ${JSON.stringify(t.length > 100 ? `${t.slice(0, 97)}...` : t)}`, rest = head.rest, extras = [], ex = /^\s*\[([^\]]*)\]/.exec(rest);
  if (ex) {
    if (extras = ex[1].split(",").map((e) => e.trim()).filter(Boolean), extras.some((e) => !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(e)))
      throw new InputError(`${what}: extras ${JSON.stringify(ex[0].trim())} are not valid`);
    rest = rest.slice(ex[0].length);
  } else if (/^\s*\[/.test(rest))
    throw new InputError(`${what}: missing "]" after the extras`);
  let nameOffset = head.offset, at2 = /^\s*@\s*/.exec(rest);
  if (at2) {
    rest = rest.slice(at2[0].length);
    let urlMatch = /^(\S+)/.exec(rest);
    if (!urlMatch) throw new InputError(`${what}: "@" must be followed by a URL`);
    let url = urlMatch[1].replace(/;$/, ""), after = rest.slice(urlMatch[1].length);
    urlMatch[1].endsWith(";") && (after = `;${after}`);
    let marker2, semi2 = /^\s*;(.*)$/s.exec(after);
    if (semi2) marker2 = semi2[1].trim();
    else if (after.trim() !== "")
      throw new InputError(`${what}: unexpected ${JSON.stringify(after.trim())} after the URL (a marker needs " ; ")`);
    marker2 && parseMarker(marker2);
    let w = parseWheelName(url);
    return {
      package: pkg,
      nameOffset,
      extras,
      specifier: w ? `==${w.wheel.version}${w.wheel.local ? `+${w.wheel.local}` : ""}` : "",
      ...w?.wheel.local ? { local: w.wheel.local } : {},
      ...marker2 ? { marker: marker2 } : {},
      url,
      ...w ? { wheel: { ...w.wheel, url } } : {}
    };
  }
  let semi = rest.indexOf(";"), specText = semi >= 0 ? rest.slice(0, semi) : rest, marker = semi >= 0 ? rest.slice(semi + 1).trim() : void 0;
  if (semi >= 0 && !marker) throw new InputError(`${what}: empty marker after ";"`);
  if (/\S\s+[A-Za-z_]/.test(specText.trim()))
    throw new InputError(
      `${what}: one line holds more than one requirement, which pip rejects; put each on its own line`
    );
  let spec = normalizeSpecifier(specText, what);
  return marker && parseMarker(marker), {
    package: pkg,
    nameOffset,
    extras,
    specifier: spec.specifier,
    ...spec.local ? { local: spec.local } : {},
    ...marker ? { marker } : {}
  };
}

// src/pins/toml-layout.ts
function splitKeys(s) {
  let out = [], re = /\s*("(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_-]+)\s*(\.|$)/g;
  for (let m = re.exec(s); m && m[0] !== ""; m = re.exec(s)) {
    let k = m[1];
    if (out.push(k.startsWith('"') || k.startsWith("'") ? k.slice(1, -1) : k), m[2] === "") break;
  }
  return out;
}
function decodeBasic(raw) {
  return raw.replace(/\\(u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|.)/g, (_, e) => e[0] === "u" || e[0] === "U" ? String.fromCodePoint(parseInt(e.slice(1), 16)) : { n: `
`, t: "	", r: "\r", b: "\b", f: "\f", '"': '"', "\\": "\\" }[e] ?? e);
}
function headerOf(line) {
  let s = line.length - line.trimStart().length;
  if (line[s] !== "[") return;
  let p = line.indexOf("]", s + 1), open = line[s + 1] === "[" && p > s + 2 ? "[[" : "[";
  if (p <= s + open.length) return;
  let close = line[p + 1] === "]" ? "]]" : "]";
  if (!/^\s*(?:#.*)?$/.test(line.slice(p + close.length))) return;
  let raw = line.slice(s + open.length, p);
  return { open, inner: raw.trim() || raw[0], close };
}
function multiEnd(line, from, quote) {
  if (quote === "'''") return line.indexOf(quote, from);
  for (let j = from; j < line.length; j++)
    if (line[j] === "\\") j++;
    else if (line.startsWith(quote, j)) return j;
  return -1;
}
function tomlLayout(text) {
  let lines = text.split(/\r?\n/), tables = [{ path: [], startLine: 0, endLine: lines.length, arrayIndex: 0 }], strings = [], keys = [], arrayCounts = /* @__PURE__ */ new Map(), depth = 0, multi;
  return lines.forEach((line, li) => {
    let lineNo = li + 1, i = 0;
    if (!multi && depth === 0) {
      let header = headerOf(line);
      if (header && header.open.length === header.close.length) {
        let path = splitKeys(header.inner), prev = tables[tables.length - 1];
        prev.endLine = lineNo - 1;
        let id = path.join("\0"), n = header.open === "[[" ? (arrayCounts.get(id) ?? -1) + 1 : 0;
        header.open === "[[" && arrayCounts.set(id, n), tables.push({ path, startLine: lineNo, endLine: lines.length, arrayIndex: n });
        return;
      }
      let key = /^(\s*)("(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_-]+)(\s*\.\s*(?:"(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_-]+))*\s*=/.exec(
        line
      );
      if (key) {
        let k = key[2];
        keys.push({
          key: k.startsWith('"') || k.startsWith("'") ? k.slice(1, -1) : k,
          line: lineNo,
          column: key[1].length + 1
        });
      }
    }
    for (; i < line.length; ) {
      if (multi) {
        let end = multiEnd(line, i, multi.quote);
        if (end < 0) {
          multi.value += `${line.slice(i)}
`, i = line.length;
          continue;
        }
        multi.value += line.slice(i, end), strings.push({
          value: multi.quote === '"""' ? decodeBasic(multi.value) : multi.value,
          line: multi.line,
          column: multi.column
        }), multi = void 0, i = end + 3;
        continue;
      }
      let c = line[i];
      if (c === "#") break;
      if (line.startsWith('"""', i) || line.startsWith("'''", i)) {
        multi = { quote: line.slice(i, i + 3), value: "", line: lineNo, column: i + 4 }, i += 3, i >= line.length && (multi.value = "");
        continue;
      }
      if (c === '"') {
        let j = i + 1;
        for (; j < line.length && line[j] !== '"'; ) j += line[j] === "\\" ? 2 : 1;
        strings.push({ value: decodeBasic(line.slice(i + 1, j)), line: lineNo, column: i + 2 }), i = j + 1;
        continue;
      }
      if (c === "'") {
        let j = line.indexOf("'", i + 1), end = j < 0 ? line.length : j;
        strings.push({ value: line.slice(i + 1, end), line: lineNo, column: i + 2 }), i = end + 1;
        continue;
      }
      c === "[" || c === "{" ? depth++ : (c === "]" || c === "}") && (depth = Math.max(0, depth - 1)), i++;
    }
  }), { tables, strings, keys };
}
var tableId = (path, arrayIndex) => `${path.join("\0")}${arrayIndex ?? ""}`, indexOf = derived("toml-layout-index", (layout) => {
  let tables = groupBy(layout.tables, (t) => tableId(t.path));
  for (let [k, v] of groupBy(layout.tables, (t) => tableId(t.path, t.arrayIndex))) tables.set(k, v);
  return {
    tables,
    strings: groupBy(layout.strings, (s) => s.value),
    keys: groupBy(layout.keys, (k) => k.key),
    skips: /* @__PURE__ */ new WeakMap()
  };
}), fromLine = (list, line) => firstAtLeast(list, (t) => t.line, line);
function tableRanges(layout, path, arrayIndex) {
  return indexOf(layout).tables.get(tableId(path, arrayIndex)) ?? [];
}
function locateString(layout, path, value, used, key) {
  let ix = indexOf(layout), list = ix.strings.get(value);
  if (!list) return;
  let perSet = ix.skips.get(used);
  perSet || ix.skips.set(used, perSet = /* @__PURE__ */ new Map());
  let skip = perSet.get(value);
  skip || perSet.set(value, skip = new Int32Array(list.length));
  for (let ranges of candidates(layout, path)) {
    let hit = firstInRanges(ranges, (range) => {
      let keyLine = key ? locateKey(layout, range, key)?.line ?? range.startLine : range.startLine;
      return list[firstUnused(list, skip, fromLine(list, Math.max(keyLine, range.startLine)), used)];
    });
    if (hit)
      return used.add(hit), hit;
  }
}
function firstInRanges(ranges, next) {
  let r = 0;
  for (; r < ranges.length; ) {
    let range = ranges[r], hit = next(range);
    if (!hit) return;
    if (hit.line <= range.endLine) return hit;
    r = firstAtLeast(ranges, (t) => t.endLine, hit.line, r + 1);
  }
}
function firstUnused(list, skip, from, used) {
  let i = from, passed = [];
  for (; i < list.length && used.has(list[i]); )
    passed.push(i), i = skip[i] > i ? skip[i] : i + 1;
  for (let p of passed) skip[p] = i;
  return i;
}
function candidates(layout, path) {
  let out = [];
  for (let n = path.length; n >= 0; n--) out.push(tableRanges(layout, path.slice(0, n)));
  return out;
}
function locateKey(layout, range, key) {
  let list = indexOf(layout).keys.get(key);
  if (!list) return;
  let hit = list[fromLine(list, Math.max(range.startLine, 1))];
  return hit && hit.line <= range.endLine ? hit : void 0;
}
function locateKeyInTable(layout, path, key, arrayIndex) {
  let list = indexOf(layout).keys.get(key);
  for (let ranges of arrayIndex === void 0 ? candidates(layout, path) : [tableRanges(layout, path, arrayIndex)]) {
    let k = list && firstInRanges(ranges, (range) => list[fromLine(list, Math.max(range.startLine, 1))]);
    if (k) return { line: k.line, column: k.column };
  }
  let t = tableRanges(layout, path, arrayIndex)[0];
  return { line: Math.max(1, t?.startLine ?? 1), column: 1 };
}

// src/pins/pixi.ts
var TARGET_MARKERS = {
  "linux-64": 'sys_platform == "linux" and platform_machine == "x86_64"',
  "linux-aarch64": 'sys_platform == "linux" and platform_machine == "aarch64"',
  "osx-64": 'sys_platform == "darwin" and platform_machine == "x86_64"',
  "osx-arm64": 'sys_platform == "darwin" and platform_machine == "arm64"',
  "win-64": 'sys_platform == "win32" and platform_machine == "AMD64"',
  "win-arm64": 'sys_platform == "win32" and platform_machine == "ARM64"',
  linux: 'sys_platform == "linux"',
  osx: 'sys_platform == "darwin"',
  win: 'sys_platform == "win32"',
  unix: 'os_name == "posix"'
};
function condaCudaVariant(spec) {
  let version = /\d+\.\d+/.exec(spec)?.[0];
  return version ? cudaVariant(version) : void 0;
}
function scopes(root, prefix) {
  let out = [{ path: prefix }], targets = (base, obj) => {
    if (isRecord(obj))
      for (let t of Object.keys(obj)) {
        let marker = TARGET_MARKERS[t];
        out.push({
          path: [...base.path, "target", t],
          ...base.group ? { group: base.group } : {},
          ...marker ? { marker } : {}
        });
      }
  };
  if (targets(out[0], root.target), isRecord(root.feature))
    for (let [name, feat] of Object.entries(root.feature)) {
      let s = { path: [...prefix, "feature", name], group: name };
      out.push(s), isRecord(feat) && targets(s, feat.target);
    }
  return out;
}
function get(root, path, prefixLen) {
  let cur = root;
  for (let k of path.slice(prefixLen)) cur = isRecord(cur) ? cur[k] : void 0;
  return isRecord(cur) ? cur : void 0;
}
function readEnvironments(root, prefix, file, layout, out) {
  if (isRecord(root.environments))
    for (let [name, value] of Object.entries(root.environments)) {
      let t = isRecord(value) ? value : { features: value }, features = Array.isArray(t.features) ? t.features.filter((f) => typeof f == "string") : [], location = { file, ...locateKeyInTable(layout, [...prefix, "environments"], name) };
      out.alternatives.environments[name] = { features, defaultFeature: t["no-default-feature"] !== !0, location };
    }
}
function readPlatforms(root, prefix, file, layout, out) {
  let list = (v) => Array.isArray(v) ? v.filter((x) => typeof x == "string") : void 0, found = {};
  for (let table of ["workspace", "project"]) {
    let t = root[table], platforms = isRecord(t) ? list(t.platforms) : void 0;
    platforms && found[""] === void 0 && (found[""] = { platforms, location: { file, ...locateKeyInTable(layout, [...prefix, table], "platforms") } });
  }
  if (isRecord(root.feature))
    for (let [name, feat] of Object.entries(root.feature)) {
      let platforms = isRecord(feat) ? list(feat.platforms) : void 0;
      platforms && (found[name] = {
        platforms,
        location: { file, ...locateKeyInTable(layout, [...prefix, "feature", name], "platforms") }
      });
    }
  Object.keys(found).length && (out.alternatives.pixiPlatforms = found);
}
function readPixi(root, prefix, file, layout, out) {
  readEnvironments(root, prefix, file, layout, out), readPlatforms(root, prefix, file, layout, out);
  let options = isRecord(root["pypi-options"]) ? root["pypi-options"] : void 0, defaultIndex = typeof options?.["index-url"] == "string" ? options["index-url"] : void 0, extraIndexes = Array.isArray(options?.["extra-index-urls"]) ? options["extra-index-urls"].filter((u) => typeof u == "string") : [];
  if (options) {
    let loc = locateKeyInTable(layout, [...prefix, "pypi-options"], "index-url");
    defaultIndex && out.indexes.push({ url: defaultIndex, role: "pixi-index", location: { file, ...loc } });
    for (let u of extraIndexes)
      out.indexes.push({
        url: u,
        role: "pixi-index",
        location: { file, ...locateKeyInTable(layout, [...prefix, "pypi-options"], "extra-index-urls") }
      });
  }
  for (let scope of scopes(root, prefix)) {
    let base = get(root, scope.path, prefix.length);
    if (!base) continue;
    let pypi = isRecord(base["pypi-dependencies"]) ? base["pypi-dependencies"] : {};
    for (let [name, value] of Object.entries(pypi)) {
      let pkg = pipFamily(name);
      if (!pkg) continue;
      let tablePath = [...scope.path, "pypi-dependencies"], loc = locateKeyInTable(layout, tablePath, name), where = { file, ...loc }, pin = at(file, loc.line, loc.column, () => {
        let t = isRecord(value) ? value : { version: value }, version = typeof t.version == "string" ? t.version : "", spec = version === "*" ? { specifier: "" } : normalizeSpecifier(version, `pixi version for ${name}`), index = typeof t.index == "string" ? t.index : defaultIndex, extras = Array.isArray(t.extras) ? t.extras.filter((e) => typeof e == "string") : [];
        return {
          package: pkg,
          specifier: spec.specifier,
          ...spec.local ? { local: spec.local } : {},
          ...scope.marker ? { marker: scope.marker } : {},
          ...index ? { indexUrl: index } : {},
          ...!t.index && extraIndexes.length ? { extraIndexUrls: extraIndexes } : {},
          ...typeof t.url == "string" ? { url: t.url } : {},
          ...extras.length ? { extras } : {},
          origin: "pixi",
          ...scope.group ? { group: scope.group, alternative: "feature" } : {},
          location: where
        };
      });
      out.pins.push(pin);
    }
    let conda = isRecord(base.dependencies) ? base.dependencies : {};
    for (let [name, value] of Object.entries(conda)) {
      let loc = locateKeyInTable(layout, [...scope.path, "dependencies"], name), t = isRecord(value) ? value : { version: value }, version = typeof t.version == "string" ? t.version : "";
      if (name === "python" && version && scope.group !== void 0 && scope.path.at(-2) !== "target" && !out.alternatives.featurePythons?.[scope.group] && ((out.alternatives.featurePythons ??= {})[scope.group] = {
        specifier: at(file, loc.line, loc.column, () => condaToPep440(version)),
        location: { file, ...loc }
      }), name === "python" && !out.requiresPython && version) {
        out.requiresPython = {
          specifier: at(file, loc.line, loc.column, () => condaToPep440(version)),
          location: { file, ...loc }
        };
        continue;
      }
      let pkg = condaFamily(name);
      if (!pkg) continue;
      let specifier = at(file, loc.line, loc.column, () => condaToPep440(version)), local = pkg === "pytorch-cuda" ? condaCudaVariant(version) : void 0;
      out.pins.push({
        package: pkg,
        specifier,
        ...local ? { local } : {},
        ...scope.marker ? { marker: scope.marker } : {},
        ...typeof t.channel == "string" ? { channel: t.channel } : {},
        origin: "conda",
        ...scope.group ? { group: scope.group, alternative: "feature" } : {},
        location: { file, ...loc }
      });
    }
  }
}

// src/request/pip-options.ts
var o = (role, takesValue, inFile) => ({ role, takesValue, inFile }), TABLE = {
  "-r": o("requirement", !0, !0),
  "--requirement": o("requirement", !0, !0),
  "-c": o("constraint", !0, !0),
  "--constraint": o("constraint", !0, !0),
  "-e": o("editable", !0, !0),
  "--editable": o("editable", !0, !0),
  "-i": o("index-url", !0, !0),
  "--index-url": o("index-url", !0, !0),
  "--extra-index-url": o("extra-index-url", !0, !0),
  "-f": o("find-links", !0, !0),
  "--find-links": o("find-links", !0, !0),
  "--no-index": o("no-index", !1, !0),
  "--pre": o("pre", !1, !0),
  "--hash": o("other", !0, !0),
  "--trusted-host": o("other", !0, !0),
  "--use-feature": o("other", !0, !0),
  "--only-binary": o("other", !0, !0),
  "--no-binary": o("other", !0, !0),
  "--config-settings": o("other", !0, !0),
  "--global-option": o("other", !0, !0),
  "--install-option": o("other", !0, !0),
  "--prefer-binary": o("other", !1, !0),
  "--require-hashes": o("other", !1, !0),
  "-t": o("other", !0, !1),
  "--target": o("other", !0, !1),
  "--prefix": o("other", !0, !1),
  "--root": o("other", !0, !1),
  "--platform": o("other", !0, !1),
  "--python-version": o("other", !0, !1),
  "--implementation": o("other", !0, !1),
  "--abi": o("other", !0, !1),
  "--src": o("other", !0, !1),
  "--upgrade-strategy": o("other", !0, !1),
  "--progress-bar": o("other", !0, !1),
  "--cache-dir": o("other", !0, !1),
  "--log": o("other", !0, !1),
  "--proxy": o("other", !0, !1),
  "--retries": o("other", !0, !1),
  "--timeout": o("other", !0, !1),
  "--cert": o("other", !0, !1),
  "--client-cert": o("other", !0, !1),
  "--report": o("other", !0, !1),
  // uv pip's own
  "--python": o("other", !0, !1),
  "--torch-backend": o("other", !0, !1)
};
function pipOption(name, where) {
  let opt = Object.hasOwn(TABLE, name) ? TABLE[name] : void 0;
  return opt && (where === "command" || opt.inFile) ? opt : void 0;
}
function splitOption(token) {
  let eq = token.indexOf("=");
  return token.startsWith("--") && eq > 0 ? { name: token.slice(0, eq), value: token.slice(eq + 1) } : /^-[rcief]./.test(token) && !token.startsWith("--") ? { name: token.slice(0, 2), value: token.slice(2) } : { name: token };
}

// src/pins/comment.ts
var SPACE = /\s/;
function commentStart(s, atStart) {
  let lastTerminator = Math.max(
    s.lastIndexOf(`
`),
    s.lastIndexOf("\r"),
    s.lastIndexOf("\u2028"),
    s.lastIndexOf("\u2029")
  );
  for (let j = s.indexOf("#", lastTerminator + 1); j >= 0; j = s.indexOf("#", j + 1)) {
    if (j === 0 ? !atStart : !SPACE.test(s[j - 1])) continue;
    let k = j;
    for (; k > 0 && SPACE.test(s[k - 1]); ) k--;
    return k;
  }
  return -1;
}

// src/pins/requirements-txt.ts
function withoutTrailingBackslashes(s) {
  let end = s.length;
  for (; end > 0 && s[end - 1] === "\\"; ) end--;
  return s.slice(0, end);
}
function logicalLines(text) {
  let out = [], cur;
  return text.split(/\r?\n/).forEach((raw, i) => {
    let lineNo = i + 1, isComment = /^\s*#/.test(raw), continues = raw.endsWith("\\") && !isComment, body = continues ? withoutTrailingBackslashes(raw) : isComment && cur ? ` ${raw}` : raw, offset = isComment && cur && !continues ? -1 : 0;
    cur ??= { text: "", lines: [], cols: [] };
    for (let c = 0; c < body.length; c++)
      cur.text += body[c], cur.lines.push(lineNo), cur.cols.push(c + 1 + offset);
    continues || (out.push(cur), cur = void 0);
  }), cur && out.push(cur), out;
}
var ENV_VAR = /\$\{([A-Z0-9_]+)\}/g;
function tokens(s, base) {
  let out = [], re = /"[^"]*"|'[^']*'|\S+/g;
  for (let m = re.exec(s); m; m = re.exec(s)) out.push({ text: m[0].replace(/^["']|["']$/g, ""), at: base + m.index });
  return out;
}
function parseOptions(s, base, where, onRequirementLine, file) {
  let out = [], toks = tokens(s, base);
  for (let i = 0; i < toks.length; i++) {
    let tok = toks[i];
    if (!tok.text.startsWith("-")) continue;
    let { name } = splitOption(tok.text), { value } = splitOption(tok.text), spec = pipOption(name, "file");
    if (!spec) continue;
    if (spec.takesValue && value === void 0) {
      let next = toks[i + 1];
      if (!next) {
        let pos2 = where(tok.at);
        throw new InputError(`${file}:${pos2.line}:${pos2.column}: ${name} needs a value`);
      }
      value = next.text, i++;
    }
    if (spec.role === "other") continue;
    let pos = where(tok.at);
    out.push({
      role: spec.role,
      ...value !== void 0 ? { value } : {},
      line: pos.line,
      column: pos.column,
      onRequirementLine
    });
  }
  return out;
}
function parseRequirementsText(text, file, env = {}) {
  let entries = [], options = [];
  for (let logical of logicalLines(text)) {
    let comment = commentStart(logical.text, !0), stripped = comment < 0 ? logical.text : logical.text.slice(0, comment);
    if (stripped.trim() === "") continue;
    let where = (at2) => ({ line: logical.lines[at2] ?? logical.lines[0] ?? 1, column: logical.cols[at2] ?? 1 }), lead = stripped.length - stripped.trimStart().length;
    if (stripped.trimStart().startsWith("-")) {
      let opts = parseOptions(expand(stripped, env).text, 0, where, !1, file);
      for (let o2 of opts.filter((x) => x.role === "editable")) {
        let req2 = editableRequirement(o2.value ?? "");
        req2 && entries.push({ req: req2, line: o2.line, column: o2.column, notes: [] });
      }
      options.push(...opts.filter((x) => x.role !== "editable"));
      continue;
    }
    let parts = stripped.split(" "), cut = stripped.length, offset = 0;
    for (let p of parts) {
      if (p.startsWith("-")) {
        cut = offset;
        break;
      }
      offset += p.length + 1;
    }
    let reqText = stripped.slice(0, cut), optText = stripped.slice(cut), lineOptions = parseOptions(optText, cut, where, !0, file);
    options.push(...lineOptions);
    let expanded = expand(reqText, env), pos = where(lead), req;
    try {
      req = parseRequirement(stripUnsetLocal(expanded.text, expanded.unset));
    } catch (e) {
      throw e instanceof InputError ? new InputError(`${file}:${pos.line}:${pos.column}: ${e.message}`) : e;
    }
    if (!req) continue;
    let notes = expanded.unset.map(
      (v) => `\${${v}} is not set here, so the build variant it selects is unknown; set ${v} when running the check to see the variant pip will ask for`
    );
    entries.push({ req, line: pos.line, column: pos.column, notes });
  }
  return { entries, options };
}
function editableRequirement(value) {
  let at2 = /^\s*([A-Za-z0-9._-]+)(\[[^\]]*\])?\s*@\s*(\S+)/.exec(value), egg = /[#&]egg=([A-Za-z0-9._-]+)/.exec(value), name = at2?.[1] ?? egg?.[1], url = at2?.[3] ?? value.trim();
  return !name || !URLISH_EDITABLE.test(url) ? void 0 : parseRequirement(`${name} @ ${url}`);
}
var URLISH_EDITABLE = /^(git|hg|svn|bzr)\+|^[a-z][a-z0-9+.-]*:\/\/|^[./]/i;
function expand(s, env) {
  let unset = [], text = s.replace(ENV_VAR, (whole, name) => {
    let v = env[name];
    return v === void 0 ? (unset.push(name), whole) : (SECRET_NAME.test(name) && noteSecret(v), v);
  });
  return text !== s && noteUrlSecrets(text), { text, unset };
}
function stripUnsetLocal(s, unset) {
  return unset.length === 0 ? s : s.replace(/\+[A-Za-z0-9.]*\$\{[A-Z0-9_]+\}[A-Za-z0-9.]*/g, "").replace(/\$\{[A-Z0-9_]+\}/g, "");
}
var requirementsTxt = {
  name: "requirements.txt",
  fileNames: ["requirements*.txt", "requirements/*.txt"],
  takes: () => !0,
  discover: { top: /^requirements.*\.txt$/i, folder: { name: "requirements", files: /\.txt$/i } },
  origins: ["requirements"],
  read: { pipInvocation: parseRequirementsText }
};

export {
  installOf,
  noAlternatives,
  emptyResult,
  at,
  pinFrom,
  andMarkers,
  isRecord,
  poetryToPep440,
  condaToPep440,
  requirementName,
  normalizeSpecifier,
  parseRequirement,
  tomlLayout,
  locateString,
  locateKeyInTable,
  condaCudaVariant,
  readPixi,
  pipOption,
  splitOption,
  commentStart,
  parseRequirementsText,
  requirementsTxt
};
