/**
 * Action outputs within GitHub's limits: each output holds at most 1 MB. The findings list is
 * cut to fit, with a notice of how many are left out (the report file has them all); any other
 * output that does not fit is an error, because a cut plan or version would be wrong.
 */
import type { Finding } from '../core/finding.js';
import { InputError } from '../core/errors.js';
import { redact } from '../text/secrets.js';

/** GitHub's per-output limit is 1 MB; keep a margin for the delimiter lines. */
const OUTPUT_LIMIT = 1_000_000 - 1024;

export interface PreparedOutput {
  value: string;
  /** Set when the value was cut: what to tell the user. */
  notice?: string;
}

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/** The `findings` output: as many findings as fit, most severe first (the list is sorted). */
export function findingsOutput(findings: readonly Finding[], limit = OUTPUT_LIMIT): PreparedOutput {
  const all = redact(JSON.stringify(findings));
  if (bytes(all) <= limit) return { value: all };
  // Binary search on the count that fits; each element's size is independent of the others.
  let lo = 0;
  let hi = findings.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (bytes(redact(JSON.stringify(findings.slice(0, mid)))) <= limit) lo = mid;
    else hi = mid - 1;
  }
  return {
    value: redact(JSON.stringify(findings.slice(0, lo))),
    notice: `The findings output holds ${lo} of ${findings.length} findings (GitHub keeps 1 MB per output); all are in the JSON report (output report-path).`,
  };
}

/** Any other output: redacted, and refused when over the limit. */
export function plainOutput(name: string, value: string, limit = OUTPUT_LIMIT): PreparedOutput {
  const v = redact(value);
  if (bytes(v) > limit)
    throw new InputError(
      `output ${name} would be ${(bytes(v) / 1e6).toFixed(1)} MB, over GitHub's 1 MB limit per output; narrow the input (fewer matrix cells)`,
    );
  return { value: v };
}
