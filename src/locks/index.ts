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
  type LockKind,
} from './formats.js';
export type { LockFormat, LockInstall } from '../formats/descriptor.js';
export type { LockedDist, LockFile } from '../formats/lock.js';
