import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  emitAnnotations
} from "./chunk-3G5TI6DW.js";
import "./chunk-DKU6YSK2.js";
import "./chunk-RCCPN63V.js";
import "./chunk-JJEV6VSP.js";
import "./chunk-RSMJDQLK.js";
export {
  emitAnnotations
};
