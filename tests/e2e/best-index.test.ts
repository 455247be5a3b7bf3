// The best index as a user and GitHub get it (the CLI's `best index` line and JSON, the action's
// index-url output and summary): the GPU build that runs here with the newest torch in range,
// never the CPU index beside a CUDA build that runs; no experimental-build warning for PyPI's own
// build on a runner without a GPU; and what the release cadence cannot have produced by today
// fails, in check, in a matrix cell and in the action, while the header says nothing installs.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { perNode, ROOT, runAction, runCli } from './run.js';

const each = perNode();
const LINUX = ['--python', '3.12', '--os', 'linux', '--arch', 'x64', '--glibc', '2.39', '--amd-gpu', 'none'];
const LINUX_INPUTS = { 'python-version': '3.12', os: 'linux', arch: 'x64', glibc: '2.39', 'amd-gpu': 'none' };
const CU126 = 'https://download.pytorch.org/whl/cu126';

/** rules/releases/2.15.yaml with 2.15 released `daysAgo` days before today, as a config file. */
function released(daysAgo: number): string {
  const day = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const text = readFileSync(join(ROOT, 'rules/releases/2.15.yaml'), 'utf8').replaceAll(
    'released: "2026-10-28"',
    `released: "${day}"`,
  );
  const file = join(mkdtempSync(join(tmpdir(), 'tp-cadence-')), '2.15.yaml');
  writeFileSync(file, text);
  return file;
}

describe('a best index that keeps the GPU', () => {
  each(
    'CLI: torch>=2.6 on driver 550 and sm_86 fails on 2.15+cu130; the best index is cu126, with 2.14.1',
    async (node) => {
      const args = ['check', ...LINUX, '--torch', '>=2.6', '--driver', '550.54.15', '--gpu', '8.6'];
      const r = await runCli(node, args);
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('  pip would  install torch 2.15.0 (cu130) from PyPI');
      expect(r.stdout).toContain(`  best index ${CU126} (installs torch 2.14.1)`);
      expect(r.stdout).toMatch(
        /error\s+driver-too-old .*\n\s+fix: Update the driver to 580\.65\.06 or newer, or use --index-url https:\/\/download\.pytorch\.org\/whl\/cu126 \(cu126: kernels for sm_86, driver 550\.54\.15 runs CUDA 12\.6; it installs torch 2\.14\.1\)\./,
      );
      expect(r.stdout).not.toContain('whl/cpu');
      const json = JSON.parse((await runCli(node, [...args, '--format', 'json'])).stdout) as {
        resolution: Record<string, string>;
      };
      expect(json.resolution).toMatchObject({
        recommendedIndexUrl: CU126,
        recommendedVariant: 'cu126',
        recommendedTorch: '2.14.1',
      });
    },
  );

  each('action: the index-url output is cu126, and the summary names the torch it installs', async (node) => {
    const r = await runAction(node, {
      ...LINUX_INPUTS,
      'torch-version': '>=2.6',
      driver: '550.54.15',
      gpu: '8.6',
    });
    expect(r.code).toBe(1);
    expect(r.outputs.verdict).toBe('fail');
    expect(r.outputs['index-url']).toBe(CU126);
    expect(r.summary).toContain(`| Best index here | ${CU126} \\(installs torch 2.14.1\\) |`);
    expect(r.stdout).toMatch(/index-url: https:\/\/download\.pytorch\.org\/whl\/cu126 \(cu126: kernels for sm_86/);
  });

  each(
    'no CUDA build in range runs (sm_120 on 470): the CPU index, and the fix says the GPU goes unused',
    async (node) => {
      const r = await runCli(node, ['check', ...LINUX, '--torch', '>=2.6', '--driver', '470.57.02', '--gpu', '12.0']);
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('  best index https://download.pytorch.org/whl/cpu\n');
      expect(r.stdout).toContain(
        '(no CUDA build of torch>=2.6 runs on this GPU (sm_120) with driver 470.57.02: the GPU goes unused)',
      );
    },
  );
});

describe("PyPI's own build is no warning, and a CPU runner gets CPU advice alone", () => {
  each('CLI: torch==2.1.0 (PyPI cu121) on a runner without a GPU passes, advising only the CPU index', async (node) => {
    const r = await runCli(node, ['check', ...LINUX, '--python', '3.11', '--torch', '2.1.0', '--driver', 'none']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('torch-preflight: PASS');
    expect(r.stdout).not.toContain('backend-experimental');
    expect(r.stdout).not.toMatch(/whl\/cu1/);
    expect(r.stdout).toContain('notice  cuda-without-gpu');
  });
  each('action: the same on a GPU runner is a notice whose fix is the best index', async (node) => {
    const r = await runAction(node, {
      ...LINUX_INPUTS,
      'python-version': '3.11',
      'torch-version': '2.1.0',
      driver: '550.54.15',
      gpu: '8.6',
    });
    expect(r.code).toBe(0);
    expect(r.outputs.verdict).toBe('pass');
    expect(r.outputs['index-url']).toBe('https://download.pytorch.org/whl/cu118');
    const findings = JSON.parse(r.outputs.findings ?? '[]') as { id: string; severity: string; hint: string }[];
    expect(findings.find((f) => f.id === 'backend-experimental')).toMatchObject({
      severity: 'notice',
      hint: expect.stringContaining('index-url: https://download.pytorch.org/whl/cu118') as unknown,
    });
  });
});

describe('exit codes mean what the first line says', () => {
  each(
    'CLI: with 2.15 out today, 3.0 and 2.99 fail alike and nothing installs; a patch of 2.15 warns',
    async (node) => {
      const config = released(0);
      for (const torch of ['3.0', '2.99', '2.16']) {
        const r = await runCli(node, ['check', ...LINUX, '--driver', 'none', '--torch', torch, '--config', config]);
        expect(r.code, torch).toBe(1);
        expect(r.stdout, torch).toContain(
          '  pip would  install nothing: no torch release that matches has a wheel here',
        );
        expect(r.stdout, torch).toMatch(
          /error\s+no-release\s+No torch release matches torch==[\d.]+, and none can be out yet/,
        );
      }
      const patch = await runCli(node, [
        'check',
        ...LINUX,
        '--driver',
        'none',
        '--torch',
        '2.15.1',
        '--config',
        config,
      ]);
      expect(patch.code).toBe(0);
      expect(patch.stdout).toContain('  pip would  install a torch newer than the catalog knows, if it is out');
    },
  );
  each(
    'CLI: with 2.15 out 60 days ago, 3.0 may be out: a warning, and the header does not say nothing installs',
    async (node) => {
      const config = released(60);
      const r = await runCli(node, ['check', ...LINUX, '--driver', 'none', '--torch', '3.0', '--config', config]);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('  pip would  install a torch newer than the catalog knows, if it is out');
      expect(r.stdout).toMatch(/warning release-newer/);
      const beyond = await runCli(node, ['check', ...LINUX, '--driver', 'none', '--torch', '3.1', '--config', config]);
      expect(beyond.code).toBe(1);
    },
  );
  each('CLI: on the bundled catalog, today, the exit code and the header agree about 3.0', async (node) => {
    const r = await runCli(node, ['check', ...LINUX, '--driver', 'none', '--torch', '3.0']);
    const nothing = r.stdout.includes('pip would  install nothing');
    expect(r.code).toBe(nothing ? 1 : 0);
    expect(nothing || r.stdout.includes('newer than the catalog knows')).toBe(true);
  });
  each('matrix: a 3.0 cell fails beside a 2.14.1 cell that passes', async (node) => {
    const r = await runCli(node, [
      'matrix',
      '--matrix',
      '{"torch":["3.0","2.14.1"],"python":["3.12"]}',
      '--config',
      released(0),
      '--format',
      'json',
    ]);
    const plan = JSON.parse(r.stdout) as { combinations: { values: { torch: string }; verdict: string }[] };
    expect(plan.combinations.map((c) => [c.values.torch, c.verdict])).toEqual([
      ['3.0', 'fail'],
      ['2.14.1', 'pass'],
    ]);
  });
  each('action: torch-version 3.0 fails the step', async (node) => {
    const r = await runAction(node, { ...LINUX_INPUTS, driver: 'none', 'torch-version': '3.0', config: released(0) });
    expect(r.code).toBe(1);
    expect(r.outputs.verdict).toBe('fail');
    expect(r.outputs['torch-version']).toBe('');
  });
});
