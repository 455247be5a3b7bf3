/**
 * What a job says outside its matrix that decides a cell's check: `runs-on`, `container`, the Python of an
 * `actions/setup-python` step, and the `pip install torch…` command of a `run:` step. Each may
 * refer to matrix values as `${{ matrix.<key> }}`, substituted per cell.
 */
import type { LockInstaller } from '../../locks/index.js';
import type { MatrixValue, Position } from '../github/types.js';

export interface Template {
  text: string;
  at?: Position;
}

export interface PipCommand {
  /** The requirement after `torch`, e.g. `==${{ matrix.torch }}` or `` (any). */
  torch: Template;
  index?: Template;
  findLinks?: Template;
  extraIndexes: Template[];
  pre: boolean;
}

export interface JobContext {
  id?: string;
  runsOn?: { value: MatrixValue; at?: Position };
  /** `container:` (or its `image:`): pip runs in this image, not on the runner. */
  container?: Template;
  python?: Template;
  pip?: PipCommand;
  /**
   * A step installs from a lock file (`uv sync`, `poetry install`, `pixi install`, `pixi run`),
   * with the pixi environment it names (`-e NAME`); `run`: `pixi run`, which installs from the
   * lock when there is one.
   */
  /** `project`: without a lock the command installs the project from its own metadata (`uv sync`, `poetry install`). */
  lockInstall?: { kind: LockInstaller; at?: Position; environment?: Template; run?: true; project?: true };
  /** A step installs the repository's requirement files or the project itself. */
  repoInstall?: { requirements: Template[]; project?: Template };
  /** A step creates a conda environment from a file (`conda env create -f FILE`, setup-miniconda's environment-file). */
  condaEnv?: Template;
  /** An env var the installers read that names the index (`PIP_INDEX_URL`, `TORCH_URL`, `UV_TORCH_BACKEND`). */
  envIndex?: Template & { name: string };
  /** A called workflow's inputs, for `${{ inputs.x }}`. */
  inputs?: Record<string, MatrixValue>;
  /** Literal env (workflow and job), for `${{ env.X }}`. */
  env?: Record<string, MatrixValue>;
  /**
   * Lint mode: the matrix paths that reach an install. A torch, index or CUDA key outside it is
   * not what the job installs with, so cells are not judged by it.
   */
  installRefs?: Set<string>;
  /**
   * Lint mode: the matrix paths any step reads (a script, an env var it names, an action's
   * inputs). A Python key outside it picks no interpreter: the job's Python is whatever its
   * steps install (pixi's from the manifest, the container's, the runner's own).
   */
  stepRefs?: Set<string>;
  /** The job has no `strategy.matrix`: it is one cell. */
  noMatrix?: boolean;
  /** Lint mode: the job installs no torch at all; cells are checked for their runner only. */
  noTorchInstall?: boolean;
  /** The torch requirement the repository's pins make on this runner, when the job installs from them. */
  pinned?: (env: import('../../core/model.js').Environment) =>
    | {
        spec: string;
        index?: string;
        where: string;
        at?: Position;
        /** The install's pins of packages bound to torch: judged with the cell's torch. */
        bound?: import('../../core/model.js').BoundRequest[];
      }
    | undefined;
  /** The job as one cell sees it, when step `if:` conditions on the matrix skip steps in some cells. */
  forCell?: (cell: import('../github/types.js').Combination) => JobContext;
  /** The repository's pixi manifest, for a pixi job when there is no pixi.lock. */
  pixiManifest?: import('./pixi-manifest-types.js').PixiManifest;
}
