import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  emitAnnotations
} from "./chunk-ID5YIP6W.js";
import "./chunk-QQQMYG2J.js";
import "./chunk-5A63H3UN.js";
export {
  emitAnnotations
};
