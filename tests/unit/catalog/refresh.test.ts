// catalog:refresh on recorded index pages (tests/fixtures/indexes, origins in its README): the
// parsers, what the pages show, where a catalog differs, and the script as CI runs it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { diffCatalog, indexPageFiles, observe, renderDifferences } from '../../../src/catalog/refresh/index.js';
import type { Catalog } from '../../../src/catalog/schema.js';
import { InputError } from '../../../src/core/errors.js';
import type { Platform } from '../../../src/platform/platform.js';
import { fcRuns } from '../../property-runs.js';

const FIXTURES = 'tests/fixtures/indexes';
const pages = new Map<string, string[]>();
for (const index of readdirSync(FIXTURES).filter((n) => statSync(join(FIXTURES, n)).isDirectory())) {
  const file = ['torch.json', 'torch.html']
    .map((f) => join(FIXTURES, index, f))
    .find((f) => {
      try {
        return statSync(f).isFile();
      } catch {
        return false;
      }
    })!;
  pages.set(index, indexPageFiles(readFileSync(file, 'utf8'), file));
}
const scope = { pythons: new Set(['3.12']), platforms: new Set<Platform>(['linux-x64', 'linux-arm64']) };
const read = new Set(pages.keys());
const diff = (catalog: Catalog) => diffCatalog(catalog, observe(pages), read, scope);
const edited = (edit: (c: Catalog) => void): Catalog => {
  const c = structuredClone(bundledCatalog);
  edit(c);
  return c;
};
const release = (c: Catalog, minor: string) => c.releases.find((r) => r.torch === minor)!;

describe('index pages', () => {
  it('reads PEP 691 JSON and PEP 503 HTML', () => {
    expect(
      indexPageFiles(
        '{"meta":{"api-version":"1.1"},"files":[{"filename":"torch-2.9.0-cp312-cp312-win_amd64.whl"}]}',
        'p',
      ),
    ).toEqual(['torch-2.9.0-cp312-cp312-win_amd64.whl']);
    expect(
      indexPageFiles(
        '<html><a href="/whl/cu129/torch-2.9.0%2Bcu129-cp312-cp312-win_amd64.whl#sha256=1">torch-2.9.0+cu129-cp312-cp312-win_amd64.whl</a><a href="x/torch-2.9.1%2Bcu129-cp312-cp312-win_amd64.whl"></a></html>',
        'p',
      ),
    ).toEqual(['torch-2.9.0+cu129-cp312-cp312-win_amd64.whl', 'torch-2.9.1+cu129-cp312-cp312-win_amd64.whl']);
  });

  it('refuses what is neither, one line each', () => {
    for (const text of ['', 'Not Found', '{"files": 3}', '{"files":[{"url":"x"}]}', '{not json'])
      expect(() => indexPageFiles(text, 'page')).toThrow(InputError);
  });

  it('never throws anything but InputError (property)', () => {
    const pageish = fc.oneof(
      fc.string(),
      fc.string({
        unit: fc.constantFrom(
          '<a href="',
          '">',
          '</a>',
          '<html>',
          '{',
          '"files"',
          ':',
          '[',
          ']',
          '"filename"',
          '}',
          ',',
          'torch-2.9.0-cp312-cp312-win_amd64.whl',
          '&amp;',
          '%2B',
        ),
      }),
    );
    fc.assert(
      fc.property(pageish, (text) => {
        try {
          expect(Array.isArray(indexPageFiles(text, 'p'))).toBe(true);
        } catch (err) {
          if (!(err instanceof InputError)) throw err;
        }
      }),
      { numRuns: fcRuns(500) },
    );
  });
});

describe('what the pages show', () => {
  it('keys wheels by patch, build and platform; skips pre-releases, other packages and non-CPython tags', () => {
    const o = observe(
      new Map([
        [
          'cpu',
          [
            'torch-2.9.0+cpu-cp313-cp313t-manylinux_2_28_x86_64.whl',
            'torch-2.9.0-cp312-none-macosx_14_0_arm64.whl',
            'torch-2.10.0.dev20250101+cpu-cp312-cp312-manylinux_2_28_x86_64.whl',
            'torchvision-0.24.0+cpu-cp312-cp312-manylinux_2_28_x86_64.whl',
            'torch-2.9.0-py3-none-any.whl',
          ],
        ],
        ['pypi', ['torch-2.9.0-cp312-cp312-win_amd64.whl']],
      ]),
    );
    expect([...o.keys()].sort()).toEqual(['2.9.0|cpu|linux-x64', '2.9.0|cpu|macos-arm64', '2.9.0|pypi|windows-x64']);
    expect([...o.get('2.9.0|cpu|linux-x64')!.pythons]).toEqual(['3.13t']);
  });
});

describe('the catalog against the recorded pages', () => {
  it('agrees with every wheel on them', () => {
    expect(diff(bundledCatalog)).toEqual([]);
  });

  it('finds a patch the catalog lacks', () => {
    const withNew = new Map(pages);
    withNew.set('cu129', [...pages.get('cu129')!, 'torch-2.16.0+cu129-cp312-cp312-manylinux_2_28_x86_64.whl']);
    const d = diffCatalog(bundledCatalog, observe(withNew), read, scope);
    expect(d.map((x) => [x.kind, x.patch])).toEqual([['new-patch', '2.16.0']]);
    expect(renderDifferences(d, read)).toContain(
      'torch 2.16.0 is on the indexes read (cu129 linux-x64) but not in the catalog',
    );
  });

  it('finds a build listed for a patch that has none (2.12.0 has no cu129)', () => {
    const c = edited((x) => {
      for (const v of release(x, '2.12').variants) if (v.variant === 'cu129') delete v.patches;
    });
    expect(diff(c).map((x) => [x.kind, x.patch, x.build, x.platform])).toEqual([
      ['build-not-found', '2.12.0', 'cu129', 'linux-arm64'],
      ['build-not-found', '2.12.0', 'cu129', 'linux-x64'],
    ]);
  });

  it('finds a build that exists but is not listed, a Python not listed, and a floor that differs', () => {
    const noCu129 = edited((x) => {
      release(x, '2.13').variants = release(x, '2.13').variants.filter((v) => v.variant !== 'cu129');
    });
    expect(diff(noCu129).map((x) => x.kind)).toEqual(['build-missing', 'build-missing']);
    const oldPython = edited((x) => {
      release(x, '2.14').python.max = '3.11';
    });
    expect(diff(oldPython).some((x) => x.kind === 'python-missing' && x.patch === '2.14.0')).toBe(true);
    const macos = edited((x) => {
      release(x, '2.12').platforms.find((p) => p.platform === 'macos-arm64')!.macos = '11.0';
    });
    expect(diff(macos).map((x) => [x.kind, x.patch])).toEqual([
      ['macos-floor', '2.12.0'],
      ['macos-floor', '2.12.1'],
    ]);
  });
});

describe('npm run catalog:refresh, as CI runs it', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/catalog-refresh.mjs', ...args], { encoding: 'utf8', timeout: 240_000 });

  it('exits 0 on the recorded pages: the catalog agrees', () => {
    const r = run('--from', FIXTURES);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Indexes read: cu128, cu129, cu132, pypi.');
  }, 300_000);

  it('exits 1 with the report when a page shows something new, and writes it with --out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-refresh-'));
    cpSync(FIXTURES, dir, { recursive: true });
    const page = join(dir, 'cu129', 'torch.html');
    writeFileSync(
      page,
      readFileSync(page, 'utf8').replace(
        '</body>',
        '<a href="torch-2.16.0%2Bcu129-cp312-cp312-manylinux_2_28_x86_64.whl">torch-2.16.0+cu129-cp312-cp312-manylinux_2_28_x86_64.whl</a></body>',
      ),
    );
    const out = join(dir, 'report.txt');
    const r = run('--from', dir, '--out', out);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/new-patch +torch 2\.16\.0/);
    expect(readFileSync(out, 'utf8')).toBe(r.stdout);
  }, 300_000);

  it('exits 2 with one line on a page it cannot read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-refresh-'));
    cpSync(join(FIXTURES, 'cu129'), join(dir, 'cu129'), { recursive: true });
    writeFileSync(join(dir, 'cu129', 'torch.html'), '502 Bad Gateway');
    const r = run('--from', dir);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^catalog-refresh: .*torch\.html: neither a PEP 691 JSON page nor a PEP 503 HTML page/);
  }, 300_000);
});
