import type { Given } from '../core/advice.js';
import type { Environment } from '../core/model.js';
import type { Finding } from '../core/finding.js';
import { finding } from '../core/finding.js';

/** The option that gives each value a probe reads, so the fix names it in each output's words. */
const GIVES: Record<string, Given> = {
  'the Python version': 'python',
  'the glibc version': 'glibc',
  'the macOS version': 'os-version',
};

/** A value the tool could not read is said, never treated as a pass. */
export function probeProblems(env: Environment): Finding[] {
  return env.probeProblems.map((p) => {
    const give = GIVES[p.what];
    return finding({
      id: 'probe-failed',
      severity: 'warning',
      message: `Could not determine ${p.what}: ${p.message}`,
      advice: { remedies: [{ kind: 'give', values: give ? [give] : [] }], then: 'Then it can be checked.' },
      source: 'https://github.com/torch-preflight/torch-preflight#probing',
    });
  });
}
