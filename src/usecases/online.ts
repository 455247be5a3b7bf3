/**
 * `check --online`: ask the indexes pip would read (the request's index and extra indexes, or
 * PIP_INDEX_URL / PIP_EXTRA_INDEX_URL / PIP_FIND_LINKS) for torch's file list, and let the wheel
 * names decide what the catalog has not confirmed: a release newer than the catalog, an
 * unconfirmed release, a yanked file. What only the catalog knows (kernels, driver floors,
 * companions) still comes from it. One request per index, a short deadline, a cache; any failure
 * is a notice and the catalog's answer.
 */
import { finding, type Finding } from '../core/finding.js';
import type { Request } from '../core/model.js';
import { redact } from '../text/secrets.js';
import type { Catalog } from '../catalog/schema.js';
import { indexPageEntries, MAX_PAGE_BYTES, type IndexFile } from '../packaging/index-page.js';
import { observe, yankedReleases, type PageFiles } from '../catalog/refresh/observe.js';
import { deriveFromObserved, overlayDerived, type Provenance } from '../catalog/refresh/derive.js';
import { variantOfLabel } from '../platform/variant.js';
import { normalizeName } from '../packaging/names.js';
import { parseWheelFile } from '../packaging/tags.js';
import { parseVersion } from '../packaging/pep440.js';
import { parseIndexUrl, type IndexRef } from '../request/index-url.js';
import { displayUrl, getPage } from '../io/http.js';
import { cacheDir, readCached, writeCached } from '../io/page-cache.js';

export interface OnlineOptions {
  /** Deadline per index page. */
  timeoutMs: number;
  /** Indexes the pin files declare (`--index-url`, `--extra-index-url`, `--find-links` lines, uv and Poetry sources). */
  declared?: readonly { url: string; role: string }[];
  env: NodeJS.ProcessEnv;
  now: Date;
}

/** How long a cached page is used without asking again. */
const FRESH_MS = 60 * 60 * 1000;
/** A torch project page of download.pytorch.org is a few MB; PyPI's JSON page under one. */
const MAX_ONLINE_BYTES = Math.min(MAX_PAGE_BYTES, 32 * 1024 * 1024);
const ACCEPT = 'application/vnd.pypi.simple.v1+json, application/vnd.pypi.simple.v1+html;q=0.2, text/html;q=0.1';

interface Target {
  ref: IndexRef;
  /** The torch page's URL (with credentials, for the request only). */
  page: string;
  /** What observe() calls an unlabelled file's build here. */
  name: string;
}

export interface OnlineAnswer {
  catalog: Catalog;
  request: Request;
  findings: Finding[];
  /** Releases every file of which is yanked on an index read, with the reason. */
  yanked: Map<string, string | true>;
}

const trimSlash = (u: string): string => u.replace(/\/+$/, '');

/** The torch project page of an index (PEP 503: `<index>/torch/`), or the find-links page itself. */
function torchPage(ref: IndexRef): string | undefined {
  switch (ref.kind) {
    case 'pypi':
      return `${trimSlash(ref.url ?? 'https://pypi.org/simple')}/torch/`;
    case 'pytorch':
      return /\/torch\/?$/.test(ref.url) ? ref.url : `${trimSlash(ref.url)}/torch/`;
    case 'find-links':
      return ref.url;
    case 'unknown':
      return /\/torch\/?$/.test(ref.url) ? ref.url : `${trimSlash(ref.url)}/torch/`;
  }
}

const split = (v: string | undefined): string[] => (v ?? '').split(/\s+/).filter(Boolean);

/** The indexes pip reads for this request: the given ones, else pip's environment variables. */
function targetsOf(
  request: Request,
  env: NodeJS.ProcessEnv,
  declared: OnlineOptions['declared'] = [],
): { primary: IndexRef; targets: Target[] } {
  const primary =
    request.index.kind === 'pypi' && !request.index.url && env.PIP_INDEX_URL
      ? parseIndexUrl(env.PIP_INDEX_URL)
      : request.index;
  const extras = request.extraIndexes?.length
    ? request.extraIndexes
    : split(env.PIP_EXTRA_INDEX_URL).map(parseIndexUrl);
  const links = split(env.PIP_FIND_LINKS)
    .filter((u) => /^https?:\/\//i.test(u))
    .map((url): IndexRef => ({ kind: 'find-links', url, channel: 'stable', mirror: true }));
  // What the pin files declare is read by pip too (`pip install -r requirements.txt`).
  const fromPins = declared.flatMap((d): IndexRef[] => {
    if (!/^https?:\/\//i.test(d.url)) return [];
    if (d.role === 'find-links') return [{ kind: 'find-links', url: d.url, channel: 'stable', mirror: true }];
    try {
      return [parseIndexUrl(d.url)];
    } catch {
      return [];
    }
  });
  const targets: Target[] = [];
  for (const ref of [primary, ...extras, ...links, ...fromPins]) {
    const page = torchPage(ref);
    if (!page || targets.some((t) => t.page === page)) continue;
    targets.push({
      ref,
      page,
      name: ref.kind === 'pytorch' ? ref.variant : ref.kind === 'find-links' ? 'find-links' : 'pypi',
    });
  }
  return { primary, targets };
}

function age(fetchedAt: string, now: Date): string {
  const min = Math.max(0, Math.round((now.getTime() - Date.parse(fetchedAt)) / 60_000));
  if (min < 1) return 'just now';
  if (min < 120) return `${min} min ago`;
  const h = Math.round(min / 60);
  return h < 48 ? `${h} h ago` : `${Math.round(h / 24)} days ago`;
}

function onlineNote(message: string, source: string): Finding {
  return finding({
    id: 'online-fallback',
    severity: 'notice',
    message: redact(message),
    hint: 'Nothing to do if the index is reachable from the job; otherwise the catalog answers offline, as without --online.',
    source,
  });
}

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
  dir: string,
  findings: Finding[],
): Promise<{ files: IndexFile[]; when: string } | undefined> {
  const shown = displayUrl(t.page);
  const cached = readCached(dir, t.page);
  if (cached && opts.now.getTime() - Date.parse(cached.fetchedAt) < FRESH_MS)
    return { files: cached.files, when: `cached ${age(cached.fetchedAt, opts.now)}` };
  // One deadline for the download and the reading of the page.
  const deadline = Date.now() + opts.timeoutMs;
  const got = await getPage(t.page, {
    timeoutMs: opts.timeoutMs,
    maxBytes: MAX_ONLINE_BYTES,
    accept: ACCEPT,
    env: opts.env,
  });
  let files: IndexFile[] | undefined;
  let problem = got.ok ? undefined : got.problem;
  if (got.ok) {
    try {
      files = indexPageEntries(got.body, shown, deadline);
    } catch (err) {
      problem = `the page is not an index page (${(err as Error).message.replace(`${shown}: `, '').slice(0, 100)})`;
    }
  }
  if (files) {
    writeCached(dir, t.page, { url: shown, fetchedAt: opts.now.toISOString(), files });
    return { files, when: 'read now' };
  }
  if (cached) {
    findings.push(
      onlineNote(
        `${shown} could not be read (${problem}); its file list from ${age(cached.fetchedAt, opts.now)} (cached) is used.`,
        shown,
      ),
    );
    return { files: cached.files, when: `cached ${age(cached.fetchedAt, opts.now)}` };
  }
  findings.push(onlineNote(`${shown} could not be read (${problem}); the catalog answers for it, as offline.`, shown));
  return undefined;
}

export async function askIndexes(request: Request, catalog: Catalog, opts: OnlineOptions): Promise<OnlineAnswer> {
  const findings: Finding[] = [];
  const { primary, targets } = targetsOf(request, opts.env, opts.declared);
  const dir = cacheDir(opts.env);
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
    read.push(displayUrl(t.page));
    when.push(page.when);
    if (servedBuilds(page.files).torch === 0) empty.push(displayUrl(t.page));
  });
  for (const url of empty) {
    // The only index lists no torch: pip stops with "No matching distribution found for torch".
    const only = targets.length === 1;
    findings.push(
      finding({
        id: 'online-fallback',
        severity: only ? 'warning' : 'notice',
        message: `${url} lists no torch wheel: pip finds no torch there${only ? ', and no other index is read' : ''}.`,
        hint: 'Check the index URL; a private mirror may not carry torch.',
        source: url,
      }),
    );
  }
  const next: Request = { ...request, index, ...(extras.length ? { extraIndexes: extras } : {}) };
  if (!pages.size) return { catalog, request: next, findings, yanked: new Map() };
  const prov: Provenance = { indexes: read, date: opts.now.toISOString().slice(0, 10) };
  // An exact pin installs a yanked file (with pip's warning); an open range skips it.
  const exact = /^===?\s*\d+(\.\d+)*(\+[\w.]+)?$/.test(request.torch.pep440.trim());
  const derived = deriveFromObserved(catalog, observe(pages, { yanked: exact }), prov);
  for (const r of derived.releases) {
    findings.push(
      finding({
        id: 'release-from-index',
        severity: 'notice',
        message: `torch ${r.patches.map((p) => p.version).join(', ')} is not in the catalog; its wheels on ${read.join(', ')} (${when.join(', ')}) decide Python and platform, and GPU kernels, driver floors and companions are assumed from the newest release the catalog knows.`,
        hint: 'Update torch-preflight for a catalog that knows this release, or run `npm run catalog:refresh -- --write`.',
        source: prov.indexes.join(', '),
      }),
    );
  }
  const newPatches = derived.patches.map((p) => p.patch.version);
  if (newPatches.length)
    findings.push(
      finding({
        id: 'release-from-index',
        severity: 'notice',
        message: `torch ${newPatches.join(', ')} is on ${read.join(', ')} (${when.join(', ')}) but not in the catalog; the rest of its release's facts are the catalog's.`,
        hint: 'Update torch-preflight for a catalog that lists this patch.',
        source: prov.indexes.join(', '),
      }),
    );
  return { catalog: overlayDerived(catalog, derived, prov), request: next, findings, yanked: yankedReleases(pages) };
}

/** A warning when the release pip would install is yanked on the indexes read (pip takes it only for an exact pin). */
export function yankedFinding(torch: string | undefined, yanked: ReadonlyMap<string, string | true>): Finding[] {
  const reason = torch ? yanked.get(torch) : undefined;
  if (!torch || reason === undefined) return [];
  return [
    finding({
      id: 'release-yanked',
      severity: 'warning',
      message: `torch ${torch} is yanked on the index${reason === true ? '' : ` ("${reason.slice(0, 200)}")`}: pip installs it only for an exact pin, with a warning, and resolves an open range to an older release.`,
      hint: `Pin another torch release than ${torch}.`,
      source: 'https://peps.python.org/pep-0592/',
    }),
  ];
}
