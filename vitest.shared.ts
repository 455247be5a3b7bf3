// The test runs see the catalog the same way the bundle does: rules/ compiled through the
// `virtual:catalog` module.
import type { Plugin } from 'vite';
import { readRuleFiles } from './scripts/rules-files.mjs';
import { compileRules } from './src/catalog/compile.js';

export function catalogPlugin(): Plugin {
  return {
    name: 'catalog',
    resolveId: (id) => (id === 'virtual:catalog' ? '\0virtual:catalog' : undefined),
    load(id) {
      if (id !== '\0virtual:catalog') return undefined;
      return `export default ${JSON.stringify(compileRules(readRuleFiles(process.cwd())))};`;
    },
  };
}
