/** The driver floors that apply to one CUDA build on one OS. */
import { familyFor, toolkitFor } from './query.js';
import type { Catalog, Confidence } from './schema.js';
import type { Os } from '../platform/platform.js';

export interface DriverFloors {
  cuda: string;
  /** Driver the toolkit itself names (NVIDIA Table 3): everything works from here. */
  full?: string;
  /** Minor-version compatibility floor of the CUDA major (Table 2): runs, without PTX JIT. */
  compat?: string;
  source: string;
  compatSource?: string;
  confidence?: Confidence;
}

export function driverFloors(catalog: Catalog, variant: string, os: Os): DriverFloors | undefined {
  const t = toolkitFor(catalog, variant);
  if (!t) return undefined;
  const fam = familyFor(catalog, Number(t.cuda.split('.')[0]));
  const full = os === 'windows' ? (t.driver.windows ?? undefined) : t.driver.linux;
  const compat = fam
    ? os === 'windows'
      ? (fam.minDriver.windows ?? fam.minDriver.linux)
      : fam.minDriver.linux
    : undefined;
  return {
    cuda: t.cuda,
    ...(full ? { full } : {}),
    ...(compat ? { compat } : {}),
    source: t.source,
    ...(fam ? { compatSource: fam.source } : {}),
    ...(t.confidence === 'uncertain' || fam?.confidence === 'uncertain' ? { confidence: 'uncertain' as const } : {}),
  };
}
