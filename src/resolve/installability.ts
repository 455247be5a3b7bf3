/**
 * Whether one torch release has a wheel that pip can install here, and if not, why: the
 * reasons become findings when no release the user asked for installs.
 */
import type { Finding } from '../core/finding.js';
import type { Advice } from '../core/advice.js';
import { memo, runnerKey } from '../core/memo.js';
import type { Environment, Request } from '../core/model.js';
import type { Candidate } from '../catalog/query.js';
import {
  glibcFloor,
  platformEntry,
  pypiDefault,
  pythonRange,
  pythonSupport,
  variantEntry,
  variantsOn,
} from '../catalog/query.js';
import type { Catalog } from '../catalog/schema.js';
import { finding } from '../core/finding.js';
import { isEmulated, wheelPlatform } from '../platform/wheel-platform.js';
import { platformLabel, type Platform } from '../platform/platform.js';
import { isPlainVariant, variantOfLabel } from '../platform/variant.js';
import { indexUrlFor, pypiMirror, type IndexRef } from '../request/index-url.js';
import { compareDotted } from '../versions/dotted.js';
import { rocmVersion, variantKind } from '../platform/variant.js';
import { pythonTag } from '../versions/python.js';
import * as hints from './hints.js';
import { companionWheelBlockers } from './companion-wheels.js';

export type Installability =
  | { ok: true; variant: string; index: string; fromPypi: boolean; warnings: Finding[] }
  | { ok: false; blockers: Finding[] };

interface Ctx {
  env: Environment;
  request: Request;
  catalog: Catalog;
  /** Build the hints (catalog searches) too; off while resolving, on for what is reported. */
  explain?: boolean;
}

/** A hint is only worth its catalog search when the finding will be shown. */
/** What steers the fixes besides the runner: the torch specifier, and the companion pins a torch pin must move with. */
const fixKey = (r: Request): string => `${r.torch.pep440}|${r.torchvision?.pep440 ?? ''}|${r.torchaudio?.pep440 ?? ''}`;

const advise = (ctx: Ctx, make: () => Advice): Advice | undefined =>
  ctx.explain === false ? undefined : hints.withCompanionPins(ctx.catalog, make(), ctx.request);

/**
 * The build pip takes for a pinned local version: pip reads every index (`--index-url` and each
 * `--extra-index-url`), so a `+cu128` pin found on an extra cu128 index installs from there.
 */
function pickFromIndexes(request: Request, c: Candidate, platform: Platform, ctx: Ctx): Picked {
  const local = request.torch.local;
  const first = variantFrom(request.index, c, platform, local, ctx);
  if (!('blocker' in first) || !local) return first;
  // A variant's own index, or a find-links page (torch_stable.html): the /whl root index does not
  // list every build (pytorch/pytorch#170511: no 2.3.1+cu121 there).
  for (const extra of (request.extraIndexes ?? []).filter(
    (i) => i.kind === 'pytorch' || (i.kind === 'find-links' && /\.html?$/i.test(i.url)),
  )) {
    const p = variantFrom(extra, c, platform, local, ctx);
    if (!('blocker' in p)) return p;
  }
  return first;
}

/** The build variant pip would take from this index for this release, or a blocker. */
type Picked = { blocker: Finding } | { variant: string; index: string; fromPypi: boolean };

function variantFrom(index: IndexRef, c: Candidate, platform: Platform, local: string | undefined, ctx: Ctx): Picked {
  const r = c.release;
  const v = c.patch.version;
  // A vendor's index (repo.radeon.com) may serve a local build PyPI never has: the label says its variant.
  if (index.kind === 'unknown' && local && variantOfLabel(local))
    return { variant: variantOfLabel(local)!, index: index.url, fromPypi: false };
  if (index.kind === 'pypi' || index.kind === 'unknown') {
    if (local) {
      return {
        blocker: finding({
          id: 'variant-mismatch',
          severity: 'error',
          message: `torch ${v}+${local} was asked, but PyPI has no +${local} builds: local versions exist only on download.pytorch.org.`,
          // An index URL only from a label that is a variant name: no index is named after a build hash.
          advice: {
            remedies: isPlainVariant(local)
              ? [
                  { kind: 'use-index', url: indexUrlFor(local) },
                  { kind: 'do', text: `drop +${local} to take PyPI's default build` },
                ]
              : [
                  {
                    kind: 'do',
                    text: `install it from the index that serves the +${local} build, or drop +${local} to take PyPI's default build`,
                  },
                ],
          },
          source: 'https://peps.python.org/pep-0440/#local-version-identifiers',
        }),
      };
    }
    const p = platformEntry(r, platform);
    const d = pypiDefault(r, platform);
    if (p?.pypi === false || !d) {
      // No PyPI build listed for the platform is the release's own fact (its PyPI file list).
      const where = d
        ? { source: p?.source ?? r.source, confidence: p?.confidence }
        : { source: r.source, confidence: undefined };
      return {
        blocker: finding({
          id: 'platform-unsupported',
          severity: 'error',
          message: `torch ${v} has no wheels on PyPI for ${platformLabel(platform)}; its ${platformLabel(platform)} builds are only on download.pytorch.org.`,
          advice: { remedies: [{ kind: 'use-index', url: indexUrlFor('cpu') }] },
          source: where.source,
          confidence: where.confidence,
        }),
      };
    }
    // An index the URL does not explain is assumed to mirror PyPI, but pip installs from it, not from PyPI.
    const from = index.kind === 'unknown' ? index.url : (pypiMirror(index) ?? 'https://pypi.org/simple');
    return { variant: d.variant, index: from, fromPypi: true };
  }
  const variant =
    index.kind === 'pytorch' ? index.variant : (local ?? index.variant ?? pypiDefault(r, platform)?.variant);
  if (!variant) {
    return {
      blocker: finding({
        id: 'backend-unavailable',
        severity: 'error',
        message: `The find-links page ${index.url} needs a +variant in the torch pin to choose a build.`,
        hint: `Pin e.g. torch==${v}+cpu.`,
        source: r.source,
      }),
    };
  }
  if (local && index.kind === 'pytorch' && local !== index.variant) {
    return {
      blocker: finding({
        id: 'variant-mismatch',
        severity: 'error',
        message: `torch ${v}+${local} was asked from the ${index.variant} index, which only serves +${index.variant} builds.`,
        advice: {
          remedies: [
            { kind: 'use-index', url: indexUrlFor(local, index.channel) },
            { kind: 'pin', spec: `torch==${v}+${index.variant}` },
          ],
        },
        source: r.source,
      }),
    };
  }
  // macOS wheels on whl/cpu are `torch-2.11.0-…`, not `+cpu`: a +cpu pin matches none of them.
  if (local && local === variant && variantEntry(r, variant, platform, v)?.unlabelled?.includes(platform)) {
    const entry = variantEntry(r, variant, platform, v)!;
    return {
      blocker: finding({
        id: 'variant-mismatch',
        severity: 'error',
        message: `torch==${v}+${local} matches no ${platformLabel(platform)} wheel: they carry no +${local} label (torch-${v}-…), so pip finds no matching distribution.`,
        hint: `Pin torch==${v} (without +${local}) for ${platformLabel(platform)}, e.g. with a marker: torch==${v}+${local}; sys_platform != "darwin".`,
        source: entry.source,
        confidence: entry.confidence,
      }),
    };
  }
  if (!variantEntry(r, variant, platform, v)) {
    const available = [...new Set(variantsOn(r, platform, v).map((x) => x.variant))];
    const never =
      !ctx.catalog.releases.some((x) => x.variants.some((y) => y.variant === variant)) &&
      !possiblyNew(ctx.catalog, variant)
        ? neverBuilt(ctx.catalog, variant)
        : undefined;
    return {
      blocker: finding({
        id: 'backend-unavailable',
        severity: 'error',
        message: never
          ? `No torch release has a ${variant} build (${never}); ${v} ships ${available.join(', ') || 'nothing'} for ${platformLabel(platform)}.`
          : `torch ${v} has no ${variant} build for ${platformLabel(platform)}; ${v} ships ${available.join(', ') || 'nothing'} there.`,
        advice: advise(ctx, () => hints.backendHint(ctx.catalog, c, variant, platform, ctx.request.torch)),
        source: r.variants.find((x) => x.variant === variant)?.source ?? r.source,
        confidence: r.variants.find((x) => x.variant === variant)?.confidence ?? unseenBuild(ctx.catalog, c, variant),
      }),
    };
  }
  return { variant, index: 'url' in index ? index.url : indexUrlFor(variant), fromPypi: false };
}

/**
 * A patch whose wheel list was never read cannot prove absent a build that no release in the
 * catalog has (a new CUDA): that absence is uncertain. A build earlier releases had and this one
 * does not list was dropped on purpose, and stays an error.
 */
function unseenBuild(catalog: Catalog, c: Candidate, variant: string): 'uncertain' | undefined {
  if (c.patch.confidence !== 'uncertain') return undefined;
  return catalog.releases.some((r) => r.variants.some((x) => x.variant === variant)) || !possiblyNew(catalog, variant)
    ? undefined
    : 'uncertain';
}

/** `cu134` → `13.4`. */
const cudaOf = (variant: string): string => `${variant.slice(2, -1)}.${variant.slice(-1)}`;

/** Why no release has this build: a toolkit PyTorch skipped, or one far past the newest it built. */
function neverBuilt(catalog: Catalog, variant: string): string {
  const kind = variantKind(variant);
  const name = kind === 'cuda' ? `CUDA ${cudaOf(variant)}` : kind === 'rocm' ? `ROCm ${rocmVersion(variant)}` : variant;
  const newest = newestOfKind(catalog, variant);
  if (!newest || compareDotted(versionOf(variant) ?? '0', newest) < 0) return `PyTorch never built for ${name}`;
  return `${name} is far past ${newest}, the newest it built for`;
}

const versionOf = (variant: string): string | undefined =>
  variantKind(variant) === 'cuda'
    ? cudaOf(variant)
    : variantKind(variant) === 'rocm'
      ? rocmVersion(variant)
      : undefined;

function newestOfKind(catalog: Catalog, variant: string): string | undefined {
  const kind = variantKind(variant);
  return catalog.releases
    .flatMap((r) => r.variants.map((x) => x.variant))
    .filter((x) => variantKind(x) === kind)
    .map((x) => versionOf(x) ?? '0')
    .sort(compareDotted)
    .at(-1);
}

/**
 * Whether a build no release has had could be the next one: a CUDA of the newest known major or
 * the one after it, newer than any known (cu134, cu140); a ROCm a few majors on (rocm10.0 followed
 * rocm7.14). `cu999` (CUDA 99.9) or a CUDA older than the newest known is no build to come.
 */
function possiblyNew(catalog: Catalog, variant: string): boolean {
  const version = versionOf(variant);
  const newest = newestOfKind(catalog, variant);
  if (!version || !newest || compareDotted(version, newest) <= 0) return false;
  const reach = variantKind(variant) === 'cuda' ? 1 : 3;
  return Number(version.split('.')[0]) <= Number(newest.split('.')[0]) + reach;
}

/**
 * What does not depend on the Python: the platform, the build the index serves, glibc and
 * macOS floors. Remembered per (candidate, runner, index, local variant), so the Pythons of a
 * matrix share it.
 */
type Base =
  /** No wheels for the platform at all: nothing else is asked. */
  | { stop: true; early: Finding[] }
  | {
      stop: false;
      /** Blockers before any Python question (musl). */
      early: Finding[];
      picked: Picked;
      fromPypi: boolean;
      warnings: Finding[];
      /** glibc and macOS floors, asked only when the index has the build. */
      late: Finding[];
    };

const BASE = memo<[Candidate, runner: string, IndexRef, extraIndexes: string, spec: string, explain: boolean], Base>(
  'installability',
);

function baseOf(c: Candidate, ctx: Ctx, platform: Platform): Base {
  const { env, request } = ctx;
  const r = c.release;
  const v = c.patch.version;
  const early: Finding[] = [];
  const warnings: Finding[] = [];
  const late: Finding[] = [];
  if (env.os === 'linux' && env.libc === 'musl') {
    early.push(
      finding({
        id: 'platform-unsupported',
        severity: 'error',
        message: 'This Linux uses musl libc (Alpine); torch publishes manylinux (glibc) wheels only.',
        hint: 'Use a glibc-based image (Debian, Ubuntu, RHEL 8+).',
        source: 'https://pypi.org/project/torch/#files',
      }),
    );
  }
  const pEntry = platformEntry(r, platform);
  if (!pEntry) {
    const emulated = isEmulated(env)
      ? ` This interpreter is ${env.python?.machine} running under emulation on an ${env.arch} machine, so pip looks for ${platformLabel(platform)} wheels.`
      : '';
    early.push(
      finding({
        id: 'platform-unsupported',
        severity: 'error',
        message: `torch ${v} has no wheels for ${platformLabel(platform)}.${emulated}`,
        ...(isEmulated(env)
          ? { hint: `Use a native ${env.arch} Python (actions/setup-python with architecture: ${env.arch}).` }
          : { advice: advise(ctx, () => hints.platformHint(ctx.catalog, platform, c)) }),
        source: r.source,
        confidence: r.confidence,
      }),
    );
    return { stop: true, early };
  }
  if (pEntry.confidence === 'uncertain') {
    warnings.push(
      finding({
        id: 'platform-unsupported',
        severity: 'warning',
        message: `Wheels of torch ${v} for ${platformLabel(platform)} are not confirmed by a primary source.`,
        hint: 'Expect the install to fail; test it once and pin what works.',
        source: pEntry.source,
        confidence: 'uncertain',
      }),
    );
  }

  const picked = pickFromIndexes(request, c, platform, ctx);
  const fromPypi = 'blocker' in picked ? request.index.kind === 'pypi' : picked.fromPypi;
  if ('blocker' in picked) return { early, stop: false, picked, fromPypi, warnings, late };

  if (env.os === 'linux' && env.glibc && env.libc !== 'musl') {
    const floor = glibcFloor(r, platform, picked.variant);
    if (floor.glibc && compareDotted(env.glibc, floor.glibc) < 0) {
      late.push(
        finding({
          id: 'glibc-too-old',
          severity: 'error',
          message: `torch ${v} (${picked.variant}) needs glibc ${floor.glibc} or newer (manylinux_${floor.glibc.replace('.', '_')}); this runner has glibc ${env.glibc}, so pip finds no wheel it may install.`,
          advice: advise(ctx, () =>
            hints.glibcHint(ctx.catalog, env.glibc as string, platform, request.torch, c, picked.variant),
          ),
          source: floor.source,
          confidence: floor.confidence,
        }),
      );
    }
  }

  if (env.os === 'macos' && env.osVersion && pEntry.macos && compareDotted(env.osVersion, pEntry.macos) < 0) {
    late.push(
      finding({
        id: 'macos-too-old',
        severity: 'error',
        message: `torch ${v} wheels need macOS ${pEntry.macos} or newer (${pEntry.wheelTag}); this runner has macOS ${env.osVersion}.`,
        hint: `Use a newer macOS runner (macos-15).`,
        source: pEntry.source,
        confidence: pEntry.confidence,
      }),
    );
  }
  return { early, stop: false, picked, fromPypi, warnings, late };
}

const PYTHON_BLOCKER = memo<
  [Candidate, Platform, pythonTag: string, fromPypi: boolean, spec: string, explain: boolean],
  Finding | null
>('python-blocker');

/** The blocker for a Python the release has no wheels for, or null; remembered per Python minor. */
function pythonBlocker(
  c: Candidate,
  ctx: Ctx,
  platform: Platform,
  py: NonNullable<Environment['python']>,
  fromPypi: boolean,
): Finding | null {
  return PYTHON_BLOCKER.get(
    ctx.catalog,
    [c, platform, pythonTag(py), fromPypi, fixKey(ctx.request), ctx.explain !== false],
    () => {
      const r = c.release;
      const support = pythonSupport(r, platform, py, fromPypi, c.patch.version);
      if (support.kind !== 'none') return null;
      const range = pythonRange(r, platform);
      return finding({
        id: 'python-unsupported',
        severity: 'error',
        message: `torch ${c.patch.version} has no wheels for Python ${pythonTag(py)} on ${platformLabel(platform)}${fromPypi ? ' on PyPI' : ''}: it supports Python ${range.min === range.max ? `${range.min} only` : `${range.min} to ${range.max}`}${hints.extrasText(r, platform, c.patch.version)}.`,
        advice: advise(ctx, () => hints.pythonHint(ctx.catalog, c, py, platform, ctx.request.torch)),
        source: support.source,
        confidence: support.confidence,
      });
    },
  );
}

export function installability(c: Candidate, ctx: Ctx): Installability {
  const { env, request } = ctx;
  const blockers: Finding[] = [];
  const py = env.python;
  const platform = wheelPlatform(env);

  if (py && py.implementation !== 'cpython') {
    blockers.push(
      finding({
        id: 'python-implementation',
        severity: 'error',
        message: `This Python is ${py.implementation === 'pypy' ? 'PyPy' : py.implementation === 'graalpy' ? 'GraalPy' : py.implementation} ${py.major}.${py.minor}; torch publishes wheels for CPython only, and has no source distribution on PyPI.`,
        hint: 'Use CPython (actions/setup-python with python-version: 3.12, not pypy3.x).',
        source: 'https://pypi.org/project/torch/#files',
      }),
    );
  }
  if (py?.pointerBits === 32) {
    blockers.push(
      finding({
        id: 'python-32bit',
        severity: 'error',
        message: `This Python is a 32-bit build; torch has 64-bit wheels only.`,
        hint: 'Use a 64-bit Python (actions/setup-python with architecture: x64).',
        source: 'https://pypi.org/project/torch/#files',
      }),
    );
  }

  // The spec (its local part included) steers which torch a fix may suggest, the companion pins what moves with it.
  const extras = (request.extraIndexes ?? []).map((i) => (i.kind === 'pypi' ? 'pypi' : i.url)).join(' ');
  const base = BASE.get(
    ctx.catalog,
    [c, runnerKey(env), request.index, extras, fixKey(request), ctx.explain !== false],
    () => baseOf(c, ctx, platform),
  );
  for (const b of base.early) blockers.push(b);
  if (base.stop) return { ok: false, blockers };
  const { picked } = base;
  if ('blocker' in picked) blockers.push(picked.blocker);
  if (py) {
    const b = pythonBlocker(c, ctx, platform, py, base.fromPypi);
    if (b) blockers.push(b);
  }
  if ('blocker' in picked) return { ok: false, blockers };
  for (const b of base.late) blockers.push(b);
  for (const b of companionWheelBlockers(c, ctx, platform, picked.variant)) blockers.push(b);

  // An uncertain fact still steers the choice (it is our best knowledge); only its severity
  // is capped, by finding().
  if (blockers.length) return { ok: false, blockers };
  return { ok: true, variant: picked.variant, index: picked.index, fromPypi: picked.fromPypi, warnings: base.warnings };
}
