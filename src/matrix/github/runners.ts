/**
 * A `runs-on` value → the GitHub-hosted image it names (rules/runners.yaml). Self-hosted,
 * larger-runner groups and unknown labels are said, never guessed.
 */
import type { Catalog, Runner } from '../../catalog/schema.js';
import type { MatrixValue } from './types.js';

export type RunnerMatch =
  { kind: 'hosted'; label: string; runner: Runner } | { kind: 'self-hosted' | 'unknown' | 'expression'; label: string };

const text = (v: MatrixValue): string => (typeof v === 'string' ? v : JSON.stringify(v));

export function runnerFor(label: MatrixValue | undefined, catalog: Catalog): RunnerMatch {
  if (label === undefined || label === null) return { kind: 'unknown', label: '' };
  if (Array.isArray(label)) {
    // A job needs a runner with every listed label; a hosted image has exactly one.
    const labels = label.map(text);
    if (labels.some((l) => l.toLowerCase() === 'self-hosted')) return { kind: 'self-hosted', label: labels.join(', ') };
    if (labels.length === 1) return runnerFor(labels[0], catalog);
    return { kind: 'unknown', label: labels.join(', ') };
  }
  if (typeof label === 'object') {
    const labels = (label as Record<string, MatrixValue>)['labels'];
    const group = (label as Record<string, MatrixValue>)['group'];
    if (group !== undefined) return { kind: 'unknown', label: `group ${text(group)}` };
    return runnerFor(labels, catalog);
  }
  const name = String(label).trim();
  if (/\$\{\{/.test(name)) return { kind: 'expression', label: name };
  if (name.toLowerCase() === 'self-hosted') return { kind: 'self-hosted', label: name };
  // Labels are matched ignoring case, as GitHub does.
  const runner = catalog.runners.find((r) => r.label.toLowerCase() === name.toLowerCase());
  return runner ? { kind: 'hosted', label: name, runner } : { kind: 'unknown', label: name };
}
