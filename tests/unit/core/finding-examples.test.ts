// Every finding id has a worked example, as ruff and actionlint keep one per rule: the files and
// flags in tests/fixtures/findings/<id>/ and the exact output the CLI prints for them, which
// docs/findings.md shows under the id. The example must raise its own id, so an example cannot
// drift into showing something else.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { parse } from 'yaml';
import { run as runAction } from '../../../src/action/main.js';
import { main } from '../../../src/cli/main.js';
import { FINDING_IDS } from '../../../src/core/finding.js';
import { safeOutput } from '../../../src/report/escape.js';
import { exampleCase, examplesDir, SERVED_AT } from '../../../scripts/docs/finding-examples.js';

const ROOT = join(__dirname, '../../..');
const EXAMPLES_DIR = examplesDir(ROOT);

const ids = new Set<string>(FINDING_IDS);
const folders = readdirSync(EXAMPLES_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

async function cliRun(args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<{ code: number; stdout: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: (t) => (stdout += safeOutput(t)),
    data: (t) => (stdout += t),
    stderr: (t) => (stderr += safeOutput(t)),
    cwd,
    env,
  });
  expect(stderr).toBe('');
  return { code, stdout };
}

/** A static index on 127.0.0.1: a path's `index.html` answers for the path itself, as a PEP 503 index does. */
async function serve(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/\/$/, '/index.html');
    const file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' }).end(readFileSync(file));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

const ACTION = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>;
};

/**
 * The action as the runner starts it, in this process: inputs as INPUT_* (defaults from action.yml),
 * its log captured. One folder for the runner's files serves every run: @actions/core keeps the
 * summary file's path from its first write, as it may in the one run a process makes.
 */
const runnerFiles = mkdtempSync(join(tmpdir(), 'tp-example-action-'));
async function actionRun(
  inputs: Record<string, string>,
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<{ code: number; stdout: string }> {
  const saved = process.env;
  const e: NodeJS.ProcessEnv = { ...env, GITHUB_WORKSPACE: cwd, RUNNER_TEMP: runnerFiles };
  e.GITHUB_OUTPUT = join(runnerFiles, 'output');
  e.GITHUB_STEP_SUMMARY = join(runnerFiles, 'summary');
  writeFileSync(e.GITHUB_OUTPUT, '');
  writeFileSync(e.GITHUB_STEP_SUMMARY, '');
  for (const [k, v] of Object.entries(ACTION.inputs))
    if (v.default !== undefined) e[`INPUT_${k.toUpperCase()}`] = v.default;
  for (const [k, v] of Object.entries(inputs)) e[`INPUT_${k.toUpperCase()}`] = v;
  let stdout = '';
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  });
  process.env = e;
  process.exitCode = undefined;
  try {
    await runAction();
    return { code: typeof process.exitCode === 'number' ? process.exitCode : 0, stdout };
  } finally {
    process.env = saved;
    process.exitCode = undefined;
    write.mockRestore();
  }
}

/** A repository whose `main` holds the example's base/ files and whose checked-out `pr` branch holds the others. */
function pullRequest(from: string, to: string): void {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=example', '-c', 'user.email=example@example.com', ...args], {
      cwd: to,
      stdio: 'ignore',
    });
  mkdirSync(to, { recursive: true });
  git('init', '-q', '-b', 'main');
  cpSync(join(from, 'base'), to, { recursive: true });
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  git('checkout', '-q', '-b', 'pr');
  const base = join(from, 'base');
  cpSync(from, to, { recursive: true, filter: (src) => src !== base && !src.startsWith(`${base}/`) });
  git('add', '-A');
  git('commit', '-q', '-m', 'pull request');
}

describe('worked examples of the finding ids', () => {
  it('every id has one, and every example is of an id', () => {
    expect(FINDING_IDS.filter((id) => !folders.includes(id))).toEqual([]);
    expect(folders.filter((f) => !ids.has(f))).toEqual([]);
  });

  const scratch = mkdtempSync(join(tmpdir(), 'tp-finding-examples-'));
  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
    rmSync(runnerFiles, { recursive: true, force: true });
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(folders.filter((f) => ids.has(f)))('%s', async (id) => {
    const c = exampleCase(ROOT, id);
    // The day the output is judged on: the catalog's own date unless the example needs another
    // (a stale catalog is a question of days).
    vi.setSystemTime(new Date(`${c.now ?? bundledCatalog.asOf}T12:00:00Z`));
    // A copy, so that a command that writes (scan --fix) leaves the fixture as it is.
    const cwd = join(scratch, id);
    if (c.git) pullRequest(join(EXAMPLES_DIR, id), cwd);
    else cpSync(join(EXAMPLES_DIR, id), cwd, { recursive: true });
    const env = { PATH: process.env.PATH ?? '', HOME: cwd, ...c.env };
    const server = c.serve ? await serve(join(cwd, 'index')) : undefined;
    let out: { code: number; stdout: string };
    try {
      const args = (c.args ?? []).map((a) => a.replaceAll('{server}', server?.url ?? '{server}'));
      out = c.action ? await actionRun(c.action, env, cwd) : await cliRun(args, env, cwd);
    } finally {
      await server?.close();
    }
    const code = out.code;
    const stdout = server ? out.stdout.replaceAll(server.url, SERVED_AT) : out.stdout;
    expect(code).toBe(c.exit);
    // The example raises the id it illustrates (the text output and the log name each finding by id).
    expect(stdout).toMatch(new RegExp(`(?<![\\w-])${id}(?![\\w-])`));
    await expect(stdout).toMatchFileSnapshot(join(EXAMPLES_DIR, id, 'expected.txt'));
  });
});
