/**
 * The file names on a package index page: PEP 691 JSON (`{"files": [{"filename": …}]}`) or
 * PEP 503 HTML (one `<a href>` per file). Pages come from the network in a maintainer's run,
 * so they are bounded and refused, never guessed at, when they are neither.
 */
import { InputError } from '../../core/errors.js';
import { FILE_CAPS } from '../../core/user-text.js';

/** download.pytorch.org's torch page lists some 20,000 files; far above that is not an index. */
export const MAX_PAGE_BYTES = FILE_CAPS.indexPage;
export const MAX_FILES = 200_000;

export function indexPageFiles(text: string, where: string): string[] {
  if (text.length > MAX_PAGE_BYTES) throw new InputError(`${where}: the page is over ${MAX_PAGE_BYTES / 1024 / 1024} MiB; not an index page`);
  const start = text.trimStart();
  const files = start.startsWith('{') ? jsonFiles(start, where) : htmlFiles(text, where);
  if (files.length > MAX_FILES) throw new InputError(`${where}: over ${MAX_FILES} files; not an index page`);
  return files;
}

function jsonFiles(text: string, where: string): string[] {
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
    return name;
  });
}

/** Anchors' text, or the last path segment of their href: PEP 503 says the text is the file name. */
function htmlFiles(text: string, where: string): string[] {
  if (!/<html|<!doctype html|<a\s/i.test(text)) throw new InputError(`${where}: neither a PEP 691 JSON page nor a PEP 503 HTML page`);
  const out: string[] = [];
  const anchor = /<a\s[^>]*?href\s*=\s*["']([^"']*)["'][^>]*>([^<]*)<\/a>/gi;
  for (let m = anchor.exec(text); m; m = anchor.exec(text)) {
    const label = decodeEntities(m[2]!.trim());
    const fromHref = (() => {
      const last = m[1]!.split('#')[0]!.split('?')[0]!.split('/').pop() ?? '';
      try {
        return decodeURIComponent(last);
      } catch {
        return last;
      }
    })();
    const name = label || fromHref;
    if (name) out.push(name);
  }
  return out;
}

function decodeEntities(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e] ?? '');
}
