/**
 * The route a workflow job installs by, from what its steps run: `uv sync` → uv, `poetry install`
 * → poetry, `pixi install/run [-e ENV]` → pixi, `conda env create -f FILE` → conda, and
 * `pip install -r FILE` / `pip install .[extra]` → pip with those files and extras. A value a step
 * builds from an expression (`${{ matrix.x }}`) is not known here, and names nothing.
 */
import type { RouteKind } from './route.js';

/** What the job's steps install, as matrix/job-steps.ts reads them (the texts only). */
export interface JobSteps {
  lockInstall?: { kind: string; environment?: { text: string }; run?: true };
  repoInstall?: { requirements: { text: string }[]; project?: { text: string } };
  condaEnv?: { text: string };
  /** The job pip-installs torch itself (`pip install torch==…`): no repository route decides it. */
  pipTorch: boolean;
}

export interface JobRoute {
  kind: RouteKind;
  extras: string[];
  environments: string[];
  /** Files the step names (`-r requirements-dev.txt`, `-f environment.yml`), relative to the workspace. */
  files: string[];
}

const known = (t: string | undefined): t is string => !!t && !t.includes('${{');

export function routeOfJob(job: JobSteps): JobRoute | undefined {
  if (job.pipTorch) return undefined;
  const none = { extras: [], environments: [], files: [] };
  if (job.lockInstall && !job.lockInstall.run) {
    const kind = job.lockInstall.kind as RouteKind;
    const env = job.lockInstall.environment?.text;
    return { ...none, kind, environments: kind === 'pixi' && known(env) ? [env] : [] };
  }
  if (job.condaEnv && known(job.condaEnv.text)) return { ...none, kind: 'conda', files: [job.condaEnv.text] };
  const repo = job.repoInstall;
  if (repo) {
    const project = repo.project?.text;
    const extras = known(project)
      ? (/\[([^\]]*)\]/.exec(project)?.[1] ?? '')
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean)
      : [];
    const files = repo.requirements.map((r) => r.text).filter(known);
    return { ...none, kind: 'pip', extras, files: project ? [] : files };
  }
  // `pixi run TASK` installs from the lock when there is one: pixi's route.
  if (job.lockInstall?.run) {
    const env = job.lockInstall.environment?.text;
    return { ...none, kind: 'pixi', environments: known(env) ? [env] : [] };
  }
  return undefined;
}
