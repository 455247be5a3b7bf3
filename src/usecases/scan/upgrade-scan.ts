/**
 * The pull request that moves torch: every file that uses torch is affected, not only the files
 * it changed. Decides whether a changed-since scan widens (the torch-family pins or locks differ
 * from the base), which `--from` the base gives, and which findings come from the upgrade (their
 * API changed between the base torch and the new range), so the changed-lines filter spares them.
 */
import { shortList } from '../../text/short-list.js';
import type { Catalog } from '../../catalog/schema.js';
import type { Finding } from '../../core/finding.js';
import { InputError } from '../../core/errors.js';
import { withoutLocal } from '../../packaging/pep440.js';
import type { TorchChange } from '../../pins/index.js';
import { atLeast, torchRange, type TorchRange } from '../../scan/range.js';

export interface Widening {
  changes: TorchChange[];
  /** The base's torch, for `--from`. */
  from?: string;
  /** One line: why the scan covers every file. */
  notice: string;
}

/**
 * The torch-family pins and locks that differ from the merge base with `ref` (undefined when none
 * do). A pin file or lock that cannot be read leaves the scan on the changed files, and says so.
 */
export async function torchChangeSince(
  ref: string,
  cwd: string,
  catalog: Catalog,
): Promise<Widening | { undecided: string } | undefined> {
  const [pinsUseCase, locksUseCase, lockIo] = await Promise.all([
    import('../pins/pins.js'),
    import('../locks.js'),
    import('../../workspace/lock-files.js'),
  ]);
  const changes: TorchChange[] = [];
  try {
    const pins = await pinsUseCase.loadPins([], cwd);
    if (pins) changes.push(...((await pinsUseCase.upgradeAgainst(pins, ref, cwd, catalog)).changes ?? []));
    const lockFiles = await lockIo.discoverLockFiles(cwd);
    if (lockFiles.length)
      changes.push(
        ...((await locksUseCase.lockUpgradeAgainst(await locksUseCase.loadLocks(lockFiles, cwd), ref, cwd, catalog))
          .changes ?? []),
      );
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return {
      undecided: `Whether this change moves torch could not be told (${e.message}): only the changed files are scanned.`,
    };
  }
  return wideningFor(changes);
}

/** The widening a list of changes makes; pure, so the words are tested without git. */
export function wideningFor(changes: TorchChange[]): Widening | undefined {
  if (!changes.length) return undefined;
  const torch = changes.find((c) => c.package === 'torch' || c.package === 'pytorch');
  const from = torch && torch.before !== 'any' ? withoutLocal(torch.before) : undefined;
  const said = shortList(
    changes.map((c) => `${c.package} ${c.before} → ${c.after} (${c.file}:${c.line})`),
    3,
  );
  return {
    changes,
    ...(from ? { from } : {}),
    notice: `This change moves ${said}: every Python file is scanned, not only the changed ones.`,
  };
}

function rangeOrUndefined(spec: string): TorchRange | undefined {
  try {
    return torchRange(spec);
  } catch (e) {
    if (e instanceof InputError) return undefined;
    throw e;
  }
}

/**
 * Whether a scan finding comes from the upgrade: its API was deprecated, removed or changed in a
 * release the base torch did not reach and the new range does. Those are on lines the pull
 * request did not touch, and are the point of its review.
 */
export function fromUpgradePredicate(catalog: Catalog, from: string, torch: string): (f: Finding) => boolean {
  const base = rangeOrUndefined(from);
  const target = rangeOrUndefined(torch);
  if (!base || !target) return () => false;
  const crossed = (v: string | undefined) =>
    !!v && base.versions.some((b) => !atLeast(b, v)) && target.versions.some((t) => atLeast(t, v));
  const byApi = new Map(catalog.apis.map((e) => [e.api, e]));
  return (f) => {
    const e = f.api ? byApi.get(f.api) : undefined;
    return !!e && (crossed(e.deprecated) || crossed(e.removed) || crossed(e.changed));
  };
}
