/** The scanner's reading edge: files, directories and globs, read through the one reader and scanned. */
import { sortFindings, type Finding } from '../core/finding.js';
import { UnreadableFile } from '../core/user-text.js';
import type { ApiEntry } from '../catalog/api-schema.js';
import { createContext, decodeSource, scanSource, type ScanOptions, type Skipped } from '../scan/index.js';
import { readUserFile } from './read-file.js';
import { walkPaths } from './walk.js';

export interface ScanPathsOptions {
  torch: string;
  from?: string;
  apis: readonly ApiEntry[];
  /** Base for relative paths and globs, and for the file names in findings (default: process.cwd()). */
  cwd?: string;
}

export interface ScanPathsResult {
  findings: Finding[];
  /** Files scanned (skipped files not included). */
  files: number;
  skipped: Skipped[];
}

/**
 * Scans files, directories (their *.py files) and globs. A file that cannot be read, decoded or
 * tokenized is listed in `skipped`, never fatal. Throws InputError for a bad range or a missing
 * non-glob path.
 */
export async function scanPaths(paths: string[], options: ScanPathsOptions): Promise<ScanPathsResult> {
  const ctx = createContext(options satisfies ScanOptions);
  const cwd = options.cwd ?? process.cwd();
  const findings: Finding[] = [];
  const skipped: Skipped[] = [];
  let files = 0;
  for await (const item of walkPaths(paths, cwd)) {
    if ('skipped' in item) {
      skipped.push(item.skipped);
      continue;
    }
    let bytes: Uint8Array;
    try {
      bytes = readUserFile(item.path, item.file, 'source');
    } catch (err) {
      if (!(err instanceof UnreadableFile)) throw err;
      skipped.push({ file: item.file, reason: err.reason });
      continue;
    }
    const decoded = decodeSource(bytes);
    if ('reason' in decoded) {
      skipped.push({ file: item.file, reason: decoded.reason });
      continue;
    }
    const r = scanSource(decoded.text, item.file, ctx);
    if (r.skipped) {
      skipped.push(r.skipped);
      continue;
    }
    files++;
    findings.push(...r.findings);
  }
  return { findings: sortFindings(findings), files, skipped };
}
