/**
 * The runner's environment files and inputs: INPUT_* variables in, step outputs (GITHUB_OUTPUT)
 * and the job summary (GITHUB_STEP_SUMMARY) out.
 * https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands#environment-files
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, statSync } from 'node:fs';
import { EOL } from 'node:os';
import { commandLine } from '../report/workflow-commands.js';

/** An input as the runner passes it: INPUT_<NAME> with spaces as `_`, trimmed. Unset is ''. */
export function getInput(name: string, env: NodeJS.ProcessEnv = process.env): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/**
 * An environment-file record: `name<<delimiter`, the value, the delimiter. A fresh random
 * delimiter per record, checked against the value, so no value can end it early.
 */
export function fileRecord(name: string, value: string): string {
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter) || value.includes(delimiter)) throw new Error(`output ${JSON.stringify(name)} contains its delimiter`);
  return `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`;
}

/** Sets a step output through GITHUB_OUTPUT; without it (an old runner), the legacy command. */
export function setOutput(name: string, value: string): void {
  const file = process.env.GITHUB_OUTPUT;
  if (file) appendFileSync(file, fileRecord(name, value), 'utf8');
  else process.stdout.write(commandLine('set-output', { name }, value) + EOL);
}

/** Appends Markdown to the job summary (GITHUB_STEP_SUMMARY), which must be an existing file. */
export function appendSummary(markdown: string): void {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) throw new Error('GITHUB_STEP_SUMMARY is not set');
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) throw new Error(`the summary file ${JSON.stringify(file)} does not exist`);
  appendFileSync(file, markdown, 'utf8');
}
