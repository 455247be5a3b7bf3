/** Bad input is one line naming its own command, exit 2. */
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import type { CliIo } from '../../../src/cli/io.js';

async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    cwd: process.cwd(),
    env: { ...process.env },
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

const GIVEN = ['--python', '3.12', '--os', 'linux', '--arch', 'x64', '--glibc', '2.35', '--driver', '550.54'];

describe('bad input', () => {
  it('newcomer §7: --gpu 9.9 is no GPU: exit 2 with the known compute capabilities', async () => {
    const r = await cli('check', ...GIVEN, '--torch', '2.8.0', '--gpu', '9.9');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^torch-preflight: GPU "9\.9": no NVIDIA GPU has compute capability 9\.9; known: 1\.0, .*8\.6, .*12\.1\n$/,
    );
    // Real ones still pass through, in every spelling.
    for (const gpu of ['8.6', 'sm_120', '75'])
      expect((await cli('check', ...GIVEN, '--torch', '2.8.0', '--gpu', gpu)).code).not.toBe(2);
  });
  it('newcomer §7: pins nope.txt names pins, not scan', async () => {
    const r = await cli('pins', 'nope.txt');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('torch-preflight: pins: "nope.txt" not found\n');
  });
  it('newcomer §7: check --requirements nope.txt names check --requirements', async () => {
    const r = await cli('check', ...GIVEN, '--requirements', 'nope.txt');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('torch-preflight: check --requirements: "nope.txt" not found\n');
  });
  it('newcomer §7: catalog --torch 2.99 lists the known versions in version order', async () => {
    const r = await cli('catalog', '--torch', '2.99');
    expect(r.code).toBe(2);
    const known = /it knows (.*)\n$/.exec(r.stderr)![1]!.split(', ');
    expect(known.slice(0, 3)).toEqual(['2.0', '2.1', '2.2']);
    expect(known.indexOf('2.10')).toBe(known.indexOf('2.9') + 1);
  });
  it('newcomer §7: scan --from newer than --torch is exit 2', async () => {
    const r = await cli('scan', 'tests/fixtures/scan/traps.py', '--torch', '2.9', '--from', '2.99');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'torch-preflight: scan: the torch upgraded from (2.99) is newer than the torch the code must run on (2.9); an upgrade goes the other way\n',
    );
    expect((await cli('scan', 'tests/fixtures/scan/traps.py', '--torch', '2.9', '--from', '2.6')).code).not.toBe(2);
  });
});
