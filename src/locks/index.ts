export { checkLock, offered, type LockAnswer, type LockSelection } from './check.js';
export { lockKindOf, parseLock } from './kinds.js';
export type { LockedDist, LockFile, LockKind } from './types.js';
