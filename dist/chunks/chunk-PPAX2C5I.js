import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);

// src/packaging/names.ts
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
var isTorch = (p) => p === "torch" || p === "pytorch", bringsTorch = (p) => isTorch(p) || p === "torchvision" || p === "torchaudio";

// src/packaging/tags.ts
function parseWheelFile(urlOrPath) {
  let last = urlOrPath.split("#")[0].split("?")[0].split(/[\\/]/).pop() ?? "", file;
  try {
    file = decodeURIComponent(last);
  } catch {
    return;
  }
  if (!/\.whl$/i.test(file)) return;
  let parts = file.slice(0, -4).split("-");
  if (parts.length !== 5 && parts.length !== 6) return;
  let [name, version] = parts, [python, abi, platform] = parts.slice(-3);
  if (!name || !version || !python || !abi || !platform) return;
  let split = (s) => s.toLowerCase().split(".").filter(Boolean);
  return { name, version, python: split(python), abi: split(abi), platform: split(platform), file };
}
function cpythonOfTag(tag) {
  let m = /^cp(\d)(\d{1,2})$/.exec(tag);
  return m ? `${m[1]}.${m[2]}` : void 0;
}
function platformOfTag(tag) {
  if (/^(many|musl)?linux.*_x86_64$/.test(tag)) return "linux-x64";
  if (/^(many|musl)?linux.*_aarch64$/.test(tag)) return "linux-arm64";
  if (/^macosx_.*_arm64$/.test(tag)) return "macos-arm64";
  if (/^macosx_.*_(x86_64|intel|universal2?)$/.test(tag)) return tag.endsWith("universal2") ? void 0 : "macos-x64";
  if (tag === "win_amd64") return "windows-x64";
  if (tag === "win_arm64") return "windows-arm64";
}
var YES = { fits: !0 }, no = (why) => ({ fits: !1, why }), unknown = (why) => ({ fits: void 0, why });
function both(a, b) {
  return a.fits === !1 ? a : b.fits === !1 ? b : a.fits === void 0 ? a : b;
}
function anyOf(fits) {
  return fits.find((f) => f.fits === !0) ?? fits.find((f) => f.fits === void 0) ?? fits[0] ?? no("no tag");
}
function interpreterFit(pythonTag, abiTag, t) {
  if (/^py\d*$/.test(pythonTag)) {
    if (abiTag !== "none") return no(`${pythonTag}-${abiTag} is not a tag any interpreter generates`);
    if (pythonTag === "py2") return no("a Python 2 wheel");
    if (pythonTag === "py3") return YES;
    if (!t.python) return unknown("the Python version is not known");
    let m = /^py3(\d+)$/.exec(pythonTag);
    return m && Number(m[1]) <= t.python.minor ? YES : no(`${pythonTag} is newer than Python ${t.python.major}.${t.python.minor}`);
  }
  let cp = /^cp3(\d+)$/.exec(pythonTag);
  if (!cp) return no(`${pythonTag} wheels are for another Python implementation`);
  if (!t.python) return unknown("the Python version is not known");
  if (t.python.implementation !== "cpython")
    return no(`${pythonTag} wheels are for CPython, not ${t.python.implementation}`);
  let minor = Number(cp[1]), own = `cp3${t.python.minor}`;
  if (abiTag === "abi3")
    return t.python.freeThreaded ? no("a free-threaded Python cannot load abi3 wheels") : minor <= t.python.minor ? YES : no(`${pythonTag}-abi3 needs Python 3.${minor} or newer`);
  if (minor !== t.python.minor)
    return no(`${pythonTag} is for Python 3.${minor}, not ${t.python.major}.${t.python.minor}`);
  if (abiTag === "none") return YES;
  let wantAbi = t.python.freeThreaded ? `${own}t` : own;
  return abiTag === wantAbi ? YES : abiTag === `${own}t` ? no(`${pythonTag}-${abiTag} is for the free-threaded build of Python 3.${minor}`) : t.python.freeThreaded && abiTag === own ? no(`${pythonTag}-${abiTag} is for the regular build; this Python is free-threaded`) : no(`ABI ${abiTag} is not this interpreter's`);
}
var LINUX_ARCH = { x64: "x86_64", arm64: "aarch64" }, LEGACY_MANYLINUX = {
  manylinux1: [2, 5],
  manylinux2010: [2, 12],
  manylinux2014: [2, 17]
};
function tagFloor(tag) {
  let g = /^manylinux_(\d+)_(\d+)_/.exec(tag);
  if (g) return { glibc: `${g[1]}.${g[2]}` };
  let legacy = LEGACY_MANYLINUX[/^(manylinux\d+)_/.exec(tag)?.[1] ?? ""];
  if (legacy) return { glibc: `${legacy[0]}.${legacy[1]}` };
  let m = /^macosx_(\d+)_(\d+)_/.exec(tag);
  return m ? { macos: `${m[1]}.${m[2]}` } : {};
}
function versionAtLeast(have, major, minor) {
  let [a = 0, b = 0] = have.split(".").map((n) => Number(n));
  return a > major || a === major && b >= minor;
}
function linuxFit(tag, t) {
  let arch = LINUX_ARCH[t.arch], many = /^manylinux_(\d+)_(\d+)_(\w+)$/.exec(tag), legacy = /^(manylinux1|manylinux2010|manylinux2014)_(\w+)$/.exec(tag), musl = /^musllinux_(\d+)_(\d+)_(\w+)$/.exec(tag), plain = /^linux_(\w+)$/.exec(tag);
  if (plain) return plain[1] === arch ? YES : no(`${tag} is for ${plain[1]}, not ${arch}`);
  if (musl)
    return musl[3] !== arch ? no(`${tag} is for ${musl[3]}, not ${arch}`) : t.libc === "glibc" ? no(`${tag} needs musl; this system has glibc`) : t.libc === "musl" ? unknown("the musl version is not known") : unknown("the C library is not known");
  let parts = many ? { major: Number(many[1]), minor: Number(many[2]), arch: many[3] } : legacy ? { major: LEGACY_MANYLINUX[legacy[1]][0], minor: LEGACY_MANYLINUX[legacy[1]][1], arch: legacy[2] } : void 0;
  return parts ? parts.arch !== arch ? no(`${tag} is for ${parts.arch}, not ${arch}`) : t.libc === "musl" ? no(`${tag} needs glibc; this system has musl`) : t.glibc ? versionAtLeast(t.glibc, parts.major, parts.minor) ? YES : no(`${tag} needs glibc ${parts.major}.${parts.minor}; this system has ${t.glibc}`) : unknown("the glibc version is not known") : no(`${tag} is not a Linux platform tag`);
}
var MAC_FORMATS = {
  arm64: ["arm64", "universal2"],
  x64: ["x86_64", "intel", "fat64", "fat32", "universal2", "universal"]
};
function macFit(tag, t) {
  let m = /^macosx_(\d+)_(\d+)_(\w+)$/.exec(tag);
  if (!m) return no(`${tag} is not a macOS platform tag`);
  let [major, minor, format] = [Number(m[1]), Number(m[2]), m[3]];
  return MAC_FORMATS[t.arch].includes(format) ? t.arch === "arm64" && major === 10 && format !== "universal2" ? no(`${tag} is not an Apple-silicon tag`) : t.macos ? versionAtLeast(t.macos, major, minor) ? YES : no(`${tag} needs macOS ${major}.${minor}; this runner has ${t.macos}`) : unknown("the macOS version is not known") : no(`${tag} is for ${format}, not ${t.arch === "arm64" ? "arm64" : "x86_64"}`);
}
function windowsFit(tag, t) {
  let want = t.python?.pointerBits === 32 ? "win32" : t.arch === "arm64" ? "win_arm64" : "win_amd64";
  return tag === want ? YES : /^win(32|_amd64|_arm64)$/.test(tag) ? no(`${tag} is not this Python's platform (${want})`) : no(`${tag} is not a Windows platform tag`);
}
function platformFit(tag, t) {
  return tag === "any" ? YES : t.os === "linux" ? /linux/.test(tag) ? linuxFit(tag, t) : no(`${tag} is not a Linux wheel`) : t.os === "macos" ? tag.startsWith("macosx_") ? macFit(tag, t) : no(`${tag} is not a macOS wheel`) : tag.startsWith("win") ? windowsFit(tag, t) : no(`${tag} is not a Windows wheel`);
}
function wheelFits(w, t) {
  let interp = anyOf(w.python.flatMap((py) => w.abi.map((abi) => interpreterFit(py, abi, t)))), plat = anyOf(w.platform.map((p) => platformFit(p, t)));
  return both(interp, plat);
}
function describeTarget(t) {
  let py = t.python ? `${t.python.implementation === "cpython" ? "CPython" : t.python.implementation} ${t.python.major}.${t.python.minor}${t.python.freeThreaded ? "t" : ""}` : "Python (version unknown)", where = t.os === "linux" ? `Linux ${LINUX_ARCH[t.arch]}${t.libc === "musl" ? " (musl)" : t.glibc ? ` (glibc ${t.glibc})` : ""}` : t.os === "macos" ? `macOS${t.macos ? ` ${t.macos}` : ""} ${t.arch === "arm64" ? "arm64" : "x86_64"}` : `Windows ${t.arch === "arm64" ? "arm64" : "x64"}`;
  return `${py} on ${where}`;
}

export {
  normalizeName,
  pipFamily,
  condaFamily,
  isTorch,
  bringsTorch,
  parseWheelFile,
  cpythonOfTag,
  platformOfTag,
  tagFloor,
  wheelFits,
  describeTarget
};
