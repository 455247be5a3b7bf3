'use strict';

var scan = require('./chunks/scan.js');
require('./chunks/shared.js');
var node_worker_threads = require('node:worker_threads');
require('node:crypto');
require('node:buffer');
require('node:fs');
require('node:os');
require('node:path');
require('node:url');
require('node:util');

var { options, port } = node_worker_threads.workerData, ctx = scan.createContext(options);
port.on("message", (batch) => port.postMessage(batch.map((item) => scan.scanFile(item, ctx))));
