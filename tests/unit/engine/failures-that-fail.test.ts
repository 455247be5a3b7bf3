/** What cannot install fails; what was not checked says so. */
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import type { CliIo } from '../../../src/cli/io.js';
import type { Finding } from '../../../src/core/finding.js';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { evaluate } from '../../../src/engine/evaluate.js';
import { env, req } from '../helpers.js';

const LINUX = ['--python', '3.12', '--os', 'linux', '--arch', 'x64', '--glibc', '2.35', '--driver', 'none'];

async function check(...argv: string[]): Promise<{ code: number; findings: Finding[]; verdict: string }> {
  let stdout = '';
  const io: CliIo = {
    stdout: (t) => void (stdout += t),
    stderr: () => undefined,
    cwd: process.cwd(),
    env: { ...process.env },
  };
  const code = await main(['check', ...argv, '--format', 'json'], io);
  const report = JSON.parse(stdout) as { findings: Finding[]; verdict: string };
  return { code, findings: report.findings, verdict: report.verdict };
}

const ids = (fs: Finding[]) => fs.map((f) => f.id);

describe('failures that fail', () => {
  it('newcomer §4: --torch 2.80 cannot exist: an error with the versions pip would list', async () => {
    const r = await check(...LINUX, '--torch', '2.80');
    expect(r.code).toBe(1);
    const f = r.findings.find((x) => x.id === 'no-release')!;
    expect(f.severity).toBe('error');
    expect(f.message).toMatch(/\(from versions: 2\.0\.0, 2\.0\.1, .*2\.8\.0, .*2\.10\.0, .*\)\.$/);
    expect(f.hint).toBe('Pin a released version (torch==2.8.0).');
  });
  it('without a date, the release right after the newest may exist: a warning with its own id, not catalog-stale', () => {
    for (const torch of ['2.16', '3.0', '2.15.1']) {
      const r = evaluate(env(), req({ torch }), bundledCatalog);
      expect(r.verdict, torch).toBe('warn');
      expect(ids(r.findings), torch).toEqual(['release-newer']);
    }
  });
  it('newcomer §4: --index-url cu999 is a build no release ever had: an error, unpinned too', async () => {
    for (const pin of [[], ['--torch', '2.14.0']]) {
      const r = await check(...LINUX, ...pin, '--index-url', 'cu999');
      expect(r.code).toBe(1);
      const f = r.findings.find((x) => x.id === 'backend-unavailable')!;
      expect(f.severity).toBe('error');
      expect(f.message).toMatch(
        /^No torch release has a cu999 build \(CUDA 99\.9 is far past 13\.2, the newest it built for\)/,
      );
    }
  });
  it('a CUDA just past the newest known may be in an unconfirmed release: it only warns', async () => {
    const r = await check(...LINUX, '--index-url', 'cu134');
    expect(r.verdict).toBe('warn');
  });
  it('newcomer §4: torch 1.13 stays a warning that says what was not checked', async () => {
    const r = await check(...LINUX, '--torch', '1.13');
    expect(r.code).toBe(0);
    expect(ids(r.findings)).toEqual(['release-out-of-scope']);
    expect(r.findings[0]!.message).toMatch(
      /, so its Python, platform, GPU, driver and companion support were not checked\.$/,
    );
  });
  it('an unconfirmed newest release does not make a request unfailable: what fails on the newest confirmed one too is an error', async () => {
    const r = await check(
      '--python',
      '3.12',
      '--os',
      'macos',
      '--arch',
      'arm64',
      '--os-version',
      '13.0',
      '--driver',
      'none',
      '--torch',
      '>=2.13',
    );
    expect(r.code).toBe(1);
    expect(r.findings.find((x) => x.id === 'macos-too-old')).toMatchObject({
      severity: 'error',
      message: expect.stringMatching(/^torch 2\.14\.1 wheels need macOS 14\.0/),
    });
    expect(r.findings.find((x) => x.id === 'release-unconfirmed')?.message).toMatch(
      /torch 2\.14\.1, the newest confirmed release that matches, was judged as well/,
    );
  });
  it('newcomer §9: an unpinned check that passes says nothing about a stale catalog', async () => {
    const r = await check(...LINUX, '--index-url', 'cpu');
    expect(ids(r.findings)).not.toContain('catalog-stale');
    expect(r.verdict).toBe('pass');
  });
  it('nightly has its own id', async () => {
    const r = await check(...LINUX, '--index-url', 'https://download.pytorch.org/whl/nightly/cpu');
    expect(ids(r.findings)).toContain('nightly-index');
    expect(ids(r.findings)).not.toContain('catalog-stale');
  });
});

// The catalog knows 2.15 (released 2026-10-28, asOf 2026-11-25); no two minor releases it knows
// came less than 50 days apart (2.11 → 2.12), so with a quarter's slack (37 days) the next one
// cannot be out before 2026-12-04, and each further one 37 days after that.
describe('what the release cadence cannot have produced by now fails', () => {
  const on = (day: string, torch: string) =>
    evaluate(env(), req({ torch }), bundledCatalog, new Date(`${day}T12:00:00Z`));
  it('newcomer P9: three days after the catalog, 3.0 fails like 2.99, and so does 2.16', () => {
    for (const torch of ['3.0', '2.99', '2.16', '>=2.16', '3']) {
      const r = on('2026-11-28', torch);
      expect(r.verdict, torch).toBe('fail');
      expect(ids(r.findings), torch).toEqual(['no-release']);
    }
    expect(on('2026-11-28', '3.0').findings[0]!.message).toMatch(
      /^No torch release matches torch==3\.0, and none can be out yet: the newest is 2\.15\.0 \(released 2026-10-28\), and no two minor releases came less than 50 days apart, so even a quarter faster the next is not due before 2026-12-04 \(from versions: 2\.0\.0, /,
    );
  });
  it('a patch of the newest release may be out any day: it stays a warning', () => {
    expect(on('2026-11-28', '2.15.1').verdict).toBe('warn');
  });
  it('once the next release may be out, 2.16 and 3.0 warn, and what two releases would reach fails', () => {
    for (const torch of ['2.16', '3.0']) expect(on('2026-12-04', torch).verdict, torch).toBe('warn');
    expect(on('2026-12-03', '2.16').verdict).toBe('fail');
    for (const torch of ['2.17', '3.1', '4.0']) expect(on('2027-01-09', torch).verdict, torch).toBe('fail');
    for (const torch of ['2.17', '3.1', '4.0']) expect(on('2027-01-10', torch).verdict, torch).toBe('warn');
    expect(on('2027-01-10', '3.2').verdict).toBe('fail');
  });
  it('a catalog checked after the cadence date still rules out what it did not see', () => {
    const later = { ...bundledCatalog, asOf: '2027-02-01' };
    const r = evaluate(env(), req({ torch: '2.16' }), later, new Date('2027-02-01T12:00:00Z'));
    expect(r.verdict).toBe('fail');
    expect(evaluate(env(), req({ torch: '2.16' }), later, new Date('2027-02-02T12:00:00Z')).verdict).toBe('warn');
  });
});
