/**
 * The scanner's reading edge: files, directories and globs, read through the one reader and
 * scanned. A large tree is shared with helper threads that take batches of files from one queue;
 * results are put back in the walk's order, so they are the same with 1 or N threads.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { Finding } from '../core/finding.js';
import { UnreadableFile } from '../text/user-text.js';
import type { ApiEntry } from '../catalog/api-schema.js';
import {
  createContext,
  deadThroughImports,
  externDeadTest,
  importHead,
  topLevelImports,
  scanUtf8,
  sourceProblem,
  type ExternGuard,
  type FileConstants,
  type ModuleFacts,
  type ScanContext,
  type ScanOptions,
  type SilencedUse,
  type Skipped,
  type SourceResult,
} from '../scan/index.js';
import { contentDigest } from '../io/digest.js';
import { readUserFile } from '../io/read-file.js';
import { walkPaths } from '../io/walk.js';

export interface ScanPathsOptions {
  torch: string;
  from?: string;
  apis: readonly ApiEntry[];
  /** Base for relative paths and globs, and for the file names in findings (default: process.cwd()). */
  cwd?: string;
  /** Offer the fixes that change behaviour on purpose too. */
  fixAll?: boolean;
  /** The companions' versions by torch release (companionVersions), for guards on them. */
  companions?: ScanOptions['companions'];
  /** Threads that scan, this one included (TORCH_PREFLIGHT_SCAN_WORKERS); default: one per core (at most 8) on 4 or more cores for 500 or more files, else 1. */
  workers?: number;
  /** The helpers' script (tests); default: dist/scan-worker.js beside the bundle. */
  workerScript?: string;
}

export interface ScanPathsResult {
  findings: Finding[];
  /** Files scanned (skipped files not included). */
  files: number;
  skipped: Skipped[];
  /** Threads that scanned, this one included (1: no helper). */
  workers: number;
  /** For each file with a fix, the digest of the bytes scanned (`--fix` writes nothing else). */
  digests: Map<string, string>;
  /** Uses a suppression comment silenced. */
  silenced: SilencedUse[];
}

/** A file to scan: its path on disk and the name findings use. */
export interface FileItem {
  path: string;
  file: string;
}

/** One file's outcome; `digest` when a finding has a fix; `module` when its imports matter (SourceResult). */
export type FileOutcome =
  | {
      findings: Finding[];
      digest?: string;
      silenced?: SilencedUse[];
      module?: { imports: string[]; dead: boolean; before?: string[] };
      importHead?: string;
      /**
       * Not analysed: its bytes hold neither torch nor caffe2, or the prefilter proved it holds no
       * use. Its imports are read again from the file only when a module is dead.
       */
      unread?: true;
      constants?: SourceResult['constants'];
      conditions?: SourceResult['conditions'];
    }
  | { skipped: Skipped };

/**
 * Helpers pay off only with cores to spare and many files. Each starts its own V8 (loading the
 * scanner, warming its own JIT), and one thread already keeps about 1.3 cores busy with the
 * garbage collector and the optimizing compiler, so on 2 cores a helper costs more than it
 * saves (measured in docs/scan.md).
 */
const MIN_FILES_FOR_WORKERS = 500;
const MIN_CORES_FOR_WORKERS = 4;
/** Files handed to a helper at a time, at most: few messages, and little left to wait for at the end. */
const BATCH = 24;

const TORCH = Buffer.from('torch');
const CAFFE2 = Buffer.from('caffe2');

/** Reads and scans one file; a file that cannot be read, decoded or tokenized is skipped, never fatal. */
export function scanFile(item: FileItem, ctx: ScanContext): FileOutcome {
  let bytes: Buffer;
  try {
    bytes = readUserFile(item.path, item.file, 'source');
  } catch (err) {
    if (!(err instanceof UnreadableFile)) throw err;
    return { skipped: { file: item.file, reason: err.reason } };
  }
  // Every use starts from an import naming torch (or functorch, torchaudio, torchvision), or Caffe2,
  // and every encoding Python accepts for source writes those ASCII letters as these bytes: a file
  // without them can hold no finding, so it is not decoded (most files of most trees stop here).
  if (bytes.indexOf(TORCH) === -1 && bytes.indexOf(CAFFE2) === -1) return { findings: [], unread: true };
  const problem = sourceProblem(bytes);
  if (problem) return { skipped: { file: item.file, reason: problem } };
  const r = scanUtf8(bytes, item.file, ctx);
  if (r.skipped) return { skipped: r.skipped };
  const out: FileOutcome = r.findings.some((f) => f.fix)
    ? { findings: r.findings, digest: contentDigest(bytes) }
    : { findings: r.findings };
  if (r.module) out.module = r.module;
  if (r.importHead !== undefined) out.importHead = r.importHead;
  if (r.unread) out.unread = true;
  if (r.silenced) out.silenced = r.silenced;
  if (r.constants) out.constants = r.constants;
  if (r.conditions) out.conditions = r.conditions;
  return out;
}

/** The head of a file scanFile passed over (no torch, or nothing the prefilter lets through), read again; undefined if it is gone or unreadable. */
function headOf(item: FileItem): string | undefined {
  try {
    return importHead(readUserFile(item.path, item.file, 'source').toString('latin1'));
  } catch (err) {
    if (err instanceof UnreadableFile) return undefined;
    throw err;
  }
}

/** The indices of a file's findings whose branch another module's constants close on every torch of the range. */
function unreached(
  file: string,
  conditions: NonNullable<SourceResult['conditions']>,
  dead: (file: string, guards: readonly ExternGuard[]) => boolean,
): Set<number> {
  const out = new Set<number>();
  for (const c of conditions) if (dead(file, c.guards)) out.add(c.at);
  return out;
}

/** The bundled worker beside the bundle (dist/scan-worker.js); none when running from src/. */
function workerScript(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  return [join(here, 'scan-worker.js'), join(here, '..', 'scan-worker.js')].find((p) => existsSync(p));
}

/** Threads that scan, this one included. */
function threadCount(options: ScanPathsOptions, files: number): number {
  const fromEnv = Number(process.env.TORCH_PREFLIGHT_SCAN_WORKERS);
  const asked = options.workers ?? (Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : undefined);
  if (asked !== undefined) return Math.min(asked, 16);
  const cores = availableParallelism();
  return files >= MIN_FILES_FOR_WORKERS && cores >= MIN_CORES_FOR_WORKERS ? Math.min(cores, 8) : 1;
}

interface Helper {
  worker: Worker;
  port: MessagePort;
  /** The indices of the batch it is scanning, or none. */
  batch?: number[];
  /** Set once it has failed: its batch is scanned here. */
  dead: boolean;
}

/**
 * Scans `items` in this thread and `n − 1` helper threads that take batches from one queue, so
 * each thread does what its speed allows (a helper warming up its JIT takes less). This thread
 * asks for its helpers' answers between files (receiveMessageOnPort); outcomes are stored by the
 * walk's index, so they are the same with 1 or N threads. A helper that fails has its batch
 * scanned here.
 */
async function shared(
  script: string,
  items: FileItem[],
  n: number,
  options: ScanOptions,
  ctx: ScanContext,
): Promise<FileOutcome[]> {
  const out = new Array<FileOutcome | undefined>(items.length);
  let next = 0;
  // Smaller batches on a small tree, so that every thread gets a share.
  const size = Math.max(1, Math.min(BATCH, Math.ceil(items.length / (n * 4))));
  const take = (): number[] => {
    const ids: number[] = [];
    while (ids.length < size && next < items.length) ids.push(next++);
    return ids;
  };
  const give = (h: Helper): void => {
    const ids = take();
    if (ids.length === 0) return void (h.batch = undefined);
    h.batch = ids;
    h.port.postMessage(ids.map((i) => items[i]!));
  };
  const settle = (h: Helper, results: FileOutcome[]): void => {
    h.batch!.forEach((i, k) => (out[i] = results[k]!));
    give(h);
  };
  const helpers: Helper[] = Array.from({ length: n - 1 }, () => {
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(script, { workerData: { options, port: port2 }, transferList: [port2] });
    const h: Helper = { worker, port: port1, dead: false };
    worker.once('error', () => (h.dead = true));
    worker.once('exit', () => (h.dead = true));
    give(h);
    return h;
  });
  const poll = (): void => {
    for (const h of helpers) {
      const m = h.batch && receiveMessageOnPort(h.port);
      if (m) settle(h, m.message as FileOutcome[]);
    }
  };
  for (;;) {
    poll();
    if (next >= items.length) break;
    const i = next++;
    out[i] = scanFile(items[i]!, ctx);
  }
  // The queue is empty: wait for the helpers' last batches, or scan a failed helper's here.
  for (const h of helpers) {
    while (h.batch) {
      const results = h.dead ? undefined : await answer(h);
      if (results) settle(h, results);
      else {
        for (const i of h.batch) out[i] ??= scanFile(items[i]!, ctx);
        h.batch = undefined;
      }
    }
    h.port.close();
    void h.worker.terminate();
  }
  return out as FileOutcome[];
}

/** The helper's next answer, or undefined when it fails first. */
function answer(h: Helper): Promise<FileOutcome[] | undefined> {
  const queued = receiveMessageOnPort(h.port);
  if (queued) return Promise.resolve(queued.message as FileOutcome[]);
  return new Promise((done) => {
    const onMessage = (m: FileOutcome[]): void => finish(m);
    const onEnd = (): void => finish(undefined);
    const finish = (m: FileOutcome[] | undefined): void => {
      h.port.off('message', onMessage);
      h.worker.off('error', onEnd);
      h.worker.off('exit', onEnd);
      if (!m) h.dead = true;
      done(m);
    };
    h.port.on('message', onMessage);
    h.worker.on('error', onEnd);
    h.worker.on('exit', onEnd);
  });
}

/**
 * Scans files, directories (their *.py files) and globs. A file that cannot be read, decoded or
 * tokenized is listed in `skipped`, never fatal. Throws InputError for a bad range or a missing
 * non-glob path.
 */
export async function scanPaths(paths: string[], options: ScanPathsOptions): Promise<ScanPathsResult> {
  const scanOptions: ScanOptions = {
    torch: options.torch,
    ...(options.from ? { from: options.from } : {}),
    apis: options.apis,
    ...(options.fixAll ? { fixAll: true } : {}),
    ...(options.companions ? { companions: options.companions } : {}),
  };
  const ctx = createContext(scanOptions);
  const cwd = options.cwd ?? process.cwd();
  const skipped: Skipped[] = [];
  const items: FileItem[] = [];
  for (const item of walkPaths(paths, cwd)) {
    if ('skipped' in item) skipped.push(item.skipped);
    else items.push({ path: item.path, file: item.file });
  }
  const n = threadCount(options, items.length);
  const script = n > 1 ? (options.workerScript ?? workerScript()) : undefined;
  const outcomes = script ? await shared(script, items, n, scanOptions, ctx) : items.map((item) => scanFile(item, ctx));
  const findings: Finding[] = [];
  const digests = new Map<string, string>();
  const silenced: SilencedUse[] = [];
  let files = 0;
  // A module that imports, at its top, one that cannot be imported on the target cannot be imported either: its findings fall away.
  const facts: ModuleFacts[] = [];
  outcomes.forEach((o, i) => {
    if (!('skipped' in o) && o.module) facts.push({ file: items[i]!.file, ...o.module });
  });
  // The files the analyser did not read are links too (a package's `__init__.py` that imports its
  // modules need not say torch); their imports are read only when a module is dead, from the
  // files read again then.
  if (facts.some((f) => f.dead))
    outcomes.forEach((o, i) => {
      if ('skipped' in o) return;
      const head = o.importHead ?? (o.unread ? headOf(items[i]!) : undefined);
      if (head === undefined) return;
      const imports = topLevelImports(head);
      if (imports.length > 0) facts.push({ file: items[i]!.file, imports, dead: false });
    });
  const deadFiles = deadThroughImports(facts);
  // A finding under another module's constant (`if torch_geometric.typing.WITH_PT20:`) falls away
  // where that module binds it to a condition no torch of the range meets.
  const declared: FileConstants[] = [];
  outcomes.forEach((o, i) => {
    if (!('skipped' in o) && o.constants) declared.push({ file: items[i]!.file, constants: o.constants });
  });
  const externDead = declared.length > 0 ? externDeadTest(declared, ctx.dead) : undefined;
  outcomes.forEach((o, i) => {
    if ('skipped' in o) skipped.push(o.skipped);
    else {
      files++;
      if (deadFiles.has(items[i]!.file)) return;
      const drop = externDead && o.conditions ? unreached(items[i]!.file, o.conditions, externDead) : undefined;
      for (let k = 0; k < o.findings.length; k++) if (!drop?.has(k)) findings.push(o.findings[k]!);
      if (o.silenced) for (const s of o.silenced) silenced.push(s);
      if (o.digest) digests.set(items[i]!.file, o.digest);
    }
  });
  return { findings, files, skipped, workers: script ? n : 1, digests, silenced };
}
