import type { Finding } from '../core/finding.js';
import { allCandidates, gpuArchsFor, variantsOn, type Candidate } from '../catalog/query.js';
import type { Catalog } from '../catalog/schema.js';
import { wheelPlatform } from '../platform/wheel-platform.js';
import { compareDotted } from '../versions/dotted.js';
import { indexUrlFor } from '../request/index-url.js';
import { recommendBackend, type Recommendation } from '../recommend/backend.js';
import type { Environment } from '../core/model.js';
import { driverFloors } from '../catalog/driver-floors.js';
import { hasKernels, smList, smName } from '../platform/cuda-arch.js';
import type { Advice, Remedy } from '../core/advice.js';
import { finding } from '../core/finding.js';
import type { Check } from './context.js';
import type { Resolved } from '../resolve/resolve.js';
import { isCuda, isRocm } from '../platform/variant.js';
import { buildName, condaAdvice, condaKernels, installerOf } from './conda-build.js';
import { condaBuildSpec, recommendCondaBuild } from '../recommend/conda.js';

const NV_TABLE = 'https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html#id5';
const hasGpu = (env: { gpus: unknown[]; driver?: string }) => env.gpus.length > 0 || env.driver !== undefined;

/** The NVIDIA driver must be new enough for the CUDA runtime the wheel bundles. */
export const driver: Check = ({ env, catalog, request, resolved, recommended }) => {
  const v = resolved.variant;
  const c = resolved.candidate;
  if (!c || !v || !isCuda(v) || !env.driver) return [];
  const f = driverFloors(catalog, v, env.os);
  if (!f) {
    return [
      finding({
        id: 'driver-too-old',
        severity: 'notice',
        message: `The catalog has no driver floor for ${v}; the driver ${env.driver} could not be checked.`,
        hint: 'Add the toolkit to a config file (cudaToolkits).',
        source: NV_TABLE,
      }),
    ];
  }
  const other: Remedy[] = resolved.conda
    ? otherCondaBuild(env, catalog, resolved, c)
    : otherIndex(env, catalog, c, v, recommended ?? recommendBackend(env, catalog, request, c));
  if (f.compat && compareDotted(env.driver, f.compat) < 0) {
    return [
      finding({
        id: 'driver-too-old',
        severity: 'error',
        message: `${buildName(resolved, c, v)} bundles CUDA ${f.cuda}, which needs NVIDIA driver ${f.full ?? f.compat} (at least ${f.compat} in compatibility mode); this runner has ${env.driver}.`,
        advice: { remedies: [{ kind: 'do', text: `update the driver to ${f.full ?? f.compat} or newer` }, ...other] },
        source: f.compatSource ?? f.source,
        confidence: f.confidence,
      }),
    ];
  }
  if (f.full && compareDotted(env.driver, f.full) < 0) {
    return [
      finding({
        id: 'driver-too-old',
        severity: 'warning',
        message: `Driver ${env.driver} is older than ${f.full}, which CUDA ${f.cuda} names; ${buildName(resolved, c, v)} runs in CUDA minor-version compatibility mode, where PTX JIT (GPUs newer than the build's kernels) is not available.`,
        advice: { remedies: [{ kind: 'do', text: `update the driver to ${f.full} or newer` }, ...other] },
        source: f.source,
        confidence: 'uncertain',
      }),
    ];
  }
  return [];
};

/**
 * A GPU whose generation no driver of this branch drives (Blackwell before R570): no runner has
 * the pair, so one of the two values describes another machine. A notice: what the other
 * checks say about CUDA builds assumes this driver could run them.
 */
export const driverPredatesGpu: Check = ({ env, catalog }) => {
  if (!env.driver || env.gpus.length === 0) return [];
  const driver = env.driver;
  const seen = new Set<string>();
  return env.gpus.flatMap((gpu) => {
    const gen = catalog.gpuGenerations
      .filter((g) => compareDotted(gpu.computeCapability, g.from) >= 0)
      .sort((a, b) => compareDotted(b.from, a.from))[0];
    if (!gen || compareDotted(driver, gen.minDriver) >= 0 || seen.has(gen.name)) return [];
    seen.add(gen.name);
    return [
      finding({
        id: 'driver-too-old',
        severity: 'notice',
        message: `Driver ${driver} predates ${gen.name} GPUs such as this ${smName(gpu.computeCapability)}: NVIDIA drives them from R${gen.minDriver}, so no runner has the two, and what is said here about CUDA builds assumes this driver could run them.`,
        advice: {
          remedies: [{ kind: 'give', values: ['driver', 'gpu'] }],
          then: 'One of them describes another machine.',
        },
        source: gen.source,
        confidence: gen.confidence,
      }),
    ];
  });
};

/** Every GPU needs kernels in the build: SASS for its architecture or older PTX. */
export const gpuKernels: Check = ({ env, catalog, request, resolved, recommended }) => {
  const v = resolved.variant;
  const c = resolved.candidate;
  if (!c || !v || !isCuda(v) || env.gpus.length === 0) return [];
  const platform = wheelPlatform(env);
  const archs = resolved.conda
    ? condaKernels(catalog, resolved.conda)
    : gpuArchsFor(catalog, v, c.patch.version, platform);
  if (!archs) {
    return [
      finding({
        id: 'gpu-unsupported',
        severity: 'notice',
        message: `The catalog does not know which GPU architectures ${buildName(resolved, c, v)} was built for, so the GPUs (${env.gpus.map((g) => smName(g.computeCapability)).join(', ')}) were not checked.`,
        hint: resolved.conda ? 'Add a condaArchs entry to a config file.' : 'Add a gpuArchs entry to a config file.',
        source: 'https://github.com/pytorch/pytorch/blob/main/RELEASE.md',
      }),
    ];
  }
  const out: Finding[] = [];
  const rec = resolved.conda ? undefined : (recommended ?? recommendBackend(env, catalog, request, c));
  for (const gpu of env.gpus) {
    if (hasKernels(gpu.computeCapability, archs)) continue;
    const name = gpu.name
      ? `${gpu.name} (${smName(gpu.computeCapability)})`
      : `a GPU of compute capability ${gpu.computeCapability}`;
    out.push(
      finding({
        id: 'gpu-unsupported',
        severity: 'error',
        message: `${buildName(resolved, c, v)} has no kernels for ${name}: it supports ${smList(archs)}.`,
        advice: rec
          ? gpuAdvice(env, catalog, c, v, rec, gpu.computeCapability)
          : condaAdvice(env, catalog, resolved.conda!, c),
        source: archs.source,
        confidence: archs.confidence,
      }),
    );
  }
  return out;
};

/** Another build of this torch that the driver runs: another index for a wheel, another conda build for conda. */
/** For a wheel: the best index's build when it is not this one. */
function otherIndex(env: Environment, catalog: Catalog, c: Candidate, v: string, rec: Recommendation): Remedy[] {
  return rec.variant !== v ? otherBuild(env, catalog, c, rec) : [];
}

/** For a conda build: another build of the channel's that the driver runs fully. */
function otherCondaBuild(env: Environment, catalog: Catalog, resolved: Resolved, c: Candidate): Remedy[] {
  const conda = resolved.conda!;
  // Another build only when the driver runs it fully: one that also needs compatibility mode is no better.
  const rec = recommendCondaBuild(env, catalog, { ...conda, version: conda.version ?? c.patch.version });
  return rec.cuda && rec.full && rec.cuda !== conda.cuda
    ? [{ kind: 'pin', spec: condaBuildSpec(conda.channel, rec.cuda), why: rec.reason }]
    : [];
}

/**
 * The best index when it is another CUDA build (inside the request's range); else the newest
 * older torch whose CUDA build has the kernels and runs on this driver (2.14 for Maxwell, Pascal
 * and Volta), beside the CPU build, whose reason says the GPU goes unused.
 */
function gpuAdvice(
  env: Environment,
  catalog: Catalog,
  c: Candidate,
  v: string,
  rec: Recommendation,
  cc: string,
): Advice {
  if (isCuda(rec.variant) && (rec.variant !== v || (rec.torch && rec.torch !== c.patch.version)))
    return { remedies: [{ kind: 'use-index', url: rec.url, why: rec.reason }] };
  const remedies = otherBuild(env, catalog, c, rec);
  return remedies.length > 1
    ? { remedies }
    : { remedies, then: `No CUDA build of torch ${c.release.torch} or older has ${smName(cc)} kernels that run here.` };
}

/**
 * What to use instead of a CUDA build that does not run here: the best index when it is a GPU
 * build; when it is the CPU build, first the newest older torch whose CUDA build has kernels for
 * every GPU and runs on this driver (a pin outside the range, which no index inside it can give).
 */
function otherBuild(env: Environment, catalog: Catalog, c: Candidate, rec: Recommendation): Remedy[] {
  const use: Remedy = { kind: 'use-index', url: rec.url, why: rec.reason };
  if (rec.variant !== 'cpu') return [use];
  const older = olderThatRuns(env, catalog, c);
  return older
    ? [
        {
          kind: 'pin',
          spec: `torch<${c.release.torch}`,
          why: `${older.x.release.torch} is the newest release before ${c.release.torch} whose CUDA build runs here: ${older.variant}, from ${indexUrlFor(older.variant)}`,
        },
        use,
      ]
    : [use];
}

/** The newest release before `c`'s with a CUDA build whose kernels cover every GPU and whose CUDA this driver runs. */
function olderThatRuns(
  env: Environment,
  catalog: Catalog,
  c: Candidate,
): { x: Candidate; variant: string } | undefined {
  const platform = wheelPlatform(env);
  return allCandidates(catalog)
    .filter((x) => compareDotted(x.release.torch, c.release.torch) < 0)
    .flatMap((x) => variantsOn(x.release, platform, x.patch.version).map((b) => ({ x, variant: b.variant })))
    .find(({ x, variant }) => {
      if (!isCuda(variant)) return false;
      const f = driverFloors(catalog, variant, env.os);
      if (env.driver && f?.compat && compareDotted(env.driver, f.compat) < 0) return false;
      if (!env.gpus.length) return true;
      const archs = gpuArchsFor(catalog, variant, x.patch.version, platform);
      return !!archs && env.gpus.every((g) => hasKernels(g.computeCapability, archs));
    });
}

/** A CUDA or ROCm build on a runner with no GPU, or a CPU build on one with a GPU. */
export const gpuPresence: Check = ({ env, catalog, request, resolved, recommended }) => {
  const v = resolved.variant;
  const c = resolved.candidate;
  if (!c || !v) return [];
  const rocm = isRocm(v);
  if ((isCuda(v) && !hasGpu(env)) || (rocm && !env.amdGpus?.length)) {
    if (env.os === 'macos') return [];
    const conda = resolved.conda;
    return [
      finding({
        id: 'cuda-without-gpu',
        severity: 'notice',
        message: conda
          ? `${installerOf(resolved)} would install ${buildName(resolved, c, v)}, but no NVIDIA GPU or driver was found: the CUDA libraries (several GB of downloads) will go unused and torch runs on the CPU.`
          : `pip would install the ${v} build of torch ${c.patch.version}${resolved.fromPypi ? " (PyPI's default here)" : ''}, but no ${rocm ? 'AMD GPU' : 'NVIDIA GPU or driver'} was found: the GPU libraries (several GB of downloads) will go unused and torch runs on the CPU.`,
        advice: conda
          ? { remedies: [{ kind: 'pin', spec: condaBuildSpec(conda.channel, undefined), why: 'for CPU-only CI' }] }
          : { remedies: [{ kind: 'use-index', url: indexUrlFor('cpu'), why: 'for CPU-only CI' }] },
        source: 'https://docs.pytorch.org/get-started/locally/',
      }),
    ];
  }
  const other = env.amdGpus?.length ? 'an AMD GPU' : env.intelGpus?.length ? 'an Intel GPU' : undefined;
  if (v === 'cpu' && env.gpus.length === 0 && other) {
    const rec = recommended ?? recommendBackend(env, catalog, request, c);
    if (rec.variant === 'cpu') return [];
    return [
      finding({
        id: 'variant-mismatch',
        severity: 'warning',
        message: `This runner has ${other}, but pip would install the CPU build of torch ${c.patch.version}${resolved.fromPypi ? " (PyPI's default here)" : ''}: the GPU goes unused.`,
        advice: { remedies: [{ kind: 'use-index', url: rec.url, why: rec.reason }] },
        source: 'https://docs.pytorch.org/get-started/locally/',
      }),
    ];
  }
  if (v === 'cpu' && env.gpus.length > 0 && resolved.conda) {
    const rec = recommendCondaBuild(env, catalog, resolved.conda);
    return [
      finding({
        id: 'variant-mismatch',
        severity: 'warning',
        message: `This runner has an NVIDIA GPU, but ${installerOf(resolved)} would install ${buildName(resolved, c, v)}: torch.cuda.is_available() will be False ("Torch not compiled with CUDA enabled").`,
        ...(rec.cuda
          ? {
              advice: {
                remedies: [{ kind: 'pin', spec: condaBuildSpec(resolved.conda.channel, rec.cuda), why: rec.reason }],
              },
            }
          : { hint: `No conda CUDA build of torch ${c.release.torch} fits this GPU and driver.` }),
        source: 'https://docs.pytorch.org/get-started/locally/',
      }),
    ];
  }
  if (v === 'cpu' && env.gpus.length > 0) {
    const rec = recommended ?? recommendBackend(env, catalog, request, c);
    return [
      finding({
        id: 'variant-mismatch',
        severity: 'warning',
        message: `This runner has an NVIDIA GPU, but pip would install the CPU build of torch ${c.patch.version}${resolved.fromPypi ? " (PyPI's default here)" : ''}: torch.cuda.is_available() will be False ("Torch not compiled with CUDA enabled").`,
        ...(rec.variant !== 'cpu'
          ? { advice: { remedies: [{ kind: 'use-index', url: rec.url, why: rec.reason }] } }
          : { hint: `${rec.reason.charAt(0).toUpperCase()}${rec.reason.slice(1)}.` }),
        source: 'https://docs.pytorch.org/get-started/locally/',
      }),
    ];
  }
  return [];
};
