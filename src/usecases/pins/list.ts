/**
 * The `pins` use case: what the files hold (the torch-family pins, the exact versions locked,
 * the pins of packages bound to torch with the torch each requires), as its report.
 */
import { boundPinsJson, pinsToJson, type PinSet } from '../../pins/index.js';
import { loadCatalog } from '../../workspace/load-catalog.js';
import { loadLocks, locksToJson, splitLockFiles } from '../locks.js';
import { loadPins } from './pins.js';

export interface PinsOptions {
  /** Pin files, lock files or globs; none: the usual files in cwd. */
  files: string[];
  cwd: string;
  /** Rules that add packages bound to torch. */
  config: string | undefined;
}

/** The pins of packages bound to torch in the files read, each with the torch it requires (a config adds packages). */
async function boundPinsOf(set: PinSet | undefined, config: string | undefined) {
  if (!set?.others?.length) return [];
  return boundPinsJson(set.others, await loadCatalog(config));
}

export async function listPins(o: PinsOptions) {
  const split = await splitLockFiles(o.files, o.cwd);
  const locked = locksToJson(await loadLocks(split.locks, o.cwd));
  // Given only lock files, no other pin files are looked for.
  const onlyLocks = o.files.length > 0 && split.pins.length === 0;
  const set = onlyLocks ? undefined : await loadPins(o.files.length ? split.pins : [], o.cwd, 'pins');
  const bound = await boundPinsOf(set, o.config);
  const report = {
    ...pinsToJson(set ?? { pins: [], indexes: [], files: [] }),
    ...(bound.length ? { bound } : {}),
    ...(locked.length ? { locked } : {}),
  };
  return { report, ...(set ? { read: set.files } : {}) };
}
