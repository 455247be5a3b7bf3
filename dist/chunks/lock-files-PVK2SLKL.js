'use strict';

var check = require('./check.js');
require('node:util');
require('node:path');
require('node:fs');
require('node:os');
require('node:fs/promises');
require('node:child_process');



exports.discoverLockFiles = check.discoverLockFiles;
exports.readLocks = check.readLocks;
exports.readLocksWith = check.readLocksWith;
