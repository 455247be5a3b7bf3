/**
 * torchvision and torchaudio pins against the torch pins beside them: the build each asks for
 * must be served by its index, must be torch's build, and its version must be the one built
 * with that torch. Pairs the engine's request already holds are its findings, not these.
 */
import { admittedPatches, specOf } from '../../catalog/admitted.js';
import { companionsOf } from '../../catalog/query.js';
import { finding, type Finding } from '../../core/finding.js';
import { isTorch } from '../../packaging/names.js';
import type { Pin } from '../../pins/types.js';
import { describeIndex, indexUrlFor, type IndexRef } from '../../request/index-url.js';
import { sameBuild, variantOfLabel } from '../../platform/variant.js';
import { satisfies, withoutLocal } from '../../packaging/pep440.js';
import { indexOf, show, where, type PinSetCheck } from './context.js';

const PEP440_LOCAL = 'https://peps.python.org/pep-0440/#local-version-identifiers';

const isCompanion = (p: Pin) => p.package === 'torchvision' || p.package === 'torchaudio';

/** A `+cuXYZ` companion is only on download.pytorch.org (or a mirror): PyPI never has local versions. */
export const companionBuilds: PinSetCheck = ({ pins }) =>
  pins.flatMap((pin): Finding[] => {
    // A direct wheel URL names its file: there is no index to serve the local build from.
    if (!isCompanion(pin) || !pin.local || pin.origin === 'conda' || pin.url || pin.wheel) return [];
    const refs = [...(pin.indexUrl ? [pin.indexUrl] : []), ...(pin.extraIndexUrls ?? [])].map(indexOf);
    if (refs.some((r) => r === undefined || r.kind === 'unknown')) return []; // an index we cannot see into may serve it
    const known = refs as IndexRef[];
    const serves = (r: IndexRef) =>
      (r.kind === 'pytorch' && r.variant === pin.local) ||
      (r.kind === 'find-links' && (!r.variant || r.variant === pin.local));
    if (known.some(serves)) return [];
    const others = known.filter((r) => r.kind !== 'pypi');
    const found = others.length
      ? `its index${others.length > 1 ? 'es' : ''} (${others.map(describeIndex).join(', ')}) do not serve the ${pin.local} build`
      : 'it installs from PyPI, which has no local versions';
    return [
      finding({
        id: 'variant-mismatch',
        severity: 'error',
        message: `${show(pin)} asks for the ${pin.local} build, but ${found}: pip will stop with "No matching distribution found for ${pin.package}${pin.specifier}".`,
        hint: `Install it from ${indexUrlFor(pin.local)} (--index-url in a requirements file, a uv index or Poetry source), or drop "+${pin.local}" to take the PyPI build.`,
        source: PEP440_LOCAL,
        location: pin.location,
      }),
    ];
  });

/** Conda and pip pins live in different environments; extras and groups are installed apart. */
const sameContext = (a: Pin, b: Pin) =>
  (a.origin === 'conda') === (b.origin === 'conda') && (!a.group || !b.group || a.group === b.group);

export const companionVersions: PinSetCheck = ({ pins, catalog, inRequest }) => {
  const out: Finding[] = [];
  const torches = pins.filter((p) => isTorch(p.package));
  for (const comp of pins.filter(isCompanion)) {
    const inContext = torches.filter((t) => sameContext(t, comp));
    const sameFile = inContext.filter((t) => t.location.file === comp.location.file);
    for (const torch of sameFile.length ? sameFile : inContext) {
      if (inRequest.has(torch) && inRequest.has(comp)) continue;
      // Builds compare by variant: one ROCm release's wheels carry different build hashes.
      if (torch.local && comp.local && !sameBuild(torch.local, comp.local)) {
        out.push(
          finding({
            id: 'companion-mismatch',
            severity: 'error',
            message: `${show(comp)} is the ${comp.local} build but ${show(torch)} (${where(torch)}) is the ${torch.local} build: the two cannot load together ("operator torchvision::nms does not exist").`,
            hint: `Pin both to the same variant (+${variantOfLabel(torch.local) ?? torch.local}).`,
            source: PEP440_LOCAL,
            location: comp.location,
          }),
        );
        continue;
      }
      const key = comp.package === 'torchvision' ? 'torchvision' : 'torchaudio';
      const paired = admittedPatches(catalog, withoutLocal(torch.specifier))
        .map((a) => ({ version: a.version, with: companionsOf(catalog, a.patch, key) }))
        .filter((a) => a.with.length > 0);
      const spec = specOf(comp.specifier);
      if (paired.length === 0 || !spec) continue;
      if (
        paired.some((a) => a.with.some((w) => satisfies(spec.local ? `${w.version}+${spec.local}` : w.version, spec)))
      )
        continue;
      const pairs = paired
        .slice(-4)
        .map((a) => `torch ${a.version} ↔ ${key} ${a.with.map((w) => w.version).join(' or ')}`)
        .join(', ');
      const newest = paired[paired.length - 1]!;
      // A pairing the catalog has not confirmed may warn, never fail.
      const uncertain = paired.some((a) => a.with.some((w) => w.confidence === 'uncertain'));
      out.push(
        finding({
          id: 'companion-mismatch',
          severity: 'error',
          message: `${show(comp)} cannot go with ${show(torch)} (${where(torch)}): each torch release installs with the ${key} releases built for it (${pairs}), and none of those satisfies ${comp.specifier || 'this pin'}.`,
          hint: `Pin ${key} to a release paired with your torch${paired.length === 1 ? ` (${key}==${paired[0]!.with.at(-1)!.version})` : ''}, or move both together.`,
          source: newest.with.at(-1)!.source,
          confidence: uncertain ? 'uncertain' : undefined,
          location: comp.location,
        }),
      );
    }
  }
  return out;
};
