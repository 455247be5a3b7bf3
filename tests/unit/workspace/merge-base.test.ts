// The pins at a pull request's base, read from git without a checkout.
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runProgram } from '../../../src/io/run.js';
import { readPinsAtBase } from '../../../src/workspace/merge-base.js';
import { readPins } from '../../../src/workspace/pin-files.js';
import { upgradeNotes } from '../../../src/pins/index.js';
import { testCatalog } from '../pins/test-catalog.js';

// Test setup only: the code under test runs git through src/io/run.ts.
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    stdio: 'pipe',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@e',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@e',
    },
  }).toString();

let repo: string;
beforeAll(async () => {
  repo = await mkdtemp(path.join(os.tmpdir(), 'pins-git-'));
  git(repo, 'init', '-q', '-b', 'main');
  await writeFile(path.join(repo, 'requirements.txt'), 'numpy\ntorch==2.8.0\n');
  await writeFile(path.join(repo, 'pyproject.toml'), '[project]\nname = "x"\nrequires-python = ">=3.9"\n');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'base');
  git(repo, 'checkout', '-q', '-b', 'feature');
  await writeFile(path.join(repo, 'requirements.txt'), 'numpy\ntorch==2.9.0\n');
  await writeFile(path.join(repo, 'requirements-new.txt'), 'torchvision==0.24.0\n');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'bump torch');
});

describe('readPinsAtBase', () => {
  it('reads the pins at the merge base; the PR bump gives an upgrade note', async () => {
    const files = ['requirements.txt', 'pyproject.toml', 'requirements-new.txt'];
    const base = await readPinsAtBase(files, 'main', repo);
    if ('problem' in base) throw new Error(base.problem);
    expect(base.pins.map((p) => [p.package, p.specifier, p.location.file, p.location.line])).toEqual([
      ['torch', '==2.8.0', 'requirements.txt', 2],
    ]);
    expect(base.requiresPython?.specifier).toBe('>=3.9');
    const head = await readPins(files, { cwd: repo });
    const { findings } = upgradeNotes(base, head, testCatalog);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      id: 'upgrade-note',
      severity: 'warning',
      location: { file: 'requirements.txt', line: 2 },
    });
    expect(findings[0]!.message).toContain('drops Python 3.9 (still admitted by requires-python');
  });

  it('an unknown ref is a problem with the fetch-depth fix', async () => {
    const r = await readPinsAtBase(['requirements.txt'], 'no-such-branch', repo);
    expect(r).toMatchObject({
      problem: expect.stringContaining('git does not know the base ref "no-such-branch" or "origin/no-such-branch"'),
      hint: expect.stringContaining('fetch-depth: 0'),
    });
  });

  it('a shallow clone without the base history is a problem, not a silent skip', async () => {
    const shallow = await mkdtemp(path.join(os.tmpdir(), 'pins-shallow-'));
    git(shallow, 'clone', '-q', '--depth', '1', '--branch', 'feature', `file://${repo}`, 'c');
    const clone = path.join(shallow, 'c');
    git(clone, 'fetch', '-q', '--depth', '1', 'origin', 'main:refs/remotes/origin/main');
    const r = await readPinsAtBase(['requirements.txt'], 'main', clone);
    expect(r).toMatchObject({
      problem: expect.stringMatching(/shallow|no common history/),
      hint: expect.stringContaining('fetch-depth: 0'),
    });
  });

  it('a ref that looks like an option is refused', async () => {
    expect(await readPinsAtBase(['requirements.txt'], '--output=/tmp/x', repo)).toMatchObject({
      problem: expect.stringContaining('is not a git ref'),
    });
  });

  it('no git on PATH is named as such, with the fix', async () => {
    const saved = process.env.PATH;
    process.env.PATH = path.join(os.tmpdir(), 'no-such-bin');
    try {
      expect(await readPinsAtBase(['requirements.txt'], 'main', repo)).toEqual({
        problem: 'git was not found, so the pins at the base cannot be read',
        hint: 'Install git on the runner, or run the check without --base.',
      });
    } finally {
      process.env.PATH = saved;
    }
  });

  it('B27: a base blob over the pin-file cap is refused while git streams it', async () => {
    const big = await mkdtemp(path.join(os.tmpdir(), 'pins-big-'));
    git(big, 'init', '-q', '-b', 'main');
    await writeFile(path.join(big, 'requirements.txt'), `torch==2.4.0\n${`# ${'x'.repeat(98)}\n`.repeat(60_000)}`);
    git(big, 'add', '.');
    git(big, 'commit', '-q', '-m', 'base');
    git(big, 'checkout', '-q', '-b', 'pr');
    await writeFile(path.join(big, 'requirements.txt'), 'torch==2.8.0\n');
    git(big, 'commit', '-q', '-am', 'pr');
    // The runner stops reading at the cap: git's answer is "too large", not a 6 MB buffer.
    const shown = await runProgram('git', ['show', 'main:requirements.txt'], {
      timeoutMs: 10_000,
      cwd: big,
      maxBytes: 5 * 1024 * 1024,
    });
    expect(shown).toMatchObject({ kind: 'too-large', stream: 'stdout' });
    const r = await readPinsAtBase(['requirements.txt'], 'main', big);
    expect(r).toMatchObject({
      problem: expect.stringMatching(
        /^at the merge base [0-9a-f]{12}: requirements\.txt: larger than 5 MiB, the most a pin file may be$/,
      ),
    });
  });
});
