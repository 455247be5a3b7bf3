'use strict';

var shared = require('./shared.js');
var path = require('node:path');
var node_fs = require('node:fs');
var os = require('node:os');
var promises = require('node:fs/promises');
var node_child_process = require('node:child_process');

function _interopNamespaceDefault(e) {
  var n = Object.create(null);
  if (e) {
    Object.keys(e).forEach(function (k) {
      if (k !== 'default') {
        var d = Object.getOwnPropertyDescriptor(e, k);
        Object.defineProperty(n, k, d.get ? d : {
          enumerable: true,
          get: function () { return e[k]; }
        });
      }
    });
  }
  n.default = e;
  return Object.freeze(n);
}

var path__namespace = /*#__PURE__*/_interopNamespaceDefault(path);
var os__namespace = /*#__PURE__*/_interopNamespaceDefault(os);

// src/catalog/conda.ts
var condaChannel = (catalog, channel) => catalog.condaChannels.find((c) => c.channel === channel), condaRelease = (catalog, channel, minor) => catalog.condaReleases.find((r) => r.channel === channel && r.torch === minor);
function pastLastRelease(catalog, channel, minor) {
  let last = condaChannel(catalog, channel)?.last;
  return last !== void 0 && shared.compareDotted(minor, last) > 0;
}
function condaArchsFor(catalog, channel, cuda, torch, subdir) {
  return catalog.condaArchs.find(
    (a) => a.channel === channel && a.cuda === cuda && a.subdirs.includes(subdir) && shared.satisfies(torch, shared.parseSpecifier(a.torch, "condaArchs torch range"))
  );
}

// src/packaging/names.ts
function normalizeName(name) {
  return name.trim().toLowerCase().replace(/[-_.]+/g, "-");
}
var PIP_FAMILY = /* @__PURE__ */ new Set(["torch", "torchvision", "torchaudio"]), CONDA_FAMILY = /* @__PURE__ */ new Set(["pytorch", "pytorch-cuda", "cpuonly", "torchvision", "torchaudio"]);
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
var WHEEL_NAME = /^[\p{L}\p{N}\p{M}_.]+$/u, IDENTIFIER = /^[\p{L}_][\p{L}\p{N}_]*$/u;
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
  if (!WHEEL_NAME.test(name) || name.includes("__") || !shared.parseVersion(version) || parts.length === 6 && !/^\d/.test(parts[2])) return;
  let members = [python, abi, platform].map((p) => p.split("."));
  if (members.some((m) => m.includes("")) || !members[0].every((i) => IDENTIFIER.test(i))) return;
  let split = (s) => s.toLowerCase().split(".");
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
var YES = { fits: !0 }, no = (why) => ({ fits: !1, why }), unknown$1 = (why) => ({ fits: void 0, why });
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
    if (!t.python) return unknown$1("the Python version is not known");
    let m = /^py3(\d+)$/.exec(pythonTag);
    return m && Number(m[1]) <= t.python.minor ? YES : no(`${pythonTag} is newer than Python ${t.python.major}.${t.python.minor}`);
  }
  let cp = /^cp3(\d+)$/.exec(pythonTag);
  if (!cp) return no(`${pythonTag} wheels are for another Python implementation`);
  if (!t.python) return unknown$1("the Python version is not known");
  if (t.python.implementation !== "cpython")
    return no(`${pythonTag} wheels are for CPython, not ${t.python.implementation}`);
  let minor = Number(cp[1]), ft = t.python.freeThreaded;
  if (abiTag === "abi3" || abiTag === "abi3t")
    return ft !== (abiTag === "abi3t") ? no(ft ? "a free-threaded Python cannot load abi3 wheels" : "abi3t wheels are for a free-threaded Python") : minor < 2 ? no(`${pythonTag}-${abiTag}: the stable ABI starts at Python 3.2`) : minor <= t.python.minor ? YES : no(`${pythonTag}-${abiTag} needs Python 3.${minor} or newer`);
  if (minor !== t.python.minor)
    return no(`${pythonTag} is for Python 3.${minor}, not ${t.python.major}.${t.python.minor}`);
  if (abiTag === "none") return YES;
  let own = ownAbi(t.python.minor, ft);
  return abiTag === own ? YES : abiTag === `cp3${minor}t` ? no(`${pythonTag}-${abiTag} is for the free-threaded build of Python 3.${minor}`) : ft && abiTag === `cp3${minor}` ? no(`${pythonTag}-${abiTag} is for the regular build; this Python is free-threaded`) : no(`ABI ${abiTag} is not this interpreter's (${own})`);
}
function ownAbi(minor, freeThreaded) {
  return `cp3${minor}${freeThreaded ? "t" : ""}${minor < 8 ? "m" : ""}`;
}
var LINUX_ARCH = { x64: "x86_64", arm64: "aarch64" }, LEGACY_MANYLINUX = {
  manylinux1: [2, 5],
  manylinux2010: [2, 12],
  manylinux2014: [2, 17]
}, LEGACY_ARCHES = {
  manylinux1: ["x86_64", "i686"],
  manylinux2010: ["x86_64", "i686"],
  manylinux2014: ["x86_64", "i686", "aarch64", "armv7l", "ppc64", "ppc64le", "s390x"]
}, glibcFloor = (arch) => arch === "x86_64" || arch === "i686" ? [2, 5] : [2, 17], LAST_GLIBC2_MINOR = 50;
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
    return musl[3] !== arch ? no(`${tag} is for ${musl[3]}, not ${arch}`) : t.libc === "glibc" ? no(`${tag} needs musl; this system has glibc`) : t.libc === "musl" ? unknown$1("the musl version is not known") : unknown$1("the C library is not known");
  let parts = many ? { major: Number(many[1]), minor: Number(many[2]), arch: many[3] } : legacy ? { major: LEGACY_MANYLINUX[legacy[1]][0], minor: LEGACY_MANYLINUX[legacy[1]][1], arch: legacy[2] } : void 0;
  if (!parts) return no(`${tag} is not a Linux platform tag`);
  if (parts.arch !== arch) return no(`${tag} is for ${parts.arch}, not ${arch}`);
  if (legacy && !LEGACY_ARCHES[legacy[1]].includes(arch)) return no(`${tag} is no tag an installer generates`);
  let [fMajor, fMinor] = glibcFloor(arch);
  if (parts.major < fMajor || parts.major === fMajor && parts.minor < fMinor)
    return no(`${tag} names a glibc older than any manylinux (${fMajor}.${fMinor} on ${arch})`);
  if (t.libc === "musl") return no(`${tag} needs glibc; this system has musl`);
  if (!t.glibc) return unknown$1("the glibc version is not known");
  let glibcMajor = Number(t.glibc.split(".")[0]);
  return parts.major < glibcMajor && parts.minor > LAST_GLIBC2_MINOR ? no(
    `${tag} is no tag an installer generates (glibc ${parts.major}.x ends at ${parts.major}.${LAST_GLIBC2_MINOR})`
  ) : versionAtLeast(t.glibc, parts.major, parts.minor) ? YES : no(`${tag} needs glibc ${parts.major}.${parts.minor}; this system has ${t.glibc}`);
}
var MAC_FORMATS = {
  arm64: ["arm64", "universal2"],
  x64: ["x86_64", "intel", "fat64", "fat3", "universal2", "universal"]
};
function macFit(tag, t) {
  let m = /^macosx_(\d+)_(\d+)_(\w+)$/.exec(tag);
  if (!m) return no(`${tag} is not a macOS platform tag`);
  let [major, minor, format] = [Number(m[1]), Number(m[2]), m[3]];
  return MAC_FORMATS[t.arch].includes(format) ? t.arch === "arm64" && major === 10 && format !== "universal2" ? no(`${tag} is not an Apple-silicon tag`) : major < 10 || major === 10 && minor < 4 ? no(`${tag} names a macOS older than 10.4`) : major >= 11 && minor !== 0 ? no(`${tag} is no tag an installer generates (from macOS 11 on, only ${major}_0)`) : t.macos ? major === 10 && minor > 16 && versionAtLeast(t.macos, 11, 0) ? no(`${tag} is no tag an installer generates on macOS ${t.macos} (10.x ends at 10.16)`) : versionAtLeast(t.macos, major, minor) ? YES : no(`${tag} needs macOS ${major}.${minor}; this runner has ${t.macos}`) : unknown$1("the macOS version is not known") : no(`${tag} is for ${format}, not ${t.arch === "arm64" ? "arm64" : "x86_64"}`);
}
function windowsFit(tag, t) {
  let want = t.python?.pointerBits === 32 ? "win32" : t.arch === "arm64" ? "win_arm64" : "win_amd64";
  return tag === want ? YES : /^win(32|_amd64|_arm64)$/.test(tag) ? no(`${tag} is not this Python's platform (${want})`) : no(`${tag} is not a Windows platform tag`);
}
function platformFit(tag, t) {
  return tag === "any" ? YES : t.os === "linux" ? /linux/.test(tag) ? linuxFit(tag, t) : no(`${tag} is not a Linux wheel`) : t.os === "macos" ? tag.startsWith("macosx_") ? macFit(tag, t) : no(`${tag} is not a macOS wheel`) : tag.startsWith("win") ? windowsFit(tag, t) : no(`${tag} is not a Windows wheel`);
}
function wheelFits$1(w, t) {
  let interp = anyOf(w.python.flatMap((py) => w.abi.map((abi) => interpreterFit(py, abi, t)))), plat = anyOf(w.platform.map((p) => platformFit(p, t)));
  return both(interp, plat);
}
function describeTarget(t) {
  let py = t.python ? `${t.python.implementation === "cpython" ? "CPython" : t.python.implementation} ${t.python.major}.${t.python.minor}${t.python.freeThreaded ? "t" : ""}` : "Python (version unknown)", where = t.os === "linux" ? `Linux ${LINUX_ARCH[t.arch]}${t.libc === "musl" ? " (musl)" : t.glibc ? ` (glibc ${t.glibc})` : ""}` : t.os === "macos" ? `macOS${t.macos ? ` ${t.macos}` : ""} ${t.arch === "arm64" ? "arm64" : "x86_64"}` : `Windows ${t.arch === "arm64" ? "arm64" : "x64"}`;
  return `${py} on ${where}`;
}

// src/formats/lock.ts
var LOCKED_NAMES = ["torch", "torchvision", "torchaudio"];

// src/formats/plain-array.ts
var PAIR = /([A-Za-z0-9_-]+) = (?:"([^"\\\u0000-\u0008\u000a-\u001f\u007f]*)"|(0|[1-9][0-9]*))(?:, |$)/y, LINE = /^\s*\{ (.+) \},?\s*$/;
function plainInlineTable(line) {
  let inner = LINE.exec(line)?.[1];
  if (inner === void 0) return;
  let out = /* @__PURE__ */ Object.create(null);
  for (PAIR.lastIndex = 0; PAIR.lastIndex < inner.length; ) {
    let m = PAIR.exec(inner);
    if (!m) return;
    let key = m[1];
    if (key in out || key === "__proto__") return;
    out[key] = m[2] ?? Number(m[3]);
  }
  return out;
}
function plainArray(lines, key) {
  let from = lines.indexOf(`${key} = [`);
  if (from < 0 || lines.slice(1, from).some((l) => l.trimStart().startsWith("["))) return;
  let tables = [];
  for (let i = from + 1; i < lines.length; i++) {
    if (lines[i] === "]") return { from, to: i, tables };
    let t = plainInlineTable(lines[i]);
    if (!t) return;
    tables.push(t);
  }
}

// src/formats/lock-blocks.ts
function packagesOf(text, header) {
  let lines = text.split(/\r?\n/), starts = [];
  return lines.forEach((l, i) => {
    l.trim() === header && starts.push(i);
  }), { header, lines, starts };
}
var NAME$1 = /^name\s*=\s*["']([A-Za-z0-9._-]+)["']\s*$/, normalize = normalizeName;
function rootTables({ lines, starts }, file) {
  let out = [];
  return starts.forEach((start, k) => {
    let end = starts[k + 1] ?? lines.length, head = lines.slice(start + 1, Math.min(end, start + 6)).join(`
`);
    if (!/^source = \{ (virtual|editable) = "\." \}/m.test(head)) return;
    let table = entryTable(lines.slice(start, end), "package", file, start);
    table && out.push(table);
  }), out;
}
function torchBlocks({ header, lines, starts }, file, plain = []) {
  let out = [];
  return starts.forEach((start, k) => {
    let end = starts[k + 1] ?? lines.length, name;
    for (let i = start + 1; i < end && name === void 0; i++) {
      let m = NAME$1.exec(lines[i].trim());
      if (m) name = normalize(m[1]);
      else if (lines[i].trim().startsWith("[")) break;
    }
    if (!name || !LOCKED_NAMES.includes(name)) return;
    let body = lines.slice(start, end), table = parseEntry(body, header === "[[package]]" ? "package" : "packages", file, start, plain);
    table && out.push({ line: start + 1, lines: body, table, name });
  }), out;
}
function entryTable(lines, key, file, start) {
  return parseBlock(lines.join(`
`), file, start)[key]?.[0];
}
function parseEntry(body, key, file, start, plain) {
  let whole = () => entryTable(body, key, file, start), lifted = plain.map((k) => [k, plainArray(body, k)]).filter(([, a]) => a !== void 0);
  if (!lifted.length) return whole();
  let rest = [...body];
  for (let [, a] of lifted) rest.fill("", a.from, a.to + 1);
  let table = entryTable(rest, key, file, start);
  if (!table || lifted.some(([k]) => k in table)) return whole();
  for (let [k, a] of lifted) table[k] = a.tables;
  return table;
}
var quotedLines = shared.derived("lock-block-quoted-lines", (block) => {
  let index = /* @__PURE__ */ new Map();
  return block.lines.forEach((l, i) => {
    for (let s of quoted(l)) index.has(s) || index.set(s, i);
  }), index;
}), QUOTED = /"((?:[^"\\]|\\.)*)"|'([^']*)'/g;
function quoted(line) {
  return !line.includes('"') && !line.includes("'") ? [] : Array.from(line.matchAll(QUOTED), (m) => m[1] ?? m[2]);
}
function lineOf(block, needle, fallback = block.line) {
  let i = quotedLines(block).get(needle);
  return i === void 0 ? fallback : block.line + i;
}
var nameLine = (block) => block.line + Math.max(
  0,
  block.lines.findIndex((l) => NAME$1.test(l.trim()))
), str = (v) => typeof v == "string" ? v : void 0, records = (v) => Array.isArray(v) ? v.filter((x) => typeof x == "object" && x !== null && !Array.isArray(x)) : [], record = (v) => typeof v == "object" && v !== null && !Array.isArray(v) ? v : void 0;
function parseBlock(text, file, offset) {
  try {
    return shared.parse(text);
  } catch (e) {
    let first = (e instanceof Error ? e.message : String(e)).split(`
`)[0].replace(/^Invalid TOML document:\s*/, ""), at = e instanceof shared.TomlError ? `${offset + e.line}:${e.column}` : `${offset + 1}`;
    throw new shared.InputError(`${file}:${at}: not valid TOML: ${first}`);
  }
}

// src/platform/platform.ts
var PLATFORMS = [
  "linux-x64",
  "linux-arm64",
  "macos-x64",
  "macos-arm64",
  "windows-x64",
  "windows-arm64"
], PLATFORM_KEYS = {
  linux: { x64: "linux-x64", arm64: "linux-arm64" },
  macos: { x64: "macos-x64", arm64: "macos-arm64" },
  windows: { x64: "windows-x64", arm64: "windows-arm64" }
}, platformKey = (os, arch) => PLATFORM_KEYS[os][arch], PIXI_PLATFORMS = {
  "linux-x64": "linux-64",
  "linux-arm64": "linux-aarch64",
  "macos-x64": "osx-64",
  "macos-arm64": "osx-arm64",
  "windows-x64": "win-64",
  "windows-arm64": "win-arm64"
}, pixiPlatform = (p) => PIXI_PLATFORMS[p], OS_ALIASES = {
  linux: "linux",
  ubuntu: "linux",
  macos: "macos",
  mac: "macos",
  osx: "macos",
  darwin: "macos",
  windows: "windows",
  win: "windows",
  win32: "windows"
}, ARCH_ALIASES = {
  x64: "x64",
  amd64: "x64",
  x86_64: "x64",
  "x86-64": "x64",
  arm64: "arm64",
  aarch64: "arm64"
}, lookup = (table, word) => Object.hasOwn(table, word) ? table[word] : void 0;
function parseOs(input) {
  let os = lookup(OS_ALIASES, input.trim().toLowerCase());
  if (!os)
    throw new shared.InputError(
      `OS ${JSON.stringify(input.slice(0, 40))} is not understood; expected linux, macos or windows`
    );
  return os;
}
function parseArch(input) {
  let arch = lookup(ARCH_ALIASES, input.trim().toLowerCase());
  if (!arch)
    throw new shared.InputError(`arch ${JSON.stringify(input.slice(0, 40))} is not understood; expected x64 or arm64`);
  return arch;
}
function osFromNode(platform) {
  return platform === "linux" ? "linux" : platform === "darwin" ? "macos" : platform === "win32" ? "windows" : void 0;
}
function archFromMachine(machine) {
  return lookup(ARCH_ALIASES, machine.trim().toLowerCase());
}
var OS_LABEL = { linux: "Linux", macos: "macOS", windows: "Windows" }, ARCH_LABEL = { x64: "x86_64", arm64: "arm64" }, PLATFORM_LABEL = Object.fromEntries(
  PLATFORMS.map((p) => {
    let [os, arch] = p.split("-");
    return [p, `${OS_LABEL[os]} ${ARCH_LABEL[arch]}`];
  })
);
function platformLabel(p) {
  return PLATFORM_LABEL[p];
}

// src/platform/variant.ts
var VARIANT_PATTERN = /^(?:cpu|xpu|cu\d{3}|rocm(\d+\.\d+(?:\.\d+)?))$/, isVariantName = (text) => VARIANT_PATTERN.test(text);
function variantKind(text) {
  if (!(text === void 0 || !VARIANT_PATTERN.test(text)))
    return text === "cpu" || text === "xpu" ? text : text.startsWith("cu") ? "cuda" : "rocm";
}
var isCuda = (text) => variantKind(text) === "cuda", isRocm = (text) => variantKind(text) === "rocm", sameKind = (a, b) => variantKind(a) !== void 0 && variantKind(a) === variantKind(b), rocmVersion = (text) => VARIANT_PATTERN.exec(text)?.[1];
function cudaVariant(text) {
  let m = /^(?:cuda[-_ ]?|cu)?(\d{2})\.(\d)(?:\.\d+)?$/.exec(text.trim().toLowerCase());
  return m ? `cu${m[1]}${m[2]}` : void 0;
}
function rocmVariant(text) {
  let m = /^rocm[-_ ]?(\d+\.\d+(?:\.\d+)?)$/.exec(text.trim().toLowerCase());
  return m ? `rocm${m[1]}` : void 0;
}
function variantOfLabel(label) {
  if (!label) return;
  let m = /^(cpu|xpu|cu\d{3}|rocm\d+\.\d+(?:\.\d+)?)(?:$|\.(?!\d))/.exec(label.toLowerCase());
  return m ? m[1] : void 0;
}
function sameBuild(a, b) {
  let norm = (v) => v?.replace(/^(rocm\d+\.\d+)\.0$/, "$1"), va = norm(variantOfLabel(a)), vb = norm(variantOfLabel(b));
  return va !== void 0 || vb !== void 0 ? va === vb : a.toLowerCase() === b.toLowerCase();
}
var isPlainVariant = (label) => label !== void 0 && variantOfLabel(label) === label.toLowerCase();

// src/formats/convert.ts
function checked(pep440, original, dialect) {
  return shared.parseSpecifier(pep440, `${dialect} constraint ${JSON.stringify(original)}`), pep440;
}
function bump(release, at2) {
  let parts = release.slice(0, at2 + 1);
  return parts[at2] = (parts[at2] ?? 0) + 1, parts.join(".");
}
function poetryToPep440(input) {
  let text = input.trim();
  if (text === "" || text === "*") return { pep440: "" };
  if (text.includes("||"))
    throw new shared.InputError(
      `Poetry constraint ${JSON.stringify(text)} uses "||", which has no PEP 440 equivalent; split it into separate constraints with markers`
    );
  let clauses = text.split(/\s*,\s*|\s+(?=[<>=!~^])/).filter(Boolean), out = [], local;
  for (let clause of clauses) {
    let m = /^(\^|~(?!=))\s*(.+)$/.exec(clause);
    if (m) {
      let v = shared.parseVersion(m[2] ?? "");
      if (!v)
        throw new shared.InputError(`Poetry constraint ${JSON.stringify(text)}: ${JSON.stringify(m[2])} is not a version`);
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
  return local ??= shared.parseSpecifier(pep440).local, { pep440, ...local ? { local } : {} };
}
function condaToPep440(input) {
  let text = input.trim();
  if (text === "" || text === "*") return "";
  if (text.includes("|"))
    throw new shared.InputError(
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
  let v = shared.parseVersion(w.version);
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
    if (!OPERATOR.test(c)) throw new shared.InputError(`${what}: ${JSON.stringify(c)} needs an operator such as == or >=`);
  let specifier = clauses.join(","), parsed = shared.parseSpecifier(specifier, what);
  return { specifier, ...parsed.local ? { local: parsed.local } : {} };
}
function parseRequirement(text) {
  return parseRequirementOf(text, pipFamily);
}
var otherPackage = (name) => pipFamily(name) ? void 0 : normalizeName(name);
function parseOtherRequirement(text) {
  return parseRequirementOf(text, otherPackage);
}
function parseRequirementOf(text, accept) {
  let trimmedStart = text.length - text.trimStart().length, t = text.trim();
  if (t === "") return;
  let lineBreak = /[\r\n]/.test(text.trimStart());
  if (URLISH.test(t) || /^[./\\]|^[A-Za-z]:[\\/]/.test(t)) {
    let [url = "", ...rest2] = t.split(/\s+;\s*|;\s+/), w = parseWheelName(url), pkg2 = w ? accept(w.name) : void 0;
    if (!w || !pkg2) return;
    let marker2 = rest2.join("; ").trim();
    return marker2 && shared.parseMarker(marker2), {
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
  let pkg = accept(head.name);
  if (!pkg) return;
  let what = `requirement ${JSON.stringify(t.length > 100 ? `${t.slice(0, 97)}...` : t)}`;
  if (lineBreak) throw new shared.InputError(`${what}: a line break inside a requirement`);
  let rest = head.rest, extras = [], ex = /^\s*\[([^\]]*)\]/.exec(rest);
  if (ex) {
    if (extras = ex[1].trim() === "" ? [] : ex[1].split(",").map((e) => e.trim()), extras.some((e) => !/^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/.test(e)))
      throw new shared.InputError(`${what}: extras ${JSON.stringify(ex[0].trim())} are not valid`);
    rest = rest.slice(ex[0].length);
  } else if (/^\s*\[/.test(rest))
    throw new shared.InputError(`${what}: missing "]" after the extras`);
  let nameOffset = head.offset, at2 = /^\s*@\s*/.exec(rest);
  if (at2) {
    rest = rest.slice(at2[0].length);
    let urlMatch = /^(\S+)/.exec(rest);
    if (!urlMatch) throw new shared.InputError(`${what}: "@" must be followed by a URL`);
    let url = urlMatch[1];
    if (url.endsWith(";"))
      throw new shared.InputError(`${what}: a marker after a URL needs a space before ";" (the ";" reads as part of the URL)`);
    let after = rest.slice(url.length), marker2, semi2 = /^\s*;(.*)$/s.exec(after);
    if (semi2) marker2 = semi2[1].trim();
    else if (after.trim() !== "")
      throw new shared.InputError(`${what}: unexpected ${JSON.stringify(after.trim())} after the URL (a marker needs " ; ")`);
    marker2 && shared.parseMarker(marker2);
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
  if (semi >= 0 && !marker) throw new shared.InputError(`${what}: empty marker after ";"`);
  if (/[^\s=<>!~(,]\s+[A-Za-z_]/.test(specText.trim()))
    throw new shared.InputError(
      `${what}: one line holds more than one requirement, which pip rejects; put each on its own line`
    );
  let spec = normalizeSpecifier(specText, what);
  return marker && shared.parseMarker(marker), {
    package: pkg,
    nameOffset,
    extras,
    specifier: spec.specifier,
    ...spec.local ? { local: spec.local } : {},
    ...marker ? { marker } : {}
  };
}

// src/formats/pin.ts
var noAlternatives = () => ({ extras: {}, groups: {}, environments: {}, conflicts: [] });

// src/formats/file-result.ts
var emptyResult = () => ({
  pins: [],
  others: [],
  indexes: [],
  includes: [],
  alternatives: noAlternatives()
});
function at$1(file, line, column, fn) {
  try {
    return fn();
  } catch (e) {
    throw e instanceof shared.InputError ? new shared.InputError(`${file}:${line}${column ? `:${column}` : ""}: ${e.message}`) : e;
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
function readOther(text) {
  try {
    let req = parseOtherRequirement(text);
    return req && { req };
  } catch (e) {
    if (!(e instanceof shared.InputError)) throw e;
    let head = requirementName(text);
    return !head || pipFamily(head.name) ? void 0 : { name: normalizeName(head.name), nameOffset: head.offset, problem: e.message };
  }
}
var otherOffset = (r) => "req" in r ? r.req.nameOffset : r.nameOffset;
function otherPinFrom(r, origin, location, more = {}) {
  if ("req" in r) return pinFrom(r.req, origin, location, more);
  let group = more.group ? { group: more.group, ...more.alternative ? { alternative: more.alternative } : {} } : {};
  return { package: r.name, specifier: "", origin, ...group, location, unreadable: r.problem };
}

// src/formats/conda/names.ts
function condaCudaVariant(spec) {
  let version = /\d+\.\d+/.exec(spec)?.[0];
  return version ? cudaVariant(version) : void 0;
}
function condaPackage(name) {
  let n = name.trim().toLowerCase();
  if (n === "pytorch-gpu") return { package: "pytorch", build: "cuda" };
  if (n === "pytorch-cpu") return { package: "pytorch", build: "cpu" };
  let pkg = condaFamily(name);
  return pkg ? { package: pkg } : void 0;
}
var channelName = (c) => c.replace(/\/+$/, "").replace(/^https?:\/\/(conda\.anaconda\.org|prefix\.dev|repo\.prefix\.dev)\//, "");

// src/packaging/marker-env.ts
var SYS_PLATFORM = { linux: "linux", macos: "darwin", windows: "win32" }, PLATFORM_SYSTEM = { linux: "Linux", macos: "Darwin", windows: "Windows" }, MACHINE = {
  "linux-x64": "x86_64",
  "linux-arm64": "aarch64",
  "macos-x64": "x86_64",
  "macos-arm64": "arm64",
  "windows-x64": "AMD64",
  "windows-arm64": "ARM64"
};
function markerEnv(env) {
  let py = env.python, arch = (py?.machine ? archFromMachine(py.machine) : void 0) ?? env.arch, out = {
    sys_platform: SYS_PLATFORM[env.os],
    platform_system: PLATFORM_SYSTEM[env.os],
    os_name: env.os === "windows" ? "nt" : "posix",
    platform_machine: MACHINE[`${env.os}-${arch}`]
  };
  if (py) {
    out.python_version = `${py.major}.${py.minor}`, out.python_full_version = py.full ?? [`${py.major}.${py.minor}.0`, `${py.major}.${py.minor}.99`];
    let impl = {
      cpython: ["cpython", "CPython"],
      pypy: ["pypy", "PyPy"],
      graalpy: ["graalpy", "GraalVM"],
      other: [void 0, void 0]
    }[py.implementation];
    impl[0] && (out.implementation_name = impl[0]), impl[1] && (out.platform_python_implementation = impl[1]), py.implementation === "cpython" && (out.implementation_version = out.python_full_version);
  }
  return { ...out, ...py?.markers };
}

// src/packaging/marker-applies.ts
function markerApplies(text, vars) {
  let marker;
  try {
    marker = shared.parseMarker(text);
  } catch (e) {
    return { value: void 0, why: { kind: "unreadable", error: e instanceof Error ? e.message : String(e) } };
  }
  let value = shared.evaluateMarker(marker, vars);
  if (value !== void 0) return { value };
  let foreign = shared.unknownVariables(marker);
  if (foreign.length) return { value, why: { kind: "undefined-variables", names: foreign } };
  let unknown = shared.markerVariables(marker).filter((v) => vars[v] === void 0 || Array.isArray(vars[v]));
  return { value, why: { kind: "unknown-values", names: unknown } };
}

// src/formats/toml.ts
function parseToml(text, file) {
  try {
    return shared.parse(text);
  } catch (e) {
    if (e instanceof shared.TomlError) {
      let first = e.message.split(`
`)[0].replace(/^Invalid TOML document:\s*/, "");
      throw new shared.InputError(`${file}:${e.line}:${e.column}: not valid TOML: ${first}`);
    }
    throw new shared.InputError(`${file}: not valid TOML: ${e instanceof Error ? e.message.split(`
`)[0] : String(e)}`);
  }
}

// src/formats/toml-layout.ts
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
var tableId = (path, arrayIndex) => `${path.join("\0")}${arrayIndex ?? ""}`, indexOf$1 = shared.derived("toml-layout-index", (layout) => {
  let tables = shared.groupBy(layout.tables, (t) => tableId(t.path));
  for (let [k, v] of shared.groupBy(layout.tables, (t) => tableId(t.path, t.arrayIndex))) tables.set(k, v);
  return {
    tables,
    strings: shared.groupBy(layout.strings, (s) => s.value),
    keys: shared.groupBy(layout.keys, (k) => k.key),
    skips: /* @__PURE__ */ new WeakMap()
  };
}), fromLine = (list, line) => shared.firstAtLeast(list, (t) => t.line, line);
function tableRanges(layout, path, arrayIndex) {
  return indexOf$1(layout).tables.get(tableId(path, arrayIndex)) ?? [];
}
function locateString(layout, path, value, used, key) {
  let ix = indexOf$1(layout), list = ix.strings.get(value);
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
    r = shared.firstAtLeast(ranges, (t) => t.endLine, hit.line, r + 1);
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
  let list = indexOf$1(layout).keys.get(key);
  if (!list) return;
  let hit = list[fromLine(list, Math.max(range.startLine, 1))];
  return hit && hit.line <= range.endLine ? hit : void 0;
}
function locateKeyInTable(layout, path, key, arrayIndex) {
  let list = indexOf$1(layout).keys.get(key);
  for (let ranges of arrayIndex === void 0 ? candidates(layout, path) : [tableRanges(layout, path, arrayIndex)]) {
    let k = list && firstInRanges(ranges, (range) => list[fromLine(list, Math.max(range.startLine, 1))]);
    if (k) return { line: k.line, column: k.column };
  }
  let t = tableRanges(layout, path, arrayIndex)[0];
  return { line: Math.max(1, t?.startLine ?? 1), column: 1 };
}

// src/formats/pixi/manifest.ts
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
function readChannels(root, out) {
  for (let table of ["workspace", "project"]) {
    let t = root[table], list = isRecord(t) && Array.isArray(t.channels) ? t.channels : void 0;
    if (list) {
      out.channels = list.map((c) => typeof c == "string" ? c : isRecord(c) && typeof c.channel == "string" ? c.channel : void 0).filter((c) => c !== void 0).map(channelName);
      return;
    }
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
  readEnvironments(root, prefix, file, layout, out), readPlatforms(root, prefix, file, layout, out), readChannels(root, out);
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
      let family = pipFamily(name), tablePath = [...scope.path, "pypi-dependencies"], loc = locateKeyInTable(layout, tablePath, name), where = { file, ...loc }, read = (pkg) => {
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
          route: "pixi",
          ...scope.group ? { group: scope.group, alternative: "feature" } : {},
          location: where
        };
      };
      if (family) {
        out.pins.push(at$1(file, loc.line, loc.column, () => read(family)));
        continue;
      }
      try {
        out.others.push(read(normalizeName(name)));
      } catch (e) {
        if (!(e instanceof shared.InputError)) throw e;
        out.others.push({
          package: normalizeName(name),
          specifier: "",
          origin: "pixi",
          ...scope.group ? { group: scope.group, alternative: "feature" } : {},
          location: where,
          unreadable: e.message
        });
      }
    }
    let conda = isRecord(base.dependencies) ? base.dependencies : {};
    for (let [name, value] of Object.entries(conda)) {
      let loc = locateKeyInTable(layout, [...scope.path, "dependencies"], name), t = isRecord(value) ? value : { version: value }, version = typeof t.version == "string" ? t.version : "";
      if (name === "python" && version && scope.group !== void 0 && scope.path.at(-2) !== "target" && !out.alternatives.featurePythons?.[scope.group] && ((out.alternatives.featurePythons ??= {})[scope.group] = {
        specifier: at$1(file, loc.line, loc.column, () => condaToPep440(version)),
        location: { file, ...loc }
      }), name === "python" && version && scope.group === void 0 && scope.path.at(-2) !== "target") {
        out.envPython ??= {
          specifier: at$1(file, loc.line, loc.column, () => condaToPep440(version)),
          location: { file, ...loc }
        };
        continue;
      }
      if (name === "python") continue;
      let named = condaPackage(name);
      if (!named) continue;
      let pkg = named.package, specifier = at$1(file, loc.line, loc.column, () => condaToPep440(version)), local = pkg === "pytorch-cuda" ? condaCudaVariant(version) : void 0, build = typeof t.build == "string" ? t.build : named.build;
      out.pins.push({
        package: pkg,
        specifier,
        ...local ? { local } : {},
        ...build ? { build } : {},
        ...scope.marker ? { marker: scope.marker } : {},
        ...typeof t.channel == "string" ? { channel: channelName(t.channel) } : {},
        origin: "conda",
        route: "pixi",
        ...scope.group ? { group: scope.group, alternative: "feature" } : {},
        location: { file, ...loc }
      });
    }
  }
}
function readPixiToml(text, file) {
  let data = parseToml(text, file), out = emptyResult();
  return readPixi(data, [], file, tomlLayout(text), out), out;
}

// src/formats/pixi/index.ts
var pixiToml = {
  name: "pixi.toml",
  fileNames: ["pixi.toml"],
  takes: (base) => base === "pixi.toml",
  discover: { top: /^pixi\.toml$/ },
  origins: ["pixi", "conda"],
  read: { file: readPixiToml }
}, pixiLock = {
  kind: "pixi",
  fileNames: ["pixi.lock"],
  takes: (base) => base === "pixi.lock",
  // The reader, and with it the YAML parser, loads only when a pixi.lock is read.
  parser: async () => (await Promise.resolve().then(function () { return require('./lock-OWMHL2TY.js'); })).readPixiLock,
  picks: "environments",
  torchPins: ["torch", "pytorch"],
  fixes: {
    noWheel: "Add this platform to the workspace `platforms` and run `pixi lock`, or run on a platform the lock covers.",
    stale: "Run `pixi lock` and commit pixi.lock."
  },
  install: { program: "pixi", commands: ["install", "run"], runs: "run", environments: !0 },
  pinOrigin: "pixi"
}, pixi = { name: "pixi", pins: [pixiToml], locks: [pixiLock] };

// src/formats/poetry/poetry-lock.ts
function readPoetryLock(text, file) {
  let dists = [];
  for (let b of torchBlocks(packagesOf(text, "[[package]]"), file)) {
    let t = b.table, wheels = [], sdist = !1;
    for (let f of records(t.files)) {
      let name = str(f.file);
      if (!name) continue;
      let wheel = parseWheelFile(name);
      wheel ? wheels.push({ wheel, line: lineOf(b, name) }) : sdist = !0;
    }
    let source = record(t.source), type = str(source?.type), url = str(source?.url), index = type === "legacy" ? url : void 0, direct = type && type !== "legacy" ? url : void 0, m = t.markers, markerList = typeof m == "string" ? [m] : Object.values(record(m) ?? {}).filter((x) => typeof x == "string");
    dists.push({
      name: b.name,
      version: str(t.version) ?? "",
      ...index ? { index } : {},
      ...markerList.length ? { marker: markerList.map((x) => `(${x})`).join(" or ") } : {},
      wheels,
      sdist,
      ...direct && !wheels.length ? { direct } : {},
      location: { file, line: nameLine(b) }
    });
  }
  return { kind: "poetry", file, dists };
}

// src/formats/poetry/index.ts
var poetryLock = {
  kind: "poetry",
  fileNames: ["poetry.lock"],
  takes: (base) => base === "poetry.lock",
  parser: () => Promise.resolve(readPoetryLock),
  picks: "markers",
  torchPins: ["torch"],
  fixes: {
    noWheel: "Run on a runner the lock covers, or add a source with a wheel for this platform for torch and run `poetry lock`.",
    stale: "Run `poetry lock` and commit poetry.lock."
  },
  install: { program: "poetry", commands: ["install", "sync"], installsProject: !0 },
  pinOrigin: "poetry"
}, poetry = { name: "poetry", pins: [], locks: [poetryLock] };

// src/formats/pylock/pylock.ts
function readPylock(text, file) {
  let dists = [];
  for (let b of torchBlocks(packagesOf(text, "[[packages]]"), file)) {
    let t = b.table, wheels = [];
    for (let w of records(t.wheels)) {
      let ref = str(w.name) ?? str(w.url) ?? str(w.path), wheel = ref ? parseWheelFile(ref) : void 0;
      wheel && ref && wheels.push({ wheel, line: lineOf(b, str(w.url) ?? str(w.path) ?? ref) });
    }
    let vcs = record(t.vcs), archive = record(t.archive), directory = record(t.directory), direct = str(vcs?.url) ?? str(archive?.url) ?? str(archive?.path) ?? str(directory?.path);
    dists.push({
      name: b.name,
      version: str(t.version) ?? "",
      ...str(t.index) ? { index: str(t.index) } : {},
      ...str(t.marker) ? { marker: str(t.marker) } : {},
      wheels,
      sdist: record(t.sdist) !== void 0,
      ...direct && !wheels.length ? { direct } : {},
      location: { file, line: nameLine(b) }
    });
  }
  let defaultGroups = defaultGroupsOf(text);
  return { kind: "pylock", file, dists, ...defaultGroups ? { defaultGroups } : {} };
}
function defaultGroupsOf(text) {
  let first = text.search(/^\s*\[/m), head;
  try {
    head = shared.parse(first < 0 ? text : text.slice(0, first));
  } catch {
    return;
  }
  let groups = head["default-groups"];
  return Array.isArray(groups) ? groups.filter((g) => typeof g == "string") : void 0;
}

// src/formats/pylock/index.ts
var pylockToml = {
  kind: "pylock",
  fileNames: ["pylock.toml"],
  takes: (base) => base === "pylock.toml" || /^pylock\.[^.]+\.toml$/.test(base),
  parser: () => Promise.resolve(readPylock),
  picks: "markers",
  torchPins: ["torch"],
  fixes: {
    noWheel: "Run on a runner the lock covers, or re-export the lock from a resolution that includes this platform.",
    stale: "Export the lock again and commit it."
  },
  // `uv sync` reads only uv.lock and installs a pylock.toml never (`uv pip sync` and
  // `uv pip install -r` take it as a requirements file): no project command installs from it.
  install: void 0,
  pinOrigin: "requirements"
}, pylock = { name: "pylock", pins: [], locks: [pylockToml] };

// src/formats/uv/uv-lock.ts
var refKey = (name, version, registry) => `${name}|${version}|${registry ?? ""}`;
function projectMarkers(packages, file) {
  let out = /* @__PURE__ */ new Map(), add = (ref, when) => {
    let name = str(ref.name);
    if (!name) return;
    let key = refKey(normalize(name), str(ref.version) ?? "", str(record(ref.source)?.registry)), own = str(ref.marker), marker = [when, own].filter(Boolean).map((m) => `(${m})`).join(" and ") || 'python_version >= "0"';
    out.set(key, [...out.get(key) ?? [], marker]);
  };
  for (let root of rootTables(packages, file)) {
    let pkg = normalize(str(root.name) ?? "");
    for (let ref of records(root.dependencies)) add(ref, void 0);
    for (let [extra, list] of Object.entries(record(root["optional-dependencies"]) ?? {}))
      for (let ref of records(list)) add(ref, `extra == 'extra-${pkg.length}-${pkg}-${extra}'`);
    for (let [group, list] of Object.entries(record(root["dev-dependencies"]) ?? {}))
      for (let ref of records(list)) add(ref, `extra == 'group-${pkg.length}-${pkg}-${group}'`);
  }
  return out;
}
function readUvLock(text, file) {
  let dists = [], packages = packagesOf(text, "[[package]]"), taken = projectMarkers(packages, file);
  for (let b of torchBlocks(packages, file, ["wheels"])) {
    let t = b.table, source = record(t.source) ?? {}, markers = Array.isArray(t["resolution-markers"]) ? t["resolution-markers"].filter((m) => typeof m == "string") : [], wheels = [];
    for (let w of records(t.wheels)) {
      let url = str(w.url) ?? str(w.path) ?? str(w.filename), wheel = url ? parseWheelFile(url) : void 0;
      wheel && url && wheels.push({ wheel, line: lineOf(b, url) });
    }
    let direct = str(source.git) ?? str(source.url) ?? str(source.path) ?? str(source.directory) ?? str(source.editable), refs = taken.size ? taken.get(refKey(b.name, str(t.version) ?? "", str(source.registry))) : void 0, forks = markers.length ? markers.map((m) => `(${m})`).join(" or ") : void 0, byProject = refs ? refs.map((m) => `(${m})`).join(" or ") : void 0, marker = forks && byProject ? `(${forks}) and (${byProject})` : forks ?? byProject;
    dists.push({
      name: b.name,
      version: str(t.version) ?? "",
      ...str(source.registry) ? { index: str(source.registry) } : {},
      // A fork's markers: the entry is used where any of them holds (and the project takes it).
      ...marker ? { marker } : {},
      wheels,
      sdist: record(t.sdist) !== void 0,
      ...direct && !wheels.length ? { direct } : {},
      location: { file, line: nameLine(b) }
    });
  }
  return { kind: "uv", file, dists };
}

// src/formats/uv/index.ts
var uvLock = {
  kind: "uv",
  fileNames: ["uv.lock"],
  takes: (base) => base === "uv.lock",
  parser: () => Promise.resolve(readUvLock),
  picks: "markers",
  torchPins: ["torch"],
  fixes: {
    noWheel: "Run on a runner the lock covers, or make the index that has a wheel for this platform reachable for torch (tool.uv.sources / tool.uv.index) and run `uv lock`.",
    stale: "Run `uv lock` and commit uv.lock; `uv sync --locked` refuses a stale lock."
  },
  install: { program: "uv", commands: ["sync"], installsProject: !0 },
  pinOrigin: "uv"
}, uv = { name: "uv", pins: [], locks: [uvLock] };

// src/locks/formats.ts
var FORMATS_WITH_LOCKS = [uv, poetry, pylock, pixi], LOCK_FORMATS = FORMATS_WITH_LOCKS.flatMap((f) => f.locks), LOCK_INSTALLS = [
  ...new Set(LOCK_FORMATS.flatMap((f) => f.install ? [f.install] : []))
];
function lockFormatOf(file) {
  let base = path.basename(file).toLowerCase();
  return LOCK_FORMATS.find((f) => f.takes(base));
}
var lockKindOf = (file) => lockFormatOf(file)?.kind;
function lockFormat(kind) {
  return LOCK_FORMATS.find((f) => f.kind === kind);
}
async function parseLock(text, file, kind) {
  return (await lockFormat(kind).parser())(text, file);
}
async function lockParser(kinds) {
  let loaded = /* @__PURE__ */ new Map();
  for (let kind of new Set(kinds)) loaded.set(kind, await lockFormat(kind).parser());
  return (text, file, kind) => {
    let parse2 = loaded.get(kind);
    if (!parse2) throw new Error(`the ${kind} lock reader was not loaded`);
    return parse2(text, file);
  };
}
var installsFrom = (installer, lock) => lockFormat(lock.kind).install?.program === installer;

// src/platform/wheel-platform.ts
function wheelPlatform(env) {
  let own = env.python?.machine ? archFromMachine(env.python.machine) : void 0;
  return platformKey(env.os, own ?? env.arch);
}
function isEmulated(env) {
  return wheelPlatform(env) !== platformKey(env.os, env.arch);
}

// src/packaging/tag-target.ts
function tagTarget(env, python = env.python) {
  let [os, arch] = wheelPlatform(env).split("-");
  return {
    os,
    arch,
    ...python ? {
      python: {
        major: python.major,
        minor: python.minor,
        implementation: python.implementation,
        freeThreaded: python.freeThreaded,
        ...python.pointerBits ? { pointerBits: python.pointerBits } : {}
      }
    } : {},
    ...env.libc ? { libc: env.libc } : {},
    ...env.glibc ? { glibc: env.glibc } : {},
    ...env.os === "macos" && env.osVersion ? { macos: env.osVersion } : {}
  };
}

// src/locks/fit.ts
var SOURCE$1 = "https://packaging.python.org/en/latest/specifications/platform-compatibility-tags/";
function applies$1(d, vars) {
  if (!d.marker) return { value: !0 };
  let here = markerApplies(d.marker, vars);
  if (here.value !== void 0) return { value: here.value };
  let { why } = here;
  return why.kind === "unreadable" ? { value: void 0, why: `its marker is not valid PEP 508 (${why.error})` } : why.kind === "undefined-variables" ? { value: void 0, why: `its marker reads ${why.names.join(", ")}, which PEP 508 does not define` } : { value: void 0, why: `its marker needs ${why.names.join(", ") || "a value"}, which is not known here` };
}
function undecidedEntry(lock, d, why) {
  return shared.finding({
    id: "marker-undecided",
    severity: "warning",
    message: `Whether ${lock.file} installs torch ${d.version} here could not be decided: ${why}. The marker: ${shared.shortMarker(d.marker ?? "")}`,
    advice: {
      remedies: [
        { kind: "give", values: ["python"] },
        { kind: "do", text: "run after actions/setup-python" }
      ],
      then: "so the lock entry that applies can be picked"
    },
    source: "https://packaging.python.org/en/latest/specifications/dependency-specifiers/#environment-markers",
    location: d.location
  });
}
function offered(d) {
  let byPlatform = /* @__PURE__ */ new Map();
  for (let { wheel } of d.wheels) {
    let key = wheel.platform.join("."), py = `${wheel.python.join(".")}${wheel.abi.some((a) => a.endsWith("t") && a.startsWith("cp")) ? "t" : ""}`, list = byPlatform.get(key) ?? [];
    list.includes(py) || list.push(py), byPlatform.set(key, list);
  }
  return [...byPlatform].map(([p, pys]) => `${p} (${pys.join(", ")})`).join("; ");
}
function fitOf(d, target) {
  let fits = d.wheels.map((w) => ({ w, fit: wheelFits$1(w.wheel, target) })), yes = fits.find((f) => f.fit.fits === !0);
  if (yes) return { fit: yes.fit, wheel: yes.w.wheel.file };
  let maybe = fits.find((f) => f.fit.fits === void 0);
  return maybe ? { fit: maybe.fit } : { fit: { fits: !1, why: "no locked wheel matches" } };
}
function installsNone(lock, message, hint, source, at) {
  return {
    lock,
    installs: !1,
    findings: [shared.finding({ id: "lock-no-wheel", severity: "error", message, hint, source, location: at.location })]
  };
}
function checkLock(lock, env, sel = {}) {
  return lockFormat(lock.kind).picks === "environments" ? checkPixi(lock, env, sel.environment) : checkPipLock(lock, env, sel.selected ?? []);
}
function checkPipLock(lock, env, selected) {
  let torches = lock.dists.filter((d) => d.name === "torch");
  if (!torches.length) return { lock, findings: [] };
  let target = tagTarget(env), here = describeTarget(target), vars = { ...markerEnv(env), extra: [...selected] };
  lock.defaultGroups && !selected.some((s) => s.startsWith("group:")) && (vars.dependency_groups = lock.defaultGroups);
  let candidates = torches.map((d) => ({ d, ...applies$1(d, vars) })).filter((j) => j.value !== !1);
  if (!candidates.length) {
    let first2 = torches[0], list = torches.map((d) => `${d.version}${d.marker ? ` where ${shared.shortMarker(d.marker)}` : ""}`).join("; ");
    return installsNone(
      lock,
      `${lock.file} locks torch only for other runners (${list}); on ${here} it installs no torch.`,
      lockFormat(lock.kind).fixes.noWheel,
      SOURCE$1,
      first2
    );
  }
  let findings = candidates.filter((j) => j.value === void 0).map((j) => undecidedEntry(lock, j.d, j.why ?? "its marker could not be evaluated")), installing = [], noWheel, unsure;
  for (let { d, value } of candidates) {
    if (d.direct) {
      findings.push(
        shared.finding({
          id: "lock-no-wheel",
          severity: "notice",
          message: `${lock.file} locks torch ${d.version} from ${d.direct}: not a wheel, so its tags cannot be checked.`,
          hint: "Lock torch from an index that serves wheels to have it checked.",
          source: SOURCE$1,
          location: d.location
        })
      ), installing.push(d);
      continue;
    }
    let { fit } = fitOf(d, target);
    fit.fits === !0 ? installing.push(d) : fit.fits === void 0 ? (unsure ??= { d, why: fit.why }, installing.push(d)) : (!noWheel || value === !0 && !noWheel.sure) && (noWheel = { d, sure: value === !0 });
  }
  if (unsure) {
    let { d, why } = unsure;
    findings.push(
      shared.finding({
        id: "lock-no-wheel",
        severity: "warning",
        message: `Whether a locked torch ${d.version} wheel fits ${here} could not be decided: ${why}.`,
        advice: {
          remedies: [
            { kind: "do", text: "run the check on the runner itself" },
            { kind: "give", values: ["glibc", "os-version", "python"] }
          ]
        },
        source: SOURCE$1,
        location: d.location
      })
    );
  }
  if (noWheel) {
    let { d, sure } = noWheel, sdist = d.sdist ? " Only a source distribution would be left, and torch does not build in a CI job." : "";
    if (findings.push(
      shared.finding({
        id: "lock-no-wheel",
        // An entry that only may apply fails only where it applies: said, not failed.
        severity: sure ? "error" : "warning",
        message: `${lock.file} locks torch ${d.version} with no wheel for ${here}${sure ? "" : " (if this entry applies here)"}: it offers ${offered(d) || "no wheels"}.${sdist}`,
        hint: lockFormat(lock.kind).fixes.noWheel,
        source: SOURCE$1,
        location: d.location
      })
    ), sure) return { lock, torch: d, installs: !1, findings };
  }
  let [first, ...rest] = installing;
  if (!first) return { lock, torch: noWheel.d, installs: !1, findings };
  let decided = !unsure && !installing.some((d) => d.direct);
  return {
    lock,
    torch: first,
    ...rest.length ? { alternatives: rest } : {},
    ...decided ? { installs: !0 } : {},
    findings
  };
}
function checkPixi(lock, env, environment) {
  let torches = lock.dists.filter((d2) => d2.name === "torch");
  if (!torches.length) return { lock, findings: [] };
  let envs = Object.keys(lock.environments ?? {}), envName = environment ?? (envs.includes("default") ? "default" : envs[0]);
  if (environment && !envs.includes(environment))
    return {
      lock,
      findings: [
        shared.finding({
          id: "lock-mismatch",
          severity: "warning",
          message: `${lock.file} locks no environment ${environment} (it locks ${envs.join(", ") || "none"}): the lock is older than the manifest.`,
          hint: lockFormat(lock.kind).fixes.stale,
          source: "https://pixi.sh/latest/reference/pixi_manifest/#the-environments-table",
          location: torches[0].location
        })
      ]
    };
  let subdir = pixiPlatform(wheelPlatform(env)), inEnv = torches.filter((d2) => d2.platforms?.some((p) => p.startsWith(`${envName}/`)));
  if (!envName || !inEnv.length) return { lock, findings: [] };
  let locked = [...new Set(lock.environments?.[envName] ?? [])], first = inEnv[0], d = inEnv.find((x) => x.platforms?.includes(`${envName}/${subdir}`));
  if (!d) {
    let what = locked.includes(subdir) ? `locks environment ${envName} for ${subdir} without torch` : `locks environment ${envName} for ${locked.join(", ")}, not for ${subdir} (this runner)`;
    return installsNone(
      lock,
      `${lock.file} ${what}: pixi installs no torch here.`,
      lockFormat(lock.kind).fixes.noWheel,
      "https://pixi.sh/latest/reference/pixi_manifest/#platforms",
      first
    );
  }
  if (d.conda) return { lock, torch: d, installs: !0, findings: [] };
  let py = lock.pythons?.[`${envName}/${subdir}`], [major, minor] = (py ?? "").split(".").map(Number), python = major && minor !== void 0 && !Number.isNaN(minor) ? { major, minor, implementation: "cpython", freeThreaded: !1, provenance: "given" } : void 0, target = tagTarget(env, python), { fit } = fitOf(d, target);
  return fit.fits === !1 ? {
    lock,
    torch: d,
    installs: !1,
    findings: [
      shared.finding({
        id: "lock-no-wheel",
        severity: "error",
        message: `${lock.file} locks torch ${d.version} for ${subdir} with a wheel that does not fit ${describeTarget(target)}: ${fit.why}.`,
        hint: lockFormat(lock.kind).fixes.noWheel,
        source: SOURCE$1,
        location: d.location
      })
    ]
  } : { lock, torch: d, ...fit.fits ? { installs: !0 } : {}, findings: [] };
}

// src/request/index-url.ts
var PYTORCH_INDEX = "https://download.pytorch.org/whl";
function indexUrlFor(variant, channel = "stable") {
  return channel === "stable" ? `${PYTORCH_INDEX}/${variant}` : `${PYTORCH_INDEX}/${channel}/${variant}`;
}
function decodeSegment(segment, url) {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new shared.InputError(
      `index URL ${JSON.stringify(url.slice(0, 80))} has a broken %-escape in its path (${JSON.stringify(segment.slice(0, 40))})`
    );
  }
}
function parseIndexUrl(input) {
  let text = (input ?? "").trim();
  if (shared.noteUrlSecrets(text), text === "" || text.toLowerCase() === "pypi") return { kind: "pypi" };
  if (isVariantName(text.toLowerCase())) {
    let v = text.toLowerCase();
    return { kind: "pytorch", url: indexUrlFor(v), channel: "stable", variant: v, mirror: !1 };
  }
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new shared.InputError(
      `index URL ${JSON.stringify(text.slice(0, 80))} is not a URL; expected e.g. https://download.pytorch.org/whl/cu128, a variant such as cu128, or pypi`
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:" && url.protocol !== "file:")
    throw new shared.InputError(`index URL ${JSON.stringify(text.slice(0, 80))} must use https, http or file`);
  let host = url.hostname.toLowerCase();
  if (host === "pypi.org" || host === "pypi.python.org" || host === "files.pythonhosted.org")
    return { kind: "pypi", url: text };
  let mirror = host !== "download.pytorch.org", segs = url.pathname.split("/").filter(Boolean).map((s) => decodeSegment(s, text).toLowerCase()), whl = segs.lastIndexOf("whl");
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
function pypiMirror(ref) {
  return ref.kind === "pypi" && ref.url && !/^https?:\/\/(pypi\.org|pypi\.python\.org|files\.pythonhosted\.org)(\/|$)/i.test(ref.url) ? ref.url : void 0;
}
function describeIndex(ref) {
  switch (ref.kind) {
    case "pypi":
      return pypiMirror(ref) ? `${ref.url} (a PyPI mirror)` : "PyPI";
    case "pytorch":
      return `${ref.url} (${ref.variant}${ref.channel === "stable" ? "" : `, ${ref.channel}`})`;
    case "find-links":
      return `${ref.url} (find-links${ref.variant ? `, ${ref.variant}` : ""})`;
    case "unknown":
      return ref.url;
  }
}
function projectPageUrl(index, project, reader) {
  let url = new URL(index);
  if (/\/torch\/?$/.test(url.pathname)) return index;
  if (reader === "uv")
    return url.pathname = `${url.pathname.replace(/\/$/, "")}/${project}/`, url.toString();
  let joined = index.endsWith("/") ? `${index}${project}` : `${index}/${project}`;
  return joined.endsWith("/") ? joined : `${joined}/`;
}

// src/catalog/bound.ts
var boundByName = shared.derived("bound-by-name", (catalog) => ({
  packages: new Map(catalog.bound.map((b) => [b.package, b])),
  dependents: new Set(catalog.dependents.map((d) => d.package))
})), boundPackage = (catalog, name) => boundByName(catalog).packages.get(name), knownDependent = (catalog, name) => !boundByName(catalog).packages.has(name) && boundByName(catalog).dependents.has(name), bindsOn = (pkg, platform) => !pkg.requiredOn || pkg.requiredOn.includes(platform), installsTorch = (catalog, name) => {
  let pkg = boundByName(catalog).packages.get(name);
  return pkg ? !pkg.requiredOn && pkg.releases.some((r) => r.torch !== "") : boundByName(catalog).dependents.has(name);
}, concernsTorch = (catalog, name) => boundByName(catalog).packages.has(name) || boundByName(catalog).dependents.has(name), releasesOf = shared.derived(
  "bound-releases",
  (pkg) => pkg.releases.slice().sort((a, b) => shared.compareVersions(b.version, a.version))
), specOf$1 = (text) => shared.parseSpecifier(text, "torch requirement"), torchRequirement = shared.derived("bound-torch", (r) => specOf$1(r.torch)), runsWith = shared.derived(
  "bound-runs",
  (r) => r.runs === void 0 ? void 0 : specOf$1(r.runs)
), TORCHES = shared.memo("bound-torches"), torchesOf = (catalog, r) => TORCHES.get(
  catalog,
  [r],
  () => shared.allCandidates(catalog).filter((c) => shared.satisfies(c.patch.version, torchRequirement(r)))
), ADMITTED = shared.memo("bound-admitted");
function admittedReleases(catalog, pkg, spec) {
  let pub = shared.publicSpecifier(spec);
  return ADMITTED.get(catalog, [pkg, pub.pep440], () => releasesOf(pkg).filter((r) => shared.satisfies(r.version, pub)));
}
var ALLOWED = shared.memo("bound-allowed");
function torchesAllowed(catalog, pkg, spec) {
  return ALLOWED.get(
    catalog,
    [pkg, shared.publicSpecifier(spec).pep440],
    () => new Set(admittedReleases(catalog, pkg, spec).flatMap((r) => torchesOf(catalog, r)))
  );
}
function releaseFor(catalog, pkg, spec, torch) {
  return admittedReleases(catalog, pkg, spec).find((r) => shared.satisfies(torch, torchRequirement(r)));
}
function releaseGoingWith(pkg, torch) {
  return releasesOf(pkg).find((r) => shared.satisfies(torch, torchRequirement(r)) && loadsWith(r, torch));
}
var loadsWith = (r, torch) => {
  let runs = runsWith(r);
  return runs === void 0 || shared.satisfies(torch, runs);
}, wheelsOf = (pkg, r) => r.wheels ?? pkg.wheels;
function wheelFits(w, platform, python) {
  return w.platforms.includes(platform) ? python === void 0 ? !0 : shared.satisfies(`${python}.0`, pythonSpec(w)) : !1;
}
var pythonSpec = shared.derived("bound-wheel-python", (w) => shared.parseSpecifier(w.python)), wheelTorch = shared.derived(
  "bound-wheel-torch",
  (w) => w.torch === void 0 ? void 0 : specOf$1(w.torch)
), builtFor = (w, torch) => {
  let spec = wheelTorch(w);
  return spec === void 0 || shared.satisfies(torch, spec);
}, loadsWithBuild = (w, variant) => {
  if (!w.cuda) return !0;
  let major = /^cu(\d\d)\d$/.exec(variant ?? "")?.[1];
  return major !== void 0 && w.cuda.includes(major);
}, wheelIndexes = shared.derived(
  "bound-wheel-indexes",
  (w) => w.index.includes("{variant}") ? (w.variants ?? []).map((v) => w.index.replace("{variant}", v)) : [w.index]
), describeTorch = (r) => r.torch === "" ? "any torch" : `torch${r.torch}`, boundHosts = shared.derived("bound-hosts", (catalog) => {
  let hosts = /* @__PURE__ */ new Set();
  for (let pkg of catalog.bound)
    for (let w of [...pkg.wheels ?? [], ...pkg.releases.flatMap((r) => r.wheels ?? [])]) {
      if (w.index === "pypi" || w.fetchedBy) continue;
      let host = hostOf(w.index);
      host && host !== "download.pytorch.org" && hosts.add(host);
    }
  return hosts;
}), hostOf = (url) => /^https?:\/\/([^/:?#]+)/i.exec(url)?.[1]?.toLowerCase(), boundPage = (catalog, url) => {
  let host = hostOf(url);
  return host !== void 0 && boundHosts(catalog).has(host);
};
function requirementOf(catalog, pkg, spec) {
  let rels = admittedReleases(catalog, pkg, spec), specs = [...new Set(rels.map(describeTorch))], req = specs.length <= 2 ? specs.join(" or ") : `one of ${specs.at(-1)} \u2026 ${specs[0]} (by release)`, runs = rels.length === 1 ? runsWith(rels[0]) : void 0;
  return runs ? `${req} (loads with torch${runs.text})` : req;
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

// src/formats/comment.ts
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

// src/formats/requirements/requirements-txt.ts
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
        throw new shared.InputError(`${file}:${pos2.line}:${pos2.column}: ${name} needs a value`);
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
  let entries = [], others = [], options = [];
  for (let logical of logicalLines(text)) {
    let comment = commentStart(logical.text, !0), stripped = comment < 0 ? logical.text : logical.text.slice(0, comment);
    if (stripped.trim() === "") continue;
    let where = (at) => ({ line: logical.lines[at] ?? logical.lines[0] ?? 1, column: logical.cols[at] ?? 1 }), lead = stripped.length - stripped.trimStart().length;
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
      throw e instanceof shared.InputError ? new shared.InputError(`${file}:${pos.line}:${pos.column}: ${e.message}`) : e;
    }
    if (!req) {
      let other = expanded.unset.length ? void 0 : readOther(expanded.text);
      other && others.push({ read: other, line: pos.line, column: pos.column });
      continue;
    }
    let notes = expanded.unset.map(
      (v) => `\${${v}} is not set here, so the build variant it selects is unknown; set ${v} when running the check to see the variant pip will ask for`
    );
    entries.push({ req, line: pos.line, column: pos.column, notes });
  }
  return { entries, others, options };
}
function editableRequirement(value) {
  let at = /^\s*([A-Za-z0-9._-]+)(\[[^\]]*\])?\s*@\s*(\S+)/.exec(value), egg = /[#&]egg=([A-Za-z0-9._-]+)/.exec(value), name = at?.[1] ?? egg?.[1], url = at?.[3] ?? value.trim();
  return !name || !URLISH_EDITABLE.test(url) ? void 0 : parseRequirement(`${name} @ ${url}`);
}
var URLISH_EDITABLE = /^(git|hg|svn|bzr)\+|^[a-z][a-z0-9+.-]*:\/\/|^[./]/i;
function expand(s, env) {
  let unset = [], text = s.replace(ENV_VAR, (whole, name) => {
    let v = env[name];
    return v === void 0 ? (unset.push(name), whole) : (shared.SECRET_NAME.test(name) && shared.noteSecret(v), v);
  });
  return text !== s && shared.noteUrlSecrets(text), { text, unset };
}
function stripUnsetLocal(s, unset) {
  return unset.length === 0 ? s : s.replace(/\+[A-Za-z0-9.]*\$\{[A-Z0-9_]+\}[A-Za-z0-9.]*/g, "").replace(/\$\{[A-Z0-9_]+\}/g, "");
}

// src/pins/applicable.ts
function decide(text, vars) {
  let here = markerApplies(text, vars);
  if (here.value !== void 0) return { value: here.value };
  let { why } = here;
  if (why.kind === "unreadable") return { value: void 0, why: "its marker could not be read" };
  let reason = why.kind === "undefined-variables" ? `${why.names.join(", ")} ${why.names.length > 1 ? "are not PEP 508 marker variables" : "is not a PEP 508 marker variable"}` : why.names.some((v) => v.startsWith("python") || v.startsWith("implementation")) ? "the Python version is not known yet (give --python or run after setup-python)" : `${why.names.join(", ") || "a variable"} is not known here`;
  return { value: void 0, why: `marker "${shared.shortMarker(text)}" cannot be decided: ${reason}; the pin is kept` };
}
function applies(pin, vars) {
  let parts = [
    ...pin.marker ? [decide(pin.marker, vars)] : [],
    ...pin.sourceMarker ? [decide(pin.sourceMarker, vars)] : [],
    ...(pin.sourceElse ?? []).map((m) => {
      let d = decide(m, vars);
      return d.value === void 0 ? d : { value: !d.value };
    })
  ];
  return parts.some((p) => p.value === !1) ? { value: !1 } : parts.find((p) => p.value === void 0) ?? { value: !0 };
}
function applicablePins(set, env, selected = []) {
  let base = markerEnv(env), pins = [], undecided = [], others = set.others?.filter((p) => !p.marker || markerHolds(p, base, selected) !== !1);
  for (let pin of set.pins) {
    if (!pin.marker && !pin.sourceMarker && !pin.sourceElse) {
      pins.push(pin);
      continue;
    }
    let vars = {
      ...base,
      extra: pin.group && pin.alternative === "extra" ? [...selected, pin.group] : [...selected]
    }, result = applies(pin, vars);
    result.value === !0 ? pins.push(pin) : result.value === void 0 && (pins.push(pin), undecided.push({ pin, reason: result.why ?? "its marker could not be decided" }));
  }
  return { ...set, pins, ...others ? { others } : {}, undecided };
}
function markerHolds(pin, base, selected) {
  let extra = pin.group && pin.alternative === "extra" ? [...selected, pin.group] : [...selected];
  return markerApplies(pin.marker, { ...base, extra }).value;
}

// src/pins/bound.ts
var place = (p) => `${p.location.file}:${p.location.line}${p.location.column ? `:${p.location.column}` : ""}`;
function boundRequests(others, catalog) {
  let out = [];
  for (let p of others ?? []) {
    if (!concernsTorch(catalog, p.package)) continue;
    if (p.unreadable) throw new shared.InputError(`${place(p)}: ${p.unreadable}`);
    if (p.url) continue;
    let specifier;
    try {
      specifier = shared.parseSpecifier(p.specifier, `${p.package} version`);
    } catch (e) {
      throw e instanceof shared.InputError ? new shared.InputError(`${place(p)}: ${e.message}`) : e;
    }
    let indexes = p.indexUrl || p.extraIndexUrls?.length ? { indexes: { ...p.indexUrl ? { indexUrl: p.indexUrl } : {}, extra: p.extraIndexUrls ?? [] } } : {};
    out.push({
      package: p.package,
      specifier,
      location: p.location,
      ...p.wheel ? { wheelFile: !0 } : {},
      ...indexes
    });
  }
  return out;
}
function boundPinsJson(others, catalog) {
  let out = [];
  for (let p of others ?? []) {
    if (!concernsTorch(catalog, p.package)) continue;
    let pkg = boundPackage(catalog, p.package), spec = p.unreadable || p.url ? void 0 : specOfText(p.specifier), admitted = pkg && spec ? admittedReleases(catalog, pkg, spec) : [], torch = pkg ? p.unreadable ? `not judged: ${p.unreadable}` : spec ? admitted.length === 0 ? pkg.partial ? "not judged: the catalog lists only some of its releases, not this one" : "no release the catalog lists matches" : requirementOf(catalog, pkg, spec) : "not judged: a source tree or URL, not a release" : "not judged: it requires torch, but the catalog does not describe its releases";
    out.push({
      package: p.package,
      specifier: p.specifier,
      torch: torch || "any torch",
      judged: admitted.length > 0,
      location: {
        file: p.location.file,
        line: p.location.line,
        ...p.location.column ? { column: p.location.column } : {}
      },
      ...p.alternative && p.group !== void 0 ? { onlyWith: [`${p.alternative} ${p.group}`] } : {}
    });
  }
  return out;
}
function specOfText(text) {
  try {
    return shared.parseSpecifier(text);
  } catch {
    return;
  }
}

// src/pins/json.ts
function pinsToJson(set) {
  let out = [], byPlace = /* @__PURE__ */ new Map();
  for (let p of set.pins) {
    let entry = {
      package: p.package,
      specifier: p.specifier,
      ...p.marker ? { marker: p.marker } : {},
      ...p.indexUrl ? { indexUrl: p.indexUrl } : {},
      ...p.sourceMarker ? { sourceMarker: p.sourceMarker } : {},
      ...p.sourceElse ? { sourceElse: p.sourceElse } : {},
      location: {
        file: p.location.file,
        line: p.location.line,
        ...p.location.column ? { column: p.location.column } : {}
      }
    }, only = onlyWith(p), key2 = JSON.stringify(entry), seen = byPlace.get(key2);
    if (seen && only && seen.onlyWith) {
      seen.onlyWith.push(only);
      continue;
    }
    let json = only ? { ...entry, onlyWith: [only] } : entry;
    out.push(json), only && byPlace.set(key2, json);
  }
  return { schemaVersion: 1, pins: out };
}
function onlyWith(p) {
  return p.alternative && p.group !== void 0 ? `${p.alternative} ${p.group}` : void 0;
}

// src/catalog/admitted.ts
function specOf(specifier) {
  try {
    return shared.parseSpecifier(specifier);
  } catch {
    return;
  }
}
function admittedPatches(catalog, specifier) {
  let spec = specOf(specifier);
  return spec ? shared.allCandidates(catalog).filter(({ patch: p }) => shared.satisfies(spec.local ? `${p.version}+${spec.local}` : p.version, spec)).map(({ release, patch: p }) => ({
    release,
    patch: p,
    version: p.version,
    ...p.torchvision ? { torchvision: p.torchvision } : {},
    ...p.torchaudio ? { torchaudio: p.torchaudio } : {}
  })).reverse() : [];
}
function admittedReleases2(catalog, specifier) {
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
var sortPythons = (xs) => [...new Set(xs)].sort(shared.comparePythonMinor);
function unionPythons(rs) {
  return sortPythons(rs.flatMap(releasePythons));
}
function knownPythons(catalog) {
  return unionPythons(catalog.releases);
}
function newestPythonMinor(catalog) {
  return Math.max(
    ...catalog.releases.flatMap((r) => [r.python.max, ...(r.python.extra ?? []).map((e) => e.version.replace(/t$/, ""))]).map((v) => Number(v.split(".")[1])),
    0
  );
}
function unionPlatforms(rs) {
  return [...new Set(rs.flatMap((r) => r.platforms.map((p) => p.platform)))].sort();
}
function unionVariants(rs) {
  return [...new Set(rs.flatMap((r) => r.variants.map((v) => v.variant)))].sort();
}
function admitsPython(requiresPython, minor) {
  let spec = specOf(requiresPython);
  return spec ? [`${minor}.0`, `${minor}.1`, `${minor}.99`].some((v) => shared.satisfies(v, spec)) : !0;
}

// src/pins/types.ts
var installOf = (p) => p.install ?? p.location.file;
function envPythonOf(set, route, file) {
  let ofRoute = Object.entries(set.envPythons ?? {}).filter(([f]) => route === "pixi" ? f.endsWith(".toml") : !f.endsWith(".toml"));
  return (file ? ofRoute.find(([f]) => f === file) : ofRoute[0])?.[1];
}

// src/pins/upgrade.ts
var range = (xs) => xs.length === 0 ? "\u2014" : xs.length === 1 ? xs[0] : `${xs[0]}\u2013${xs[xs.length - 1]}`, list$1 = (xs) => xs.length ? xs.join(", ") : "\u2014", newest = (rs) => rs[rs.length - 1];
function upgradeTable(before, after, catalog) {
  let b = admittedReleases2(catalog, shared.withoutLocal(before)), a = admittedReleases2(catalog, shared.withoutLocal(after)), pair = (spec, key2) => admittedPatches(catalog, shared.withoutLocal(spec)).filter((p) => p[key2]).pop()?.[key2] ?? "\u2014", pypi = (r) => r?.pypi.find((d) => d.platform === "linux-x64")?.variant ?? "\u2014";
  return [
    { aspect: "torch", before: before || "any", after: after || "any" },
    { aspect: "Releases", before: range(b.map((r) => r.torch)), after: range(a.map((r) => r.torch)) },
    { aspect: "Python", before: range(unionPythons(b)), after: range(unionPythons(a)) },
    {
      aspect: "Platforms",
      before: list$1(unionPlatforms(b).map(platformLabel)),
      after: list$1(unionPlatforms(a).map(platformLabel))
    },
    { aspect: "Index variants", before: list$1(unionVariants(b)), after: list$1(unionVariants(a)) },
    { aspect: "PyPI build (Linux x86_64)", before: pypi(newest(b)), after: pypi(newest(a)) },
    { aspect: "torchvision", before: pair(before, "torchvision"), after: pair(after, "torchvision") },
    { aspect: "torchaudio", before: pair(before, "torchaudio"), after: pair(after, "torchaudio") }
  ];
}
var NO_USE = { pythons: [], runners: [], variants: [] }, branchOf = (p) => `${p.marker ?? ""}${p.sourceMarker ?? ""}${p.sourceElse?.join("") ?? ""}`;
function counterpart(head, base) {
  let same = base.filter((b) => b.package === head.package), inFile = (b) => b.location.file === head.location.file;
  return same.find((b) => inFile(b) && b.location.line === head.location.line && branchOf(b) === branchOf(head)) ?? same.find((b) => inFile(b) && branchOf(b) === branchOf(head)) ?? same.find(inFile) ?? (same.length === 1 ? same[0] : void 0);
}
function torchChanges(base, head) {
  let out = [];
  for (let pin of head.pins.filter((p) => isTorch(p.package))) {
    let old = counterpart(pin, base.pins);
    old && shared.withoutLocal(old.specifier) !== shared.withoutLocal(pin.specifier) && out.push({ pin, old });
  }
  return out;
}
var where$1 = (u) => `${u.job ? `job ${u.job}, ` : ""}${u.file}:${u.line}`;
function usedAt(value, uses) {
  let at2 = uses.filter((u) => u.value === value);
  return `${value} (${where$1(at2[0])}${at2.length > 1 ? `, +${at2.length - 1} more` : ""})`;
}
var platformOfRunner = (label, catalog) => {
  let r = catalog.runners.find((x) => x.label.toLowerCase() === label.toLowerCase());
  return r ? platformKey(r.os, r.arch) : void 0;
};
function upgradeNotes$1(base, head, catalog, use = NO_USE) {
  let findings = [], table = [], changes = [], notes = [], breaks = [], stranded = [], unjudgedPins = [];
  for (let { pin, old } of torchChanges(base, head)) {
    let before = admittedReleases2(catalog, shared.withoutLocal(old.specifier)), after = admittedReleases2(catalog, shared.withoutLocal(pin.specifier));
    if (before.length === 0 && after.length === 0 || (changes.push({
      package: pin.package,
      before: old.specifier || "any",
      after: pin.specifier || "any",
      file: pin.location.file,
      line: pin.location.line
    }), !(pin.package === "torch" || pin.package === "pytorch"))) continue;
    let pyA = unionPythons(after), droppedPy = unionPythons(before).filter((p) => !pyA.includes(p)), plA = unionPlatforms(after), droppedPl = unionPlatforms(before).filter((p) => !plA.includes(p)), varA = unionVariants(after), droppedVar = unionVariants(before).filter((v) => !varA.includes(v)), oldTop = newest(before)?.torch, newTop = newest(after)?.torch, up = oldTop && newTop ? shared.compareVersions(newTop, oldTop) >= 0 : !0, [lo, hi] = up ? [oldTop, newTop] : [newTop, oldTop], crossed = catalog.releases.filter((r) => (!lo || shared.compareVersions(r.torch, lo) > 0) && (!hi || shared.compareVersions(r.torch, hi) <= 0)).sort((x, y) => shared.compareVersions(x.torch, y.torch));
    notes.length === 0 && notes.push(
      ...crossed.flatMap(
        (r) => (r.notes ?? []).map((n) => ({
          release: r.torch,
          kind: n.kind,
          text: n.text,
          source: n.source,
          ...up ? {} : { undone: !0 }
        }))
      )
    );
    let rp = head.requiresPython ?? base.requiresPython, pyHere = droppedPy.filter((p) => use.pythons.some((u) => u.value === p)), pyAdmitted = droppedPy.filter((p) => !pyHere.includes(p) && rp && admitsPython(rp.specifier, p)), runnersHere = use.runners.filter((u) => {
      let pl = platformOfRunner(u.value, catalog);
      return pl !== void 0 && droppedPl.includes(pl);
    }), varHere = droppedVar.filter((v) => use.variants.some((u) => u.value === v)), lost = [];
    pyHere.length && lost.push(`Python ${pyHere.map((p) => usedAt(p, use.pythons)).join(", ")}`), pyAdmitted.length && lost.push(
      `Python ${pyAdmitted.join(", ")} (still admitted by requires-python ${rp.specifier}, ${rp.location.file}:${rp.location.line})`
    );
    let labels = [...new Set(runnersHere.map((u) => u.value))];
    labels.length && lost.push(`runner ${labels.map((l) => usedAt(l, runnersHere)).join(", ")}`), varHere.length && lost.push(`index variant ${varHere.map((v) => usedAt(v, use.variants)).join(", ")}`);
    for (let p of pyHere) breaks.push({ what: `Python ${p}`, use: use.pythons.find((u) => u.value === p) });
    for (let l of labels) breaks.push({ what: `runner ${l}`, use: runnersHere.find((u) => u.value === l) });
    for (let v of varHere) breaks.push({ what: `index variant ${v}`, use: use.variants.find((u) => u.value === v) });
    pyAdmitted.length && rp && breaks.push({
      what: `Python ${pyAdmitted.join(", ")} (requires-python ${rp.specifier})`,
      use: { value: rp.specifier, file: rp.location.file, line: rp.location.line }
    });
    let move = `torch ${old.specifier || "any"} \u2192 ${pin.specifier || "any"}${oldTop && newTop && oldTop !== newTop ? ` (${oldTop} \u2192 ${newTop})` : ""}`, bound = boundAfter(head, pin, catalog);
    stranded.push(...bound.stranded), unjudgedPins.push(...bound.unjudged);
    let strands = bound.stranded.length ? `strands ${bound.stranded.map((b) => `${b.pin} (${b.file}:${b.line}, requires ${b.requires}: ${b.fix})`).join(" and ")}` : "", checked = bound.judged.length ? `, and ${bound.judged.join(", ")} ${bound.judged.length > 1 ? "have releases" : "has a release"} for it` : "", notJudged = bound.unjudged.length ? ` Not judged: ${bound.unjudged.join(", ")} (they require torch; the catalog does not describe those releases).` : "", message = lost.length ? `${move} drops ${lost.join("; ")}${strands ? `; it ${strands}` : ""}.${notJudged}` : strands ? `${move} ${strands}.${notJudged}` : `${move} drops no Python, runner or index variant this repository uses${checked}.${notJudged}`;
    findings.push(
      shared.finding({
        id: "upgrade-note",
        severity: lost.length || bound.stranded.length ? "warning" : "notice",
        message,
        hint: bound.stranded.length ? `Move ${bound.stranded.map((b) => b.pin.split(/[=<>~!]/)[0]).join(" and ")} with torch (the releases named), or keep the old torch.` : pyHere.length || pyAdmitted.length ? "Drop those Pythons from the CI matrix (and raise requires-python), or keep the old torch for them with a marker." : labels.length ? "Drop those runners from the CI matrix, or keep the old torch there with a marker." : varHere.length ? "Move to an index variant the new release has." : "The release notes of the releases crossed are in the job summary.",
        source: newest(after)?.source ?? newest(before)?.source ?? "rules/releases",
        location: pin.location
      })
    ), table.length === 0 && (table = upgradeTable(old.specifier, pin.specifier, catalog));
  }
  return {
    findings,
    table,
    changes,
    notes,
    breaks,
    ...stranded.length ? { stranded } : {},
    ...unjudgedPins.length ? { unjudged: [...new Set(unjudgedPins)] } : {}
  };
}
function boundAfter(head, torchPin, catalog) {
  let out = { stranded: [], judged: [], unjudged: [] }, torches = admittedPatches(catalog, shared.withoutLocal(torchPin.specifier));
  if (!torches.length) return out;
  let newest2 = torches[torches.length - 1].version, together = (p) => installOf(p) === installOf(torchPin) && (!p.alternative || p.alternative === torchPin.alternative && p.group === torchPin.group);
  for (let p of (head.others ?? []).filter(together)) {
    if (!concernsTorch(catalog, p.package)) continue;
    let shown = `${p.package}${p.specifier}`, pkg = boundPackage(catalog, p.package), spec = p.unreadable || p.url ? void 0 : specOf(p.specifier), rels = pkg && spec ? admittedReleases(catalog, pkg, spec) : [];
    if (!pkg || !rels.length) {
      out.unjudged.push(shown);
      continue;
    }
    let allowed = torchesAllowed(catalog, pkg, spec);
    if (torches.some((t) => [...allowed].some((c) => c.patch === t.patch))) {
      out.judged.push(shown);
      continue;
    }
    let fix = releaseGoingWith(pkg, newest2);
    out.stranded.push({
      pin: shown,
      file: p.location.file,
      line: p.location.line,
      requires: requirementOf(catalog, pkg, spec),
      fix: fix ? `${pkg.package}==${fix.version} goes with torch ${newest2}` : `no ${pkg.package} release goes with torch ${newest2}`
    });
  }
  return out;
}

// src/formats/conda/index.ts
var readCondaEnv = async (text, file) => (await Promise.resolve().then(function () { return require('./environment-V22KUSDF.js'); })).readCondaEnv(text, file), condaEnvironment = {
  name: "environment.yml",
  fileNames: ["environment.yml"],
  takes: (base) => base.endsWith(".yml") || base.endsWith(".yaml"),
  discover: { top: /^environment\.ya?ml$/ },
  origins: ["conda", "requirements"],
  read: { file: readCondaEnv }
}, conda = { name: "conda", pins: [condaEnvironment], locks: [] };

// src/formats/alternative-includes.ts
var MAX_STEPS = 1e6, MAX_COPIES = 1e5, norm = (s) => normalizeName(s);
function selfExtras(text, project) {
  if (!project) return;
  let head = requirementName(text);
  if (!head || norm(head.name) !== norm(project)) return;
  let extras = (/^\s*\[([^\]]*)\]/.exec(head.rest)?.[1] ?? "").split(",").map((e) => e.trim()).filter(Boolean), semi = head.rest.indexOf(";"), marker = semi >= 0 ? head.rest.slice(semi + 1).trim() : "";
  return marker && shared.parseMarker(marker), { extras, ...marker ? { marker } : {} };
}
var key = (a) => `${a.kind}:${norm(a.name)}`;
function groupCycle(edges) {
  let next = /* @__PURE__ */ new Map();
  for (let e of edges)
    if (e.from.kind === "group" && e.to.kind === "group") {
      let l = next.get(norm(e.from.name));
      l ? l.push(e) : next.set(norm(e.from.name), [e]);
    }
  let state = /* @__PURE__ */ new Map(), names = /* @__PURE__ */ new Map();
  for (let e of edges)
    e.from.kind === "group" && names.set(norm(e.from.name), e.from.name), e.to.kind === "group" && names.set(norm(e.to.name), names.get(norm(e.to.name)) ?? e.to.name);
  for (let start of next.keys()) {
    if (state.has(start)) continue;
    let path4 = [start], iters = [0];
    for (state.set(start, "open"); path4.length; ) {
      let at2 = path4[path4.length - 1], out = next.get(at2) ?? [], i = iters[iters.length - 1];
      if (i >= out.length) {
        state.set(at2, "done"), path4.pop(), iters.pop();
        continue;
      }
      iters[iters.length - 1] = i + 1;
      let to = norm(out[i].to.name);
      if (state.get(to) === "open")
        return [...path4.slice(path4.indexOf(to)), to].map((g) => names.get(g) ?? g);
      state.has(to) || (state.set(to, "open"), path4.push(to), iters.push(0));
    }
  }
}
function followIncludes(pins, edges, declared, file) {
  if (!edges.length) return pins;
  let groups = new Set(Object.keys(declared.groups).map(norm));
  for (let e of edges)
    if (e.to.kind === "group" && !groups.has(norm(e.to.name)))
      throw new shared.InputError(
        `${file}:${e.location.line}: dependency group ${JSON.stringify(e.from.name)} includes group ${JSON.stringify(e.to.name)}, which ${file} does not declare`
      );
  let cycle = groupCycle(edges);
  if (cycle) {
    let first = edges.find((e) => e.from.kind === "group" && norm(e.from.name) === norm(cycle[0]));
    throw new shared.InputError(
      `${file}:${first.location.line}: dependency groups include each other in a loop: ${cycle.join(" -> ")} (PEP 735: an include-group cycle is an error; uv and pip refuse it)`
    );
  }
  let out = /* @__PURE__ */ new Map();
  for (let e of edges) {
    let l = out.get(key(e.from));
    l ? l.push(e) : out.set(key(e.from), [e]);
  }
  let own = /* @__PURE__ */ new Map();
  for (let p of pins) {
    if (p.alternative !== "extra" && p.alternative !== "group" || p.group === void 0) continue;
    let k = key({ kind: p.alternative, name: p.group }), l = own.get(k);
    l ? l.push(p) : own.set(k, [p]);
  }
  let added = [], steps = 0, refuse = (what) => {
    throw new shared.InputError(
      `${file}: its extras and dependency groups include each other past ${what}; not a project file the check can judge`
    );
  };
  for (let [fromKey, first] of out) {
    let from = first[0].from, reached = /* @__PURE__ */ new Map([[fromKey, void 0]]), queue = [[fromKey, void 0]];
    for (let q = 0; q < queue.length; q++) {
      let [at2, marker] = queue[q];
      for (let e of out.get(at2) ?? []) {
        ++steps > MAX_STEPS && refuse(`${MAX_STEPS.toLocaleString("en-US")} steps`);
        let to = key(e.to);
        if (reached.has(to)) continue;
        let m = andMarkers(marker, e.marker);
        reached.set(to, m), queue.push([to, m]);
      }
    }
    for (let [to, marker] of reached)
      if (to !== fromKey)
        for (let p of own.get(to) ?? []) {
          added.length >= MAX_COPIES && refuse(`${MAX_COPIES.toLocaleString("en-US")} copied pins`);
          let m = andMarkers(p.marker, marker), copy = { ...p, ...m ? { marker: m } : {} };
          from.kind === "default" ? (delete copy.group, delete copy.alternative) : (copy.group = from.name, copy.alternative = from.kind), added.push(copy);
        }
  }
  return added.length ? [...pins, ...added] : pins;
}

// src/formats/pyproject/pyproject.ts
var strings = (v) => Array.isArray(v) ? v.filter((s) => typeof s == "string") : [];
function readList(ctx, list2, path4, key2, origin, group) {
  let alternative = origin === "pep621" ? "extra" : origin === "pep735" ? "group" : void 0;
  if (group !== void 0 && alternative) {
    let where2 = { file: ctx.file, ...locateKeyInTable(ctx.layout, path4, key2) };
    (alternative === "extra" ? ctx.out.alternatives.extras : ctx.out.alternatives.groups)[group] = where2;
  }
  let from = { kind: alternative && group !== void 0 ? alternative : "default", name: group ?? "" };
  for (let item of Array.isArray(list2) ? list2 : []) {
    if (isRecord(item)) {
      from.kind === "group" && typeof item["include-group"] == "string" && ctx.edges.push({
        from,
        to: { kind: "group", name: item["include-group"] },
        location: { file: ctx.file, ...locateKeyInTable(ctx.layout, path4, key2) }
      });
      continue;
    }
    if (typeof item != "string") continue;
    let text = item, lit = locateString(ctx.layout, path4, text, ctx.used, key2), line = lit?.line ?? locateKeyInTable(ctx.layout, path4, key2).line, col = lit?.column ?? 1, self = at$1(ctx.file, line, col, () => selfExtras(text, ctx.project));
    if (self) {
      for (let extra of self.extras)
        ctx.edges.push({
          from,
          to: { kind: "extra", name: extra },
          ...self.marker ? { marker: self.marker } : {},
          location: { file: ctx.file, line, column: col }
        });
      continue;
    }
    let req = at$1(ctx.file, line, col, () => parseRequirement(text)), more = group ? { group, ...alternative ? { alternative } : {} } : {};
    if (!req) {
      let other = readOther(text);
      other && ctx.out.others.push(
        otherPinFrom(other, origin, { file: ctx.file, line, column: col + otherOffset(other) }, more)
      );
      continue;
    }
    ctx.out.pins.push(pinFrom(req, origin, { file: ctx.file, line, column: col + req.nameOffset }, more));
  }
}
function readProject(ctx, project) {
  let rp = project["requires-python"];
  if (typeof rp == "string") {
    let loc = locateKeyInTable(ctx.layout, ["project"], "requires-python"), spec = at$1(ctx.file, loc.line, loc.column, () => normalizeSpecifier(rp, "requires-python"));
    ctx.out.requiresPython = { specifier: spec.specifier, location: { file: ctx.file, ...loc } };
  }
  readList(ctx, project.dependencies, ["project"], "dependencies", "pep621");
  let optional = project["optional-dependencies"];
  if (isRecord(optional))
    for (let [group, list2] of Object.entries(optional))
      readList(ctx, list2, ["project", "optional-dependencies"], group, "pep621", group);
}
function readGroups(ctx, groups) {
  if (isRecord(groups))
    for (let [group, list2] of Object.entries(groups))
      readList(ctx, list2, ["dependency-groups"], group, "pep735", group);
}
function pythonMarker(constraint) {
  let { pep440 } = poetryToPep440(constraint);
  return pep440.split(",").filter(Boolean).map((c) => {
    let m = /^(===|==|!=|<=|>=|~=|<|>)(.+)$/.exec(c);
    return `python_full_version ${m[1]} "${m[2]}"`;
  }).join(" and ");
}
var POETRY_PLATFORM = { linux: "linux", darwin: "darwin", win32: "win32", windows: "win32" };
function readPoetry(ctx, poetry) {
  let sources = /* @__PURE__ */ new Map();
  Array.isArray(poetry.source) && poetry.source.forEach((s, i) => {
    if (!isRecord(s) || typeof s.name != "string") return;
    let loc = locateKeyInTable(ctx.layout, ["tool", "poetry", "source"], "url", i);
    typeof s.url == "string" && (sources.set(s.name.toLowerCase(), s.url), ctx.out.indexes.push({
      url: s.url,
      role: "poetry-source",
      name: s.name,
      explicit: s.priority === "explicit",
      location: { file: ctx.file, ...loc }
    }));
  });
  let tables = [
    [["tool", "poetry", "dependencies"], poetry.dependencies],
    [["tool", "poetry", "dev-dependencies"], poetry["dev-dependencies"]]
  ];
  if (isRecord(poetry.group))
    for (let [g, body] of Object.entries(poetry.group))
      isRecord(body) && tables.push([["tool", "poetry", "group", g, "dependencies"], body.dependencies]);
  let pep621 = shared.groupBy(
    ctx.out.pins.filter((p) => p.origin === "pep621"),
    (p) => p.package
  ), pickedSource = /* @__PURE__ */ new Map();
  for (let [path4, deps] of tables) {
    if (!isRecord(deps)) continue;
    let group = path4[2] === "group" ? path4[3] : path4[2] === "dev-dependencies" ? "dev" : void 0;
    for (let [name, value] of Object.entries(deps)) {
      let loc = locateKeyInTable(ctx.layout, path4, name);
      if (name === "python" && typeof value == "string") {
        ctx.out.requiresPython || (ctx.out.requiresPython = {
          specifier: at$1(ctx.file, loc.line, loc.column, () => poetryToPep440(value).pep440),
          location: { file: ctx.file, ...loc }
        });
        continue;
      }
      let pkg = pipFamily(name);
      if (!pkg) {
        readPoetryOther(ctx, name, value, loc, group);
        continue;
      }
      let constraints = Array.isArray(value) ? value : [value];
      constraints.forEach((c, i) => {
        let t = isRecord(c) ? c : { version: c }, where2 = at$1(ctx.file, loc.line, loc.column, () => {
          let v = typeof t.version == "string" ? t.version : void 0, lit = constraints.length > 1 && v ? locateString(ctx.layout, path4, v, ctx.used, name) : void 0;
          return lit ? { line: lit.line, column: lit.column } : loc;
        }), source = typeof t.source == "string" ? t.source : void 0, sourceUrl = source && source.toLowerCase() !== "pypi" ? sources.get(source.toLowerCase()) : void 0;
        if (t.version === void 0 && t.url === void 0 && source && i === 0 && constraints.length === 1 && pep621.has(pkg)) {
          sourceUrl && pickedSource.set(pkg, sourceUrl);
          return;
        }
        let pin = at$1(ctx.file, where2.line, where2.column, () => {
          let conv = typeof t.version == "string" ? poetryToPep440(t.version) : { pep440: "" }, markers = [];
          typeof t.markers == "string" && (shared.parseMarker(t.markers), markers.push(t.markers)), typeof t.python == "string" && markers.push(pythonMarker(t.python)), typeof t.platform == "string" && markers.push(`sys_platform == "${POETRY_PLATFORM[t.platform.toLowerCase()] ?? t.platform}"`);
          let marker = markers.reduce((a, b) => andMarkers(a, b), void 0), notes = source && !sourceUrl && source.toLowerCase() !== "pypi" ? [`Poetry source ${JSON.stringify(source)} is not declared in [[tool.poetry.source]]`] : [], req = typeof t.url == "string" ? parseRequirement(`${name} @ ${t.url}`) : void 0;
          return {
            package: pkg,
            specifier: req?.specifier ?? conv.pep440,
            ...req?.local ?? conv.local ? { local: req?.local ?? conv.local } : {},
            ...marker ? { marker } : {},
            ...sourceUrl ? { indexUrl: sourceUrl } : {},
            ...req?.wheel ? { wheel: req.wheel } : {},
            ...Array.isArray(t.extras) ? { extras: strings(t.extras) } : {},
            origin: "poetry",
            ...group ? { group } : {},
            ...notes.length ? { notes } : {},
            location: { file: ctx.file, ...where2 }
          };
        });
        ctx.out.pins.push(pin);
      });
    }
  }
  for (let [pkg, url] of pickedSource) for (let p of pep621.get(pkg)) p.indexUrl = url;
}
function readPoetryOther(ctx, name, value, loc, group) {
  let first = Array.isArray(value) ? value[0] : value, t = isRecord(first) ? first : { version: first }, location = { file: ctx.file, ...loc }, base = { package: normalizeName(name), origin: "poetry", ...group ? { group } : {}, location };
  if (typeof t.version != "string") {
    if (t.git !== void 0 || t.path !== void 0 || t.url !== void 0) return;
    ctx.out.others.push({ ...base, specifier: "" });
    return;
  }
  try {
    let conv = poetryToPep440(t.version), marker = typeof t.markers == "string" ? t.markers : typeof t.python == "string" ? pythonMarker(t.python) : void 0;
    ctx.out.others.push({ ...base, specifier: conv.pep440, ...marker ? { marker } : {} });
  } catch (e) {
    if (!(e instanceof shared.InputError)) throw e;
    ctx.out.others.push({ ...base, specifier: "", unreadable: e.message });
  }
}
function uvSources(list2) {
  let out = { all: [], byExtra: /* @__PURE__ */ new Map(), byGroup: /* @__PURE__ */ new Map() }, add = (m, k, e) => {
    let l = m.get(k);
    l ? l.push(e) : m.set(k, [e]);
  };
  return list2.forEach((s, i) => {
    s.extra === void 0 && s.group === void 0 ? out.all.push([i, s]) : s.group === void 0 ? add(out.byExtra, s.extra, [i, s]) : s.extra === void 0 && add(out.byGroup, s.group, [i, s]);
  }), out;
}
function sourcesFor(srcs, pin) {
  if (!srcs) return [];
  let byGroup = pin.origin === "pep621" ? srcs.byExtra : srcs.byGroup, own = pin.group === void 0 ? [] : byGroup.get(pin.group) ?? [], out = [], a = 0, b = 0;
  for (; a < srcs.all.length || b < own.length; ) {
    let takeAll = b >= own.length || a < srcs.all.length && srcs.all[a][0] < own[b][0];
    out.push(takeAll ? srcs.all[a++][1] : own[b++][1]);
  }
  return out;
}
function readUvAlternatives(ctx, uv) {
  let alt = ctx.out.alternatives;
  if (Array.isArray(uv["default-groups"]) && (alt.defaultGroups = strings(uv["default-groups"])), !Array.isArray(uv.conflicts)) return;
  let location = { file: ctx.file, ...locateKeyInTable(ctx.layout, ["tool", "uv"], "conflicts") };
  for (let set of uv.conflicts) {
    if (!Array.isArray(set)) continue;
    let items = set.filter(isRecord).flatMap(
      (i) => typeof i.extra == "string" ? [{ kind: "extra", name: i.extra }] : typeof i.group == "string" ? [{ kind: "group", name: i.group }] : []
    );
    items.length > 1 && alt.conflicts.push({ items, location });
  }
}
function readUv(ctx, uv) {
  readUvAlternatives(ctx, uv);
  let indexes = /* @__PURE__ */ new Map(), order = [];
  Array.isArray(uv.index) && uv.index.forEach((ix, i) => {
    if (!isRecord(ix) || typeof ix.url != "string") return;
    let entry = { url: ix.url, explicit: ix.explicit === !0, default: ix.default === !0 };
    typeof ix.name == "string" && indexes.set(ix.name, entry), order.push(entry);
    let decl = {
      url: ix.url,
      role: "uv-index",
      ...typeof ix.name == "string" ? { name: ix.name } : {},
      explicit: entry.explicit,
      location: { file: ctx.file, ...locateKeyInTable(ctx.layout, ["tool", "uv", "index"], "url", i) }
    };
    ctx.out.indexes.push(decl);
  });
  let implicit = order.find((i) => !i.explicit && !i.default) ?? order.find((i) => i.default), sources = isRecord(uv.sources) ? uv.sources : {}, byPackage = /* @__PURE__ */ new Map();
  for (let [name, value] of Object.entries(sources)) {
    let list2 = (Array.isArray(value) ? value : [value]).filter(isRecord);
    byPackage.set(normalizeName(name), uvSources(list2));
  }
  let apply = (pins) => pins.flatMap((pin) => uvPins(ctx, pin, byPackage, indexes, implicit));
  ctx.out.pins = apply(ctx.out.pins), ctx.out.others = apply(ctx.out.others);
}
function uvPins(ctx, pin, byPackage, indexes, implicit) {
  if (pin.origin !== "pep621" && pin.origin !== "pep735") return [pin];
  let list2 = sourcesFor(byPackage.get(pin.package), pin);
  if (list2.length === 0) return [implicit && !pin.indexUrl ? { ...pin, indexUrl: implicit.url, origin: "uv" } : pin];
  let result = [];
  for (let s of list2) {
    let marker = typeof s.marker == "string" ? at$1(
      ctx.file,
      pin.location.line,
      pin.location.column,
      () => (shared.parseMarker(s.marker), s.marker)
    ) : void 0, named = typeof s.index == "string" ? s.index : void 0, ix = named ? indexes.get(named) : void 0, notes = named && !ix && named.toLowerCase() !== "pypi" ? [`uv index ${JSON.stringify(named)} is not declared in [[tool.uv.index]]`] : [], split = { ...pin, origin: "uv", ...marker ? { sourceMarker: marker } : {} };
    if (ix ? split.indexUrl = ix.url : delete split.indexUrl, typeof s.url == "string") {
      let req = parseRequirement(`${pin.package} @ ${s.url}`);
      req?.wheel ? (split.wheel = req.wheel, split.specifier = req.specifier, req.local && (split.local = req.local)) : split.url = s.url;
    }
    notes.length && (split.notes = [...pin.notes ?? [], ...notes]), result.push(split);
  }
  let markers = list2.map((s) => typeof s.marker == "string" ? s.marker : void 0);
  return markers.every((m) => m !== void 0) && result.push(
    implicit && !pin.indexUrl ? { ...pin, indexUrl: implicit.url, origin: "uv", sourceElse: markers } : { ...pin, sourceElse: markers }
  ), result;
}
function readDynamic(ctx, setuptools) {
  let dynamic = setuptools.dynamic;
  if (!isRecord(dynamic)) return;
  let add = (spec, key2) => {
    if (!isRecord(spec)) return;
    let files = typeof spec.file == "string" ? [spec.file] : strings(spec.file);
    for (let f of files) {
      let lit = locateString(ctx.layout, ["tool", "setuptools", "dynamic"], f, ctx.used, key2);
      ctx.out.includes.push({ path: f, kind: "requirement", line: lit?.line ?? 1, column: lit?.column ?? 1 });
    }
  };
  if (add(dynamic.dependencies, "dependencies"), isRecord(dynamic["optional-dependencies"]))
    for (let v of Object.values(dynamic["optional-dependencies"])) add(v, "optional-dependencies");
}
function readPyproject(text, file) {
  let data = parseToml(text, file), tool = isRecord(data.tool) ? data.tool : {}, named = (t) => isRecord(t) && typeof t.name == "string" ? t.name : void 0, project = named(data.project) ?? named(tool.poetry), ctx = {
    file,
    layout: tomlLayout(text),
    used: /* @__PURE__ */ new Set(),
    out: emptyResult(),
    edges: [],
    ...project ? { project } : {}
  };
  return isRecord(data.project) && readProject(ctx, data.project), readGroups(ctx, data["dependency-groups"]), isRecord(tool.poetry) && readPoetry(ctx, tool.poetry), isRecord(tool.uv) && readUv(ctx, tool.uv), ctx.out.pins = followIncludes(ctx.out.pins, ctx.edges, ctx.out.alternatives, file), isRecord(tool.setuptools) && readDynamic(ctx, tool.setuptools), isRecord(tool.pixi) && readPixi(tool.pixi, ["tool", "pixi"], file, ctx.layout, ctx.out), ctx.out;
}

// src/formats/pyproject/index.ts
var pyprojectToml = {
  name: "pyproject.toml",
  fileNames: ["pyproject.toml"],
  takes: (base) => base.endsWith(".toml"),
  discover: { top: /^pyproject\.toml$/ },
  origins: ["pep621", "pep735", "poetry", "uv", "pixi", "conda"],
  ownsRequiresPython: !0,
  read: { file: readPyproject }
}, pyproject = { name: "pyproject", pins: [pyprojectToml], locks: [] };

// src/formats/requirements/index.ts
var requirementsTxt = {
  name: "requirements.txt",
  fileNames: ["requirements*.txt", "requirements/*.txt"],
  takes: () => !0,
  discover: { top: /^requirements.*\.txt$/i, folder: { name: "requirements", files: /\.txt$/i } },
  origins: ["requirements"],
  read: { pipInvocation: parseRequirementsText }
}, requirements = { name: "requirements", pins: [requirementsTxt], locks: [] };

// src/formats/setup/setup-cfg.ts
var TERMINATOR = /[\n\r\u2028\u2029]/;
function keyValue(raw) {
  let eq = raw.indexOf("="), colon = raw.indexOf(":"), sep = eq < 0 ? colon : colon < 0 ? eq : Math.min(eq, colon);
  if (sep < 1) return;
  let value = raw.slice(sep + 1).trimStart();
  if (!TERMINATOR.test(value))
    return { key: raw.slice(0, sep).trim(), value };
}
function iniValues(text, file) {
  let out = [], section = "", current;
  return text.split(/\r?\n/).forEach((raw, i) => {
    let lineNo = i + 1;
    if (/^\s*[#;]/.test(raw) || raw.trim() === "") return;
    let header = /^\[([^\]]+)\]\s*$/.exec(raw);
    if (header) {
      section = header[1].trim(), current = void 0;
      return;
    }
    if (/^\s/.test(raw) && current) {
      let col = raw.length - raw.trimStart().length + 1;
      current.lines.push({ text: raw.trim(), line: lineNo, column: col });
      return;
    }
    let kv = keyValue(raw);
    if (!kv) throw new shared.InputError(`${file}:${lineNo}:1: not valid setup.cfg: expected "key = value" or a [section]`);
    current = { section, key: kv.key, lines: [], keyLine: lineNo }, out.push(current);
    let value = kv.value;
    value.trim() !== "" && current.lines.push({ text: value.trim(), line: lineNo, column: raw.length - value.length + 1 });
  }), out;
}
function readSetupCfg(text, file) {
  let out = emptyResult(), values = iniValues(text, file), project = values.find((v) => v.section === "metadata" && v.key === "name")?.lines[0]?.text, edges = [];
  for (let v of values) {
    let requires = v.section === "options" && v.key === "install_requires" || v.section === "options.extras_require";
    if (v.section === "options" && v.key === "python_requires" && v.lines[0]) {
      let first = v.lines[0];
      out.requiresPython = {
        specifier: at$1(
          file,
          first.line,
          first.column,
          () => normalizeSpecifier(first.text, "python_requires").specifier
        ),
        location: { file, line: first.line, column: first.column }
      };
      continue;
    }
    if (!requires) continue;
    let group = v.section === "options.extras_require" ? v.key : void 0;
    group !== void 0 && v.lines[0] && (out.alternatives.extras[group] ??= { file, line: v.lines[0].line });
    for (let l of v.lines) {
      let comment = commentStart(l.text, !1), text2 = comment < 0 ? l.text : l.text.slice(0, comment), file_ = /^file:\s*(.+)$/.exec(text2);
      if (file_) {
        for (let f of file_[1].split(",").map((s) => s.trim()).filter(Boolean))
          out.includes.push({ path: f, kind: "requirement", line: l.line, column: l.column });
        continue;
      }
      let self = at$1(file, l.line, l.column, () => selfExtras(text2, project));
      if (self) {
        let from = group === void 0 ? { kind: "default", name: "" } : { kind: "extra", name: group };
        for (let extra of self.extras)
          edges.push({
            from,
            to: { kind: "extra", name: extra },
            ...self.marker ? { marker: self.marker } : {},
            location: { file, line: l.line, column: l.column }
          });
        continue;
      }
      let req = at$1(file, l.line, l.column, () => parseRequirement(text2)), other = req ? void 0 : readOther(text2);
      other && out.others.push(
        otherPinFrom(
          other,
          "setup.cfg",
          { file, line: l.line, column: l.column + otherOffset(other) },
          group ? { group, alternative: "extra" } : {}
        )
      ), req && out.pins.push(
        pinFrom(
          req,
          "setup.cfg",
          { file, line: l.line, column: l.column + req.nameOffset },
          group ? { group, alternative: "extra" } : {}
        )
      );
    }
  }
  return out.pins = followIncludes(out.pins, edges, out.alternatives, file), out;
}

// src/formats/setup/setup-py-extras.ts
var BUILTINS = /* @__PURE__ */ new Set(["list", "set", "tuple", "sorted", "dict", "str", "sum", "filter", "map"]), KEYWORDS = /* @__PURE__ */ new Set(["None", "True", "False", "and", "or", "not", "if", "else", "in", "is", "for", "lambda"]), FILE_LIKE = /[/\\]|\.(?:txt|in|cfg|toml|py|json|ya?ml)$/i, MUTATORS = /* @__PURE__ */ new Set(["insert", "add", "setdefault", "remove", "pop", "popitem", "clear", "discard"]), ASSIGN = /^(?:[-+*/%&|^@]|\/\/|\*\*|<<|>>)?=$/;
function statements(text) {
  let out = [], cur = [];
  for (let tok of shared.tokenize(text)) {
    let src = text.slice(tok.start, tok.end), push = (t) => cur.push({ ...t, at: tok.start });
    switch (tok.type) {
      case "newline":
        cur.length && out.push(cur), cur = [];
        break;
      case "name":
        push({ t: "name", v: src });
        break;
      case "number":
        push({ t: "num", v: src });
        break;
      case "op":
      case "error":
        push({ t: "op", v: src });
        break;
      case "string": {
        let m = /^([A-Za-z]*)("""|'''|"|')/.exec(src), q = m?.[2] ?? '"';
        push({ t: "str", v: m && !/[fFtT]/.test(m[1]) ? src.slice(m[0].length, src.length - q.length) : "\0" });
        break;
      }
      default:
        break;
    }
  }
  return cur.length && out.push(cur), out;
}
function operand(toks, i) {
  let out = [], depth = 0;
  for (let j = i; j < toks.length; j++) {
    let t = toks[j];
    if (t.t === "op" && "([{".includes(t.v)) depth++;
    else if (t.t === "op" && ")]}".includes(t.v)) {
      if (depth === 0) break;
      depth--;
    } else if (t.t === "op" && t.v === "," && depth === 0) break;
    out.push(t);
  }
  return out;
}
var requiresTorch = (s) => {
  try {
    let r = parseRequirement(s);
    return r !== void 0 && bringsTorch(r.package);
  } catch {
    return !1;
  }
};
function requirementNamesOf(stmts) {
  let names = /* @__PURE__ */ new Set();
  for (let st of stmts)
    for (let k = 0; k < st.length; k++) {
      let t = st[k], before = st[k - 1];
      if (t.t !== "str" || st[k + 1]?.v === ":" || !before || !["[", ",", "("].includes(before.v)) continue;
      let beforeThat = st[k - 2];
      if (before.v === "[" && (beforeThat?.t === "name" || beforeThat?.v === ")" || beforeThat?.v === "]")) continue;
      let r = requirementName(t.v);
      r && /^\s*(?:$|\[|[<>=!~;@])/.test(r.rest) && names.add(r.name.toLowerCase());
    }
  return names;
}
function bracketed(toks, open) {
  let depth = 0;
  for (let j = open; j < toks.length; j++) {
    let t = toks[j];
    if (t.t === "op") {
      if (t.v === "(" || t.v === "[" || t.v === "{") depth++;
      else if ((t.v === ")" || t.v === "]" || t.v === "}") && --depth === 0) return toks.slice(open + 1, j);
    }
  }
  return toks.slice(open + 1);
}
var empty = () => ({ strings: /* @__PURE__ */ new Set(), names: /* @__PURE__ */ new Set(), torch: !1, undecided: !1 }), undecidedReach = () => ({ ...empty(), undecided: !0 });
function join(into, r) {
  for (let s of r.strings) into.strings.add(s);
  for (let n of r.names) into.names.add(n);
  into.torch ||= r.torch, into.undecided ||= r.undecided;
}
function dictEntries(toks) {
  let entries = [];
  if (toks[0]?.v !== "{") return { entries, complete: !1 };
  for (let k = 1; k < toks.length; ) {
    if (toks[k].v === "}") return { entries, complete: !0 };
    let key2 = toks[k];
    if (key2.t !== "str" || toks[k + 1]?.v !== ":") break;
    let value = operand(toks, k + 2);
    if (entries.push([key2, value]), k += 2 + value.length, toks[k]?.v === "}") return { entries, complete: !0 };
    if (toks[k]?.v !== ",") break;
    k++;
  }
  return { entries, complete: !1 };
}
function assignments(stmts) {
  let assigned = /* @__PURE__ */ new Map(), keyed = /* @__PURE__ */ new Map(), mutated = /* @__PURE__ */ new Set(), setupArgs;
  for (let s of stmts) {
    let [a, b, c, d, e] = s;
    if (a?.t === "name" && b?.t === "op" && (b.v === "=" || b.v === "+=")) {
      let list2 = b.v === "=" ? [] : assigned.get(a.v) ?? [];
      list2.push(s.slice(2)), assigned.set(a.v, list2);
    } else if (a?.t === "name" && b?.v === "." && c?.t === "name" && (c.v === "append" || c.v === "extend" || c.v === "update") && d?.v === "(") {
      let list2 = assigned.get(a.v);
      list2 ? list2.push(s.slice(4)) : assigned.set(a.v, [s.slice(4)]);
    } else a?.t === "name" && b?.v === "[" && c?.t === "str" && d?.v === "]" && e?.v === "=" ? (keyed.has(a.v) || keyed.set(a.v, /* @__PURE__ */ new Map()), keyed.get(a.v).set(c.v, [c, s.slice(5)])) : a?.t === "name" && a.v === "del" ? b?.t === "name" && mutated.add(b.v) : (a?.t === "name" && b?.v === "." && c?.t === "name" && MUTATORS.has(c.v) && d?.v === "(" || a?.t === "name" && b?.t === "op" && ASSIGN.test(b.v) || a?.t === "name" && b?.v === "[" && s.some((t) => t.t === "op" && ASSIGN.test(t.v))) && mutated.add(a.v);
    let at2 = s.findIndex((t, k) => t.t === "name" && t.v === "setup" && s[k + 1]?.v === "(");
    at2 >= 0 && (setupArgs = bracketed(s, at2 + 1));
  }
  return { assigned, keyed, mutated, ...setupArgs ? { setupArgs } : {} };
}
function extrasTable(expr, extrasVar, { assigned, keyed, mutated }) {
  let defs = /* @__PURE__ */ new Map(), complete = !0, addDict = (toks) => {
    let dict = dictEntries(toks);
    for (let [key2, value] of dict.entries) defs.set(key2.v, [key2, value]);
    complete &&= dict.complete;
  };
  if (extrasVar) {
    let values = assigned.get(extrasVar);
    (!values || mutated.has(extrasVar)) && (complete = !1);
    for (let rhs of values ?? []) addDict(rhs);
    for (let [k, v] of keyed.get(extrasVar) ?? []) defs.set(k, v);
  } else expr && addDict(expr);
  return { defs, complete };
}
function setupPyTorch(text) {
  let stmts = statements(text), file = assignments(stmts), { assigned, mutated, setupArgs } = file;
  if (!setupArgs) return;
  let args = setupArgs, spread = !1, kw = (name) => {
    let depth = 0;
    for (let k = 0; k < args.length; k++) {
      let t = args[k];
      if (t.t === "op" && "([{".includes(t.v)) depth++;
      else if (t.t === "op" && ")]}".includes(t.v)) depth--;
      else if (depth === 0 && t.t === "op" && t.v === "**") spread = !0;
      else if (depth === 0 && t.t === "name" && t.v === name && args[k + 1]?.v === "=") return operand(args, k + 2);
    }
  }, extrasExpr = kw("extras_require"), extrasVar = extrasExpr?.length === 1 && extrasExpr[0].t === "name" ? extrasExpr[0].v : void 0, { defs: extraDefs, complete: extrasComplete } = extrasTable(extrasExpr, extrasVar, file), nameExpr = kw("name"), project = nameExpr?.length === 1 && nameExpr[0].t === "str" ? nameExpr[0].v : void 0, selfRef = (text2) => {
    let head = project ? requirementName(text2) : void 0;
    if (!(!head || normalizeName(head.name) !== normalizeName(project)))
      return (/^\s*\[([^\]]*)\]/.exec(head.rest)?.[1] ?? "").split(",").map((e) => e.trim()).filter(Boolean);
  }, byNorm = new Map([...extraDefs.keys()].map((k) => [normalizeName(k), k])), extraNamed = (name) => byNorm.get(normalizeName(name)) ?? name, reachOf = (toks, seen) => {
    let out = empty();
    for (let k = 0; k < toks.length; k++) {
      let t = toks[k], next = toks[k + 1];
      if (t.t === "str") {
        let self = selfRef(t.v);
        if (self) {
          for (let extra of self) join(out, extraReachOf(extraNamed(extra), seen));
          continue;
        }
        out.strings.add(t.at), out.torch ||= requiresTorch(t.v);
        continue;
      }
      if (!(t.t !== "name" || KEYWORDS.has(t.v))) {
        if (next?.v === "[") {
          let key2 = toks[k + 2];
          if (key2?.t !== "str" || toks[k + 3]?.v !== "]") {
            out.undecided = !0;
            continue;
          }
          k += 3, join(out, t.v === extrasVar ? extraReachOf(key2.v, seen) : lookup(t.v, key2.v, seen));
          continue;
        }
        if (next?.v === "(") {
          if (BUILTINS.has(t.v)) continue;
          let inner = bracketed(toks, k + 1);
          (!inner.some((a) => a.t === "str") || inner.some((a) => a.t === "str" && FILE_LIKE.test(a.v)) || inner.some((a) => a.t === "name" && !KEYWORDS.has(a.v))) && (out.undecided = !0);
          for (let a of inner) {
            if (a.t !== "str") continue;
            out.strings.add(a.at), out.torch ||= requiresTorch(a.v);
            let name = requirementName(a.v)?.name;
            name && out.names.add(normalizeName(name));
          }
          k += 1 + inner.length;
          continue;
        }
        toks[k - 1]?.v !== "." && join(out, variable(t.v, seen));
      }
    }
    return out;
  }, memo = /* @__PURE__ */ new Map(), memoized = (key2, seen, fn) => {
    if (seen.has(key2)) return undecidedReach();
    let r = memo.get(key2);
    return r || memo.set(key2, r = fn(new Set(seen).add(key2))), r;
  }, variable = (name, seen) => memoized(`var ${name}`, seen, (inner) => {
    let values = assigned.get(name);
    if (!values || mutated.has(name)) return undecidedReach();
    let out = empty();
    for (let v of values) join(out, reachOf(v, inner));
    return out;
  }), lookup = (table, key2, seen) => memoized(`table ${table} ${key2}`, seen, (inner) => {
    if (!mutated.has(table))
      for (let rhs of assigned.get(table) ?? []) {
        let hit = dictEntries(rhs).entries.find(([k]) => k.v === key2);
        if (hit) return reachOf(hit[1], inner);
      }
    let out = empty();
    return requiresTorch(key2) || requirementNames().has(key2.toLowerCase()) ? (out.names.add(normalizeName(key2)), out.torch = requiresTorch(key2)) : out.undecided = !0, out;
  }), names, requirementNames = () => names ??= requirementNamesOf(stmts), extraReachOf = (name, seen) => memoized(`extra ${name}`, seen, (inner) => {
    let def = extraDefs.get(name);
    return def ? reachOf(def[1], inner) : undecidedReach();
  }), install = kw("install_requires"), defaultReach = install ? reachOf(install, /* @__PURE__ */ new Set()) : empty();
  spread && (defaultReach.undecided = !0);
  let verdict = (r) => r.torch ? !0 : r.undecided ? void 0 : !1, extras = {}, extraReach = {}, extraAt = {};
  for (let [name, [key2]] of extraDefs)
    extraReach[name] = extraReachOf(name, /* @__PURE__ */ new Set()), extras[name] = verdict(extraReach[name]), extraAt[name] = key2.at;
  let decided = !defaultReach.undecided && !spread && extrasComplete && Object.values(extraReach).every((r) => !r.undecided);
  return { defaultTorch: verdict(defaultReach), extras, decided, defaultReach, extraReach, extraAt };
}
function extrasReaching(sp, at2, pkg) {
  if (!sp.decided) return;
  let name = normalizeName(pkg), reaches = (r) => r.strings.has(at2) || r.names.has(name);
  if (reaches(sp.defaultReach)) return;
  let extras = Object.keys(sp.extraReach).filter((e) => reaches(sp.extraReach[e]));
  return extras.length ? extras : void 0;
}

// src/formats/setup/setup-py.ts
var STRING_HEAD = /^([A-Za-z]*)("""|'''|"|')/;
function literalValue(body, raw) {
  return raw ? body : body.replace(
    /\\(\r\n|[\s\S])/g,
    (_, n) => n === "n" ? `
` : n === "t" ? "	" : n === `
` || n === `\r
` ? "" : n
  );
}
function tokenize2(text, file) {
  let loc = new shared.Locator(text), toks = [];
  for (let tok of shared.tokenize(text)) {
    let src = text.slice(tok.start, tok.end);
    if (tok.type === "name") toks.push({ t: "name", value: src });
    else if (tok.type === "op" || tok.type === "error") toks.push({ t: "punct", value: src });
    else if (tok.type === "string") {
      let head = STRING_HEAD.exec(src), [, prefix = "", quote = '"'] = head, at2 = loc.at(tok.start + prefix.length);
      if (tok.error) throw new shared.InputError(`${file}:${at2.line}:${at2.column}: unterminated string literal`);
      let body = src.slice(head[0].length, src.length - quote.length), lower = prefix.toLowerCase();
      toks.push({
        t: "str",
        value: literalValue(body, lower.includes("r")),
        line: at2.line,
        column: at2.column + quote.length,
        formatted: lower.includes("f") || lower.includes("t"),
        start: tok.start
      });
    }
  }
  return toks;
}
var REQUIRES_KEY = /require|dep/i, NOT_REQUIREMENTS = /* @__PURE__ */ new Set([
  "name",
  "version",
  "description",
  "long_description",
  "url",
  "author",
  "author_email",
  "maintainer",
  "license",
  "packages",
  "py_modules",
  "package_dir",
  "package_data",
  "keywords",
  "classifiers",
  "entry_points",
  "scripts",
  "platforms"
]);
function readSetupPy(text, file) {
  let out = emptyResult(), toks = tokenize2(text, file), starts = /* @__PURE__ */ new Map(), stack = [], requiresOpen = 0, notRequirementsOpen = 0, count = (s, by) => {
    s !== void 0 && (REQUIRES_KEY.test(s) && (requiresOpen += by), NOT_REQUIREMENTS.has(s) && (notRequirementsOpen += by));
  }, keyBefore = (k) => {
    let prev = toks[k - 1], key2 = toks[k - 2];
    if (prev?.t === "punct" && (prev.value === "=" || prev.value === ":") && key2 && (key2.t === "name" || key2.t === "str"))
      return key2.value;
  };
  toks.forEach((tok, k) => {
    if (tok.t === "punct") {
      if ("([{".includes(tok.value)) {
        let name = keyBefore(k) ?? (tok.value === "(" ? toks[k - 1]?.value : void 0);
        stack.push(name), count(name, 1);
      } else ")]}".includes(tok.value) && count(stack.pop(), -1);
      return;
    }
    if (tok.t !== "str" || tok.formatted) return;
    /\.(txt|in)$/.test(tok.value) && readsForInstall(toks, k) && (out.installReads ??= []).push(tok.value);
    let key2 = keyBefore(k);
    if (key2 === "python_requires") {
      let next = toks[k + 1];
      if (next?.t === "punct" && (next.value === "." || next.value === "%" || next.value === "+")) {
        (out.unread ??= []).push({
          what: "python_requires",
          why: "it is computed when setup.py runs",
          location: { file, line: tok.line, column: tok.column }
        });
        return;
      }
      out.requiresPython = {
        specifier: at$1(file, tok.line, tok.column, () => normalizeSpecifier(tok.value, "python_requires").specifier),
        location: { file, line: tok.line, column: tok.column }
      };
      return;
    }
    if (key2 && NOT_REQUIREMENTS.has(key2)) return;
    let after = toks[k + 1];
    if (after?.t === "punct" && after.value === ":") return;
    let inRequires = key2 !== void 0 && REQUIRES_KEY.test(key2) || requiresOpen > 0;
    if (notRequirementsOpen > 0) return;
    let req;
    try {
      req = parseRequirement(tok.value.trimEnd());
    } catch (e) {
      if (inRequires && e instanceof shared.InputError)
        throw new shared.InputError(`${file}:${tok.line}:${tok.column}: ${e.message}`);
      return;
    }
    if (!req) {
      let other = inRequires ? readOther(tok.value) : void 0;
      if (other) {
        let pin2 = otherPinFrom(other, "setup.py", {
          file,
          line: tok.line,
          column: tok.column + otherOffset(other)
        });
        starts.set(pin2, tok.start), out.others.push(pin2);
      }
      return;
    }
    if (req.specifier === "" && !req.marker && !req.url && !inRequires) return;
    let pin = pinFrom(req, "setup.py", { file, line: tok.line, column: tok.column + req.nameOffset }, {});
    starts.set(pin, tok.start), out.pins.push(pin);
  });
  let torch = out.pins.some((p) => bringsTorch(p.package)) ? setupPyTorch(text) : void 0;
  return torch && (out.alternatives.setupPyTorch = { file, defaultTorch: torch.defaultTorch, extras: torch.extras }, declareExtras(out, torch, text, file), torch.decided ? asExtras(out, torch, starts) : Object.keys(torch.extraAt).length && undecidedExtras(out, torch)), out;
}
function readsForInstall(toks, k) {
  let j = k - 1;
  if (toks[j]?.t !== "punct" || toks[j].value !== "(") return !1;
  for (j--; j >= 1 && toks[j]?.t === "name" && toks[j - 1]?.t === "punct" && toks[j - 1].value === "."; ) j -= 2;
  return toks[j]?.t !== "name" ? !1 : toks[j - 1]?.t === "punct" && toks[j - 1].value === "=" && toks[j - 2]?.value === "install_requires";
}
function declareExtras(out, torch, text, file) {
  let loc = new shared.Locator(text);
  for (let [name, offset] of Object.entries(torch.extraAt)) {
    let at2 = loc.at(offset);
    out.alternatives.extras[name] = { file, line: at2.line, column: at2.column };
  }
}
function undecidedExtras(out, torch) {
  let [first] = Object.entries(torch.extraAt).sort((a, b) => a[1] - b[1])[0];
  (out.unread ??= []).push({
    what: "What setup.py's extras install",
    why: "part of it is built when setup.py runs",
    effect: "every torch pin of the file is judged as the default install\u2019s, whichever extra is selected",
    fix: "Write extras_require as lists of requirement strings, or declare optional-dependencies in pyproject.toml.",
    source: "https://setuptools.pypa.io/en/latest/userguide/dependency_management.html#optional-dependencies",
    location: out.alternatives.extras[first]
  });
}
function asExtras(out, torch, starts) {
  let split = (pins) => pins.flatMap((p) => {
    let extras = extrasReaching(torch, starts.get(p), p.package);
    return extras ? extras.map((group) => ({ ...p, group, alternative: "extra" })) : [p];
  });
  out.pins = split(out.pins), out.others = split(out.others);
}

// src/formats/setup/index.ts
var setupCfg = {
  name: "setup.cfg",
  fileNames: ["setup.cfg"],
  takes: (base) => base === "setup.cfg",
  discover: { top: /^setup\.cfg$/ },
  origins: ["setup.cfg"],
  read: { file: readSetupCfg }
}, setupPy = {
  name: "setup.py",
  fileNames: ["setup.py"],
  takes: (base) => base.endsWith(".py"),
  discover: { top: /^setup\.py$/ },
  origins: ["setup.py"],
  read: { file: readSetupPy }
}, setup = { name: "setup", pins: [setupCfg, setupPy], locks: [] };

// src/pins/formats.ts
var FORMATS_WITH_PINS = [pixi, pyproject, setup, conda, requirements], PIN_FORMATS = FORMATS_WITH_PINS.flatMap((f) => f.pins);
function pinFormatOf(file) {
  let base = path.basename(file).toLowerCase();
  return PIN_FORMATS.find((f) => f.takes(base)) ?? requirementsTxt;
}

// src/pins/read.ts
var MAX_FILE_BYTES = shared.FILE_CAPS.pin, MAX_FILES = 1e4;
function decodeText(buf, file) {
  if (buf.length > MAX_FILE_BYTES)
    throw new shared.InputError(
      `${file}: larger than ${MAX_FILE_BYTES / 1024 / 1024} MB, the most a pin file may be; is it really a requirements file?`
    );
  return shared.decodeUserText(buf, file);
}
var Reader = class {
  cwd;
  env;
  source;
  files = [];
  fileSet = /* @__PURE__ */ new Set();
  constructor(o) {
    this.cwd = path.resolve(o.cwd ?? process.cwd()), this.env = o.env ?? process.env, this.source = o.source;
  }
  rel(abs) {
    let r = path.relative(this.cwd, abs);
    return (r.startsWith("..") || path.isAbsolute(r) ? abs : r).split(path.sep).join("/");
  }
  async text(abs, missing) {
    let rel = this.rel(abs), buf;
    try {
      buf = await this.source.read(abs);
    } catch (e) {
      throw e instanceof shared.UnreadableFile ? new shared.UnreadableFile(rel, e.why, e.reason) : e;
    }
    if (buf === void 0) throw missing();
    if (!this.fileSet.has(rel)) {
      if (this.fileSet.size >= MAX_FILES)
        throw new shared.InputError(
          `${rel}: more than ${MAX_FILES} pin files (with -r/-c includes) in one run; is an include generated in a loop?`
        );
      this.fileSet.add(rel), this.files.push(rel);
    }
    return decodeText(buf, rel);
  }
  /**
   * One requirements file and everything it includes: pip applies index options to all of them.
   * `stack` holds the files being read (for cycles), `seen` every file already read; both are
   * shared down the chain, never copied, so a long include chain costs linear time.
   */
  async requirementsTree(abs, out, stack, seen, options, missing) {
    let rel = this.rel(abs), text = await this.text(abs, missing ?? (() => new shared.InputError(`${rel}: file not found`))), parsed = requirementsTxt.read.pipInvocation(text, rel, this.env);
    for (let e of parsed.entries)
      out.pins.push({
        package: e.req.package,
        specifier: e.req.specifier,
        ...e.req.local ? { local: e.req.local } : {},
        ...e.req.marker ? { marker: e.req.marker } : {},
        ...e.req.wheel ? { wheel: e.req.wheel } : {},
        ...e.req.url && !e.req.wheel ? { url: e.req.url } : {},
        ...e.req.extras.length ? { extras: e.req.extras } : {},
        origin: "requirements",
        ...e.notes.length ? { notes: e.notes } : {},
        location: { file: rel, line: e.line, column: e.column }
      });
    for (let o of parsed.others)
      out.others.push(otherPinFrom(o.read, "requirements", { file: rel, line: o.line, column: o.column }));
    for (let o of parsed.options)
      options.push(o), (o.role === "index-url" || o.role === "extra-index-url" || o.role === "find-links") && o.value && out.indexes.push({ url: o.value, role: o.role, location: { file: rel, line: o.line, column: o.column } }), (o.role === "requirement" || o.role === "constraint") && o.value && await this.include(
        abs,
        { path: o.value, kind: o.role, line: o.line, column: o.column },
        out,
        stack,
        seen,
        options
      );
  }
  async include(fromAbs, inc, out, stack, seen, options) {
    let from = this.rel(fromAbs), flag = inc.kind === "constraint" ? "-c" : "-r";
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(inc.path)) return;
    let target = path.resolve(path.dirname(fromAbs), inc.path), to = this.rel(target);
    if (stack.has(target))
      throw new shared.InputError(
        `${from}:${inc.line}:${inc.column}: ${flag} ${inc.path}: include cycle: ${from} includes ${to}, which includes ${from} again`
      );
    seen.has(target) || (seen.add(target), stack.add(target), await this.requirementsTree(
      target,
      out,
      stack,
      seen,
      options,
      () => new shared.InputError(`${from}:${inc.line}:${inc.column}: ${flag} ${inc.path}: file not found (${to})`)
    ), stack.delete(target));
  }
};
function applyPipOptions(pins, options) {
  let indexUrl = options.filter((o) => o.role === "index-url").pop()?.value, noIndex = options.some((o) => o.role === "no-index"), extras = options.filter((o) => o.role === "extra-index-url" && !noIndex || o.role === "find-links").map((o) => o.value);
  for (let p of pins)
    indexUrl && !noIndex && (p.indexUrl = indexUrl), extras.length && (p.extraIndexUrls = [...new Set(extras)]), noIndex && (p.notes = [...p.notes ?? [], "--no-index: pip searches only the --find-links locations"]);
}
function ofInstall(out, rel) {
  for (let p of [...out.pins, ...out.others]) p.location.file !== rel && (p.install = rel);
  return out;
}
async function readOne(reader, abs) {
  let { read } = pinFormatOf(abs), rel = reader.rel(abs);
  if ("pipInvocation" in read) {
    let out2 = emptyResult(), options = [];
    return await reader.requirementsTree(abs, out2, /* @__PURE__ */ new Set([abs]), /* @__PURE__ */ new Set([abs]), options), applyPipOptions(out2.pins, options), applyPipOptions(out2.others, options), ofInstall(out2, rel);
  }
  let text = await reader.text(abs, () => new shared.InputError(`${rel}: file not found`)), out = await read.file(text, rel);
  if (out.includes.length) {
    let sub = emptyResult(), options = [], seen = /* @__PURE__ */ new Set([abs]);
    for (let inc of out.includes) await reader.include(abs, inc, sub, /* @__PURE__ */ new Set([abs]), seen, options);
    let condaIndex = out.pins.find((p) => p.group === "pip");
    if (applyPipOptions(sub.pins, options), applyPipOptions(sub.others, options), condaIndex)
      for (let p of [...sub.pins, ...sub.others])
        !p.indexUrl && condaIndex.indexUrl && (p.indexUrl = condaIndex.indexUrl);
    let route = out.pins.find((p) => p.route)?.route ?? (out.envPython || out.channels ? pinFormatRoute(abs) : void 0);
    if (route) for (let p of [...sub.pins, ...sub.others]) p.route = route;
    out.pins.push(...sub.pins), out.others.push(...sub.others), out.indexes.push(...sub.indexes);
  }
  return ofInstall(out, rel);
}
function pinFormatRoute(abs) {
  let name = pinFormatOf(abs).name;
  return name === "pixi.toml" ? "pixi" : name === "environment.yml" ? "conda" : void 0;
}
function mergeAlternatives(into, from) {
  for (let k of ["extras", "groups", "environments"])
    for (let [name, v] of Object.entries(from[k]))
      name in into[k] || (into[k][name] = v);
  into.conflicts.push(...from.conflicts), from.defaultGroups && !into.defaultGroups && (into.defaultGroups = from.defaultGroups), from.setupPyTorch && !into.setupPyTorch && (into.setupPyTorch = from.setupPyTorch), from.pixiPlatforms && !into.pixiPlatforms && (into.pixiPlatforms = from.pixiPlatforms);
  for (let [name, v] of Object.entries(from.featurePythons ?? {}))
    into.featurePythons?.[name] || ((into.featurePythons ??= {})[name] = v);
}
var pinKey = (p) => `${p.location.file}:${p.location.line}:${p.location.column ?? 0}:${p.package}:${p.marker ?? ""}:${p.sourceMarker ?? ""}:${p.sourceElse?.join("") ?? ""}:${p.alternative ?? ""}:${p.group ?? ""}`;
function keepOnce(pins, plains, p) {
  let k = `${pinKey(p)}:${p.indexUrl ?? ""}`, plain = `${pinKey(p)}:`;
  p.indexUrl && pins.has(plain) && pins.delete(plain), !(!p.indexUrl && plains.has(plain)) && (plains.add(plain), pins.has(k) || pins.set(k, p));
}
async function readPinsWith(files, options) {
  let reader = new Reader(options), pins = /* @__PURE__ */ new Map(), plains = /* @__PURE__ */ new Set(), indexes = [], indexKeys = /* @__PURE__ */ new Set(), requiresPython, envPythons = {}, channels = {}, projectReads = /* @__PURE__ */ new Set(), unread = [], alternatives = noAlternatives(), others = /* @__PURE__ */ new Map(), otherPlains = /* @__PURE__ */ new Set();
  for (let f of files) {
    let abs = path.resolve(reader.cwd, f), res = await readOne(reader, abs);
    for (let p of res.pins) keepOnce(pins, plains, p);
    for (let p of res.others) keepOnce(others, otherPlains, p);
    mergeAlternatives(alternatives, res.alternatives);
    let rel = reader.rel(abs);
    res.envPython && (envPythons[rel] = res.envPython), res.channels && (channels[rel] = res.channels);
    for (let r of res.installReads ?? []) projectReads.add(reader.rel(path.resolve(path.dirname(abs), r)));
    res.unread && unread.push(...res.unread);
    for (let ix of res.indexes) {
      let key2 = `${ix.url}
${ix.location.file}
${ix.location.line}`;
      indexKeys.has(key2) || (indexKeys.add(key2), indexes.push(ix));
    }
    res.requiresPython && (!requiresPython || pinFormatOf(abs).ownsRequiresPython && !requiresPython.location.file.endsWith(".toml")) && (requiresPython = res.requiresPython);
  }
  for (let u of [
    ...indexes.map((i) => i.url),
    ...[...pins.values(), ...others.values()].flatMap((p) => [p.indexUrl, p.url, ...p.extraIndexUrls ?? []])
  ])
    u && shared.noteUrlSecrets(u);
  return {
    pins: [...pins.values()],
    ...others.size ? { others: [...others.values()] } : {},
    ...requiresPython ? { requiresPython } : {},
    ...Object.keys(envPythons).length ? { envPythons } : {},
    ...Object.keys(channels).length ? { channels } : {},
    ...projectReads.size ? { projectReads: [...projectReads] } : {},
    ...unread.length ? { unread } : {},
    alternatives,
    indexes,
    files: reader.files
  };
}

// src/pins/targets.ts
var NO_SELECTION = { extras: [], groups: [], environments: [], all: !1 }, norm2 = (s) => s.toLowerCase().replace(/[-_.]+/g, "-");
function defaultGroups(alt) {
  return alt.defaultGroups ? alt.defaultGroups : "dev" in alt.groups ? ["dev"] : [];
}
function targetName(t, base) {
  let parts = [
    ...t.extras.map((e) => `extra ${e}`),
    ...t.groups.filter((g) => !base.includes(g)).map((g) => `group ${g}`),
    ...t.environment ? [`environment ${t.environment}`] : []
  ];
  return parts.length ? parts.join(" + ") : "default";
}
function find(declared, name) {
  return Object.keys(declared).find((k) => norm2(k) === norm2(name));
}
function unknown(kind, name, declared, where2) {
  let names = Object.keys(declared);
  throw where2 ? new shared.InputError(
    `${kind} ${JSON.stringify(name)}: ${where2} declares no ${kind} of that name${names.length ? ` (it declares ${names.slice(0, 20).join(", ")}${names.length > 20 ? ", \u2026" : ""})` : ""}`
  ) : new shared.InputError(`${kind} ${JSON.stringify(name)}: no pin file was read, so there is no ${kind} to select`);
}
function checkConflicts(alt, extras, groups) {
  for (let c of alt.conflicts) {
    let hit = c.items.filter((i) => (i.kind === "extra" ? extras : groups).some((n) => norm2(n) === norm2(i.name)));
    if (hit.length > 1) {
      let at2 = c.location;
      throw new shared.InputError(
        `${hit.map((i) => `${i.kind} ${i.name}`).join(" and ")} conflict (${at2.file}:${at2.line}, [tool.uv] conflicts): uv never installs them together; select one at a time, or judge each on its own (--all-extras, input all-extras)`
      );
    }
  }
}
var torchFamily$1 = (p) => bringsTorch(p.package);
function installTargets(set, sel, bound = () => !1) {
  let alt = set?.alternatives ?? { extras: {}, groups: {}, environments: {}, conflicts: [] }, where2 = set?.files.length ? set.files.join(", ") : void 0, base = defaultGroups(alt), make = (extras2, groups2, environment) => {
    let env = alt.environments[environment ?? "default"], t = {
      extras: extras2,
      groups: [.../* @__PURE__ */ new Set([...base, ...groups2])],
      ...environment ? { environment } : {},
      features: env?.features ?? [],
      defaultFeature: env?.defaultFeature ?? !0
    };
    return { name: targetName(t, base), ...t };
  }, extras = sel.extras.map((e) => find(alt.extras, e) ?? unknown("extra", e, alt.extras, where2)), groups = sel.groups.map((g) => find(alt.groups, g) ?? unknown("dependency group", g, alt.groups, where2)), envs = sel.environments.map(
    (e) => e === "default" ? "default" : find(alt.environments, e) ?? unknown("pixi environment", e, alt.environments, where2)
  );
  if (envs.length > 1 && !sel.all)
    throw new shared.InputError(
      "pixi environment: pixi installs one environment at a time; name one, or judge each on its own (--all-extras, input all-extras)"
    );
  if (!sel.all) {
    checkConflicts(alt, extras, groups);
    let environment = envs[0] === "default" ? void 0 : envs[0];
    return [make(extras, groups, environment)];
  }
  let withTorch = (kind, name) => (set?.pins.some((p) => torchFamily$1(p) && p.alternative === kind && p.group === name) ?? !1) || (set?.others?.some((p) => bound(p.package) && p.alternative === kind && p.group === name) ?? !1), envWithTorch = (name) => alt.environments[name].features.some((f) => withTorch("feature", f)), out = [make([], [])];
  for (let e of Object.keys(alt.extras)) withTorch("extra", e) && out.push(make([e], []));
  for (let g of Object.keys(alt.groups)) !base.includes(g) && withTorch("group", g) && out.push(make([], [g]));
  for (let e of Object.keys(alt.environments)) e !== "default" && envWithTorch(e) && out.push(make([], [], e));
  return out;
}
function inTarget(p, t) {
  return !p.alternative || p.group === void 0 ? !0 : p.alternative === "extra" ? t.extras.some((e) => norm2(e) === norm2(p.group)) : p.alternative === "group" ? t.groups.some((g) => norm2(g) === norm2(p.group)) : t.features.includes(p.group);
}
function pinsOfTarget(set, t) {
  let others = set.others?.filter((p) => inTarget(p, t));
  return { ...set, pins: set.pins.filter((p) => inTarget(p, t)), ...others ? { others } : {} };
}
function lockScope(set, t) {
  let conflicting = new Set(
    (set.alternatives?.conflicts ?? []).flatMap((c) => c.items.map((i) => `${i.kind}:${norm2(i.name)}`))
  ), shared = (p) => (p.alternative === "extra" || p.alternative === "group") && !conflicting.has(`${p.alternative}:${norm2(p.group ?? "")}`);
  return { ...set, pins: set.pins.filter((p) => inTarget(p, t) || shared(p)) };
}
function selectedForMarkers(t) {
  return [...t.extras, ...t.groups.map((g) => `group:${g}`)];
}
function torchOnlyElsewhere(set, t, bound = () => !1) {
  let torch = set?.pins.filter(torchFamily$1) ?? [];
  return set?.others?.some((p) => bound(p.package) && inTarget(p, t)) ? !1 : torch.length > 0 && !torch.some((p) => inTarget(p, t));
}
function unjudged(set, targets) {
  if (!set?.alternatives) return [];
  let alt = set.alternatives, covered = (p) => targets.some((t) => inTarget(p, t)), out = /* @__PURE__ */ new Map();
  for (let p of set.pins) {
    if (!torchFamily$1(p) || !p.alternative || p.group === void 0 || covered(p)) continue;
    let kind = p.alternative === "feature" ? "pixi feature" : p.alternative === "group" ? "dependency group" : "extra", location = (p.alternative === "extra" ? alt.extras[p.group] : p.alternative === "group" ? alt.groups[p.group] : void 0) ?? p.location;
    out.set(`${kind} ${p.group}`, { kind, name: p.group, location });
  }
  return [...out.values()];
}
var DEFAULT_PATHEXT = ".COM;.EXE;.BAT;.CMD";
function envValue(env, name, win) {
  if (!win) return env[name];
  let key2 = Object.keys(env).find((k) => k.toUpperCase() === name);
  return key2 === void 0 ? void 0 : env[key2];
}
function isPathName(name, platform) {
  return platform === "win32" ? /[\\/:]/.test(name) : name.includes("/");
}
function findOnPath(name, look) {
  let win = look.platform === "win32";
  if (isPathName(name, look.platform) || name.includes("\0")) return name;
  let p = win ? path__namespace.win32 : path__namespace.posix, dirs = (envValue(look.env, "PATH", win) ?? (win ? "" : "/usr/bin:/bin")).split(win ? ";" : ":").map((d) => win ? d.trim().replace(/^"(.*)"$/, "$1") : d).filter((d) => d !== "" && p.isAbsolute(d)), exts = win ? windowsExtensions(name, envValue(look.env, "PATHEXT", win)) : [""];
  for (let dir of dirs)
    for (let ext of exts) {
      let file = p.join(dir, name + ext);
      if (look.isProgram(file)) return file;
    }
}
function windowsExtensions(name, pathext) {
  let exts = (pathext || DEFAULT_PATHEXT).split(";").map((e) => e.trim().toLowerCase()).filter((e) => /^\.[a-z0-9]+$/.test(e)), own = path__namespace.win32.extname(name).toLowerCase();
  return own && exts.includes(own) ? [""] : exts;
}
function isProgramHere(file) {
  if (process.platform === "win32") {
    for (let st of [node_fs.statSync, node_fs.lstatSync])
      try {
        return !st(file).isDirectory();
      } catch {
      }
    return !1;
  }
  try {
    return node_fs.statSync(file).isFile() ? (node_fs.accessSync(file, node_fs.constants.X_OK), !0) : !1;
  } catch {
    return !1;
  }
}
function hostLookup(env = process.env) {
  return { platform: process.platform, env, isProgram: isProgramHere };
}

// src/io/run.ts
var DEFAULT_OUTPUT_CAP_BYTES = 1024 * 1024;
function bytesText(n) {
  return n >= 1024 * 1024 && n % (1024 * 1024) === 0 ? `${n / (1024 * 1024)} MiB` : n >= 1024 && n % 1024 === 0 ? `${n / 1024} KiB` : `${n} bytes`;
}
function statOf(p) {
  try {
    return node_fs.statSync(p);
  } catch {
    return;
  }
}
function spawnFailure(program, err, cwd) {
  let code = err.code;
  if (code === "ENOENT" && cwd !== void 0 && !statOf(cwd)?.isDirectory())
    return { kind: "spawn-failed", errno: code, reason: `could not be started: the directory ${cwd} does not exist` };
  let st = /[\\/]/.test(program) ? statOf(program) : void 0;
  if (st?.isDirectory() || code === "EISDIR") return { kind: "is-directory", reason: "is a directory, not a program" };
  if (code === "EACCES" || code === "EPERM")
    return { kind: "not-executable", reason: "is not executable (no permission to run it)" };
  if (code === "ENOENT")
    return st?.isFile() ? { kind: "spawn-failed", errno: code, reason: "could not be started (ENOENT: is its #! interpreter missing?)" } : { kind: "not-found", reason: "was not found" };
  if (code === "EINVAL" && /\.(bat|cmd)$/i.test(program))
    return {
      kind: "not-executable",
      reason: "is a batch file, which runs only through a shell; name the python.exe it starts"
    };
  if (code === "ENOEXEC") return { kind: "not-executable", reason: "is not a program this system can run (ENOEXEC)" };
  let first = (err.message || String(err)).split(`
`)[0] ?? "";
  return {
    kind: "spawn-failed",
    ...code ? { errno: code } : {},
    reason: `could not be started: ${first.slice(0, 200)}`
  };
}
function killTree(child) {
  let pid = child.pid;
  if (pid !== void 0) {
    if (process.platform === "win32") {
      let taskkill = findOnPath("taskkill", hostLookup());
      if (!taskkill) {
        child.kill("SIGKILL");
        return;
      }
      try {
        let k = node_child_process.spawn(taskkill, ["/pid", String(pid), "/T", "/F"], {
          shell: !1,
          windowsHide: !0,
          stdio: "ignore",
          env: childEnv("win32", process.env)
        });
        k.on("error", () => child.kill("SIGKILL")), k.unref();
      } catch {
        child.kill("SIGKILL");
      }
      return;
    }
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
    }
  }
}
var live = /* @__PURE__ */ new Set(), killLive = () => {
  for (let c of live) killTree(c);
}, onSignal = (signal) => {
  killLive(), untrackAll();
  try {
    process.kill(process.pid, signal);
  } catch {
    process.exit(signal === "SIGINT" ? 130 : 143);
  }
};
function track(child) {
  live.size === 0 && (process.on("exit", killLive), process.on("SIGINT", onSignal), process.on("SIGTERM", onSignal)), live.add(child);
}
function untrack(child) {
  live.delete(child) && live.size === 0 && untrackAll();
}
function untrackAll() {
  live.clear(), process.off("exit", killLive), process.off("SIGINT", onSignal), process.off("SIGTERM", onSignal);
}
function childEnv(platform, env) {
  return platform === "win32" ? { ...env, NoDefaultCurrentDirectoryInExePath: "1" } : env;
}
var timedOut = (timeoutMs) => ({
  kind: "timeout",
  reason: `did not answer within ${(timeoutMs / 1e3).toFixed(1)} s`
}), runProgram = (program, args, opts) => new Promise((resolve) => {
  let limit = opts.maxBytes ?? DEFAULT_OUTPUT_CAP_BYTES, exe = findOnPath(program, hostLookup());
  if (exe === void 0) {
    resolve({ kind: "not-found", reason: "was not found" });
    return;
  }
  if (opts.signal?.aborted) {
    resolve({ kind: "cancelled", reason: "was cancelled" });
    return;
  }
  let child;
  try {
    child = node_child_process.spawn(exe, [...args], {
      shell: !1,
      windowsHide: !0,
      // POSIX: its own process group, so a kill reaches the children of a wrapper script.
      detached: process.platform !== "win32",
      stdio: ["ignore", "pipe", "pipe"],
      env: childEnv(process.platform, process.env),
      ...opts.cwd ? { cwd: opts.cwd } : {}
    });
  } catch (e) {
    resolve(spawnFailure(exe, e, opts.cwd));
    return;
  }
  track(child);
  let chunks = { stdout: [], stderr: [] }, sizes = { stdout: 0, stderr: 0 }, done = !1, finish = (r, kill) => {
    done || (done = !0, clearTimeout(timer), opts.signal?.removeEventListener("abort", cancel), kill && killTree(child), (kill || r.kind !== "exited") && (child.stdout?.destroy(), child.stderr?.destroy()), resolve(r));
  }, timer = setTimeout(() => finish(timedOut(opts.timeoutMs), !0), opts.timeoutMs), cancel = () => finish({ kind: "cancelled", reason: "was cancelled" }, !0);
  opts.signal?.addEventListener("abort", cancel, { once: !0 });
  for (let stream of ["stdout", "stderr"])
    child[stream]?.on("data", (b) => {
      if (!done) {
        if (sizes[stream] += b.length, sizes[stream] > limit) {
          finish(
            { kind: "too-large", stream, limit, reason: `printed more than ${bytesText(limit)} on ${stream}` },
            !0
          );
          return;
        }
        chunks[stream].push(b);
      }
    });
  child.on("error", (err) => {
    untrack(child), finish(spawnFailure(exe, err, opts.cwd), !0);
  }), child.on("exit", () => {
    process.platform !== "win32" && killTree(child), untrack(child);
  }), child.on("close", (code, signal) => {
    let stdout = Buffer.concat(chunks.stdout), stderr = Buffer.concat(chunks.stderr);
    finish(
      code === null ? {
        kind: "signal",
        signal: signal ?? "unknown",
        stderr,
        reason: `was killed by signal ${signal ?? "unknown"}`
      } : { kind: "exited", code, stdout, stderr, reason: `exited with code ${code}` },
      !1
    );
  });
});

// src/resolve/hints.ts
function extrasText(r, platform, patch) {
  let extras = (r.python.extra ?? []).filter(
    (e) => (!e.platforms || e.platforms.includes(platform)) && (!patch || !e.patches || e.patches.includes(patch))
  );
  return extras.length ? `, plus ${extras.map((e) => `${e.version} (${e.status})`).join(", ")}` : "";
}
var KIND_LABEL = { cuda: "CUDA", rocm: "ROCm", xpu: "XPU", cpu: "CPU" }, SEARCH = shared.memo("hint-search"), remembered = (catalog, keys, search) => SEARCH.get(catalog, keys, search), ADVICE = shared.memo("hint-advice"), adviceOnce = (catalog, keys, make) => ADVICE.get(catalog, keys, make), admits = (spec) => (x) => !spec || spec.pep440 === "" || shared.satisfies(x.patch.version, shared.publicSpecifier(spec));
function allowed(catalog, spec, ok, oldest = !1) {
  let all = shared.allCandidates(catalog), inSpec = admits(spec), find = (p) => oldest ? all.findLast(p) : all.find(p);
  return find((x) => inSpec(x) && ok(x)) ?? (spec?.exact ? find(ok) : void 0);
}
var specKey = (spec) => spec?.pep440 ?? "";
function pythonHint(catalog, c, py, platform, spec) {
  return adviceOnce(
    catalog,
    ["py", c, shared.pythonTag(py), platform, specKey(spec)],
    () => pythonAdvice(catalog, c, py, platform, spec)
  );
}
function pythonAdvice(catalog, c, py, platform, spec) {
  let range = shared.pythonRange(c.release, platform), tag = shared.pythonTag(py), hasWheels = (x) => shared.platformEntry(x.release, platform) && shared.pythonSupport(x.release, platform, py, !1, x.patch.version).kind !== "none", newestForPy = remembered(
    catalog,
    ["py", platform, tag, specKey(spec)],
    () => allowed(catalog, spec, (x) => !!hasWheels(x))
  ), plain = `${py.major}.${py.minor}`;
  if (py.freeThreaded)
    return newestForPy ? {
      remedies: [
        { kind: "do", text: `use the regular (GIL) Python ${plain}` },
        { kind: "pin", spec: `torch==${newestForPy.patch.version}`, why: `it has ${tag} wheels` }
      ]
    } : {
      remedies: [{ kind: "do", text: `use the regular (GIL) Python ${plain}` }],
      then: `No torch release${spec?.pep440 ? ` in ${spec.text}` : ""} has ${tag} wheels for ${platformLabel(platform)}.`
    };
  let below = shared.comparePythonMinor(plain, range.min) < 0, setPython = { kind: "set-python", version: below ? range.min : range.max, ...below ? { orNewer: !0 } : {} };
  if (newestForPy) {
    let older = below || shared.compareVersions(newestForPy.patch.version, c.patch.version) < 0, firstNewer = older ? void 0 : remembered(
      catalog,
      ["py-first", platform, tag, c.release, specKey(spec)],
      () => allowed(catalog, spec, (x) => shared.compareVersions(x.release.torch, c.release.torch) > 0 && !!hasWheels(x), !0)
    );
    return {
      remedies: [
        setPython,
        older ? { kind: "pin", spec: `torch==${newestForPy.patch.version}`, why: `the newest with Python ${tag} wheels` } : { kind: "pin", spec: `torch>=${(firstNewer ?? newestForPy).release.torch}` }
      ]
    };
  }
  return {
    remedies: [setPython],
    then: `No torch release${spec?.pep440 ? ` in ${spec.text}` : ""} has Python ${tag} wheels for ${platformLabel(platform)}.`
  };
}
function backendHint(catalog, c, variant, platform, spec) {
  return adviceOnce(
    catalog,
    ["variant", c, variant, platform, specKey(spec)],
    () => backendAdvice(catalog, c, variant, platform, spec)
  );
}
function backendAdvice(catalog, c, variant, platform, spec) {
  let lastWith = remembered(
    catalog,
    ["variant", platform, variant, specKey(spec)],
    () => allowed(catalog, spec, (x) => !!shared.variantEntry(x.release, variant, platform, x.patch.version))
  ), here = [
    ...new Set(
      shared.variantsOn(c.release, platform, c.patch.version).filter((v) => !(isCuda(variant) && v.variant === "cpu")).map((v) => v.variant)
    )
  ], alt = nearestVariant(here, variant), remedies = [];
  if (alt && remedies.push({
    kind: "use-index",
    url: indexUrlFor(alt),
    why: `the nearest build torch ${c.release.torch} ships for ${platformLabel(platform)}`
  }), lastWith && remedies.push({ kind: "pin", spec: `torch==${lastWith.patch.version}`, why: `the newest with ${variant}` }), remedies.length) return { remedies };
  let firstOfKind = remembered(
    catalog,
    ["kind", platform, variant],
    () => shared.allCandidates(catalog).slice().reverse().find((x) => shared.variantsOn(x.release, platform, x.patch.version).some((v) => sameKind(v.variant, variant)))
  ), kindHere = firstOfKind && shared.variantsOn(firstOfKind.release, platform, firstOfKind.patch.version).find((v) => sameKind(v.variant, variant));
  return firstOfKind && kindHere ? {
    remedies: [
      {
        kind: "pin",
        spec: `torch>=${firstOfKind.patch.version}`,
        why: `the first with a ${KIND_LABEL[variantKind(variant)]} build for ${platformLabel(platform)}, from ${indexUrlFor(kindHere.variant)}`
      }
    ]
  } : { remedies: [], then: `No torch release in the catalog ships ${variant} for ${platformLabel(platform)}.` };
}
function platformHint(catalog, platform, c) {
  return adviceOnce(catalog, ["platform", platform, c], () => {
    let withWheels = (x) => !!shared.platformEntry(x.release, platform), last = remembered(catalog, ["platform", platform], () => shared.allCandidates(catalog).find(withWheels)), first = remembered(catalog, ["platform-first", platform], () => shared.allCandidates(catalog).findLast(withWheels));
    return platform === "macos-x64" ? {
      remedies: [
        ...last ? [
          {
            kind: "pin",
            spec: `torch<=${last.patch.version}`,
            why: "the last release with Intel-Mac wheels"
          }
        ] : [],
        { kind: "do", text: "use an Apple-silicon runner (macos-15)" }
      ]
    } : first && shared.compareVersions(first.patch.version, c.patch.version) > 0 ? {
      remedies: [
        {
          kind: "pin",
          spec: `torch>=${first.patch.version}`,
          why: `the first release with ${platformLabel(platform)} wheels`
        },
        { kind: "do", text: "use a runner of another platform" }
      ]
    } : last ? {
      remedies: [
        {
          kind: "pin",
          spec: `torch<=${last.patch.version}`,
          why: `the last release with ${platformLabel(platform)} wheels`
        },
        { kind: "do", text: "use a runner of another platform" }
      ]
    } : {
      remedies: [{ kind: "do", text: "use a Linux x64 runner (ubuntu-24.04)" }],
      then: `No torch release in the catalog has ${platformLabel(platform)} wheels.`
    };
  });
}
function glibcHint(catalog, glibc, platform, spec, c, variant) {
  return adviceOnce(catalog, ["glibc", glibc, platform, specKey(spec), c, variant], () => {
    let fits = (x, v) => {
      let f = shared.glibcFloor(x.release, platform, v).glibc;
      return !f || shared.compareDotted(glibc, f) >= 0;
    }, builds = shared.variantsOn(c.release, platform, c.patch.version).map((v) => v.variant).filter((v) => v !== variant && fits(c, v)), other = nearestVariant(builds, variant), older = remembered(
      catalog,
      ["glibc", platform, glibc, specKey(spec), variant],
      () => allowed(
        catalog,
        spec,
        (x) => x.patch.version !== c.patch.version && shared.variantsOn(x.release, platform).some((v) => v.variant === variant) && fits(x, variant)
      )
    ), remedies = [{ kind: "do", text: "use a newer image (ubuntu-24.04 has glibc 2.39)" }];
    return other && remedies.push({
      kind: "use-index",
      url: indexUrlFor(other),
      why: `torch ${c.patch.version}'s ${other} wheels install on glibc ${glibc}`
    }), older && remedies.push({
      kind: "pin",
      spec: `torch==${older.patch.version}`,
      why: `the newest whose ${variant} wheels install on glibc ${glibc}`
    }), { remedies };
  });
}
function variantNumber(v) {
  if (isCuda(v)) return Number(v.slice(2, -1)) * 100 + Number(v.slice(-1));
  let m = /^rocm(\d+)\.(\d+)/.exec(v);
  return m ? Number(m[1]) * 100 + Number(m[2]) : void 0;
}
function nearestVariant(available, asked) {
  let same = available.filter((v) => sameKind(v, asked)), n = variantNumber(asked);
  if (!same.length || n === void 0) return same[0] ?? available[0];
  let major = Math.floor(n / 100), score = (v) => {
    let m = variantNumber(v) ?? 0;
    return [Math.floor(m / 100) === major ? 0 : 1, Math.abs(m - n), m];
  };
  return same.slice().sort((a, b) => {
    let [x, y] = [score(a), score(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  })[0];
}
function withCompanionPins(catalog, advice2, pins) {
  let held = ["torchvision", "torchaudio"].filter((k) => pins[k] && pins[k].pep440 !== "");
  if (!held.length) return advice2;
  let complete = (r) => {
    let m = r.kind === "pin" ? /^torch(==|>=|<=|<)([0-9][0-9.]*)$/.exec(r.spec) : null;
    if (r.kind !== "pin" || !m) return r;
    let [, op, version] = m, admitted = shared.matchingCandidates(catalog, shared.parseSpecifier(`${op}${version}`)), leans = op === ">=" ? admitted.at(-1) : admitted[0];
    if (!leans) return r;
    let moved = held.flatMap((k) => {
      let spec = shared.publicSpecifier(pins[k]);
      if (admitted.some((c) => shared.companionsOf(catalog, c.patch, k).some((x) => shared.satisfies(x.version, spec)))) return [];
      let goes = shared.companionsOf(catalog, leans.patch, k).at(-1)?.version;
      return goes ? [`${k}${op === "<" ? "<=" : op}${goes}`] : [];
    });
    return moved.length ? { ...r, with: [...r.with ?? [], ...moved] } : r;
  };
  return {
    ...advice2,
    remedies: advice2.remedies.map(complete),
    ...advice2.next ? { next: { ...advice2.next, advice: withCompanionPins(catalog, advice2.next.advice, pins) } } : {}
  };
}

// src/resolve/companion-wheels.ts
var KEYS = ["torchvision", "torchaudio"];
function targetOf(env, platform, variant) {
  return {
    platform,
    ...env.python ? { python: shared.pythonTag(env.python) } : {},
    ...variant ? { variant } : {}
  };
}
function gapWhat(g, at2) {
  let parts = [];
  return g.python && at2.python && parts.push(`Python ${at2.python}`), g.platforms && parts.push(`${parts.length ? "on " : ""}${platformLabel(at2.platform)}`), g.variants && at2.variant && parts.push(`${parts.length ? "as " : ""}the ${at2.variant} build`), parts.join(" ");
}
function companionWheelBlockers(c, ctx, platform, variant) {
  let { env, request, catalog } = ctx;
  if (!request.torchvision && !request.torchaudio) return [];
  let at2 = targetOf(env, platform, variant), out = [];
  for (let key of KEYS) {
    let spec = request[key];
    if (!spec || spec.pep440 === "") continue;
    let pub = shared.publicSpecifier(spec), admitted = shared.companionsOf(catalog, c.patch, key).filter((p) => shared.satisfies(p.version, pub));
    if (!admitted.length) continue;
    let gaps = admitted.map((a) => ({ a, g: shared.companionGap(catalog, key, a.version, at2) }));
    if (gaps.some((x) => !x.g)) continue;
    let first = gaps[0].g, versions = admitted.map((a) => a.version).join(" or "), uncertain2 = gaps.some((x) => x.g.confidence === "uncertain" || x.a.confidence === "uncertain"), what2 = gapWhat(first, at2), message = spec.exact ? `${key} ${versions} (paired with torch ${c.patch.version}) has no wheel for ${what2}: pip finds no ${key}==${spec.exact} to install, as ${key} publishes no source distribution.` : `${key}${spec.text} admits only ${key} ${versions} beside torch ${c.patch.version}, and ${admitted.length > 1 ? "none of them has" : "it has"} no wheel for ${what2}: pip finds no ${key} to install with that torch (${key} publishes no source distribution).`;
    out.push(
      shared.finding({
        id: "companion-no-wheel",
        severity: "error",
        message,
        ...ctx.explain === !1 ? {} : { advice: companionAdvice(catalog, c, key, first, at2, env, request) },
        source: [...new Set(gaps.map((x) => x.g.source))].join("; "),
        confidence: uncertain2 ? "uncertain" : void 0,
        location: request.torchLocation
      })
    );
  }
  return out;
}
function companionAdvice(catalog, c, key, gap, at2, env, request) {
  let remedies = [], withWheel = (x, target) => shared.companionsOf(catalog, x.patch, key).find(
    (p) => p.confidence !== "uncertain" && !shared.companionGap(catalog, key, p.version, target)
  );
  if (gap.variants && at2.variant) {
    let others = [...new Set(shared.variantsOn(c.release, at2.platform, c.patch.version).map((v2) => v2.variant))].filter(
      (v2) => v2 !== at2.variant && withWheel(c, { ...at2, variant: v2 })
    ), v = nearestVariant(others, at2.variant);
    v && remedies.push({ kind: "use-index", url: indexUrlFor(v), why: `${key} has its ${v} build` });
  }
  if (gap.python && at2.python && env.python) {
    let range = shared.pythonRange(c.release, at2.platform), py = pythonsOf(range.min, range.max).reverse().find((p) => !gap.python.includes(p) && withWheel(c, { ...at2, python: p }));
    py && at2.python === `${py}t` ? remedies.push({ kind: "do", text: `use the regular (GIL) Python ${py}` }) : py && py !== at2.python && remedies.push({ kind: "set-python", version: py });
  }
  let newer = shared.allCandidates(catalog).filter((x) => shared.compareVersions(x.patch.version, c.patch.version) > 0 && x.patch.confidence !== "uncertain").reverse().find(
    (x) => shared.platformEntry(x.release, at2.platform) && (!env.python || shared.pythonSupport(x.release, at2.platform, env.python, !1, x.patch.version).kind !== "none") && // The build matters only where it is the gap: a PyPI install takes each release's own default.
    (!gap.variants || !at2.variant || shared.variantsOn(x.release, at2.platform, x.patch.version).some((v) => v.variant === at2.variant)) && withWheel(x, at2)
  );
  if (newer) {
    let goes = withWheel(newer, at2), spec = request[key], moves = !spec || !shared.satisfies(goes.version, shared.publicSpecifier(spec));
    remedies.push({
      kind: "pin",
      spec: `torch==${newer.patch.version}`,
      ...moves ? { with: [`${key}==${goes.version}`] } : {},
      why: `the first release whose ${key} has that wheel`
    });
  }
  let advice2 = remedies.length ? { remedies } : { remedies: [{ kind: "do", text: `drop the ${key} pin or build ${key} from source` }] }, other = key === "torchvision" ? "torchaudio" : "torchvision";
  return withCompanionPins(catalog, advice2, request[other] ? { [other]: request[other] } : {});
}
function pythonsOf(min, max) {
  let out = [];
  for (let m = Number(min.split(".")[1]); shared.comparePythonMinor(`3.${m}`, max) <= 0; m++) out.push(`3.${m}`);
  return out;
}

// src/resolve/installability.ts
var fixKey = (r) => `${r.torch.pep440}|${r.torchvision?.pep440 ?? ""}|${r.torchaudio?.pep440 ?? ""}`, advise = (ctx, make) => ctx.explain === !1 ? void 0 : withCompanionPins(ctx.catalog, make(), ctx.request);
function pickFromIndexes(request, c, platform, ctx) {
  let local = request.torch.local, first = variantFrom(request.index, c, platform, local, ctx);
  if (!("blocker" in first) || !local) return first;
  for (let extra of (request.extraIndexes ?? []).filter(
    (i) => i.kind === "pytorch" || i.kind === "find-links" && /\.html?$/i.test(i.url)
  )) {
    let p = variantFrom(extra, c, platform, local, ctx);
    if (!("blocker" in p)) return p;
  }
  return first;
}
function variantFrom(index, c, platform, local, ctx) {
  let r = c.release, v = c.patch.version;
  if (index.kind === "unknown" && local && variantOfLabel(local))
    return { variant: variantOfLabel(local), index: index.url, fromPypi: !1 };
  if (index.kind === "pypi" || index.kind === "unknown") {
    if (local)
      return {
        blocker: shared.finding({
          id: "variant-mismatch",
          severity: "error",
          message: `torch ${v}+${local} was asked, but PyPI has no +${local} builds: local versions exist only on download.pytorch.org.`,
          // An index URL only from a label that is a variant name: no index is named after a build hash.
          advice: {
            remedies: isPlainVariant(local) ? [
              { kind: "use-index", url: indexUrlFor(local) },
              { kind: "do", text: `drop +${local} to take PyPI's default build` }
            ] : [
              {
                kind: "do",
                text: `install it from the index that serves the +${local} build, or drop +${local} to take PyPI's default build`
              }
            ]
          },
          source: "https://peps.python.org/pep-0440/#local-version-identifiers"
        })
      };
    let p = shared.platformEntry(r, platform), d = shared.pypiDefault(r, platform);
    if (p?.pypi === !1 || !d) {
      let where3 = d ? { source: p?.source ?? r.source, confidence: p?.confidence } : { source: r.source, confidence: void 0 };
      return {
        blocker: shared.finding({
          id: "platform-unsupported",
          severity: "error",
          message: `torch ${v} has no wheels on PyPI for ${platformLabel(platform)}; its ${platformLabel(platform)} builds are only on download.pytorch.org.`,
          advice: { remedies: [{ kind: "use-index", url: indexUrlFor("cpu") }] },
          source: where3.source,
          confidence: where3.confidence
        })
      };
    }
    let from = index.kind === "unknown" ? index.url : pypiMirror(index) ?? "https://pypi.org/simple";
    return { variant: d.variant, index: from, fromPypi: !0 };
  }
  let variant = index.kind === "pytorch" ? index.variant : local ?? index.variant ?? shared.pypiDefault(r, platform)?.variant;
  if (!variant)
    return {
      blocker: shared.finding({
        id: "backend-unavailable",
        severity: "error",
        message: `The find-links page ${index.url} needs a +variant in the torch pin to choose a build.`,
        hint: `Pin e.g. torch==${v}+cpu.`,
        source: r.source
      })
    };
  if (local && index.kind === "pytorch" && local !== index.variant)
    return {
      blocker: shared.finding({
        id: "variant-mismatch",
        severity: "error",
        message: `torch ${v}+${local} was asked from the ${index.variant} index, which only serves +${index.variant} builds.`,
        advice: {
          remedies: [
            { kind: "use-index", url: indexUrlFor(local, index.channel) },
            { kind: "pin", spec: `torch==${v}+${index.variant}` }
          ]
        },
        source: r.source
      })
    };
  if (local && local === variant && shared.variantEntry(r, variant, platform, v)?.unlabelled?.includes(platform)) {
    let entry = shared.variantEntry(r, variant, platform, v);
    return {
      blocker: shared.finding({
        id: "variant-mismatch",
        severity: "error",
        message: `torch==${v}+${local} matches no ${platformLabel(platform)} wheel: they carry no +${local} label (torch-${v}-\u2026), so pip finds no matching distribution.`,
        hint: `Pin torch==${v} (without +${local}) for ${platformLabel(platform)}, e.g. with a marker: torch==${v}+${local}; sys_platform != "darwin".`,
        source: entry.source,
        confidence: entry.confidence
      })
    };
  }
  if (!shared.variantEntry(r, variant, platform, v)) {
    let available = [...new Set(shared.variantsOn(r, platform, v).map((x) => x.variant))], never = !ctx.catalog.releases.some((x) => x.variants.some((y) => y.variant === variant)) && !possiblyNew(ctx.catalog, variant) ? neverBuilt(ctx.catalog, variant) : void 0;
    return {
      blocker: shared.finding({
        id: "backend-unavailable",
        severity: "error",
        message: never ? `No torch release has a ${variant} build (${never}); ${v} ships ${available.join(", ") || "nothing"} for ${platformLabel(platform)}.` : `torch ${v} has no ${variant} build for ${platformLabel(platform)}; ${v} ships ${available.join(", ") || "nothing"} there.`,
        advice: advise(ctx, () => backendHint(ctx.catalog, c, variant, platform, ctx.request.torch)),
        source: r.variants.find((x) => x.variant === variant)?.source ?? r.source,
        confidence: r.variants.find((x) => x.variant === variant)?.confidence ?? unseenBuild(ctx.catalog, c, variant)
      })
    };
  }
  return { variant, index: "url" in index ? index.url : indexUrlFor(variant), fromPypi: !1 };
}
function unseenBuild(catalog, c, variant) {
  if (c.patch.confidence === "uncertain")
    return catalog.releases.some((r) => r.variants.some((x) => x.variant === variant)) || !possiblyNew(catalog, variant) ? void 0 : "uncertain";
}
var cudaOf = (variant) => `${variant.slice(2, -1)}.${variant.slice(-1)}`;
function neverBuilt(catalog, variant) {
  let kind = variantKind(variant), name = kind === "cuda" ? `CUDA ${cudaOf(variant)}` : kind === "rocm" ? `ROCm ${rocmVersion(variant)}` : variant, newest = newestOfKind(catalog, variant);
  return !newest || shared.compareDotted(versionOf(variant) ?? "0", newest) < 0 ? `PyTorch never built for ${name}` : `${name} is far past ${newest}, the newest it built for`;
}
var versionOf = (variant) => variantKind(variant) === "cuda" ? cudaOf(variant) : variantKind(variant) === "rocm" ? rocmVersion(variant) : void 0;
function newestOfKind(catalog, variant) {
  let kind = variantKind(variant);
  return catalog.releases.flatMap((r) => r.variants.map((x) => x.variant)).filter((x) => variantKind(x) === kind).map((x) => versionOf(x) ?? "0").sort(shared.compareDotted).at(-1);
}
function possiblyNew(catalog, variant) {
  let version = versionOf(variant), newest = newestOfKind(catalog, variant);
  if (!version || !newest || shared.compareDotted(version, newest) <= 0) return !1;
  let reach = variantKind(variant) === "cuda" ? 1 : 3;
  return Number(version.split(".")[0]) <= Number(newest.split(".")[0]) + reach;
}
var BASE = shared.memo(
  "installability"
);
function baseOf$1(c, ctx, platform) {
  let { env, request } = ctx, r = c.release, v = c.patch.version, early = [], warnings = [], late = [];
  env.os === "linux" && env.libc === "musl" && early.push(
    shared.finding({
      id: "platform-unsupported",
      severity: "error",
      message: "This Linux uses musl libc (Alpine); torch publishes manylinux (glibc) wheels only.",
      hint: "Use a glibc-based image (Debian, Ubuntu, RHEL 8+).",
      source: "https://pypi.org/project/torch/#files"
    })
  );
  let pEntry = shared.platformEntry(r, platform);
  if (!pEntry) {
    let emulated = isEmulated(env) ? ` This interpreter is ${env.python?.machine} running under emulation on an ${env.arch} machine, so pip looks for ${platformLabel(platform)} wheels.` : "";
    return early.push(
      shared.finding({
        id: "platform-unsupported",
        severity: "error",
        message: `torch ${v} has no wheels for ${platformLabel(platform)}.${emulated}`,
        ...isEmulated(env) ? { hint: `Use a native ${env.arch} Python (actions/setup-python with architecture: ${env.arch}).` } : { advice: advise(ctx, () => platformHint(ctx.catalog, platform, c)) },
        source: r.source,
        confidence: r.confidence
      })
    ), { stop: !0, early };
  }
  pEntry.confidence === "uncertain" && warnings.push(
    shared.finding({
      id: "platform-unsupported",
      severity: "warning",
      message: `Wheels of torch ${v} for ${platformLabel(platform)} are not confirmed by a primary source.`,
      hint: "Expect the install to fail; test it once and pin what works.",
      source: pEntry.source,
      confidence: "uncertain"
    })
  );
  let picked2 = pickFromIndexes(request, c, platform, ctx), fromPypi = "blocker" in picked2 ? request.index.kind === "pypi" : picked2.fromPypi;
  if ("blocker" in picked2) return { early, stop: !1, picked: picked2, fromPypi, warnings, late };
  if (env.os === "linux" && env.glibc && env.libc !== "musl") {
    let floor = shared.glibcFloor(r, platform, picked2.variant);
    floor.glibc && shared.compareDotted(env.glibc, floor.glibc) < 0 && late.push(
      shared.finding({
        id: "glibc-too-old",
        severity: "error",
        message: `torch ${v} (${picked2.variant}) needs glibc ${floor.glibc} or newer (manylinux_${floor.glibc.replace(".", "_")}); this runner has glibc ${env.glibc}, so pip finds no wheel it may install.`,
        advice: advise(
          ctx,
          () => glibcHint(ctx.catalog, env.glibc, platform, request.torch, c, picked2.variant)
        ),
        source: floor.source,
        confidence: floor.confidence
      })
    );
  }
  return env.os === "macos" && env.osVersion && pEntry.macos && shared.compareDotted(env.osVersion, pEntry.macos) < 0 && late.push(
    shared.finding({
      id: "macos-too-old",
      severity: "error",
      message: `torch ${v} wheels need macOS ${pEntry.macos} or newer (${pEntry.wheelTag}); this runner has macOS ${env.osVersion}.`,
      hint: "Use a newer macOS runner (macos-15).",
      source: pEntry.source,
      confidence: pEntry.confidence
    })
  ), { early, stop: !1, picked: picked2, fromPypi, warnings, late };
}
var PYTHON_BLOCKER = shared.memo("python-blocker");
function pythonBlocker(c, ctx, platform, py, fromPypi) {
  return PYTHON_BLOCKER.get(
    ctx.catalog,
    [c, platform, shared.pythonTag(py), fromPypi, fixKey(ctx.request), ctx.explain !== !1],
    () => {
      let r = c.release, support = shared.pythonSupport(r, platform, py, fromPypi, c.patch.version);
      if (support.kind !== "none") return null;
      let range = shared.pythonRange(r, platform);
      return shared.finding({
        id: "python-unsupported",
        severity: "error",
        message: `torch ${c.patch.version} has no wheels for Python ${shared.pythonTag(py)} on ${platformLabel(platform)}${fromPypi ? " on PyPI" : ""}: it supports Python ${range.min === range.max ? `${range.min} only` : `${range.min} to ${range.max}`}${extrasText(r, platform, c.patch.version)}.`,
        advice: advise(ctx, () => pythonHint(ctx.catalog, c, py, platform, ctx.request.torch)),
        source: support.source,
        confidence: support.confidence
      });
    }
  );
}
function installability(c, ctx) {
  let { env, request } = ctx, blockers = [], py = env.python, platform = wheelPlatform(env);
  py && py.implementation !== "cpython" && blockers.push(
    shared.finding({
      id: "python-implementation",
      severity: "error",
      message: `This Python is ${py.implementation === "pypy" ? "PyPy" : py.implementation === "graalpy" ? "GraalPy" : py.implementation} ${py.major}.${py.minor}; torch publishes wheels for CPython only, and has no source distribution on PyPI.`,
      hint: "Use CPython (actions/setup-python with python-version: 3.12, not pypy3.x).",
      source: "https://pypi.org/project/torch/#files"
    })
  ), py?.pointerBits === 32 && blockers.push(
    shared.finding({
      id: "python-32bit",
      severity: "error",
      message: "This Python is a 32-bit build; torch has 64-bit wheels only.",
      hint: "Use a 64-bit Python (actions/setup-python with architecture: x64).",
      source: "https://pypi.org/project/torch/#files"
    })
  );
  let extras = (request.extraIndexes ?? []).map((i) => i.kind === "pypi" ? "pypi" : i.url).join(" "), base = BASE.get(
    ctx.catalog,
    [c, shared.runnerKey(env), request.index, extras, fixKey(request), ctx.explain !== !1],
    () => baseOf$1(c, ctx, platform)
  );
  for (let b of base.early) blockers.push(b);
  if (base.stop) return { ok: !1, blockers };
  let { picked: picked2 } = base;
  if ("blocker" in picked2 && blockers.push(picked2.blocker), py) {
    let b = pythonBlocker(c, ctx, platform, py, base.fromPypi);
    b && blockers.push(b);
  }
  if ("blocker" in picked2) return { ok: !1, blockers };
  for (let b of base.late) blockers.push(b);
  for (let b of companionWheelBlockers(c, ctx, platform, picked2.variant)) blockers.push(b);
  return blockers.length ? { ok: !1, blockers } : { ok: !0, variant: picked2.variant, index: picked2.index, fromPypi: picked2.fromPypi, warnings: base.warnings };
}

// src/resolve/release-horizon.ts
var DAY = 1440 * 60 * 1e3, SLACK = 0.75, cadence = shared.derived("release-cadence", (catalog) => {
  let dated = catalog.releases.filter((r) => r.released).map((r) => ({
    minor: r.torch.split(".").map(Number),
    day: Date.parse(`${r.released}T00:00:00Z`)
  })).sort((a, b) => a.minor[0] - b.minor[0] || a.minor[1] - b.minor[1]), fastest;
  for (let i = 1; i < dated.length; i++) {
    let [a, b] = [dated[i - 1], dated[i]];
    if (a.minor[0] !== b.minor[0] || b.minor[1] !== a.minor[1] + 1) continue;
    let days = Math.round((b.day - a.day) / DAY);
    days > 0 && (fastest === void 0 || days < fastest) && (fastest = days);
  }
  return fastest;
});
function releaseHorizon(catalog, now) {
  let newest = shared.newestRelease(catalog)?.release, fastest = cadence(catalog);
  if (!now || !newest?.released || fastest === void 0) return { steps: 1 };
  let gap = Math.floor(fastest * SLACK) * DAY, asOf = catalog.asOf ? Date.parse(`${catalog.asOf}T00:00:00Z`) + DAY : 0, first = Math.max(Date.parse(`${newest.released}T00:00:00Z`) + gap, asOf), steps = now.getTime() < first ? 0 : 1 + Math.floor((now.getTime() - first) / gap), next = new Date(first + (steps > 0 ? steps * gap : 0)).toISOString().slice(0, 10);
  return {
    steps,
    pace: { newest: newest.torch, released: newest.released, fastestDays: fastest, next }
  };
}
function reachable(asked, newest, steps) {
  let [am = 0, an = 0] = asked.split(".").map(Number), [nm = 0, nn = 0] = newest.split(".").map(Number);
  return am < nm || am === nm && an <= nn ? !0 : am === nm ? an - nn <= steps : am - nm + an <= steps;
}

// src/resolve/bound.ts
var PIP_RESOLUTION = "https://pip.pypa.io/en/stable/topics/dependency-resolution/", showBound = (b) => `${b.package}${b.specifier.text ? /^[=<>~!]/.test(b.specifier.text) ? b.specifier.text : `==${b.specifier.text}` : " (any version)"}`, at = (b) => b.location ? ` (${b.location.file}:${b.location.line})` : "", PINS = shared.memo("bound-pins");
function boundPins(request, catalog, platform) {
  if (request.bound?.length)
    return PINS.get(catalog, [request, platform], () => {
      let pins = [], doubtful = [], findings = [];
      for (let req of request.bound) {
        let pkg = boundPackage(catalog, req.package);
        if (!pkg || !bindsOn(pkg, platform)) continue;
        if (admittedReleases(catalog, pkg, req.specifier).length === 0) {
          !pkg.partial && !req.wheelFile && findings.push(noRelease(req, pkg));
          continue;
        }
        let pin = { req, pkg, allowed: torchesAllowed(catalog, pkg, req.specifier) };
        (uncertain(catalog, pin) ? doubtful : pins).push(pin);
      }
      return pins.length || doubtful.length || findings.length ? { pins, doubtful, findings } : void 0;
    });
}
var blockedBy = (b, c) => b?.pins.find((p) => !p.allowed.has(c));
function noRelease(req, pkg) {
  let rels = releasesOf(pkg), newest = rels[0], oldest = rels.at(-1), lb = shared.lowerBound(shared.publicSpecifier(req.specifier)), beyond = lb !== void 0 && shared.compareVersions(lb, newest.version) > 0, before = lb !== void 0 && shared.compareVersions(lb, oldest.version) < 0 && req.specifier.exact !== void 0, listed = `${pkg.package} ${oldest.version} to ${newest.version}${pkg.asOf ? `, as of ${pkg.asOf}` : ""}`;
  if (beyond || before)
    return shared.finding({
      id: "bound-no-release",
      severity: "warning",
      message: `${showBound(req)} is ${beyond ? "newer" : "older"} than every release the catalog lists (${listed}), so the torch it requires is not checked.`,
      hint: `Describe the release in a config file (bound: ${pkg.package}), or update torch-preflight.`,
      source: pkg.source,
      ...req.location ? { location: req.location } : {}
    });
  let near = rels.filter((r) => !lb || r.version.startsWith(lb.split(".").slice(0, -1).join("."))).slice(0, 4).map((r) => r.version);
  return shared.finding({
    id: "bound-no-release",
    severity: "error",
    message: `No ${pkg.package} release matches ${showBound(req)}: pip stops with "No matching distribution found for ${pkg.package}${req.specifier.text}".`,
    hint: `Pin a released version (${pkg.package}==${near[0] ?? newest.version}${near.length > 1 ? `; nearby: ${near.slice(1).join(", ")}` : ""}).`,
    source: pkg.source,
    ...req.location ? { location: req.location } : {}
  });
}
var required = (catalog, p) => {
  let rels = admittedReleases(catalog, p.pkg, p.req.specifier), specs = [...new Set(rels.map(describeTorch))];
  return specs.length <= 2 ? specs.join(" or ") : `one of ${specs.at(-1)} \u2026 ${specs[0]} (by release)`;
};
function pipWords(catalog, p) {
  let rels = admittedReleases(catalog, p.pkg, p.req.specifier);
  return rels.length === 1 && rels[0].torch ? ` ("${p.pkg.package} ${rels[0].version} depends on torch${rels[0].torch}")` : "";
}
var uncertain = (catalog, p) => admittedReleases(catalog, p.pkg, p.req.specifier).every((r) => r.confidence === "uncertain");
function bothWays(catalog, p, torch) {
  let remedies = [], then;
  if (torch) {
    let rel = releaseGoingWith(p.pkg, torch);
    if (rel)
      remedies.push({ kind: "pin", spec: `${p.pkg.package}==${rel.version}`, why: `its release for torch ${torch}` });
    else {
      let newest = releasesOf(p.pkg)[0];
      then = `No ${p.pkg.package} release goes with torch ${torch} (the newest, ${newest.version}, requires ${describeTorch(newest)}).`;
    }
  }
  let newestAllowed = [...p.allowed].sort((a, b) => shared.compareVersions(b.patch.version, a.patch.version))[0];
  return newestAllowed && remedies.push({
    kind: "pin",
    spec: `torch==${newestAllowed.patch.version}`,
    why: `what ${showBound(p.req)} requires`
  }), (!remedies.length || then) && remedies.push({ kind: "do", text: `drop ${p.pkg.package}` }), { remedies, ...then ? { then } : {} };
}
function conflict(catalog, p, against, torch) {
  let pinnedByTorch = p.pkg.requiredOn !== void 0, own = torch ? releaseGoingWith(p.pkg, torch) : void 0, message = pinnedByTorch ? `${showBound(p.req)} goes only with ${required(catalog, p)}, and ${against} requires ${own ? `${p.pkg.package}==${own.version}` : `another ${p.pkg.package}`} on ${p.pkg.requiredOn.join(", ")}: pip stops with ResolutionImpossible.` : `${showBound(p.req)} requires ${required(catalog, p)}, which ${against} excludes: pip stops with ResolutionImpossible${pipWords(catalog, p)}.`;
  return shared.finding({
    id: "bound-mismatch",
    severity: "error",
    message,
    advice: pinnedByTorch ? {
      remedies: [
        { kind: "do", text: `drop the ${p.pkg.package} pin (torch installs the one it needs)` },
        ...bothWays(catalog, p, torch).remedies
      ]
    } : bothWays(catalog, p, torch),
    source: admittedReleases(catalog, p.pkg, p.req.specifier)[0].source,
    confidence: uncertain(catalog, p) ? "uncertain" : void 0,
    ...p.req.location ? { location: p.req.location } : {}
  });
}
function doubtfulConflicts(request, catalog, platform, torch) {
  return (boundPins(request, catalog, platform)?.doubtful ?? []).filter((p) => !p.allowed.has(torch)).map((p) => conflict(catalog, p, `torch ${torch.patch.version}, which pip installs here,`, torch.patch.version));
}
function boundsBlock(request, catalog, bound, matching, torch) {
  let asked = request.torch.text ? `torch${/^[=<>~!]/.test(request.torch.text) ? "" : "=="}${request.torch.text}` : "torch", where3 = request.torchLocation ? ` (${request.torchLocation.file}:${request.torchLocation.line})` : "", alone = bound.pins.filter((p) => !matching.some((c) => p.allowed.has(c)));
  if (alone.length) return alone.map((p) => conflict(catalog, p, `${asked}${where3}`, torch));
  let [a, b] = bound.pins;
  return [
    shared.finding({
      id: "bound-mismatch",
      severity: "error",
      message: `${bound.pins.map((p) => `${showBound(p.req)}${at(p.req)} requires ${required(catalog, p)}`).join("; ")}: no torch release matching ${asked} goes with all of them, so pip stops with ResolutionImpossible.`,
      hint: `Move ${a.pkg.package}${b ? ` and ${b.pkg.package}` : ""} to releases built for one torch (torch-preflight catalog lists them).`,
      source: PIP_RESOLUTION,
      confidence: bound.pins.some((p) => uncertain(catalog, p)) ? "uncertain" : void 0,
      ...a.req.location ? { location: a.req.location } : {}
    })
  ];
}
function boundBacktrack(request, catalog, head, c, by) {
  let rel = releaseFor(catalog, by.pkg, by.req.specifier, c.patch.version), exact = by.req.specifier.exact !== void 0, asked = request.torch.text ? `torch${/^[=<>~!]/.test(request.torch.text) ? "" : "=="}${request.torch.text}` : "torch (any version)", newer = releaseGoingWith(by.pkg, head.patch.version), pulled = exact ? `${showBound(by.req)} requires ${rel ? describeTorch(rel) : "an older torch"}: pip installs torch ${c.patch.version} with it` : `no ${by.pkg.package} release that ${showBound(by.req)} admits requires it: pip backtracks to torch ${c.patch.version}${rel ? ` with ${by.pkg.package} ${rel.version}` : ""}`;
  return shared.finding({
    id: "bound-backtrack",
    severity: exact ? "notice" : "warning",
    message: `${asked} matches up to torch ${head.patch.version}, but ${pulled}.`,
    advice: {
      remedies: [
        { kind: "pin", spec: `torch==${c.patch.version}`, why: "to make it explicit" },
        ...newer ? [
          {
            kind: "pin",
            spec: `${by.pkg.package}==${newer.version}`,
            why: `for torch ${head.patch.version}`
          }
        ] : []
      ]
    },
    source: rel?.source ?? by.pkg.source,
    confidence: rel?.confidence,
    ...by.req.location ?? request.torchLocation ? { location: by.req.location ?? request.torchLocation } : {}
  });
}

// src/resolve/resolve.ts
var CATALOG_SOURCE = "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix";
function companionTorches(catalog, spec, key) {
  if (!spec || spec.pep440 === "") return;
  let pub = shared.publicSpecifier(spec), allowed2 = shared.allCandidates(catalog).filter(
    (c) => shared.companionsOf(catalog, c.patch, key).some((p) => shared.satisfies(p.version, pub))
  );
  return allowed2.length ? new Set(allowed2) : void 0;
}
function olderThanCatalog(spec, lb, oldest) {
  return lb ? shared.compareVersions(lb, oldest) < 0 : ["1.13.1", "1.0.0", "0.4.1"].some((v) => shared.satisfies(v, spec));
}
function describeSpec(spec) {
  return spec.pep440 === "" ? "torch (any version)" : `torch${/^[=<>~!]/.test(spec.text) ? "" : "=="}${spec.text}`;
}
function unconfirmedNotice(c, confirmed, location, confirmedFails = !1) {
  let patch = c.patch.confidence === "uncertain";
  if (!patch && c.release.confidence !== "uncertain") return;
  let also = confirmed ? ` torch ${confirmed.patch.version}, the newest confirmed release that matches, ${confirmedFails ? "was judged as well" : "installs here too"}.` : "";
  return shared.finding({
    id: "release-unconfirmed",
    severity: "notice",
    message: patch ? `torch ${c.patch.version} is known from its release calendar and build matrix, not from a list of its wheels.${also}` : `The catalog's facts about torch ${c.release.torch} are not all confirmed by primary sources.${also}`,
    hint: confirmed && !confirmedFails ? `Pin torch==${confirmed.patch.version} to rest on confirmed facts only.` : "Confirm the facts in a config file, or update torch-preflight when a newer catalog is out.",
    source: patch ? c.patch.source : c.release.source,
    location
  });
}
function judgeConfirmed(c, confirmed, ctx, location) {
  let inst = confirmed ? installability(confirmed, { ...ctx, explain: !0 }) : void 0, firm = inst && !inst.ok ? inst.blockers.filter((b) => b.severity === "error") : [];
  if (!confirmed || !firm.length) {
    let n = unconfirmedNotice(c, confirmed, location);
    return n ? [n] : [];
  }
  return [
    shared.finding({
      id: "catalog-stale",
      severity: "warning",
      message: `torch ${c.patch.version} installs here only by facts the catalog has not confirmed (its wheel list was not read). torch ${confirmed.patch.version}, the newest confirmed release, would not: ${firm[0].message}`,
      hint: `Test the install once, or update torch-preflight when a catalog that confirms torch ${c.release.torch} is out.`,
      source: c.patch.confidence === "uncertain" ? c.patch.source : c.release.source,
      location
    })
  ];
}
var confirmedCandidate = (c) => c.patch.confidence !== "uncertain" && c.release.confidence !== "uncertain", RUNNER_BLOCKERS = /* @__PURE__ */ new Set([
  "python-unsupported",
  "python-implementation",
  "python-32bit",
  "platform-unsupported",
  "glibc-too-old",
  "macos-too-old"
]);
function notYet(newest, horizon) {
  let p = horizon.pace;
  if (!p) return `the newest is ${newest.patch.version}, and only the next minor or major release could follow it`;
  let pace = `no two minor releases came less than ${p.fastestDays} days apart`;
  return horizon.steps === 0 ? `the newest is ${newest.patch.version} (released ${p.released}), and ${pace}, so even a quarter faster the next is not due before ${p.next}` : `the newest known is ${newest.patch.version} (released ${p.released}), and ${pace}, so even a quarter faster at most ${horizon.steps} more can have followed it by now`;
}
function knownVersions(catalog, asked) {
  let versions = shared.allCandidates(catalog).map((c) => c.patch.version).reverse(), digits = asked.replace(/\D/g, "").replace(/0+$/, ""), alike = versions.filter((v) => v.replace(/\D/g, "").replace(/0+$/, "") === digits || v.startsWith(`${asked}.`));
  return { all: versions.join(", "), alike };
}
function failsOnConfirmed(soft, matching, ctx) {
  let confirmed = matching.find(confirmedCandidate);
  if (!confirmed) return;
  let inst = installability(confirmed, { ...ctx, explain: !0 });
  if (inst.ok) return;
  let softIds = new Set(soft.blockers.map((b) => b.id)), firm = inst.blockers.filter((b) => b.severity === "error" && RUNNER_BLOCKERS.has(b.id) && softIds.has(b.id));
  return firm.length ? firm : void 0;
}
function resolve(env, request, catalog, now) {
  let findings = [], nightly = nightlyStandIn(request, catalog);
  nightly && findings.push(nightly);
  let matching = shared.matchingCandidates(catalog, shared.publicSpecifier(request.torch)), bound = boundPins(request, catalog, platformKey(env.os, env.arch));
  if (bound && findings.push(...bound.findings), matching.length === 0)
    return findings.push(noMatchingRelease(request, catalog, releaseHorizon(catalog, now))), { findings };
  let ctx = { env, request, catalog, explain: matching.length === 1 }, tried = tryCandidates(matching, ctx);
  return tried.installs ? installed(tried.installs, tried, matching, ctx, findings) : (findings.push(
    ...tried.first ? nothingInstalls(tried.first, tried.soft, matching, ctx) : tried.companionBlocked ? companionsBlock(tried.companionBlocked, tried.companionAlso, ctx) : tried.boundBlocked && bound ? boundsBlock(request, catalog, bound, matching, installsWithoutBound(matching, ctx)) : []
  ), { newestMatching: matching[0], findings });
}
function nightlyStandIn(request, catalog) {
  if (request.index.kind === "pypi" || !("channel" in request.index) || request.index.channel !== "nightly")
    return;
  let newest = shared.newestRelease(catalog);
  return shared.finding({
    id: "nightly-index",
    severity: "warning",
    message: `Nightly builds (${request.index.url}) are not in the catalog; the checks use the newest release, torch ${newest?.patch.version ?? "unknown"}, as a stand-in.`,
    hint: "Nightlies change daily: expect differences, and pin a release for CI that must pass.",
    source: CATALOG_SOURCE
  });
}
function noMatchingRelease(request, catalog, horizon) {
  let spec = request.torch, loc = request.torchLocation, newest = shared.newestRelease(catalog), oldest = shared.allCandidates(catalog).at(-1), publicSpec = shared.publicSpecifier(spec), lb = shared.lowerBound(publicSpec);
  if (newest && lb && shared.compareVersions(lb, newest.patch.version) > 0 && !reachable(lb, newest.patch.version, horizon.steps)) {
    let known = knownVersions(catalog, lb);
    return shared.finding({
      id: "no-release",
      severity: "error",
      message: `No torch release matches ${describeSpec(spec)}, and none can be out yet: ${notYet(newest, horizon)} (from versions: ${known.all}).`,
      hint: known.alike.length ? `Pin a released version (torch==${known.alike.at(-1)}).` : `Pin a released version (torch==${newest.patch.version}).`,
      source: CATALOG_SOURCE,
      location: loc
    });
  }
  if (newest && lb && shared.compareVersions(lb, newest.patch.version) > 0)
    return shared.finding({
      id: "release-newer",
      severity: "warning",
      message: `${describeSpec(spec)} asks for a torch newer than this catalog knows (newest: ${newest.patch.version}); nothing about it can be checked.`,
      hint: "Update torch-preflight (the catalog ships with each release), or add the release to a config file.",
      source: CATALOG_SOURCE,
      location: loc
    });
  if (oldest && olderThanCatalog(publicSpec, lb, oldest.patch.version))
    return shared.finding({
      id: "release-out-of-scope",
      severity: "warning",
      message: `${describeSpec(spec)} asks for a torch older than this catalog covers (it starts at ${oldest.patch.version}), so its Python, platform, GPU, driver and companion support were not checked.`,
      hint: "Check torch 1.x by hand, or describe the release in a config file.",
      source: CATALOG_SOURCE,
      location: loc
    });
  let near = shared.allCandidates(catalog).map((c) => c.patch.version).filter((v) => !lb || v.startsWith(lb.split(".").slice(0, 2).join("."))).slice(0, 4);
  return shared.finding({
    id: "no-release",
    severity: "error",
    message: `No torch release matches ${describeSpec(spec)}.`,
    hint: near.length ? `Released versions nearby: ${near.join(", ")}.` : `The newest release is ${newest?.patch.version ?? "unknown"}.`,
    source: CATALOG_SOURCE,
    location: loc
  });
}
function tryCandidates(matching, ctx) {
  let { request, catalog } = ctx, tried = {}, tvAllowed = companionTorches(catalog, request.torchvision, "torchvision"), taAllowed = companionTorches(catalog, request.torchaudio, "torchaudio"), bound = boundPins(request, catalog, platformKey(ctx.env.os, ctx.env.arch));
  for (let c of matching) {
    let by = blockedBy(bound, c);
    if (by) {
      tried.boundBlocked ??= { c, by };
      continue;
    }
    if (tvAllowed && !tvAllowed.has(c) || taAllowed && !taAllowed.has(c)) {
      if (!tried.companionBlocked) {
        tried.companionBlocked = c;
        let inst2 = installability(c, ctx);
        inst2.ok || (tried.companionAlso = { c, blockers: inst2.blockers });
      }
      continue;
    }
    let inst = installability(c, ctx);
    if (inst.ok) return { ...tried, installs: { c, inst } };
    tried.first ??= { c, blockers: inst.blockers }, !tried.soft && inst.blockers.every((b) => b.severity !== "error") && (tried.soft = { c, blockers: inst.blockers });
  }
  return tried;
}
var PICK = shared.memo("pick-from-index");
function anyBuild(spec) {
  let { local: _local, ...rest } = shared.publicSpecifier(spec);
  return rest;
}
function pickFromIndex(env, request, catalog, index) {
  let torch = anyBuild(request.torch), keys = [
    shared.runnerKey(env),
    shared.pythonKey(env),
    torch.pep440,
    request.torchvision?.pep440 ?? "",
    request.torchaudio?.pep440 ?? "",
    index
  ];
  return PICK.get(catalog, keys, () => {
    let asked = { ...request, torch, index, extraIndexes: [] }, platform = wheelPlatform(env), matching = shared.matchingCandidates(catalog, torch).filter(
      (c) => index.kind !== "pytorch" || shared.variantEntry(c.release, index.variant, platform, c.patch.version)
    );
    return tryCandidates(matching, { env, request: asked, catalog, explain: !1 }).installs?.c ?? null;
  }) ?? void 0;
}
function installsWithoutBound(matching, ctx) {
  let free = { ...ctx, request: { ...ctx.request, bound: [] }, explain: !1 };
  return (tryCandidates(matching, free).installs?.c ?? matching[0])?.patch.version;
}
function explained(c, blockers, ctx) {
  if (ctx.explain) return blockers;
  let again = installability(c, { ...ctx, explain: !0 });
  return again.ok ? [] : again.blockers;
}
var withLocation = (loc) => (b) => loc && !b.location ? { ...b, location: loc } : b;
function installed({ c, inst }, tried, matching, ctx, findings) {
  let { request } = ctx, spec = request.torch, loc = request.torchLocation, head = matching[0], first = tried.first && { c: tried.first.c, blockers: explained(tried.first.c, tried.first.blockers, ctx) }, companionsPick = spec.pep440 === "" && !(first && first.c === head), boundPick = tried.boundBlocked?.c === head && !(first && first.c === head);
  if (c !== head && boundPick) findings.push(boundBacktrack(request, ctx.catalog, head, c, tried.boundBlocked.by));
  else if (c !== head && !companionsPick) {
    let why = first && first.c === head ? first.blockers.map((b) => b.message).join(" ") : `its torchvision/torchaudio builds do not match the pins (${request.torchvision?.text ?? ""}${request.torchaudio ? ` ${request.torchaudio.text}` : ""}).`;
    findings.push(
      shared.finding({
        id: "resolution-fallback",
        severity: "warning",
        message: `${describeSpec(spec)} matches up to torch ${head.patch.version}, but pip would silently install torch ${c.patch.version} here: ${why}`,
        advice: {
          remedies: [{ kind: "pin", spec: `torch==${c.patch.version}`, why: "to make it explicit" }],
          next: {
            lead: `To get ${head.patch.version} instead:`,
            advice: first?.blockers[0]?.advice ?? {
              remedies: [
                {
                  kind: "do",
                  text: first?.blockers[0]?.hint.replace(/\.$/, "") || "align the torchvision/torchaudio pins"
                }
              ]
            }
          }
        },
        source: first?.blockers[0]?.source ?? CATALOG_SOURCE,
        location: loc
      })
    );
  }
  let confirmed = confirmedCandidate(c) ? void 0 : matching.find(confirmedCandidate), fallbackInstalls = confirmed !== void 0 && installability(confirmed, { ...ctx, explain: !1 }).ok;
  for (let w of inst.warnings)
    fallbackInstalls && RUNNER_BLOCKERS.has(w.id) || findings.push(withLocation(loc)(w));
  return confirmedCandidate(c) || findings.push(...judgeConfirmed(c, confirmed, ctx, loc)), {
    candidate: c,
    variant: inst.variant,
    index: inst.index,
    fromPypi: inst.fromPypi,
    newestMatching: head,
    findings
  };
}
function nothingInstalls(first, soft, matching, ctx) {
  let loc = ctx.request.torchLocation, shown = soft ?? first, both = soft && !confirmedCandidate(soft.c) ? failsOnConfirmed(soft, matching, ctx) : void 0, findings = (both ?? explained(shown.c, shown.blockers, ctx)).map(withLocation(loc)), unconfirmed = both && soft ? unconfirmedNotice(soft.c, matching.find(confirmedCandidate), loc, !0) : void 0;
  return unconfirmed && findings.push(unconfirmed), findings;
}
function companionsBlock(c, also, ctx) {
  let { request } = ctx, loc = request.torchLocation, tvSpec = request.torchvision?.text, taSpec = request.torchaudio?.text, findings = [
    shared.finding({
      id: "companion-mismatch",
      severity: "error",
      message: `No torch release matching ${describeSpec(request.torch)} goes with ${[tvSpec && `torchvision ${tvSpec}`, taSpec && `torchaudio ${taSpec}`].filter(Boolean).join(" and ")}: torch ${c.patch.version} is built with torchvision ${c.patch.torchvision ?? "?"} and torchaudio ${c.patch.torchaudio ?? "?"}.`,
      hint: `Pin torchvision==${c.patch.torchvision ?? "?"}${c.patch.torchaudio ? ` torchaudio==${c.patch.torchaudio}` : ""} with torch==${c.patch.version}.`,
      source: c.patch.source,
      confidence: c.patch.confidence,
      location: loc
    })
  ];
  return also && findings.push(...explained(also.c, also.blockers, ctx).map(withLocation(loc))), findings;
}

// src/catalog/driver-floors.ts
function driverFloors(catalog, variant, os) {
  let t = shared.toolkitFor(catalog, variant);
  if (!t) return;
  let fam = shared.familyFor(catalog, Number(t.cuda.split(".")[0])), full = os === "windows" ? t.driver.windows ?? void 0 : t.driver.linux, compat = fam ? os === "windows" ? fam.minDriver.windows ?? fam.minDriver.linux : fam.minDriver.linux : void 0;
  return {
    cuda: t.cuda,
    ...full ? { full } : {},
    ...compat ? { compat } : {},
    source: t.source,
    ...fam ? { compatSource: fam.source } : {},
    ...t.confidence === "uncertain" || fam?.confidence === "uncertain" ? { confidence: "uncertain" } : {}
  };
}

// src/recommend/backend.ts
var STATUS_RANK = { stable: 0, legacy: 1, experimental: 2 }, variantIndex = shared.bounded("variant-index", 256, (variant) => parseIndexUrl(indexUrlFor(variant)));
function bestPick(env, catalog, request, kind, judge, better, viable = () => !0, installsElsewhere = !1) {
  let platform = wheelPlatform(env), newest = /* @__PURE__ */ new Map();
  for (let c of shared.matchingCandidates(catalog, shared.publicSpecifier(request.torch)))
    for (let v of shared.variantsOn(c.release, platform, c.patch.version))
      kind(v.variant) && !newest.has(v.variant) && newest.set(v.variant, c);
  let order = [...newest].sort((a, b) => shared.compareVersions(b[1].patch.version, a[1].patch.version)), best, anyInstalls = !1;
  for (let [variant, top] of order) {
    if (best && shared.compareVersions(top.patch.version, best.c.patch.version) < 0) break;
    if (!viable(variant) && (anyInstalls || installsElsewhere)) continue;
    let c = pickFromIndex(env, request, catalog, variantIndex(variant));
    if (!c) continue;
    anyInstalls = !0;
    let o = judge({ variant, c, installs: !0 });
    o && (!best || better(o, best) < 0) && (best = o);
  }
  return best ? { best, anyInstalls } : { anyInstalls };
}
function bestOf(picks, judge, better) {
  let best;
  for (let p of picks) {
    let o = judge(p);
    o && (!best || better(o, best) < 0) && (best = o);
  }
  return best;
}
function rangeText(catalog, request, target) {
  let spec = shared.publicSpecifier(request.torch);
  return spec.pep440 === "" ? "any torch" : shared.matchingCandidates(catalog, spec).every((c) => c.release === target.release) ? `torch ${target.release.torch}` : `torch${spec.pep440}`;
}
var installs = (pick, target) => pick.c === target ? "" : `; it installs torch ${pick.c.patch.version}`, torchOf = (pick) => pick.installs ? { torch: pick.c.patch.version } : {}, REC = shared.memo("recommend-in-range"), ANSWER = shared.memo("recommendation");
function recommendBackend(env, catalogIn, request, target, keys) {
  let make = () => {
    let r = choose(env, catalogIn, request, target);
    return ANSWER.get(catalogIn, [r.variant, r.reason, r.torch ?? ""], () => r);
  };
  return keys ? REC.get(catalogIn, [keys.runner, keys.python, request, target], make) : make();
}
function choose(env, catalog, request, target) {
  let cpuPick = pickFromIndex(env, request, catalog, variantIndex("cpu")), cpu = (reason) => ({
    variant: "cpu",
    url: indexUrlFor("cpu"),
    reason,
    ...cpuPick ? { torch: cpuPick.patch.version } : {}
  });
  if (env.gpus.length === 0 && !env.driver)
    return env.amdGpus?.length ? amdBackend(env, catalog, request, target, !!cpuPick) ?? cpu(
      `no ROCm build of ${rangeText(catalog, request, target)} has kernels, rocBLAS included, for ${env.amdGpus.map((g) => g.gfx).join(", ")}: the GPU goes unused`
    ) : env.intelGpus?.length ? intelBackend(env, catalog, request, target, !!cpuPick) ?? cpu(
      `no validated XPU build of ${rangeText(catalog, request, target)} for the Intel GPU ${env.intelGpus.map((g) => g.deviceId).join(", ")}: the GPU goes unused`
    ) : cpu("no NVIDIA, AMD or Intel GPU found");
  let judge = cudaJudge(env, catalog), found = bestPick(
    env,
    catalog,
    request,
    isCuda,
    judge,
    cudaBetter,
    (v) => driverRuns(env, catalog, v),
    !!cpuPick
  ), best = found.best ?? (found.anyInstalls || cpuPick ? void 0 : bestOf(ownBuilds(env, target), judge, cudaBetter));
  if (!best) {
    let what2 = env.gpus.length ? `this GPU (${env.gpus.map((g) => shared.smName(g.computeCapability)).join(", ")})` : "this GPU";
    return cpu(
      `no CUDA build of ${rangeText(catalog, request, target)} runs on ${what2}${env.driver ? ` with driver ${env.driver}` : ""}: the GPU goes unused`
    );
  }
  let gpus = env.gpus.length ? `kernels for ${env.gpus.map((g) => shared.smName(g.computeCapability)).join(", ")}` : "a GPU is present", drv = env.driver ? `, driver ${env.driver} runs CUDA ${best.cuda}` : "";
  return {
    variant: best.variant,
    url: indexUrlFor(best.variant),
    reason: `${best.variant}: ${gpus}${drv}${installs(best, target)}`,
    ...torchOf(best)
  };
}
var ownBuilds = (env, c) => shared.variantsOn(c.release, wheelPlatform(env), c.patch.version).map((v) => ({ variant: v.variant, c, installs: !1 }));
function driverRuns(env, catalog, variant) {
  let f = driverFloors(catalog, variant, env.os);
  return !env.driver || !f?.compat || shared.compareDotted(env.driver, f.compat) >= 0;
}
var cudaJudge = (env, catalog) => (p) => {
  if (!isCuda(p.variant)) return;
  let platform = wheelPlatform(env), archs = shared.gpuArchsFor(catalog, p.variant, p.c.patch.version, platform), kernels = env.gpus.length === 0 ? !0 : archs ? env.gpus.every((g) => shared.hasKernels(g.computeCapability, archs)) : void 0, f = driverFloors(catalog, p.variant, env.os);
  if (kernels === !1 || !driverRuns(env, catalog, p.variant)) return;
  let driverFull = !env.driver || !f?.full || shared.compareDotted(env.driver, f.full) >= 0, status = shared.variantEntry(p.c.release, p.variant, platform, p.c.patch.version)?.status ?? "stable";
  return { ...p, kernels, driverFull, status, cuda: f?.cuda ?? "0" };
}, cudaBetter = (a, b) => shared.compareVersions(b.c.patch.version, a.c.patch.version) || +(b.kernels === !0) - +(a.kernels === !0) || Number(b.driverFull) - Number(a.driverFull) || STATUS_RANK[a.status] - STATUS_RANK[b.status] || shared.compareDotted(b.cuda, a.cuda);
function amdBackend(env, catalog, request, target, cpuInstalls) {
  let gpus = env.amdGpus ?? [], platform = wheelPlatform(env), judge = (p) => {
    let archs = shared.rocmArchsFor(catalog, p.variant, p.c.patch.version);
    if (gpus.every((g) => shared.rocmRuns(archs, g.gfx)))
      return { ...p, status: shared.variantEntry(p.c.release, p.variant, platform, p.c.patch.version)?.status ?? "stable" };
  }, better = (a, b) => shared.compareVersions(b.c.patch.version, a.c.patch.version) || STATUS_RANK[a.status] - STATUS_RANK[b.status] || shared.compareDotted(rocmVersion(b.variant) ?? "0", rocmVersion(a.variant) ?? "0"), found = bestPick(env, catalog, request, isRocm, judge, better), best = found.best ?? (found.anyInstalls || cpuInstalls ? void 0 : bestOf(
    ownBuilds(env, target).filter((p) => isRocm(p.variant)),
    judge,
    better
  ));
  return best ? {
    variant: best.variant,
    url: indexUrlFor(best.variant),
    reason: `${best.variant}: kernels for ${gpus.map((g) => g.gfx).join(", ")}${installs(best, target)}`,
    ...torchOf(best)
  } : void 0;
}
function intelBackend(env, catalog, request, target, cpuInstalls) {
  let gpus = env.intelGpus ?? [], found = bestPick(
    env,
    catalog,
    request,
    (v) => v === "xpu",
    (p) => p,
    () => 0
  ), pick = found.best ?? (found.anyInstalls || cpuInstalls ? void 0 : ownBuilds(env, target).find((p) => p.variant === "xpu"));
  if (!pick) return;
  let families = gpus.map((g) => shared.xpuFamilyOf(catalog, g.deviceId, pick.c.patch.version));
  if (!families.some((f) => !f))
    return {
      variant: "xpu",
      url: indexUrlFor("xpu"),
      reason: `xpu: validated on ${[...new Set(families.map((f) => f.label))].join(", ")}${installs(pick, target)}`,
      ...torchOf(pick)
    };
}

// src/checks/probe-problems.ts
var GIVES = {
  "the Python version": "python",
  "the glibc version": "glibc",
  "the macOS version": "os-version"
};
function probeProblems(env) {
  return env.probeProblems.map((p) => {
    let give = GIVES[p.what];
    return shared.finding({
      id: "probe-failed",
      severity: "warning",
      message: `Could not determine ${p.what}: ${p.message}`,
      advice: { remedies: [{ kind: "give", values: give ? [give] : [] }], then: "Then it can be checked." },
      source: "https://github.com/torch-preflight/torch-preflight#probing"
    });
  });
}

// src/checks/backend.ts
function gpuFor(env, variant) {
  return isCuda(variant) ? env.gpus.length > 0 || env.driver !== void 0 : isRocm(variant) ? (env.amdGpus?.length ?? 0) > 0 : !0;
}
var backendStatus = ({ env, resolved, recommended }) => {
  let c = resolved.candidate;
  if (!c || !resolved.variant) return [];
  let platform = wheelPlatform(env), v = shared.variantEntry(c.release, resolved.variant, platform, c.patch.version);
  if (!v || v.status === "stable" || !gpuFor(env, v.variant)) return [];
  let stable = c.release.variants.filter((x) => x.status === "stable" && sameKind(x.variant, v.variant)).map((x) => x.variant), alt = stable.length ? ` Stable builds of ${c.release.torch}: ${stable.join(", ")} (${indexUrlFor(stable[stable.length - 1])}).` : "", better = recommended && recommended.variant !== v.variant && sameKind(recommended.variant, v.variant) ? recommended : void 0, useBetter = better && {
    advice: { remedies: [{ kind: "use-index", url: better.url, why: better.reason }] }
  };
  return v.status === "experimental" ? resolved.fromPypi && shared.pypiDefault(c.release, platform)?.variant === v.variant ? [
    shared.finding({
      id: "backend-experimental",
      severity: "notice",
      message: `PyPI's torch ${c.patch.version} for ${platformLabel(platform)} is its ${v.variant} build, which the release lists as experimental; it is what every pip install of ${c.patch.version} from PyPI gets.${alt}`,
      ...useBetter ?? { hint: "Nothing to do unless the GPU misbehaves." },
      source: v.source,
      confidence: v.confidence
    })
  ] : [
    shared.finding({
      id: "backend-experimental",
      severity: "warning",
      message: `The ${v.variant} build of torch ${c.patch.version} is experimental.${alt}`,
      ...useBetter ?? { hint: `Expect rough edges with ${v.variant}.` },
      source: v.source,
      confidence: v.confidence
    })
  ] : [
    shared.finding({
      id: "backend-experimental",
      severity: "notice",
      message: `The ${v.variant} build of torch ${c.patch.version} is a legacy build, kept for older GPUs and drivers; it is likely to be dropped in a coming release.${alt}`,
      hint: `Plan the move to a newer build (${stable.join(", ") || "see the release notes"}).`,
      source: v.source,
      confidence: v.confidence
    })
  ];
}, indexUrl = ({ request, catalog }) => [request.index, ...request.extraIndexes ?? []].flatMap((ref) => ref.kind === "unknown" && boundPage(catalog, ref.url) ? [] : ref.kind === "unknown" ? [
  shared.finding({
    id: "index-url-unknown",
    severity: "warning",
    message: `The index ${ref.url} is not PyPI or download.pytorch.org, so what it serves is unknown; the checks assume it mirrors PyPI.`,
    hint: "Use https://download.pytorch.org/whl/<variant> (cpu, cu126, cu128, \u2026) or pass the variant of your mirror, e.g. --index-url cu128.",
    source: "https://docs.pytorch.org/get-started/locally/"
  })
] : (ref.kind === "pytorch" || ref.kind === "find-links") && ref.mirror ? [
  shared.finding({
    id: "index-url-unknown",
    severity: "notice",
    message: `The index ${ref.url} is read as a mirror of download.pytorch.org${ref.kind === "pytorch" ? ` serving ${ref.variant}` : ""}; the checks assume it carries the same builds.`,
    hint: "Nothing to do if the mirror is complete.",
    source: "https://docs.pytorch.org/get-started/locally/"
  })
] : ref.kind === "find-links" && ref.url.includes("torch_stable.html") ? [
  shared.finding({
    id: "index-url-unknown",
    severity: "notice",
    message: `${ref.url} is the legacy find-links page; pip reads it together with PyPI and picks the build by the +variant in the pin.`,
    advice: { remedies: [{ kind: "use-index", url: indexUrlFor(ref.variant ?? "cpu") }] },
    source: "https://docs.pytorch.org/get-started/previous-versions/"
  })
] : []);

// src/checks/catalog-age.ts
var STALE_DAYS = 45, DAY2 = 1440 * 60 * 1e3;
function hasUpperBound(spec) {
  return spec.exact !== void 0 || /(^|,)\s*(<|<=|==|~=|===)/.test(spec.pep440);
}
var catalogAge = ({ catalog, torch, now }) => {
  if (!catalog.asOf || hasUpperBound(torch)) return [];
  let days = Math.floor((now.getTime() - Date.parse(`${catalog.asOf}T00:00:00Z`)) / DAY2);
  if (!(days > STALE_DAYS)) return [];
  let newest = catalog.releases.map((r) => r.torch).sort((a, b) => Number(a.split(".")[1]) - Number(b.split(".")[1])).pop();
  return [
    shared.finding({
      id: "catalog-stale",
      severity: "notice",
      message: `The catalog was last checked against the wheel indexes on ${catalog.asOf} (${days} days ago); torch releases after ${newest ?? "its newest"} may exist, and this request has no upper bound, so pip may install one the catalog does not know.`,
      hint: "Update torch-preflight (each release ships a refreshed catalog), pin an upper bound (torch<X.Y), or add the new release in a config file.",
      source: "rules/catalog.yaml"
    })
  ];
};

// src/containers/image.ts
function parseImageRef(text) {
  let t = text.trim().replace(/^docker:\/\//, "");
  if (!t || /\s/.test(t) || t.length > 512) return;
  let [beforeDigest, digest] = t.split("@", 2);
  if (digest !== void 0 && !/^[a-z0-9]+:[a-f0-9]{32,}$/i.test(digest)) return;
  let slash = beforeDigest.lastIndexOf("/"), colon = beforeDigest.lastIndexOf(":"), [name, tag] = colon > slash ? [beforeDigest.slice(0, colon), beforeDigest.slice(colon + 1)] : [beforeDigest, digest ? "" : "latest"];
  if (tag !== "" && !/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/.test(tag)) return;
  let parts = name.split("/");
  if (parts.some((p) => !/^[a-z0-9]+(?:[._-][a-z0-9]+)*(?::\d+)?$/.test(p))) return;
  let registry = parts.length > 1 && /[.:]|^localhost$/.test(parts[0]) ? parts.shift() : void 0, repository = parts.join("/");
  return (registry === void 0 || registry === "docker.io" || registry === "index.docker.io") && repository.startsWith("library/") && (repository = repository.slice(8)), {
    ...registry && registry !== "docker.io" && registry !== "index.docker.io" ? { registry } : {},
    repository,
    tag,
    ...digest ? { digest } : {}
  };
}
var ALIASES = { "nvcr.io/nvidia/cuda": "nvidia/cuda" };
function familyOf(ref, catalog) {
  let full = ref.registry ? `${ref.registry}/${ref.repository}` : ref.repository, repo = ALIASES[full] ?? (ref.registry ? void 0 : ref.repository);
  return repo === void 0 ? void 0 : catalog.images.find((i) => i.repository === repo);
}
function distroByWord(word, catalog) {
  let w = word.toLowerCase();
  return catalog.distros.find((d) => d.words.some((x) => x === w || x === "alpine" && /^alpine\d+(\.\d+)*$/.test(w)));
}
var unknownFacts = (image, why) => ({
  image,
  os: "linux",
  unknown: why,
  uncertain: !1,
  sources: []
});
function withDistro(base, family, distro) {
  return {
    ...base,
    ...distro ? { distro, libc: distro.libc, ...distro.glibc ? { glibc: distro.glibc } : {} } : {},
    uncertain: family.confidence === "uncertain" || distro?.confidence === "uncertain",
    sources: [family.source, ...distro ? [distro.source] : []]
  };
}
function pythonImage(image, tag, family, catalog) {
  let words = tag.toLowerCase().split("-"), python;
  if (/^\d+(\.\d+){0,2}$/.test(words[0]) ? python = words.shift() : words[0] === "latest" && words.shift(), (python === void 0 || python === "3") && (python = family.latestPython), words.some((w) => /^(windowsservercore|nanoserver)/.test(w)))
    return { image, os: "windows", ...python ? { python } : {}, uncertain: !1, sources: [family.source] };
  let named2 = words.map((w) => distroByWord(w, catalog)).find(Boolean), unknownWord = words.find((w) => w !== "slim" && w !== "rc" && !distroByWord(w, catalog));
  if (unknownWord)
    return unknownFacts(image, `the tag word ${JSON.stringify(unknownWord)} is not one the python image uses`);
  let distro = named2 ?? catalog.distros.find((d) => d.id === family.defaultDistro);
  return withDistro({ image, os: "linux", ...python ? { python } : {} }, family, distro);
}
function cudaImage(image, tag, family, catalog) {
  let m = /^(\d+\.\d+(?:\.\d+)?)-(?:cudnn\d*-)?(?:base|runtime|devel)(?:-cudnn\d*)?-([a-z0-9.]+)$/i.exec(tag);
  if (!m) return unknownFacts(image, "its tag is not CUDA-flavour-OS (such as 12.4.1-cudnn-runtime-ubuntu22.04)");
  let distro = distroByWord(m[2], catalog);
  return distro ? withDistro({ image, os: "linux", cuda: m[1] }, family, distro) : unknownFacts(image, `the OS ${JSON.stringify(m[2])} is not in the catalog`);
}
function pytorchImage(image, tag, family, catalog) {
  let m = /^(\d+\.\d+\.\d+)-cuda(\d+)\.(\d+)-cudnn\d+-(?:runtime|devel)$/.exec(tag);
  if (!m)
    return unknownFacts(
      image,
      "its tag is not TORCH-cudaX.Y-cudnnN-runtime|devel (a moving tag such as latest is not guessed)"
    );
  let distro = catalog.distros.find((d) => d.id === family.defaultDistro), variant = `cu${m[2]}${m[3]}`;
  return withDistro(
    {
      image,
      os: "linux",
      cuda: `${m[2]}.${m[3]}`,
      torch: { version: m[1], variant },
      ...family.python ? { python: family.python } : {}
    },
    family,
    distro
  );
}
function containerFacts(image, catalog) {
  let ref = parseImageRef(image);
  if (!ref) return unknownFacts(image, "it is not an image reference");
  if (ref.tag === "") return unknownFacts(image, "a digest alone does not say which tag it was");
  let family = familyOf(ref, catalog);
  return family ? family.kind === "python" ? pythonImage(image, ref.tag, family, catalog) : family.kind === "nvidia-cuda" ? cudaImage(image, ref.tag, family, catalog) : pytorchImage(image, ref.tag, family, catalog) : unknownFacts(
    image,
    `${ref.registry ? `${ref.registry}/` : ""}${ref.repository} is not an image the catalog knows (python, nvidia/cuda, pytorch/pytorch)`
  );
}
function describeContainer(f) {
  if (f.unknown) return `${f.image} (not known: ${f.unknown})`;
  let parts = [
    f.os === "windows" ? "Windows container" : f.distro?.label,
    f.glibc ? `glibc ${f.glibc}` : f.libc === "musl" ? "musl" : void 0,
    f.python ? `Python ${f.python}` : "no Python",
    f.cuda ? `CUDA ${f.cuda}` : void 0,
    f.torch ? `torch ${f.torch.version}+${f.torch.variant} preinstalled` : void 0
  ];
  return `${f.image}: ${parts.filter(Boolean).join(", ")}`;
}

// src/checks/container-image.ts
var SOURCE = "https://docs.github.com/en/actions/writing-workflows/choosing-where-your-workflow-runs/running-jobs-in-a-container", containerImage = (f) => [note(f)];
function note(f) {
  if (f.unknown)
    return shared.finding({
      id: "container-image",
      severity: "notice",
      message: `The job runs in ${f.image}, which is not known: ${f.unknown}. Its Python and glibc are not guessed.`,
      advice: { remedies: [{ kind: "give", values: ["python", "glibc"] }], then: "Give what the image holds." },
      source: SOURCE
    });
  let unsure = f.uncertain ? " Some of these facts are not confirmed for every tag, so they are not used to decide." : "";
  return shared.finding({
    id: "container-image",
    severity: "notice",
    message: `pip runs inside the container: ${describeContainer(f)}; the GPU and driver are the host's.${unsure}`,
    hint: f.torch ? "torch is preinstalled in this image; the run-time checks apply to that build." : "Nothing to do; this says what the check assumed.",
    source: f.sources.join("; ")
  });
}

// src/checks/lock-mismatch.ts
var lockMismatches = ({ answers, pins, env, selected }) => {
  if (!pins) return [];
  let app = applicablePins(pins, env, selected), out = [];
  for (let a of answers) {
    let d = a.torch, { torchPins, fixes } = lockFormat(a.lock.kind), pin = app.pins.find((p) => torchPins.includes(p.package) && p.specifier);
    if (!d || !pin || !shared.parseVersion(d.version)) continue;
    let ok;
    try {
      ok = shared.satisfies(d.version, shared.parseSpecifier(pin.specifier, `${pin.location.file}:${pin.location.line}`));
    } catch {
      continue;
    }
    ok || out.push(
      shared.finding({
        id: "lock-mismatch",
        severity: "warning",
        message: `${a.lock.file} holds torch ${d.version}, but ${pin.location.file}:${pin.location.line} asks for ${pin.specifier}: the lock is older than the manifest.`,
        hint: fixes.stale,
        source: "https://docs.astral.sh/uv/concepts/projects/sync/#checking-if-the-lockfile-is-up-to-date",
        location: d.location
      })
    );
  }
  return out;
};

// src/checks/companion.ts
var companionVariants = ({ request, resolved }) => {
  let torchLocal = request.torch.local ?? resolved.variant, out = [];
  for (let [name, spec] of [
    ["torchvision", request.torchvision],
    ["torchaudio", request.torchaudio]
  ])
    !spec?.local || !torchLocal || sameBuild(spec.local, torchLocal) || out.push(
      shared.finding({
        id: "variant-mismatch",
        severity: "error",
        message: `${name} ${spec.text} is a +${spec.local} build, but torch is +${torchLocal}: builds for different CUDA versions fail at import (operator torchvision::nms does not exist).`,
        hint: `Pin ${name} with +${variantOfLabel(torchLocal) ?? torchLocal}, or drop the +variant from both and let the index choose the build.`,
        source: "https://github.com/pytorch/vision#installation"
      })
    );
  return out;
};

// src/checks/bound.ts
function picked(request, catalog, torch) {
  let out = [], seen = /* @__PURE__ */ new Set();
  for (let req of request.bound ?? []) {
    let key = `${req.package}\0${req.specifier.pep440}\0${req.indexes ? JSON.stringify(req.indexes) : ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    let pkg = boundPackage(catalog, req.package), rel = pkg && releaseFor(catalog, pkg, req.specifier, torch);
    pkg && rel && out.push({ req, pkg, rel });
  }
  return out;
}
var boundLoads = ({ request, catalog, resolved }) => {
  let torch = resolved.candidate?.patch.version;
  return torch ? picked(request, catalog, torch).filter(({ rel }) => !loadsWith(rel, torch)).map(({ req, pkg, rel }) => {
    let other = releaseGoingWith(pkg, torch), runs = runsWith(rel), newest = torchesOf(catalog, rel).find((c) => loadsWith(rel, c.patch.version)), skipped = pkg.mismatch === "kernels-skipped";
    return shared.finding({
      id: "bound-mismatch",
      severity: skipped ? "warning" : "error",
      message: `pip installs ${pkg.package} ${rel.version} for ${showBound(req)} with torch ${torch}, as its metadata allows (${describeTorch(rel)}), but its compiled code loads only with torch${runs.text}: ${skipped ? "it imports with its compiled kernels skipped" : 'import fails with "undefined symbol"'}.`,
      advice: {
        remedies: [
          ...other ? [
            {
              kind: "pin",
              spec: `${pkg.package}==${other.version}`,
              why: `its release for torch ${torch}`
            }
          ] : [],
          ...newest ? [
            {
              kind: "pin",
              spec: `torch==${newest.patch.version}`,
              why: `what ${pkg.package} ${rel.version} loads with`
            }
          ] : [],
          ...other ? [] : [{ kind: "do", text: `drop ${pkg.package} (no release of it loads with torch ${torch})` }]
        ]
      },
      source: rel.source,
      confidence: rel.confidence,
      ...req.location ? { location: req.location } : {}
    });
  }) : [];
}, NEEDS = {
  nvcc: "a CUDA toolkit with nvcc matching torch\u2019s CUDA",
  rocm: "a ROCm toolkit",
  compiler: "a C++ compiler",
  "torch-at-build": "torch importable while it builds",
  "no-build-isolation": "pip install --no-build-isolation"
};
function buildNeeds(build, variant) {
  let needs = (build?.needs ?? []).filter(
    (n) => (n !== "nvcc" || /^cu\d/.test(variant ?? "")) && (n !== "rocm" || /^rocm/.test(variant ?? ""))
  );
  return needs.length ? `; building needs ${needs.map((n) => NEEDS[n]).join(", ")}` : "";
}
var sameIndex = (a, b) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");
function readIndexes(request, req) {
  if (req.indexes) {
    let own = req.indexes.indexUrl;
    return { pypi: !own || /pypi\.org\/simple/.test(own), urls: [...own ? [own] : [], ...req.indexes.extra] };
  }
  let refs = [request.index, ...request.extraIndexes ?? []];
  return {
    pypi: refs.some((r) => r.kind === "pypi"),
    urls: refs.flatMap((r) => "url" in r && r.url ? [r.url] : [])
  };
}
var readsSet = (read, w) => w.fetchedBy === "setup.py" || wheelIndexes(w).some((ix) => ix === "pypi" ? read.pypi : read.urls.some((u) => sameIndex(u, ix))), boundWheels = ({ env, request, catalog, resolved }) => {
  let torch = resolved.candidate?.patch.version;
  if (!torch) return [];
  let platform = platformKey(env.os, env.arch), python = env.python ? `${env.python.major}.${env.python.minor}` : void 0, out = [];
  for (let { req, pkg, rel } of picked(request, catalog, torch)) {
    let wheels = wheelsOf(pkg, rel);
    if (!wheels) continue;
    let read = readIndexes(request, req), here = wheels.filter((w) => wheelFits(w, platform, python)), fits = here.filter((w) => builtFor(w, torch) && loadsWithBuild(w, resolved.variant)), readFit = fits.find((w) => readsSet(read, w));
    if (readFit) {
      readFit.fetchedBy === "setup.py" && out.push(fetchedWheel({ req, pkg, rel }, readFit, torch));
      continue;
    }
    let wrongTorch = here.find((w) => w.torch !== void 0 && !builtFor(w, torch) && readsSet(read, w)), right = rightPages(
      pkg,
      rel,
      fits,
      (r) => runnerSets(pkg, r, platform, python, torch, resolved.variant),
      resolved.variant
    );
    if (wrongTorch && wrongTorch.fetchedBy !== "setup.py") {
      out.push(wrongPage({ req, pkg, rel }, wrongTorch, readPage(read, wrongTorch), torch, right));
      continue;
    }
    out.push(sourceBuild({ req, pkg, rel }, wheels, right, `Python ${python ?? "?"} on ${platform}`, resolved.variant));
  }
  return out;
};
function runnerSets(pkg, rel, platform, python, torch, variant) {
  return (wheelsOf(pkg, rel) ?? []).filter(
    (w) => wheelFits(w, platform, python) && builtFor(w, torch) && loadsWithBuild(w, variant)
  );
}
var readPage = (read, w) => wheelIndexes(w).find((ix) => read.urls.some((u) => sameIndex(u, ix))) ?? w.index;
function rightPages(pkg, rel, fits, setsOf, variant) {
  let other = (u) => +(!variant || !new RegExp(`[+/]${variant}[./]`).test(u)), pagesOf = (sets) => [...new Set(sets.flatMap((w) => wheelIndexes(w)))].sort((a, b) => other(a) - other(b));
  if (fits.length) return { pages: pagesOf(fits).slice(0, 2) };
  let alt = releasesOf(pkg).find((r) => r !== rel && setsOf(r).length > 0);
  return alt ? { pages: pagesOf(setsOf(alt)).slice(0, 2), release: alt } : void 0;
}
var pagesText = (r, pkg) => `${r.pages.join(" or ")}${r.release ? ` (for ${pkg.package} ${r.release.version})` : ""}`, what = ({ req, pkg, rel }) => req.specifier.exact ? showBound(req) : `${pkg.package} ${rel.version} (for ${showBound(req)})`;
function fetchedWheel(p, w, torch) {
  return shared.finding({
    id: "bound-source-build",
    severity: "warning",
    message: `${what(p)} is an sdist on PyPI: pip builds it, and its setup.py downloads the prebuilt wheel for torch ${torch} from ${w.index}, which needs torch importable while it builds.`,
    hint: `Install torch first, then pip install ${p.pkg.package} --no-build-isolation (in a separate step).`,
    source: w.source,
    confidence: w.confidence,
    ...p.req.location ? { location: p.req.location } : {}
  });
}
function wrongPage(p, w, page, torch, right) {
  let fail = p.pkg.mismatch === "kernels-skipped" ? "its compiled kernels are skipped" : 'import fails with "undefined symbol"';
  return shared.finding({
    id: "bound-mismatch",
    severity: p.pkg.mismatch === "kernels-skipped" ? "warning" : "error",
    message: `${what(p)} comes from ${page}, built for torch${w.torch}, but pip installs torch ${torch}: ${fail}.`,
    hint: right ? `Read the page for torch ${torch} instead (${pagesText(right, p.pkg)}), or pin torch${w.torch}.` : `No page the catalog knows has ${p.pkg.package} built for torch ${torch}: pin torch${w.torch}, or build it from source.`,
    source: w.source,
    confidence: w.confidence,
    ...p.req.location ? { location: p.req.location } : {}
  });
}
function sourceBuild(p, wheels, right, here, variant) {
  let needs = buildNeeds(p.pkg.sourceBuild, variant), perTorch = wheels.filter((w) => w.torch !== void 0).map((w) => w.torch), covered = perTorch.length ? `its wheels are built for torch${perTorch[0]} \u2026 torch${perTorch[perTorch.length - 1]}` : `its wheels cover ${[...new Set(wheels.map((w) => `Python ${w.python} on ${w.platforms.join("/")}`))].slice(0, 2).join("; ")}`, fetched = right?.release && wheels.every((w) => w.fetchedBy === "setup.py"), page = right && !right.release ? pagesText(right, p.pkg) : void 0, other = right?.release;
  return shared.finding({
    id: "bound-source-build",
    severity: "warning",
    message: page ? `${what(p)} has no wheel for ${here} and this torch on the indexes pip reads here (there is one on ${page}): it builds from source${needs}.` : `${what(p)} has no wheel for ${here} and this torch: pip builds it from source${needs}.`,
    hint: page ? `Let pip read ${page} (--extra-index-url, or -f for a page, in the pin file), or provide what the build needs.` : other ? `Pin ${p.pkg.package}==${other.version}, which has one${fetched ? " (its setup.py downloads it)" : ` (on ${pagesText({ pages: right.pages }, p.pkg)})`}, or provide what the build needs.` : `Use a runner and torch its wheels cover (${covered}), or provide what the build needs${p.pkg.sourceBuild?.note ? ` (${p.pkg.sourceBuild.note})` : ""}.`,
    source: p.pkg.sourceBuild?.source ?? wheels[0]?.source ?? p.rel.source,
    ...p.req.location ? { location: p.req.location } : {}
  });
}
function unlisted(catalog, b) {
  let pkg = boundPackage(catalog, b.package);
  return (pkg?.partial === !0 || b.wheelFile === !0) && !!pkg && admittedReleases(catalog, pkg, b.specifier).length === 0;
}
var boundDoubts = ({ env, request, catalog, resolved }) => resolved.candidate ? doubtfulConflicts(request, catalog, platformKey(env.os, env.arch), resolved.candidate) : [], boundUnjudged = ({ request, catalog }) => {
  let unknown = (request.bound ?? []).filter((b) => knownDependent(catalog, b.package) || unlisted(catalog, b));
  if (!unknown.length) return [];
  let names = [...new Set(unknown.map((b) => showBound(b)))], first = unknown[0].package, source = catalog.dependents.find((d) => d.package === first)?.source ?? boundPackage(catalog, first)?.source ?? "https://github.com/torch-preflight/torch-preflight/blob/main/docs/findings.md#bound-unjudged";
  return [
    shared.finding({
      id: "bound-unjudged",
      severity: "notice",
      message: `Not judged: ${names.join(", ")} ${names.length > 1 ? "require" : "requires"} torch, but the catalog does not describe ${names.length > 1 ? "those releases" : "that release"}, so whether ${names.length > 1 ? "they go" : "it goes"} with this torch is not checked.`,
      hint: "Describe the package in a config file (bound:), or run with --online to read its torch requirement from the index.",
      source,
      ...unknown[0].location ? { location: unknown[0].location } : {}
    })
  ];
};

// src/checks/amd-intel.ts
var amdKernels = ({ env, catalog, request, resolved, recommended }) => {
  let v = resolved.variant, c = resolved.candidate;
  if (!c || !v || !isRocm(v) || !env.amdGpus?.length) return [];
  let archs = shared.rocmArchsFor(catalog, v, c.patch.version), gpus = env.amdGpus.map((g) => g.gfx).join(", ");
  if (!archs)
    return [
      shared.finding({
        id: "gpu-unsupported",
        severity: "notice",
        message: `The catalog does not know which gfx targets torch ${c.patch.version}+${v} was built for, so the AMD GPUs (${gpus}) were not checked.`,
        hint: "Add a rocmArchs entry to a config file.",
        source: "https://github.com/pytorch/pytorch/blob/main/.ci/docker/manywheel/build.sh"
      })
    ];
  let out = [], rec = recommended ?? recommendBackend(env, catalog, request, c);
  for (let gpu of env.amdGpus) {
    if (archs.gfx.includes(gpu.gfx)) {
      let gap = archs.blasMissing;
      gap?.gfx.includes(gpu.gfx) && out.push(
        shared.finding({
          id: "gpu-unsupported",
          severity: "error",
          message: `torch ${c.patch.version}+${v} has kernels for the AMD GPU ${gpu.gfx}${gpu.name ? ` (${gpu.name})` : ""}, but the rocBLAS it bundles has none: torch imports, then matrix multiplication aborts with "rocBLAS error: Cannot read \u2026TensileLibrary.dat \u2026 for GPU arch : ${gpu.gfx}".`,
          advice: isRocm(rec.variant) ? { remedies: [{ kind: "use-index", url: rec.url, why: rec.reason }] } : olderRocmHint(catalog, wheelPlatform(env), c.release.torch, gpu.gfx, rec.url),
          source: gap.source,
          confidence: gap.confidence
        })
      );
      continue;
    }
    out.push(
      shared.finding({
        id: "gpu-unsupported",
        severity: "error",
        message: `torch ${c.patch.version}+${v} has no kernels for the AMD GPU ${gpu.gfx}${gpu.name ? ` (${gpu.name})` : ""}: it is built for ${archs.gfx.join(" ")}. HIP ops fail with "invalid device function".`,
        ...rec.variant !== v ? { advice: { remedies: [{ kind: "use-index", url: rec.url, why: rec.reason }] } } : { hint: `No ROCm build of torch ${c.release.torch} supports ${gpu.gfx}.` },
        source: archs.source,
        confidence: archs.confidence
      })
    );
  }
  return out;
};
function olderRocmHint(catalog, platform, torch, gfx, cpuUrl) {
  let fits = shared.allCandidates(catalog).flatMap(
    (x) => shared.variantsOn(x.release, platform, x.patch.version).filter((v) => isRocm(v.variant) && shared.rocmRuns(shared.rocmArchsFor(catalog, v.variant, x.patch.version), gfx)).map((v) => ({ variant: v.variant, torch: x.release.torch }))
  ), newest = fits.map((f) => f.variant).sort((a, b) => shared.compareDotted(rocmVersion(b) ?? "0", rocmVersion(a) ?? "0"))[0], cpu = { kind: "use-index", url: cpuUrl, why: "the CPU build" };
  if (!newest) return { remedies: [cpu], then: `No ROCm build in the catalog runs matrix multiplication on ${gfx}.` };
  let minors = [...new Set(fits.filter((f) => f.variant === newest).map((f) => f.torch))].sort(shared.compareDotted), releases = minors.length > 1 ? `${minors[0]}\u2013${minors[minors.length - 1]}` : minors[0];
  return {
    remedies: [
      {
        kind: "use-index",
        url: indexUrlFor(newest),
        why: `ROCm ${rocmVersion(newest)}, with torch ${releases}; no ROCm build of torch ${torch} runs matrix multiplication on ${gfx}`
      },
      cpu
    ]
  };
}
var intelDevices = ({ env, catalog, resolved }) => {
  let v = resolved.variant, c = resolved.candidate;
  if (!c || v !== "xpu" || !env.intelGpus?.length) return [];
  let unvalidated = env.intelGpus.filter((g) => !shared.xpuFamilyOf(catalog, g.deviceId, c.patch.version));
  return unvalidated.length === 0 ? [] : [
    shared.finding({
      id: "gpu-unsupported",
      severity: "warning",
      message: `The Intel GPU${unvalidated.length > 1 ? "s" : ""} ${unvalidated.map((g) => g.deviceId).join(", ")} ${unvalidated.length > 1 ? "are" : "is"} not in the hardware PyTorch validates its XPU build ${c.patch.version} on (Data Center GPU Max, Arc A- and B-Series, Core Ultra with Arc Graphics): torch.xpu may not find ${unvalidated.length > 1 ? "them" : "it"} or may fail at run time.`,
      advice: {
        remedies: [
          { kind: "do", text: "run on a validated Intel GPU" },
          { kind: "use-index", url: "https://download.pytorch.org/whl/cpu", why: "the CPU build" }
        ]
      },
      source: "https://docs.pytorch.org/docs/stable/notes/get_start_xpu.html",
      confidence: "uncertain"
    })
  ];
};

// src/resolve/merged-indexes.ts
var LABELLED_OS = /* @__PURE__ */ new Set(["linux", "windows"]);
function mergedIndexes(env, request, catalog, primary) {
  if (!request.extraIndexes?.length) return { kind: "none" };
  let refs = [request.index, ...request.extraIndexes], channel = (r) => r.kind === "pytorch" || r.kind === "find-links" ? r.channel : "stable", nightly = refs.filter((r) => channel(r) === "nightly");
  if (nightly.length && nightly.length < refs.length) return { kind: "nightly-mix", refs };
  if (refs.some((r) => r.kind === "unknown" || channel(r) !== "stable")) return { kind: "none" };
  let platform = wheelPlatform(env), picks = refs.map((ref, i) => {
    let one = i === 0 ? primary : resolve(env, { ...request, index: ref, extraIndexes: [] }, catalog), c = one.candidate;
    if (!c || !one.variant) return;
    let labelled = ref.kind !== "pypi" && LABELLED_OS.has(env.os) && !shared.variantEntry(c.release, one.variant, platform, c.patch.version)?.unlabelled?.includes(platform);
    return { ref, version: labelled ? `${c.patch.version}+${one.variant}` : c.patch.version, variant: one.variant };
  }), found = picks.filter((p) => p !== void 0);
  if (found.length === 0) return { kind: "none" };
  let winner = found.reduce((a, b) => shared.compareVersions(b.version, a.version) > 0 ? b : a);
  return { kind: "picked", refs, picks, winner };
}

// src/checks/extra-index.ts
var PIP_FINDING = "https://pip.pypa.io/en/stable/cli/pip_install/#finding-packages", where = (r) => r.kind === "pypi" ? "PyPI" : r.url, advice = (intended) => ({
  remedies: [
    { kind: "use-index", url: indexUrlFor(intended), why: "as the only index, not an extra one" },
    { kind: "pin", spec: `torch==X.Y.Z+${intended}`, why: "so only that index can satisfy it" }
  ]
});
function extraIndexFindings(env, request, catalog, resolved, subject, location) {
  let merged = mergedIndexes(env, request, catalog, resolved), at2 = location ? { location } : {};
  if (merged.kind === "none") return [];
  let list = merged.refs.map(describeIndex).join(", ");
  if (merged.kind === "nightly-mix")
    return [
      shared.finding({
        id: "nightly-index-mixed",
        severity: "warning",
        message: shared.kindOf("nightly-index-mixed").message(subject, list),
        hint: "Install nightlies from the nightly index alone, with pre-releases allowed (pip: --index-url NIGHTLY --pre).",
        source: PIP_FINDING,
        ...at2
      })
    ];
  let pytorchVariants = [...new Set(merged.refs.flatMap((r) => r.kind === "pytorch" ? [r.variant] : []))], intended = request.torch.local ?? (pytorchVariants.length === 1 ? pytorchVariants[0] : void 0), { winner } = merged;
  if (!intended || winner.variant === intended) return [];
  let mine = merged.picks.filter((p) => p !== void 0 && p.variant === intended).sort((a, b) => shared.compareVersions(a.version, b.version)).pop(), platform = wheelPlatform(env), python = env.python ? `${env.python.major}.${env.python.minor}` : void 0, why = mine ? `its newest build there is ${mine.version}, and ${winner.version} from ${where(winner.ref)} sorts higher` : `that index has no build of ${subject} for ${platformLabel(platform)}${python ? ` and Python ${python}` : ""}`;
  return [
    shared.finding({
      id: "variant-mismatch",
      severity: "warning",
      message: `${subject} is meant to come from the ${intended} index, but pip merges the candidates of every index (${list}) and installs the highest version: ${why}, so pip installs ${winner.version} (the ${winner.variant} build) from ${where(winner.ref)} on ${platformLabel(platform)}, without an error.`,
      hint: shared.renderAdvice(advice(intended), "cli"),
      advice: advice(intended),
      source: PIP_FINDING,
      ...at2
    })
  ];
}
var extraIndex = ({ env, request, catalog, resolved }) => {
  let t = request.torch.text, subject = t === "" || t === "*" ? "torch (any version)" : `torch${/^[=<>~!]/.test(t) ? "" : "=="}${t}`;
  return extraIndexFindings(env, request, catalog, resolved, subject, request.torchLocation);
};

// src/checks/mps.ts
var mps = ({ env, resolved }) => {
  let c = resolved.candidate;
  return !c || env.os !== "macos" ? [] : env.arch === "arm64" && isEmulated(env) ? [
    shared.finding({
      id: "mps-unavailable",
      severity: "warning",
      message: `This Python is ${env.python?.machine ?? "x86_64"} running under Rosetta on an Apple-silicon Mac: torch ${c.patch.version} will install the Intel build, which has no MPS and runs emulated.`,
      hint: "Use a native arm64 Python (actions/setup-python with architecture: arm64).",
      source: "https://developer.apple.com/documentation/apple-silicon/about-the-rosetta-translation-environment"
    })
  ] : env.arch !== "arm64" || !c.release.mps || !env.osVersion ? [] : shared.compareDotted(env.osVersion, c.release.mps.macos) >= 0 ? [] : [
    shared.finding({
      id: "mps-unavailable",
      severity: "warning",
      message: `torch ${c.patch.version} installs on macOS ${env.osVersion}, but its MPS (Metal) backend needs macOS ${c.release.mps.macos} or newer: torch.backends.mps.is_available() will be False and code falls back to the CPU.`,
      hint: `Use a macOS ${c.release.mps.macos.split(".")[0]}+ runner (macos-15), or accept CPU-only tests.`,
      source: c.release.mps.source,
      confidence: c.release.mps.confidence === "uncertain" ? "uncertain" : void 0
    })
  ];
};

// src/checks/macos-version.ts
var macosVersionUnknown = ({ env, resolved }) => {
  let c = resolved.candidate;
  if (!c || env.os !== "macos" || env.osVersion) return [];
  if (env.probeProblems.some((p) => p.what === "the macOS version")) return [];
  let wheels = shared.platformEntry(c.release, wheelPlatform(env))?.macos, wheelsMatter = wheels !== void 0 && shared.compareDotted(wheels, "11.0") > 0, mpsFloor = env.arch === "arm64" ? c.release.mps?.macos : void 0;
  if (!wheelsMatter && !mpsFloor) return [];
  let needs = [
    wheelsMatter ? `its wheels need macOS ${wheels} or newer` : void 0,
    mpsFloor ? `its MPS backend needs macOS ${mpsFloor}` : void 0
  ].filter(Boolean);
  return [
    shared.finding({
      id: "probe-failed",
      severity: "warning",
      message: `Could not determine the macOS version: it was not given, and torch ${c.patch.version} depends on it (${needs.join("; ")}), so that was not checked.`,
      advice: { remedies: [{ kind: "give", values: ["os-version"] }], then: "Then it can be checked." },
      source: "https://github.com/torch-preflight/torch-preflight#probing"
    })
  ];
};

// src/recommend/conda.ts
function condaCudaBuilds(catalog, channel, version, subdir) {
  let minor = version.split(".").slice(0, 2).join(".");
  return (channel === "pytorch" ? condaRelease(catalog, channel, minor)?.cuda ?? [] : [...new Set(catalog.condaArchs.filter((a) => a.channel === channel).map((a) => a.cuda))]).filter((cuda) => condaArchsFor(catalog, channel, cuda, version, subdir)).sort(shared.compareDotted);
}
function recommendCondaBuild(env, catalog, build) {
  let cpu = (reason) => ({ reason });
  if (!build.version || build.channel !== "pytorch" && build.channel !== "conda-forge")
    return cpu("no conda CUDA build is known here");
  if (env.gpus.length === 0 && !env.driver) return cpu("no NVIDIA GPU found");
  let subdir = build.subdir ?? "", best = condaCudaBuilds(catalog, build.channel, build.version, subdir).map((cuda) => {
    let archs = condaArchsFor(catalog, build.channel, cuda, build.version, subdir), f = driverFloors(catalog, cudaVariant(cuda) ?? "", env.os), kernels = env.gpus.every((g) => shared.hasKernels(g.computeCapability, archs)), full = !env.driver || !f?.full || shared.compareDotted(env.driver, f.full) >= 0, compat = !env.driver || !f?.compat || shared.compareDotted(env.driver, f.compat) >= 0;
    return { cuda, kernels, full, compat, known: !!f };
  }).filter((o) => o.kernels && o.compat && o.known).sort((a, b) => Number(b.full) - Number(a.full) || shared.compareDotted(b.cuda, a.cuda))[0], gpus = env.gpus.map((g) => shared.smName(g.computeCapability)).join(", ");
  return best ? {
    cuda: best.cuda,
    full: best.full,
    reason: `CUDA ${best.cuda}: ${gpus ? `kernels for ${gpus}` : "a GPU is present"}${env.driver ? `, driver ${env.driver} runs CUDA ${best.cuda}` : ""}`
  } : cpu(
    `no CUDA build of pytorch ${build.version} on the ${build.channel} channel supports ${gpus ? `this GPU ${gpus}` : "this GPU"}${env.driver ? ` with driver ${env.driver}` : ""}`
  );
}
function condaBuildSpec(channel, cuda) {
  if (channel === "pytorch") return cuda ? `pytorch-cuda=${cuda}` : "cpuonly";
  let digits = cuda?.replace(".", "");
  return cuda ? `the pytorch build cuda${digits}_* (e.g. pytorch=*=cuda${digits}*)` : "pytorch-cpu";
}

// src/checks/conda-build.ts
function buildName(resolved, c, v) {
  let b = resolved.conda;
  if (!b) return `torch ${c.patch.version}+${v}`;
  let kind = b.cuda ? `CUDA ${b.cuda} build` : "CPU build";
  return `pytorch ${b.version ?? c.patch.version} (${kind}, ${b.channel} channel)`;
}
var installerOf = (resolved) => resolved.conda ? resolved.conda.installer ?? "conda" : "pip";
function condaKernels(catalog, b) {
  if (!(!b.cuda || !b.version || !b.subdir || b.channel !== "pytorch" && b.channel !== "conda-forge"))
    return condaArchsFor(catalog, b.channel, b.cuda, b.version, b.subdir);
}
function condaAdvice(env, catalog, b, c) {
  let rec = recommendCondaBuild(env, catalog, { ...b, version: b.version ?? c.patch.version });
  return rec.cuda && rec.cuda !== b.cuda ? { remedies: [{ kind: "pin", spec: condaBuildSpec(b.channel, rec.cuda), why: rec.reason }] } : {
    remedies: [{ kind: "pin", spec: condaBuildSpec(b.channel, void 0), why: "the CPU build" }],
    ...rec.cuda ? {} : { then: `${rec.reason.charAt(0).toUpperCase()}${rec.reason.slice(1)}.` }
  };
}

// src/checks/nvidia.ts
var NV_TABLE = "https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html#id5", hasGpu = (env) => env.gpus.length > 0 || env.driver !== void 0, driver = ({ env, catalog, request, resolved, recommended }) => {
  let v = resolved.variant, c = resolved.candidate;
  if (!c || !v || !isCuda(v) || !env.driver) return [];
  let f = driverFloors(catalog, v, env.os);
  if (!f)
    return [
      shared.finding({
        id: "driver-too-old",
        severity: "notice",
        message: `The catalog has no driver floor for ${v}; the driver ${env.driver} could not be checked.`,
        hint: "Add the toolkit to a config file (cudaToolkits).",
        source: NV_TABLE
      })
    ];
  let other = resolved.conda ? otherCondaBuild(env, catalog, resolved, c) : otherIndex(env, catalog, c, v, recommended ?? recommendBackend(env, catalog, request, c));
  return f.compat && shared.compareDotted(env.driver, f.compat) < 0 ? [
    shared.finding({
      id: "driver-too-old",
      severity: "error",
      message: `${buildName(resolved, c, v)} bundles CUDA ${f.cuda}, which needs NVIDIA driver ${f.full ?? f.compat} (at least ${f.compat} in compatibility mode); this runner has ${env.driver}.`,
      advice: { remedies: [{ kind: "do", text: `update the driver to ${f.full ?? f.compat} or newer` }, ...other] },
      source: f.compatSource ?? f.source,
      confidence: f.confidence
    })
  ] : f.full && shared.compareDotted(env.driver, f.full) < 0 ? [
    shared.finding({
      id: "driver-too-old",
      severity: "warning",
      message: `Driver ${env.driver} is older than ${f.full}, which CUDA ${f.cuda} names; ${buildName(resolved, c, v)} runs in CUDA minor-version compatibility mode, where PTX JIT (GPUs newer than the build's kernels) is not available.`,
      advice: { remedies: [{ kind: "do", text: `update the driver to ${f.full} or newer` }, ...other] },
      source: f.source,
      confidence: "uncertain"
    })
  ] : [];
}, driverPredatesGpu = ({ env, catalog }) => {
  if (!env.driver || env.gpus.length === 0) return [];
  let driver2 = env.driver, seen = /* @__PURE__ */ new Set();
  return env.gpus.flatMap((gpu) => {
    let gen = catalog.gpuGenerations.filter((g) => shared.compareDotted(gpu.computeCapability, g.from) >= 0).sort((a, b) => shared.compareDotted(b.from, a.from))[0];
    return !gen || shared.compareDotted(driver2, gen.minDriver) >= 0 || seen.has(gen.name) ? [] : (seen.add(gen.name), [
      shared.finding({
        id: "driver-too-old",
        severity: "notice",
        message: `Driver ${driver2} predates ${gen.name} GPUs such as this ${shared.smName(gpu.computeCapability)}: NVIDIA drives them from R${gen.minDriver}, so no runner has the two, and what is said here about CUDA builds assumes this driver could run them.`,
        advice: {
          remedies: [{ kind: "give", values: ["driver", "gpu"] }],
          then: "One of them describes another machine."
        },
        source: gen.source,
        confidence: gen.confidence
      })
    ]);
  });
}, gpuKernels = ({ env, catalog, request, resolved, recommended }) => {
  let v = resolved.variant, c = resolved.candidate;
  if (!c || !v || !isCuda(v) || env.gpus.length === 0) return [];
  let platform = wheelPlatform(env), archs = resolved.conda ? condaKernels(catalog, resolved.conda) : shared.gpuArchsFor(catalog, v, c.patch.version, platform);
  if (!archs)
    return [
      shared.finding({
        id: "gpu-unsupported",
        severity: "notice",
        message: `The catalog does not know which GPU architectures ${buildName(resolved, c, v)} was built for, so the GPUs (${env.gpus.map((g) => shared.smName(g.computeCapability)).join(", ")}) were not checked.`,
        hint: resolved.conda ? "Add a condaArchs entry to a config file." : "Add a gpuArchs entry to a config file.",
        source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md"
      })
    ];
  let out = [], rec = resolved.conda ? void 0 : recommended ?? recommendBackend(env, catalog, request, c);
  for (let gpu of env.gpus) {
    if (shared.hasKernels(gpu.computeCapability, archs)) continue;
    let name = gpu.name ? `${gpu.name} (${shared.smName(gpu.computeCapability)})` : `a GPU of compute capability ${gpu.computeCapability}`;
    out.push(
      shared.finding({
        id: "gpu-unsupported",
        severity: "error",
        message: `${buildName(resolved, c, v)} has no kernels for ${name}: it supports ${shared.smList(archs)}.`,
        advice: rec ? gpuAdvice(env, catalog, c, v, rec, gpu.computeCapability) : condaAdvice(env, catalog, resolved.conda, c),
        source: archs.source,
        confidence: archs.confidence
      })
    );
  }
  return out;
};
function otherIndex(env, catalog, c, v, rec) {
  return rec.variant !== v ? otherBuild(env, catalog, c, rec) : [];
}
function otherCondaBuild(env, catalog, resolved, c) {
  let conda = resolved.conda, rec = recommendCondaBuild(env, catalog, { ...conda, version: conda.version ?? c.patch.version });
  return rec.cuda && rec.full && rec.cuda !== conda.cuda ? [{ kind: "pin", spec: condaBuildSpec(conda.channel, rec.cuda), why: rec.reason }] : [];
}
function gpuAdvice(env, catalog, c, v, rec, cc) {
  if (isCuda(rec.variant) && (rec.variant !== v || rec.torch && rec.torch !== c.patch.version))
    return { remedies: [{ kind: "use-index", url: rec.url, why: rec.reason }] };
  let remedies = otherBuild(env, catalog, c, rec);
  return remedies.length > 1 ? { remedies } : { remedies, then: `No CUDA build of torch ${c.release.torch} or older has ${shared.smName(cc)} kernels that run here.` };
}
function otherBuild(env, catalog, c, rec) {
  let use = { kind: "use-index", url: rec.url, why: rec.reason };
  if (rec.variant !== "cpu") return [use];
  let older = olderThatRuns(env, catalog, c);
  return older ? [
    {
      kind: "pin",
      spec: `torch<${c.release.torch}`,
      why: `${older.x.release.torch} is the newest release before ${c.release.torch} whose CUDA build runs here: ${older.variant}, from ${indexUrlFor(older.variant)}`
    },
    use
  ] : [use];
}
function olderThatRuns(env, catalog, c) {
  let platform = wheelPlatform(env);
  return shared.allCandidates(catalog).filter((x) => shared.compareDotted(x.release.torch, c.release.torch) < 0).flatMap((x) => shared.variantsOn(x.release, platform, x.patch.version).map((b) => ({ x, variant: b.variant }))).find(({ x, variant }) => {
    if (!isCuda(variant)) return !1;
    let f = driverFloors(catalog, variant, env.os);
    if (env.driver && f?.compat && shared.compareDotted(env.driver, f.compat) < 0) return !1;
    if (!env.gpus.length) return !0;
    let archs = shared.gpuArchsFor(catalog, variant, x.patch.version, platform);
    return !!archs && env.gpus.every((g) => shared.hasKernels(g.computeCapability, archs));
  });
}
var gpuPresence = ({ env, catalog, request, resolved, recommended }) => {
  let v = resolved.variant, c = resolved.candidate;
  if (!c || !v) return [];
  let rocm = isRocm(v);
  if (isCuda(v) && !hasGpu(env) || rocm && !env.amdGpus?.length) {
    if (env.os === "macos") return [];
    let conda = resolved.conda;
    return [
      shared.finding({
        id: "cuda-without-gpu",
        severity: "notice",
        message: conda ? `${installerOf(resolved)} would install ${buildName(resolved, c, v)}, but no NVIDIA GPU or driver was found: the CUDA libraries (several GB of downloads) will go unused and torch runs on the CPU.` : `pip would install the ${v} build of torch ${c.patch.version}${resolved.fromPypi ? " (PyPI's default here)" : ""}, but no ${rocm ? "AMD GPU" : "NVIDIA GPU or driver"} was found: the GPU libraries (several GB of downloads) will go unused and torch runs on the CPU.`,
        advice: conda ? { remedies: [{ kind: "pin", spec: condaBuildSpec(conda.channel, void 0), why: "for CPU-only CI" }] } : { remedies: [{ kind: "use-index", url: indexUrlFor("cpu"), why: "for CPU-only CI" }] },
        source: "https://docs.pytorch.org/get-started/locally/"
      })
    ];
  }
  let other = env.amdGpus?.length ? "an AMD GPU" : env.intelGpus?.length ? "an Intel GPU" : void 0;
  if (v === "cpu" && env.gpus.length === 0 && other) {
    let rec = recommended ?? recommendBackend(env, catalog, request, c);
    return rec.variant === "cpu" ? [] : [
      shared.finding({
        id: "variant-mismatch",
        severity: "warning",
        message: `This runner has ${other}, but pip would install the CPU build of torch ${c.patch.version}${resolved.fromPypi ? " (PyPI's default here)" : ""}: the GPU goes unused.`,
        advice: { remedies: [{ kind: "use-index", url: rec.url, why: rec.reason }] },
        source: "https://docs.pytorch.org/get-started/locally/"
      })
    ];
  }
  if (v === "cpu" && env.gpus.length > 0 && resolved.conda) {
    let rec = recommendCondaBuild(env, catalog, resolved.conda);
    return [
      shared.finding({
        id: "variant-mismatch",
        severity: "warning",
        message: `This runner has an NVIDIA GPU, but ${installerOf(resolved)} would install ${buildName(resolved, c, v)}: torch.cuda.is_available() will be False ("Torch not compiled with CUDA enabled").`,
        ...rec.cuda ? {
          advice: {
            remedies: [{ kind: "pin", spec: condaBuildSpec(resolved.conda.channel, rec.cuda), why: rec.reason }]
          }
        } : { hint: `No conda CUDA build of torch ${c.release.torch} fits this GPU and driver.` },
        source: "https://docs.pytorch.org/get-started/locally/"
      })
    ];
  }
  if (v === "cpu" && env.gpus.length > 0) {
    let rec = recommended ?? recommendBackend(env, catalog, request, c);
    return [
      shared.finding({
        id: "variant-mismatch",
        severity: "warning",
        message: `This runner has an NVIDIA GPU, but pip would install the CPU build of torch ${c.patch.version}${resolved.fromPypi ? " (PyPI's default here)" : ""}: torch.cuda.is_available() will be False ("Torch not compiled with CUDA enabled").`,
        ...rec.variant !== "cpu" ? { advice: { remedies: [{ kind: "use-index", url: rec.url, why: rec.reason }] } } : { hint: `${rec.reason.charAt(0).toUpperCase()}${rec.reason.slice(1)}.` },
        source: "https://docs.pytorch.org/get-started/locally/"
      })
    ];
  }
  return [];
};

// src/checks/python-preview.ts
var pythonPreview = ({ env, resolved }) => {
  let c = resolved.candidate, py = env.python;
  if (!c || !py || py.implementation !== "cpython") return [];
  let s = shared.pythonSupport(c.release, wheelPlatform(env), py, resolved.fromPypi ?? !1, c.patch.version);
  if (s.kind !== "experimental" && s.kind !== "preview") return [];
  let ft = py.freeThreaded ? " Free-threaded builds also need every compiled dependency to support free-threading." : "";
  return [
    shared.finding({
      id: "python-preview",
      severity: "warning",
      message: `torch ${c.patch.version} supports Python ${shared.pythonTag(py)} only as ${s.kind === "preview" ? "a preview" : "experimental"}: wheels exist, but not every feature (torch.compile, companion packages) is expected to work.${ft}`,
      hint: `Use Python ${c.release.python.max} for CI that must pass, and keep ${shared.pythonTag(py)} as an allowed-to-fail leg.`,
      source: s.source
    })
  ];
};

// src/checks/pin-set/context.ts
var show = (p) => `${p.package}${p.specifier || " (any version)"}`, where2 = (p) => `${p.location.file}:${p.location.line}`;
function indexOf(url) {
  if (!url.includes("${"))
    try {
      return parseIndexUrl(url);
    } catch {
      return;
    }
}
function requestOfPin(pin) {
  if (pin.package !== "torch" || pin.origin === "conda" || pin.url || pin.wheel || pin.notes?.length) return;
  let torch = specOf(pin.specifier);
  if (!torch) return;
  let index = pin.indexUrl ? indexOf(pin.indexUrl) : { kind: "pypi" }, extra = (pin.extraIndexUrls ?? []).map(indexOf);
  if (!(!index || extra.some((r) => r === void 0)))
    return { torch, torchLocation: pin.location, index, ...extra.length ? { extraIndexes: extra } : {} };
}

// src/checks/pin-set/companions.ts
var PEP440_LOCAL = "https://peps.python.org/pep-0440/#local-version-identifiers", isCompanion = (p) => p.package === "torchvision" || p.package === "torchaudio", companionBuilds = ({ pins }) => pins.flatMap((pin) => {
  if (!isCompanion(pin) || !pin.local || pin.origin === "conda" || pin.url || pin.wheel) return [];
  let refs = [...pin.indexUrl ? [pin.indexUrl] : [], ...pin.extraIndexUrls ?? []].map(indexOf);
  if (refs.some((r) => r === void 0 || r.kind === "unknown")) return [];
  let known = refs, serves = (r) => r.kind === "pytorch" && r.variant === pin.local || r.kind === "find-links" && (!r.variant || r.variant === pin.local);
  if (known.some(serves)) return [];
  let others = known.filter((r) => r.kind !== "pypi"), found = others.length ? `its index${others.length > 1 ? "es" : ""} (${others.map(describeIndex).join(", ")}) do not serve the ${pin.local} build` : "it installs from PyPI, which has no local versions";
  return [
    shared.finding({
      id: "variant-mismatch",
      severity: "error",
      message: `${show(pin)} asks for the ${pin.local} build, but ${found}: pip will stop with "No matching distribution found for ${pin.package}${pin.specifier}".`,
      hint: `Install it from ${indexUrlFor(pin.local)} (--index-url in a requirements file, a uv index or Poetry source), or drop "+${pin.local}" to take the PyPI build.`,
      source: PEP440_LOCAL,
      location: pin.location
    })
  ];
}), sameContext = (a, b) => a.origin === "conda" == (b.origin === "conda") && (!a.group || !b.group || a.group === b.group), companionVersions = ({ pins, catalog, inRequest }) => {
  let out = [], torches = pins.filter((p) => isTorch(p.package));
  for (let comp of pins.filter(isCompanion)) {
    let inContext = torches.filter((t) => sameContext(t, comp)), sameFile = inContext.filter((t) => t.location.file === comp.location.file);
    for (let torch of sameFile.length ? sameFile : inContext) {
      if (inRequest.has(torch) && inRequest.has(comp)) continue;
      if (torch.local && comp.local && !sameBuild(torch.local, comp.local)) {
        out.push(
          shared.finding({
            id: "companion-mismatch",
            severity: "error",
            message: `${show(comp)} is the ${comp.local} build but ${show(torch)} (${where2(torch)}) is the ${torch.local} build: the two cannot load together ("operator torchvision::nms does not exist").`,
            hint: `Pin both to the same variant (+${variantOfLabel(torch.local) ?? torch.local}).`,
            source: PEP440_LOCAL,
            location: comp.location
          })
        );
        continue;
      }
      let key = comp.package === "torchvision" ? "torchvision" : "torchaudio", paired = admittedPatches(catalog, shared.withoutLocal(torch.specifier)).map((a) => ({ version: a.version, with: shared.companionsOf(catalog, a.patch, key) })).filter((a) => a.with.length > 0), spec = specOf(comp.specifier);
      if (paired.length === 0 || !spec || paired.some((a) => a.with.some((w) => shared.satisfies(spec.local ? `${w.version}+${spec.local}` : w.version, spec))))
        continue;
      let pairs = paired.slice(-4).map((a) => `torch ${a.version} \u2194 ${key} ${a.with.map((w) => w.version).join(" or ")}`).join(", "), newest = paired[paired.length - 1], uncertain2 = paired.some((a) => a.with.some((w) => w.confidence === "uncertain"));
      out.push(
        shared.finding({
          id: "companion-mismatch",
          severity: "error",
          message: `${show(comp)} cannot go with ${show(torch)} (${where2(torch)}): each torch release installs with the ${key} releases built for it (${pairs}), and none of those satisfies ${comp.specifier || "this pin"}.`,
          hint: `Pin ${key} to a release paired with your torch${paired.length === 1 ? ` (${key}==${paired[0].with.at(-1).version})` : ""}, or move both together.`,
          source: newest.with.at(-1).source,
          confidence: uncertain2 ? "uncertain" : void 0,
          location: comp.location
        })
      );
    }
  }
  return out;
};

// src/checks/pin-set/index-lines.ts
var VARIABLE = {
  remedies: [
    { kind: "do", text: "set the variable when running the check" },
    { kind: "give", values: ["index-url"] }
  ],
  then: "Then the variant can be checked."
}, PIP_FINDING2 = "https://pip.pypa.io/en/stable/cli/pip_install/#finding-packages", unreadableIndexes = ({ set, catalog }) => set.indexes.flatMap((ix) => ix.url.includes("${") ? [
  shared.finding({
    id: "index-url-unknown",
    severity: "notice",
    message: `${ix.url} depends on an environment variable; which variant it serves is only known when the variable is set.`,
    hint: shared.renderAdvice(VARIABLE, "cli"),
    advice: VARIABLE,
    source: PIP_FINDING2,
    location: ix.location
  })
] : indexOf(ix.url)?.kind !== "unknown" || !/pytorch|torch/i.test(ix.url) || boundPage(catalog, ix.url) ? [] : [
  shared.finding({
    id: "index-url-unknown",
    severity: "notice",
    message: `${ix.url} is not a download.pytorch.org index the catalog knows, so the variants it serves cannot be checked.`,
    hint: "Use an index such as https://download.pytorch.org/whl/cu128, or a mirror that keeps its /whl/<variant>/ layout.",
    source: PIP_FINDING2,
    location: ix.location
  })
]), pinNotes = ({ pins }) => pins.flatMap(
  (p) => (p.notes ?? []).map(
    (n) => shared.finding({
      id: "pin-unresolved",
      severity: "notice",
      message: shared.kindOf("pin-unresolved").message(show(p), n),
      hint: "Make the pin explicit in the file, or give the value when running the check.",
      source: PIP_FINDING2,
      location: p.location
    })
  )
);

// src/checks/pin-set/pin-lines.ts
var sourceBuilds = ({ pins }) => pins.filter((p) => isTorch(p.package) && p.url && !p.wheel).map(
  (p) => shared.finding({
    id: "source-build",
    severity: "warning",
    message: shared.kindOf("source-build").message(p.package, p.url),
    hint: "Pin a released torch (torch==X.Y.Z, with the index of the build you need) unless building from source is the point of this job.",
    source: "https://pip.pypa.io/en/stable/topics/vcs-support/",
    location: p.location
  })
), conflictingPins = ({ pins, catalog, undecided, inRequest }) => {
  let byFile = /* @__PURE__ */ new Map();
  for (let p of pins.filter((x) => x.package === "torch" && x.specifier && !x.url && !undecided?.has(x))) {
    let list = byFile.get(installOf(p)) ?? [];
    list.push(p), byFile.set(installOf(p), list);
  }
  let out = [], versions = shared.allCandidates(catalog).map((c) => c.patch.version);
  for (let list of byFile.values()) {
    if (list.length < 2 || list.every((p) => inRequest.has(p))) continue;
    let specs = list.map((p) => specOf(shared.withoutLocal(p.specifier)));
    if (specs.some((s) => !s) || versions.some((v) => specs.every((s) => shared.satisfies(v, s)))) continue;
    let [first, second] = [list[0], list[1]];
    out.push(
      shared.finding({
        id: "no-release",
        severity: "error",
        message: `${show(first)} (${where2(first)}) and ${show(second)} (${where2(second)}) cannot both hold: pip stops with "Cannot install ${first.package}${first.specifier} and ${second.package}${second.specifier}".`,
        hint: "Keep one torch pin per file, or give them markers that select one per runner.",
        source: "https://pip.pypa.io/en/stable/topics/dependency-resolution/",
        location: second.location
      })
    );
  }
  return out;
};

// src/checks/pin-set/pin-requests.ts
var pinRequests = ({ pins, env, catalog, inRequest, now }) => pins.flatMap((pin) => {
  if (inRequest.has(pin)) return [];
  let request = requestOfPin(pin);
  if (!request) return [];
  let resolved = resolve(env, request, catalog, now);
  return [...resolved.findings.filter((f) => f.severity !== "notice"), ...extraIndexFindings(env, request, catalog, resolved, show(pin), pin.location)].map(
    (f) => f.location ? f : { ...f, location: pin.location }
  );
});

// src/checks/pin-set/requires-python.ts
var nextMinor = (py) => py.replace(/\.(\d+)$/, (_, m) => `.${Number(m) + 1}`);
function experimentalPythons(rs) {
  return [
    ...new Set(rs.flatMap((r) => (r.python.extra ?? []).filter((e) => !e.version.endsWith("t")).map((e) => e.version)))
  ];
}
var requiresPython = ({ set, pins, catalog }) => {
  let rp = set.requiresPython;
  if (!rp) return [];
  let universe = knownPythons(catalog), out = [];
  for (let pin of pins.filter((p) => isTorch(p.package) && p.origin !== "conda")) {
    let releases = admittedReleases2(catalog, shared.withoutLocal(pin.specifier));
    if (releases.length === 0) continue;
    let stable = unionPythons(releases), installs2 = [.../* @__PURE__ */ new Set([...stable, ...experimentalPythons(releases)])].sort(shared.comparePythonMinor), missing = universe.filter((py) => admitsPython(rp.specifier, py) && !installs2.includes(py));
    if (missing.length === 0) continue;
    let low = stable[0], high = stable[stable.length - 1], both = universe.filter((py) => admitsPython(rp.specifier, py) && installs2.includes(py)), narrowed = both.length ? `>=${both[0]},<${nextMinor(both[both.length - 1])}` : void 0, older = missing.filter((py) => shared.comparePythonMinor(py, low) < 0), dropped = (narrowed ? set.ciPythons?.() ?? [] : []).filter((u) => missing.some((py) => u.value === py || u.value.startsWith(`${py}.`))), keepCi = dropped.length > 0, remedies = [
      ...narrowed && !keepCi ? [{ kind: "narrow-requires-python", range: narrowed }] : [],
      {
        kind: "do",
        text: `widen the torch pin to releases that support ${missing.join(", ")}${keepCi ? ` (CI runs Python ${dropped.map((u) => `${u.value} at ${u.file}:${u.line}`).join(", ")})` : ""}`
      }
    ];
    out.push(
      shared.finding({
        id: "python-unsupported",
        severity: older.length ? "warning" : "notice",
        message: `requires-python ${rp.specifier} (${rp.location.file}:${rp.location.line}) admits Python ${missing.join(", ")}, but ${show(pin)} has no wheels for ${missing.length > 1 ? "them" : "it"} (it supports ${low}\u2013${high}${installs2.length > stable.length ? `, and ${installs2.filter((p) => !stable.includes(p)).join(", ")} as experimental` : ""}): installing there fails with "No matching distribution found", and uv/Poetry cannot lock for those Pythons.`,
        advice: { remedies },
        source: releases[releases.length - 1].python.source,
        location: pin.location
      })
    );
  }
  return out;
};

// src/checks/pin-set/wheel-file.ts
var TAGS = "https://packaging.python.org/en/latest/specifications/platform-compatibility-tags/", wheelFiles = ({ pins, env }) => pins.flatMap((pin) => {
  let w = pin.wheel;
  if (!w) return [];
  let out = [], platform = wheelPlatform(env);
  w.platform && w.platform !== platform && out.push(
    shared.finding({
      id: "platform-unsupported",
      severity: "error",
      message: `${pin.package} is pinned to a wheel for ${platformLabel(w.platform)} (${w.platformTag}); this runner is ${platformLabel(platform)}: pip refuses it ("is not a supported wheel on this platform").`,
      hint: "Add a marker so this line only applies there, or pin a version instead of a wheel URL.",
      source: TAGS,
      location: pin.location
    })
  );
  let py = env.python;
  return w.python && py && w.python !== `${py.major}.${py.minor}` && out.push(
    shared.finding({
      id: "python-unsupported",
      severity: "error",
      message: `${pin.package} is pinned to a wheel for Python ${w.python} (${w.pythonTag}); this runner has Python ${py.major}.${py.minor}: pip refuses it ("is not a supported wheel on this platform").`,
      hint: `Use the ${w.pythonTag.replace(/\d+$/, `${py.major}${py.minor}`)} wheel, add a python_version marker, or pin a version instead of a wheel URL.`,
      source: TAGS,
      location: pin.location
    })
  ), out;
});

// src/checks/registry.ts
var REQUEST_CHECKS = {
  beforePython: [indexUrl, companionVariants, boundDoubts, boundLoads, boundUnjudged],
  perPython: [pythonPreview, extraIndex, boundWheels],
  afterPython: [
    backendStatus,
    mps,
    macosVersionUnknown,
    driver,
    driverPredatesGpu,
    gpuKernels,
    amdKernels,
    intelDevices,
    gpuPresence
  ]
}, CONDA_CHECKS = [mps, driver, gpuKernels, gpuPresence], PIN_SET_CHECKS = [
  conflictingPins,
  sourceBuilds,
  pinRequests,
  companionBuilds,
  wheelFiles,
  companionVersions,
  requiresPython,
  unreadableIndexes,
  pinNotes
], RUN_CHECKS = [catalogAge], LOCK_CHECKS = [lockMismatches], CONTAINER_CHECKS = [containerImage];

// src/engine/evaluate.ts
function runChecks(checks, ctx, out = []) {
  for (let check of checks) for (let f of check(ctx)) out.push(f);
  return out;
}
var SHARED = shared.memo("runtime-checks");
function evaluate(env, request, catalog, now) {
  let resolved = resolve(env, request, catalog, now), runner = shared.runnerKey(env), target = resolved.candidate ?? resolved.newestMatching, recommended = target ? recommendBackend(env, catalog, request, target, { runner, python: shared.pythonKey(env) }) : void 0, ctx = { env, request, catalog, resolved, ...recommended ? { recommended } : {} }, findings = env.probeProblems.length ? probeProblems(env).concat(resolved.findings) : resolved.findings.slice(), shared$1 = SHARED.get(
    catalog,
    [runner, request, resolved.candidate, resolved.variant, resolved.fromPypi, recommended],
    () => ({
      before: runChecks(REQUEST_CHECKS.beforePython, ctx),
      after: runChecks(REQUEST_CHECKS.afterPython, ctx)
    })
  );
  for (let f of shared$1.before) findings.push(f);
  runChecks(REQUEST_CHECKS.perPython, ctx, findings);
  for (let f of shared$1.after) findings.push(f);
  let c = resolved.candidate, rec = recommended, resolution = {};
  if (c && (resolution.version = c.patch.version), resolved.variant && (resolution.variant = resolved.variant), resolved.index && (resolution.index = resolved.index), resolved.newestMatching && (resolution.newestMatching = resolved.newestMatching.patch.version), c?.patch.torchvision && (resolution.torchvision = c.patch.torchvision), c?.patch.torchaudio && (resolution.torchaudio = c.patch.torchaudio), rec) {
    resolution.recommendedIndexUrl = rec.url, resolution.recommendedVariant = rec.variant;
    let local = request.torch.local;
    rec.torch && (!local || local === rec.variant) && (resolution.recommendedTorch = rec.torch);
  }
  return { resolution, ...shared.settle(findings) };
}
var ROUTE_KINDS = ["pip", "uv", "poetry", "pylock", "pixi", "conda"], ROUTE_DESCRIPTIONS = {
  pip: {
    installs: "pip install -r \u2026 / pip install . (also uv pip)",
    reads: "requirements files, pyproject.toml, setup.py, setup.cfg"
  },
  uv: { installs: "uv sync", reads: "uv.lock with pyproject.toml" },
  poetry: { installs: "poetry install", reads: "poetry.lock with pyproject.toml" },
  pylock: { installs: "an installer of PEP 751 locks (pip install -r pylock.toml, uv pip sync)", reads: "pylock.toml" },
  pixi: { installs: "pixi install / pixi run", reads: "pixi.toml or [tool.pixi], with pixi.lock" },
  conda: { installs: "conda env create -f FILE (mamba, micromamba)", reads: "a conda environment file" }
}, PYPI_LOCKS = /* @__PURE__ */ new Set(["uv", "poetry", "pylock"]), PROJECT_FILE = /^(pyproject\.toml|setup\.py|setup\.cfg)$/, pypiPin = (p) => p.route === void 0, pipPinsOf = (set) => subset(set, pypiPin, "pip"), projectPin = (p) => pypiPin(p) && PROJECT_FILE.test(path.basename(installOf(p))), torchFamily = (p) => bringsTorch(p.package) || p.package === "pytorch-cuda" || p.package === "cpuonly", locksTorch = (l) => l.dists.some((d) => d.name === "torch");
function subset(set, keep, kind, own = []) {
  let pins = set.pins.filter(keep), others = set.others?.filter(keep), used = /* @__PURE__ */ new Set([...own, ...pins.flatMap((p) => [p.location.file, installOf(p)])]), files = set.files.filter((f) => used.has(f)), alt = set.alternatives ?? noAlternatives(), conda = kind === "pixi" || kind === "conda", alternatives = kind === "pixi" ? {
    ...noAlternatives(),
    environments: alt.environments,
    ...alt.pixiPlatforms ? { pixiPlatforms: alt.pixiPlatforms } : {},
    ...alt.featurePythons ? { featurePythons: alt.featurePythons } : {}
  } : kind === "conda" ? noAlternatives() : { ...alt, environments: {}, pixiPlatforms: void 0, featurePythons: void 0 };
  alternatives.pixiPlatforms || delete alternatives.pixiPlatforms, alternatives.featurePythons || delete alternatives.featurePythons;
  let unread = set.unread?.filter((u) => used.has(u.location.file));
  return {
    pins,
    ...others ? { others } : {},
    ...!conda && set.requiresPython ? { requiresPython: set.requiresPython } : {},
    ...set.envPythons ? { envPythons: set.envPythons } : {},
    ...set.channels ? { channels: set.channels } : {},
    ...set.ciPythons ? { ciPythons: set.ciPythons } : {},
    ...set.projectReads ? { projectReads: set.projectReads } : {},
    ...unread?.length ? { unread } : {},
    alternatives,
    indexes: set.indexes.filter((i) => used.has(i.location.file)),
    files
  };
}
function routesOf(set, locks) {
  let routes = [], pypiLocks = locks.filter((l) => PYPI_LOCKS.has(l.kind) && locksTorch(l)), pypi = set ? pipPinsOf(set) : void 0;
  for (let l of pypiLocks) routes.push(lockRoute(l, set));
  let standalone = pypi && pypiLocks.length ? subset(pypi, (p) => !projectPin(p), "pip") : pypi;
  standalone?.pins.some(torchFamily) && routes.push(pipRoute(standalone));
  let pixi = pixiRoute(set, locks);
  return pixi && (pixi.pins?.pins.some(torchFamily) || pixi.locks.some(locksTorch)) && routes.push(pixi), routes.push(...condaRoutes(set)), !routes.length && (pypi || !locks.length) && routes.push(pipRoute(pypi ?? emptySet())), named(routes);
}
function routesOfKind(kind, set, locks) {
  if (kind === "pip") return set && set.pins.some(pypiPin) ? named([pipRoute(pipPinsOf(set))]) : [];
  if (kind === "pixi") {
    let r = pixiRoute(set, locks);
    return r && (r.pins?.pins.length || r.locks.length || r.python) ? named([r]) : [];
  }
  return named(kind === "conda" ? condaRoutes(set) : locks.filter((l) => l.kind === kind).map((l) => lockRoute(l, set)));
}
var emptySet = () => ({ pins: [], indexes: [], files: [], alternatives: noAlternatives() });
function lockRoute(l, set) {
  let pins = set ? subset(set, projectPin, l.kind) : void 0;
  return {
    kind: l.kind,
    name: l.kind,
    ...pins ? { pins } : {},
    locks: [l],
    files: [l.file, ...pins?.files ?? []]
  };
}
function pipRoute(pins) {
  return { kind: "pip", name: "pip", pins, locks: [], files: pins.files };
}
function pixiRoute(set, locks) {
  let pixiLocks = locks.filter((l) => l.kind === "pixi"), manifest = Object.keys({ ...set?.envPythons, ...set?.channels }).find((f) => f.endsWith(".toml")), pins = set ? subset(set, (p) => p.route === "pixi", "pixi", manifest ? [manifest] : []) : void 0;
  if (!pixiLocks.length && !pins?.pins.length && !manifest) return;
  let python = manifest ? set?.envPythons?.[manifest] : void 0, channels = manifest ? set?.channels?.[manifest] : void 0;
  return {
    kind: "pixi",
    name: "pixi",
    ...pins ? { pins } : {},
    locks: pixiLocks,
    files: [...pins?.files ?? [], ...pixiLocks.map((l) => l.file)],
    ...python ? { python } : {},
    ...channels ? { channels } : {}
  };
}
function condaRoutes(set) {
  return set ? [...new Set(set.pins.filter((p) => p.route === "conda" && torchFamily(p)).map((p) => installOf(p)))].map((file) => {
    let pins = subset(set, (p) => p.route === "conda" && installOf(p) === file, "conda", [file]), python = set.envPythons?.[file], channels = set.channels?.[file];
    return {
      kind: "conda",
      name: "conda",
      pins,
      locks: [],
      files: pins.files,
      ...python ? { python } : {},
      ...channels ? { channels } : {}
    };
  }) : [];
}
function named(routes) {
  return routes.map(
    (r) => routes.filter((o) => o.kind === r.kind).length > 1 ? { ...r, name: `${r.kind} ${r.files[0] ?? ""}`.trim() } : r
  );
}
var describeRoute = (r) => `${r.name}${r.files.length ? ` (${[...new Set(r.files)].join(", ")})` : ""}`;

// src/formats/pixi/environment.ts
function pixiPython(specifier, newest) {
  let spec;
  try {
    spec = shared.parseSpecifier(specifier);
  } catch {
    return;
  }
  if (!spec.pep440) return;
  let admits2 = (m) => {
    for (let p = 0; p <= 30; p++) if (shared.satisfies(`3.${m}.${p}`, spec)) return !0;
    return !1;
  };
  for (let m = newest + 1; m <= 40; m++) if (admits2(m)) return;
  for (let m = newest; m >= 0; m--) if (admits2(m)) return `3.${m}`;
}
function environmentPlatforms(declared, features) {
  let lists = ["", ...features].flatMap((f) => declared?.[f] ? [declared[f]] : []);
  if (lists.length)
    return {
      list: lists.map((x) => x.platforms).reduce((a, b) => a.filter((p) => b.includes(p))),
      where: lists.map((x) => `${x.location.file}:${x.location.line}`).join(" and ")
    };
}

// src/formats/conda/build.ts
function channelOfUrl(url) {
  let parts = url.replace(/^[a-z]+:\/\/[^/]+\//i, "").split("/"), subdir = parts.findIndex((p) => SUBDIRS.has(p));
  if (subdir <= 0) return;
  let channel = parts.slice(0, subdir).join("/");
  return /^pkgs\/(main|free|r|msys2)$/.test(channel) ? "defaults" : channel.replace(/\/label\/.*$/, "");
}
var SUBDIRS = /* @__PURE__ */ new Set([
  "linux-64",
  "linux-aarch64",
  "linux-ppc64le",
  "osx-64",
  "osx-arm64",
  "win-64",
  "win-arm64",
  "noarch"
]);
function cudaOfDigits(d) {
  return `${d.slice(0, -1)}.${d.slice(-1)}`;
}
function readBuildString(build) {
  let out = {}, dotted = /(?:^|_)cuda(\d+\.\d+)(?:_|$)/.exec(build), digits = /(?:^|_)(?:gpu_)?cuda(\d{3})(?=_|py|$)/.exec(build);
  dotted ? out.cuda = dotted[1] : digits ? out.cuda = cudaOfDigits(digits[1]) : (/(?:^|_)cpu(?:_|$)/.test(build) || /^cpu/.test(build) || /^py\d\.\d+_\d+$/.test(build)) && (out.cpu = !0);
  let py = /py(\d)\.?(\d{1,2})(?=[_h]|$)/.exec(build);
  return py && (out.python = `${py[1]}.${py[2]}`), out;
}
function cudaOfMetapackage(version) {
  return /\d+\.\d+/.exec(version)?.[0];
}
function describeBuild(b) {
  let kind = b.cuda ? `CUDA ${b.cuda} build` : b.cpu ? "CPU build" : "build";
  return `pytorch${b.version ? ` ${b.version}` : ""} (${kind}, ${b.channel} channel)`;
}

// src/conda/resolve.ts
var runnerSubdir = (env) => pixiPlatform(wheelPlatform(env)), candidateOf = (catalog, version) => shared.allCandidates(catalog).find((c) => c.patch.version === version);
function resolveConda(env, request, catalog) {
  let asked = request.conda, build = { ...asked, subdir: asked.subdir ?? runnerSubdir(env) };
  return build.version ? { build, ...located(catalog, build), findings: versionNotes(catalog, build, request) } : build.channel === "pytorch" ? pytorchChannel(request, catalog, build) : unlockedElsewhere(request, catalog, build);
}
function located(catalog, build) {
  let c = build.version ? candidateOf(catalog, build.version) : void 0;
  return c ? { candidate: c } : {};
}
function versionNotes(catalog, build, request) {
  return candidateOf(catalog, build.version) ? [] : [
    shared.finding({
      id: "release-out-of-scope",
      severity: "warning",
      message: `${describeBuild(build)} is not a release the catalog knows (2.0 to ${shared.allCandidates(catalog)[0]?.release.torch ?? "?"}): it installs as locked, but its GPU kernels and driver floor are not checked.`,
      hint: "Lock a torch release the catalog covers, or update torch-preflight.",
      source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix",
      ...request.torchLocation ? { location: request.torchLocation } : {}
    })
  ];
}
function pytorchChannel(request, catalog, build) {
  let at = request.torchLocation ? { location: request.torchLocation } : {}, channel = condaChannel(catalog, "pytorch"), matching = shared.matchingCandidates(catalog, request.torch), c = matching.filter(
    (c2) => !pastLastRelease(catalog, "pytorch", c2.release.torch) && condaRelease(catalog, "pytorch", c2.release.torch)
  )[0];
  if (!c) {
    let newer = matching.length > 0;
    return {
      build,
      findings: [
        shared.finding({
          id: "no-release",
          severity: "error",
          message: newer ? `The pytorch channel has no pytorch ${request.torch.text}: it published its last release with ${channel?.last ?? "2.5"} (its newest is ${shared.allCandidates(catalog).find((x) => !pastLastRelease(catalog, "pytorch", x.release.torch))?.patch.version ?? "2.5.1"}), so conda finds nothing to install.` : `No pytorch release matches ${request.torch.text} on the pytorch channel.`,
          hint: "Install torch from conda-forge (conda-forge::pytorch) or with pip, or pin pytorch 2.5 or older.",
          source: channel?.source ?? "https://github.com/pytorch/pytorch/issues/138506",
          ...at
        })
      ]
    };
  }
  let rel = condaRelease(catalog, "pytorch", c.release.torch), findings = [], chosen = { ...build, version: c.patch.version };
  build.python ? (shared.comparePythonMinor(build.python, rel.python.min) < 0 || shared.comparePythonMinor(build.python, rel.python.max) > 0) && findings.push(
    shared.finding({
      id: "python-unsupported",
      severity: "error",
      message: `The pytorch channel has no pytorch ${rel.torch} build for Python ${build.python} (it built ${rel.python.min}\u2013${rel.python.max}): conda cannot solve the environment.`,
      hint: `Pin python between ${rel.python.min} and ${rel.python.max} in the environment file, or another pytorch release.`,
      source: rel.source,
      confidence: rel.confidence,
      ...at
    })
  ) : chosen.python = rel.python.max;
  let subdir = build.subdir;
  build.cuda ? rel.cuda.includes(build.cuda) || findings.push(
    shared.finding({
      id: "backend-unavailable",
      severity: "error",
      message: `The pytorch channel has no pytorch ${rel.torch} build for pytorch-cuda ${build.cuda} (its CUDA builds: ${rel.cuda.join(", ")}): conda cannot solve the environment.`,
      hint: `Pin pytorch-cuda to one of ${rel.cuda.join(", ")}.`,
      source: rel.source,
      confidence: rel.confidence,
      ...at
    })
  ) : !build.cpu && rel.cudaSubdirs.includes(subdir) ? (chosen.cuda = rel.cuda[rel.cuda.length - 1], findings.push(
    shared.finding({
      id: "pin-unresolved",
      severity: "notice",
      message: `The environment pins neither pytorch-cuda nor cpuonly, so conda picks the pytorch channel's CUDA build (pytorch-mutex prefers it); judged as pytorch-cuda ${chosen.cuda}, the newest of ${rel.cuda.join(", ")}.`,
      hint: "Pin pytorch-cuda=X.Y (or cpuonly) so the build does not depend on the solver.",
      source: "pytorch/builder conda/pytorch-mutex/meta.yaml@release/2.5 (aec5fb5de238) (the cuda build of pytorch-mutex gets build number +100; the cpu build carries track_features)",
      ...at
    })
  )) : chosen.cpu = !0;
  let subdirs = chosen.cuda ? rel.cudaSubdirs : rel.cpuSubdirs.subdirs;
  return subdirs.includes(subdir) || findings.push(
    shared.finding({
      id: "platform-unsupported",
      severity: "error",
      message: `The pytorch channel has no ${chosen.cuda ? `CUDA ${chosen.cuda}` : "CPU"} build of pytorch ${rel.torch} for ${subdir} (it has ${subdirs.join(", ")}).`,
      hint: chosen.cuda ? "Use cpuonly on this platform (pytorch-cuda is for Linux and Windows only), or run on Linux or Windows." : "Install torch from conda-forge or with pip on this platform.",
      source: chosen.cuda ? rel.source : rel.cpuSubdirs.source,
      // The CUDA subdirs were read from the build matrix; the CPU ones were not.
      confidence: chosen.cuda ? rel.confidence : rel.cpuSubdirs.confidence,
      ...at
    })
  ), { build: chosen, candidate: c, findings };
}
function unlockedElsewhere(request, catalog, build) {
  let at = request.torchLocation ? { location: request.torchLocation } : {}, c = shared.matchingCandidates(catalog, request.torch)[0], chosen = { ...build, ...c ? { version: c.patch.version } : {} }, findings = [];
  return build.channel !== "conda-forge" ? findings.push(
    shared.finding({
      id: "index-url-unknown",
      severity: "notice",
      message: `pytorch comes from the conda channel ${build.channel}, whose builds the catalog does not know: only its version is judged.`,
      hint: "Use conda-forge or the pytorch channel, or lock the environment (pixi.lock) to have the build judged.",
      source: "https://docs.conda.io/projects/conda/en/stable/user-guide/concepts/channels.html",
      ...at
    })
  ) : !build.cuda && !build.cpu && findings.push(
    shared.finding({
      id: "pin-unresolved",
      severity: "notice",
      message: `conda-forge picks the CUDA or CPU build of pytorch${c ? ` ${c.patch.version}` : ""} when the environment is created, from the driver it finds (the __cuda virtual package): which one installs is not decided here, so its GPU kernels are not judged.`,
      hint: "Lock the environment (pixi.lock, or a pinned build string) to have the build judged.",
      source: "https://conda-forge.org/docs/user/tipsandtricks/#installing-cuda-enabled-packages-like-tensorflow-and-pytorch",
      ...at
    })
  ), { build: chosen, ...c ? { candidate: c } : {}, findings };
}

// src/text/short-list.ts
function shortList(names, shown = 10) {
  return names.length <= shown ? names.join(", ") : `${names.slice(0, shown).join(", ")} and ${names.length - shown} more`;
}

// src/checks/targets-not-judged.ts
function targetsNotJudged(pins, targets, route) {
  let left = unjudged(pins, targets);
  return left.length ? [
    shared.finding({
      id: "extras-not-checked",
      severity: "notice",
      message: `Not checked${route !== void 0 ? ` (route ${route})` : ""}: ${shortList(left.map((l) => `${l.kind} ${l.name}`))} ${left.length > 1 ? "pin" : "pins"} torch and ${left.length > 1 ? "were" : "was"} not selected; this check judged ${targets.map((t) => t.name).join(", ")}.`,
      hint: "Select them with --extra NAME / --group NAME / --environment NAME (action inputs extras, groups, environments), or judge each on its own with --all-extras (all-extras: true).",
      source: "https://packaging.python.org/en/latest/specifications/dependency-specifiers/#extras",
      location: left[0].location
    })
  ] : [];
}

// src/checks/release-yanked.ts
function yankedRelease(torch, yanked) {
  let reason = torch ? yanked.get(torch) : void 0;
  return !torch || reason === void 0 ? [] : [
    shared.finding({
      id: "release-yanked",
      severity: "warning",
      message: `torch ${torch} is yanked on the index${reason === !0 ? "" : ` ("${reason.slice(0, 200)}")`}: pip installs it only for an exact pin, with a warning, and resolves an open range to an older release.`,
      hint: `Pin another torch release than ${torch}.`,
      source: "https://peps.python.org/pep-0592/"
    })
  ];
}

// src/engine/conda.ts
function evaluateConda(env, request, catalog) {
  let { build, candidate, findings } = resolveConda(env, request, catalog), variant = build.cuda ? cudaVariant(build.cuda) : build.cpu ? "cpu" : void 0, channel = build.channel === "pytorch" || build.channel === "conda-forge" ? build.channel : void 0, index = channel ? condaChannel(catalog, channel)?.url : void 0, stops = findings.some((f) => f.severity === "error"), resolved = {
    ...candidate && !stops ? { candidate } : {},
    ...variant ? { variant } : {},
    ...index ? { index } : {},
    fromPypi: !1,
    conda: build,
    findings
  }, ctx = { env, request: { ...request, conda: build }, catalog, resolved }, out = [...findings];
  for (let check of CONDA_CHECKS) out.push(...check(ctx));
  let resolution = {};
  return build.version && !stops && (resolution.version = build.version), variant && (resolution.variant = variant), resolution.index = index ?? `conda channel ${build.channel}`, candidate && (resolution.newestMatching = candidate.patch.version), build.python && (resolution.python = build.python), { resolution, ...shared.settle(out) };
}

// src/engine/pin-set.ts
function evaluatePinSet(set, env, catalog, inRequest = [], selected2 = [], now) {
  let app = applicablePins(set, env, selected2), ctx = {
    set,
    pins: app.pins,
    env,
    catalog,
    inRequest: new Set(inRequest),
    undecided: new Set(app.undecided.map((u) => u.pin)),
    ...now ? { now } : {}
  }, out = [];
  for (let check of PIN_SET_CHECKS) for (let f of check(ctx)) out.push(f);
  return out;
}

// src/request/request.ts
function buildRequest(i) {
  let index = parseIndexUrl(i.indexUrl), extra = (i.extraIndexUrls ?? []).filter((u) => u.trim()).map(parseIndexUrl), tv = i.torchvision?.trim() ? shared.parseSpecifier(i.torchvision, "torchvision specifier") : void 0, ta = i.torchaudio?.trim() ? shared.parseSpecifier(i.torchaudio, "torchaudio specifier") : void 0;
  return {
    torch: shared.parseSpecifier(i.torch ?? "", "torch version"),
    ...i.torchLocation ? { torchLocation: i.torchLocation } : {},
    index,
    ...extra.length ? { extraIndexes: extra } : {},
    ...tv ? { torchvision: tv } : {},
    ...ta ? { torchaudio: ta } : {},
    ...i.pre ? { pre: !0 } : {},
    ...i.conda ? { conda: i.conda } : {}
  };
}

// src/usecases/check/judge-target.ts
var RANK = { pass: 0, warn: 1, fail: 2 };
function judgeTarget(ctx, target) {
  let { env, catalog, givenInput } = ctx, selected2 = selectedForMarkers(target), torchGiven = givenInput.torch !== void 0, extra = [], candidates = [givenInput], pins = ctx.pins && pinsOfTarget(ctx.pins, target);
  if (!torchGiven && torchOnlyElsewhere(ctx.pins, target, (name) => installsTorch(catalog, name))) {
    let settled = shared.settle(
      pins && ctx.pinsUseCase ? ctx.pinsUseCase.requestFromPins(pins, env, givenInput, selected2).notes : []
    );
    return { target, request: ctx.given, evaluation: { resolution: {}, ...settled }, ...settled, noTorch: !0 };
  }
  let bound = [];
  if (pins && ctx.pinsUseCase) {
    let fromPins = ctx.pinsUseCase.requestFromPins(pins, env, givenInput, selected2);
    bound = ctx.pinsUseCase.boundOfTarget(fromPins.applicable, catalog), torchGiven || (candidates = [fromPins.input, ...fromPins.alternatives]), extra.push(
      ...fromPins.notes,
      ...evaluatePinSet(pins, env, catalog, torchGiven ? [] : fromPins.used, selected2, ctx.now)
    );
  }
  let fromLocks = ctx.locks.length > 0 && ctx.locksUseCase && !torchOnlyElsewhere(ctx.pins, target, (name) => installsTorch(catalog, name)) ? ctx.locksUseCase.requestFromLocks(ctx.locks, env, candidates[0], givenInput.indexUrl, {
    selected: selected2,
    ...target.environment ? { environment: target.environment } : {}
  }) : void 0;
  if (fromLocks && ctx.locksUseCase) {
    !torchGiven && fromLocks.input !== candidates[0] && (candidates = [fromLocks.input, ...fromLocks.alternatives]);
    let locked = { answers: fromLocks.answers, pins: ctx.pins && lockScope(ctx.pins, target), env, selected: selected2 };
    extra.push(...fromLocks.findings, ...LOCK_CHECKS.flatMap((check) => check(locked)));
  }
  let best;
  for (let input of candidates) {
    let built = input === givenInput ? ctx.given : buildRequest(input), request = bound.length ? { ...built, bound } : built, evaluated = request.conda ? evaluateConda(env, request, catalog) : evaluate(env, request, catalog, ctx.now), evaluation = fromLocks?.decided && ctx.locksUseCase ? ctx.locksUseCase.lockDecides(evaluated, fromLocks.noWheel) : evaluated, run = { catalog, torch: request.torch, now: ctx.now }, { findings, verdict } = shared.settle([
      ...evaluation.findings,
      ...extra,
      ...RUN_CHECKS.flatMap((check) => check(run))
    ]);
    (!best || RANK[verdict] > RANK[best.verdict] || RANK[verdict] === RANK[best.verdict] && worstCount(findings) > worstCount(best.findings)) && (best = { request, evaluation, findings, verdict });
  }
  return { target, ...best };
}
function worstCount(findings) {
  let top = Math.min(...findings.map((f) => shared.severityRank(f.severity)));
  return findings.filter((f) => shared.severityRank(f.severity) === top).length;
}

// src/routes/select.ts
function parseRouteKind(text, from) {
  let k = text.trim().toLowerCase(), kind = ROUTE_KINDS.find((r) => r === k);
  if (!kind)
    throw new shared.InputError(`${from}: ${JSON.stringify(text)} is not an install route (one of ${ROUTE_KINDS.join(", ")})`);
  return kind;
}
function platformsOf(route, environment) {
  if (route.kind !== "pixi") return;
  let envs = route.locks[0]?.environments;
  if (envs && Object.keys(envs).length) {
    let name = environment ?? (envs.default ? "default" : Object.keys(envs)[0]);
    return envs[name] ?? [];
  }
  return route.pins?.alternatives?.pixiPlatforms?.[""]?.platforms;
}
function chooseRoutes(set, locks, choice, subdir, environment) {
  let all = routesOf(set, locks), found = choice?.kinds.flatMap((k) => routesOfKind(k, set, locks)) ?? [];
  if (choice?.kinds.length && (choice.strict || found.length)) {
    let judged2 = choice.kinds.flatMap((k) => {
      let found2 = routesOfKind(k, set, locks);
      if (!found2.length && choice.strict)
        throw new shared.InputError(
          `${choice.from}: this repository has no ${k} route${all.length ? ` (its routes: ${all.map(describeRoute).join("; ")})` : ""}`
        );
      return found2;
    }), skipped2 = all.filter((r) => !judged2.some((j) => j.kind === r.kind)).map((route) => ({
      route,
      why: choice.strict ? `the route option asks for ${choice.kinds.join(", ")}` : `the job installs by ${choice.kinds.join(", ")} (${choice.from})`
    }));
    return { judged: judged2, skipped: skipped2 };
  }
  let judged = [], skipped = [];
  for (let route of all) {
    let platforms = platformsOf(route, environment);
    platforms && !platforms.includes(subdir) ? skipped.push({ route, why: `it installs on ${platforms.join(", ") || "no platform"} only, not on ${subdir}` }) : judged.push(route);
  }
  return judged.length ? { judged, skipped } : { judged: skipped.map((s) => s.route), skipped: [] };
}
function notJudgedFindings(chosen) {
  return chosen.skipped.map(
    ({ route, why }) => shared.finding({
      id: "route-not-judged",
      severity: "notice",
      message: `Not judged: route ${describeRoute(route)}, because ${why}; this check judged ${chosen.judged.map((r) => r.name).join(", ")}.`,
      hint: route.kind === "pixi" && /installs on/.test(why) ? "Judge it on a runner of a platform it lists, or with --route pixi (action input route: pixi) and --os/--arch of one." : `Judge it with --route ${route.kind} (action input route: ${route.kind}), the route of ${ROUTE_DESCRIPTIONS[route.kind].installs}.`,
      source: route.kind === "pixi" ? "https://pixi.sh/latest/reference/pixi_manifest/#platforms" : "https://packaging.python.org/en/latest/guides/tool-recommendations/",
      ...route.locks[0]?.dists[0] ? { location: route.locks[0].dists[0].location } : route.pins?.pins[0] ? { location: route.pins.pins[0].location } : {}
    })
  );
}

// src/usecases/check/judge-routes.ts
var PYPI_KINDS = /* @__PURE__ */ new Set(["pip", "uv", "poetry", "pylock"]);
function selectionFor(kind, sel) {
  return PYPI_KINDS.has(kind) ? { ...sel, environments: [] } : kind === "pixi" ? { ...sel, extras: [], groups: [] } : NO_SELECTION;
}
function selected(routes, sel, named) {
  if (named || sel.all) return routes;
  let pypi = sel.extras.length + sel.groups.length > 0, pixi = sel.environments.length > 0;
  if (!pypi && !pixi) return routes;
  let kept = routes.filter((r) => pypi && PYPI_KINDS.has(r.kind) || pixi && r.kind === "pixi");
  return kept.length ? kept : routes;
}
function routePython(route, env, catalog, environment) {
  let subdir = runnerSubdir(env), locked = route.locks.find((l) => l.kind === "pixi")?.pythons?.[`${environment ?? "default"}/${subdir}`], text = locked ?? (route.python ? pixiPython(route.python.specifier, newestPythonMinor(catalog)) : void 0), m = text ? /^(\d+)\.(\d+)/.exec(text) : null;
  if (m)
    return {
      major: Number(m[1]),
      minor: Number(m[2]),
      ...locked ? { full: locked } : {},
      implementation: "cpython",
      freeThreaded: !1,
      provenance: "given"
    };
}
function judgeRoutes(ctx, pins, locks, sel, choice) {
  let subdir = runnerSubdir(ctx.env), chosen = chooseRoutes(pins, locks, choice, subdir, sel.environments[0]), routes = selected(chosen.judged, sel, !!choice?.kinds.length), several = routes.length > 1, judged = [], findings = [...notJudgedFindings(chosen)];
  for (let route of routes) {
    let routeSel = selectionFor(route.kind, sel), targets = installTargets(route.pins, routeSel);
    for (let target of targets) {
      let python = routePython(route, ctx.env, ctx.catalog, target.environment), env = python ? { ...ctx.env, python } : ctx.env, one = judgeTarget({ ...ctx, env, ...route.pins ? { pins: route.pins } : {}, locks: route.locks }, target), label = several ? target.name === "default" ? route.name : `${route.name}: ${target.name}` : target.name;
      judged.push({ ...one, route, label });
    }
    findings.push(...targetsNotJudged(route.pins, targets, several ? route.name : void 0));
  }
  return { judged, findings, routes, others: chosen.skipped.length > 0 || routes.length < chosen.judged.length };
}

// src/usecases/check/warm-up.ts
async function judgeWhileProbing(pending, ctx, target, os2) {
  let answered = !1;
  if (pending.then(
    () => answered = !0,
    () => answered = !0
  ), await new Promise((resolve2) => setImmediate(resolve2)), answered) return;
  let guess = {
    os: os2,
    arch: "x64",
    python: { major: 3, minor: 12, implementation: "cpython", freeThreaded: !1, provenance: "given" },
    ...os2 === "linux" ? { glibc: "2.35", libc: "glibc" } : {},
    gpus: [],
    provenance: {},
    probeProblems: []
  };
  try {
    judgeTarget({ ...ctx, env: guess }, target);
  } catch {
  }
}

// src/usecases/check/container.ts
function applyContainer(image, overrides, request, catalog) {
  if (!parseImageRef(image))
    throw new shared.InputError(
      `container ${JSON.stringify(image.slice(0, 80))} is not an image reference; expected e.g. python:3.12-slim`
    );
  let facts = containerFacts(image, catalog);
  if (facts.os === "windows" && !facts.unknown)
    return {
      facts,
      overrides: {
        ...overrides,
        os: overrides.os ?? "windows",
        ...facts.python && !overrides.python && !overrides.pythonPath ? { python: facts.python } : {}
      },
      request,
      findings: CONTAINER_CHECKS.flatMap((check) => check(facts))
    };
  let use = !facts.unknown && !facts.uncertain, o = {
    ...overrides,
    os: overrides.os ?? "linux",
    ...facts.distro && !overrides.osVersion ? { osLabel: facts.distro.label } : overrides.osVersion ? {} : { osLabel: `container ${image}` }
  };
  !o.python && !o.pythonPath && (use && facts.python ? o.python = facts.python : o.noPythonProbe = facts.unknown ? `the job runs in ${image}, whose Python is not known` : facts.python ? `${image} ships Python ${facts.python} by an unconfirmed default` : `${image} has no Python of its own (the job installs one)`), o.glibc || (use && facts.libc === "musl" ? o.libc = "musl" : use && facts.glibc ? o.glibc = facts.glibc : o.noLibcProbe = `the job runs in ${image}, whose glibc is not known`);
  let req = facts.torch && request.torch === void 0 ? {
    ...request,
    torch: `==${facts.torch.version}+${facts.torch.variant}`,
    indexUrl: request.indexUrl ?? indexUrlFor(facts.torch.variant)
  } : request;
  return { facts, overrides: o, request: req, findings: CONTAINER_CHECKS.flatMap((check) => check(facts)) };
}
function containerJson(f) {
  return {
    image: f.image,
    os: f.os,
    ...f.distro ? { distro: f.distro.label } : {},
    ...f.libc ? { libc: f.libc } : {},
    ...f.glibc ? { glibc: f.glibc } : {},
    ...f.python ? { python: f.python } : {},
    ...f.cuda ? { cuda: f.cuda } : {},
    ...f.torch ? { torch: `${f.torch.version}+${f.torch.variant}` } : {},
    ...f.unknown ? { unknown: f.unknown } : {}
  };
}

// src/probe/gpu-visibility.ts
function parseMigParents(text) {
  let out = /* @__PURE__ */ new Map(), parent;
  for (let line of text.split(/\r?\n/)) {
    let gpu = /^GPU \d+:.*\(UUID: (GPU-[0-9A-Fa-f-]+)\)/.exec(line);
    if (gpu) {
      parent = gpu[1];
      continue;
    }
    let mig = /^\s*MIG .*\(UUID: (MIG-[0-9A-Za-z/-]+)\)/.exec(line);
    mig && parent && out.set(mig[1].toLowerCase(), parent);
  }
  return out;
}
function namesMig(env) {
  return [env.CUDA_VISIBLE_DEVICES, env.NVIDIA_VISIBLE_DEVICES].some((v) => v !== void 0 && /(^|,)\s*MIG-/i.test(v));
}
function pick(entry, gpus, migParents) {
  if (/^\d+$/.test(entry)) return gpus.find((g) => g.index === Number(entry));
  let lower = entry.toLowerCase();
  if (lower.startsWith("mig-")) {
    let parent = migParents.get(lower) ?? /^mig-(gpu-[0-9a-f-]+)\//.exec(lower)?.[1];
    return parent ? gpus.find((g) => g.uuid.toLowerCase() === parent.toLowerCase()) : void 0;
  }
  if (lower.startsWith("gpu-")) {
    let hits = gpus.filter((g) => g.uuid.toLowerCase().startsWith(lower));
    return hits.length === 1 ? hits[0] : void 0;
  }
}
function cudaList(value, gpus, migParents) {
  let out = [];
  for (let raw of value.split(",")) {
    let g = pick(raw.trim(), gpus, migParents);
    if (!g) break;
    out.includes(g) || out.push(g);
  }
  return out;
}
function countText(n, of) {
  return `${n} of ${of} GPU${of === 1 ? "" : "s"} judged`;
}
function visibleGpus(gpus, env, migParents = /* @__PURE__ */ new Map()) {
  let list = gpus.slice(), notes = [], nvidia = env.NVIDIA_VISIBLE_DEVICES?.trim();
  if (nvidia !== void 0 && !["", "all", "void"].includes(nvidia.toLowerCase())) {
    let entries = nvidia.split(",").map((e) => e.trim()), byIndex = entries.every((e) => /^\d+$/.test(e));
    nvidia.toLowerCase() === "none" ? list = [] : (!byIndex || list.length > entries.length) && (list = entries.map((e) => pick(e, list, migParents)).filter((g) => g !== void 0)), list = [...new Set(list)], list.length !== gpus.length && notes.push(`NVIDIA_VISIBLE_DEVICES=${nvidia.slice(0, 80)}`);
  }
  let cuda = env.CUDA_VISIBLE_DEVICES;
  if (cuda !== void 0) {
    let before = list;
    list = cudaList(cuda.trim(), list, migParents);
    let order = cuda.split(",").some((e) => /^\s*\d+\s*$/.test(e)) && env.CUDA_DEVICE_ORDER !== "PCI_BUS_ID" && new Set(before.map((g) => g.name)).size > 1 ? ", by nvidia-smi's numbering (set CUDA_DEVICE_ORDER=PCI_BUS_ID so that CUDA's is the same)" : "";
    notes.push(`CUDA_VISIBLE_DEVICES=${JSON.stringify(cuda.slice(0, 80))}${order}`);
  }
  return notes.length ? { gpus: list, note: `${notes.join(", ")}: ${countText(list.length, gpus.length)}` } : { gpus: list };
}

// src/probe/nvidia.ts
var DRIVER_IN_PROC = /Kernel Module(?:\s+for\s+\S+)?\s+(\d+\.\d+(?:\.\d+)?)/;
function parseProcDriverVersion(text) {
  return DRIVER_IN_PROC.exec(text)?.[1];
}
var QUERY = ["--query-gpu=index,uuid,name,compute_cap,driver_version", "--format=csv,noheader"], DRIVER_QUERY = ["--query-gpu=driver_version", "--format=csv,noheader"], WSL_SMI = "/usr/lib/wsl/lib/nvidia-smi", isDriver = (v) => v !== void 0 && /^\d+\.\d+(\.\d+)?$/.test(v), lines = (text) => text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
function parseNvidiaSmi(text) {
  let gpus = [], driver, bad = 0, badLine;
  for (let line of lines(text)) {
    let cols = line.split(",").map((c) => c.trim()), cc = cols.length >= 5 ? shared.parseComputeCapability(cols[cols.length - 2] ?? "") : void 0, drv = cols[cols.length - 1];
    if (!cc || !isDriver(drv) || !/^\d+$/.test(cols[0] ?? "") || !/^GPU-/i.test(cols[1] ?? "")) {
      bad++, badLine ??= line;
      continue;
    }
    gpus.push({
      index: Number(cols[0]),
      uuid: cols[1],
      name: cols.slice(2, -2).join(", ").slice(0, 100),
      computeCapability: cc
    }), driver ??= drv;
  }
  return { gpus, ...driver ? { driver } : {}, bad, ...badLine ? { badLine } : {} };
}
async function driverOnly(io, smi) {
  let r = await io.run(smi, DRIVER_QUERY, { timeoutMs: io.timeoutMs });
  if (r.kind !== "exited" || r.code !== 0) return;
  let first = lines(r.stdout.toString("utf8"))[0];
  return isDriver(first) ? first : void 0;
}
async function probeNvidia(io) {
  if (io.platform === "darwin") return { gpus: [] };
  let driver, smi = "nvidia-smi";
  if (io.platform === "linux") {
    let sys = io.readText("/sys/module/nvidia/version")?.trim();
    if (driver = sys && /^\d+\.\d+/.test(sys) ? sys : parseProcDriverVersion(io.readText("/proc/driver/nvidia/version") ?? ""), !driver) {
      let wslSmi = io.exists?.(WSL_SMI) ?? !1;
      if (!wslSmi && !io.exists?.("/dev/dxg")) return { gpus: [] };
      wslSmi && (smi = WSL_SMI);
    }
  }
  let r = await io.run(smi, QUERY, { timeoutMs: io.timeoutMs });
  if (r.kind === "not-found")
    return driver ? { driver, gpus: [], problem: "nvidia-smi was not found, so the GPUs' compute capabilities are unknown" } : { gpus: [] };
  if (r.kind !== "exited") return { ...driver ? { driver } : {}, gpus: [], problem: `nvidia-smi ${r.reason}` };
  let stdout = r.stdout.toString("utf8"), parsed = parseNvidiaSmi(stdout), visible = await narrow(io, smi, parsed.gpus), selection = visible.note ? { selection: visible.note } : {};
  if (r.code !== 0 || parsed.bad > 0 || parsed.gpus.length === 0 && driver) {
    let d2 = driver ?? parsed.driver ?? await driverOnly(io, smi);
    if (!d2) return { gpus: [] };
    let what = r.code !== 0 ? r.reason : "printed lines it could not read", quoted = r.code !== 0 ? lines(r.stderr.toString("utf8"))[0] ?? lines(stdout)[0] : parsed.badLine;
    return {
      driver: d2,
      gpus: visible.gpus.map(gpuInfo),
      ...selection,
      problem: `nvidia-smi ${what}${quoted ? ` (${quoted.slice(0, 100)})` : ""}`
    };
  }
  let d = driver ?? parsed.driver;
  return { ...d ? { driver: d } : {}, gpus: visible.gpus.map(gpuInfo), ...selection };
}
var gpuInfo = (g) => ({ name: g.name, computeCapability: g.computeCapability });
async function narrow(io, smi, gpus) {
  let env = io.env ?? {}, parents = /* @__PURE__ */ new Map();
  if (gpus.length && namesMig(env)) {
    let l = await io.run(smi, ["-L"], { timeoutMs: io.timeoutMs });
    l.kind === "exited" && l.code === 0 && (parents = parseMigParents(l.stdout.toString("utf8")));
  }
  return visibleGpus(gpus, env, parents);
}

// src/probe/python-probe.ts
var PROBE_MARKER = "torch-preflight-probe/1", PROBE_JSON_WRITER = [
  'T = type("".encode().decode())',
  "def J(x):",
  "    if x is None or x is True or x is False:",
  '        return {None: "null", True: "true", False: "false"}[x]',
  "    if isinstance(x, int):",
  "        return str(x)",
  "    if isinstance(x, (list, tuple)):",
  '        return "[" + ", ".join([J(y) for y in x]) + "]"',
  "    if isinstance(x, dict):",
  '        return "{" + ", ".join([J(k) + ": " + J(x[k]) for k in x]) + "}"',
  "    if not isinstance(x, T):",
  '        x = x.decode("utf-8", "replace")',
  "    out = []",
  "    for c in x:",
  "        o = ord(c)",
  '        if 32 <= o < 127 and c != "\\"" and c != "\\\\":',
  "            out.append(c)",
  "        elif o > 0xFFFF:",
  "            o -= 0x10000",
  '            out.append("\\\\u%04x\\\\u%04x" % (0xD800 + (o >> 10), 0xDC00 + (o & 0x3FF)))',
  "        else:",
  '            out.append("\\\\u%04x" % o)',
  '    return "\\"" + "".join(out) + "\\""'
].join(`
`), PROBE_SCRIPT = [
  // `-c` puts the working directory first on sys.path: the project's own files (an os.py) must
  // not stand in for the modules the probe imports, and a large folder is not listed for them.
  "import sys",
  "sys.path[:] = [p for p in sys.path if p]",
  "import os",
  PROBE_JSON_WRITER,
  "v = sys.version_info",
  'd = {"version": [v[0], v[1], v[2], v[3], v[4]], "platform": sys.platform}',
  'd["implementation"] = getattr(getattr(sys, "implementation", None), "name", "cpython")',
  'd["bits"] = 64 if sys.maxsize > 2 ** 32 else 32',
  'd["executable"] = sys.executable',
  'd["abiflags"] = getattr(sys, "abiflags", "")',
  `try:
    d["machine"] = os.uname()[4]
except Exception:
    d["machine"] = None`,
  `if sys.platform == "win32":
    import sysconfig
    d["ft"] = bool(sysconfig.get_config_var("Py_GIL_DISABLED"))
    d["machine"] = sysconfig.get_platform()
else:
    d["ft"] = "t" in (d["abiflags"] or "")`,
  `try:
    d["libc"] = os.confstr("CS_GNU_LIBC_VERSION")
except Exception:
    d["libc"] = None`,
  `if sys.platform == "darwin":
    import platform
    d["mac_ver"] = platform.mac_ver()[0]`,
  // PEP 508's variables as pip computes them (packaging.markers.default_environment), so that
  // markers are judged on this interpreter's own answers; Python 2 has no sys.implementation.
  // On Linux and macOS, platform.uname() is os.uname() with "unknown" read as "", and
  // platform.python_version() is sys.version's first word (".0" added to a bare X.Y); the
  // implementation is "PyPy" when sys.version says so, else "CPython". Anything else (Windows,
  // another implementation, an unusual sys.version) asks platform itself.
  'W = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.+"',
  "try:",
  "    i = sys.implementation",
  '    iv = "%d.%d.%d" % i.version[:3]',
  '    if i.version[3] != "final":',
  "        iv += i.version[3][0] + str(i.version[4])",
  '    u = os.uname() if sys.platform in ("linux", "darwin") else None',
  '    fv = (sys.version.split() or [""])[0]',
  '    pi = "PyPy" if "PyPy" in sys.version else "CPython"',
  '    if u and any(u) and u[0] != "Microsoft" and fv and all(c in W for c in fv) and i.name == pi.lower():',
  '        if len(fv.split(".")) == 2:',
  '            fv += ".0"',
  '        s, r, w, m = [x if x != "unknown" else "" for x in (u[0], u[2], u[3], u[4])]',
  "    else:",
  "        import platform",
  "        s, r, w, m = platform.system(), platform.release(), platform.version(), platform.machine()",
  "        fv, pi = platform.python_version(), platform.python_implementation()",
  '    d["pep508"] = {"implementation_name": i.name, "implementation_version": iv, "os_name": os.name, "platform_machine": m, "platform_release": r, "platform_system": s, "platform_version": w, "python_full_version": fv, "platform_python_implementation": pi, "python_version": ".".join(fv.split(".")[:2]), "sys_platform": sys.platform}',
  "except Exception:",
  "    pass",
  // The marker first, whatever order this Python keeps a dict's keys in (2.7, 3.5).
  `sys.stdout.write('{"marker": "${PROBE_MARKER}", ' + J(d)[1:])`,
  // The answer is out: the interpreter's own teardown (a few milliseconds) would only delay it.
  "sys.stdout.flush()",
  "os._exit(0)"
].join(`
`), IMPL = {
  cpython: "cpython",
  pypy: "pypy",
  graalpy: "graalpy",
  graalpython: "graalpy"
}, LEVEL = { alpha: "a", beta: "b", candidate: "rc", final: "" }, own = (o, key) => Object.hasOwn(o, key) ? o[key] : void 0, natural = (v) => typeof v == "number" && Number.isSafeInteger(v) && v >= 0, cleanText = (v, max) => typeof v == "string" && v.length <= max && !/[\u0000-\u001f\u007f]/.test(v);
function checkAnswer(d) {
  if (own(d, "marker") !== PROBE_MARKER) return "its answer did not carry the probe marker";
  let v = own(d, "version");
  if (!Array.isArray(v) || v.length !== 5 || !natural(v[0]) || !natural(v[1]) || !natural(v[2]) || !natural(v[4]) || typeof v[3] != "string" || !Object.hasOwn(LEVEL, v[3]))
    return '"version" is not [major, minor, micro, releaselevel, serial] as sys.version_info gives it';
  let fields = [
    ["implementation", (x) => cleanText(x, 64), "a name"],
    ["bits", (x) => x === 32 || x === 64, "32 or 64"],
    ["executable", (x) => x === null || cleanText(x, 4096), "a path or null"],
    ["abiflags", (x) => cleanText(x, 16), "a short string"],
    ["machine", (x) => x === null || typeof x == "string" && /^[A-Za-z0-9_.-]{0,64}$/.test(x), "a CPU name or null"],
    ["ft", (x) => typeof x == "boolean", "true or false"],
    ["libc", (x) => x === null || cleanText(x, 64), "a libc version or null"],
    ["platform", (x) => cleanText(x, 64), "a platform name"]
  ];
  for (let [key, ok, what] of fields) if (!ok(own(d, key))) return `"${key}" is not ${what}`;
  let mac = own(d, "mac_ver");
  if (mac !== void 0 && !cleanText(mac, 64)) return '"mac_ver" is not a version string';
  let pep508 = own(d, "pep508");
  if (pep508 !== void 0) {
    if (typeof pep508 != "object" || pep508 === null || Array.isArray(pep508))
      return '"pep508" is not an object of marker values';
    for (let name of PEP508_NAMES) {
      let v2 = own(pep508, name);
      if (v2 !== void 0 && !cleanText(v2, 256)) return `"pep508.${name}" is not a short line of text`;
    }
  }
}
var PEP508_NAMES = [
  "implementation_name",
  "implementation_version",
  "os_name",
  "platform_machine",
  "platform_release",
  "platform_system",
  "platform_version",
  "python_full_version",
  "platform_python_implementation",
  "python_version",
  "sys_platform"
];
function markerValues(pep508) {
  if (typeof pep508 != "object" || pep508 === null) return;
  let out = {};
  for (let name of PEP508_NAMES) {
    let v = own(pep508, name);
    typeof v == "string" && (out[name] = v);
  }
  return Object.keys(out).length ? out : void 0;
}
function parseProbeOutput(stdout, exe) {
  let bad = (why2) => new shared.InputError(
    `the Python interpreter ${exe} could not be probed: ${why2}; pass --python VERSION (or python-version) to skip probing`
  ), text = stdout.trim(), start = text.lastIndexOf('{"marker"');
  if (start < 0)
    throw bad(`it printed ${text ? JSON.stringify(text.slice(0, 60)) : "nothing"} instead of the probe's JSON`);
  let d;
  try {
    d = JSON.parse(text.slice(start));
  } catch {
    throw bad("its output was not valid JSON");
  }
  if (typeof d != "object" || d === null || Array.isArray(d)) throw bad("its answer was not the probe's JSON object");
  let why = checkAnswer(d);
  if (why) throw bad(why);
  let [major, minor, micro, level, serial] = own(d, "version"), pre = level === "final" ? "" : `${LEVEL[level]}${serial}`, implName = own(d, "implementation").toLowerCase(), impl = Object.hasOwn(IMPL, implName) ? IMPL[implName] : "other", libcText = own(d, "libc"), libc = typeof libcText == "string" ? /^glibc\s+(\d+\.\d+)/i.exec(libcText)?.[1] : void 0, macText = own(d, "mac_ver"), mac = typeof macText == "string" && /^\d+(\.\d+)*$/.test(macText) ? macText : void 0, machineRaw = own(d, "machine"), machine2 = typeof machineRaw == "string" ? machineRaw.replace(/^win-/, "").replace(/^win32$/, "x86") : void 0, executable = own(d, "executable"), markers = markerValues(own(d, "pep508"));
  return {
    python: {
      major,
      minor,
      full: `${major}.${minor}.${micro}${pre}`,
      implementation: impl,
      freeThreaded: own(d, "ft") === !0,
      pointerBits: own(d, "bits"),
      ...machine2 ? { machine: machine2 } : {},
      executable: typeof executable == "string" && executable ? executable : exe,
      ...markers ? { markers } : {},
      provenance: "probed"
    },
    ...libc ? { glibc: libc } : {},
    ...mac ? { macVersion: mac } : {}
  };
}
var InterpreterNotFound = class extends shared.InputError {
  constructor(message, stub = !1) {
    super(message);
    this.stub = stub;
  }
  stub;
}, STORE_STUB_EXIT = 9009, probeArgs = (before = []) => [...before, "-S", "-c", PROBE_SCRIPT];
async function probePython(exe, run, timeoutMs, before = []) {
  let r = await run(exe, probeArgs(before), { timeoutMs }), hint = "pass --python VERSION (or python-version) to skip probing, or --python-path to name another interpreter", it = `the Python interpreter ${exe}`;
  switch (r.kind) {
    case "exited":
      break;
    case "not-found":
      throw new InterpreterNotFound(`${it} ${r.reason}; ${hint}`);
    case "timeout":
      throw new shared.InputError(`${it} hung: it ${r.reason} (TORCH_PREFLIGHT_PROBE_TIMEOUT_MS sets the limit); ${hint}`);
    case "signal": {
      let err = lastLine(r.stderr);
      throw new shared.InputError(`${it} ${r.reason}${err ? ` (${err})` : ""}; ${hint}`);
    }
    default:
      throw new shared.InputError(`${it} ${r.reason}; ${hint}`);
  }
  if (r.code === STORE_STUB_EXIT && r.stdout.length === 0) {
    let said = lastLine(r.stderr);
    throw new InterpreterNotFound(
      `${it} is the Microsoft Store's alias (WindowsApps), not an installed Python${said ? ` (${said})` : ""}; ${hint}`,
      !0
    );
  }
  if (r.code !== 0) {
    let err = lastLine(r.stderr);
    throw new shared.InputError(`${it} ${r.reason}${err ? ` (${err})` : ""}; ${hint}`);
  }
  return parseProbeOutput(r.stdout.toString("utf8"), exe);
}
function lastLine(b) {
  return b.toString("utf8").trim().split(/\r?\n/).pop()?.trim().slice(0, 120) ?? "";
}
var candidateLabel = (c) => [c.exe, ...c.args ?? []].join(" ");
function interpretersToTry(pythonPath, platform, env) {
  if (pythonPath) return [{ exe: pythonPath }];
  let win = platform === "win32", loc = env.pythonLocation;
  return loc ? win ? ["python.exe", "bin\\python.exe", "Scripts\\python.exe"].map((f) => ({ exe: path__namespace.win32.join(loc, f) })) : [{ exe: path__namespace.posix.join(loc, "bin", "python3") }] : win ? [{ exe: "python" }, { exe: "python3" }, { exe: "py", args: ["-3"] }] : [{ exe: "python3" }, { exe: "python" }];
}

// src/platform/gpu-ids.ts
function gfxFromTargetVersion(n) {
  if (!Number.isInteger(n) || n <= 0 || n > 999999) return;
  let major = Math.floor(n / 1e4), minor = Math.floor(n / 100) % 100, stepping = n % 100;
  if (!(major < 7 || minor > 15 || stepping > 15))
    return `gfx${major}${minor.toString(16)}${stepping.toString(16)}`;
}
function parseGfx(text) {
  let t = text.trim().toLowerCase();
  return /^gfx[0-9a-f]{3,5}$/.test(t) ? t : void 0;
}
function parsePciId(text) {
  let m = /^(?:0x)?([0-9a-f]{4})$/i.exec(text.trim());
  return m ? `0x${m[1].toLowerCase()}` : void 0;
}

// src/probe/amd-intel.ts
var KFD_NODES = "/sys/class/kfd/kfd/topology/nodes", AMD_VENDOR = 4098;
function parseKfdProperties(text) {
  let out = /* @__PURE__ */ new Map();
  for (let line of text.split(`
`)) {
    let m = /^([a-z_0-9]+)\s+(\d{1,20})\s*$/.exec(line.trim());
    m && out.set(m[1], Number(m[2]));
  }
  return out;
}
function parseRocmVersion(text) {
  return text ? /^(\d+\.\d+(?:\.\d+)?)/.exec(text.trim())?.[1] : void 0;
}
function parseModuleVersion(text) {
  return text ? /^(\d+(?:\.\d+){1,3})\s*$/.exec(text.trim())?.[1] : void 0;
}
var hex4 = (n) => `0x${n.toString(16).padStart(4, "0")}`;
function probeAmd(io, root = "") {
  let nodes = io.listDir(`${root}${KFD_NODES}`);
  if (!nodes) return { gpus: [] };
  let gpus = [], unreadable = [], untargeted = /* @__PURE__ */ new Map();
  for (let n of nodes.filter((x) => /^\d+$/.test(x)).sort((a, b) => Number(a) - Number(b))) {
    let text = io.readText(`${root}${KFD_NODES}/${n}/properties`);
    if (text === void 0) {
      unreadable.push(n);
      continue;
    }
    let props = parseKfdProperties(text), version = props.get("gfx_target_version") ?? 0;
    if (!((props.get("simd_count") ?? 0) > 0 || version > 0) || (props.get("vendor_id") ?? AMD_VENDOR) !== AMD_VENDOR) continue;
    let name = props.has("device_id") ? `AMD GPU ${hex4(props.get("device_id"))}` : void 0, gfx = gfxFromTargetVersion(version);
    if (!gfx) {
      let what = `${name ?? "an AMD GPU"}${version ? ` (gfx_target_version ${version})` : ""}`;
      untargeted.set(what, [...untargeted.get(what) ?? [], n]);
      continue;
    }
    gpus.some((g) => g.gfx === gfx && g.name === name) || gpus.push({ gfx, ...name ? { name } : {} });
  }
  let rocm = parseRocmVersion(io.readText(`${root}/opt/rocm/.info/version`)), driver = parseModuleVersion(io.readText(`${root}/sys/module/amdgpu/version`)), problems = [];
  if (unreadable.length && problems.push(
    `the KFD topology node${unreadable.length > 1 ? "s" : ""} ${unreadable.join(", ")} could not be read (permissions, or a container without /sys/class/kfd)`
  ), untargeted.size) {
    let gpus2 = [...untargeted].map(([what, ns]) => `${what} at node${ns.length > 1 ? "s" : ""} ${ns.join(", ")}`).join("; ");
    problems.push(
      `${gpus2}: no gfx target the kernel names (an older kernel's KFD has no gfx_target_version); give it with --amd-gpu`
    );
  }
  return {
    gpus,
    ...rocm ? { rocm } : {},
    ...driver ? { driver } : {},
    ...problems.length ? { problem: problems.join("; ") } : {}
  };
}
function parseUevent(text) {
  let out = /* @__PURE__ */ new Map();
  for (let line of (text ?? "").split(`
`)) {
    let i = line.indexOf("=");
    i > 0 && out.set(line.slice(0, i).trim(), line.slice(i + 1).trim());
  }
  return out;
}
function probeIntel(io, root = "") {
  let cards = io.listDir(`${root}/sys/class/drm`);
  if (!cards) return { gpus: [] };
  let gpus = [];
  for (let c of cards.filter((x) => /^card\d+$/.test(x)).sort()) {
    let dir = `${root}/sys/class/drm/${c}/device`, uevent = parseUevent(io.readText(`${dir}/uevent`)), [ueventVendor, ueventDevice] = (uevent.get("PCI_ID") ?? "").split(":");
    if (parsePciId(io.readText(`${dir}/vendor`) ?? ueventVendor ?? "") !== "0x8086") continue;
    let id = parsePciId(io.readText(`${dir}/device`) ?? ueventDevice ?? "");
    if (!id) return { gpus, problem: `${c} is an Intel device whose PCI device id could not be read` };
    let driver = uevent.get("DRIVER");
    gpus.some((g) => g.deviceId === id) || gpus.push({ deviceId: id, ...driver && /^[a-z0-9_]{1,16}$/.test(driver) ? { driver } : {} });
  }
  return { gpus };
}

// src/probe/environment.ts
var NONE = /* @__PURE__ */ new Set(["none", "no", "false", "-", ""]);
function parseIds(values, parse, what, example) {
  let words = values.flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean);
  return words.every((w) => NONE.has(w.toLowerCase())) ? [] : words.map((w) => {
    let id = parse(w);
    if (!id)
      throw new shared.InputError(
        `${what} ${JSON.stringify(w.slice(0, 40))} is not understood; expected e.g. ${example}, or none`
      );
    return id;
  });
}
function dottedFlag(value, what, example) {
  let v = value.trim();
  if (!shared.isDotted(v))
    throw new shared.InputError(`${what} ${JSON.stringify(value.slice(0, 40))} is not a version; expected e.g. ${example}`);
  return v;
}
function parseGpus(values) {
  let out = [];
  for (let raw of values.flatMap((v) => v.split(","))) {
    let v = raw.trim();
    if (NONE.has(v.toLowerCase())) continue;
    let cc = shared.parseComputeCapability(v);
    if (!cc)
      throw new shared.InputError(
        `GPU ${JSON.stringify(v.slice(0, 40))} is not a compute capability; expected e.g. 8.6, sm_86 or none`
      );
    if (!shared.KNOWN_COMPUTE_CAPABILITIES.includes(cc))
      throw new shared.InputError(
        `GPU ${JSON.stringify(v.slice(0, 40))}: no NVIDIA GPU has compute capability ${cc}; known: ${shared.KNOWN_COMPUTE_CAPABILITIES.join(", ")}`
      );
    out.push({ computeCapability: cc });
  }
  return out;
}
var STUB_NOTE = " (the Microsoft Store's alias, not a Python)";
async function findPython(o, io) {
  let candidates = interpretersToTry(o.pythonPath, io.platform, io.env), tried = [], lastError;
  for (let c of candidates)
    try {
      let found = await probePython(c.exe, io.run, io.timeoutMs, c.args), stubs = tried.filter((t) => t.endsWith(STUB_NOTE));
      return stubs.length ? { ...found, python: { ...found.python, skipped: stubs } } : found;
    } catch (err) {
      if (lastError = err, !(err instanceof InterpreterNotFound)) throw err;
      tried.push(err.stub ? `${candidateLabel(c)}${STUB_NOTE}` : candidateLabel(c));
    }
  throw candidates.length > 1 ? new shared.InputError(
    `no Python interpreter was found (tried ${tried.join(", ")}); run actions/setup-python first, or pass --python VERSION or --python-path`
  ) : lastError;
}
async function buildEnvironment(o, io) {
  if (o.python && o.pythonPath)
    throw new shared.InputError("give either --python (a version) or --python-path (an interpreter), not both");
  let given = parseGivenPython(o.python), os2 = o.os ? parseOs(o.os) : io.machineOs();
  if (!os2)
    throw new shared.InputError(
      `this machine's OS (${io.platform}) has no torch wheels; pass --os linux|macos|windows to check another`
    );
  let machine2 = await io.machineArch(), arch = o.arch ? parseArch(o.arch) : machine2.arch;
  if (!arch)
    throw new shared.InputError(
      `this machine's CPU (${machine2.raw}) is neither x64 nor arm64; pass --arch x64|arm64 to check another`
    );
  let sameOs = os2 === io.machineOs(), glibcGiven = o.glibc !== void 0 ? dottedFlag(o.glibc, "glibc", "2.28") : void 0, osVersionGiven = o.osVersion !== void 0 ? dottedFlag(o.osVersion, "OS version", "14.5") : void 0, driverGiven = o.driver === void 0 ? void 0 : NONE.has(o.driver.trim().toLowerCase()) ? null : dottedFlag(o.driver, "NVIDIA driver", "570.124.06"), gpusGiven = o.gpus && o.gpus.length ? parseGpus(o.gpus) : void 0, amdGiven = o.amdGpus && o.amdGpus.length ? parseIds(o.amdGpus, parseGfx, "AMD GPU", "gfx1100").map((gfx) => ({ gfx })) : void 0, intelGiven = o.intelGpus && o.intelGpus.length ? parseIds(o.intelGpus, parsePciId, "Intel GPU", "0x56a0").map((deviceId) => ({ deviceId })) : void 0, probeProblems = [], needNvidia = sameOs && (driverGiven === void 0 || gpusGiven === void 0), [py, nv] = await Promise.all([
    given || o.noPythonProbe ? Promise.resolve(void 0) : findPython(o, io),
    needNvidia ? probeNvidia({
      run: io.run,
      readText: io.readText,
      ...io.exists ? { exists: io.exists } : {},
      env: io.env,
      platform: io.platform,
      timeoutMs: io.timeoutMs
    }) : Promise.resolve(void 0)
  ]), python = given;
  !given && o.noPythonProbe && probeProblems.push({ what: "the Python version", message: o.noPythonProbe }), py && (python = { ...py.python }, (o.arch || !sameOs) && (delete python.machine, python.markers && (python.markers = keepMarkers(
    python.markers,
    sameOs ? (k) => k !== "platform_machine" : (k) => k.startsWith("python_") || k.startsWith("implementation_") || k === "platform_python_implementation"
  ))), python.machine && !archFromMachine(python.machine) && (python.pointerBits ??= 32));
  let glibc = glibcGiven, libc = glibcGiven ? "glibc" : o.libc;
  if (os2 === "linux" && !glibc && !o.libc && o.noLibcProbe)
    probeProblems.push({ what: "the glibc version", message: o.noLibcProbe });
  else if (os2 === "linux" && !glibc && !o.libc && sameOs)
    if (py?.glibc)
      glibc = py.glibc, libc = "glibc";
    else {
      let g = io.nodeGlibc();
      glibc = g.glibc, libc = g.libc, !glibc && g.libc !== "musl" && probeProblems.push({ what: "the glibc version", message: "neither Python nor node reported one" });
    }
  let osVersion = osVersionGiven ?? o.osLabel;
  !osVersion && sameOs && (osVersion = os2 === "macos" ? py?.macVersion ?? io.macosVersion() : os2 === "linux" && !o.os && !o.glibc ? io.linuxVersion() : void 0, os2 === "macos" && !osVersion && probeProblems.push({ what: "the macOS version", message: "it could not be read" }));
  let probeSys = sameOs && os2 === "linux", amd = amdGiven === void 0 && probeSys ? probeAmd(io) : void 0, intel = intelGiven === void 0 && probeSys ? probeIntel(io) : void 0;
  amd?.problem && probeProblems.push({ what: "the AMD GPUs", message: amd.problem }), intel?.problem && probeProblems.push({ what: "the Intel GPUs", message: intel.problem });
  let amdGpus = amdGiven ?? amd?.gpus, intelGpus = intelGiven ?? intel?.gpus, driver = driverGiven === null ? void 0 : driverGiven ?? nv?.driver, gpus = gpusGiven ?? (driverGiven === null ? [] : nv?.gpus ?? []);
  return nv?.problem && gpusGiven === void 0 && probeProblems.push({ what: "the GPUs' compute capabilities", message: nv.problem }), {
    ...python ? { python } : {},
    os: os2,
    arch,
    ...osVersion ? { osVersion } : {},
    ...glibc ? { glibc } : {},
    ...libc ? { libc } : {},
    ...driver ? { driver } : {},
    gpus,
    ...nv?.selection && gpusGiven === void 0 ? { gpuSelection: nv.selection } : {},
    ...amdGpus?.length ? { amdGpus } : {},
    ...amd?.rocm ? { rocm: amd.rocm } : {},
    ...amd?.driver ? { amdDriver: amd.driver } : {},
    ...intelGpus?.length ? { intelGpus } : {},
    provenance: {
      os: o.os ? "given" : "probed",
      arch: o.arch ? "given" : "probed",
      ...osVersion ? { osVersion: osVersionGiven ? "given" : "probed" } : {},
      ...glibc ? { glibc: glibcGiven ? "given" : "probed" } : {},
      driver: driverGiven !== void 0 ? "given" : "probed",
      gpus: gpusGiven ? "given" : "probed",
      ...amdGpus?.length ? { amdGpus: amdGiven ? "given" : "probed" } : {},
      ...intelGpus?.length ? { intelGpus: intelGiven ? "given" : "probed" } : {}
    },
    probeProblems
  };
}
function keepMarkers(markers, keep) {
  return Object.fromEntries(Object.entries(markers).filter(([k]) => keep(k)));
}
function parseGivenPython(text) {
  if (text === void 0 || text.trim() === "") return;
  let v = shared.parsePythonVersion(text);
  return {
    major: v.major,
    minor: v.minor,
    ...v.full ? { full: v.full } : {},
    implementation: v.implementation,
    freeThreaded: v.freeThreaded,
    provenance: "given"
  };
}

// src/report/report.ts
function environmentJson(env) {
  return {
    os: env.os,
    arch: env.arch,
    ...env.osVersion ? { osVersion: env.osVersion } : {},
    ...env.glibc ? { glibc: env.glibc } : {},
    ...env.libc ? { libc: env.libc } : {},
    ...env.python ? {
      python: {
        version: env.python.full ?? `${env.python.major}.${env.python.minor}`,
        implementation: env.python.implementation,
        freeThreaded: env.python.freeThreaded,
        ...env.python.pointerBits ? { pointerBits: env.python.pointerBits } : {},
        ...env.python.machine ? { machine: env.python.machine } : {},
        ...env.python.executable ? { executable: env.python.executable } : {},
        ...env.python.markers ? { markers: env.python.markers } : {},
        ...env.python.skipped?.length ? { skipped: env.python.skipped } : {},
        provenance: env.python.provenance
      }
    } : {},
    ...env.driver ? { nvidiaDriver: env.driver } : {},
    gpus: env.gpus,
    ...env.gpuSelection ? { gpuSelection: env.gpuSelection } : {},
    ...env.amdGpus?.length ? { amdGpus: env.amdGpus } : {},
    ...env.rocm ? { rocm: env.rocm } : {},
    ...env.amdDriver ? { amdDriver: env.amdDriver } : {},
    ...env.intelGpus?.length ? { intelGpus: env.intelGpus } : {},
    provenance: env.provenance
  };
}
function requestJson(r) {
  return {
    torch: r.torch.text || "*",
    index: r.index.kind === "pypi" ? pypiMirror(r.index) ?? "pypi" : r.index.url,
    indexKind: r.index.kind,
    ..."variant" in r.index && r.index.variant ? { variant: r.index.variant } : {},
    ...r.extraIndexes?.length ? { extraIndexes: r.extraIndexes.map(describeIndex) } : {},
    ...r.torchvision ? { torchvision: r.torchvision.text } : {},
    ...r.torchaudio ? { torchaudio: r.torchaudio.text } : {},
    ...r.torchLocation ? { torchLocation: r.torchLocation } : {},
    ...r.conda ? { conda: { ...r.conda } } : {}
  };
}
function buildReport(env, request, resolution, findings, verdict) {
  return {
    schemaVersion: 1,
    verdict,
    environment: environmentJson(env),
    request: requestJson(request),
    resolution,
    findings
  };
}

// src/report/upgrade-summary.ts
var RUNNER_IDS = /* @__PURE__ */ new Set(["driver-too-old", "gpu-unsupported"]), SEVERITIES = ["error", "warning", "notice"], firstSentence = (s) => (/^(.*?[.!?])(\s|$)/.exec(s)?.[1] ?? s).replace(/\s+/g, " ");
function countBySeverity(findings) {
  let lines2 = new Set(findings.map((f) => f.location ? `${f.location.file}:${f.location.line}` : f.message)).size, parts = SEVERITIES.map((s) => [s, findings.filter((f) => f.severity === s).length]).filter(([, n]) => n > 0).map(([s, n]) => `${n} ${s}${n === 1 ? "" : "s"}`);
  return `${lines2} code line${lines2 === 1 ? "" : "s"} (${parts.join(", ")})`;
}
function noteRunner(findings) {
  let runner = findings.reduce(
    (a, f) => RUNNER_IDS.has(f.id) && (!a || shared.severityRank(f.severity) < shared.severityRank(a.severity)) ? f : a,
    void 0
  );
  return runner ? findings.map(
    (f) => f.id === "upgrade-note" && f.location ? { ...f, message: `${f.message} On this runner: ${firstSentence(runner.message)}` } : f
  ) : findings;
}
function noteScan(findings, scan) {
  let said = scan.length ? `The scan found ${countBySeverity(scan)} that the new torch breaks or warns about.` : "The scan found no code line the new torch breaks.", breaks = scan.some((s) => s.severity !== "notice");
  return findings.map(
    (f) => f.id === "upgrade-note" && f.location ? { ...f, severity: breaks && f.severity === "notice" ? "warning" : f.severity, message: `${f.message} ${said}` } : f
  );
}
var GROUPS = [
  { title: "Install", kinds: ["platform", "python"] },
  { title: "Runtime", kinds: ["backend", "info"] },
  { title: "Behaviour", kinds: ["breaking", "deprecation", "behavior"] }
];
function upgradeStory(u, findings, scan, blob) {
  let torch = u.table.find((r) => r.aspect === "torch"), out = [`## torch upgrade: ${shared.cell(torch?.before ?? "?")} \u2192 ${shared.cell(torch?.after ?? "?")}`, ""];
  out.push(
    "| | before | after |",
    "|---|---|---|",
    ...u.table.map((r) => `| ${shared.cell(r.aspect)} | ${shared.cell(r.before)} | ${shared.cell(r.after)} |`),
    ""
  ), out.push("### What breaks here", "");
  let items = [];
  for (let n of findings.filter((f) => f.id === "upgrade-note" && f.location))
    items.push(`- ${shared.where(n.location, blob)}: ${shared.cell(n.message)}`);
  for (let b of u.breaks ?? [])
    items.push(
      `- ${shared.cell(b.what)}: used ${b.use.job ? `by job <code>${shared.cell(b.use.job)}</code> ` : ""}at ${shared.where({ file: b.use.file, line: b.use.line }, blob)}`
    );
  for (let b of u.stranded ?? [])
    items.push(
      `- ${shared.cell(b.pin)} at ${shared.where({ file: b.file, line: b.line }, blob)} requires ${shared.cell(b.requires)}: ${shared.cell(b.fix)}`
    );
  for (let f of findings.filter((x) => RUNNER_IDS.has(x.id))) items.push(`- This runner: ${shared.cell(f.message)}`);
  if (scan?.length) {
    let shown = scan.filter((f) => f.location).slice(0, 30);
    items.push(
      `- Code: ${countBySeverity(scan)}: ${shown.map((f) => shared.where(f.location, blob)).join(", ")}${scan.length > shown.length ? `, and ${scan.length - shown.length} more in the scan below` : ""}.`
    );
  }
  out.push(...items.length ? items : ["Nothing this repository uses is dropped."], ""), u.unjudged?.length && out.push(
    `Not judged: ${u.unjudged.map((n) => `<code>${shared.cell(n)}</code>`).join(", ")} (they require torch; the catalog does not describe those releases).`,
    ""
  );
  let notes = u.notes ?? [];
  if (notes.length) {
    let what = notes[0].undone ? "undone by moving down past their releases" : "of the releases crossed";
    out.push(
      `<details><summary>Release notes ${what} (${notes.length}): none of these is tied to a file here</summary>`,
      ""
    );
    for (let g of GROUPS) {
      let mine = notes.filter((n) => g.kinds.includes(n.kind));
      mine.length && out.push(
        `**${g.title}**`,
        "",
        ...mine.map((n) => `- ${shared.cell(n.release)}: ${shared.cell(n.text)} (${shared.sourceLinks(n.source)})`),
        ""
      );
    }
    out.push("</details>", "");
  }
  return out.join(`
`);
}

// src/usecases/check/check.ts
async function runCheck(opts, probeIo) {
  let cwd = opts.cwd ?? process.cwd(), now = opts.now ?? /* @__PURE__ */ new Date(), processEnv = opts.env ?? process.env, catalog = await shared.loadCatalog(opts.config, cwd);
  opts.overrides.pythonPath && /[\\/]/.test(opts.overrides.pythonPath) && (opts = { ...opts, overrides: { ...opts.overrides, pythonPath: path.resolve(cwd, opts.overrides.pythonPath) } });
  let inContainer = opts.container ? applyContainer(opts.container, opts.overrides, opts.request, catalog) : void 0;
  inContainer && (opts = { ...opts, overrides: inContainer.overrides, request: inContainer.request });
  let given = buildRequest(opts.request), usePins = opts.request.torch === void 0 || (opts.requirements?.length ?? 0) > 0, pinsUseCase = usePins ? await Promise.resolve().then(function () { return pinsWM353AVR; }) : void 0, locksUseCase = usePins ? await Promise.resolve().then(function () { return locksXXSKD7MA; }) : void 0, split = locksUseCase ? await locksUseCase.splitLockFiles(opts.requirements ?? [], cwd) : { locks: [], pins: [] }, locks = locksUseCase ? await locksUseCase.loadLocks(split.locks, cwd) : [], onlyLocks = (opts.requirements?.length ?? 0) > 0 && split.pins.length === 0, pins = pinsUseCase && !onlyLocks ? await pinsUseCase.loadPins(opts.requirements?.length ? split.pins : [], cwd, opts.requirementsLabel) : void 0, targets = pinsUseCase || opts.targets ? installTargets(pins, opts.targets ?? NO_SELECTION, (name) => installsTorch(catalog, name)) : [], reads = (catalog2, given2) => ({
    catalog: catalog2,
    given: given2,
    givenInput: opts.request,
    ...pins ? { pins } : {},
    locks,
    ...pinsUseCase ? { pinsUseCase } : {},
    ...locksUseCase ? { locksUseCase } : {},
    now
  }), pending = buildEnvironment(opts.overrides, probeIo);
  (pinsUseCase || locks.length) && await judgeWhileProbing(
    pending,
    reads(catalog, given),
    targets[0] ?? DEFAULT_TARGET,
    probeIo.machineOs() ?? "linux"
  );
  let env = await pending, extra = [...inContainer?.findings ?? []], onlineApp = opts.online ? await Promise.resolve().then(function () { return require('./indexes-VU3NVFAR.js'); }) : void 0, yanked = /* @__PURE__ */ new Map(), givenRequest = given;
  if (opts.online && onlineApp) {
    let pullRequest = /^pull_request/.test(processEnv.GITHUB_EVENT_NAME ?? ""), baseOrigins = pullRequest && opts.base && pins?.indexes.length ? await onlineApp.indexOriginsAtBase(pins.files, opts.base, cwd) : void 0, torchPins = pins?.pins.filter((p) => p.package === "torch") ?? [], answer = await onlineApp.askIndexes(given, catalog, {
      timeoutMs: opts.online.timeoutMs,
      env: processEnv,
      now,
      declared: pins?.indexes ?? [],
      defaultIndexRead: !(torchPins.length && torchPins.every((p) => p.indexUrl || p.wheel || p.url)),
      hosts: { pullRequest, ...baseOrigins ? { baseOrigins } : {} }
    });
    (({ catalog, yanked } = answer)), givenRequest = answer.request, extra.push(...answer.findings);
  }
  if (opts.online && pins?.others?.length) {
    let { askBoundMetadata } = await Promise.resolve().then(function () { return require('./bound-GUNUCXER.js'); }), indexUrl = "url" in givenRequest.index ? givenRequest.index.url : processEnv.PIP_INDEX_URL, answer = await askBoundMetadata(pins.others, catalog, {
      timeoutMs: opts.online.timeoutMs,
      env: processEnv,
      now,
      ...indexUrl ? { indexUrl } : {}
    });
    catalog = answer.catalog, extra.push(...answer.findings);
  }
  let ctx = { env, ...reads(catalog, givenRequest) }, judged, routed;
  if (pinsUseCase || locks.length) {
    let { pins: _p, locks: _l, ...rest } = ctx;
    routed = judgeRoutes(rest, pins, locks, opts.targets ?? NO_SELECTION, opts.route), judged = routed.judged, extra.push(...routed.findings);
  } else
    judged = (targets.length ? targets : [DEFAULT_TARGET]).map((t) => ({ ...judgeTarget(ctx, t), label: t.name })), extra.push(...targetsNotJudged(pins, targets));
  let { upgrade, findings: notes } = opts.base ? await upgradeNotes(opts.base, cwd, catalog, pins, locks, pinsUseCase, locksUseCase) : { upgrade: void 0, findings: [] };
  extra.push(...notes);
  let combined = combineTargets(judged, extra), { request, evaluation, perTarget } = combined, all = [...combined.findings, ...yankedRelease(evaluation.resolution.version, yanked)], { findings, verdict } = shared.settle(noteRunner(all)), report = buildReport(env, request, evaluation.resolution, findings, verdict);
  perTarget && (report.targets = perTarget.map((t) => targetJson(env, t)));
  let route = combined.route;
  return route && routed && (report.request.route = route.kind, (routed.routes.length > 1 || routed.others || route.kind !== "pip") && (report.route = describeRoute(route))), inContainer && (report.container = containerJson(inContainer.facts)), pins && pinsUseCase && (report.pins = pinsUseCase.pinsJson(pins)), locks.length && locksUseCase && (report.locked = locksUseCase.locksToJson(locks)), upgrade?.table.length && (report.upgrade = upgrade.table), {
    report,
    evaluation: { ...evaluation, findings, verdict },
    env,
    request,
    catalog,
    ...upgrade ? { upgrade } : {}
  };
}
async function upgradeNotes(base, cwd, catalog, pins, locks, pinsUseCase, locksUseCase) {
  let upgrade = pins && pinsUseCase ? await pinsUseCase.upgradeAgainst(pins, base, cwd, catalog) : void 0, findings = [...upgrade?.findings ?? []];
  if (locks.length && locksUseCase) {
    let fromLocks = await locksUseCase.lockUpgradeAgainst(locks, base, cwd, catalog);
    findings.push(...fromLocks.findings), fromLocks.table.length && !upgrade?.table.length ? upgrade = { ...fromLocks, findings: [...upgrade?.findings ?? [], ...fromLocks.findings] } : upgrade && fromLocks.changes?.length && (upgrade.changes = [...upgrade.changes ?? [], ...fromLocks.changes]);
  }
  return { upgrade, findings };
}
var DEFAULT_TARGET = { name: "default", extras: [], groups: [], features: [], defaultFeature: !0 };
function combineTargets(judged, extra) {
  let worst = judged.reduce((a, b) => VERDICT_RANK[b.verdict] > VERDICT_RANK[a.verdict] ? b : a), route = worst.route;
  if (judged.length === 1 && !worst.noTorch)
    return { request: worst.request, evaluation: worst.evaluation, findings: [...worst.findings, ...extra], route };
  let key = (f) => `${f.id}
${f.message}
${f.location?.file}:${f.location?.line}`, counts = /* @__PURE__ */ new Map();
  for (let j of judged) for (let k of new Set(j.findings.map(key))) counts.set(k, (counts.get(k) ?? 0) + 1);
  let seen = /* @__PURE__ */ new Set(), merged = [];
  for (let j of judged)
    for (let f of j.findings) {
      let k = key(f);
      counts.get(k) === judged.length ? (seen.has(k) || merged.push(f), seen.add(k)) : merged.push({ ...f, message: `${j.label}: ${f.message}` });
    }
  return {
    request: worst.request,
    evaluation: worst.evaluation,
    findings: [...merged, ...extra],
    perTarget: judged,
    route
  };
}
var VERDICT_RANK = { pass: 0, warn: 1, fail: 2 };
function targetJson(env, t) {
  let r = buildReport(env, t.request, t.evaluation.resolution, t.findings, t.verdict);
  return t.route && (r.request.route = t.route.kind), {
    name: t.label,
    ...t.route ? { route: t.route.kind } : {},
    ...t.target.extras.length ? { extras: t.target.extras } : {},
    ...t.target.groups.length ? { groups: t.target.groups } : {},
    ...t.target.environment ? { environment: t.target.environment } : {},
    verdict: t.verdict,
    ...t.noTorch ? { noTorch: !0 } : {},
    request: r.request,
    resolution: r.resolution,
    findings: t.findings
  };
}

// src/usecases/check/options.ts
var CHECK_OPTIONS = [
  {
    key: "torch",
    flag: "torch",
    input: "torch-version",
    value: "SPEC",
    section: "Request",
    help: [
      "torch version or PEP 440 specifier: 2.9.0, 2.9, 2.9.0+cu128,",
      '">=2.5,<2.10", ~=2.8.0, ==2.9.*  (default: newest, as pip would)'
    ]
  },
  {
    key: "indexUrl",
    flag: "index-url",
    input: "index-url",
    value: "URL",
    section: "Request",
    help: [
      "wheel index: https://download.pytorch.org/whl/cu128, \u2026/whl/test/cu130,",
      "\u2026/whl/nightly/cpu, \u2026/torch_stable.html, a variant (cu128), or pypi"
    ]
  },
  {
    key: "extraIndexUrls",
    flag: "extra-index-url",
    input: "extra-index-url",
    value: "URL",
    many: !0,
    section: "Request",
    help: ["another index pip also reads (repeatable)"]
  },
  {
    key: "torchvision",
    flag: "torchvision",
    input: "torchvision-version",
    value: "SPEC",
    section: "Request",
    help: ["torchvision version or specifier"]
  },
  {
    key: "torchaudio",
    flag: "torchaudio",
    input: "torchaudio-version",
    value: "SPEC",
    section: "Request",
    help: ["torchaudio version or specifier"]
  },
  {
    key: "requirements",
    flag: "requirements",
    input: "requirements",
    value: "FILE",
    many: !0,
    section: "Request",
    help: [
      "pin file, lock file or glob to read torch pins from (repeatable);",
      "without --torch and --requirements, the usual pin files and lock",
      `files (${LOCK_FORMATS.flatMap((f) => f.fileNames).join(", ")}) here are read`
    ]
  },
  {
    key: "extras",
    flag: "extra",
    input: "extras",
    value: "NAME",
    many: !0,
    section: "Request",
    help: [
      "judge the install with this extra selected (repeatable); without it,",
      "the default install (no extras) is judged"
    ]
  },
  {
    key: "groups",
    flag: "group",
    input: "groups",
    value: "NAME",
    many: !0,
    section: "Request",
    help: ["judge the install with this dependency group (PEP 735; repeatable)"]
  },
  {
    key: "environments",
    flag: "environment",
    input: "environments",
    value: "NAME",
    many: !0,
    section: "Request",
    help: ["judge this pixi environment"]
  },
  {
    key: "routes",
    flag: "route",
    input: "route",
    value: "pip|uv|poetry|pylock|pixi|conda",
    many: !0,
    section: "Request",
    help: [
      "judge this install route only: pip (requirements, pyproject, setup.py),",
      "uv (uv sync: uv.lock), poetry, pylock, pixi (pixi.toml, pixi.lock) or",
      "conda (environment file); default: each route the files hold, on its own"
    ]
  },
  {
    key: "allExtras",
    flag: "all-extras",
    input: "all-extras",
    value: "",
    boolean: !0,
    section: "Request",
    help: [
      "judge the default install and each extra, group and pixi environment",
      "that pins torch on its own: a verdict per target, the worst overall"
    ]
  },
  {
    key: "config",
    flag: "config",
    input: "config",
    value: "FILE",
    section: "Request",
    help: ["extra or overriding rules (YAML/JSON, schema rules/schema.json)"]
  },
  {
    key: "online",
    flag: "online",
    input: "online",
    value: "",
    boolean: !0,
    section: "Request",
    help: [
      "also ask the indexes pip would read for torch's file list (bounded,",
      "cached, never fatal); offline by default"
    ]
  },
  {
    key: "onlineTimeout",
    flag: "online-timeout",
    input: "online-timeout",
    value: "SECONDS",
    section: "Request",
    help: ["deadline per index page with --online (default 5)"]
  },
  {
    key: "python",
    flag: "python",
    input: "python-version",
    value: "VERSION",
    section: "Runner",
    help: ["3.12, 3.12.4, 3.13t (free-threaded), pypy3.9 (skips the Python probe)"]
  },
  {
    key: "pythonPath",
    flag: "python-path",
    input: "python-path",
    value: "EXE",
    section: "Runner",
    help: ["interpreter to probe (default: $pythonLocation, python3, python)"]
  },
  { key: "os", flag: "os", input: "os", value: "linux|macos|windows", section: "Runner", help: [] },
  {
    key: "osVersion",
    flag: "os-version",
    input: "os-version",
    value: "V",
    section: "Runner",
    help: ["macOS version such as 14.5 (Linux/Windows: informational)"]
  },
  { key: "arch", flag: "arch", input: "arch", value: "x64|arm64", section: "Runner", help: [] },
  { key: "glibc", flag: "glibc", input: "glibc", value: "V", section: "Runner", help: ["e.g. 2.28"] },
  {
    key: "driver",
    flag: "driver",
    input: "driver",
    value: "V|none",
    section: "Runner",
    help: ["NVIDIA driver, e.g. 570.124.06"]
  },
  {
    key: "gpus",
    flag: "gpu",
    input: "gpu",
    value: "CC|none",
    many: !0,
    section: "Runner",
    help: ["GPU compute capability, 8.6 or sm_86 (repeatable)"]
  },
  {
    key: "amdGpus",
    flag: "amd-gpu",
    input: "amd-gpu",
    value: "GFX|none",
    many: !0,
    section: "Runner",
    help: ["AMD GPU gfx target, gfx1100 or gfx90a (repeatable; Linux: else read", "from /sys/class/kfd)"]
  },
  {
    key: "intelGpus",
    flag: "intel-gpu",
    input: "intel-gpu",
    value: "ID|none",
    many: !0,
    section: "Runner",
    help: ["Intel GPU PCI device id, 0x56a0 (repeatable; Linux: else read from", "/sys/class/drm)"]
  },
  {
    key: "container",
    flag: "container",
    input: "container",
    value: "IMAGE",
    section: "Runner",
    help: [
      "pip runs in this image (python:3.12-slim, nvidia/cuda:12.8.1-runtime-",
      "ubuntu24.04, pytorch/pytorch:TAG): its Python and glibc, the host's GPU"
    ]
  }
];
function checkFlagSpec() {
  return Object.fromEntries(
    CHECK_OPTIONS.map((o) => [
      o.flag,
      { type: o.boolean ? "boolean" : "string", ...o.many ? { multiple: !0 } : {} }
    ])
  );
}
var HELP_COLUMN = 26;
function checkHelp(section) {
  let lines2 = [];
  for (let o of CHECK_OPTIONS.filter((x) => x.section === section)) {
    let head = `  --${o.flag}${o.value ? ` ${o.value}` : ""}`, wide = head.length >= HELP_COLUMN;
    (o.help.length === 0 || wide) && lines2.push(head), o.help.forEach((h, i) => lines2.push(`${(i === 0 && !wide ? head : "").padEnd(HELP_COLUMN)}${h}`));
  }
  return lines2.join(`
`);
}
function checkFields(read) {
  let fields = {};
  for (let o of CHECK_OPTIONS) {
    let v = read(o);
    fields[o.key] = o.many ? Array.isArray(v) ? v : v === void 0 ? [] : [v] : Array.isArray(v) ? v[0] : v;
  }
  return fields;
}
function flagValue(v, name) {
  let t = (v ?? "").trim().toLowerCase();
  if (t === "" || ["false", "no", "0", "off"].includes(t)) return !1;
  if (["true", "yes", "1", "on"].includes(t)) return !0;
  throw new shared.InputError(`${name} is ${JSON.stringify(t.slice(0, 20))}; expected true or false`);
}
function onlineFrom(f) {
  let enabled = flagValue(f.online, "online"), t = f.onlineTimeout?.trim(), seconds = t ? Number(t) : 5;
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 120)
    throw new shared.InputError(`online timeout ${JSON.stringify(t?.slice(0, 20))} is not a number of seconds from 0 to 120`);
  return enabled ? { timeoutMs: Math.round(seconds * 1e3) } : void 0;
}
function checkOptionsFrom(f) {
  let online = onlineFrom(f), list = (k) => f[k], all = flagValue(f.allExtras, "all-extras"), selected2 = list("extras").length + list("groups").length + list("environments").length > 0, routes = list("routes").flatMap((r) => r.split(",")).filter((r) => r.trim());
  return {
    ...routes.length ? {
      route: {
        kinds: routes.map((r) => parseRouteKind(r, "route")),
        from: f.routeFrom ?? "route",
        strict: !f.routeFrom
      }
    } : {},
    ...all || selected2 ? { targets: { extras: list("extras"), groups: list("groups"), environments: list("environments"), all } } : {},
    request: {
      torch: f.torch,
      indexUrl: f.indexUrl,
      extraIndexUrls: list("extraIndexUrls"),
      torchvision: f.torchvision,
      torchaudio: f.torchaudio
    },
    overrides: {
      python: f.python,
      pythonPath: f.pythonPath,
      os: f.os,
      osVersion: f.osVersion,
      arch: f.arch,
      glibc: f.glibc,
      driver: f.driver,
      gpus: list("gpus"),
      amdGpus: list("amdGpus"),
      intelGpus: list("intelGpus")
    },
    config: f.config,
    requirements: list("requirements"),
    ...f.container ? { container: f.container } : {},
    ...online ? { online } : {}
  };
}
function readText(path2, max = 64 * 1024) {
  let fd;
  try {
    if (fd = node_fs.openSync(path2, node_fs.constants.O_RDONLY | (node_fs.constants.O_NONBLOCK ?? 0)), !node_fs.fstatSync(fd).isFile()) return;
    let buf = Buffer.alloc(max), n = 0;
    for (let r = 1; r > 0 && n < max; n += r) r = node_fs.readSync(fd, buf, n, max - n, null);
    return buf.subarray(0, n).toString("utf8");
  } catch {
    return;
  } finally {
    fd !== void 0 && node_fs.closeSync(fd);
  }
}
function listDir(path2, max = 512) {
  try {
    let names = [], dir = node_fs.opendirSync(path2);
    try {
      for (let e = dir.readSync(); e && names.length < max; e = dir.readSync()) names.push(e.name);
    } finally {
      dir.closeSync();
    }
    return names.sort();
  } catch {
    return;
  }
}
function runnerOs(env = process.env) {
  let r = env.RUNNER_OS?.toLowerCase();
  return r === "linux" || r === "windows" ? r : r === "macos" ? "macos" : osFromNode(process.platform);
}
async function machineArch(env, platform, nodeMachine, run) {
  let from = (raw) => ({ ...archFromMachine(raw) ? { arch: archFromMachine(raw) } : {}, raw });
  if (env.RUNNER_ARCH) return from(env.RUNNER_ARCH);
  if (platform === "darwin" && archFromMachine(nodeMachine) === "x64") {
    let r = await run("/usr/sbin/sysctl", ["-n", "sysctl.proc_translated"], { timeoutMs: 5e3 });
    if (r.kind === "exited" && r.code === 0 && r.stdout.toString("utf8").trim() === "1")
      return { arch: "arm64", raw: `arm64 (node itself is ${nodeMachine} under Rosetta)` };
  }
  if (platform === "win32") {
    let native = env.PROCESSOR_ARCHITEW6432?.trim();
    if (native && archFromMachine(native)) return from(native);
    if (/^ARMv8|^ARM64/i.test(env.PROCESSOR_IDENTIFIER?.trim() ?? "") && archFromMachine(nodeMachine) !== "arm64")
      return { arch: "arm64", raw: `ARM64 (node itself is ${nodeMachine} under emulation)` };
  }
  return from(nodeMachine);
}
function macosFromDarwin(release2) {
  let m = /^(\d+)\.(\d+)/.exec(release2);
  if (!m) return;
  let d = Number(m[1]);
  return d < 20 ? d >= 4 ? `10.${d - 4}` : void 0 : `${d >= 25 ? d + 1 : d - 9}.${m[2]}`;
}
function nodeGlibc() {
  let g = process.report?.getReport()?.header?.glibcVersionRuntime;
  return g ? { glibc: g, libc: "glibc" } : { libc: ["/lib/ld-musl-x86_64.so.1", "/lib/ld-musl-aarch64.so.1"].some((p) => node_fs.existsSync(p)) ? "musl" : "unknown" };
}
function linuxVersion() {
  let text = readText("/etc/os-release"), id = /^ID="?([^"\n]+)"?$/m.exec(text ?? "")?.[1], ver = /^VERSION_ID="?([^"\n]+)"?$/m.exec(text ?? "")?.[1];
  return id && ver ? `${id} ${ver}` : void 0;
}

// src/probe/prestart.ts
var DEFAULT_PROBE_TIMEOUT_MS = 1e4, MAX_PROBE_TIMEOUT_MS = 6e5;
function probeTimeout(env) {
  let n = Number(env.TORCH_PREFLIGHT_PROBE_TIMEOUT_MS);
  return Number.isFinite(n) && n >= 100 && n <= MAX_PROBE_TIMEOUT_MS ? n : DEFAULT_PROBE_TIMEOUT_MS;
}

// src/probe/io.ts
function realProbeIo(env = process.env, run = runProgram) {
  return {
    run,
    readText: (path2) => readText(path2),
    listDir: (path2) => listDir(path2),
    exists: (path2) => node_fs.existsSync(path2),
    platform: process.platform,
    env,
    timeoutMs: probeTimeout(env),
    machineOs: () => runnerOs(env),
    machineArch: () => machineArch(env, process.platform, typeof os__namespace.machine == "function" ? os__namespace.machine() : process.arch, runProgram),
    nodeGlibc,
    macosVersion: () => process.platform === "darwin" ? macosFromDarwin(os__namespace.release()) : void 0,
    linuxVersion
  };
}

// src/pins/workflow-uses.ts
var PY_KEYS = /* @__PURE__ */ new Set(["python-version", "python", "python_version", "py"]), RUNNER_KEYS = /* @__PURE__ */ new Set(["runs-on", "os", "runner"]), unquote = (v) => v.trim().replace(/^(['"])(.*)\1$/, "$2");
function values(raw) {
  let v = raw.trim();
  if (!v || v.startsWith("${{") || v === "|" || v === ">") return [];
  let inner = /^\[(.*)\]$/.exec(v);
  return (inner ? inner[1].split(",") : [v]).map(unquote).filter((x) => x && !x.includes("${{"));
}
var minor = (v) => /^(3\.\d+)(\.\d+)?$/.exec(v)?.[1];
function workflowUses(text, file) {
  let pythons = [], runners = [], lines = text.split(/\r?\n/), inJobs = !1, jobIndent = -1, job, open, add = (kind, value, line) => {
    let u = (v) => ({ value: v, file, line, ...job ? { job } : {} });
    if (kind === "py") {
      let m = minor(value);
      m && pythons.push(u(m));
    } else runners.push(u(value));
  };
  return lines.forEach((raw, i) => {
    let line = raw.replace(/\s+#.*$/, "");
    if (!line.trim() || line.trim().startsWith("#")) return;
    let indent = line.length - line.trimStart().length;
    if (open) {
      let item = /^\s*-\s+(.*)$/.exec(line);
      if (item && indent >= open.indent) {
        for (let v of values(item[1])) add(open.kind, v, i + 1);
        return;
      }
      open = void 0;
    }
    if (indent === 0) {
      inJobs = /^jobs:\s*$/.test(line), jobIndent = -1, job = void 0;
      return;
    }
    let kv = /^\s*(?:-\s+)?([\w-]+):\s*(.*)$/.exec(line);
    if (!kv) return;
    let [, key, value] = kv;
    if (inJobs && (jobIndent < 0 || indent === jobIndent) && !line.trimStart().startsWith("-")) {
      jobIndent = indent, job = key;
      return;
    }
    let kind = PY_KEYS.has(key) ? "py" : RUNNER_KEYS.has(key) ? "runner" : void 0;
    if (kind)
      if (!value.trim()) open = { kind, indent };
      else for (let v of values(value)) add(kind, v, i + 1);
  }), { pythons, runners };
}
function pinVariants(set) {
  let out = [];
  for (let p of set.pins) {
    let fromUrl = /download\.pytorch\.org\/whl\/(?:nightly\/)?(cu\d+|cpu|rocm[\d.]+|xpu)\b/.exec(
      p.indexUrl ?? ""
    )?.[1], v = p.local ?? p.wheel?.local ?? fromUrl;
    v && /^(cu\d+|cpu|rocm[\d.]+|xpu)$/.test(v) && out.push({ value: v, file: p.location.file, line: p.location.line });
  }
  return out;
}

// src/workspace/repo-uses.ts
var MAX_WORKFLOWS = 200;
function workflowFiles(cwd) {
  let list = (dir) => {
    try {
      return node_fs.readdirSync(path.join(cwd, dir)).sort();
    } catch {
      return [];
    }
  }, workflows = list(".github/workflows").filter((n) => /\.ya?ml$/.test(n)).map((n) => `.github/workflows/${n}`), actions = list(".github/actions").flatMap(
    (d) => ["action.yml", "action.yaml"].map((n) => `.github/actions/${d}/${n}`)
  );
  return [...workflows, ...actions].slice(0, MAX_WORKFLOWS);
}
function readRepoUses(cwd, pins) {
  let use = { pythons: [], runners: [], variants: pins.flatMap(pinVariants) };
  for (let rel of workflowFiles(cwd)) {
    let text, real = shared.realPathInside(cwd, path.join(cwd, rel));
    if (real === void 0) continue;
    try {
      text = shared.readUserText(real, rel, "workflow");
    } catch {
      continue;
    }
    let w = workflowUses(text, rel);
    use.pythons.push(...w.pythons), use.runners.push(...w.runners);
  }
  return use;
}

// src/checks/git-history.ts
var FETCH_ALL = "https://github.com/actions/checkout#fetch-all-history-for-all-tags-and-branches";
function gitHistoryMissing(what, problem, hint) {
  return shared.finding({
    id: "git-history-missing",
    severity: "warning",
    message: shared.kindOf("git-history-missing").message(what, problem),
    hint,
    source: FETCH_ALL
  });
}
function scanFallback(why) {
  return shared.finding({
    id: "scan-fallback",
    severity: "notice",
    message: shared.kindOf("scan-fallback").message(why),
    hint: "Check out with fetch-depth: 0 so the merge base is there.",
    source: FETCH_ALL
  });
}

// src/io/git-repo.ts
var GIT_TIMEOUT_MS = 3e4, GIT_DATA_OPTIONS = [
  "--no-pager",
  "--literal-pathspecs",
  "-c",
  "core.fsmonitor=",
  "-c",
  "diff.mnemonicPrefix=false",
  "-c",
  "diff.noprefix=false",
  "-c",
  "diff.relative=false",
  "-c",
  "diff.interHunkContext=0"
];
function filterOverrides(configKeys) {
  let drivers = /* @__PURE__ */ new Set();
  for (let k of configKeys) {
    let m = /^filter\.(.+)\.(?:clean|smudge|process|required)$/i.exec(k);
    m && drivers.add(m[1]);
  }
  let out = [];
  for (let d of drivers) {
    if (d.includes("="))
      throw new shared.InputError(
        `git: the filter driver ${JSON.stringify(d.slice(0, 80))} in the git configuration cannot be switched off, so git is not run in this repository`
      );
    out.push(
      "-c",
      `filter.${d}.clean=`,
      "-c",
      `filter.${d}.smudge=`,
      "-c",
      `filter.${d}.process=`,
      "-c",
      `filter.${d}.required=false`
    );
  }
  return out;
}
function dubiousOwnership(stderr) {
  let m = /detected dubious ownership in repository at '(.*)'/.exec(stderr.split(/\r?\n/)[0] ?? "");
  return m ? m[1] : void 0;
}
function firstLine(stderr) {
  let line = (stderr.split(/\r?\n/).find((l) => l.trim()) ?? "").trim();
  return line.length > 200 ? `${line.slice(0, 200)}\u2026` : line || "no message";
}
function shownRef(ref) {
  return ref.length > 80 ? `${JSON.stringify(ref.slice(0, 80))}\u2026 (${ref.length} characters)` : JSON.stringify(ref);
}
async function runGit(args, cwd, cap) {
  let r = await runProgram("git", args, {
    timeoutMs: GIT_TIMEOUT_MS,
    cwd,
    ...cap ? { maxBytes: cap.maxBytes } : {}
  });
  if (r.kind === "too-large" && r.stream === "stdout" && cap)
    throw new shared.InputError(`${cap.file}: larger than ${bytesText(r.limit)}, the most ${cap.noun} may be`);
  if (r.kind !== "exited") throw new Error(`git ${r.reason}`);
  return { code: r.code, out: r.stdout, err: r.stderr.toString("utf8") };
}
async function openRepo(cwd) {
  let options = [...GIT_DATA_OPTIONS], where = ["rev-parse", "--show-toplevel", "--show-prefix"], r = await runGit([...options, ...where], cwd), dubious = r.code === 128 ? dubiousOwnership(r.err) : void 0;
  if (dubious !== void 0 && (options = [...options, "-c", `safe.directory=${dubious}`], r = await runGit([...options, ...where], cwd)), r.code !== 0) return { problem: `git cannot read this directory: ${firstLine(r.err)}` };
  let [top = "", prefix = ""] = r.out.toString("utf8").split(`
`), keys = await runGit([...options, "config", "-z", "--name-only", "--get-regexp", "^filter\\."], cwd);
  return keys.code !== 0 && keys.code !== 1 ? { problem: `git cannot read this repository's configuration: ${firstLine(keys.err)}` } : (options.push(...filterOverrides(keys.code === 0 ? keys.out.toString("utf8").split("\0").filter(Boolean) : [])), { cwd, top, prefix, git: (args, cap, at = cwd) => runGit([...options, ...args], at, cap) });
}

// src/workspace/merge-base.ts
var FETCH_DEPTH_HINT = "Check out with actions/checkout and `fetch-depth: 0` (or fetch the base branch) so the history is there.", GIT_HINT = "Check that git works in this checkout (the message above is git's own).", text = (r) => r.out.toString("utf8").trim(), isRefText = (ref) => /^[A-Za-z0-9._\/@^~{}-]+$/.test(ref) && !ref.startsWith("-");
async function mergeBase(repo, baseRef, noun) {
  let tried = [];
  for (let ref of baseRef.includes("/") ? [baseRef] : [baseRef, `origin/${baseRef}`]) {
    tried.push(ref);
    let known = await repo.git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
    if (known.code === 1) continue;
    if (known.code !== 0)
      return {
        problem: `git could not look up ${shownRef(ref)}: ${firstLine(known.err)}; the ${noun} at the base cannot be read`,
        hint: GIT_HINT
      };
    let mb = await repo.git(["merge-base", "HEAD", ref]);
    return mb.code === 0 && text(mb) ? text(mb) : {
      problem: text(await repo.git(["rev-parse", "--is-shallow-repository"])) === "true" ? `this clone is shallow, so the merge base of HEAD and ${shownRef(ref)} is not in it; the ${noun} at the base cannot be read` : `HEAD and ${shownRef(ref)} have no common history; the ${noun} at the base cannot be read`,
      hint: FETCH_DEPTH_HINT
    };
  }
  return {
    problem: `git does not know the base ref ${tried.map(shownRef).join(" or ")}, so the ${noun} at the base cannot be read`,
    hint: FETCH_DEPTH_HINT
  };
}
async function baseOf(baseRef, cwd, noun) {
  if (!isRefText(baseRef))
    return {
      problem: `${shownRef(baseRef)} is not a git ref`,
      hint: "Pass a branch, tag or commit, e.g. --base origin/main."
    };
  try {
    let repo = await openRepo(cwd);
    if ("problem" in repo)
      return { problem: `${repo.problem}; the ${noun} at the base cannot be read`, hint: GIT_HINT };
    let rev = await mergeBase(repo, baseRef, noun);
    return typeof rev == "string" ? { repo, rev } : rev;
  } catch (e) {
    return e instanceof shared.InputError ? { problem: `${e.message}; the ${noun} at the base cannot be read`, hint: GIT_HINT } : {
      problem: `${e instanceof Error ? e.message : String(e)}, so the ${noun} at the base cannot be read`,
      hint: "Install git on the runner, or run the check without --base."
    };
  }
}
async function sourceAtBase(baseRef, cwd, maxBytes, noun = "pins", fileNoun = "a pin file") {
  let base = await baseOf(baseRef, cwd, noun);
  if ("problem" in base) return base;
  let { repo, rev } = base, root = path.resolve(cwd), blobs = /* @__PURE__ */ new Map();
  return { rev, source: {
    async read(abs) {
      let rel = path.relative(root, abs).split(path.sep).join("/");
      if (rel.startsWith("..")) return;
      if (blobs.has(rel)) return blobs.get(rel);
      let r = await repo.git(["cat-file", "blob", `${rev}:./${rel}`], { file: rel, maxBytes, noun: fileNoun }), blob = r.code === 0 ? r.out : void 0;
      return blobs.set(rel, blob), blob;
    }
  } };
}
async function readPinsAtBase(files, baseRef, cwd) {
  let base = await sourceAtBase(baseRef, cwd, MAX_FILE_BYTES);
  if ("problem" in base) return base;
  let { rev, source } = base, root = path.resolve(cwd);
  try {
    let existing = [];
    for (let f of files) await source.read(path.resolve(root, f)) !== void 0 && existing.push(f);
    return await readPinsWith(existing, { cwd: root, source });
  } catch (e) {
    return e instanceof shared.InputError ? {
      problem: `at the merge base ${rev.slice(0, 12)}: ${e.message}`,
      hint: "The base version of the pin file could not be read; the notes compare against it."
    } : {
      problem: `git could not read the pin files at the merge base: ${e instanceof Error ? e.message : String(e)}`,
      hint: "Check that git works in this checkout, or run the check without --base."
    };
  }
}

// src/checks/pin-set/undecided.ts
function undecidedMarkers(undecided) {
  return undecided.map(
    ({ pin, reason }) => shared.finding({
      id: "marker-undecided",
      severity: /not a PEP 508 marker variable|not PEP 508 marker variables/.test(reason) ? "warning" : "notice",
      message: `The pin at ${pin.location.file}:${pin.location.line} was kept although its marker could not be decided: ${reason}`,
      hint: "Give python-version (or run after actions/setup-python) so markers can be evaluated.",
      source: "https://packaging.python.org/en/latest/specifications/dependency-specifiers/#environment-markers",
      location: pin.location
    })
  );
}
function unreadValues(unread = []) {
  return unread.map(
    (u) => shared.finding({
      id: "pin-unreadable",
      severity: "notice",
      message: `${u.what} is not read: ${u.why}; ${u.effect ?? "what depends on it (the Pythons the project admits) is not checked"}.`,
      hint: u.fix ?? `State ${u.what} as a plain string, or in pyproject.toml's [project] table.`,
      source: u.source ?? "https://packaging.python.org/en/latest/specifications/core-metadata/#requires-python",
      location: u.location
    })
  );
}
async function list(dir) {
  try {
    return (await promises.readdir(dir, { withFileTypes: !0 })).map((d) => ({ name: d.name, dir: d.isDirectory() }));
  } catch {
    return [];
  }
}
async function discoverPinFiles(dir) {
  let top = await list(dir), found = top.filter((e) => !e.dir && PIN_FORMATS.some((f) => f.discover.top.test(e.name))).map((e) => path.join(dir, e.name));
  for (let { discover } of PIN_FORMATS) {
    let folder = "folder" in discover ? discover.folder : void 0;
    if (!folder || !top.some((e) => e.dir && e.name === folder.name)) continue;
    let sub = await list(path.join(dir, folder.name));
    found.push(
      ...sub.filter((e) => !e.dir && folder.files.test(e.name)).map((e) => path.join(dir, folder.name, e.name))
    );
  }
  return found.sort();
}
var diskSource = {
  read(absPath) {
    try {
      return Promise.resolve(shared.readUserFile(absPath, absPath, "pin"));
    } catch (e) {
      return e instanceof shared.UnreadableFile && e.why === "missing" ? Promise.resolve(void 0) : Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  }
};
function readPins(files, options = {}) {
  return readPinsWith(files, { ...options, source: diskSource });
}

// src/conda/request.ts
var PYTORCH_CHANNELS = {
  pytorch: "pytorch",
  "conda-forge": "conda-forge",
  defaults: "defaults",
  main: "defaults",
  "pkgs/main": "defaults",
  anaconda: "defaults"
};
function channelFor(pin, channels, installer) {
  if (pin.channel) return PYTORCH_CHANNELS[pin.channel] ?? pin.channel;
  for (let c of channels ?? []) if (PYTORCH_CHANNELS[c]) return PYTORCH_CHANNELS[c];
  return installer === "conda" ? "defaults" : "conda-forge";
}
function buildOfPins(torch, pins) {
  let cuda = pins.find((p) => p.package === "pytorch-cuda");
  if (pins.some((p) => p.package === "cpuonly") || torch.build === "cpu" || /^cpu|\*cpu/.test(torch.build ?? ""))
    return { cpu: !0 };
  let fromBuild = torch.build ? readBuildString(torch.build.replace(/\*/g, "")) : {}, version = cuda ? cudaOfMetapackage(cuda.specifier) : fromBuild.cuda;
  return version ? { cuda: version } : {};
}
function condaBuildOfPins(torch, pins, channels, python, installer) {
  return {
    channel: channelFor(torch, channels, installer),
    ...buildOfPins(torch, pins),
    ...python ? { python } : {},
    installer
  };
}

// src/usecases/pins/pins.ts
function expandPinFiles(patterns, cwd, what) {
  let files = [];
  for (let p of patterns) {
    let before = files.length;
    for (let item of shared.walkPaths([p], cwd, what)) "file" in item && files.push(item.file);
    if (files.length === before) throw new shared.InputError(`${what}: ${JSON.stringify(p)} matches no file`);
  }
  return files;
}
async function loadPins(patterns, cwd, what = "requirements") {
  let files = patterns.length ? expandPinFiles(patterns, cwd, what) : await discoverPinFiles(cwd);
  if (files.length === 0) return;
  let set = await readPins(files, { cwd }), ci;
  return set.ciPythons = () => ci ??= readRepoUses(cwd, []).pythons, set;
}
function requestPins(pins) {
  let first = (name) => pins.find((p) => p.package === name), vision = first("torchvision"), audio = first("torchaudio");
  return { ...vision ? { vision } : {}, ...audio ? { audio } : {} };
}
function wheelIndex(w) {
  if (!w.local) return;
  if (isPlainVariant(w.local)) return indexUrlFor(w.local.toLowerCase());
  let dir = w.url && /^https?:\/\//i.test(w.url) ? w.url.slice(0, w.url.lastIndexOf("/")) : void 0;
  return dir && dir.length > 8 ? dir : void 0;
}
function inputFor(lead, pins, given) {
  let { vision, audio } = requestPins(pins), torch = isTorch(lead.package) ? lead : void 0, spec = torch?.wheel ? `==${torch.wheel.version}${torch.wheel.local ? `+${torch.wheel.local}` : ""}` : torch?.specifier, index = given.indexUrl ?? lead.indexUrl ?? (torch?.wheel ? wheelIndex(torch.wheel) : void 0);
  return {
    ...given,
    ...spec !== void 0 ? { torch: spec, torchLocation: lead.location } : {},
    ...index ? { indexUrl: index } : {},
    extraIndexUrls: [...given.extraIndexUrls ?? [], ...lead.extraIndexUrls ?? []],
    ...given.torchvision === void 0 && vision?.specifier ? { torchvision: vision.specifier } : {},
    ...given.torchaudio === void 0 && audio?.specifier ? { torchaudio: audio.specifier } : {}
  };
}
function requestFromPins(set, env, given, selected = []) {
  let app = applicablePins(set, env, selected), notes = [...undecidedMarkers(app.undecided), ...unreadValues(set.unread)], reads = new Set(set.projectReads ?? []), first = (p) => reads.has(installOf(p)) ? 0 : 1, torches = app.pins.filter((p) => isTorch(p.package)).sort((a, b) => first(a) - first(b)), pipTorch = torches.filter((p) => p.package === "torch"), torch = pipTorch[0] ?? torches[0], { vision, audio } = requestPins(app.pins);
  if (!torch) {
    let lead = vision ?? audio;
    return lead ? {
      input: inputFor(lead, app.pins, given),
      alternatives: [],
      notes,
      applicable: app,
      used: [lead, ...vision && audio ? [audio] : []]
    } : { input: given, alternatives: [], notes, used: [], applicable: app };
  }
  let undecided = new Set(app.undecided.map((u) => u.pin)), together = pipTorch.filter(
    (p) => p !== torch && installOf(p) === installOf(torch) && // An extra's or group's own pin beside the default's; two lines of one list stay two pins (conflictingPins).
    (p.alternative !== void 0 || torch.alternative !== void 0) && p.group !== torch.group && !undecided.has(p) && !undecided.has(torch) && !p.url && !p.wheel && !torch.url && !torch.wheel && p.specifier !== ""
  );
  if (together.length) {
    let all = [torch, ...together], lead = all.find((p) => specOf(p.specifier)?.exact) ?? all.find((p) => p.alternative) ?? torch, specifier = [...new Set(all.map((p) => p.specifier).filter(Boolean))].join(","), merged = { ...lead, specifier };
    return {
      input: inputFor(merged, app.pins, given),
      alternatives: [],
      notes,
      applicable: app,
      used: [...all, ...vision ? [vision] : [], ...audio ? [audio] : []]
    };
  }
  let key = (p) => `${p.specifier}|${p.indexUrl ?? ""}|${p.wheel?.local ?? ""}`, seen = /* @__PURE__ */ new Set([key(torch)]), others = (pipTorch.length ? pipTorch : torches).filter(
    (p) => p !== torch && (undecided.has(p) || undecided.has(torch)) && !seen.has(key(p)) && seen.add(key(p))
  );
  if (torch.origin === "conda" && torch.route) {
    let file = installOf(torch), py = set.envPythons?.[file] && env.python ? `${env.python.major}.${env.python.minor}` : void 0, conda = condaBuildOfPins(torch, app.pins, set.channels?.[file], py, torch.route), known = conda.channel === "pytorch" || conda.channel === "conda-forge";
    return {
      input: {
        ...inputFor(torch, app.pins, given),
        ...known ? { indexUrl: `https://conda.anaconda.org/${conda.channel}` } : {},
        conda
      },
      alternatives: [],
      notes,
      applicable: app,
      used: [torch, ...vision ? [vision] : [], ...audio ? [audio] : []]
    };
  }
  return {
    input: inputFor(torch, app.pins, given),
    alternatives: others.map((p) => inputFor(p, app.pins, given)),
    notes,
    applicable: app,
    // torchvision/torchaudio pins join the request only with its torch pin.
    used: [torch, ...vision ? [vision] : [], ...audio ? [audio] : []]
  };
}
function boundOfTarget(applicable, catalog) {
  if (!applicable.others?.length) return [];
  let torchInstalls = new Set(applicable.pins.filter((p) => bringsTorch(p.package)).map(installOf)), all = applicable.others, others = torchInstalls.size ? all.filter((p) => torchInstalls.has(installOf(p))) : all;
  return boundRequests(others, catalog);
}
var pinsJson = (set) => pinsToJson(set).pins;
async function upgradeAgainst(set, base, cwd, catalog) {
  let old = await readPinsAtBase(set.files, base, cwd);
  return "problem" in old ? {
    findings: [gitHistoryMissing("pins", old.problem, old.hint)],
    table: []
  } : upgradeNotes$1(old, set, catalog, readRepoUses(cwd, [set]));
}

async function discoverLockFiles(dir) {
  let names;
  try {
    names = (await promises.readdir(dir, { withFileTypes: !0 })).filter((d) => !d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
  return names.filter((n) => lockKindOf(n)).sort().map((n) => path.join(dir, n));
}
async function readLocks(files, cwd) {
  return readLocksWith(await lockParser(files.map((f) => lockKindOf(f))), files, cwd);
}
function readLocksWith(parse, files, cwd) {
  return files.map((f) => {
    let abs = path.resolve(cwd, f), display = path.relative(cwd, abs) || f;
    return parse(shared.readUserText(abs, display, "lock"), display.split(path.sep).join("/"), lockKindOf(abs));
  });
}

// src/cli/commands/check.ts
var CHECK_HELP = `Usage: torch-preflight check [flags]

Will \`pip install torch\u2026\` work on this machine (or the one described), and will that
torch run here? A value not given is probed from this machine; a value given is never probed.

Request:
${checkHelp("Request")}
  --base REF              compare the pins with this git ref: upgrade notes on changed pins
Runner:
${checkHelp("Runner")}
Output:
  --format text|json|markdown|sarif|github   (default text)
  --fail-on error|warning|never              exit 1 at or above this severity (default error)

Exit codes: 0 nothing at or above --fail-on, 1 findings at or above it, 2 unusable input.
`;
async function checkCommand(argv, io) {
  let { values } = shared.parseFlags("check", argv, {
    ...checkFlagSpec(),
    base: { type: "string" },
    format: { type: "string" },
    "fail-on": { type: "string" }
  });
  if (values.help)
    return io.stdout(CHECK_HELP), 0;
  let format = shared.parseFormat("check", shared.str(values.format)), failOn = shared.parseFailOn(shared.str(values["fail-on"])), fields = checkFields(
    (o) => o.many ? shared.list(values[o.flag]) : o.boolean ? values[o.flag] === !0 ? "true" : void 0 : shared.str(values[o.flag])
  ), result = await runCheck(
    {
      ...checkOptionsFrom(fields),
      base: shared.str(values.base),
      cwd: io.cwd,
      env: io.env,
      requirementsLabel: "check --requirements"
    },
    realProbeIo(io.env, io.run)
  );
  return await shared.printOutput({ kind: "check", report: result.report }, format, io), shared.reachesThreshold(result.report.findings, failOn) ? 1 : 0;
}

var checkI443535F = /*#__PURE__*/Object.freeze({
  __proto__: null,
  checkCommand: checkCommand
});

async function splitLockFiles(patterns, cwd) {
  return patterns.length ? { locks: patterns.filter((p) => lockKindOf(p)), pins: patterns.filter((p) => !lockKindOf(p)) } : { locks: await discoverLockFiles(cwd), pins: [] };
}
var loadLocks = (files, cwd) => readLocks(files, cwd);
function answeredByLock(f) {
  let decides = shared.kindOf(f.id).lockDecides;
  return decides === "errors" ? f.severity === "error" : decides;
}
function lockDecides(e, noWheel) {
  let findings = e.findings.filter((f) => !answeredByLock(f));
  if (!noWheel) return { ...e, findings };
  let { version: _v, variant: _va, index: _i, torchvision: _tv, torchaudio: _ta, ...rest } = e.resolution;
  return { ...e, resolution: rest, findings };
}
var PYPI = /^https?:\/\/pypi\.org\/simple\/?$/;
function condaInput(d, given, lock, subdir) {
  let conda = d.conda, channel = conda.channel ?? "unknown", fromBuild = readBuildString(conda.build), env = d.platforms?.find((p) => p.endsWith(`/${subdir}`))?.split("/")[0], python = fromBuild.python ?? (env ? lock.pythons?.[`${env}/${subdir}`]?.split(".").slice(0, 2).join(".") : void 0), { extraIndexUrls: _extra, ...rest } = given;
  return {
    ...rest,
    torch: `==${d.version}`,
    torchLocation: d.location,
    indexUrl: `https://conda.anaconda.org/${channel}`,
    conda: {
      channel,
      version: d.version,
      ...fromBuild,
      ...python ? { python } : {},
      build: conda.build,
      subdir,
      installer: "pixi"
    }
  };
}
function locatedInput(d, given, explicitIndex, lock, subdir) {
  if (d.conda) return condaInput(d, given, lock, subdir);
  let index = d.index ? PYPI.test(d.index) ? "pypi" : d.index : "pypi", { extraIndexUrls: _extra, ...rest } = given;
  return { ...rest, torch: `==${d.version}`, torchLocation: d.location, indexUrl: explicitIndex ?? index };
}
function requestFromLocks(locks, env, given, explicitIndex, sel = {}) {
  let answers = locks.map((l) => checkLock(l, env, sel)), findings = answers.flatMap((a) => a.findings), decided = answers.some((a) => a.installs !== void 0), chosen = (answers.find((a) => a.torch && a.installs !== !1) ?? answers.find((a) => a.torch))?.torch, noWheel = decided && !answers.some((a) => a.installs === !0);
  if (!chosen) return { answers, input: given, alternatives: [], decided, noWheel, findings };
  let subdir = runnerSubdir(env), lockOf = (d) => answers.find((a) => a.torch === d || a.alternatives?.includes(d))?.lock ?? locks[0], others = answers.flatMap((a) => [
    ...a.torch && a.torch !== chosen && a.installs !== !1 ? [a.torch] : [],
    ...a.alternatives ?? []
  ]).filter((d) => d !== chosen);
  return {
    answers,
    input: locatedInput(chosen, given, explicitIndex, lockOf(chosen), subdir),
    alternatives: others.map((d) => locatedInput(d, given, explicitIndex, lockOf(d), subdir)),
    decided,
    noWheel,
    findings
  };
}
function locksToJson(locks) {
  return locks.flatMap(
    (l) => l.dists.map((d) => ({
      package: d.name,
      version: d.version,
      lock: l.kind,
      ...d.index ? { index: d.index } : {},
      ...d.marker ? { marker: d.marker } : d.platforms ? { marker: `pixi ${d.platforms.join(", ")}` } : {},
      location: { file: d.location.file, line: d.location.line }
    }))
  );
}
function asPinSet(locks) {
  return {
    pins: locks.flatMap(
      (l) => l.dists.map((d) => ({
        package: d.name,
        specifier: `==${d.version}`,
        ...d.marker ? { marker: d.marker } : d.platforms ? { marker: d.platforms.join(" ") } : {},
        ...d.index ? { indexUrl: d.index } : {},
        origin: lockFormat(l.kind).pinOrigin,
        location: d.location
      }))
    ),
    indexes: [],
    files: locks.map((l) => l.file)
  };
}
async function lockUpgradeAgainst(locks, base, cwd, catalog) {
  let at = await sourceAtBase(base, cwd, shared.FILE_CAPS.lock, "lock files", "a lock file");
  if ("problem" in at)
    return {
      findings: [gitHistoryMissing("locks", at.problem, at.hint)],
      table: []
    };
  let before = [];
  try {
    for (let l of locks) {
      let blob = await at.source.read(path.resolve(cwd, l.file));
      blob !== void 0 && before.push(await parseLock(shared.decodeUserText(blob, l.file), l.file, l.kind));
    }
  } catch (e) {
    let why = e instanceof Error ? e.message : String(e);
    return {
      findings: [
        gitHistoryMissing(
          "locks",
          `at the merge base ${at.rev.slice(0, 12)}: ${why}`,
          "The base version of the lock could not be read; the notes compare against it."
        )
      ],
      table: []
    };
  }
  let head = asPinSet(locks);
  return upgradeNotes$1(asPinSet(before), head, catalog, readRepoUses(cwd, [head]));
}

var pinsWM353AVR = /*#__PURE__*/Object.freeze({
  __proto__: null,
  boundOfTarget: boundOfTarget,
  loadPins: loadPins,
  pinsJson: pinsJson,
  requestFromPins: requestFromPins,
  upgradeAgainst: upgradeAgainst
});

var locksXXSKD7MA = /*#__PURE__*/Object.freeze({
  __proto__: null,
  loadLocks: loadLocks,
  lockDecides: lockDecides,
  lockUpgradeAgainst: lockUpgradeAgainst,
  locksToJson: locksToJson,
  requestFromLocks: requestFromLocks,
  splitLockFiles: splitLockFiles
});

exports.CHECK_OPTIONS = CHECK_OPTIONS;
exports.LOCKED_NAMES = LOCKED_NAMES;
exports.LOCK_INSTALLS = LOCK_INSTALLS;
exports.NO_SELECTION = NO_SELECTION;
exports.PLATFORMS = PLATFORMS;
exports.VARIANT_PATTERN = VARIANT_PATTERN;
exports.admittedReleases = admittedReleases;
exports.at = at$1;
exports.baseOf = baseOf;
exports.boundOfTarget = boundOfTarget;
exports.boundPackage = boundPackage;
exports.boundPinsJson = boundPinsJson;
exports.bringsTorch = bringsTorch;
exports.bytesText = bytesText;
exports.channelName = channelName;
exports.channelOfUrl = channelOfUrl;
exports.checkFields = checkFields;
exports.checkI443535F = checkI443535F;
exports.checkLock = checkLock;
exports.checkOptionsFrom = checkOptionsFrom;
exports.concernsTorch = concernsTorch;
exports.condaCudaVariant = condaCudaVariant;
exports.condaPackage = condaPackage;
exports.condaToPep440 = condaToPep440;
exports.containerFacts = containerFacts;
exports.cpythonOfTag = cpythonOfTag;
exports.cudaVariant = cudaVariant;
exports.describeContainer = describeContainer;
exports.discoverLockFiles = discoverLockFiles;
exports.emptyResult = emptyResult;
exports.envPythonOf = envPythonOf;
exports.environmentPlatforms = environmentPlatforms;
exports.evaluate = evaluate;
exports.firstLine = firstLine;
exports.indexUrlFor = indexUrlFor;
exports.installTargets = installTargets;
exports.installsFrom = installsFrom;
exports.isRefText = isRefText;
exports.isTorch = isTorch;
exports.isVariantName = isVariantName;
exports.loadLocks = loadLocks;
exports.loadPins = loadPins;
exports.lockKindOf = lockKindOf;
exports.lockParser = lockParser;
exports.locksToJson = locksToJson;
exports.locksXXSKD7MA = locksXXSKD7MA;
exports.newestPythonMinor = newestPythonMinor;
exports.normalize = normalize;
exports.normalizeName = normalizeName;
exports.noteScan = noteScan;
exports.otherPinFrom = otherPinFrom;
exports.parseIndexUrl = parseIndexUrl;
exports.parseRequirementsText = parseRequirementsText;
exports.parseWheelFile = parseWheelFile;
exports.pinsOfTarget = pinsOfTarget;
exports.pinsToJson = pinsToJson;
exports.pinsWM353AVR = pinsWM353AVR;
exports.pipOption = pipOption;
exports.pipPinsOf = pipPinsOf;
exports.pixiPlatform = pixiPlatform;
exports.pixiPython = pixiPython;
exports.platformKey = platformKey;
exports.platformOfTag = platformOfTag;
exports.projectPageUrl = projectPageUrl;
exports.readLocks = readLocks;
exports.readLocksWith = readLocksWith;
exports.readPinsAtBase = readPinsAtBase;
exports.realProbeIo = realProbeIo;
exports.record = record;
exports.requestFromPins = requestFromPins;
exports.requirementName = requirementName;
exports.rocmVariant = rocmVariant;
exports.runCheck = runCheck;
exports.scanFallback = scanFallback;
exports.selectedForMarkers = selectedForMarkers;
exports.shortList = shortList;
exports.shownRef = shownRef;
exports.sourceAtBase = sourceAtBase;
exports.splitLockFiles = splitLockFiles;
exports.splitOption = splitOption;
exports.str = str;
exports.tagFloor = tagFloor;
exports.torchOnlyElsewhere = torchOnlyElsewhere;
exports.upgradeStory = upgradeStory;
exports.variantOfLabel = variantOfLabel;
