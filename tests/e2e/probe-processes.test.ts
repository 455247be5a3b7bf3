/** Probed programs that misbehave, through the bundled CLI and action (attack.md B2, B14, B17). */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { describe, expect } from 'vitest';
import { gone } from '../unit/io/processes.js';
import { commands, fakeInterpreter, perNode, runAction, runCli } from './run.js';

const each = perNode();
const FIXED = ['--torch', '2.8.0', '--os', 'linux', '--arch', 'x64', '--glibc', '2.35', '--driver', 'none'];

describe.runIf(process.platform !== 'win32')('probed programs that misbehave', () => {
  each('B2: an interpreter flooding stdout is exit 2 with one line', async (node) => {
    const r = await runCli(node, [
      'check',
      ...FIXED,
      '--python-path',
      fakeInterpreter('exec yes xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'),
    ]);
    expect(r.code).toBe(2);
    // Cut at the cap (a flood not cut would end by the probe's timeout, with another message).
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/printed more than 1 MiB on stdout/)]);
  });

  each('B2: the action fails the step with one ::error for a flooding interpreter', async (node) => {
    const r = await runAction(node, {
      'python-path': fakeInterpreter('exec yes xxxxxxxxxxxxxxxxxxxx >&2'),
      'torch-version': '2.8.0',
      os: 'linux',
      arch: 'x64',
      glibc: '2.35',
      driver: 'none',
    });
    expect(r.code).toBe(1);
    expect(commands(r.stdout)).toEqual([
      expect.stringMatching(/^::error::torch-preflight: the Python interpreter .* printed more than 1 MiB on stderr/),
    ]);
  });

  each('B17: a timed-out wrapper leaves no child behind', async (node) => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-e2e-group-'));
    const pidFile = join(dir, 'pid');
    const r = await runCli(
      node,
      ['check', ...FIXED, '--python-path', fakeInterpreter(`sleep 100 &\necho $! > '${pidFile}'\nwait`)],
      { TORCH_PREFLIGHT_PROBE_TIMEOUT_MS: '300' },
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/hung: it did not answer within 0\.3 s/);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(await gone(pid)).toBe(true);
  });

  /** A `python3` first on PATH that notes each start in `log` and runs `body`. */
  function python3OnPath(body: string): { PATH: string; log: string } {
    const dir = mkdtempSync(join(tmpdir(), 'tp-e2e-path-'));
    const log = join(dir, 'starts');
    writeFileSync(join(dir, 'python3'), `#!/bin/sh\necho $$ >> '${log}'\n${body}\n`);
    chmodSync(join(dir, 'python3'), 0o755);
    return { PATH: `${dir}${delimiter}${process.env.PATH ?? ''}`, log };
  }

  each('issue 24: check starts the interpreter once, and uses its answer', async (node) => {
    const real = (await runCli(node, ['check', ...FIXED, '--format', 'json'])).stdout;
    const { PATH, log } = python3OnPath(`exec '${JSON.parse(real).environment.python.executable}' "$@"`);
    const r = await runCli(node, ['check', ...FIXED, '--format', 'json'], { PATH });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).environment.python.provenance).toBe('probed');
    expect(readFileSync(log, 'utf8').trim().split('\n')).toHaveLength(1);
  });

  each(
    'issue 24: the interpreter starts before check reads its input; on bad input it is killed, not waited for',
    async (node) => {
      const { PATH, log } = python3OnPath('sleep 300');
      const r = await runCli(node, ['check', '--requirements', join(tmpdir(), 'tp-no-such-dir', 'requirements.txt')], {
        PATH,
      });
      expect(r.code).toBe(2);
      expect(r.ms, 'far sooner than the 300 s the interpreter sleeps: it was not waited for').toBeLessThan(100_000);
      // Started early (before the missing file was noticed), and gone with the run.
      expect(existsSync(log)).toBe(true);
      expect(await gone(Number(readFileSync(log, 'utf8').trim()))).toBe(true);
    },
  );

  each('B14: --python-path with a space in the directory is one path', async (node) => {
    const dir = join(mkdtempSync(join(tmpdir(), 'tp-e2e-')), 'my python', 'bin');
    mkdirSync(dir, { recursive: true });
    symlinkSync(fakeInterpreter('exec python3 "$@"'), join(dir, 'python3'));
    const r = await runCli(node, ['check', ...FIXED, '--python-path', join(dir, 'python3'), '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).environment.python.provenance).toBe('probed');
  });
});
