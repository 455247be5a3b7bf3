/** Prints a report in the chosen format. */
import type { Location } from '../core/finding.js';
import type { Format } from './args.js';
import type { CliIo } from './io.js';
import { formatMarkdown } from '../report/markdown.js';
import type { Report } from '../report/report.js';
import { formatSarif } from '../report/sarif.js';
import { formatText } from '../report/text.js';

/** Findings with no file of their own go on the line that asks for torch, when there is one. */
function sarifFallback(report: Report): { fallback?: Location } {
  const at = report.request.torchLocation;
  return at ? { fallback: at } : {};
}

export async function printReport(report: Report, format: Format, io: CliIo): Promise<void> {
  switch (format) {
    case 'json':
      io.stdout(JSON.stringify(report, null, 2) + '\n');
      return;
    case 'markdown':
      io.stdout(formatMarkdown(report));
      return;
    case 'sarif':
      io.stdout(formatSarif(report.findings, sarifFallback(report)));
      return;
    case 'github': {
      // The annotation writer loads only here: plain CLI runs stay light.
      const { emitAnnotations } = await import('../report/github.js');
      emitAnnotations(report.findings);
      return;
    }
    default:
      io.stdout(formatText(report));
  }
}
