// git as data: real repositories in temp dirs, read through
// src/workspace/changes.ts and src/workspace/merge-base.ts. The attack review's cases (R1, R2, R15, R16, R17, R20)
// are replayed through the bundled CLI and action in tests/e2e/git-data.test.ts; here, the
// edges that need no bundle: filters, dubious ownership, forged headers, messages.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { changesSince } from '../../../src/workspace/changes.js';
import { sourceAtBase } from '../../../src/workspace/merge-base.js';
import { dubiousOwnership, filterOverrides, shownRef } from '../../../src/io/git-repo.js';
import { onChangedLine } from '../../../src/scan/diff.js';
import { fcRuns } from '../../property-runs.js';

// Test setup only: the code under test runs git through src/io/run.ts.
const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@e',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@e',
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'init.defaultBranch=main', ...args], { cwd, stdio: 'pipe', env: ENV }).toString();

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** main: model.py without the removed API; branch pr: model.py line 2 uses it. */
function prRepo(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tp-git-'));
  dirs.push(dir);
  git(dir, 'init', '-q', '.');
  writeFileSync(path.join(dir, 'model.py'), 'import torch\n');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  git(dir, 'checkout', '-qb', 'pr');
  writeFileSync(path.join(dir, 'model.py'), 'import torch\nw = torch.symeig(x)\n');
  git(dir, 'commit', '-qam', 'pr');
  return dir;
}

/** A program that leaves a marker when run: what git must never start. */
function plantedProgram(dir: string): { program: string; marker: string } {
  const marker = path.join(dir, 'ran.log');
  const program = path.join(dir, 'planted.sh');
  writeFileSync(program, `#!/bin/sh\necho "$0 $*" >> '${marker}'\ncat "$1" 2>/dev/null || cat\n`);
  chmodSync(program, 0o755);
  return { program, marker };
}

describe('changed lines: git configuration runs nothing and changes nothing', () => {
  it('a clean filter and an fsmonitor named in .git/config are not run; the change is still seen', async () => {
    const repo = prRepo();
    const { program, marker } = plantedProgram(path.dirname(repo));
    git(repo, 'config', 'core.fsmonitor', program);
    git(repo, 'config', 'filter.planted.clean', program);
    git(repo, 'config', 'filter.planted.process', program);
    git(repo, 'config', 'filter.planted.required', 'true');
    git(repo, 'config', 'diff.planted.textconv', program);
    writeFileSync(path.join(repo, '.git/info/attributes'), '*.py filter=planted diff=planted\n');
    // A working-tree edit: git hashes the file again, through the filter if it could.
    writeFileSync(path.join(repo, 'model.py'), 'import torch\nw = torch.symeig(x)\nv = torch.ger(a, b)\n');
    const c = await changesSince('main', repo);
    expect(existsSync(marker), 'a configured program ran').toBe(false);
    expect(c.files).toEqual(['model.py']);
    expect(c.lines.get('model.py')).toEqual([[2, 3]]);
  });

  it('a changed file with no hunk (a mode-only change) counts as changed throughout (R2)', async () => {
    const repo = prRepo();
    chmodSync(path.join(repo, 'model.py'), 0o755);
    git(repo, 'commit', '-qam', 'mode');
    git(repo, 'checkout', '-q', 'main');
    git(repo, 'checkout', '-qb', 'mode-only');
    chmodSync(path.join(repo, 'model.py'), 0o755);
    git(repo, 'commit', '-qam', 'mode only');
    const c = await changesSince('main', repo);
    expect(c.files).toEqual(['model.py']);
    expect(onChangedLine(c.lines, 'model.py', 1)).toBe(true);
  });

  it('an added line reading `++ b/other.py` cannot pose as a file header and hide later hunks', async () => {
    const repo = prRepo();
    const lines = ['import torch', ...Array.from({ length: 20 }, (_, i) => `x${i} = ${i}`), 'w = torch.symeig(x)', ''];
    writeFileSync(path.join(repo, 'model.py'), lines.join('\n'));
    git(repo, 'commit', '-qam', 'base2');
    lines[1] = '++ b/other.py';
    lines[21] = 'w = torch.symeig(y)';
    writeFileSync(path.join(repo, 'model.py'), lines.join('\n'));
    git(repo, 'commit', '-qam', 'pr2');
    const c = await changesSince('HEAD~1', repo);
    expect(onChangedLine(c.lines, 'model.py', 22)).toBe(true);
    expect(c.lines.has('other.py')).toBe(false);
  });

  it('a name with a space keeps its changed lines: git ends its +++ name with a tab (issue 31 item 3)', async () => {
    const repo = prRepo();
    writeFileSync(path.join(repo, 'my file.py'), 'import torch\nw = torch.symeig(x)\n');
    mkdirSync(path.join(repo, 'a b'));
    writeFileSync(path.join(repo, 'a b', 'c\td.py'), 'import torch\n');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'spaces');
    const raw = git(repo, 'diff', '--unified=0', 'main', '--', 'my file.py');
    expect(raw).toContain('+++ b/my file.py\t');
    const c = await changesSince('main', repo);
    expect(c.files.sort()).toEqual(['a b/c\td.py', 'model.py', 'my file.py']);
    expect(c.lines.get('my file.py')).toEqual([[1, 2]]);
    expect(c.lines.get('a b/c\td.py')).toEqual([[1, 1]]);
  });
});

describe('dubious ownership', () => {
  const root = process.getuid?.() === 0;
  it.runIf(root)(
    'a repository owned by another user is read with safe.directory for these calls, and runs nothing it configures',
    async () => {
      const repo = prRepo();
      const { program, marker } = plantedProgram(path.dirname(repo));
      git(repo, 'config', 'core.fsmonitor', program);
      writeFileSync(path.join(repo, 'model.py'), 'import torch\nw = torch.symeig(x)\nv = 1\n');
      execFileSync('chown', ['-R', '65534', repo]);
      // The control: git itself refuses it.
      expect(() => git(repo, 'rev-parse', '--verify', '--quiet', 'main^{commit}')).toThrow(/dubious ownership/);
      const c = await changesSince('main', repo);
      expect(c.lines.get('model.py')).toEqual([[2, 3]]);
      const at = await sourceAtBase('main', repo, 1000);
      if ('problem' in at) throw new Error(at.problem);
      expect((await at.source.read(path.join(repo, 'model.py')))?.toString()).toBe('import torch\n');
      expect(existsSync(marker)).toBe(false);
    },
  );

  it.runIf(root)(
    'when git refuses the trusted repository for another reason, its own first line is the message, never "unknown base ref … fetch-depth"',
    async () => {
      const repo = prRepo();
      writeFileSync(path.join(repo, '.git', 'config'), '[core]\n\trepositoryformatversion = 99\n');
      execFileSync('chown', ['-R', '65534', repo]);
      const at = await sourceAtBase('main', repo, 1000);
      expect(at).toMatchObject({
        problem:
          'git cannot read this directory: fatal: Expected git repo version <= 1, found 99; the pins at the base cannot be read',
      });
      expect(JSON.stringify(at)).not.toMatch(/fetch-depth|does not know/);
    },
  );

  it('rev-parse exit 1 is "no such ref"; a repository git cannot read is said in git\'s words', async () => {
    const repo = prRepo();
    expect(await sourceAtBase('nope', repo, 1000)).toMatchObject({
      problem: expect.stringContaining('git does not know the base ref "nope" or "origin/nope"'),
      hint: expect.stringContaining('fetch-depth'),
    });
    const notRepo = mkdtempSync(path.join(os.tmpdir(), 'tp-norepo-'));
    dirs.push(notRepo);
    const r = await sourceAtBase('main', notRepo, 1000);
    expect(r).toMatchObject({ problem: expect.stringContaining('not a git repository') });
    expect(JSON.stringify(r)).not.toContain('fetch-depth');
  });

  it("the refused directory is read from git's message", () => {
    expect(
      dubiousOwnership("fatal: detected dubious ownership in repository at '/__w/my repo/x'\nTo add an exception…"),
    ).toBe('/__w/my repo/x');
    expect(dubiousOwnership('fatal: not a git repository')).toBeUndefined();
  });
});

describe('messages and options', () => {
  it('a long ref is cut in every message (R20)', async () => {
    const repo = prRepo();
    const long = 'a'.repeat(100_000);
    const r = await sourceAtBase(long, repo, 1000);
    expect(JSON.stringify(r).length).toBeLessThan(600);
    await expect(changesSince(long, repo)).rejects.toThrow(/\(100000 characters\)/);
    const message = await changesSince(long, repo).then(
      () => '',
      (x: Error) => x.message,
    );
    expect(message.length).toBeLessThan(600);
    expect(await sourceAtBase(`${long}:x`, repo, 1000)).toMatchObject({
      problem: expect.stringMatching(/^"a{80}"… \(100002 characters\) is not a git ref$/),
    });
  });

  it('shownRef is short and JSON-quoted for any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (s) => {
        const shown = shownRef(s);
        expect(shown.length).toBeLessThanOrEqual(JSON.stringify(s.slice(0, 80)).length + 30);
        expect(shown.startsWith(JSON.stringify(s.slice(0, Math.min(80, s.length))))).toBe(true);
      }),
      { numRuns: fcRuns() },
    );
  });

  it('each filter driver the configuration names is blanked and not required', () => {
    expect(
      filterOverrides(['filter.lfs.clean', 'filter.lfs.process', 'filter.lfs.required', 'filter.a.b.smudge', 'core.x']),
    ).toEqual([
      ...[
        '-c',
        'filter.lfs.clean=',
        '-c',
        'filter.lfs.smudge=',
        '-c',
        'filter.lfs.process=',
        '-c',
        'filter.lfs.required=false',
      ],
      ...[
        '-c',
        'filter.a.b.clean=',
        '-c',
        'filter.a.b.smudge=',
        '-c',
        'filter.a.b.process=',
        '-c',
        'filter.a.b.required=false',
      ],
    ]);
    expect(() => filterOverrides(['filter.a=b.clean'])).toThrow(/cannot be switched off/);
  });
});
