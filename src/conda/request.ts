/**
 * A conda environment's torch as a request, from its pins when no lock says which build: the
 * `pytorch` match spec, the channel it comes from (its own `pytorch::`, else the first channel
 * listed that publishes pytorch), the build `pytorch-cuda`, `cpuonly` or a build string selects,
 * and the environment's own Python.
 */
import type { CondaBuild } from '../core/model.js';
import type { Pin } from '../pins/types.js';
import { cudaOfMetapackage, readBuildString } from '../formats/conda/build.js';

/** Channels that publish pytorch builds; `main` and `pkgs/main` are the defaults channel. */
const PYTORCH_CHANNELS: Record<string, string> = {
  pytorch: 'pytorch',
  'conda-forge': 'conda-forge',
  defaults: 'defaults',
  main: 'defaults',
  'pkgs/main': 'defaults',
  anaconda: 'defaults',
};

/** The channel conda takes pytorch from: the pin's own, else the first listed that has pytorch (strict priority). */
function channelFor(pin: Pin, channels: readonly string[] | undefined, installer: 'pixi' | 'conda'): string {
  if (pin.channel) return PYTORCH_CHANNELS[pin.channel] ?? pin.channel;
  for (const c of channels ?? []) if (PYTORCH_CHANNELS[c]) return PYTORCH_CHANNELS[c];
  // Without channels, conda reads its defaults; pixi has no default channel, conda-forge is its usual one.
  return installer === 'conda' ? 'defaults' : 'conda-forge';
}

/** The build the pins select: a CUDA version, the CPU build, or neither (the solver decides). */
function buildOfPins(torch: Pin, pins: readonly Pin[]): Pick<CondaBuild, 'cuda' | 'cpu'> {
  const cuda = pins.find((p) => p.package === 'pytorch-cuda');
  if (pins.some((p) => p.package === 'cpuonly') || torch.build === 'cpu' || /^cpu|\*cpu/.test(torch.build ?? ''))
    return { cpu: true };
  const fromBuild = torch.build ? readBuildString(torch.build.replace(/\*/g, '')) : {};
  const version = cuda ? cudaOfMetapackage(cuda.specifier) : fromBuild.cuda;
  return version ? { cuda: version } : {};
}

export function condaBuildOfPins(
  torch: Pin,
  pins: readonly Pin[],
  channels: readonly string[] | undefined,
  python: string | undefined,
  installer: 'pixi' | 'conda',
): CondaBuild {
  return {
    channel: channelFor(torch, channels, installer),
    ...buildOfPins(torch, pins),
    ...(python ? { python } : {}),
    installer,
  };
}
