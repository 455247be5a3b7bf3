/**
 * Findings as annotations (workflow commands), whose escaping keeps user text from ever forming
 * a command: %, CR and LF in messages, and also : and , in properties.
 */
import * as core from './workflow-commands.js';
import type { Finding } from '../core/finding.js';
import { redact } from '../core/secrets.js';
import { overflowMessage, planAnnotations } from './annotations.js';

export function emitAnnotations(findings: readonly Finding[]): void {
  const { shown, omitted } = planAnnotations(findings);
  for (const f of shown) {
    const props: core.AnnotationProperties = {
      title: `torch-preflight ${f.id}`,
      ...(f.location ? { file: redact(f.location.file), startLine: f.location.line, ...(f.location.column ? { startColumn: f.location.column } : {}) } : {}),
    };
    const text = redact(`${f.message} Fix: ${f.hint} (source: ${f.source})`);
    if (f.severity === 'error') core.error(text, props);
    else if (f.severity === 'warning') core.warning(text, props);
    else core.notice(text, props);
  }
  if (omitted > 0) core.notice(overflowMessage(omitted), { title: 'torch-preflight' });
}
