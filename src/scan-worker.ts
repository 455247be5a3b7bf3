// A scan helper thread (dist/scan-worker.js): takes batches of files from the main thread, reads
// and scans them, and answers each batch with one outcome per file, in the order given. Started by
// src/workspace/scan-files.ts.
import { workerData, type MessagePort } from 'node:worker_threads';
import { scanFile, type FileItem } from './workspace/scan-files.js';
import { createContext, type ScanOptions } from './scan/index.js';

const { options, port } = workerData as { options: ScanOptions; port: MessagePort };
const ctx = createContext(options);
port.on('message', (batch: FileItem[]) => port.postMessage(batch.map((item) => scanFile(item, ctx))));
