import { finding } from '../core/finding.js';
import type { Check } from './context.js';
import { sameBuild, variantOfLabel } from '../platform/variant.js';

/** torch, torchvision and torchaudio must come from the same build variant. */
export const companionVariants: Check = ({ request, resolved }) => {
  const torchLocal = request.torch.local ?? resolved.variant;
  const out = [];
  for (const [name, spec] of [
    ['torchvision', request.torchvision],
    ['torchaudio', request.torchaudio],
  ] as const) {
    // Compared by variant: one ROCm release's wheels carry different build hashes.
    if (!spec?.local || !torchLocal || sameBuild(spec.local, torchLocal)) continue;
    out.push(
      finding({
        id: 'variant-mismatch',
        severity: 'error',
        message: `${name} ${spec.text} is a +${spec.local} build, but torch is +${torchLocal}: builds for different CUDA versions fail at import (operator torchvision::nms does not exist).`,
        hint: `Pin ${name} with +${variantOfLabel(torchLocal) ?? torchLocal}, or drop the +variant from both and let the index choose the build.`,
        source: 'https://github.com/pytorch/vision#installation',
      }),
    );
  }
  return out;
};
