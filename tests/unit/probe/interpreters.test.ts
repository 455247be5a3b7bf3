/**
 * Markers see what pip sees: the recorded (and source-derived) probe answers of
 * tests/fixtures/interpreters, one per OS, judged as pip would judge them.
 * Cross-platform review, problem 1.
 */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProgram, type RunResult, type Runner } from '../../../src/io/run.js';
import { buildEnvironment, type ProbeIo } from '../../../src/probe/environment.js';
import { parseProbeOutput, probePython } from '../../../src/probe/python-probe.js';
import { markerEnv } from '../../../src/packaging/marker-env.js';
import { runCheck } from '../../../src/usecases/check/check.js';

const DIR = join(__dirname, '../../fixtures/interpreters');
const answer = (stdout: string): RunResult => ({
  kind: 'exited',
  code: 0,
  stdout: Buffer.from(stdout),
  stderr: Buffer.alloc(0),
  reason: 'exited with code 0',
});
const fixture = (name: string) => readFileSync(join(DIR, name), 'utf8');

const MACHINES = {
  'windows-x64-cpython-3.13.json': { platform: 'win32', os: 'windows', arch: 'x64', python: 'python' },
  'windows-arm64-cpython-3.13.json': { platform: 'win32', os: 'windows', arch: 'arm64', python: 'python' },
  'macos-arm64-cpython-3.13.json': { platform: 'darwin', os: 'macos', arch: 'arm64', python: 'python3' },
  'macos-x64-cpython-3.13.json': { platform: 'darwin', os: 'macos', arch: 'x64', python: 'python3' },
  'linux-arm64-cpython-3.13.json': { platform: 'linux', os: 'linux', arch: 'arm64', python: 'python3' },
  'linux-x64-musl-cpython-3.13.json': { platform: 'linux', os: 'linux', arch: 'x64', python: 'python3' },
  'linux-x64-cpython-3.11.json': { platform: 'linux', os: 'linux', arch: 'x64', python: 'python3' },
  'linux-x64-pypy-3.9.json': { platform: 'linux', os: 'linux', arch: 'x64', python: 'python3' },
} as const;

function machineIo(name: keyof typeof MACHINES): ProbeIo {
  const m = MACHINES[name];
  const run: Runner = async (p) =>
    p === m.python ? answer(fixture(name)) : { kind: 'not-found', reason: 'was not found' };
  return {
    run,
    readText: () => undefined,
    listDir: () => undefined,
    platform: m.platform,
    env: {},
    timeoutMs: 1000,
    machineOs: () => m.os,
    machineArch: () => ({ arch: m.arch, raw: m.arch }),
    nodeGlibc: () => ({ libc: 'unknown' }),
    macosVersion: () => undefined,
    linuxVersion: () => undefined,
  };
}

describe('every fixture is described in the README', () => {
  it('and every fixture has a machine here', () => {
    const readme = fixture('README.md');
    const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
    for (const f of files) expect(readme).toContain(`\`${f}\``);
    expect(files.sort()).toEqual(Object.keys(MACHINES).sort());
  });
});

describe("problem 1: PEP 508 values are the probed interpreter's own", () => {
  it.each(Object.keys(MACHINES) as (keyof typeof MACHINES)[])('%s', async (name) => {
    const recorded = (JSON.parse(fixture(name)) as { pep508: Record<string, string> }).pep508;
    expect(parseProbeOutput(fixture(name), 'python').python.markers).toEqual(recorded);
    const env = await buildEnvironment({ driver: 'none' }, machineIo(name));
    const vars = markerEnv(env);
    for (const [k, v] of Object.entries(recorded)) expect(vars[k], k).toBe(v);
    expect(env.os).toBe(MACHINES[name].os);
  });

  it('Windows: platform_machine is AMD64 / ARM64 (pip), the CPU word stays the wheel arch', async () => {
    const x64 = await buildEnvironment({ driver: 'none' }, machineIo('windows-x64-cpython-3.13.json'));
    expect(markerEnv(x64).platform_machine).toBe('AMD64');
    expect(x64.python?.machine).toBe('amd64');
    const arm = await buildEnvironment({ driver: 'none' }, machineIo('windows-arm64-cpython-3.13.json'));
    expect(markerEnv(arm).platform_machine).toBe('ARM64');
    expect(arm.python?.machine).toBe('arm64');
  });

  it('an answer without marker values (Python 2, an older probe) still gives pip-shaped platform_machine', async () => {
    const old = JSON.parse(fixture('windows-x64-cpython-3.13.json')) as Record<string, unknown>;
    delete old.pep508;
    const io = machineIo('windows-x64-cpython-3.13.json');
    io.run = async () => answer(JSON.stringify(old));
    const env = await buildEnvironment({ driver: 'none' }, io);
    expect(env.python?.markers).toBeUndefined();
    expect(markerEnv(env).platform_machine).toBe('AMD64');
  });

  it('a given --arch or another --os drops the local machine values, keeps the interpreter version', async () => {
    const armGiven = await buildEnvironment(
      { driver: 'none', arch: 'arm64' },
      machineIo('windows-x64-cpython-3.13.json'),
    );
    expect(markerEnv(armGiven).platform_machine).toBe('ARM64');
    const linux = await buildEnvironment({ driver: 'none', os: 'linux' }, machineIo('windows-x64-cpython-3.13.json'));
    expect(markerEnv(linux)).toMatchObject({
      sys_platform: 'linux',
      os_name: 'posix',
      platform_machine: 'x86_64',
      python_full_version: '3.13.0',
    });
    expect(markerEnv(linux).platform_release).toBeUndefined();
  });

  it("PyPy: implementation_version is PyPy's own (7.3.11), not the language version", async () => {
    const env = await buildEnvironment({ driver: 'none' }, machineIo('linux-x64-pypy-3.9.json'));
    expect(markerEnv(env)).toMatchObject({
      implementation_name: 'pypy',
      implementation_version: '7.3.11',
      python_full_version: '3.9.16',
    });
  });

  it('a marker value with a control character is refused', () => {
    const bad = JSON.parse(fixture('windows-x64-cpython-3.13.json')) as { pep508: Record<string, string> };
    bad.pep508.platform_machine = 'AMD64\n::error::x';
    expect(() => parseProbeOutput(JSON.stringify(bad), 'python')).toThrow(/"pep508.platform_machine" is not/);
  });
});

describe('problem 1: pixi target.win-64 with a probed Windows Python', () => {
  it('is judged as the pinned torch 2.5.1, not the newest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-pixi-win-'));
    writeFileSync(
      join(dir, 'pixi.toml'),
      '[workspace]\nname = "demo"\nchannels = ["conda-forge"]\nplatforms = ["win-64", "linux-64"]\n\n[target.win-64.pypi-dependencies]\ntorch = "==2.5.1"\n',
    );
    const r = await runCheck(
      { request: {}, overrides: { driver: 'none' }, cwd: dir, now: new Date('2026-11-26') },
      machineIo('windows-x64-cpython-3.13.json'),
    );
    expect(r.env.python?.provenance).toBe('probed');
    expect(r.report.request.torch).toBe('==2.5.1');
    expect(r.evaluation.resolution.newestMatching).toBe('2.5.1');
  });
});

describe("the probe's marker values are pip's own, on the real interpreters here", () => {
  it.each(['python3', 'pypy3'])('%s', async (exe) => {
    // pip's vendored packaging is what pip evaluates markers with.
    const pip = await runProgram(
      exe,
      ['-c', 'import json; from pip._vendor.packaging.markers import default_environment as d; print(json.dumps(d()))'],
      { timeoutMs: 30_000 },
    );
    if (pip.kind === 'not-found') return; // pypy3 is installed by .ci/run; without it there is nothing to compare
    expect(pip.kind).toBe('exited');
    const expected = JSON.parse(pip.kind === 'exited' ? pip.stdout.toString() : '{}') as Record<string, string>;
    const probed = await probePython(exe, runProgram, 30_000);
    expect(probed.python.markers).toEqual(expected);
  });
});
