/** Which pins apply on this runner: markers evaluated against the Environment. */
import type { Environment } from '../core/model.js';
import {
  evaluateMarker,
  markerVariables,
  parseMarker,
  shortMarker,
  unknownVariables,
  type MarkerEnv,
} from '../packaging/marker.js';
import { markerEnv } from '../packaging/marker-env.js';
import type { ApplicablePinSet, Pin, PinSet } from './types.js';

/** `selected`: the extras (and `group:<name>` groups) the install target selects, for the `extra` variable. */
export function applicablePins(set: PinSet, env: Environment, selected: readonly string[] = []): ApplicablePinSet {
  const base = markerEnv(env);
  const pins: Pin[] = [];
  const undecided: ApplicablePinSet['undecided'] = [];
  // Another package's pin applies by the same rule; one whose marker is undecided is kept, unsaid.
  const others = set.others?.filter((p) => !p.marker || markerHolds(p, base, selected) !== false);
  for (const pin of set.pins) {
    if (!pin.marker) {
      pins.push(pin);
      continue;
    }
    // An optional-dependency pin is read with its own extra selected.
    const vars: MarkerEnv = {
      ...base,
      extra: pin.group && pin.alternative === 'extra' ? [...selected, pin.group] : [...selected],
    };
    let tree;
    try {
      tree = parseMarker(pin.marker);
    } catch {
      pins.push(pin);
      undecided.push({ pin, reason: 'its marker could not be read' });
      continue;
    }
    const result = evaluateMarker(tree, vars);
    if (result === true) pins.push(pin);
    else if (result === undefined) {
      pins.push(pin);
      const foreign = unknownVariables(tree);
      const unknown = markerVariables(tree).filter(
        (v) => v !== 'extra' && (vars[v] === undefined || Array.isArray(vars[v])),
      );
      const why = foreign.length
        ? `${foreign.join(', ')} ${foreign.length > 1 ? 'are not PEP 508 marker variables' : 'is not a PEP 508 marker variable'}`
        : unknown.some((v) => v.startsWith('python') || v.startsWith('implementation'))
          ? 'the Python version is not known yet (give --python or run after setup-python)'
          : `${[...new Set(unknown)].join(', ') || 'a variable'} is not known here`;
      undecided.push({ pin, reason: `marker "${shortMarker(pin.marker)}" cannot be decided: ${why}; the pin is kept` });
    }
  }
  return { ...set, pins, ...(others ? { others } : {}), undecided };
}

/** Whether a pin's marker holds here: true, false, or undefined when it cannot be decided (or read). */
function markerHolds(pin: Pin<string>, base: MarkerEnv, selected: readonly string[]): boolean | undefined {
  const extra = pin.group && pin.alternative === 'extra' ? [...selected, pin.group] : [...selected];
  try {
    return evaluateMarker(parseMarker(pin.marker!), { ...base, extra });
  } catch {
    return undefined;
  }
}
