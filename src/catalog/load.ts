/** The catalog in use: the bundled one, with a user's config file merged over it. */
import { resolve } from 'node:path';
import { readUserText } from '../io/read-file.js';
import { bundledCatalog } from './bundled.js';
import type { Catalog } from './schema.js';

export async function loadCatalog(configPath: string | undefined): Promise<Catalog> {
  if (!configPath) return bundledCatalog;
  const text = readUserText(resolve(configPath), configPath, 'rules');
  // zod and the YAML parser load only when a config file is given: the common path stays fast.
  const { parseRuleFile, mergeCatalogs } = await import('./compile.js');
  return mergeCatalogs(bundledCatalog, parseRuleFile({ path: configPath, text }));
}
