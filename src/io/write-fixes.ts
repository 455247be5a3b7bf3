/**
 * `scan --fix` and `--diff`: each file with fixes is read again through the one reader, the fixes
 * are applied (src/scan/apply-fixes.ts), and the result is written beside it and renamed over it,
 * so a file is never left half written. `--diff` only renders what would be written.
 */
import { chmodSync, realpathSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { InputError } from '../core/errors.js';
import type { Finding, Fix } from '../core/finding.js';
import { decodeUserText } from '../core/user-text.js';
import { unifiedDiff } from '../report/unified-diff.js';
import { applyFixes } from '../scan/apply-fixes.js';
import { readUserFile } from './read-file.js';

export interface FixOutcome {
  /** Findings whose fix was applied (or, with `dryRun`, would be). */
  fixed: Finding[];
  files: number;
  /** The unified diff of every file changed, in file order. */
  diff: string;
}

export function writeFixes(findings: readonly Finding[], cwd: string, dryRun: boolean): FixOutcome {
  const byFile = new Map<string, Finding[]>();
  for (const f of findings) {
    if (!f.fix || !f.location) continue;
    const list = byFile.get(f.location.file) ?? [];
    list.push(f);
    byFile.set(f.location.file, list);
  }
  const fixed: Finding[] = [];
  let diff = '';
  let files = 0;
  for (const [file, list] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    const abs = resolve(cwd, file);
    const before = decodeUserText(readUserFile(abs, file, 'source'), file);
    const { text, applied } = applyFixes(
      before,
      list.map((f) => f.fix as Fix),
    );
    if (!applied.length || text === before) continue;
    const taken = new Set(applied);
    fixed.push(...list.filter((f) => taken.has(f.fix!)));
    diff += unifiedDiff(file.split('\\').join('/'), before, text);
    files++;
    if (!dryRun) replaceFile(abs, file, text);
  }
  return { fixed, files, diff };
}

function replaceFile(abs: string, file: string, text: string): void {
  // A link stays a link: the file it points at is the one replaced.
  const real = realpathSync(abs);
  const tmp = join(dirname(real), `.torch-preflight-fix-${process.pid}-${Date.now()}.tmp`);
  try {
    writeFileSync(tmp, text, { flag: 'wx' });
    chmodSync(tmp, statSync(real).mode & 0o7777);
    renameSync(tmp, real);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
      // nothing was written
    }
    throw new InputError(`${file}: cannot be written (${(err as NodeJS.ErrnoException).code ?? 'error'}); nothing was changed in it`);
  }
}
