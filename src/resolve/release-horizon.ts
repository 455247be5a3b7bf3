/**
 * Which torch versions the catalog does not know could be out by a given day. PyTorch releases
 * a minor version on a cadence: no two minors the catalog knows came out less than some number
 * of days apart. After the newest release it knows (and not before the day the catalog was
 * checked, asOf), the next can come at that pace at the earliest, so by `now` only so many
 * releases can have followed it; a version further ahead cannot exist yet.
 */
import type { Catalog } from '../catalog/schema.js';
import { derived } from '../core/memo.js';
import { newestRelease } from '../catalog/query.js';

const DAY = 24 * 60 * 60 * 1000;
/** A quarter below the fastest pace seen, so a release a little early is never ruled out. */
const SLACK = 0.75;

export interface Horizon {
  /** How many minor releases can have followed the newest known one by `now`. */
  steps: number;
  /** What the count rests on, for messages; absent when no date bounds it (then one release may follow). */
  pace?: { newest: string; released: string; fastestDays: number; next: string };
}

/** The fastest pace: the fewest days between two consecutive minor releases that both carry a date. */
const cadence = derived('release-cadence', (catalog: Catalog) => {
  const dated = catalog.releases
    .filter((r) => r.released)
    .map((r) => ({
      minor: r.torch.split('.').map(Number) as [number, number],
      day: Date.parse(`${r.released}T00:00:00Z`),
    }))
    .sort((a, b) => a.minor[0] - b.minor[0] || a.minor[1] - b.minor[1]);
  let fastest: number | undefined;
  for (let i = 1; i < dated.length; i++) {
    const [a, b] = [dated[i - 1]!, dated[i]!];
    if (a.minor[0] !== b.minor[0] || b.minor[1] !== a.minor[1] + 1) continue;
    const days = Math.round((b.day - a.day) / DAY);
    if (days > 0 && (fastest === undefined || days < fastest)) fastest = days;
  }
  return fastest;
});

/** How many minor releases can have followed the catalog's newest by `now`; one when `now` or a date is unknown. */
export function releaseHorizon(catalog: Catalog, now: Date | undefined): Horizon {
  const newest = newestRelease(catalog)?.release;
  const fastest = cadence(catalog);
  if (!now || !newest?.released || fastest === undefined) return { steps: 1 };
  const gap = Math.floor(fastest * SLACK) * DAY;
  const asOf = catalog.asOf ? Date.parse(`${catalog.asOf}T00:00:00Z`) + DAY : 0;
  const first = Math.max(Date.parse(`${newest.released}T00:00:00Z`) + gap, asOf);
  const steps = now.getTime() < first ? 0 : 1 + Math.floor((now.getTime() - first) / gap);
  const next = new Date(first + (steps > 0 ? steps * gap : 0)).toISOString().slice(0, 10);
  return {
    steps,
    pace: { newest: newest.torch, released: newest.released, fastestDays: fastest, next },
  };
}

/**
 * Whether `asked` (a version past the newest minor) can be reached in `steps` releases: each
 * release moves the minor on by one, or the major on with the minor back at 0 (2.15 → 2.16 or 3.0).
 */
export function reachable(asked: string, newest: string, steps: number): boolean {
  const [am = 0, an = 0] = asked.split('.').map(Number);
  const [nm = 0, nn = 0] = newest.split('.').map(Number);
  if (am < nm || (am === nm && an <= nn)) return true;
  return am === nm ? an - nn <= steps : am - nm + an <= steps;
}
