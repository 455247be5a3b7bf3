/**
 * The pins of packages bound to torch, as the engine's request carries them: those of the pins
 * that apply here whose package the catalog describes or knows to require torch. A pin whose text
 * cannot be read is bad input once its package is bound to torch, said at its line as a torch
 * pin's would be.
 */
import { concernsTorch } from '../catalog/bound.js';
import type { Catalog } from '../catalog/schema.js';
import { InputError } from '../core/errors.js';
import type { BoundRequest } from '../core/model.js';
import { parseSpecifier } from '../packaging/pep440.js';
import type { OtherPin } from './types.js';

const place = (p: OtherPin): string =>
  `${p.location.file}:${p.location.line}${p.location.column ? `:${p.location.column}` : ''}`;

/** The bound pins among `others` (already narrowed to this runner and install target). */
export function boundRequests(others: readonly OtherPin[] | undefined, catalog: Catalog): BoundRequest[] {
  const out: BoundRequest[] = [];
  for (const p of others ?? []) {
    if (!concernsTorch(catalog, p.package)) continue;
    if (p.unreadable) throw new InputError(`${place(p)}: ${p.unreadable}`);
    // A source tree or a wheel file is what it is, not a release of the catalog's: not judged by version.
    if (p.url) continue;
    let specifier;
    try {
      specifier = parseSpecifier(p.specifier, `${p.package} version`);
    } catch (e) {
      if (e instanceof InputError) throw new InputError(`${place(p)}: ${e.message}`);
      throw e;
    }
    const indexes =
      p.indexUrl || p.extraIndexUrls?.length
        ? { indexes: { ...(p.indexUrl ? { indexUrl: p.indexUrl } : {}), extra: p.extraIndexUrls ?? [] } }
        : {};
    out.push({ package: p.package, specifier, location: p.location, ...indexes });
  }
  return out;
}
