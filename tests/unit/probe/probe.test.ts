// The Python probe's output read into the runner's Python, with bad output refused.
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { runProgram, type RunResult, type Runner } from '../../../src/io/run.js';
import { buildEnvironment, type ProbeIo } from '../../../src/probe/environment.js';
import { parseNvidiaSmi, parseProcDriverVersion, probeNvidia } from '../../../src/probe/nvidia.js';
import { PROBE_MARKER, parseProbeOutput, probePython } from '../../../src/probe/python-probe.js';
import { macosFromDarwin } from '../../../src/probe/system.js';

const answer = (stdout: string): RunResult => ({
  kind: 'exited',
  code: 0,
  stdout: Buffer.from(stdout),
  stderr: Buffer.alloc(0),
  reason: 'exited with code 0',
});
const probeJson = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    marker: PROBE_MARKER,
    version: [3, 12, 4, 'final', 0],
    implementation: 'cpython',
    bits: 64,
    executable: '/usr/bin/python3',
    abiflags: '',
    machine: 'x86_64',
    ft: false,
    libc: 'glibc 2.39',
    platform: 'linux',
    ...over,
  });

function fakeIo(over: Partial<ProbeIo> & { programs?: Record<string, RunResult> } = {}): ProbeIo {
  const programs = over.programs ?? { python3: answer(probeJson()) };
  const run: Runner = async (p) => programs[p] ?? { kind: 'not-found', reason: 'was not found' };
  return {
    run,
    readText: () => undefined,
    listDir: () => undefined,
    platform: 'linux',
    env: {},
    timeoutMs: 1000,
    machineOs: () => 'linux',
    machineArch: () => ({ arch: 'x64', raw: 'x86_64' }),
    nodeGlibc: () => ({ glibc: '2.31', libc: 'glibc' }),
    macosVersion: () => undefined,
    linuxVersion: () => 'ubuntu 24.04',
    ...over,
  };
}

describe('Python probe output', () => {
  it('reads a CPython answer', () => {
    const p = parseProbeOutput(probeJson(), 'python3');
    expect(p.python).toMatchObject({
      major: 3,
      minor: 12,
      full: '3.12.4',
      implementation: 'cpython',
      pointerBits: 64,
      freeThreaded: false,
      machine: 'x86_64',
    });
    expect(p.glibc).toBe('2.39');
  });
  it.each([
    [{ version: [3, 14, 0, 'candidate', 1] }, { full: '3.14.0rc1' }],
    [{ ft: true, abiflags: 't', version: [3, 13, 1, 'final', 0] }, { freeThreaded: true }],
    [{ implementation: 'pypy', version: [3, 9, 18, 'final', 0] }, { implementation: 'pypy' }],
    [{ bits: 32 }, { pointerBits: 32 }],
    [{ machine: 'win-arm64' }, { machine: 'arm64' }],
  ])('%j', (over, expected) => {
    expect(parseProbeOutput(probeJson(over), 'python3').python).toMatchObject(expected);
  });
  it.each([
    '',
    'hello',
    '{"marker":"x"}',
    `{"marker":"${PROBE_MARKER}","version":"3.12"}`,
    `{"marker":"${PROBE_MARKER}"`,
  ])('garbage %j is an InputError', (out) => {
    expect(() => parseProbeOutput(out, '/opt/py')).toThrow(InputError);
    expect(() => parseProbeOutput(out, '/opt/py')).toThrow(/\/opt\/py could not be probed/);
  });
});

describe('B18: the probe answer is checked field by field', () => {
  it.each([
    [{ version: [3, 12, 0, 'toString', 'constructor'] }, /"version" is not/],
    [{ version: [3, 12, 0, 'final', 'constructor'] }, /"version" is not/],
    [{ version: [3, 12, 1.5, 'final', 0] }, /"version" is not/],
    [{ version: [3, -1, 0, 'final', 0] }, /"version" is not/],
    [{ version: [3, 12, 0, 'candidate', '1\n::error::x'] }, /"version" is not/],
    [{ version: [3, 12, 0] }, /"version" is not/],
    [{ implementation: 7 }, /"implementation" is not a name/],
    [{ implementation: 'cpy\nthon' }, /"implementation" is not a name/],
    [{ bits: '64' }, /"bits" is not 32 or 64/],
    [{ machine: 'x86_64\n::error::x' }, /"machine" is not a CPU name/],
    [{ ft: 'yes' }, /"ft" is not true or false/],
    [{ executable: ['/usr/bin/python3'] }, /"executable" is not a path/],
    [{ libc: 2.39 }, /"libc" is not/],
    [{ mac_ver: 14 }, /"mac_ver" is not/],
  ])('%j is refused', (over, why) => {
    expect(() => parseProbeOutput(probeJson(over), '/opt/py')).toThrow(why);
    expect(() => parseProbeOutput(probeJson(over), '/opt/py')).toThrow(
      /^the Python interpreter \/opt\/py could not be probed: [^\n]*$/,
    );
  });
  it('fields are own properties only: a prototype name is not a known value', () => {
    expect(parseProbeOutput(probeJson({ implementation: 'constructor' }), 'py').python.implementation).toBe('other');
    expect(parseProbeOutput(probeJson({ implementation: '__proto__' }), 'py').python.implementation).toBe('other');
  });
  it('a number JSON cannot hold (1e999 → Infinity) is refused', () => {
    expect(() => parseProbeOutput(probeJson().replace('[3,12,4,', '[3,12,1e999,'), 'py')).toThrow(/"version" is not/);
  });
  it('Python 2 answers (executable None, no libc) are read', () => {
    expect(
      parseProbeOutput(
        probeJson({ version: [2, 7, 18, 'final', 0], executable: null, libc: null, machine: null }),
        'python2',
      ).python,
    ).toMatchObject({
      major: 2,
      minor: 7,
      full: '2.7.18',
      executable: 'python2',
    });
  });
});

describe('real interpreters', () => {
  it('probes python3', async () => {
    const p = await probePython('python3', runProgram, 10_000);
    expect(p.python.implementation).toBe('cpython');
    expect(p.python.major).toBe(3);
    expect(p.python.pointerBits).toBe(64);
  });

  it('reports a missing interpreter', async () => {
    await expect(probePython('/nonexistent/python9', runProgram, 5000)).rejects.toThrow(/was not found/);
  });

  it('reports a hanging interpreter within the timeout', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-hang-'));
    const exe = join(dir, 'python');
    // It sleeps far past the test's own timeout: only the probe's timeout can end this in time.
    writeFileSync(exe, '#!/bin/sh\nsleep 300\n');
    chmodSync(exe, 0o755);
    await expect(probePython(exe, runProgram, 500)).rejects.toThrow(/hung: .* did not answer within 0\.5 s/);
  });

  it('reports an interpreter that prints garbage', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-garbage-'));
    const exe = join(dir, 'python');
    writeFileSync(exe, '#!/bin/sh\necho "::error::not a python"\n');
    chmodSync(exe, 0o755);
    await expect(probePython(exe, runProgram, 5000)).rejects.toThrow(/could not be probed: it printed/);
  });

  it('reports an interpreter that fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-fail-'));
    const exe = join(dir, 'python');
    writeFileSync(exe, '#!/bin/sh\necho boom >&2\nexit 3\n');
    chmodSync(exe, 0o755);
    await expect(probePython(exe, runProgram, 5000)).rejects.toThrow(/exited with code 3 \(boom\)/);
  });
});

describe('NVIDIA probe', () => {
  it('reads /proc/driver/nvidia/version', () => {
    const text =
      'NVRM version: NVIDIA UNIX x86_64 Kernel Module  570.124.06  Thu Feb 20 00:00:00 UTC 2025\nGCC version: gcc 12';
    expect(parseProcDriverVersion(text)).toBe('570.124.06');
    expect(
      parseProcDriverVersion('NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  580.82.07  Release Build'),
    ).toBe('580.82.07');
  });
  it('reads nvidia-smi, several GPUs and odd names', () => {
    const r = parseNvidiaSmi(
      '0, GPU-1b2c, NVIDIA GeForce GTX 1080 Ti, 6.1, 570.124.06\r\n1, GPU-3d4e, NVIDIA H100 80GB HBM3, 9.0, 570.124.06\n2, GPU-5f6a, Odd, Name, 8.6, 570.124.06\n',
    );
    expect(r.gpus).toEqual([
      { index: 0, uuid: 'GPU-1b2c', name: 'NVIDIA GeForce GTX 1080 Ti', computeCapability: '6.1' },
      { index: 1, uuid: 'GPU-3d4e', name: 'NVIDIA H100 80GB HBM3', computeCapability: '9.0' },
      { index: 2, uuid: 'GPU-5f6a', name: 'Odd, Name', computeCapability: '8.6' },
    ]);
    expect(r.driver).toBe('570.124.06');
    expect(parseNvidiaSmi('Field "compute_cap" is not a valid field to query.').bad).toBe(1);
  });
  it('no kernel module means no GPU, without running nvidia-smi', async () => {
    let ran = false;
    const r = await probeNvidia({
      run: async () => ((ran = true), { kind: 'not-found', reason: 'was not found' }),
      readText: () => undefined,
      platform: 'linux',
      timeoutMs: 100,
    });
    expect(r).toEqual({ gpus: [] });
    expect(ran).toBe(false);
  });
  it('a hanging nvidia-smi is a problem, not a pass', async () => {
    const r = await probeNvidia({
      run: async () => ({ kind: 'timeout', reason: 'did not answer within 5.0 s' }),
      readText: (p) => (p === '/sys/module/nvidia/version' ? '570.124.06\n' : undefined),
      platform: 'linux',
      timeoutMs: 100,
    });
    expect(r.driver).toBe('570.124.06');
    expect(r.problem).toMatch(/did not answer/);
  });
});

describe('buildEnvironment', () => {
  it('probes what is not given', async () => {
    const e = await buildEnvironment({}, fakeIo());
    expect(e).toMatchObject({ os: 'linux', arch: 'x64', glibc: '2.39', osVersion: 'ubuntu 24.04', gpus: [] });
    expect(e.python?.full).toBe('3.12.4');
  });
  it('never probes what is given', async () => {
    const e = await buildEnvironment(
      { python: '3.9', glibc: '2.17', driver: '535.104.05', gpus: ['8.6'] },
      fakeIo({ programs: {} }),
    );
    expect(e.python).toMatchObject({ major: 3, minor: 9, provenance: 'given' });
    expect(e).toMatchObject({ glibc: '2.17', driver: '535.104.05', gpus: [{ computeCapability: '8.6' }] });
  });
  it("takes setup-python's interpreter from pythonLocation", async () => {
    const seen: string[] = [];
    const io = fakeIo({ env: { pythonLocation: '/opt/hostedtoolcache/Python/3.11.9/x64' } });
    const run = io.run;
    io.run = async (p, a, t) => (seen.push(p), run('python3', a, t));
    await buildEnvironment({}, io);
    expect(seen).toEqual(['/opt/hostedtoolcache/Python/3.11.9/x64/bin/python3']);
  });
  it('falls back from python3 to python', async () => {
    const e = await buildEnvironment(
      {},
      fakeIo({ programs: { python: answer(probeJson({ version: [3, 10, 1, 'final', 0] })) } }),
    );
    expect(e.python?.minor).toBe(10);
  });
  it('no interpreter at all is exit-2 input', async () => {
    await expect(buildEnvironment({}, fakeIo({ programs: {} }))).rejects.toThrow(
      /no Python interpreter was found \(tried python3, python\)/,
    );
  });
  it("another OS than this machine does not take this machine's OS facts", async () => {
    const e = await buildEnvironment({ os: 'macos', python: '3.12' }, fakeIo());
    expect(e.glibc).toBeUndefined();
    expect(e.osVersion).toBeUndefined();
  });
  it.each([
    [{ glibc: 'two' }, /glibc "two" is not a version/],
    [{ driver: 'latest' }, /NVIDIA driver "latest" is not a version/],
    [{ gpus: ['ampere'] }, /GPU "ampere" is not a compute capability/],
    [{ os: 'beos' }, /OS "beos" is not understood/],
    [{ python: '3.12', pythonPath: '/usr/bin/python3' }, /either --python/],
  ])('bad override %j', async (o, msg) => {
    await expect(buildEnvironment(o, fakeIo())).rejects.toThrow(msg);
  });
  it('glibc from node when Python does not say; musl is a fact', async () => {
    const e = await buildEnvironment(
      {},
      fakeIo({ programs: { python3: answer(probeJson({ libc: null })) }, nodeGlibc: () => ({ libc: 'musl' }) }),
    );
    expect(e.libc).toBe('musl');
    expect(e.probeProblems).toEqual([]);
  });
});

describe('macOS from the Darwin kernel', () => {
  it.each([
    ['20.6.0', '11.6'],
    ['22.6.0', '13.6'],
    ['23.4.0', '14.4'],
    ['24.1.0', '15.1'],
    ['25.0.0', '26.0'],
  ])('%s → %s', (d, m) => expect(macosFromDarwin(d)).toBe(m));
});

describe('describing another machine (newcomer review, item 13)', () => {
  it("--os linux with --glibc does not mix this machine's distro into the runner line", async () => {
    const env = await buildEnvironment({ python: '3.12', os: 'linux', glibc: '2.35', driver: 'none' }, fakeIo());
    expect(env.osVersion).toBeUndefined();
    expect(env.glibc).toBe('2.35');
  });
  it('with nothing given, this machine is described, distro included', async () => {
    const env = await buildEnvironment({ python: '3.12', driver: 'none' }, fakeIo());
    expect(env.osVersion).toBe('ubuntu 24.04');
  });
});
