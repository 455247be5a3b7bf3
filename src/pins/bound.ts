/**
 * The pins of packages bound to torch, as the engine's request carries them: those of the pins
 * that apply here whose package the catalog describes or knows to require torch. A pin whose text
 * cannot be read is bad input once its package is bound to torch, said at its line as a torch
 * pin's would be.
 */
import { admittedReleases, boundPackage, concernsTorch, requirementOf } from '../catalog/bound.js';
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
    out.push({
      package: p.package,
      specifier,
      location: p.location,
      ...(p.wheel ? { wheelFile: true as const } : {}),
      ...indexes,
    });
  }
  return out;
}

/** One pin of a package bound to torch, for `pins`: the torch it requires, or why that is not judged. */
export interface BoundPinJson {
  package: string;
  specifier: string;
  /** What its releases require of torch (`torch==2.1.0`), or, when it cannot be judged, why not. */
  torch: string;
  judged: boolean;
  location: { file: string; line: number; column?: number };
  onlyWith?: string[];
}

/** The pins of packages bound to torch (or known to require it), each with the torch it requires. */
export function boundPinsJson(others: readonly OtherPin[] | undefined, catalog: Catalog): BoundPinJson[] {
  const out: BoundPinJson[] = [];
  for (const p of others ?? []) {
    if (!concernsTorch(catalog, p.package)) continue;
    const pkg = boundPackage(catalog, p.package);
    const spec = p.unreadable || p.url ? undefined : specOfText(p.specifier);
    const admitted = pkg && spec ? admittedReleases(catalog, pkg, spec) : [];
    const torch = !pkg
      ? 'not judged: it requires torch, but the catalog does not describe its releases'
      : p.unreadable
        ? `not judged: ${p.unreadable}`
        : !spec
          ? 'not judged: a source tree or URL, not a release'
          : admitted.length === 0
            ? pkg.partial
              ? 'not judged: the catalog lists only some of its releases, not this one'
              : 'no release the catalog lists matches'
            : requirementOf(catalog, pkg, spec);
    out.push({
      package: p.package,
      specifier: p.specifier,
      torch: torch || 'any torch',
      judged: admitted.length > 0,
      location: {
        file: p.location.file,
        line: p.location.line,
        ...(p.location.column ? { column: p.location.column } : {}),
      },
      ...(p.alternative && p.group !== undefined ? { onlyWith: [`${p.alternative} ${p.group}`] } : {}),
    });
  }
  return out;
}

function specOfText(text: string) {
  try {
    return parseSpecifier(text);
  } catch {
    return undefined;
  }
}
