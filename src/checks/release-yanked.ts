/** The release pip would install is yanked on the indexes read (`--online`): pip takes it only for an exact pin. */
import { finding, type Finding } from '../core/finding.js';

/** A warning when `torch` is among the `yanked` releases (version → the index's reason, or true). */
export function yankedRelease(torch: string | undefined, yanked: ReadonlyMap<string, string | true>): Finding[] {
  const reason = torch ? yanked.get(torch) : undefined;
  if (!torch || reason === undefined) return [];
  return [
    finding({
      id: 'release-yanked',
      severity: 'warning',
      message: `torch ${torch} is yanked on the index${reason === true ? '' : ` ("${reason.slice(0, 200)}")`}: pip installs it only for an exact pin, with a warning, and resolves an open range to an older release.`,
      hint: `Pin another torch release than ${torch}.`,
      source: 'https://peps.python.org/pep-0592/',
    }),
  ];
}
