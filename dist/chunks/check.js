'use strict';

var node_util = require('node:util');
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
var pythonPreview$1 = {
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
var sourceBuild$1 = {
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
var boundBacktrack$1 = {
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
var boundUnjudged$1 = {
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
var noRelease$1 = {
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
var scanFallback$1 = {
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
var gitHistoryMissing$1 = {
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
var containerImage$1 = {
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
  pythonPreview$1,
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
  sourceBuild$1,
  driverTooOld,
  gpuUnsupported,
  cudaWithoutGpu,
  companionMismatch,
  companionNoWheel,
  boundMismatch,
  boundNoRelease,
  boundBacktrack$1,
  boundSourceBuild,
  boundUnjudged$1,
  resolutionFallback,
  noRelease$1,
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
  scanFallback$1,
  suppressionAdded,
  upgradeNote,
  gitHistoryMissing$1,
  containerImage$1,
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
      return `pin ${r.spec}${r.with?.length ? ` with ${list$3(r.with)}` : ""}${why}`;
    case "set-python":
      return words === "cli" ? `use Python ${r.version}${r.orNewer ? " or newer" : ""}${why}` : `set python-version: '${r.version}'${r.orNewer ? " (or newer)" : ""}${why}`;
    case "narrow-requires-python":
      return `narrow requires-python to "${r.range}"`;
    case "give": {
      if (!r.values.length)
        return words === "cli" ? "give it explicitly (see --help)" : "set it with the action's inputs (see action.yml)";
      let names = r.values.map((v) => words === "cli" ? GIVEN[v].flag : GIVEN[v].input);
      return words === "cli" ? `give ${list$3(names)}` : `set the ${list$3(names)} input${names.length > 1 ? "s" : ""}`;
    }
    case "do":
      return r.text;
  }
}
function list$3(items) {
  return items.length <= 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
function renderAdvice(a, words) {
  let first = a.remedies.map((r) => phrase(r, words)).join(", or "), sentence = first ? `${first.replace(/^./, (c) => c.toUpperCase())}.` : "", next = a.next ? `${a.next.lead} ${renderAdvice(a.next.advice, words)}` : "";
  return [sentence, a.then ?? "", next].filter(Boolean).join(" ");
}

// src/core/finding.ts
var RANK$1 = { error: 0, warning: 1, notice: 2 };
function severityRank(s) {
  return RANK$1[s];
}
function sortFindings(findings) {
  return findings.slice().sort((a, b) => RANK$1[a.severity] - RANK$1[b.severity]);
}
function verdictOf(findings) {
  return findings.some((f) => f.severity === "error") ? "fail" : findings.some((f) => f.severity === "warning") ? "warn" : "pass";
}
function reachesThreshold(findings, failOn) {
  if (failOn === "never") return !1;
  let limit = RANK$1[failOn];
  return findings.some((f) => RANK$1[f.severity] <= limit);
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
function installerOf$1(report) {
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
function where$2(loc, blob) {
  let code = `<code>${cell(`${loc.file}:${loc.line}`)}</code>`, rel = loc.file.split("\\").join("/");
  if (!blob || /^(\/|[A-Za-z]:|\.\.(\/|$))|\/\.\.(\/|$)|:/.test(rel)) return code;
  let href = `${blob}/${rel.split("/").map(encodeURIComponent).join("/")}#L${loc.line}`;
  return `<a href="${escapeHtml(href)}">${code}</a>`;
}
function findingsTable(findings, blob) {
  return findings.length === 0 ? `No problems found.
` : ["| severity | finding | what and why | fix | source |", "|---|---|---|---|---|", ...findings.map((f) => {
    let at = f.location ? ` ${where$2(f.location, blob)}` : "";
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
      [`${installerOf$1(report)} would install`, describeResolution(report)],
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
var CELL_MARK = { pass: "\u2705", warn: "\u26A0\uFE0F", fail: "\u274C", unknown: "\u2754" }, ORDER = ["pass", "warn", "fail", "unknown"], MAX_LISTED = 300, show$1 = (c) => Object.entries(c).map(([k, v]) => `${k}=${typeof v == "string" ? v : JSON.stringify(v)}`).join(", ");
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
        `| ${CELL_MARK[c.verdict]} ${cell((c.job !== void 0 ? `${c.job}: ` : "") + show$1(c.values))} | ${cell(reason(c))} |`
      );
    excluded.length > MAX_LISTED && out.push(`| \u2026 | ${excluded.length - MAX_LISTED} more in the JSON report |`), out.push("");
  }
  let warned = cs.filter((c) => kept.has(c.values) && c.verdict === "warn");
  if (warned.length > 0) {
    out.push(`#### Kept with warnings (${warned.length})`, "", "| Cell | Why |", "| --- | --- |");
    for (let c of warned.slice(0, MAX_LISTED))
      out.push(
        `| ${CELL_MARK.warn} ${cell((c.job !== void 0 ? `${c.job}: ` : "") + show$1(c.values))} | ${cell(reason(c))} |`
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
var LEVEL$1 = { error: "error", warning: "warning", notice: "note" }, HOME = "https://github.com/torch-preflight/torch-preflight", helpUri = (id) => `${HOME}/blob/main/docs/findings.md#${id}`;
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
    level: LEVEL$1[f.severity],
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
    level: LEVEL$1[f.severity],
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

// src/catalog/conda.ts
var condaChannel = (catalog, channel) => catalog.condaChannels.find((c) => c.channel === channel), condaRelease = (catalog, channel, minor) => catalog.condaReleases.find((r) => r.channel === channel && r.torch === minor);
function pastLastRelease(catalog, channel, minor) {
  let last = condaChannel(catalog, channel)?.last;
  return last !== void 0 && compareDotted(minor, last) > 0;
}
function condaArchsFor(catalog, channel, cuda, torch, subdir) {
  return catalog.condaArchs.find(
    (a) => a.channel === channel && a.cuda === cuda && a.subdirs.includes(subdir) && satisfies(torch, parseSpecifier(a.torch, "condaArchs torch range"))
  );
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
  if (!WHEEL_NAME.test(name) || name.includes("__") || !parseVersion(version) || parts.length === 6 && !/^\d/.test(parts[2])) return;
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
}, glibcFloor$1 = (arch) => arch === "x86_64" || arch === "i686" ? [2, 5] : [2, 17], LAST_GLIBC2_MINOR = 50;
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
  let [fMajor, fMinor] = glibcFloor$1(arch);
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
var quotedLines = derived("lock-block-quoted-lines", (block) => {
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
), str$1 = (v) => typeof v == "string" ? v : void 0, records = (v) => Array.isArray(v) ? v.filter((x) => typeof x == "object" && x !== null && !Array.isArray(x)) : [], record = (v) => typeof v == "object" && v !== null && !Array.isArray(v) ? v : void 0;
function parseBlock(text, file, offset) {
  try {
    return parse(text);
  } catch (e) {
    let first = (e instanceof Error ? e.message : String(e)).split(`
`)[0].replace(/^Invalid TOML document:\s*/, ""), at = e instanceof TomlError ? `${offset + e.line}:${e.column}` : `${offset + 1}`;
    throw new InputError(`${file}:${at}: not valid TOML: ${first}`);
  }
}

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
    throw new InputError(
      `OS ${JSON.stringify(input.slice(0, 40))} is not understood; expected linux, macos or windows`
    );
  return os;
}
function parseArch(input) {
  let arch = lookup(ARCH_ALIASES, input.trim().toLowerCase());
  if (!arch)
    throw new InputError(`arch ${JSON.stringify(input.slice(0, 40))} is not understood; expected x64 or arm64`);
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
var SPACE$1 = /[ \t]+/y, OP = /(===|==|!=|<=|>=|~=|<|>|not\s+in(?![A-Za-z0-9_.])|in(?![A-Za-z0-9_.]))/y, WORD = /[A-Za-z_][A-Za-z0-9_.]*/y;
function tokenize$1(text) {
  let out = [], i = 0, at = (re) => (re.lastIndex = i, re.exec(text));
  for (; i < text.length; ) {
    let c = text[i], space = at(SPACE$1);
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
var norm$1 = (s) => s.toLowerCase().replace(/[-_.]+/g, "-");
function extraCompare(selected, op, literal) {
  let want = norm$1(selectedName(literal)), has = selected.some((s) => norm$1(s) === want || norm$1(s) === norm$1(literal));
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
    let has = setOf(right.v, env).some((s) => norm$1(s) === norm$1(left.v));
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
  return parseSpecifier(pep440, `${dialect} constraint ${JSON.stringify(original)}`), pep440;
}
function bump(release, at2) {
  let parts = release.slice(0, at2 + 1);
  return parts[at2] = (parts[at2] ?? 0) + 1, parts.join(".");
}
function poetryToPep440(input) {
  let text = input.trim();
  if (text === "" || text === "*") return { pep440: "" };
  if (text.includes("||"))
    throw new InputError(
      `Poetry constraint ${JSON.stringify(text)} uses "||", which has no PEP 440 equivalent; split it into separate constraints with markers`
    );
  let clauses = text.split(/\s*,\s*|\s+(?=[<>=!~^])/).filter(Boolean), out = [], local;
  for (let clause of clauses) {
    let m = /^(\^|~(?!=))\s*(.+)$/.exec(clause);
    if (m) {
      let v = parseVersion(m[2] ?? "");
      if (!v)
        throw new InputError(`Poetry constraint ${JSON.stringify(text)}: ${JSON.stringify(m[2])} is not a version`);
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
  return local ??= parseSpecifier(pep440).local, { pep440, ...local ? { local } : {} };
}
function condaToPep440(input) {
  let text = input.trim();
  if (text === "" || text === "*") return "";
  if (text.includes("|"))
    throw new InputError(
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
  let v = parseVersion(w.version);
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
    if (!OPERATOR.test(c)) throw new InputError(`${what}: ${JSON.stringify(c)} needs an operator such as == or >=`);
  let specifier = clauses.join(","), parsed = parseSpecifier(specifier, what);
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
    return marker2 && parseMarker(marker2), {
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
  if (lineBreak) throw new InputError(`${what}: a line break inside a requirement`);
  let rest = head.rest, extras = [], ex = /^\s*\[([^\]]*)\]/.exec(rest);
  if (ex) {
    if (extras = ex[1].trim() === "" ? [] : ex[1].split(",").map((e) => e.trim()), extras.some((e) => !/^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/.test(e)))
      throw new InputError(`${what}: extras ${JSON.stringify(ex[0].trim())} are not valid`);
    rest = rest.slice(ex[0].length);
  } else if (/^\s*\[/.test(rest))
    throw new InputError(`${what}: missing "]" after the extras`);
  let nameOffset = head.offset, at2 = /^\s*@\s*/.exec(rest);
  if (at2) {
    rest = rest.slice(at2[0].length);
    let urlMatch = /^(\S+)/.exec(rest);
    if (!urlMatch) throw new InputError(`${what}: "@" must be followed by a URL`);
    let url = urlMatch[1];
    if (url.endsWith(";"))
      throw new InputError(`${what}: a marker after a URL needs a space before ";" (the ";" reads as part of the URL)`);
    let after = rest.slice(url.length), marker2, semi2 = /^\s*;(.*)$/s.exec(after);
    if (semi2) marker2 = semi2[1].trim();
    else if (after.trim() !== "")
      throw new InputError(`${what}: unexpected ${JSON.stringify(after.trim())} after the URL (a marker needs " ; ")`);
    marker2 && parseMarker(marker2);
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
  if (semi >= 0 && !marker) throw new InputError(`${what}: empty marker after ";"`);
  if (/[^\s=<>!~(,]\s+[A-Za-z_]/.test(specText.trim()))
    throw new InputError(
      `${what}: one line holds more than one requirement, which pip rejects; put each on its own line`
    );
  let spec = normalizeSpecifier(specText, what);
  return marker && parseMarker(marker), {
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
    throw e instanceof InputError ? new InputError(`${file}:${line}${column ? `:${column}` : ""}: ${e.message}`) : e;
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
    if (!(e instanceof InputError)) throw e;
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
    marker = parseMarker(text);
  } catch (e) {
    return { value: void 0, why: { kind: "unreadable", error: e instanceof Error ? e.message : String(e) } };
  }
  let value = evaluateMarker(marker, vars);
  if (value !== void 0) return { value };
  let foreign = unknownVariables(marker);
  if (foreign.length) return { value, why: { kind: "undefined-variables", names: foreign } };
  let unknown = markerVariables(marker).filter((v) => vars[v] === void 0 || Array.isArray(vars[v]));
  return { value, why: { kind: "unknown-values", names: unknown } };
}

// src/formats/toml.ts
function parseToml(text, file) {
  try {
    return parse(text);
  } catch (e) {
    if (e instanceof TomlError) {
      let first = e.message.split(`
`)[0].replace(/^Invalid TOML document:\s*/, "");
      throw new InputError(`${file}:${e.line}:${e.column}: not valid TOML: ${first}`);
    }
    throw new InputError(`${file}: not valid TOML: ${e instanceof Error ? e.message.split(`
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
var tableId = (path, arrayIndex) => `${path.join("\0")}${arrayIndex ?? ""}`, indexOf$1 = derived("toml-layout-index", (layout) => {
  let tables = groupBy(layout.tables, (t) => tableId(t.path));
  for (let [k, v] of groupBy(layout.tables, (t) => tableId(t.path, t.arrayIndex))) tables.set(k, v);
  return {
    tables,
    strings: groupBy(layout.strings, (s) => s.value),
    keys: groupBy(layout.keys, (k) => k.key),
    skips: /* @__PURE__ */ new WeakMap()
  };
}), fromLine = (list, line) => firstAtLeast(list, (t) => t.line, line);
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
    r = firstAtLeast(ranges, (t) => t.endLine, hit.line, r + 1);
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
        if (!(e instanceof InputError)) throw e;
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
      let name = str$1(f.file);
      if (!name) continue;
      let wheel = parseWheelFile(name);
      wheel ? wheels.push({ wheel, line: lineOf(b, name) }) : sdist = !0;
    }
    let source = record(t.source), type = str$1(source?.type), url = str$1(source?.url), index = type === "legacy" ? url : void 0, direct = type && type !== "legacy" ? url : void 0, m = t.markers, markerList = typeof m == "string" ? [m] : Object.values(record(m) ?? {}).filter((x) => typeof x == "string");
    dists.push({
      name: b.name,
      version: str$1(t.version) ?? "",
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
      let ref = str$1(w.name) ?? str$1(w.url) ?? str$1(w.path), wheel = ref ? parseWheelFile(ref) : void 0;
      wheel && ref && wheels.push({ wheel, line: lineOf(b, str$1(w.url) ?? str$1(w.path) ?? ref) });
    }
    let vcs = record(t.vcs), archive = record(t.archive), directory = record(t.directory), direct = str$1(vcs?.url) ?? str$1(archive?.url) ?? str$1(archive?.path) ?? str$1(directory?.path);
    dists.push({
      name: b.name,
      version: str$1(t.version) ?? "",
      ...str$1(t.index) ? { index: str$1(t.index) } : {},
      ...str$1(t.marker) ? { marker: str$1(t.marker) } : {},
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
    head = parse(first < 0 ? text : text.slice(0, first));
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
    let name = str$1(ref.name);
    if (!name) return;
    let key = refKey(normalize(name), str$1(ref.version) ?? "", str$1(record(ref.source)?.registry)), own = str$1(ref.marker), marker = [when, own].filter(Boolean).map((m) => `(${m})`).join(" and ") || 'python_version >= "0"';
    out.set(key, [...out.get(key) ?? [], marker]);
  };
  for (let root of rootTables(packages, file)) {
    let pkg = normalize(str$1(root.name) ?? "");
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
      let url = str$1(w.url) ?? str$1(w.path) ?? str$1(w.filename), wheel = url ? parseWheelFile(url) : void 0;
      wheel && url && wheels.push({ wheel, line: lineOf(b, url) });
    }
    let direct = str$1(source.git) ?? str$1(source.url) ?? str$1(source.path) ?? str$1(source.directory) ?? str$1(source.editable), refs = taken.size ? taken.get(refKey(b.name, str$1(t.version) ?? "", str$1(source.registry))) : void 0, forks = markers.length ? markers.map((m) => `(${m})`).join(" or ") : void 0, byProject = refs ? refs.map((m) => `(${m})`).join(" or ") : void 0, marker = forks && byProject ? `(${forks}) and (${byProject})` : forks ?? byProject;
    dists.push({
      name: b.name,
      version: str$1(t.version) ?? "",
      ...str$1(source.registry) ? { index: str$1(source.registry) } : {},
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
  return finding({
    id: "marker-undecided",
    severity: "warning",
    message: `Whether ${lock.file} installs torch ${d.version} here could not be decided: ${why}. The marker: ${shortMarker(d.marker ?? "")}`,
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
    findings: [finding({ id: "lock-no-wheel", severity: "error", message, hint, source, location: at.location })]
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
    let first2 = torches[0], list = torches.map((d) => `${d.version}${d.marker ? ` where ${shortMarker(d.marker)}` : ""}`).join("; ");
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
        finding({
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
      finding({
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
      finding({
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
        finding({
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
      finding({
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
    throw new InputError(
      `index URL ${JSON.stringify(url.slice(0, 80))} has a broken %-escape in its path (${JSON.stringify(segment.slice(0, 40))})`
    );
  }
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
    throw new InputError(
      `index URL ${JSON.stringify(text.slice(0, 80))} is not a URL; expected e.g. https://download.pytorch.org/whl/cu128, a variant such as cu128, or pypi`
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:" && url.protocol !== "file:")
    throw new InputError(`index URL ${JSON.stringify(text.slice(0, 80))} must use https, http or file`);
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

// src/catalog/bound.ts
var boundByName = derived("bound-by-name", (catalog) => ({
  packages: new Map(catalog.bound.map((b) => [b.package, b])),
  dependents: new Set(catalog.dependents.map((d) => d.package))
})), boundPackage = (catalog, name) => boundByName(catalog).packages.get(name), knownDependent = (catalog, name) => !boundByName(catalog).packages.has(name) && boundByName(catalog).dependents.has(name), bindsOn = (pkg, platform) => !pkg.requiredOn || pkg.requiredOn.includes(platform), installsTorch = (catalog, name) => {
  let pkg = boundByName(catalog).packages.get(name);
  return pkg ? !pkg.requiredOn && pkg.releases.some((r) => r.torch !== "") : boundByName(catalog).dependents.has(name);
}, concernsTorch = (catalog, name) => boundByName(catalog).packages.has(name) || boundByName(catalog).dependents.has(name), releasesOf = derived(
  "bound-releases",
  (pkg) => pkg.releases.slice().sort((a, b) => compareVersions(b.version, a.version))
), specOf$1 = (text) => parseSpecifier(text, "torch requirement"), torchRequirement = derived("bound-torch", (r) => specOf$1(r.torch)), runsWith = derived(
  "bound-runs",
  (r) => r.runs === void 0 ? void 0 : specOf$1(r.runs)
), TORCHES = memo("bound-torches"), torchesOf = (catalog, r) => TORCHES.get(
  catalog,
  [r],
  () => allCandidates(catalog).filter((c) => satisfies(c.patch.version, torchRequirement(r)))
), ADMITTED = memo("bound-admitted");
function admittedReleases(catalog, pkg, spec) {
  let pub = publicSpecifier(spec);
  return ADMITTED.get(catalog, [pkg, pub.pep440], () => releasesOf(pkg).filter((r) => satisfies(r.version, pub)));
}
var ALLOWED = memo("bound-allowed");
function torchesAllowed(catalog, pkg, spec) {
  return ALLOWED.get(
    catalog,
    [pkg, publicSpecifier(spec).pep440],
    () => new Set(admittedReleases(catalog, pkg, spec).flatMap((r) => torchesOf(catalog, r)))
  );
}
function releaseFor(catalog, pkg, spec, torch) {
  return admittedReleases(catalog, pkg, spec).find((r) => satisfies(torch, torchRequirement(r)));
}
function releaseGoingWith(pkg, torch) {
  return releasesOf(pkg).find((r) => satisfies(torch, torchRequirement(r)) && loadsWith(r, torch));
}
var loadsWith = (r, torch) => {
  let runs = runsWith(r);
  return runs === void 0 || satisfies(torch, runs);
}, wheelsOf = (pkg, r) => r.wheels ?? pkg.wheels;
function wheelFits(w, platform, python) {
  return w.platforms.includes(platform) ? python === void 0 ? !0 : satisfies(`${python}.0`, pythonSpec(w)) : !1;
}
var pythonSpec = derived("bound-wheel-python", (w) => parseSpecifier(w.python)), wheelTorch = derived(
  "bound-wheel-torch",
  (w) => w.torch === void 0 ? void 0 : specOf$1(w.torch)
), builtFor = (w, torch) => {
  let spec = wheelTorch(w);
  return spec === void 0 || satisfies(torch, spec);
}, loadsWithBuild = (w, variant) => {
  if (!w.cuda) return !0;
  let major = /^cu(\d\d)\d$/.exec(variant ?? "")?.[1];
  return major !== void 0 && w.cuda.includes(major);
}, wheelIndexes = derived(
  "bound-wheel-indexes",
  (w) => w.index.includes("{variant}") ? (w.variants ?? []).map((v) => w.index.replace("{variant}", v)) : [w.index]
), describeTorch = (r) => r.torch === "" ? "any torch" : `torch${r.torch}`, boundHosts = derived("bound-hosts", (catalog) => {
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
function isDigit(c) {
  return c >= 48 && c <= 57;
}
var stringError, Tokenizer = class {
  /**
   * `significant`: blanks and comments are passed over, not returned (the analyser ignores them;
   * about half of all tokens are blanks). A line break is still returned.
   */
  constructor(text, significant = !1) {
    this.text = text;
    this.significant = significant;
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
        else if (d === 35) {
          start++;
          for (let e = text.charCodeAt(start); start < text.length && e !== 10 && e !== 13; e = text.charCodeAt(++start)) ;
        } else break;
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
      for (; p < text.length && isIdentChar(text.charCodeAt(p)); ) p++;
      this.lineHasCode = !0;
      let prefix = stringPrefix(text, start, p);
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
    let starts = this.starts ??= lineStarts(this.text), lo = 0, hi = starts.length - 1;
    for (; lo < hi; ) {
      let mid = lo + hi + 1 >> 1;
      starts[mid] <= offset ? lo = mid : hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
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
  at(offset) {
    let { line, column } = this.lines.at(offset), start = offset - column + 1, steps = this.steps.get(line);
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
        throw new InputError(`${file}:${pos2.line}:${pos2.column}: ${name} needs a value`);
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
      throw e instanceof InputError ? new InputError(`${file}:${pos.line}:${pos.column}: ${e.message}`) : e;
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
    return v === void 0 ? (unset.push(name), whole) : (SECRET_NAME.test(name) && noteSecret(v), v);
  });
  return text !== s && noteUrlSecrets(text), { text, unset };
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
  return { value: void 0, why: `marker "${shortMarker(text)}" cannot be decided: ${reason}; the pin is kept` };
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
    if (p.unreadable) throw new InputError(`${place(p)}: ${p.unreadable}`);
    if (p.url) continue;
    let specifier;
    try {
      specifier = parseSpecifier(p.specifier, `${p.package} version`);
    } catch (e) {
      throw e instanceof InputError ? new InputError(`${place(p)}: ${e.message}`) : e;
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
    return parseSpecifier(text);
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
    return parseSpecifier(specifier);
  } catch {
    return;
  }
}
function admittedPatches(catalog, specifier) {
  let spec = specOf(specifier);
  return spec ? allCandidates(catalog).filter(({ patch: p }) => satisfies(spec.local ? `${p.version}+${spec.local}` : p.version, spec)).map(({ release, patch: p }) => ({
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
var sortPythons = (xs) => [...new Set(xs)].sort(comparePythonMinor);
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
  return spec ? [`${minor}.0`, `${minor}.1`, `${minor}.99`].some((v) => satisfies(v, spec)) : !0;
}

// src/pins/types.ts
var installOf = (p) => p.install ?? p.location.file;
function envPythonOf(set, route, file) {
  let ofRoute = Object.entries(set.envPythons ?? {}).filter(([f]) => route === "pixi" ? f.endsWith(".toml") : !f.endsWith(".toml"));
  return (file ? ofRoute.find(([f]) => f === file) : ofRoute[0])?.[1];
}

// src/pins/upgrade.ts
var range = (xs) => xs.length === 0 ? "\u2014" : xs.length === 1 ? xs[0] : `${xs[0]}\u2013${xs[xs.length - 1]}`, list$2 = (xs) => xs.length ? xs.join(", ") : "\u2014", newest = (rs) => rs[rs.length - 1];
function upgradeTable(before, after, catalog) {
  let b = admittedReleases2(catalog, withoutLocal(before)), a = admittedReleases2(catalog, withoutLocal(after)), pair = (spec, key2) => admittedPatches(catalog, withoutLocal(spec)).filter((p) => p[key2]).pop()?.[key2] ?? "\u2014", pypi = (r) => r?.pypi.find((d) => d.platform === "linux-x64")?.variant ?? "\u2014";
  return [
    { aspect: "torch", before: before || "any", after: after || "any" },
    { aspect: "Releases", before: range(b.map((r) => r.torch)), after: range(a.map((r) => r.torch)) },
    { aspect: "Python", before: range(unionPythons(b)), after: range(unionPythons(a)) },
    {
      aspect: "Platforms",
      before: list$2(unionPlatforms(b).map(platformLabel)),
      after: list$2(unionPlatforms(a).map(platformLabel))
    },
    { aspect: "Index variants", before: list$2(unionVariants(b)), after: list$2(unionVariants(a)) },
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
    old && withoutLocal(old.specifier) !== withoutLocal(pin.specifier) && out.push({ pin, old });
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
    let before = admittedReleases2(catalog, withoutLocal(old.specifier)), after = admittedReleases2(catalog, withoutLocal(pin.specifier));
    if (before.length === 0 && after.length === 0 || (changes.push({
      package: pin.package,
      before: old.specifier || "any",
      after: pin.specifier || "any",
      file: pin.location.file,
      line: pin.location.line
    }), !(pin.package === "torch" || pin.package === "pytorch"))) continue;
    let pyA = unionPythons(after), droppedPy = unionPythons(before).filter((p) => !pyA.includes(p)), plA = unionPlatforms(after), droppedPl = unionPlatforms(before).filter((p) => !plA.includes(p)), varA = unionVariants(after), droppedVar = unionVariants(before).filter((v) => !varA.includes(v)), oldTop = newest(before)?.torch, newTop = newest(after)?.torch, up = oldTop && newTop ? compareVersions(newTop, oldTop) >= 0 : !0, [lo, hi] = up ? [oldTop, newTop] : [newTop, oldTop], crossed = catalog.releases.filter((r) => (!lo || compareVersions(r.torch, lo) > 0) && (!hi || compareVersions(r.torch, hi) <= 0)).sort((x, y) => compareVersions(x.torch, y.torch));
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
      finding({
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
  let out = { stranded: [], judged: [], unjudged: [] }, torches = admittedPatches(catalog, withoutLocal(torchPin.specifier));
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
  return marker && parseMarker(marker), { extras, ...marker ? { marker } : {} };
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
      throw new InputError(
        `${file}:${e.location.line}: dependency group ${JSON.stringify(e.from.name)} includes group ${JSON.stringify(e.to.name)}, which ${file} does not declare`
      );
  let cycle = groupCycle(edges);
  if (cycle) {
    let first = edges.find((e) => e.from.kind === "group" && norm(e.from.name) === norm(cycle[0]));
    throw new InputError(
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
    throw new InputError(
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
  let pep621 = groupBy(
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
          typeof t.markers == "string" && (parseMarker(t.markers), markers.push(t.markers)), typeof t.python == "string" && markers.push(pythonMarker(t.python)), typeof t.platform == "string" && markers.push(`sys_platform == "${POETRY_PLATFORM[t.platform.toLowerCase()] ?? t.platform}"`);
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
    if (!(e instanceof InputError)) throw e;
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
      () => (parseMarker(s.marker), s.marker)
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
    if (!kv) throw new InputError(`${file}:${lineNo}:1: not valid setup.cfg: expected "key = value" or a [section]`);
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
  for (let tok of tokenize(text)) {
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
  let loc = new Locator(text), toks = [];
  for (let tok of tokenize(text)) {
    let src = text.slice(tok.start, tok.end);
    if (tok.type === "name") toks.push({ t: "name", value: src });
    else if (tok.type === "op" || tok.type === "error") toks.push({ t: "punct", value: src });
    else if (tok.type === "string") {
      let head = STRING_HEAD.exec(src), [, prefix = "", quote = '"'] = head, at2 = loc.at(tok.start + prefix.length);
      if (tok.error) throw new InputError(`${file}:${at2.line}:${at2.column}: unterminated string literal`);
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
      if (inRequires && e instanceof InputError)
        throw new InputError(`${file}:${tok.line}:${tok.column}: ${e.message}`);
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
  let loc = new Locator(text);
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
var MAX_FILE_BYTES = FILE_CAPS.pin, MAX_FILES = 1e4;
function decodeText(buf, file) {
  if (buf.length > MAX_FILE_BYTES)
    throw new InputError(
      `${file}: larger than ${MAX_FILE_BYTES / 1024 / 1024} MB, the most a pin file may be; is it really a requirements file?`
    );
  return decodeUserText(buf, file);
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
      throw e instanceof UnreadableFile ? new UnreadableFile(rel, e.why, e.reason) : e;
    }
    if (buf === void 0) throw missing();
    if (!this.fileSet.has(rel)) {
      if (this.fileSet.size >= MAX_FILES)
        throw new InputError(
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
    let rel = this.rel(abs), text = await this.text(abs, missing ?? (() => new InputError(`${rel}: file not found`))), parsed = requirementsTxt.read.pipInvocation(text, rel, this.env);
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
      throw new InputError(
        `${from}:${inc.line}:${inc.column}: ${flag} ${inc.path}: include cycle: ${from} includes ${to}, which includes ${from} again`
      );
    seen.has(target) || (seen.add(target), stack.add(target), await this.requirementsTree(
      target,
      out,
      stack,
      seen,
      options,
      () => new InputError(`${from}:${inc.line}:${inc.column}: ${flag} ${inc.path}: file not found (${to})`)
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
  let text = await reader.text(abs, () => new InputError(`${rel}: file not found`)), out = await read.file(text, rel);
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
    u && noteUrlSecrets(u);
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
  throw where2 ? new InputError(
    `${kind} ${JSON.stringify(name)}: ${where2} declares no ${kind} of that name${names.length ? ` (it declares ${names.slice(0, 20).join(", ")}${names.length > 20 ? ", \u2026" : ""})` : ""}`
  ) : new InputError(`${kind} ${JSON.stringify(name)}: no pin file was read, so there is no ${kind} to select`);
}
function checkConflicts(alt, extras, groups) {
  for (let c of alt.conflicts) {
    let hit = c.items.filter((i) => (i.kind === "extra" ? extras : groups).some((n) => norm2(n) === norm2(i.name)));
    if (hit.length > 1) {
      let at2 = c.location;
      throw new InputError(
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
    throw new InputError(
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
var KIND_LABEL = { cuda: "CUDA", rocm: "ROCm", xpu: "XPU", cpu: "CPU" }, SEARCH = memo("hint-search"), remembered = (catalog, keys, search) => SEARCH.get(catalog, keys, search), ADVICE = memo("hint-advice"), adviceOnce = (catalog, keys, make) => ADVICE.get(catalog, keys, make), admits = (spec) => (x) => !spec || spec.pep440 === "" || satisfies(x.patch.version, publicSpecifier(spec));
function allowed(catalog, spec, ok, oldest = !1) {
  let all = allCandidates(catalog), inSpec = admits(spec), find = (p) => oldest ? all.findLast(p) : all.find(p);
  return find((x) => inSpec(x) && ok(x)) ?? (spec?.exact ? find(ok) : void 0);
}
var specKey = (spec) => spec?.pep440 ?? "";
function pythonHint(catalog, c, py, platform, spec) {
  return adviceOnce(
    catalog,
    ["py", c, pythonTag(py), platform, specKey(spec)],
    () => pythonAdvice(catalog, c, py, platform, spec)
  );
}
function pythonAdvice(catalog, c, py, platform, spec) {
  let range = pythonRange(c.release, platform), tag = pythonTag(py), hasWheels = (x) => platformEntry(x.release, platform) && pythonSupport(x.release, platform, py, !1, x.patch.version).kind !== "none", newestForPy = remembered(
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
  let below = comparePythonMinor(plain, range.min) < 0, setPython = { kind: "set-python", version: below ? range.min : range.max, ...below ? { orNewer: !0 } : {} };
  if (newestForPy) {
    let older = below || compareVersions(newestForPy.patch.version, c.patch.version) < 0, firstNewer = older ? void 0 : remembered(
      catalog,
      ["py-first", platform, tag, c.release, specKey(spec)],
      () => allowed(catalog, spec, (x) => compareVersions(x.release.torch, c.release.torch) > 0 && !!hasWheels(x), !0)
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
    () => allowed(catalog, spec, (x) => !!variantEntry(x.release, variant, platform, x.patch.version))
  ), here = [
    ...new Set(
      variantsOn(c.release, platform, c.patch.version).filter((v) => !(isCuda(variant) && v.variant === "cpu")).map((v) => v.variant)
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
    () => allCandidates(catalog).slice().reverse().find((x) => variantsOn(x.release, platform, x.patch.version).some((v) => sameKind(v.variant, variant)))
  ), kindHere = firstOfKind && variantsOn(firstOfKind.release, platform, firstOfKind.patch.version).find((v) => sameKind(v.variant, variant));
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
    let withWheels = (x) => !!platformEntry(x.release, platform), last = remembered(catalog, ["platform", platform], () => allCandidates(catalog).find(withWheels)), first = remembered(catalog, ["platform-first", platform], () => allCandidates(catalog).findLast(withWheels));
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
    } : first && compareVersions(first.patch.version, c.patch.version) > 0 ? {
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
      let f = glibcFloor(x.release, platform, v).glibc;
      return !f || compareDotted(glibc, f) >= 0;
    }, builds = variantsOn(c.release, platform, c.patch.version).map((v) => v.variant).filter((v) => v !== variant && fits(c, v)), other = nearestVariant(builds, variant), older = remembered(
      catalog,
      ["glibc", platform, glibc, specKey(spec), variant],
      () => allowed(
        catalog,
        spec,
        (x) => x.patch.version !== c.patch.version && variantsOn(x.release, platform).some((v) => v.variant === variant) && fits(x, variant)
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
    let [, op, version] = m, admitted = matchingCandidates(catalog, parseSpecifier(`${op}${version}`)), leans = op === ">=" ? admitted.at(-1) : admitted[0];
    if (!leans) return r;
    let moved = held.flatMap((k) => {
      let spec = publicSpecifier(pins[k]);
      if (admitted.some((c) => companionsOf(catalog, c.patch, k).some((x) => satisfies(x.version, spec)))) return [];
      let goes = companionsOf(catalog, leans.patch, k).at(-1)?.version;
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
    ...env.python ? { python: pythonTag(env.python) } : {},
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
    let pub = publicSpecifier(spec), admitted = companionsOf(catalog, c.patch, key).filter((p) => satisfies(p.version, pub));
    if (!admitted.length) continue;
    let gaps = admitted.map((a) => ({ a, g: companionGap(catalog, key, a.version, at2) }));
    if (gaps.some((x) => !x.g)) continue;
    let first = gaps[0].g, versions = admitted.map((a) => a.version).join(" or "), uncertain2 = gaps.some((x) => x.g.confidence === "uncertain" || x.a.confidence === "uncertain"), what2 = gapWhat(first, at2), message = spec.exact ? `${key} ${versions} (paired with torch ${c.patch.version}) has no wheel for ${what2}: pip finds no ${key}==${spec.exact} to install, as ${key} publishes no source distribution.` : `${key}${spec.text} admits only ${key} ${versions} beside torch ${c.patch.version}, and ${admitted.length > 1 ? "none of them has" : "it has"} no wheel for ${what2}: pip finds no ${key} to install with that torch (${key} publishes no source distribution).`;
    out.push(
      finding({
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
  let remedies = [], withWheel = (x, target) => companionsOf(catalog, x.patch, key).find(
    (p) => p.confidence !== "uncertain" && !companionGap(catalog, key, p.version, target)
  );
  if (gap.variants && at2.variant) {
    let others = [...new Set(variantsOn(c.release, at2.platform, c.patch.version).map((v2) => v2.variant))].filter(
      (v2) => v2 !== at2.variant && withWheel(c, { ...at2, variant: v2 })
    ), v = nearestVariant(others, at2.variant);
    v && remedies.push({ kind: "use-index", url: indexUrlFor(v), why: `${key} has its ${v} build` });
  }
  if (gap.python && at2.python && env.python) {
    let range = pythonRange(c.release, at2.platform), py = pythonsOf(range.min, range.max).reverse().find((p) => !gap.python.includes(p) && withWheel(c, { ...at2, python: p }));
    py && at2.python === `${py}t` ? remedies.push({ kind: "do", text: `use the regular (GIL) Python ${py}` }) : py && py !== at2.python && remedies.push({ kind: "set-python", version: py });
  }
  let newer = allCandidates(catalog).filter((x) => compareVersions(x.patch.version, c.patch.version) > 0 && x.patch.confidence !== "uncertain").reverse().find(
    (x) => platformEntry(x.release, at2.platform) && (!env.python || pythonSupport(x.release, at2.platform, env.python, !1, x.patch.version).kind !== "none") && // The build matters only where it is the gap: a PyPI install takes each release's own default.
    (!gap.variants || !at2.variant || variantsOn(x.release, at2.platform, x.patch.version).some((v) => v.variant === at2.variant)) && withWheel(x, at2)
  );
  if (newer) {
    let goes = withWheel(newer, at2), spec = request[key], moves = !spec || !satisfies(goes.version, publicSpecifier(spec));
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
  for (let m = Number(min.split(".")[1]); comparePythonMinor(`3.${m}`, max) <= 0; m++) out.push(`3.${m}`);
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
        blocker: finding({
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
    let p = platformEntry(r, platform), d = pypiDefault(r, platform);
    if (p?.pypi === !1 || !d) {
      let where3 = d ? { source: p?.source ?? r.source, confidence: p?.confidence } : { source: r.source, confidence: void 0 };
      return {
        blocker: finding({
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
  let variant = index.kind === "pytorch" ? index.variant : local ?? index.variant ?? pypiDefault(r, platform)?.variant;
  if (!variant)
    return {
      blocker: finding({
        id: "backend-unavailable",
        severity: "error",
        message: `The find-links page ${index.url} needs a +variant in the torch pin to choose a build.`,
        hint: `Pin e.g. torch==${v}+cpu.`,
        source: r.source
      })
    };
  if (local && index.kind === "pytorch" && local !== index.variant)
    return {
      blocker: finding({
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
  if (local && local === variant && variantEntry(r, variant, platform, v)?.unlabelled?.includes(platform)) {
    let entry = variantEntry(r, variant, platform, v);
    return {
      blocker: finding({
        id: "variant-mismatch",
        severity: "error",
        message: `torch==${v}+${local} matches no ${platformLabel(platform)} wheel: they carry no +${local} label (torch-${v}-\u2026), so pip finds no matching distribution.`,
        hint: `Pin torch==${v} (without +${local}) for ${platformLabel(platform)}, e.g. with a marker: torch==${v}+${local}; sys_platform != "darwin".`,
        source: entry.source,
        confidence: entry.confidence
      })
    };
  }
  if (!variantEntry(r, variant, platform, v)) {
    let available = [...new Set(variantsOn(r, platform, v).map((x) => x.variant))], never = !ctx.catalog.releases.some((x) => x.variants.some((y) => y.variant === variant)) && !possiblyNew(ctx.catalog, variant) ? neverBuilt(ctx.catalog, variant) : void 0;
    return {
      blocker: finding({
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
  return !newest || compareDotted(versionOf(variant) ?? "0", newest) < 0 ? `PyTorch never built for ${name}` : `${name} is far past ${newest}, the newest it built for`;
}
var versionOf = (variant) => variantKind(variant) === "cuda" ? cudaOf(variant) : variantKind(variant) === "rocm" ? rocmVersion(variant) : void 0;
function newestOfKind(catalog, variant) {
  let kind = variantKind(variant);
  return catalog.releases.flatMap((r) => r.variants.map((x) => x.variant)).filter((x) => variantKind(x) === kind).map((x) => versionOf(x) ?? "0").sort(compareDotted).at(-1);
}
function possiblyNew(catalog, variant) {
  let version = versionOf(variant), newest = newestOfKind(catalog, variant);
  if (!version || !newest || compareDotted(version, newest) <= 0) return !1;
  let reach = variantKind(variant) === "cuda" ? 1 : 3;
  return Number(version.split(".")[0]) <= Number(newest.split(".")[0]) + reach;
}
var BASE = memo(
  "installability"
);
function baseOf$1(c, ctx, platform) {
  let { env, request } = ctx, r = c.release, v = c.patch.version, early = [], warnings = [], late = [];
  env.os === "linux" && env.libc === "musl" && early.push(
    finding({
      id: "platform-unsupported",
      severity: "error",
      message: "This Linux uses musl libc (Alpine); torch publishes manylinux (glibc) wheels only.",
      hint: "Use a glibc-based image (Debian, Ubuntu, RHEL 8+).",
      source: "https://pypi.org/project/torch/#files"
    })
  );
  let pEntry = platformEntry(r, platform);
  if (!pEntry) {
    let emulated = isEmulated(env) ? ` This interpreter is ${env.python?.machine} running under emulation on an ${env.arch} machine, so pip looks for ${platformLabel(platform)} wheels.` : "";
    return early.push(
      finding({
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
    finding({
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
    let floor = glibcFloor(r, platform, picked2.variant);
    floor.glibc && compareDotted(env.glibc, floor.glibc) < 0 && late.push(
      finding({
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
  return env.os === "macos" && env.osVersion && pEntry.macos && compareDotted(env.osVersion, pEntry.macos) < 0 && late.push(
    finding({
      id: "macos-too-old",
      severity: "error",
      message: `torch ${v} wheels need macOS ${pEntry.macos} or newer (${pEntry.wheelTag}); this runner has macOS ${env.osVersion}.`,
      hint: "Use a newer macOS runner (macos-15).",
      source: pEntry.source,
      confidence: pEntry.confidence
    })
  ), { early, stop: !1, picked: picked2, fromPypi, warnings, late };
}
var PYTHON_BLOCKER = memo("python-blocker");
function pythonBlocker(c, ctx, platform, py, fromPypi) {
  return PYTHON_BLOCKER.get(
    ctx.catalog,
    [c, platform, pythonTag(py), fromPypi, fixKey(ctx.request), ctx.explain !== !1],
    () => {
      let r = c.release, support = pythonSupport(r, platform, py, fromPypi, c.patch.version);
      if (support.kind !== "none") return null;
      let range = pythonRange(r, platform);
      return finding({
        id: "python-unsupported",
        severity: "error",
        message: `torch ${c.patch.version} has no wheels for Python ${pythonTag(py)} on ${platformLabel(platform)}${fromPypi ? " on PyPI" : ""}: it supports Python ${range.min === range.max ? `${range.min} only` : `${range.min} to ${range.max}`}${extrasText(r, platform, c.patch.version)}.`,
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
    finding({
      id: "python-implementation",
      severity: "error",
      message: `This Python is ${py.implementation === "pypy" ? "PyPy" : py.implementation === "graalpy" ? "GraalPy" : py.implementation} ${py.major}.${py.minor}; torch publishes wheels for CPython only, and has no source distribution on PyPI.`,
      hint: "Use CPython (actions/setup-python with python-version: 3.12, not pypy3.x).",
      source: "https://pypi.org/project/torch/#files"
    })
  ), py?.pointerBits === 32 && blockers.push(
    finding({
      id: "python-32bit",
      severity: "error",
      message: "This Python is a 32-bit build; torch has 64-bit wheels only.",
      hint: "Use a 64-bit Python (actions/setup-python with architecture: x64).",
      source: "https://pypi.org/project/torch/#files"
    })
  );
  let extras = (request.extraIndexes ?? []).map((i) => i.kind === "pypi" ? "pypi" : i.url).join(" "), base = BASE.get(
    ctx.catalog,
    [c, runnerKey(env), request.index, extras, fixKey(request), ctx.explain !== !1],
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
var DAY = 1440 * 60 * 1e3, SLACK = 0.75, cadence = derived("release-cadence", (catalog) => {
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
  let newest = newestRelease(catalog)?.release, fastest = cadence(catalog);
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
var PIP_RESOLUTION = "https://pip.pypa.io/en/stable/topics/dependency-resolution/", showBound = (b) => `${b.package}${b.specifier.text ? /^[=<>~!]/.test(b.specifier.text) ? b.specifier.text : `==${b.specifier.text}` : " (any version)"}`, at = (b) => b.location ? ` (${b.location.file}:${b.location.line})` : "", PINS = memo("bound-pins");
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
  let rels = releasesOf(pkg), newest = rels[0], oldest = rels.at(-1), lb = lowerBound(publicSpecifier(req.specifier)), beyond = lb !== void 0 && compareVersions(lb, newest.version) > 0, before = lb !== void 0 && compareVersions(lb, oldest.version) < 0 && req.specifier.exact !== void 0, listed = `${pkg.package} ${oldest.version} to ${newest.version}${pkg.asOf ? `, as of ${pkg.asOf}` : ""}`;
  if (beyond || before)
    return finding({
      id: "bound-no-release",
      severity: "warning",
      message: `${showBound(req)} is ${beyond ? "newer" : "older"} than every release the catalog lists (${listed}), so the torch it requires is not checked.`,
      hint: `Describe the release in a config file (bound: ${pkg.package}), or update torch-preflight.`,
      source: pkg.source,
      ...req.location ? { location: req.location } : {}
    });
  let near = rels.filter((r) => !lb || r.version.startsWith(lb.split(".").slice(0, -1).join("."))).slice(0, 4).map((r) => r.version);
  return finding({
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
  let newestAllowed = [...p.allowed].sort((a, b) => compareVersions(b.patch.version, a.patch.version))[0];
  return newestAllowed && remedies.push({
    kind: "pin",
    spec: `torch==${newestAllowed.patch.version}`,
    why: `what ${showBound(p.req)} requires`
  }), (!remedies.length || then) && remedies.push({ kind: "do", text: `drop ${p.pkg.package}` }), { remedies, ...then ? { then } : {} };
}
function conflict(catalog, p, against, torch) {
  let pinnedByTorch = p.pkg.requiredOn !== void 0, own = torch ? releaseGoingWith(p.pkg, torch) : void 0, message = pinnedByTorch ? `${showBound(p.req)} goes only with ${required(catalog, p)}, and ${against} requires ${own ? `${p.pkg.package}==${own.version}` : `another ${p.pkg.package}`} on ${p.pkg.requiredOn.join(", ")}: pip stops with ResolutionImpossible.` : `${showBound(p.req)} requires ${required(catalog, p)}, which ${against} excludes: pip stops with ResolutionImpossible${pipWords(catalog, p)}.`;
  return finding({
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
    finding({
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
  return finding({
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
  let pub = publicSpecifier(spec), allowed2 = allCandidates(catalog).filter(
    (c) => companionsOf(catalog, c.patch, key).some((p) => satisfies(p.version, pub))
  );
  return allowed2.length ? new Set(allowed2) : void 0;
}
function olderThanCatalog(spec, lb, oldest) {
  return lb ? compareVersions(lb, oldest) < 0 : ["1.13.1", "1.0.0", "0.4.1"].some((v) => satisfies(v, spec));
}
function describeSpec(spec) {
  return spec.pep440 === "" ? "torch (any version)" : `torch${/^[=<>~!]/.test(spec.text) ? "" : "=="}${spec.text}`;
}
function unconfirmedNotice(c, confirmed, location, confirmedFails = !1) {
  let patch = c.patch.confidence === "uncertain";
  if (!patch && c.release.confidence !== "uncertain") return;
  let also = confirmed ? ` torch ${confirmed.patch.version}, the newest confirmed release that matches, ${confirmedFails ? "was judged as well" : "installs here too"}.` : "";
  return finding({
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
    finding({
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
  let versions = allCandidates(catalog).map((c) => c.patch.version).reverse(), digits = asked.replace(/\D/g, "").replace(/0+$/, ""), alike = versions.filter((v) => v.replace(/\D/g, "").replace(/0+$/, "") === digits || v.startsWith(`${asked}.`));
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
  let matching = matchingCandidates(catalog, publicSpecifier(request.torch)), bound = boundPins(request, catalog, platformKey(env.os, env.arch));
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
  let newest = newestRelease(catalog);
  return finding({
    id: "nightly-index",
    severity: "warning",
    message: `Nightly builds (${request.index.url}) are not in the catalog; the checks use the newest release, torch ${newest?.patch.version ?? "unknown"}, as a stand-in.`,
    hint: "Nightlies change daily: expect differences, and pin a release for CI that must pass.",
    source: CATALOG_SOURCE
  });
}
function noMatchingRelease(request, catalog, horizon) {
  let spec = request.torch, loc = request.torchLocation, newest = newestRelease(catalog), oldest = allCandidates(catalog).at(-1), publicSpec = publicSpecifier(spec), lb = lowerBound(publicSpec);
  if (newest && lb && compareVersions(lb, newest.patch.version) > 0 && !reachable(lb, newest.patch.version, horizon.steps)) {
    let known = knownVersions(catalog, lb);
    return finding({
      id: "no-release",
      severity: "error",
      message: `No torch release matches ${describeSpec(spec)}, and none can be out yet: ${notYet(newest, horizon)} (from versions: ${known.all}).`,
      hint: known.alike.length ? `Pin a released version (torch==${known.alike.at(-1)}).` : `Pin a released version (torch==${newest.patch.version}).`,
      source: CATALOG_SOURCE,
      location: loc
    });
  }
  if (newest && lb && compareVersions(lb, newest.patch.version) > 0)
    return finding({
      id: "release-newer",
      severity: "warning",
      message: `${describeSpec(spec)} asks for a torch newer than this catalog knows (newest: ${newest.patch.version}); nothing about it can be checked.`,
      hint: "Update torch-preflight (the catalog ships with each release), or add the release to a config file.",
      source: CATALOG_SOURCE,
      location: loc
    });
  if (oldest && olderThanCatalog(publicSpec, lb, oldest.patch.version))
    return finding({
      id: "release-out-of-scope",
      severity: "warning",
      message: `${describeSpec(spec)} asks for a torch older than this catalog covers (it starts at ${oldest.patch.version}), so its Python, platform, GPU, driver and companion support were not checked.`,
      hint: "Check torch 1.x by hand, or describe the release in a config file.",
      source: CATALOG_SOURCE,
      location: loc
    });
  let near = allCandidates(catalog).map((c) => c.patch.version).filter((v) => !lb || v.startsWith(lb.split(".").slice(0, 2).join("."))).slice(0, 4);
  return finding({
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
var PICK = memo("pick-from-index");
function anyBuild(spec) {
  let { local: _local, ...rest } = publicSpecifier(spec);
  return rest;
}
function pickFromIndex(env, request, catalog, index) {
  let torch = anyBuild(request.torch), keys = [
    runnerKey(env),
    pythonKey(env),
    torch.pep440,
    request.torchvision?.pep440 ?? "",
    request.torchaudio?.pep440 ?? "",
    index
  ];
  return PICK.get(catalog, keys, () => {
    let asked = { ...request, torch, index, extraIndexes: [] }, platform = wheelPlatform(env), matching = matchingCandidates(catalog, torch).filter(
      (c) => index.kind !== "pytorch" || variantEntry(c.release, index.variant, platform, c.patch.version)
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
      finding({
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
    finding({
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
  let t = toolkitFor(catalog, variant);
  if (!t) return;
  let fam = familyFor(catalog, Number(t.cuda.split(".")[0])), full = os === "windows" ? t.driver.windows ?? void 0 : t.driver.linux, compat = fam ? os === "windows" ? fam.minDriver.windows ?? fam.minDriver.linux : fam.minDriver.linux : void 0;
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
var STATUS_RANK = { stable: 0, legacy: 1, experimental: 2 }, variantIndex = bounded("variant-index", 256, (variant) => parseIndexUrl(indexUrlFor(variant)));
function bestPick(env, catalog, request, kind, judge, better, viable = () => !0, installsElsewhere = !1) {
  let platform = wheelPlatform(env), newest = /* @__PURE__ */ new Map();
  for (let c of matchingCandidates(catalog, publicSpecifier(request.torch)))
    for (let v of variantsOn(c.release, platform, c.patch.version))
      kind(v.variant) && !newest.has(v.variant) && newest.set(v.variant, c);
  let order = [...newest].sort((a, b) => compareVersions(b[1].patch.version, a[1].patch.version)), best, anyInstalls = !1;
  for (let [variant, top] of order) {
    if (best && compareVersions(top.patch.version, best.c.patch.version) < 0) break;
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
  let spec = publicSpecifier(request.torch);
  return spec.pep440 === "" ? "any torch" : matchingCandidates(catalog, spec).every((c) => c.release === target.release) ? `torch ${target.release.torch}` : `torch${spec.pep440}`;
}
var installs = (pick, target) => pick.c === target ? "" : `; it installs torch ${pick.c.patch.version}`, torchOf = (pick) => pick.installs ? { torch: pick.c.patch.version } : {}, REC = memo("recommend-in-range"), ANSWER = memo("recommendation");
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
    let what2 = env.gpus.length ? `this GPU (${env.gpus.map((g) => smName(g.computeCapability)).join(", ")})` : "this GPU";
    return cpu(
      `no CUDA build of ${rangeText(catalog, request, target)} runs on ${what2}${env.driver ? ` with driver ${env.driver}` : ""}: the GPU goes unused`
    );
  }
  let gpus = env.gpus.length ? `kernels for ${env.gpus.map((g) => smName(g.computeCapability)).join(", ")}` : "a GPU is present", drv = env.driver ? `, driver ${env.driver} runs CUDA ${best.cuda}` : "";
  return {
    variant: best.variant,
    url: indexUrlFor(best.variant),
    reason: `${best.variant}: ${gpus}${drv}${installs(best, target)}`,
    ...torchOf(best)
  };
}
var ownBuilds = (env, c) => variantsOn(c.release, wheelPlatform(env), c.patch.version).map((v) => ({ variant: v.variant, c, installs: !1 }));
function driverRuns(env, catalog, variant) {
  let f = driverFloors(catalog, variant, env.os);
  return !env.driver || !f?.compat || compareDotted(env.driver, f.compat) >= 0;
}
var cudaJudge = (env, catalog) => (p) => {
  if (!isCuda(p.variant)) return;
  let platform = wheelPlatform(env), archs = gpuArchsFor(catalog, p.variant, p.c.patch.version, platform), kernels = env.gpus.length === 0 ? !0 : archs ? env.gpus.every((g) => hasKernels(g.computeCapability, archs)) : void 0, f = driverFloors(catalog, p.variant, env.os);
  if (kernels === !1 || !driverRuns(env, catalog, p.variant)) return;
  let driverFull = !env.driver || !f?.full || compareDotted(env.driver, f.full) >= 0, status = variantEntry(p.c.release, p.variant, platform, p.c.patch.version)?.status ?? "stable";
  return { ...p, kernels, driverFull, status, cuda: f?.cuda ?? "0" };
}, cudaBetter = (a, b) => compareVersions(b.c.patch.version, a.c.patch.version) || +(b.kernels === !0) - +(a.kernels === !0) || Number(b.driverFull) - Number(a.driverFull) || STATUS_RANK[a.status] - STATUS_RANK[b.status] || compareDotted(b.cuda, a.cuda);
function amdBackend(env, catalog, request, target, cpuInstalls) {
  let gpus = env.amdGpus ?? [], platform = wheelPlatform(env), judge = (p) => {
    let archs = rocmArchsFor(catalog, p.variant, p.c.patch.version);
    if (gpus.every((g) => rocmRuns(archs, g.gfx)))
      return { ...p, status: variantEntry(p.c.release, p.variant, platform, p.c.patch.version)?.status ?? "stable" };
  }, better = (a, b) => compareVersions(b.c.patch.version, a.c.patch.version) || STATUS_RANK[a.status] - STATUS_RANK[b.status] || compareDotted(rocmVersion(b.variant) ?? "0", rocmVersion(a.variant) ?? "0"), found = bestPick(env, catalog, request, isRocm, judge, better), best = found.best ?? (found.anyInstalls || cpuInstalls ? void 0 : bestOf(
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
  let families = gpus.map((g) => xpuFamilyOf(catalog, g.deviceId, pick.c.patch.version));
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
    return finding({
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
  let platform = wheelPlatform(env), v = variantEntry(c.release, resolved.variant, platform, c.patch.version);
  if (!v || v.status === "stable" || !gpuFor(env, v.variant)) return [];
  let stable = c.release.variants.filter((x) => x.status === "stable" && sameKind(x.variant, v.variant)).map((x) => x.variant), alt = stable.length ? ` Stable builds of ${c.release.torch}: ${stable.join(", ")} (${indexUrlFor(stable[stable.length - 1])}).` : "", better = recommended && recommended.variant !== v.variant && sameKind(recommended.variant, v.variant) ? recommended : void 0, useBetter = better && {
    advice: { remedies: [{ kind: "use-index", url: better.url, why: better.reason }] }
  };
  return v.status === "experimental" ? resolved.fromPypi && pypiDefault(c.release, platform)?.variant === v.variant ? [
    finding({
      id: "backend-experimental",
      severity: "notice",
      message: `PyPI's torch ${c.patch.version} for ${platformLabel(platform)} is its ${v.variant} build, which the release lists as experimental; it is what every pip install of ${c.patch.version} from PyPI gets.${alt}`,
      ...useBetter ?? { hint: "Nothing to do unless the GPU misbehaves." },
      source: v.source,
      confidence: v.confidence
    })
  ] : [
    finding({
      id: "backend-experimental",
      severity: "warning",
      message: `The ${v.variant} build of torch ${c.patch.version} is experimental.${alt}`,
      ...useBetter ?? { hint: `Expect rough edges with ${v.variant}.` },
      source: v.source,
      confidence: v.confidence
    })
  ] : [
    finding({
      id: "backend-experimental",
      severity: "notice",
      message: `The ${v.variant} build of torch ${c.patch.version} is a legacy build, kept for older GPUs and drivers; it is likely to be dropped in a coming release.${alt}`,
      hint: `Plan the move to a newer build (${stable.join(", ") || "see the release notes"}).`,
      source: v.source,
      confidence: v.confidence
    })
  ];
}, indexUrl = ({ request, catalog }) => [request.index, ...request.extraIndexes ?? []].flatMap((ref) => ref.kind === "unknown" && boundPage(catalog, ref.url) ? [] : ref.kind === "unknown" ? [
  finding({
    id: "index-url-unknown",
    severity: "warning",
    message: `The index ${ref.url} is not PyPI or download.pytorch.org, so what it serves is unknown; the checks assume it mirrors PyPI.`,
    hint: "Use https://download.pytorch.org/whl/<variant> (cpu, cu126, cu128, \u2026) or pass the variant of your mirror, e.g. --index-url cu128.",
    source: "https://docs.pytorch.org/get-started/locally/"
  })
] : (ref.kind === "pytorch" || ref.kind === "find-links") && ref.mirror ? [
  finding({
    id: "index-url-unknown",
    severity: "notice",
    message: `The index ${ref.url} is read as a mirror of download.pytorch.org${ref.kind === "pytorch" ? ` serving ${ref.variant}` : ""}; the checks assume it carries the same builds.`,
    hint: "Nothing to do if the mirror is complete.",
    source: "https://docs.pytorch.org/get-started/locally/"
  })
] : ref.kind === "find-links" && ref.url.includes("torch_stable.html") ? [
  finding({
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
    finding({
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
    return finding({
      id: "container-image",
      severity: "notice",
      message: `The job runs in ${f.image}, which is not known: ${f.unknown}. Its Python and glibc are not guessed.`,
      advice: { remedies: [{ kind: "give", values: ["python", "glibc"] }], then: "Give what the image holds." },
      source: SOURCE
    });
  let unsure = f.uncertain ? " Some of these facts are not confirmed for every tag, so they are not used to decide." : "";
  return finding({
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
    if (!d || !pin || !parseVersion(d.version)) continue;
    let ok;
    try {
      ok = satisfies(d.version, parseSpecifier(pin.specifier, `${pin.location.file}:${pin.location.line}`));
    } catch {
      continue;
    }
    ok || out.push(
      finding({
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
      finding({
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
    return finding({
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
  return finding({
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
  return finding({
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
  return finding({
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
    finding({
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
  let archs = rocmArchsFor(catalog, v, c.patch.version), gpus = env.amdGpus.map((g) => g.gfx).join(", ");
  if (!archs)
    return [
      finding({
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
        finding({
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
      finding({
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
  let fits = allCandidates(catalog).flatMap(
    (x) => variantsOn(x.release, platform, x.patch.version).filter((v) => isRocm(v.variant) && rocmRuns(rocmArchsFor(catalog, v.variant, x.patch.version), gfx)).map((v) => ({ variant: v.variant, torch: x.release.torch }))
  ), newest = fits.map((f) => f.variant).sort((a, b) => compareDotted(rocmVersion(b) ?? "0", rocmVersion(a) ?? "0"))[0], cpu = { kind: "use-index", url: cpuUrl, why: "the CPU build" };
  if (!newest) return { remedies: [cpu], then: `No ROCm build in the catalog runs matrix multiplication on ${gfx}.` };
  let minors = [...new Set(fits.filter((f) => f.variant === newest).map((f) => f.torch))].sort(compareDotted), releases = minors.length > 1 ? `${minors[0]}\u2013${minors[minors.length - 1]}` : minors[0];
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
  let unvalidated = env.intelGpus.filter((g) => !xpuFamilyOf(catalog, g.deviceId, c.patch.version));
  return unvalidated.length === 0 ? [] : [
    finding({
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
    let labelled = ref.kind !== "pypi" && LABELLED_OS.has(env.os) && !variantEntry(c.release, one.variant, platform, c.patch.version)?.unlabelled?.includes(platform);
    return { ref, version: labelled ? `${c.patch.version}+${one.variant}` : c.patch.version, variant: one.variant };
  }), found = picks.filter((p) => p !== void 0);
  if (found.length === 0) return { kind: "none" };
  let winner = found.reduce((a, b) => compareVersions(b.version, a.version) > 0 ? b : a);
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
      finding({
        id: "nightly-index-mixed",
        severity: "warning",
        message: kindOf("nightly-index-mixed").message(subject, list),
        hint: "Install nightlies from the nightly index alone, with pre-releases allowed (pip: --index-url NIGHTLY --pre).",
        source: PIP_FINDING,
        ...at2
      })
    ];
  let pytorchVariants = [...new Set(merged.refs.flatMap((r) => r.kind === "pytorch" ? [r.variant] : []))], intended = request.torch.local ?? (pytorchVariants.length === 1 ? pytorchVariants[0] : void 0), { winner } = merged;
  if (!intended || winner.variant === intended) return [];
  let mine = merged.picks.filter((p) => p !== void 0 && p.variant === intended).sort((a, b) => compareVersions(a.version, b.version)).pop(), platform = wheelPlatform(env), python = env.python ? `${env.python.major}.${env.python.minor}` : void 0, why = mine ? `its newest build there is ${mine.version}, and ${winner.version} from ${where(winner.ref)} sorts higher` : `that index has no build of ${subject} for ${platformLabel(platform)}${python ? ` and Python ${python}` : ""}`;
  return [
    finding({
      id: "variant-mismatch",
      severity: "warning",
      message: `${subject} is meant to come from the ${intended} index, but pip merges the candidates of every index (${list}) and installs the highest version: ${why}, so pip installs ${winner.version} (the ${winner.variant} build) from ${where(winner.ref)} on ${platformLabel(platform)}, without an error.`,
      hint: renderAdvice(advice(intended), "cli"),
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
    finding({
      id: "mps-unavailable",
      severity: "warning",
      message: `This Python is ${env.python?.machine ?? "x86_64"} running under Rosetta on an Apple-silicon Mac: torch ${c.patch.version} will install the Intel build, which has no MPS and runs emulated.`,
      hint: "Use a native arm64 Python (actions/setup-python with architecture: arm64).",
      source: "https://developer.apple.com/documentation/apple-silicon/about-the-rosetta-translation-environment"
    })
  ] : env.arch !== "arm64" || !c.release.mps || !env.osVersion ? [] : compareDotted(env.osVersion, c.release.mps.macos) >= 0 ? [] : [
    finding({
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
  let wheels = platformEntry(c.release, wheelPlatform(env))?.macos, wheelsMatter = wheels !== void 0 && compareDotted(wheels, "11.0") > 0, mpsFloor = env.arch === "arm64" ? c.release.mps?.macos : void 0;
  if (!wheelsMatter && !mpsFloor) return [];
  let needs = [
    wheelsMatter ? `its wheels need macOS ${wheels} or newer` : void 0,
    mpsFloor ? `its MPS backend needs macOS ${mpsFloor}` : void 0
  ].filter(Boolean);
  return [
    finding({
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
  return (channel === "pytorch" ? condaRelease(catalog, channel, minor)?.cuda ?? [] : [...new Set(catalog.condaArchs.filter((a) => a.channel === channel).map((a) => a.cuda))]).filter((cuda) => condaArchsFor(catalog, channel, cuda, version, subdir)).sort(compareDotted);
}
function recommendCondaBuild(env, catalog, build) {
  let cpu = (reason) => ({ reason });
  if (!build.version || build.channel !== "pytorch" && build.channel !== "conda-forge")
    return cpu("no conda CUDA build is known here");
  if (env.gpus.length === 0 && !env.driver) return cpu("no NVIDIA GPU found");
  let subdir = build.subdir ?? "", best = condaCudaBuilds(catalog, build.channel, build.version, subdir).map((cuda) => {
    let archs = condaArchsFor(catalog, build.channel, cuda, build.version, subdir), f = driverFloors(catalog, cudaVariant(cuda) ?? "", env.os), kernels = env.gpus.every((g) => hasKernels(g.computeCapability, archs)), full = !env.driver || !f?.full || compareDotted(env.driver, f.full) >= 0, compat = !env.driver || !f?.compat || compareDotted(env.driver, f.compat) >= 0;
    return { cuda, kernels, full, compat, known: !!f };
  }).filter((o) => o.kernels && o.compat && o.known).sort((a, b) => Number(b.full) - Number(a.full) || compareDotted(b.cuda, a.cuda))[0], gpus = env.gpus.map((g) => smName(g.computeCapability)).join(", ");
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
      finding({
        id: "driver-too-old",
        severity: "notice",
        message: `The catalog has no driver floor for ${v}; the driver ${env.driver} could not be checked.`,
        hint: "Add the toolkit to a config file (cudaToolkits).",
        source: NV_TABLE
      })
    ];
  let other = resolved.conda ? otherCondaBuild(env, catalog, resolved, c) : otherIndex(env, catalog, c, v, recommended ?? recommendBackend(env, catalog, request, c));
  return f.compat && compareDotted(env.driver, f.compat) < 0 ? [
    finding({
      id: "driver-too-old",
      severity: "error",
      message: `${buildName(resolved, c, v)} bundles CUDA ${f.cuda}, which needs NVIDIA driver ${f.full ?? f.compat} (at least ${f.compat} in compatibility mode); this runner has ${env.driver}.`,
      advice: { remedies: [{ kind: "do", text: `update the driver to ${f.full ?? f.compat} or newer` }, ...other] },
      source: f.compatSource ?? f.source,
      confidence: f.confidence
    })
  ] : f.full && compareDotted(env.driver, f.full) < 0 ? [
    finding({
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
    let gen = catalog.gpuGenerations.filter((g) => compareDotted(gpu.computeCapability, g.from) >= 0).sort((a, b) => compareDotted(b.from, a.from))[0];
    return !gen || compareDotted(driver2, gen.minDriver) >= 0 || seen.has(gen.name) ? [] : (seen.add(gen.name), [
      finding({
        id: "driver-too-old",
        severity: "notice",
        message: `Driver ${driver2} predates ${gen.name} GPUs such as this ${smName(gpu.computeCapability)}: NVIDIA drives them from R${gen.minDriver}, so no runner has the two, and what is said here about CUDA builds assumes this driver could run them.`,
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
  let platform = wheelPlatform(env), archs = resolved.conda ? condaKernels(catalog, resolved.conda) : gpuArchsFor(catalog, v, c.patch.version, platform);
  if (!archs)
    return [
      finding({
        id: "gpu-unsupported",
        severity: "notice",
        message: `The catalog does not know which GPU architectures ${buildName(resolved, c, v)} was built for, so the GPUs (${env.gpus.map((g) => smName(g.computeCapability)).join(", ")}) were not checked.`,
        hint: resolved.conda ? "Add a condaArchs entry to a config file." : "Add a gpuArchs entry to a config file.",
        source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md"
      })
    ];
  let out = [], rec = resolved.conda ? void 0 : recommended ?? recommendBackend(env, catalog, request, c);
  for (let gpu of env.gpus) {
    if (hasKernels(gpu.computeCapability, archs)) continue;
    let name = gpu.name ? `${gpu.name} (${smName(gpu.computeCapability)})` : `a GPU of compute capability ${gpu.computeCapability}`;
    out.push(
      finding({
        id: "gpu-unsupported",
        severity: "error",
        message: `${buildName(resolved, c, v)} has no kernels for ${name}: it supports ${smList(archs)}.`,
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
  return remedies.length > 1 ? { remedies } : { remedies, then: `No CUDA build of torch ${c.release.torch} or older has ${smName(cc)} kernels that run here.` };
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
  return allCandidates(catalog).filter((x) => compareDotted(x.release.torch, c.release.torch) < 0).flatMap((x) => variantsOn(x.release, platform, x.patch.version).map((b) => ({ x, variant: b.variant }))).find(({ x, variant }) => {
    if (!isCuda(variant)) return !1;
    let f = driverFloors(catalog, variant, env.os);
    if (env.driver && f?.compat && compareDotted(env.driver, f.compat) < 0) return !1;
    if (!env.gpus.length) return !0;
    let archs = gpuArchsFor(catalog, variant, x.patch.version, platform);
    return !!archs && env.gpus.every((g) => hasKernels(g.computeCapability, archs));
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
      finding({
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
      finding({
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
      finding({
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
      finding({
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
  let s = pythonSupport(c.release, wheelPlatform(env), py, resolved.fromPypi ?? !1, c.patch.version);
  if (s.kind !== "experimental" && s.kind !== "preview") return [];
  let ft = py.freeThreaded ? " Free-threaded builds also need every compiled dependency to support free-threading." : "";
  return [
    finding({
      id: "python-preview",
      severity: "warning",
      message: `torch ${c.patch.version} supports Python ${pythonTag(py)} only as ${s.kind === "preview" ? "a preview" : "experimental"}: wheels exist, but not every feature (torch.compile, companion packages) is expected to work.${ft}`,
      hint: `Use Python ${c.release.python.max} for CI that must pass, and keep ${pythonTag(py)} as an allowed-to-fail leg.`,
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
    finding({
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
          finding({
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
      let key = comp.package === "torchvision" ? "torchvision" : "torchaudio", paired = admittedPatches(catalog, withoutLocal(torch.specifier)).map((a) => ({ version: a.version, with: companionsOf(catalog, a.patch, key) })).filter((a) => a.with.length > 0), spec = specOf(comp.specifier);
      if (paired.length === 0 || !spec || paired.some((a) => a.with.some((w) => satisfies(spec.local ? `${w.version}+${spec.local}` : w.version, spec))))
        continue;
      let pairs = paired.slice(-4).map((a) => `torch ${a.version} \u2194 ${key} ${a.with.map((w) => w.version).join(" or ")}`).join(", "), newest = paired[paired.length - 1], uncertain2 = paired.some((a) => a.with.some((w) => w.confidence === "uncertain"));
      out.push(
        finding({
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
  finding({
    id: "index-url-unknown",
    severity: "notice",
    message: `${ix.url} depends on an environment variable; which variant it serves is only known when the variable is set.`,
    hint: renderAdvice(VARIABLE, "cli"),
    advice: VARIABLE,
    source: PIP_FINDING2,
    location: ix.location
  })
] : indexOf(ix.url)?.kind !== "unknown" || !/pytorch|torch/i.test(ix.url) || boundPage(catalog, ix.url) ? [] : [
  finding({
    id: "index-url-unknown",
    severity: "notice",
    message: `${ix.url} is not a download.pytorch.org index the catalog knows, so the variants it serves cannot be checked.`,
    hint: "Use an index such as https://download.pytorch.org/whl/cu128, or a mirror that keeps its /whl/<variant>/ layout.",
    source: PIP_FINDING2,
    location: ix.location
  })
]), pinNotes = ({ pins }) => pins.flatMap(
  (p) => (p.notes ?? []).map(
    (n) => finding({
      id: "pin-unresolved",
      severity: "notice",
      message: kindOf("pin-unresolved").message(show(p), n),
      hint: "Make the pin explicit in the file, or give the value when running the check.",
      source: PIP_FINDING2,
      location: p.location
    })
  )
);

// src/checks/pin-set/pin-lines.ts
var sourceBuilds = ({ pins }) => pins.filter((p) => isTorch(p.package) && p.url && !p.wheel).map(
  (p) => finding({
    id: "source-build",
    severity: "warning",
    message: kindOf("source-build").message(p.package, p.url),
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
  let out = [], versions = allCandidates(catalog).map((c) => c.patch.version);
  for (let list of byFile.values()) {
    if (list.length < 2 || list.every((p) => inRequest.has(p))) continue;
    let specs = list.map((p) => specOf(withoutLocal(p.specifier)));
    if (specs.some((s) => !s) || versions.some((v) => specs.every((s) => satisfies(v, s)))) continue;
    let [first, second] = [list[0], list[1]];
    out.push(
      finding({
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
    let releases = admittedReleases2(catalog, withoutLocal(pin.specifier));
    if (releases.length === 0) continue;
    let stable = unionPythons(releases), installs2 = [.../* @__PURE__ */ new Set([...stable, ...experimentalPythons(releases)])].sort(comparePythonMinor), missing = universe.filter((py) => admitsPython(rp.specifier, py) && !installs2.includes(py));
    if (missing.length === 0) continue;
    let low = stable[0], high = stable[stable.length - 1], both = universe.filter((py) => admitsPython(rp.specifier, py) && installs2.includes(py)), narrowed = both.length ? `>=${both[0]},<${nextMinor(both[both.length - 1])}` : void 0, older = missing.filter((py) => comparePythonMinor(py, low) < 0), dropped = (narrowed ? set.ciPythons?.() ?? [] : []).filter((u) => missing.some((py) => u.value === py || u.value.startsWith(`${py}.`))), keepCi = dropped.length > 0, remedies = [
      ...narrowed && !keepCi ? [{ kind: "narrow-requires-python", range: narrowed }] : [],
      {
        kind: "do",
        text: `widen the torch pin to releases that support ${missing.join(", ")}${keepCi ? ` (CI runs Python ${dropped.map((u) => `${u.value} at ${u.file}:${u.line}`).join(", ")})` : ""}`
      }
    ];
    out.push(
      finding({
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
    finding({
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
    finding({
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
var SHARED = memo("runtime-checks");
function evaluate(env, request, catalog, now) {
  let resolved = resolve(env, request, catalog, now), runner = runnerKey(env), target = resolved.candidate ?? resolved.newestMatching, recommended = target ? recommendBackend(env, catalog, request, target, { runner, python: pythonKey(env) }) : void 0, ctx = { env, request, catalog, resolved, ...recommended ? { recommended } : {} }, findings = env.probeProblems.length ? probeProblems(env).concat(resolved.findings) : resolved.findings.slice(), shared = SHARED.get(
    catalog,
    [runner, request, resolved.candidate, resolved.variant, resolved.fromPypi, recommended],
    () => ({
      before: runChecks(REQUEST_CHECKS.beforePython, ctx),
      after: runChecks(REQUEST_CHECKS.afterPython, ctx)
    })
  );
  for (let f of shared.before) findings.push(f);
  runChecks(REQUEST_CHECKS.perPython, ctx, findings);
  for (let f of shared.after) findings.push(f);
  let c = resolved.candidate, rec = recommended, resolution = {};
  if (c && (resolution.version = c.patch.version), resolved.variant && (resolution.variant = resolved.variant), resolved.index && (resolution.index = resolved.index), resolved.newestMatching && (resolution.newestMatching = resolved.newestMatching.patch.version), c?.patch.torchvision && (resolution.torchvision = c.patch.torchvision), c?.patch.torchaudio && (resolution.torchaudio = c.patch.torchaudio), rec) {
    resolution.recommendedIndexUrl = rec.url, resolution.recommendedVariant = rec.variant;
    let local = request.torch.local;
    rec.torch && (!local || local === rec.variant) && (resolution.recommendedTorch = rec.torch);
  }
  return { resolution, ...settle(findings) };
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
    spec = parseSpecifier(specifier);
  } catch {
    return;
  }
  if (!spec.pep440) return;
  let admits2 = (m) => {
    for (let p = 0; p <= 30; p++) if (satisfies(`3.${m}.${p}`, spec)) return !0;
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
var runnerSubdir = (env) => pixiPlatform(wheelPlatform(env)), candidateOf = (catalog, version) => allCandidates(catalog).find((c) => c.patch.version === version);
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
    finding({
      id: "release-out-of-scope",
      severity: "warning",
      message: `${describeBuild(build)} is not a release the catalog knows (2.0 to ${allCandidates(catalog)[0]?.release.torch ?? "?"}): it installs as locked, but its GPU kernels and driver floor are not checked.`,
      hint: "Lock a torch release the catalog covers, or update torch-preflight.",
      source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix",
      ...request.torchLocation ? { location: request.torchLocation } : {}
    })
  ];
}
function pytorchChannel(request, catalog, build) {
  let at = request.torchLocation ? { location: request.torchLocation } : {}, channel = condaChannel(catalog, "pytorch"), matching = matchingCandidates(catalog, request.torch), c = matching.filter(
    (c2) => !pastLastRelease(catalog, "pytorch", c2.release.torch) && condaRelease(catalog, "pytorch", c2.release.torch)
  )[0];
  if (!c) {
    let newer = matching.length > 0;
    return {
      build,
      findings: [
        finding({
          id: "no-release",
          severity: "error",
          message: newer ? `The pytorch channel has no pytorch ${request.torch.text}: it published its last release with ${channel?.last ?? "2.5"} (its newest is ${allCandidates(catalog).find((x) => !pastLastRelease(catalog, "pytorch", x.release.torch))?.patch.version ?? "2.5.1"}), so conda finds nothing to install.` : `No pytorch release matches ${request.torch.text} on the pytorch channel.`,
          hint: "Install torch from conda-forge (conda-forge::pytorch) or with pip, or pin pytorch 2.5 or older.",
          source: channel?.source ?? "https://github.com/pytorch/pytorch/issues/138506",
          ...at
        })
      ]
    };
  }
  let rel = condaRelease(catalog, "pytorch", c.release.torch), findings = [], chosen = { ...build, version: c.patch.version };
  build.python ? (comparePythonMinor(build.python, rel.python.min) < 0 || comparePythonMinor(build.python, rel.python.max) > 0) && findings.push(
    finding({
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
    finding({
      id: "backend-unavailable",
      severity: "error",
      message: `The pytorch channel has no pytorch ${rel.torch} build for pytorch-cuda ${build.cuda} (its CUDA builds: ${rel.cuda.join(", ")}): conda cannot solve the environment.`,
      hint: `Pin pytorch-cuda to one of ${rel.cuda.join(", ")}.`,
      source: rel.source,
      confidence: rel.confidence,
      ...at
    })
  ) : !build.cpu && rel.cudaSubdirs.includes(subdir) ? (chosen.cuda = rel.cuda[rel.cuda.length - 1], findings.push(
    finding({
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
    finding({
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
  let at = request.torchLocation ? { location: request.torchLocation } : {}, c = matchingCandidates(catalog, request.torch)[0], chosen = { ...build, ...c ? { version: c.patch.version } : {} }, findings = [];
  return build.channel !== "conda-forge" ? findings.push(
    finding({
      id: "index-url-unknown",
      severity: "notice",
      message: `pytorch comes from the conda channel ${build.channel}, whose builds the catalog does not know: only its version is judged.`,
      hint: "Use conda-forge or the pytorch channel, or lock the environment (pixi.lock) to have the build judged.",
      source: "https://docs.conda.io/projects/conda/en/stable/user-guide/concepts/channels.html",
      ...at
    })
  ) : !build.cuda && !build.cpu && findings.push(
    finding({
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
    finding({
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
    finding({
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
  return build.version && !stops && (resolution.version = build.version), variant && (resolution.variant = variant), resolution.index = index ?? `conda channel ${build.channel}`, candidate && (resolution.newestMatching = candidate.patch.version), build.python && (resolution.python = build.python), { resolution, ...settle(out) };
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
  let index = parseIndexUrl(i.indexUrl), extra = (i.extraIndexUrls ?? []).filter((u) => u.trim()).map(parseIndexUrl), tv = i.torchvision?.trim() ? parseSpecifier(i.torchvision, "torchvision specifier") : void 0, ta = i.torchaudio?.trim() ? parseSpecifier(i.torchaudio, "torchaudio specifier") : void 0;
  return {
    torch: parseSpecifier(i.torch ?? "", "torch version"),
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
    let settled = settle(
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
    let built = input === givenInput ? ctx.given : buildRequest(input), request = bound.length ? { ...built, bound } : built, evaluated = request.conda ? evaluateConda(env, request, catalog) : evaluate(env, request, catalog, ctx.now), evaluation = fromLocks?.decided && ctx.locksUseCase ? ctx.locksUseCase.lockDecides(evaluated, fromLocks.noWheel) : evaluated, run = { catalog, torch: request.torch, now: ctx.now }, { findings, verdict } = settle([
      ...evaluation.findings,
      ...extra,
      ...RUN_CHECKS.flatMap((check) => check(run))
    ]);
    (!best || RANK[verdict] > RANK[best.verdict] || RANK[verdict] === RANK[best.verdict] && worstCount(findings) > worstCount(best.findings)) && (best = { request, evaluation, findings, verdict });
  }
  return { target, ...best };
}
function worstCount(findings) {
  let top = Math.min(...findings.map((f) => severityRank(f.severity)));
  return findings.filter((f) => severityRank(f.severity) === top).length;
}

// src/routes/select.ts
function parseRouteKind(text, from) {
  let k = text.trim().toLowerCase(), kind = ROUTE_KINDS.find((r) => r === k);
  if (!kind)
    throw new InputError(`${from}: ${JSON.stringify(text)} is not an install route (one of ${ROUTE_KINDS.join(", ")})`);
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
        throw new InputError(
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
    ({ route, why }) => finding({
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
    throw new InputError(
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
    let cols = line.split(",").map((c) => c.trim()), cc = cols.length >= 5 ? parseComputeCapability(cols[cols.length - 2] ?? "") : void 0, drv = cols[cols.length - 1];
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
  let bad = (why2) => new InputError(
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
var InterpreterNotFound = class extends InputError {
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
      throw new InputError(`${it} hung: it ${r.reason} (TORCH_PREFLIGHT_PROBE_TIMEOUT_MS sets the limit); ${hint}`);
    case "signal": {
      let err = lastLine(r.stderr);
      throw new InputError(`${it} ${r.reason}${err ? ` (${err})` : ""}; ${hint}`);
    }
    default:
      throw new InputError(`${it} ${r.reason}; ${hint}`);
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
    throw new InputError(`${it} ${r.reason}${err ? ` (${err})` : ""}; ${hint}`);
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
      throw new InputError(
        `${what} ${JSON.stringify(w.slice(0, 40))} is not understood; expected e.g. ${example}, or none`
      );
    return id;
  });
}
function dottedFlag(value, what, example) {
  let v = value.trim();
  if (!isDotted(v))
    throw new InputError(`${what} ${JSON.stringify(value.slice(0, 40))} is not a version; expected e.g. ${example}`);
  return v;
}
function parseGpus(values) {
  let out = [];
  for (let raw of values.flatMap((v) => v.split(","))) {
    let v = raw.trim();
    if (NONE.has(v.toLowerCase())) continue;
    let cc = parseComputeCapability(v);
    if (!cc)
      throw new InputError(
        `GPU ${JSON.stringify(v.slice(0, 40))} is not a compute capability; expected e.g. 8.6, sm_86 or none`
      );
    if (!KNOWN_COMPUTE_CAPABILITIES.includes(cc))
      throw new InputError(
        `GPU ${JSON.stringify(v.slice(0, 40))}: no NVIDIA GPU has compute capability ${cc}; known: ${KNOWN_COMPUTE_CAPABILITIES.join(", ")}`
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
  throw candidates.length > 1 ? new InputError(
    `no Python interpreter was found (tried ${tried.join(", ")}); run actions/setup-python first, or pass --python VERSION or --python-path`
  ) : lastError;
}
async function buildEnvironment(o, io) {
  if (o.python && o.pythonPath)
    throw new InputError("give either --python (a version) or --python-path (an interpreter), not both");
  let given = parseGivenPython(o.python), os2 = o.os ? parseOs(o.os) : io.machineOs();
  if (!os2)
    throw new InputError(
      `this machine's OS (${io.platform}) has no torch wheels; pass --os linux|macos|windows to check another`
    );
  let machine2 = await io.machineArch(), arch = o.arch ? parseArch(o.arch) : machine2.arch;
  if (!arch)
    throw new InputError(
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
  let v = parsePythonVersion(text);
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
    (a, f) => RUNNER_IDS.has(f.id) && (!a || severityRank(f.severity) < severityRank(a.severity)) ? f : a,
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
  let torch = u.table.find((r) => r.aspect === "torch"), out = [`## torch upgrade: ${cell(torch?.before ?? "?")} \u2192 ${cell(torch?.after ?? "?")}`, ""];
  out.push(
    "| | before | after |",
    "|---|---|---|",
    ...u.table.map((r) => `| ${cell(r.aspect)} | ${cell(r.before)} | ${cell(r.after)} |`),
    ""
  ), out.push("### What breaks here", "");
  let items = [];
  for (let n of findings.filter((f) => f.id === "upgrade-note" && f.location))
    items.push(`- ${where$2(n.location, blob)}: ${cell(n.message)}`);
  for (let b of u.breaks ?? [])
    items.push(
      `- ${cell(b.what)}: used ${b.use.job ? `by job <code>${cell(b.use.job)}</code> ` : ""}at ${where$2({ file: b.use.file, line: b.use.line }, blob)}`
    );
  for (let b of u.stranded ?? [])
    items.push(
      `- ${cell(b.pin)} at ${where$2({ file: b.file, line: b.line }, blob)} requires ${cell(b.requires)}: ${cell(b.fix)}`
    );
  for (let f of findings.filter((x) => RUNNER_IDS.has(x.id))) items.push(`- This runner: ${cell(f.message)}`);
  if (scan?.length) {
    let shown = scan.filter((f) => f.location).slice(0, 30);
    items.push(
      `- Code: ${countBySeverity(scan)}: ${shown.map((f) => where$2(f.location, blob)).join(", ")}${scan.length > shown.length ? `, and ${scan.length - shown.length} more in the scan below` : ""}.`
    );
  }
  out.push(...items.length ? items : ["Nothing this repository uses is dropped."], ""), u.unjudged?.length && out.push(
    `Not judged: ${u.unjudged.map((n) => `<code>${cell(n)}</code>`).join(", ")} (they require torch; the catalog does not describe those releases).`,
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
        ...mine.map((n) => `- ${cell(n.release)}: ${cell(n.text)} (${sourceLinks(n.source)})`),
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
  let cwd = opts.cwd ?? process.cwd(), now = opts.now ?? /* @__PURE__ */ new Date(), processEnv = opts.env ?? process.env, catalog = await loadCatalog(opts.config, cwd);
  opts.overrides.pythonPath && /[\\/]/.test(opts.overrides.pythonPath) && (opts = { ...opts, overrides: { ...opts.overrides, pythonPath: path.resolve(cwd, opts.overrides.pythonPath) } });
  let inContainer = opts.container ? applyContainer(opts.container, opts.overrides, opts.request, catalog) : void 0;
  inContainer && (opts = { ...opts, overrides: inContainer.overrides, request: inContainer.request });
  let given = buildRequest(opts.request), usePins = opts.request.torch === void 0 || (opts.requirements?.length ?? 0) > 0, pinsUseCase = usePins ? await Promise.resolve().then(function () { return pinsWJFA2T5G; }) : void 0, locksUseCase = usePins ? await Promise.resolve().then(function () { return locksBAGRFOHF; }) : void 0, split = locksUseCase ? await locksUseCase.splitLockFiles(opts.requirements ?? [], cwd) : { locks: [], pins: [] }, locks = locksUseCase ? await locksUseCase.loadLocks(split.locks, cwd) : [], onlyLocks = (opts.requirements?.length ?? 0) > 0 && split.pins.length === 0, pins = pinsUseCase && !onlyLocks ? await pinsUseCase.loadPins(opts.requirements?.length ? split.pins : [], cwd, opts.requirementsLabel) : void 0, targets = pinsUseCase || opts.targets ? installTargets(pins, opts.targets ?? NO_SELECTION, (name) => installsTorch(catalog, name)) : [], reads = (catalog2, given2) => ({
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
  let env = await pending, extra = [...inContainer?.findings ?? []], onlineApp = opts.online ? await Promise.resolve().then(function () { return require('./indexes-YNDQ4VCV.js'); }) : void 0, yanked = /* @__PURE__ */ new Map(), givenRequest = given;
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
    let { askBoundMetadata } = await Promise.resolve().then(function () { return require('./bound-6PYSV3O2.js'); }), indexUrl = "url" in givenRequest.index ? givenRequest.index.url : processEnv.PIP_INDEX_URL, answer = await askBoundMetadata(pins.others, catalog, {
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
  let combined = combineTargets(judged, extra), { request, evaluation, perTarget } = combined, all = [...combined.findings, ...yankedRelease(evaluation.resolution.version, yanked)], { findings, verdict } = settle(noteRunner(all)), report = buildReport(env, request, evaluation.resolution, findings, verdict);
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
  throw new InputError(`${name} is ${JSON.stringify(t.slice(0, 20))}; expected true or false`);
}
function onlineFrom(f) {
  let enabled = flagValue(f.online, "online"), t = f.onlineTimeout?.trim(), seconds = t ? Number(t) : 5;
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 120)
    throw new InputError(`online timeout ${JSON.stringify(t?.slice(0, 20))} is not a number of seconds from 0 to 120`);
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
    let text, real = realPathInside(cwd, path.join(cwd, rel));
    if (real === void 0) continue;
    try {
      text = readUserText(real, rel, "workflow");
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
  return finding({
    id: "git-history-missing",
    severity: "warning",
    message: kindOf("git-history-missing").message(what, problem),
    hint,
    source: FETCH_ALL
  });
}
function scanFallback(why) {
  return finding({
    id: "scan-fallback",
    severity: "notice",
    message: kindOf("scan-fallback").message(why),
    hint: "Check out with fetch-depth: 0 so the merge base is there.",
    source: FETCH_ALL
  });
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
      throw new InputError(
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
    throw new InputError(`${cap.file}: larger than ${bytesText(r.limit)}, the most ${cap.noun} may be`);
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
    return e instanceof InputError ? { problem: `${e.message}; the ${noun} at the base cannot be read`, hint: GIT_HINT } : {
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
    return e instanceof InputError ? {
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
    ({ pin, reason }) => finding({
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
    (u) => finding({
      id: "pin-unreadable",
      severity: "notice",
      message: `${u.what} is not read: ${u.why}; ${u.effect ?? "what depends on it (the Pythons the project admits) is not checked"}.`,
      hint: u.fix ?? `State ${u.what} as a plain string, or in pyproject.toml's [project] table.`,
      source: u.source ?? "https://packaging.python.org/en/latest/specifications/core-metadata/#requires-python",
      location: u.location
    })
  );
}
async function list$1(dir) {
  try {
    return (await promises.readdir(dir, { withFileTypes: !0 })).map((d) => ({ name: d.name, dir: d.isDirectory() }));
  } catch {
    return [];
  }
}
async function discoverPinFiles(dir) {
  let top = await list$1(dir), found = top.filter((e) => !e.dir && PIN_FORMATS.some((f) => f.discover.top.test(e.name))).map((e) => path.join(dir, e.name));
  for (let { discover } of PIN_FORMATS) {
    let folder = "folder" in discover ? discover.folder : void 0;
    if (!folder || !top.some((e) => e.dir && e.name === folder.name)) continue;
    let sub = await list$1(path.join(dir, folder.name));
    found.push(
      ...sub.filter((e) => !e.dir && folder.files.test(e.name)).map((e) => path.join(dir, folder.name, e.name))
    );
  }
  return found.sort();
}
var diskSource = {
  read(absPath) {
    try {
      return Promise.resolve(readUserFile(absPath, absPath, "pin"));
    } catch (e) {
      return e instanceof UnreadableFile && e.why === "missing" ? Promise.resolve(void 0) : Promise.reject(e instanceof Error ? e : new Error(String(e)));
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
    for (let item of walkPaths([p], cwd, what)) "file" in item && files.push(item.file);
    if (files.length === before) throw new InputError(`${what}: ${JSON.stringify(p)} matches no file`);
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
    return parse(readUserText(abs, display, "lock"), display.split(path.sep).join("/"), lockKindOf(abs));
  });
}

// src/report/text.ts
var MARK = { pass: "PASS", warn: "WARN", fail: "FAIL" }, wouldLabel = (report) => `${installerOf$1(report)} would`.padEnd(10);
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
  let { values } = parseFlags("check", argv, {
    ...checkFlagSpec(),
    base: { type: "string" },
    format: { type: "string" },
    "fail-on": { type: "string" }
  });
  if (values.help)
    return io.stdout(CHECK_HELP), 0;
  let format = parseFormat("check", str(values.format)), failOn = parseFailOn(str(values["fail-on"])), fields = checkFields(
    (o) => o.many ? list(values[o.flag]) : o.boolean ? values[o.flag] === !0 ? "true" : void 0 : str(values[o.flag])
  ), result = await runCheck(
    {
      ...checkOptionsFrom(fields),
      base: str(values.base),
      cwd: io.cwd,
      env: io.env,
      requirementsLabel: "check --requirements"
    },
    realProbeIo(io.env, io.run)
  );
  return await printOutput({ kind: "check", report: result.report }, format, io), reachesThreshold(result.report.findings, failOn) ? 1 : 0;
}

var checkJKRLY6IA = /*#__PURE__*/Object.freeze({
  __proto__: null,
  checkCommand: checkCommand
});

async function splitLockFiles(patterns, cwd) {
  return patterns.length ? { locks: patterns.filter((p) => lockKindOf(p)), pins: patterns.filter((p) => !lockKindOf(p)) } : { locks: await discoverLockFiles(cwd), pins: [] };
}
var loadLocks = (files, cwd) => readLocks(files, cwd);
function answeredByLock(f) {
  let decides = kindOf(f.id).lockDecides;
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
  let at = await sourceAtBase(base, cwd, FILE_CAPS.lock, "lock files", "a lock file");
  if ("problem" in at)
    return {
      findings: [gitHistoryMissing("locks", at.problem, at.hint)],
      table: []
    };
  let before = [];
  try {
    for (let l of locks) {
      let blob = await at.source.read(path.resolve(cwd, l.file));
      blob !== void 0 && before.push(await parseLock(decodeUserText(blob, l.file), l.file, l.kind));
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

var pinsWJFA2T5G = /*#__PURE__*/Object.freeze({
  __proto__: null,
  boundOfTarget: boundOfTarget,
  loadPins: loadPins,
  pinsJson: pinsJson,
  requestFromPins: requestFromPins,
  upgradeAgainst: upgradeAgainst
});

var locksBAGRFOHF = /*#__PURE__*/Object.freeze({
  __proto__: null,
  loadLocks: loadLocks,
  lockDecides: lockDecides,
  lockUpgradeAgainst: lockUpgradeAgainst,
  locksToJson: locksToJson,
  requestFromLocks: requestFromLocks,
  splitLockFiles: splitLockFiles
});

exports.CHECK_OPTIONS = CHECK_OPTIONS;
exports.ChangedSinceUnavailable = ChangedSinceUnavailable;
exports.FILE_CAPS = FILE_CAPS;
exports.FINDING_IDS = FINDING_IDS;
exports.InputError = InputError;
exports.LOCKED_NAMES = LOCKED_NAMES;
exports.LOCK_INSTALLS = LOCK_INSTALLS;
exports.Locator = Locator;
exports.NO_SELECTION = NO_SELECTION;
exports.PLATFORMS = PLATFORMS;
exports.Tokenizer = Tokenizer;
exports.TomlError = TomlError;
exports.UnreadableFile = UnreadableFile;
exports.Utf8Locator = Utf8Locator;
exports.VARIANT_PATTERN = VARIANT_PATTERN;
exports.VERSION = VERSION;
exports.__commonJS = __commonJS;
exports.__require = __require;
exports.__toESM = __toESM;
exports.admittedReleases = admittedReleases;
exports.allCandidates = allCandidates;
exports.at = at$1;
exports.baseOf = baseOf;
exports.blobUrlFromEnv = blobUrlFromEnv;
exports.boundOfTarget = boundOfTarget;
exports.boundPackage = boundPackage;
exports.boundPinsJson = boundPinsJson;
exports.bounded = bounded;
exports.bringsTorch = bringsTorch;
exports.bundledCatalog = bundledCatalog;
exports.bytesText = bytesText;
exports.capForConfidence = capForConfidence;
exports.channelName = channelName;
exports.channelOfUrl = channelOfUrl;
exports.checkFields = checkFields;
exports.checkJKRLY6IA = checkJKRLY6IA;
exports.checkLock = checkLock;
exports.checkOptionsFrom = checkOptionsFrom;
exports.checkSection = checkSection;
exports.companionsOf = companionsOf;
exports.compareDotted = compareDotted;
exports.compareVersions = compareVersions;
exports.concernsTorch = concernsTorch;
exports.condaCudaVariant = condaCudaVariant;
exports.condaPackage = condaPackage;
exports.condaToPep440 = condaToPep440;
exports.containerFacts = containerFacts;
exports.cpythonOfTag = cpythonOfTag;
exports.cudaVariant = cudaVariant;
exports.declaresTorch = declaresTorch;
exports.decodeUserText = decodeUserText;
exports.derived = derived;
exports.describeContainer = describeContainer;
exports.discoverLockFiles = discoverLockFiles;
exports.emptyResult = emptyResult;
exports.envPythonOf = envPythonOf;
exports.environmentPlatforms = environmentPlatforms;
exports.escapeHtml = escapeHtml;
exports.evaluate = evaluate;
exports.exitWhenFlushed = exitWhenFlushed;
exports.findRelease = findRelease;
exports.finding = finding;
exports.firstAtLeast = firstAtLeast;
exports.firstLine = firstLine;
exports.formatSarif = formatSarif;
exports.globMatcher = globMatcher;
exports.gpuKey = gpuKey;
exports.groupBy = groupBy;
exports.indexUrlFor = indexUrlFor;
exports.installTargets = installTargets;
exports.installsFrom = installsFrom;
exports.isDotted = isDotted;
exports.isFindingId = isFindingId;
exports.isRefText = isRefText;
exports.isTorch = isTorch;
exports.isVariantName = isVariantName;
exports.judge = judge;
exports.kindOf = kindOf;
exports.knownSecrets = knownSecrets;
exports.loadCatalog = loadCatalog;
exports.loadLocks = loadLocks;
exports.loadPins = loadPins;
exports.lockKindOf = lockKindOf;
exports.lockParser = lockParser;
exports.locksBAGRFOHF = locksBAGRFOHF;
exports.locksToJson = locksToJson;
exports.lowerBound = lowerBound;
exports.matrixMarkdown = matrixMarkdown;
exports.mdText = mdText;
exports.memo = memo;
exports.minorOf = minorOf;
exports.newestPythonMinor = newestPythonMinor;
exports.normalize = normalize;
exports.normalizeName = normalizeName;
exports.noteScan = noteScan;
exports.noteSecret = noteSecret;
exports.oneLine = oneLine;
exports.otherPinFrom = otherPinFrom;
exports.parse = parse;
exports.parseFailOn = parseFailOn;
exports.parseFlags = parseFlags;
exports.parseFormat = parseFormat;
exports.parseIndexUrl = parseIndexUrl;
exports.parsePythonVersion = parsePythonVersion;
exports.parseRequirementsText = parseRequirementsText;
exports.parseSpecifier = parseSpecifier;
exports.parseVersion = parseVersion;
exports.parseWheelFile = parseWheelFile;
exports.pinsOfTarget = pinsOfTarget;
exports.pinsToJson = pinsToJson;
exports.pinsWJFA2T5G = pinsWJFA2T5G;
exports.pipOption = pipOption;
exports.pipPinsOf = pipPinsOf;
exports.pixiPlatform = pixiPlatform;
exports.pixiPython = pixiPython;
exports.plain = plain;
exports.platformKey = platformKey;
exports.platformOfTag = platformOfTag;
exports.printOutput = printOutput;
exports.projectPageUrl = projectPageUrl;
exports.reachesThreshold = reachesThreshold;
exports.readLocks = readLocks;
exports.readLocksWith = readLocksWith;
exports.readPinsAtBase = readPinsAtBase;
exports.readUserFile = readUserFile;
exports.readUserText = readUserText;
exports.realPathInside = realPathInside;
exports.realProbeIo = realProbeIo;
exports.record = record;
exports.redact = redact;
exports.renderAdvice = renderAdvice;
exports.requestFromPins = requestFromPins;
exports.requirementName = requirementName;
exports.rocmVariant = rocmVariant;
exports.runCheck = runCheck;
exports.safeOutput = safeOutput;
exports.satisfies = satisfies;
exports.scanFallback = scanFallback;
exports.scanMarkdown = scanMarkdown;
exports.scanNumber = scanNumber;
exports.selectedForMarkers = selectedForMarkers;
exports.settle = settle;
exports.severityRank = severityRank;
exports.shortList = shortList;
exports.showControls = showControls;
exports.shownRef = shownRef;
exports.sourceAtBase = sourceAtBase;
exports.splitLockFiles = splitLockFiles;
exports.splitOption = splitOption;
exports.str = str;
exports.str$1 = str$1;
exports.stringEnd = stringEnd;
exports.stringPrefix = stringPrefix;
exports.tagFloor = tagFloor;
exports.torchOnlyElsewhere = torchOnlyElsewhere;
exports.truncateSummary = truncateSummary;
exports.upgradeStory = upgradeStory;
exports.variantOfLabel = variantOfLabel;
exports.verdictHeadline = verdictHeadline;
exports.verdictOf = verdictOf;
exports.walkPaths = walkPaths;
exports.walkRoots = walkRoots;
exports.withoutLocal = withoutLocal;
