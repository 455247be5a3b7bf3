/**
 * The scanner's reading edge: files, directories and globs, read through the one reader and
 * scanned. A large tree is shared among worker threads (one per core), each reading and scanning
 * its share; results are put back in the walk's order, so they are the same with 1 or N workers.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { sortFindings, type Finding } from '../core/finding.js';
import { UnreadableFile } from '../core/user-text.js';
import type { ApiEntry } from '../catalog/api-schema.js';
import { createContext, decodeSource, scanSource, type ScanContext, type ScanOptions, type Skipped } from '../scan/index.js';
import { readUserFile } from './read-file.js';
import { walkPaths } from './walk.js';

export interface ScanPathsOptions {
  torch: string;
  from?: string;
  apis: readonly ApiEntry[];
  /** Base for relative paths and globs, and for the file names in findings (default: process.cwd()). */
  cwd?: string;
  /** Offer the fixes that change behaviour on purpose too. */
  fixAll?: boolean;
  /** Worker threads (TORCH_PREFLIGHT_SCAN_WORKERS); default: cores − 1 on 4 or more cores for 500 or more files, else none. */
  workers?: number;
}

export interface ScanPathsResult {
  findings: Finding[];
  /** Files scanned (skipped files not included). */
  files: number;
  skipped: Skipped[];
  /** Worker threads used (1: the scan ran in this thread). */
  workers: number;
}

/** A file to scan: its path on disk and the name findings use. */
export interface FileItem {
  path: string;
  file: string;
}

/** One file's outcome. */
export type FileOutcome = { findings: Finding[] } | { skipped: Skipped };

/**
 * Workers pay off only with cores to spare and many files: on 2 cores a torch-heavy tree (diffusers,
 * 2,089 files) scanned in 930 ms with 2 workers against 949 ms in one thread, and a tree of files
 * without torch (the stdlib, 13,346 files) took 0.73–0.85 s against 0.66 s (docs/scan.md).
 */
const MIN_FILES_FOR_WORKERS = 500;
const MIN_CORES_FOR_WORKERS = 4;

const TORCH = Buffer.from('torch');

/** Reads and scans one file; a file that cannot be read, decoded or tokenized is skipped, never fatal. */
export function scanFile(item: FileItem, ctx: ScanContext): FileOutcome {
  let bytes: Buffer;
  try {
    bytes = readUserFile(item.path, item.file, 'source');
  } catch (err) {
    if (!(err instanceof UnreadableFile)) throw err;
    return { skipped: { file: item.file, reason: err.reason } };
  }
  // Every use starts from an import naming torch (or functorch, torchaudio, torchvision), and every
  // encoding Python accepts for source writes those ASCII letters as these bytes: a file without
  // them can hold no finding, so it is not decoded (most files of most trees stop here).
  if (bytes.indexOf(TORCH) === -1) return { findings: [] };
  const decoded = decodeSource(bytes);
  if ('reason' in decoded) return { skipped: { file: item.file, reason: decoded.reason } };
  const r = scanSource(decoded.text, item.file, ctx);
  return r.skipped ? { skipped: r.skipped } : { findings: r.findings };
}

/** The bundled worker beside the bundle (dist/scan-worker.js); none when running from src/. */
function workerScript(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  return [join(here, 'scan-worker.js'), join(here, '..', 'scan-worker.js')].find((p) => existsSync(p));
}

function workerCount(options: ScanPathsOptions, files: number): number {
  const fromEnv = Number(process.env.TORCH_PREFLIGHT_SCAN_WORKERS);
  const asked = options.workers ?? (Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : undefined);
  if (asked !== undefined) return Math.min(asked, 16);
  const cores = availableParallelism();
  // One core stays with the main thread (and the garbage collector).
  return files >= MIN_FILES_FOR_WORKERS && cores >= MIN_CORES_FOR_WORKERS ? Math.min(cores - 1, 8) : 1;
}

/** Scans `items` in `n` workers (every n-th file each); a worker that fails has its share scanned here. */
async function inWorkers(script: string, items: FileItem[], n: number, options: ScanOptions, ctx: ScanContext): Promise<FileOutcome[]> {
  const out = new Array<FileOutcome>(items.length);
  await Promise.all(
    Array.from({ length: n }, (_, w) => {
      const share = items.map((_, i) => i).filter((i) => i % n === w);
      return new Promise<void>((done) => {
        const local = () => {
          for (const i of share) if (!out[i]) out[i] = scanFile(items[i]!, ctx);
          done();
        };
        const worker = new Worker(script, { workerData: { options, items: share.map((i) => items[i]!) } });
        worker.once('message', (results: FileOutcome[]) => {
          share.forEach((i, k) => (out[i] = results[k]!));
          void worker.terminate();
          done();
        });
        worker.once('error', local);
        worker.once('exit', (code) => {
          if (code !== 0) local();
        });
      });
    }),
  );
  return out;
}

/**
 * Scans files, directories (their *.py files) and globs. A file that cannot be read, decoded or
 * tokenized is listed in `skipped`, never fatal. Throws InputError for a bad range or a missing
 * non-glob path.
 */
export async function scanPaths(paths: string[], options: ScanPathsOptions): Promise<ScanPathsResult> {
  const scanOptions: ScanOptions = { torch: options.torch, ...(options.from ? { from: options.from } : {}), apis: options.apis, ...(options.fixAll ? { fixAll: true } : {}) };
  const ctx = createContext(scanOptions);
  const cwd = options.cwd ?? process.cwd();
  const skipped: Skipped[] = [];
  const items: FileItem[] = [];
  for await (const item of walkPaths(paths, cwd)) {
    if ('skipped' in item) skipped.push(item.skipped);
    else items.push({ path: item.path, file: item.file });
  }
  const n = workerCount(options, items.length);
  const script = n > 1 ? workerScript() : undefined;
  const outcomes = script ? await inWorkers(script, items, n, scanOptions, ctx) : items.map((item) => scanFile(item, ctx));
  const findings: Finding[] = [];
  let files = 0;
  for (const o of outcomes) {
    if ('skipped' in o) skipped.push(o.skipped);
    else {
      files++;
      for (const f of o.findings) findings.push(f);
    }
  }
  return { findings: sortFindings(findings), files, skipped, workers: script ? n : 1 };
}
