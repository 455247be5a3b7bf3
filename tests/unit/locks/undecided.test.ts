// Lock entries whose markers cannot be decided here: every one that may apply is judged.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLock, LOCK_FORMATS, lockParser } from '../../../src/locks/index.js';
import { loadCatalog } from '../../../src/workspace/load-catalog.js';
import { judgeTarget } from '../../../src/usecases/check/judge-target.js';
import { buildRequest } from '../../../src/request/request.js';
import { env } from '../helpers.js';

/** Every lock format's reader, loaded once, so a lock is read without waiting. */
const parseLockNow = await lockParser(LOCK_FORMATS.map((f) => f.kind));

const whisperx = () =>
  parseLockNow(readFileSync(path.resolve(__dirname, '../../fixtures/locks/whisperx/uv.lock'), 'utf8'), 'uv.lock', 'uv');
/** Linux x86_64 with an old driver and a Pascal GPU, before setup-python: the Python is unknown. */
const noPython = () => ({ ...env({ driver: '470.57', gpus: ['6.1'] }), python: undefined });

describe('lock entries whose markers cannot be decided', () => {
  it('are said at their line, and every one that may apply is kept as a candidate', () => {
    const a = checkLock(whisperx(), noPython());
    const undecided = a.findings.filter((f) => f.id === 'marker-undecided');
    // The +cpu entry (2,452 characters of markers) is decided without the Python: not on x86_64.
    expect(undecided.map((f) => [f.severity, f.location?.line])).toEqual([['warning', 106]]);
    expect(undecided[0]!.message).toMatch(
      /^Whether uv\.lock installs torch 2\.8\.0\+cu128 here could not be decided: its marker needs python_full_version, which is not known here\./,
    );
    expect(undecided[0]!.message.length).toBeLessThan(400);
    expect(a.torch?.version).toBe('2.8.0+cu128');
  });
  it('the worst candidate counts, not the first: the cu128 entry fails on this GPU and driver', async () => {
    // Two forks by Python version, the CPU one written first; the Python is not known.
    const entry = (version: string, marker: string, index: string) =>
      [
        '[[package]]',
        'name = "torch"',
        `version = "${version}"`,
        `source = { registry = "https://download.pytorch.org/whl/${index}" }`,
        `resolution-markers = ["${marker}"]`,
        `wheels = [{ url = "https://download.pytorch.org/whl/${index}/torch-${version.replace('+', '%2B')}-cp311-cp311-manylinux_2_28_x86_64.whl" }, { url = "https://download.pytorch.org/whl/${index}/torch-${version.replace('+', '%2B')}-cp312-cp312-manylinux_2_28_x86_64.whl" }]`,
        '',
      ].join('\n');
    const lock = parseLockNow(
      `${entry('2.8.0+cpu', "python_full_version >= '3.12'", 'cpu')}\n${entry('2.8.0+cu128', "python_full_version < '3.12'", 'cu128')}`,
      'uv.lock',
      'uv',
    );
    const catalog = await loadCatalog(undefined);
    const locksUseCase = await import('../../../src/usecases/locks.js');
    const given = {};
    const judged = judgeTarget(
      {
        env: noPython(),
        catalog,
        given: buildRequest(given),
        givenInput: given,
        locks: [lock],
        locksUseCase,
        now: new Date('2026-11-26'),
      },
      { name: 'default', extras: [], groups: [], features: [], defaultFeature: true },
    );
    expect(judged.request.torch.text).toBe('==2.8.0+cu128');
    expect(judged.verdict).toBe('fail');
    expect(judged.findings.map((f) => f.id)).toEqual(expect.arrayContaining(['driver-too-old', 'marker-undecided']));
  });
  it('an entry whose marker reads a variable PEP 508 does not define is undecided, never skipped', () => {
    const lock = parseLockNow(
      [
        '[[package]]',
        'name = "torch"',
        'version = "2.8.0"',
        'source = { registry = "https://pypi.org/simple" }',
        `resolution-markers = ["platform_flavour == 'x'"]`,
        'wheels = [{ url = "https://files.pythonhosted.org/torch-2.8.0-cp312-cp312-manylinux_2_28_x86_64.whl" }]',
        '',
      ].join('\n'),
      'uv.lock',
      'uv',
    );
    const a = checkLock(lock, env());
    expect(a.findings.map((f) => [f.id, f.severity, f.location?.line])).toEqual([['marker-undecided', 'warning', 2]]);
    expect(a.findings[0]!.message).toContain('its marker reads platform_flavour, which PEP 508 does not define');
    expect(a.torch?.version).toBe('2.8.0');
  });
});
