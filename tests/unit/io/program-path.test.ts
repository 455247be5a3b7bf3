/**
 * Only the real programs run: a program of each name planted in the working directory (a pull
 * request's checkout) is never started. Cross-platform review, problem 2.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findOnPath, type PathLookup } from '../../../src/io/program-path.js';
import { childEnv, runProgram } from '../../../src/io/run.js';

const NAMES = ['git', 'nvidia-smi', 'python', 'python3', 'py', 'taskkill'];

describe('POSIX, for real: a planted program in the working directory is not run', () => {
  let savedPath: string | undefined;
  let work: string;
  let real: string;
  beforeEach(() => {
    savedPath = process.env.PATH;
    const root = mkdtempSync(join(tmpdir(), 'tp-plant-'));
    work = join(root, 'checkout');
    real = join(root, 'real-bin');
    mkdirSync(work);
    mkdirSync(real);
    for (const name of NAMES) {
      writeFileSync(join(work, name), `#!/bin/sh\necho planted > "${join(root, `ran-${name}`)}"\necho planted\n`);
      writeFileSync(join(real, name), '#!/bin/sh\necho real\n');
      chmodSync(join(work, name), 0o755);
      chmodSync(join(real, name), 0o755);
    }
    // An empty entry and `.` both mean "the working directory" to execvp.
    process.env.PATH = `:.:${real}:${savedPath ?? ''}`;
  });
  afterEach(() => {
    process.env.PATH = savedPath;
  });

  it.each(NAMES)('%s', async (name) => {
    const r = await runProgram(name, [], { timeoutMs: 5000, cwd: work });
    expect(r.kind).toBe('exited');
    expect(r.kind === 'exited' && r.stdout.toString().trim()).toBe('real');
    expect(existsSync(join(work, '..', `ran-${name}`))).toBe(false);
  });

  it('a name found nowhere on PATH but in the working directory is "not found"', async () => {
    process.env.PATH = `:.:${tmpdir()}`;
    const r = await runProgram('git', [], { timeoutMs: 5000, cwd: work });
    expect(r).toEqual({ kind: 'not-found', reason: 'was not found' });
  });
});

/** Windows, simulated: a file system of paths, an environment, path.win32 rules. */
function windows(files: string[], env: NodeJS.ProcessEnv): PathLookup {
  const set = new Set(files.map((f) => f.toLowerCase()));
  return { platform: 'win32', env, isProgram: (f) => set.has(f.toLowerCase()) };
}

describe('Windows (simulated with path.win32): PATH and PATHEXT, never the working directory', () => {
  const checkout = 'D:\\a\\repo\\repo';
  const planted = NAMES.flatMap((n) => [`${checkout}\\${n}.exe`, `${checkout}\\${n}.com`]);
  const realFiles = [
    'C:\\Program Files\\Git\\cmd\\git.exe',
    'C:\\Windows\\System32\\nvidia-smi.exe',
    'C:\\Windows\\System32\\taskkill.exe',
    'C:\\hostedtoolcache\\windows\\Python\\3.12.10\\x64\\python.exe',
    'C:\\hostedtoolcache\\windows\\Python\\3.12.10\\x64\\python3.exe',
    'C:\\Windows\\py.exe',
  ];
  // The working directory's own entries (`.`, empty, relative) must be skipped, quotes removed.
  const env = {
    Path: `.;;repo;"C:\\Program Files\\Git\\cmd";C:\\Windows\\System32;C:\\hostedtoolcache\\windows\\Python\\3.12.10\\x64;C:\\Windows`,
    PATHEXT: '.COM;.EXE;.BAT;.CMD;.VBS;.JS',
  };
  it.each([
    ['git', 'C:\\Program Files\\Git\\cmd\\git.exe'],
    ['nvidia-smi', 'C:\\Windows\\System32\\nvidia-smi.exe'],
    ['taskkill', 'C:\\Windows\\System32\\taskkill.exe'],
    ['python', 'C:\\hostedtoolcache\\windows\\Python\\3.12.10\\x64\\python.exe'],
    ['python3', 'C:\\hostedtoolcache\\windows\\Python\\3.12.10\\x64\\python3.exe'],
    ['py', 'C:\\Windows\\py.exe'],
  ])('%s → %s', (name, expected) => {
    expect(findOnPath(name, windows([...planted, ...realFiles], env))).toBe(expected);
  });
  it('the planted one alone is not found', () => {
    for (const name of NAMES) expect(findOnPath(name, windows(planted, env))).toBeUndefined();
  });
  it('PATHEXT order decides within a directory; a name with its extension is taken as is', () => {
    const fs = windows(['C:\\bin\\tool.cmd', 'C:\\bin\\tool.exe'], { PATH: 'C:\\bin', PATHEXT: '.EXE;.CMD' });
    expect(findOnPath('tool', fs)).toBe('C:\\bin\\tool.exe');
    expect(findOnPath('tool.cmd', fs)).toBe('C:\\bin\\tool.cmd');
    expect(findOnPath('tool', windows(['C:\\bin\\tool.com'], { PATH: 'C:\\bin' }))).toBe('C:\\bin\\tool.com');
  });
  it('POSIX without PATH: the default directories, as execvp', () => {
    expect(findOnPath('git', { platform: 'linux', env: {}, isProgram: (f) => f === '/usr/bin/git' })).toBe(
      '/usr/bin/git',
    );
    expect(findOnPath('git', { platform: 'linux', env: { PATH: '' }, isProgram: () => true })).toBeUndefined();
  });
  it('a path is used as given', () => {
    expect(findOnPath('C:\\py\\python.exe', windows([], {}))).toBe('C:\\py\\python.exe');
    expect(findOnPath('.\\venv\\Scripts\\python.exe', windows([], {}))).toBe('.\\venv\\Scripts\\python.exe');
  });
  it('every child on Windows gets NoDefaultCurrentDirectoryInExePath=1; POSIX children the env as is', () => {
    expect(childEnv('win32', { PATH: 'C:\\bin' })).toEqual({
      PATH: 'C:\\bin',
      NoDefaultCurrentDirectoryInExePath: '1',
    });
    const posix = { PATH: '/usr/bin' };
    expect(childEnv('linux', posix)).toBe(posix);
  });
});
