import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  emitAnnotations
} from "./chunk-4NR2NQE2.js";
import "./chunk-TJ6WINXU.js";
import "./chunk-PF2FLS5P.js";
import "./chunk-AYE25AJE.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RSMJDQLK.js";
export {
  emitAnnotations
};
