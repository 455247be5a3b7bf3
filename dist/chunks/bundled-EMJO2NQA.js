import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  bundledCatalog
} from "./chunk-XY75CGXH.js";
import "./chunk-5A63H3UN.js";
export {
  bundledCatalog
};
