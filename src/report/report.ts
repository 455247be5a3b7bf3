/** The JSON report of DESIGN.md: one shape for the CLI's --format json and the action's file. */
import type { Finding, Verdict } from '../core/finding.js';
import type { Environment, Request, Resolution } from '../core/model.js';
import { describeIndex, pypiMirror } from '../request/index-url.js';
import type { CheckReport, ReportEnvironment, ReportRequest } from './report-schema.js';

/**
 * The report's type is inferred from its zod schema (report-schema.ts, which also generates
 * report.schema.json), so what is built here cannot drift from what is published. Extra
 * sections (pins, locked, container, upgrade) are allowed by the schema's loose objects.
 */
export type Report = CheckReport;

function environmentJson(env: Environment): ReportEnvironment {
  return {
    os: env.os,
    arch: env.arch,
    ...(env.osVersion ? { osVersion: env.osVersion } : {}),
    ...(env.glibc ? { glibc: env.glibc } : {}),
    ...(env.libc ? { libc: env.libc } : {}),
    ...(env.python
      ? {
          python: {
            version: env.python.full ?? `${env.python.major}.${env.python.minor}`,
            implementation: env.python.implementation,
            freeThreaded: env.python.freeThreaded,
            ...(env.python.pointerBits ? { pointerBits: env.python.pointerBits } : {}),
            ...(env.python.machine ? { machine: env.python.machine } : {}),
            ...(env.python.executable ? { executable: env.python.executable } : {}),
            ...(env.python.markers ? { markers: env.python.markers } : {}),
            ...(env.python.skipped?.length ? { skipped: env.python.skipped } : {}),
            provenance: env.python.provenance,
          },
        }
      : {}),
    ...(env.driver ? { nvidiaDriver: env.driver } : {}),
    gpus: env.gpus,
    ...(env.gpuSelection ? { gpuSelection: env.gpuSelection } : {}),
    ...(env.amdGpus?.length ? { amdGpus: env.amdGpus } : {}),
    ...(env.rocm ? { rocm: env.rocm } : {}),
    ...(env.amdDriver ? { amdDriver: env.amdDriver } : {}),
    ...(env.intelGpus?.length ? { intelGpus: env.intelGpus } : {}),
    provenance: env.provenance,
  };
}

function requestJson(r: Request): ReportRequest {
  return {
    torch: r.torch.text || '*',
    index: r.index.kind === 'pypi' ? (pypiMirror(r.index) ?? 'pypi') : r.index.url,
    indexKind: r.index.kind,
    ...('variant' in r.index && r.index.variant ? { variant: r.index.variant } : {}),
    ...(r.extraIndexes?.length ? { extraIndexes: r.extraIndexes.map(describeIndex) } : {}),
    ...(r.torchvision ? { torchvision: r.torchvision.text } : {}),
    ...(r.torchaudio ? { torchaudio: r.torchaudio.text } : {}),
    ...(r.torchLocation ? { torchLocation: r.torchLocation } : {}),
    ...(r.conda ? { conda: { ...r.conda } } : {}),
  };
}

export function buildReport(
  env: Environment,
  request: Request,
  resolution: Resolution,
  findings: Finding[],
  verdict: Verdict,
): Report {
  return {
    schemaVersion: 1,
    verdict,
    environment: environmentJson(env),
    request: requestJson(request),
    resolution,
    findings,
  };
}
