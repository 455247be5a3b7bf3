/**
 * Every command's output in every format, through one switch on the format (ruff's render.rs):
 * one module per format (text.ts, markdown.ts, sarif.ts, github.ts; JSON is the report itself),
 * each of which tells the commands apart by the output's `kind`. The CLI's commands and the
 * action print through here.
 */
import { InputError } from '../core/errors.js';
import type { CommandOutput, PinsOutput } from './command-output.js';
import { toMarkdown } from './markdown.js';
import { toSarif } from './sarif.js';
import { pinsText, toText } from './text.js';

export const FORMATS = ['text', 'json', 'markdown', 'sarif', 'github'] as const;
export type Format = (typeof FORMATS)[number];

/**
 * The output as text to print. `github` writes its annotations itself, through @actions/core
 * (which prints workflow commands to stdout), and returns ''; its writer loads only then.
 */
export async function render(out: CommandOutput | PinsOutput, format: Format): Promise<string> {
  if (out.kind === 'pins') {
    if (format !== 'json' && format !== 'text')
      throw new InputError(`pins: --format ${format} is not available; expected text or json`);
    return format === 'json' ? JSON.stringify(out.report, null, 2) + '\n' : pinsText(out);
  }
  switch (format) {
    case 'json':
      return JSON.stringify(out.report, null, 2) + '\n';
    case 'markdown':
      return toMarkdown(out);
    case 'sarif':
      return toSarif(out);
    case 'github': {
      const { emitAnnotations } = await import('./github.js');
      emitAnnotations(out.report.findings);
      return '';
    }
    case 'text':
      return toText(out);
  }
}
