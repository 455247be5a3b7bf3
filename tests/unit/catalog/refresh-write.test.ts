// catalog:refresh --write: what the wheel names prove, as edits of rules/ that compile, change
// only what the indexes showed, and settle: a second run on the written rules writes nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRuleFiles } from '../../../scripts/rules-files.mjs';
import { compileRules } from '../../../src/catalog/compile.js';
import {
  collectMetadata,
  cudaBuildOf,
  deriveFromObserved,
  indexPageEntries,
  observe,
  overlayDerived,
  requiresDist,
  ruleEdits,
  torchPinOf,
  yankedReleases,
  type Provenance,
} from '../../../src/catalog/refresh/index.js';
import { existsSync } from 'node:fs';
import type { IndexFile } from '../../../src/packaging/index-page.js';
import { fcRuns } from '../../property-runs.js';

const FIX = 'tests/fixtures/indexes-2.16';
const page = (index: string, file: string) => indexPageEntries(readFileSync(join(FIX, index, file), 'utf8'), file);
const PAGES = new Map<string, IndexFile[]>([
  ['pypi', page('pypi', 'torch.json')],
  ['cu130', page('cu130', 'torch.html')],
]);
const PROV: Provenance = { indexes: ['https://pypi.org/simple/torch/'], date: '2026-11-26' };
const rules = () => readRuleFiles(process.cwd());

/** The rule files with the edits written over them. */
function written(files: { path: string; text: string }[], edits: { path: string; text: string }[]) {
  const by = new Map(files.map((f) => [f.path, f.text]));
  for (const e of edits) by.set(e.path, e.text);
  return [...by].map(([path, text]) => ({ path, text }));
}

describe('deriveFromObserved', () => {
  const catalog = compileRules(rules());
  const d = deriveFromObserved(catalog, observe(PAGES), PROV);

  it('a release the catalog lacks comes whole from its wheel names', () => {
    expect(d.releases.map((r) => r.torch)).toEqual(['2.16']);
    const r = d.releases[0]!;
    expect(r.patches.map((p) => p.version)).toEqual(['2.16.0']);
    expect([r.python.min, r.python.max]).toEqual(['3.10', '3.14']);
    expect(r.python.extra?.map((e) => e.version)).toEqual(['3.14t']);
    expect(r.platforms.map((p) => [p.platform, p.wheelTag, p.glibc ?? p.macos ?? null])).toEqual([
      ['linux-arm64', 'manylinux_2_28_aarch64', '2.28'],
      ['linux-x64', 'manylinux_2_28_x86_64', '2.28'],
      ['macos-arm64', 'macosx_14_0_arm64', '14.0'],
      ['windows-x64', 'win_amd64', null],
    ]);
    expect(r.variants.map((v) => [v.variant, v.platforms])).toEqual([
      ['cu130', ['linux-arm64', 'linux-x64', 'windows-x64']],
    ]);
    // What a name cannot prove is said to be assumed, and uncertain.
    expect(r.pypi.find((p) => p.platform === 'linux-x64')).toMatchObject({ confidence: 'uncertain' });
    expect(r.pypi.find((p) => p.platform === 'macos-arm64')).toMatchObject({ variant: 'cpu' });
    expect(r.pypi.find((p) => p.platform === 'macos-arm64')?.confidence).toBeUndefined();
  });

  it('an unconfirmed patch the index lists is confirmed; a known patch is left alone', () => {
    expect(d.confirmed).toEqual(['2.15.0']);
    expect(d.patches).toEqual([]);
  });

  it('the overlay knows 2.16.0 and no longer doubts 2.15.0', () => {
    const over = overlayDerived(catalog, d, PROV);
    expect(over.releases.find((r) => r.torch === '2.16')).toBeDefined();
    expect(over.releases.find((r) => r.torch === '2.15')!.patches[0]!.confidence).toBeUndefined();
    expect(catalog.releases.find((r) => r.torch === '2.15')!.patches[0]!.confidence).toBe('uncertain');
  });

  it('yanked files are left out unless an exact pin asks; a release is yanked only when every file is', () => {
    const yanked = new Map(PAGES);
    yanked.set(
      'pypi',
      PAGES.get('pypi')!.map((f) => (f.filename.startsWith('torch-2.16.0-') ? { ...f, yanked: 'bad build' } : f)),
    );
    expect(yankedReleases(yanked)).toEqual(new Map()); // the cu130 page still has 2.16.0
    yanked.delete('cu130');
    expect(yankedReleases(yanked)).toEqual(new Map([['2.16.0', 'bad build']]));
    expect([...observe(yanked).values()].some((o) => o.patch === '2.16.0')).toBe(false);
    expect([...observe(yanked, { yanked: true }).values()].some((o) => o.patch === '2.16.0')).toBe(true);
  });
});

describe('ruleEdits', () => {
  const files = rules();
  const catalog = compileRules(files);
  const edits = ruleEdits(files, deriveFromObserved(catalog, observe(PAGES), PROV), PROV);

  it('writes a new release file, confirms the patch in place and moves asOf', () => {
    expect(edits.map((e) => [e.path, e.changes])).toEqual([
      ['rules/catalog.yaml', ['asOf 2026-11-26']],
      ['rules/releases/2.15.yaml', ['patch 2.15.0 confirmed by the indexes (no longer uncertain)']],
      ['rules/releases/2.16.yaml', ['new release torch 2.16 (2.16.0)']],
    ]);
  });

  it('an edited file differs from the original only in the lines it settles', () => {
    const before = files.find((f) => f.path === 'rules/releases/2.15.yaml')!.text.split('\n');
    const after = edits.find((e) => e.path === 'rules/releases/2.15.yaml')!.text.split('\n');
    expect(after.length).toBe(before.length - 1);
    const i = before.findIndex((l, k) => l !== after[k]);
    expect(before[i]).toMatch(/^\s+source: /);
    expect(after[i]).toBe(
      `${before[i]!.slice(0, -1)}; https://pypi.org/simple/torch/ (torch 2.15.0 wheels listed on 2026-11-26)"`,
    );
    expect(before[i + 1]).toMatch(/^\s+confidence: "uncertain"$/);
    expect(after.slice(i + 1)).toEqual(before.slice(i + 2));
  });

  it('the written rules compile, and a second run on them writes nothing', () => {
    const next = written(files, edits);
    const again = compileRules(next);
    expect(again.releases.map((r) => r.torch)).toContain('2.16');
    expect(ruleEdits(next, deriveFromObserved(again, observe(PAGES), PROV), PROV)).toEqual([]);
  });

  it('a new patch of a known release is added after the last one, in the file’s own layout', () => {
    const extra = new Map(PAGES);
    extra.set('pypi', [...PAGES.get('pypi')!, { filename: 'torch-2.14.2-cp312-cp312-manylinux_2_28_x86_64.whl' }]);
    const e = ruleEdits(files, deriveFromObserved(catalog, observe(extra), PROV), PROV).find(
      (x) => x.path === 'rules/releases/2.14.yaml',
    )!;
    expect(e.changes).toEqual(['patch 2.14.2 added to torch 2.14']);
    const release = compileRules(written(files, [e])).releases.find((r) => r.torch === '2.14')!;
    expect(release.patches.map((p) => p.version)).toEqual(['2.14.0', '2.14.1', '2.14.2']);
    const before = files.find((f) => f.path === 'rules/releases/2.14.yaml')!.text;
    const added = /\n {2}- version: "2\.14\.2"\n {4}source: "[^\n]*"/.exec(e.text);
    expect(added).not.toBeNull();
    expect(e.text.slice(0, added!.index) + e.text.slice(added!.index + added![0].length)).toBe(before);
    expect(e.text.indexOf('2.14.2')).toBeLessThan(e.text.indexOf('\npython:'));
  });

  it('whatever subset of the pages is read, the written rules compile and settle (property)', () => {
    const all = [...PAGES].flatMap(([index, list]) => list.map((f) => [index, f] as const));
    fc.assert(
      fc.property(fc.subarray(all, { minLength: 1 }), (subset) => {
        const pages = new Map<string, IndexFile[]>();
        for (const [index, f] of subset) pages.set(index, [...(pages.get(index) ?? []), f]);
        const ed = ruleEdits(files, deriveFromObserved(catalog, observe(pages), PROV), PROV);
        const next = written(files, ed);
        const again = compileRules(next);
        expect(ruleEdits(next, deriveFromObserved(again, observe(pages), PROV), PROV)).toEqual([]);
      }),
      { numRuns: fcRuns(8) },
    );
  });
});

describe('PEP 658 metadata', () => {
  it('reads Requires-Dist names and versions, markers and extras dropped, headers only', () => {
    const reqs = requiresDist(
      'Name: torch\nRequires-Dist: cuda-toolkit[cublas]==13.0.3; platform_system == "Linux"\nRequires-Dist: Nvidia_CUDA.Runtime-cu12 (==12.8.90)\n\nRequires-Dist: not-a-header\n',
    );
    expect(reqs).toEqual([
      { name: 'cuda-toolkit', spec: '==13.0.3' },
      { name: 'nvidia-cuda-runtime-cu12', spec: '==12.8.90' },
    ]);
    expect(cudaBuildOf(reqs)).toBe('cu130');
    expect(cudaBuildOf(requiresDist('Requires-Dist: nvidia-cuda-runtime-cu12==12.8.90\n'))).toBe('cu128');
    expect(cudaBuildOf(requiresDist('Requires-Dist: nvidia-cudnn-cu12==9.1\n'))).toBeUndefined();
    expect(torchPinOf(requiresDist('Requires-Dist: torch==2.16.0\n'))).toBe('2.16.0');
    expect(torchPinOf(requiresDist('Requires-Dist: torch>=2.16\n'))).toBeUndefined();
  });

  it('never throws on any text (property)', () => {
    fc.assert(
      fc.property(fc.string(), (t) => {
        const r = requiresDist(`Requires-Dist: ${t}\n${t}`);
        cudaBuildOf(r);
        torchPinOf(r);
      }),
      { numRuns: fcRuns() },
    );
  });

  const read = async (index: string, file: IndexFile) => {
    const p = join(FIX, index, 'metadata', `${file.filename}.metadata`);
    return existsSync(p) ? readFileSync(p, 'utf8') : undefined;
  };
  const companions = new Map([
    ['torchvision', page('pypi', 'torchvision.json')],
    ['torchaudio', page('pypi', 'torchaudio.json')],
  ] as const);

  it("proves PyPI's Linux build and the companion that pins the patch exactly", async () => {
    const meta = await collectMetadata(PAGES.get('pypi'), companions, read);
    expect(meta.pypiBuild.get('2.16.0|linux-x64')?.variant).toBe('cu132');
    expect(meta.pypiBuild.get('2.16.0|linux-arm64')?.variant).toBe('cu132');
    expect(meta.companions.get('2.16.0')).toEqual({
      torchvision: { version: '0.31.0', source: expect.stringContaining('torchvision-0.31.0') },
    });
    const r = deriveFromObserved(compileRules(rules()), observe(PAGES), PROV, meta).releases[0]!;
    expect(r.pypi.find((p) => p.platform === 'linux-x64')).toEqual({
      platform: 'linux-x64',
      variant: 'cu132',
      source: expect.stringContaining('.metadata'),
    });
    expect(r.patches[0]).toMatchObject({ version: '2.16.0', torchvision: '0.31.0' });
    expect(r.patches[0]!.torchaudio).toBeUndefined();
  });
});

describe('what --write puts in rules/ from names a recorded page chooses', () => {
  it('only pypi and variants name an index', async () => {
    const { isIndexName } = await import('../../../src/catalog/refresh/index.js');
    for (const ok of ['pypi', 'cpu', 'xpu', 'cu128', 'rocm6.4', 'rocm7.0.2']) expect(isIndexName(ok), ok).toBe(true);
    for (const bad of ['cu128\nreleased: "2016-01-01"\n#', 'CU128', 'cu12', 'pypi ', '../x', 'rocm', ''])
      expect(isIndexName(bad), JSON.stringify(bad)).toBe(false);
  });

  it('a line break or control character in a provenance URL stays inside the header comment (property)', () => {
    const files = rules();
    const catalog = compileRules(files);
    const derived = deriveFromObserved(catalog, observe(PAGES), PROV);
    const edit = (name: string) =>
      ruleEdits(files, derived, {
        indexes: [`https://download.pytorch.org/whl/${name}/torch/`],
        date: '2026-12-01',
      }).find((e) => e.path === 'rules/releases/2.16.yaml')!;
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('\n', '\r', '\u2028', '\u0085', '\u202e', 'a', ':', '"', '#', ' ') }),
        (name) => {
          const e = edit(name);
          expect(e.text.split('\n').filter((l) => l.startsWith('#'))).toHaveLength(5);
          expect(e.text).not.toMatch(/[\r\u2028\u0085\u202e]/);
        },
      ),
      { numRuns: fcRuns(30) },
    );
    // The review's folder name: no `released:` key is written, and the file compiles.
    const injected = edit('cu128\nreleased: "2016-01-01"\n#');
    expect(injected.text).not.toMatch(/^released:/m);
    expect(() => compileRules(written(files, [injected]))).not.toThrow();
  });
});

describe('writeRuleEdits: compiled first, then all or nothing', () => {
  const tmpRoot = async (files: Record<string, string>) => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const root = mkdtempSync(join(tmpdir(), 'tp-rules-'));
    mkdirSync(join(root, 'rules/releases'), { recursive: true });
    for (const [p, t] of Object.entries(files)) writeFileSync(join(root, p), t);
    return root;
  };
  const snapshot = (root: string) => readRuleFiles(root);

  it('edits that do not compile write nothing, and say so in one line', async () => {
    const { writeRuleEdits } = await import('../../../scripts/rules-files.mjs');
    const root = await tmpRoot({ 'rules/catalog.yaml': 'asOf: "2026-01-01"\n' });
    const before = snapshot(root);
    const problem = writeRuleEdits(
      root,
      before,
      [
        { path: 'rules/catalog.yaml', text: 'asOf: "2026-12-01"\n' },
        { path: 'rules/releases/2.16.yaml', text: 'experimental: true\n' },
      ],
      () => {
        throw new Error('Unrecognized key\nsecond line');
      },
    );
    expect(problem).toBe('the edited rules do not compile, so nothing was written: Unrecognized key');
    expect(snapshot(root)).toEqual(before);
  });

  it('a write that fails midway puts back what was there', async () => {
    const { writeRuleEdits } = await import('../../../scripts/rules-files.mjs');
    const { mkdirSync, readdirSync } = await import('node:fs');
    const root = await tmpRoot({ 'rules/catalog.yaml': 'asOf: "2026-01-01"\n' });
    const before = snapshot(root);
    // A folder where the second file would go: its rename fails after the first one's.
    mkdirSync(join(root, 'rules/releases/2.16.yaml'));
    const problem = writeRuleEdits(
      root,
      before,
      [
        { path: 'rules/catalog.yaml', text: 'asOf: "2026-12-01"\n' },
        { path: 'rules/releases/2.16.yaml', text: 'torch: "2.16"\n' },
      ],
      () => undefined,
    );
    expect(problem).toMatch(/^rules\/ could not be written \(\w+\); nothing was changed$/);
    expect(readFileSync(join(root, 'rules/catalog.yaml'), 'utf8')).toBe('asOf: "2026-01-01"\n');
    expect(readdirSync(join(root, 'rules/releases'))).toEqual(['2.16.yaml']);
  });

  it('edits that compile are all written', async () => {
    const { writeRuleEdits } = await import('../../../scripts/rules-files.mjs');
    const root = await tmpRoot({ 'rules/catalog.yaml': 'asOf: "2026-01-01"\n' });
    const edits = [
      { path: 'rules/catalog.yaml', text: 'asOf: "2026-12-01"\n' },
      { path: 'rules/releases/2.16.yaml', text: 'torch: "2.16"\n' },
    ];
    expect(writeRuleEdits(root, snapshot(root), edits, () => undefined)).toBeUndefined();
    expect(snapshot(root)).toEqual(edits);
  });
});
