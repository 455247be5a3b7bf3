/**
 * The best index for this runner and request: like uv's --torch-backend=auto, but a GPU build is
 * chosen only when it has kernels for every detected GPU (uv#14742) and the driver runs it, and it
 * is judged on the torch pip would install from that index inside the request's range: the index
 * whose build runs here with the newest torch, the CPU index only when no GPU build in range runs.
 */
import type { Environment, IndexRef, Request } from '../core/model.js';
import type { Candidate } from '../catalog/query.js';
import {
  gpuArchsFor,
  matchingCandidates,
  rocmArchsFor,
  rocmRuns,
  variantEntry,
  variantsOn,
  xpuFamilyOf,
} from '../catalog/query.js';
import type { Catalog } from '../catalog/schema.js';
import { bounded, memo } from '../core/memo.js';
import { wheelPlatform } from '../platform/wheel-platform.js';
import { indexUrlFor, parseIndexUrl } from '../request/index-url.js';
import { compareDotted } from '../versions/dotted.js';
import { compareVersions, publicSpecifier } from '../packaging/pep440.js';
import { driverFloors } from '../catalog/driver-floors.js';
import { hasKernels, smName } from '../platform/cuda-arch.js';
import { isCuda, isRocm, rocmVersion } from '../platform/variant.js';
import { pickFromIndex } from '../resolve/resolve.js';

export interface Recommendation {
  variant: string;
  url: string;
  reason: string;
  /** The torch pip installs from this index inside the request's range; absent when none installs here. */
  torch?: string;
}

const STATUS_RANK = { stable: 0, legacy: 1, experimental: 2 } as const;

/** One index object per build variant, for the life of the process: the resolver's tables find indexes by identity. */
const variantIndex = bounded('variant-index', 256, (variant): IndexRef => parseIndexUrl(indexUrlFor(variant)));

/** A build variant and the torch pip installs from its index here (or, when none installs, the torch judged). */
interface Pick {
  variant: string;
  c: Candidate;
  installs: boolean;
}

/**
 * The best build of `kind` inside the range by `better` (negative: the first is better), of
 * those `judge` keeps. Builds are asked newest release first, and one whose newest release in
 * range is older than the best found so far is not asked at all, since the newest torch wins
 * first. `anyInstalls`: whether some index of the kind installs a torch in range here.
 */
function bestPick<O extends Pick>(
  env: Environment,
  catalog: Catalog,
  request: Request,
  kind: (v: string) => boolean,
  judge: (p: Pick) => O | undefined,
  better: (a: O, b: O) => number,
  viable: (variant: string) => boolean = () => true,
  installsElsewhere = false,
): { best?: O; anyInstalls: boolean } {
  const platform = wheelPlatform(env);
  const newest = new Map<string, Candidate>();
  for (const c of matchingCandidates(catalog, publicSpecifier(request.torch)))
    for (const v of variantsOn(c.release, platform, c.patch.version))
      if (kind(v.variant) && !newest.has(v.variant)) newest.set(v.variant, c);
  const order = [...newest].sort((a, b) => compareVersions(b[1].patch.version, a[1].patch.version));
  let best: O | undefined;
  let anyInstalls = false;
  for (const [variant, top] of order) {
    if (best && compareVersions(top.patch.version, best.c.patch.version) < 0) break;
    // A build that cannot run here whatever the torch still says whether anything installs, when nothing else has.
    if (!viable(variant) && (anyInstalls || installsElsewhere)) continue;
    const c = pickFromIndex(env, request, catalog, variantIndex(variant));
    if (!c) continue;
    anyInstalls = true;
    const o = judge({ variant, c, installs: true });
    if (o && (!best || better(o, best) < 0)) best = o;
  }
  return best ? { best, anyInstalls } : { anyInstalls };
}

/** The best of some picks by `better`, of those `judge` keeps. */
function bestOf<O>(picks: Pick[], judge: (p: Pick) => O | undefined, better: (a: O, b: O) => number): O | undefined {
  let best: O | undefined;
  for (const p of picks) {
    const o = judge(p);
    if (o && (!best || better(o, best) < 0)) best = o;
  }
  return best;
}

/** The request's range in words: `torch>=2.6`, `torch 2.8` (one release), `any torch`. */
function rangeText(catalog: Catalog, request: Request, target: Candidate): string {
  const spec = publicSpecifier(request.torch);
  if (spec.pep440 === '') return 'any torch';
  return matchingCandidates(catalog, spec).every((c) => c.release === target.release)
    ? `torch ${target.release.torch}`
    : `torch${spec.pep440}`;
}

/** `; it installs torch 2.14.1` when the index gives another torch than the one judged. */
const installs = (pick: Pick, target: Candidate): string =>
  pick.c === target ? '' : `; it installs torch ${pick.c.patch.version}`;
const torchOf = (pick: Pick) => (pick.installs ? { torch: pick.c.patch.version } : {});

const REC = memo<[runner: string, python: string, Request, Candidate], Recommendation>('recommend-in-range');
/** One object per distinct answer, so the checks a matrix's Pythons share stay shared when their best index agrees. */
const ANSWER = memo<[variant: string, reason: string, torch: string], Recommendation>('recommendation');

/**
 * The best index for this runner, judged on what pip installs from each index inside the
 * request's range. `target` is the torch the findings are about (pip's pick, or the newest
 * matching when nothing installs): when no index installs any torch in range here, the best
 * build of that release is named.
 */
export function recommendBackend(
  env: Environment,
  catalogIn: Catalog,
  request: Request,
  target: Candidate,
  keys?: { runner: string; python: string },
): Recommendation {
  const make = (): Recommendation => {
    const r = choose(env, catalogIn, request, target);
    return ANSWER.get(catalogIn, [r.variant, r.reason, r.torch ?? ''], () => r);
  };
  return keys ? REC.get(catalogIn, [keys.runner, keys.python, request, target], make) : make();
}

function choose(env: Environment, catalog: Catalog, request: Request, target: Candidate): Recommendation {
  const cpuPick = pickFromIndex(env, request, catalog, variantIndex('cpu'));
  const cpu = (reason: string): Recommendation => ({
    variant: 'cpu',
    url: indexUrlFor('cpu'),
    reason,
    ...(cpuPick ? { torch: cpuPick.patch.version } : {}),
  });
  if (env.gpus.length === 0 && !env.driver) {
    if (env.amdGpus?.length)
      return (
        amdBackend(env, catalog, request, target, !!cpuPick) ??
        cpu(
          `no ROCm build of ${rangeText(catalog, request, target)} has kernels, rocBLAS included, for ${env.amdGpus.map((g) => g.gfx).join(', ')}: the GPU goes unused`,
        )
      );
    if (env.intelGpus?.length)
      return (
        intelBackend(env, catalog, request, target, !!cpuPick) ??
        cpu(
          `no validated XPU build of ${rangeText(catalog, request, target)} for the Intel GPU ${env.intelGpus.map((g) => g.deviceId).join(', ')}: the GPU goes unused`,
        )
      );
    return cpu('no NVIDIA, AMD or Intel GPU found');
  }
  const judge = cudaJudge(env, catalog);
  const found = bestPick(
    env,
    catalog,
    request,
    isCuda,
    judge,
    cudaBetter,
    (v) => driverRuns(env, catalog, v),
    !!cpuPick,
  );
  // Nothing in range installs here from any index: the best build of the release the findings are about.
  const best =
    found.best ?? (found.anyInstalls || cpuPick ? undefined : bestOf(ownBuilds(env, target), judge, cudaBetter));
  if (!best) {
    const what = env.gpus.length
      ? `this GPU (${env.gpus.map((g) => smName(g.computeCapability)).join(', ')})`
      : 'this GPU';
    return cpu(
      `no CUDA build of ${rangeText(catalog, request, target)} runs on ${what}${env.driver ? ` with driver ${env.driver}` : ''}: the GPU goes unused`,
    );
  }
  const gpus = env.gpus.length
    ? `kernels for ${env.gpus.map((g) => smName(g.computeCapability)).join(', ')}`
    : 'a GPU is present';
  const drv = env.driver ? `, driver ${env.driver} runs CUDA ${best.cuda}` : '';
  return {
    variant: best.variant,
    url: indexUrlFor(best.variant),
    reason: `${best.variant}: ${gpus}${drv}${installs(best, target)}`,
    ...torchOf(best),
  };
}

/** The builds of one release here, as picks of that release (when nothing in range installs from any index). */
const ownBuilds = (env: Environment, c: Candidate): Pick[] =>
  variantsOn(c.release, wheelPlatform(env), c.patch.version).map((v) => ({ variant: v.variant, c, installs: false }));

/** Whether this driver runs a CUDA build at all (its major's minor-version compatibility floor, at least). */
function driverRuns(env: Environment, catalog: Catalog, variant: string): boolean {
  const f = driverFloors(catalog, variant, env.os);
  return !env.driver || !f?.compat || compareDotted(env.driver, f.compat) >= 0;
}

type CudaOption = Pick & {
  kernels: boolean | undefined;
  driverFull: boolean;
  status: keyof typeof STATUS_RANK;
  cuda: string;
};

/** A CUDA pick that runs on these GPUs (kernels for each, or unknown) and this driver (compatibility mode at least). */
const cudaJudge =
  (env: Environment, catalog: Catalog) =>
  (p: Pick): CudaOption | undefined => {
    if (!isCuda(p.variant)) return undefined;
    const platform = wheelPlatform(env);
    const archs = gpuArchsFor(catalog, p.variant, p.c.patch.version, platform);
    const kernels =
      env.gpus.length === 0 ? true : archs ? env.gpus.every((g) => hasKernels(g.computeCapability, archs)) : undefined;
    const f = driverFloors(catalog, p.variant, env.os);
    if (kernels === false || !driverRuns(env, catalog, p.variant)) return undefined;
    const driverFull = !env.driver || !f?.full || compareDotted(env.driver, f.full) >= 0;
    const status = variantEntry(p.c.release, p.variant, platform, p.c.patch.version)?.status ?? 'stable';
    return { ...p, kernels, driverFull, status, cuda: f?.cuda ?? '0' };
  };

/** The newest torch first; then known kernels, the driver's own CUDA (no compatibility mode), stable builds, the newest CUDA. */
const cudaBetter = (a: CudaOption, b: CudaOption): number =>
  compareVersions(b.c.patch.version, a.c.patch.version) ||
  Number(b.kernels === true) - Number(a.kernels === true) ||
  Number(b.driverFull) - Number(a.driverFull) ||
  STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
  compareDotted(b.cuda, a.cuda);

/** The ROCm build, inside the range, whose gfx list (rocBLAS included) has every AMD GPU: the newest torch, then the newest ROCm. */
function amdBackend(
  env: Environment,
  catalog: Catalog,
  request: Request,
  target: Candidate,
  cpuInstalls: boolean,
): Recommendation | undefined {
  const gpus = env.amdGpus ?? [];
  const platform = wheelPlatform(env);
  const judge = (p: Pick) => {
    const archs = rocmArchsFor(catalog, p.variant, p.c.patch.version);
    if (!gpus.every((g) => rocmRuns(archs, g.gfx))) return undefined;
    return { ...p, status: variantEntry(p.c.release, p.variant, platform, p.c.patch.version)?.status ?? 'stable' };
  };
  const better = (a: ReturnType<typeof judge> & object, b: ReturnType<typeof judge> & object) =>
    compareVersions(b.c.patch.version, a.c.patch.version) ||
    STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
    compareDotted(rocmVersion(b.variant) ?? '0', rocmVersion(a.variant) ?? '0');
  const found = bestPick(env, catalog, request, isRocm, judge, better);
  const best =
    found.best ??
    (found.anyInstalls || cpuInstalls
      ? undefined
      : bestOf(
          ownBuilds(env, target).filter((p) => isRocm(p.variant)),
          judge,
          better,
        ));
  return best
    ? {
        variant: best.variant,
        url: indexUrlFor(best.variant),
        reason: `${best.variant}: kernels for ${gpus.map((g) => g.gfx).join(', ')}${installs(best, target)}`,
        ...torchOf(best),
      }
    : undefined;
}

/** The XPU build, inside the range, when every Intel GPU is of a family it is validated on. */
function intelBackend(
  env: Environment,
  catalog: Catalog,
  request: Request,
  target: Candidate,
  cpuInstalls: boolean,
): Recommendation | undefined {
  const gpus = env.intelGpus ?? [];
  const found = bestPick(
    env,
    catalog,
    request,
    (v) => v === 'xpu',
    (p) => p,
    () => 0,
  );
  const pick =
    found.best ??
    (found.anyInstalls || cpuInstalls ? undefined : ownBuilds(env, target).find((p) => p.variant === 'xpu'));
  if (!pick) return undefined;
  const families = gpus.map((g) => xpuFamilyOf(catalog, g.deviceId, pick.c.patch.version));
  if (families.some((f) => !f)) return undefined;
  return {
    variant: 'xpu',
    url: indexUrlFor('xpu'),
    reason: `xpu: validated on ${[...new Set(families.map((f) => f!.label))].join(', ')}${installs(pick, target)}`,
    ...torchOf(pick),
  };
}
