/**
 * What an index's wheel files say exists: per torch patch, build (variant, or PyPI's default),
 * and platform, the Python tags and the platform tags of its wheels. File names are read by the
 * one wheel-name parser (packaging/tags.ts).
 */
import { normalizeName } from '../../packaging/names.js';
import { cpythonOfTag, parseWheelFile, platformOfTag, type WheelFile } from '../../packaging/tags.js';
import type { Platform } from '../../platform/platform.js';
import { isVariantName } from '../../platform/variant.js';
import { parseVersion } from '../../packaging/pep440.js';
import type { IndexFile } from '../../packaging/index-page.js';

/** `pypi`, or the variant a download.pytorch.org index serves (`cpu`, `cu128`, `rocm6.4`, `xpu`). */
export type IndexName = string;

/**
 * Whether text names an index the refresh reads: `pypi` or a variant. Recorded pages' folder
 * names and `--indexes` are held to it, since the name is written into rules/ (its sources and
 * the new file's header).
 */
export const isIndexName = (text: string): boolean => text === 'pypi' || isVariantName(text);

export interface Observed {
  patch: string;
  /** The build: the file's local label, else the index's variant; `pypi` for PyPI's files. */
  build: string;
  platform: Platform;
  /** `3.12`, `3.13t`. */
  pythons: Set<string>;
  /** Platform tags as written (`manylinux_2_28_x86_64`, `macosx_14_0_arm64`). */
  platformTags: Set<string>;
}

const RELEASE = /^\d+\.\d+\.\d+$/;

/** `cp313`/`cp313t` → `3.13t`; other interpreters (py3, pp) name no CPython minor. */
function pythonOf(python: string, abi: string): string | undefined {
  const minor = cpythonOfTag(python);
  return minor && `${minor}${abi.endsWith('t') ? 't' : ''}`;
}

/** A page's files: names, or entries that may be yanked. */
export type PageFiles = readonly (string | IndexFile)[];

const nameOf = (f: string | IndexFile): string => (typeof f === 'string' ? f : f.filename);

/** A torch release wheel (not a pre-release or dev build: those are not the catalog's), split. */
function torchRelease(
  entry: string | IndexFile,
): { w: WheelFile; v: NonNullable<ReturnType<typeof parseVersion>> } | undefined {
  const w = parseWheelFile(nameOf(entry));
  if (!w || normalizeName(w.name) !== 'torch') return undefined;
  const v = parseVersion(w.version);
  return v && RELEASE.test(v.public) ? { w, v } : undefined;
}

/**
 * Every torch release wheel on the pages read, keyed by patch, build and platform. Yanked files
 * are left out unless asked for: pip takes one only when a pin names its exact version (PEP 592).
 */
export function observe(
  pages: ReadonlyMap<IndexName, PageFiles>,
  opts: { yanked?: boolean } = {},
): Map<string, Observed> {
  const out = new Map<string, Observed>();
  for (const [index, files] of pages) {
    for (const entry of files) {
      if (typeof entry !== 'string' && entry.yanked && !opts.yanked) continue;
      const t = torchRelease(entry);
      if (!t) continue;
      const { w, v } = t;
      const platform = platformOfTag(w.platform[0] ?? '');
      const python = pythonOf(w.python[0] ?? '', w.abi[0] ?? '');
      if (!platform || !python) continue;
      const build = index === 'pypi' ? 'pypi' : (v.local ?? index);
      const key = `${v.public}|${build}|${platform}`;
      let o = out.get(key);
      if (!o) out.set(key, (o = { patch: v.public, build, platform, pythons: new Set(), platformTags: new Set() }));
      o.pythons.add(python);
      o.platformTags.add(w.platform[0]!);
    }
  }
  return out;
}

/** Releases whose every torch wheel on the pages is yanked, with the reason the index gives. */
export function yankedReleases(pages: ReadonlyMap<IndexName, PageFiles>): Map<string, string | true> {
  const yanked = new Map<string, string | true>();
  const kept = new Set<string>();
  for (const files of pages.values()) {
    for (const entry of files) {
      const v = torchRelease(entry)?.v;
      if (!v) continue;
      if (typeof entry !== 'string' && entry.yanked) {
        if (!yanked.has(v.public) || yanked.get(v.public) === true) yanked.set(v.public, entry.yanked);
      } else kept.add(v.public);
    }
  }
  for (const patch of kept) yanked.delete(patch);
  return yanked;
}

/** `3.9` < `3.13` < `3.13t` < `3.14`: Python tags in the order a release's range reads. */
export const byPython = (a: string, b: string): number => {
  const key = (t: string) => Number(t.split('.')[1]!.replace('t', '')) * 2 + (t.endsWith('t') ? 1 : 0);
  return key(a) - key(b);
};
