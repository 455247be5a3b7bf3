import { pypiDefault, variantEntry } from '../catalog/query.js';
import type { Environment } from '../core/model.js';
import { platformLabel } from '../platform/platform.js';
import { wheelPlatform } from '../platform/wheel-platform.js';
import { indexUrlFor } from '../request/index-url.js';
import { finding } from '../core/finding.js';
import type { Check } from './context.js';
import { boundPage } from '../catalog/bound.js';
import { isCuda, isRocm, sameKind } from '../platform/variant.js';

/** Whether the runner has the GPU a build is for: without one, a CUDA or ROCm build runs on the CPU. */
function gpuFor(env: Environment, variant: string): boolean {
  if (isCuda(variant)) return env.gpus.length > 0 || env.driver !== undefined;
  if (isRocm(variant)) return (env.amdGpus?.length ?? 0) > 0;
  return true;
}

/**
 * Experimental and legacy builds install, but are not what the release was validated on. Said
 * only where the GPU they are for is present (elsewhere cuda-without-gpu says to use the CPU
 * build), and only as a notice for PyPI's own build of the release, which is what every `pip
 * install torch==X` gets. The fix is the best index when it is another build of the same kind.
 */
export const backendStatus: Check = ({ env, resolved, recommended }) => {
  const c = resolved.candidate;
  if (!c || !resolved.variant) return [];
  const platform = wheelPlatform(env);
  const v = variantEntry(c.release, resolved.variant, platform, c.patch.version);
  if (!v || v.status === 'stable' || !gpuFor(env, v.variant)) return [];
  const stable = c.release.variants
    .filter((x) => x.status === 'stable' && sameKind(x.variant, v.variant))
    .map((x) => x.variant);
  const alt = stable.length
    ? ` Stable builds of ${c.release.torch}: ${stable.join(', ')} (${indexUrlFor(stable[stable.length - 1] as string)}).`
    : '';
  const better =
    recommended && recommended.variant !== v.variant && sameKind(recommended.variant, v.variant)
      ? recommended
      : undefined;
  const useBetter = better && {
    advice: { remedies: [{ kind: 'use-index' as const, url: better.url, why: better.reason }] },
  };
  if (v.status === 'experimental') {
    const pypis = resolved.fromPypi && pypiDefault(c.release, platform)?.variant === v.variant;
    if (pypis)
      return [
        finding({
          id: 'backend-experimental',
          severity: 'notice',
          message: `PyPI's torch ${c.patch.version} for ${platformLabel(platform)} is its ${v.variant} build, which the release lists as experimental; it is what every pip install of ${c.patch.version} from PyPI gets.${alt}`,
          ...(useBetter ?? { hint: 'Nothing to do unless the GPU misbehaves.' }),
          source: v.source,
          confidence: v.confidence,
        }),
      ];
    return [
      finding({
        id: 'backend-experimental',
        severity: 'warning',
        message: `The ${v.variant} build of torch ${c.patch.version} is experimental.${alt}`,
        ...(useBetter ?? { hint: `Expect rough edges with ${v.variant}.` }),
        source: v.source,
        confidence: v.confidence,
      }),
    ];
  }
  return [
    finding({
      id: 'backend-experimental',
      severity: 'notice',
      message: `The ${v.variant} build of torch ${c.patch.version} is a legacy build, kept for older GPUs and drivers; it is likely to be dropped in a coming release.${alt}`,
      hint: `Plan the move to a newer build (${stable.join(', ') || 'see the release notes'}).`,
      source: v.source,
      confidence: v.confidence,
    }),
  ];
};

/** An index URL the catalog cannot read: its contents are unknown, so PyPI's are assumed. */
export const indexUrl: Check = ({ request, catalog }) => {
  const refs = [request.index, ...(request.extraIndexes ?? [])];
  return refs.flatMap((ref) => {
    // A PyG or mmcv wheel page beside torch's index serves those packages, not torch.
    if (ref.kind === 'unknown' && boundPage(catalog, ref.url)) return [];
    if (ref.kind === 'unknown') {
      return [
        finding({
          id: 'index-url-unknown',
          severity: 'warning',
          message: `The index ${ref.url} is not PyPI or download.pytorch.org, so what it serves is unknown; the checks assume it mirrors PyPI.`,
          hint: `Use https://download.pytorch.org/whl/<variant> (cpu, cu126, cu128, …) or pass the variant of your mirror, e.g. --index-url cu128.`,
          source: 'https://docs.pytorch.org/get-started/locally/',
        }),
      ];
    }
    if ((ref.kind === 'pytorch' || ref.kind === 'find-links') && ref.mirror) {
      return [
        finding({
          id: 'index-url-unknown',
          severity: 'notice',
          message: `The index ${ref.url} is read as a mirror of download.pytorch.org${ref.kind === 'pytorch' ? ` serving ${ref.variant}` : ''}; the checks assume it carries the same builds.`,
          hint: 'Nothing to do if the mirror is complete.',
          source: 'https://docs.pytorch.org/get-started/locally/',
        }),
      ];
    }
    if (ref.kind === 'find-links' && ref.url.includes('torch_stable.html')) {
      return [
        finding({
          id: 'index-url-unknown',
          severity: 'notice',
          message: `${ref.url} is the legacy find-links page; pip reads it together with PyPI and picks the build by the +variant in the pin.`,
          advice: { remedies: [{ kind: 'use-index', url: indexUrlFor(ref.variant ?? 'cpu') }] },
          source: 'https://docs.pytorch.org/get-started/previous-versions/',
        }),
      ];
    }
    return [];
  });
};
