/** AMD ROCm and Intel XPU builds against the GPUs found: kernels per gfx target, validated Intel families. */
import type { Advice, Remedy } from '../core/advice.js';
import { finding, type Finding } from '../core/finding.js';
import { allCandidates, rocmArchsFor, rocmRuns, variantsOn, xpuFamilyOf } from '../catalog/query.js';
import type { Catalog } from '../catalog/schema.js';
import { recommendBackend } from '../recommend/backend.js';
import type { Check } from './context.js';
import type { Platform } from '../platform/platform.js';
import { isRocm, rocmVersion } from '../platform/variant.js';
import { wheelPlatform } from '../platform/wheel-platform.js';
import { indexUrlFor } from '../request/index-url.js';
import { compareDotted } from '../versions/dotted.js';

/** A ROCm build runs only on the gfx targets it was compiled for: there is no PTX-like fallback. */
export const amdKernels: Check = ({ env, catalog, request, resolved, recommended }) => {
  const v = resolved.variant;
  const c = resolved.candidate;
  if (!c || !v || !isRocm(v) || !env.amdGpus?.length) return [];
  const archs = rocmArchsFor(catalog, v, c.patch.version);
  const gpus = env.amdGpus.map((g) => g.gfx).join(', ');
  if (!archs) {
    return [
      finding({
        id: 'gpu-unsupported',
        severity: 'notice',
        message: `The catalog does not know which gfx targets torch ${c.patch.version}+${v} was built for, so the AMD GPUs (${gpus}) were not checked.`,
        hint: 'Add a rocmArchs entry to a config file.',
        source: 'https://github.com/pytorch/pytorch/blob/main/.ci/docker/manywheel/build.sh',
      }),
    ];
  }
  const out: Finding[] = [];
  const rec = recommended ?? recommendBackend(env, catalog, request, c);
  for (const gpu of env.amdGpus) {
    if (archs.gfx.includes(gpu.gfx)) {
      const gap = archs.blasMissing;
      if (gap?.gfx.includes(gpu.gfx)) {
        out.push(
          finding({
            id: 'gpu-unsupported',
            severity: 'error',
            message: `torch ${c.patch.version}+${v} has kernels for the AMD GPU ${gpu.gfx}${gpu.name ? ` (${gpu.name})` : ''}, but the rocBLAS it bundles has none: torch imports, then matrix multiplication aborts with "rocBLAS error: Cannot read …TensileLibrary.dat … for GPU arch : ${gpu.gfx}".`,
            advice: isRocm(rec.variant)
              ? { remedies: [{ kind: 'use-index', url: rec.url, why: rec.reason }] }
              : olderRocmHint(catalog, wheelPlatform(env), c.release.torch, gpu.gfx, rec.url),
            source: gap.source,
            confidence: gap.confidence,
          }),
        );
      }
      continue;
    }
    out.push(
      finding({
        id: 'gpu-unsupported',
        severity: 'error',
        message: `torch ${c.patch.version}+${v} has no kernels for the AMD GPU ${gpu.gfx}${gpu.name ? ` (${gpu.name})` : ''}: it is built for ${archs.gfx.join(' ')}. HIP ops fail with "invalid device function".`,
        ...(rec.variant !== v
          ? { advice: { remedies: [{ kind: 'use-index', url: rec.url, why: rec.reason }] } }
          : { hint: `No ROCm build of torch ${c.release.torch} supports ${gpu.gfx}.` }),
        source: archs.source,
        confidence: archs.confidence,
      }),
    );
  }
  return out;
};

/**
 * When no ROCm build of this torch runs on `gfx`: the newest ROCm that does, in whichever torch
 * releases have it (gfx906 runs on ROCm 6.3, built for torch 2.7–2.9), or else the CPU build.
 */
function olderRocmHint(catalog: Catalog, platform: Platform, torch: string, gfx: string, cpuUrl: string): Advice {
  const fits = allCandidates(catalog).flatMap((x) =>
    variantsOn(x.release, platform, x.patch.version)
      .filter((v) => isRocm(v.variant) && rocmRuns(rocmArchsFor(catalog, v.variant, x.patch.version), gfx))
      .map((v) => ({ variant: v.variant, torch: x.release.torch })),
  );
  const newest = fits
    .map((f) => f.variant)
    .sort((a, b) => compareDotted(rocmVersion(b) ?? '0', rocmVersion(a) ?? '0'))[0];
  const cpu: Remedy = { kind: 'use-index', url: cpuUrl, why: 'the CPU build' };
  if (!newest) return { remedies: [cpu], then: `No ROCm build in the catalog runs matrix multiplication on ${gfx}.` };
  const minors = [...new Set(fits.filter((f) => f.variant === newest).map((f) => f.torch))].sort(compareDotted);
  const releases = minors.length > 1 ? `${minors[0]}–${minors[minors.length - 1]}` : minors[0];
  return {
    remedies: [
      {
        kind: 'use-index',
        url: indexUrlFor(newest),
        why: `ROCm ${rocmVersion(newest)}, with torch ${releases}; no ROCm build of torch ${torch} runs matrix multiplication on ${gfx}`,
      },
      cpu,
    ],
  };
}

/** An XPU build on an Intel GPU outside the families PyTorch validates: said, not failed. */
export const intelDevices: Check = ({ env, catalog, resolved }) => {
  const v = resolved.variant;
  const c = resolved.candidate;
  if (!c || v !== 'xpu' || !env.intelGpus?.length) return [];
  const unvalidated = env.intelGpus.filter((g) => !xpuFamilyOf(catalog, g.deviceId, c.patch.version));
  if (unvalidated.length === 0) return [];
  return [
    finding({
      id: 'gpu-unsupported',
      severity: 'warning',
      message: `The Intel GPU${unvalidated.length > 1 ? 's' : ''} ${unvalidated.map((g) => g.deviceId).join(', ')} ${unvalidated.length > 1 ? 'are' : 'is'} not in the hardware PyTorch validates its XPU build ${c.patch.version} on (Data Center GPU Max, Arc A- and B-Series, Core Ultra with Arc Graphics): torch.xpu may not find ${unvalidated.length > 1 ? 'them' : 'it'} or may fail at run time.`,
      advice: {
        remedies: [
          { kind: 'do', text: 'run on a validated Intel GPU' },
          { kind: 'use-index', url: 'https://download.pytorch.org/whl/cpu', why: 'the CPU build' },
        ],
      },
      source: 'https://docs.pytorch.org/docs/stable/notes/get_start_xpu.html',
      confidence: 'uncertain',
    }),
  ];
};
