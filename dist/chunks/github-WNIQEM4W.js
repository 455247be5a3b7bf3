'use strict';

var chunkZG3UFHF7 = require('./chunk-ZG3UFHF7.js');
require('./check.js');
require('node:util');
require('node:path');
require('node:fs');
require('node:os');
require('node:fs/promises');
require('node:child_process');



exports.emitAnnotations = chunkZG3UFHF7.emitAnnotations;
