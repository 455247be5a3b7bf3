/**
 * The one place where wheel index URLs are read and written. download.pytorch.org serves
 * `/whl/<variant>` (stable), `/whl/test/<variant>` (release candidates),
 * `/whl/nightly/<variant>` (needs --pre) and the legacy find-links page `torch_stable.html`.
 */
import { InputError } from '../core/errors.js';
import { noteUrlSecrets } from '../text/secrets.js';
import type { Channel, IndexRef } from '../core/model.js';
export type { Channel, IndexRef } from '../core/model.js';
import { isVariantName } from '../platform/variant.js';

const PYTORCH_INDEX = 'https://download.pytorch.org/whl';

/** The canonical stable index URL for a variant: `https://download.pytorch.org/whl/cu128`. */
export function indexUrlFor(variant: string, channel: Channel = 'stable'): string {
  return channel === 'stable' ? `${PYTORCH_INDEX}/${variant}` : `${PYTORCH_INDEX}/${channel}/${variant}`;
}

/** A path segment with its %-escapes decoded; a broken escape (`%zz`, a lone `%`) is one line naming the URL. */
function decodeSegment(segment: string, url: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new InputError(
      `index URL ${JSON.stringify(url.slice(0, 80))} has a broken %-escape in its path (${JSON.stringify(segment.slice(0, 40))})`,
    );
  }
}

export function parseIndexUrl(input: string | undefined): IndexRef {
  const text = (input ?? '').trim();
  noteUrlSecrets(text);
  if (text === '' || text.toLowerCase() === 'pypi') return { kind: 'pypi' };
  if (isVariantName(text.toLowerCase())) {
    // A bare variant (`cu128`) is accepted as shorthand for its stable index.
    const v = text.toLowerCase();
    return { kind: 'pytorch', url: indexUrlFor(v), channel: 'stable', variant: v, mirror: false };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InputError(
      `index URL ${JSON.stringify(text.slice(0, 80))} is not a URL; expected e.g. https://download.pytorch.org/whl/cu128, a variant such as cu128, or pypi`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:' && url.protocol !== 'file:') {
    throw new InputError(`index URL ${JSON.stringify(text.slice(0, 80))} must use https, http or file`);
  }
  const host = url.hostname.toLowerCase();
  if (host === 'pypi.org' || host === 'pypi.python.org' || host === 'files.pythonhosted.org')
    return { kind: 'pypi', url: text };
  const mirror = host !== 'download.pytorch.org';
  const segs = url.pathname
    .split('/')
    .filter(Boolean)
    .map((s) => decodeSegment(s, text).toLowerCase());
  const whl = segs.lastIndexOf('whl');
  if (whl < 0 && mirror) {
    // A mirror without the /whl/ layout (e.g. …/pytorch-wheels/cu121/): trust only a variant as last segment.
    const last = segs[segs.length - 1];
    if (last && isVariantName(last)) return { kind: 'pytorch', url: text, channel: 'stable', variant: last, mirror };
    return { kind: 'unknown', url: text };
  }
  const rest = segs.slice(whl + 1);
  let channel: Channel = 'stable';
  if (rest[0] === 'test' || rest[0] === 'nightly') channel = rest.shift() as Channel;
  const [first, second] = rest;
  if (first === 'torch_stable.html' || first === 'torch_test.html' || first === 'torch_nightly.html') {
    return { kind: 'find-links', url: text, channel, mirror };
  }
  if (first && isVariantName(first)) {
    if (second === 'torch_stable.html' || second === 'torch') {
      return second === 'torch'
        ? { kind: 'pytorch', url: text, channel, variant: first, mirror }
        : { kind: 'find-links', url: text, channel, variant: first, mirror };
    }
    if (second === undefined) return { kind: 'pytorch', url: text, channel, variant: first, mirror };
  }
  if (first === undefined || first === 'torch') {
    // `/whl/` and `/whl/torch/` list every variant, chosen by the pin's local version.
    return { kind: 'find-links', url: text, channel, mirror };
  }
  return { kind: 'unknown', url: text };
}

/** The URL of a PyPI mirror (an index that serves PyPI's builds from another host), if `ref` is one. */
export function pypiMirror(ref: IndexRef): string | undefined {
  return ref.kind === 'pypi' &&
    ref.url &&
    !/^https?:\/\/(pypi\.org|pypi\.python\.org|files\.pythonhosted\.org)(\/|$)/i.test(ref.url)
    ? ref.url
    : undefined;
}

export function describeIndex(ref: IndexRef): string {
  switch (ref.kind) {
    case 'pypi':
      // A mirror named by what it lists (--online) is shown by its URL, not as PyPI itself.
      return pypiMirror(ref) ? `${ref.url} (a PyPI mirror)` : 'PyPI';
    case 'pytorch':
      return `${ref.url} (${ref.variant}${ref.channel === 'stable' ? '' : `, ${ref.channel}`})`;
    case 'find-links':
      return `${ref.url} (find-links${ref.variant ? `, ${ref.variant}` : ''})`;
    case 'unknown':
      return ref.url;
  }
}

/** Who reads an index: it decides how a project's page URL is made from the index URL. */
export type IndexReader = 'pip' | 'uv';

/**
 * The URL of a project's page on an index, as its installer asks for it. pip (and Poetry) join
 * the name onto the URL's text (`posixpath.join`, then a trailing `/`), so a query swallows it:
 * `…/simple?token=T` is asked as `…/simple?token=T/torch/`. uv joins it onto the path and keeps
 * the query: `…/simple/torch/?token=T`. A URL whose path already ends in `/torch` is the page.
 */
export function projectPageUrl(index: string, project: string, reader: IndexReader): string {
  const url = new URL(index);
  if (/\/torch\/?$/.test(url.pathname)) return index;
  if (reader === 'uv') {
    url.pathname = `${url.pathname.replace(/\/$/, '')}/${project}/`;
    return url.toString();
  }
  const joined = index.endsWith('/') ? `${index}${project}` : `${index}/${project}`;
  return joined.endsWith('/') ? joined : `${joined}/`;
}
