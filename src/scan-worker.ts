// A scan worker thread (dist/scan-worker.js): reads and scans its share of a large tree and
// posts one outcome per file, in the order given. Started by src/io/scan-files.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { scanFile, type FileItem } from './io/scan-files.js';
import { createContext, type ScanOptions } from './scan/index.js';

const { options, items } = workerData as { options: ScanOptions; items: FileItem[] };
const ctx = createContext(options);
parentPort!.postMessage(items.map((item) => scanFile(item, ctx)));
