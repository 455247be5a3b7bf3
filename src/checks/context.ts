import type { Environment, Request } from '../core/model.js';
import type { Catalog } from '../catalog/schema.js';
import type { Resolved } from '../resolve/resolve.js';

/** What every runtime check reads: the runner, the request, the catalog and what pip would install. */
export interface CheckContext {
  env: Environment;
  request: Request;
  catalog: Catalog;
  resolved: Resolved;
}

export type Check = (ctx: CheckContext) => import('../core/finding.js').Finding[];
