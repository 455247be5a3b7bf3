import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  emitAnnotations
} from "./chunk-XGA3WKBH.js";
import "./chunk-SX3XMD5U.js";
import "./chunk-5A63H3UN.js";
export {
  emitAnnotations
};
