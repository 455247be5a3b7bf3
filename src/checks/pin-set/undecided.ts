/**
 * What building the request from the pins could not settle: a pin kept although its marker could
 * not be decided here, and a value the files state that the readers cannot read.
 */
import { finding, type Finding } from '../../core/finding.js';
import type { ApplicablePinSet, Unread } from '../../pins/types.js';

/** A notice per pin kept with an undecided marker; a warning when the marker names what PEP 508 does not know. */
export function undecidedMarkers(undecided: ApplicablePinSet['undecided']): Finding[] {
  return undecided.map(({ pin, reason }) =>
    finding({
      id: 'marker-undecided',
      severity: /not a PEP 508 marker variable|not PEP 508 marker variables/.test(reason) ? 'warning' : 'notice',
      message: `The pin at ${pin.location.file}:${pin.location.line} was kept although its marker could not be decided: ${reason}`,
      hint: 'Give python-version (or run after actions/setup-python) so markers can be evaluated.',
      source: 'https://packaging.python.org/en/latest/specifications/dependency-specifiers/#environment-markers',
      location: pin.location,
    }),
  );
}

/** A notice per value the readers could not read (a requires-python computed in setup.py), with what goes unchecked. */
export function unreadValues(unread: readonly Unread[] = []): Finding[] {
  return unread.map((u) =>
    finding({
      id: 'pin-unreadable',
      severity: 'notice',
      message: `${u.what} is not read: ${u.why}; ${u.effect ?? 'what depends on it (the Pythons the project admits) is not checked'}.`,
      hint: u.fix ?? `State ${u.what} as a plain string, or in pyproject.toml's [project] table.`,
      source: u.source ?? 'https://packaging.python.org/en/latest/specifications/core-metadata/#requires-python',
      location: u.location,
    }),
  );
}
