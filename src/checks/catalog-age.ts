/**
 * The catalog knows its age. A request with no upper bound (or no pin at all) lets pip take a
 * release newer than any the catalog knows; once the catalog is older than 45 days that is
 * likely enough to say, with how to update.
 */
import type { Specifier } from '../packaging/pep440.js';
import type { RunCheck } from './context.js';
import { finding } from '../core/finding.js';

const STALE_DAYS = 45;
const DAY = 24 * 60 * 60 * 1000;

/** Whether a specifier caps the version: `<`, `<=`, `==`, `~=` or `===` in any clause. */
export function hasUpperBound(spec: Specifier): boolean {
  return spec.exact !== undefined || /(^|,)\s*(<|<=|==|~=|===)/.test(spec.pep440);
}

export const catalogAge: RunCheck = ({ catalog, torch, now }) => {
  if (!catalog.asOf || hasUpperBound(torch)) return [];
  const days = Math.floor((now.getTime() - Date.parse(`${catalog.asOf}T00:00:00Z`)) / DAY);
  if (!(days > STALE_DAYS)) return [];
  const newest = catalog.releases
    .map((r) => r.torch)
    .sort((a, b) => Number(a.split('.')[1]) - Number(b.split('.')[1]))
    .pop();
  return [
    finding({
      id: 'catalog-stale',
      severity: 'notice',
      message: `The catalog was last checked against the wheel indexes on ${catalog.asOf} (${days} days ago); torch releases after ${newest ?? 'its newest'} may exist, and this request has no upper bound, so pip may install one the catalog does not know.`,
      hint: 'Update torch-preflight (each release ships a refreshed catalog), pin an upper bound (torch<X.Y), or add the new release in a config file.',
      source: 'rules/catalog.yaml',
    }),
  ];
};
