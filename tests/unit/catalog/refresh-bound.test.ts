// catalog:refresh --bound: the releases a bound package's index lists beyond rules/bound/, each
// with the torch its METADATA requires, written as a file that compiles and merges by version.
// The page below is made up (an xformers release after the newest the facts list).
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { compileRules } from '../../../src/catalog/compile.js';
import { boundRefreshFile, boundReleaseOf, newBoundReleases } from '../../../src/catalog/refresh/bound.js';
import type { IndexFile } from '../../../src/packaging/index-page.js';

const xformers = bundledCatalog.bound.find((b) => b.package === 'xformers')!;
const wheel = (v: string, extra: Partial<IndexFile> = {}): IndexFile => ({
  filename: `xformers-${v}-py39-none-manylinux_2_28_x86_64.whl`,
  url: `https://files.example/xformers-${v}-py39-none-manylinux_2_28_x86_64.whl`,
  metadata: true,
  ...extra,
});

describe('catalog:refresh --bound', () => {
  it('finds only releases newer than the facts list, with metadata, not yanked, newest first', () => {
    const files = [
      wheel('0.0.35'),
      wheel('0.0.36'),
      wheel('0.0.37', { yanked: true }),
      wheel('0.0.38', { metadata: undefined }),
      wheel('0.0.39'),
      wheel('0.0.40rc1'),
    ];
    expect(newBoundReleases(xformers, files).map((r) => r.version)).toEqual(['0.0.39', '0.0.36']);
  });

  it('reads the torch requirement from METADATA, and nothing from a release that does not require torch', () => {
    const meta =
      'Metadata-Version: 2.1\nName: xformers\nRequires-Dist: torch (>=2.11)\nRequires-Dist: numpy\n\nbody: Requires-Dist: torch==1.0\n';
    expect(boundReleaseOf('0.0.36', meta, 'https://files.example/x.whl.metadata', '2026-11-28')).toEqual({
      version: '0.0.36',
      torch: '>=2.11',
      source: 'https://files.example/x.whl.metadata (Requires-Dist: torch>=2.11, read 2026-11-28)',
    });
    expect(boundReleaseOf('0.0.36', 'Name: x\nRequires-Dist: numpy\n\n', 'u', 'd')).toBeUndefined();
  });

  it('writes a file that compiles and keeps the releases an earlier refresh wrote', () => {
    const first = boundRefreshFile(
      xformers,
      [],
      [{ version: '0.0.36', torch: '>=2.11', source: 'https://a.example/1' }],
      'https://pypi.org/simple/xformers/',
      '2026-11-28',
    );
    const earlier = compileRules([{ path: 'rules/bound/xformers.refresh.yaml', text: first }]).bound[0]!.releases;
    const text = boundRefreshFile(
      xformers,
      earlier,
      [{ version: '0.0.39', torch: '>=2.12', source: 'https://a.example/2' }],
      'https://pypi.org/simple/xformers/',
      '2026-12-01',
    );
    const merged = compileRules([
      {
        path: 'rules/bound/xformers.yaml',
        text: 'package: "xformers"\nreleases: [{ version: "0.0.35", torch: ">=2.10", source: "https://a.example/0" }]\nsource: "https://a.example"\n',
      },
      { path: 'rules/bound/xformers.refresh.yaml', text },
    ]);
    expect(merged.bound[0]!.releases.map((r) => r.version).sort()).toEqual(['0.0.35', '0.0.36', '0.0.39']);
  });
});
