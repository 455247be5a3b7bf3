/** The `torch-preflight pins` JSON: stable, schemaVersion 1. */
import type { PinSet } from './types.js';

export interface PinsJson {
  schemaVersion: 1;
  pins: {
    package: string;
    specifier: string;
    marker?: string;
    indexUrl?: string;
    location: { file: string; line: number; column?: number };
  }[];
}

export function pinsToJson(set: PinSet): PinsJson {
  return {
    schemaVersion: 1,
    pins: set.pins.map((p) => ({
      package: p.package,
      specifier: p.specifier,
      ...(p.marker ? { marker: p.marker } : {}),
      ...(p.indexUrl ? { indexUrl: p.indexUrl } : {}),
      location: {
        file: p.location.file,
        line: p.location.line,
        ...(p.location.column ? { column: p.location.column } : {}),
      },
    })),
  };
}
