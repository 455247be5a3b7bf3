/**
 * The action's use case: what one step runs, from its inputs to one judged report. Either a
 * matrix (plan or lint, `runMatrix`) or a check (`runCheck`) with the source scan of its torch
 * range (`runScan`) when `scan` is given; on a pull request the scan covers what it changed.
 * The findings of every part are judged together once: one order, one verdict, one exit code.
 */
import { renderAdvice } from '../../core/advice.js';
import { ChangedSinceUnavailable, InputError } from '../../core/errors.js';
import { judge, type FailOn, type Finding } from '../../core/finding.js';
import { inputsIgnored } from '../../checks/inputs-ignored.js';
import type { ProbeIo } from '../../probe/environment.js';
import type { JobSummaryInput, ScanPart } from '../../report/job-summary.js';
import type { CommandReport } from '../../report/report-schema.js';
import { noteScan } from '../../report/upgrade-summary.js';
import { runCheck } from '../check/check.js';
import { routeOfRunningJob } from '../../workspace/job-route.js';
import { runMatrix } from '../matrix/matrix.js';
import { CHECK_OPTIONS, checkOptionsFrom, type CheckFields } from '../check/options.js';
import { runScan, type ScanOptions, type ScanResult } from '../scan/scan.js';
import { scanFallback } from '../../checks/git-history.js';

/** What the action's inputs ask for (action/inputs.ts reads them). */
export interface ActionRequest {
  check: CheckFields;
  failOn: FailOn;
  matrix?: string;
  workflow?: string;
  job?: string;
  matrixKeys?: string;
  /** Leave cells that only warn out of the planned matrix (the CLI's --drop-warned). */
  dropWarned: boolean;
  scan: string[];
  scanFrom?: string;
  /** A saved JSON scan report: only findings it does not have are reported. */
  baseline?: string;
  baseRef?: string;
}

export interface ActionContext {
  /** The workspace the repository is checked out in. */
  cwd: string;
  /** The runner's variables: the event (a pull request's base) is read from them. */
  env: NodeJS.ProcessEnv;
  probeIo: ProbeIo;
}

export interface ActionOutcome {
  /** Every part's findings, judged: most severe first, with the one verdict. */
  report: CommandReport;
  /** Whether the step fails (`fail-on`). */
  failed: boolean;
  /** What the job summary shows, for report/job-summary.ts. */
  summary: JobSummaryInput;
  /** The mode's own step outputs (the planned matrix, or the torch version and index). */
  outputs: Record<string, string>;
  /** The scan's fixes as a unified diff, when it has any. */
  patch?: string;
}

export async function runAction(req: ActionRequest, ctx: ActionContext): Promise<ActionOutcome> {
  return req.matrix || req.workflow ? matrixMode(req, ctx) : checkMode(req, ctx);
}

/** The hints in the action's words: a finding's advice names the action's inputs (`index-url: URL`), not the CLI's flags. */
export const inActionWords = (findings: Finding[]): Finding[] =>
  findings.map((f) => (f.advice ? { ...f, hint: renderAdvice(f.advice, 'action') } : f));

/** On a pull_request event the base branch is the base; `base-ref` says otherwise. */
function baseRef(req: ActionRequest, env: NodeJS.ProcessEnv): string | undefined {
  if (req.baseRef) return req.baseRef;
  const ev = env.GITHUB_EVENT_NAME;
  return ev === 'pull_request' || ev === 'pull_request_target' ? env.GITHUB_BASE_REF || undefined : undefined;
}

/**
 * With no route, requirements, torch or target inputs, the job's own install step names the route
 * (`uv sync`, `pixi install -e cuda`, `pip install .[dev]`, `conda env create -f FILE`).
 */
function fromJob(req: ActionRequest, ctx: ActionContext): CheckFields {
  const c = req.check;
  if (
    c.routes.length ||
    c.requirements.length ||
    c.torch ||
    c.extras.length ||
    c.groups.length ||
    c.environments.length
  )
    return c;
  const job = routeOfRunningJob(ctx.cwd, ctx.env);
  if (!job) return c;
  return {
    ...c,
    routes: [job.kind],
    routeFrom: job.where,
    extras: job.extras,
    environments: job.environments,
    requirements: job.files,
  };
}

async function checkMode(req: ActionRequest, ctx: ActionContext): Promise<ActionOutcome> {
  // Empty inputs were read as undefined: "probe it".
  const result = await runCheck(
    { ...checkOptionsFrom(fromJob(req, ctx)), base: baseRef(req, ctx.env), cwd: ctx.cwd },
    ctx.probeIo,
  );
  let findings = inActionWords(result.report.findings);
  let scan: ScanResult | undefined;
  let scanned: ScanPart | undefined;
  if (req.scan.length) {
    // The code must run on the torch range the request names (or, with none, what resolves).
    const torch = result.request.torch.text || result.report.resolution.version;
    if (!torch) throw new InputError('scan: no torch range to scan against; set torch-version');
    const from = req.scanFrom ?? result.upgrade?.table.find((r) => r.aspect === 'torch')?.before;
    scan = await scanInCheck(req, ctx, torch, from);
    const scanFindings = inActionWords(scan.findings);
    findings = [...findings, ...scanFindings];
    // A pull request that moves torch: the pin line's note says what the scan found.
    if (result.upgrade?.changes?.length) findings = noteScan(findings, scanFindings);
    const shownFrom = scan.from ?? from;
    scanned = {
      findings: scanFindings,
      files: scan.files,
      skipped: scan.skipped,
      torch,
      ...(shownFrom ? { from: shownFrom } : {}),
      ...(scan.scopeNotice ? { scopeNotice: scan.scopeNotice } : {}),
      ...(scan.fixes?.diff ? { patched: scan.fixes.fixed.length } : {}),
    };
  }
  const judged = judge(findings, req.failOn);
  const report = {
    ...result.report,
    findings: judged.findings,
    verdict: judged.verdict,
    ...(scan ? { scan: scan.report.scan } : {}),
  };
  const patch = scan?.fixes?.diff;
  return {
    report,
    failed: judged.failed,
    summary: {
      kind: 'check',
      report,
      ...(scanned ? { scan: scanned } : {}),
      ...(result.upgrade ? { upgrade: result.upgrade } : {}),
    },
    outputs: {
      'torch-version': report.resolution.version ?? '',
      'index-url': report.resolution.recommendedIndexUrl ?? '',
    },
    ...(patch ? { patch } : {}),
  };
}

async function scanInCheck(
  req: ActionRequest,
  ctx: ActionContext,
  torch: string,
  from: string | undefined,
): Promise<ScanResult> {
  // Fixes are worked out, never written: they become a patch file and SARIF `fixes`.
  const common: ScanOptions = {
    paths: req.scan,
    torch,
    ...(from && from !== 'any' ? { from } : {}),
    ...(req.check.config ? { config: req.check.config } : {}),
    ...(req.baseline ? { baseline: req.baseline } : {}),
    cwd: ctx.cwd,
    fix: 'diff',
  };
  // On a pull request, only what it changed: its Python files, findings on its lines. Without
  // the history for that (a shallow checkout), the whole scan runs and a notice says why.
  const base = ctx.env.GITHUB_EVENT_NAME?.startsWith('pull_request') ? baseRef(req, ctx.env) : undefined;
  try {
    return base ? await runScan({ ...common, changedSince: base, onlyChangedLines: true }) : await runScan(common);
  } catch (err) {
    if (!(base && err instanceof ChangedSinceUnavailable)) throw err;
    const scan = await runScan(common);
    scan.findings.push(scanFallback(err.message));
    return scan;
  }
}

/** Inputs of a single check that matrix and workflow mode do not read: said, never dropped silently. */
function ignoredInputs(req: ActionRequest): Finding[] {
  const given = (v: string | string[] | undefined) => (Array.isArray(v) ? v.length > 0 : v !== undefined);
  const set = [
    // config is read in every mode (its rules apply to the matrix and the scan too).
    ...CHECK_OPTIONS.filter((o) => o.key !== 'config' && given(req.check[o.key])).map((o) => o.input),
    ...(req.scan.length ? ['scan'] : []),
    ...(req.scanFrom ? ['scan-from'] : []),
    ...(req.baseRef ? ['base-ref'] : []),
  ];
  return inputsIgnored(req.workflow ? 'workflow' : 'matrix', set);
}

async function matrixMode(req: ActionRequest, ctx: ActionContext): Promise<ActionOutcome> {
  const r = await runMatrix({
    ...(req.matrix ? { matrix: req.matrix } : {}),
    ...(req.workflow ? { workflow: req.workflow } : {}),
    ...(req.job ? { job: req.job } : {}),
    ...(req.matrixKeys ? { keys: req.matrixKeys } : {}),
    dropWarned: req.dropWarned,
    ...(req.check.config ? { config: req.check.config } : {}),
    cwd: ctx.cwd,
  });
  const judged = judge([...r.findings, ...ignoredInputs(req)], req.failOn);
  return {
    report: { ...r.json, findings: judged.findings, verdict: judged.verdict },
    failed: judged.failed,
    summary: { kind: 'matrix', verdict: judged.verdict, plan: r.plan },
    outputs: { matrix: JSON.stringify({ include: r.plan.include }) },
  };
}
