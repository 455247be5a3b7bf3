/** The one-line fixes: the nearest Python, torch or index that works, looked up in the catalog. */
import type { Candidate } from '../catalog/query.js';
import { allCandidates, glibcFloor, platformEntry, pythonRange, pythonSupport, variantEntry, variantsOn } from '../catalog/query.js';
import type { Catalog, Release } from '../catalog/schema.js';
import { memo } from '../core/memo.js';
import { platformLabel, type Platform } from '../platform/platform.js';
import { indexUrlFor } from '../request/index-url.js';
import { compareDotted } from '../versions/dotted.js';
import { compareVersions } from '../versions/pep440.js';
import { comparePythonMinor, pythonTag } from '../versions/python.js';
import { isCuda, sameKind, variantKind } from '../platform/variant.js';

type Py = { major: number; minor: number; freeThreaded: boolean };

export function extrasText(r: Release, platform: Platform, patch?: string): string {
  const extras = (r.python.extra ?? []).filter((e) => (!e.platforms || e.platforms.includes(platform)) && (!patch || !e.patches || e.patches.includes(patch)));
  return extras.length ? `, plus ${extras.map((e) => `${e.version} (${e.status})`).join(', ')}` : '';
}

const KIND_LABEL = { cuda: 'CUDA', rocm: 'ROCm', xpu: 'XPU', cpu: 'CPU' } as const;

/** Searches of the whole catalog, remembered per catalog (a matrix asks the same ones often). */
const SEARCH = memo<readonly [kind: string, ...unknown[]], Candidate | undefined>('hint-search');
const remembered = (catalog: Catalog, keys: readonly [string, ...unknown[]], search: () => Candidate | undefined): Candidate | undefined => SEARCH.get(catalog, keys, search);

/** A hint is a pure function of its arguments; a matrix asks for the same one many times. */
const TEXT = memo<readonly [kind: string, ...unknown[]], string>('hint-text');
const hintOnce = (catalog: Catalog, keys: readonly [string, ...unknown[]], make: () => string): string => TEXT.get(catalog, keys, make);

export function pythonHint(catalog: Catalog, c: Candidate, py: Py, platform: Platform): string {
  return hintOnce(catalog, ['py', c, pythonTag(py), platform], () => pythonHintText(catalog, c, py, platform));
}

function pythonHintText(catalog: Catalog, c: Candidate, py: Py, platform: Platform): string {
  const range = pythonRange(c.release, platform);
  const tag = pythonTag(py);
  const newestForPy = remembered(catalog, ['py', platform, tag], () =>
    allCandidates(catalog).find((x) => platformEntry(x.release, platform) && pythonSupport(x.release, platform, py, false, x.patch.version).kind !== 'none'),
  );
  const plain = `${py.major}.${py.minor}`;
  if (py.freeThreaded) {
    return newestForPy
      ? `Use the regular (GIL) Python ${plain}, or a torch with ${tag} wheels (torch ${newestForPy.patch.version}).`
      : `Use the regular (GIL) Python ${plain}: no torch release has ${tag} wheels for ${platformLabel(platform)}.`;
  }
  const below = comparePythonMinor(plain, range.min) < 0;
  const py1 = below ? range.min : range.max;
  if (newestForPy) {
    const older = below || compareVersions(newestForPy.patch.version, c.patch.version) < 0;
    // Newer releases have the wheels: name the first of them, so the pin moves no further than it must.
    const firstNewer = older
      ? undefined
      : remembered(catalog, ['py-first', platform, tag, c.release], () =>
          allCandidates(catalog).findLast(
            (x) => compareVersions(x.release.torch, c.release.torch) > 0 && platformEntry(x.release, platform) && pythonSupport(x.release, platform, py, false, x.patch.version).kind !== 'none',
          ),
        );
    return `Use Python ${py1}${below ? ' or newer' : ''} (python-version: '${py1}'), or torch ${older ? `${newestForPy.patch.version}, the newest with Python ${tag} wheels` : `>=${(firstNewer ?? newestForPy).release.torch}`}.`;
  }
  return `Use Python ${py1} (python-version: '${py1}'): no torch release in the catalog has Python ${tag} wheels for ${platformLabel(platform)}.`;
}

export function backendHint(catalog: Catalog, c: Candidate, variant: string, platform: Platform): string {
  return hintOnce(catalog, ['variant', c, variant, platform], () => backendHintText(catalog, c, variant, platform));
}

function backendHintText(catalog: Catalog, c: Candidate, variant: string, platform: Platform): string {
  const lastWith = remembered(catalog, ['variant', platform, variant], () => allCandidates(catalog).find((x) => variantEntry(x.release, variant, platform, x.patch.version)));
  const here = [
    ...new Set(
      variantsOn(c.release, platform, c.patch.version)
        .filter((v) => !(isCuda(variant) && v.variant === 'cpu'))
        .map((v) => v.variant),
    ),
  ];
  const sameFamily = here.filter((v) => sameKind(v, variant));
  const alt = sameFamily[0] ?? here[0];
  const parts: string[] = [];
  if (alt) parts.push(`use --index-url ${indexUrlFor(alt)} (torch ${c.release.torch} ships ${here.join(', ')} for ${platformLabel(platform)})`);
  if (lastWith) parts.push(`pin torch==${lastWith.patch.version}, the newest with ${variant}`);
  if (parts.length) return `${parts.join(', or ')}.`.replace(/^./, (s) => s.toUpperCase());
  // No release has this build here: name the first release with a build of its kind here (Linux arm64 got CUDA in 2.6).
  const firstOfKind = remembered(catalog, ['kind', platform, variant], () =>
    allCandidates(catalog)
      .slice()
      .reverse()
      .find((x) => variantsOn(x.release, platform, x.patch.version).some((v) => sameKind(v.variant, variant))),
  );
  const kindHere = firstOfKind && variantsOn(firstOfKind.release, platform, firstOfKind.patch.version).find((v) => sameKind(v.variant, variant));
  return firstOfKind && kindHere
    ? `No torch release in the catalog ships ${variant} for ${platformLabel(platform)}; the first with a ${KIND_LABEL[variantKind(variant)!]} build there is torch ${firstOfKind.patch.version} (--index-url ${indexUrlFor(kindHere.variant)}).`
    : `No torch release in the catalog ships ${variant} for ${platformLabel(platform)}.`;
}

export function platformHint(catalog: Catalog, platform: Platform): string {
  const last = remembered(catalog, ['platform', platform], () => allCandidates(catalog).find((x) => platformEntry(x.release, platform)));
  if (platform === 'macos-x64') {
    return `${last ? `Pin torch<=${last.patch.version} (the last release with Intel-Mac wheels), or u` : 'U'}se an Apple-silicon runner (macos-15).`;
  }
  return last
    ? `Pin torch<=${last.patch.version}, the newest with ${platformLabel(platform)} wheels, or use a runner of another platform.`
    : `No torch release in the catalog has ${platformLabel(platform)} wheels; use a Linux x64 runner (ubuntu-24.04).`;
}

export function glibcHint(catalog: Catalog, glibc: string, platform: Platform): string {
  return hintOnce(catalog, ['glibc', glibc, platform], () => glibcHintText(catalog, glibc, platform));
}

function glibcHintText(catalog: Catalog, glibc: string, platform: Platform): string {
  const ok = remembered(catalog, ['glibc', platform, glibc], () =>
    allCandidates(catalog).find((x) => {
      const p = platformEntry(x.release, platform);
      if (!p) return false;
      return variantsOn(x.release, platform).some((v) => {
        const f = glibcFloor(x.release, platform, v.variant).glibc;
        return !f || compareDotted(glibc, f) >= 0;
      });
    }),
  );
  return `Use a newer image (ubuntu-22.04 has glibc 2.35)${ok ? `, or pin torch==${ok.patch.version}, the newest whose wheels install on glibc ${glibc}` : ''}.`;
}
