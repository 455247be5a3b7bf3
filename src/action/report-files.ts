/**
 * The action's own files: the JSON report, the SARIF file and the patch beside it. The workspace
 * holds a pull request's files, links included, so a write never follows a link: the path must
 * lie inside the workspace or RUNNER_TEMP, each folder below that root is checked with lstat (a
 * link is refused, a missing one created), and the file is written as a new temporary file
 * (O_CREAT|O_EXCL) and renamed into place, which replaces a link there instead of writing
 * through it.
 */
import { lstatSync, mkdirSync, realpathSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { InputError } from '../core/errors.js';
import { redact } from '../text/secrets.js';
import type { Report } from '../report/report.js';
import type { CommandReport } from '../report/report-schema.js';
import { formatSarif } from '../report/sarif.js';

/** Where the action may write: the workspace and the runner's temporary folder. */
function writableRoots(env: NodeJS.ProcessEnv = process.env): string[] {
  return [env.GITHUB_WORKSPACE || process.cwd(), env.RUNNER_TEMP || tmpdir()].map((r) => resolve(r));
}

/** The default report path: in RUNNER_TEMP, where nothing of the pull request's lies. */
export function defaultReportPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.RUNNER_TEMP || tmpdir(), 'torch-preflight-report.json');
}

const code = (err: unknown): string => (err as NodeJS.ErrnoException).code ?? 'error';

/** Why a path cannot be written, as one line; `what` names it (`report-path "…"`). */
class Refused extends InputError {}

/**
 * The absolute path to write `path` at, its folders created: refused when it lies outside the
 * roots or any folder on the way is a link or not a folder.
 */
function checkedTarget(path: string, what: string, roots: readonly string[]): string {
  const abs = resolve(path);
  try {
    if (statSync(abs).isDirectory()) throw new Refused(`${what}: is a directory; name a file`);
  } catch (err) {
    if (err instanceof Refused) throw err;
  }
  const root = roots.find((r) => {
    const rel = relative(r, abs);
    return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
  });
  if (root === undefined)
    throw new Refused(`${what}: outside the workspace and RUNNER_TEMP; name a file inside one of them`);
  let dir: string;
  try {
    dir = realpathSync(root);
  } catch (err) {
    throw new Refused(`${what}: cannot be written (${code(err)})`);
  }
  const parts = relative(root, abs).split(sep);
  const file = parts.pop()!;
  for (const part of parts) {
    dir = join(dir, part);
    try {
      mkdirSync(dir);
    } catch (err) {
      if (code(err) !== 'EEXIST') throw new Refused(`${what}: cannot be written (${code(err)})`);
    }
    const st = lstatSync(dir);
    if (st.isSymbolicLink())
      throw new Refused(
        `${what}: ${JSON.stringify(relative(root, dir))} is a symbolic link; the action does not write through links`,
      );
    if (!st.isDirectory()) throw new Refused(`${what}: cannot be written (ENOTDIR)`);
  }
  return join(dir, file);
}

/** Writes `data` at `path` without following a link; `what` names the path in messages. */
export function writeNoFollow(
  path: string,
  data: string,
  what: string,
  roots: readonly string[] = writableRoots(),
): void {
  const target = checkedTarget(path, what, roots);
  const tmp = join(dirname(target), `.torch-preflight-${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  try {
    // wx is O_CREAT|O_EXCL: a new file, never one a link planted under this name points at.
    writeFileSync(tmp, data, { flag: 'wx', mode: 0o644 });
    renameSync(tmp, target);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
      // nothing was written
    }
    throw new Refused(
      `${what}: ${code(err) === 'EISDIR' ? 'is a directory; name a file' : `cannot be written (${code(err)})`}`,
    );
  }
}

export function writeReport(path: string, report: CommandReport): void {
  writeNoFollow(path, redact(JSON.stringify(report, null, 2)) + '\n', `report-path ${JSON.stringify(path)}`);
}

/** The workflow file running this step (GITHUB_WORKFLOW_REF is `owner/repo/.github/workflows/x.yml@ref`). */
function workflowFile(): string | undefined {
  const m = /^[^/]+\/[^/]+\/(.+?)@/.exec(process.env.GITHUB_WORKFLOW_REF ?? '');
  return m?.[1];
}

/** The findings as SARIF beside the report: the pin line that asks for torch, else the workflow file, places findings tied to no file. */
export function writeSarif(reportPath: string, report: CommandReport): string {
  const path = join(dirname(reportPath), 'torch-preflight.sarif');
  const pin = 'environment' in report ? (report as Report).request.torchLocation : undefined;
  const wf = workflowFile();
  const fallback = pin ?? (wf ? { file: wf, line: 1 } : undefined);
  writeNoFollow(
    path,
    redact(formatSarif(report.findings, fallback ? { fallback } : {})),
    `SARIF file ${JSON.stringify(path)}`,
  );
  return path;
}

/** The scan's fixes beside the report, as a patch `git apply` takes. */
export function writePatch(reportPath: string, patch: string): string {
  const path = join(dirname(reportPath), 'torch-preflight.patch');
  writeNoFollow(path, patch, `the patch beside report-path ${JSON.stringify(reportPath)}`);
  return path;
}
