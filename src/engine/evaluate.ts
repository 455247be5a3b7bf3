/**
 * The check, as one pure function: resolve what pip would install here, then run every
 * check on it. No I/O: probing and file reading happen before, reporting after.
 */
import { sortFindings, verdictOf } from '../core/finding.js';
import type { Environment, Evaluation, Request } from '../core/model.js';
import type { Catalog } from '../catalog/schema.js';
import { resolve } from '../resolve/resolve.js';
import { recommendBackend } from '../recommend/backend.js';
import { backendStatus, indexUrl } from '../checks/backend.js';
import { companionVariants } from '../checks/companion.js';
import type { Check } from '../checks/context.js';
import { mps } from '../checks/mps.js';
import { driver, gpuKernels, gpuPresence } from '../checks/nvidia.js';
import { probeProblems } from '../checks/probe-problems.js';
import { pythonPreview } from '../checks/python-preview.js';

const RUNTIME_CHECKS: Check[] = [indexUrl, companionVariants, pythonPreview, backendStatus, mps, driver, gpuKernels, gpuPresence];

export function evaluate(env: Environment, request: Request, catalog: Catalog): Evaluation {
  const resolved = resolve(env, request, catalog);
  const ctx = { env, request, catalog, resolved };
  const findings = [...probeProblems(env), ...resolved.findings, ...RUNTIME_CHECKS.flatMap((check) => check(ctx))];
  const target = resolved.candidate ?? resolved.newestMatching;
  const rec = target ? recommendBackend(env, catalog, target) : undefined;
  const c = resolved.candidate;
  const sorted = sortFindings(findings);
  return {
    resolution: {
      ...(c ? { version: c.patch.version } : {}),
      ...(resolved.variant ? { variant: resolved.variant } : {}),
      ...(resolved.index ? { index: resolved.index } : {}),
      ...(resolved.newestMatching ? { newestMatching: resolved.newestMatching.patch.version } : {}),
      ...(c?.patch.torchvision ? { torchvision: c.patch.torchvision } : {}),
      ...(c?.patch.torchaudio ? { torchaudio: c.patch.torchaudio } : {}),
      ...(rec ? { recommendedIndexUrl: rec.url, recommendedVariant: rec.variant } : {}),
    },
    findings: sorted,
    verdict: verdictOf(sorted),
  };
}
