import { InputError } from './errors.js';
import { renderAdvice, type Advice } from './advice.js';
import type { FindingId } from './findings/index.js';
import type { Severity } from './severity.js';

export type { Severity } from './severity.js';

export { FINDING_IDS, type FindingId } from './findings/index.js';

export interface Location {
  file: string;
  line: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
}

/** Only `finding()` makes a Finding: an object literal lacks this mark and does not type-check. */
declare const built: unique symbol;

/** One thing the tool has to say: what is wrong, where, the fix, and where the fact comes from. */
// A type, not an interface: it then fits the report schema's open objects (report-schema.ts).
export type Finding = FindingFields & { readonly [built]: true };

/** A finding's fields; build one with `finding()`. */
export type FindingFields = {
  id: FindingId;
  severity: Severity;
  message: string;
  /** The fix in the CLI's words; `advice` holds it as data for the other outputs. */
  hint: string;
  source: string;
  location?: Location;
  /** Other places the finding is about: a called workflow's line and its caller's `with:` line. */
  related?: Location[];
  /** The fix as actions on objects (src/core/advice.ts), when it names an option. */
  advice?: Advice;
  /** The API a `scan` finding is about (`torch.cuda.amp.autocast`), for summaries and machines. */
  api?: string;
  /** A mechanical rewrite that resolves it (`scan --fix`, `--diff`; SARIF `fixes`). */
  fix?: Fix;
};

/** Text replacements in the finding's file; a location whose end equals its start is an insertion. */
export type Fix = {
  description: string;
  replacements: {
    location: Required<Pick<Location, 'line' | 'column' | 'endLine' | 'endColumn'>> & Location;
    text: string;
  }[];
};

const RANK: Record<Severity, number> = { error: 0, warning: 1, notice: 2 };

export function severityRank(s: Severity): number {
  return RANK[s];
}

/**
 * Most severe first; stable otherwise, so the order of the checks is kept within a level. The one
 * ordering of findings, applied only where a list is settled with its verdict (`settle`, `judge`).
 * Stability makes it compose: settling a list built from settled lists orders it as settling
 * their parts' findings at once would.
 */
function sortFindings(findings: readonly Finding[]): Finding[] {
  // Array.prototype.sort is stable (ES2019).
  return findings.slice().sort((a, b) => RANK[a.severity] - RANK[b.severity]);
}

export type FailOn = 'error' | 'warning' | 'never';
export type Verdict = 'pass' | 'warn' | 'fail';

export function verdictOf(findings: readonly Finding[]): Verdict {
  if (findings.some((f) => f.severity === 'error')) return 'fail';
  if (findings.some((f) => f.severity === 'warning')) return 'warn';
  return 'pass';
}

/** Whether the findings reach the `fail-on` threshold (exit code 1, failed step). */
export function reachesThreshold(findings: readonly Finding[], failOn: FailOn): boolean {
  if (failOn === 'never') return false;
  const limit = RANK[failOn];
  return findings.some((f) => RANK[f.severity] <= limit);
}

/** A list of findings made final: most severe first, with its verdict. */
export interface Settled {
  findings: Finding[];
  verdict: Verdict;
}

/** Where a result's verdict is decided (an evaluation, an install target, a command's report), its findings are ordered: here. */
export function settle(findings: readonly Finding[]): Settled {
  const sorted = sortFindings(findings);
  return { findings: sorted, verdict: verdictOf(sorted) };
}

export interface Judgement extends Settled {
  /** Whether the step fails and the CLI exits 1. */
  failed: boolean;
}

/** The one verdict of a run: every part's findings together decide the headline, the outputs and the exit code. */
export function judge(findings: readonly Finding[], failOn: FailOn): Judgement {
  const settled = settle(findings);
  return { ...settled, failed: reachesThreshold(settled.findings, failOn) };
}

/** A fact marked uncertain may warn, never fail: this is the single place that rule lives. */
export function capForConfidence(severity: Severity, confidence: 'verified' | 'uncertain' | undefined): Severity {
  return confidence === 'uncertain' && severity === 'error' ? 'warning' : severity;
}

const UNCERTAIN_NOTE = ' (The catalog marks this fact as uncertain, so it warns instead of failing.)';

/** What a finding is built from: the fact's confidence decides whether an error may stand. */
export interface FindingInput {
  id: FindingId;
  severity: Severity;
  message: string;
  /** A fix that names no option may be given as text; any other is `advice`. */
  hint?: string;
  advice?: Advice | undefined;
  source: string;
  confidence?: 'verified' | 'uncertain' | undefined;
  location?: Location | undefined;
  related?: Location[] | undefined;
  api?: string | undefined;
  fix?: Fix | undefined;
}

/** Builds a finding, the only way to make one; an uncertain fact is capped at warning here, in one place. */
export function finding({
  id,
  severity,
  message,
  hint,
  advice,
  source,
  confidence,
  location,
  related,
  api,
  fix,
}: FindingInput): Finding {
  const sev = capForConfidence(severity, confidence);
  const text = sev !== severity ? message + UNCERTAIN_NOTE : message;
  const f: FindingFields = {
    id,
    severity: sev,
    message: text,
    hint: advice ? renderAdvice(advice, 'cli') : (hint ?? ''),
    source,
  };
  if (location) f.location = location;
  if (related) f.related = related;
  if (advice) f.advice = advice;
  if (api !== undefined) f.api = api;
  if (fix) f.fix = fix;
  return f as Finding;
}

/** `--fail-on` / `fail-on`: empty is the default, error. */
export function parseFailOn(v: string | undefined, what = '--fail-on'): FailOn {
  const t = (v ?? '').trim().toLowerCase();
  if (t === '') return 'error';
  if (t === 'error' || t === 'warning' || t === 'never') return t;
  throw new InputError(`${what} ${JSON.stringify(v?.slice(0, 30))} is not known; expected error, warning or never`);
}
