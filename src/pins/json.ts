/** The `torch-preflight pins` JSON: stable, schemaVersion 1. */
import type { Pin, PinSet } from './types.js';
import type { BoundPinJson } from './bound.js';

export interface PinsJson {
  schemaVersion: 1;
  pins: {
    package: string;
    specifier: string;
    marker?: string;
    indexUrl?: string;
    /** uv: where this pin's `[tool.uv.sources]` entry applies (the source's marker, not the requirement's). */
    sourceMarker?: string;
    /** uv: the default index's pin of a requirement whose sources all have markers: it applies where none does. */
    sourceElse?: string[];
    /** Installed only when one of these is selected (`extra torch`, `group dev`, `feature cuda`); absent: by the default install. */
    onlyWith?: string[];
    location: { file: string; line: number; column?: number };
  }[];
  /** Pins of packages bound to torch (xformers, torchtext, …), each with the torch it requires. */
  bound?: BoundPinJson[];
}

export function pinsToJson(set: PinSet): PinsJson {
  const out: PinsJson['pins'] = [];
  // One entry per pin as written: a setup.py string several extras reach is one pin per extra.
  const byPlace = new Map<string, PinsJson['pins'][number]>();
  for (const p of set.pins) {
    const entry = {
      package: p.package,
      specifier: p.specifier,
      ...(p.marker ? { marker: p.marker } : {}),
      ...(p.indexUrl ? { indexUrl: p.indexUrl } : {}),
      ...(p.sourceMarker ? { sourceMarker: p.sourceMarker } : {}),
      ...(p.sourceElse ? { sourceElse: p.sourceElse } : {}),
      location: {
        file: p.location.file,
        line: p.location.line,
        ...(p.location.column ? { column: p.location.column } : {}),
      },
    };
    const only = onlyWith(p);
    const key = JSON.stringify(entry);
    const seen = byPlace.get(key);
    if (seen && only && seen.onlyWith) {
      seen.onlyWith.push(only);
      continue;
    }
    const json = only ? { ...entry, onlyWith: [only] } : entry;
    out.push(json);
    if (only) byPlace.set(key, json);
  }
  return { schemaVersion: 1, pins: out };
}

/** The alternative a pin is installed with, or undefined when the default install has it. */
function onlyWith(p: Pin): string | undefined {
  return p.alternative && p.group !== undefined ? `${p.alternative} ${p.group}` : undefined;
}
