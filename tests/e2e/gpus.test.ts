// AMD and Intel GPUs as a user gives them: the CLI's --amd-gpu / --intel-gpu and the action's
// amd-gpu / intel-gpu inputs, on the bundled dist/.
import { describe, expect } from 'vitest';
import { perNode, runAction, runCli } from './run.js';

const each = perNode();
const G = ['--python', '3.12', '--os', 'linux', '--arch', 'x64', '--glibc', '2.39', '--driver', 'none'];

describe('AMD and Intel GPUs', () => {
  each(
    'CLI: a gfx target the ROCm build lacks fails (or warns, on an uncertain list) and names the build that has it; a bad id is exit 2',
    async (node) => {
      const r = await runCli(node, [
        'check',
        ...G,
        '--torch',
        '2.14.0',
        '--index-url',
        'rocm7.2',
        '--amd-gpu',
        'gfx1010',
      ]);
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('AMD gfx1010');
      expect(r.stdout).toMatch(
        /error\s+gpu-unsupported\s+torch 2\.14\.0\+rocm7\.2 has no kernels for the AMD GPU gfx1010/,
      );
      expect(r.stdout).toContain('best index https://download.pytorch.org/whl/cpu');
      const mi50 = await runCli(node, [
        'check',
        ...G,
        '--torch',
        '2.14.0',
        '--index-url',
        'rocm7.14',
        '--amd-gpu',
        'gfx906',
      ]);
      expect(mi50.code).toBe(0);
      // ROCm 7.14 has no gfx906; 7.2 has torch kernels for it but no rocBLAS kernels: neither runs a matmul.
      expect(mi50.stdout).toMatch(
        /warning gpu-unsupported .*gfx906[\s\S]*fix: Use --index-url https:\/\/download\.pytorch\.org\/whl\/cpu/,
      );
      const vega = await runCli(node, [
        'check',
        ...G,
        '--torch',
        '2.9.0',
        '--index-url',
        'rocm6.4',
        '--amd-gpu',
        'gfx900',
      ]);
      expect(vega.stdout).toMatch(
        /warning gpu-unsupported .*the rocBLAS it bundles has none[\s\S]*fix: Use --index-url https:\/\/download\.pytorch\.org\/whl\/rocm6\.3/,
      );
      const bad = await runCli(node, ['check', ...G, '--amd-gpu', 'radeon']);
      expect(bad.code).toBe(2);
      expect(bad.stderr.trim()).toBe(
        'torch-preflight: AMD GPU "radeon" is not understood; expected e.g. gfx1100, or none',
      );
    },
  );

  each('action: the intel-gpu input picks the XPU index as the best one', async (node) => {
    const a = await runAction(node, {
      'python-version': '3.12',
      os: 'linux',
      arch: 'x64',
      glibc: '2.39',
      driver: 'none',
      'torch-version': '2.14.0',
      'intel-gpu': '0x56a0',
    });
    expect(a.code).toBe(0);
    expect(a.outputs['index-url']).toBe('https://download.pytorch.org/whl/xpu');
  });
});
