// A repository's pins judged as a set: each torch pin is a request with its location.
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { evaluatePinSet } from '../../../src/engine/pin-set.js';
import { pinsToJson } from '../../../src/pins/index.js';
import type { Pin, PinSet } from '../../../src/pins/types.js';
import { env } from '../pins/env.js';
import { testCatalog } from '../pins/test-catalog.js';

const pin = (p: Partial<Pin> & Pick<Pin, 'package' | 'specifier'>, line = 1): Pin => ({
  origin: 'requirements',
  location: { file: 'requirements.txt', line, column: 1 },
  ...p,
});
const set = (pins: Pin[], extra: Partial<PinSet> = {}): PinSet => ({ pins, indexes: [], files: [], ...extra });
const linux = env('linux', 'x64', '3.12');

describe('evaluatePinSet', () => {
  // A torch pin is a request with a location: the engine's resolver judges it, in its words.
  const py311 = env('linux', 'x64', '3.11');
  it('a +cu121 pin without an index: PyPI has no local versions', () => {
    const f = evaluatePinSet(
      set([pin({ package: 'torch', specifier: '==2.3.0+cu121', local: 'cu121' }, 3)]),
      py311,
      testCatalog,
    );
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ id: 'variant-mismatch', severity: 'error', location: { line: 3 } });
    expect(f[0]!.message).toMatch(/PyPI has no \+cu121 builds/);
    expect(f[0]!.hint).toContain('https://download.pytorch.org/whl/cu121');
  });

  it('a +cu121 pin with the cu121 index is fine; with the cu118 index it is not', () => {
    const ok = pin({
      package: 'torch',
      specifier: '==2.3.0+cu121',
      local: 'cu121',
      indexUrl: 'https://download.pytorch.org/whl/cu121',
    });
    expect(evaluatePinSet(set([ok]), py311, testCatalog)).toEqual([]);
    const bad = { ...ok, indexUrl: 'https://download.pytorch.org/whl/cu118' };
    expect(evaluatePinSet(set([bad]), py311, testCatalog)[0]!.message).toMatch(
      /from the cu118 index, which only serves \+cu118 builds/,
    );
  });

  it('every torch pin is resolved, not only the first: the second file pins a torch with no wheel for this Python', () => {
    const f = evaluatePinSet(
      set([
        pin(
          {
            package: 'torch',
            specifier: '==2.3.0+cu121',
            local: 'cu121',
            indexUrl: 'https://download.pytorch.org/whl/cu121',
          },
          4,
        ),
      ]),
      linux,
      testCatalog,
    );
    expect(f.map((x) => [x.id, x.severity, x.location?.line])).toEqual([['python-unsupported', 'error', 4]]);
  });

  it("the pins the request was built from are the request's: no second finding for one problem", () => {
    const torch = pin({ package: 'torch', specifier: '==2.8.0' }, 1);
    const vision = pin({ package: 'torchvision', specifier: '==0.22.0' }, 2);
    expect(evaluatePinSet(set([torch, vision]), linux, testCatalog).map((x) => x.id)).toEqual(['companion-mismatch']);
    expect(evaluatePinSet(set([torch, vision]), linux, testCatalog, [torch, vision])).toEqual([]);
  });

  it('torch 2.6.0+cu121: the cu121 index stops at 2.5', () => {
    const p = pin({
      package: 'torch',
      specifier: '==2.6.0+cu121',
      local: 'cu121',
      indexUrl: 'https://download.pytorch.org/whl/cu121',
    });
    const f = evaluatePinSet(set([p]), linux, testCatalog);
    expect(f[0]).toMatchObject({ id: 'backend-unavailable', severity: 'error' });
    expect(f[0]!.message).toMatch(/torch 2\.6\.0 has no cu121 build for Linux x86_64/);
    expect(f[0]!.hint).toMatch(/pin torch==2\.5\.1 \(the newest with cu121\)/);
  });

  it('torch and torchvision that cannot go together (2.8.0 ↔ 0.23.0)', () => {
    const f = evaluatePinSet(
      set([
        pin({ package: 'torch', specifier: '==2.8.0' }, 1),
        pin({ package: 'torchvision', specifier: '==0.22.0' }, 2),
      ]),
      linux,
      testCatalog,
    );
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ id: 'companion-mismatch', severity: 'error', location: { line: 2 } });
    expect(f[0]!.message).toContain('torch 2.8.0 ↔ torchvision 0.23.0');
    expect(
      evaluatePinSet(
        set([
          pin({ package: 'torch', specifier: '==2.8.0' }),
          pin({ package: 'torchvision', specifier: '==0.23.0' }, 2),
        ]),
        linux,
        testCatalog,
      ),
    ).toEqual([]);
  });

  it('a pairing the catalog has not confirmed warns, never fails', () => {
    const uncertain: typeof testCatalog = {
      ...testCatalog,
      releases: testCatalog.releases.map((r) =>
        r.torch === '2.8' ? { ...r, patches: r.patches.map((p) => ({ ...p, confidence: 'uncertain' as const })) } : r,
      ),
    };
    const f = evaluatePinSet(
      set([
        pin({ package: 'torch', specifier: '==2.8.0' }, 1),
        pin({ package: 'torchvision', specifier: '==0.22.0' }, 2),
      ]),
      linux,
      uncertain,
    );
    expect(f.map((x) => [x.id, x.severity])).toEqual([['companion-mismatch', 'warning']]);
    expect(f[0]!.message).toMatch(/marks this fact as uncertain/);
  });

  it('mixed CUDA builds of torch and torchvision', () => {
    const f = evaluatePinSet(
      set([
        pin({
          package: 'torch',
          specifier: '==2.4.0+cu121',
          local: 'cu121',
          indexUrl: 'https://download.pytorch.org/whl/cu121',
        }),
        pin(
          {
            package: 'torchvision',
            specifier: '==0.19.0+cu118',
            local: 'cu118',
            indexUrl: 'https://download.pytorch.org/whl/cu118',
          },
          2,
        ),
      ]),
      linux,
      testCatalog,
    );
    expect(f.map((x) => x.id)).toEqual(['companion-mismatch']);
    expect(f[0]!.message).toMatch(/cu118 build but torch==2\.4\.0\+cu121/);
  });

  it('only pins that apply here are compared (markers)', () => {
    const pins = [
      pin({ package: 'torch', specifier: '==2.8.0', marker: 'sys_platform == "darwin"' }),
      pin({ package: 'torch', specifier: '==2.7.1', marker: 'sys_platform == "linux"' }, 2),
      pin({ package: 'torchvision', specifier: '==0.22.1' }, 3),
    ];
    expect(evaluatePinSet(set(pins), linux, testCatalog)).toEqual([]);
    expect(evaluatePinSet(set(pins), env('macos', 'arm64', '3.12'), testCatalog).map((f) => f.id)).toEqual([
      'companion-mismatch',
    ]);
  });

  it('--extra-index-url cu121 with a range: pip takes the newer PyPI build instead', () => {
    const p = pin({ package: 'torch', specifier: '>=2.4', extraIndexUrls: ['https://download.pytorch.org/whl/cu121'] });
    const f = evaluatePinSet(set([p]), linux, testCatalog);
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ id: 'variant-mismatch', severity: 'warning' });
    expect(f[0]!.message).toMatch(/newest build there is 2\.5\.1\+cu121, and 2\.9\.1 from PyPI sorts higher/);
    expect(f[0]!.hint).toMatch(
      /--index-url https:\/\/download\.pytorch\.org\/whl\/cu121 \(as the only index, not an extra one\)/,
    );
  });

  it('torch==2.9.0 with an extra CPU index: 2.9.0+cpu sorts above PyPI 2.9.0, so the CPU build wins (no finding)', () => {
    const p = pin({ package: 'torch', specifier: '==2.9.0', extraIndexUrls: ['https://download.pytorch.org/whl/cpu'] });
    expect(evaluatePinSet(set([p]), linux, testCatalog)).toEqual([]);
  });

  it('torch==2.9.0 with an extra CPU index on Python 3.9: the CPU index has nothing, PyPI neither — no guess about the build, only that nothing installs', () => {
    const p = pin({ package: 'torch', specifier: '==2.9.0', extraIndexUrls: ['https://download.pytorch.org/whl/cpu'] });
    expect(evaluatePinSet(set([p]), env('linux', 'x64', '3.9'), testCatalog).map((x) => x.id)).toEqual([
      'python-unsupported',
    ]);
  });

  it('a nightly index mixed with a stable one is nightly-index-mixed, not a variant mismatch (issue 29: ids by cause)', () => {
    const p = pin({
      package: 'torch',
      specifier: '',
      indexUrl: 'https://download.pytorch.org/whl/nightly/cu130',
      extraIndexUrls: ['https://download.pytorch.org/whl/cpu'],
    });
    const f = evaluatePinSet(set([p]), linux, testCatalog);
    expect(f.find((x) => x.id === 'nightly-index-mixed')!.message).toMatch(/mixes a nightly index with stable ones/);
    expect(f.map((x) => x.id)).not.toContain('variant-mismatch');
  });

  it('requires-python admits Pythons the pinned torch has no wheels for', () => {
    const rp = { specifier: '>=3.9', location: { file: 'pyproject.toml', line: 5, column: 1 } };
    const f = evaluatePinSet(
      set(
        [
          pin({
            package: 'torch',
            specifier: '==2.9.0',
            origin: 'pep621',
            location: { file: 'pyproject.toml', line: 9, column: 4 },
          }),
        ],
        { requiresPython: rp },
      ),
      linux,
      testCatalog,
    );
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({
      id: 'python-unsupported',
      severity: 'warning',
      location: { file: 'pyproject.toml', line: 9 },
    });
    expect(f[0]!.message).toMatch(/admits Python 3\.9, but torch==2\.9\.0 has no wheels/);
    const narrow = { ...rp, specifier: '>=3.10,<3.15' };
    expect(
      evaluatePinSet(
        set([pin({ package: 'torch', specifier: '==2.9.0', origin: 'pep621' })], { requiresPython: narrow }),
        linux,
        testCatalog,
      ),
    ).toEqual([]);
  });

  it('a wheel URL for another Python or platform', () => {
    const p = pin({
      package: 'torch',
      specifier: '==2.3.0+cu121',
      local: 'cu121',
      url: undefined,
      wheel: {
        version: '2.3.0',
        local: 'cu121',
        python: '3.11',
        platform: 'linux-x64',
        pythonTag: 'cp311',
        platformTag: 'linux_x86_64',
      },
    });
    const f = evaluatePinSet(set([p]), env('windows', 'x64', '3.12'), testCatalog);
    // No variant-mismatch: a wheel URL names its build; there is no index to serve it from (B15).
    expect(f.map((x) => x.id)).toEqual(['platform-unsupported', 'python-unsupported']);
  });

  it('an unset ${CUDA_TAG} is said, not guessed: pin-unresolved, not probe-failed (issue 29: ids by cause)', () => {
    const p = pin({ package: 'torch', specifier: '==2.7.1', notes: ['${CUDA_TAG} is not set here'] });
    const f = evaluatePinSet(
      set([p], {
        indexes: [
          {
            url: 'https://download.pytorch.org/whl/${CUDA_TAG}',
            role: 'extra-index-url',
            location: { file: 'r.txt', line: 1, column: 1 },
          },
        ],
      }),
      linux,
      testCatalog,
    );
    expect(f.map((x) => [x.id, x.severity])).toEqual([
      ['index-url-unknown', 'notice'],
      ['pin-unresolved', 'notice'],
    ]);
  });

  it('pins JSON', () => {
    expect(
      pinsToJson(
        set([
          pin({
            package: 'torch',
            specifier: '==2.8.0',
            marker: 'sys_platform == "linux"',
            indexUrl: 'https://download.pytorch.org/whl/cu128',
          }),
        ]),
      ),
    ).toEqual({
      schemaVersion: 1,
      pins: [
        {
          package: 'torch',
          specifier: '==2.8.0',
          marker: 'sys_platform == "linux"',
          indexUrl: 'https://download.pytorch.org/whl/cu128',
          location: { file: 'requirements.txt', line: 1, column: 1 },
        },
      ],
    });
  });
});

// The shipped catalog, once rules/releases/ holds 2.8 and 2.9.
const has = (v: string) => bundledCatalog.releases.some((r) => r.torch === v);
describe.skipIf(!has('2.8') || !has('2.9'))('with the bundled catalog', () => {
  it('torch 2.8.0 pairs with torchvision 0.23.0', () => {
    const ok = set([
      pin({ package: 'torch', specifier: '==2.8.0' }),
      pin({ package: 'torchvision', specifier: '==0.23.0' }, 2),
    ]);
    expect(evaluatePinSet(ok, linux, bundledCatalog).filter((f) => f.id === 'companion-mismatch')).toEqual([]);
    const bad = set([
      pin({ package: 'torch', specifier: '==2.8.0' }),
      pin({ package: 'torchvision', specifier: '==0.24.0' }, 2),
    ]);
    expect(evaluatePinSet(bad, linux, bundledCatalog).filter((f) => f.id === 'companion-mismatch')).toHaveLength(1);
  });

  it('torch 2.9 drops Python 3.9', () => {
    const rp = { specifier: '>=3.9', location: { file: 'pyproject.toml', line: 5, column: 1 } };
    const f = evaluatePinSet(
      set([pin({ package: 'torch', specifier: '==2.9.0', origin: 'pep621' })], { requiresPython: rp }),
      linux,
      bundledCatalog,
    );
    expect(f.find((x) => x.id === 'python-unsupported')?.message).toContain('3.9');
  });
});
