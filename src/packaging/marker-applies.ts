/**
 * Whether a PEP 508 marker holds where it is evaluated, and when that cannot be decided, why:
 * its text is not a marker, it names a variable PEP 508 does not define, or it reads a value
 * not known here. Callers word the reason for what they judge (a pin, a lock entry).
 */
import { evaluateMarker, markerVariables, parseMarker, unknownVariables, type MarkerEnv } from './marker.js';

/** Why a marker could not be decided here. */
export type MarkerUndecided =
  /** The text is not a PEP 508 marker (`error`: the parser's message). */
  | { kind: 'unreadable'; error: string }
  /** It reads variables PEP 508 does not define: undecidable anywhere. */
  | { kind: 'undefined-variables'; names: string[] }
  /** It reads variables whose value is not known here (empty: none is named). */
  | { kind: 'unknown-values'; names: string[] };

export type MarkerApplies = { value: boolean } | { value: undefined; why: MarkerUndecided };

/** Whether `text` holds with `vars`: true, false, or undecided with why. */
export function markerApplies(text: string, vars: MarkerEnv): MarkerApplies {
  let marker;
  try {
    marker = parseMarker(text);
  } catch (e) {
    return { value: undefined, why: { kind: 'unreadable', error: e instanceof Error ? e.message : String(e) } };
  }
  const value = evaluateMarker(marker, vars);
  if (value !== undefined) return { value };
  const foreign = unknownVariables(marker);
  if (foreign.length) return { value, why: { kind: 'undefined-variables', names: foreign } };
  const unknown = markerVariables(marker).filter((v) => vars[v] === undefined || Array.isArray(vars[v]));
  return { value, why: { kind: 'unknown-values', names: unknown } };
}
