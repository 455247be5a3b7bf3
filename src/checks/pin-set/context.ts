/**
 * What the checks of a repository's pins read: the pins that apply on this runner, the runner,
 * the catalog, and which pins the engine already evaluates as the request (their problems are
 * the request's findings; saying them here again would make two findings of one problem).
 */
import type { Finding } from '../../core/finding.js';
import type { Environment, Request } from '../../core/model.js';
import type { Catalog } from '../../catalog/schema.js';
import type { Pin, PinSet } from '../../pins/types.js';
import { parseIndexUrl, type IndexRef } from '../../request/index-url.js';
import { specOf } from '../../catalog/admitted.js';

export interface PinSetContext {
  set: PinSet;
  /** The pins whose markers hold here (or cannot be decided). */
  pins: Pin[];
  env: Environment;
  catalog: Catalog;
  /** The pins the engine's request was built from: its torch, torchvision and torchaudio. */
  inRequest: ReadonlySet<Pin>;
  /** Pins kept although their marker could not be decided here (each is judged as a candidate). */
  undecided?: ReadonlySet<Pin>;
  /** Today: which torch releases the catalog does not know can be out already. */
  now?: Date;
}

export type PinSetCheck = (ctx: PinSetContext) => Finding[];

/** A pin as written, for messages. */
export const show = (p: Pin): string => `${p.package}${p.specifier || ' (any version)'}`;
export const where = (p: Pin): string => `${p.location.file}:${p.location.line}`;

/** An index the pin names; undefined when it cannot be read (a `${VAR}`, not a URL). */
export function indexOf(url: string): IndexRef | undefined {
  if (url.includes('${')) return undefined;
  try {
    return parseIndexUrl(url);
  } catch {
    return undefined;
  }
}

/**
 * A torch pin as the engine's request: its specifier, index and extra indexes, located at
 * its line. Undefined for pins pip does not resolve from an index (conda, a URL, a wheel file)
 * or whose text cannot be read here (an unset variable: said by the pin's notes instead).
 */
export function requestOfPin(pin: Pin): Request | undefined {
  if (pin.package !== 'torch' || pin.origin === 'conda' || pin.url || pin.wheel || pin.notes?.length) return undefined;
  const torch = specOf(pin.specifier);
  if (!torch) return undefined;
  const index = pin.indexUrl ? indexOf(pin.indexUrl) : { kind: 'pypi' as const };
  const extra = (pin.extraIndexUrls ?? []).map(indexOf);
  if (!index || extra.some((r) => r === undefined)) return undefined;
  return { torch, torchLocation: pin.location, index, ...(extra.length ? { extraIndexes: extra as IndexRef[] } : {}) };
}
