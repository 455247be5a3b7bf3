'use strict';

var check = require('./check.js');
require('./shared.js');
require('node:path');
require('node:fs');
require('node:os');
require('node:fs/promises');
require('node:child_process');
require('node:util');



exports.baseOf = check.baseOf;
exports.isRefText = check.isRefText;
exports.readPinsAtBase = check.readPinsAtBase;
exports.sourceAtBase = check.sourceAtBase;
