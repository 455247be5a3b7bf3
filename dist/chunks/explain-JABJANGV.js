'use strict';

var scan = require('./scan.js');
require('./shared.js');
require('node:crypto');
require('node:buffer');
require('node:fs');
require('node:os');
require('node:path');
require('node:url');
require('node:worker_threads');
require('node:util');



exports.explainApi = scan.explainApi;
