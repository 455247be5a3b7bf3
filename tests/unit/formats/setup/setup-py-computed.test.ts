// A python_requires computed when setup.py runs (captum: ">={}.{}".format(…)) is said to be
// unread, never a reason to stop the check (it was exit 2) and never guessed.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSetupPy } from '../../../../src/formats/setup/setup-py.js';
import { main } from '../../../../src/cli/main.js';

describe('setup.py python_requires', () => {
  it.each([
    ['python_requires=">={}.{}".format(3, 9)', 'format'],
    ['python_requires=">=%d.%d" % (3, 9)', '%'],
    ['python_requires=">=3." + str(9)', '+'],
  ])('%s is unread, with its place', (arg) => {
    const r = readSetupPy(
      `from setuptools import setup\nsetup(name="x", ${arg}, install_requires=["torch>=2.0"])\n`,
      'setup.py',
    );
    expect(r.requiresPython).toBeUndefined();
    expect(r.unread).toEqual([
      {
        what: 'python_requires',
        why: 'it is computed when setup.py runs',
        location: { file: 'setup.py', line: 2, column: expect.any(Number) },
      },
    ]);
    expect(r.pins.map((p) => p.specifier)).toEqual(['>=2.0']);
  });

  it('a plain string is read as before', () => {
    const r = readSetupPy('setup(python_requires=">=3.9", install_requires=["torch"])\n', 'setup.py');
    expect(r.requiresPython?.specifier).toBe('>=3.9');
    expect(r.unread).toBeUndefined();
  });

  it('check goes on and says what it did not read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-setup-'));
    writeFileSync(
      join(dir, 'setup.py'),
      'from setuptools import setup\nsetup(name="x", python_requires=">={}.{}".format(3, 9), install_requires=["torch>=2.0"])\n',
    );
    let out = '';
    const code = await main(
      [
        'check',
        '--python',
        '3.11',
        '--os',
        'linux',
        '--arch',
        'x64',
        '--glibc',
        '2.39',
        '--driver',
        'none',
        '--amd-gpu',
        'none',
        '--intel-gpu',
        'none',
        '--format',
        'json',
      ],
      {
        stdout: (t) => void (out += t),
        stderr: () => undefined,
        cwd: dir,
        env: {},
      },
    );
    expect(code).toBe(0);
    const f = (
      JSON.parse(out) as { findings: { id: string; location?: { file: string; line: number } }[] }
    ).findings.find((x) => x.id === 'pin-unreadable');
    expect(f?.location).toMatchObject({ file: 'setup.py', line: 2 });
  });
});
