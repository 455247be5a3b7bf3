// `scan --diff` (and the action's patch) cost what the fixes number, not their square: the fixes
// of one file are grouped, checked, applied and joined once. Measured against the plain scan of
// the same file, in the same process: at n fixes and at 8n, the diff's cost over the plain
// scan's stays about the same when both are linear, and grows about 8× when the diff copies its
// list per fix. A slow or busy machine stretches both sides alike. (tests/growth.ts's absolute
// guard does not see this one: the scan's own linear cost hides the copying until far past the
// sizes a unit test can afford, so the diff is measured against the scan it adds to.)
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScan } from '../../../../src/usecases/scan/scan.js';

async function cpu(fn: () => Promise<unknown>): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < 2; i++) {
    const t0 = process.cpuUsage();
    await fn();
    const d = process.cpuUsage(t0);
    best = Math.min(best, d.user + d.system);
  }
  return Math.max(best, 1);
}

function tree(n: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'tp-diff-growth-'));
  writeFileSync(join(dir, 'a.py'), `import torch\n${'y = torch.ger(a, b)\n'.repeat(n)}`);
  return dir;
}

const scan = (dir: string, fix?: 'diff') => () =>
  runScan({
    paths: ['a.py'],
    torch: '>=2.4',
    cwd: dir,
    ...(fix ? { fix } : {}),
    settings: { exclude: [], ignore: [] },
  });

describe('scan --diff grows with the fixes of one file as the scan does', () => {
  it('n and 8n fixes, each against the plain scan', async () => {
    const small = tree(4000);
    const big = tree(32_000);
    await scan(small, 'diff')(); // warm the code up: the first run pays for compiling it
    const r = await scan(big, 'diff')();
    expect(r.fixes?.fixed).toHaveLength(32_000);
    expect(r.fixes?.diff.split('\n').filter((l) => l.startsWith('+y = torch.outer'))).toHaveLength(32_000);
    const over = async (dir: string) => (await cpu(scan(dir, 'diff'))) / (await cpu(scan(dir)));
    const growth = (await over(big)) / (await over(small));
    expect(growth).toBeLessThan(3);
  }, 300_000);
});
