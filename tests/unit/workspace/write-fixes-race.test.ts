// A save that lands while --fix writes its temporary file (after the digest check, before the
// rename) is not overwritten: the rename happens only if the file is still the one read (R7).
import * as fs from 'node:fs';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { scanPaths } from '../../../src/workspace/scan-files.js';
import { writeFixes } from '../../../src/workspace/write-fixes.js';
import { apis } from '../scan/helpers.js';

const race = vi.hoisted(() => ({ target: '', text: '' }));

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof fs>();
  return {
    ...real,
    writeFileSync: (...args: Parameters<typeof fs.writeFileSync>) => {
      // The editor saves the file just as the fixer writes its temporary file beside it.
      if (race.target && String(args[0]).includes('.torch-preflight-fix-')) {
        real.writeFileSync(race.target, race.text);
        race.target = '';
      }
      return real.writeFileSync(...args);
    },
  };
});

describe('a save during the rewrite', () => {
  it('is kept: the fixed text is not renamed over it, and the file is named', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-fix-race-'));
    writeFileSync(join(dir, 'a.py'), 'import torch\ny = torch.ger(a, b)\n');
    const r = await scanPaths(['a.py'], { torch: '2.9', apis, cwd: dir, workers: 1 });
    const saved = 'import torch\n# saved by an editor meanwhile, a longer file\ny = torch.ger(a, b)\n';
    Object.assign(race, { target: join(dir, 'a.py'), text: saved });
    const out = writeFixes(r.findings, { cwd: dir, paths: ['a.py'], digests: r.digests, dryRun: false });
    expect(out.notFixed).toEqual([{ file: 'a.py', reason: 'changed while it was being fixed; scan it again' }]);
    expect(out.fixed).toEqual([]);
    expect(readFileSync(join(dir, 'a.py'), 'utf8')).toBe(saved);
    expect(readdirSync(dir)).toEqual(['a.py']);
  });
});
