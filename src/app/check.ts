/**
 * The `check` use case, shared by the CLI and the action: build the request and the
 * environment (the I/O edge), evaluate (pure), and assemble the report.
 */
import type { Environment, Evaluation, Request } from '../core/model.js';
import { loadCatalog } from '../catalog/load.js';
import type { Catalog } from '../catalog/schema.js';
import { evaluate } from '../engine/evaluate.js';
import { buildEnvironment, type EnvOverrides, type ProbeIo } from '../probe/environment.js';
import { buildReport, type Report } from '../report/report.js';
import { buildRequest, type RequestInput } from '../request/request.js';

export interface CheckOptions {
  request: RequestInput;
  overrides: EnvOverrides;
  config?: string;
}

export interface CheckResult {
  report: Report;
  evaluation: Evaluation;
  env: Environment;
  request: Request;
  catalog: Catalog;
}

export async function runCheck(opts: CheckOptions, probeIo: ProbeIo): Promise<CheckResult> {
  // Parse every input before probing, so bad input fails fast with exit 2.
  const request = buildRequest(opts.request);
  const catalog = await loadCatalog(opts.config);
  const env = await buildEnvironment(opts.overrides, probeIo);
  const evaluation = evaluate(env, request, catalog);
  const report = buildReport(env, request, evaluation.resolution, evaluation.findings, evaluation.verdict);
  return { report, evaluation, env, request, catalog };
}
