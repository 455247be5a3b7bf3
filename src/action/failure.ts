/**
 * A step that could not run: its one error annotation and its job-summary section. The message
 * quotes repository content (requirement lines, file names, input values), so it is redacted,
 * its controls and bidi characters are shown as escapes as the CLI shows them, and in the
 * summary it is Markdown-escaped text, as on the success path: it cannot render an image or link.
 */
import { InputError, oneLine } from '../core/errors.js';
import { redact } from '../text/secrets.js';
import { mdText, showControls } from '../report/escape.js';

export function failureReport(err: unknown): { annotation: string; summary: string } {
  const msg = showControls(redact(oneLine(err)));
  return {
    annotation: err instanceof InputError ? `torch-preflight: ${msg}` : `torch-preflight: internal error: ${msg}`,
    summary: `## ❌ torch-preflight: the check could not run\n\n${mdText(msg)}\n`,
  };
}
