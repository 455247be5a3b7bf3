import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  emitAnnotations
} from "./chunk-LPNTZ4IF.js";
import "./chunk-ZE5NBVHI.js";
import "./chunk-JCSDOJPM.js";
import "./chunk-5A63H3UN.js";
export {
  emitAnnotations
};
