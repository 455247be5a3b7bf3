/**
 * The action: read inputs, run the check, then annotations, outputs, the JSON report and the
 * job summary. The summary is written in `finally`, so it is there when the step fails too.
 */
import * as commands from '../report/workflow-commands.js';
import { appendSummary, setOutput } from './runner-files.js';
import { defaultReportPath, writePatch, writeReport, writeSarif } from './report-files.js';
import { runCheck } from '../usecases/check.js';
import { runMatrix } from '../usecases/matrix.js';
import { runScan, scanMarkdown, type ScanResult } from '../usecases/scan.js';
import { InputError, oneLine } from '../core/errors.js';
import { knownSecrets, redact } from '../core/secrets.js';
import { findingsOutput, plainOutput } from './outputs.js';
import { judge, type Finding } from '../core/finding.js';
import { realProbeIo } from '../probe/io.js';
import { emitAnnotations } from '../report/github.js';
import { failureReport } from './failure.js';
import { escapeHtml } from '../report/escape.js';
import { blobUrlFromEnv, checkSection, truncateSummary, verdictHeadline } from '../report/markdown.js';
import type { Report } from '../report/report.js';
import type { CommandReport } from '../report/report-schema.js';
import { readInputs, type ActionInputs } from './inputs.js';
import { CHECK_OPTIONS, checkOptionsFrom } from '../usecases/options.js';
import { inActionWords } from './wording.js';
import { noteScan, upgradeStory } from '../report/upgrade-summary.js';

function reportPathFor(inputs: ActionInputs): string {
  return inputs.reportPath ?? defaultReportPath();
}

function setCommonOutputs(report: CommandReport, path: string): void {
  const count = (s: Finding['severity']) => report.findings.filter((f) => f.severity === s).length;
  setOutput('verdict', report.verdict);
  setOutput('errors', String(count('error')));
  setOutput('warnings', String(count('warning')));
  const findings = findingsOutput(report.findings);
  setOutput('findings', findings.value);
  if (findings.notice) commands.notice(findings.notice, { title: 'torch-preflight' });
  setOutput('report-path', redact(path));
}

/** Every secret noted while reading inputs is masked by the runner from here on. */
function maskSecrets(): void {
  for (const s of knownSecrets()) commands.setSecret(s);
}

/** On a pull_request event the base branch is the base; `base-ref` says otherwise. */
function baseRef(inputs: ActionInputs): string | undefined {
  if (inputs.baseRef) return inputs.baseRef;
  const ev = process.env.GITHUB_EVENT_NAME;
  return ev === 'pull_request' || ev === 'pull_request_target' ? process.env.GITHUB_BASE_REF || undefined : undefined;
}

/** What one mode ran: its findings unsorted, and the summary's sections below the headline. */
interface Outcome {
  report: CommandReport;
  /** The job summary without its headline, which the one verdict writes. */
  sections: string;
  outputs: Record<string, string>;
  /** The scan's fixes as a unified diff, when it has any. */
  patch?: string;
}

async function checkMode(inputs: ActionInputs): Promise<Outcome> {
  // Empty inputs were read as undefined: "probe it".
  const result = await runCheck({ ...checkOptionsFrom(inputs.check), base: baseRef(inputs), cwd: workspace() }, realProbeIo(process.env));
  // The hints name the action's inputs here, not the CLI's flags.
  const report: Report = { ...result.report, findings: inActionWords(result.report.findings) };
  let sections = checkSection(report, blobUrlFromEnv(process.env));
  let patch: string | undefined;
  if (inputs.scan.length) {
    // The code must run on the torch range the request names (or, with none, what resolves).
    const torch = result.request.torch.text || report.resolution.version;
    if (!torch) throw new InputError('scan: no torch range to scan against; set torch-version');
    const from = inputs.scanFrom ?? result.upgrade?.table.find((r) => r.aspect === 'torch')?.before;
    const scan = await scanPart(inputs, torch, from);
    const scanFindings = inActionWords(scan.findings);
    report.findings = [...report.findings, ...scanFindings];
    report.scan = scan.report.scan;
    const blob = blobUrlFromEnv(process.env);
    const scanMd = (scan.scopeNotice ? `${escapeHtml(scan.scopeNotice)}\n\n` : '') + scanMarkdown({ ...scan, findings: scanFindings }, torch, scan.from ?? from, blob);
    sections += '\n' + scanMd;
    // A pull request that moves torch: the story first, then the scan, then the rest of the check.
    if (result.upgrade?.changes?.length) {
      report.findings = noteScan(report.findings, scanFindings);
      const check = report.findings.filter((f) => !scanFindings.includes(f));
      sections = [upgradeStory(result.upgrade, report.findings, scanFindings, blob), scanMd, checkSection({ ...report, findings: check, upgrade: [] }, blob)].join('\n');
    }
    patch = scan.fixes?.diff;
    if (patch)
      sections += `\n${scan.fixes!.fixed.length} of these findings have a mechanical fix: the \`patch-file\` output is a patch (\`git apply\`) that makes them; upload it with actions/upload-artifact, or run \`torch-preflight scan --fix\` locally.\n`;
  }
  if (!inputs.scan.length && result.upgrade?.changes?.length) {
    const blob = blobUrlFromEnv(process.env);
    sections = upgradeStory(result.upgrade, report.findings, undefined, blob) + '\n' + checkSection({ ...report, upgrade: [] }, blob);
  }
  return {
    report,
    sections,
    outputs: { 'torch-version': report.resolution.version ?? '', 'index-url': report.resolution.recommendedIndexUrl ?? '' },
    ...(patch ? { patch } : {}),
  };
}

async function scanPart(inputs: ActionInputs, torch: string, from: string | undefined): Promise<ScanResult> {
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
  try {
    return base ? await runScan({ ...common, changedSince: base, onlyChangedLines: true }) : await runScan(common);
  } catch (err) {
    if (!(base && err instanceof InputError && err.message.startsWith('--changed-since'))) throw err;
    const scan = await runScan(common);
    scan.findings.push({
      id: 'probe-failed',
      severity: 'notice',
      message: `The scan covered every file, not only this pull request's changes: ${err.message}`,
      hint: 'Check out with fetch-depth: 0 so the merge base is there.',
      source: 'https://github.com/actions/checkout#fetch-all-history-for-all-tags-and-branches',
    });
    return scan;
  }
}

/** Inputs of a single check that matrix and workflow mode do not read: said, never dropped silently. */
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
  return {
    report: { ...r.json, findings: [...r.findings, ...ignoredInputs(inputs)] },
    sections: r.markdown(),
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
    // One verdict from every part that ran: the headline, the outputs, the log line and the exit code.
    const judged = judge(outcome.report.findings, inputs.failOn);
    const report: CommandReport = { ...outcome.report, findings: judged.findings, verdict: judged.verdict };
    maskSecrets();
    const path = reportPathFor(inputs);
    writeReport(path, report);
    setCommonOutputs(report, path);
    setOutput('sarif-file', redact(writeSarif(path, report)));
    setOutput('patch-file', outcome.patch ? redact(writePatch(path, outcome.patch)) : '');
    for (const [k, v] of Object.entries(outcome.outputs)) setOutput(k, plainOutput(k, v).value);
    if (inputs.annotations) emitAnnotations(report.findings);
    summary = verdictHeadline(judged.verdict) + '\n' + outcome.sections;
    commands.info(`torch-preflight: ${report.verdict} (${report.findings.length} finding${report.findings.length === 1 ? '' : 's'}; fail-on ${inputs.failOn})`);
    // Not core.setFailed: it would add an 11th error annotation and push a real one out.
    if (judged.failed) process.exitCode = 1;
  } catch (err) {
    maskSecrets();
    const failure = failureReport(err);
    commands.setFailed(failure.annotation);
    summary = failure.summary;
  } finally {
    if (wantSummary && summary && process.env.GITHUB_STEP_SUMMARY) {
      try {
        await appendSummary(truncateSummary(redact(summary)));
      } catch (err) {
        commands.warning(`torch-preflight: the job summary could not be written: ${oneLine(err)}`);
      }
    }
  }
}
