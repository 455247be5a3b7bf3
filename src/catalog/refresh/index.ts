/** The catalog refresh: index pages → what exists → where rules/ differs, and the edits that settle it (scripts/catalog-refresh.mjs). */
export { indexPageFiles, indexPageEntries, MAX_PAGE_BYTES, type IndexFile } from '../../packaging/index-page.js';
export { isIndexName, observe, yankedReleases, type IndexName, type Observed } from '../observed/observe.js';
export { diffCatalog, renderDifferences, type Difference, type DifferenceKind, type DiffScope } from './diff.js';
export { deriveFromObserved, overlayDerived, type Derived, type Provenance } from '../observed/derive.js';
export { ruleEdits, type RuleEdit } from './write.js';
export { collectMetadata, cudaBuildOf, torchPinOf, type MetadataFacts } from '../observed/metadata.js';
export { requiresDist } from '../../packaging/metadata.js';
export { newBoundReleases, boundReleaseOf, boundRefreshFile } from './bound.js';
