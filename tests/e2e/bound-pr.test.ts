/**
 * Pull requests that move torch beside packages bound to it, run through the action as GitHub
 * runs it (tests/fixtures/upgrade/facebookresearch__audiocraft-bound): a bump of torch alone
 * strands torchtext and xformers and fails, naming both and the release that fixes each; a bump
 * that moves them together passes the bound checks.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { commands, perNode, runAction, ROOT } from './run.js';

const each = perNode();
const FIXTURE = join(ROOT, 'tests/fixtures/upgrade/facebookresearch__audiocraft-bound');

/** main = the real base; `bump` = the head laid over it. */
function pr(head: 'head-torch-only' | 'head-both'): string {
  const dir = mkdtempSync(join(tmpdir(), 'tp-bound-pr-'));
  const git = (...a: string[]) => execFileSync('git', a, { cwd: dir, stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 't@example.com');
  git('config', 'user.name', 't');
  cpSync(join(FIXTURE, 'base'), dir, { recursive: true });
  git('add', '-A');
  git('commit', '-qm', 'base: ed418e4bce89');
  git('checkout', '-qb', 'bump');
  cpSync(join(FIXTURE, head), dir, { recursive: true });
  git('commit', '-qam', head);
  return dir;
}

const RUNNER = { 'python-version': '3.10', os: 'linux', arch: 'x64', glibc: '2.35', driver: 'none', gpu: 'none' };
const EVENT = (dir: string) => ({
  GITHUB_WORKSPACE: dir,
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_BASE_REF: 'main',
  GITHUB_REPOSITORY: 'facebookresearch/audiocraft',
});

describe('a pull request that moves torch beside packages bound to it (audiocraft)', () => {
  each('bumping torch alone fails, and names the stranded packages and the releases that fix them', async (node) => {
    const r = await runAction(node, RUNNER, EVENT(pr('head-torch-only')));
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(r.outputs.verdict).toBe('fail');
    const cmds = commands(r.stdout);
    const torchtext = cmds.find((l) => l.includes('bound-mismatch') && l.includes('line=26,'));
    expect(torchtext).toMatch(/^::error /);
    expect(torchtext).toContain('torchtext==0.16.0 requires torch==2.1.0');
    expect(torchtext).toContain('No torchtext release goes with torch 2.6.0');
    const xformers = cmds.find((l) => l.includes('bound-mismatch') && l.includes('line=17,'));
    expect(xformers).toContain('Pin xformers==0.0.29.post3 (its release for torch 2.6.0)');
    // The note on the torch line: what it strands, not "drops nothing".
    const note = cmds.find((l) => l.includes('upgrade-note'))!;
    expect(note).toMatch(/^::warning title=torch-preflight upgrade-note,file=requirements\.txt,line=12,/);
    expect(note).toContain(
      'strands xformers<0.0.23 (requirements.txt:17, requires one of torch==1.13.1 … torch==2.1.0 (by release)',
    );
    expect(note).toContain(
      'torchtext==0.16.0 (requirements.txt:26, requires torch==2.1.0: no torchtext release goes with torch 2.6.0)',
    );
    expect(note).toContain('xformers==0.0.29.post3 goes with torch 2.6.0');
    expect(note).not.toContain('drops no Python');
    // The summary's story names both, at their lines.
    expect(r.summary).toContain(
      '- torchtext==0.16.0 at <code>requirements.txt:26</code> requires torch==2.1.0: no torchtext release goes with torch 2.6.0',
    );
    expect(r.summary).toContain('- xformers&lt;0.0.23 at <code>requirements.txt:17</code>');
  });

  each('moving torch, torchtext and xformers together raises nothing about them', async (node) => {
    const r = await runAction(node, RUNNER, EVENT(pr('head-both')));
    expect(r.stderr).toBe('');
    const cmds = commands(r.stdout);
    expect(cmds.filter((l) => /bound-/.test(l))).toEqual([]);
    const note = cmds.find((l) => l.includes('upgrade-note'))!;
    expect(note).toContain(
      'torch ==2.1.0 → ==2.3.0 (2.1 → 2.3) drops no Python, runner or index variant this repository uses, and xformers==0.0.26.post1, torchtext==0.18.0 have releases for it.',
    );
    expect(r.outputs['torch-version']).toBe('2.3.0');
  });
});
