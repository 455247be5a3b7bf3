import { capForConfidence, type Finding, type FindingId, type Location, type Severity } from '../core/finding.js';

/** Builds a finding; an uncertain fact is capped at warning here, in one place. */
export function finding(
  id: FindingId,
  severity: Severity,
  message: string,
  hint: string,
  source: string,
  confidence?: 'verified' | 'uncertain',
  location?: Location,
): Finding {
  const sev = capForConfidence(severity, confidence);
  const note = confidence === 'uncertain' ? ' (The catalog marks this fact as uncertain, so it warns instead of failing.)' : '';
  return { id, severity: sev, message: message + (sev !== severity ? note : ''), hint, source, ...(location ? { location } : {}) };
}
