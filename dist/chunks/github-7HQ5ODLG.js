'use strict';

var chunk2KQESKPS = require('./chunk-2KQESKPS.js');
require('./check.js');
require('node:util');
require('node:path');
require('node:fs');
require('node:os');
require('node:fs/promises');
require('node:child_process');



exports.emitAnnotations = chunk2KQESKPS.emitAnnotations;
