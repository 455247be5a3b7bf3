/**
 * The catalog that ships with the tool: rules/ compiled and validated at build time
 * (scripts/build.mjs writes src/catalog/catalog.generated.json; the vitest plugin serves tests a
 * fresh compile of rules/), so nothing is validated at run time. In dist/ the JSON is a file of
 * its own, dist/catalog.json, which this import reads with JSON.parse (scripts/build.mjs).
 */
import data from './catalog.generated.json' with { type: 'json' };
import type { Catalog } from './schema.js';

export const bundledCatalog: Catalog = data as Catalog;
