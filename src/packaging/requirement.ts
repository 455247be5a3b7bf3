/**
 * One PEP 508 requirement string (`torch[opt]>=2.1,<3; sys_platform == "linux"`,
 * `torch @ https://…/torch-2.3.0%2Bcu121-cp311-cp311-linux_x86_64.whl`) → the parts a pin needs.
 * Lines for other packages are recognised by name only and never validated: their syntax is
 * pip's business, not ours.
 */
import { InputError } from '../core/errors.js';
import { parseSpecifier } from './pep440.js';
import { parseMarker } from './marker.js';
import { normalizeName, pipFamily, type PinPackage } from './names.js';
import { parseWheelName, type WheelInfo } from './wheel.js';

export interface ParsedRequirement<P extends string = PinPackage> {
  package: P;
  /** Offset of the name in the input (0-based). */
  nameOffset: number;
  extras: string[];
  specifier: string;
  local?: string;
  marker?: string;
  url?: string;
  wheel?: WheelInfo;
}

const NAME = /^\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)/;
const OPERATOR = /^(===|==|!=|<=|>=|~=|<|>)/;
const URLISH = /^(https?|file|git\+[a-z]+|hg\+[a-z]+|svn\+[a-z]+|bzr\+[a-z]+):/i;

/**
 * The name a PEP 508 requirement starts with, where it starts, and the text after it (extras,
 * version, URL, marker) unread: the one name reader for pin files and pip commands.
 */
export function requirementName(text: string): { name: string; offset: number; rest: string } | undefined {
  const m = NAME.exec(text);
  return m ? { name: m[1]!, offset: m[0].length - m[1]!.length, rest: text.slice(m[0].length) } : undefined;
}

/** Validates a PEP 440 specifier as PEP 508 writes it: every clause starts with an operator. */
export function normalizeSpecifier(raw: string, what: string): { specifier: string; local?: string } {
  let s = raw.trim();
  if (s.startsWith('(') && s.endsWith(')')) s = s.slice(1, -1).trim();
  if (s === '') return { specifier: '' };
  const clauses = s.split(',').map((c) => c.replace(/\s+/g, ''));
  for (const c of clauses) {
    if (!OPERATOR.test(c)) throw new InputError(`${what}: ${JSON.stringify(c)} needs an operator such as == or >=`);
  }
  const specifier = clauses.join(',');
  const parsed = parseSpecifier(specifier, what);
  return { specifier, ...(parsed.local ? { local: parsed.local } : {}) };
}

/**
 * Parses a requirement of the torch family; returns undefined for any other package (or
 * something that is no requirement at all). Throws InputError for a malformed family pin.
 */
export function parseRequirement(text: string): ParsedRequirement | undefined {
  return parseRequirementOf(text, pipFamily);
}

/** A package outside the torch family, by its PEP 503 name: a candidate for a package bound to torch. */
const otherPackage = (name: string): string | undefined => (pipFamily(name) ? undefined : normalizeName(name));

/**
 * A requirement of any package outside the torch family, read as strictly as a torch pin. Its
 * syntax is pip's business until the package turns out to be bound to torch, so a caller keeps
 * the InputError for then rather than failing the line.
 */
export function parseOtherRequirement(text: string): ParsedRequirement<string> | undefined {
  return parseRequirementOf(text, otherPackage);
}

function parseRequirementOf<P extends string>(
  text: string,
  accept: (name: string) => P | undefined,
): ParsedRequirement<P> | undefined {
  const trimmedStart = text.length - text.trimStart().length;
  const t = text.trim();
  if (t === '') return undefined;
  // One requirement is one line: a line break inside (or after) it is no requirement (pip).
  const lineBreak = /[\r\n]/.test(text.trimStart());
  // A bare wheel URL or path: pip takes the name from the file name.
  if (URLISH.test(t) || /^[./\\]|^[A-Za-z]:[\\/]/.test(t)) {
    const [url = '', ...rest] = t.split(/\s+;\s*|;\s+/);
    const w = parseWheelName(url);
    const pkg = w ? accept(w.name) : undefined;
    if (!w || !pkg) return undefined;
    const marker = rest.join('; ').trim();
    if (marker) parseMarker(marker);
    return {
      package: pkg,
      nameOffset: trimmedStart,
      extras: [],
      specifier: `==${w.wheel.version}${w.wheel.local ? `+${w.wheel.local}` : ''}`,
      ...(w.wheel.local ? { local: w.wheel.local } : {}),
      ...(marker ? { marker } : {}),
      url,
      wheel: { ...w.wheel, url },
    };
  }
  const head = requirementName(text);
  if (!head) return undefined;
  const pkg = accept(head.name);
  if (!pkg) return undefined;
  const what = `requirement ${JSON.stringify(t.length > 100 ? `${t.slice(0, 97)}...` : t)}`;
  if (lineBreak) throw new InputError(`${what}: a line break inside a requirement`);
  let rest = head.rest;
  // A name glued to more name characters (`torch-tensorrt`) never gets here: NAME is greedy.
  let extras: string[] = [];
  const ex = /^\s*\[([^\]]*)\]/.exec(rest);
  if (ex) {
    extras = ex[1]!.trim() === '' ? [] : ex[1]!.split(',').map((e) => e.trim());
    // `[]` is no extras; `[a,]` and `[a b]` are no list of names.
    if (extras.some((e) => !/^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/.test(e)))
      throw new InputError(`${what}: extras ${JSON.stringify(ex[0].trim())} are not valid`);
    rest = rest.slice(ex[0].length);
  } else if (/^\s*\[/.test(rest)) {
    throw new InputError(`${what}: missing "]" after the extras`);
  }
  const nameOffset = head.offset;
  const at = /^\s*@\s*/.exec(rest);
  if (at) {
    rest = rest.slice(at[0].length);
    const urlMatch = /^(\S+)/.exec(rest);
    if (!urlMatch) throw new InputError(`${what}: "@" must be followed by a URL`);
    const url = urlMatch[1]!;
    // PEP 508: a space before the marker's ";" (a URL may hold a ";" of its own).
    if (url.endsWith(';'))
      throw new InputError(`${what}: a marker after a URL needs a space before ";" (the ";" reads as part of the URL)`);
    const after = rest.slice(url.length);
    let marker: string | undefined;
    const semi = /^\s*;(.*)$/s.exec(after);
    if (semi) marker = semi[1]!.trim();
    else if (after.trim() !== '')
      throw new InputError(`${what}: unexpected ${JSON.stringify(after.trim())} after the URL (a marker needs " ; ")`);
    if (marker) parseMarker(marker);
    const w = parseWheelName(url);
    return {
      package: pkg,
      nameOffset,
      extras,
      specifier: w ? `==${w.wheel.version}${w.wheel.local ? `+${w.wheel.local}` : ''}` : '',
      ...(w?.wheel.local ? { local: w.wheel.local } : {}),
      ...(marker ? { marker } : {}),
      url,
      ...(w ? { wheel: { ...w.wheel, url } } : {}),
    };
  }
  const semi = rest.indexOf(';');
  const specText = semi >= 0 ? rest.slice(0, semi) : rest;
  const marker = semi >= 0 ? rest.slice(semi + 1).trim() : undefined;
  if (semi >= 0 && !marker) throw new InputError(`${what}: empty marker after ";"`);
  // Two names on a line (`torch torchvision`); `=== text` is one clause (PEP 440's arbitrary equality).
  if (/[^\s=<>!~(,]\s+[A-Za-z_]/.test(specText.trim())) {
    throw new InputError(
      `${what}: one line holds more than one requirement, which pip rejects; put each on its own line`,
    );
  }
  const spec = normalizeSpecifier(specText, what);
  if (marker) parseMarker(marker);
  return {
    package: pkg,
    nameOffset,
    extras,
    specifier: spec.specifier,
    ...(spec.local ? { local: spec.local } : {}),
    ...(marker ? { marker } : {}),
  };
}

/** Writes a requirement back as PEP 508 text (the inverse of parseRequirement). */
export function renderRequirement(
  r: Pick<ParsedRequirement<string>, 'package' | 'extras' | 'specifier' | 'marker' | 'url'>,
): string {
  const extras = r.extras.length ? `[${r.extras.join(',')}]` : '';
  const marker = r.marker ? ` ; ${r.marker}` : '';
  if (r.url) return `${r.package}${extras} @ ${r.url}${marker}`;
  return `${r.package}${extras}${r.specifier}${marker}`;
}
