'use strict';

var scan = require('./scan.js');
require('./check.js');
require('node:crypto');
require('node:buffer');
require('node:fs');
require('node:os');
require('node:path');
require('node:url');
require('node:worker_threads');
require('node:util');
require('node:fs/promises');
require('node:child_process');



exports.explainApi = scan.explainApi;
