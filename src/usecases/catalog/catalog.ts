/** The `catalog` use case: the releases the catalog knows, or one release in full, as text or JSON. */
import { InputError } from '../../core/errors.js';
import { allCandidates, findRelease } from '../../catalog/query.js';
import { loadCatalog } from '../../workspace/load-catalog.js';
import type { Catalog } from '../../catalog/schema.js';
import { minorOf, parseVersion } from '../../packaging/pep440.js';
import { compareDotted } from '../../versions/dotted.js';
import { releaseDetail, releaseLines } from '../../report/catalog.js';

export interface CatalogOptions {
  /** One release (2.8 or 2.8.0) in full; none: every release, one line each. */
  torch: string | undefined;
  format: 'text' | 'json';
  config: string | undefined;
}

/** What the command prints. */
export async function showCatalog(o: CatalogOptions): Promise<string> {
  const catalog: Catalog = await loadCatalog(o.config);
  const torch = o.torch;
  if (torch !== undefined) {
    if (!parseVersion(torch))
      throw new InputError(
        `catalog: --torch ${JSON.stringify(torch.slice(0, 30))} is not a version; expected e.g. 2.8 or 2.8.0`,
      );
    const r = findRelease(catalog, minorOf(torch));
    if (!r)
      throw new InputError(
        `catalog: torch ${torch} is not in the catalog; it knows ${catalog.releases
          .map((x) => x.torch)
          .sort(compareDotted)
          .join(', ')}`,
      );
    return o.format === 'json' ? JSON.stringify(r, null, 2) + '\n' : releaseDetail(r, catalog);
  }
  if (o.format === 'json') return JSON.stringify(catalog, null, 2) + '\n';
  const releases = [...catalog.releases].sort(
    (a, b) =>
      allCandidates(catalog).findIndex((c) => c.release === a) -
      allCandidates(catalog).findIndex((c) => c.release === b),
  );
  return releaseLines(releases).join('\n') + '\n';
}
