/**
 * Everything the tool knows about one finding id, in one place: each id has a module in this
 * folder built with `findingKind`, and `index.ts` lists them. Every property is required, so a new
 * id does not compile until it says how it is explained, blamed in a matrix, and ranked.
 */
import type { Severity } from '../severity.js';

/** The part of a matrix cell a finding may blame (the matrix planner's key roles). */
export type BlameRole = 'python' | 'torch' | 'runner' | 'index' | 'cuda' | 'container';

export interface FindingKind<Id extends string = string> {
  id: Id;
  /** The severities it is raised with; an uncertain fact caps an error at warning, so both are listed. */
  severities: readonly Severity[];
  /** One line, used as the `explain` heading and SARIF's short description. */
  title: string;
  /** Why it matters: printed by `explain ID`, on docs/findings.md and as SARIF help, never repeated in the message. */
  why: string;
  /** The general fix; each finding's own fix (its hint or advice) is more specific. */
  fix: string;
  /** In a matrix cell, the values to point at, in order: the first one the cell has wins. */
  blame: readonly BlameRole[];
  /**
   * Whether a lock file decides it instead of the catalog: a lock names the exact wheel, so the
   * catalog's installability findings are replaced by the lock's own (`'errors'`: only its errors).
   */
  lockDecides: boolean | 'errors';
  /** Between scan findings of equal severity on one use, the lower rank wins; null: not a scan finding. */
  scanRank: number | null;
  /** The message, when one builder words it for every site that raises it: what and where, at most two sentences. */
  message?: (...args: never[]) => string;
}

/** Declares a finding kind; its id (and message builder) keep their exact types, so the registry can derive `FindingId`. */
export function findingKind<const K extends FindingKind>(kind: K): K {
  return kind;
}
