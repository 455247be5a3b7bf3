import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  emitAnnotations
} from "./chunk-RXACGWWU.js";
import "./chunk-ZE5NBVHI.js";
import "./chunk-MVSYR4I3.js";
import "./chunk-5A63H3UN.js";
export {
  emitAnnotations
};
