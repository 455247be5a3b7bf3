import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  bundledCatalog
} from "./chunk-6KKG7QUC.js";
import "./chunk-5A63H3UN.js";
export {
  bundledCatalog
};
