// Pins an attack review found misread, read right.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { evaluatePinSet } from '../../../src/engine/pin-set.js';
import { readPins } from '../../../src/workspace/pin-files.js';
import { env } from './env.js';

async function findings(text: string) {
  const dir = mkdtempSync(join(tmpdir(), 'tp-pins-'));
  writeFileSync(join(dir, 'requirements.txt'), text);
  const set = await readPins(['requirements.txt'], { cwd: dir, env: {} });
  return { set, findings: evaluatePinSet(set, env('linux', 'x64', '3.12'), bundledCatalog) };
}

describe('pins the attack review found misread', () => {
  it('B16: two exact torch pins in one file that no release satisfies together are an error on the second', async () => {
    const { findings: f } = await findings('torch==2.9.0\ntorch==2.8.0\n');
    expect(f.map((x) => [x.id, x.severity, x.location?.line])).toContainEqual(['no-release', 'error', 2]);
    expect(f.find((x) => x.id === 'no-release')?.message).toMatch(
      /pip stops with "Cannot install torch==2\.9\.0 and torch==2\.8\.0"/,
    );
  });
  it('a local label with - or _ is taken off whole: +abc-1 is not read as a post-release', async () => {
    // The label's "-1" left behind made ==2.8.0-1, which is 2.8.0.post1: no release, a false error.
    const { findings: f } = await findings('torch==2.8.0+abc-1\ntorch>=2.0\n');
    expect(f.filter((x) => x.id === 'no-release')).toEqual([]);
  });
  it('B16: two compatible pins (a range and an exact version) are fine', async () => {
    const { findings: f } = await findings('torch>=2.8\ntorch==2.9.0\n');
    expect(f.filter((x) => x.id === 'no-release')).toEqual([]);
  });
  it('B15: a documented direct wheel URL is no variant-mismatch: its file is the build', async () => {
    const { findings: f } = await findings(
      'torch @ https://download.pytorch.org/whl/cu121/torch-2.5.1%2Bcu121-cp312-cp312-linux_x86_64.whl\n',
    );
    expect(f.filter((x) => x.id === 'variant-mismatch')).toEqual([]);
  });
  it('B26: an editable VCS torch is a pin, said as a source build', async () => {
    const { set, findings: f } = await findings('-e git+https://github.com/pytorch/pytorch@v2.0.0#egg=torch\n');
    expect(set.pins.map((p) => [p.package, p.url])).toEqual([
      ['torch', 'git+https://github.com/pytorch/pytorch@v2.0.0#egg=torch'],
    ]);
    const warning = f.find((x) => x.severity === 'warning');
    // Its own id (issue 29: ids by cause): no variant is involved in a source build.
    expect(warning?.id).toBe('source-build');
    expect(warning?.message).toMatch(
      /^torch comes from git\+https:\/\/github\.com\/pytorch\/pytorch@v2\.0\.0#egg=torch, a source tree, not a released wheel/,
    );
  });
  it('an editable local project that is not torch is still not a pin', async () => {
    const { set } = await findings('-e .\n-e git+https://github.com/org/other.git#egg=other\n');
    expect(set.pins).toEqual([]);
  });
});
