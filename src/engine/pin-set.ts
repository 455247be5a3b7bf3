/**
 * The engine's question asked of a repository's pins: every pin that applies here is checked
 * by the same registry, the request's own pins excepted (the request's findings cover them).
 */
import type { Finding } from '../core/finding.js';
import type { Environment } from '../core/model.js';
import type { Catalog } from '../catalog/schema.js';
import { PIN_SET_CHECKS } from '../checks/registry.js';
import { applicablePins } from '../pins/applicable.js';
import type { Pin, PinSet } from '../pins/types.js';

/** `selected`: the extras (and `group:<name>` groups) of the install target, for `extra` markers. */
export function evaluatePinSet(
  set: PinSet,
  env: Environment,
  catalog: Catalog,
  inRequest: readonly Pin[] = [],
  selected: readonly string[] = [],
  now?: Date,
): Finding[] {
  const app = applicablePins(set, env, selected);
  const ctx = {
    set,
    pins: app.pins,
    env,
    catalog,
    inRequest: new Set(inRequest),
    undecided: new Set(app.undecided.map((u) => u.pin)),
    ...(now ? { now } : {}),
  };
  const out: Finding[] = [];
  for (const check of PIN_SET_CHECKS) for (const f of check(ctx)) out.push(f);
  return out;
}
