/**
 * The action: read inputs, run the check, then annotations, outputs, the JSON report and the
 * job summary. The summary is written in `finally`, so it is there when the step fails too.
 */
import * as core from '../report/workflow-commands.js';
import { appendSummary, setOutput } from './runner-files.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCheck } from '../usecases/check.js';
import { runMatrix } from '../usecases/matrix.js';
import { runScan, scanMarkdown } from '../usecases/scan.js';
import { InputError, oneLine } from '../core/errors.js';
import { knownSecrets, redact } from '../core/secrets.js';
import { findingsOutput, plainOutput } from './outputs.js';
import { reachesThreshold, sortFindings, verdictOf, type Finding } from '../core/finding.js';
import { realProbeIo } from '../probe/io.js';
import { emitAnnotations } from '../report/github.js';
import { escapeHtml } from '../report/escape.js';
import { blobUrlFromEnv, formatMarkdown, truncateSummary } from '../report/markdown.js';
import type { Report } from '../report/report.js';
import type { CommandReport } from '../report/report-schema.js';
import { formatSarif } from '../report/sarif.js';
import { readInputs, type ActionInputs } from './inputs.js';
import { CHECK_OPTIONS, checkOptionsFrom } from '../usecases/options.js';
import { inActionWords } from './wording.js';

function reportPathFor(inputs: ActionInputs): string {
  return inputs.reportPath ?? join(process.env.RUNNER_TEMP || tmpdir(), 'torch-preflight-report.json');
}

/** The workflow file running this step (GITHUB_WORKFLOW_REF is `owner/repo/.github/workflows/x.yml@ref`). */
function workflowFile(): string | undefined {
  const m = /^[^/]+\/[^/]+\/(.+?)@/.exec(process.env.GITHUB_WORKFLOW_REF ?? '');
  return m?.[1];
}

/** The findings as SARIF beside the report: the pin line that asks for torch, else the workflow file, places findings tied to no file. */
function writeSarif(reportPath: string, report: CommandReport): string {
  const path = join(dirname(reportPath), 'torch-preflight.sarif');
  const pin = 'environment' in report ? (report as Report).request.torchLocation : undefined;
  const wf = workflowFile();
  const fallback = pin ?? (wf ? { file: wf, line: 1 } : undefined);
  try {
    writeFileSync(path, redact(formatSarif(report.findings, fallback ? { fallback } : {})));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    throw new InputError(`SARIF file ${JSON.stringify(path)}: cannot be written (${code})`);
  }
  return path;
}

/** The scan's fixes beside the report, as a patch `git apply` takes. */
function writePatch(reportPath: string, patch: string): string {
  const path = join(dirname(reportPath), 'torch-preflight.patch');
  try {
    writeFileSync(path, patch);
  } catch (err) {
    throw new InputError(`report-path ${JSON.stringify(reportPath)}: the patch beside it cannot be written (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return path;
}

function writeReport(path: string, report: CommandReport): void {
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, redact(JSON.stringify(report, null, 2)) + '\n');
  } catch (err) {
    // A path the user chose that cannot be written (a directory, a read-only place) is their input.
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    throw new InputError(`report-path ${JSON.stringify(path)}: ${code === 'EISDIR' ? 'is a directory; name a file' : `cannot be written (${code})`}`);
  }
}

function setCommonOutputs(report: CommandReport, path: string): void {
  const count = (s: Finding['severity']) => report.findings.filter((f) => f.severity === s).length;
  setOutput('verdict', report.verdict);
  setOutput('errors', String(count('error')));
  setOutput('warnings', String(count('warning')));
  const findings = findingsOutput(report.findings);
  setOutput('findings', findings.value);
  if (findings.notice) core.notice(findings.notice, { title: 'torch-preflight' });
  setOutput('report-path', redact(path));
}

/** Every secret noted while reading inputs is masked by the runner from here on. */
function maskSecrets(): void {
  for (const s of knownSecrets()) core.setSecret(s);
}

/** On a pull_request event the base branch is the base; `base-ref` says otherwise. */
function baseRef(inputs: ActionInputs): string | undefined {
  if (inputs.baseRef) return inputs.baseRef;
  const ev = process.env.GITHUB_EVENT_NAME;
  return ev === 'pull_request' || ev === 'pull_request_target' ? process.env.GITHUB_BASE_REF || undefined : undefined;
}

interface Outcome {
  report: CommandReport;
  summary: string;
  outputs: Record<string, string>;
  /** The scan's fixes as a unified diff, when it has any. */
  patch?: string;
}

async function checkMode(inputs: ActionInputs): Promise<Outcome> {
  // Empty inputs were read as undefined: "probe it".
  const result = await runCheck({ ...checkOptionsFrom(inputs.check), base: baseRef(inputs), cwd: workspace() }, realProbeIo(process.env));
  // The hints name the action's inputs here, not the CLI's flags.
  const report: Report = { ...result.report, findings: inActionWords(result.report.findings) };
  let summary = formatMarkdown(report, 'torch-preflight', blobUrlFromEnv(process.env));
  let patch: string | undefined;
  if (inputs.scan.length) {
    // The code must run on the torch range the request names (or, with none, what resolves).
    const torch = result.request.torch.text || report.resolution.version;
    if (!torch) throw new InputError('scan: no torch range to scan against; set torch-version');
    const from = inputs.scanFrom ?? result.upgrade?.table.find((r) => r.aspect === 'torch')?.before;
    // Fixes are worked out, never written: they become a patch file and SARIF `fixes`.
    const common = {
      paths: inputs.scan,
      torch,
      ...(from && from !== 'any' ? { from } : {}),
      ...(inputs.check.config ? { config: inputs.check.config } : {}),
      ...(inputs.baseline ? { baseline: inputs.baseline } : {}),
      cwd: workspace(),
      fix: 'diff' as const,
    };
    // On a pull request, only what it changed: its Python files, findings on its lines. Without
    // the history for that (a shallow checkout), the whole scan runs and a notice says why.
    const base = process.env.GITHUB_EVENT_NAME?.startsWith('pull_request') ? baseRef(inputs) : undefined;
    let scan;
    try {
      scan = base ? await runScan({ ...common, changedSince: base, onlyChangedLines: true }) : await runScan(common);
    } catch (err) {
      if (!(base && err instanceof InputError && err.message.startsWith('--changed-since'))) throw err;
      scan = await runScan(common);
      scan.findings.push({
        id: 'probe-failed',
        severity: 'notice',
        message: `The scan covered every file, not only this pull request's changes: ${err.message}`,
        hint: 'Check out with fetch-depth: 0 so the merge base is there.',
        source: 'https://github.com/actions/checkout#fetch-all-history-for-all-tags-and-branches',
      });
    }
    report.findings = sortFindings([...report.findings, ...scan.findings]);
    report.verdict = verdictOf(report.findings);
    report.scan = scan.report.scan;
    summary += '\n' + scanMarkdown(scan, torch, from, blobUrlFromEnv(process.env));
    patch = scan.fixes?.diff;
    if (patch)
      summary += `\n${scan.fixes!.fixed.length} of these findings have a mechanical fix: the \`patch-file\` output is a patch (\`git apply\`) that makes them; upload it with actions/upload-artifact, or run \`torch-preflight scan --fix\` locally.\n`;
  }
  return {
    report,
    summary,
    outputs: { 'torch-version': report.resolution.version ?? '', 'index-url': report.resolution.recommendedIndexUrl ?? '' },
    ...(patch ? { patch } : {}),
  };
}

/** Inputs of a single check that matrix and workflow mode do not read: said, never dropped silently (B13). */
function ignoredInputs(inputs: ActionInputs): Finding[] {
  const given = (v: string | string[] | undefined) => (Array.isArray(v) ? v.length > 0 : v !== undefined);
  const set = [
    // config is read in every mode (its rules apply to the matrix and the scan too).
    ...CHECK_OPTIONS.filter((o) => o.key !== 'config' && given(inputs.check[o.key])).map((o) => o.input),
    ...(inputs.scan.length ? ['scan'] : []),
    ...(inputs.scanFrom ? ['scan-from'] : []),
    ...(inputs.baseRef ? ['base-ref'] : []),
  ];
  return ignoredFinding(inputs, set);
}

function ignoredFinding(inputs: ActionInputs, set: string[]): Finding[] {
  if (!set.length) return [];
  return [
    {
      id: 'input-ignored',
      severity: 'warning',
      message: `With ${inputs.workflow ? 'workflow' : 'matrix'} set, the action plans a matrix and does not read ${set.map((n) => `\`${n}\``).join(', ')}.`,
      hint: 'Check single legs in a separate step or inside the matrix job, or remove these inputs.',
      source: 'https://github.com/torch-preflight/torch-preflight/blob/main/docs/findings.md#input-ignored',
    },
  ];
}

async function matrixMode(inputs: ActionInputs): Promise<Outcome> {
  const r = await runMatrix({
    ...(inputs.matrix ? { matrix: inputs.matrix } : {}),
    ...(inputs.workflow ? { workflow: inputs.workflow } : {}),
    ...(inputs.job ? { job: inputs.job } : {}),
    ...(inputs.matrixKeys ? { keys: inputs.matrixKeys } : {}),
    keepWarned: inputs.keepWarned,
    ...(inputs.check.config ? { config: inputs.check.config } : {}),
    cwd: workspace(),
  });
  const findings = sortFindings([...r.findings, ...ignoredInputs(inputs)]);
  return {
    report: { ...r.json, verdict: verdictOf(findings), findings },
    summary: r.markdown(),
    outputs: { matrix: JSON.stringify({ include: r.plan.include }) },
  };
}

const workspace = (): string => process.env.GITHUB_WORKSPACE || process.cwd();

export async function run(): Promise<void> {
  let summary: string | undefined;
  let wantSummary = true;
  try {
    const inputs = readInputs();
    wantSummary = inputs.summary;
    const outcome = inputs.matrix || inputs.workflow ? await matrixMode(inputs) : await checkMode(inputs);
    const { report } = outcome;
    maskSecrets();
    const path = reportPathFor(inputs);
    writeReport(path, report);
    setCommonOutputs(report, path);
    setOutput('sarif-file', redact(writeSarif(path, report)));
    setOutput('patch-file', outcome.patch ? redact(writePatch(path, outcome.patch)) : '');
    for (const [k, v] of Object.entries(outcome.outputs)) setOutput(k, plainOutput(k, v).value);
    if (inputs.annotations) emitAnnotations(report.findings);
    summary = outcome.summary;
    const failed = reachesThreshold(report.findings, inputs.failOn);
    core.info(`torch-preflight: ${report.verdict} (${report.findings.length} finding${report.findings.length === 1 ? '' : 's'}; fail-on ${inputs.failOn})`);
    // Not core.setFailed: it would add an 11th error annotation and push a real one out.
    if (failed) process.exitCode = 1;
  } catch (err) {
    maskSecrets();
    const msg = redact(oneLine(err));
    core.setFailed(err instanceof InputError ? `torch-preflight: ${msg}` : `torch-preflight: internal error: ${msg}`);
    summary = `## ❌ torch-preflight: the check could not run\n\n${escapeHtml(msg)}\n`;
  } finally {
    if (wantSummary && summary && process.env.GITHUB_STEP_SUMMARY) {
      try {
        appendSummary(truncateSummary(redact(summary)));
      } catch (err) {
        core.warning(`torch-preflight: the job summary could not be written: ${oneLine(err)}`);
      }
    }
  }
}
