import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  emitAnnotations
} from "./chunk-PYYUFE4V.js";
import "./chunk-2T3ZNY5O.js";
import "./chunk-5A63H3UN.js";
export {
  emitAnnotations
};
