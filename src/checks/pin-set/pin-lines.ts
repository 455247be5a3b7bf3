/** What a torch pin line says by itself: built from source, or at odds with another line of its file. */
import { specOf } from '../../catalog/admitted.js';
import { allCandidates } from '../../catalog/query.js';
import { finding, type Finding } from '../../core/finding.js';
import { kindOf } from '../../core/findings/index.js';
import { isTorch } from '../../packaging/names.js';
import { installOf, type Pin } from '../../pins/types.js';
import { satisfies, withoutLocal } from '../../packaging/pep440.js';
import { show, where, type PinSetCheck } from './context.js';

/** torch from a git checkout, an sdist or a local tree is built, not installed from a wheel. */
export const sourceBuilds: PinSetCheck = ({ pins }) =>
  pins
    .filter((p) => isTorch(p.package) && p.url && !p.wheel)
    .map((p) =>
      finding({
        id: 'source-build',
        severity: 'warning',
        message: kindOf('source-build').message(p.package, p.url!),
        hint: 'Pin a released torch (torch==X.Y.Z, with the index of the build you need) unless building from source is the point of this job.',
        source: 'https://pip.pypa.io/en/stable/topics/vcs-support/',
        location: p.location,
      }),
    );

/** Two pins of torch in one install (a file and what it includes) that no release satisfies together: pip refuses. */
export const conflictingPins: PinSetCheck = ({ pins, catalog, undecided, inRequest }) => {
  const byFile = new Map<string, Pin[]>();
  // A pin whose marker could not be decided may be for another runner: not a second request here.
  for (const p of pins.filter((x) => x.package === 'torch' && x.specifier && !x.url && !undecided?.has(x))) {
    const list = byFile.get(installOf(p)) ?? [];
    list.push(p);
    byFile.set(installOf(p), list);
  }
  const out: Finding[] = [];
  const versions = allCandidates(catalog).map((c) => c.patch.version);
  for (const list of byFile.values()) {
    // Pins the request was built from together: the request's own no-release says it.
    if (list.length < 2 || list.every((p) => inRequest.has(p))) continue;
    const specs = list.map((p) => specOf(withoutLocal(p.specifier)));
    if (specs.some((s) => !s)) continue;
    if (versions.some((v) => specs.every((s) => satisfies(v, s!)))) continue;
    const [first, second] = [list[0]!, list[1]!];
    out.push(
      finding({
        id: 'no-release',
        severity: 'error',
        message: `${show(first)} (${where(first)}) and ${show(second)} (${where(second)}) cannot both hold: pip stops with "Cannot install ${first.package}${first.specifier} and ${second.package}${second.specifier}".`,
        hint: 'Keep one torch pin per file, or give them markers that select one per runner.',
        source: 'https://pip.pypa.io/en/stable/topics/dependency-resolution/',
        location: second.location,
      }),
    );
  }
  return out;
};
