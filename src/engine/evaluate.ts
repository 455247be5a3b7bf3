/**
 * The check, as one pure function: resolve what pip would install here, then run every
 * check on it. No I/O: probing and file reading happen before, reporting after.
 */
import { settle, type Finding } from '../core/finding.js';
import { memo, pythonKey, runnerKey } from '../core/memo.js';
import type { Environment, Evaluation, Request } from '../core/model.js';
import type { Candidate } from '../catalog/query.js';
import type { Catalog } from '../catalog/schema.js';
import { resolve } from '../resolve/resolve.js';
import { recommendBackend, type Recommendation } from '../recommend/backend.js';
import type { Check, CheckContext } from '../checks/context.js';
import { probeProblems } from '../checks/probe-problems.js';
import { REQUEST_CHECKS } from '../checks/registry.js';

function runChecks(checks: Check[], ctx: CheckContext, out: Finding[] = []): Finding[] {
  for (const check of checks) for (const f of check(ctx)) out.push(f);
  return out;
}

/**
 * The checks that do not read the Python, per runner, request, resolution and best index (which
 * reads the Python only through what installs): a matrix's Pythons share them.
 */
const SHARED = memo<
  [
    runner: string,
    Request,
    Candidate | undefined,
    variant: string | undefined,
    fromPypi: boolean | undefined,
    Recommendation | undefined,
  ],
  { before: Finding[]; after: Finding[] }
>('runtime-checks');

/**
 * `now` bounds which torch releases the catalog does not know can be out already (a version the
 * release cadence cannot have reached is no-release); without it, the next one may be.
 */
export function evaluate(env: Environment, request: Request, catalog: Catalog, now?: Date): Evaluation {
  const resolved = resolve(env, request, catalog, now);
  const runner = runnerKey(env);
  const target = resolved.candidate ?? resolved.newestMatching;
  const recommended = target
    ? recommendBackend(env, catalog, request, target, { runner, python: pythonKey(env) })
    : undefined;
  const ctx = { env, request, catalog, resolved, ...(recommended ? { recommended } : {}) };
  // Loops, not spreads: a matrix plan runs this thousands of times.
  const findings = env.probeProblems.length ? probeProblems(env).concat(resolved.findings) : resolved.findings.slice();
  const shared = SHARED.get(
    catalog,
    [runner, request, resolved.candidate, resolved.variant, resolved.fromPypi, recommended],
    () => ({
      before: runChecks(REQUEST_CHECKS.beforePython, ctx),
      after: runChecks(REQUEST_CHECKS.afterPython, ctx),
    }),
  );
  for (const f of shared.before) findings.push(f);
  runChecks(REQUEST_CHECKS.perPython, ctx, findings);
  for (const f of shared.after) findings.push(f);
  const c = resolved.candidate;
  const rec = recommended;
  const resolution: Evaluation['resolution'] = {};
  if (c) resolution.version = c.patch.version;
  if (resolved.variant) resolution.variant = resolved.variant;
  if (resolved.index) resolution.index = resolved.index;
  if (resolved.newestMatching) resolution.newestMatching = resolved.newestMatching.patch.version;
  if (c?.patch.torchvision) resolution.torchvision = c.patch.torchvision;
  if (c?.patch.torchaudio) resolution.torchaudio = c.patch.torchaudio;
  if (rec) {
    resolution.recommendedIndexUrl = rec.url;
    resolution.recommendedVariant = rec.variant;
    // A pinned build (`+cu126`) installs from its own index only: another index installs nothing of it.
    const local = request.torch.local;
    if (rec.torch && (!local || local === rec.variant)) resolution.recommendedTorch = rec.torch;
  }
  return { resolution, ...settle(findings) };
}
