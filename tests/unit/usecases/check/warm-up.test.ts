/**
 * The judgement warmed while the Python probe runs: it runs
 * only while the probe is still running, and the report is the same as without it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { RunResult, Runner } from '../../../../src/io/run.js';
import type { ProbeIo } from '../../../../src/probe/environment.js';
import { runCheck } from '../../../../src/usecases/check/check.js';
import * as judge from '../../../../src/usecases/check/judge-target.js';

vi.mock('../../../../src/usecases/check/judge-target.js', async (original) => {
  const real = await original<typeof import('../../../../src/usecases/check/judge-target.js')>();
  return { ...real, judgeTarget: vi.fn(real.judgeTarget) };
});

const LINUX = readFileSync(join(__dirname, '../../../fixtures/interpreters/linux-x64-cpython-3.11.json'), 'utf8');
const WHISPERX = join(__dirname, '../../../fixtures/repos/m-bain__whisperX');

/** A Linux runner whose python3 answers after `delayMs`, or at once (0). */
function runner(delayMs: number): ProbeIo {
  const answer: RunResult = {
    kind: 'exited',
    code: 0,
    stdout: Buffer.from(LINUX),
    stderr: Buffer.alloc(0),
    reason: 'exited with code 0',
  };
  const result = (p: string): RunResult => (p === 'python3' ? answer : { kind: 'not-found', reason: 'was not found' });
  const run: Runner = async (p) =>
    delayMs === 0 ? result(p) : new Promise((resolve) => setTimeout(() => resolve(result(p)), delayMs));
  return {
    run,
    readText: () => undefined,
    listDir: () => undefined,
    platform: 'linux',
    env: {},
    timeoutMs: 5000,
    machineOs: () => 'linux',
    machineArch: () => ({ arch: 'x64', raw: 'x86_64' }),
    nodeGlibc: () => ({ glibc: '2.36', libc: 'glibc' }),
    macosVersion: () => undefined,
    linuxVersion: () => undefined,
  };
}

const check = (delayMs: number) =>
  runCheck({ request: {}, overrides: { driver: 'none' }, cwd: WHISPERX, now: new Date('2026-11-26') }, runner(delayMs));

describe('judging while the probe runs', () => {
  it('happens while the interpreter has not answered, and the report is the one a quick answer gives', async () => {
    const judgeTarget = vi.mocked(judge.judgeTarget);
    judgeTarget.mockClear();
    const quick = await check(0);
    const quickCalls = judgeTarget.mock.calls.length;
    judgeTarget.mockClear();
    const slow = await check(300);
    // The slow probe left time for one judgement on a guess of the runner, before the real one.
    expect(judgeTarget.mock.calls.length).toBe(quickCalls + 1);
    expect(judgeTarget.mock.calls[0]![0].env.provenance).toEqual({});
    expect(slow.report).toEqual(quick.report);
    expect(slow.report.environment.python?.version).toBe('3.11.7');
  });

  it('does not happen when the answer is already there', async () => {
    const judgeTarget = vi.mocked(judge.judgeTarget);
    judgeTarget.mockClear();
    await runCheck(
      { request: {}, overrides: { driver: 'none', python: '3.11' }, cwd: WHISPERX, now: new Date('2026-11-26') },
      runner(0),
    );
    expect(judgeTarget.mock.calls).toHaveLength(1);
    expect(judgeTarget.mock.calls[0]![0].env.python?.minor).toBe(11);
  });
});
