export { checkLock, offered, tagTarget, type LockAnswer } from './check.js';
export { discoverLockFiles, lockKindOf, parseLock, readLocks } from './read.js';
export type { LockedDist, LockFile, LockKind } from './types.js';
