// Pins whose markers cannot be decided here: each is judged, and said as marker-undecided.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPins } from '../../../src/workspace/pin-files.js';
import { loadCatalog } from '../../../src/workspace/load-catalog.js';
import { judgeTarget } from '../../../src/usecases/check/judge-target.js';
import { buildRequest } from '../../../src/request/request.js';
import { env } from '../helpers.js';

/** Two pins split by Python version; the step runs before setup-python, so neither marker is decided. */
async function judge(lines: string[]) {
  const cwd = mkdtempSync(join(tmpdir(), 'tp-undecided-'));
  writeFileSync(join(cwd, 'requirements.txt'), lines.join('\n') + '\n');
  const pins = await readPins(['requirements.txt'], { cwd });
  const pinsUseCase = await import('../../../src/usecases/pins/pins.js');
  const given = {};
  const e = { ...env({ glibc: '2.17' }), python: undefined };
  return judgeTarget(
    {
      env: e,
      catalog: await loadCatalog(undefined),
      given: buildRequest(given),
      givenInput: given,
      pins,
      locks: [],
      pinsUseCase,
      now: new Date('2026-11-26'),
    },
    { name: 'default', extras: [], groups: [], features: [], defaultFeature: true },
  );
}

describe('pins whose markers cannot be decided', () => {
  const old = 'torch==2.4.0; python_version < "3.12"';
  const recent = 'torch==2.8.0; python_version >= "3.12"';
  it.each([
    ['the older pin first', [old, recent]],
    ['the newer pin first', [recent, old]],
  ])('%s: both are judged and the one that fails on glibc 2.17 decides', async (_, lines) => {
    const j = await judge(lines);
    expect(j.request.torch.text).toBe('==2.8.0');
    expect(j.verdict).toBe('fail');
    expect(j.findings.filter((f) => f.id === 'marker-undecided').map((f) => f.location?.line)).toEqual([1, 2]);
    // Kept pins for different Pythons are not two requests at once.
    expect(j.findings.map((f) => f.id)).not.toContain('no-release');
  });
});
