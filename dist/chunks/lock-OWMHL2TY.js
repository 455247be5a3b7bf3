'use strict';

var check = require('./check.js');
var yaml = require('./yaml.js');
require('./shared.js');
require('node:path');
require('node:fs');
require('node:os');
require('node:fs/promises');
require('node:child_process');
require('node:util');

// src/formats/pixi/lock.ts
function condaFile(url) {
  let file = url.split("/").pop() ?? "", m = /^(.+)-([^-]+)-([^-]+)\.(conda|tar\.bz2)$/.exec(file);
  return m ? { name: m[1], version: m[2], build: m[3] } : void 0;
}
var CONDA_TORCH = {
  pytorch: "torch",
  "pytorch-gpu": "torch",
  "pytorch-cpu": "torch",
  torchvision: "torchvision",
  torchaudio: "torchaudio"
};
function readPixiLock(text, file) {
  let doc = check.record(yaml.parseUserYaml(text, file).doc.toJS()) ?? {}, lines = text.split(/\r?\n/), subdirOf = /* @__PURE__ */ new Map();
  for (let p of Array.isArray(doc.platforms) ? doc.platforms : []) {
    let r = check.record(p), name = check.str(r?.name);
    name && subdirOf.set(name, check.str(r?.subdir) ?? name);
  }
  let environments = {}, pythons = {}, byKey = /* @__PURE__ */ new Map(), ctx = { byKey, tags: /* @__PURE__ */ new Map(), lines, file };
  for (let [envName, envValue] of Object.entries(check.record(doc.environments) ?? {})) {
    let packages = check.record(check.record(envValue)?.packages) ?? {};
    environments[envName] = Object.keys(packages).map((k) => subdirOf.get(k) ?? k);
    for (let [platKey, list] of Object.entries(packages)) {
      let subdir = subdirOf.get(platKey) ?? platKey;
      for (let item of Array.isArray(list) ? list : []) {
        let r = check.record(item), conda = check.str(r?.conda), pypi = check.str(r?.pypi);
        if (conda) {
          let c = condaFile(conda);
          c?.name === "python" && (pythons[`${envName}/${subdir}`] = c.version);
          let name = c && CONDA_TORCH[c.name];
          if (c && name) {
            let channel = check.channelOfUrl(conda);
            add(
              ctx,
              conda,
              { name, version: c.version, conda: { build: c.build, ...channel ? { channel } : {} } },
              envName,
              subdir
            );
          }
        } else if (pypi) {
          let w = check.parseWheelFile(pypi), name = w ? check.normalize(w.name) : void 0;
          if (w && name && check.LOCKED_NAMES.includes(name)) {
            let index = wheelDirectory(pypi);
            add(
              ctx,
              pypi,
              { name, version: w.version, wheel: w, ...index ? { index } : {} },
              envName,
              subdir
            );
          }
        }
      }
    }
  }
  return { kind: "pixi", file, dists: [...byKey.values()], environments, pythons };
}
function candidates(line) {
  let out = line.split(/[\s{}[\],"']+/).filter((t) => t.includes(".")), colon = line.indexOf(": ");
  if (colon >= 0) {
    let v = line.slice(colon + 2).trim();
    v.length >= 2 && (v[0] === '"' || v[0] === "'") && v.at(-1) === v[0] && (v = v.slice(1, -1)), v.includes(".") && out.push(v);
  }
  return out;
}
function lineOfUrl(ctx, url) {
  if (!ctx.urlLines) {
    let m = /* @__PURE__ */ new Map();
    ctx.lines.forEach((l, i) => {
      for (let c of candidates(l)) m.has(c) || m.set(c, i);
    }), ctx.urlLines = m;
  }
  return (ctx.urlLines.get(url) ?? 0) + 1;
}
function wheelDirectory(url) {
  let u;
  try {
    u = new URL(url);
  } catch {
    return;
  }
  if (/^(files\.pythonhosted\.org|pypi\.org|pypi\.python\.org)$/i.test(u.hostname)) return;
  let dir = url.slice(0, url.lastIndexOf("/"));
  return dir.length > `${u.protocol}//${u.host}`.length ? dir : void 0;
}
function add(ctx, url, what, envName, subdir) {
  let key = url, d = ctx.byKey.get(key);
  if (!d) {
    let line = lineOfUrl(ctx, url);
    d = {
      name: what.name,
      version: what.version,
      ...what.index ? { index: what.index } : {},
      wheels: what.wheel ? [{ wheel: what.wheel, line }] : [],
      sdist: !1,
      ...what.conda ? { conda: what.conda } : {},
      platforms: [],
      location: { file: ctx.file, line }
    }, ctx.byKey.set(key, d), ctx.tags.set(d, /* @__PURE__ */ new Set());
  }
  let tag = `${envName}/${subdir}`, tags = ctx.tags.get(d);
  tags.has(tag) || (tags.add(tag), d.platforms.push(tag));
}

exports.readPixiLock = readPixiLock;
