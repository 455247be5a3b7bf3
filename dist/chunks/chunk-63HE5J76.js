import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  InputError
} from "./chunk-JJEV6VSP.js";

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
  why: "Each release marks some CUDA builds experimental (newest toolkit) or legacy (kept for old GPUs); they install, but get less validation and are the first to be dropped.",
  fix: "Prefer a stable variant unless you need this one.",
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
  why: `CUDA wheels bundle the CUDA runtime, which needs a minimum driver: below the CUDA major's floor (525 for 12.x, 580 for 13.x) torch.cuda fails with "The NVIDIA driver on your system is too old"; below the toolkit's own driver it runs in compatibility mode without PTX JIT.`,
  fix: "Update the driver, or use a build of an older CUDA (the recommended index-url output names one).",
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
  why: "The version or specifier matches no torch release (a typo, a version never published).",
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
  why: "The request asks for the release after the newest one the catalog knows (one minor, or the next major .0), which may be out by now; nothing about it can be checked, so this warns rather than passing. A version further ahead cannot exist yet and is a no-release error.",
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
  why: "The index lists a torch release or patch the catalog does not describe. Its wheel names prove which Pythons and platforms it installs on, so that is judged; what names cannot prove (GPU kernels, driver floors, companions, whether a build is stable) is assumed from the newest release the catalog knows and marked uncertain.",
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
      return `pin ${r.spec}${r.with?.length ? ` with ${list(r.with)}` : ""}${why}`;
    case "set-python":
      return words === "cli" ? `use Python ${r.version}${r.orNewer ? " or newer" : ""}${why}` : `set python-version: '${r.version}'${r.orNewer ? " (or newer)" : ""}${why}`;
    case "narrow-requires-python":
      return `narrow requires-python to "${r.range}"`;
    case "give": {
      if (!r.values.length)
        return words === "cli" ? "give it explicitly (see --help)" : "set it with the action's inputs (see action.yml)";
      let names = r.values.map((v) => words === "cli" ? GIVEN[v].flag : GIVEN[v].input);
      return words === "cli" ? `give ${list(names)}` : `set the ${list(names)} input${names.length > 1 ? "s" : ""}`;
    }
    case "do":
      return r.text;
  }
}
function list(items) {
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

export {
  renderAdvice,
  FINDING_IDS,
  kindOf,
  isFindingId,
  severityRank,
  verdictOf,
  reachesThreshold,
  settle,
  judge,
  capForConfidence,
  finding,
  parseFailOn
};
