/**
 * The source scanner: reports uses of torch APIs that are removed, deprecated, not yet available
 * or changed in behaviour across a torch range, at their line and column.
 */

export { sourceProblem } from './decode.js';
export {
  scanSource,
  scanUtf8,
  analyseSource,
  analyseUtf8,
  createContext,
  type ScanContext,
  type ScanOptions,
  type Skipped,
  type SourceResult,
} from './scanner.js';
export type { SilencedUse } from './suppress.js';
export { explainApi } from './explain.js';
export { deadThroughImports, type ModuleFacts } from './dead-modules.js';
export { externDeadTest, type ExternGuard, type FileConstants } from './module-constants.js';
export { importHead, topLevelImports } from './top-imports.js';
export { summarizeByApi, type ApiSummaryRow } from './summary.js';
export { tokenize, Tokenizer, type Token, type TokenType } from '../python/tokenize.js';
export { analyze, type Use } from './uses.js';
export { torchRange, type TorchRange } from './range.js';
