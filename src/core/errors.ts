/**
 * An input the tool cannot use: a bad flag or spec, an unreadable or malformed file, an invalid
 * rules file, an interpreter that cannot be probed. The CLI prints `message` as one line and
 * exits 2; the action fails the step with it. Never thrown for facts about the runner.
 */
export class InputError extends Error {
  override readonly name = 'InputError';
  constructor(message: string) {
    super(message);
  }
}

/**
 * `--changed-since` cannot give the changes (not a ref, a base the checkout lacks, git failing).
 * The CLI treats it as any bad input; the action scans every file instead and says so.
 */
export class ChangedSinceUnavailable extends InputError {}

/** The message of anything thrown, as one line, for the last-resort handlers at the edges. */
export function oneLine(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim() || 'unknown error';
}
