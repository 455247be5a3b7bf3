import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  emitAnnotations
} from "./chunk-B6XMLXQI.js";
import "./chunk-FWDAGUC6.js";
import "./chunk-UBKIFW4H.js";
import "./chunk-5A63H3UN.js";
export {
  emitAnnotations
};
