// Every path to the job summary is escaped, replayed as the attack review ran
// it (../shared/reviews/2026-11-26/attack.md R8, R19): the action from action.yml, in a scratch
// workspace, the check failing before any report is made.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction, runCli, type Node } from './run.js';

const node: Node = { name: `node ${process.version}`, exe: process.execPath };
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
const BIDI = /[\u202a-\u202e\u2066-\u2069]/;

describe('the "check could not run" summary and annotation', () => {
  it('R8: Markdown in a requirements line is text in the summary, not an image', async () => {
    const ws = mkdtempSync(join(tmpdir(), 'tp-r8-'));
    writeFileSync(join(ws, 'requirements.txt'), 'torch=![x](https://evil.example/p.png)\n');
    const r = await runAction(node, AG, { GITHUB_WORKSPACE: ws });
    expect(r.code).toBe(1);
    expect(r.summary).toContain('the check could not run');
    expect(r.summary).toContain('evil.example');
    expect(r.summary).not.toMatch(/!\[x\]\(/);
  });

  it('R19: a bidi override in an input is shown as \\u202e in the annotation and the summary, as the CLI shows it', async () => {
    const ws = mkdtempSync(join(tmpdir(), 'tp-r19-'));
    const r = await runAction(
      node,
      { ...AG, 'torch-version': '2.8', 'os-version': 'a\u202eb' },
      { GITHUB_WORKSPACE: ws },
    );
    expect(r.code).toBe(1);
    const annotation = r.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? '';
    expect(annotation).toContain('a\\u202eb');
    expect(r.stdout).not.toMatch(BIDI);
    expect(r.summary).toContain('a\\\\u202eb');
    expect(r.summary).not.toMatch(BIDI);
    const cli = await runCli(
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
        '--torch',
        '2.8',
        '--os-version',
        'a\u202eb',
      ],
      {},
      ws,
    );
    expect(cli.code).toBe(2);
    expect(cli.stderr).toContain('a\\u202eb');
  });
});

describe('credentials of any length (R18)', () => {
  it('a 5,000-character userinfo in a uv.lock registry URL is never printed, by the CLI or the action', async () => {
    const ws = mkdtempSync(join(tmpdir(), 'tp-r18-'));
    const token = `${'x'.repeat(5000)}LONGSECRET`;
    writeFileSync(
      join(ws, 'uv.lock'),
      `version = 1\n\n[[package]]\nname = "torch"\nversion = "2.5.1"\nsource = { registry = "https://user:${token}@pypi.internal.example/simple" }\n`,
    );
    const cli = await runCli(
      node,
      ['check', '--python', '3.11', '--os', 'linux', '--arch', 'x64', '--glibc', '2.39', '--driver', 'none'],
      {},
      ws,
    );
    expect(cli.stdout + cli.stderr).toContain('pypi.internal.example');
    expect(cli.stdout + cli.stderr).not.toContain('LONGSECRET');
    const act = await runAction(node, { ...AG, 'python-version': '3.11' }, { GITHUB_WORKSPACE: ws });
    const shown = act.stdout
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n');
    expect(shown + act.summary + JSON.stringify(act.outputs)).not.toContain('LONGSECRET');
  });
});
