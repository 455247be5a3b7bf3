/**
 * The runner's inputs and environment files through @actions/core: INPUT_* variables in, step
 * outputs (GITHUB_OUTPUT, one random delimiter per record) and the job summary
 * (GITHUB_STEP_SUMMARY) out. Values are redacted and size-checked by the callers
 * (action/outputs.ts, report/markdown.ts truncateSummary) before they get here.
 */
import * as core from '@actions/core';

/** An input as the runner passes it: INPUT_<NAME>, hyphens kept, spaces as `_`, trimmed. Unset is ''. */
export const getInput = (name: string): string => core.getInput(name);

/** Sets a step output through GITHUB_OUTPUT; without it (an old runner), the legacy command. */
export const setOutput = (name: string, value: string): void => core.setOutput(name, value);

/**
 * Appends Markdown to the job summary. Throws when GITHUB_STEP_SUMMARY is unset or not a
 * readable, writable file. The buffer is emptied first, so text from a failed write is not
 * written twice.
 */
export async function appendSummary(markdown: string): Promise<void> {
  await core.summary.emptyBuffer().addRaw(markdown).write();
}
