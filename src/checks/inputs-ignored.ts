/** Inputs of a single check that the action's matrix and workflow modes do not read: said, never dropped silently. */
import { finding, type Finding } from '../core/finding.js';

/** A warning naming the `inputs` given that a `mode` step does not read. */
export function inputsIgnored(mode: 'workflow' | 'matrix', inputs: readonly string[]): Finding[] {
  if (!inputs.length) return [];
  return [
    finding({
      id: 'input-ignored',
      severity: 'warning',
      message: `With ${mode} set, the action plans a matrix and does not read ${inputs.map((n) => `\`${n}\``).join(', ')}.`,
      hint: 'Check single legs in a separate step or inside the matrix job, or remove these inputs.',
      source: 'https://github.com/torch-preflight/torch-preflight/blob/main/docs/findings.md#input-ignored',
    }),
  ];
}
