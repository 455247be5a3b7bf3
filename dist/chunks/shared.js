'use strict';

var node_fs = require('node:fs');
var path = require('node:path');
var node_util = require('node:util');

// src/io/flush.ts
function whenFlushed(streams, then) {
  let [first, ...rest] = streams;
  if (!first) return then();
  let next = () => whenFlushed(rest, then);
  first.writableLength === 0 || first.destroyed ? next() : first.write("", next);
}
function exitWhenFlushed(code) {
  whenFlushed([process.stdout, process.stderr], () => code === void 0 ? process.exit() : process.exit(code));
}

// src/core/version.ts
var VERSION = "0.1.0";

// src/core/errors.ts
var InputError = class extends Error {
  name = "InputError";
  constructor(message) {
    super(message);
  }
}, ChangedSinceUnavailable = class extends InputError {
};
function oneLine(err) {
  return (err instanceof Error ? err.message : String(err)).replace(/\s*[\r\n]+\s*/g, " ").trim() || "unknown error";
}

// src/text/secrets.ts
var known = /* @__PURE__ */ new Set(), MIN_SECRET = 4, MAX_SECRETS = 256;
function noteSecret(value) {
  if (!(!value || value.length < MIN_SECRET || known.has(value))) {
    if (known.size >= MAX_SECRETS)
      throw new InputError(
        `the inputs hold more than ${MAX_SECRETS} distinct credentials or secret values (URL userinfo, secret variables); refused`
      );
    known.add(value);
  }
}
function knownSecrets() {
  return [...known];
}
var SECRET_NAME = /TOKEN|SECRET|PASS(WORD)?|PWD|API_?KEY|ACCESS_?KEY|AUTH|CRED|PAT$/i, SECRET_QUERY = /([?&](?:[a-z_]*token|access_token|auth|key|api_key|apikey|secret|password|passwd|pwd|sig|signature|x-amz-signature|x-amz-credential|credential)=)([^&#\s"'<>`]+)/gi, SCHEME_CHAR = /[a-z0-9+.-]/i, USERINFO_STOP = /[\s/@"'<>`]/;
function* userinfoSpans(text) {
  for (let at = text.indexOf("://"); at >= 0; at = text.indexOf("://", at + 3)) {
    let s = at;
    for (; s > 0 && at - s < 32 && SCHEME_CHAR.test(text[s - 1]); ) s--;
    for (; s < at && !/[a-z]/i.test(text[s]); ) s++;
    if (s === at) continue;
    let e = at + 3;
    for (; e < text.length && !USERINFO_STOP.test(text[e]); ) e++;
    text[e] !== "@" || e === at + 3 || (yield [at + 3, e], at = e - 3);
  }
}
function noteUrlSecrets(text) {
  for (let [a, b] of userinfoSpans(text)) {
    let info = text.slice(a, b);
    noteSecret(info);
    let colon = info.indexOf(":");
    colon >= 0 && noteSecret(info.slice(colon + 1));
  }
  for (let m of text.matchAll(SECRET_QUERY)) noteSecret(m[2]);
}
function stripUserinfo(text) {
  let out = "", from = 0;
  for (let [a, b] of userinfoSpans(text))
    out += text.slice(from, a) + "****", from = b;
  return from === 0 ? text : out + text.slice(from);
}
function redact(text) {
  let out = text.includes("@") && text.includes("://") ? stripUserinfo(text) : text;
  if (out.includes("=") && (out.includes("?") || out.includes("&")) && (out = out.replace(SECRET_QUERY, "$1****")), known.size)
    for (let s of [...known].sort((a, b) => b.length - a.length))
      out.includes(s) && (out = out.split(s).join("****"));
  return out;
}

// src/report/escape.ts
var HTML = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => HTML[c] ?? c);
}
function mdText(text) {
  return escapeHtml(text).replace(/\r?\n|\r/g, " ").replace(/[\\`*_[\]()!~#|{}]/g, (c) => `\\${c}`);
}
function cell(text) {
  return mdText(text);
}
var hex = (c, width) => c.codePointAt(0).toString(16).padStart(width, "0"), FIELD_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g, OUTPUT_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, visible = (c) => c.charCodeAt(0) < 256 ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`;
function plain(text) {
  return text.replace(FIELD_CONTROLS, (c) => c === `
` ? "\\n" : c === "\r" ? "\\r" : c === "	" ? " " : visible(c));
}
var ZWSP = "\u200B";
function neutralizeCommands(text) {
  let out = text.includes("::") ? text.replace(/^([ \t]*)::/gm, `$1${ZWSP}::`) : text;
  return out.includes("##[") && (out = out.replace(/##\[/g, `#${ZWSP}#[`)), out;
}
function showControls(text) {
  return text.replace(OUTPUT_CONTROLS, visible);
}
function safeOutput(text) {
  return neutralizeCommands(showControls(redact(text)));
}

var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf, __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require < "u" ? require : typeof Proxy < "u" ? new Proxy(x, {
  get: (a, b) => (typeof require < "u" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require < "u") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from == "object" || typeof from == "function")
    for (let key of __getOwnPropNames(from))
      !__hasOwnProp.call(to, key) && key !== except && __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: !0 }) : target,
  mod
));

// src/core/findings/python-unsupported.ts
var pythonUnsupported = {
  id: "python-unsupported",
  severities: ["error", "warning", "notice"],
  title: "No torch wheel for this Python version",
  why: 'torch publishes binary wheels for a fixed range of CPython versions per release (2.5 dropped 3.8, 2.9 dropped 3.9). Outside it pip answers "No matching distribution found for torch", or quietly installs an older torch.',
  fix: "Use a Python inside the release's range, or the newest torch that still supports your Python.",
  blame: ["python", "torch"],
  lockDecides: !0,
  scanRank: null
};

// src/core/findings/python-preview.ts
var pythonPreview = {
  id: "python-preview",
  severities: ["warning"],
  title: "Python supported only as experimental or preview",
  why: "Wheels exist (new Python versions, free-threaded 3.13t/3.14t builds), but the release does not promise that everything works; companion packages and torch.compile often lag.",
  fix: "Keep a regular Python for the legs that must pass; run the preview as allowed-to-fail.",
  blame: ["python", "torch"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/python-implementation.ts
var pythonImplementation = {
  id: "python-implementation",
  severities: ["error", "warning"],
  title: "Not CPython",
  why: "torch ships CPython wheels only and has no source distribution on PyPI, so PyPy or GraalPy cannot install it.",
  fix: "Use CPython (actions/setup-python with a plain version such as 3.12).",
  blame: ["python"],
  lockDecides: !0,
  scanRank: null
};

// src/core/findings/python-32bit.ts
var python32bit = {
  id: "python-32bit",
  severities: ["error", "warning"],
  title: "32-bit Python",
  why: "torch has 64-bit wheels only.",
  fix: "Use a 64-bit interpreter (setup-python architecture: x64 or arm64).",
  blame: ["python"],
  lockDecides: !0,
  scanRank: null
};

// src/core/findings/platform-unsupported.ts
var platformUnsupported = {
  id: "platform-unsupported",
  severities: ["error", "warning"],
  title: "No torch wheel for this OS and CPU",
  why: "Each release builds for a set of platforms: Intel Macs lost wheels after 2.2, Windows on Arm has CPU builds only on download.pytorch.org, musl (Alpine) has none. An x86_64 Python on an arm64 machine looks for x86_64 wheels. pixi, likewise, installs an environment only on the platforms its manifest lists.",
  fix: "Use a supported runner or a native interpreter, or pin the last torch that had wheels for this platform (for pixi, add the platform to the manifest's platforms).",
  blame: ["container", "runner", "torch"],
  lockDecides: !0,
  scanRank: null
};

// src/core/findings/macos-too-old.ts
var macosTooOld = {
  id: "macos-too-old",
  severities: ["error", "warning"],
  title: "macOS older than the wheels' floor",
  why: "macOS wheels carry a minimum OS version in their tag (macosx_11_0_arm64); pip skips wheels for a newer macOS.",
  fix: "Use a newer macOS runner.",
  blame: ["runner", "torch"],
  lockDecides: !0,
  scanRank: null
};

// src/core/findings/mps-unavailable.ts
var mpsUnavailable = {
  id: "mps-unavailable",
  severities: ["warning"],
  title: "MPS (Metal) backend unavailable",
  why: "torch installs, but the Metal backend needs a newer macOS (14+ from torch 2.9), or the interpreter runs under Rosetta; torch.backends.mps.is_available() returns False and work runs on the CPU.",
  fix: "Use macos-15 (or newer) with a native arm64 Python.",
  blame: ["runner", "torch"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/glibc-too-old.ts
var glibcTooOld = {
  id: "glibc-too-old",
  severities: ["error", "warning"],
  title: "glibc older than the wheels need",
  why: 'Linux wheels are manylinux wheels with a glibc floor: 2.17 (manylinux2014) up to 2.6, 2.28 (manylinux_2_28) for every Linux build from 2.7. On an older glibc pip finds no wheel, or the import fails with "GLIBC_2.28 not found".',
  fix: "Use a newer image (Ubuntu 20.04+, RHEL 8+), or pin the last torch whose wheels support your glibc.",
  blame: ["container", "runner", "torch"],
  lockDecides: !0,
  scanRank: null
};

// src/core/findings/backend-unavailable.ts
var backendUnavailable = {
  id: "backend-unavailable",
  severities: ["error", "warning"],
  title: "This torch has no build for the index's CUDA/ROCm/XPU variant",
  why: 'download.pytorch.org/whl/<variant> serves only the releases built for that variant (cu118 ends with 2.7, cu128 with 2.11); pip answers "No matching distribution found".',
  fix: "Use an index URL of a variant the release ships, or the newest torch built for your variant.",
  blame: ["index", "torch", "runner"],
  lockDecides: !0,
  scanRank: null
};

// src/core/findings/backend-experimental.ts
var backendExperimental = {
  id: "backend-experimental",
  severities: ["warning", "notice"],
  title: "Experimental or legacy build",
  why: "Each release marks some CUDA builds experimental (newest toolkit) or legacy (kept for old GPUs); they install, but get less validation and are the first to be dropped. It is said only where the runner has the GPU the build is for (without one it runs on the CPU), and PyPI's own build of a release, which every plain pip install gets (cu121 for 2.1 to 2.3 on Linux), is only a notice.",
  fix: "Prefer a stable variant unless you need this one (the best index names the one that runs here).",
  blame: ["index", "torch", "runner"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/index-url-unknown.ts
var indexUrlUnknown = {
  id: "index-url-unknown",
  severities: ["warning", "notice"],
  title: "Index URL the catalog cannot read",
  why: "A private index or mirror may serve anything; the checks assume it mirrors PyPI (or download.pytorch.org, when its path names a variant).",
  fix: "Use https://download.pytorch.org/whl/<variant>, or pass the variant (e.g. cu128) so it can be checked.",
  blame: ["index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/variant-mismatch.ts
var variantMismatch = {
  id: "variant-mismatch",
  severities: ["error", "warning"],
  title: "Build variant does not match",
  why: 'A +cuXYZ pin that the index does not serve, torch and torchvision from different CUDA builds, or a CPU build on a machine with an NVIDIA GPU ("Torch not compiled with CUDA enabled").',
  fix: "Take torch, torchvision and torchaudio from one index URL of the variant you need.",
  blame: ["index", "torch"],
  // A CPU build on a runner with a GPU is about running, not installing (a warning): no lock answers it.
  lockDecides: "errors",
  scanRank: null
};

// src/core/findings/source-build.ts
var sourceBuild = {
  id: "source-build",
  severities: ["warning"],
  title: "torch built from source",
  why: "The pin names a git checkout, an sdist or a local tree instead of a released wheel: pip builds torch, which takes hours, and the catalog's facts about released wheels (Pythons, platforms, GPU kernels, companions) do not apply to what it builds.",
  fix: "Pin a released torch (torch==X.Y.Z, with the index of the build you need), unless building from source is the point of the job.",
  blame: ["torch"],
  lockDecides: !1,
  scanRank: null,
  message: (pkg, url) => `${pkg} comes from ${url}, a source tree, not a released wheel: pip builds it.`
};

// src/core/findings/driver-too-old.ts
var driverTooOld = {
  id: "driver-too-old",
  severities: ["error", "warning", "notice"],
  title: "NVIDIA driver too old for the wheel's CUDA",
  why: `CUDA wheels bundle the CUDA runtime, which needs a minimum driver: below the CUDA major's floor (525 for 12.x, 580 for 13.x) torch.cuda fails with "The NVIDIA driver on your system is too old"; below the toolkit's own driver it runs in compatibility mode without PTX JIT. A driver older than the first branch that drives the GPU at all (R570 for Blackwell) is a notice: no runner has that pair, so one of the values describes another machine.`,
  fix: "Update the driver, or use the best index (the index-url output): the build, inside your torch range, whose CUDA this driver runs, often with an older torch; the CPU index only when no such build exists, and then the GPU goes unused.",
  blame: ["index", "runner"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/gpu-unsupported.ts
var gpuUnsupported = {
  id: "gpu-unsupported",
  severities: ["error", "warning", "notice"],
  title: "No kernels for this GPU in the build",
  why: 'Each CUDA build compiles kernels for a list of GPU architectures: cu128 dropped Maxwell/Pascal in 2.8, CUDA 13 builds start at sm_75, and builds before cu128 have no Blackwell. On a GPU outside the list every op fails with "no kernel image is available for execution on the device". ROCm builds are compiled for a list of AMD gfx targets and need an exact match (ROCm 7.14 has no gfx900/gfx906); XPU builds are validated on some Intel GPU families, and another Intel GPU is only warned about.',
  fix: "Use the build whose list has your GPU (the recommended index-url output names it: a CUDA, ROCm or XPU index, or the CPU one).",
  blame: ["index", "runner"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/cuda-without-gpu.ts
var cudaWithoutGpu = {
  id: "cuda-without-gpu",
  severities: ["notice"],
  title: "CUDA build on a runner without a GPU",
  why: "PyPI's Linux torch is a CUDA build that pulls several GB of NVIDIA libraries; on a CPU-only runner they are downloaded and never used.",
  fix: "Install from https://download.pytorch.org/whl/cpu on CPU-only CI.",
  blame: ["index", "runner"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/companion-mismatch.ts
var companionMismatch = {
  id: "companion-mismatch",
  severities: ["error", "warning"],
  title: "torchvision/torchaudio do not match torch",
  why: 'Each torchvision and torchaudio release is built against one torch release; mixing them fails at import with "operator torchvision::nms does not exist" or makes pip backtrack to another torch.',
  fix: "Pin the companion versions built for your torch (torch-preflight catalog lists them).",
  blame: ["torch"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/companion-no-wheel.ts
var companionNoWheel = {
  id: "companion-no-wheel",
  severities: ["error", "warning"],
  title: "No torchvision/torchaudio wheel for this Python, platform or build",
  why: 'torchvision and torchaudio are built separately from torch and do not always follow it: torchvision 0.20 has no Python 3.13 wheel although torch 2.5 has one, torchaudio 2.6 has no free-threaded 3.13t wheel, torchaudio 2.11.0 has no CUDA 13.2 build. Neither publishes a source distribution, so pip answers "No matching distribution found", backtracks to another torch, or (with an unpinned torchvision) falls back to the pure-Python torchvision 0.2.2.post3 from 2019.',
  fix: "Move torch and the companion together to the first release that has the wheel, use a Python the companion has wheels for, or take the companion from an index that has its build.",
  blame: ["python", "runner", "torch"],
  // A lock names torch's wheels, not always the companion's: the catalog's gap stands beside it.
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/bound-mismatch.ts
var boundMismatch = {
  id: "bound-mismatch",
  severities: ["error", "warning"],
  title: "A package bound to torch does not go with the torch installed",
  why: 'xformers, torchtext, torchdata, flash-attn, the PyG extensions and others are built against one torch release, and most declare it as an exact requirement (torchtext 0.16.0 requires torch==2.1.0). A pin whose torch requirement excludes the torch of the request makes pip stop with ResolutionImpossible ("The conflict is caused by: \u2026 depends on torch==2.1.0"); one whose metadata admits the torch but whose compiled code was built for another fails at import with "undefined symbol".',
  fix: "Pin the release of the package that goes with your torch, or the torch that goes with the pinned package (torch-preflight catalog lists both).",
  blame: ["torch"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/bound-no-release.ts
var boundNoRelease = {
  id: "bound-no-release",
  severities: ["error", "warning"],
  title: "No release of a package bound to torch matches its pin",
  why: 'The pin of a package bound to torch (xformers, torchtext, \u2026) matches no release the catalog lists: a typo, or a version never published. pip stops with "No matching distribution found". A version newer than the newest the catalog lists, or older than the oldest, only warns: the catalog may not know it.',
  fix: "Pin a released version (torch-preflight catalog lists them), or describe the release in a config file.",
  blame: ["torch"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/bound-backtrack.ts
var boundBacktrack = {
  id: "bound-backtrack",
  severities: ["warning", "notice"],
  title: "A package bound to torch pulls torch down",
  why: "pip installs what every requirement admits: beside a package built for one torch release (xformers requires torch==X for each release), a torch range resolves to the newest torch some release of that package requires, older than the range's newest. An unpinned or ranged package does this silently (a warning); an exact pin asks for it (a notice).",
  fix: "Pin the torch you get (or a release of the package built for the torch you want).",
  blame: ["torch"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/bound-source-build.ts
var boundSourceBuild = {
  id: "bound-source-build",
  severities: ["warning"],
  title: "A package bound to torch has no wheel here and builds from source",
  why: "The release pip picks has no wheel for this Python, platform or build (flash-attn on Windows, xformers on macOS): pip builds the sdist, which needs what the package names (a CUDA toolkit with nvcc, torch importable while it builds, pip --no-build-isolation) and takes minutes to hours, or fails without them.",
  fix: "Use a runner, Python or build its wheels cover, or provide what the build needs.",
  blame: ["python", "runner", "cuda", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/bound-unjudged.ts
var boundUnjudged = {
  id: "bound-unjudged",
  severities: ["notice"],
  title: "A package that requires torch is not judged",
  why: "The project pins a package known to require torch whose releases the catalog does not describe, so whether its torch requirement admits the torch installed is not checked; a pass does not cover it.",
  fix: "Describe the package in a config file (bound:, as rules/bound/ does), or run with --online to read its torch requirement from the index.",
  blame: ["torch"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/resolution-fallback.ts
var resolutionFallback = {
  id: "resolution-fallback",
  severities: ["warning"],
  title: "pip would silently install an older torch",
  why: "With a range such as torch>=2.5, pip takes the newest release that has a wheel here; if the newest matching release has none (a dropped Python, a newer glibc floor), an older one is installed without a word.",
  fix: "Pin the release you actually get, or change the runner so the newest installs.",
  blame: ["torch", "python"],
  lockDecides: !0,
  scanRank: null
};

// src/core/findings/no-release.ts
var noRelease = {
  id: "no-release",
  severities: ["error", "warning"],
  title: "No torch release matches",
  why: "The version or specifier matches no torch release (a typo, a version never published), or asks for one past the newest that the release cadence cannot have produced by today (3.0 a month after 2.15): pip finds no matching distribution.",
  fix: "Use a released version; torch-preflight catalog lists them.",
  blame: ["torch", "python", "runner"],
  lockDecides: !0,
  scanRank: null
};

// src/core/findings/catalog-stale.ts
var catalogStale = {
  id: "catalog-stale",
  severities: ["warning", "notice"],
  title: "The catalog is old",
  why: "The catalog knows its age (`asOf` in rules/catalog.yaml). When it is more than 45 days old and the request has no upper bound, pip may install a release the catalog has never seen.",
  fix: "Update torch-preflight (each release ships a refreshed catalog), pin an upper bound such as torch<2.16, or describe the release in a config file.",
  blame: ["torch"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/release-newer.ts
var releaseNewer = {
  id: "release-newer",
  severities: ["warning"],
  title: "Newer than the catalog",
  why: "The request asks for a torch the catalog does not know that may be out by today: a patch of the newest release, or a minor or major the release cadence can have produced since (one more for each three quarters of the shortest gap between two minor releases the catalog knows, and none before the catalog was checked). Nothing about it can be checked, so this warns rather than passing. A version further ahead cannot be out yet and is a no-release error.",
  fix: "Update torch-preflight (each release ships a refreshed catalog), or describe the release in a config file.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/release-unconfirmed.ts
var releaseUnconfirmed = {
  id: "release-unconfirmed",
  severities: ["notice"],
  title: "pip would install a release the catalog has not confirmed",
  why: "The release is known from its calendar and build matrix, not from a list of its wheels, so what it ships may differ; a check that rests on such a fact warns instead of failing. The newest confirmed release that matches is judged as well, and what fails on both fails.",
  fix: "Pin the newest confirmed release to rest on confirmed facts, or confirm the facts in a config file.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/release-out-of-scope.ts
var releaseOutOfScope = {
  id: "release-out-of-scope",
  severities: ["warning"],
  title: "Older than the catalog covers",
  why: "The catalog starts at torch 2.0; a request for torch 1.x installs, but its Python, platform, GPU, driver and companion support are not checked.",
  fix: "Check torch 1.x by hand, or describe the release in a config file.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/nightly-index.ts
var nightlyIndex = {
  id: "nightly-index",
  severities: ["warning"],
  title: "Nightly builds",
  why: "Nightly builds change daily and are not in the catalog; the checks use the newest release as a stand-in, so they may differ from what installs.",
  fix: "Pin a release for CI that must pass.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/nightly-index-mixed.ts
var nightlyIndexMixed = {
  id: "nightly-index-mixed",
  severities: ["warning"],
  title: "A nightly index mixed with stable ones",
  why: "Nightlies are dev releases (X.Y.0.devYYYYMMDD). pip installs the highest version over all its indexes, and in PEP 440 a final release sorts above the dev releases before it, so once X.Y.0 is out on a stable index pip takes that build instead of the nightly; without --pre it never considers the nightly at all.",
  fix: "Install nightlies from the nightly index alone, with pre-releases allowed (pip: --index-url NIGHTLY --pre).",
  blame: ["index", "torch"],
  lockDecides: !1,
  scanRank: null,
  message: (subject, indexes) => `${subject} mixes a nightly index with stable ones (${indexes}): once X.Y.0 is out on a stable index, pip installs it instead of the nightly.`
};

// src/core/findings/probe-failed.ts
var probeFailed = {
  id: "probe-failed",
  severities: ["warning", "notice"],
  title: "A probe failed",
  why: "A fact the checks need could not be read from this machine (the glibc version, the macOS version, nvidia-smi, the Python interpreter), so the checks that depend on it are said rather than guessed.",
  fix: "Give the value (--python, --glibc, --os-version, --driver, --gpu), or fix what the probe reports.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/api-removed.ts
var apiRemoved = {
  id: "api-removed",
  severities: ["error", "warning"],
  title: "API removed in the target torch",
  why: "The code calls an API that no longer exists in some torch of the target range; it fails at run time.",
  fix: "Use the replacement the finding names.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: 0
};

// src/core/findings/api-deprecated.ts
var apiDeprecated = {
  id: "api-deprecated",
  severities: ["warning"],
  title: "API deprecated in the target torch",
  why: "The API still works in the target range but warns and is scheduled for removal.",
  fix: "Move to the replacement; the finding says whether it works on the oldest torch in range.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: 2
};

// src/core/findings/api-unavailable.ts
var apiUnavailable = {
  id: "api-unavailable",
  severities: ["error", "warning"],
  title: "API not yet available in the target torch",
  why: "The code uses an API introduced after the oldest torch in the target range.",
  fix: "Raise the lower bound of the torch range, or guard the call.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: 1
};

// src/core/findings/behavior-changed.ts
var behaviorChanged = {
  id: "behavior-changed",
  severities: ["error", "warning", "notice"],
  title: "Behaviour changed within the range",
  why: "The same call means something else in the target torch (torch.load weights_only in 2.6, ONNX export dynamo=True in 2.9).",
  fix: "Make the behaviour explicit (pass the argument) so it is the same on every torch in range.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: 3
};

// src/core/findings/scan-fallback.ts
var scanFallback = {
  id: "scan-fallback",
  severities: ["notice"],
  title: "The scan covered every file, not only the pull request's",
  why: "On a pull request the action scans only the files and lines the pull request changed, which needs the merge base in the checkout. Without it (a shallow checkout) the whole tree is scanned, so findings on lines the pull request did not touch appear too.",
  fix: "Check out with fetch-depth: 0 so the merge base is there.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null,
  message: (why) => `The scan covered every file, not only this pull request's changes: ${why}`
};

// src/core/findings/suppression-added.ts
var suppressionAdded = {
  id: "suppression-added",
  severities: ["warning", "notice"],
  title: "A suppression this pull request adds hides findings",
  why: "A pull request's own files decide what the scan reports about it: a `# noqa` or `# torch-preflight: ignore` comment on its lines, an `exclude` or `ignore` it adds to `[tool.torch-preflight]`, or a baseline file it adds or changes. Each may be right, but a reviewer who reads only a pass would not know something was hidden, so the findings it hides are counted and named.",
  fix: "Review what is hidden; keep the suppression if it is right, or fix the code and drop it.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/upgrade-note.ts
var upgradeNote = {
  id: "upgrade-note",
  severities: ["warning", "notice"],
  title: "What changes with this torch upgrade",
  why: "A pull request changes a torch pin or locked torch; the note on that line says what the new release drops that this repository uses (Pythons, runners, index variants, each with its job and line), the runner GPU or driver it no longer serves, and how many code lines the scan found. The release notes of the releases crossed are in the job summary.",
  fix: "Adjust the matrix and the code the note names; read the release notes in the summary.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/git-history-missing.ts
var gitHistoryMissing = {
  id: "git-history-missing",
  severities: ["warning"],
  title: "The git history the comparison needs is missing",
  why: "Upgrade notes compare the pins and locks with the pull request's merge base; a shallow checkout (actions/checkout's default fetch-depth: 1) does not have it, so the notes are left out and this says so.",
  fix: "Check out with fetch-depth: 0, or give a base that the checkout has (--base, input base-ref).",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null,
  message: (of, problem) => `No upgrade notes${of === "locks" ? " from the lock files" : ""}: ${problem}.`
};

// src/core/findings/container-image.ts
var containerImage = {
  id: "container-image",
  severities: ["notice"],
  title: "The job runs in a container image",
  why: "In a job with `container:` (or `check --container`), pip runs inside the image: its Python, C library and glibc decide which wheels fit, not the runner's; the GPU and NVIDIA driver stay the host's. The image's facts are read from its tag for python, nvidia/cuda and pytorch/pytorch; any other image is said, not guessed.",
  fix: "For an image the catalog does not know, give --python and --glibc (or the action inputs) for what the image holds.",
  blame: ["container"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/input-ignored.ts
var inputIgnored = {
  id: "input-ignored",
  severities: ["warning"],
  title: "An input that this mode does not read",
  why: "With `matrix` or `workflow` set, the action plans or lints a matrix; the inputs that describe one check (torch-version, python-version, index-url, requirements, scan, \u2026) do not apply to it, and silently dropping them would let a user believe they were checked.",
  fix: "Run the check in a separate step (or in each matrix job), or remove the input.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/lock-no-wheel.ts
var lockNoWheel = {
  id: "lock-no-wheel",
  severities: ["error", "warning", "notice"],
  title: "The lock file has no torch wheel for this runner",
  why: "A lock (uv.lock, poetry.lock, pylock.toml, pixi.lock) names the exact wheel files to install. If none carries tags this runner accepts (its Python, OS, CPU, glibc or macOS version) or the lock has no entry for this platform, `uv sync --locked`, `poetry install` or `pixi install --locked` stops before anything runs.",
  fix: "Run on a platform the lock covers, or add the platform (or an index with wheels for it) and lock again.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/lock-mismatch.ts
var lockMismatch = {
  id: "lock-mismatch",
  severities: ["warning"],
  title: "The lock holds a torch the manifest does not allow",
  why: "pyproject.toml (or pixi.toml) asks for one range and the lock file holds a version outside it: the lock is stale. `uv sync --locked` refuses it; other installers install the locked version, not the one the manifest names.",
  fix: "Lock again (`uv lock`, `poetry lock`, `pixi lock`) and commit the lock with the manifest.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/online-fallback.ts
var onlineFallback = {
  id: "online-fallback",
  severities: ["warning", "notice"],
  title: "An index could not be read online",
  why: "With --online the indexes pip would read are asked for torch's file list. A timeout, an HTTP error, a page that is not an index, a redirect to another host or an oversized page is said once, and the catalog answers as it does offline (or a cached list, with its age). An index that lists no torch wheel is said too: pip finds none there.",
  fix: "Nothing, if the index is reachable from the job. Otherwise check the URL, the proxy (HTTPS_PROXY, NO_PROXY) and the credentials (in the URL or .netrc).",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/release-from-index.ts
var releaseFromIndex = {
  id: "release-from-index",
  severities: ["notice"],
  title: "A release known only from the index",
  why: "The index lists a torch release or patch the catalog does not describe. Its wheel names prove which Pythons and platforms it installs on, so that is judged; what names cannot prove (GPU kernels, driver floors, companions, whether a build is stable) is assumed from the newest release the catalog knows and marked uncertain. For a pin of a package bound to torch whose release the catalog lacks, the torch requirement is read from the METADATA file the index serves beside its wheel (PEP 658) and judged like the catalog's.",
  fix: "Update torch-preflight for a catalog that knows the release, or run `npm run catalog:refresh -- --write` in a checkout and settle the uncertain facts.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/release-yanked.ts
var releaseYanked = {
  id: "release-yanked",
  severities: ["warning"],
  title: "The release is yanked",
  why: "Every file of this torch release on the index read is yanked (PEP 592). pip still installs it for an exact pin, with a warning, and skips it for an open range.",
  fix: "Pin a release that is not yanked.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/marker-undecided.ts
var markerUndecided = {
  id: "marker-undecided",
  severities: ["warning", "notice"],
  title: "A marker could not be decided",
  why: "Whether a pin or a locked entry applies on this runner depends on its environment marker, and the marker reads a value that is not known here (the Python version before setup-python) or a variable PEP 508 does not define. The tool never picks one candidate by its order: every candidate that may apply is judged and the worst counts, and this finding names the marker.",
  fix: "Give the missing value (--python, or run after actions/setup-python); a variable PEP 508 does not define is a mistake in the file.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/pin-unreadable.ts
var pinUnreadable = {
  id: "pin-unreadable",
  severities: ["notice"],
  title: "A value in a pin file cannot be read",
  why: 'setup.py is code: a value built when it runs (`python_requires=">={}.{}".format(3, 9)`, an extra whose requirements a function returns) cannot be read without running it, which this tool never does. The value is said to be unread, and what depends on it is not checked or is judged the cautious way (every torch pin of the file with every extra), rather than guessed.',
  fix: "Write the value as a plain string (requirements as lists of strings), or declare it in pyproject.toml ([project] requires-python, optional-dependencies).",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/pin-unresolved.ts
var pinUnresolved = {
  id: "pin-unresolved",
  severities: ["notice"],
  title: "A pin's index or value is not known here",
  why: "A pin file selects something this run cannot see: an environment variable that is not set (`${CUDA_TAG}` in a requirements file), --no-index (pip then searches only the --find-links locations), or a Poetry or uv source name that the file does not declare. What depends on it is not checked rather than guessed.",
  fix: "Make the pin explicit in the file, or give the value when running the check (set the variable).",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null,
  message: (pin, what) => `${pin}: ${what}.`
};

// src/core/findings/extras-not-checked.ts
var extrasNotChecked = {
  id: "extras-not-checked",
  severities: ["notice"],
  title: "Extras holding torch were not checked",
  why: "Extras, dependency groups and pixi environments are alternatives: a user installs one of them, not all at once, so the check judges the default install plus what it is asked for. Alternatives that pin torch and were not asked for are named, so a pass is not read as covering them.",
  fix: "Select them (--extra NAME, --group NAME, --environment NAME; action inputs extras, groups, environments) or judge each on its own with --all-extras (all-extras: true).",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/route-not-judged.ts
var routeNotJudged = {
  id: "route-not-judged",
  severities: ["notice"],
  title: "An install route of the repository was not judged",
  why: "A repository may install torch by several routes: pip from its requirements and pyproject, uv sync or poetry install from a lock, pixi from pixi.toml and pixi.lock, conda from an environment file. Each installs its own torch, so each is judged on its own, never merged with another. A route that is not for this platform (a pixi workspace that lists only linux-64) or that another route was chosen over is named, so a pass is not read as covering it.",
  fix: "Judge it with --route NAME (action input route), on a runner of a platform it lists.",
  blame: ["runner", "torch"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/matrix-float-version.ts
var matrixFloatVersion = {
  id: "matrix-float-version",
  severities: ["warning", "notice"],
  title: "A version YAML reads as a number",
  why: "Unquoted, `3.10` is the YAML number 3.1, so the job runs Python 3.1 (which setup-python cannot find) instead of 3.10.",
  fix: "Quote versions in matrices: '3.10'.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/matrix-expression.ts
var matrixExpression = {
  id: "matrix-expression",
  severities: ["notice"],
  title: "A matrix only GitHub can expand",
  why: "A `${{ \u2026 }}` expression or fromJSON(\u2026) is evaluated at run time; the planner does not guess its value.",
  fix: "Plan that matrix with the action's matrix input in the job that builds it.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/matrix-exclude-unused.ts
var matrixExcludeUnused = {
  id: "matrix-exclude-unused",
  severities: ["warning"],
  title: "An exclude that removes nothing",
  why: "An exclude entry matches no combination (often a value that is not in the matrix, or a typo), so the cell it was meant to remove still runs, or the entry is dead.",
  fix: "Fix or delete the entry; let the planner compute the supported cells instead of hand-kept excludes.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/matrix-include-duplicate.ts
var matrixIncludeDuplicate = {
  id: "matrix-include-duplicate",
  severities: ["warning"],
  title: "An include that adds nothing",
  why: "The include entry repeats a combination or only sets values the combinations already have.",
  fix: "Delete the entry.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/matrix-value-unknown.ts
var matrixValueUnknown = {
  id: "matrix-value-unknown",
  severities: ["notice"],
  title: "A matrix value the planner cannot read",
  why: "A Python, torch, CUDA or index value is not in a form the planner understands (or is nightly), so that cell cannot be checked.",
  fix: "Use a literal version (3.12, 2.8.0, cu128), or accept that the cell is not checked.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/matrix-invalid.ts
var matrixInvalid = {
  id: "matrix-invalid",
  severities: ["error", "warning", "notice"],
  title: "A matrix GitHub refuses",
  why: "An empty dimension, an exclude key that is not a matrix key, or more than 256 jobs: GitHub rejects the workflow. Also a cell that stops before its install: a job container on a runner that is not Linux, a pixi environment its manifest does not declare.",
  fix: "Fix the matrix as the finding says.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/matrix-cells-excluded.ts
var matrixCellsExcluded = {
  id: "matrix-cells-excluded",
  severities: ["notice"],
  title: "The plan leaves cells out",
  why: "Planning checks every cell of a matrix and hands back only those that install and run; this notice counts what was left out, so a plan that drops half the matrix is never silent. Each excluded cell and its reason is in the report and the summary.",
  fix: "Nothing, if that is the plan; otherwise change the values the excluded cells come from.",
  blame: ["torch", "python", "runner", "index"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/runner-unknown.ts
var runnerUnknown = {
  id: "runner-unknown",
  severities: ["warning", "notice"],
  title: "A runner label that is not a GitHub-hosted image",
  why: "Self-hosted and larger runners can be anything; the planner does not guess their OS, CPU or glibc.",
  fix: "Check those cells with the action on the runner itself, or describe them with os, arch and glibc.",
  blame: ["runner"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/runner-retired.ts
var runnerRetired = {
  id: "runner-retired",
  severities: ["error"],
  title: "A retired runner image",
  why: "GitHub removed the image; jobs for that label wait for a runner that never comes, or fail at once.",
  fix: "Move to a current image (the finding names one).",
  blame: ["runner"],
  lockDecides: !1,
  scanRank: null
};

// src/core/findings/index.ts
var FINDING_KINDS = [
  pythonUnsupported,
  pythonPreview,
  pythonImplementation,
  python32bit,
  platformUnsupported,
  macosTooOld,
  mpsUnavailable,
  glibcTooOld,
  backendUnavailable,
  backendExperimental,
  indexUrlUnknown,
  variantMismatch,
  sourceBuild,
  driverTooOld,
  gpuUnsupported,
  cudaWithoutGpu,
  companionMismatch,
  companionNoWheel,
  boundMismatch,
  boundNoRelease,
  boundBacktrack,
  boundSourceBuild,
  boundUnjudged,
  resolutionFallback,
  noRelease,
  catalogStale,
  releaseNewer,
  releaseUnconfirmed,
  releaseOutOfScope,
  nightlyIndex,
  nightlyIndexMixed,
  probeFailed,
  apiRemoved,
  apiDeprecated,
  apiUnavailable,
  behaviorChanged,
  scanFallback,
  suppressionAdded,
  upgradeNote,
  gitHistoryMissing,
  containerImage,
  inputIgnored,
  lockNoWheel,
  lockMismatch,
  onlineFallback,
  releaseFromIndex,
  releaseYanked,
  markerUndecided,
  pinUnreadable,
  pinUnresolved,
  extrasNotChecked,
  routeNotJudged,
  matrixFloatVersion,
  matrixExpression,
  matrixExcludeUnused,
  matrixIncludeDuplicate,
  matrixValueUnknown,
  matrixInvalid,
  matrixCellsExcluded,
  runnerUnknown,
  runnerRetired
], FINDING_IDS = FINDING_KINDS.map((k) => k.id), BY_ID = Object.fromEntries(FINDING_KINDS.map((k) => [k.id, k]));
function kindOf(id) {
  return BY_ID[id];
}
function isFindingId(id) {
  return Object.hasOwn(BY_ID, id);
}

// src/core/advice.ts
var GIVEN = {
  python: { flag: "--python", input: "python-version" },
  glibc: { flag: "--glibc", input: "glibc" },
  "os-version": { flag: "--os-version", input: "os-version" },
  driver: { flag: "--driver", input: "driver" },
  gpu: { flag: "--gpu", input: "gpu" },
  "python-path": { flag: "--python-path", input: "python-path" },
  "index-url": { flag: "--index-url", input: "index-url" }
};
function phrase(r, words) {
  let why = "why" in r && r.why ? /^(to|for|unless|so|instead) /.test(r.why) ? ` ${r.why}` : ` (${r.why})` : "";
  switch (r.kind) {
    case "use-index":
      return words === "cli" ? `use --index-url ${r.url}${why}` : `set index-url: ${r.url}${why}`;
    case "pin":
      return `pin ${r.spec}${r.with?.length ? ` with ${list$1(r.with)}` : ""}${why}`;
    case "set-python":
      return words === "cli" ? `use Python ${r.version}${r.orNewer ? " or newer" : ""}${why}` : `set python-version: '${r.version}'${r.orNewer ? " (or newer)" : ""}${why}`;
    case "narrow-requires-python":
      return `narrow requires-python to "${r.range}"`;
    case "give": {
      if (!r.values.length)
        return words === "cli" ? "give it explicitly (see --help)" : "set it with the action's inputs (see action.yml)";
      let names = r.values.map((v) => words === "cli" ? GIVEN[v].flag : GIVEN[v].input);
      return words === "cli" ? `give ${list$1(names)}` : `set the ${list$1(names)} input${names.length > 1 ? "s" : ""}`;
    }
    case "do":
      return r.text;
  }
}
function list$1(items) {
  return items.length <= 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
function renderAdvice(a, words) {
  let first = a.remedies.map((r) => phrase(r, words)).join(", or "), sentence = first ? `${first.replace(/^./, (c) => c.toUpperCase())}.` : "", next = a.next ? `${a.next.lead} ${renderAdvice(a.next.advice, words)}` : "";
  return [sentence, a.then ?? "", next].filter(Boolean).join(" ");
}

// src/core/finding.ts
var RANK = { error: 0, warning: 1, notice: 2 };
function severityRank(s) {
  return RANK[s];
}
function sortFindings(findings) {
  return findings.slice().sort((a, b) => RANK[a.severity] - RANK[b.severity]);
}
function verdictOf(findings) {
  return findings.some((f) => f.severity === "error") ? "fail" : findings.some((f) => f.severity === "warning") ? "warn" : "pass";
}
function reachesThreshold(findings, failOn) {
  if (failOn === "never") return !1;
  let limit = RANK[failOn];
  return findings.some((f) => RANK[f.severity] <= limit);
}
function settle(findings) {
  let sorted = sortFindings(findings);
  return { findings: sorted, verdict: verdictOf(sorted) };
}
function judge(findings, failOn) {
  let settled = settle(findings);
  return { ...settled, failed: reachesThreshold(settled.findings, failOn) };
}
function capForConfidence(severity, confidence) {
  return confidence === "uncertain" && severity === "error" ? "warning" : severity;
}
var UNCERTAIN_NOTE = " (The catalog marks this fact as uncertain, so it warns instead of failing.)";
function finding({
  id,
  severity,
  message,
  hint,
  advice,
  source,
  confidence,
  location,
  related,
  api,
  fix
}) {
  let sev = capForConfidence(severity, confidence), text = sev !== severity ? message + UNCERTAIN_NOTE : message, f = {
    id,
    severity: sev,
    message: text,
    hint: advice ? renderAdvice(advice, "cli") : hint ?? "",
    source
  };
  return location && (f.location = location), related && (f.related = related), advice && (f.advice = advice), api !== void 0 && (f.api = api), fix && (f.fix = fix), f;
}
function parseFailOn(v, what = "--fail-on") {
  let t = (v ?? "").trim().toLowerCase();
  if (t === "") return "error";
  if (t === "error" || t === "warning" || t === "never") return t;
  throw new InputError(`${what} ${JSON.stringify(v?.slice(0, 30))} is not known; expected error, warning or never`);
}

// src/scan/summary.ts
function summarizeByApi(findings) {
  let rows = /* @__PURE__ */ new Map();
  for (let f of findings) {
    let api = f.api ?? "(unknown)", key = `${api}\0${f.id}\0${f.severity}`, row = rows.get(key);
    row ? row.count++ : rows.set(key, { api, id: f.id, severity: f.severity, count: 1 });
  }
  return [...rows.values()].sort(
    (a, b) => severityRank(a.severity) - severityRank(b.severity) || b.count - a.count || a.api.localeCompare(b.api)
  );
}
function groupFindings(findings) {
  let groups = /* @__PURE__ */ new Map(), alone = [];
  for (let f of findings) {
    if (!f.api || !f.location) {
      alone.push({ first: f, findings: [f] });
      continue;
    }
    let key = `${f.api}\0${f.id}\0${f.severity}\0${f.message}\0${f.hint}`, g = groups.get(key);
    g ? g.findings.push(f) : groups.set(key, { first: f, findings: [f] });
  }
  let sorted = [...groups.values()].sort(
    (a, b) => severityRank(a.first.severity) - severityRank(b.first.severity) || b.findings.length - a.findings.length || a.first.api.localeCompare(b.first.api)
  );
  return [...alone, ...sorted];
}

// node_modules/@renovatebot/pep440/lib/version.js
var require_version = __commonJS({
  "node_modules/@renovatebot/pep440/lib/version.js"(exports, module) {
    var VERSION_PATTERN = [
      "v?",
      "(?:",
      /* */
      "(?:(?<epoch>[0-9]+)!)?",
      // epoch
      /* */
      "(?<release>[0-9]+(?:\\.[0-9]+)*)",
      // release segment
      /* */
      "(?<pre>",
      // pre-release
      /*    */
      "[-_\\.]?",
      /*    */
      "(?<pre_l>(a|b|c|rc|alpha|beta|pre|preview))",
      /*    */
      "[-_\\.]?",
      /*    */
      "(?<pre_n>[0-9]+)?",
      /* */
      ")?",
      /* */
      "(?<post>",
      // post release
      /*    */
      "(?:-(?<post_n1>[0-9]+))",
      /*    */
      "|",
      /*    */
      "(?:",
      /*        */
      "[-_\\.]?",
      /*        */
      "(?<post_l>post|rev|r)",
      /*        */
      "[-_\\.]?",
      /*        */
      "(?<post_n2>[0-9]+)?",
      /*    */
      ")",
      /* */
      ")?",
      /* */
      "(?<dev>",
      // dev release
      /*    */
      "[-_\\.]?",
      /*    */
      "(?<dev_l>dev)",
      /*    */
      "[-_\\.]?",
      /*    */
      "(?<dev_n>[0-9]+)?",
      /* */
      ")?",
      ")",
      "(?:\\+(?<local>[a-z0-9]+(?:[-_\\.][a-z0-9]+)*))?"
      // local version
    ].join("");
    module.exports = {
      VERSION_PATTERN,
      valid,
      clean,
      explain: explain2,
      parse: parse2,
      stringify
    };
    var validRegex = new RegExp("^" + VERSION_PATTERN + "$", "i");
    function valid(version) {
      return validRegex.test(version) ? version : null;
    }
    var cleanRegex = new RegExp("^\\s*" + VERSION_PATTERN + "\\s*$", "i");
    function clean(version) {
      return stringify(parse2(version, cleanRegex));
    }
    function parse2(version, regex) {
      let { groups } = (regex || validRegex).exec(version) || {};
      return groups ? {
        epoch: Number(groups.epoch ? groups.epoch : 0),
        release: groups.release.split(".").map(Number),
        pre: normalize_letter_version(groups.pre_l, groups.pre_n),
        post: normalize_letter_version(
          groups.post_l,
          groups.post_n1 || groups.post_n2
        ),
        dev: normalize_letter_version(groups.dev_l, groups.dev_n),
        local: parse_local_version(groups.local)
      } : null;
    }
    function stringify(parsed) {
      if (!parsed)
        return null;
      let { epoch, release, pre, post, dev, local } = parsed, parts = [];
      return epoch !== 0 && parts.push(`${epoch}!`), parts.push(release.join(".")), pre && parts.push(pre.join("")), post && parts.push("." + post.join("")), dev && parts.push("." + dev.join("")), local && parts.push(`+${local}`), parts.join("");
    }
    function normalize_letter_version(letterIn, numberIn) {
      let letter = letterIn, number = numberIn;
      return letter ? (number || (number = 0), letter = letter.toLowerCase(), letter === "alpha" ? letter = "a" : letter === "beta" ? letter = "b" : ["c", "pre", "preview"].includes(letter) ? letter = "rc" : ["rev", "r"].includes(letter) && (letter = "post"), [letter, Number(number)]) : !letter && number ? (letter = "post", [letter, Number(number)]) : null;
    }
    function parse_local_version(local) {
      return local ? local.split(/[._-]/).map(
        (part) => Number.isNaN(Number(part)) ? part.toLowerCase() : Number(part)
      ) : null;
    }
    function explain2(version) {
      let parsed = parse2(version);
      if (!parsed)
        return parsed;
      let { epoch, release, pre, post, dev, local } = parsed, base_version = "";
      epoch !== 0 && (base_version += epoch + "!"), base_version += release.join(".");
      let is_prerelease = !!(dev || pre), is_devrelease = !!dev, is_postrelease = !!post;
      return {
        epoch,
        release,
        pre,
        post: post && post[1],
        dev: dev && dev[1],
        local: local && local.join("."),
        public: stringify(parsed).split("+", 1)[0],
        base_version,
        is_prerelease,
        is_devrelease,
        is_postrelease
      };
    }
  }
});

// node_modules/@renovatebot/pep440/lib/operator.js
var require_operator = __commonJS({
  "node_modules/@renovatebot/pep440/lib/operator.js"(exports, module) {
    var { parse: parse2 } = require_version();
    module.exports = {
      compare,
      rcompare,
      lt,
      le,
      eq,
      ne,
      ge,
      gt,
      "<": lt,
      "<=": le,
      "==": eq,
      "!=": ne,
      ">=": ge,
      ">": gt,
      "===": arbitrary
    };
    function lt(version, other) {
      return compare(version, other) < 0;
    }
    function le(version, other) {
      return compare(version, other) <= 0;
    }
    function eq(version, other) {
      return compare(version, other) === 0;
    }
    function ne(version, other) {
      return compare(version, other) !== 0;
    }
    function ge(version, other) {
      return compare(version, other) >= 0;
    }
    function gt(version, other) {
      return compare(version, other) > 0;
    }
    function arbitrary(version, other) {
      return version.toLowerCase() === other.toLowerCase();
    }
    function compare(version, other) {
      let parsedVersion = parse2(version), parsedOther = parse2(other), keyVersion = calculateKey(parsedVersion), keyOther = calculateKey(parsedOther);
      return pyCompare(keyVersion, keyOther);
    }
    function rcompare(version, other) {
      return -compare(version, other);
    }
    function pyCompare(elemIn, otherIn) {
      let elem = elemIn, other = otherIn;
      if (elem === other)
        return 0;
      if (Array.isArray(elem) !== Array.isArray(other) && (elem = Array.isArray(elem) ? elem : [elem], other = Array.isArray(other) ? other : [other]), Array.isArray(elem)) {
        let len = Math.min(elem.length, other.length);
        for (let i = 0; i < len; i += 1) {
          let res = pyCompare(elem[i], other[i]);
          if (res !== 0)
            return res;
        }
        return elem.length - other.length;
      }
      return elem === -1 / 0 || other === 1 / 0 ? -1 : elem === 1 / 0 || other === -1 / 0 ? 1 : elem < other ? -1 : 1;
    }
    function calculateKey(input) {
      let { epoch } = input, { release, pre, post, local, dev } = input;
      for (release = release.concat(), release.reverse(); release.length && release[0] === 0; )
        release.shift();
      return release.reverse(), !pre && !post && dev ? pre = -1 / 0 : pre || (pre = 1 / 0), post || (post = -1 / 0), dev || (dev = 1 / 0), local ? local = local.map(
        (i) => Number.isNaN(Number(i)) ? [-1 / 0, i] : [Number(i), ""]
      ) : local = -1 / 0, [epoch, release, pre, post, dev, local];
    }
  }
});

// node_modules/@renovatebot/pep440/lib/specifier.js
var require_specifier = __commonJS({
  "node_modules/@renovatebot/pep440/lib/specifier.js"(exports, module) {
    var { VERSION_PATTERN, explain: explainVersion } = require_version(), Operator = require_operator(), RANGE_PATTERN2 = [
      "(?<operator>(===|~=|==|!=|<=|>=|<|>))",
      "\\s*",
      "(",
      /*  */
      "(?<version>(?:" + VERSION_PATTERN.replace(/\?<\w+>/g, "?:") + "))",
      /*  */
      "(?<prefix>\\.\\*)?",
      /*  */
      "|",
      /*  */
      "(?<legacy>[^,;\\s)]+)",
      ")"
    ].join("");
    module.exports = {
      RANGE_PATTERN: RANGE_PATTERN2,
      parse: parse2,
      satisfies,
      filter,
      validRange,
      maxSatisfying,
      minSatisfying
    };
    var isEqualityOperator = (op) => ["==", "!=", "==="].includes(op), rangeRegex = new RegExp("^" + RANGE_PATTERN2 + "$", "i");
    function parse2(ranges) {
      if (!ranges.trim())
        return [];
      let specifiers = ranges.split(",").map((range) => rangeRegex.exec(range.trim()) || {}).map(({ groups }) => {
        if (!groups)
          return null;
        let { ...spec } = groups, { operator, version, prefix, legacy } = groups;
        return version && (spec = { ...spec, ...explainVersion(version) }, operator === "~=" && spec.release.length < 2 || !isEqualityOperator(operator) && spec.local || prefix && (!isEqualityOperator(operator) || spec.dev || spec.local)) || legacy && operator !== "===" ? null : spec;
      });
      return specifiers.filter(Boolean).length !== specifiers.length ? null : specifiers;
    }
    function filter(versions, specifier, options = {}) {
      let filtered = pick(versions, specifier, options);
      return filtered.length === 0 && options.prereleases === void 0 ? pick(versions, specifier, { prereleases: !0 }) : filtered;
    }
    function maxSatisfying(versions, range, options) {
      let found = filter(versions, range, options).sort(Operator.compare);
      return found.length === 0 ? null : found[found.length - 1];
    }
    function minSatisfying(versions, range, options) {
      let found = filter(versions, range, options).sort(Operator.compare);
      return found.length === 0 ? null : found[0];
    }
    function pick(versions, specifier, options) {
      let parsed = parse2(specifier);
      return parsed ? versions.filter((version) => {
        let explained = explainVersion(version);
        return parsed.length ? parsed.reduce((pass, spec) => pass ? contains({ ...spec, ...options }, { version, explained }) : !1, !0) : explained && !(explained.is_prerelease && !options.prereleases);
      }) : [];
    }
    function satisfies(version, specifier, options = {}) {
      return pick([version], specifier, options).length === 1;
    }
    function arrayStartsWith(array, prefix) {
      if (prefix.length > array.length)
        return !1;
      for (let i = 0; i < prefix.length; i += 1)
        if (prefix[i] !== array[i])
          return !1;
      return !0;
    }
    function contains(specifier, input) {
      let { explained } = input, { version } = input, { ...spec } = specifier;
      if (spec.prereleases === void 0 && (spec.prereleases = spec.is_prerelease), explained && explained.is_prerelease && !spec.prereleases)
        return !1;
      if (spec.operator === "~=") {
        let compatiblePrefix = spec.release.slice(0, -1).concat("*").join(".");
        return spec.epoch && (compatiblePrefix = spec.epoch + "!" + compatiblePrefix), satisfies(version, `>=${spec.version}, ==${compatiblePrefix}`, {
          prereleases: spec.prereleases
        });
      }
      if (spec.prefix) {
        let isMatching = explained.epoch === spec.epoch && arrayStartsWith(explained.release, spec.release);
        return spec.operator !== "!=" ? isMatching : !isMatching;
      }
      if (explained && explained.local && spec.version && (version = explained.public, spec.version = explainVersion(spec.version).public), (spec.operator === "<" || spec.operator === ">") && Operator.eq(spec.release.join("."), explained.release.join(".")))
        return !1;
      let op = Operator[spec.operator];
      return op(version, spec.version || spec.legacy);
    }
    function validRange(specifier) {
      return !!parse2(specifier);
    }
  }
});

// node_modules/@renovatebot/pep440/lib/semantic.js
var require_semantic = __commonJS({
  "node_modules/@renovatebot/pep440/lib/semantic.js"(exports, module) {
    var { explain: explain2, parse: parse2, stringify } = require_version();
    module.exports = {
      major,
      minor,
      patch,
      inc
    };
    function major(input) {
      let version = explain2(input);
      if (!version)
        throw new TypeError("Invalid Version: " + input);
      return version.release[0];
    }
    function minor(input) {
      let version = explain2(input);
      if (!version)
        throw new TypeError("Invalid Version: " + input);
      return version.release.length < 2 ? 0 : version.release[1];
    }
    function patch(input) {
      let version = explain2(input);
      if (!version)
        throw new TypeError("Invalid Version: " + input);
      return version.release.length < 3 ? 0 : version.release[2];
    }
    function inc(input, release, preReleaseIdentifier) {
      let identifier = preReleaseIdentifier || "a", version = parse2(input);
      if (!version || !["a", "b", "c", "rc", "alpha", "beta", "pre", "preview"].includes(
        identifier
      ))
        return null;
      switch (release) {
        case "premajor":
          {
            let [majorVersion] = version.release;
            version.release.fill(0), version.release[0] = majorVersion + 1;
          }
          version.pre = [identifier, 0], delete version.post, delete version.dev, delete version.local;
          break;
        case "preminor":
          {
            let [majorVersion, minorVersion = 0] = version.release;
            version.release.fill(0), version.release[0] = majorVersion, version.release[1] = minorVersion + 1;
          }
          version.pre = [identifier, 0], delete version.post, delete version.dev, delete version.local;
          break;
        case "prepatch":
          {
            let [majorVersion, minorVersion = 0, patchVersion = 0] = version.release;
            version.release.fill(0), version.release[0] = majorVersion, version.release[1] = minorVersion, version.release[2] = patchVersion + 1;
          }
          version.pre = [identifier, 0], delete version.post, delete version.dev, delete version.local;
          break;
        case "prerelease":
          if (version.pre === null) {
            let [majorVersion, minorVersion = 0, patchVersion = 0] = version.release;
            version.release.fill(0), version.release[0] = majorVersion, version.release[1] = minorVersion, version.release[2] = patchVersion + 1, version.pre = [identifier, 0];
          } else {
            preReleaseIdentifier === void 0 && version.pre !== null && ([identifier] = version.pre);
            let [letter, number] = version.pre;
            letter === identifier ? version.pre = [letter, number + 1] : version.pre = [identifier, 0];
          }
          delete version.post, delete version.dev, delete version.local;
          break;
        case "major":
          if (version.release.slice(1).some((value) => value !== 0) || version.pre === null) {
            let [majorVersion] = version.release;
            version.release.fill(0), version.release[0] = majorVersion + 1;
          }
          delete version.pre, delete version.post, delete version.dev, delete version.local;
          break;
        case "minor":
          if (version.release.slice(2).some((value) => value !== 0) || version.pre === null) {
            let [majorVersion, minorVersion = 0] = version.release;
            version.release.fill(0), version.release[0] = majorVersion, version.release[1] = minorVersion + 1;
          }
          delete version.pre, delete version.post, delete version.dev, delete version.local;
          break;
        case "patch":
          if (version.release.slice(3).some((value) => value !== 0) || version.pre === null) {
            let [majorVersion, minorVersion = 0, patchVersion = 0] = version.release;
            version.release.fill(0), version.release[0] = majorVersion, version.release[1] = minorVersion, version.release[2] = patchVersion + 1;
          }
          delete version.pre, delete version.post, delete version.dev, delete version.local;
          break;
        default:
          return null;
      }
      return stringify(version);
    }
  }
});

// node_modules/@renovatebot/pep440/index.js
var require_pep440 = __commonJS({
  "node_modules/@renovatebot/pep440/index.js"(exports, module) {
    var { valid, clean, explain: explain2, parse: parse2 } = require_version(), { lt, le, eq, ne, ge, gt, compare, rcompare } = require_operator(), {
      filter,
      maxSatisfying,
      minSatisfying,
      RANGE_PATTERN: RANGE_PATTERN2,
      satisfies,
      validRange
    } = require_specifier(), { major, minor, patch, inc } = require_semantic();
    module.exports = {
      // version
      valid,
      clean,
      explain: explain2,
      parse: parse2,
      // operator
      lt,
      le,
      lte: le,
      eq,
      ne,
      neq: ne,
      ge,
      gte: ge,
      gt,
      compare,
      rcompare,
      // range
      filter,
      maxSatisfying,
      minSatisfying,
      RANGE_PATTERN: RANGE_PATTERN2,
      satisfies,
      validRange,
      // semantic
      major,
      minor,
      patch,
      inc
    };
  }
});

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
function pythonKey(env) {
  let py = env.python;
  return py ? `${py.implementation}${py.major}.${py.minor}${py.freeThreaded ? "t" : ""}/${py.pointerBits ?? ""}` : "-";
}
function gpuKey(env) {
  let gpus = env.gpus.length ? env.gpus.map((g) => `${g.computeCapability}/${g.name ?? ""}`).join(",") : "", amd = env.amdGpus?.map((g) => g.gfx).join(",") ?? "", intel = env.intelGpus?.map((g) => g.deviceId).join(",") ?? "";
  return `${env.driver ?? ""}|${gpus}|${amd}|${intel}`;
}

// src/packaging/pep440-order.ts
var import_pep440 = __toESM(require_pep440(), 1);
var readParts = import_pep440.parse, readExplained = import_pep440.explain, MAX_VERSION = 100, keyOf = bounded("pep440-key", 1e4, (text) => {
  if (text.length > MAX_VERSION) return;
  let p;
  try {
    p = readParts(text);
  } catch {
    return;
  }
  if (!p) return;
  let pre = p.pre ?? void 0;
  return {
    epoch: p.epoch,
    release: withoutTrailingZeros(p.release),
    prePhase: pre ? 0 : !p.post && p.dev ? -1 : 1,
    ...pre ? { pre } : {},
    ...p.post ? { post: Number(p.post[1]) } : {},
    ...p.dev ? { dev: Number(p.dev[1]) } : {},
    ...p.local ? { local: p.local } : {}
  };
});
function withoutTrailingZeros(release) {
  let n = release.length;
  for (; n && release[n - 1] === 0; ) n--;
  return release.slice(0, n);
}
var cmp = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function cmpList(a, b, each) {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    let c = each(a[i], b[i]);
    if (c) return c;
  }
  return a.length - b.length;
}
var cmpLocalPart = (x, y) => typeof x == typeof y ? cmp(x, y) : typeof x == "string" ? -1 : 1;
function cmpKeys(a, b) {
  return cmp(a.epoch, b.epoch) || cmpList(a.release, b.release, cmp) || cmp(a.prePhase, b.prePhase) || (a.pre && b.pre ? cmp(a.pre[0], b.pre[0]) || cmp(a.pre[1], b.pre[1]) : 0) || // No post-release sorts first; no dev release sorts last; no local label sorts first.
  cmp(a.post ?? -1 / 0, b.post ?? -1 / 0) || cmp(a.dev ?? 1 / 0, b.dev ?? 1 / 0) || (a.local && b.local ? cmpList(a.local, b.local, cmpLocalPart) : cmp(a.local ? 1 : 0, b.local ? 1 : 0));
}
function compareKeys(a, b) {
  let ka = keyOf(a), kb = keyOf(b);
  if (!ka || !kb) throw new Error(`not a PEP 440 version: ${JSON.stringify(ka ? b : a)}`);
  return cmpKeys(ka, kb);
}
var explainedOf = bounded("pep440-explain", 1e4, (text) => {
  try {
    return readExplained(text) ?? void 0;
  } catch {
    return;
  }
}), RANGE = new RegExp(`^${import_pep440.RANGE_PATTERN}$`, "i"), isPre = (k) => k.pre !== void 0 || k.dev !== void 0, publicOf = (k) => k.local ? { ...k, local: void 0 } : k;
function dev0(k) {
  return { ...publicOf(k), dev: 0, prePhase: k.pre ? 0 : k.post === void 0 ? -1 : 1 };
}
function clauseOf(range) {
  let g = RANGE.exec(range.trim())?.groups;
  if (!g) return;
  let operator = g.operator;
  if (g.legacy) return operator === "===" ? { operator, text: g.legacy, prefix: !1, names: !1 } : void 0;
  let text = g.version, version = explainedOf(text), key = keyOf(text);
  if (!version || !key) return;
  let prefix = !!g.prefix;
  if (!(operator === "~=" && version.release.length < 2) && !(version.local && !["==", "!=", "==="].includes(operator)) && !(prefix && (!["==", "!="].includes(operator) || version.local || isPre(key) || key.post !== void 0)))
    return {
      operator,
      text,
      key,
      release: [...version.release],
      prefix,
      ...operator === "<" && !isPre(key) ? { below: dev0(key) } : {},
      names: operator !== "!=" && !prefix && isPre(key)
    };
}
var clausesOf = bounded("pep440-clauses", 1e4, (spec) => {
  if (!spec.trim()) return [];
  let out = [];
  for (let range of spec.split(",")) {
    let c = clauseOf(range);
    if (!c) return;
    out.push(c);
  }
  return out;
});
function hasPrefix(k, epoch, prefix) {
  return k.epoch === epoch && prefix.every((x, i) => (k.release[i] ?? 0) === x);
}
var postOf = (k, v) => k.post !== void 0 && k.epoch === v.epoch && cmpList(k.release, v.release, cmp) === 0 && (k.pre && v.pre ? k.pre[0] === v.pre[0] && k.pre[1] === v.pre[1] : !k.pre && !v.pre);
function meets(text, k, c) {
  if (c.operator === "===") return text.toLowerCase() === c.text.toLowerCase();
  if (!k) return !1;
  let v = c.key;
  if (c.prefix) {
    let matching = hasPrefix(k, v.epoch, c.release);
    return c.operator === "!=" ? !matching : matching;
  }
  let pub = publicOf(k);
  switch (c.operator) {
    case "==":
      return cmpKeys(v.local ? k : pub, v) === 0;
    case "!=":
      return cmpKeys(v.local ? k : pub, v) !== 0;
    case "<=":
      return cmpKeys(pub, v) <= 0;
    case ">=":
      return cmpKeys(pub, v) >= 0;
    case "<":
      return cmpKeys(pub, c.below ?? v) < 0;
    case ">":
      return cmpKeys(pub, v) > 0 && (v.dev !== void 0 || v.post !== void 0 || !postOf(k, v));
    default:
      return cmpKeys(pub, v) >= 0 && hasPrefix(k, v.epoch, c.release.slice(0, -1));
  }
}
function meetsSpecifier(version, spec, prereleases) {
  let clauses = clausesOf(spec);
  if (!clauses) return !1;
  let k = keyOf(version.trim());
  return k && isPre(k) && !(prereleases ?? clauses.some((c) => c.names || namesPre(c))) ? !1 : clauses.every((c) => meets(version, k, c));
}
function namesPre(c) {
  if (c.operator !== "===") return !1;
  let k = keyOf(c.text);
  return k !== void 0 && isPre(k);
}

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
var smName = (cc) => `sm_${cc.replace(".", "")}`, smList = (archs) => [...archs.sass.map(smName), ...(archs.ptx ?? []).map((p) => `compute_${p.replace(".", "")}`)].join(" "), KNOWN_COMPUTE_CAPABILITIES = [
  "1.0",
  "1.1",
  "1.2",
  "1.3",
  "2.0",
  "2.1",
  "3.0",
  "3.2",
  "3.5",
  "3.7",
  "5.0",
  "5.2",
  "5.3",
  "6.0",
  "6.1",
  "6.2",
  "7.0",
  "7.2",
  "7.5",
  "8.0",
  "8.6",
  "8.7",
  "8.8",
  "8.9",
  "9.0",
  "10.0",
  "10.1",
  "10.3",
  "11.0",
  "12.0",
  "12.1"
];
function parseComputeCapability(text) {
  let t = text.trim().toLowerCase().replace(/^(sm|compute)_/, ""), m = /^(\d{1,2})\.(\d)$/.exec(t);
  if (m) return `${Number(m[1])}.${m[2]}`;
  if (m = /^(\d{1,2})(\d)[af]?$/.exec(t), m) return `${Number(m[1])}.${m[2]}`;
}

// src/report/describe.ts
var OS_NAMES = { linux: "Linux", macos: "macOS", windows: "Windows" };
function describeRunner(report) {
  let e = report.environment, parts = [`${OS_NAMES[e.os] ?? e.os}${e.osVersion ? ` ${e.osVersion}` : ""} ${e.arch}`];
  if (e.glibc ? parts.push(`glibc ${e.glibc}`) : e.libc === "musl" && parts.push("musl libc"), e.python) {
    let impl = e.python.implementation === "cpython" ? "" : ` ${e.python.implementation}`, skipped = e.python.skipped?.length ? ` (skipped ${e.python.skipped.join(", ")})` : "";
    parts.push(
      `Python ${e.python.version}${e.python.freeThreaded ? " (free-threaded)" : ""}${impl}${e.python.machine ? ` [${e.python.machine}]` : ""}${skipped}`
    );
  }
  if (e.nvidiaDriver || e.gpus.length) {
    let gpus = e.gpus.map((g) => `${g.name ? `${g.name} ` : ""}${smName(g.computeCapability)}`).join(", ");
    parts.push(
      `NVIDIA driver ${e.nvidiaDriver ?? "unknown"}${gpus ? `, ${gpus}` : ""}${e.gpuSelection ? ` (${e.gpuSelection})` : ""}`
    );
  } else !e.amdGpus?.length && !e.intelGpus?.length && parts.push("no NVIDIA GPU");
  if (e.amdGpus?.length) {
    let host = [e.rocm && `ROCm ${e.rocm}`, e.amdDriver && `amdgpu ${e.amdDriver}`].filter(Boolean).join(", ");
    parts.push(`AMD ${e.amdGpus.map((g) => g.gfx).join(", ")}${host ? ` (${host})` : ""}`);
  }
  return e.intelGpus?.length && parts.push(`Intel GPU ${e.intelGpus.map((g) => `${g.deviceId}${g.driver ? ` (${g.driver})` : ""}`).join(", ")}`), parts.join(", ");
}
function describeRequest(report) {
  let r = report.request;
  if (r.conda) return describeCondaRequest(report);
  let comps = [r.torchvision && `torchvision ${r.torchvision}`, r.torchaudio && `torchaudio ${r.torchaudio}`].filter(Boolean).join(", "), any = comps ? "torch (the release they require)" : "torch (newest)", torch = r.torch === "*" ? any : /^[=<>~!]/.test(r.torch) ? `torch${r.torch}` : `torch==${r.torch}`, at = r.torchLocation ? ` (${r.torchLocation.file}:${r.torchLocation.line})` : "";
  return `${torch}${comps ? ` with ${comps}` : ""} from ${r.index === "pypi" ? "PyPI" : r.index}${at}`;
}
var STOPS_INSTALL = /* @__PURE__ */ new Set(["no-release", "lock-no-wheel", "bound-no-release"]);
function describeResolution(report) {
  if (report.request.conda) return describeCondaResolution(report);
  let res = report.resolution;
  if (!res.version) {
    let has = (id) => report.findings.some((f) => f.id === id);
    return report.findings.some((f) => f.severity === "error" && f.id === "bound-mismatch") ? "nothing: no torch that matches goes with the packages bound to it (bound-mismatch below)" : report.verdict === "fail" ? "nothing: no torch release that matches has a wheel here" : has("release-newer") ? "a torch newer than the catalog knows, if it is out (release-newer below)" : has("release-out-of-scope") ? "a torch older than the catalog covers (release-out-of-scope below)" : "nothing, unless a fact the catalog has not confirmed is wrong (warnings below)";
  }
  let stop = report.findings.find((f) => f.severity === "error" && STOPS_INSTALL.has(f.id));
  if (stop) return `nothing: pip stops before installing (${stop.id} below)`;
  let from = res.index === "https://pypi.org/simple" ? "PyPI" : res.index, comps = [res.torchvision && `torchvision ${res.torchvision}`, res.torchaudio && `torchaudio ${res.torchaudio}`].filter(Boolean).join(", ");
  return `torch ${res.version}${res.variant ? ` (${res.variant})` : ""} from ${from}${comps ? `; goes with ${comps}` : ""}`;
}
function describeBestIndex(res) {
  if (!res.recommendedIndexUrl) return;
  let other = res.recommendedTorch && res.recommendedTorch !== res.version;
  return `${res.recommendedIndexUrl}${other ? ` (installs torch ${res.recommendedTorch})` : ""}`;
}
function installerOf(report) {
  let r = report.request;
  return r.conda?.installer ? r.conda.installer : r.route === "uv" || r.route === "poetry" || r.route === "pixi" || r.route === "conda" ? r.route : "pip";
}
function describeCondaRequest(report) {
  let r = report.request, c = r.conda, torch = r.torch === "*" ? "pytorch (newest)" : /^[=<>~!]/.test(r.torch) ? `pytorch${r.torch}` : `pytorch==${r.torch}`, build = c.build ? ` build ${c.build}` : c.cuda ? ` (pytorch-cuda ${c.cuda})` : c.cpu ? " (CPU build)" : "", at = r.torchLocation ? ` (${r.torchLocation.file}:${r.torchLocation.line})` : "";
  return `${torch}${build} from the ${c.channel} channel${at}`;
}
function describeCondaResolution(report) {
  let res = report.resolution, c = report.request.conda;
  if (!res.version) return "nothing: no pytorch build that matches installs here";
  let cuda = res.variant?.replace(/^cu(\d+)(\d)$/, "$1.$2"), kind = res.variant === "cpu" ? "CPU build" : cuda ? `CUDA ${cuda} build` : "build chosen by the solver", python = res.python ?? c.python, py = python ? `, with the environment's own Python ${python}` : "";
  return `pytorch ${res.version} (${kind}) from the ${c.channel} channel${py}`;
}

// src/report/markdown.ts
var ICON = { pass: "\u2705", warn: "\u26A0\uFE0F", fail: "\u274C" }, SEV = { error: "\u274C error", warning: "\u26A0\uFE0F warning", notice: "\u2139\uFE0F notice" }, SUMMARY_LIMIT = 1024 * 1024 - 4096;
function sourceLinks(source) {
  return source.split(/;\s+(?![^(]*\))/).map((part) => {
    let url = /^(https?:\/\/\S+?)([.,]?)(\s.*)?$/.exec(part);
    if (url)
      return `<a href="${escapeHtml(url[1])}">${cell(url[1].replace(/^https?:\/\//, "").slice(0, 60))}</a>${cell((url[2] ?? "") + (url[3] ?? ""))}`;
    let file = /^([\w.-]+\/[\w.-]+) (\S+?)@([\w./-]+)(\s.*)?$/.exec(part);
    if (file) {
      let [, repo, path, ref, rest] = file, href = `https://github.com/${repo}/blob/${ref.split("/").map(encodeURIComponent).join("/")}/${path.split("/").map(encodeURIComponent).join("/")}`;
      return `<a href="${escapeHtml(href)}">${cell(`${repo} ${path}@${ref}`)}</a>${cell(rest ?? "")}`;
    }
    let pr = /^([\w.-]+\/[\w.-]+)#(\d+)(\s.*)?$/.exec(part);
    return pr ? `<a href="${escapeHtml(`https://github.com/${pr[1]}/issues/${pr[2]}`)}">${cell(`${pr[1]}#${pr[2]}`)}</a>${cell(pr[3] ?? "")}` : cell(part);
  }).join("; ");
}
function link(source) {
  return sourceLinks(source);
}
function blobUrlFromEnv(env) {
  let { GITHUB_SERVER_URL: server = "https://github.com", GITHUB_REPOSITORY: repo, GITHUB_SHA: sha } = env;
  if (!(!repo || !sha || !/^[\w.-]+\/[\w.-]+$/.test(repo) || !/^[0-9a-f]{40,64}$/.test(sha) || !/^https:\/\/[\w.-]+(:\d+)?$/.test(server)))
    return `${server}/${repo}/blob/${sha}`;
}
function where(loc, blob) {
  let code = `<code>${cell(`${loc.file}:${loc.line}`)}</code>`, rel = loc.file.split("\\").join("/");
  if (!blob || /^(\/|[A-Za-z]:|\.\.(\/|$))|\/\.\.(\/|$)|:/.test(rel)) return code;
  let href = `${blob}/${rel.split("/").map(encodeURIComponent).join("/")}#L${loc.line}`;
  return `<a href="${escapeHtml(href)}">${code}</a>`;
}
function findingsTable(findings, blob) {
  return findings.length === 0 ? `No problems found.
` : ["| severity | finding | what and why | fix | source |", "|---|---|---|---|---|", ...findings.map((f) => {
    let at = f.location ? ` ${where(f.location, blob)}` : "";
    return `| ${SEV[f.severity]} | <code>${f.id}</code>${at} | ${cell(f.message)} | ${cell(f.hint)} | ${link(f.source)} |`;
  })].join(`
`) + `
`;
}
function verdictHeadline(verdict, title = "torch-preflight") {
  return `## ${ICON[verdict]} ${cell(title)}: ${verdict}
`;
}
function toMarkdown(out) {
  switch (out.kind) {
    case "check":
      return formatMarkdown(out.report);
    case "scan":
      return scanMarkdown({ ...out, findings: out.report.findings }, out.torch, out.from);
    case "matrix":
      return matrixMarkdown(out.plan);
  }
}
function formatMarkdown(report, title = "torch-preflight", blob) {
  return truncateSummary(verdictHeadline(report.verdict, title) + `
` + checkSection(report, blob));
}
function checkSection(report, blob) {
  let res = report.resolution;
  return [
    "| | |",
    "|---|---|",
    ...[
      ["Runner", describeRunner(report)],
      ...report.route ? [["Install route", String(report.route)]] : [],
      ["Request", describeRequest(report)],
      [`${installerOf(report)} would install`, describeResolution(report)],
      ...res.newestMatching && res.newestMatching !== res.version ? [["Newest matching release", `torch ${res.newestMatching}`]] : [],
      ...res.recommendedIndexUrl ? [["Best index here", describeBestIndex(res)]] : []
    ].map(([k, v]) => `| ${k} | ${cell(v ?? "")} |`),
    "",
    ...targetsSection(report),
    ...upgradeSection(report),
    "### Findings",
    "",
    findingsTable(report.findings, blob)
  ].join(`
`);
}
function targetsSection(report) {
  let targets = report.targets;
  return targets?.length ? ["### Install targets", "", "| target | verdict | request \u2192 what installs |", "|---|---|---|", ...targets.map((t) => {
    let view = { ...report, request: t.request, resolution: t.resolution, verdict: t.verdict, findings: t.findings }, what = t.noTorch ? "installs no torch (pinned only in other extras, groups or environments)" : `${describeRequest(view)} \u2192 ${describeResolution(view)}`;
    return `| ${cell(t.name)} | ${ICON[t.verdict]} ${t.verdict} | ${cell(what)} |`;
  }), ""] : [];
}
function upgradeSection(report) {
  let rows = report.upgrade;
  return rows?.length ? [
    "### torch upgrade: before \u2192 after",
    "",
    "| | before | after |",
    "|---|---|---|",
    ...rows.map((r) => `| ${cell(r.aspect)} | ${cell(r.before)} | ${cell(r.after)} |`),
    ""
  ] : [];
}
function truncateSummary(md) {
  return Buffer.byteLength(md) <= SUMMARY_LIMIT ? md : `${Buffer.from(md).subarray(0, SUMMARY_LIMIT).toString("utf8").replace(/[^\n]*$/, "")}

_The summary was cut at GitHub's 1 MiB limit; the full list is in the JSON report (output report-path)._
`;
}
function scanMarkdown(r, torch, from, blob) {
  let rows = summarizeByApi(r.findings), out = [
    `### Source scan: torch ${cell(torch)}${from ? ` (from ${cell(from)})` : ""}`,
    "",
    `${r.files} Python file${r.files === 1 ? "" : "s"} scanned, ${r.findings.length} finding${r.findings.length === 1 ? "" : "s"}.`,
    ""
  ];
  return rows.length && (out.push(
    "| API | finding | severity | uses |",
    "|---|---|---|---|",
    ...rows.map((x) => `| <code>${cell(x.api)}</code> | <code>${x.id}</code> | ${x.severity} | ${x.count} |`),
    ""
  ), out.push("<details><summary>Every finding</summary>", "", findingsTable(r.findings, blob), "</details>", "")), r.skipped.length && out.push(
    `Skipped: ${r.skipped.slice(0, 50).map((s) => `<code>${cell(s.file)}</code> (${cell(s.reason)})`).join(", ")}${r.skipped.length > 50 ? `, and ${r.skipped.length - 50} more` : ""}.`,
    ""
  ), truncateSummary(out.join(`
`));
}
var CELL_MARK = { pass: "\u2705", warn: "\u26A0\uFE0F", fail: "\u274C", unknown: "\u2754" }, ORDER = ["pass", "warn", "fail", "unknown"], MAX_LISTED = 300, show = (c) => Object.entries(c).map(([k, v]) => `${k}=${typeof v == "string" ? v : JSON.stringify(v)}`).join(", ");
function mark(counts) {
  let present = ORDER.map((v, i) => [v, counts[i]]).filter(([, n]) => n > 0);
  return present.length === 1 ? CELL_MARK[present[0][0]] : present.map(([v, n]) => `${CELL_MARK[v]} ${n}`).join(" \xB7 ");
}
function reason(c) {
  let top = c.findings.reduce(
    (a, b) => a && severityRank(a.severity) <= severityRank(b.severity) ? a : b,
    void 0
  );
  return top ? `${top.id}: ${top.message}` : c.verdict;
}
function grid(title, cells) {
  let at = /* @__PURE__ */ new Map(), cols = /* @__PURE__ */ new Set();
  for (let c of cells) {
    let py = c.checkedAs.python ?? "\u2014", torch = c.checkedAs.torch ?? "newest";
    cols.add(torch);
    let row = at.get(py);
    row || at.set(py, row = /* @__PURE__ */ new Map());
    let counts = row.get(torch);
    counts || row.set(torch, counts = [0, 0, 0, 0]), counts[ORDER.indexOf(c.verdict)]++;
  }
  let colList = [...cols], out = [
    `#### ${title}`,
    "",
    `| Python \\ torch | ${colList.map(cell).join(" | ")} |`,
    `| --- |${colList.map(() => " :-: |").join("")}`
  ];
  for (let [py, row] of at)
    out.push(
      `| ${cell(py)} | ${colList.map((col) => {
        let n = row.get(col);
        return n ? mark(n) : " ";
      }).join(" | ")} |`
    );
  return out.push(""), out;
}
function matrixMarkdown(plan) {
  let cs = plan.combinations, totals = [0, 0, 0, 0];
  for (let c of cs) totals[ORDER.indexOf(c.verdict)]++;
  let count = (v) => totals[ORDER.indexOf(v)], out = ["### torch-preflight: matrix", ""];
  out.push(
    `${cs.length} combination${cs.length === 1 ? "" : "s"}: ${CELL_MARK.pass} ${count("pass")} supported \xB7 ${CELL_MARK.warn} ${count("warn")} with warnings \xB7 ${CELL_MARK.fail} ${count("fail")} unsupported \xB7 ${CELL_MARK.unknown} ${count("unknown")} not checked. ${plan.include.length} kept in \`include\`.`,
    ""
  );
  let groups = /* @__PURE__ */ new Map();
  for (let c of cs) {
    let byRunner = groups.get(c.job);
    byRunner || groups.set(c.job, byRunner = /* @__PURE__ */ new Map());
    let runner = c.checkedAs.runner || "no runner", list = byRunner.get(runner);
    list ? list.push(c) : byRunner.set(runner, [c]);
  }
  for (let [job, byRunner] of groups)
    for (let [runner, cells] of byRunner)
      out.push(...grid(cell(`${job !== void 0 ? `job ${job} \xB7 ` : ""}${runner}`), cells));
  let kept = /* @__PURE__ */ new Set([...plan.include, ...(plan.jobs ?? []).flatMap((j) => j.include)]), excluded = cs.filter((c) => !kept.has(c.values));
  if (excluded.length > 0) {
    out.push(`#### Excluded (${excluded.length})`, "", "| Cell | Why |", "| --- | --- |");
    for (let c of excluded.slice(0, MAX_LISTED))
      out.push(
        `| ${CELL_MARK[c.verdict]} ${cell((c.job !== void 0 ? `${c.job}: ` : "") + show(c.values))} | ${cell(reason(c))} |`
      );
    excluded.length > MAX_LISTED && out.push(`| \u2026 | ${excluded.length - MAX_LISTED} more in the JSON report |`), out.push("");
  }
  let warned = cs.filter((c) => kept.has(c.values) && c.verdict === "warn");
  if (warned.length > 0) {
    out.push(`#### Kept with warnings (${warned.length})`, "", "| Cell | Why |", "| --- | --- |");
    for (let c of warned.slice(0, MAX_LISTED))
      out.push(
        `| ${CELL_MARK.warn} ${cell((c.job !== void 0 ? `${c.job}: ` : "") + show(c.values))} | ${cell(reason(c))} |`
      );
    warned.length > MAX_LISTED && out.push(`| \u2026 | ${warned.length - MAX_LISTED} more in the JSON report |`), out.push("");
  }
  if (plan.findings.length > 0) {
    out.push("#### Findings", "");
    for (let f of plan.findings.slice(0, MAX_LISTED)) {
      let where2 = f.location ? ` (${cell(f.location.file)}:${f.location.line})` : "";
      out.push(`- **${f.severity}** \`${f.id}\`${where2}: ${cell(f.message)} ${cell(f.hint)}`);
    }
    out.push("");
  }
  return out.join(`
`);
}

// src/report/command-output.ts
function sarifFallback(out) {
  if (out.kind === "check") return out.report.request.torchLocation;
  if (out.kind === "matrix" && out.workflow) return { file: out.workflow, line: 1 };
}

// src/report/sarif.ts
var LEVEL = { error: "error", warning: "warning", notice: "note" }, HOME = "https://github.com/torch-preflight/torch-preflight", helpUri = (id) => `${HOME}/blob/main/docs/findings.md#${id}`;
function sarifUri(file) {
  let parts = file.split(/[\\/]/), drive = /^[A-Za-z]:$/.test(parts[0] ?? ""), absolute = /^[\\/]/.test(file) || drive, encoded = parts.map((p, i) => i === 0 && drive ? p : encodeURIComponent(p)).join("/");
  return absolute ? drive ? `file:///${encoded}` : `file://${encoded.replace(/^\/*/, "/")}` : encoded.replace(/^(\.\/)+/, "");
}
function resultText(f) {
  let fix = f.message.includes(f.hint) ? "" : ` Fix: ${f.hint}`;
  return `${f.message}${fix}`;
}
var region = (l) => ({
  startLine: Math.max(1, l.line),
  ...l.column ? { startColumn: l.column } : {},
  ...l.endLine ? { endLine: l.endLine } : {},
  ...l.endColumn ? { endColumn: l.endColumn } : {}
});
function sarifFix(fix) {
  let byFile = /* @__PURE__ */ new Map();
  for (let r of fix.replacements) byFile.set(r.location.file, [...byFile.get(r.location.file) ?? [], r]);
  return {
    description: { text: fix.description },
    artifactChanges: [...byFile].map(([file, rs]) => ({
      artifactLocation: { uri: sarifUri(file) },
      replacements: rs.map((r) => ({ deletedRegion: region(r.location), insertedContent: { text: r.text } }))
    }))
  };
}
function sarifLog(findings, opts = {}) {
  let placed = findings.map((f) => ({ f, at: f.location ?? opts.fallback })), located = placed.filter((p) => p.at !== void 0), unplaced = placed.filter((p) => p.at === void 0).map((p) => p.f), used = FINDING_IDS.filter((id) => located.some((p) => p.f.id === id)), rules = used.map((id) => {
    let k = kindOf(id);
    return {
      id,
      name: id.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase()),
      shortDescription: { text: k.title },
      fullDescription: { text: k.why },
      help: { text: `${k.why}

Fix: ${k.fix}`, markdown: `${k.why}

**Fix:** ${k.fix}` },
      helpUri: helpUri(id)
    };
  }), results = located.map(({ f, at }) => ({
    ruleId: f.id,
    ruleIndex: used.indexOf(f.id),
    level: LEVEL[f.severity],
    message: { text: resultText(f) },
    locations: [{ physicalLocation: { artifactLocation: { uri: sarifUri(at.file) }, region: region(at) } }],
    ...f.related?.length ? {
      relatedLocations: f.related.map((r, i) => ({
        id: i + 1,
        physicalLocation: { artifactLocation: { uri: sarifUri(r.file) }, region: region(r) }
      }))
    } : {},
    ...f.fix ? { fixes: [sarifFix(f.fix)] } : {},
    properties: { source: f.source }
  })), notifications = unplaced.map((f) => ({
    level: LEVEL[f.severity],
    message: { text: `${f.id}: ${resultText(f)}` },
    descriptor: { id: f.id }
  }));
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "torch-preflight", version: VERSION, informationUri: HOME, rules } },
        results,
        invocations: [
          { executionSuccessful: !0, ...notifications.length ? { toolExecutionNotifications: notifications } : {} }
        ]
      }
    ]
  };
}
function formatSarif(findings, opts = {}) {
  return JSON.stringify(sarifLog(findings, opts), null, 2) + `
`;
}
function toSarif(out) {
  let fallback = sarifFallback(out);
  return formatSarif(out.report.findings, fallback ? { fallback } : {});
}

// src/packaging/pep440.ts
function parseVersion(text) {
  let t = text.trim();
  if (!t || t.length > 100) return;
  let e = explainedOf(t);
  return e && {
    public: e.public,
    ...e.local ? { local: String(e.local) } : {},
    epoch: e.epoch,
    release: [...e.release],
    ...e.pre ? { pre: [e.pre[0], e.pre[1]] } : {},
    ...e.post !== null ? { post: e.post } : {},
    ...e.dev !== null ? { dev: e.dev } : {},
    prerelease: e.is_prerelease
  };
}
function compareVersions(a, b) {
  return compareKeys(a, b);
}
function minorOf(version) {
  let v = parseVersion(version);
  if (!v) throw new InputError(`not a version: ${JSON.stringify(version)}`);
  return `${v.release[0] ?? 0}.${v.release[1] ?? 0}`;
}
var BARE_VERSION = /^v?\d+(\.\d+)*([a-z0-9.+!-]*)$/i;
function parseSpecifier(input, what = "version specifier") {
  let text = input.trim();
  if (text === "" || text === "*" || text.toLowerCase() === "latest") return { text, pep440: "" };
  if (text.length > 200)
    throw new InputError(
      `${what} is too long (${text.length} characters); expected e.g. 2.9.0, >=2.5,<2.10 or ~=2.8.0`
    );
  if (BARE_VERSION.test(text)) {
    let v = parseVersion(text.replace(/^v/i, ""));
    if (v) {
      if (v.release.length <= 2 && !v.local && !v.prerelease)
        return { text, pep440: `==${v.public}.*` };
      let full = v.local ? `${v.public}+${v.local}` : v.public;
      return { text, pep440: `==${full}`, exact: full, ...v.local ? { local: v.local } : {} };
    }
  }
  let spaced = text.replace(/\s+/g, " ");
  if (!clausesOf(spaced))
    throw new InputError(
      `${what} ${JSON.stringify(text)} is not a PEP 440 version or specifier; expected e.g. 2.9.0, 2.9.0+cu128, >=2.5,<2.10, ~=2.8.0 or ==2.9.*`
    );
  let clauses = spaced.split(",").map((c) => c.trim()), local = clauses.map((c) => /^===?\s*([^,]+)$/.exec(c)?.[1]).map((v) => v ? parseVersion(v.replace(/\.\*$/, ".0")) : void 0).filter((v) => v !== void 0).find((v) => v.local)?.local, exactClause = clauses.length === 1 ? /^===?\s*([^*]+)$/.exec(clauses[0] ?? "")?.[1]?.trim() : void 0;
  return {
    text,
    pep440: spaced,
    ...local ? { local } : {},
    ...exactClause ? { exact: exactClause } : {}
  };
}
var LOCAL_LABEL = /\+[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*/g, withoutLocal = (text) => text.replace(LOCAL_LABEL, ""), publicSpecifier = derived("public-specifier", (spec) => ({
  ...spec,
  pep440: withoutLocal(spec.pep440)
}));
function satisfies(version, spec) {
  return satisfiesKey(`${version}\0${spec.pep440}`);
}
var satisfiesKey = bounded("satisfies", 1e5, (key) => {
  let [version = "", pep440Text = ""] = key.split("\0");
  return meetsSpecifier(version, pep440Text);
});
function lowerBound(spec) {
  if (!spec.pep440) return;
  let best;
  for (let clause of spec.pep440.split(",")) {
    let m = /^\s*(==|>=|>|~=|===)\s*([^\s*]+?)(\.\*)?\s*$/.exec(clause), v = m?.[2] ? parseVersion(m[2]) : void 0;
    v && (!best || compareVersions(v.public, best) > 0) && (best = v.public);
  }
  return best;
}

// node_modules/smol-toml/dist/error.js
function getLineColFromPtr(string, ptr) {
  let lines = string.slice(0, ptr).split(/\r?\n/);
  return [lines.length, lines.pop().length + 1];
}
function makeCodeBlock(string, line, column) {
  let lines = string.split(/\r?\n/), codeblock = "", numberLen = (Math.log10(line + 1) | 0) + 1;
  for (let i = line - 1; i <= line + 1; i++) {
    let l = lines[i - 1];
    l && (codeblock += i.toString().padEnd(numberLen, " "), codeblock += ":  ", codeblock += l, codeblock += `
`, i === line && (codeblock += " ".repeat(numberLen + column + 2), codeblock += `^
`));
  }
  return codeblock;
}
var TomlError = class _TomlError extends Error {
  line;
  column;
  codeblock;
  constructor(message, options) {
    let [line, column] = getLineColFromPtr(options.toml, options.ptr), codeblock = makeCodeBlock(options.toml, line, column);
    super(`Invalid TOML document: ${message}

${codeblock}`, options), this.line = line, this.column = column, this.codeblock = codeblock;
  }
  /** @internal */
  static x(message, ctx, ptr) {
    throw new _TomlError(message, { toml: ctx.s, ptr: ptr ?? ctx.p });
  }
};

// node_modules/smol-toml/dist/primitive.js
function parseString(ctx) {
  let startPtr = ctx.p, c = ctx.s.charCodeAt(ctx.p++), first = c, isLiteral = c === 39, isMultiline = c === ctx.s.charCodeAt(ctx.p) && c === ctx.s.charCodeAt(ctx.p + 1);
  isMultiline && ((c = ctx.s.charCodeAt(ctx.p += 2)) === 10 ? ctx.p++ : c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10 && (ctx.p += 2));
  let parsed = "", sliceStart = ctx.p, state = 0;
  for (; ctx.p < ctx.s.length; ctx.p++)
    if (c = ctx.s.charCodeAt(ctx.p), isMultiline && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10))
      state = state && 3;
    else if (c < 32 && c !== 9 || c === 127)
      TomlError.x("control characters are not allowed in strings", ctx);
    else if ((!state || state === 3) && c === first && (!isMultiline || ctx.s.charCodeAt(ctx.p + 1) === first && ctx.s.charCodeAt(ctx.p + 2) === first)) {
      if (isMultiline && (ctx.s.charCodeAt(ctx.p + 3) === first && ctx.p++, ctx.s.charCodeAt(ctx.p + 3) === first && ctx.p++), !state) {
        let s = ctx.s.slice(sliceStart, ctx.p);
        parsed = parsed ? parsed + s : s;
      }
      return ctx.p += isMultiline ? 3 : 1, parsed;
    } else if (!state)
      !isLiteral && c === 92 && (parsed += ctx.s.slice(sliceStart, sliceStart = ctx.p), state = 1);
    else if (state === 1)
      if (c === 120 || c === 117 || c === 85) {
        let errPtr = ctx.p++ - 1, value = 0, len = c === 120 ? 2 : c === 117 ? 4 : 8;
        for (let j = 0; j < len; j++, ctx.p++) {
          let hex = ctx.s.charCodeAt(ctx.p), digit = (
            /* 0-9 */
            hex >= 48 && hex <= 57 ? hex - 48 : (
              /* A-F */
              hex >= 65 && hex <= 70 ? hex - 65 + 10 : (
                /* a-f */
                hex >= 97 && hex <= 102 ? hex - 97 + 10 : -1
              )
            )
          );
          digit < 0 && TomlError.x("invalid non-hex character in unicode escape", ctx), value = value << 4 | digit;
        }
        (value < 0 || value > 1114111 || value >= 55296 && value <= 57343) && TomlError.x("invalid unicode escape", ctx, errPtr), parsed += String.fromCodePoint(value), sliceStart = ctx.p--, state = 0;
      } else isMultiline && (c === 32 || c === 9) ? state = 2 : (c === 98 ? parsed += "\b" : c === 116 ? parsed += "	" : c === 110 ? parsed += `
` : c === 102 ? parsed += "\f" : c === 114 ? parsed += "\r" : c === 101 ? parsed += "\x1B" : c === 34 ? parsed += '"' : c === 92 ? parsed += "\\" : TomlError.x("unrecognised escape sequence", ctx), sliceStart = ctx.p + 1, state = 0);
    else c !== 32 && c !== 9 && (state === 2 && TomlError.x("invalid escape: only line-ending whitespace may be escaped", ctx, sliceStart), state = !isLiteral && c === 92 ? 1 : 0, sliceStart = ctx.p);
  TomlError.x("unfinished string", ctx, startPtr);
}

// node_modules/smol-toml/dist/date.js
var DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})?[Tt ]?(?:(\d{2}):\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|z|[-+]\d{2}:\d{2})?$/i, TomlDate = class _TomlDate extends Date {
  #hasDate = !1;
  #hasTime = !1;
  #offset = null;
  constructor(date, fasttype, unsafeDelim) {
    let hasDate = !0, hasTime = !0, offset = "Z", c;
    if (typeof date == "string")
      if (fasttype)
        prep: {
          if (fasttype < 3) {
            if (+date.slice(11, 13) > 23) {
              date = "";
              break prep;
            }
            fasttype === 2 ? (offset = null, date += "Z") : (c = date.charCodeAt(date.length - 1)) !== 90 && c !== 122 && (offset = date.slice(date.length - 6)), unsafeDelim && (date = date.slice(0, 10) + "T" + date.slice(11));
          } else fasttype === 4 && (date = +date.slice(0, 2) > 23 ? "" : `0000-01-01T${date}Z`);
          hasDate = fasttype !== 4, hasTime = fasttype !== 3;
        }
      else {
        let match = date.match(DATE_TIME_RE);
        match ? (match[1] || (hasDate = !1, date = `0000-01-01T${date}`), hasTime = !!match[2], hasTime && date[10] === " " && (date = date.replace(" ", "T")), match[2] && +match[2] > 23 ? date = "" : (offset = match[3] || null, !offset && hasTime && (date += "Z"))) : date = "";
      }
    super(date), isNaN(this.getTime()) || (this.#hasDate = hasDate, this.#hasTime = hasTime, this.#offset = offset);
  }
  isDateTime() {
    return this.#hasDate && this.#hasTime;
  }
  isLocal() {
    return !this.#hasDate || !this.#hasTime || !this.#offset;
  }
  isDate() {
    return this.#hasDate && !this.#hasTime;
  }
  isTime() {
    return this.#hasTime && !this.#hasDate;
  }
  isValid() {
    return this.#hasDate || this.#hasTime;
  }
  toISOString() {
    let iso = super.toISOString();
    if (this.isDate())
      return iso.slice(0, 10);
    if (this.isTime())
      return iso.slice(11, 23);
    if (this.#offset === null)
      return iso.slice(0, -1);
    if (this.#offset === "Z" || this.#offset === "z")
      return iso;
    let offset = +this.#offset.slice(1, 3) * 60 + +this.#offset.slice(4, 6);
    return offset = this.#offset[0] === "-" ? offset : -offset, new Date(this.getTime() - offset * 6e4).toISOString().slice(0, -1) + this.#offset;
  }
  static wrapAsOffsetDateTime(jsDate, offset = "Z") {
    let date = new _TomlDate(jsDate);
    return date.#offset = offset, date;
  }
  static wrapAsLocalDateTime(jsDate) {
    let date = new _TomlDate(jsDate);
    return date.#offset = null, date;
  }
  static wrapAsLocalDate(jsDate) {
    let date = new _TomlDate(jsDate);
    return date.#hasTime = !1, date.#offset = null, date;
  }
  static wrapAsLocalTime(jsDate) {
    let date = new _TomlDate(jsDate);
    return date.#hasDate = !1, date.#offset = null, date;
  }
};

// node_modules/smol-toml/dist/extract.js
function isDigit$1(char, base = 10) {
  return base === 16 ? char > 47 && char < 58 || char > 64 && char < 71 || char > 96 && char < 103 : char > 47 && char < 48 + base;
}
function isEndOfValue(char, delim) {
  return char === 32 || char === 9 || char === 10 || char === 13 || // Structure end or next value delimiter
  delim && (char === delim || char === 44) || // Comment
  char === 35;
}
function extractValue(ctx, end) {
  let errPtr = ctx.p, c = ctx.s.charCodeAt(ctx.p);
  if (c === 91 || c === 123) {
    ctx.d-- || TomlError.x("document contains excessively nested structures. aborting.", ctx);
    let value = c === 91 ? parseArray(ctx) : parseInlineTable(ctx);
    return ctx.d++, value;
  }
  return c === 34 || c === 39 ? parseString(ctx) : c === 116 ? ((ctx.s.charCodeAt(++ctx.p) !== 114 || ctx.s.charCodeAt(++ctx.p) !== 117 || ctx.s.charCodeAt(++ctx.p) !== 101) && TomlError.x("invalid value", ctx, errPtr), ctx.p++, !0) : c === 102 ? ((ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 108 || ctx.s.charCodeAt(++ctx.p) !== 115 || ctx.s.charCodeAt(++ctx.p) !== 101) && TomlError.x("invalid value", ctx, errPtr), ctx.p++, !1) : c === 43 || c === 45 ? parseNumber(ctx, ctx.p, ctx.s.charCodeAt(++ctx.p), 44 - c, end) : ctx.s.charCodeAt(ctx.p + 4) === 45 && ctx.s.charCodeAt(ctx.p + 7) === 45 ? parseDate(ctx, c, end) : ctx.s.charCodeAt(ctx.p + 2) === 58 ? parseTime(ctx, c, end) : parseNumber(ctx, ctx.p, c, 0, end);
}
function parseNumber(ctx, startPtr, startChr, sign, endChr) {
  let c = startChr, state = 0, hasUnderscores = !1;
  if (c === 105)
    return (ctx.s.charCodeAt(++ctx.p) !== 110 || ctx.s.charCodeAt(++ctx.p) !== 102) && TomlError.x("invalid value", ctx, startPtr), ctx.p++, (sign || 1) / 0;
  if (c === 110)
    return (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 110) && TomlError.x("invalid value", ctx, startPtr), ctx.p++, NaN;
  if (c === 48) {
    if (++ctx.p >= ctx.s.length || isEndOfValue(c = ctx.s.charCodeAt(ctx.p), endChr))
      return ctx.bi === !0 ? 0n : 0;
    if (!sign) {
      if (c === 120)
        return parseIntegerBaseN(ctx, startPtr, 16, endChr);
      if (c === 98)
        return parseIntegerBaseN(ctx, startPtr, 2, endChr);
      if (c === 111)
        return parseIntegerBaseN(ctx, startPtr, 8, endChr);
    }
    c === 46 ? state = 2 : c === 101 || c === 69 ? state = 4 : TomlError.x("illegal leading zero", ctx, startPtr);
  } else isDigit$1(c) || TomlError.x("invalid value", ctx, startPtr);
  for (; ++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr)); )
    state || (state = 1), c === 95 ? (state & 1 || TomlError.x("illegal underscore", ctx), state += 11, hasUnderscores = !0) : state === 1 && c === 46 ? state = 2 : (state === 1 || state === 3) && (c === 101 || c === 69) ? state = 4 : state === 4 && (c === 43 || c === 45) ? state = 6 : isDigit$1(c) ? state > 9 ? state -= 11 : state & 1 || state++ : TomlError.x("illegal character in numeric literal", ctx);
  if (!state) {
    let val = (startChr - 48) * (sign || 1);
    return ctx.bi === !0 ? BigInt(val) : val;
  }
  state & 1 || TomlError.x("unfinished numeric value", ctx, startPtr);
  let str = ctx.s.slice(startPtr, ctx.p);
  return hasUnderscores && (str = str.replaceAll("_", "")), state > 1 ? parseFloat(str) : parseInteger(ctx, str, 10, startPtr);
}
function parseIntegerBaseN(ctx, startPtr, base, endChr) {
  let c, underscore = 1;
  for (; ++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr)); )
    c === 95 ? (underscore & 1 && TomlError.x("illegal underscore", ctx), underscore = 3) : isDigit$1(c, base) ? underscore & 1 && underscore-- : TomlError.x("illegal character in numeric literal", ctx);
  underscore & 1 && TomlError.x("unfinished numeric value", ctx);
  let str = ctx.s.slice(startPtr + 2, ctx.p);
  return underscore && (str = str.replaceAll("_", "")), parseInteger(ctx, str, base, startPtr);
}
function parseInteger(ctx, str, base, startPtr) {
  if (ctx.bi !== !0)
    int: {
      let val = parseInt(str, base);
      if (!Number.isSafeInteger(val)) {
        if (ctx.bi)
          break int;
        TomlError.x("integer value cannot be represented losslessly", ctx, startPtr);
      }
      return val;
    }
  return BigInt(base === 10 ? str : (base === 2 ? "0b" : base === 8 ? "0o" : "0x") + str);
}
function parseDate(ctx, c, endChr) {
  let startPtr = ctx.p++, unsafeSeparator;
  if (!isDigit$1(c) || !isDigit$1(ctx.s.charCodeAt(ctx.p++)) || !isDigit$1(ctx.s.charCodeAt(ctx.p++)) || !isDigit$1(ctx.s.charCodeAt(ctx.p++)))
    return parseNumber(ctx, ctx.p = startPtr, c, 0, endChr);
  if (ctx.p += 5, isDigit$1(ctx.s.charCodeAt(ctx.p++)) || TomlError.x("invalid date-time: date part is malformed", ctx, startPtr), ctx.p >= ctx.s.length || ((c = ctx.s.charCodeAt(ctx.p)) !== 32 || (unsafeSeparator = !0, !isDigit$1(ctx.s.charCodeAt(ctx.p + 1)))) && c !== 84 && c !== 116) {
    let t2 = ctx.s.slice(startPtr, ctx.p);
    return readDate(ctx, t2, 3, !1, startPtr);
  }
  if (ctx.s.charCodeAt(ctx.p += 3) !== 58 && TomlError.x("invalid date-time: time part is malformed", ctx, startPtr), ctx.s.charCodeAt(ctx.p += 3) === 58 && (ctx.p += 3), ctx.s.charCodeAt(ctx.p) === 46)
    for (; isDigit$1(ctx.s.charCodeAt(++ctx.p)); )
      ;
  if (c = ctx.s.charCodeAt(ctx.p)) {
    if (c === 90 || c === 122) {
      let t2 = ctx.s.slice(startPtr, ++ctx.p);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, "[+00:00]");
    }
    if (c === 43 || c === 45) {
      let t2 = ctx.s.slice(startPtr, ctx.p += 6);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, !ctx.ld && "[" + ctx.s.slice(ctx.p - 6, ctx.p) + "]");
    }
  }
  let t = ctx.s.slice(startPtr, ctx.p);
  return readDate(ctx, t, 2, unsafeSeparator, startPtr);
}
function parseTime(ctx, c, endChr) {
  let start = ctx.p;
  if (!isDigit$1(c) || !isDigit$1(ctx.s.charCodeAt(++ctx.p)))
    return parseNumber(ctx, --ctx.p, c, 0, endChr);
  if (ctx.s.charCodeAt(ctx.p += 4) === 58 && (ctx.p += 3), ctx.s.charCodeAt(ctx.p) === 46)
    for (; isDigit$1(ctx.s.charCodeAt(++ctx.p)); )
      ;
  let t = ctx.s.slice(start, ctx.p);
  return readDate(ctx, t, 4, !1, start);
}
function readDate(ctx, str, type, unsafeDelim, errPtr, temporalSuffix) {
  if (ctx.ld) {
    let date = new TomlDate(str, type, unsafeDelim);
    return date.isValid() || TomlError.x("invalid date", ctx, errPtr), date;
  }
  try {
    switch (temporalSuffix && (str += temporalSuffix), type) {
      case 1:
        return Temporal.ZonedDateTime.from(str);
      case 2:
        return Temporal.PlainDateTime.from(str);
      case 3:
        return Temporal.PlainDate.from(str);
      case 4:
        return Temporal.PlainTime.from(str);
    }
  } catch (e) {
    TomlError.x(e instanceof Error ? e.message : "" + e, ctx, errPtr);
  }
}

// node_modules/smol-toml/dist/util.js
function skipComment(ctx) {
  for (; ctx.p < ctx.s.length; ctx.p++) {
    let c = ctx.s.charCodeAt(ctx.p);
    if (c === 10)
      break;
    if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10) {
      ctx.p++;
      break;
    }
    (c < 32 && c !== 9 || c === 127) && TomlError.x("control characters are not allowed in comments", ctx);
  }
}
function skipVoid(ctx, banNewLines, banComments) {
  let c;
  for (; ctx.p < ctx.s.length; ) {
    for (; ctx.p < ctx.s.length && ((c = ctx.s.charCodeAt(ctx.p)) === 32 || c === 9 || !banNewLines && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)); )
      ctx.p++;
    if (banComments || c !== 35)
      break;
    skipComment(ctx);
  }
}

// node_modules/smol-toml/dist/struct.js
function parseKey(ctx, end = 61) {
  let startPtr, state = 0, parsed = [], sliceStart, c = ctx.s.charCodeAt(startPtr = ctx.p);
  do {
    if (c === end)
      return state || TomlError.x("unexpected end of key", ctx), state === 1 && parsed.push(ctx.s.slice(sliceStart, ctx.p)), ctx.p++, parsed;
    c === 46 ? (state || TomlError.x("illegal empty bare key", ctx), state === 1 && parsed.push(ctx.s.slice(sliceStart, ctx.p)), state = 0) : !state && (c === 34 || c === 39) ? (c === ctx.s.charCodeAt(ctx.p + 1) && c === ctx.s.charCodeAt(ctx.p + 2) && TomlError.x("illegal quoted key: multiline strings are not allowed", ctx), parsed.push(parseString(ctx)), state = 2, ctx.p--) : c === 32 || c === 9 ? state === 1 && (parsed.push(ctx.s.slice(sliceStart, ctx.p)), state = 2) : state === 2 || c < 48 && c !== 45 || c > 57 && c < 65 || c > 90 && c < 97 && c !== 95 || c > 122 ? TomlError.x("illegal character in key", ctx) : state || (state = 1, sliceStart = ctx.p);
  } while (c = ctx.s.charCodeAt(++ctx.p));
  TomlError.x("incomplete key-value: cannot find end of key", ctx, startPtr);
}
function parseInlineTable(ctx) {
  let startPtr = ctx.p++, res = /* @__PURE__ */ Object.create(null), seen = /* @__PURE__ */ new Set(), c;
  for (; ctx.p < ctx.s.length; ) {
    if (skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p)) === 125)
      return ctx.p++, res;
    let k, t = res, hasOwn = !1, errPtr = ctx.p, key = parseKey(ctx);
    for (let i = 0; i < key.length; i++) {
      i && (t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null)), k = key[i], (hasOwn = Object.hasOwn(t, k)) && (typeof t[k] != "object" || seen.has(t[k])) && TomlError.x("trying to redefine an already defined value", ctx, errPtr);
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor")) {
        t = ctx.uk !== 1 && TomlError.x("document contains an unsafe property", ctx, errPtr);
        break;
      }
      !hasOwn && unsafe && Object.defineProperty(t, k, { enumerable: !0, configurable: !0, writable: !0 });
    }
    hasOwn && TomlError.x("trying to redefine an already defined value", ctx, errPtr), skipVoid(ctx, !0, !0);
    let value = extractValue(
      ctx,
      125
      /* } */
    );
    if (t && typeof (t[k] = value) == "object" && seen.add(value), skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p++)) === 125)
      return res;
    c !== 44 && TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished table", ctx, startPtr);
}
function parseArray(ctx) {
  let startPtr = ctx.p++, res = [], c;
  for (; ctx.p < ctx.s.length; ) {
    if (skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p)) === 93)
      return ctx.p++, res;
    if (res.push(extractValue(
      ctx,
      93
      /* ] */
    )), skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p++)) === 93)
      return res;
    c !== 44 && TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished array", ctx, startPtr);
}

// node_modules/smol-toml/dist/parse.js
function peekTable(ctx, key, table, meta, type) {
  let t = table, m = meta, k, hasOwn = !1, state;
  for (let i = 0; i < key.length; i++) {
    if (i) {
      if (t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null), m = (state = m[k]).c, type === 0 && (state.t === 1 || state.t === 2))
        return null;
      if (state.t === 2) {
        let l = t.length - 1;
        t = t[l], m = m[l].c;
      }
    }
    if (k = key[i], (hasOwn = Object.hasOwn(t, k)) && m[k]?.t === 0 && m[k]?.d)
      return null;
    if (!hasOwn) {
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor"))
        return !1;
      unsafe && (Object.defineProperty(t, k, { enumerable: !0, configurable: !0, writable: !0 }), Object.defineProperty(m, k, { enumerable: !0, configurable: !0, writable: !0 })), m[k] = {
        t: i < key.length - 1 && type === 2 ? 3 : type,
        d: !1,
        i: 0,
        c: /* @__PURE__ */ Object.create(null)
      };
    }
  }
  if (state = m[k], state.t !== type && !(type === 1 && state.t === 3) || (type === 2 && (state.d || (state.d = !0, t[k] = []), t[k].push(t = /* @__PURE__ */ Object.create(null)), state.c[state.i++] = state = { t: 1, d: !1, i: 0, c: /* @__PURE__ */ Object.create(null) }), state.d))
    return null;
  if (state.d = !0, type === 1)
    t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
  else if (type === 0 && hasOwn)
    return null;
  return [k, t, state.c];
}
function validateTablePeek(ctx, peek, ptr) {
  (peek === null || ctx.uk === 2) && TomlError.x(peek === null ? "trying to redefine an already defined table or value" : "document contains an unsafe property", ctx, ptr);
}
function parse(toml, options = {}) {
  let ctx = {
    s: toml,
    p: 0,
    d: options.maxDepth ?? 1e3,
    bi: options.integersAsBigInt ?? !1,
    ld: options.useLegacyDate ?? !0,
    uk: options.unsafeKeyBehaviour === "throw" ? 2 : options.unsafeKeyBehaviour === "drop" ? 1 : 0
  }, res = /* @__PURE__ */ Object.create(null), meta = /* @__PURE__ */ Object.create(null), tmp, skipping = !1, tbl = res, m = meta;
  for (toml.charCodeAt(0) === 65279 && ctx.p++, skipVoid(ctx); ctx.p < toml.length; ) {
    if (toml.charCodeAt(ctx.p) === 91) {
      let isTableArray = toml.charCodeAt(++ctx.p) === 91;
      tmp = ctx.p += +isTableArray, skipping = !1;
      let k = parseKey(
        ctx,
        93
        /* ] */
      );
      isTableArray && (toml.charCodeAt(ctx.p) !== 93 && TomlError.x("expected end of table array declaration", ctx), ctx.p++);
      let p = peekTable(
        ctx,
        k,
        res,
        meta,
        isTableArray ? 2 : 1
        /* Type.EXPLICIT */
      );
      p ? (m = p[2], tbl = p[1]) : (validateTablePeek(ctx, p, tmp), skipping = !0);
    } else {
      tmp = ctx.p;
      let k = parseKey(ctx), p = peekTable(
        ctx,
        k,
        tbl,
        m,
        0
        /* Type.DOTTED */
      );
      !p && !skipping && validateTablePeek(ctx, p, tmp), skipVoid(ctx, !0, !0);
      let v = extractValue(ctx, void 0);
      p && !skipping && (p[1][p[0]] = v);
    }
    skipVoid(ctx, !0), ctx.p < toml.length && (tmp = toml.charCodeAt(ctx.p)) !== 10 && (tmp !== 13 || toml.charCodeAt(ctx.p + 1) !== 10) && TomlError.x("each key-value declaration must be followed by an end-of-line", ctx), skipVoid(ctx);
  }
  return res;
}

// node_modules/smol-toml/dist/stringify.js
var HAS_WELLFORMED = !!"".isWellFormed;

// src/text/group.ts
function groupBy(items, keyOf) {
  let out = /* @__PURE__ */ new Map();
  for (let t of items) {
    let k = keyOf(t), list = out.get(k);
    list ? list.push(t) : out.set(k, [t]);
  }
  return out;
}
function firstAtLeast(sorted, keyOf, value, lo = 0) {
  let hi = sorted.length;
  for (; lo < hi; ) {
    let mid = lo + hi >>> 1;
    keyOf(sorted[mid]) < value ? lo = mid + 1 : hi = mid;
  }
  return lo;
}

// src/packaging/marker.ts
var VARIABLES = {
  python_version: "python_version",
  python_full_version: "python_full_version",
  os_name: "os_name",
  sys_platform: "sys_platform",
  platform_release: "platform_release",
  platform_system: "platform_system",
  platform_version: "platform_version",
  platform_machine: "platform_machine",
  platform_python_implementation: "platform_python_implementation",
  implementation_name: "implementation_name",
  implementation_version: "implementation_version",
  extra: "extra",
  // PEP 751 (pylock.toml): the extras and the dependency groups being installed.
  extras: "extras",
  dependency_groups: "dependency_groups",
  // Legacy spellings pip still accepts.
  "os.name": "os_name",
  "sys.platform": "sys_platform",
  "platform.version": "platform_version",
  "platform.machine": "platform_machine",
  "platform.python_implementation": "platform_python_implementation",
  python_implementation: "platform_python_implementation"
}, OPEN = Object.freeze({ t: "(" }), CLOSE = Object.freeze({ t: ")" });
function fail(marker, why) {
  throw new InputError(
    `marker ${JSON.stringify(marker.length > 120 ? `${marker.slice(0, 117)}...` : marker)} is not valid PEP 508: ${why}`
  );
}
var SPACE = /[ \t]+/y, OP = /(===|==|!=|<=|>=|~=|<|>|not\s+in(?![A-Za-z0-9_.])|in(?![A-Za-z0-9_.]))/y, WORD = /[A-Za-z_][A-Za-z0-9_.]*/y;
function tokenize$1(text) {
  let out = [], i = 0, at = (re) => (re.lastIndex = i, re.exec(text));
  for (; i < text.length; ) {
    let c = text[i], space = at(SPACE);
    if (space)
      i += space[0].length;
    else if (c === "(" || c === ")")
      out.push(c === "(" ? OPEN : CLOSE), i++;
    else if (c === '"' || c === "'") {
      let end = text.indexOf(c, i + 1);
      end < 0 && fail(text, `unterminated string at column ${i + 1}`);
      let v = text.slice(i + 1, end);
      v.includes("\\") && fail(text, `a backslash in the string at column ${i + 1}`), out.push({ t: "str", v }), i = end + 1;
    } else {
      let op = at(OP);
      if (op) {
        out.push({ t: "op", v: op[1].replace(/\s+/g, " ") }), i += op[0].length;
        continue;
      }
      let word = at(WORD);
      word || fail(text, `unexpected ${JSON.stringify(c)} at column ${i + 1}`);
      let w = word[0];
      w === "and" || w === "or" ? out.push({ t: "kw", v: w }) : out.push(VARIABLES[w] ? { t: "var", v: VARIABLES[w], known: !0 } : { t: "var", v: w, known: !1 }), i += w.length;
    }
  }
  return out;
}
function parseMarker(text) {
  let tokens = tokenize$1(text);
  tokens.length === 0 && fail(text, "empty");
  let depth = 0, expectOperand = !0;
  for (let i = 0; i < tokens.length; i++) {
    let tok = tokens[i];
    if (expectOperand) {
      if (tok.t === "(") {
        depth++;
        continue;
      }
      tok.t !== "str" && tok.t !== "var" && fail(text, "expected a variable or a quoted string"), tokens[i + 1]?.t !== "op" && fail(text, "expected a comparison such as == or in");
      let right = tokens[i + 2];
      right?.t !== "str" && right?.t !== "var" && fail(text, "expected a variable or a quoted string"), i += 2, expectOperand = !1;
    } else tok.t === ")" ? (depth === 0 && fail(text, "unexpected text after the end"), depth--) : tok.t === "kw" ? expectOperand = !0 : fail(text, "unexpected text after the end");
  }
  return expectOperand && fail(text, "expected a variable or a quoted string"), depth > 0 && fail(text, 'missing ")"'), { text, tokens };
}
var VERSION_KEYS = /* @__PURE__ */ new Set(["python_version", "python_full_version", "implementation_version", "platform_release"]);
function compare(a, op, b, versionKey) {
  if (versionKey && op !== "in" && op !== "not in" && !b.includes(",")) {
    let spec = `${op}${b}`;
    if (clausesOf(spec)) return meetsSpecifier(a, spec, !0);
  }
  switch (op) {
    case "in":
      return b.includes(a);
    case "not in":
      return !b.includes(a);
    case "==":
    case "<=":
    case ">=":
      return a === b;
    case "!=":
      return a !== b;
    case "<":
    case ">":
      return !1;
    default:
      return;
  }
}
function selectedName(literal) {
  let m = /^(extra|group)-(\d+)-/.exec(literal);
  if (!m) return literal;
  let rest = literal.slice(m[0].length), n = Number(m[2]);
  return rest[n] !== "-" ? literal : m[1] === "group" ? `group:${rest.slice(n + 1)}` : rest.slice(n + 1);
}
var norm = (s) => s.toLowerCase().replace(/[-_.]+/g, "-");
function extraCompare(selected, op, literal) {
  let want = norm(selectedName(literal)), has = selected.some((s) => norm(s) === want || norm(s) === norm(literal));
  if (op === "==" || op === "===") return has;
  if (op === "!=") return !has;
  if (op === "in") return selected.some((s) => literal.includes(s));
  if (op === "not in") return !selected.some((s) => literal.includes(s));
}
function setOf(name, env) {
  let given = toList(env[name]);
  if (given) return given;
  let extra = toList(env.extra) ?? [];
  return name === "extras" ? extra.filter((e) => !e.startsWith("group:")) : extra.filter((e) => e.startsWith("group:")).map((e) => e.slice(6));
}
function comparison(left, op, right, env) {
  if (left.t === "var" && left.v === "extra" && right.t === "str")
    return extraCompare(toList(env.extra) ?? [], op, right.v);
  if (right.t === "var" && right.v === "extra" && left.t === "str")
    return extraCompare(toList(env.extra) ?? [], op, left.v);
  let set = (o) => o.t === "var" && (o.v === "extras" || o.v === "dependency_groups");
  if (set(left) || set(right)) {
    if (!set(right) || left.t !== "str" || op !== "in" && op !== "not in") return;
    let has = setOf(right.v, env).some((s) => norm(s) === norm(left.v));
    return op === "in" ? has : !has;
  }
  let lv = left.t === "str" ? [left.v] : left.known ? toList(env[left.v]) : void 0, rv = right.t === "str" ? [right.v] : right.known ? toList(env[right.v]) : void 0;
  if (!lv || !rv) return;
  let versionKey = [left, right].some((o) => o.t === "var" && VERSION_KEYS.has(o.v)), out = null;
  for (let a of lv)
    for (let b of rv) {
      let r = compare(repaired(a, left), op, repaired(b, right), versionKey);
      if (out === null) out = r;
      else if (out !== r) return;
    }
  return out ?? void 0;
}
var repaired = (value, o) => o.t === "var" && o.v === "python_full_version" && value.endsWith("+") ? `${value}local` : value, and3 = (a, b) => a === !1 || b === !1 ? !1 : a === !0 && b === !0 ? !0 : void 0, or3 = (a, b) => a === !0 || b === !0 ? !0 : a === !1 && b === !1 ? !1 : void 0;
function evaluateMarker(marker, env) {
  let ors = [!1], ands = [null], push = (v) => {
    let top = ands.length - 1, a = ands[top];
    ands[top] = a === null ? v : and3(a, v);
  }, close = () => {
    let a = ands.pop();
    return or3(ors.pop(), a === null ? !1 : a);
  }, t = marker.tokens;
  for (let i = 0; i < t.length; i++) {
    let tok = t[i];
    if (tok.t === "(")
      ors.push(!1), ands.push(null);
    else if (tok.t === ")") push(close());
    else if (tok.t === "kw") {
      if (tok.v === "or") {
        let top = ands.length - 1, a = ands[top];
        ors[top] = or3(ors[top], a === null ? !1 : a), ands[top] = null;
      }
    } else (tok.t === "str" || tok.t === "var") && (push(comparison(tok, t[i + 1].v, t[i + 2], env)), i += 2);
  }
  return close();
}
function toList(v) {
  if (v !== void 0)
    return Array.isArray(v) ? v : [v];
}
var SELECTION = /* @__PURE__ */ new Set(["extra", "extras", "dependency_groups"]);
function markerVariables(marker) {
  return [...new Set(marker.tokens.flatMap((t) => t.t === "var" && !SELECTION.has(t.v) ? [t.v] : []))];
}
function unknownVariables(marker) {
  return [...new Set(marker.tokens.flatMap((t) => t.t === "var" && !t.known ? [t.v] : []))];
}
function shortMarker(text, keep = 100) {
  return text.length <= keep + 40 ? text : `${text.slice(0, keep)}\u2026 (${text.length - keep} more characters)`;
}

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
function companionGap(catalog, key, version, at) {
  return catalog.companionGaps.find(
    (g) => g.package === key && (!g.platforms || g.platforms.includes(at.platform)) && (!g.python || at.python !== void 0 && g.python.includes(at.python)) && (!g.variants || at.variant !== void 0 && g.variants.includes(at.variant)) && satisfies(version, parseSpecifier(g.versions, "companionGaps versions"))
  );
}
function companionVersions(catalog) {
  let out = {};
  for (let key of ["torchvision", "torchaudio"]) {
    let byTorch = {}, ambiguous = /* @__PURE__ */ new Set();
    for (let r of catalog.releases)
      for (let p of r.patches) {
        let paired = companionsOf(catalog, p, key);
        if (paired.length !== 1) {
          ambiguous.add(r.torch);
          continue;
        }
        byTorch[p.version] = paired[0].version, r.torch in byTorch || (byTorch[r.torch] = paired[0].version);
      }
    for (let m of ambiguous) delete byTorch[m];
    out[key] = byTorch;
  }
  return out;
}

// src/python/tokenize.ts
function operatorLength(text, start, c) {
  let d = text.charCodeAt(start + 1);
  switch (c) {
    case 40:
    // ( ) [ ] { } , ; ~
    case 41:
    case 91:
    case 93:
    case 123:
    case 125:
    case 44:
    case 59:
    case 126:
      return 1;
    case 46:
      return d === 46 && text.charCodeAt(start + 2) === 46 ? 3 : 1;
    case 58:
    // : :=
    case 61:
    // = ==
    case 33:
    // ! !=
    case 43:
    // + +=
    case 37:
    // % %=
    case 38:
    // & &=
    case 124:
    // | |=
    case 94:
    // ^ ^=
    case 64:
      return d === 61 ? 2 : 1;
    case 45:
      return d === 61 || d === 62 ? 2 : 1;
    case 42:
    // * *= ** **=
    case 47:
    // / /= // //=
    case 60:
    // < <= << <<=
    case 62:
      return d === c ? text.charCodeAt(start + 2) === 61 ? 3 : 2 : d === 61 ? 2 : 1;
    default:
      return 0;
  }
}
var STRING_PREFIXES = /* @__PURE__ */ new Set(["r", "u", "b", "f", "t", "br", "rb", "fr", "rf", "tr", "rt"]);
function stringPrefix(text, start, end) {
  let q = text.charCodeAt(end);
  if (q !== 34 && q !== 39 || end - start > 2) return;
  let prefix = text.slice(start, end).toLowerCase();
  return STRING_PREFIXES.has(prefix) ? prefix : void 0;
}
var MAX_FSTRING_NESTING = 200;
function isIdentStart(c) {
  return c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95 || c >= 128;
}
function isIdentChar(c) {
  return isIdentStart(c) || c >= 48 && c <= 57;
}
var NAME_CHARS = new Uint8Array(65536).fill(1);
for (let c = 0; c < 128; c++) NAME_CHARS[c] = isIdentChar(c) ? 1 : 0;
function isDigit(c) {
  return c >= 48 && c <= 57;
}
var stringError, Tokenizer = class {
  constructor(text, significant = !1) {
    this.text = text;
    this.significant = significant;
    this.lfOnly = text.indexOf("\r") < 0;
  }
  text;
  significant;
  pos = 0;
  depth = 0;
  lineHasCode = !1;
  type = "ws";
  start = 0;
  end = 0;
  error;
  /**
   * `significant`: blanks and comments are passed over, not returned (the analyser ignores them;
   * about half of all tokens are blanks). A line break is still returned.
   */
  /** The text holds no `\r`: a comment ends at the next `\n` (commentEnd). */
  lfOnly;
  next() {
    if (this.advance())
      return this.error ? { type: this.type, start: this.start, end: this.end, error: this.error } : { type: this.type, start: this.start, end: this.end };
  }
  /** Goes on from `pos`, the start of a logical line (outside brackets, nothing before it on the line). */
  seek(pos) {
    this.pos = pos, this.depth = 0, this.lineHasCode = !1;
  }
  /** The next token into the fields; false at the end. */
  advance() {
    let text = this.text, start = this.pos;
    if (this.significant) {
      for (; start < text.length; ) {
        let d = text.charCodeAt(start);
        if (d === 32 || d === 9 || d === 12) start++;
        else if (d === 35) start = commentEnd(text, start + 1, this.lfOnly);
        else break;
      }
      this.pos = start;
    }
    if (start >= text.length) return !1;
    let c = text.charCodeAt(start);
    if (c === 10 || c === 13) {
      let end = c === 13 && text.charCodeAt(start + 1) === 10 ? start + 2 : start + 1, logical = this.depth === 0 && this.lineHasCode;
      return logical && (this.lineHasCode = !1), this.emit(logical ? "newline" : "nl", end);
    }
    if (c === 32 || c === 9 || c === 12) {
      let p = start + 1;
      for (; p < text.length; ) {
        let d = text.charCodeAt(p);
        if (d !== 32 && d !== 9 && d !== 12) break;
        p++;
      }
      return this.emit("ws", p);
    }
    if (c === 35) {
      let p = start + 1;
      for (; p < text.length; ) {
        let d = text.charCodeAt(p);
        if (d === 10 || d === 13) break;
        p++;
      }
      return this.emit("comment", p);
    }
    if (c === 92) {
      let n = text.charCodeAt(start + 1);
      return n === 10 ? this.emit("cont", start + 2) : n === 13 ? this.emit("cont", text.charCodeAt(start + 2) === 10 ? start + 3 : start + 2) : this.emit("error", start + 1, "unexpected backslash");
    }
    if (c === 34 || c === 39) {
      this.lineHasCode = !0;
      let end = scanString(text, start, "", 0);
      return this.emit("string", end, stringError);
    }
    if (isIdentStart(c)) {
      let p = start + 1;
      for (; p < text.length && NAME_CHARS[text.charCodeAt(p)] === 1; ) p++;
      this.lineHasCode = !0;
      let q = text.charCodeAt(p), prefix = q === 34 || q === 39 ? stringPrefix(text, start, p) : void 0;
      return prefix !== void 0 ? this.emit("string", scanString(text, p, prefix, 0), stringError) : this.emit("name", p);
    }
    if (isDigit(c) || c === 46 && isDigit(text.charCodeAt(start + 1)))
      return this.lineHasCode = !0, this.emit("number", scanNumber(text, start));
    this.lineHasCode = !0;
    let ops = operatorLength(text, start, c);
    if (ops > 0)
      return c === 40 || c === 91 || c === 123 ? this.depth++ : (c === 41 || c === 93 || c === 125) && this.depth > 0 && this.depth--, this.emit("op", start + ops);
    let width = c >= 55296 && c <= 56319 && start + 1 < text.length ? 2 : 1;
    return this.emit(
      "error",
      start + width,
      `unexpected character ${JSON.stringify(text.slice(start, start + width))}`
    );
  }
  emit(type, end, error) {
    return this.type = type, this.start = this.pos, this.end = end, this.error = error, this.pos = end, !0;
  }
};
function commentEnd(text, p, lfOnly) {
  if (lfOnly) {
    let e = text.indexOf(`
`, p);
    return e < 0 ? text.length : e;
  }
  let q = p;
  for (let c = text.charCodeAt(q); q < text.length && c !== 10 && c !== 13; c = text.charCodeAt(++q)) ;
  return q;
}
function stringEnd(text, quotePos, prefix) {
  let end = scanString(text, quotePos, prefix, 0);
  return stringError ? -1 : end;
}
function tokenize(text) {
  let out = [], t = new Tokenizer(text);
  for (let tok = t.next(); tok; tok = t.next()) out.push(tok);
  return out;
}
function scanNumber(text, start) {
  let p = start, hex = text.charCodeAt(p) === 48 && (text.charCodeAt(p + 1) | 32) === 120;
  for (; p < text.length; ) {
    let c = text.charCodeAt(p);
    if (isIdentChar(c) && c < 128)
      p++;
    else if (c === 46)
      p++;
    else if ((c === 43 || c === 45) && !hex && (text.charCodeAt(p - 1) | 32) === 101)
      p++;
    else break;
  }
  return p;
}
var ended = (end) => (stringError = void 0, end), broken = (end, why) => (stringError = why, end);
function scanString(text, quotePos, prefix, nesting) {
  if (nesting > MAX_FSTRING_NESTING) return broken(text.length, "f-strings nested too deeply");
  let q = text.charCodeAt(quotePos), triple = text.charCodeAt(quotePos + 1) === q && text.charCodeAt(quotePos + 2) === q, formatted = prefix.includes("f") || prefix.includes("t"), p = quotePos + (triple ? 3 : 1), n = text.length;
  if (triple && !formatted) return tripleEnd(text, p, q);
  for (; p < n; ) {
    let c = text.charCodeAt(p);
    if (c === 92) {
      p += text.charCodeAt(p + 1) === 13 && text.charCodeAt(p + 2) === 10 ? 3 : 2;
      continue;
    }
    if (c === q) {
      if (!triple) return ended(p + 1);
      if (text.charCodeAt(p + 1) === q && text.charCodeAt(p + 2) === q) return ended(p + 3);
      p++;
      continue;
    }
    if ((c === 10 || c === 13) && !triple) return broken(p, "unterminated string");
    if (formatted && c === 123) {
      if (text.charCodeAt(p + 1) === 123) {
        p += 2;
        continue;
      }
      let end = scanField(text, p + 1, nesting);
      if (stringError) return end;
      p = end;
      continue;
    }
    p++;
  }
  return broken(n, triple ? "unterminated triple-quoted string" : "unterminated string");
}
function tripleEnd(text, from, q) {
  let quote = q === 34 ? '"' : "'";
  for (let p = text.indexOf(quote, from); p >= 0; p = text.indexOf(quote, p + 1)) {
    let b = p;
    for (; b > from && text.charCodeAt(b - 1) === 92; ) b--;
    if ((p - b) % 2 !== 1 && text.charCodeAt(p + 1) === q && text.charCodeAt(p + 2) === q)
      return ended(p + 3);
  }
  return broken(text.length, "unterminated triple-quoted string");
}
function scanField(text, from, nesting) {
  let p = from, depth = 0, n = text.length;
  for (; p < n; ) {
    let c = text.charCodeAt(p);
    if (c === 34 || c === 39) {
      let end = scanString(text, p, "", nesting + 1);
      if (stringError) return end;
      p = end;
      continue;
    }
    if (isIdentStart(c)) {
      let e = p + 1;
      for (; e < n && isIdentChar(text.charCodeAt(e)); ) e++;
      let prefix = stringPrefix(text, p, e);
      if (prefix !== void 0) {
        let end = scanString(text, e, prefix, nesting + 1);
        if (stringError) return end;
        p = end;
      } else p = e;
      continue;
    }
    if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93) depth = Math.max(0, depth - 1);
    else if (c === 125) {
      if (depth === 0) return ended(p + 1);
      depth--;
    } else {
      if (c === 58 && depth === 0)
        return scanFormatSpec(text, p + 1, nesting);
      if (c === 35) {
        for (; p < n && text.charCodeAt(p) !== 10; ) p++;
        continue;
      }
    }
    p++;
  }
  return broken(n, "unterminated f-string replacement field");
}
function scanFormatSpec(text, from, nesting) {
  let p = from, n = text.length;
  for (; p < n; ) {
    let c = text.charCodeAt(p);
    if (c === 125) return ended(p + 1);
    if (c === 123) {
      let end = scanField(text, p + 1, nesting + 1);
      if (stringError) return end;
      p = end;
      continue;
    }
    if (c === 92) {
      p += 2;
      continue;
    }
    p++;
  }
  return broken(n, "unterminated f-string format spec");
}

// src/text/locate.ts
var Locator = class {
  constructor(text) {
    this.text = text;
  }
  text;
  starts;
  at(offset) {
    let { line, start } = this.lineOf(offset);
    return { line, column: offset - start + 1 };
  }
  lineOf(offset) {
    let starts = this.starts ??= lineStarts(this.text), lo = 0, hi = starts.length - 1;
    for (; lo < hi; ) {
      let mid = lo + hi + 1 >> 1;
      starts[mid] <= offset ? lo = mid : hi = mid - 1;
    }
    return { line: lo + 1, start: starts[lo] };
  }
  /** The offset of a 1-based line and column; undefined when the text has no such place. */
  offset(line, column) {
    let starts = this.starts ??= lineStarts(this.text), start = starts[line - 1];
    if (start === void 0) return;
    let at = start + column - 1, next = starts[line] ?? this.text.length + 1;
    return column >= 1 && at < next ? at : void 0;
  }
}, Utf8Locator = class {
  constructor(bytes) {
    this.bytes = bytes;
    this.lines = new Locator(bytes);
  }
  bytes;
  lines;
  /** Per line asked about (1-based): null for an ASCII line, else the units before each 256-byte step. */
  steps = /* @__PURE__ */ new Map();
  lineOf(offset) {
    return this.lines.lineOf(offset);
  }
  at(offset) {
    let { line, start } = this.lines.lineOf(offset), column = offset - start + 1, steps = this.steps.get(line);
    if (steps === void 0 && this.steps.set(line, steps = this.stepsOf(start)), steps === null) return { line, column };
    let k = Math.min(offset - start >> STEP_BITS, steps.length - 1), units = steps[k];
    for (let i = start + (k << STEP_BITS); i < offset; i++) units += unitsOf(this.bytes.charCodeAt(i));
    return { line, column: units + 1 };
  }
  /** Null when the line at `start` is ASCII, else the UTF-16 units before each step of it. */
  stepsOf(start) {
    let { bytes } = this, end = start, ascii = !0;
    for (let c = bytes.charCodeAt(end); end < bytes.length && c !== 10 && c !== 13; c = bytes.charCodeAt(++end))
      c > 127 && (ascii = !1);
    if (ascii) return null;
    let steps = new Int32Array((end - start >> STEP_BITS) + 1), units = 0;
    for (let i = start; i < end; i++)
      (i - start & STEP_MASK) === 0 && (steps[i - start >> STEP_BITS] = units), units += unitsOf(bytes.charCodeAt(i));
    return (end - start & STEP_MASK) === 0 && (steps[end - start >> STEP_BITS] = units), steps;
  }
}, STEP_BITS = 8, STEP_MASK = (1 << STEP_BITS) - 1;
function unitsOf(b) {
  return (b & 192) === 128 ? 0 : b >= 240 ? 2 : 1;
}
function lineStarts(text) {
  let out = [0];
  if (text.indexOf("\r") < 0) {
    for (let i = text.indexOf(`
`); i >= 0; i = text.indexOf(`
`, i + 1)) out.push(i + 1);
    return Int32Array.from(out);
  }
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    c === 10 ? out.push(i + 1) : c === 13 && (text.charCodeAt(i + 1) === 10 && i++, out.push(i + 1));
  }
  return Int32Array.from(out);
}

// src/text/user-text.ts
var MB$1 = 1024 * 1024, FILE_CAPS = {
  pin: 5 * MB$1,
  workflow: 2 * MB$1,
  rules: 5 * MB$1,
  source: 5 * MB$1,
  /** uv.lock, poetry.lock, pylock.toml, pixi.lock: generated, often megabytes in a real project. */
  lock: 20 * MB$1,
  /** A saved JSON report (`--baseline`), and the online cache's entries. */
  report: 20 * MB$1,
  /** A recorded package index page (catalog:refresh --from): download.pytorch.org's are ~10 MB. */
  indexPage: 64 * MB$1
};
function decodeUserText(buf, display) {
  let nul = buf.indexOf(0);
  if (nul >= 0) {
    let line = buf.subarray(0, nul).toString("latin1").split(`
`).length, utf16 = buf.length >= 2 && (buf[0] === 255 && buf[1] === 254 || buf[0] === 254 && buf[1] === 255);
    throw new InputError(
      `${display}:${line}: is a binary file (NUL byte)${utf16 ? "; it looks like UTF-16 \u2014 save it as UTF-8" : ""}`
    );
  }
  return buf.toString("utf8").replace(/^\uFEFF/, "");
}
var UnreadableFile = class extends InputError {
  constructor(file, why, reason) {
    super(`${file}: ${reason}`);
    this.file = file;
    this.why = why;
    this.reason = reason;
  }
  file;
  why;
  reason;
};

var MB = 1024 * 1024, NOUN = {
  pin: "pin file",
  workflow: "workflow",
  rules: "rules file",
  source: "source file",
  lock: "lock file",
  report: "JSON file",
  indexPage: "recorded index page"
};
function typeOf(st) {
  return st.isDirectory() ? "a directory" : st.isFIFO() ? "a FIFO (named pipe)" : st.isCharacterDevice() ? "a character device" : st.isBlockDevice() ? "a block device" : st.isSocket() ? "a socket" : "not a regular file";
}
var OPEN_FLAGS = node_fs.constants.O_RDONLY | (node_fs.constants.O_NONBLOCK ?? 0);
function readUserFile(absPath, display, kind) {
  let cap = FILE_CAPS[kind], noun = NOUN[kind], fd;
  try {
    fd = node_fs.openSync(absPath, OPEN_FLAGS);
  } catch (err) {
    let code = err.code ?? "error";
    throw code === "ENOENT" || code === "ENOTDIR" ? new UnreadableFile(display, "missing", "file not found") : code === "EISDIR" ? new UnreadableFile(display, "not-a-file", `is a directory, not a ${noun}`) : code === "ELOOP" ? new UnreadableFile(display, "error", "symlink loop") : new UnreadableFile(display, "error", `cannot be read (${code})`);
  }
  try {
    let st = node_fs.fstatSync(fd);
    if (!st.isFile())
      throw new UnreadableFile(display, "not-a-file", `is ${typeOf(st)}, not a ${noun}; only regular files are read`);
    if (st.size > cap) throw tooLarge(display, noun, cap);
    let buf = Buffer.allocUnsafe(Math.min(cap + 1, st.size + 1)), n = 0;
    for (; ; ) {
      if (n === buf.length) {
        if (buf.length > cap) break;
        buf = Buffer.concat([buf, Buffer.allocUnsafe(Math.min(cap + 1, buf.length * 2 + 4096) - buf.length)]);
      }
      let got = node_fs.readSync(fd, buf, n, buf.length - n, null);
      if (got === 0) break;
      n += got;
    }
    if (n > cap) throw tooLarge(display, noun, cap);
    return buf.subarray(0, n);
  } catch (err) {
    if (err instanceof UnreadableFile) throw err;
    let code = err.code ?? "error";
    throw code === "EISDIR" ? new UnreadableFile(display, "not-a-file", `is a directory, not a ${noun}`) : new UnreadableFile(display, "error", `cannot be read (${code})`);
  } finally {
    node_fs.closeSync(fd);
  }
}
function tooLarge(display, noun, cap) {
  return new UnreadableFile(display, "too-large", `larger than ${cap / MB} MB, the most a ${noun} may be`);
}
function readUserText(absPath, display, kind) {
  return decodeUserText(readUserFile(absPath, display, kind), display);
}
function realPathInside(root, abs) {
  let real, top;
  try {
    real = node_fs.realpathSync(abs), top = node_fs.realpathSync(root);
  } catch {
    return;
  }
  let rel = path.relative(top, real);
  return rel === "" || !rel.startsWith("..") && !path.isAbsolute(rel) ? real : void 0;
}

// catalog-file:./catalog.generated.json
var catalog_generated_default = JSON.parse(node_fs.readFileSync(new URL((typeof document === 'undefined' ? require('u' + 'rl').pathToFileURL(__dirname + '/../catalog.json').href : new URL('../catalog.json', document.currentScript && document.currentScript.tagName.toUpperCase() === 'SCRIPT' && document.currentScript.src || document.baseURI).href)), "utf8"));

// src/catalog/bundled.ts
var bundledCatalog = catalog_generated_default;

async function loadCatalog(configPath, cwd = process.cwd()) {
  if (!configPath) return bundledCatalog;
  let text = readUserText(path.resolve(cwd, configPath), configPath, "rules"), { parseRuleFile, mergeCatalogs } = await Promise.resolve().then(function () { return require('./compile-Y2NFDQI2.js'); });
  return mergeCatalogs(bundledCatalog, parseRuleFile({ path: configPath, text }));
}

// src/io/glob.ts
var MAX_GLOB_LENGTH = 512, SLASH = 47;
function steps(pattern) {
  if (pattern.length > MAX_GLOB_LENGTH)
    throw new InputError(`scan: a glob longer than ${MAX_GLOB_LENGTH} characters is refused`);
  let out = [];
  for (let i = 0; i < pattern.length; i++) {
    let c = pattern[i];
    if (c === "*")
      if (pattern[i + 1] === "*") {
        let dirs = pattern[i + 2] === "/";
        out.push({ kind: dirs ? "dirs" : "any" }), i += dirs ? 2 : 1;
      } else out.push({ kind: "star" });
    else if (c === "?") out.push({ kind: "one" });
    else if (c === "[") {
      let cls = classAt(pattern, i);
      cls ? (out.push(cls.step), i = cls.end) : out.push({ kind: "char", code: c.charCodeAt(0) });
    } else out.push({ kind: "char", code: pattern.charCodeAt(i) });
  }
  return out;
}
function classAt(pattern, open) {
  let i = open + 1, negated = pattern[i] === "!" || pattern[i] === "^";
  negated && i++;
  let first = i, ranges = [];
  for (; i < pattern.length && (pattern[i] !== "]" || i === first); i++) {
    let lo = pattern.charCodeAt(i);
    if (pattern[i + 1] === "-" && i + 2 < pattern.length && pattern[i + 2] !== "]") {
      let hi = pattern.charCodeAt(i + 2);
      if (hi < lo)
        throw new InputError(
          `scan: bad glob ${JSON.stringify(pattern.slice(0, 80))}: the range ${pattern.slice(i, i + 3)} runs backwards`
        );
      ranges.push(lo, hi), i += 2;
    } else ranges.push(lo, lo);
  }
  if (!(i >= pattern.length))
    return { step: { kind: "class", negated, ranges }, end: i };
}
function inClass(step, c) {
  let hit = !1;
  for (let k = 0; k < step.ranges.length && !hit; k += 2) hit = c >= step.ranges[k] && c <= step.ranges[k + 1];
  return hit !== step.negated;
}
function globMatcher(pattern) {
  let program = steps(pattern);
  return (path) => {
    let n = path.length, slash = new Int32Array(n + 1);
    slash[n] = n;
    for (let j = n - 1; j >= 0; j--) slash[j] = path.charCodeAt(j) === SLASH ? j : slash[j + 1];
    let rest = new Uint8Array(n + 2);
    rest[n] = 1;
    let here = new Uint8Array(n + 2);
    for (let s = program.length - 1; s >= 0; s--) {
      let step = program[s];
      for (let j = n; j >= 0; j--) {
        let c = j < n ? path.charCodeAt(j) : -1, ok = 0;
        switch (step.kind) {
          case "char":
            ok = c === step.code ? rest[j + 1] : 0;
            break;
          case "one":
            ok = c >= 0 && c !== SLASH ? rest[j + 1] : 0;
            break;
          case "class":
            ok = c >= 0 && c !== SLASH && inClass(step, c) ? rest[j + 1] : 0;
            break;
          case "star":
            ok = rest[j] || (c >= 0 && c !== SLASH ? here[j + 1] : 0);
            break;
          case "any":
            ok = rest[j] || (c >= 0 ? here[j + 1] : 0);
            break;
          case "dirs":
            ok = rest[j] || (slash[j] < n ? here[slash[j] + 1] : 0);
            break;
        }
        here[j] = ok;
      }
      [rest, here] = [here, rest], here.fill(0);
    }
    return rest[0] === 1;
  };
}

// src/io/walk.ts
var IGNORED_DIRS = /* @__PURE__ */ new Set([
  ".git",
  ".hg",
  ".svn",
  "node_modules",
  "__pycache__",
  ".tox",
  ".nox",
  ".venv",
  "venv",
  ".mypy_cache",
  ".pytest_cache",
  ".ruff_cache"
]), GLOB_CHARS = /[*?[]/;
function isGlob(p) {
  return GLOB_CHARS.test(p);
}
function display(abs, cwd) {
  let rel = path.relative(cwd, abs);
  return (rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : abs).split(path.sep).join("/");
}
function code(err) {
  return err?.code ?? "error";
}
function splitGlob(p, cwd) {
  let normalized = p.split("\\").join("/"), segments = normalized.split("/"), firstGlob = segments.findIndex((s) => isGlob(s)), baseRel = segments.slice(0, firstGlob).join("/") || (normalized.startsWith("/") ? "/" : ".");
  return { base: path.resolve(cwd, baseRel), pattern: segments.slice(firstGlob).join("/") };
}
function walkRoots(paths, cwd) {
  return paths.map((p) => {
    if (isGlob(p)) return splitGlob(p, cwd).base;
    let abs = path.resolve(cwd, p);
    try {
      return node_fs.statSync(abs).isDirectory() ? abs : path.dirname(abs);
    } catch {
      return path.dirname(abs);
    }
  });
}
function* walkPaths(paths, cwd, what = "scan") {
  let seenFiles = /* @__PURE__ */ new Set(), visited = /* @__PURE__ */ new Set();
  for (let p of paths) {
    if (isGlob(p)) {
      let { base, pattern } = splitGlob(p, cwd), matches = globMatcher(pattern);
      for (let item of walkDir(base, cwd, visited, matches, base)) {
        if ("path" in item) {
          if (seenFiles.has(item.path)) continue;
          seenFiles.add(item.path);
        }
        yield item;
      }
      continue;
    }
    let abs = path.resolve(cwd, p), st;
    try {
      st = node_fs.statSync(abs);
    } catch (err) {
      if (code(err) === "ELOOP") {
        yield { skipped: { file: display(abs, cwd), reason: "symlink loop" } };
        continue;
      }
      throw new InputError(`${what}: ${JSON.stringify(p)} not found`);
    }
    if (st.isDirectory())
      for (let item of walkDir(abs, cwd, visited, (rel) => rel.endsWith(".py"), abs)) {
        if ("path" in item) {
          if (seenFiles.has(item.path)) continue;
          seenFiles.add(item.path);
        }
        yield item;
      }
    else seenFiles.has(abs) || (seenFiles.add(abs), yield { file: display(abs, cwd), path: abs });
  }
}
function* walkDir(dir, cwd, visited, want, base, relDir = path.relative(base, dir).split(path.sep).join("/"), shownDir = path.relative(cwd, dir) === "" ? "" : display(dir, cwd)) {
  let st;
  try {
    st = node_fs.statSync(dir);
  } catch (err) {
    yield {
      skipped: {
        file: display(dir, cwd),
        reason: code(err) === "ELOOP" ? "symlink loop" : `cannot read directory (${code(err)})`
      }
    };
    return;
  }
  let key = `${st.dev}:${st.ino}`;
  if (visited.has(key)) {
    yield { skipped: { file: display(dir, cwd), reason: "symlink loop or repeated directory (already scanned)" } };
    return;
  }
  visited.add(key);
  let names;
  try {
    names = node_fs.readdirSync(dir, { withFileTypes: !0 }).map((d) => ({
      name: d.name,
      dir: d.isDirectory(),
      link: d.isSymbolicLink()
    }));
  } catch (err) {
    yield { skipped: { file: display(dir, cwd), reason: `cannot read directory (${code(err)})` } };
    return;
  }
  names.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  let under = (prefix, name) => prefix ? `${prefix}/${name}` : name;
  for (let d of names) {
    let abs = path.join(dir, d.name), rel = under(relDir, d.name), isDir = d.dir;
    if (d.link)
      try {
        isDir = node_fs.statSync(abs).isDirectory();
      } catch (err) {
        let reason = code(err) === "ELOOP" ? "symlink loop" : "broken symlink";
        want(rel) && (yield { skipped: { file: under(shownDir, d.name), reason } });
        continue;
      }
    if (isDir) {
      if (IGNORED_DIRS.has(d.name)) continue;
      yield* walkDir(abs, cwd, visited, want, base, rel, under(shownDir, d.name));
    } else want(rel) && (yield { file: under(shownDir, d.name), path: abs });
  }
}

// src/report/text.ts
var MARK = { pass: "PASS", warn: "WARN", fail: "FAIL" }, wouldLabel = (report) => `${installerOf(report)} would`.padEnd(10);
function findingText(f) {
  let where = f.location ? `${plain(f.location.file)}:${f.location.line}${f.location.column ? `:${f.location.column}` : ""}: ` : "", also = f.related?.length ? [
    `        also: ${f.related.map((r) => `${plain(r.file)}:${r.line}${r.column ? `:${r.column}` : ""}`).join(", ")}`
  ] : [];
  return [
    `${f.severity.padEnd(7)} ${f.id}  ${where}${plain(f.message)}`,
    ...also,
    `        fix: ${plain(f.hint)}`,
    `        source: ${plain(f.source)}`
  ].join(`
`);
}
function toText(out) {
  switch (out.kind) {
    case "check":
      return formatText(out.report);
    case "scan":
      return scanText(out);
    case "matrix":
      return matrixText(out.plan, out.report.findings);
  }
}
function formatText(report) {
  if (report.targets?.length) return formatTargets(report, report.targets);
  let res = report.resolution, lines = [
    `torch-preflight: ${MARK[report.verdict]}`,
    `  runner     ${plain(describeRunner(report))}`,
    ...report.route ? [`  route      ${plain(String(report.route))}`] : [],
    `  request    ${plain(describeRequest(report))}`,
    `  ${wouldLabel(report)} install ${plain(describeResolution(report))}`
  ], best = describeBestIndex(res);
  best && lines.push(`  best index ${plain(best)}`), lines.push(""), report.findings.length === 0 && lines.push("No problems found.");
  for (let f of report.findings) lines.push(findingText(f), "");
  return lines.join(`
`).trimEnd() + `
`;
}
function formatTargets(report, targets) {
  let lines = [
    `torch-preflight: ${MARK[report.verdict]}${targets.length > 1 ? ` (${targets.length} install targets: ${targets.map((t) => `${plain(t.name)} ${MARK[t.verdict]}`).join(", ")})` : ""}`,
    `  runner     ${plain(describeRunner(report))}`,
    ""
  ], own = /* @__PURE__ */ new Set();
  for (let t of targets) {
    let view = { ...report, request: t.request, resolution: t.resolution, verdict: t.verdict, findings: t.findings };
    lines.push(`== ${plain(t.name)}: ${MARK[t.verdict]}`), t.noTorch ? lines.push(
      "  installs   no torch: the project pins torch only in extras, groups or environments not selected here"
    ) : lines.push(
      `  request    ${plain(describeRequest(view))}`,
      `  ${wouldLabel(view)} install ${plain(describeResolution(view))}`
    );
    let best = describeBestIndex(t.resolution);
    best && lines.push(`  best index ${plain(best)}`), lines.push(""), t.findings.length === 0 && lines.push("No problems found.", "");
    for (let f of t.findings)
      own.add(`${f.id}
${f.location?.file}:${f.location?.line}`), lines.push(findingText(f), "");
  }
  let rest = report.findings.filter((f) => !own.has(`${f.id}
${f.location?.file}:${f.location?.line}`));
  if (rest.length) {
    lines.push("== all targets");
    for (let f of rest) lines.push(findingText(f), "");
  }
  return lines.join(`
`).trimEnd() + `
`;
}
function scanText(out) {
  let findings = out.report.findings, text = "";
  for (let g of groupFindings(findings)) {
    if (g.findings.length === 1) {
      text += findingText(g.first) + `

`;
      continue;
    }
    let f = g.first, head = `${f.severity.padEnd(7)} ${f.id}  ${plain(f.api)} (${g.findings.length} uses): ${plain(f.message)}`, places = g.findings.map(
      (x) => `        ${plain(x.location.file)}:${x.location.line}${x.location.column ? `:${x.location.column}` : ""}`
    );
    text += [head, `        fix: ${plain(f.hint)}`, `        source: ${plain(f.source)}`, ...places].join(`
`) + `

`;
  }
  for (let s of out.skipped) text += plain(`skipped ${s.file}: ${s.reason}`) + `
`;
  let n = findings.length;
  return text + `${out.files} file${out.files === 1 ? "" : "s"} scanned for torch ${out.torch}${out.from ? ` (from ${out.from})` : ""}: ${n} finding${n === 1 ? "" : "s"}.
`;
}
function matrixText(plan, findings) {
  let mark = { pass: "pass", warn: "warn", fail: "FAIL", unknown: "?   " }, lines = plan.combinations.map((c) => {
    let why = c.findings.filter((f) => f.severity !== "notice").map((f) => f.id);
    return plain(
      `${mark[c.verdict].padEnd(4)}  ${c.job ? `${c.job}: ` : ""}${JSON.stringify(c.values)}${why.length ? `  (${[...new Set(why)].join(", ")})` : ""}`
    ) + `
`;
  }), said = findings.length ? `
` + findings.map((f) => findingText(f)).join(`

`) + `
` : "";
  return plan.jobs ? `${lines.join("")}${said}` : `${lines.join("")}${said}
include (${plan.include.length} of ${plan.combinations.length} combinations):
${JSON.stringify({ include: plan.include })}
`;
}
function pinsText(out) {
  let { pins, locked = [], bound = [] } = out.report;
  if (pins.length === 0 && locked.length === 0 && bound.length === 0)
    return out.read ? `No torch pins in ${out.read.join(", ")}.
` : `No pin files found here (requirements*.txt, pyproject.toml, setup.cfg, setup.py, environment.yml, pixi.toml, uv.lock, poetry.lock, pylock.toml, pixi.lock).
`;
  let text = "";
  for (let p of pins) {
    let where = `${p.location.file}:${p.location.line}${p.location.column ? `:${p.location.column}` : ""}`;
    text += plain(
      `${where}  ${p.package} ${p.specifier || "(any)"}${p.marker ? `  ; ${shortMarker(p.marker)}` : ""}${p.indexUrl || p.sourceElse ? `  from ${p.indexUrl ?? "PyPI"}` : ""}${p.sourceMarker ? ` when ${shortMarker(p.sourceMarker)}` : p.sourceElse ? " elsewhere" : ""}${p.onlyWith ? `  (only with ${p.onlyWith.join(" or ")})` : ""}`
    ) + `
`;
  }
  for (let b of bound) {
    let where = `${b.location.file}:${b.location.line}${b.location.column ? `:${b.location.column}` : ""}`;
    text += plain(
      `${where}  ${b.package} ${b.specifier || "(any)"}  ${b.judged ? `requires ${b.torch}` : `(${b.torch})`}${b.onlyWith ? `  (only with ${b.onlyWith.join(" or ")})` : ""}`
    ) + `
`;
  }
  for (let l of locked)
    text += plain(
      `${l.location.file}:${l.location.line}  ${l.package} ==${l.version}  (locked)${l.marker ? `  ; ${shortMarker(l.marker)}` : ""}${l.index ? `  from ${l.index}` : ""}`
    ) + `
`;
  return text;
}

// src/report/render.ts
var FORMATS = ["text", "json", "markdown", "sarif", "github"];
async function render(out, format) {
  if (out.kind === "pins") {
    if (format !== "json" && format !== "text")
      throw new InputError(`pins: --format ${format} is not available; expected text or json`);
    return format === "json" ? JSON.stringify(out.report, null, 2) + `
` : pinsText(out);
  }
  switch (format) {
    case "json":
      return JSON.stringify(out.report, null, 2) + `
`;
    case "markdown":
      return toMarkdown(out);
    case "sarif":
      return toSarif(out);
    case "github": {
      let { emitAnnotations } = await Promise.resolve().then(function () { return require('./github-WNIQEM4W.js'); });
      return emitAnnotations(out.report.findings), "";
    }
    case "text":
      return toText(out);
  }
}

// src/cli/args.ts
function parseFlags(command, argv, options, allowPositionals = !1) {
  try {
    let r = node_util.parseArgs({
      args: argv,
      options: { help: { type: "boolean", short: "h" }, ...options },
      strict: !0,
      allowPositionals
    });
    return { values: r.values, positionals: r.positionals };
  } catch (err) {
    let msg = err instanceof Error ? err.message : String(err), flag = /'(-{1,2}[^'\s]+)/.exec(msg)?.[1];
    throw /Unknown option/.test(msg) ? new InputError(`${command}: unknown flag ${flag ?? ""}; see torch-preflight ${command} --help`) : /argument missing/.test(msg) ? new InputError(`${command}: flag ${flag ?? ""} needs a value; see torch-preflight ${command} --help`) : /Unexpected argument|positional/.test(msg) ? new InputError(
      `${command}: unexpected argument ${JSON.stringify(/'([^']+)'/.exec(msg)?.[1] ?? "")}; see torch-preflight ${command} --help`
    ) : new InputError(`${command}: ${msg.split(`
`)[0]}`);
  }
}
var str = (v) => typeof v == "string" ? v : void 0, list = (v) => Array.isArray(v) ? v.filter((x) => typeof x == "string") : typeof v == "string" ? [v] : [], or = (xs) => xs.length > 1 ? `${xs.slice(0, -1).join(", ")} or ${xs[xs.length - 1]}` : xs.join("");
function parseFormat(command, v, allowed = FORMATS) {
  if (v === void 0) return "text";
  if (allowed.includes(v)) return v;
  throw new InputError(`${command}: --format ${JSON.stringify(v.slice(0, 30))} is not known; expected ${or(allowed)}`);
}

// src/cli/output.ts
async function printOutput(out, format, io) {
  let text = await render(out, format);
  text && io.stdout(text);
}

exports.ChangedSinceUnavailable = ChangedSinceUnavailable;
exports.FILE_CAPS = FILE_CAPS;
exports.FINDING_IDS = FINDING_IDS;
exports.InputError = InputError;
exports.KNOWN_COMPUTE_CAPABILITIES = KNOWN_COMPUTE_CAPABILITIES;
exports.Locator = Locator;
exports.NAME_CHARS = NAME_CHARS;
exports.SECRET_NAME = SECRET_NAME;
exports.Tokenizer = Tokenizer;
exports.TomlError = TomlError;
exports.UnreadableFile = UnreadableFile;
exports.Utf8Locator = Utf8Locator;
exports.VERSION = VERSION;
exports.__commonJS = __commonJS;
exports.__require = __require;
exports.__toESM = __toESM;
exports.allCandidates = allCandidates;
exports.blobUrlFromEnv = blobUrlFromEnv;
exports.bounded = bounded;
exports.bundledCatalog = bundledCatalog;
exports.capForConfidence = capForConfidence;
exports.cell = cell;
exports.checkSection = checkSection;
exports.commentEnd = commentEnd;
exports.companionGap = companionGap;
exports.companionVersions = companionVersions;
exports.companionsOf = companionsOf;
exports.compareDotted = compareDotted;
exports.comparePythonMinor = comparePythonMinor;
exports.compareVersions = compareVersions;
exports.declaresTorch = declaresTorch;
exports.decodeUserText = decodeUserText;
exports.derived = derived;
exports.escapeHtml = escapeHtml;
exports.evaluateMarker = evaluateMarker;
exports.exitWhenFlushed = exitWhenFlushed;
exports.familyFor = familyFor;
exports.findRelease = findRelease;
exports.finding = finding;
exports.firstAtLeast = firstAtLeast;
exports.formatSarif = formatSarif;
exports.glibcFloor = glibcFloor;
exports.globMatcher = globMatcher;
exports.gpuArchsFor = gpuArchsFor;
exports.gpuKey = gpuKey;
exports.groupBy = groupBy;
exports.hasKernels = hasKernels;
exports.isDotted = isDotted;
exports.isFindingId = isFindingId;
exports.judge = judge;
exports.kindOf = kindOf;
exports.knownSecrets = knownSecrets;
exports.list = list;
exports.loadCatalog = loadCatalog;
exports.lowerBound = lowerBound;
exports.markerVariables = markerVariables;
exports.matchingCandidates = matchingCandidates;
exports.matrixMarkdown = matrixMarkdown;
exports.mdText = mdText;
exports.memo = memo;
exports.minorOf = minorOf;
exports.newestRelease = newestRelease;
exports.noteSecret = noteSecret;
exports.noteUrlSecrets = noteUrlSecrets;
exports.oneLine = oneLine;
exports.parse = parse;
exports.parseComputeCapability = parseComputeCapability;
exports.parseFailOn = parseFailOn;
exports.parseFlags = parseFlags;
exports.parseFormat = parseFormat;
exports.parseMarker = parseMarker;
exports.parsePythonVersion = parsePythonVersion;
exports.parseSpecifier = parseSpecifier;
exports.parseVersion = parseVersion;
exports.plain = plain;
exports.platformEntry = platformEntry;
exports.printOutput = printOutput;
exports.publicSpecifier = publicSpecifier;
exports.pypiDefault = pypiDefault;
exports.pythonKey = pythonKey;
exports.pythonRange = pythonRange;
exports.pythonSupport = pythonSupport;
exports.pythonTag = pythonTag;
exports.reachesThreshold = reachesThreshold;
exports.readUserFile = readUserFile;
exports.readUserText = readUserText;
exports.realPathInside = realPathInside;
exports.redact = redact;
exports.renderAdvice = renderAdvice;
exports.rocmArchsFor = rocmArchsFor;
exports.rocmRuns = rocmRuns;
exports.runnerKey = runnerKey;
exports.safeOutput = safeOutput;
exports.satisfies = satisfies;
exports.scanMarkdown = scanMarkdown;
exports.scanNumber = scanNumber;
exports.settle = settle;
exports.severityRank = severityRank;
exports.shortMarker = shortMarker;
exports.showControls = showControls;
exports.smList = smList;
exports.smName = smName;
exports.sourceLinks = sourceLinks;
exports.str = str;
exports.stringEnd = stringEnd;
exports.stringPrefix = stringPrefix;
exports.tokenize = tokenize;
exports.toolkitFor = toolkitFor;
exports.truncateSummary = truncateSummary;
exports.unknownVariables = unknownVariables;
exports.variantEntry = variantEntry;
exports.variantsOn = variantsOn;
exports.verdictHeadline = verdictHeadline;
exports.verdictOf = verdictOf;
exports.walkPaths = walkPaths;
exports.walkRoots = walkRoots;
exports.where = where;
exports.withoutLocal = withoutLocal;
exports.xpuFamilyOf = xpuFamilyOf;
