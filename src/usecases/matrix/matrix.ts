/** The `matrix` use case (plan a matrix, or lint a workflow's), shared by the CLI and the action. */
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { InputError } from '../../core/errors.js';
import { readUserText, realPathInside } from '../../io/read-file.js';
import type { Finding } from '../../core/finding.js';
import { loadCatalog } from '../../workspace/load-catalog.js';
import { evaluate } from '../../engine/evaluate.js';
import { discoverLockFiles, readLocksWith } from '../../workspace/lock-files.js';
import { lockKindOf, lockParser, type LockFile } from '../../locks/index.js';
import type { Environment, Request } from '../../core/model.js';
import type { Catalog } from '../../catalog/schema.js';
import type { PinSet } from '../../pins/index.js';
import { loadPins } from '../pins/pins.js';
import { repoBringsTorch, repoTorchPin, type RepoInstall } from './repo.js';
import { pixiManifestOf } from './pixi.js';
import type { PixiManifest } from '../../matrix/plan/pixi-manifest.js';
import {
  lintNeeds,
  type LintOptions,
  parseMatrixInput,
  parseMatrixKeys,
  planMatrix,
  planWorkflow,
  readWorkflowJobs,
  sameMatrixKey,
  type MatrixDef,
  type MatrixPlan,
} from '../../matrix/index.js';
import { matrixToJson, type MatrixJson } from '../../report/matrix.js';

export interface MatrixOptions {
  matrix?: string;
  workflow?: string;
  job?: string;
  keys?: string;
  /** Leave cells that only warn out of `include` (CLI --drop-warned, action input drop-warned). */
  dropWarned?: boolean;
  config?: string;
  cwd: string;
  /** Today (default: the clock): which torch releases the catalog does not know can be out already. */
  now?: Date;
}

export interface MatrixResult {
  plan: MatrixPlan;
  json: MatrixJson;
  /** Findings for annotations and the exit code: the lint's (with locations) or the plan's diagnostics. */
  findings: Finding[];
}

function readWorkflow(path: string, cwd: string): string {
  return readUserText(resolve(cwd, path), path, 'workflow');
}

/**
 * One matrix given directly: a `matrix-keys` pair naming a key the matrix does not have is a typo,
 * and the role it claims would go unchecked. (A workflow's jobs differ, so there it is not checked.)
 */
function withNamedKeys(def: MatrixDef, keys: Record<string, string> | undefined): MatrixDef {
  if (!keys || def.expression) return def;
  const present = new Set<string>(def.dimensions.map((d) => d.key));
  for (const e of def.include) for (const k of Object.keys(e.values)) present.add(k);
  for (const [role, key] of Object.entries(keys)) {
    if (!present.has(key) && ![...present].some((k) => sameMatrixKey(k, key))) {
      const have =
        [...present]
          .slice(0, 12)
          .map((k) => JSON.stringify(k))
          .join(', ') || 'none';
      throw new InputError(
        `matrix-keys ${role}=${JSON.stringify(key)}: the matrix has no key ${JSON.stringify(key)} (its keys: ${have})`,
      );
    }
  }
  return def;
}

export async function runMatrix(o: MatrixOptions): Promise<MatrixResult> {
  if (!o.matrix === !o.workflow) throw new InputError('matrix: give either --matrix JSON|YAML or --workflow FILE');
  const catalog = await loadCatalog(o.config, o.cwd);
  const keys = o.keys ? parseMatrixKeys(o.keys) : undefined;
  const now = o.now ?? new Date();
  const common = {
    catalog,
    evaluate: (env: Environment, request: Request, c: Catalog) => evaluate(env, request, c, now),
    ...(keys ? { keys } : {}),
    ...(o.dropWarned !== undefined ? { keepWarned: !o.dropWarned } : {}),
  };
  // A workflow that installs with `uv sync`/`poetry install`/`pixi install` installs what the
  // repository's lock holds: the locks beside it are read once (a lock that cannot be read is exit 2).
  const lockFiles = o.workflow ? await discoverLockFiles(o.cwd) : [];
  const parse = await lockParser(lockFiles.map((f) => lockKindOf(f)!));
  let read: LockFile[] | undefined;
  // Read only when a job installs from a lock: a workflow that never does pays nothing.
  const locks = () => (read ??= readLocksWith(parse, lockFiles, o.cwd));
  const plan = o.workflow
    ? await lintWithRepository(o.workflow, o.cwd, { ...common, ...(o.job ? { job: o.job } : {}), locks })
    : planMatrix(withNamedKeys(parseMatrixInput(o.matrix as string), keys), common);
  const json = matrixToJson(plan);
  return { plan, json, findings: plan.findings };
}

/** The checked-out tree a workflow belongs to: the directory holding its `.github/`. */
function repositoryRoot(workflow: string, cwd: string): string {
  const abs = resolve(cwd, workflow);
  const at = abs.lastIndexOf(`${sep}.github${sep}`);
  return at >= 0 ? abs.slice(0, at) : cwd;
}

const PROJECT_FILES = ['pyproject.toml', 'setup.cfg', 'setup.py'];

/**
 * Lints with the repository beside the workflow: its local actions and called workflows, and
 * the pins of the files a job installs from, read by the same readers `check` uses. The workflow
 * is read once: that read names the pin files, which are read asynchronously before it is planned.
 */
async function lintWithRepository(workflow: string, cwd: string, options: LintOptions): Promise<MatrixPlan> {
  const root = repositoryRoot(workflow, cwd);
  const text = readWorkflow(workflow, cwd);
  // Only files inside the repository, links resolved: a local action folder linked to a folder
  // outside it is not read.
  const loadFile = (path: string): string | undefined => {
    const abs = resolve(root, path);
    if (relative(root, abs).startsWith('..')) return undefined;
    const real = realPathInside(root, abs);
    return real === undefined ? undefined : readUserText(real, path, 'workflow');
  };
  // One read of the workflow and the files it names; then the pins its installs name (read
  // asynchronously), then the plan of that same read.
  const read = readWorkflowJobs(text, workflow, { ...options, loadFile });
  const needs = lintNeeds(read, options.locks);
  // A pixi job with no pixi.lock: the manifest's environments decide.
  const pixiManifest = needs.pixiManifest ? await readPixiManifest(root, options.catalog) : undefined;
  const keyOf = (i: RepoInstall) => JSON.stringify([i.requirements, i.project, i.extras ?? null]);
  const sets = new Map<string, PinSet | undefined>();
  for (const install of needs.installs) {
    const files = [
      ...install.requirements.filter((f) => existsSync(resolve(root, f))),
      ...(install.project ? PROJECT_FILES.filter((f) => existsSync(resolve(root, f))) : []),
    ];
    sets.set(keyOf(install), files.length ? await loadPins(files, root) : undefined);
  }
  return planWorkflow(read, {
    ...options,
    loadFile,
    ...(pixiManifest ? { pixiManifest } : {}),
    pinned: (install, env: Environment) => {
      const set = sets.get(keyOf(install));
      return set ? repoTorchPin(set, install, env, options.catalog) : undefined;
    },
    repoTorch: (install) => repoBringsTorch(sets.get(keyOf(install)), install),
  });
}

/** pixi.toml, else a pyproject.toml with `[tool.pixi]`: pixi's own order. */
async function readPixiManifest(root: string, catalog: Catalog): Promise<PixiManifest | undefined> {
  const file = existsSync(resolve(root, 'pixi.toml'))
    ? 'pixi.toml'
    : existsSync(resolve(root, 'pyproject.toml')) &&
        /^\[tool\.pixi[\].]/m.test(readUserText(resolve(root, 'pyproject.toml'), 'pyproject.toml', 'pin'))
      ? 'pyproject.toml'
      : undefined;
  const set = file ? await loadPins([file], root) : undefined;
  return set ? pixiManifestOf(set, catalog) : undefined;
}
