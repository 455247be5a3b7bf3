/**
 * The file names on a package index page: PEP 691 JSON (`{"files": [{"filename": …}]}`) or
 * PEP 503 HTML (one `<a href>` per file). Pages come from the network in a maintainer's run,
 * so they are bounded and refused, never guessed at, when they are neither.
 */
import { InputError } from '../core/errors.js';
import { FILE_CAPS } from '../text/user-text.js';

/** download.pytorch.org's torch page lists some 20,000 files; far above that is not an index. */
export const MAX_PAGE_BYTES = FILE_CAPS.indexPage;
export const MAX_FILES = 200_000;

/** One file of a page: its name, and PEP 592's yanked mark (true, or the reason given). */
export interface IndexFile {
  filename: string;
  yanked?: true | string;
  /** Where the file is (as the page links it), when the page says. */
  url?: string;
  /** PEP 658/714: the index serves the wheel's METADATA at `<url>.metadata`. */
  metadata?: true;
}

/**
 * `deadline` (a `Date.now()` value) bounds the parse as the download is bounded: a page that
 * takes longer is refused like one that did not arrive.
 */
export function indexPageEntries(text: string, where: string, deadline?: number): IndexFile[] {
  if (text.length > MAX_PAGE_BYTES)
    throw new InputError(`${where}: the page is over ${MAX_PAGE_BYTES / 1024 / 1024} MiB; not an index page`);
  const start = text.trimStart();
  const files = start.startsWith('{') ? jsonFiles(start, where) : htmlFiles(text, where, deadline);
  if (files.length > MAX_FILES) throw new InputError(`${where}: over ${MAX_FILES} files; not an index page`);
  return files;
}

export function indexPageFiles(text: string, where: string): string[] {
  return indexPageEntries(text, where).map((f) => f.filename);
}

/** PEP 691 `yanked`: false, true or a reason; PEP 592 `data-yanked`: present, with an optional reason. */
function yankedMark(value: unknown): IndexFile['yanked'] {
  if (value === true) return true;
  if (typeof value === 'string') return value.trim() === '' ? true : value.trim();
  return undefined;
}

function jsonFiles(text: string, where: string): IndexFile[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new InputError(`${where}: not valid JSON (${(err as Error).message.slice(0, 80)})`);
  }
  const files = (doc as { files?: unknown })?.files;
  if (!Array.isArray(files)) throw new InputError(`${where}: a PEP 691 page needs a "files" list`);
  return files.map((f, i) => {
    const name = (f as { filename?: unknown })?.filename;
    if (typeof name !== 'string' || name === '') throw new InputError(`${where}: files[${i}] has no filename`);
    const entry = f as { yanked?: unknown; url?: unknown; 'core-metadata'?: unknown; 'dist-info-metadata'?: unknown };
    const yanked = yankedMark(entry.yanked);
    const meta = entry['core-metadata'] ?? entry['dist-info-metadata'];
    return {
      filename: name,
      ...(yanked ? { yanked } : {}),
      ...(typeof entry.url === 'string' && entry.url ? { url: entry.url } : {}),
      ...(meta !== undefined && meta !== false ? { metadata: true as const } : {}),
    };
  });
}

/** One `<a …>` tag: where its text starts and its attributes (names lower-cased, values as written). */
interface Tag {
  end: number;
  attrs: Map<string, string | undefined>;
}

const isSpace = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;

/**
 * Reads the attributes of the tag whose name ends at `from`, up to its unquoted `>`, in one pass
 * over the tag: every character is looked at once, so a page of unclosed tags costs its length,
 * not its square. `undefined` when the page ends inside the tag.
 */
function readTag(text: string, from: number): Tag | undefined {
  const attrs = new Map<string, string | undefined>();
  let i = from;
  const n = text.length;
  for (;;) {
    while (i < n && (isSpace(text.charCodeAt(i)) || text[i] === '/')) i++;
    if (i >= n) return undefined;
    if (text[i] === '>') return { end: i + 1, attrs };
    const nameStart = i;
    while (i < n && !isSpace(text.charCodeAt(i)) && text[i] !== '=' && text[i] !== '>' && text[i] !== '/') i++;
    const name = text.slice(nameStart, i).toLowerCase();
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (text[i] !== '=') {
      if (!attrs.has(name)) attrs.set(name, undefined);
      continue;
    }
    i++;
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    let value: string;
    const q = text[i];
    if (q === '"' || q === "'") {
      const close = text.indexOf(q, i + 1);
      if (close < 0) return undefined;
      value = text.slice(i + 1, close);
      i = close + 1;
    } else {
      const valueStart = i;
      while (i < n && !isSpace(text.charCodeAt(i)) && text[i] !== '>') i++;
      value = text.slice(valueStart, i);
    }
    if (!attrs.has(name)) attrs.set(name, value);
  }
}

/** The last path segment of an href, %-decoded when it can be. */
function hrefName(href: string): string {
  const last = href.split('#')[0]!.split('?')[0]!.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** What a `data-…` attribute says: absent, present without a value (`''`), or its decoded value. */
const attrValue = (attrs: Map<string, string | undefined>, name: string): string | undefined =>
  attrs.has(name) ? decodeEntities(attrs.get(name) ?? '') : undefined;

/**
 * Anchors' text, or the last path segment of their href: PEP 503 says the text is the file name.
 * One forward pass: each `<` is looked at once, a tag's attributes are read to its `>`, and its
 * text runs to the next `<`, which must open `</a`; so the cost is linear in the page, whatever
 * it holds. `deadline` (a `Date.now()` value) stops a page that still takes too long.
 */
function htmlFiles(text: string, where: string, deadline: number | undefined): IndexFile[] {
  if (!/<html|<!doctype html|<a\s/i.test(text))
    throw new InputError(`${where}: neither a PEP 691 JSON page nor a PEP 503 HTML page`);
  const out: IndexFile[] = [];
  let at = text.indexOf('<');
  for (let seen = 0; at >= 0; seen++) {
    if (deadline !== undefined && (seen & 1023) === 1023 && Date.now() > deadline)
      throw new InputError(`${where}: reading the page took past the deadline`);
    const c = text[at + 1];
    if ((c !== 'a' && c !== 'A') || !isSpace(text.charCodeAt(at + 2))) {
      at = text.indexOf('<', at + 1);
      continue;
    }
    const tag = readTag(text, at + 2);
    if (!tag) break;
    const textEnd = text.indexOf('<', tag.end);
    if (textEnd < 0) break;
    at = textEnd;
    const href = tag.attrs.get('href');
    if (href === undefined || text.slice(textEnd, textEnd + 3).toLowerCase() !== '</a') continue;
    const name = decodeEntities(text.slice(tag.end, textEnd).trim()) || hrefName(href);
    if (!name) continue;
    if (out.length >= MAX_FILES) throw new InputError(`${where}: over ${MAX_FILES} files; not an index page`);
    const yankedAttr = attrValue(tag.attrs, 'data-yanked');
    const yanked = yankedAttr === undefined ? undefined : yankedMark(yankedAttr === '' ? true : yankedAttr);
    const meta = attrValue(tag.attrs, 'data-core-metadata') ?? attrValue(tag.attrs, 'data-dist-info-metadata');
    const url = decodeEntities(href.split('#')[0]!);
    out.push({
      filename: name,
      ...(yanked ? { yanked } : {}),
      ...(url ? { url } : {}),
      ...(meta !== undefined && meta.toLowerCase() !== 'false' ? { metadata: true as const } : {}),
    });
  }
  return out;
}

function decodeEntities(s: string): string {
  return s.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e] ?? '',
  );
}
