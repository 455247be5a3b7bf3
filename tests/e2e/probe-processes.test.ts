/** Probed programs that misbehave, through the bundled CLI and action (attack.md B2, B14, B17). */
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { gone } from '../unit/io/processes.js';
import { commands, fakeInterpreter, perNode, runAction, runCli } from './run.js';

const each = perNode();
const FIXED = ['--torch', '2.8.0', '--os', 'linux', '--arch', 'x64', '--glibc', '2.35', '--driver', 'none'];

describe.runIf(process.platform !== 'win32')('probed programs that misbehave', () => {
  each('B2: an interpreter flooding stdout is exit 2 with one line', async (node) => {
    const r = await runCli(node, ['check', ...FIXED, '--python-path', fakeInterpreter('exec yes xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx')]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/printed more than 1 MiB on stdout/)]);
    expect(r.ms).toBeLessThan(10_000);
  });

  each('B2: the action fails the step with one ::error for a flooding interpreter', async (node) => {
    const r = await runAction(node, { 'python-path': fakeInterpreter('exec yes xxxxxxxxxxxxxxxxxxxx >&2'), 'torch-version': '2.8.0', os: 'linux', arch: 'x64', glibc: '2.35', driver: 'none' });
    expect(r.code).toBe(1);
    expect(commands(r.stdout)).toEqual([expect.stringMatching(/^::error::torch-preflight: the Python interpreter .* printed more than 1 MiB on stderr/)]);
  });

  each('B17: a timed-out wrapper leaves no child behind', async (node) => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-e2e-group-'));
    const pidFile = join(dir, 'pid');
    const r = await runCli(node, ['check', ...FIXED, '--python-path', fakeInterpreter(`sleep 100 &\necho $! > '${pidFile}'\nwait`)], { TORCH_PREFLIGHT_PROBE_TIMEOUT_MS: '300' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/hung: it did not answer within 0\.3 s/);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(await gone(pid)).toBe(true);
  });

  each('B14: --python-path with a space in the directory is one path', async (node) => {
    const dir = join(mkdtempSync(join(tmpdir(), 'tp-e2e-')), 'my python', 'bin');
    mkdirSync(dir, { recursive: true });
    symlinkSync(fakeInterpreter('exec python3 "$@"'), join(dir, 'python3'));
    const r = await runCli(node, ['check', ...FIXED, '--python-path', join(dir, 'python3'), '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).environment.python.provenance).toBe('probed');
  });
});
