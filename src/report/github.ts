/**
 * Findings as annotations (workflow commands), whose escaping keeps user text from ever forming
 * a command: %, CR and LF in messages, and also : and , in properties. Controls and bidi
 * characters are shown as escapes (`\u202e`), as the CLI shows them.
 */
import * as core from './workflow-commands.js';
import type { Finding } from '../core/finding.js';
import { redact } from '../core/secrets.js';
import { showControls } from './escape.js';
import { overflowMessage, planAnnotations } from './annotations.js';

export function emitAnnotations(findings: readonly Finding[]): void {
  const { shown, omitted } = planAnnotations(findings);
  for (const f of shown) {
    const props: core.AnnotationProperties = {
      title: `torch-preflight ${f.id}`,
      ...(f.location ? { file: showControls(redact(f.location.file)), startLine: f.location.line, ...(f.location.column ? { startColumn: f.location.column } : {}) } : {}),
    };
    const text = showControls(redact(`${f.message} Fix: ${f.hint} (source: ${f.source})`));
    if (f.severity === 'error') core.error(text, props);
    else if (f.severity === 'warning') core.warning(text, props);
    else core.notice(text, props);
  }
  if (omitted > 0) core.notice(overflowMessage(omitted), { title: 'torch-preflight' });
}
