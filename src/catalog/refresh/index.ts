/** The catalog refresh: index pages → what exists → where rules/ differs (scripts/catalog-refresh.mjs). */
export { indexPageFiles, MAX_PAGE_BYTES } from './index-page.js';
export { observe, type IndexName, type Observed } from './observe.js';
export { diffCatalog, renderDifferences, type Difference, type DifferenceKind, type DiffScope } from './diff.js';
