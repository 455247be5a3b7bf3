// The input boundary as the CLI meets it (attack.md B4, B5, B20): every hostile file is one
// line naming it and exit 2, within the test timeout (before: hangs, or an OOM abort).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMain } from '../helpers.js';
import { aliasBomb } from './bomb.js';

const GIVEN = ['--python', '3.12', '--os', 'linux', '--arch', 'x64', '--glibc', '2.35', '--driver', 'none'];
const posix = process.platform !== 'win32';

let dir: string;
const cli = (cwd: string, ...argv: string[]) => runMain(cwd, argv);

const workflowTail = [
  'on: push',
  'jobs:',
  '  t:',
  '    runs-on: ubuntu-24.04',
  '    strategy:',
  '      matrix:',
  '        python-version: *a9',
  '    steps:',
  '      - run: echo',
];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tp-boundary-'));
  if (posix) execFileSync('mkfifo', [join(dir, 'fifo')]);
  writeFileSync(join(dir, 'bomb.yml'), aliasBomb(9, workflowTail));
  writeFileSync(join(dir, 'cfgbomb.yaml'), aliasBomb(9, ['releases: []']));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!posix)('files that are not regular files (B5)', () => {
  it.each([
    // --config is read relative to the process's directory, so these name absolute paths.
    ['--config FIFO', ['check', ...GIVEN, '--config', '<dir>/fifo'], 'fifo: is a FIFO (named pipe), not a rules file'],
    [
      '--config /dev/zero',
      ['check', ...GIVEN, '--config', '/dev/zero'],
      '/dev/zero: is a character device, not a rules file',
    ],
    ['--workflow FIFO', ['matrix', '--workflow', 'fifo'], 'fifo: is a FIFO (named pipe), not a workflow'],
    ['--workflow /dev/zero', ['matrix', '--workflow', '/dev/zero'], '/dev/zero: is a character device, not a workflow'],
    ['--workflow directory', ['matrix', '--workflow', '.'], '.: is a directory, not a workflow'],
  ])('%s: one line, exit 2', async (_name, argv, message) => {
    const r = await cli(dir, ...argv.map((a) => a.replace('<dir>', dir)));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toContain('internal error');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('a discovered requirements file linked to /dev/zero is refused, not read', async () => {
    const sub = mkdtempSync(join(dir, 'pins-'));
    writeFileSync(join(sub, 'requirements.txt'), 'torch==2.8.0\n');
    symlinkSync('/dev/zero', join(sub, 'requirements-dev.txt'));
    const r = await cli(sub, 'pins');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/requirements-dev\.txt: is a character device, not a pin file/);
  });

  it('a requirements include that is a FIFO is refused', async () => {
    const sub = mkdtempSync(join(dir, 'inc-'));
    writeFileSync(join(sub, 'requirements.txt'), '-r pipe.txt\n');
    execFileSync('mkfifo', [join(sub, 'pipe.txt')]);
    const r = await cli(sub, 'pins');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/pipe\.txt: is a FIFO \(named pipe\), not a pin file/);
  });
});

describe('YAML alias bombs (B4, B20)', () => {
  it.each([
    ['--workflow', ['matrix', '--workflow', 'bomb.yml'], 'bomb.yml: its aliases expand to more than 100000 nodes'],
    [
      '--config',
      ['check', ...GIVEN, '--config', '<dir>/cfgbomb.yaml'],
      'cfgbomb.yaml: its aliases expand to more than 100000 nodes',
    ],
    [
      '--matrix',
      ['matrix', '--matrix', aliasBomb(9, ['python-version: *a9'])],
      'matrix: its aliases expand to more than 100000 nodes',
    ],
  ])('%s: one line naming the input, exit 2', async (_name, argv, message) => {
    const r = await cli(dir, ...argv.map((a) => a.replace('<dir>', dir)));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toContain('internal error');
  });

  it('matrix-keys naming a key the matrix lacks is a typo: one line, exit 2, not an unchecked role (B19)', async () => {
    for (const key of ['constructor', 'torch_ver']) {
      const r = await cli(dir, 'matrix', '--matrix', '{"py":["3.12"],"pt":["2.9.0"]}', '--matrix-keys', `torch=${key}`);
      expect(r.code).toBe(2);
      expect(r.stderr.trim()).toBe(
        `torch-preflight: matrix-keys torch="${key}": the matrix has no key "${key}" (its keys: "py", "pt")`,
      );
    }
    const ok = await cli(
      dir,
      'matrix',
      '--matrix',
      '{"py":["3.12"],"PT":["2.9.0"]}',
      '--matrix-keys',
      'torch=pt,python=py',
    );
    expect(ok.code).toBe(0);
  });
});
