import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  emitAnnotations
} from "./chunk-TGBYGYO6.js";
import "./chunk-U455O4CU.js";
import "./chunk-5A63H3UN.js";
export {
  emitAnnotations
};
