/** Which pins apply on this runner: markers evaluated against the Environment. */
import type { Environment } from '../core/model.js';
import { shortMarker, type MarkerEnv } from '../packaging/marker.js';
import { markerApplies } from '../packaging/marker-applies.js';
import { markerEnv } from '../packaging/marker-env.js';
import type { ApplicablePinSet, Pin, PinSet } from './types.js';

/** Whether one marker holds here: true, false, or undefined with why not (a variable not known here). */
function decide(text: string, vars: MarkerEnv): { value: boolean | undefined; why?: string } {
  const here = markerApplies(text, vars);
  if (here.value !== undefined) return { value: here.value };
  const { why } = here;
  if (why.kind === 'unreadable') return { value: undefined, why: 'its marker could not be read' };
  const reason =
    why.kind === 'undefined-variables'
      ? `${why.names.join(', ')} ${why.names.length > 1 ? 'are not PEP 508 marker variables' : 'is not a PEP 508 marker variable'}`
      : why.names.some((v) => v.startsWith('python') || v.startsWith('implementation'))
        ? 'the Python version is not known yet (give --python or run after setup-python)'
        : `${why.names.join(', ') || 'a variable'} is not known here`;
  return { value: undefined, why: `marker "${shortMarker(text)}" cannot be decided: ${reason}; the pin is kept` };
}

/**
 * Whether a pin applies here: its requirement's marker, and for a uv source the source's marker
 * (or, for the default index's pin, that no source's marker holds).
 */
function applies(pin: Pin, vars: MarkerEnv): { value: boolean | undefined; why?: string } {
  const parts = [
    ...(pin.marker ? [decide(pin.marker, vars)] : []),
    ...(pin.sourceMarker ? [decide(pin.sourceMarker, vars)] : []),
    ...(pin.sourceElse ?? []).map((m) => {
      const d = decide(m, vars);
      return d.value === undefined ? d : { value: !d.value };
    }),
  ];
  if (parts.some((p) => p.value === false)) return { value: false };
  return parts.find((p) => p.value === undefined) ?? { value: true };
}

/** `selected`: the extras (and `group:<name>` groups) the install target selects, for the `extra` variable. */
export function applicablePins(set: PinSet, env: Environment, selected: readonly string[] = []): ApplicablePinSet {
  const base = markerEnv(env);
  const pins: Pin[] = [];
  const undecided: ApplicablePinSet['undecided'] = [];
  // Another package's pin applies by the same rule; one whose marker is undecided is kept, unsaid.
  const others = set.others?.filter((p) => !p.marker || markerHolds(p, base, selected) !== false);
  for (const pin of set.pins) {
    if (!pin.marker && !pin.sourceMarker && !pin.sourceElse) {
      pins.push(pin);
      continue;
    }
    // An optional-dependency pin is read with its own extra selected.
    const vars: MarkerEnv = {
      ...base,
      extra: pin.group && pin.alternative === 'extra' ? [...selected, pin.group] : [...selected],
    };
    const result = applies(pin, vars);
    if (result.value === true) pins.push(pin);
    else if (result.value === undefined) {
      pins.push(pin);
      undecided.push({ pin, reason: result.why ?? 'its marker could not be decided' });
    }
  }
  return { ...set, pins, ...(others ? { others } : {}), undecided };
}

/** Whether a pin's marker holds here: true, false, or undefined when it cannot be decided (or read). */
function markerHolds(pin: Pin<string>, base: MarkerEnv, selected: readonly string[]): boolean | undefined {
  const extra = pin.group && pin.alternative === 'extra' ? [...selected, pin.group] : [...selected];
  return markerApplies(pin.marker!, { ...base, extra }).value;
}
