/**
 * Every torch pin that applies here is a request with a location: the engine's resolver says
 * whether it installs, exactly as for the request the check evaluates. Only what stops or
 * changes the install is said (the catalog's notices are the evaluated request's to give).
 */
import { resolve } from '../../resolve/resolve.js';
import { extraIndexFindings } from '../extra-index.js';
import { requestOfPin, show, type PinSetCheck } from './context.js';

export const pinRequests: PinSetCheck = ({ pins, env, catalog, inRequest, now }) =>
  pins.flatMap((pin) => {
    if (inRequest.has(pin)) return [];
    const request = requestOfPin(pin);
    if (!request) return [];
    const resolved = resolve(env, request, catalog, now);
    const found = resolved.findings.filter((f) => f.severity !== 'notice');
    return [...found, ...extraIndexFindings(env, request, catalog, resolved, show(pin), pin.location)].map((f) =>
      f.location ? f : { ...f, location: pin.location },
    );
  });
