/** The catalog in use: the bundled one, with a user's config file merged over it. */
import { resolve } from 'node:path';
import { bundledCatalog } from '../catalog/bundled.js';
import type { Catalog } from '../catalog/schema.js';
import { readUserText } from '../io/read-file.js';

export async function loadCatalog(configPath: string | undefined): Promise<Catalog> {
  if (!configPath) return bundledCatalog;
  const text = readUserText(resolve(configPath), configPath, 'rules');
  // zod and the YAML parser load only when a config file is given: the common path stays fast.
  const { parseRuleFile, mergeCatalogs } = await import('../catalog/compile.js');
  return mergeCatalogs(bundledCatalog, parseRuleFile({ path: configPath, text }));
}
