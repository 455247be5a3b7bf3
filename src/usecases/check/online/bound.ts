/**
 * `check --online` for packages bound to torch: a pin of a release the catalog does not describe
 * (`vllm==0.6.3`, a package only known to require torch) is judged from its own metadata, read
 * from the index pip would use: the package's page there, then the METADATA file PEP 658/714
 * serves beside one of that release's wheels, and its `Requires-Dist: torch…`. Bounded (a few
 * packages, one deadline per request, a byte cap), cached (a release's metadata never changes),
 * never fatal: what cannot be read is a notice and stays not judged. Through the same HTTP client
 * and cache as the torch index pages (io/http.ts, io/page-cache.ts).
 */
import { admittedReleases, boundPackage, concernsTorch } from '../../../catalog/bound.js';
import type { BoundPackage } from '../../../catalog/bound-schema.js';
import type { Catalog } from '../../../catalog/schema.js';
import type { Finding } from '../../../core/finding.js';
import { displayUrl, getPage } from '../../../io/http.js';
import { cacheDir, readCachedValue, writeCachedValue } from '../../../io/page-cache.js';
import { indexPageEntries, type IndexFile } from '../../../packaging/index-page.js';
import { requiresDist } from '../../../packaging/metadata.js';
import { normalizeName } from '../../../packaging/names.js';
import { parseSpecifier, parseVersion } from '../../../packaging/pep440.js';
import { parseWheelFile } from '../../../packaging/tags.js';
import type { OtherPin } from '../../../pins/types.js';
import { redact } from '../../../text/secrets.js';
import { onlineNotRead, releaseFromIndex } from '../../../checks/online-notes.js';

/** Packages asked in one run: a project's handful of bound pins, never its whole requirements file. */
export const MAX_ASKED = 16;
const MAX_PAGE = 8 * 1024 * 1024;
const MAX_METADATA = 1024 * 1024;
const PAGE_ACCEPT = 'application/vnd.pypi.simple.v1+json, application/vnd.pypi.simple.v1+html;q=0.2, text/html;q=0.1';
const PEP658 = 'https://peps.python.org/pep-0658/';

export interface BoundAskOptions {
  timeoutMs: number;
  env: NodeJS.ProcessEnv;
  now: Date;
  /** The index pip reads for a pin that names none (the request's; PyPI when undefined). */
  indexUrl?: string;
}

interface Ask {
  package: string;
  version: string;
  /** The index's simple API root (`https://pypi.org/simple`). */
  index: string;
}

const trimSlash = (u: string): string => u.replace(/\/+$/, '');

/**
 * The exact pins worth asking about: packages the catalog knows require torch but does not
 * describe, releases a partly listed package does not list, then other exact pins (any of
 * them may require torch), at most MAX_ASKED, the rest left unasked.
 */
export function asksOf(others: readonly OtherPin[], catalog: Catalog, indexUrl: string | undefined): Ask[] {
  const rank = (p: OtherPin): number => (concernsTorch(catalog, p.package) ? 0 : /torch/.test(p.package) ? 1 : 2);
  const seen = new Set<string>();
  const out: (Ask & { rank: number })[] = [];
  for (const p of others) {
    const version = /^===?\s*([0-9][0-9a-z.!+]*)$/i.exec(p.specifier.trim())?.[1];
    const v = version && parseVersion(version);
    if (!v || p.unreadable || p.url || p.wheel) continue;
    const pkg = boundPackage(catalog, p.package);
    if (pkg && admittedReleases(catalog, pkg, parseSpecifier(`==${v.public}`)).length) continue;
    // A release the catalog's complete list does not have is its no-release error, not a question.
    if (pkg && !pkg.partial) continue;
    const key = `${p.package}==${v.public}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const index = trimSlash(p.indexUrl ?? indexUrl ?? 'https://pypi.org/simple');
    out.push({ package: p.package, version: v.public, index, rank: rank(p) });
  }
  return out
    .sort((a, b) => a.rank - b.rank)
    .slice(0, MAX_ASKED)
    .map(({ rank: _rank, ...a }) => a);
}

type Answer = { ok: true; torch: string | null; source: string } | { ok: false; problem: string; where: string };

/** The torch requirement of one release, from its metadata on the index (cached for good: a release does not change). */
async function askOne(a: Ask, opts: BoundAskOptions, dir: string): Promise<Answer> {
  const page = `${a.index}/${a.package}/`;
  const key = `bound-metadata ${page} ${a.version}`;
  const cached = readCachedValue(dir, key);
  if (cached) return { ok: true, torch: cached.value, source: cached.source };
  const got = await getPage(page, {
    timeoutMs: opts.timeoutMs,
    maxBytes: MAX_PAGE,
    accept: PAGE_ACCEPT,
    env: opts.env,
  });
  if (!got.ok) return { ok: false, problem: got.problem, where: displayUrl(page) };
  let files: IndexFile[];
  try {
    files = indexPageEntries(got.body, displayUrl(page));
  } catch {
    return { ok: false, problem: 'the page is not an index page', where: displayUrl(page) };
  }
  const wheels = files.filter((f) => {
    const w = parseWheelFile(f.filename);
    return w && normalizeName(w.name) === a.package && parseVersion(w.version)?.public === a.version && !f.yanked;
  });
  const file = wheels.find((f) => f.metadata && f.url);
  if (!file)
    return {
      ok: false,
      problem: wheels.length ? 'its wheels have no metadata file (PEP 658)' : `it lists no wheel of ${a.version}`,
      where: displayUrl(page),
    };
  const metadataUrl = `${new URL(file.url!, page).href.split('#')[0]}.metadata`;
  const meta = await getPage(metadataUrl, {
    timeoutMs: opts.timeoutMs,
    maxBytes: MAX_METADATA,
    accept: '*/*',
    env: opts.env,
  });
  if (!meta.ok) return { ok: false, problem: meta.problem, where: displayUrl(metadataUrl) };
  const torch = requiresDist(meta.body).find((r) => r.name === 'torch');
  const spec = torch ? torch.spec.replace(/\s+/g, '') : null;
  if (spec) {
    try {
      parseSpecifier(spec);
    } catch {
      return {
        ok: false,
        problem: `its Requires-Dist on torch (${spec.slice(0, 60)}) is not a specifier`,
        where: displayUrl(metadataUrl),
      };
    }
  }
  const source = `${displayUrl(metadataUrl)} (Requires-Dist, read ${opts.now.toISOString().slice(0, 10)})`;
  writeCachedValue(dir, key, { fetchedAt: opts.now.toISOString(), value: spec, source });
  return { ok: true, torch: spec, source };
}

/** The catalog with the releases read, each in its package (a new package is partly listed: only this release). */
function withReleases(catalog: Catalog, read: { a: Ask; torch: string; source: string }[]): Catalog {
  if (!read.length) return catalog;
  const byName = new Map<string, BoundPackage>(catalog.bound.map((b) => [b.package, b]));
  for (const { a, torch, source } of read) {
    const release = { version: a.version, torch, source };
    const pkg = byName.get(a.package);
    byName.set(
      a.package,
      pkg
        ? { ...pkg, releases: [...pkg.releases, release] }
        : { package: a.package, partial: true, releases: [release], source: `${a.index}/${a.package}/` },
    );
  }
  return { ...catalog, bound: [...byName.values()] };
}

/** Reads what the catalog lacks; the catalog gains the releases found, and what could not be read is said. */
export async function askBoundMetadata(
  others: readonly OtherPin[],
  catalog: Catalog,
  opts: BoundAskOptions,
): Promise<{ catalog: Catalog; findings: Finding[] }> {
  const asks = asksOf(others, catalog, opts.indexUrl);
  if (!asks.length) return { catalog, findings: [] };
  const dir = cacheDir(opts.env);
  const answers = await Promise.all(asks.map((a) => askOne(a, opts, dir)));
  const read: { a: Ask; torch: string; source: string }[] = [];
  const findings: Finding[] = [];
  answers.forEach((r, i) => {
    const a = asks[i]!;
    if (!r.ok) {
      // Only a package known to require torch is worth a word; another one's silence is expected.
      if (concernsTorch(catalog, a.package))
        findings.push(
          onlineNotRead(
            redact(
              `${a.package} ${a.version}'s torch requirement could not be read from ${r.where} (${r.problem}); it stays not judged.`,
            ),
            PEP658,
            'Nothing to do if the index is reachable from the job; or describe the release in a config file (bound:).',
          ),
        );
      return;
    }
    if (r.torch !== null) read.push({ a, torch: r.torch, source: r.source });
  });
  if (read.length)
    findings.push(
      releaseFromIndex(
        redact(
          `Read from the index, not the catalog: ${read.map((x) => `${x.a.package} ${x.a.version} requires torch${x.torch || ' (any version)'}`).join(', ')}.`,
        ),
        'Describe these releases in a config file (bound:) to judge them offline too.',
        read[0]!.source,
      ),
    );
  return { catalog: withReleases(catalog, read), findings };
}
