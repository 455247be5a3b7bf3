/**
 * Interpreters people have, and the machine's own CPU. Cross-platform review, problems 7, 8, 10
 * and 12. The stub's text is Windows' own (microsoft/pylance-release#8050: the alias exits with
 * 9009 and writes only to stderr); GraalPy's layout is actions/setup-python's
 * (src/install-graalpy.ts: `binaryPath = join(installDir, 'bin')`, pythonLocation = installDir);
 * PROCESSOR_IDENTIFIER's form is Windows on Arm's (`ARMv8 (64-bit) Family 8 Model …, <vendor>`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunResult, Runner } from '../../../src/io/run.js';
import { buildEnvironment, type ProbeIo } from '../../../src/probe/environment.js';
import { machineArch } from '../../../src/probe/system.js';
import { isEmulated } from '../../../src/platform/wheel-platform.js';
import { buildReport } from '../../../src/report/report.js';
import { describeRunner } from '../../../src/report/describe.js';
import { buildRequest } from '../../../src/request/request.js';

const WIN = readFileSync(join(__dirname, '../../fixtures/interpreters/windows-x64-cpython-3.13.json'), 'utf8');
const MAC_X64 = readFileSync(join(__dirname, '../../fixtures/interpreters/macos-x64-cpython-3.13.json'), 'utf8');
const answer = (stdout: string): RunResult => ({
  kind: 'exited',
  code: 0,
  stdout: Buffer.from(stdout),
  stderr: Buffer.alloc(0),
  reason: 'exited with code 0',
});
const STUB: RunResult = {
  kind: 'exited',
  code: 9009,
  stdout: Buffer.alloc(0),
  stderr: Buffer.from(
    'Python was not found; run without arguments to install from the Microsoft Store, or disable this shortcut from Settings > Apps > Advanced app settings > App execution aliases.\r\n',
  ),
  reason: 'exited with code 9009',
};

function windowsIo(programs: Record<string, RunResult>, env: NodeJS.ProcessEnv = {}, seen: string[][] = []): ProbeIo {
  const run: Runner = async (p, args) => {
    if (args.includes('-S')) seen.push([p, ...args.slice(0, args.indexOf('-S'))]);
    return programs[p] ?? { kind: 'not-found', reason: 'was not found' };
  };
  return {
    run,
    readText: () => undefined,
    listDir: () => undefined,
    platform: 'win32',
    env,
    timeoutMs: 1000,
    machineOs: () => 'windows',
    machineArch: () => ({ arch: 'x64', raw: 'AMD64' }),
    nodeGlibc: () => ({ libc: 'unknown' }),
    macosVersion: () => undefined,
    linuxVersion: () => undefined,
  };
}

describe('problem 7: the py launcher, and Store alias stubs', () => {
  it("python.org's default install (only py.exe on PATH) is found as `py -3`", async () => {
    const seen: string[][] = [];
    const env = await buildEnvironment({ driver: 'none' }, windowsIo({ py: answer(WIN) }, {}, seen));
    expect(env.python?.full).toBe('3.13.0');
    expect(seen).toEqual([['python'], ['python3'], ['py', '-3']]);
  });
  it('a Store alias stub is skipped and the next name tried', async () => {
    const env = await buildEnvironment({ driver: 'none' }, windowsIo({ python: STUB, python3: answer(WIN) }));
    expect(env.python?.provenance).toBe('probed');
    // The note: in the report and its runner line.
    expect(env.python?.skipped).toEqual(["python (the Microsoft Store's alias, not a Python)"]);
    const report = buildReport(env, buildRequest({ torch: '2.8.0' }), {}, [], 'pass');
    expect(report.environment.python?.skipped).toEqual(env.python?.skipped);
    expect(describeRunner(report)).toContain("(skipped python (the Microsoft Store's alias, not a Python))");
  });
  it('stubs only: the message says which names were the Store alias', async () => {
    await expect(buildEnvironment({ driver: 'none' }, windowsIo({ python: STUB, python3: STUB }))).rejects.toThrow(
      "no Python interpreter was found (tried python (the Microsoft Store's alias, not a Python), python3 (the Microsoft Store's alias, not a Python), py -3)",
    );
  });
  it('a stub named by --python-path is said as such', async () => {
    await expect(
      buildEnvironment(
        { driver: 'none', pythonPath: 'C:\\Users\\me\\AppData\\Local\\Microsoft\\WindowsApps\\python.exe' },
        windowsIo({ 'C:\\Users\\me\\AppData\\Local\\Microsoft\\WindowsApps\\python.exe': STUB }),
      ),
    ).rejects.toThrow(
      /is the Microsoft Store's alias \(WindowsApps\), not an installed Python \(Python was not found; run without arguments/,
    );
  });
  it('exit 9009 with output is not a stub: a broken interpreter stops the search', async () => {
    const loud: RunResult = { ...STUB, stdout: Buffer.from('something') };
    await expect(
      buildEnvironment({ driver: 'none' }, windowsIo({ python: loud, python3: answer(WIN) })),
    ).rejects.toThrow(/exited with code 9009/);
  });
});

describe('problems 8 and 12: setup-python locations on Windows, joined with path.win32', () => {
  it('CPython: pythonLocation\\python.exe exactly', async () => {
    const seen: string[][] = [];
    const exe = 'C:\\hostedtoolcache\\windows\\Python\\3.12.10\\x64\\python.exe';
    await buildEnvironment(
      { driver: 'none' },
      windowsIo({ [exe]: answer(WIN) }, { pythonLocation: 'C:\\hostedtoolcache\\windows\\Python\\3.12.10\\x64' }, seen),
    );
    expect(seen).toEqual([[exe]]);
  });
  it('GraalPy: pythonLocation\\bin\\python.exe after python.exe is not there', async () => {
    const seen: string[][] = [];
    const loc = 'C:\\hostedtoolcache\\windows\\GraalPy\\24.2.1\\x64';
    const env = await buildEnvironment(
      { driver: 'none' },
      windowsIo({ [`${loc}\\bin\\python.exe`]: answer(WIN) }, { pythonLocation: loc }, seen),
    );
    expect(env.python?.provenance).toBe('probed');
    expect(seen).toEqual([[`${loc}\\python.exe`], [`${loc}\\bin\\python.exe`]]);
  });
  it('POSIX keeps pythonLocation/bin/python3', async () => {
    const seen: string[][] = [];
    const io = windowsIo(
      { '/opt/hostedtoolcache/Python/3.12.10/x64/bin/python3': answer(WIN) },
      { pythonLocation: '/opt/hostedtoolcache/Python/3.12.10/x64' },
      seen,
    );
    await buildEnvironment({ driver: 'none', os: 'windows' }, { ...io, platform: 'linux', machineOs: () => 'linux' });
    expect(seen).toEqual([['/opt/hostedtoolcache/Python/3.12.10/x64/bin/python3']]);
  });
});

describe("problem 10: the CLI's arch comes from the OS, not from node's own build", () => {
  const sysctl =
    (out: string, seen: string[][] = []): Runner =>
    async (p, a) => (seen.push([p, ...a]), answer(out));
  it('RUNNER_ARCH first', async () => {
    expect(await machineArch({ RUNNER_ARCH: 'ARM64' }, 'darwin', 'x86_64', sysctl('0'))).toMatchObject({
      arch: 'arm64',
    });
  });
  it('an x64 node under Rosetta: sysctl.proc_translated = 1 → arm64, asked as an argument array', async () => {
    const seen: string[][] = [];
    expect(await machineArch({}, 'darwin', 'x86_64', sysctl('1\n', seen))).toMatchObject({ arch: 'arm64' });
    expect(seen).toEqual([['/usr/sbin/sysctl', '-n', 'sysctl.proc_translated']]);
  });
  it('an Intel Mac (0, or no such sysctl) stays x64; an arm64 node asks nothing', async () => {
    expect(await machineArch({}, 'darwin', 'x86_64', sysctl('0\n'))).toMatchObject({ arch: 'x64' });
    expect(
      await machineArch({}, 'darwin', 'x86_64', async () => ({
        kind: 'exited',
        code: 1,
        stdout: Buffer.alloc(0),
        stderr: Buffer.from('unknown oid'),
        reason: 'exited with code 1',
      })),
    ).toMatchObject({ arch: 'x64' });
    const seen: string[][] = [];
    expect(await machineArch({}, 'darwin', 'arm64', sysctl('1', seen))).toMatchObject({ arch: 'arm64' });
    expect(seen).toEqual([]);
  });
  it.each([
    [
      {
        PROCESSOR_ARCHITECTURE: 'AMD64',
        PROCESSOR_IDENTIFIER: 'ARMv8 (64-bit) Family 8 Model 1 Revision 201, Qualcomm Technologies Inc',
      },
      'arm64',
    ],
    [{ PROCESSOR_ARCHITECTURE: 'x86', PROCESSOR_ARCHITEW6432: 'ARM64' }, 'arm64'],
    [{ PROCESSOR_ARCHITECTURE: 'x86', PROCESSOR_ARCHITEW6432: 'AMD64' }, 'x64'],
    [
      { PROCESSOR_ARCHITECTURE: 'AMD64', PROCESSOR_IDENTIFIER: 'Intel64 Family 6 Model 106 Stepping 6, GenuineIntel' },
      'x64',
    ],
  ])('Windows %j → %s', async (env, arch) => {
    expect(await machineArch(env, 'win32', 'x86_64', sysctl(''))).toMatchObject({ arch });
  });
  it('an x86_64 Python on that Mac is then seen as emulated (the MPS/Rosetta warning)', async () => {
    const io: ProbeIo = {
      ...windowsIo({}),
      run: async (p) => (p === 'python3' ? answer(MAC_X64) : answer('1\n')),
      platform: 'darwin',
      machineOs: () => 'macos',
      machineArch: () => machineArch({}, 'darwin', 'x86_64', sysctl('1\n')),
    };
    const env = await buildEnvironment({}, io);
    expect(env.arch).toBe('arm64');
    expect(isEmulated(env)).toBe(true);
  });
});
