export { checkLock, offered, type LockAnswer, type LockSelection } from './fit.js';
export {
  installsFrom,
  LOCK_FORMATS,
  LOCK_INSTALLS,
  lockFormat,
  lockFormatOf,
  lockKindOf,
  lockParser,
  parseLock,
  type LockInstaller,
  type LockParser,
} from './formats.js';
export type { LockFormat, LockInstall } from './format.js';
export type { LockedDist, LockFile, LockKind } from './types.js';
