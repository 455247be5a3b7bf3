/**
 * Expectations for the corpus (tests/fixtures/matrix/real): per workflow the cells made, the
 * cells evaluated (a torch install checked by the engine) and the failing cells by job and
 * first error. Reasoning per workflow, checked by hand against rules/ (runners.yaml, releases).
 */
export interface Expected {
  cells: number;
  evaluated: number;
  failing: Record<string, number>;
}

export const EXPECTED: Record<string, Expected> = {
  // `uv pip install torch==2.9.1+cpu --index https://download.pytorch.org/whl/cpu`: uv's --index is where torch comes from, so the +cpu build is found; Python 3.10–3.13 all have 2.9.1 CPU wheels: 4 cells pass.
  'DLR-RM__stable-baselines3/ci.yml': { cells: 4, evaluated: 4, failing: {} },
  // On their own, the callee's inputs have no defaults for the versions: one cell, not checkable.
  'Dao-AILab__flash-attention/_build.yml': { cells: 1, evaluated: 0, failing: {} },
  // A workflow_call wrapper: its one job calls ./_build.yml with `runs-on: ${{ inputs.runs-on }}`; on its own that input has no default, so the one cell's runner is unknown and it is not evaluated.
  'Dao-AILab__flash-attention/build.yml': { cells: 1, evaluated: 0, failing: {} },
  // A CUDA-extension wheel build: publish.yml's matrix (2 runners × 4 Pythons × 5 torch × 2 CUDA toolkits, minus excludes: 56 cells) calls _build.yml, where `cuda-version: 12.9.1`/`13.0.1` feeds Jimver/cuda-toolkit (the build machine's toolkit) and torch installs from `https://download.pytorch.org/whl/cu${TORCH_CUDA_VERSION}`, a shell variable computed at run time: no cell is judged by the toolkit version, and the index is said to be known only at run time (never guessed). The publish job's own install is the one evaluated cell.
  'Dao-AILab__flash-attention/publish.yml': { cells: 57, evaluated: 1, failing: {} },
  // `uv sync` with no uv.lock in the repository: uv resolves pyproject.toml (torch>=2.7), so the 11 cells are judged with that pin (CPU index from the job's env); the two cells on the retired macOS-14 fail.
  'Lightning-AI__litgpt/cpu-tests.yml': {
    cells: 11,
    evaluated: 11,
    failing: { 'testing-imports: runner-retired': 1, 'pytester: runner-retired': 1 },
  },
  // Same shape as ci-tests-pytorch.yml: 60 cells, the 20 on the retired macOS-14 fail.
  'Lightning-AI__pytorch-lightning/ci-tests-fabric.yml': {
    cells: 60,
    evaluated: 60,
    failing: { 'fabric-cpu: runner-retired': 20 },
  },
  // 3 OSes × 20 `config` objects = 60 cells. Python from setup-uv `${{ matrix.config.python-version || '3.10' }}` (the `oldest` entry has none: 3.10); torch from `config.pytorch-version`, which reaches the install step (adjust-torch-versions.py in the step that runs `uv pip install`); index from UV_TORCH_BACKEND=cpu. macOS-14 is retired (rules/runners.yaml: 2026-11-02), so its 20 cells fail; every torch 2.1–2.13 × Python pairing listed has CPU wheels for Linux x86_64 and Windows x64 in the catalog.
  'Lightning-AI__pytorch-lightning/ci-tests-pytorch.yml': {
    cells: 60,
    evaluated: 60,
    failing: { 'pl-cpu: runner-retired': 20 },
  },
  // Jobs without a matrix are one cell each; `pip install -r requirements-dev.txt` reads requirements.txt (torch>=2.4.1,<2.7.0), so those cells are judged as torch<2.7 with the repository's pin, never the newest release. Windows/macOS legs name torch==2.4.1 on the command. Nothing fails; build-docs installs docs/requirements.txt (not stored) and only warns.
  'Project-MONAI__MONAI/pythonapp.yml': { cells: 8, evaluated: 8, failing: {} },
  // Two jobs install the project (pyproject pins); the third runs on the self-hosted t4_gpu runner and is not checked.
  'datalab-to__surya/ci.yml': { cells: 3, evaluated: 2, failing: {} },
  // Its build matrix is printed by a Python step at run time (`matrix: ${{ fromJson(needs.target_determinator.outputs.matrix) }}`) and passed to wheels_build.yml: nothing is known before the run, so no cell.
  'facebookresearch__xformers/wheels.yml': { cells: 0, evaluated: 0, failing: {} },
  // One plain job: `$PY -m pip install wheel -r requirements.txt --extra-index-url $PYTORCH_INDEX_URL` installs torch (requirements.txt, not stored), so it is 1 cell; on its own `runs-on: ${{ inputs.os }}` has no default, so the runner is unknown and the cell is not evaluated. (It was 0 cells: `$PY -m pip` was not seen as pip.)
  'facebookresearch__xformers/wheels_build.yml': { cells: 1, evaluated: 0, failing: {} },
  // Runs on a runner group (aws-general-8-plus): not a hosted label, so no cell is evaluated.
  'huggingface__accelerate/test.yml': { cells: 20, evaluated: 0, failing: {} },
  // 4 cells: run_fast_tests (3 configs) and run_staging_tests (1), on `runs-on: group: aws-general-8-plus` (a runner group, not a hosted label) in the diffusers-pytorch-cpu image: not evaluated. The plain jobs check_code_quality and check_repository_consistency (`pip install .[quality]`) and run_lora_tests (`uv pip install -e ".[quality]"`, peft/accelerate/transformers from git with --no-deps) install no torch: setup.py's install_requires (setup.py:260) lists no torch, `quality` is urllib3, isort, ruff and hf-doc-builder (setup.py:221), and torch>=2.6 (setup.py:141) sits in the `_deps` lookup table, reached only by the `torch` and `dev` extras; the image brings its own torch. So they are not torch jobs and make no cell. (Before, any project install counted: 7 cells, the 2 quality jobs evaluated against torch>=2.6.)
  'huggingface__diffusers/pr_tests.yml': { cells: 4, evaluated: 0, failing: {} },
  // One plain job on ubuntu-22.04 (glibc 2.35), Python 3.10, `pip install torch` with no version: the newest release (2.15, Python ≥3.10, manylinux_2_28): passes.
  'huggingface__diffusers/pr_torch_dependency_test.yml': { cells: 1, evaluated: 1, failing: {} },
  // One plain job on macos-13-xlarge that runs `${CONDA_RUN} python -m uv pip install torch torchvision torchaudio`: 1 cell; rules/runners.yaml has macos-13-xlarge retired (removed at the end of 2025), so it fails on runs-on. (It was 0 cells: the variable wrapper and `python -m uv pip` were not seen as an install.)
  'huggingface__diffusers/push_tests_mps.yml': {
    cells: 1,
    evaluated: 1,
    failing: { 'run_fast_tests_apple_m1: runner-retired': 1 },
  },
  // check_code_quality is a plain job (`pip install .[dev]` on ubuntu-latest, Python 3.11): 1 cell; tests is 4 Pythons (3.10–3.13) × ubuntu-latest/windows-latest with `pip install -e .[test]`: 8 cells. setup.py pins torch>=1.13.0, so each is the newest release (2.15: Python 3.10–3.14, linux-x64 and win_amd64 wheels): all 9 pass.
  'huggingface__peft/tests.yml': { cells: 9, evaluated: 9, failing: {} },
  // On its own (inputs' defaults: ubuntu-latest, Python 3.11): slow (2 dtypes), dynamo (1), overall (2) = 5 cells. Every job installs through the local composite action ./.github/actions/coverage, which is not stored in this fixture, so no install is seen: runners checked, 0 evaluated.
  'kornia__kornia/coverage.yml': { cells: 5, evaluated: 0, failing: {} },
  // One plain job (no matrix) on ubuntu-latest that runs `pixi run -e ci-dev …`; pixi.lock is stored (its environments part) and locks torch 2.5.1+cpu for ci-dev on linux-64 (cp312, from download-r2.pytorch.org/whl/cpu: read as a mirror of download.pytorch.org, a notice): a torch job, one cell, it installs on ubuntu-24.04 x86_64.
  'foersben__industrial-component-anomaly-detection/ci.yml': { cells: 1, evaluated: 1, failing: {} },
  // The same `pixi run -e ci-dev` install in the docs job: one cell, installs.
  'foersben__industrial-component-anomaly-detection/docs.yml': { cells: 1, evaluated: 1, failing: {} },
  // Its matrix comes from the `python-version` input's default; the job installs through pixi with an environment named at run time (`steps.pixi-env.outputs.name`), and no pixi.lock is stored: pixi.toml declares torch in no environment, so whichever runs installs none: not evaluated.
  'kornia__kornia/docs.yml': { cells: 1, evaluated: 0, failing: {} },
  // tests: 3 os × 2 dtypes × 3 Pythons × 2 torch = 36, minus the excludes (windows 2.5.1: 6; macos float64: 6, and macos 3.13 float32 2.5.1: 1) = 23, plus 4 windows-2022 includes = 27 calls of tests.yml, each with one Python and one torch, so 27 cells; dynamo calls it once (1 cell); tutorials.yml is 1 plain job; pre-tests, typecheck and collector install no torch (pixi tasks; no pixi.lock is stored and pixi.toml declares torch in no environment). 29 cells; every runner is current in rules/runners.yaml; only the tutorials cell (`pip install torch`) is evaluated: tests.yml installs through pixi.
  'kornia__kornia/pr_test_cpu.yml': { cells: 29, evaluated: 1, failing: {} },
  // The three test jobs call ./.github/workflows/tests.yml with `with:` inputs; the callee's matrix is `fromJSON(inputs.python-version)` × `fromJSON(inputs.pytorch-version)`, so ubuntu makes 2 dtypes × 3 × 6 = 36 cells, windows 10 (12 product − 6 excluded + 4 includes), mac 5. tests.yml installs through `pixi run -e <env> install`: `pytorch-version` reaches no install, so it is said once and not judged (no false Python 3.13 × torch 2.1 failure). One cell is evaluated: the called tutorials.yml job installs torch itself (no pin: the newest release).
  'kornia__kornia/scheduled_test_cpu.yml': { cells: 58, evaluated: 1, failing: {} },
  // On its own it runs with its inputs' defaults: python-version `["3.11", "3.12", "3.13"]` × pytorch-version `["2.9.1"]` on ubuntu-latest = 3 cells. It installs through pixi environments only (`pixi run -e … install`), so `pytorch-version` is said once and not judged: no cell is evaluated.
  'kornia__kornia/tests.yml': { cells: 3, evaluated: 0, failing: {} },
  // One plain job that installs torch with no version (checked as the newest release with a wheel).
  'kornia__kornia/tutorials.yml': { cells: 1, evaluated: 1, failing: {} },
  // One plain job that runs `pixi run -e default …` tasks; no pixi.lock is stored, so pixi.toml decides: its default environment (feature py311) declares no torch (torch comes from the `install` task's `uv sync`, a task's command is not followed), so no cell.
  'kornia__kornia/typecheck.yml': { cells: 0, evaluated: 0, failing: {} },
  // `uv sync` with the repository's uv.lock: torch comes from the lock for each of the 4 Pythons; all install.
  'm-bain__whisperX/python-compatibility.yml': { cells: 4, evaluated: 4, failing: {} },
  // build_cpu: Python 3.9 × torch 2.0.0 from PyPI on ubuntu-22.04 (2.0 takes 3.8–3.11): 1 cell; build_gpu: Pythons 3.9/3.10 × torch 2.0.0/2.3.1/2.5.1 × cuda cu118 from whl/cu118 through setup-miniconda: 6 cells, each release has a cu118 build and takes 3.9 and 3.10 (2.5's floor is 3.9). The hosted runner has no GPU, which only warns: none fails.
  'open-mmlab__mmengine/pr_stage_test.yml': { cells: 7, evaluated: 7, failing: {} },
  // Its matrix is `fromJSON(inputs.test-matrix)`, a required input with no default: on its own nothing is known, no cell (testing.yml, below, passes it).
  'pyg-team__pytorch_geometric/_testing.yml': { cells: 0, evaluated: 0, failing: {} },
  // Both jobs call _testing.yml with the whole matrix as a `test-matrix` input, written in GitHub's lenient JSON (unquoted `include`, trailing commas): 4 + 12 cells. `torch-version: nightly` is not checkable (4 cells); the 3 macos-14 cells of pytest-full are on a retired runner.
  'pyg-team__pytorch_geometric/testing.yml': {
    cells: 16,
    evaluated: 12,
    failing: { 'pytest-full \u2192 test: runner-retired': 3 },
  },
  // Every job is `uses: pytorch/test-infra/.github/workflows/linux_job_v2.yml@main` (a remote reusable workflow, named as not followed), its pip lines in a `script:` input: no job of this repository runs them, so no cell.
  'pytorch__ao/regression_test.yml': { cells: 0, evaluated: 0, failing: {} },
  // macos-14 retired (fails); the self-hosted linux.arm64.2xlarge cell is not checked.
  'pytorch__ao/regression_test_aarch64.yml': { cells: 2, evaluated: 1, failing: { 'test-cpu-ops: runner-retired': 1 } },
  // Linted on its own with the workflow_call input defaults: same 6 cells, macos-14 retired.
  'pytorch__botorch/reusable_test.yml': {
    cells: 6,
    evaluated: 6,
    failing: { 'tests-and-coverage: runner-retired': 2 },
  },
  // Calls reusable_test.yml (2 OSes × 3 Pythons). macos-14 is retired: 2 cells fail. Nightly torch is a catalog-stale warning.
  'pytorch__botorch/test.yml': {
    cells: 6,
    evaluated: 6,
    failing: { 'tests-and-coverage \u2192 tests-and-coverage: runner-retired': 2 },
  },
  // The called reusable_test.yml with stable inputs (6 cells) plus its own 4-cell job whose torch comes from the repository; 2 called cells on macos-14 fail.
  'pytorch__botorch/test_stable.yml': {
    cells: 10,
    evaluated: 6,
    failing: { 'tests-and-coverage-stable \u2192 tests-and-coverage: runner-retired': 2 },
  },
  // One cell on the retired macos-14: fails.
  'pytorch__ignite/mps-tests.yml': { cells: 1, evaluated: 1, failing: { 'mps-tests: runner-retired': 1 } },
  // Product minus the excludes: 15 cells, all with wheels; two Python 3.12 × torch 2.2/2.3 cells only warn (python-preview).
  'pytorch__ignite/pytorch-version-tests.yml': { cells: 15, evaluated: 15, failing: {} },
  // ubuntu-latest × Pythons 3.10–3.14 × pytorch/pytorch-nightly = 10, plus windows-latest and macos-latest (3.11, pytorch) = 12 cells. The first install line, `uv pip install torch torchvision --index-url …/whl/cpu`, is the newest CPU release (2.15 takes 3.10–3.14 on linux-x64, win_amd64 and macOS arm64): all pass. The steps' `if: matrix.pytorch-channel == …` is decided per cell: the 5 pytorch-nightly cells install from line 85 (`--index-url …/whl/nightly/cpu --pre`), not in the catalog, so they warn (nightly-index, the newest release as a stand-in) and do not fail.
  'pytorch__ignite/unit-tests.yml': { cells: 12, evaluated: 12, failing: {} },
  // A matrix of 4 macOS runners (macos-15, macos-26, macos-15-intel, macos-26-intel, all current in rules/runners.yaml) that runs `install.sh --local --no-torch`: 4 cells, runners checked, no torch install to evaluate.
  'unslothai__unsloth/studio-mac-install-matrix.yml': { cells: 4, evaluated: 0, failing: {} },
  // Of its 4 jobs, zoo-imports-under-spoof and grpo-fake-run install 'torch>=2.4,<2.11' from whl/cpu on ubuntu-latest with Python 3.12 (2.10 has cp312 CPU wheels): 2 cells pass; pinned-symbol-matrix installs only pytest and packaging, daily-fresh-fetch no torch.
  'unslothai__unsloth/version-compat-ci.yml': { cells: 2, evaluated: 2, failing: {} },
  // One matrix cell: Python 3.10 on ubuntu-latest, `pip3 install torch torchvision --index-url …/whl/cpu` (the newest CPU build takes 3.10): passes.
  'volcengine__verl/sanity.yml': { cells: 1, evaluated: 1, failing: {} },
};
