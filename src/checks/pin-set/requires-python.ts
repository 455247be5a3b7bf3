/** requires-python wider than the pinned torch: uv and Poetry cannot lock, pip cannot install there. */
import { admitsPython, admittedReleases, knownPythons, unionPythons } from '../../catalog/admitted.js';
import { finding, type Finding } from '../../core/finding.js';
import { isTorch } from '../../packaging/names.js';
import { withoutLocal } from '../../packaging/pep440.js';
import { show, type PinSetCheck } from './context.js';

/** `3.13` → `3.14`. */
const nextMinor = (py: string): string => py.replace(/\.(\d+)$/, (_, m: string) => `.${Number(m) + 1}`);

export const requiresPython: PinSetCheck = ({ set, pins, catalog }) => {
  const rp = set.requiresPython;
  if (!rp) return [];
  const universe = knownPythons(catalog);
  const out: Finding[] = [];
  for (const pin of pins.filter((p) => isTorch(p.package) && p.origin !== 'conda')) {
    const releases = admittedReleases(catalog, withoutLocal(pin.specifier));
    if (releases.length === 0) continue;
    const supported = unionPythons(releases);
    const missing = universe.filter((py) => admitsPython(rp.specifier, py) && !supported.includes(py));
    if (missing.length === 0) continue;
    const low = supported[0]!;
    const high = supported[supported.length - 1]!;
    // Narrow to what both allow: requires-python's own floor (never lowered) up to the newest torch supports.
    const both = universe.filter((py) => admitsPython(rp.specifier, py) && supported.includes(py));
    const narrowed = both.length ? `>=${both[0]},<${nextMinor(both[both.length - 1]!)}` : undefined;
    const older = missing.filter((py) => Number(py.split('.')[1]) < Number(low.split('.')[1]));
    out.push(
      finding({
        id: 'python-unsupported',
        severity: older.length ? 'warning' : 'notice',
        message: `requires-python ${rp.specifier} (${rp.location.file}:${rp.location.line}) admits Python ${missing.join(', ')}, but ${show(pin)} has no wheels for ${missing.length > 1 ? 'them' : 'it'} (it supports ${low}–${high}): installing there fails with "No matching distribution found", and uv/Poetry cannot lock for those Pythons.`,
        advice: {
          remedies: [
            ...(narrowed ? [{ kind: 'narrow-requires-python', range: narrowed } as const] : []),
            { kind: 'do', text: `widen the torch pin to releases that support ${missing.join(', ')}` },
          ],
        },
        source: releases[releases.length - 1]!.python.source,
        location: pin.location,
      }),
    );
  }
  return out;
};
