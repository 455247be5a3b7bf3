export { checkLock, offered, type LockAnswer, type LockSelection } from './fit.js';
export {
  installsFrom,
  LOCK_FORMATS,
  LOCK_INSTALLS,
  lockFormat,
  lockFormatOf,
  lockKindOf,
  parseLock,
  type LockInstaller,
} from './formats.js';
export type { LockFormat, LockInstall } from './format.js';
export type { LockedDist, LockFile, LockKind } from './types.js';
