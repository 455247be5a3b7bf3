import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  emitAnnotations
} from "./chunk-23Q3LIHZ.js";
import "./chunk-BE5QS6OU.js";
import "./chunk-BRYKHU3L.js";
import "./chunk-5A63H3UN.js";
export {
  emitAnnotations
};
