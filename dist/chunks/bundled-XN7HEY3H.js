'use strict';

var shared = require('./shared.js');
require('node:fs');
require('node:path');
require('node:util');



exports.bundledCatalog = shared.bundledCatalog;
