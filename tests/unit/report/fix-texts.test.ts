/** Fixes are right, whole, and in each output's own words. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import type { CliIo } from '../../../src/cli/io.js';
import type { Finding } from '../../../src/core/finding.js';
import { inActionWords } from '../../../src/usecases/action/action.js';
import { nearestVariant } from '../../../src/resolve/hints.js';

async function run(argv: string[], cwd = process.cwd()): Promise<Finding[]> {
  let stdout = '';
  const io: CliIo = { stdout: (t) => void (stdout += t), stderr: () => undefined, cwd, env: { ...process.env } };
  await main([...argv, '--format', 'json'], io);
  return (JSON.parse(stdout) as { findings: Finding[] }).findings;
}

const LINUX = ['--python', '3.12', '--os', 'linux', '--arch', 'x64', '--glibc', '2.35', '--driver', 'none'];
const hintOf = (fs: Finding[], id: string) => fs.find((f) => f.id === id)!.hint;

describe('fix texts', () => {
  it('newcomer §6: Windows arm64 on 2.6.0 points at the first release with its wheels, not torch<=newest', async () => {
    const fs = await run([
      'check',
      '--python',
      '3.12',
      '--os',
      'windows',
      '--arch',
      'arm64',
      '--driver',
      'none',
      '--torch',
      '2.6.0',
    ]);
    expect(hintOf(fs, 'platform-unsupported')).toBe(
      'Pin torch>=2.7.0 (the first release with Windows arm64 wheels), or use a runner of another platform.',
    );
  });
  it('newcomer §6: cu128 with ">=2.5,<2.7" suggests the nearest build (cu126) and no version outside the range', async () => {
    const fs = await run([
      'check',
      ...LINUX,
      '--torch',
      '>=2.5,<2.7',
      '--index-url',
      'https://download.pytorch.org/whl/cu128',
    ]);
    const hint = hintOf(fs, 'backend-unavailable');
    expect(hint).toMatch(/^Use --index-url https:\/\/download\.pytorch\.org\/whl\/cu126 /);
    expect(hint).not.toMatch(/2\.11|cu118/);
  });
  it('the nearest variant: same CUDA major first, then the closest, the older on a tie', () => {
    expect(nearestVariant(['cu118', 'cu124', 'cu126', 'cu130'], 'cu128')).toBe('cu126');
    expect(nearestVariant(['cu126', 'cu130', 'cu132'], 'cu999')).toBe('cu132');
    expect(nearestVariant(['cu130', 'cu132'], 'cu128')).toBe('cu130');
    expect(nearestVariant(['rocm6.3', 'rocm6.4', 'rocm7.0'], 'rocm6.2')).toBe('rocm6.3');
  });
  it('newcomer §6: requires-python is narrowed from its own floor (>=3.10,<3.14), never lowered', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-rp-'));
    writeFileSync(
      join(dir, 'pyproject.toml'),
      '[project]\nname = "x"\nversion = "0"\nrequires-python = ">=3.10"\ndependencies = ["torch>=2.5,<2.9"]\n',
    );
    const fs = await run(['check', ...LINUX], dir);
    const f = fs.find((x) => x.id === 'python-unsupported' && x.message.startsWith('requires-python'))!;
    expect(f.hint).toMatch(/^Narrow requires-python to ">=3\.10,<3\.14", or widen the torch pin/);
  });
  it('newcomer §11: in the action, fixes name the inputs, not CLI flags', async () => {
    const fs = inActionWords(
      await run([
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
        '470.57',
        '--gpu',
        '6.1',
        '--torch',
        '2.8.0',
        '--index-url',
        'cu128',
      ]),
    );
    expect(fs.length).toBeGreaterThan(0);
    for (const f of fs) expect(f.hint).not.toMatch(/--index-url|--python|--gpu|--help/);
    expect(fs.map((f) => f.hint).join(' ')).toMatch(/[Ss]et index-url: https:\/\/download\.pytorch\.org\/whl\//);
  });
  it('newcomer §6: an imperative replacement from rules/apis.yaml is not prefixed with "Use"', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-fix-'));
    writeFileSync(
      join(dir, 'a.py'),
      'import torch\ns = torch.optim.lr_scheduler.ReduceLROnPlateau(opt, verbose=True)\nfrom torch.utils.checkpoint import checkpoint\ny = checkpoint(f, x)\n',
    );
    const fs = await run(['scan', '.', '--torch', '2.8', '--from', '2.3'], dir);
    const hints = fs.map((f) => f.hint);
    expect(hints.length).toBeGreaterThan(0);
    for (const h of hints) expect(h).not.toMatch(/^Use (drop|pass) /);
    expect(hints.some((h) => /^Drop verbose= /.test(h))).toBe(true);
  });
  it('newcomer §6: scan messages name the range, not a CLI flag the action user never typed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-msg-'));
    writeFileSync(join(dir, 'a.py'), 'from torch.cuda import amp\nwith amp.autocast(enabled=True):\n    pass\n');
    const fs = await run(['scan', '.', '--torch', '2.8.0'], dir);
    expect(fs[0]!.message).toMatch(/\(the target range \(2\.8\.0\) admits 2\.8\)/);
    expect(fs[0]!.message).not.toMatch(/--torch/);
  });
});
