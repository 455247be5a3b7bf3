// One finding per problem: the torch pin the engine evaluates as the request is not
// judged a second time by the pin checks; a second torch pin, which the engine does not see, is.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../../src/cli/io.js';
import { main } from '../../../src/cli/main.js';

const GIVEN = [
  '--python',
  '3.12',
  '--os',
  'linux',
  '--arch',
  'x64',
  '--glibc',
  '2.39',
  '--driver',
  'none',
  '--format',
  'json',
];

async function check(files: Record<string, string>, ...extra: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'tp-one-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  let stdout = '';
  const io: CliIo = { stdout: (t) => void (stdout += t), stderr: () => undefined, cwd: dir, env: {} };
  const code = await main(['check', ...GIVEN, ...extra], io);
  const report = JSON.parse(stdout) as {
    findings: { id: string; severity: string; location?: { file: string; line: number } }[];
  };
  return { code, findings: report.findings.filter((f) => f.severity === 'error') };
}

const at = (fs: { location?: { file: string; line: number } }[]) =>
  fs.map((f) => `${f.location?.file}:${f.location?.line}`);

describe('one finding per problem', () => {
  it('a +cu121 pin installed from PyPI is one error, not two', async () => {
    const r = await check({ 'requirements.txt': 'torch==2.8.0+cu121\n' });
    expect(r.code).toBe(1);
    expect(r.findings.map((f) => f.id)).toEqual(['variant-mismatch']);
  });

  it('a +cu121 pin on the cu121 index of a release without cu121 is one error, not two', async () => {
    const r = await check({
      'requirements.txt': '--index-url https://download.pytorch.org/whl/cu121\ntorch==2.8.0+cu121\n',
    });
    expect(r.code).toBe(1);
    expect(at(r.findings)).toEqual(['requirements.txt:2']);
    expect(r.findings).toHaveLength(1);
  });

  it('a second torch pin, which is not the request, is still checked', async () => {
    const r = await check({ 'requirements.txt': 'torch==2.8.0\n', 'requirements-gpu.txt': 'torch==2.8.0+cu121\n' });
    expect(at(r.findings)).toContain('requirements-gpu.txt:1');
  });

  it('with --torch given, no pin is the request, so every pin is checked', async () => {
    const r = await check(
      { 'requirements.txt': 'torch==2.8.0+cu121\n' },
      '--torch',
      '2.8.0',
      '--requirements',
      'requirements.txt',
    );
    expect(at(r.findings)).toContain('requirements.txt:1');
  });
});
