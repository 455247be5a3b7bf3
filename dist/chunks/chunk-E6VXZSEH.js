import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  allCandidates,
  comparePythonMinor
} from "./chunk-DNCTPSYB.js";
import {
  archFromMachine,
  isVariantName,
  platformKey
} from "./chunk-UWYAJXL7.js";
import {
  parseSpecifier,
  satisfies
} from "./chunk-SQQY5DC2.js";
import {
  noteUrlSecrets
} from "./chunk-ZE5NBVHI.js";
import {
  InputError
} from "./chunk-6F7YOOMC.js";

// src/request/index-url.ts
var PYTORCH_INDEX = "https://download.pytorch.org/whl";
function indexUrlFor(variant, channel = "stable") {
  return channel === "stable" ? `${PYTORCH_INDEX}/${variant}` : `${PYTORCH_INDEX}/${channel}/${variant}`;
}
function parseIndexUrl(input) {
  let text = (input ?? "").trim();
  if (noteUrlSecrets(text), text === "" || text.toLowerCase() === "pypi") return { kind: "pypi" };
  if (isVariantName(text.toLowerCase())) {
    let v = text.toLowerCase();
    return { kind: "pytorch", url: indexUrlFor(v), channel: "stable", variant: v, mirror: !1 };
  }
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new InputError(`index URL ${JSON.stringify(text.slice(0, 80))} is not a URL; expected e.g. https://download.pytorch.org/whl/cu128, a variant such as cu128, or pypi`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:" && url.protocol !== "file:")
    throw new InputError(`index URL ${JSON.stringify(text.slice(0, 80))} must use https, http or file`);
  let host = url.hostname.toLowerCase();
  if (host === "pypi.org" || host === "pypi.python.org" || host === "files.pythonhosted.org") return { kind: "pypi", url: text };
  let mirror = host !== "download.pytorch.org", segs = url.pathname.split("/").filter(Boolean).map((s) => decodeURIComponent(s).toLowerCase()), whl = segs.lastIndexOf("whl");
  if (whl < 0 && mirror) {
    let last = segs[segs.length - 1];
    return last && isVariantName(last) ? { kind: "pytorch", url: text, channel: "stable", variant: last, mirror } : { kind: "unknown", url: text };
  }
  let rest = segs.slice(whl + 1), channel = "stable";
  (rest[0] === "test" || rest[0] === "nightly") && (channel = rest.shift());
  let [first, second] = rest;
  if (first === "torch_stable.html" || first === "torch_test.html" || first === "torch_nightly.html")
    return { kind: "find-links", url: text, channel, mirror };
  if (first && isVariantName(first)) {
    if (second === "torch_stable.html" || second === "torch")
      return second === "torch" ? { kind: "pytorch", url: text, channel, variant: first, mirror } : { kind: "find-links", url: text, channel, variant: first, mirror };
    if (second === void 0) return { kind: "pytorch", url: text, channel, variant: first, mirror };
  }
  return first === void 0 || first === "torch" ? { kind: "find-links", url: text, channel, mirror } : { kind: "unknown", url: text };
}
function describeIndex(ref) {
  switch (ref.kind) {
    case "pypi":
      return "PyPI";
    case "pytorch":
      return `${ref.url} (${ref.variant}${ref.channel === "stable" ? "" : `, ${ref.channel}`})`;
    case "find-links":
      return `${ref.url} (find-links${ref.variant ? `, ${ref.variant}` : ""})`;
    case "unknown":
      return ref.url;
  }
}

// src/platform/wheel-platform.ts
function wheelPlatform(env) {
  let own = env.python?.machine ? archFromMachine(env.python.machine) : void 0;
  return platformKey(env.os, own ?? env.arch);
}
function isEmulated(env) {
  return wheelPlatform(env) !== platformKey(env.os, env.arch);
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

export {
  wheelPlatform,
  isEmulated,
  indexUrlFor,
  parseIndexUrl,
  describeIndex,
  specOf,
  admittedPatches,
  admittedReleases,
  unionPythons,
  knownPythons,
  unionPlatforms,
  unionVariants,
  admitsPython
};
