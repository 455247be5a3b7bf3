// AMD and Intel GPUs from recorded /sys trees (tests/fixtures/sys, origins in its README), the
// gfx conversion, and what the engine says about ROCm and XPU builds on them.
import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { InputError } from '../../../src/core/errors.js';
import { evaluate } from '../../../src/engine/evaluate.js';
import { gfxFromTargetVersion, parseGfx, parsePciId } from '../../../src/platform/gpu-ids.js';
import {
  parseKfdProperties,
  parseModuleVersion,
  parseRocmVersion,
  parseUevent,
  probeAmd,
  probeIntel,
  type SysIo,
} from '../../../src/probe/amd-intel.js';
import { buildEnvironment, type ProbeIo } from '../../../src/probe/environment.js';
import { listDir, readText } from '../../../src/probe/system.js';
import { env, req } from '../helpers.js';
import { fcRuns } from '../../property-runs.js';

const FIX = 'tests/fixtures/sys';
const real: SysIo = { readText: (p) => readText(p), listDir: (p) => listDir(p) };
const CU = (v: string) => `https://download.pytorch.org/whl/${v}`;

describe('gfx targets and PCI ids', () => {
  it.each([
    [110000, 'gfx1100'],
    [90010, 'gfx90a'],
    [90402, 'gfx942'],
    [100300, 'gfx1030'],
    [120001, 'gfx1201'],
    [0, undefined],
    [-5, undefined],
    [90016, undefined],
  ])('gfx_target_version %s → %s', (n, gfx) => {
    expect(gfxFromTargetVersion(n)).toBe(gfx);
  });

  it('reads flags as the kernel writes them, and nothing else', () => {
    expect(parseGfx(' GFX90A ')).toBe('gfx90a');
    expect(parseGfx('gfx')).toBeUndefined();
    expect(parsePciId('0x56A0')).toBe('0x56a0');
    expect(parsePciId('56a0')).toBe('0x56a0');
    expect(parsePciId('0x56a')).toBeUndefined();
    expect(parseRocmVersion('6.2.0-66\n')).toBe('6.2.0');
  });

  it('a gfx name made from any version parses back, and the parsers never throw (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 2_000_000 }), fc.string(), (n, text) => {
        const gfx = gfxFromTargetVersion(n);
        if (gfx) expect(parseGfx(gfx)).toBe(gfx);
        parseGfx(text);
        parsePciId(text);
        expect(parseKfdProperties(text)).toBeInstanceOf(Map);
      }),
      { numRuns: fcRuns(500) },
    );
  });
});

describe('probes on recorded /sys trees', () => {
  // Real machines (tests/fixtures/sys/README.md): LACT's user snapshots and ROCm's k8s-device-plugin captures.
  it.each<[string, object]>([
    ['amd-phoenix-780m', { gpus: [{ gfx: 'gfx1103', name: 'AMD GPU 0x15bf' }] }],
    ['amd-strixpoint-890m', { gpus: [{ gfx: 'gfx1150', name: 'AMD GPU 0x150e' }] }],
    ['amd-vangogh-steamdeck', { gpus: [{ gfx: 'gfx1033', name: 'AMD GPU 0x163f' }] }],
    ['amd-mi210-x8', { gpus: [{ gfx: 'gfx90a', name: 'AMD GPU 0x740f' }] }],
    ['amd-mi308x', { gpus: [{ gfx: 'gfx942', name: 'AMD GPU 0x74a2' }] }],
  ])('%s: each kind of GPU once, CPU nodes skipped', (fixture, expected) => {
    expect(probeAmd(real, join(FIX, fixture))).toEqual(expected);
  });

  it('a 2018 topology without gfx_target_version: the GPU is said, not guessed', () => {
    const r = probeAmd(real, join(FIX, 'amd-vega10-2018'));
    expect(r.gpus).toEqual([]);
    expect(r.problem).toBe(
      "AMD GPU 0x6860 at nodes 1, 2: no gfx target the kernel names (an older kernel's KFD has no gfx_target_version); give it with --amd-gpu",
    );
  });

  it.each<[string, object]>([
    ['intel-a380-xe', { gpus: [{ deviceId: '0x56a5', driver: 'xe' }] }],
    ['intel-a380-i915', { gpus: [{ deviceId: '0x56a5', driver: 'i915' }] }], // no device file: PCI_ID in uevent
    ['intel-b580-xe', { gpus: [{ deviceId: '0xe20b', driver: 'xe' }] }],
    ['intel-tigerlake-xe', { gpus: [{ deviceId: '0x9a49', driver: 'xe' }] }],
    ['amd-phoenix-780m', { gpus: [] }], // an AMD card in /sys/class/drm is not Intel
    ['nvidia-rtx4080', { gpus: [] }],
  ])('%s: Intel GPUs by PCI id, with the kernel driver', (fixture, expected) => {
    expect(probeIntel(real, join(FIX, fixture))).toEqual(expected);
  });

  it('no KFD or DRM directory means no such GPU, not an error', () => {
    expect(probeAmd(real, join(FIX, 'intel-b580-xe'))).toEqual({ gpus: [] });
    expect(probeIntel(real, join(FIX, 'amd-mi210-x8'))).toEqual({ gpus: [] });
  });

  it("reads AMD's DKMS driver version where the module declares one", () => {
    const io: SysIo = {
      listDir: (p) => (p.endsWith('nodes') ? ['1'] : undefined),
      readText: (p) =>
        p.endsWith('properties')
          ? 'simd_count 8\ngfx_target_version 110000\n'
          : p.endsWith('amdgpu/version')
            ? '6.12.12\n'
            : undefined,
    };
    expect(probeAmd(io)).toEqual({ gpus: [{ gfx: 'gfx1100' }], driver: '6.12.12' });
    expect(parseModuleVersion('6.16.6')).toBe('6.16.6');
    expect(parseModuleVersion('x; rm -rf')).toBeUndefined();
  });

  it('uevent lines, however written, never throw (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const m = parseUevent(text);
        for (const [k] of m) expect(k).not.toContain('=');
      }),
      { numRuns: fcRuns(300) },
    );
  });

  it('a node that cannot be read is said, not guessed', () => {
    const io: SysIo = {
      listDir: () => ['0', '1'],
      readText: (p) => (p.endsWith('0/properties') ? 'simd_count 0\ngfx_target_version 0\n' : undefined),
    };
    const r = probeAmd(io);
    expect(r.gpus).toEqual([]);
    expect(r.problem).toMatch(/node 1 could not be read/);
  });

  it('buildEnvironment reads them on Linux, and a given value is never probed', async () => {
    const root = join(FIX, 'amd-phoenix-780m');
    const io = {
      run: async () => ({ kind: 'not-found', reason: 'was not found' }),
      readText: (p: string) => readText(p.startsWith('/sys') || p.startsWith('/opt') ? join(root, p) : p),
      listDir: (p: string) => listDir(p.startsWith('/sys') ? join(root, p) : p),
      platform: 'linux',
      env: {},
      timeoutMs: 1000,
      machineOs: () => 'linux',
      machineArch: () => ({ arch: 'x64', raw: 'x86_64' }),
      nodeGlibc: () => ({ glibc: '2.39', libc: 'glibc' }),
      macosVersion: () => undefined,
      linuxVersion: () => 'ubuntu 24.04',
    } as unknown as ProbeIo;
    const probed = await buildEnvironment({ python: '3.12' }, io);
    expect(probed.amdGpus).toEqual([{ gfx: 'gfx1103', name: 'AMD GPU 0x15bf' }]);
    expect(probed.intelGpus).toBeUndefined(); // its drm card is the AMD one
    expect(probed.provenance.amdGpus).toBe('probed');
    const given = await buildEnvironment({ python: '3.12', amdGpus: ['gfx90a'], intelGpus: ['none'] }, io);
    expect(given.amdGpus).toEqual([{ gfx: 'gfx90a' }]);
    expect(given.intelGpus).toBeUndefined();
    await expect(buildEnvironment({ python: '3.12', amdGpus: ['rx7900'] }, io)).rejects.toThrow(InputError);
  });
});

describe('the engine on AMD and Intel GPUs', () => {
  it('a gfx1100 runs the rocm7.2 build of 2.12', () => {
    const r = evaluate(env({ amd: ['gfx1100'] }), req({ torch: '2.12.0', indexUrl: CU('rocm7.2') }), bundledCatalog);
    expect(r.findings.filter((f) => f.severity !== 'notice')).toEqual([]);
  });

  it('a gfx target the build lacks is gpu-unsupported, naming the list; ROCm 7.14 has no gfx906', () => {
    const r = evaluate(env({ amd: ['gfx1010'] }), req({ torch: '2.12.0', indexUrl: CU('rocm7.2') }), bundledCatalog);
    const f = r.findings.find((x) => x.id === 'gpu-unsupported')!;
    expect(f.severity).toBe('warning'); // the 2.11–2.12 lists rest on secondary data: uncertain
    expect(f.message).toMatch(/no kernels for the AMD GPU gfx1010: it is built for gfx900 .* gfx1151/);
    const mi50 = evaluate(env({ amd: ['gfx906'] }), req({ torch: '2.9.0', indexUrl: CU('rocm6.4') }), bundledCatalog);
    expect(mi50.findings.find((x) => x.id === 'gpu-unsupported')?.hint).toMatch(/rocm6\.3/);
  });

  it('a gfx target with torch kernels but no rocBLAS kernels warns that matrix multiplication aborts', () => {
    const r = evaluate(env({ amd: ['gfx906'] }), req({ torch: '2.14.0', indexUrl: CU('rocm7.2') }), bundledCatalog);
    const f = r.findings.find((x) => x.id === 'gpu-unsupported')!;
    expect(f.severity).toBe('warning'); // issue reports, not a release document: uncertain
    expect(f.message).toMatch(/has kernels for the AMD GPU gfx906, but the rocBLAS it bundles has none/);
    expect(f.hint).toMatch(
      /^Use --index-url https:\/\/download\.pytorch\.org\/whl\/rocm6\.3 \(ROCm 6\.3, with torch 2\.7–2\.9;/,
    );
    expect(f.source).toContain('pytorch/pytorch/issues/179865');
    const ok = evaluate(env({ amd: ['gfx906'] }), req({ torch: '2.8.0', indexUrl: CU('rocm6.3') }), bundledCatalog);
    expect(ok.findings.filter((x) => x.id === 'gpu-unsupported')).toEqual([]);
  });

  it('the best index for an AMD GPU is the newest ROCm build that has its gfx target', () => {
    const best = (amd: string[]) =>
      evaluate(env({ amd }), req({ torch: '2.14.0' }), bundledCatalog).resolution.recommendedVariant;
    expect(best(['gfx1100'])).toBe('rocm7.14');
    // ROCm 7.14 dropped gfx900/gfx906; 7.2 has torch kernels for them but its rocBLAS has none.
    expect(best(['gfx906'])).toBe('cpu');
    expect(best(['gfx1100', 'gfx906'])).toBe('cpu');
    const best29 = (amd: string[]) =>
      evaluate(env({ amd }), req({ torch: '2.9.0' }), bundledCatalog).resolution.recommendedVariant;
    expect(best29(['gfx906'])).toBe('rocm6.3');
    expect(best29(['gfx1100'])).toBe('rocm6.4');
    expect(best(['gfx1010'])).toBe('cpu');
  });

  it('the CPU build on a machine with an AMD GPU is a warning pointing at ROCm', () => {
    const r = evaluate(env({ amd: ['gfx942'] }), req({ torch: '2.14.0', indexUrl: CU('cpu') }), bundledCatalog);
    expect(r.findings.find((f) => f.id === 'variant-mismatch')?.hint).toMatch(
      /whl\/rocm7\.14 \(rocm7\.14: kernels for gfx942\)/,
    );
  });

  it('an Intel Arc A770 runs the XPU build; an unvalidated Intel GPU is a warning, never a failure', () => {
    const arc = evaluate(env({ intel: ['0x56a0'] }), req({ torch: '2.14.0', indexUrl: CU('xpu') }), bundledCatalog);
    expect(arc.findings.filter((f) => f.id === 'gpu-unsupported')).toEqual([]);
    expect(
      evaluate(env({ intel: ['0x56a0'] }), req({ torch: '2.14.0' }), bundledCatalog).resolution.recommendedVariant,
    ).toBe('xpu');
    const adl = evaluate(env({ intel: ['0x4680'] }), req({ torch: '2.14.0', indexUrl: CU('xpu') }), bundledCatalog);
    expect(adl.verdict).toBe('warn');
    expect(adl.findings.find((f) => f.id === 'gpu-unsupported')?.message).toMatch(
      /0x4680 is not in the hardware PyTorch validates/,
    );
  });
});
