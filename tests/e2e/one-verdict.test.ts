/**
 * The job summary's headline, the `verdict` output, the log
 * line and the exit code are one verdict, from the findings of every part that ran.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { perNode, runAction, type ActionRun } from './run.js';

const each = perNode();

/** A workspace with a removed API (error) and a deprecated one (warning). */
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tp-verdict-'));
  writeFileSync(join(dir, 'removed.py'), 'import torch\nw = torch.symeig(x)\n');
  writeFileSync(join(dir, 'deprecated.py'), 'from torch.cuda import amp\nwith amp.autocast(enabled=True):\n    pass\n');
  writeFileSync(join(dir, 'clean.py'), 'import torch\nx = torch.zeros(2)\n');
  return dir;
}

const RUNNER = {
  'python-version': '3.12',
  os: 'linux',
  arch: 'x64',
  glibc: '2.39',
  driver: 'none',
  'torch-version': '2.8.0',
  'index-url': 'cpu',
};

/** Every place the verdict shows agrees, and the exit code follows it and fail-on. */
function expectOneVerdict(r: ActionRun, verdict: string, exit: number): void {
  expect(r.outputs.verdict).toBe(verdict);
  expect(r.summary.split('\n')[0]).toMatch(new RegExp(`^## \\S+ torch-preflight: ${verdict}$`));
  expect(r.stdout).toMatch(new RegExp(`^torch-preflight: ${verdict} \\(`, 'm'));
  expect(r.code).toBe(exit);
}

describe('one verdict in every action mode', () => {
  each('check only', async (node) => {
    const r = await runAction(node, RUNNER, { GITHUB_WORKSPACE: workspace() });
    expectOneVerdict(r, 'pass', 0);
  });
  each('check + scan with nothing found', async (node) => {
    const r = await runAction(node, { ...RUNNER, scan: 'clean.py' }, { GITHUB_WORKSPACE: workspace() });
    expectOneVerdict(r, 'pass', 0);
  });
  each('newcomer §3: a scan error fails the step and the headline says fail', async (node) => {
    const r = await runAction(node, { ...RUNNER, scan: 'removed.py' }, { GITHUB_WORKSPACE: workspace() });
    expectOneVerdict(r, 'fail', 1);
    expect(r.outputs.errors).toBe('1');
  });
  each('newcomer §3: a scan warning makes the headline warn (fail-on error passes the step)', async (node) => {
    const r = await runAction(node, { ...RUNNER, scan: 'deprecated.py' }, { GITHUB_WORKSPACE: workspace() });
    expectOneVerdict(r, 'warn', 0);
  });
  each('a scan warning with fail-on warning fails the step', async (node) => {
    const r = await runAction(
      node,
      { ...RUNNER, scan: 'deprecated.py', 'fail-on': 'warning' },
      { GITHUB_WORKSPACE: workspace() },
    );
    expectOneVerdict(r, 'warn', 1);
  });
  each('matrix mode: the headline carries the verdict, ignored inputs included', async (node) => {
    const r = await runAction(
      node,
      {
        matrix: '{"os": ["ubuntu-24.04"], "python-version": ["3.12"], "torch-version": ["2.8.0"]}',
        'torch-version': '2.8.0',
      },
      { GITHUB_WORKSPACE: workspace() },
    );
    // torch-version is not read in matrix mode: the input-ignored warning is part of the verdict.
    expectOneVerdict(r, 'warn', 0);
  });
  each('matrix mode with a cell that cannot install', async (node) => {
    const r = await runAction(
      node,
      {
        matrix: '{"os": ["macos-15-intel"], "python-version": ["3.12"], "torch-version": ["2.8.0"]}',
        'fail-on': 'warning',
      },
      { GITHUB_WORKSPACE: workspace() },
    );
    expect(['warn', 'fail']).toContain(r.outputs.verdict);
    expectOneVerdict(r, r.outputs.verdict!, 1);
  });
});
