import { findingKind } from './kind.js';

export const inputIgnored = findingKind({
  id: 'input-ignored',
  severities: ['warning'],
  title: 'An input that this mode does not read',
  why: 'With `matrix` or `workflow` set, the action plans or lints a matrix; the inputs that describe one check (torch-version, python-version, index-url, requirements, scan, …) do not apply to it, and silently dropping them would let a user believe they were checked.',
  fix: 'Run the check in a separate step (or in each matrix job), or remove the input.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
