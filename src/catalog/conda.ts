/** Read-only questions about the conda facts of the catalog (rules/conda.yaml). */
import type { Catalog, CondaArchs, CondaChannel, CondaRelease } from './schema.js';
import { parseSpecifier, satisfies } from '../packaging/pep440.js';
import { compareDotted } from '../versions/dotted.js';

export type CondaChannelName = CondaChannel['channel'];

export const condaChannel = (catalog: Catalog, channel: CondaChannelName): CondaChannel | undefined =>
  catalog.condaChannels.find((c) => c.channel === channel);

/** What a channel published for a torch minor release (`2.2`); undefined when the catalog does not say. */
export const condaRelease = (catalog: Catalog, channel: CondaChannelName, minor: string): CondaRelease | undefined =>
  catalog.condaReleases.find((r) => r.channel === channel && r.torch === minor);

/** Whether a channel stopped publishing before this torch release (the pytorch channel after 2.5). */
export function pastLastRelease(catalog: Catalog, channel: CondaChannelName, minor: string): boolean {
  const last = condaChannel(catalog, channel)?.last;
  return last !== undefined && compareDotted(minor, last) > 0;
}

/** The GPU kernels of a conda CUDA build (channel, CUDA version, torch, subdir); first match wins. */
export function condaArchsFor(
  catalog: Catalog,
  channel: CondaChannelName,
  cuda: string,
  torch: string,
  subdir: string,
): CondaArchs | undefined {
  return catalog.condaArchs.find(
    (a) =>
      a.channel === channel &&
      a.cuda === cuda &&
      a.subdirs.includes(subdir as CondaArchs['subdirs'][number]) &&
      satisfies(torch, parseSpecifier(a.torch, 'condaArchs torch range')),
  );
}
