import { variantEntry } from '../catalog/query.js';
import { wheelPlatform } from '../platform/wheel-platform.js';
import { indexUrlFor } from '../request/index-url.js';
import { finding } from '../core/finding.js';
import type { Check } from './context.js';
import { boundPage } from '../catalog/bound.js';
import { sameKind } from '../platform/variant.js';

/** Experimental and legacy builds install, but are not what the release was validated on. */
export const backendStatus: Check = ({ env, resolved }) => {
  const c = resolved.candidate;
  if (!c || !resolved.variant) return [];
  const v = variantEntry(c.release, resolved.variant, wheelPlatform(env), c.patch.version);
  if (!v || v.status === 'stable') return [];
  const stable = c.release.variants
    .filter((x) => x.status === 'stable' && sameKind(x.variant, v.variant))
    .map((x) => x.variant);
  const alt = stable.length
    ? ` Stable builds of ${c.release.torch}: ${stable.join(', ')} (${indexUrlFor(stable[stable.length - 1] as string)}).`
    : '';
  if (v.status === 'experimental') {
    return [
      finding({
        id: 'backend-experimental',
        severity: 'warning',
        message: `The ${v.variant} build of torch ${c.patch.version} is experimental.${alt}`,
        ...(stable.length
          ? {
              advice: {
                remedies: [
                  {
                    kind: 'use-index',
                    url: indexUrlFor(stable[stable.length - 1] as string),
                    why: `unless you need ${v.variant}`,
                  },
                ],
              },
            }
          : { hint: `Expect rough edges with ${v.variant}.` }),
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
