/**
 * The Python probe started before `check` loads its modules:
 * the early run is the one the probe would have started, it is used once, its time limit
 * counts from when the probe asks, and a run nobody asks for is cancelled.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunOptions, RunResult, Runner } from '../../../src/io/run.js';
import { buildEnvironment, type ProbeIo } from '../../../src/probe/environment.js';
import { prestartPythonProbe, probeTimeout } from '../../../src/probe/prestart.js';
import { probeArgs } from '../../../src/probe/python-probe.js';
import { probesPython } from '../../../src/cli/prestart.js';

const LINUX = readFileSync(join(__dirname, '../../fixtures/interpreters/linux-x64-cpython-3.11.json'), 'utf8');
const answer = (stdout: string): RunResult => ({
  kind: 'exited',
  code: 0,
  stdout: Buffer.from(stdout),
  stderr: Buffer.alloc(0),
  reason: 'exited with code 0',
});

interface Call {
  program: string;
  args: readonly string[];
  opts: RunOptions;
}

/** A base runner that records its calls and answers each after `delayMs` (never, when undefined). */
function recording(delayMs: number | undefined, result: RunResult = answer(LINUX)): { run: Runner; calls: Call[] } {
  const calls: Call[] = [];
  const run: Runner = (program, args, opts) => {
    calls.push({ program, args, opts });
    return new Promise((resolve) => {
      if (delayMs !== undefined) setTimeout(() => resolve(result), delayMs);
      opts.signal?.addEventListener('abort', () => resolve({ kind: 'cancelled', reason: 'was cancelled' }));
    });
  };
  return { run, calls };
}

const linuxIo = (run: Runner, timeoutMs = 1000): ProbeIo => ({
  run,
  readText: () => undefined,
  listDir: () => undefined,
  platform: 'linux',
  env: {},
  timeoutMs,
  machineOs: () => 'linux',
  machineArch: () => ({ arch: 'x64', raw: 'x86_64' }),
  nodeGlibc: () => ({ glibc: '2.36', libc: 'glibc' }),
  macosVersion: () => undefined,
  linuxVersion: () => undefined,
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the early Python probe', () => {
  it('is the run the probe asks for, and the interpreter starts once', async () => {
    const base = recording(5);
    const early = prestartPythonProbe({}, 'linux', base.run);
    expect(base.calls.map((c) => [c.program, ...c.args])).toEqual([['python3', ...probeArgs()]]);
    const env = await buildEnvironment({ driver: 'none' }, linuxIo(early.run));
    expect(env.python).toMatchObject({ full: '3.11.7', provenance: 'probed' });
    expect(base.calls).toHaveLength(1);
  });

  it("is setup-python's interpreter when pythonLocation names one", () => {
    const base = recording(5);
    prestartPythonProbe({ pythonLocation: '/opt/hostedtoolcache/Python/3.12.10/x64' }, 'linux', base.run);
    expect(base.calls[0]?.program).toBe('/opt/hostedtoolcache/Python/3.12.10/x64/bin/python3');
  });

  it('is `python` on Windows, the first name the probe tries there', () => {
    const base = recording(5);
    prestartPythonProbe({}, 'win32', base.run);
    expect(base.calls[0]?.program).toBe('python');
  });

  it('is used once: a second probe of the same interpreter starts it again', async () => {
    const base = recording(5);
    const early = prestartPythonProbe({}, 'linux', base.run);
    await early.run('python3', probeArgs(), { timeoutMs: 1000 });
    await early.run('python3', probeArgs(), { timeoutMs: 1000 });
    expect(base.calls).toHaveLength(2);
  });

  it('is not handed to a probe of another interpreter (--python-path), nor to a run with other options', async () => {
    const base = recording(5);
    const early = prestartPythonProbe({}, 'linux', base.run);
    await buildEnvironment({ driver: 'none', pythonPath: '/opt/py/bin/python3' }, linuxIo(early.run));
    await early.run('python3', probeArgs(), { timeoutMs: 1000, cwd: '/tmp' });
    expect(base.calls.map((c) => c.program)).toEqual(['python3', '/opt/py/bin/python3', 'python3']);
    // Nobody took the early run: discarding it cancels the child.
    expect(base.calls[0]?.opts.signal?.aborted).toBe(false);
    early.discard();
    expect(base.calls[0]?.opts.signal?.aborted).toBe(true);
  });

  it('that was taken is not cancelled by discard', async () => {
    const base = recording(5);
    const early = prestartPythonProbe({}, 'linux', base.run);
    await early.run('python3', probeArgs(), { timeoutMs: 1000 });
    early.discard();
    expect(base.calls[0]?.opts.signal?.aborted).toBe(false);
  });

  it('has its time limit counted from when the probe asks, not from the early start', async () => {
    // The interpreter answers 250 ms after its start; the probe asks at 200 ms with a 150 ms limit.
    const base = recording(250);
    const early = prestartPythonProbe({}, 'linux', base.run);
    await sleep(200);
    const r = await early.run('python3', probeArgs(), { timeoutMs: 150 });
    expect(r.kind).toBe('exited');
  });

  it('that does not answer within the limit is a timeout, and the child is killed', async () => {
    const base = recording(undefined);
    const early = prestartPythonProbe({}, 'linux', base.run);
    const r = await early.run('python3', probeArgs(), { timeoutMs: 100 });
    expect(r).toEqual({ kind: 'timeout', reason: 'did not answer within 0.1 s' });
    expect(base.calls[0]?.opts.signal?.aborted).toBe(true);
  });

  it('a hung interpreter is the probe error it was without the early start', async () => {
    const early = prestartPythonProbe({}, 'linux', recording(undefined).run);
    await expect(buildEnvironment({ driver: 'none' }, linuxIo(early.run, 100))).rejects.toThrow(
      /the Python interpreter python3 hung: it did not answer within 0\.1 s/,
    );
  });
});

describe('TORCH_PREFLIGHT_PROBE_TIMEOUT_MS', () => {
  it.each([
    [undefined, 10_000],
    ['250', 250],
    ['99', 10_000],
    ['600000', 600_000],
    ['600001', 10_000],
    ['soon', 10_000],
  ])('%s → %d ms', (value, ms) => {
    expect(probeTimeout(value === undefined ? {} : { TORCH_PREFLIGHT_PROBE_TIMEOUT_MS: value })).toBe(ms);
  });
});

describe('which command lines start the probe early', () => {
  it.each([
    [['check'], true],
    [['check', '--torch', '2.8.0', '--format', 'json'], true],
    [['check', '--os', 'windows'], true],
    [['check', '--python', '3.12'], false],
    [['check', '--python=3.12'], false],
    [['check', '--python-path', '/usr/bin/python3'], false],
    [['check', '--container', 'python:3.12'], false],
    [['check', '--help'], false],
    [['check', '-h'], false],
    [['pins'], false],
    [['matrix', '--workflow', 'ci.yml'], false],
    [[], false],
  ])('%j → %s', (argv, yes) => {
    expect(probesPython(argv)).toBe(yes);
  });
});
