import type { Environment, Request } from '../core/model.js';
import type { Catalog } from '../catalog/schema.js';
import type { Resolved } from '../resolve/resolve.js';
import type { Recommendation } from '../recommend/backend.js';

/**
 * What every runtime check reads: the runner, the request, the catalog, what pip would install,
 * and the best index (present whenever a release matches), which a fix must agree with.
 */
export interface CheckContext {
  env: Environment;
  request: Request;
  catalog: Catalog;
  resolved: Resolved;
  recommended?: Recommendation;
}

export type Check = (ctx: CheckContext) => import('../core/finding.js').Finding[];

/** What a check of the run reads: the catalog, the torch asked for, and today's date. */
export interface RunContext {
  catalog: Catalog;
  torch: Request['torch'];
  now: Date;
}

export type RunCheck = (ctx: RunContext) => import('../core/finding.js').Finding[];
