// Bugs an attack review found, replayed as a user runs the CLI: each now ends in one clear line,
// never a pass.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { ACTION, perNode, runAction, runCli } from './run.js';

const each = perNode();
const G = ['--python', '3.12', '--os', 'linux', '--arch', 'x64', '--glibc', '2.39', '--driver', 'none'];

describe('the attack review, as a user runs the CLI', () => {
  each('B22: a scan glob that matches nothing is exit 2, not a pass', async (node) => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-reg-'));
    const r = await runCli(node, ['scan', 'nope/**/*.py', '--torch', '2.9'], {}, dir);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('torch-preflight: scan: "nope/**/*.py" matches no Python file');
  });
  each('B19: words that name Object.prototype members are unknown values, exit 2', async (node) => {
    for (const args of [
      ['--arch', 'constructor'],
      ['--os', '__proto__'],
      ['--arch', '__proto__'],
    ]) {
      const r = await runCli(node, ['check', '--python', '3.12', '--glibc', '2.39', '--driver', 'none', ...args]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^torch-preflight: (arch|OS) "(constructor|__proto__)" is not understood/);
    }
    const k = await runCli(node, ['matrix', '--matrix', '{"torch": ["2.8.0"]}', '--matrix-keys', 'constructor=torch']);
    expect(k.code).toBe(2);
    expect(k.stderr).not.toMatch(/internal error/);
  });
  each('B16: two exact torch pins in one file fail the check', async (node) => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-reg-'));
    writeFileSync(join(dir, 'requirements.txt'), 'torch==2.9.0\ntorch==2.8.0\n');
    const r = await runCli(node, ['check', ...G], {}, dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/error\s+no-release\s+requirements\.txt:2:1:/);
  });
  each('B10: nothing installs for Python 2.7 is a failure', async (node) => {
    const r = await runCli(node, [
      'check',
      '--python',
      '2.7',
      '--os',
      'linux',
      '--arch',
      'x64',
      '--glibc',
      '2.39',
      '--driver',
      'none',
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('pip would  install nothing: no torch release that matches has a wheel here');
  });
});

describe('the action, started from action.yml as GitHub does', () => {
  each('check mode sets only declared outputs', async (node) => {
    const r = await runAction(node, {
      'python-version': '3.12',
      os: 'linux',
      arch: 'x64',
      glibc: '2.39',
      driver: 'none',
      'torch-version': '2.9.0',
    });
    expect(r.code).toBe(0);
    for (const k of Object.keys(r.outputs)) expect(Object.keys(ACTION.outputs)).toContain(k);
  });
  each('B13: with matrix set, check inputs are said to be ignored, not dropped silently', async (node) => {
    const r = await runAction(node, {
      matrix: '{"os": ["ubuntu-24.04"], "python-version": ["3.12"]}',
      'torch-version': '2.9.0',
      'python-version': '3.11',
      scan: 'src/**/*.py',
    });
    expect(r.stdout).toMatch(
      /^::warning title=torch-preflight input-ignored::With matrix set, the action plans a matrix and does not read `torch-version`, `python-version`, `scan`\./m,
    );
    for (const k of Object.keys(r.outputs)) expect(Object.keys(ACTION.outputs)).toContain(k);
  });
});

describe('scan --changed-since on a real repository', () => {
  each('only the files and lines a branch changed', async (node) => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-changed-'));
    const git = (...a: string[]) => execFileSync('git', a, { cwd: dir, stdio: 'pipe' });
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 't@example.com');
    git('config', 'user.name', 't');
    writeFileSync(join(dir, 'old.py'), 'import torch\nx = torch.solve(a, b)\n');
    writeFileSync(join(dir, 'edit.py'), 'import torch\ny = torch.solve(a, b)\n');
    git('add', '.');
    git('commit', '-qm', 'base');
    git('checkout', '-qb', 'pr');
    writeFileSync(join(dir, 'edit.py'), 'import torch\ny = torch.solve(a, b)\nz = torch.symeig(a)\n');
    git('commit', '-qam', 'pr');
    const files = JSON.parse(
      (await runCli(node, ['scan', '--torch', '2.9', '--changed-since', 'main', '--format', 'json'], {}, dir)).stdout,
    );
    expect(files.scan).toMatchObject({ files: 1, changedFiles: 1, changedSince: 'main' });
    expect(
      files.findings
        .map((f: { location: { file: string; line: number } }) => `${f.location.file}:${f.location.line}`)
        .sort(),
    ).toEqual(['edit.py:2', 'edit.py:3']);
    const lines = JSON.parse(
      (
        await runCli(
          node,
          ['scan', '--torch', '2.9', '--changed-since', 'main', '--only-changed-lines', '--format', 'json'],
          {},
          dir,
        )
      ).stdout,
    );
    expect(
      lines.findings.map((f: { location: { file: string; line: number } }) => `${f.location.file}:${f.location.line}`),
    ).toEqual(['edit.py:3']);
    const bad = await runCli(node, ['scan', '--torch', '2.9', '--changed-since', 'nope'], {}, dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^torch-preflight: --changed-since: git does not know the base ref/);
  });
});
