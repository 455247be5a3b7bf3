/** Extras, groups and pixi environments that pin torch and were not judged: said, so a pass is not read as covering them. */
import { finding, type Finding } from '../core/finding.js';
import { unjudged, type InstallTarget } from '../pins/targets.js';
import type { PinSet } from '../pins/types.js';
import { shortList } from '../text/short-list.js';

/** One notice for what `targets` leave out of `pins`; `route` names the route when a check judges several. */
export function targetsNotJudged(pins: PinSet | undefined, targets: InstallTarget[], route?: string): Finding[] {
  const left = unjudged(pins, targets);
  if (!left.length) return [];
  return [
    finding({
      id: 'extras-not-checked',
      severity: 'notice',
      message: `Not checked${route !== undefined ? ` (route ${route})` : ''}: ${shortList(left.map((l) => `${l.kind} ${l.name}`))} ${left.length > 1 ? 'pin' : 'pins'} torch and ${left.length > 1 ? 'were' : 'was'} not selected; this check judged ${targets.map((t) => t.name).join(', ')}.`,
      hint: 'Select them with --extra NAME / --group NAME / --environment NAME (action inputs extras, groups, environments), or judge each on its own with --all-extras (all-extras: true).',
      source: 'https://packaging.python.org/en/latest/specifications/dependency-specifiers/#extras',
      location: left[0]!.location,
    }),
  ];
}
