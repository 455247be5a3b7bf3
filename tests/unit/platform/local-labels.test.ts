// Local version labels are compared by the variant they name (`+rocm7.0.2.lw.git…` is ROCm 7.0.2).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { isPlainVariant, sameBuild, variantOfLabel } from '../../../src/platform/variant.js';

describe('local version labels are compared by the variant they name', () => {
  it.each([
    ['rocm7.0.2.lw.git245bf6ed', 'rocm7.0.2'],
    ['rocm7.0.2.git824e8c87', 'rocm7.0.2'],
    ['cu128', 'cu128'],
    ['cpu.cxx11.abi', 'cpu'],
    ['rocm6.4', 'rocm6.4'],
    ['cu1281', undefined],
    ['mybuild', undefined],
  ])('%s names the variant %s', (label, variant) => {
    expect(variantOfLabel(label)).toBe(variant);
  });
  it('one ROCm release with different build hashes is one build; different variants are not', () => {
    expect(sameBuild('rocm7.0.2.lw.git245bf6ed', 'rocm7.0.2.git824e8c87')).toBe(true);
    expect(sameBuild('rocm7.2.0.gita272dfa8', 'rocm7.2')).toBe(true);
    expect(sameBuild('rocm7.0.2.lw.git245bf6ed', 'rocm6.4')).toBe(false);
    expect(sameBuild('cu128', 'cu126')).toBe(false);
    expect(sameBuild('mybuild', 'mybuild')).toBe(true);
  });
  it('only a label that is a variant name has a download.pytorch.org index', () => {
    expect(isPlainVariant('cu128')).toBe(true);
    expect(isPlainVariant('rocm7.0.2.lw.git245bf6ed')).toBe(false);
  });
});

describe("unsloth's repo.radeon.com wheels (newcomer §2)", () => {
  const marker = "platform_system == 'Linux' and python_version == '3.12' and platform_machine == 'x86_64'";
  const pyproject = [
    '[project]',
    'name = "demo"',
    'version = "1.0"',
    '',
    '[project.optional-dependencies]',
    'rocm702 = [',
    `    "torch @ https://repo.radeon.com/rocm/manylinux/rocm-rel-7.0.2/torch-2.8.0%2Brocm7.0.2.lw.git245bf6ed-cp312-cp312-linux_x86_64.whl ; ${marker}",`,
    `    "torchvision @ https://repo.radeon.com/rocm/manylinux/rocm-rel-7.0.2/torchvision-0.23.0%2Brocm7.0.2.git824e8c87-cp312-cp312-linux_x86_64.whl ; ${marker}",`,
    `    "torchaudio @ https://repo.radeon.com/rocm/manylinux/rocm-rel-7.0.2/torchaudio-2.8.0%2Brocm7.0.2.git6e1c7fe9-cp312-cp312-linux_x86_64.whl ; ${marker}",`,
    ']',
    '',
  ].join('\n');
  it('torch +rocm7.0.2.lw.git245bf6ed with torchvision +rocm7.0.2.git824e8c87 is no companion or variant mismatch, and no index URL is made from the label', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'tp-rocm-'));
    writeFileSync(join(cwd, 'pyproject.toml'), pyproject);
    let stdout = '';
    const code = await main(
      [
        'check',
        '--python',
        '3.12',
        '--os',
        'linux',
        '--arch',
        'x64',
        '--glibc',
        '2.35',
        '--driver',
        'none',
        '--amd-gpu',
        'gfx1100',
        '--extra',
        'rocm702',
        '--format',
        'json',
      ],
      {
        stdout: (t) => void (stdout += t),
        stderr: () => undefined,
        cwd,
        env: {},
      },
    );
    const report = JSON.parse(stdout) as {
      request: { index: string };
      findings: { id: string; severity: string; hint: string; message: string }[];
    };
    expect(report.findings.filter((f) => f.id === 'companion-mismatch' || f.id === 'variant-mismatch')).toEqual([]);
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(report.request.index).toBe('https://repo.radeon.com/rocm/manylinux/rocm-rel-7.0.2');
    expect(stdout).not.toContain('whl/rocm7.0.2.lw');
    expect(code).toBe(0);
  });
});
