/**
 * How serious a finding is: shared by a finding (`finding.ts`) and the kinds that say which
 * severities each id is raised with (`findings/kind.ts`), so neither imports the other for it.
 */
export type Severity = 'error' | 'warning' | 'notice';
