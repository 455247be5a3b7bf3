/**
 * The fixes: the nearest Python, torch or index that works, looked up in the catalog, as advice
 * (src/core/advice.ts). A suggested torch lies inside the user's own specifier.
 */
import type { Candidate } from '../catalog/query.js';
import {
  allCandidates,
  companionsOf,
  matchingCandidates,
  glibcFloor,
  platformEntry,
  pythonRange,
  pythonSupport,
  variantEntry,
  variantsOn,
} from '../catalog/query.js';
import type { Catalog, Release } from '../catalog/schema.js';
import { memo } from '../core/memo.js';
import { platformLabel, type Platform } from '../platform/platform.js';
import { indexUrlFor } from '../request/index-url.js';
import { compareDotted } from '../versions/dotted.js';
import { compareVersions, parseSpecifier, publicSpecifier, satisfies, type Specifier } from '../packaging/pep440.js';
import type { Advice, Remedy } from '../core/advice.js';
import { comparePythonMinor, pythonTag } from '../versions/python.js';
import { isCuda, sameKind, variantKind } from '../platform/variant.js';

type Py = { major: number; minor: number; freeThreaded: boolean };

export function extrasText(r: Release, platform: Platform, patch?: string): string {
  const extras = (r.python.extra ?? []).filter(
    (e) => (!e.platforms || e.platforms.includes(platform)) && (!patch || !e.patches || e.patches.includes(patch)),
  );
  return extras.length ? `, plus ${extras.map((e) => `${e.version} (${e.status})`).join(', ')}` : '';
}

const KIND_LABEL = { cuda: 'CUDA', rocm: 'ROCm', xpu: 'XPU', cpu: 'CPU' } as const;

/** Searches of the whole catalog, remembered per catalog (a matrix asks the same ones often). */
const SEARCH = memo<readonly [kind: string, ...unknown[]], Candidate | undefined>('hint-search');
const remembered = (
  catalog: Catalog,
  keys: readonly [string, ...unknown[]],
  search: () => Candidate | undefined,
): Candidate | undefined => SEARCH.get(catalog, keys, search);

/** A hint is a pure function of its arguments; a matrix asks for the same one many times. */
const ADVICE = memo<readonly [kind: string, ...unknown[]], Advice>('hint-advice');
const adviceOnce = (catalog: Catalog, keys: readonly [string, ...unknown[]], make: () => Advice): Advice =>
  ADVICE.get(catalog, keys, make);

/**
 * The releases a fix may suggest: those the user's own range admits (local parts aside). An exact
 * pin admits one release; when that one is the problem, the pin itself is what to change.
 */
const admits = (spec: Specifier | undefined) => (x: Candidate) =>
  !spec || spec.pep440 === '' || satisfies(x.patch.version, publicSpecifier(spec));
function allowed(
  catalog: Catalog,
  spec: Specifier | undefined,
  ok: (x: Candidate) => boolean,
  oldest = false,
): Candidate | undefined {
  const all = allCandidates(catalog);
  const inSpec = admits(spec);
  const find = (p: (x: Candidate) => boolean) => (oldest ? all.findLast(p) : all.find(p));
  return find((x) => inSpec(x) && ok(x)) ?? (spec?.exact ? find(ok) : undefined);
}
const specKey = (spec: Specifier | undefined): string => spec?.pep440 ?? '';

export function pythonHint(catalog: Catalog, c: Candidate, py: Py, platform: Platform, spec?: Specifier): Advice {
  return adviceOnce(catalog, ['py', c, pythonTag(py), platform, specKey(spec)], () =>
    pythonAdvice(catalog, c, py, platform, spec),
  );
}

function pythonAdvice(catalog: Catalog, c: Candidate, py: Py, platform: Platform, spec: Specifier | undefined): Advice {
  const range = pythonRange(c.release, platform);
  const tag = pythonTag(py);
  const hasWheels = (x: Candidate) =>
    platformEntry(x.release, platform) &&
    pythonSupport(x.release, platform, py, false, x.patch.version).kind !== 'none';
  const newestForPy = remembered(catalog, ['py', platform, tag, specKey(spec)], () =>
    allowed(catalog, spec, (x) => !!hasWheels(x)),
  );
  const plain = `${py.major}.${py.minor}`;
  if (py.freeThreaded) {
    return newestForPy
      ? {
          remedies: [
            { kind: 'do', text: `use the regular (GIL) Python ${plain}` },
            { kind: 'pin', spec: `torch==${newestForPy.patch.version}`, why: `it has ${tag} wheels` },
          ],
        }
      : {
          remedies: [{ kind: 'do', text: `use the regular (GIL) Python ${plain}` }],
          then: `No torch release${spec?.pep440 ? ` in ${spec.text}` : ''} has ${tag} wheels for ${platformLabel(platform)}.`,
        };
  }
  const below = comparePythonMinor(plain, range.min) < 0;
  const py1 = below ? range.min : range.max;
  const setPython: Remedy = { kind: 'set-python', version: py1, ...(below ? { orNewer: true } : {}) };
  if (newestForPy) {
    const older = below || compareVersions(newestForPy.patch.version, c.patch.version) < 0;
    // Newer releases have the wheels: name the first of them, so the pin moves no further than it must.
    const firstNewer = older
      ? undefined
      : remembered(catalog, ['py-first', platform, tag, c.release, specKey(spec)], () =>
          allowed(catalog, spec, (x) => compareVersions(x.release.torch, c.release.torch) > 0 && !!hasWheels(x), true),
        );
    return {
      remedies: [
        setPython,
        older
          ? { kind: 'pin', spec: `torch==${newestForPy.patch.version}`, why: `the newest with Python ${tag} wheels` }
          : { kind: 'pin', spec: `torch>=${(firstNewer ?? newestForPy).release.torch}` },
      ],
    };
  }
  return {
    remedies: [setPython],
    then: `No torch release${spec?.pep440 ? ` in ${spec.text}` : ''} has Python ${tag} wheels for ${platformLabel(platform)}.`,
  };
}

export function backendHint(
  catalog: Catalog,
  c: Candidate,
  variant: string,
  platform: Platform,
  spec?: Specifier,
): Advice {
  return adviceOnce(catalog, ['variant', c, variant, platform, specKey(spec)], () =>
    backendAdvice(catalog, c, variant, platform, spec),
  );
}

function backendAdvice(
  catalog: Catalog,
  c: Candidate,
  variant: string,
  platform: Platform,
  spec: Specifier | undefined,
): Advice {
  const lastWith = remembered(catalog, ['variant', platform, variant, specKey(spec)], () =>
    allowed(catalog, spec, (x) => !!variantEntry(x.release, variant, platform, x.patch.version)),
  );
  const here = [
    ...new Set(
      variantsOn(c.release, platform, c.patch.version)
        .filter((v) => !(isCuda(variant) && v.variant === 'cpu'))
        .map((v) => v.variant),
    ),
  ];
  const alt = nearestVariant(here, variant);
  const remedies: Remedy[] = [];
  if (alt)
    remedies.push({
      kind: 'use-index',
      url: indexUrlFor(alt),
      why: `the nearest build torch ${c.release.torch} ships for ${platformLabel(platform)}`,
    });
  if (lastWith)
    remedies.push({ kind: 'pin', spec: `torch==${lastWith.patch.version}`, why: `the newest with ${variant}` });
  if (remedies.length) return { remedies };
  // No release has this build here: name the first release with a build of its kind here (Linux arm64 got CUDA in 2.6).
  const firstOfKind = remembered(catalog, ['kind', platform, variant], () =>
    allCandidates(catalog)
      .slice()
      .reverse()
      .find((x) => variantsOn(x.release, platform, x.patch.version).some((v) => sameKind(v.variant, variant))),
  );
  const kindHere =
    firstOfKind &&
    variantsOn(firstOfKind.release, platform, firstOfKind.patch.version).find((v) => sameKind(v.variant, variant));
  return firstOfKind && kindHere
    ? {
        remedies: [
          {
            kind: 'pin',
            spec: `torch>=${firstOfKind.patch.version}`,
            why: `the first with a ${KIND_LABEL[variantKind(variant)!]} build for ${platformLabel(platform)}, from ${indexUrlFor(kindHere.variant)}`,
          },
        ],
      }
    : { remedies: [], then: `No torch release in the catalog ships ${variant} for ${platformLabel(platform)}.` };
}

/**
 * When a platform lost or never had wheels: for one that lost them (Intel macOS), the last release
 * that had them; for one that gained them (Windows arm64), the first.
 */
export function platformHint(catalog: Catalog, platform: Platform, c: Candidate): Advice {
  return adviceOnce(catalog, ['platform', platform, c], () => {
    const withWheels = (x: Candidate) => !!platformEntry(x.release, platform);
    const last = remembered(catalog, ['platform', platform], () => allCandidates(catalog).find(withWheels));
    const first = remembered(catalog, ['platform-first', platform], () => allCandidates(catalog).findLast(withWheels));
    if (platform === 'macos-x64') {
      return {
        remedies: [
          ...(last
            ? [
                {
                  kind: 'pin',
                  spec: `torch<=${last.patch.version}`,
                  why: 'the last release with Intel-Mac wheels',
                } as Remedy,
              ]
            : []),
          { kind: 'do', text: 'use an Apple-silicon runner (macos-15)' },
        ],
      };
    }
    if (first && compareVersions(first.patch.version, c.patch.version) > 0) {
      return {
        remedies: [
          {
            kind: 'pin',
            spec: `torch>=${first.patch.version}`,
            why: `the first release with ${platformLabel(platform)} wheels`,
          },
          { kind: 'do', text: 'use a runner of another platform' },
        ],
      };
    }
    return last
      ? {
          remedies: [
            {
              kind: 'pin',
              spec: `torch<=${last.patch.version}`,
              why: `the last release with ${platformLabel(platform)} wheels`,
            },
            { kind: 'do', text: 'use a runner of another platform' },
          ],
        }
      : {
          remedies: [{ kind: 'do', text: 'use a Linux x64 runner (ubuntu-24.04)' }],
          then: `No torch release in the catalog has ${platformLabel(platform)} wheels.`,
        };
  });
}

/**
 * glibc below the wheels' floor. The fix never repeats the request: another build of the same
 * release whose wheels are older-manylinux (2.6.0's cu124 for its cu126), then the newest release
 * in the user's range whose wheels of this build install, then a newer image.
 */
export function glibcHint(
  catalog: Catalog,
  glibc: string,
  platform: Platform,
  spec: Specifier | undefined,
  c: Candidate,
  variant: string,
): Advice {
  return adviceOnce(catalog, ['glibc', glibc, platform, specKey(spec), c, variant], () => {
    const fits = (x: Candidate, v: string) => {
      const f = glibcFloor(x.release, platform, v).glibc;
      return !f || compareDotted(glibc, f) >= 0;
    };
    const builds = variantsOn(c.release, platform, c.patch.version)
      .map((v) => v.variant)
      .filter((v) => v !== variant && fits(c, v));
    const other = nearestVariant(builds, variant);
    const older = remembered(catalog, ['glibc', platform, glibc, specKey(spec), variant], () =>
      allowed(
        catalog,
        spec,
        (x) =>
          x.patch.version !== c.patch.version &&
          variantsOn(x.release, platform).some((v) => v.variant === variant) &&
          fits(x, variant),
      ),
    );
    const remedies: Remedy[] = [{ kind: 'do', text: 'use a newer image (ubuntu-24.04 has glibc 2.39)' }];
    if (other)
      remedies.push({
        kind: 'use-index',
        url: indexUrlFor(other),
        why: `torch ${c.patch.version}'s ${other} wheels install on glibc ${glibc}`,
      });
    if (older)
      remedies.push({
        kind: 'pin',
        spec: `torch==${older.patch.version}`,
        why: `the newest whose ${variant} wheels install on glibc ${glibc}`,
      });
    return { remedies };
  });
}

/** A variant's version as an integer to measure distance by: cu128 → 1208, rocm6.4 → 604. */
function variantNumber(v: string): number | undefined {
  if (isCuda(v)) return Number(v.slice(2, -1)) * 100 + Number(v.slice(-1));
  const m = /^rocm(\d+)\.(\d+)/.exec(v);
  return m ? Number(m[1]) * 100 + Number(m[2]) : undefined;
}

/**
 * The build to suggest instead of `asked`: of its kind, the same major first, then the nearest
 * version, the older on a tie (its driver floor is lower): cu126 for cu128, cu132 for cu999.
 */
export function nearestVariant(available: readonly string[], asked: string): string | undefined {
  const same = available.filter((v) => sameKind(v, asked));
  const n = variantNumber(asked);
  if (!same.length || n === undefined) return same[0] ?? available[0];
  const major = Math.floor(n / 100);
  const score = (v: string): [number, number, number] => {
    const m = variantNumber(v) ?? 0;
    return [Math.floor(m / 100) === major ? 0 : 1, Math.abs(m - n), m];
  };
  return same.slice().sort((a, b) => {
    const [x, y] = [score(a), score(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  })[0];
}

/**
 * A fix that pins torch also names the torchvision and torchaudio pins that must move with it
 * when the request's own pins of them would refuse every release the fix admits: `pin
 * torch==2.4.1` beside `torchvision==0.23.0`, or `pin torch>=2.2` beside `torchvision==0.15.0`,
 * only trades one failure for another. The companion named is the one of the release the fix
 * leans on: the one it names, the oldest it admits (`torch>=`), or the newest (`torch<`, `<=`).
 */
export function withCompanionPins(
  catalog: Catalog,
  advice: Advice,
  pins: { torchvision?: Specifier; torchaudio?: Specifier },
): Advice {
  const held = (['torchvision', 'torchaudio'] as const).filter((k) => pins[k] && pins[k].pep440 !== '');
  if (!held.length) return advice;
  const complete = (r: Remedy): Remedy => {
    const m = r.kind === 'pin' ? /^torch(==|>=|<=|<)([0-9][0-9.]*)$/.exec(r.spec) : null;
    if (r.kind !== 'pin' || !m) return r;
    const [, op, version] = m as unknown as [string, '==' | '>=' | '<=' | '<', string];
    const admitted = matchingCandidates(catalog, parseSpecifier(`${op}${version}`));
    const leans = op === '>=' ? admitted.at(-1) : admitted[0];
    if (!leans) return r;
    const moved = held.flatMap((k) => {
      const spec = publicSpecifier(pins[k]!);
      if (admitted.some((c) => companionsOf(catalog, c.patch, k).some((x) => satisfies(x.version, spec)))) return [];
      const goes = companionsOf(catalog, leans.patch, k).at(-1)?.version;
      return goes ? [`${k}${op === '<' ? '<=' : op}${goes}`] : [];
    });
    return moved.length ? { ...r, with: [...(r.with ?? []), ...moved] } : r;
  };
  return {
    ...advice,
    remedies: advice.remedies.map(complete),
    ...(advice.next ? { next: { ...advice.next, advice: withCompanionPins(catalog, advice.next.advice, pins) } } : {}),
  };
}
