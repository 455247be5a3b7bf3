/**
 * Checks of the bundled fact catalog (rules/) that the engine relies on: the data tables
 * themselves, not the code that reads them.
 */
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import type { Release } from '../../../src/catalog/schema.js';
import { pythonSupport } from '../../../src/catalog/query.js';
import { parseSpecifier, satisfies } from '../../../src/packaging/pep440.js';

const catalog = bundledCatalog;
const release = (torch: string): Release => {
  const r = catalog.releases.find((x) => x.torch === torch);
  if (!r) throw new Error(`no release ${torch} in the catalog`);
  return r;
};
const minorNumber = (torch: string): number => Number(torch.split('.')[1]);
const platformsOf = (r: Release): string[] => r.platforms.map((p) => p.platform);
const variantsOn = (r: Release, platform: string): string[] =>
  r.variants.filter((v) => v.platforms.includes(platform as never)).map((v) => v.variant);
const pypiOf = (r: Release, platform: string): string | undefined =>
  r.pypi.find((p) => p.platform === platform)?.variant;
const ALL = catalog.releases.map((r) => r.torch);
const isCuda = (v: string): boolean => /^cu\d{3}$/.test(v);

describe('catalog coverage', () => {
  it('has one release per torch minor 2.0 … 2.14', () => {
    const expected = Array.from({ length: 15 }, (_, i) => `2.${i}`);
    for (const t of expected) expect(ALL).toContain(t);
    expect(new Set(ALL).size).toBe(ALL.length);
  });

  it('macos-14 labels are retired (runner-images #13518, 2026-11-02)', () => {
    for (const l of ['macos-14', 'macos-14-xlarge', 'macos-14-large'])
      expect(catalog.runners.find((r) => r.label === l)?.status).toBe('retired');
  });
  it('2.14 is confirmed (on PyPI since 2026-09-02) and has 2.14.1 (fact audit, item 4)', () => {
    expect(release('2.14').confidence).toBeUndefined();
    expect(release('2.14').patches.map((p) => [p.version, p.torchvision, p.torchaudio])).toEqual([
      ['2.14.0', '0.29.0', '2.11.0'],
      ['2.14.1', '0.29.1', '2.11.0'],
    ]);
  });
});

describe('Python range per release', () => {
  const table: [string, string, string][] = [
    ['2.0', '3.8', '3.11'],
    ['2.1', '3.8', '3.11'],
    ['2.2', '3.8', '3.11'],
    ['2.3', '3.8', '3.11'],
    ['2.4', '3.8', '3.12'],
    ['2.5', '3.9', '3.12'],
    ['2.6', '3.9', '3.13'],
    ['2.7', '3.9', '3.13'],
    ['2.8', '3.9', '3.13'],
    ['2.9', '3.10', '3.14'],
    ['2.10', '3.10', '3.14'],
    ['2.11', '3.10', '3.14'],
    ['2.12', '3.10', '3.14'],
    ['2.13', '3.10', '3.14'],
    ['2.14', '3.10', '3.14'],
  ];
  it.each(table)('torch %s supports Python %s … %s', (torch, min, max) => {
    const r = release(torch);
    expect(r.python.min).toBe(min);
    expect(r.python.max).toBe(max);
  });

  const extras: [string, string, string][] = [
    ['2.2', '3.12', 'experimental'],
    ['2.3', '3.12', 'experimental'],
    ['2.5', '3.13', 'experimental'],
    ['2.6', '3.13t', 'experimental'],
    ['2.8', '3.13t', 'experimental'],
    ['2.9', '3.14t', 'experimental'],
    ['2.13', '3.15', 'preview'],
    ['2.13', '3.15t', 'preview'],
  ];
  it.each(extras)('torch %s has Python %s as %s', (torch, tag, status) => {
    const e = release(torch).python.extra?.find((x) => x.version === tag);
    expect(e?.status).toBe(status);
  });

  it('has no 3.13t wheels for 2.13 and 3.14t only from 2.9', () => {
    expect(release('2.13').python.extra?.some((e) => e.version === '3.13t')).toBe(false);
    for (const t of ALL) {
      const has314t = release(t).python.extra?.some((e) => e.version === '3.14t') ?? false;
      expect(has314t, `torch ${t}`).toBe(minorNumber(t) >= 9);
    }
  });

  it('keeps Python 3.15 previews off PyPI: Linux only in 2.13, also Windows x64 and macOS in 2.14 (pytorch#190360, #190361)', () => {
    const platforms: Record<string, string[]> = {
      '2.13': ['linux-x64', 'linux-arm64'],
      '2.14': ['linux-x64', 'linux-arm64', 'windows-x64', 'macos-arm64'],
    };
    for (const [t, expected] of Object.entries(platforms)) {
      const previews = release(t).python.extra?.filter((x) => x.version.startsWith('3.15')) ?? [];
      expect(previews.map((e) => e.version)).toEqual(['3.15', '3.15t']);
      for (const e of previews) {
        expect(e.pypi).toBe(false);
        expect(e.platforms).toEqual(expected);
      }
    }
  });

  it('lists extras only on platforms the release has', () => {
    for (const r of catalog.releases) {
      for (const e of r.python.extra ?? []) {
        for (const p of e.platforms ?? []) expect(platformsOf(r), `${r.torch} ${e.version}`).toContain(p);
      }
    }
  });
});

describe('PyPI default build per platform', () => {
  const table: [string, string, string, string, string][] = [
    // torch, linux-x64, linux-arm64, windows-x64, macos-arm64
    ['2.0', 'cu117', 'cpu', 'cpu', 'cpu'],
    ['2.1', 'cu121', 'cpu', 'cpu', 'cpu'],
    ['2.2', 'cu121', 'cpu', 'cpu', 'cpu'],
    ['2.3', 'cu121', 'cpu', 'cpu', 'cpu'],
    ['2.4', 'cu121', 'cpu', 'cpu', 'cpu'],
    ['2.5', 'cu124', 'cpu', 'cpu', 'cpu'],
    ['2.6', 'cu124', 'cpu', 'cpu', 'cpu'],
    ['2.7', 'cu126', 'cpu', 'cpu', 'cpu'],
    ['2.8', 'cu128', 'cpu', 'cpu', 'cpu'],
    ['2.9', 'cu128', 'cpu', 'cpu', 'cpu'],
    ['2.10', 'cu128', 'cpu', 'cpu', 'cpu'],
    ['2.11', 'cu130', 'cu130', 'cpu', 'cpu'],
    ['2.12', 'cu130', 'cu130', 'cpu', 'cpu'],
    ['2.13', 'cu130', 'cu130', 'cpu', 'cpu'],
  ];
  it.each(table)('torch %s: linux-x64 %s, linux-arm64 %s, windows-x64 %s, macos-arm64 %s', (torch, lx, la, wx, ma) => {
    const r = release(torch);
    expect(pypiOf(r, 'linux-x64')).toBe(lx);
    expect(pypiOf(r, 'linux-arm64')).toBe(la);
    expect(pypiOf(r, 'windows-x64')).toBe(wx);
    expect(pypiOf(r, 'macos-arm64')).toBe(ma);
  });

  it('serves the CPU build on Intel Macs while they are supported', () => {
    for (const t of ['2.0', '2.1', '2.2']) expect(pypiOf(release(t), 'macos-x64')).toBe('cpu');
  });

  it('has no PyPI build for Windows on Arm', () => {
    for (const r of catalog.releases) {
      expect(pypiOf(r, 'windows-arm64')).toBeUndefined();
      const p = r.platforms.find((x) => x.platform === 'windows-arm64');
      if (p) expect(p.pypi).toBe(false);
    }
  });

  it('names a variant that exists for that platform in the release', () => {
    for (const r of catalog.releases) {
      for (const d of r.pypi) {
        expect(platformsOf(r), `${r.torch} pypi ${d.platform}`).toContain(d.platform);
        expect(variantsOn(r, d.platform), `${r.torch} pypi ${d.platform}`).toContain(d.variant);
      }
      // Every platform that is on PyPI has exactly one default.
      for (const p of r.platforms.filter((x) => x.pypi !== false)) {
        expect(
          r.pypi.filter((d) => d.platform === p.platform),
          `${r.torch} ${p.platform}`,
        ).toHaveLength(1);
      }
    }
  });
});

describe('variants', () => {
  it('has cpu on every platform of every release', () => {
    for (const r of catalog.releases) {
      for (const p of platformsOf(r)) expect(variantsOn(r, p), `${r.torch} ${p}`).toContain('cpu');
    }
  });

  it('never lists the same (variant, platform) twice in a release', () => {
    for (const r of catalog.releases) {
      const pairs = r.variants.flatMap((v) => v.platforms.map((p) => `${v.variant}@${p}`));
      expect(new Set(pairs).size, r.torch).toBe(pairs.length);
    }
  });

  it('lists variants only on platforms the release has', () => {
    for (const r of catalog.releases) {
      for (const v of r.variants)
        for (const p of v.platforms) expect(platformsOf(r), `${r.torch} ${v.variant}`).toContain(p);
    }
  });

  const absent: [string, string][] = [
    ['2.8', 'cu118'],
    ['2.12', 'cu128'],
    ['2.13', 'cu128'],
    ['2.6', 'cu128'],
    ['2.6', 'cu121'],
    ['2.7', 'cu124'],
    ['2.1', 'cu117'],
    ['2.4', 'xpu'],
  ];
  it.each(absent)('torch %s has no %s build', (torch, variant) => {
    expect(release(torch).variants.map((v) => v.variant)).not.toContain(variant);
  });

  const present: [string, string, string][] = [
    ['2.0', 'cu117', 'stable'],
    ['2.7', 'cu118', 'legacy'],
    ['2.7', 'cu128', 'experimental'],
    ['2.8', 'cu129', 'experimental'],
    ['2.11', 'cu128', 'stable'],
    ['2.11', 'cu126', 'legacy'],
    ['2.12', 'cu132', 'experimental'],
    ['2.5', 'xpu', 'experimental'],
  ];
  it.each(present)('torch %s has %s (%s)', (torch, variant, status) => {
    const v = release(torch).variants.find((x) => x.variant === variant && x.platforms.includes('linux-x64'));
    expect(v?.status).toBe(status);
  });

  it('builds ROCm for Linux x86_64 only and never CUDA for macOS or Windows on Arm', () => {
    for (const r of catalog.releases) {
      for (const v of r.variants) {
        if (v.variant.startsWith('rocm')) expect(v.platforms, `${r.torch} ${v.variant}`).toEqual(['linux-x64']);
        if (v.variant !== 'cpu') {
          expect(
            v.platforms.some((p) => p.startsWith('macos') || p === 'windows-arm64'),
            `${r.torch} ${v.variant}`,
          ).toBe(false);
        }
      }
    }
  });

  it('has XPU from 2.5 on Linux and Windows x64', () => {
    for (const t of ALL) {
      const xpu = release(t).variants.find((v) => v.variant === 'xpu');
      if (minorNumber(t) < 5) expect(xpu, t).toBeUndefined();
      else expect(xpu?.platforms, t).toEqual(['linux-x64', 'windows-x64']);
    }
  });
});

describe('platforms and wheel floors', () => {
  it('has macOS x86_64 wheels only up to 2.2', () => {
    for (const t of ALL) expect(platformsOf(release(t)).includes('macos-x64'), t).toBe(minorNumber(t) <= 2);
  });

  it('has Windows on Arm only from 2.7, CPU-only, not on PyPI: Python 3.12 in 2.7, 3.11–3.13 from 2.8', () => {
    for (const t of ALL) {
      const p = release(t).platforms.find((x) => x.platform === 'windows-arm64');
      if (minorNumber(t) < 7) {
        expect(p, t).toBeUndefined();
        continue;
      }
      expect(p?.pypi, t).toBe(false);
      // 2.7.0 was built for 3.12 alone (pytorch/pytorch#152109 added 3.11 and 3.13 after it); 2.7.1 was not seen.
      expect(p?.confidence, t).toBe(minorNumber(t) === 7 ? 'uncertain' : undefined);
      expect(p?.python, t).toEqual(minorNumber(t) === 7 ? { min: '3.12', max: '3.12' } : { min: '3.11', max: '3.13' });
      expect(variantsOn(release(t), 'windows-arm64')).toEqual(['cpu']);
    }
  });

  it('needs glibc 2.17 up to 2.6 on x86_64 and 2.28 from 2.7 on every Linux build', () => {
    for (const r of catalog.releases) {
      const m = minorNumber(r.torch);
      const lx = r.platforms.find((p) => p.platform === 'linux-x64');
      const la = r.platforms.find((p) => p.platform === 'linux-arm64');
      expect(lx?.glibc, r.torch).toBe(m <= 6 ? '2.17' : '2.28');
      expect(la?.glibc, r.torch).toBe(m <= 5 ? '2.17' : '2.28');
      expect(lx?.wheelTag, r.torch).toBe(m <= 6 ? 'manylinux1_x86_64' : 'manylinux_2_28_x86_64');
      if (m >= 7) for (const v of r.variants) expect(v.glibc ?? '2.28', `${r.torch} ${v.variant}`).toBe('2.28');
    }
  });

  it('puts the 2.6 manylinux_2_28 builds (cu126, ROCm 6.2.4, XPU) on glibc 2.28 and the rest on 2.17', () => {
    const r = release('2.6');
    const glibc = (name: string) =>
      r.variants.find((v) => v.variant === name && v.platforms.includes('linux-x64'))?.glibc;
    expect(glibc('cu126')).toBe('2.28');
    expect(glibc('rocm6.2.4')).toBe('2.28');
    expect(glibc('xpu')).toBe('2.28');
    expect(glibc('cpu')).toBeUndefined();
    expect(glibc('cu124')).toBeUndefined();
    expect(glibc('cu118')).toBeUndefined();
  });

  it('gives macOS floors: 10.9 on Intel, 11.0 on Apple silicon, 14.0 from 2.12 (every wheel macosx_14_0_arm64)', () => {
    for (const r of catalog.releases) {
      for (const p of r.platforms) {
        if (p.platform === 'macos-x64') expect(p.macos).toBe('10.9');
        if (p.platform === 'macos-arm64')
          expect([r.torch, p.macos, p.wheelTag]).toEqual(
            minorNumber(r.torch) >= 12 ? [r.torch, '14.0', 'macosx_14_0_arm64'] : [r.torch, '11.0', p.wheelTag],
          );
      }
    }
  });

  it('needs macOS 12.3 for MPS up to 2.4, 13.0 from 2.5 (pytorch#133141), 14 from 2.9, 15 from 2.15 (its docs)', () => {
    const floor = (m: number) => (m >= 15 ? '15.0' : m >= 9 ? '14.0' : m >= 5 ? '13.0' : '12.3');
    for (const t of ALL) expect(release(t).mps?.macos, t).toBe(floor(minorNumber(t)));
  });

  it('never lists a platform twice', () => {
    for (const r of catalog.releases) expect(new Set(platformsOf(r)).size, r.torch).toBe(r.platforms.length);
  });
});

describe('patches', () => {
  it('belong to their minor release', () => {
    for (const r of catalog.releases) {
      for (const p of r.patches) expect(p.version.startsWith(`${r.torch}.`), `${p.version} in ${r.torch}`).toBe(true);
    }
  });

  it('are never duplicated', () => {
    const all = catalog.releases.flatMap((r) => r.patches.map((p) => p.version));
    expect(new Set(all).size).toBe(all.length);
  });

  const known = [
    '2.0.0',
    '2.0.1',
    '2.1.0',
    '2.1.1',
    '2.1.2',
    '2.2.0',
    '2.2.1',
    '2.2.2',
    '2.3.0',
    '2.3.1',
    '2.4.0',
    '2.4.1',
    '2.5.0',
    '2.5.1',
    '2.6.0',
    '2.7.0',
    '2.7.1',
    '2.8.0',
    '2.9.0',
    '2.9.1',
    '2.10.0',
    '2.11.0',
    '2.12.0',
    '2.12.1',
    '2.13.0',
  ];
  it('include every known patch release', () => {
    const all = catalog.releases.flatMap((r) => r.patches.map((p) => p.version));
    for (const v of known) expect(all).toContain(v);
  });

  it('pair torch 2.12 with torchaudio 2.11.0', () => {
    for (const p of release('2.12').patches) expect(p.torchaudio).toBe('2.11.0');
  });

  it('pair companions with the same minor up to 2.11 (torchvision 0.(minor+15) up to 2.14; 2.15 has 0.29.2)', () => {
    for (const r of catalog.releases) {
      const m = minorNumber(r.torch);
      for (const p of r.patches) {
        if (p.torchvision) expect(p.torchvision.startsWith(`0.${Math.min(m, 14) + 15}.`), p.version).toBe(true);
        if (p.torchaudio && m <= 11) expect(p.torchaudio.startsWith(`2.${m}.`), p.version).toBe(true);
      }
    }
  });

  it('have release dates in order', () => {
    const dated = catalog.releases
      .flatMap((r) => r.patches)
      .filter((p) => p.released)
      .sort((a, b) => a.version.localeCompare(b.version, 'en', { numeric: true }));
    for (let i = 1; i < dated.length; i++) {
      expect(dated[i]!.released! >= dated[i - 1]!.released!, dated[i]!.version).toBe(true);
    }
  });
});

describe('Python wheels per patch', () => {
  const ft313 = { major: 3, minor: 13, freeThreaded: true };
  it('2.12.0 has 3.13t wheels and 2.12.1 has none (the matrix dropped them before it)', () => {
    const r = release('2.12');
    expect(pythonSupport(r, 'linux-x64', ft313, false, '2.12.0')).toMatchObject({ kind: 'experimental' });
    expect(pythonSupport(r, 'linux-x64', ft313, false, '2.12.0').confidence).toBeUndefined();
    expect(pythonSupport(r, 'linux-x64', ft313, false, '2.12.1').kind).toBe('none');
    // Without a patch (a question about the release as a whole) the extra still counts.
    expect(pythonSupport(r, 'linux-x64', ft313, false).kind).toBe('experimental');
  });
  it('every patch an extra names is a patch of its release', () => {
    for (const r of catalog.releases) {
      for (const e of r.python.extra ?? [])
        for (const p of e.patches ?? [])
          expect(
            r.patches.map((x) => x.version),
            `${r.torch} ${e.version}`,
          ).toContain(p);
    }
  });
});

describe('CUDA tables', () => {
  const cudaUses = catalog.releases.flatMap((r) =>
    r.variants
      .filter((v) => isCuda(v.variant))
      .flatMap((v) => v.platforms.flatMap((platform) => r.patches.map((p) => ({ r, v, platform, patch: p.version })))),
  );

  it('has a toolkit entry for every CUDA variant used', () => {
    const names = new Set(catalog.cudaToolkits.map((t) => t.variant));
    for (const u of cudaUses) expect(names.has(u.v.variant), `${u.r.torch} ${u.v.variant}`).toBe(true);
  });

  it('has a family floor for every toolkit, below the toolkit driver', () => {
    for (const t of catalog.cudaToolkits) {
      const major = Number(t.cuda.split('.')[0]);
      const fam = catalog.cudaFamilies.find((f) => f.major === major);
      expect(fam, t.variant).toBeDefined();
      expect(Number(t.driver.linux.split('.')[0]) >= Number(fam!.minDriver.linux.split('.')[0]), t.variant).toBe(true);
      expect(t.variant).toBe(`cu${t.cuda.replace('.', '')}`);
    }
  });

  it('uses the NVIDIA driver floors the checks depend on', () => {
    const tk = (v: string) => catalog.cudaToolkits.find((t) => t.variant === v)?.driver.linux;
    expect(tk('cu118')).toBe('520.61.05');
    expect(tk('cu128')).toBe('570.26');
    expect(tk('cu130')).toBe('580.65.06');
    const fam = (m: number) => catalog.cudaFamilies.find((f) => f.major === m)?.minDriver.linux;
    expect(fam(11)).toBe('450.80.02');
    expect(fam(12)).toBe('525.60.13');
    expect(fam(13)).toBe('580');
  });

  it('has exactly one GPU-architecture entry for every (CUDA variant, patch, platform)', () => {
    for (const u of cudaUses) {
      const matches = catalog.gpuArchs.filter(
        (g) =>
          g.variant === u.v.variant && g.platforms.includes(u.platform) && satisfies(u.patch, parseSpecifier(g.torch)),
      );
      expect(matches.length, `${u.v.variant} ${u.patch} ${u.platform}`).toBe(1);
    }
  });

  const archs = (variant: string, torch: string, platform = 'linux-x64') =>
    catalog.gpuArchs.find(
      (g) =>
        g.variant === variant && g.platforms.includes(platform as never) && satisfies(torch, parseSpecifier(g.torch)),
    );

  it('encodes the architecture drops users hit', () => {
    // Blackwell needs cu128+; cu126 stops at Hopper.
    expect(archs('cu126', '2.8.0')?.sass).not.toContain('12.0');
    expect(archs('cu126', '2.8.0')?.ptx ?? []).toEqual([]);
    // Maxwell/Pascal gone from cu128 in 2.8; Volta kept until 2.10, dropped in 2.11.
    expect(archs('cu128', '2.8.0')?.sass).not.toContain('6.0');
    expect(archs('cu128', '2.8.0')?.sass).toContain('7.0');
    expect(archs('cu128', '2.11.0')?.sass).not.toContain('7.0');
    // CUDA 13 builds never go below Turing (sm_75).
    for (const g of catalog.gpuArchs.filter((x) => x.variant.startsWith('cu13'))) {
      expect(Number(g.sass[0]), `${g.variant} ${g.torch}`).toBeGreaterThanOrEqual(7.5);
    }
    // Thor (sm_110) only in the aarch64 CUDA 13 builds.
    expect(archs('cu130', '2.9.0', 'linux-arm64')?.sass).toContain('11.0');
    expect(archs('cu130', '2.9.0')?.sass).not.toContain('11.0');
  });

  it('lists compute capabilities in ascending order', () => {
    const num = (cc: string) => Number(cc.split('.')[0]) * 10 + Number(cc.split('.')[1]);
    for (const g of catalog.gpuArchs) {
      const n = g.sass.map(num);
      expect(
        [...n].sort((a, b) => a - b),
        `${g.variant} ${g.torch}`,
      ).toEqual(n);
    }
  });
});
