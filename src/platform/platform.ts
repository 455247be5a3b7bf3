/** The one place where OS and CPU names are converted into the catalog's platform keys. */
import { InputError } from '../core/errors.js';

import type { Arch, Os } from '../core/model.js';
export type { Arch, Os } from '../core/model.js';
export const PLATFORMS = [
  'linux-x64',
  'linux-arm64',
  'macos-x64',
  'macos-arm64',
  'windows-x64',
  'windows-arm64',
] as const;
export type Platform = (typeof PLATFORMS)[number];

// A table, not a template: the engine asks this for every evaluation, and constant strings
// compare by identity.
const PLATFORM_KEYS: Record<Os, Record<Arch, Platform>> = {
  linux: { x64: 'linux-x64', arm64: 'linux-arm64' },
  macos: { x64: 'macos-x64', arm64: 'macos-arm64' },
  windows: { x64: 'windows-x64', arm64: 'windows-arm64' },
};
export const platformKey = (os: Os, arch: Arch): Platform => PLATFORM_KEYS[os][arch];

/** conda's (and pixi's) name of a platform: `linux-64`, `osx-arm64`, `win-64`, … */
const PIXI_PLATFORMS: Record<Platform, string> = {
  'linux-x64': 'linux-64',
  'linux-arm64': 'linux-aarch64',
  'macos-x64': 'osx-64',
  'macos-arm64': 'osx-arm64',
  'windows-x64': 'win-64',
  'windows-arm64': 'win-arm64',
};
export const pixiPlatform = (p: Platform): string => PIXI_PLATFORMS[p];

const OS_ALIASES: Record<string, Os> = {
  linux: 'linux',
  ubuntu: 'linux',
  macos: 'macos',
  mac: 'macos',
  osx: 'macos',
  darwin: 'macos',
  windows: 'windows',
  win: 'windows',
  win32: 'windows',
};

const ARCH_ALIASES: Record<string, Arch> = {
  x64: 'x64',
  amd64: 'x64',
  x86_64: 'x64',
  'x86-64': 'x64',
  arm64: 'arm64',
  aarch64: 'arm64',
};

/** A table lookup by a user's word: own keys only, so `constructor` is not Object's. */
const lookup = <T>(table: Record<string, T>, word: string): T | undefined =>
  Object.hasOwn(table, word) ? table[word] : undefined;

export function parseOs(input: string): Os {
  const os = lookup(OS_ALIASES, input.trim().toLowerCase());
  if (!os)
    throw new InputError(
      `OS ${JSON.stringify(input.slice(0, 40))} is not understood; expected linux, macos or windows`,
    );
  return os;
}

export function parseArch(input: string): Arch {
  const arch = lookup(ARCH_ALIASES, input.trim().toLowerCase());
  if (!arch)
    throw new InputError(`arch ${JSON.stringify(input.slice(0, 40))} is not understood; expected x64 or arm64`);
  return arch;
}

/** Node's `process.platform` → Os; undefined for platforms torch never had wheels for. */
export function osFromNode(platform: string): Os | undefined {
  return platform === 'linux'
    ? 'linux'
    : platform === 'darwin'
      ? 'macos'
      : platform === 'win32'
        ? 'windows'
        : undefined;
}

/** `platform.machine()` / `process.arch` values → Arch; 32-bit and exotic CPUs give undefined. */
export function archFromMachine(machine: string): Arch | undefined {
  return lookup(ARCH_ALIASES, machine.trim().toLowerCase());
}

const OS_LABEL: Record<Os, string> = { linux: 'Linux', macos: 'macOS', windows: 'Windows' };
const ARCH_LABEL: Record<Arch, string> = { x64: 'x86_64', arm64: 'arm64' };

const PLATFORM_LABEL = Object.fromEntries(
  PLATFORMS.map((p) => {
    const [os, arch] = p.split('-') as [Os, Arch];
    return [p, `${OS_LABEL[os]} ${ARCH_LABEL[arch]}`];
  }),
) as Record<Platform, string>;

export function platformLabel(p: Platform): string {
  return PLATFORM_LABEL[p];
}
