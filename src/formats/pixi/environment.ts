/**
 * What a pixi environment installs, by pixi's rules: the Python conda's solver picks for its pin,
 * and the platforms pixi installs it on (the workspace's, narrowed by each feature that lists its
 * own).
 */
import type { Alternatives } from '../pin.js';
import { parseSpecifier, satisfies } from '../../packaging/pep440.js';

/**
 * The Python pixi installs for a pin: conda's solver takes the newest Python the pin admits, so
 * `3.12.*` is 3.12 and `>=3.11,<3.13` is 3.12. A pin that admits a Python newer than `newest`
 * (the newest the catalog knows) is not decided here: which one conda-forge has is not known.
 */
export function pixiPython(specifier: string, newest: number): string | undefined {
  let spec;
  try {
    spec = parseSpecifier(specifier);
  } catch {
    return undefined;
  }
  if (!spec.pep440) return undefined;
  const admits = (m: number) => {
    for (let p = 0; p <= 30; p++) if (satisfies(`3.${m}.${p}`, spec)) return true;
    return false;
  };
  for (let m = newest + 1; m <= 40; m++) if (admits(m)) return undefined;
  for (let m = newest; m >= 0; m--) if (admits(m)) return `3.${m}`;
  return undefined;
}

/** The platforms an environment of these features installs on, and where they are declared; undefined when none is. */
export function environmentPlatforms(
  declared: Alternatives['pixiPlatforms'],
  features: readonly string[],
): { list: string[]; where: string } | undefined {
  const lists = ['', ...features].flatMap((f) => (declared?.[f] ? [declared[f]] : []));
  if (!lists.length) return undefined;
  return {
    list: lists.map((x) => x.platforms).reduce((a, b) => a.filter((p) => b.includes(p))),
    where: lists.map((x) => `${x.location.file}:${x.location.line}`).join(' and '),
  };
}
