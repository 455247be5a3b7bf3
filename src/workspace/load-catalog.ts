/** The catalog in use: the bundled one, with a user's config file merged over it. */
import { resolve } from 'node:path';
import { bundledCatalog } from '../catalog/bundled.js';
import type { Catalog } from '../catalog/schema.js';
import { readUserText } from '../io/read-file.js';

/** The bundled catalog, merged with the rules file at `configPath` (relative to `cwd`, the run's directory) when given. */
export async function loadCatalog(configPath: string | undefined, cwd = process.cwd()): Promise<Catalog> {
  if (!configPath) return bundledCatalog;
  const text = readUserText(resolve(cwd, configPath), configPath, 'rules');
  // zod and the YAML parser load only when a config file is given: the common path stays fast.
  const { parseRuleFile, mergeCatalogs } = await import('../catalog/compile.js');
  return mergeCatalogs(bundledCatalog, parseRuleFile({ path: configPath, text }));
}
