/** Pins: the exports the use cases wire in. Reading from the disk or git is src/workspace/pin-files.ts and src/workspace/merge-base.ts. */
export type {
  ApplicablePinSet,
  IndexDecl,
  OtherPin,
  Pin,
  PinOrigin,
  PinPackage,
  PinSet,
  RequiresPython,
  WheelInfo,
} from './types.js';
export { applicablePins } from './applicable.js';
export { boundPinsJson, boundRequests, type BoundPinJson } from './bound.js';
export { lockScope, pinsOfTarget, selectedForMarkers, torchOnlyElsewhere, type InstallTarget } from './targets.js';
export { pinsToJson, type PinsJson } from './json.js';
export {
  upgradeNotes,
  upgradeTable,
  torchChanges,
  NO_USE,
  type UpgradeRow,
  type UpgradeNotes,
  type RepoUse,
  type Use,
  type TorchChange,
  type CrossedNote,
  type Stranded,
} from './upgrade.js';
export { MAX_FILE_BYTES, readPinsWith, type FileSource, type ReadOptions } from './read.js';
export { PIN_FORMATS, pinFormatOf } from './formats.js';
export type { PinFormat } from '../formats/descriptor.js';
export { poetryToPep440, condaToPep440 } from '../formats/convert.js';
