/**
 * What a wheel's METADATA (PEP 658: served beside the file as `<file>.metadata`) proves beyond
 * its name: which CUDA build PyPI's Linux torch wheel is (its `Requires-Dist` on the CUDA runtime
 * or toolkit), and which torch a torchvision or torchaudio wheel was built for (`torch==X.Y.Z`).
 */
import { parseWheelFile, platformOfTag } from '../../packaging/tags.js';
import { compareVersions, parseVersion } from '../../packaging/pep440.js';
import type { IndexFile } from '../../packaging/index-page.js';
import { requiresDist, type Requirement } from '../../packaging/metadata.js';

/** `cu128` from `nvidia-cuda-runtime-cu12==12.8.90`, `cu130` from `cuda-toolkit==13.0.3` or `nvidia-cuda-runtime==13.0.96`. */
export function cudaBuildOf(reqs: readonly Requirement[]): string | undefined {
  for (const r of reqs) {
    if (!/^(nvidia-cuda-runtime(-cu\d+)?|cuda-toolkit)$/.test(r.name)) continue;
    const v = /^===?\s*(\d+)\.(\d+)/.exec(r.spec);
    if (v) return `cu${v[1]}${v[2]}`;
  }
  return undefined;
}

/** The torch release a companion wheel requires exactly (`torch==2.16.0`), if it does. */
export function torchPinOf(reqs: readonly Requirement[]): string | undefined {
  const r = reqs.find((x) => x.name === 'torch');
  const m = r && /^===?\s*(\d+\.\d+\.\d+)$/.exec(r.spec);
  return m ? (parseVersion(m[1]!)?.public ?? undefined) : undefined;
}

/** What the metadata read adds to the wheel names: per torch patch, PyPI's Linux build and its companions. */
export interface MetadataFacts {
  /** `2.16.0|linux-x64` → the CUDA build of PyPI's wheel, with the URL it was read from. */
  pypiBuild: Map<string, { variant: string; source: string }>;
  /** torch patch → the torchvision / torchaudio release that requires exactly it. */
  companions: Map<
    string,
    { torchvision?: { version: string; source: string }; torchaudio?: { version: string; source: string } }
  >;
}

export const noMetadata = (): MetadataFacts => ({ pypiBuild: new Map(), companions: new Map() });

/** Reads one wheel's METADATA (from a recorded folder or the index); undefined when there is none. */
export type MetadataReader = (index: string, file: IndexFile) => Promise<string | undefined>;

const wheelOf = (f: IndexFile) => parseWheelFile(f.filename);
const newestFirst = (a: string, b: string) => compareVersions(b, a);

/**
 * The metadata facts for the newest `limit` torch patches on PyPI (their Linux wheels) and for
 * the newest `limit` releases of each companion: a few small files, not one per wheel.
 */
export async function collectMetadata(
  torchPypi: readonly IndexFile[] | undefined,
  companions: ReadonlyMap<'torchvision' | 'torchaudio', readonly IndexFile[]>,
  read: MetadataReader,
  limit = 4,
): Promise<MetadataFacts> {
  const facts = noMetadata();
  const linux = (torchPypi ?? []).filter(
    (f) => !f.yanked && f.metadata && /^manylinux.*_(x86_64|aarch64)$/.test(wheelOf(f)?.platform[0] ?? ''),
  );
  const patches = [...new Set(linux.map((f) => parseVersion(wheelOf(f)!.version)?.public ?? ''))]
    .filter((p) => /^\d+\.\d+\.\d+$/.test(p))
    .sort(newestFirst)
    .slice(0, limit);
  for (const patch of patches) {
    for (const platform of ['linux-x64', 'linux-arm64'] as const) {
      const file = linux.find(
        (f) =>
          parseVersion(wheelOf(f)!.version)?.public === patch && platformOfTag(wheelOf(f)!.platform[0]!) === platform,
      );
      const text = file && (await read('pypi', file));
      const variant = text === undefined ? undefined : cudaBuildOf(requiresDist(text));
      if (file && variant)
        facts.pypiBuild.set(`${patch}|${platform}`, {
          variant,
          source: `${file.url ?? file.filename}.metadata (Requires-Dist)`,
        });
    }
  }
  for (const [pkg, files] of companions) {
    const withMeta = files.filter((f) => !f.yanked && f.metadata && wheelOf(f));
    const versions = [...new Set(withMeta.map((f) => parseVersion(wheelOf(f)!.version)?.public ?? ''))]
      .filter((v) => /^\d+\.\d+\.\d+$/.test(v))
      .sort(newestFirst)
      .slice(0, limit);
    for (const version of versions) {
      const file = withMeta.find((f) => parseVersion(wheelOf(f)!.version)?.public === version)!;
      const text = await read('pypi', file);
      const torch = text === undefined ? undefined : torchPinOf(requiresDist(text));
      if (!torch) continue;
      const entry = facts.companions.get(torch) ?? {};
      if (!entry[pkg])
        entry[pkg] = { version, source: `${file.url ?? file.filename}.metadata (Requires-Dist: torch==${torch})` };
      facts.companions.set(torch, entry);
    }
  }
  return facts;
}
