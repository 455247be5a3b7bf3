export { P as discoverLockFiles, bk as readLocks, S as readLocksWith } from './check.js';
import 'node:util';
import 'node:path';
import 'node:fs';
import 'node:os';
import 'node:fs/promises';
import 'node:child_process';
