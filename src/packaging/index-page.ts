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

export function indexPageEntries(text: string, where: string): IndexFile[] {
  if (text.length > MAX_PAGE_BYTES)
    throw new InputError(`${where}: the page is over ${MAX_PAGE_BYTES / 1024 / 1024} MiB; not an index page`);
  const start = text.trimStart();
  const files = start.startsWith('{') ? jsonFiles(start, where) : htmlFiles(text, where);
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

/** Anchors' text, or the last path segment of their href: PEP 503 says the text is the file name. */
function htmlFiles(text: string, where: string): IndexFile[] {
  if (!/<html|<!doctype html|<a\s/i.test(text))
    throw new InputError(`${where}: neither a PEP 691 JSON page nor a PEP 503 HTML page`);
  const out: IndexFile[] = [];
  const anchor = /<a\s([^>]*?)href\s*=\s*["']([^"']*)["']([^>]*)>([^<]*)<\/a>/gi;
  for (let m = anchor.exec(text); m; m = anchor.exec(text)) {
    const attrs = `${m[1]!} ${m[3]!}`;
    const label = decodeEntities(m[4]!.trim());
    const fromHref = (() => {
      const last = m[2]!.split('#')[0]!.split('?')[0]!.split('/').pop() ?? '';
      try {
        return decodeURIComponent(last);
      } catch {
        return last;
      }
    })();
    const name = label || fromHref;
    if (!name) continue;
    const y = /(?:^|\s)data-yanked(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/i.exec(attrs);
    const yanked = y ? yankedMark(decodeEntities(y[1] ?? y[2] ?? '')) : undefined;
    const meta = /(?:^|\s)data-(?:core|dist-info)-metadata(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/i.exec(attrs);
    const href = decodeEntities(m[2]!.split('#')[0]!);
    out.push({
      filename: name,
      ...(yanked ? { yanked } : {}),
      ...(href ? { url: href } : {}),
      ...(meta && (meta[1] ?? meta[2] ?? 'true').toLowerCase() !== 'false' ? { metadata: true as const } : {}),
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
