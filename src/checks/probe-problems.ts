import type { Environment } from '../core/model.js';
import type { Finding } from '../core/finding.js';
import { finding } from '../core/finding.js';

/** A value the tool could not read is said, never treated as a pass. */
export function probeProblems(env: Environment): Finding[] {
  return env.probeProblems.map((p) =>
    finding({
      id: 'probe-failed',
      severity: 'warning',
      message: `Could not determine ${p.what}: ${p.message}`,
      advice: { remedies: [{ kind: 'give', values: [] }], then: 'Then it can be checked.' },
      source: 'https://github.com/torch-preflight/torch-preflight#probing',
    }),
  );
}
