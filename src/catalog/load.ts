/** The catalog in use: the bundled one, with a user's config file merged over it. */
import { readFileSync, statSync } from 'node:fs';
import { InputError } from '../core/errors.js';
import { bundledCatalog } from './bundled.js';
import type { Catalog } from './schema.js';

const MAX_CONFIG_BYTES = 5 * 1024 * 1024;

export async function loadCatalog(configPath: string | undefined): Promise<Catalog> {
  if (!configPath) return bundledCatalog;
  let text: string;
  try {
    const size = statSync(configPath).size;
    if (size > MAX_CONFIG_BYTES) throw new InputError(`${configPath}: the rules file is ${size} bytes; at most ${MAX_CONFIG_BYTES} are read`);
    text = readFileSync(configPath, 'utf8');
  } catch (err) {
    if (err instanceof InputError) throw err;
    throw new InputError(`${configPath}: the rules file cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  // zod and the YAML parser load only when a config file is given: the common path stays fast.
  const { parseRuleFile, mergeCatalogs } = await import('./compile.js');
  return mergeCatalogs(bundledCatalog, parseRuleFile({ path: configPath, text }));
}
