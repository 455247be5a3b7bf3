/** What each file reader returns (a file's result, or a pip invocation's), and the small helpers they share. */
import { InputError } from '../core/errors.js';
import { normalizeName, pipFamily } from '../packaging/names.js';
import { parseOtherRequirement, requirementName, type ParsedRequirement } from '../packaging/requirement.js';
import type { PipOptionRole } from '../request/pip-options.js';
import {
  noAlternatives,
  type Alternatives,
  type IndexDecl,
  type OtherPin,
  type Pin,
  type PinOrigin,
  type RequiresPython,
  type Unread,
} from './pin.js';

export interface Include {
  /** As written, relative to the including file. */
  path: string;
  kind: 'requirement' | 'constraint';
  line: number;
  column: number;
}

export interface FileResult {
  pins: Pin[];
  /** Requirements of packages outside the torch family (a package bound to torch is among them). */
  others: OtherPin[];
  indexes: IndexDecl[];
  requiresPython?: RequiresPython;
  /** The Python a pixi manifest or conda environment file pins: its environment's own, not a requires-python. */
  envPython?: RequiresPython;
  /** The conda channels a pixi manifest or environment file lists, highest priority first. */
  channels?: string[];
  /** Requirement files setup.py reads its install_requires from (relative to it), as written. */
  installReads?: string[];
  /** Requirements files this file pulls in (setup.cfg `file:`, the `pip:` section of environment.yml …). */
  includes: Include[];
  alternatives: Alternatives;
  /** Values the reader saw but cannot read without running the file (a computed `python_requires`). */
  unread?: Unread[];
}

export const emptyResult = (): FileResult => ({
  pins: [],
  others: [],
  indexes: [],
  includes: [],
  alternatives: noAlternatives(),
});

/** Runs a parse step and prefixes an InputError with the place it is about. */
export function at<T>(file: string, line: number, column: number | undefined, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof InputError) throw new InputError(`${file}:${line}${column ? `:${column}` : ''}: ${e.message}`);
    throw e;
  }
}

export function pinFrom<P extends string>(
  req: ParsedRequirement<P>,
  origin: PinOrigin,
  location: Pin['location'],
  more: Partial<Pick<Pin, 'group' | 'alternative' | 'indexUrl' | 'extraIndexUrls' | 'notes' | 'marker'>> = {},
): Pin<P> {
  const marker = more.marker ?? req.marker;
  return {
    package: req.package,
    specifier: req.specifier,
    ...(req.local ? { local: req.local } : {}),
    ...(marker ? { marker } : {}),
    ...(more.indexUrl ? { indexUrl: more.indexUrl } : {}),
    ...(more.extraIndexUrls?.length ? { extraIndexUrls: more.extraIndexUrls } : {}),
    ...(req.wheel ? { wheel: req.wheel } : {}),
    ...(req.url && !req.wheel ? { url: req.url } : {}),
    ...(req.extras.length ? { extras: req.extras } : {}),
    origin,
    ...(more.group ? { group: more.group } : {}),
    ...(more.group && more.alternative ? { alternative: more.alternative } : {}),
    ...(more.notes?.length ? { notes: more.notes } : {}),
    location,
  };
}

/** `a` and `b` both hold: parenthesised so `or` inside either keeps its meaning. */
export function andMarkers(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return `(${a}) and (${b})`;
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

/** An other package's requirement as read: parsed, or named with why it cannot be. */
export type OtherRead = { req: ParsedRequirement<string> } | { name: string; nameOffset: number; problem: string };

/**
 * A requirement string of a package outside the torch family; undefined for the family (its own
 * reader's) or for what names no package. Never throws: pip judges other packages' syntax, and
 * the bound-package checks turn the problem into an error only for a package bound to torch.
 */
export function readOther(text: string): OtherRead | undefined {
  try {
    const req = parseOtherRequirement(text);
    return req && { req };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    const head = requirementName(text);
    if (!head || pipFamily(head.name)) return undefined;
    return { name: normalizeName(head.name), nameOffset: head.offset, problem: e.message };
  }
}

/** The nameOffset of what `readOther` read: where the package's name starts in the text. */
export const otherOffset = (r: OtherRead): number => ('req' in r ? r.req.nameOffset : r.nameOffset);

/** An OtherPin from what `readOther` read, at `location` (the place of its name). */
export function otherPinFrom(
  r: OtherRead,
  origin: PinOrigin,
  location: Pin['location'],
  more: Parameters<typeof pinFrom>[3] = {},
): OtherPin {
  if ('req' in r) return pinFrom(r.req, origin, location, more);
  const group = more.group ? { group: more.group, ...(more.alternative ? { alternative: more.alternative } : {}) } : {};
  return { package: r.name, specifier: '', origin, ...group, location, unreadable: r.problem };
}

/** One pip invocation as read from a requirements file and its includes: entries, other packages, options. */
export type ReqOptionRole = Exclude<PipOptionRole, 'other'>;

export interface ReqOption {
  role: ReqOptionRole;
  value?: string;
  line: number;
  column: number;
  /** Written after a requirement on the same line rather than on a line of its own. */
  onRequirementLine: boolean;
}

export interface ReqEntry {
  req: ParsedRequirement;
  line: number;
  column: number;
  notes: string[];
}

/** A requirement of a package outside the torch family, where its name is. */
export interface ReqOther {
  read: OtherRead;
  line: number;
  column: number;
}

export interface ReqFile {
  entries: ReqEntry[];
  /** Requirements of other packages (one bound to torch is judged with torch). */
  others: ReqOther[];
  options: ReqOption[];
}
