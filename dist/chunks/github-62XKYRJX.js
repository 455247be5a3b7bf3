import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  emitAnnotations
} from "./chunk-XVU6KJJS.js";
import "./chunk-ZE5NBVHI.js";
import "./chunk-ZWEFVJYO.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RCXQ7LEZ.js";
export {
  emitAnnotations
};
