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
export function evaluatePinSet(set: PinSet, env: Environment, catalog: Catalog, inRequest: readonly Pin[] = [], selected: readonly string[] = []): Finding[] {
  const ctx = { set, pins: applicablePins(set, env, selected).pins, env, catalog, inRequest: new Set(inRequest) };
  const out: Finding[] = [];
  for (const check of PIN_SET_CHECKS) for (const f of check(ctx)) out.push(f);
  return out;
}
