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

/** What a check of the run reads: the catalog, the torch asked for, and today's date. */
export interface RunContext {
  catalog: Catalog;
  torch: Request['torch'];
  now: Date;
}

export type RunCheck = (ctx: RunContext) => import('../core/finding.js').Finding[];
