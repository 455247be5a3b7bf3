export { checkLock, offered, tagTarget, type LockAnswer } from './check.js';
export { lockKindOf, parseLock } from './kinds.js';
export type { LockedDist, LockFile, LockKind } from './types.js';
