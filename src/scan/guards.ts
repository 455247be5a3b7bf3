/**
 * Which version and feature guards rule a branch out for the target torch: a branch that runs
 * only on a torch older (or newer) than every release of the range, only where an attribute is
 * missing that every release has, or only where an import failed that every release serves.
 * Existence is read from the catalog: an entry without `introduced` existed before it; a name the
 * catalog does not know is never taken to exist, so its fallback stays live.
 */
import { apiName } from '../catalog/api-name.js';
import type { ApiEntry } from '../catalog/api-schema.js';
import { compareDotted } from '../versions/dotted.js';
import type { TorchRange } from './range.js';
import type { DeadTest, Guard } from './uses.js';

/** Some release of the range satisfies `torch OP version`. */
function admits(target: TorchRange, op: '<' | '<=' | '>' | '>=', version: string): boolean {
  switch (op) {
    case '<':
      return compareDotted(target.oldest, version) < 0;
    case '<=':
      return compareDotted(target.oldest, version) <= 0;
    case '>':
      return compareDotted(target.newest, version) > 0;
    case '>=':
      return compareDotted(target.newest, version) >= 0;
  }
}

export function deadTest(target: TorchRange, apis: readonly ApiEntry[]): DeadTest {
  const byName = new Map<string, ApiEntry[]>();
  for (const e of apis) {
    const n = apiName(e);
    // Call-shape entries (`torch.load#no-weights_only`) say nothing about whether the name exists.
    if (e.match) continue;
    const list = byName.get(n);
    if (list) list.push(e);
    else byName.set(n, [e]);
  }
  /** Every release of the range has it (true), none has it (false), or the catalog cannot tell (undefined). */
  const present = (name: string): boolean | undefined => {
    const entries = byName.get(name);
    if (!entries) return undefined;
    const all = entries.every((e) => (!e.introduced || compareDotted(target.oldest, e.introduced) >= 0) && (!e.removed || compareDotted(target.newest, e.removed) < 0));
    if (all) return true;
    const none = entries.some((e) => (e.introduced && compareDotted(target.newest, e.introduced) < 0) || (e.removed && compareDotted(target.oldest, e.removed) >= 0));
    return none ? false : undefined;
  };
  return (g: Guard): boolean => {
    if (g.kind === 'version') return !admits(target, g.op, g.version);
    if (g.kind === 'has') return present(g.api) === (g.present ? false : true);
    return g.names.length > 0 && g.names.every((n) => present(n) === true);
  };
}
