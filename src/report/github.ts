/**
 * Findings as annotations (workflow commands, escaped by @actions/core so user text never forms
 * a command), at most 10 per level with a notice for the rest. Text is redacted first, and
 * controls and bidi characters are shown as escapes (`\u202e`), as the CLI shows them.
 */
import * as commands from '../runner/workflow-commands.js';
import type { Finding } from '../core/finding.js';
import { redact } from '../text/secrets.js';
import { showControls } from './escape.js';
import { overflowMessage, planAnnotations } from './annotations.js';

export function emitAnnotations(findings: readonly Finding[]): void {
  const { shown, omitted } = planAnnotations(findings);
  for (const f of shown) {
    const props: commands.AnnotationProperties = {
      title: `torch-preflight ${f.id}`,
      ...(f.location
        ? {
            file: showControls(redact(f.location.file)),
            startLine: f.location.line,
            ...(f.location.column ? { startColumn: f.location.column } : {}),
          }
        : {}),
    };
    const text = showControls(redact(`${f.message} Fix: ${f.hint} (source: ${f.source})`));
    if (f.severity === 'error') commands.error(text, props);
    else if (f.severity === 'warning') commands.warning(text, props);
    else commands.notice(text, props);
  }
  if (omitted > 0) commands.notice(overflowMessage(omitted), { title: 'torch-preflight' });
}
