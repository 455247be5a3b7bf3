/**
 * A pinned wheel (`torch @ https://…/torch-2.3.0+cu121-cp311-cp311-linux_x86_64.whl`) as the pin
 * checks see it: the one wheel-name parser (packaging/tags.ts) gives the tags; this module
 * reads from them the version, the Python of a `cpXY` tag and the catalog platform.
 */
import { cpythonOfTag, parseWheelFile, platformOfTag } from './tags.js';
import { parseVersion } from './pep440.js';

/** A wheel's name read for a pin: the version and local label, the Python and catalog platform of its tags. */
export interface WheelInfo {
  /** Public version, `2.3.0`. */
  version: string;
  /** Local build tag, `cu121`. */
  local?: string;
  /** `3.11` from `cp311`; undefined for `py3` / `py2.py3` wheels. */
  python?: string;
  /** Catalog platform key (`linux-x64`, …) when the tag names one. */
  platform?: string;
  /** The URL or path it was named by, when pinned as `torch @ …`. */
  url?: string;
  /** The tags as written in the file name. */
  pythonTag: string;
  platformTag: string;
}

/** The wheel's name and tags from a URL or path, or undefined when it is not a wheel. */
export function parseWheelName(urlOrPath: string): { name: string; wheel: WheelInfo } | undefined {
  const w = parseWheelFile(urlOrPath);
  if (!w) return undefined;
  const v = parseVersion(w.version);
  if (!v) return undefined;
  // The tags as written (case kept) for messages; the parsed ones (lower case) for matching.
  const [pythonTag, , platformTag] = w.file.slice(0, -4).split('-').slice(-3) as [string, string, string];
  const python = cpythonOfTag(w.python[0] ?? '');
  const platform = platformOfTag(w.platform[0] ?? '');
  return {
    name: w.name,
    wheel: {
      version: v.public,
      ...(v.local ? { local: v.local } : {}),
      ...(python ? { python } : {}),
      ...(platform ? { platform } : {}),
      pythonTag,
      platformTag,
    },
  };
}
