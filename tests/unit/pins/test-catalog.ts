// A small catalog built from facts in /work/shared/facts/torch-facts.md (§1a–1d), so the pin
// checks can be tested while rules/releases/ is still being written.
import type { Catalog, Release } from '../../../src/catalog/schema.js';

const SRC = 'facts/torch-facts.md';
const linux = { platform: 'linux-x64' as const, wheelTag: 'manylinux_2_28_x86_64', source: SRC };
const arm = { platform: 'linux-arm64' as const, wheelTag: 'manylinux_2_28_aarch64', source: SRC };
const mac = { platform: 'macos-arm64' as const, wheelTag: 'macosx_11_0_arm64', source: SRC };
const macx = { platform: 'macos-x64' as const, wheelTag: 'macosx_10_9_x86_64', source: SRC };
const win = { platform: 'windows-x64' as const, wheelTag: 'win_amd64', source: SRC };

function rel(
  torch: string,
  py: [string, string],
  patches: [string, string, string][],
  variants: string[],
  pypiLinux: string,
  extra: Partial<Release> = {},
): Release {
  return {
    torch,
    patches: patches.map(([version, torchvision, torchaudio]) => ({ version, torchvision, torchaudio, source: SRC })),
    python: { min: py[0], max: py[1], source: SRC },
    platforms: [linux, arm, mac, win],
    variants: variants.map((variant) => ({
      variant,
      status: 'stable' as const,
      source: SRC,
      platforms: variant.startsWith('rocm') ? ['linux-x64' as const] : ['linux-x64' as const, 'windows-x64' as const],
    })),
    pypi: [
      { platform: 'linux-x64', variant: pypiLinux, source: SRC },
      { platform: 'windows-x64', variant: 'cpu', source: SRC },
      { platform: 'macos-arm64', variant: 'cpu', source: SRC },
      { platform: 'linux-arm64', variant: 'cpu', source: SRC },
    ],
    source: `${SRC}#${torch}`,
    ...extra,
  };
}

export const testCatalog: Catalog = {
  releases: [
    rel(
      '2.0',
      ['3.8', '3.11'],
      [
        ['2.0.0', '0.15.1', '2.0.1'],
        ['2.0.1', '0.15.2', '2.0.2'],
      ],
      ['cpu', 'cu117', 'cu118'],
      'cu117',
      { platforms: [linux, arm, mac, macx, win] },
    ),
    rel(
      '2.3',
      ['3.8', '3.11'],
      [
        ['2.3.0', '0.18.0', '2.3.0'],
        ['2.3.1', '0.18.1', '2.3.1'],
      ],
      ['cpu', 'cu118', 'cu121'],
      'cu121',
    ),
    rel(
      '2.4',
      ['3.8', '3.12'],
      [
        ['2.4.0', '0.19.0', '2.4.0'],
        ['2.4.1', '0.19.1', '2.4.1'],
      ],
      ['cpu', 'cu118', 'cu121', 'cu124'],
      'cu121',
    ),
    rel(
      '2.5',
      ['3.9', '3.12'],
      [
        ['2.5.0', '0.20.0', '2.5.0'],
        ['2.5.1', '0.20.1', '2.5.1'],
      ],
      ['cpu', 'cu118', 'cu121', 'cu124'],
      'cu124',
      {
        notes: [{ kind: 'python', text: 'Python 3.8 is no longer supported', source: 'https://example.org/2.5' }],
      },
    ),
    rel('2.6', ['3.9', '3.13'], [['2.6.0', '0.21.0', '2.6.0']], ['cpu', 'cu118', 'cu124', 'cu126'], 'cu124'),
    rel(
      '2.7',
      ['3.9', '3.13'],
      [
        ['2.7.0', '0.22.0', '2.7.0'],
        ['2.7.1', '0.22.1', '2.7.1'],
      ],
      ['cpu', 'cu118', 'cu126', 'cu128'],
      'cu126',
      {
        notes: [{ kind: 'platform', text: 'Linux wheels need glibc 2.28', source: 'https://example.org/2.7' }],
      },
    ),
    rel('2.8', ['3.9', '3.13'], [['2.8.0', '0.23.0', '2.8.0']], ['cpu', 'cu126', 'cu128', 'cu129'], 'cu128'),
    rel(
      '2.9',
      ['3.10', '3.14'],
      [
        ['2.9.0', '0.24.0', '2.9.0'],
        ['2.9.1', '0.24.1', '2.9.1'],
      ],
      ['cpu', 'cu126', 'cu128', 'cu130'],
      'cu128',
      {
        notes: [{ kind: 'python', text: 'Python 3.9 is no longer supported', source: 'https://example.org/2.9' }],
      },
    ),
  ],
  cudaToolkits: [],
  cudaFamilies: [],
  gpuGenerations: [],
  gpuArchs: [],
  rocmArchs: [],
  xpuFamilies: [],
  companions: [],
  companionGaps: [],
  runners: [],
  apis: [],
  distros: [],
  images: [],
  condaChannels: [],
  condaReleases: [],
  condaArchs: [],
  bound: [],
  dependents: [],
};
