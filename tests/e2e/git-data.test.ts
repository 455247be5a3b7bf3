// The attack review's git cases (../shared/reviews/2026-11-26/attack.md R1, R2, R15, R16, R17,
// R20), replayed as the review ran them: real repositories in temp dirs, the bundled CLI and the
// action from action.yml on a pull_request event. A pull request must not hide its own findings
// from the changed-lines filter, and git must run nothing the repository configures.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction, runCli, type Node } from './run.js';

const node: Node = { name: `node ${process.version}`, exe: process.execPath };
const SCAN = ['scan', '--torch', '>=2.4', '--changed-since', 'main', '--only-changed-lines'];
const AG = {
  'python-version': '3.12',
  os: 'linux',
  arch: 'x64',
  glibc: '2.39',
  driver: 'none',
  gpu: 'none',
  'amd-gpu': 'none',
  'intel-gpu': 'none',
};

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'r',
  GIT_AUTHOR_EMAIL: 'r@e',
  GIT_COMMITTER_NAME: 'r',
  GIT_COMMITTER_EMAIL: 'r@e',
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'init.defaultBranch=main', ...args], { cwd, stdio: 'pipe', env: ENV }).toString();

/** As the review's `pr_repo`: main has model.py without the removed API; branch pr adds torch.symeig on line 2. */
function prRepo(sub = ''): string {
  const dir = mkdtempSync(join(tmpdir(), 'tp-git-e2e-'));
  const at = (f: string) => join(dir, sub, f);
  if (sub) mkdirSync(join(dir, sub));
  git(dir, 'init', '-q', '.');
  writeFileSync(at('model.py'), 'import torch\n');
  writeFileSync(join(dir, 'requirements.txt'), 'torch==2.8.0\n');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  git(dir, 'checkout', '-qb', 'pr');
  writeFileSync(at('model.py'), 'import torch\nw = torch.symeig(x)\n');
  git(dir, 'commit', '-qam', 'pr');
  return dir;
}

/** The CLI's scan and the action on a pull_request event both report model.py:2 and fail. */
async function findsThePrsUse(dir: string): Promise<void> {
  const cli = await runCli(node, SCAN, {}, dir);
  expect(cli.stderr).toBe('');
  expect(cli.stdout).toMatch(/model\.py:2:\d+: error: .*api-removed|model\.py:2.*torch\.symeig/);
  expect(cli.code).toBe(1);
  const act = await runAction(
    node,
    { ...AG, scan: '**/*.py' },
    { GITHUB_WORKSPACE: dir, GITHUB_EVENT_NAME: 'pull_request', GITHUB_BASE_REF: 'main' },
  );
  expect(act.stdout).not.toContain('covered every file');
  expect(act.outputs.verdict).toBe('fail');
  expect(act.stdout).toMatch(/::error title=torch-preflight api-removed,file=model\.py,line=2,/);
  expect(act.code).toBe(1);
}

describe('a pull request cannot hide its findings from the changed-lines filter', () => {
  it('control: the plain pull request is found', async () => {
    await findsThePrsUse(prRepo());
  });

  it('a base the checkout lacks: the action scans every file and says so as scan-fallback (issue 29: ids by cause)', async () => {
    const dir = prRepo();
    const act = await runAction(
      node,
      { ...AG, scan: '**/*.py' },
      { GITHUB_WORKSPACE: dir, GITHUB_EVENT_NAME: 'pull_request', GITHUB_BASE_REF: 'no-such-base' },
    );
    expect(act.stdout).toMatch(
      /scan-fallback::The scan covered every file, not only this pull request's changes: --changed-since/,
    );
    expect(act.stdout).not.toMatch(/probe-failed/);
    expect(act.stdout).toMatch(/::error title=torch-preflight api-removed,file=model\.py,line=2,/);
    expect(act.outputs.verdict).toBe('fail');
  });

  it('R1: a committed file named with pathspec magic (`:(exclude)*.py`, `:!model.py`) empties nothing', async () => {
    const dir = prRepo();
    writeFileSync(join(dir, ':(exclude)*.py'), 'x = 1\n');
    writeFileSync(join(dir, ':!model.py'), 'x = 1\n');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'hide');
    await findsThePrsUse(dir);
  });

  it("R2: the pull request's own .gitattributes (`-diff`, `binary`) cannot turn its diff binary", async () => {
    for (const attrs of ['*.py -diff\n', '*.py binary\n']) {
      const dir = prRepo();
      writeFileSync(join(dir, '.gitattributes'), attrs);
      git(dir, 'add', '-A');
      git(dir, 'commit', '-qm', 'attrs');
      await findsThePrsUse(dir);
    }
  });

  it("R15: a user's diff.mnemonicPrefix / diff.noprefix / diff.relative do not change the names read", async () => {
    for (const [key, value] of [
      ['diff.mnemonicPrefix', 'true'],
      ['diff.noprefix', 'true'],
      ['diff.relative', 'true'],
    ] as const) {
      const dir = prRepo();
      git(dir, 'config', key, value);
      const r = await runCli(node, SCAN, {}, dir);
      expect(r.stdout, key).toMatch(/model\.py:2/);
      expect(r.code, key).toBe(1);
    }
  });

  it('R16: core.fsmonitor and a textconv driver in .git/config are never run (a marker file is not created)', async () => {
    const dir = prRepo();
    const marker = join(dir, '..', `${dir.split('/').pop()}-ran.log`);
    const hook = join(dir, '.git', 'hook.sh');
    writeFileSync(hook, `#!/bin/sh\necho "$0 $*" >> '${marker}'\ncat "$1" 2>/dev/null\n`);
    chmodSync(hook, 0o755);
    git(dir, 'config', 'core.fsmonitor', hook);
    git(dir, 'config', 'diff.tc.textconv', hook);
    writeFileSync(join(dir, '.git', 'info', 'attributes'), '*.py diff=tc\n');
    writeFileSync(join(dir, 'model.py'), 'import torch\nw = torch.symeig(x)\n# local edit\n');
    // Control: git itself runs the planted program for an ordinary diff.
    execFileSync('git', ['diff', 'main', '--stat'], { cwd: dir, stdio: 'pipe' });
    expect(existsSync(marker)).toBe(true);
    execFileSync('rm', [marker]);
    const r = await runCli(node, SCAN, {}, dir);
    expect(r.stdout).toMatch(/model\.py:2/);
    expect(existsSync(marker), 'a program from .git/config ran').toBe(false);
    const check = await runCli(
      node,
      [
        'check',
        '--python',
        '3.12',
        '--os',
        'linux',
        '--arch',
        'x64',
        '--glibc',
        '2.39',
        '--driver',
        'none',
        '--base',
        'main',
      ],
      {},
      dir,
    );
    expect([0, 1]).toContain(check.code);
    expect(existsSync(marker), 'a program from .git/config ran').toBe(false);
  });

  it.runIf(process.getuid?.() === 0)(
    'a checkout owned by another user (a container job) is read, not reported as "unknown base ref" (issue 31 item 3)',
    async () => {
      const dir = prRepo();
      execFileSync('chown', ['-R', '65534', dir]);
      expect(() => execFileSync('git', ['rev-parse', 'main'], { cwd: dir, stdio: 'pipe' })).toThrow(
        /dubious ownership/,
      );
      await findsThePrsUse(dir);
      const act = await runAction(
        node,
        { ...AG, scan: '**/*.py' },
        { GITHUB_WORKSPACE: dir, GITHUB_EVENT_NAME: 'pull_request', GITHUB_BASE_REF: 'main' },
      );
      expect(act.stdout).not.toMatch(/fetch-depth|does not know the base ref|dubious/);
    },
  );

  it('R17: --changed-since from a subdirectory names files from there', async () => {
    const dir = prRepo('src');
    const r = await runCli(node, ['scan', '--torch', '>=2.4', '--changed-since', 'main'], {}, join(dir, 'src'));
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/ model\.py:2:5: /);
    expect(r.code).toBe(1);
    const lines = await runCli(node, [...SCAN, '--format', 'json'], {}, join(dir, 'src'));
    expect(
      JSON.parse(lines.stdout).findings.map(
        (f: { location: { file: string; line: number } }) => `${f.location.file}:${f.location.line}`,
      ),
    ).toEqual(['model.py:2']);
  });

  it('R20: a 100 KB ref is cut in the error, in text and JSON, for --changed-since and --base', async () => {
    const dir = prRepo();
    const ref = 'a'.repeat(100_000);
    for (const args of [
      ['scan', '--torch', '>=2.4', '--changed-since', ref],
      [
        'check',
        '--python',
        '3.12',
        '--os',
        'linux',
        '--arch',
        'x64',
        '--glibc',
        '2.39',
        '--driver',
        'none',
        '--base',
        ref,
      ],
      [
        'check',
        '--python',
        '3.12',
        '--os',
        'linux',
        '--arch',
        'x64',
        '--glibc',
        '2.39',
        '--driver',
        'none',
        '--base',
        ref,
        '--format',
        'json',
      ],
    ]) {
      const r = await runCli(node, args, {}, dir);
      expect(r.stdout.length + r.stderr.length, args.join(' ').slice(0, 40)).toBeLessThan(6000);
      expect(`${r.stdout}${r.stderr}`).toContain('(100000 characters)');
    }
  });
});
