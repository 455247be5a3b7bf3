/**
 * Core metadata (a wheel's METADATA file, which PEP 658 serves beside it as `<file>.metadata`):
 * its `Requires-Dist` headers, name and version part.
 */
import { normalizeName } from './names.js';

export interface Requirement {
  name: string;
  /** The version part as written (`==12.8.90`). */
  spec: string;
}

/** The `Requires-Dist` lines of a METADATA file, name and version part (markers dropped). */
export function requiresDist(metadata: string): Requirement[] {
  const out: Requirement[] = [];
  for (const line of metadata.split(/\r?\n/)) {
    if (line === '') break; // the headers end at the first blank line; the description follows
    const m = /^Requires-Dist:\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*\(?([^;)]*)/i.exec(line);
    if (m) out.push({ name: normalizeName(m[1]!), spec: m[2]!.trim() });
  }
  return out;
}
