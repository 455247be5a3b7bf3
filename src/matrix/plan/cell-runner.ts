/**
 * Where a cell runs: the environment of a GitHub-hosted runner (or of the container the job runs
 * in on it), and what is said of a runner label that cannot be checked (retired, self-hosted, only
 * known at run time, not known).
 */
import type { Environment } from '../../core/model.js';
import { finding, type Finding } from '../../core/finding.js';
import type { ContainerFacts } from '../../containers/image.js';
import type { PythonVersion } from '../../versions/python.js';
import type { RunnerMatch } from '../github/runners.js';

const RUNNER_DOCS = 'https://github.com/actions/runner-images#available-images';

export function runnerProblem(match: RunnerMatch): Finding | undefined {
  switch (match.kind) {
    case 'hosted':
      if (match.runner.status !== 'retired') return undefined;
      return finding({
        id: 'runner-retired',
        severity: 'error',
        message: `Runner \`${match.label}\` (${match.runner.os} ${match.runner.osVersion}, ${match.runner.arch}) has been retired: its jobs wait for a runner that never comes.`,
        hint: 'Move to a current label, e.g. ubuntu-24.04, macos-15 or windows-2025.',
        source: match.runner.source,
      });
    case 'self-hosted':
      return finding({
        id: 'runner-unknown',
        severity: 'notice',
        message: `Runner \`${match.label}\` is self-hosted; its OS, arch and glibc are not known here, so this cell is not checked.`,
        hint: 'Describe it in a rules file (`runners:` with label, os, arch, osVersion, glibc) passed as `config`, or run the action on that runner.',
        source: RUNNER_DOCS,
      });
    case 'expression':
      return finding({
        id: 'matrix-expression',
        severity: 'notice',
        message: `Runner \`${match.label}\` is only known at run time, so this cell is not checked.`,
        hint: 'Name the runner labels literally in the matrix.',
        source: RUNNER_DOCS,
      });
    case 'unknown':
      return finding({
        id: 'runner-unknown',
        severity: 'warning',
        message: match.label
          ? `Runner \`${match.label}\` is not a GitHub-hosted image label the planner knows (a larger runner, a custom label or a typo), so this cell is not checked.`
          : 'This cell names no runner, so it is not checked.',
        hint: 'Use a GitHub-hosted label (see the runner table), or describe the runner in a rules file (`runners:`) passed as `config`.',
        source: RUNNER_DOCS,
      });
  }
}

export function environment(
  match: Extract<RunnerMatch, { kind: 'hosted' }>,
  py: PythonVersion | undefined,
  container?: ContainerFacts,
): Environment {
  const r = match.runner;
  const base = runnerEnvironment(r, py);
  if (!container) return base;
  // In a container the image's C library and glibc count; the runner's CPU stays.
  const { glibc: _g, libc: _l, ...rest } = base;
  void _g;
  void _l;
  return {
    ...rest,
    osVersion: container.distro?.label ?? container.image,
    ...(container.libc ? { libc: container.libc } : {}),
    ...(container.glibc ? { glibc: container.glibc } : {}),
    provenance: { ...base.provenance, ...(container.glibc ? { glibc: 'given' as const } : {}) },
  };
}

function runnerEnvironment(
  r: Extract<RunnerMatch, { kind: 'hosted' }>['runner'],
  py: PythonVersion | undefined,
): Environment {
  return {
    ...(py
      ? {
          python: {
            major: py.major,
            minor: py.minor,
            ...(py.full ? { full: py.full } : {}),
            implementation: py.implementation,
            freeThreaded: py.freeThreaded,
            provenance: 'given' as const,
          },
        }
      : {}),
    os: r.os,
    arch: r.arch,
    osVersion: r.osVersion,
    ...(r.glibc ? { glibc: r.glibc } : {}),
    ...(r.os === 'linux' ? { libc: 'glibc' as const } : {}),
    gpus: [],
    provenance: {
      os: 'given',
      arch: 'given',
      osVersion: 'given',
      ...(r.glibc ? { glibc: 'given' as const } : {}),
      gpus: 'given',
    },
    probeProblems: [],
  };
}
