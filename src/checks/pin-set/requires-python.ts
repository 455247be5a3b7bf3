/** requires-python wider than the pinned torch: uv and Poetry cannot lock, pip cannot install there. */
import { admitsPython, admittedReleases, knownPythons, unionPythons } from '../../catalog/admitted.js';
import type { Remedy } from '../../core/advice.js';
import { finding, type Finding } from '../../core/finding.js';
import { isTorch } from '../../packaging/names.js';
import { withoutLocal } from '../../packaging/pep440.js';
import type { Release } from '../../catalog/schema.js';
import { comparePythonMinor } from '../../versions/python.js';
import { show, type PinSetCheck } from './context.js';

/** `3.13` → `3.14`. */
const nextMinor = (py: string): string => py.replace(/\.(\d+)$/, (_, m: string) => `.${Number(m) + 1}`);

/** Pythons a release has wheels for only as experimental or preview (3.12 for 2.3): they install. */
function experimentalPythons(rs: Release[]): string[] {
  return [
    ...new Set(rs.flatMap((r) => (r.python.extra ?? []).filter((e) => !e.version.endsWith('t')).map((e) => e.version))),
  ];
}

export const requiresPython: PinSetCheck = ({ set, pins, catalog }) => {
  const rp = set.requiresPython;
  if (!rp) return [];
  const universe = knownPythons(catalog);
  const out: Finding[] = [];
  for (const pin of pins.filter((p) => isTorch(p.package) && p.origin !== 'conda')) {
    const releases = admittedReleases(catalog, withoutLocal(pin.specifier));
    if (releases.length === 0) continue;
    const stable = unionPythons(releases);
    // Wheels marked experimental still install: such a Python is python-preview's to speak of, not missing.
    const installs = [...new Set([...stable, ...experimentalPythons(releases)])].sort(comparePythonMinor);
    const missing = universe.filter((py) => admitsPython(rp.specifier, py) && !installs.includes(py));
    if (missing.length === 0) continue;
    const low = stable[0]!;
    const high = stable[stable.length - 1]!;
    // Narrow to what both allow: requires-python's own floor (never lowered) up to the newest torch installs on.
    const both = universe.filter((py) => admitsPython(rp.specifier, py) && installs.includes(py));
    const narrowed = both.length ? `>=${both[0]},<${nextMinor(both[both.length - 1]!)}` : undefined;
    const older = missing.filter((py) => comparePythonMinor(py, low) < 0);
    // A Python the project's own CI runs is never narrowed away: the pin must move instead.
    const ci = narrowed ? (set.ciPythons?.() ?? []) : [];
    const dropped = ci.filter((u) => missing.some((py) => u.value === py || u.value.startsWith(`${py}.`)));
    const keepCi = dropped.length > 0;
    const remedies: Remedy[] = [
      ...(narrowed && !keepCi ? [{ kind: 'narrow-requires-python', range: narrowed } as const] : []),
      {
        kind: 'do',
        text: `widen the torch pin to releases that support ${missing.join(', ')}${keepCi ? ` (CI runs Python ${dropped.map((u) => `${u.value} at ${u.file}:${u.line}`).join(', ')})` : ''}`,
      },
    ];
    out.push(
      finding({
        id: 'python-unsupported',
        severity: older.length ? 'warning' : 'notice',
        message: `requires-python ${rp.specifier} (${rp.location.file}:${rp.location.line}) admits Python ${missing.join(', ')}, but ${show(pin)} has no wheels for ${missing.length > 1 ? 'them' : 'it'} (it supports ${low}–${high}${installs.length > stable.length ? `, and ${installs.filter((p) => !stable.includes(p)).join(', ')} as experimental` : ''}): installing there fails with "No matching distribution found", and uv/Poetry cannot lock for those Pythons.`,
        advice: { remedies },
        source: releases[releases.length - 1]!.python.source,
        location: pin.location,
      }),
    );
  }
  return out;
};
