import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  compareVersions,
  parseSpecifier,
  satisfies
} from "./chunk-MKZFFGSF.js";
import {
  bounded,
  derived,
  memo
} from "./chunk-6SETDTHU.js";
import {
  InputError
} from "./chunk-JJEV6VSP.js";

// src/versions/python.ts
var CPYTHON = /^(?:cpython-?|python-?|py)?(\d)\.(\d{1,2})(?:\.(\d{1,3}))?((?:a|b|rc)\d{1,3}|-(?:alpha|beta|rc)\.?\d{1,3}|-dev)?(t)?$/i, PYPY = /^pypy-?(\d)\.(\d{1,2})(?:[.-].*)?$/i, GRAALPY = /^graalpy-?\d+(\.\d+)*$/i;
function parsePythonVersion(input) {
  let text = input.trim(), m = CPYTHON.exec(text);
  if (m) {
    let major = Number(m[1]), minor = Number(m[2]);
    return {
      major,
      minor,
      ...m[3] !== void 0 ? { full: `${major}.${minor}.${m[3]}${(m[4] ?? "").replace(/^-/, "")}` } : {},
      freeThreaded: m[5] !== void 0,
      implementation: "cpython"
    };
  }
  let p = PYPY.exec(text);
  if (p) return { major: Number(p[1]), minor: Number(p[2]), freeThreaded: !1, implementation: "pypy" };
  if (GRAALPY.test(text)) return { major: 3, minor: 11, freeThreaded: !1, implementation: "graalpy" };
  throw new InputError(
    `Python version ${JSON.stringify(text.slice(0, 60))} is not understood; expected e.g. 3.12, 3.12.4, 3.13t (free-threaded), 3.14.0rc1 or pypy3.9`
  );
}
function pythonTag(v) {
  return `${v.major}.${v.minor}${v.freeThreaded ? "t" : ""}`;
}
function pythonMinor(text) {
  let m = /^(\d)\.(\d{1,2})t?$/.exec(text.trim());
  if (!m) throw new InputError(`not a Python minor version: ${JSON.stringify(text)}`);
  return [Number(m[1]), Number(m[2])];
}
var minorKey = bounded("python-minor", 1e4, (text) => {
  let [a, b] = pythonMinor(text);
  return a * 100 + b;
});
function comparePythonMinor(a, b) {
  return minorKey(a) - minorKey(b);
}

// src/catalog/query.ts
var allCandidates = derived(
  "candidates",
  (catalog) => catalog.releases.flatMap((release) => release.patches.map((patch) => ({ patch, release }))).sort((a, b) => compareVersions(b.patch.version, a.patch.version))
), PLAIN = /^\d+(\.\d+)*$/;
function releaseKey(plain) {
  let parts = plain.split(".").map(Number);
  for (; parts.length > 1 && parts[parts.length - 1] === 0; ) parts.pop();
  return parts.join(".");
}
var plainReleases = derived("plain-releases", (catalog) => {
  let m = /* @__PURE__ */ new Map();
  for (let c of allCandidates(catalog)) {
    if (!PLAIN.test(c.patch.version)) continue;
    let k = releaseKey(c.patch.version), list = m.get(k);
    list ? list.push(c) : m.set(k, [c]);
  }
  return m;
}), MATCHING = memo("matching");
function matchingCandidates(catalog, spec) {
  return MATCHING.get(catalog, [spec.pep440], () => {
    let pinned = /^==\s*(\d+(?:\.\d+)*)$/.exec(spec.pep440)?.[1];
    return pinned ? [...plainReleases(catalog).get(releaseKey(pinned)) ?? []] : allCandidates(catalog).filter((c) => satisfies(c.patch.version, spec));
  });
}
function newestRelease(catalog) {
  return allCandidates(catalog)[0];
}
function findRelease(catalog, minor) {
  return catalog.releases.find((r) => r.torch === minor);
}
var platformEntry = (release, platform) => release.platforms.find((p) => p.platform === platform), inPatch = (v, patch) => !v.patches || patch === void 0 || v.patches.includes(patch), variantEntry = (release, variant, platform, patch) => release.variants.find((v) => v.variant === variant && v.platforms.includes(platform) && inPatch(v, patch)), variantsOn = (release, platform, patch) => release.variants.filter((v) => v.platforms.includes(platform) && inPatch(v, patch));
function pypiDefault(release, platform) {
  return release.pypi.find((p) => p.platform === platform);
}
function withConfidence(o, confidence) {
  return confidence && (o.confidence = confidence), o;
}
function pythonSupport(release, platform, python, fromPypi, patch) {
  let tag = `${python.major}.${python.minor}${python.freeThreaded ? "t" : ""}`, plain = `${python.major}.${python.minor}`, extra = (release.python.extra ?? []).find(
    (e) => e.version === tag && (!e.platforms || e.platforms.includes(platform)) && !(fromPypi && e.pypi === !1) && !(patch !== void 0 && e.patches && !e.patches.includes(patch))
  );
  if (extra) return withConfidence({ kind: extra.status, source: extra.source }, extra.confidence);
  if (python.freeThreaded) return { kind: "none", source: release.python.source };
  let p = platformEntry(release, platform), own = p?.python ? p : void 0, range = own?.python ?? release.python, inRange = comparePythonMinor(plain, range.min) >= 0 && comparePythonMinor(plain, range.max) <= 0, { source, confidence } = own ?? release.python;
  return withConfidence({ kind: inRange ? "regular" : "none", source }, confidence);
}
function pythonRange(release, platform) {
  return platformEntry(release, platform)?.python ?? release.python;
}
function glibcFloor(release, platform, variant) {
  let v = variantEntry(release, variant, platform);
  if (v?.glibc) return withConfidence({ glibc: v.glibc, source: v.source }, v.confidence);
  let p = platformEntry(release, platform), floor = { source: p?.source ?? release.source };
  return p?.glibc && (floor.glibc = p.glibc), withConfidence(floor, p?.confidence);
}
var toolkitFor = (catalog, variant) => catalog.cudaToolkits.find((t) => t.variant === variant), familyFor = (catalog, major) => catalog.cudaFamilies.find((f) => f.major === major);
function gpuArchsFor(catalog, variant, torch, platform) {
  return catalog.gpuArchs.find(
    (g) => g.variant === variant && g.platforms.includes(platform) && satisfies(torch, parseSpecifier(g.torch, "gpuArchs torch range"))
  );
}
function rocmArchsFor(catalog, variant, torch) {
  return catalog.rocmArchs.find(
    (g) => g.variant === variant && satisfies(torch, parseSpecifier(g.torch, "rocmArchs torch range"))
  );
}
function rocmRuns(archs, gfx) {
  return archs !== void 0 && archs.gfx.includes(gfx) && !archs.blasMissing?.gfx.includes(gfx);
}
function xpuFamilyOf(catalog, deviceId, torch) {
  return catalog.xpuFamilies.find(
    (f) => f.deviceIds.includes(deviceId) && satisfies(torch, parseSpecifier(f.torch, "xpuFamilies torch range"))
  );
}
function declaresTorch(c, torch) {
  return satisfies(torch, parseSpecifier(c.torch, "companions torch range"));
}
function companionsOf(catalog, patch, key) {
  let own = patch[key] ? [{ version: patch[key], source: patch.source, ...patch.confidence ? { confidence: patch.confidence } : {} }] : [], ranged = catalog.companions.filter((c) => c.package === key && declaresTorch(c, patch.version)).map((c) => ({ version: c.version, source: c.source, ...c.confidence ? { confidence: c.confidence } : {} })), seen = /* @__PURE__ */ new Set();
  return [...own, ...ranged].filter((c) => !seen.has(c.version) && seen.add(c.version)).sort((a, b) => compareVersions(a.version, b.version));
}

export {
  parsePythonVersion,
  pythonTag,
  comparePythonMinor,
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
  gpuArchsFor,
  rocmArchsFor,
  rocmRuns,
  xpuFamilyOf,
  declaresTorch,
  companionsOf
};
