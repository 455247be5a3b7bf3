/** What each finding id means: printed by `explain ID`, used as SARIF rule help. */
import type { FindingId } from './finding.js';

export interface Explanation {
  title: string;
  why: string;
  fix: string;
}

export const EXPLAIN: Record<FindingId, Explanation> = {
  'python-unsupported': {
    title: 'No torch wheel for this Python version',
    why: 'torch publishes binary wheels for a fixed range of CPython versions per release (2.5 dropped 3.8, 2.9 dropped 3.9). Outside it pip answers "No matching distribution found for torch", or quietly installs an older torch.',
    fix: "Use a Python inside the release's range, or the newest torch that still supports your Python.",
  },
  'python-preview': {
    title: 'Python supported only as experimental or preview',
    why: 'Wheels exist (new Python versions, free-threaded 3.13t/3.14t builds), but the release does not promise that everything works; companion packages and torch.compile often lag.',
    fix: 'Keep a regular Python for the legs that must pass; run the preview as allowed-to-fail.',
  },
  'python-implementation': {
    title: 'Not CPython',
    why: 'torch ships CPython wheels only and has no source distribution on PyPI, so PyPy or GraalPy cannot install it.',
    fix: 'Use CPython (actions/setup-python with a plain version such as 3.12).',
  },
  'python-32bit': {
    title: '32-bit Python',
    why: 'torch has 64-bit wheels only.',
    fix: 'Use a 64-bit interpreter (setup-python architecture: x64 or arm64).',
  },
  'platform-unsupported': {
    title: 'No torch wheel for this OS and CPU',
    why: 'Each release builds for a set of platforms: Intel Macs lost wheels after 2.2, Windows on Arm has CPU builds only on download.pytorch.org, musl (Alpine) has none. An x86_64 Python on an arm64 machine looks for x86_64 wheels. pixi, likewise, installs an environment only on the platforms its manifest lists.',
    fix: "Use a supported runner or a native interpreter, or pin the last torch that had wheels for this platform (for pixi, add the platform to the manifest's platforms).",
  },
  'macos-too-old': {
    title: "macOS older than the wheels' floor",
    why: 'macOS wheels carry a minimum OS version in their tag (macosx_11_0_arm64); pip skips wheels for a newer macOS.',
    fix: 'Use a newer macOS runner.',
  },
  'mps-unavailable': {
    title: 'MPS (Metal) backend unavailable',
    why: 'torch installs, but the Metal backend needs a newer macOS (14+ from torch 2.9), or the interpreter runs under Rosetta; torch.backends.mps.is_available() returns False and work runs on the CPU.',
    fix: 'Use macos-15 (or newer) with a native arm64 Python.',
  },
  'glibc-too-old': {
    title: 'glibc older than the wheels need',
    why: 'Linux wheels are manylinux wheels with a glibc floor: 2.17 (manylinux2014) up to 2.6, 2.28 (manylinux_2_28) for every Linux build from 2.7. On an older glibc pip finds no wheel, or the import fails with "GLIBC_2.28 not found".',
    fix: 'Use a newer image (Ubuntu 20.04+, RHEL 8+), or pin the last torch whose wheels support your glibc.',
  },
  'backend-unavailable': {
    title: "This torch has no build for the index's CUDA/ROCm/XPU variant",
    why: 'download.pytorch.org/whl/<variant> serves only the releases built for that variant (cu118 ends with 2.7, cu128 with 2.11); pip answers "No matching distribution found".',
    fix: 'Use an index URL of a variant the release ships, or the newest torch built for your variant.',
  },
  'backend-experimental': {
    title: 'Experimental or legacy build',
    why: 'Each release marks some CUDA builds experimental (newest toolkit) or legacy (kept for old GPUs); they install, but get less validation and are the first to be dropped.',
    fix: 'Prefer a stable variant unless you need this one.',
  },
  'index-url-unknown': {
    title: 'Index URL the catalog cannot read',
    why: 'A private index or mirror may serve anything; the checks assume it mirrors PyPI (or download.pytorch.org, when its path names a variant).',
    fix: 'Use https://download.pytorch.org/whl/<variant>, or pass the variant (e.g. cu128) so it can be checked.',
  },
  'variant-mismatch': {
    title: 'Build variant does not match',
    why: 'A +cuXYZ pin that the index does not serve, torch and torchvision from different CUDA builds, or a CPU build on a machine with an NVIDIA GPU ("Torch not compiled with CUDA enabled").',
    fix: 'Take torch, torchvision and torchaudio from one index URL of the variant you need.',
  },
  'driver-too-old': {
    title: "NVIDIA driver too old for the wheel's CUDA",
    why: 'CUDA wheels bundle the CUDA runtime, which needs a minimum driver: below the CUDA major\'s floor (525 for 12.x, 580 for 13.x) torch.cuda fails with "The NVIDIA driver on your system is too old"; below the toolkit\'s own driver it runs in compatibility mode without PTX JIT.',
    fix: 'Update the driver, or use a build of an older CUDA (the recommended index-url output names one).',
  },
  'gpu-unsupported': {
    title: 'No kernels for this GPU in the build',
    why: 'Each CUDA build compiles kernels for a list of GPU architectures: cu128 dropped Maxwell/Pascal in 2.8, CUDA 13 builds start at sm_75, and builds before cu128 have no Blackwell. On a GPU outside the list every op fails with "no kernel image is available for execution on the device". ROCm builds are compiled for a list of AMD gfx targets and need an exact match (ROCm 7.14 has no gfx900/gfx906); XPU builds are validated on some Intel GPU families, and another Intel GPU is only warned about.',
    fix: 'Use the build whose list has your GPU (the recommended index-url output names it: a CUDA, ROCm or XPU index, or the CPU one).',
  },
  'cuda-without-gpu': {
    title: 'CUDA build on a runner without a GPU',
    why: "PyPI's Linux torch is a CUDA build that pulls several GB of NVIDIA libraries; on a CPU-only runner they are downloaded and never used.",
    fix: 'Install from https://download.pytorch.org/whl/cpu on CPU-only CI.',
  },
  'companion-mismatch': {
    title: 'torchvision/torchaudio do not match torch',
    why: 'Each torchvision and torchaudio release is built against one torch release; mixing them fails at import with "operator torchvision::nms does not exist" or makes pip backtrack to another torch.',
    fix: 'Pin the companion versions built for your torch (torch-preflight catalog lists them).',
  },
  'resolution-fallback': {
    title: 'pip would silently install an older torch',
    why: 'With a range such as torch>=2.5, pip takes the newest release that has a wheel here; if the newest matching release has none (a dropped Python, a newer glibc floor), an older one is installed without a word.',
    fix: 'Pin the release you actually get, or change the runner so the newest installs.',
  },
  'no-release': {
    title: 'No torch release matches',
    why: 'The version or specifier matches no torch release (a typo, a version never published).',
    fix: 'Use a released version; torch-preflight catalog lists them.',
  },
  'catalog-stale': {
    title: 'The catalog is old',
    why: 'The catalog knows its age (`asOf` in rules/catalog.yaml). When it is more than 45 days old and the request has no upper bound, pip may install a release the catalog has never seen.',
    fix: 'Update torch-preflight (each release ships a refreshed catalog), pin an upper bound such as torch<2.16, or describe the release in a config file.',
  },
  'release-newer': {
    title: 'Newer than the catalog',
    why: 'The request asks for the release after the newest one the catalog knows (one minor, or the next major .0), which may be out by now; nothing about it can be checked, so this warns rather than passing. A version further ahead cannot exist yet and is a no-release error.',
    fix: 'Update torch-preflight (each release ships a refreshed catalog), or describe the release in a config file.',
  },
  'release-unconfirmed': {
    title: 'pip would install a release the catalog has not confirmed',
    why: 'The release is known from its calendar and build matrix, not from a list of its wheels, so what it ships may differ; a check that rests on such a fact warns instead of failing. The newest confirmed release that matches is judged as well, and what fails on both fails.',
    fix: 'Pin the newest confirmed release to rest on confirmed facts, or confirm the facts in a config file.',
  },
  'release-out-of-scope': {
    title: 'Older than the catalog covers',
    why: 'The catalog starts at torch 2.0; a request for torch 1.x installs, but its Python, platform, GPU, driver and companion support are not checked.',
    fix: 'Check torch 1.x by hand, or describe the release in a config file.',
  },
  'nightly-index': {
    title: 'Nightly builds',
    why: 'Nightly builds change daily and are not in the catalog; the checks use the newest release as a stand-in, so they may differ from what installs.',
    fix: 'Pin a release for CI that must pass.',
  },
  'online-fallback': {
    title: 'An index could not be read online',
    why: "With --online the indexes pip would read are asked for torch's file list. A timeout, an HTTP error, a page that is not an index, a redirect to another host or an oversized page is said once, and the catalog answers as it does offline (or a cached list, with its age). An index that lists no torch wheel is said too: pip finds none there.",
    fix: 'Nothing, if the index is reachable from the job. Otherwise check the URL, the proxy (HTTPS_PROXY, NO_PROXY) and the credentials (in the URL or .netrc).',
  },
  'release-from-index': {
    title: 'A release known only from the index',
    why: 'The index lists a torch release or patch the catalog does not describe. Its wheel names prove which Pythons and platforms it installs on, so that is judged; what names cannot prove (GPU kernels, driver floors, companions, whether a build is stable) is assumed from the newest release the catalog knows and marked uncertain.',
    fix: 'Update torch-preflight for a catalog that knows the release, or run `npm run catalog:refresh -- --write` in a checkout and settle the uncertain facts.',
  },
  'release-yanked': {
    title: 'The release is yanked',
    why: 'Every file of this torch release on the index read is yanked (PEP 592). pip still installs it for an exact pin, with a warning, and skips it for an open range.',
    fix: 'Pin a release that is not yanked.',
  },
  'probe-failed': {
    title: 'A fact could not be read',
    why: 'Something the checks need could not be determined here, so they are said rather than guessed: a probe failed (glibc, macOS version, nvidia-smi), a pin uses an environment variable that is not set, or git lacks the history for upgrade notes.',
    fix: 'Give the value (--python, --glibc, --os-version, --driver, --gpu), set the variable, or check out with fetch-depth: 0.',
  },
  'api-removed': {
    title: 'API removed in the target torch',
    why: 'The code calls an API that no longer exists in some torch of the target range; it fails at run time.',
    fix: 'Use the replacement the finding names.',
  },
  'api-deprecated': {
    title: 'API deprecated in the target torch',
    why: 'The API still works in the target range but warns and is scheduled for removal.',
    fix: 'Move to the replacement; the finding says whether it works on the oldest torch in range.',
  },
  'api-unavailable': {
    title: 'API not yet available in the target torch',
    why: 'The code uses an API introduced after the oldest torch in the target range.',
    fix: 'Raise the lower bound of the torch range, or guard the call.',
  },
  'behavior-changed': {
    title: 'Behaviour changed within the range',
    why: 'The same call means something else in the target torch (torch.load weights_only in 2.6, ONNX export dynamo=True in 2.9).',
    fix: 'Make the behaviour explicit (pass the argument) so it is the same on every torch in range.',
  },
  'upgrade-note': {
    title: 'What changes with this torch upgrade',
    why: 'A pull request changes a torch pin or locked torch; the note on that line says what the new release drops that this repository uses (Pythons, runners, index variants, each with its job and line), the runner GPU or driver it no longer serves, and how many code lines the scan found. The release notes of the releases crossed are in the job summary.',
    fix: 'Adjust the matrix and the code the note names; read the release notes in the summary.',
  },
  'input-ignored': {
    title: 'An input that this mode does not read',
    why: 'With `matrix` or `workflow` set, the action plans or lints a matrix; the inputs that describe one check (torch-version, python-version, index-url, requirements, scan, …) do not apply to it, and silently dropping them would let a user believe they were checked.',
    fix: 'Run the check in a separate step (or in each matrix job), or remove the input.',
  },
  'container-image': {
    title: 'The job runs in a container image',
    why: "In a job with `container:` (or `check --container`), pip runs inside the image: its Python, C library and glibc decide which wheels fit, not the runner's; the GPU and NVIDIA driver stay the host's. The image's facts are read from its tag for python, nvidia/cuda and pytorch/pytorch; any other image is said, not guessed.",
    fix: 'For an image the catalog does not know, give --python and --glibc (or the action inputs) for what the image holds.',
  },
  'lock-no-wheel': {
    title: 'The lock file has no torch wheel for this runner',
    why: 'A lock (uv.lock, poetry.lock, pylock.toml, pixi.lock) names the exact wheel files to install. If none carries tags this runner accepts (its Python, OS, CPU, glibc or macOS version) or the lock has no entry for this platform, `uv sync --locked`, `poetry install` or `pixi install --locked` stops before anything runs.',
    fix: 'Run on a platform the lock covers, or add the platform (or an index with wheels for it) and lock again.',
  },
  'lock-mismatch': {
    title: 'The lock holds a torch the manifest does not allow',
    why: 'pyproject.toml (or pixi.toml) asks for one range and the lock file holds a version outside it: the lock is stale. `uv sync --locked` refuses it; other installers install the locked version, not the one the manifest names.',
    fix: 'Lock again (`uv lock`, `poetry lock`, `pixi lock`) and commit the lock with the manifest.',
  },
  'pin-unreadable': {
    title: 'A value in a pin file cannot be read',
    why: 'setup.py is code: a value built when it runs (`python_requires=">={}.{}".format(3, 9)`) cannot be read without running it, which this tool never does. The value is said to be unread, and what depends on it is not checked, rather than guessed.',
    fix: 'Write the value as a plain string, or declare it in pyproject.toml ([project] requires-python).',
  },
  'marker-undecided': {
    title: 'A marker could not be decided',
    why: 'Whether a pin or a locked entry applies on this runner depends on its environment marker, and the marker reads a value that is not known here (the Python version before setup-python) or a variable PEP 508 does not define. The tool never picks one candidate by its order: every candidate that may apply is judged and the worst counts, and this finding names the marker.',
    fix: 'Give the missing value (--python, or run after actions/setup-python); a variable PEP 508 does not define is a mistake in the file.',
  },
  'extras-not-checked': {
    title: 'Extras holding torch were not checked',
    why: 'Extras, dependency groups and pixi environments are alternatives: a user installs one of them, not all at once, so the check judges the default install plus what it is asked for. Alternatives that pin torch and were not asked for are named, so a pass is not read as covering them.',
    fix: 'Select them (--extra NAME, --group NAME, --environment NAME; action inputs extras, groups, environments) or judge each on its own with --all-extras (all-extras: true).',
  },
  'matrix-cells-excluded': {
    title: 'The plan leaves cells out',
    why: 'Planning checks every cell of a matrix and hands back only those that install and run; this notice counts what was left out, so a plan that drops half the matrix is never silent. Each excluded cell and its reason is in the report and the summary.',
    fix: 'Nothing, if that is the plan; otherwise change the values the excluded cells come from.',
  },
  'matrix-float-version': {
    title: 'A version YAML reads as a number',
    why: 'Unquoted, `3.10` is the YAML number 3.1, so the job runs Python 3.1 (which setup-python cannot find) instead of 3.10.',
    fix: "Quote versions in matrices: '3.10'.",
  },
  'matrix-expression': {
    title: 'A matrix only GitHub can expand',
    why: 'A `${{ … }}` expression or fromJSON(…) is evaluated at run time; the planner does not guess its value.',
    fix: "Plan that matrix with the action's matrix input in the job that builds it.",
  },
  'matrix-exclude-unused': {
    title: 'An exclude that removes nothing',
    why: 'An exclude entry matches no combination (often a value that is not in the matrix, or a typo), so the cell it was meant to remove still runs, or the entry is dead.',
    fix: 'Fix or delete the entry; let the planner compute the supported cells instead of hand-kept excludes.',
  },
  'matrix-include-duplicate': {
    title: 'An include that adds nothing',
    why: 'The include entry repeats a combination or only sets values the combinations already have.',
    fix: 'Delete the entry.',
  },
  'matrix-value-unknown': {
    title: 'A matrix value the planner cannot read',
    why: 'A Python, torch, CUDA or index value is not in a form the planner understands (or is nightly), so that cell cannot be checked.',
    fix: 'Use a literal version (3.12, 2.8.0, cu128), or accept that the cell is not checked.',
  },
  'matrix-invalid': {
    title: 'A matrix GitHub refuses',
    why: 'An empty dimension, an exclude key that is not a matrix key, or more than 256 jobs: GitHub rejects the workflow. Also a cell that stops before its install: a job container on a runner that is not Linux, a pixi environment its manifest does not declare.',
    fix: 'Fix the matrix as the finding says.',
  },
  'runner-unknown': {
    title: 'A runner label that is not a GitHub-hosted image',
    why: 'Self-hosted and larger runners can be anything; the planner does not guess their OS, CPU or glibc.',
    fix: 'Check those cells with the action on the runner itself, or describe them with os, arch and glibc.',
  },
  'runner-retired': {
    title: 'A retired runner image',
    why: 'GitHub removed the image; jobs for that label wait for a runner that never comes, or fail at once.',
    fix: 'Move to a current image (the finding names one).',
  },
};
