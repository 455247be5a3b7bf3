/**
 * `check --online`: ask the indexes pip would read (the request's index and extra indexes, or
 * PIP_INDEX_URL / PIP_EXTRA_INDEX_URL / PIP_FIND_LINKS) for torch's file list, and let the wheel
 * names decide what the catalog has not confirmed: a release newer than the catalog, an
 * unconfirmed release, a yanked file. What only the catalog knows (kernels, driver floors,
 * companions) still comes from it. One request per index, a short deadline, a cache; any failure
 * is a notice and the catalog's answer.
 */
import { shortList } from '../../../text/short-list.js';
import type { Finding } from '../../../core/finding.js';
import type { Request } from '../../../core/model.js';
import { redact } from '../../../text/secrets.js';
import type { Catalog } from '../../../catalog/schema.js';
import { indexPageEntries, MAX_PAGE_BYTES, type IndexFile } from '../../../packaging/index-page.js';
import { observe, yankedReleases, type PageFiles } from '../../../catalog/observed/observe.js';
import { deriveFromObserved, overlayDerived, type Provenance } from '../../../catalog/observed/derive.js';
import { variantOfLabel } from '../../../platform/variant.js';
import { normalizeName } from '../../../packaging/names.js';
import { parseWheelFile } from '../../../packaging/tags.js';
import { parseVersion } from '../../../packaging/pep440.js';
import { parseIndexUrl, projectPageUrl, type IndexReader, type IndexRef } from '../../../request/index-url.js';
import type { IndexDecl } from '../../../pins/types.js';
import { displayUrl, getPage } from '../../../io/http.js';
import { cacheDir, cacheDirProblem, readCached, writeCached } from '../../../io/page-cache.js';
import { readPinsAtBase } from '../../../workspace/merge-base.js';
import { indexListsNoTorch, onlineNotRead, releaseFromIndex } from '../../../checks/online-notes.js';
import {
  chooseIndexes,
  MAX_INDEXES,
  originOf,
  type HostPolicy,
  type IndexCandidate,
  type NotAskedWhy,
} from './hosts.js';

export interface OnlineOptions {
  /** Deadline per index page. */
  timeoutMs: number;
  /** Indexes the pin files declare (`--index-url`, `--extra-index-url`, `--find-links` lines, uv and Poetry sources). */
  declared?: readonly IndexDecl[];
  /**
   * Whether pip reads PyPI when the request names no index: not when every torch pin installs
   * from an index its file names (`--index-url` in requirements.txt replaces PyPI).
   */
  defaultIndexRead?: boolean;
  /** Who may have the hosts in the pin files asked (hosts.ts). */
  hosts: HostPolicy;
  env: NodeJS.ProcessEnv;
  now: Date;
}

/** How long a cached page is used without asking again. */
const FRESH_MS = 60 * 60 * 1000;
/** A torch project page of download.pytorch.org is a few MB; PyPI's JSON page under one. */
const MAX_ONLINE_BYTES = Math.min(MAX_PAGE_BYTES, 32 * 1024 * 1024);
const ACCEPT = 'application/vnd.pypi.simple.v1+json, application/vnd.pypi.simple.v1+html;q=0.2, text/html;q=0.1';

interface Target extends IndexCandidate {
  /** The page as people may see it: no credentials, no query. */
  shown: string;
  /** What observe() calls an unlabelled file's build here. */
  name: string;
  publicOnly: boolean;
}

export interface OnlineAnswer {
  catalog: Catalog;
  request: Request;
  findings: Finding[];
  /** Releases every file of which is yanked on an index read, with the reason. */
  yanked: Map<string, string | true>;
}

/** The torch project page of an index as its reader asks for it, or the find-links page itself. */
function torchPage(ref: IndexRef, reader: IndexReader, url = indexUrlOf(ref)): string {
  return ref.kind === 'find-links' ? url : projectPageUrl(url, 'torch', reader);
}

const indexUrlOf = (ref: IndexRef): string => ('url' in ref && ref.url ? ref.url : 'https://pypi.org/simple');

const split = (v: string | undefined): string[] => (v ?? '').split(/\s+/).filter(Boolean);

/** uv and pixi (which resolves PyPI packages with uv) join page URLs as uv does; the rest as pip. */
const readerOf = (role: IndexDecl['role']): IndexReader =>
  role === 'uv-index' || role === 'pixi-index' ? 'uv' : 'pip';

/**
 * The indexes pip reads for this request, each with who named it: the given ones (else pip's
 * environment variables) by whoever runs the check, then those the pin files declare.
 */
function candidatesOf(request: Request, opts: OnlineOptions): { primary: IndexRef; candidates: IndexCandidate[] } {
  const env = opts.env;
  const implicit = request.index.kind === 'pypi' && !request.index.url;
  const primary = implicit && env.PIP_INDEX_URL ? parseIndexUrl(env.PIP_INDEX_URL) : request.index;
  const extras = request.extraIndexes?.length
    ? request.extraIndexes
    : split(env.PIP_EXTRA_INDEX_URL).map(parseIndexUrl);
  const links = split(env.PIP_FIND_LINKS)
    .filter((u) => /^https?:\/\//i.test(u))
    .map((url): IndexRef => ({ kind: 'find-links', url, channel: 'stable', mirror: true }));
  const invoker = (ref: IndexRef): IndexCandidate => ({
    ref,
    page: torchPage(ref, 'pip'),
    namedBy: 'invoker',
    reader: 'pip',
  });
  // PyPI by default, unless a pin file's own --index-url replaces it for every torch pin.
  const askPrimary = !(implicit && !env.PIP_INDEX_URL && opts.defaultIndexRead === false);
  const candidates = [...(askPrimary ? [primary] : []), ...extras, ...links].map(invoker);
  // What the pin files declare is read by pip too (`pip install -r requirements.txt`).
  for (const d of opts.declared ?? []) {
    if (!/^https?:\/\//i.test(d.url)) continue;
    let ref: IndexRef;
    try {
      ref =
        d.role === 'find-links'
          ? { kind: 'find-links', url: d.url, channel: 'stable', mirror: true }
          : parseIndexUrl(d.url);
    } catch {
      continue;
    }
    const reader = readerOf(d.role);
    candidates.push({ ref, page: torchPage(ref, reader), namedBy: 'file', reader, location: d.location });
  }
  const seen = new Set<string>();
  return { primary, candidates: candidates.filter((c) => !seen.has(c.page) && seen.add(c.page)) };
}

/** The page as people may see it: the index URL without credentials or query, joined as its reader joins it. */
function shownPage(c: IndexCandidate): string {
  try {
    return torchPage(c.ref, c.reader, displayUrl(indexUrlOf(c.ref)));
  } catch {
    return displayUrl(c.page);
  }
}

const targetOf = (c: IndexCandidate & { publicOnly: boolean }): Target => ({
  ...c,
  shown: shownPage(c),
  name: c.ref.kind === 'pytorch' ? c.ref.variant : c.ref.kind === 'find-links' ? 'find-links' : 'pypi',
});

function age(fetchedAt: string, now: Date): string {
  const min = Math.max(0, Math.round((now.getTime() - Date.parse(fetchedAt)) / 60_000));
  if (min < 1) return 'just now';
  if (min < 120) return `${min} min ago`;
  const h = Math.round(min / 60);
  return h < 48 ? `${h} h ago` : `${Math.round(h / 24)} days ago`;
}

function onlineNote(message: string, source: string, hint = READ_HINT): Finding {
  return onlineNotRead(redact(message), source, hint);
}

/**
 * What a failed read says: the same words whatever happened (refused, silent, an HTTP status, a
 * redirect, a page that is not an index), since the log may be public and the host a file's
 * choice; the hint says how to see the reason from the job.
 */
const READ_HINT =
  'Nothing to do if the index is reachable from the job; otherwise the catalog answers offline, as without --online. `curl -sS -o /dev/null -w "%{http_code}" URL` from the job shows why.';

/** Torch files on a page, labelled by their local part: what the index really serves. */
function servedBuilds(files: PageFiles): { labels: Set<string>; unlabelledLinux: boolean; torch: number } {
  const labels = new Set<string>();
  let unlabelledLinux = false;
  let torch = 0;
  for (const f of files) {
    const w = parseWheelFile(typeof f === 'string' ? f : f.filename);
    if (!w || normalizeName(w.name) !== 'torch') continue;
    torch++;
    const local = parseVersion(w.version)?.local;
    const variant = variantOfLabel(local);
    if (variant) labels.add(variant);
    else if (!local && /linux/.test(w.platform[0] ?? '')) unlabelledLinux = true;
  }
  return { labels, unlabelledLinux, torch };
}

/** An index the URL alone does not explain, named by what it lists: a PyPI mirror, or one build's mirror. */
function classify(ref: IndexRef, files: PageFiles): IndexRef {
  if (ref.kind !== 'unknown') return ref;
  const s = servedBuilds(files);
  if (s.torch === 0) return ref;
  if (s.unlabelledLinux || s.labels.size === 0) return { kind: 'pypi', url: ref.url };
  if (s.labels.size === 1)
    return { kind: 'pytorch', url: ref.url, channel: 'stable', variant: [...s.labels][0]!, mirror: true };
  return { kind: 'find-links', url: ref.url, channel: 'stable', mirror: true };
}

async function readPage(
  t: Target,
  opts: OnlineOptions,
  dir: string | undefined,
  findings: Finding[],
): Promise<{ files: IndexFile[]; when: string } | undefined> {
  const cached = dir === undefined ? undefined : readCached(dir, t.page, opts.now);
  if (cached && opts.now.getTime() - Date.parse(cached.fetchedAt) < FRESH_MS)
    return { files: cached.files, when: `cached ${age(cached.fetchedAt, opts.now)}` };
  // One deadline for the download and the reading of the page.
  const deadline = Date.now() + opts.timeoutMs;
  const got = await getPage(t.page, {
    timeoutMs: opts.timeoutMs,
    maxBytes: MAX_ONLINE_BYTES,
    accept: ACCEPT,
    env: opts.env,
    publicOnly: t.publicOnly,
  });
  let files: IndexFile[] | undefined;
  if (got.ok) {
    try {
      files = indexPageEntries(got.body, t.shown, deadline);
    } catch {
      files = undefined;
    }
  }
  if (files) {
    if (dir !== undefined) writeCached(dir, t.page, { url: t.shown, fetchedAt: opts.now.toISOString(), files });
    return { files, when: 'read now' };
  }
  const limits = `within ${opts.timeoutMs / 1000} s, ${MAX_ONLINE_BYTES / 1024 / 1024} MiB and same-host redirects`;
  if (cached) {
    findings.push(
      onlineNote(
        `${t.shown} gave no index page (${limits}); its file list from ${age(cached.fetchedAt, opts.now)} (cached) is used.`,
        t.shown,
      ),
    );
    return { files: cached.files, when: `cached ${age(cached.fetchedAt, opts.now)}` };
  }
  findings.push(
    onlineNote(`${t.shown} gave no index page (${limits}); the catalog answers for it, as offline.`, t.shown),
  );
  return undefined;
}

/** Where a pin file names an index, for a notice. */
const whereNamed = (c: IndexCandidate): string =>
  c.location ? `${c.location.file}${c.location.line ? `:${c.location.line}` : ''}` : 'the command line';

/** A list of indexes in a notice: the first few by name, then a count. */
function listed(items: IndexCandidate[]): string {
  const SHOWN = 3;
  return shortList(
    items.map((c) => `${shownPage(c)} (${whereNamed(c)})`),
    SHOWN,
  );
}

const WHO_DECIDES =
  'https://github.com/torch-preflight/torch-preflight/blob/main/docs/security.md#who-decides-which-hosts-are-asked';

/** Per reason an index was not asked: why (after the list of indexes), the page that says so, and how to have it asked. */
const NOT_ASKED: Record<NotAskedWhy, { why: (policy: HostPolicy) => string; source: string; hint: string }> = {
  'pull-request': {
    why: (policy) =>
      `on a pull request, an index its pin files name is asked only when the base branch's pin files name its host${policy.baseOrigins ? '' : ', and no base was read to compare with'}`,
    source: WHO_DECIDES,
    hint: 'A pull request does not choose the hosts the runner contacts. To ask an index, name it in the workflow (inputs index-url, extra-index-url), with --index-url / --extra-index-url, or on the base branch.',
  },
  private: {
    why: () =>
      "a pin file names a loopback, private or link-local address, which is asked only when the command line, the workflow or pip's environment names it",
    source: WHO_DECIDES,
    hint: 'Name the index with --index-url / --extra-index-url (inputs index-url, extra-index-url) to have it asked.',
  },
  limit: {
    why: () => `at most ${MAX_INDEXES} indexes are asked in one check`,
    source: 'https://github.com/torch-preflight/torch-preflight/blob/main/docs/security.md#limits',
    hint: 'Name fewer indexes, or check the others with --index-url in a run of their own.',
  },
};

/** One notice per reason an index was not asked: what, why, and how to have it asked. */
function notAskedNotes(notAsked: { candidate: IndexCandidate; why: NotAskedWhy }[], policy: HostPolicy): Finding[] {
  return (Object.keys(NOT_ASKED) as NotAskedWhy[]).flatMap((why) => {
    const these = notAsked.filter((n) => n.why === why).map((n) => n.candidate);
    if (!these.length) return [];
    const { why: reason, source, hint } = NOT_ASKED[why];
    return [
      onlineNote(
        `Not asked: ${listed(these)}: ${reason(policy)}; the catalog answers for ${these.length > 1 ? 'them' : 'it'}.`,
        source,
        hint,
      ),
    ];
  });
}

/** The hosts the base branch's pin files name (`scheme://host:port`), or undefined when they cannot be read. */
export async function indexOriginsAtBase(files: string[], base: string, cwd: string): Promise<Set<string> | undefined> {
  const old = await readPinsAtBase(files, base, cwd);
  if ('problem' in old) return undefined;
  return new Set(old.indexes.map((d) => originOf(d.url)).filter((o): o is string => o !== undefined));
}

/** The cache folder, unless others could have written it (then one notice, and no cache this run). */
function usableCache(env: NodeJS.ProcessEnv, findings: Finding[]): string | undefined {
  const dir = cacheDir(env);
  const problem = cacheDirProblem(dir);
  if (!problem) return dir;
  findings.push(
    onlineNote(
      `The index cache ${dir} is not used: ${problem}. Every index is asked again.`,
      'https://github.com/torch-preflight/torch-preflight/blob/main/docs/security.md#who-decides-which-hosts-are-asked',
      'Point TORCH_PREFLIGHT_CACHE at a folder only this user may write (mode 0700).',
    ),
  );
  return undefined;
}

export async function askIndexes(request: Request, catalog: Catalog, opts: OnlineOptions): Promise<OnlineAnswer> {
  const findings: Finding[] = [];
  const { primary, candidates } = candidatesOf(request, opts);
  const choice = chooseIndexes(candidates, opts.hosts);
  const targets = choice.asked.map(targetOf);
  findings.push(...notAskedNotes(choice.notAsked, opts.hosts));
  const dir = usableCache(opts.env, findings);
  const pages = new Map<string, PageFiles>();
  const read: string[] = [];
  const when: string[] = [];
  let index = primary;
  const extras: IndexRef[] = [];
  const got = await Promise.all(targets.map((t) => readPage(t, opts, dir, findings)));
  const empty: string[] = [];
  targets.forEach((t, i) => {
    const page = got[i];
    const ref = page ? classify(t.ref, page.files) : t.ref;
    if (t.ref === primary) index = ref;
    else extras.push(ref);
    if (!page) return;
    // Two pages of one kind (two PyPI mirrors) are one set of files for the catalog.
    pages.set(t.name, [...(pages.get(t.name) ?? []), ...page.files]);
    read.push(t.shown);
    when.push(page.when);
    if (servedBuilds(page.files).torch === 0) empty.push(t.shown);
  });
  for (const url of empty) {
    // The only index lists no torch: pip stops with "No matching distribution found for torch".
    const only = targets.length === 1;
    findings.push(indexListsNoTorch(url, only));
  }
  const next: Request = { ...request, index, ...(extras.length ? { extraIndexes: extras } : {}) };
  if (!pages.size) return { catalog, request: next, findings, yanked: new Map() };
  const prov: Provenance = { indexes: read, date: opts.now.toISOString().slice(0, 10) };
  // An exact pin installs a yanked file (with pip's warning); an open range skips it.
  const exact = /^===?\s*\d+(\.\d+)*(\+[\w.]+)?$/.test(request.torch.pep440.trim());
  const derived = deriveFromObserved(catalog, observe(pages, { yanked: exact }), prov);
  for (const r of derived.releases) {
    findings.push(
      releaseFromIndex(
        `torch ${r.patches.map((p) => p.version).join(', ')} is not in the catalog; its wheels on ${read.join(', ')} (${when.join(', ')}) decide Python and platform, and GPU kernels, driver floors and companions are assumed from the newest release the catalog knows.`,
        'Update torch-preflight for a catalog that knows this release, or run `npm run catalog:refresh -- --write`.',
        prov.indexes.join(', '),
      ),
    );
  }
  const newPatches = derived.patches.map((p) => p.patch.version);
  if (newPatches.length)
    findings.push(
      releaseFromIndex(
        `torch ${newPatches.join(', ')} is on ${read.join(', ')} (${when.join(', ')}) but not in the catalog; the rest of its release's facts are the catalog's.`,
        'Update torch-preflight for a catalog that lists this patch.',
        prov.indexes.join(', '),
      ),
    );
  return { catalog: overlayDerived(catalog, derived, prov), request: next, findings, yanked: yankedReleases(pages) };
}
