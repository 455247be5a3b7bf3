/**
 * A job that installs a pixi environment when the repository holds no pixi.lock: pixi solves the
 * environment from its manifest (pixi.toml, or `[tool.pixi]` in pyproject.toml), so the cell is
 * judged by what the manifest declares for that environment — the Python its features pin and
 * their torch. The manifest is read by the use case (the readers `check --environment` uses);
 * this module only decides what a cell takes from it.
 */
import { finding, type Finding } from '../../core/finding.js';
import { pixiPlatform, type Platform } from '../../platform/platform.js';
import type { JobContext, Template } from '../steps/job-context.js';
import { GITHUB_MATRIX_DOCS } from '../github/locate.js';
import type { Position } from '../github/types.js';
import type { PixiManifestEnvironment } from '../steps/pixi-manifest-types.js';

export type { PixiManifest, PixiManifestEnvironment } from '../steps/pixi-manifest-types.js';

const PIXI_DOCS = 'https://pixi.sh/latest/workspace/multi_environment/';

export type ManifestRead =
  | { kind: 'environment'; environment: PixiManifestEnvironment; name: string }
  /** Named only at run time (`-e ${{ steps.x.outputs.name }}`): the cell is not checked. */
  | { kind: 'unknown'; problem: Finding }
  /** The manifest does not declare it: the cell fails on the command. */
  | { kind: 'missing'; problem: Finding; at?: Position };

/**
 * What a pixi job's cell takes from the manifest, or undefined when it does not apply (a
 * pixi.lock decides, the job's own pip line decides, or there is no manifest).
 * `fill` evaluates the environment name's expressions for this cell.
 */
export function readPixiManifest(
  job: JobContext,
  hasPixiLock: boolean,
  fill: (t: Template) => string,
): ManifestRead | undefined {
  const install = job.lockInstall;
  if (!job.pixiManifest || install?.kind !== 'pixi' || job.pip || hasPixiLock) return undefined;
  const named = install.environment ? fill(install.environment) : undefined;
  if (named !== undefined && knownAtRunTime(named)) {
    const any = job.pixiManifest(undefined);
    if (!any) return undefined;
    // No environment of the manifest declares torch: whichever runs, pixi installs none.
    // (Its Python is not known: the default environment's pin is not this one's.)
    if (!any.anyTorch)
      return {
        kind: 'environment',
        environment: { hasTorch: false, anyTorch: false, torch: () => undefined },
        name: install.environment!.text,
      };
    return {
      kind: 'unknown',
      problem: environmentUnknown(install.environment!.text),
    };
  }
  const environment = job.pixiManifest(named);
  if (!environment) return undefined;
  const name = named ?? 'default';
  if (environment.missing) {
    const { file, declared } = environment.missing;
    const at = install.environment?.at ?? install.at;
    return {
      kind: 'missing',
      ...(at ? { at } : {}),
      problem: finding({
        id: 'matrix-invalid',
        severity: 'error',
        message: `The job runs pixi with environment \`${name}\`, but ${file} declares no environment of that name (${declared.length ? `it declares ${declared.slice(0, 12).join(', ')}` : 'it declares none'}): pixi stops with an error before anything is installed.`,
        hint: `Name an environment ${file} declares under [environments], or add one.`,
        source: PIXI_DOCS,
      }),
    };
  }
  return { kind: 'environment', environment, name };
}

/**
 * For a job without a matrix (kept only when it installs torch): whether its pixi command
 * installs torch by the manifest. undefined when the manifest does not decide (a pixi.lock, a pip
 * line of its own, an environment named at run time, no manifest).
 */
export function pixiJobInstallsTorch(
  job: Pick<JobContext, 'lockInstall' | 'pip' | 'repoInstall' | 'pixiManifest'>,
  hasPixiLock: boolean,
): boolean | undefined {
  const install = job.lockInstall;
  if (!job.pixiManifest || install?.kind !== 'pixi' || job.pip || job.repoInstall || hasPixiLock) return undefined;
  const name = install.environment?.text;
  const runtime = name !== undefined && knownAtRunTime(name);
  const environment = job.pixiManifest(runtime ? undefined : name);
  if (!environment) return undefined;
  if (runtime) return environment.anyTorch ? undefined : false;
  // A name the manifest does not declare fails the job: kept, so that is reported.
  return environment.missing !== undefined || environment.hasTorch;
}

/** A pixi environment named by a value known only at run time (or by nothing once filled in). */
export const knownAtRunTime = (name: string): boolean => name.includes('${{') || name.trim() === '';

/** The cell is not checked: the environment the job installs is known only at run time. */
export function environmentUnknown(written: string): Finding {
  return finding({
    id: 'matrix-value-unknown',
    severity: 'notice',
    message: `The job installs pixi environment \`${written}\`, known only at run time, so this cell is not checked.`,
    hint: 'Name the environment in the workflow (a matrix value or a literal), or check each with `check --environment NAME`.',
    source: GITHUB_MATRIX_DOCS,
  });
}

/** pixi refuses to install an environment on a platform its manifest does not list. */
export function platformProblem(
  environment: PixiManifestEnvironment,
  name: string,
  platform: Platform,
): Finding | undefined {
  const p = environment.platforms;
  if (!p) return undefined;
  const here = pixiPlatform(platform);
  if (p.list.includes(here)) return undefined;
  return finding({
    id: 'platform-unsupported',
    severity: 'error',
    message: `The job installs pixi environment \`${name}\` on ${here}, but ${p.where} lists only ${p.list.join(', ') || 'no platform'} for it: pixi stops before installing.`,
    hint: `Add ${here} to the manifest's platforms (and lock it), or run this job on a runner of a listed platform.`,
    source: PIXI_DOCS,
  });
}
