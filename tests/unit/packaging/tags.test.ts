// Wheel file names and their tags: Python, ABI and platform, as packaging reads them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpythonOfTag, parseWheelFile, tagFloor, wheelFits, type TagTarget } from '../../../src/packaging/tags.js';
import { fcRuns } from '../../property-runs.js';

const linux = (python: string, glibc?: string, arch: TagTarget['arch'] = 'x64', freeThreaded = false): TagTarget => {
  const [major, minor] = python.split('.').map(Number) as [number, number];
  return {
    os: 'linux',
    arch,
    python: { major, minor, implementation: 'cpython', freeThreaded },
    libc: 'glibc',
    ...(glibc ? { glibc } : {}),
  };
};
const mac = (python: string, macos: string | undefined, arch: TagTarget['arch'] = 'arm64'): TagTarget => {
  const [major, minor] = python.split('.').map(Number) as [number, number];
  return {
    os: 'macos',
    arch,
    python: { major, minor, implementation: 'cpython', freeThreaded: false },
    ...(macos ? { macos } : {}),
  };
};
const win = (python: string, arch: TagTarget['arch'] = 'x64', pointerBits?: number): TagTarget => {
  const [major, minor] = python.split('.').map(Number) as [number, number];
  return {
    os: 'windows',
    arch,
    python: { major, minor, implementation: 'cpython', freeThreaded: false, ...(pointerBits ? { pointerBits } : {}) },
  };
};
const fits = (file: string, t: TagTarget) => wheelFits(parseWheelFile(file)!, t).fits;

describe('wheel file names', () => {
  it('splits name, version (local label kept), and compressed tag sets', () => {
    expect(
      parseWheelFile(
        'https://download.pytorch.org/whl/cu128/torch-2.8.0%2Bcu128-cp312-cp312-manylinux_2_28_x86_64.whl',
      ),
    ).toEqual({
      name: 'torch',
      version: '2.8.0+cu128',
      python: ['cp312'],
      abi: ['cp312'],
      platform: ['manylinux_2_28_x86_64'],
      file: 'torch-2.8.0+cu128-cp312-cp312-manylinux_2_28_x86_64.whl',
    });
    expect(parseWheelFile('bcrypt-5.0.0-cp38-abi3-manylinux2014_x86_64.manylinux_2_17_x86_64.whl')?.platform).toEqual([
      'manylinux2014_x86_64',
      'manylinux_2_17_x86_64',
    ]);
    expect(parseWheelFile('pkg-1.0-1build-py3-none-any.whl')?.python).toEqual(['py3']);
  });
  it('refuses what is not a wheel', () => {
    for (const s of ['torch-2.8.0.tar.gz', 'torch.whl', 'a-b-c.whl', 'x-1-2-3-4-5-6.whl', '%E0%A4%A.whl', ''])
      expect(parseWheelFile(s)).toBeUndefined();
  });
  it('never throws, and answers a tag question for any name (property)', () => {
    const target = fc.record({
      os: fc.constantFrom<TagTarget['os'][]>('linux', 'macos', 'windows'),
      arch: fc.constantFrom<TagTarget['arch'][]>('x64', 'arm64'),
      glibc: fc.option(fc.constantFrom('2.17', '2.28', '2.39'), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(
          fc.constantFrom(
            'torch',
            '2.8.0',
            'cp312',
            'abi3',
            'none',
            'py3',
            'manylinux_2_28_x86_64',
            'macosx_14_0_arm64',
            'win_amd64',
            'any',
            '-',
            '.',
            '%2B',
          ),
        ),
        target,
        (junk, parts, t) => {
          for (const name of [junk, `${parts.join('-')}.whl`]) {
            const w = parseWheelFile(name);
            if (w)
              expect([true, false, undefined]).toContain(
                wheelFits(w, { ...t, ...(t.glibc ? { glibc: t.glibc } : {}) }).fits,
              );
          }
        },
      ),
      { numRuns: fcRuns() },
    );
  });
});

describe('which wheel an installer takes', () => {
  it.each([
    // file, target, fits
    ['torch-2.8.0+cu128-cp312-cp312-manylinux_2_28_x86_64.whl', linux('3.12', '2.39'), true],
    ['torch-2.8.0+cu128-cp312-cp312-manylinux_2_28_x86_64.whl', linux('3.12', '2.27'), false],
    ['torch-2.8.0+cu128-cp312-cp312-manylinux_2_28_x86_64.whl', linux('3.12'), undefined],
    ['torch-2.8.0+cu128-cp312-cp312-manylinux_2_28_x86_64.whl', linux('3.12', '2.39', 'arm64'), false],
    ['torch-2.8.0+cu128-cp312-cp312-manylinux_2_28_x86_64.whl', linux('3.13', '2.39'), false],
    ['torch-2.8.0+cu128-cp313-cp313t-manylinux_2_28_x86_64.whl', linux('3.13', '2.39'), false],
    ['torch-2.8.0+cu128-cp313-cp313t-manylinux_2_28_x86_64.whl', linux('3.13', '2.39', 'x64', true), true],
    ['torch-2.8.0+cu128-cp313-cp313-manylinux_2_28_x86_64.whl', linux('3.13', '2.39', 'x64', true), false],
    ['torch-2.4.0-cp311-cp311-manylinux1_x86_64.whl', linux('3.11', '2.17'), true],
    ['torch-2.3.1+cpu-cp311-cp311-linux_x86_64.whl', linux('3.11', '2.17'), true],
    ['bcrypt-5.0.0-cp38-abi3-manylinux2014_x86_64.manylinux_2_17_x86_64.whl', linux('3.12', '2.17'), true],
    [
      'bcrypt-5.0.0-cp38-abi3-manylinux2014_x86_64.manylinux_2_17_x86_64.whl',
      linux('3.13', '2.39', 'x64', true),
      false,
    ],
    ['bcrypt-5.0.0-cp38-abi3-musllinux_1_2_x86_64.whl', linux('3.12', '2.39'), false],
    // CPython before 3.8 has the pymalloc ABI `m`; the free-threaded stable ABI is abi3t (PEP 803).
    ['torch-1.13.1-cp37-cp37m-manylinux1_x86_64.whl', linux('3.7', '2.17'), true],
    ['torch-1.13.1-cp37-cp37-manylinux1_x86_64.whl', linux('3.7', '2.17'), false],
    ['x-1.0-cp315-abi3t-manylinux_2_28_x86_64.whl', linux('3.15', '2.39', 'x64', true), true],
    ['x-1.0-cp315-abi3t-manylinux_2_28_x86_64.whl', linux('3.15', '2.39'), false],
    ['x-1.0-cp31-abi3-manylinux_2_28_x86_64.whl', linux('3.12', '2.39'), false],
    // Floors and aliases: x86 from glibc 2.5, aarch64 from 2.17, manylinux1 and 2010 x86 only.
    ['x-1.0-cp312-cp312-manylinux_2_4_x86_64.whl', linux('3.12', '2.17'), false],
    ['x-1.0-cp312-cp312-manylinux_2_16_aarch64.whl', linux('3.12', '2.39', 'arm64'), false],
    ['x-1.0-cp312-cp312-manylinux2010_aarch64.whl', linux('3.12', '2.39', 'arm64'), false],
    ['x-1.0-cp312-cp312-manylinux2014_aarch64.whl', linux('3.12', '2.39', 'arm64'), true],
    ['torch-2.8.0-cp310-none-macosx_11_0_arm64.whl', mac('3.10', '14.5'), true],
    ['torch-2.8.0-cp310-none-macosx_11_0_arm64.whl', mac('3.10', '14.5', 'x64'), false],
    ['torch-2.13.0-cp312-cp312-macosx_14_0_arm64.whl', mac('3.12', '13.6'), false],
    ['torch-2.13.0-cp312-cp312-macosx_14_0_arm64.whl', mac('3.12', '15.1'), true],
    ['torch-2.13.0-cp312-cp312-macosx_14_0_arm64.whl', mac('3.12', undefined), undefined],
    ['hf_xet-1.6.0-cp38-abi3-macosx_10_12_x86_64.whl', mac('3.12', '13.6', 'x64'), true],
    ['hf_xet-1.6.0-cp38-abi3-macosx_10_12_x86_64.whl', mac('3.12', '15.1', 'arm64'), false],
    ['bcrypt-5.0.0-cp39-abi3-macosx_10_12_universal2.whl', mac('3.12', '15.1', 'arm64'), true],
    // From macOS 11 on, installers generate only N_0 tags; 10.x tags end at 10.16 there.
    ['x-1.0-cp312-cp312-macosx_14_5_arm64.whl', mac('3.12', '15.1'), false],
    ['x-1.0-cp312-cp312-macosx_10_17_x86_64.whl', mac('3.12', '13.6', 'x64'), false],
    ['x-1.0-cp312-cp312-macosx_10_3_x86_64.whl', mac('3.12', '13.6', 'x64'), false],
    ['x-1.0-cp312-cp312-macosx_10_9_fat3.whl', mac('3.12', '13.6', 'x64'), true],
    ['torch-2.8.0+cu128-cp312-cp312-win_amd64.whl', win('3.12'), true],
    ['torch-2.8.0+cu128-cp312-cp312-win_amd64.whl', win('3.12', 'arm64'), false],
    ['torch-2.8.0+cu128-cp312-cp312-win_amd64.whl', win('3.12', 'x64', 32), false],
    ['absl_py-2.3.1-py3-none-any.whl', win('3.12'), true],
    ['torch-2.8.0+cu128-cp312-cp312-win_amd64.whl', linux('3.12', '2.39'), false],
  ] as const)('%s on %o', (file, target, expected) => {
    expect(fits(file, target)).toBe(expected);
  });

  it('PyPy takes no CPython wheel', () => {
    const t: TagTarget = {
      os: 'linux',
      arch: 'x64',
      python: { major: 3, minor: 10, implementation: 'pypy', freeThreaded: false },
      libc: 'glibc',
      glibc: '2.39',
    };
    expect(wheelFits(parseWheelFile('torch-2.8.0-cp310-cp310-manylinux_2_28_x86_64.whl')!, t)).toEqual({
      fits: false,
      why: 'cp310 wheels are for CPython, not pypy',
    });
  });
});

describe('the floor a platform tag states (moved from the refresh: packaging/tags.ts holds it once)', () => {
  it.each([
    ['manylinux_2_28_x86_64', { glibc: '2.28' }],
    ['manylinux_2_17_aarch64', { glibc: '2.17' }],
    ['manylinux2014_x86_64', { glibc: '2.17' }],
    ['manylinux2010_x86_64', { glibc: '2.12' }],
    ['manylinux1_x86_64', { glibc: '2.5' }],
    ['macosx_14_0_arm64', { macos: '14.0' }],
    ['macosx_10_9_x86_64', { macos: '10.9' }],
    ['win_amd64', {}],
    ['linux_x86_64', {}],
    ['musllinux_1_2_x86_64', {}],
    ['manylinux3_x86_64', {}],
  ])('%s', (tag, floor) => expect(tagFloor(tag)).toEqual(floor));

  it('is the glibc at which the installer starts to take the wheel (one table for both)', () => {
    for (const tag of [
      'manylinux1_x86_64',
      'manylinux2010_x86_64',
      'manylinux2014_x86_64',
      'manylinux_2_28_x86_64',
      'manylinux_2_35_x86_64',
    ]) {
      const glibc = tagFloor(tag).glibc!;
      const [major, minor] = glibc.split('.').map(Number) as [number, number];
      const file = `torch-2.8.0-cp312-cp312-${tag}.whl`;
      expect(fits(file, linux('3.12', glibc)), tag).toBe(true);
      expect(fits(file, linux('3.12', `${major}.${minor - 1}`)), tag).toBe(false);
    }
  });
});

describe('the CPython minor a Python tag names (one reader for the pin checks and the refresh)', () => {
  it.each([
    ['cp39', '3.9'],
    ['cp313', '3.13'],
    ['cp314', '3.14'],
    ['py3', undefined],
    ['pp310', undefined],
    ['cp3', undefined],
    ['cp3100', undefined],
  ])('%s -> %s', (tag, minor) => expect(cpythonOfTag(tag)).toBe(minor));

  it('reads back every CPython 3 minor it is given (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), (minor) => {
        expect(cpythonOfTag(`cp3${minor}`)).toBe(`3.${minor}`);
      }),
      { numRuns: fcRuns(100) },
    );
  });
});
