/** A lock against its manifest: the manifest asks for one range, the lock holds another. */
import { finding, type Finding } from '../core/finding.js';
import type { Environment } from '../core/model.js';
import { lockFormat, type LockAnswer } from '../locks/index.js';
import { applicablePins, type PinSet } from '../pins/index.js';
import { parseSpecifier, parseVersion, satisfies } from '../packaging/pep440.js';

/** What a check of a repository's locks reads: each lock's answer for this runner, and the pins they lock. */
export interface LockContext {
  answers: readonly LockAnswer[];
  pins: PinSet | undefined;
  env: Environment;
  /** The extras and groups selected (the pins of the others do not apply). */
  selected: readonly string[];
}

export type LockCheck = (ctx: LockContext) => Finding[];

/** The manifest asks for one range, the lock holds another: the lock is stale. */
export const lockMismatches: LockCheck = ({ answers, pins, env, selected }) => {
  if (!pins) return [];
  const app = applicablePins(pins, env, selected);
  const out: Finding[] = [];
  for (const a of answers) {
    const d = a.torch;
    const { torchPins, fixes } = lockFormat(a.lock.kind);
    const pin = app.pins.find((p) => torchPins.includes(p.package) && p.specifier);
    if (!d || !pin || !parseVersion(d.version)) continue;
    let ok: boolean;
    try {
      ok = satisfies(d.version, parseSpecifier(pin.specifier, `${pin.location.file}:${pin.location.line}`));
    } catch {
      continue;
    }
    if (ok) continue;
    out.push(
      finding({
        id: 'lock-mismatch',
        severity: 'warning',
        message: `${a.lock.file} holds torch ${d.version}, but ${pin.location.file}:${pin.location.line} asks for ${pin.specifier}: the lock is older than the manifest.`,
        hint: fixes.stale,
        source: 'https://docs.astral.sh/uv/concepts/projects/sync/#checking-if-the-lockfile-is-up-to-date',
        location: d.location,
      }),
    );
  }
  return out;
};
