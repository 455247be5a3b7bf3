// Every SARIF file the tool writes validates against the SARIF 2.1.0 schema and code scanning's
// rules.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { sarifProblems } from '../sarif-validate.js';
import { perNode, runAction, runCli, ROOT } from './run.js';

const each = perNode();
const G = ['--python', '3.12', '--os', 'linux', '--arch', 'x64', '--glibc', '2.39', '--driver', 'none'];

describe('every SARIF the tool writes uploads', () => {
  each('check on a CPU runner: the location-less findings are notifications, the rest validate', async (node) => {
    const r = await runCli(node, ['check', ...G, '--torch', '2.9.0', '--format', 'sarif']);
    expect(sarifProblems(r.stdout)).toEqual([]);
    const log = JSON.parse(r.stdout);
    expect(
      log.runs[0].invocations[0].toolExecutionNotifications.map((n: { descriptor: { id: string } }) => n.descriptor.id),
    ).toContain('cuda-without-gpu');
  });
  each('check from a requirements file: findings go on the pin line', async (node) => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-sarif-'));
    writeFileSync(join(dir, 'requirements.txt'), 'numpy\ntorch==2.9.0\n');
    const r = await runCli(
      node,
      [
        'check',
        '--python',
        '3.9',
        '--os',
        'linux',
        '--arch',
        'x64',
        '--glibc',
        '2.39',
        '--driver',
        'none',
        '--format',
        'sarif',
      ],
      {},
      dir,
    );
    expect(sarifProblems(r.stdout)).toEqual([]);
    const results = JSON.parse(r.stdout).runs[0].results as {
      ruleId: string;
      locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[];
    }[];
    const py = results.find((x) => x.ruleId === 'python-unsupported')!;
    expect(py.locations[0]!.physicalLocation).toMatchObject({
      artifactLocation: { uri: 'requirements.txt' },
      region: { startLine: 2 },
    });
  });
  each('scan with a space and # in a file name', async (node) => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-sarif-'));
    writeFileSync(join(dir, 'tr ain#1.py'), 'import torch\nx = torch.solve(a, b)\n');
    const r = await runCli(node, ['scan', '.', '--torch', '2.9', '--format', 'sarif'], {}, dir);
    expect(sarifProblems(r.stdout)).toEqual([]);
    expect(r.stdout).toContain('"uri": "tr%20ain%231.py"');
  });
  each('matrix lint of a real workflow', async (node) => {
    const r = await runCli(node, [
      'matrix',
      '--workflow',
      join(ROOT, 'tests/fixtures/matrix/pytorch_scatter-building.yml'),
      '--format',
      'sarif',
    ]);
    expect(sarifProblems(r.stdout)).toEqual([]);
    expect(JSON.parse(r.stdout).runs[0].results.length).toBeGreaterThan(0);
  });
  each('the action writes sarif-file, placing runner findings on the workflow file', async (node) => {
    const r = await runAction(
      node,
      { 'python-version': '3.12', os: 'linux', arch: 'x64', glibc: '2.39', driver: 'none', 'torch-version': '2.9.0' },
      { GITHUB_WORKFLOW_REF: 'acme/proj/.github/workflows/ci.yml@refs/heads/main' },
    );
    const text = readFileSync(r.outputs['sarif-file']!, 'utf8');
    expect(sarifProblems(text)).toEqual([]);
    const uris = JSON.parse(text).runs[0].results.map(
      (x: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) =>
        x.locations[0]!.physicalLocation.artifactLocation.uri,
    );
    expect(uris.length).toBeGreaterThan(0);
    expect(new Set(uris)).toEqual(new Set(['.github/workflows/ci.yml']));
  });
});
