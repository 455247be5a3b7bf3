import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  bounded
} from "./chunk-LPK7ROHH.js";

// src/versions/dotted.ts
var DOTTED = /^\d{1,6}(\.\d{1,6}){0,3}$/, LEADING = /^\s*(\d+(?:\.\d+)*)/;
function isDotted(text) {
  return DOTTED.test(text.trim());
}
var parts = bounded("dotted-parts", 1e4, (text) => {
  let m = LEADING.exec(text);
  return m ? m[1].split(".").map(Number) : null;
});
function compareDotted(a, b) {
  let pa = parts(a), pb = parts(b);
  if (!pa || !pb) return 0;
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    let d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

// src/platform/cuda-arch.ts
var split = (cc) => {
  let [a, b] = cc.split(".").map(Number);
  return [a ?? 0, b ?? 0];
};
function hasKernels(cc, archs) {
  let [maj, min] = split(cc);
  return archs.sass.some((s) => {
    let [sm, sn] = split(s);
    return sm === maj && sn <= min;
  }) || (archs.ptx ?? []).some((p) => compareDotted(cc, p) >= 0);
}
var smName = (cc) => `sm_${cc.replace(".", "")}`, smList = (archs) => [...archs.sass.map(smName), ...(archs.ptx ?? []).map((p) => `compute_${p.replace(".", "")}`)].join(" ");
function parseComputeCapability(text) {
  let t = text.trim().toLowerCase().replace(/^(sm|compute)_/, ""), m = /^(\d{1,2})\.(\d)$/.exec(t);
  if (m) return `${Number(m[1])}.${m[2]}`;
  if (m = /^(\d{1,2})(\d)[af]?$/.exec(t), m) return `${Number(m[1])}.${m[2]}`;
}

export {
  isDotted,
  compareDotted,
  hasKernels,
  smName,
  smList,
  parseComputeCapability
};
