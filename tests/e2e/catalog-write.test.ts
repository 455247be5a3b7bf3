// The refresh as a maintainer runs it: `catalog:refresh --from DIR --write` on recorded pages
// that list a release no catalog knows (tests/fixtures/indexes-2.16), then a rebuild, then the
// CLI judging that release from rules/ alone. Runs in a copy of the project, never in place.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './run.js';

let copy = '';
const run = (args: string[]) => spawnSync(process.execPath, args, { cwd: copy, encoding: 'utf8', timeout: 120_000 });
const RUNNER = [
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
];

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'tp-refresh-'));
  for (const part of ['src', 'scripts', 'rules', 'package.json'])
    cpSync(join(ROOT, part), join(copy, part), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('catalog:refresh --write, then a rebuild', () => {
  it('adds the release the pages list to rules/, and the rebuilt CLI knows it', () => {
    expect(existsSync(join(copy, 'rules/releases/2.16.yaml'))).toBe(false);

    const refresh = run([
      'scripts/catalog-refresh.mjs',
      '--from',
      join(ROOT, 'tests/fixtures/indexes-2.16'),
      '--write',
      '--date',
      '2026-11-26',
    ]);
    expect(refresh.status, refresh.stderr).toBe(1); // differences were found, and written
    expect(refresh.stdout).toContain('rules/releases/2.16.yaml: new release torch 2.16 (2.16.0)');
    expect(readFileSync(join(copy, 'rules/releases/2.16.yaml'), 'utf8')).toContain('torch: "2.16"');

    const build = run(['scripts/build.mjs']);
    expect(build.status, build.stderr).toBe(0);
    const ok = run(['dist/cli.cjs', 'check', '--torch', '2.16.0', '--python', '3.12', ...RUNNER]);
    const report = JSON.parse(ok.stdout) as {
      resolution: { version?: string; variant?: string; torchvision?: string };
      findings: { id: string; severity: string }[];
    };
    expect(report.resolution.version).toBe('2.16.0');
    // From the METADATA of PyPI's wheel and of torchvision's (PEP 658), not assumed.
    expect(report.resolution.variant).toBe('cu132');
    expect(report.resolution.torchvision).toBe('0.31.0');
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(ok.status).toBe(0);

    const old = run(['dist/cli.cjs', 'check', '--torch', '2.16.0', '--python', '3.9', ...RUNNER]);
    expect((JSON.parse(old.stdout) as { findings: { id: string }[] }).findings.map((f) => f.id)).toContain(
      'python-unsupported',
    );
    expect(old.status).toBe(1);
  });
});
