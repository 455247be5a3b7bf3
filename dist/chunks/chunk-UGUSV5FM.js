import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  comparePythonMinor
} from "./chunk-7JSIAOFD.js";
import {
  compareVersions,
  parseSpecifier,
  satisfies
} from "./chunk-54DBJKQO.js";

// src/catalog/query.ts
var cache = /* @__PURE__ */ new WeakMap();
function allCandidates(catalog) {
  let list = cache.get(catalog);
  return list || (list = catalog.releases.flatMap((release) => release.patches.map((patch) => ({ patch, release }))).sort((a, b) => compareVersions(b.patch.version, a.patch.version)), cache.set(catalog, list)), list;
}
var matchCache = /* @__PURE__ */ new WeakMap();
function matchingCandidates(catalog, spec) {
  let byspec = matchCache.get(catalog);
  byspec || matchCache.set(catalog, byspec = /* @__PURE__ */ new Map());
  let list = byspec.get(spec.pep440);
  return list || (list = allCandidates(catalog).filter((c) => satisfies(c.patch.version, spec)), byspec.set(spec.pep440, list)), list;
}
function newestRelease(catalog) {
  return allCandidates(catalog)[0];
}
function findRelease(catalog, minor) {
  return catalog.releases.find((r) => r.torch === minor);
}
var platformEntry = (release, platform) => release.platforms.find((p) => p.platform === platform), variantEntry = (release, variant, platform) => release.variants.find((v) => v.variant === variant && v.platforms.includes(platform)), variantsOn = (release, platform) => release.variants.filter((v) => v.platforms.includes(platform));
function pypiDefault(release, platform) {
  return release.pypi.find((p) => p.platform === platform);
}
function pythonSupport(release, platform, python, fromPypi) {
  let tag = `${python.major}.${python.minor}${python.freeThreaded ? "t" : ""}`, plain = `${python.major}.${python.minor}`, extra = (release.python.extra ?? []).find(
    (e) => e.version === tag && (!e.platforms || e.platforms.includes(platform)) && !(fromPypi && e.pypi === !1)
  );
  if (extra) return { kind: extra.status, source: extra.source, ...extra.confidence ? { confidence: extra.confidence } : {} };
  if (python.freeThreaded) return { kind: "none", source: release.python.source };
  let range = platformEntry(release, platform)?.python ?? release.python, inRange = comparePythonMinor(plain, range.min) >= 0 && comparePythonMinor(plain, range.max) <= 0, source = platformEntry(release, platform)?.python ? platformEntry(release, platform)?.source ?? release.python.source : release.python.source, confidence = platformEntry(release, platform)?.python ? platformEntry(release, platform)?.confidence : release.python.confidence;
  return { kind: inRange ? "regular" : "none", source, ...confidence ? { confidence } : {} };
}
function pythonRange(release, platform) {
  return platformEntry(release, platform)?.python ?? release.python;
}
function glibcFloor(release, platform, variant) {
  let v = variantEntry(release, variant, platform);
  if (v?.glibc) return { glibc: v.glibc, source: v.source, ...v.confidence ? { confidence: v.confidence } : {} };
  let p = platformEntry(release, platform);
  return { ...p?.glibc ? { glibc: p.glibc } : {}, source: p?.source ?? release.source, ...p?.confidence ? { confidence: p.confidence } : {} };
}
var toolkitFor = (catalog, variant) => catalog.cudaToolkits.find((t) => t.variant === variant), familyFor = (catalog, major) => catalog.cudaFamilies.find((f) => f.major === major);
function gpuArchsFor(catalog, variant, torch, platform) {
  return catalog.gpuArchs.find(
    (g) => g.variant === variant && g.platforms.includes(platform) && satisfies(torch, parseSpecifier(g.torch, "gpuArchs torch range"))
  );
}

export {
  allCandidates,
  matchingCandidates,
  newestRelease,
  findRelease,
  platformEntry,
  variantEntry,
  variantsOn,
  pypiDefault,
  pythonSupport,
  pythonRange,
  glibcFloor,
  toolkitFor,
  familyFor,
  gpuArchsFor
};
