/**
 * A pull request that moves torch, over a real repository's history
 * (tests/fixtures/upgrade/facebookresearch__audiocraft: the commit that pins torch==2.1.0).
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { commands, perNode, runAction, runCli, ROOT } from './run.js';

const each = perNode();
const FIXTURE = join(ROOT, 'tests/fixtures/upgrade/facebookresearch__audiocraft');

/** main = the base commit; `bump` = the head commit (head/ laid over base/). */
function audiocraftPr(): { dir: string; git: (...a: string[]) => Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'tp-upgrade-pr-'));
  const git = (...a: string[]) => execFileSync('git', a, { cwd: dir, stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 't@example.com');
  git('config', 'user.name', 't');
  cpSync(join(FIXTURE, 'base'), dir, { recursive: true });
  git('add', '-A');
  git('commit', '-qm', 'base: 6f08e33727e6');
  git('checkout', '-qb', 'bump');
  cpSync(join(FIXTURE, 'head'), dir, { recursive: true });
  git('commit', '-qam', 'Set pytorch version to 2.1.0 (d7e4acca093b)');
  return { dir, git };
}

const RUNNER = { 'python-version': '3.8', os: 'linux', arch: 'x64', glibc: '2.35', driver: 'none', scan: '**/*.py' };
const PR = (dir: string) => ({
  GITHUB_WORKSPACE: dir,
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_BASE_REF: 'main',
  GITHUB_REPOSITORY: 'facebookresearch/audiocraft',
  GITHUB_SHA: 'd7e4acca093bdef7b6c67fa18f55a0f24481abd4',
});

describe('a pull request that moves torch, on audiocraft', () => {
  each(
    'the scan covers the files the pull request did not touch, and the pin note says what breaks here',
    async (node) => {
      const { dir } = audiocraftPr();
      const r = await runAction(node, RUNNER, PR(dir));
      expect(r.stderr).toBe('');
      const cmds = commands(r.stdout);
      // The finding in a file the commit did not touch (it changed requirements.txt only).
      expect(
        cmds.some(
          (l) =>
            /api-deprecated,file=audiocraft\/modules\/conv\.py,line=24,/.test(l) &&
            l.includes('torch.nn.utils.weight_norm'),
        ),
      ).toBe(true);
      const note = cmds.find((l) => l.includes('upgrade-note'));
      expect(note).toMatch(/file=requirements\.txt,line=12,/);
      // The message; the annotation adds the hint ("Fix: …") and the source after it.
      const text = note!.replace(/^::[^:]*::/, '').replace(/ Fix: .*$/, '');
      // At most three sentences, and only this repository's facts: 3.8 (the composite action's) is kept by 2.1.
      expect(text.split(/(?<=\.)\s+(?=[A-Z])/).length).toBeLessThanOrEqual(3);
      // (2.15 → 2.1): the newest release each pin admits; the base's open range admits today's torch.
      // The unpinned xformers beside it was judged too: some release of it goes with torch 2.1.0.
      expect(text).toBe(
        'torch >=2.0.0 → ==2.1.0 (2.15 → 2.1) drops no Python, runner or index variant this repository uses, and xformers has a release for it. The scan found 1 code line (1 warning) that the new torch breaks or warns about.',
      );
      expect(text).not.toMatch(/conda|XPU|H100|Release notes/);
      // The story first: before → after, what breaks here with links, then the scan, then the rest.
      const s = r.summary;
      // The example in docs/pins.md is this summary: UPDATE_DOCS=1 writes it out to copy from.
      if (process.env.UPDATE_DOCS) writeFileSync(join(tmpdir(), 'torch-preflight-upgrade-summary.md'), s);
      const order = [
        '## torch upgrade: &gt;=2.0.0 → ==2.1.0',
        '### What breaks here',
        'audiocraft/modules/conv.py#L24',
        '<details><summary>Release notes',
        '### Source scan',
        '### Findings',
      ].map((x) => s.indexOf(x));
      expect(order.every((i) => i >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(s).toMatch(/every Python file is scanned, not only the changed ones/);
      expect(s).toContain('<code>torch.nn.utils.weight\\_norm</code>');
      // The notice quotes the pins: user text, escaped.
      expect(s).toContain('This change moves torch &gt;=2.0.0 → ==2.1.0 (requirements.txt:12)');
    },
  );

  each("the runner's driver that the new build no longer serves is the note's second sentence", async (node) => {
    const { dir } = audiocraftPr();
    const r = await runAction(node, { ...RUNNER, driver: '450.80.02', gpu: 'sm_86' }, PR(dir));
    const note = commands(r.stdout).find((l) => l.includes('upgrade-note'))!;
    const text = note.replace(/^::[^:]*::/, '').replace(/ Fix: .*$/, '');
    const sentences = text.split(/(?<=\.)\s+(?=[A-Z])/);
    expect(sentences).toHaveLength(3);
    expect(sentences[1]).toMatch(
      /^On this runner: torch 2\.1\.0\+cu121 bundles CUDA 12\.1, which needs NVIDIA driver 530\.30\.02 .*this runner has 450\.80\.02\.$/,
    );
    expect(r.summary).toMatch(/- This runner: torch 2\.1\.0\+cu121 bundles CUDA 12\.1/);
  });

  each(
    'a pin to 2.5.1 on the same files names the Python 3.8 this repository builds with, and nothing it does not use',
    async (node) => {
      const { dir, git } = audiocraftPr();
      writeFileSync(
        join(dir, 'requirements.txt'),
        readFileSync(join(dir, 'requirements.txt'), 'utf8').replace('torch==2.1.0', 'torch==2.5.1'),
      );
      git('commit', '-qam', 'torch 2.5.1 (not in the real history)');
      const r = await runAction(node, RUNNER, PR(dir));
      const note = commands(r.stdout).find((l) => l.includes('upgrade-note'))!;
      expect(note).toMatch(/^::warning title=torch-preflight upgrade-note,file=requirements\.txt,line=12,/);
      // 2.5 drops 3.8 (used by the composite action) and, against >=2.0.0's newest, 3.14 (used nowhere here).
      expect(note).toContain('drops Python 3.8 (.github/actions/audiocraft_build/action.yml:8).');
      expect(note).not.toContain('3.14');
      expect(r.summary).toMatch(
        /- Python 3\.8: used at <a href="[^"]+\/\.github\/actions\/audiocraft_build\/action\.yml#L8">/,
      );
    },
  );

  each('a pull request that does not change torch still scans only its changed files', async (node) => {
    const { dir, git } = audiocraftPr();
    git('checkout', '-q', 'main');
    git('checkout', '-qb', 'docs');
    appendFileSync(
      join(dir, 'audiocraft/utils/utils.py'),
      '\n\ndef added_by_pr():\n    return torch.nn.utils.weight_norm\n',
    );
    git('commit', '-qam', 'a change that leaves torch alone');
    const r = await runAction(node, RUNNER, PR(dir));
    expect(r.stderr).toBe('');
    const cmds = commands(r.stdout);
    expect(cmds.some((l) => l.includes('upgrade-note'))).toBe(false);
    expect(cmds.some((l) => l.includes('file=audiocraft/modules/conv.py'))).toBe(false);
    expect(cmds.some((l) => /api-deprecated,file=audiocraft\/utils\/utils\.py,/.test(l))).toBe(true);
    expect(r.summary).toMatch(/1 Python file scanned/);
    expect(r.summary).not.toMatch(/every Python file is scanned/);
  });

  each('the CLI widens `scan --changed-since` with a one-line notice saying why', async (node) => {
    const { dir } = audiocraftPr();
    const r = await runCli(
      node,
      ['scan', '--torch', '==2.1.0', '--changed-since', 'main', '--only-changed-lines'],
      {},
      dir,
    );
    expect(r.stderr).toBe(
      'This change moves torch >=2.0.0 → ==2.1.0 (requirements.txt:12): every Python file is scanned, not only the changed ones.\n',
    );
    expect(r.stdout).toMatch(/audiocraft\/modules\/conv\.py:24:\d+/);
    expect(r.stdout).toMatch(/\(from >=2\.0\.0\): 1 finding\./);
  });

  each('a pin file that cannot be read leaves the scan on the changed files, and says so', async (node) => {
    const { dir, git } = audiocraftPr();
    git('checkout', '-q', 'main');
    git('checkout', '-qb', 'broken');
    // pyproject.toml is also scan's own config ([tool.torch-preflight]): a broken one stops the scan
    // (exit 2, as any malformed config does), so the unreadable pin file here is requirements.txt.
    writeFileSync(join(dir, 'requirements.txt'), 'torch==2.1.0\ntorch=>=>1\n');
    appendFileSync(
      join(dir, 'audiocraft/utils/utils.py'),
      '\n\ndef added_by_pr():\n    return torch.nn.utils.weight_norm\n',
    );
    git('add', '-A');
    git('commit', '-qm', 'a broken requirements file');
    const r = await runCli(node, ['scan', '--torch', '==2.1.0', '--changed-since', 'main'], {}, dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(
      /^Whether this change moves torch could not be told \(requirements\.txt.*\): only the changed files are scanned\.\n$/,
    );
    expect(r.stdout).toMatch(/^1 file scanned/m);
  });
});
