/**
 * The child-process runner against real processes: small shell scripts in a temp dir stand in
 * for a hostile or broken interpreter (attack.md B2, B14, B17, B25).
 */
import { spawn } from 'node:child_process';
import { buildSync } from 'esbuild';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { gone, script } from './processes.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProgram, spawnFailure, type Runner } from '../../../src/io/run.js';
import { probeNvidia } from '../../../src/probe/nvidia.js';
import { probePython } from '../../../src/probe/python-probe.js';
import { buildEnvironment } from '../../../src/probe/environment.js';
import { realProbeIo } from '../../../src/probe/io.js';

const posix = process.platform !== 'win32';

describe.runIf(posix)('runProgram', () => {
  it('gives exit code, stdout and stderr of a normal run', async () => {
    const r = await runProgram(script('echo out; echo err >&2; exit 3'), [], { timeoutMs: 5000 });
    expect(r).toMatchObject({ kind: 'exited', code: 3, reason: 'exited with code 3' });
    if (r.kind !== 'exited') return;
    expect(r.stdout.toString()).toBe('out\n');
    expect(r.stderr.toString()).toBe('err\n');
  });

  it('passes arguments as they are: no splitting, no shell', async () => {
    const r = await runProgram(script('for a in "$@"; do printf "[%s]" "$a"; done'), ['a b', '$(id)', '"q"', ';'], {
      timeoutMs: 5000,
    });
    expect(r.kind === 'exited' && r.stdout.toString()).toBe('[a b][$(id)]["q"][;]');
  });

  it.each(['stdout', 'stderr'])('B2: a flood on %s is cut at the cap and the child killed', async (stream) => {
    const exe = script(
      `exec yes xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx${stream === 'stderr' ? ' >&2' : ''}`,
    );
    // Cut at the cap: a flood not cut would end by the timeout instead, as kind 'timeout'.
    const r = await runProgram(exe, [], { timeoutMs: 10_000, maxBytes: 64 * 1024 });
    expect(r).toMatchObject({
      kind: 'too-large',
      stream,
      limit: 64 * 1024,
      reason: `printed more than 64 KiB on ${stream}`,
    });
  });

  it('B2: a flooding interpreter is one clear probe error, not a crash', async () => {
    await expect(
      probePython(script('exec yes xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'), runProgram, 10_000),
    ).rejects.toThrow(/the Python interpreter .* printed more than 1 MiB on stdout; pass --python/);
  });

  it('B17: a timeout kills the whole process group, grandchildren too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-group-'));
    const pidFile = join(dir, 'pid');
    // A wrapper (not exec'd) whose child would outlive it if only the wrapper were killed.
    const exe = script(`sleep 100 &\necho $! > '${pidFile}'\nwait`);
    const r = await runProgram(exe, [], { timeoutMs: 300 });
    expect(r).toMatchObject({ kind: 'timeout', reason: 'did not answer within 0.3 s' });
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(pid).toBeGreaterThan(0);
    expect(await gone(pid)).toBe(true);
  });

  it('a cancelled run (an early probe nobody asked for) kills the whole process group', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-cancel-'));
    const pidFile = join(dir, 'pid');
    const exe = script(`sleep 100 &\necho $! > '${pidFile}'\nwait`);
    const abort = new AbortController();
    // The timeout (60 s) and the sleeper (100 s) both outlast the test's own timeout: only the
    // cancellation can end this run in time.
    const running = runProgram(exe, [], { timeoutMs: 60_000, signal: abort.signal });
    for (let i = 0; i < 200 && !existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 25));
    abort.abort();
    expect(await running).toEqual({ kind: 'cancelled', reason: 'was cancelled' });
    expect(await gone(Number(readFileSync(pidFile, 'utf8')))).toBe(true);
  });

  it('a run cancelled before it starts starts nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-cancel-'));
    const abort = new AbortController();
    abort.abort();
    const r = await runProgram(script(`touch '${join(dir, 'ran')}'`), [], { timeoutMs: 5000, signal: abort.signal });
    expect(r).toEqual({ kind: 'cancelled', reason: 'was cancelled' });
    await new Promise((r) => setTimeout(r, 200));
    expect(existsSync(join(dir, 'ran'))).toBe(false);
  });

  it('B17: a child that exits leaves nothing running, even a grandchild holding its stdout', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-group-'));
    const pidFile = join(dir, 'pid');
    const exe = script(`sleep 100 &\necho $! > '${pidFile}'\necho done\nexit 0`);
    // Waiting for the grandchild (which holds stdout for 100 s) would end in the timeout instead.
    const r = await runProgram(exe, [], { timeoutMs: 5000 });
    expect(r).toMatchObject({ kind: 'exited', code: 0 });
    expect(r.kind === 'exited' && r.stdout.toString()).toBe('done\n');
    expect(await gone(Number(readFileSync(pidFile, 'utf8')))).toBe(true);
  });

  it('B25: a signal-killed program says which signal', async () => {
    const r = await runProgram(script('kill -9 $$'), [], { timeoutMs: 5000 });
    expect(r).toMatchObject({ kind: 'signal', signal: 'SIGKILL', reason: 'was killed by signal SIGKILL' });
    await expect(probePython(script('kill -9 $$'), runProgram, 5000)).rejects.toThrow(
      /the Python interpreter .* was killed by signal SIGKILL;/,
    );
  });

  it('B25: a directory, a non-executable file and a missing path are told apart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-kinds-'));
    const noexec = join(dir, 'noexec');
    writeFileSync(noexec, '#!/bin/sh\n');
    expect(await runProgram(dir, [], { timeoutMs: 5000 })).toEqual({
      kind: 'is-directory',
      reason: 'is a directory, not a program',
    });
    expect(await runProgram(noexec, [], { timeoutMs: 5000 })).toMatchObject({
      kind: 'not-executable',
      reason: expect.stringContaining('is not executable'),
    });
    expect(await runProgram(join(dir, 'nope'), [], { timeoutMs: 5000 })).toEqual({
      kind: 'not-found',
      reason: 'was not found',
    });
    expect(await runProgram('no-such-program-tp', [], { timeoutMs: 5000 })).toEqual({
      kind: 'not-found',
      reason: 'was not found',
    });
    await expect(probePython(dir, runProgram, 5000)).rejects.toThrow(
      /the Python interpreter .* is a directory, not a program;/,
    );
    await expect(probePython(noexec, runProgram, 5000)).rejects.toThrow(/the Python interpreter .* is not executable/);
  });

  it('a script whose #! interpreter is missing is not called "not found"', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-shebang-'));
    const exe = join(dir, 'python');
    writeFileSync(exe, '#!/nonexistent/interp\n');
    chmodSync(exe, 0o755);
    expect(await runProgram(exe, [], { timeoutMs: 5000 })).toMatchObject({
      kind: 'spawn-failed',
      reason: expect.stringContaining('#! interpreter'),
    });
  });

  it('a missing working directory is not a missing program', async () => {
    const r = await runProgram('git', ['status'], { timeoutMs: 5000, cwd: join(tmpdir(), 'tp-no-such-dir-x') });
    expect(r).toMatchObject({ kind: 'spawn-failed', reason: expect.stringMatching(/the directory .* does not exist/) });
  });

  it('B2/B17: a flooding or hanging nvidia-smi is a probe problem, and nothing is left running', async () => {
    const driver = (p: string) => (p === '/sys/module/nvidia/version' ? '570.124.06\n' : undefined);
    const as =
      (exe: string): Runner =>
      (_p, args, opts) =>
        runProgram(exe, args, opts);
    const flood = await probeNvidia({
      run: as(script('exec yes "NVIDIA H100, 9.0, 570.124.06"', 'nvidia-smi')),
      readText: driver,
      platform: 'linux',
      timeoutMs: 10_000,
    });
    expect(flood).toEqual({ driver: '570.124.06', gpus: [], problem: 'nvidia-smi printed more than 1 MiB on stdout' });
    const dir = mkdtempSync(join(tmpdir(), 'tp-nv-'));
    const pidFile = join(dir, 'pid');
    const hang = await probeNvidia({
      run: as(script(`sleep 100 &\necho $! > '${pidFile}'\nwait`, 'nvidia-smi')),
      readText: driver,
      platform: 'linux',
      timeoutMs: 300,
    });
    expect(hang.problem).toBe('nvidia-smi did not answer within 0.3 s');
    expect(await gone(Number(readFileSync(pidFile, 'utf8')))).toBe(true);
  });

  it.each(['process.exit(0)', "process.kill(process.pid, 'SIGTERM')"])(
    'B17: when the tool ends first (%s), running children go with it',
    async (end) => {
      const dir = mkdtempSync(join(tmpdir(), 'tp-end-'));
      const pidFile = join(dir, 'pid');
      const bundle = join(dir, 'run.mjs');
      buildSync({
        entryPoints: [join(__dirname, '../../../src/io/run.ts')],
        bundle: true,
        platform: 'node',
        format: 'esm',
        outfile: bundle,
        logLevel: 'silent',
      });
      const hang = script(`sleep 100 &\necho $! > '${pidFile}'\nwait`);
      const main = join(dir, 'main.mjs');
      writeFileSync(
        main,
        `import { runProgram } from ${JSON.stringify(bundle)};\nrunProgram(${JSON.stringify(hang)}, [], { timeoutMs: 60000 });\nsetTimeout(() => { ${end}; }, 200);\n`,
      );
      const code = await new Promise<number | null>((res) =>
        spawn(process.execPath, [main], { stdio: 'ignore' }).on('exit', (c, sig) =>
          res(c ?? (sig === 'SIGTERM' ? -15 : null)),
        ),
      );
      expect(code).toBe(end.startsWith('process.exit') ? 0 : -15);
      expect(await gone(Number(readFileSync(pidFile, 'utf8')))).toBe(true);
    },
  );

  it('a Windows batch file (refused by node without a shell) is named as such', () => {
    const err = Object.assign(new Error('spawn EINVAL'), { code: 'EINVAL' });
    expect(spawnFailure('C:\\pyenv\\shims\\python.bat', err)).toMatchObject({
      kind: 'not-executable',
      reason: expect.stringContaining('is a batch file'),
    });
  });

  it('a NUL byte in the path is a result, not a throw', async () => {
    expect(await runProgram('py\0thon', [], { timeoutMs: 5000 })).toMatchObject({ kind: 'spawn-failed' });
  });
});

describe.runIf(posix)('B14: an interpreter path is one path', () => {
  const real = (() => {
    const dir = mkdtempSync(join(tmpdir(), 'tp space '));
    const bin = join(dir, 'my python', 'bin');
    mkdirSync(bin, { recursive: true });
    // The fake answers like the probe, whatever its arguments.
    const json = JSON.stringify({
      marker: 'torch-preflight-probe/1',
      version: [3, 12, 4, 'final', 0],
      implementation: 'cpython',
      bits: 64,
      executable: join(bin, 'python3'),
      abiflags: '',
      machine: 'x86_64',
      ft: false,
      libc: 'glibc 2.39',
      platform: 'linux',
    });
    const exe = join(dir, 'fake');
    writeFileSync(exe, `#!/bin/sh\nprintf '%s' '${json}'\n`);
    chmodSync(exe, 0o755);
    symlinkSync(exe, join(bin, 'python3'));
    return { loc: join(dir, 'my python'), exe: join(bin, 'python3') };
  })();

  it('--python-path with a space in a directory name', async () => {
    const p = await probePython(real.exe, runProgram, 5000);
    expect(p.python.full).toBe('3.12.4');
  });

  it("setup-python's pythonLocation with a space", async () => {
    const e = await buildEnvironment(
      { os: 'linux', arch: 'x64', driver: 'none' },
      realProbeIo({ pythonLocation: real.loc }),
    );
    expect(e.python?.executable).toBe(real.exe);
  });

  it('extra words are part of the name, never arguments', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-words-'));
    const marker = join(dir, 'pwned');
    await expect(probePython(`python3 -c "open('${marker}','w')"`, runProgram, 5000)).rejects.toThrow(/was not found/);
    expect(() => readFileSync(marker)).toThrow();
  });
});
