/**
 * The install route of the job the action runs in: its workflow file (GITHUB_WORKFLOW_REF, read
 * from the checkout) and its job (GITHUB_JOB), whose steps say how it installs. A workflow that is
 * not checked out, cannot be read, or is a reusable one called from elsewhere names no route.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { jobInstall } from '../matrix/steps/job-read.js';
import { readUserText } from '../io/read-file.js';
import { routeOfJob, type JobRoute } from '../routes/from-job.js';

export interface JobRouteFound extends JobRoute {
  /** `.github/workflows/ci.yml (job test)`, for messages. */
  where: string;
}

export function routeOfRunningJob(cwd: string, env: NodeJS.ProcessEnv): JobRouteFound | undefined {
  const file = /^[^/]+\/[^/]+\/(\.github\/workflows\/[^@]+)@/.exec(env.GITHUB_WORKFLOW_REF ?? '')?.[1];
  const job = env.GITHUB_JOB;
  if (!file || !job) return undefined;
  let steps;
  try {
    steps = jobInstall(readUserText(path.join(cwd, file), file, 'workflow'), file, job);
  } catch {
    return undefined;
  }
  if (!steps) return undefined;
  const route = routeOfJob({ ...steps, pipTorch: steps.pip !== undefined });
  if (!route) return undefined;
  // A file the step names that is not in the checkout (made by an earlier step) names nothing here.
  const files = route.files.filter((f) => !path.isAbsolute(f) && existsSync(path.join(cwd, f)));
  return { ...route, files, where: `${file} (job ${job})` };
}
