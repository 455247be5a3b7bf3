/**
 * The action: read inputs, run the action's use case (usecases/action/action.ts), then write
 * what it judged: the JSON report, SARIF and patch files, the outputs, annotations and the job
 * summary.
 * The summary is written in `finally`, so it is there when the step fails too.
 */
import * as commands from '../runner/workflow-commands.js';
import { appendSummary, setOutput } from '../runner/environment-files.js';
import { defaultReportPath, writePatch, writeReport, writeSarif } from './report-files.js';
import { runAction } from '../usecases/action/action.js';
import { oneLine } from '../core/errors.js';
import { knownSecrets, redact } from '../text/secrets.js';
import { findingsOutput, plainOutput } from './outputs.js';
import type { Finding } from '../core/finding.js';
import { realProbeIo } from '../probe/io.js';
import { emitAnnotations } from '../report/github.js';
import { failureReport } from './failure.js';
import { jobSummary } from '../report/job-summary.js';
import { blobUrlFromEnv, truncateSummary } from '../report/markdown.js';
import type { CommandReport } from '../report/report-schema.js';
import { readInputs } from './inputs.js';

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

const workspace = (): string => process.env.GITHUB_WORKSPACE || process.cwd();

export async function run(): Promise<void> {
  let summary: string | undefined;
  let wantSummary = true;
  try {
    const inputs = readInputs();
    wantSummary = inputs.summary;
    const outcome = await runAction(inputs, { cwd: workspace(), env: process.env, probeIo: realProbeIo(process.env) });
    const { report } = outcome;
    maskSecrets();
    const path = inputs.reportPath ?? defaultReportPath();
    writeReport(path, report);
    setCommonOutputs(report, path);
    setOutput('sarif-file', redact(writeSarif(path, report)));
    setOutput('patch-file', outcome.patch ? redact(writePatch(path, outcome.patch)) : '');
    for (const [k, v] of Object.entries(outcome.outputs)) setOutput(k, plainOutput(k, v).value);
    if (inputs.annotations) emitAnnotations(report.findings);
    summary = jobSummary(outcome.summary, blobUrlFromEnv(process.env));
    commands.info(
      `torch-preflight: ${report.verdict} (${report.findings.length} finding${report.findings.length === 1 ? '' : 's'}; fail-on ${inputs.failOn})`,
    );
    // Not core.setFailed: it would add an 11th error annotation and push a real one out.
    if (outcome.failed) process.exitCode = 1;
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
