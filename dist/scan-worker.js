import { c as createContext, s as scanFile } from './chunks/scan.js';
import './chunks/check.js';
import { workerData } from 'node:worker_threads';
import 'node:crypto';
import 'node:buffer';
import 'node:fs';
import 'node:os';
import 'node:path';
import 'node:url';
import 'node:util';
import 'node:fs/promises';
import 'node:child_process';

var { options, port } = workerData, ctx = createContext(options);
port.on("message", (batch) => port.postMessage(batch.map((item) => scanFile(item, ctx))));
