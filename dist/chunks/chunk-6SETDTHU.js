import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);

// src/core/memo.ts
function memoAt(table, keys, make) {
  let m = table, last = keys.length - 1;
  for (let i = 0; i < last; i++) {
    let next = m.get(keys[i]);
    next || m.set(keys[i], next = /* @__PURE__ */ new Map()), m = next;
  }
  if (m.has(keys[last])) return m.get(keys[last]);
  let v = make();
  return m.set(keys[last], v), v;
}
var NAMES = /* @__PURE__ */ new Set();
function claim(name) {
  if (NAMES.has(name)) throw new Error(`memo "${name}" is defined twice`);
  NAMES.add(name);
}
function memo(name) {
  claim(name);
  let tables = /* @__PURE__ */ new WeakMap();
  return {
    name,
    get(owner, keys, make) {
      let t = tables.get(owner);
      return t || tables.set(owner, t = /* @__PURE__ */ new Map()), memoAt(t, keys, make);
    }
  };
}
function derived(name, make) {
  claim(name);
  let values = /* @__PURE__ */ new WeakMap();
  return (owner) => {
    if (values.has(owner)) return values.get(owner);
    let v = make(owner);
    return values.set(owner, v), v;
  };
}
function bounded(name, limit, make) {
  claim(name);
  let values = /* @__PURE__ */ new Map();
  return (key) => {
    if (values.has(key)) return values.get(key);
    let v = make(key);
    return values.size >= limit && values.clear(), values.set(key, v), v;
  };
}
function runnerKey(env) {
  return `${env.os}|${env.arch}|${env.osVersion ?? ""}|${env.glibc ?? ""}|${env.libc ?? ""}|${env.python?.machine ?? ""}|${gpuKey(env)}`;
}
function gpuKey(env) {
  let gpus = env.gpus.length ? env.gpus.map((g) => `${g.computeCapability}/${g.name ?? ""}`).join(",") : "", amd = env.amdGpus?.map((g) => g.gfx).join(",") ?? "", intel = env.intelGpus?.map((g) => g.deviceId).join(",") ?? "";
  return `${env.driver ?? ""}|${gpus}|${amd}|${intel}`;
}

export {
  memo,
  derived,
  bounded,
  runnerKey,
  gpuKey
};
