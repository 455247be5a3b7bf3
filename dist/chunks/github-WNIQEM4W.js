'use strict';

var chunkZG3UFHF7 = require('./chunk-ZG3UFHF7.js');
require('./shared.js');
require('node:fs');
require('node:path');
require('node:util');



exports.emitAnnotations = chunkZG3UFHF7.emitAnnotations;
