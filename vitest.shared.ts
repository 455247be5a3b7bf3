// The test runs see rules/ as they are now, compiled fresh in place of the committed
// src/catalog/catalog.generated.json (which the build writes and check-dist keeps in sync).
import type { Plugin } from 'vite';
import { readRuleFiles } from './scripts/rules-files.mjs';
import { compileRules } from './src/catalog/compile.js';

export function catalogPlugin(): Plugin {
  return {
    name: 'catalog',
    enforce: 'pre',
    load(id) {
      if (!id.replace(/\\/g, '/').endsWith('/src/catalog/catalog.generated.json')) return undefined;
      return JSON.stringify(compileRules(readRuleFiles(process.cwd())));
    },
  };
}
