'use strict';

var yaml = require('./yaml.js');
var check = require('./check.js');
var shared = require('./shared.js');
require('node:path');
require('node:fs');
require('node:os');
require('node:fs/promises');
require('node:child_process');
require('node:util');

// src/formats/conda/environment.ts
function parseMatchSpec(spec) {
  let s = spec.trim(), channel, ch = /^([^:\s]+)::/.exec(s);
  ch && (channel = ch[1].split("/").pop(), s = s.slice(ch[0].length));
  let m = /^([A-Za-z0-9_][A-Za-z0-9_.-]*)(.*)$/.exec(s);
  if (!m) return;
  let name = m[1], rest = m[2].trim(), build, br = /^\[(.*)\]$/.exec(rest);
  if (br)
    build = /build\s*=\s*['"]?([^'",\]]+)['"]?/.exec(br[1])?.[1], rest = /version\s*=\s*['"]?([^'",\]]+(?:,[^'",\]]+)*)['"]?/.exec(br[1])?.[1] ?? "";
  else if (/^\s*\S+\s+\S+/.test(rest) && !/^[=<>!~]/.test(rest))
    [rest, build] = rest.split(/\s+/);
  else
    for (let i = 1; i < rest.length; i++)
      if (rest[i] === "=" && !"<>=!~".includes(rest[i - 1]) && rest[i + 1] !== "=") {
        build = rest.slice(i + 1).trim() || void 0, rest = rest.slice(0, i);
        break;
      }
  return { ...channel ? { channel } : {}, name, version: rest.trim(), ...build ? { build } : {} };
}
function pos(node, lc) {
  let offset = node?.range?.[0] ?? 0, p = lc.linePos(offset);
  return { line: p.line, column: p.col };
}
function readCondaEnv(text, file) {
  let { doc, lines: lc } = yaml.parseUserYaml(text, file, { uniqueKeys: !1 }), out = check.emptyResult(), root = doc.contents;
  if (root == null) return out;
  if (!yaml.isMap(root)) throw new shared.InputError(`${file}:1:1: expected a conda environment (a mapping with dependencies:)`);
  let channels = root.get("channels", !0);
  yaml.isSeq(channels) && (out.channels = channels.items.filter((c) => yaml.isScalar(c) && typeof c.value == "string").map((c) => check.channelName(String(c.value))));
  let deps = root.get("dependencies", !0);
  if (deps == null) return out;
  if (!yaml.isSeq(deps)) throw new shared.InputError(`${file}:${pos(deps, lc).line}: dependencies: expected a list`);
  for (let item of deps.items)
    if (yaml.isScalar(item) && typeof item.value == "string") {
      let where = pos(item, lc), ms = parseMatchSpec(item.value);
      if (!ms) continue;
      if (ms.name === "python") {
        !out.envPython && ms.version && (out.envPython = {
          specifier: check.at(file, where.line, where.column, () => check.condaToPep440(ms.version)),
          location: { file, ...where }
        });
        continue;
      }
      let named = check.condaPackage(ms.name);
      if (!named) continue;
      let pkg = named.package, specifier = check.at(file, where.line, where.column, () => check.condaToPep440(ms.version)), local = pkg === "pytorch-cuda" ? check.condaCudaVariant(ms.version) : void 0, build = ms.build ?? named.build;
      out.pins.push({
        package: pkg,
        specifier,
        ...local ? { local } : {},
        ...build ? { build } : {},
        ...ms.channel ? { channel: check.channelName(ms.channel) } : {},
        origin: "conda",
        route: "conda",
        location: { file, ...where }
      });
    } else if (yaml.isMap(item)) {
      let pip = item.get("pip", !0);
      if (!yaml.isSeq(pip)) continue;
      readPipSection(pip.items, file, lc, out);
    }
  return out;
}
function readPipSection(items, file, lc, out) {
  let lines = items.filter((i) => yaml.isScalar(i) && typeof i.value == "string"), opts = { extras: [] }, pins = [], others = [];
  for (let item of lines) {
    let where = pos(item, lc), parsed = check.parseRequirementsText(String(item.value), file);
    for (let o of parsed.options) {
      let location = { file, line: where.line, column: where.column + o.column - 1 };
      o.role === "index-url" && o.value ? (opts.index = o.value, out.indexes.push({ url: o.value, role: "index-url", location })) : (o.role === "extra-index-url" || o.role === "find-links") && o.value ? (opts.extras.push(o.value), out.indexes.push({ url: o.value, role: o.role, location })) : (o.role === "requirement" || o.role === "constraint") && o.value && out.includes.push({ path: o.value, kind: o.role, line: location.line, column: location.column });
    }
    for (let o of parsed.others)
      others.push(
        check.otherPinFrom(
          o.read,
          "requirements",
          { file, line: where.line, column: where.column + o.column - 1 },
          { group: "pip" }
        )
      );
    for (let e of parsed.entries)
      pins.push({
        package: e.req.package,
        specifier: e.req.specifier,
        ...e.req.local ? { local: e.req.local } : {},
        ...e.req.marker ? { marker: e.req.marker } : {},
        ...e.req.wheel ? { wheel: e.req.wheel } : {},
        origin: "requirements",
        route: "conda",
        group: "pip",
        location: { file, line: where.line, column: where.column + e.column - 1 }
      });
  }
  for (let p of [...pins, ...others])
    opts.index && (p.indexUrl = opts.index), opts.extras.length && (p.extraIndexUrls = [...opts.extras]);
  out.pins.push(...pins), out.others.push(...others);
}

exports.readCondaEnv = readCondaEnv;
