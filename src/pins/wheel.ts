/** Wheel file names (PEP 427): `torch-2.3.0+cu121-cp311-cp311-linux_x86_64.whl`. */
import { parseVersion } from '../versions/pep440.js';
import type { WheelInfo } from './types.js';

function platformOf(tag: string): string | undefined {
  const t = tag.toLowerCase();
  // A compressed tag set (`manylinux_2_17_x86_64.manylinux2014_x86_64`) names one platform.
  const first = t.split('.')[0] ?? t;
  if (/^(many|musl)?linux.*_x86_64$/.test(first)) return 'linux-x64';
  if (/^(many|musl)?linux.*_aarch64$/.test(first)) return 'linux-arm64';
  if (/^macosx_.*_arm64$/.test(first)) return 'macos-arm64';
  if (/^macosx_.*_(x86_64|intel|universal2?)$/.test(first)) return first.endsWith('universal2') ? undefined : 'macos-x64';
  if (first === 'win_amd64') return 'windows-x64';
  if (first === 'win_arm64') return 'windows-arm64';
  return undefined;
}

/** The wheel's name and tags from a URL or path, or undefined when it is not a wheel. */
export function parseWheelName(urlOrPath: string): { name: string; wheel: WheelInfo } | undefined {
  const noFragment = urlOrPath.split('#')[0]!.split('?')[0]!;
  const last = noFragment.split(/[\\/]/).pop() ?? '';
  let file: string;
  try {
    file = decodeURIComponent(last);
  } catch {
    return undefined;
  }
  if (!file.toLowerCase().endsWith('.whl')) return undefined;
  const parts = file.slice(0, -4).split('-');
  // name-version(-build)?-python-abi-platform
  if (parts.length !== 5 && parts.length !== 6) return undefined;
  const [name, version] = parts as [string, string];
  const pythonTag = parts[parts.length - 3]!;
  const platformTag = parts[parts.length - 1]!;
  const v = parseVersion(version);
  if (!v) return undefined;
  const cp = /^cp(\d)(\d{1,2})$/.exec(pythonTag.split('.')[0] ?? '');
  const platform = platformOf(platformTag);
  return {
    name,
    wheel: {
      version: v.public,
      ...(v.local ? { local: v.local } : {}),
      ...(cp ? { python: `${cp[1]}.${cp[2]}` } : {}),
      ...(platform ? { platform } : {}),
      pythonTag,
      platformTag,
    },
  };
}
