/**
 * The catalog that ships with the tool: rules/ compiled and validated at build time
 * (scripts/build.mjs, and the vitest plugin for tests), so nothing is parsed at run time.
 */
import data from 'virtual:catalog';
import type { Catalog } from './schema.js';

export const bundledCatalog: Catalog = data as Catalog;
