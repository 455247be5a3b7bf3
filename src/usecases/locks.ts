/**
 * Lock files as the request: when a project locks torch, the lock says exactly which torch is
 * installed, so it is checked by its wheel tags first and then handed to the engine as an
 * exact pin for the run-time checks (GPU, driver, MPS).
 */
import path from 'node:path';
import type { Catalog } from '../catalog/schema.js';
import type { Finding } from '../core/finding.js';
import { kindOf } from '../core/findings/index.js';
import { decodeUserText, FILE_CAPS } from '../text/user-text.js';
import { sourceAtBase } from '../workspace/merge-base.js';
import { discoverLockFiles, readLocks } from '../workspace/lock-files.js';
import { upgradeNotes } from '../pins/upgrade.js';
import { readRepoUses } from '../workspace/repo-uses.js';
import type { Upgrade } from './upgrade.js';
import type { Environment, Evaluation } from '../core/model.js';
import {
  checkLock,
  lockFormat,
  lockKindOf,
  parseLock,
  type LockAnswer,
  type LockedDist,
  type LockFile,
  type LockSelection,
} from '../locks/index.js';
import type { PinSet } from '../pins/index.js';
import { readBuildString } from '../formats/conda/build.js';
import { runnerSubdir } from '../conda/resolve.js';
import type { RequestInput } from '../request/request.js';
import { gitHistoryMissing } from '../checks/git-history.js';

/** Splits given paths into lock files and pin files; without paths, the locks found in cwd. */
export async function splitLockFiles(patterns: string[], cwd: string): Promise<{ locks: string[]; pins: string[] }> {
  if (!patterns.length) return { locks: await discoverLockFiles(cwd), pins: [] };
  return { locks: patterns.filter((p) => lockKindOf(p)), pins: patterns.filter((p) => !lockKindOf(p)) };
}

export const loadLocks = (files: string[], cwd: string): Promise<LockFile[]> => readLocks(files, cwd);

/** Whether a lock's wheel list answers what this finding says (its kind's `lockDecides`). */
function answeredByLock(f: Finding): boolean {
  const decides = kindOf(f.id).lockDecides;
  return decides === 'errors' ? f.severity === 'error' : decides;
}

/** The engine's answer once a lock has decided installability: its install findings go, and with no wheel nothing is installed. */
export function lockDecides(e: Evaluation, noWheel: boolean): Evaluation {
  // The install findings the engine raised would repeat (or contradict) the lock's answer.
  const findings = e.findings.filter((f) => !answeredByLock(f));
  if (!noWheel) return { ...e, findings };
  const { version: _v, variant: _va, index: _i, torchvision: _tv, torchaudio: _ta, ...rest } = e.resolution;
  return { ...e, resolution: rest, findings };
}

export interface LockRequest {
  /** The lock found no wheel for this runner: nothing is installed, whatever the catalog says. */
  noWheel: boolean;
  answers: LockAnswer[];
  /** The request to evaluate: the locked torch when a lock has one for this runner (the caller lets --torch win). */
  input: RequestInput;
  /** Other locked entries that may apply here (undecided markers): each judged, the worst counts. */
  alternatives: RequestInput[];
  /** A lock decided whether torch installs here: the engine's install findings are dropped. */
  decided: boolean;
  findings: Finding[];
}

const PYPI = /^https?:\/\/pypi\.org\/simple\/?$/;

/** A locked conda package as the request: the build conda installs, judged with conda's facts. */
function condaInput(d: LockedDist, given: RequestInput, lock: LockFile, subdir: string): RequestInput {
  const conda = d.conda!;
  const channel = conda.channel ?? 'unknown';
  const fromBuild = readBuildString(conda.build);
  const env = d.platforms?.find((p) => p.endsWith(`/${subdir}`))?.split('/')[0];
  const python =
    fromBuild.python ?? (env ? lock.pythons?.[`${env}/${subdir}`]?.split('.').slice(0, 2).join('.') : undefined);
  const { extraIndexUrls: _extra, ...rest } = given;
  return {
    ...rest,
    torch: `==${d.version}`,
    torchLocation: d.location,
    indexUrl: `https://conda.anaconda.org/${channel}`,
    conda: {
      channel,
      version: d.version,
      ...fromBuild,
      ...(python ? { python } : {}),
      build: conda.build,
      subdir,
      installer: 'pixi',
    },
  };
}

/** The locked entry as a request: its exact version and the index it was locked from. */
function locatedInput(
  d: LockedDist,
  given: RequestInput,
  explicitIndex: string | undefined,
  lock: LockFile,
  subdir: string,
): RequestInput {
  if (d.conda) return condaInput(d, given, lock, subdir);
  const index = d.index ? (PYPI.test(d.index) ? 'pypi' : d.index) : 'pypi';
  // The lock's index replaces the manifest's; an index the user gave explicitly still wins.
  const { extraIndexUrls: _extra, ...rest } = given;
  return { ...rest, torch: `==${d.version}`, torchLocation: d.location, indexUrl: explicitIndex ?? index };
}

export function requestFromLocks(
  locks: LockFile[],
  env: Environment,
  given: RequestInput,
  explicitIndex?: string,
  sel: LockSelection = {},
): LockRequest {
  const answers = locks.map((l) => checkLock(l, env, sel));
  const findings = answers.flatMap((a) => a.findings);
  const decided = answers.some((a) => a.installs !== undefined);
  // The entry that installs here, else the one that applies here but has no wheel for it.
  const chosen = (answers.find((a) => a.torch && a.installs !== false) ?? answers.find((a) => a.torch))?.torch;
  const noWheel = decided && !answers.some((a) => a.installs === true);
  if (!chosen) return { answers, input: given, alternatives: [], decided, noWheel, findings };
  const subdir = runnerSubdir(env);
  const lockOf = (d: LockedDist) =>
    answers.find((a) => a.torch === d || a.alternatives?.includes(d))?.lock ?? locks[0]!;
  const others = answers
    .flatMap((a) => [
      ...(a.torch && a.torch !== chosen && a.installs !== false ? [a.torch] : []),
      ...(a.alternatives ?? []),
    ])
    .filter((d) => d !== chosen);
  return {
    answers,
    input: locatedInput(chosen, given, explicitIndex, lockOf(chosen), subdir),
    alternatives: others.map((d) => locatedInput(d, given, explicitIndex, lockOf(d), subdir)),
    decided,
    noWheel,
    findings,
  };
}

/** Locked torch-family packages, for `pins` and the report. */
export interface LockedPinJson {
  package: string;
  version: string;
  lock: LockFile['kind'];
  index?: string;
  marker?: string;
  location: { file: string; line: number };
}

export function locksToJson(locks: LockFile[]): LockedPinJson[] {
  return locks.flatMap((l) =>
    l.dists.map((d) => ({
      package: d.name,
      version: d.version,
      lock: l.kind,
      ...(d.index ? { index: d.index } : {}),
      ...(d.marker ? { marker: d.marker } : d.platforms ? { marker: `pixi ${d.platforms.join(', ')}` } : {}),
      location: { file: d.location.file, line: d.location.line },
    })),
  );
}

/** Locked entries as pins, so the pin upgrade notes read them like any other pin. */
function asPinSet(locks: LockFile[]): PinSet {
  return {
    pins: locks.flatMap((l) =>
      l.dists.map((d) => ({
        package: d.name,
        specifier: `==${d.version}`,
        ...(d.marker ? { marker: d.marker } : d.platforms ? { marker: d.platforms.join(' ') } : {}),
        ...(d.index ? { indexUrl: d.index } : {}),
        origin: lockFormat(l.kind).pinOrigin,
        location: d.location,
      })),
    ),
    indexes: [],
    files: locks.map((l) => l.file),
  };
}

/** Upgrade notes from the locks' diff: each locked torch before → after, on the lock's line. */
export async function lockUpgradeAgainst(
  locks: LockFile[],
  base: string,
  cwd: string,
  catalog: Catalog,
): Promise<Upgrade> {
  const at = await sourceAtBase(base, cwd, FILE_CAPS.lock, 'lock files', 'a lock file');
  if ('problem' in at)
    return {
      findings: [gitHistoryMissing('locks', at.problem, at.hint)],
      table: [],
    };
  const before: LockFile[] = [];
  try {
    for (const l of locks) {
      const blob = await at.source.read(path.resolve(cwd, l.file));
      // A lock the PR adds has no base.
      if (blob !== undefined) before.push(await parseLock(decodeUserText(blob, l.file), l.file, l.kind));
    }
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return {
      findings: [
        gitHistoryMissing(
          'locks',
          `at the merge base ${at.rev.slice(0, 12)}: ${why}`,
          'The base version of the lock could not be read; the notes compare against it.',
        ),
      ],
      table: [],
    };
  }
  const head = asPinSet(locks);
  return upgradeNotes(asPinSet(before), head, catalog, readRepoUses(cwd, [head]));
}
