/** Pin discovery: the exports the CLI and the action wire in. */
import { readPinsWith, type ReadOptions } from './read.js';
import type { PinSet } from './types.js';

export type { ApplicablePinSet, IndexDecl, Pin, PinOrigin, PinPackage, PinSet, RequiresPython, WheelInfo } from './types.js';
export { discoverPinFiles } from './discover.js';
export { applicablePins, markerEnv } from './applicable.js';
export { pinsToJson, type PinsJson } from './json.js';
export { upgradeNotes, upgradeTable, type UpgradeRow } from './upgrade.js';
export { readPinsAtBase, type BaseProblem } from './git.js';
export { MAX_FILE_BYTES } from './read.js';
export { poetryToPep440, condaToPep440 } from './convert.js';

/** Reads the torch-family pins of the given files (paths relative to `cwd`). Throws InputError for unusable files. */
export function readPins(files: string[], options: Pick<ReadOptions, 'cwd' | 'env'> = {}): Promise<PinSet> {
  return readPinsWith(files, options);
}
