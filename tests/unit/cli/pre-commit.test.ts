// The pre-commit hooks as pre-commit runs them: `entry`, then the hook's args, then (with
// pass_filenames) the staged files.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../../src/cli/io.js';
import { main } from '../../../src/cli/main.js';

interface Hook {
  id: string;
  entry: string;
  language: string;
  pass_filenames: boolean;
  types?: string[];
  files?: string;
}
const hooks = parse(readFileSync('.pre-commit-hooks.yaml', 'utf8')) as Hook[];

async function run(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    cwd: process.cwd(),
    env: {},
  };
  return { code: await main(argv, io), stdout, stderr };
}

describe('.pre-commit-hooks.yaml', () => {
  it('declares the pin check and the scan, both as the installed command', () => {
    expect(hooks.map((h) => h.id)).toEqual(['torch-preflight', 'torch-preflight-scan']);
    for (const h of hooks) {
      expect(h.language).toBe('node');
      expect(h.entry.split(' ')[0]).toBe('torch-preflight');
    }
  });

  it('the scan hook gets Python files and reports at their lines', async () => {
    const scan = hooks.find((h) => h.id === 'torch-preflight-scan')!;
    expect(scan.pass_filenames).toBe(true);
    expect(scan.types).toEqual(['python']);
    const file = 'tests/fixtures/scan/real/examples_use_interpreter.py';
    const r = await run([...scan.entry.split(' ').slice(1), '--torch', '>=2.0,<2.10', file]);
    expect([0, 1]).toContain(r.code);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/file(s)? scanned/);
  });

  it('without --torch the scan hook stops with one line, exit 2', async () => {
    const r = await run(['scan', 'tests/fixtures/scan/real/examples_use_interpreter.py']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
