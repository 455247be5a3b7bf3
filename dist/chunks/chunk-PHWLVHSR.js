import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  allCandidates,
  comparePythonMinor
} from "./chunk-GZ7IDQTE.js";
import {
  parseSpecifier,
  satisfies
} from "./chunk-LPK7ROHH.js";

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
  isTorch
};
